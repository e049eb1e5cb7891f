import { createContext, useContext, type ReactNode } from 'react';

/** The kit's own words: English by default (the admin), the public SPA's catalogue's at its root. */
export interface KitWords {
  previous: string;
  next: string;
  pageOf: (page: number, pages: number) => string;
  close: string;
  notifications: string;
  dismissNotification: string;
  loading: string;
  tryAgain: string;
  retrying: string;
  actions: string;
  /** The words of a validation or refusal text the server wrote in English; the identity by default. */
  translate: (englishText: string) => string;
}

export const ENGLISH_KIT_WORDS: KitWords = {
  previous: 'Previous',
  next: 'Next',
  pageOf: (page, pages) => `Page ${page} of ${pages}`,
  close: 'Close',
  notifications: 'Notifications',
  dismissNotification: 'Dismiss notification',
  loading: 'Loading…',
  tryAgain: 'Try again',
  retrying: 'Retrying…',
  actions: 'Actions',
  translate: (englishText) => englishText,
};

const KitWordsContext = createContext<KitWords>(ENGLISH_KIT_WORDS);

export function KitWordsProvider({ words, children }: { words: KitWords; children: ReactNode }) {
  return <KitWordsContext.Provider value={words}>{children}</KitWordsContext.Provider>;
}

export function useKitWords(): KitWords {
  return useContext(KitWordsContext);
}
