import { CAPABILITY_MESSAGES, type Capability } from './schemas';

export const CAPABILITIES_REFUSALS = {
  'capabilities.not-built': { status: 'CONFLICT', text: ({ capability }: { capability: Capability }) => CAPABILITY_MESSAGES.notBuilt(capability) },
} as const;
