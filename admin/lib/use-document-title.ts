import { useEffect } from 'react';

export const APP_TITLE = 'Honest Rewards Admin';

export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_TITLE}` : APP_TITLE;
  }, [title]);
}
