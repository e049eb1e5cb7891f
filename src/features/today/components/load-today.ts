/** The Today parts' chunk (today-parts.tsx), named once: every import site of a chunk adds its own loader to the entry. */
export const loadToday = () => import('./today-parts');
