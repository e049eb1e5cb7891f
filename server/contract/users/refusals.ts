export const USERS_REFUSALS = {
  'users.not-found': { status: 'NOT_FOUND', text: 'User not found' },
} as const;
