/** Limits of an inventory upload: a pasted list or CSV of one print run, not a whole warehouse at once. */
export const MAX_CODES_PER_UPLOAD = 1000;
/** Gift card codes are 16–20 characters; Free Fire references similar. 64 leaves room for separators. */
export const MAX_REWARD_CODE_LENGTH = 64;
/** Without separators, a code shorter than this cannot be a real one (and its last 4 would be all of it). */
export const MIN_REWARD_CODE_LENGTH = 6;
