import { createContext, useContext, type ReactNode } from 'react';

/** The two SPAs' colours (the public site dark, the admin light), named once at each root; kit components style by it. */
export type KitLook = 'public' | 'admin';

const KitLookContext = createContext<KitLook>('public');

export function KitLookProvider({ look, children }: { look: KitLook; children: ReactNode }) {
  return <KitLookContext.Provider value={look}>{children}</KitLookContext.Provider>;
}

export function useKitLook(): KitLook {
  return useContext(KitLookContext);
}
