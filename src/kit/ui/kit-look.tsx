import { createContext, useContext, type ReactNode } from 'react';

/**
 * The two SPAs share behaviour and structure but not colours: the public site is dark, the admin
 * light. Each app names its look once at the root; kit components pick their classes from it.
 */
export type KitLook = 'public' | 'admin';

const KitLookContext = createContext<KitLook>('public');

export function KitLookProvider({ look, children }: { look: KitLook; children: ReactNode }) {
  return <KitLookContext.Provider value={look}>{children}</KitLookContext.Provider>;
}

export function useKitLook(): KitLook {
  return useContext(KitLookContext);
}
