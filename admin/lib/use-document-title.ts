import { useEffect } from 'react';
import { m } from '../i18n/paraglide/messages';

export const APP_TITLE = m['layout.app-title']();

export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_TITLE}` : APP_TITLE;
  }, [title]);
}
