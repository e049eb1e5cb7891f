import { CAPABILITY_MESSAGES, type Capability } from './schemas';

export const CAPABILITIES_REFUSALS = {
  'capabilities.not-built': { status: 'CONFLICT', text: ({ capability }: { capability: Capability }) => CAPABILITY_MESSAGES.notBuilt(capability) },
  /** A switched-off capability does not exist for the public (decision 010): "not found", as its screens are. */
  'capabilities.off': { status: 'NOT_FOUND', text: ({ capability }: { capability: Capability }) => CAPABILITY_MESSAGES.off(capability) },
} as const;
