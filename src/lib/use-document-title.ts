import { useEffect } from 'react';

export const SITE_NAME = 'Honest Rewards';

/** Sets the tab title for the current page ("Sign in · Honest Rewards"). */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
