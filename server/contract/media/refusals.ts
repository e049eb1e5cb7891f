import { MEDIA_MESSAGES } from './schemas';

export const MEDIA_REFUSALS = {
  'media.not-found': { status: 'NOT_FOUND', text: MEDIA_MESSAGES.notFound },
  'media.empty': { status: 'BAD_INPUT', text: MEDIA_MESSAGES.empty },
  'media.too-large': { status: 'BAD_INPUT', text: MEDIA_MESSAGES.tooLarge },
  'media.not-an-image': { status: 'BAD_INPUT', text: MEDIA_MESSAGES.notAnImage },
  'media.type-mismatch': { status: 'BAD_INPUT', text: MEDIA_MESSAGES.typeMismatch },
} as const;
