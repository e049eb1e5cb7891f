import { getLocale } from './paraglide/runtime';

/** Words to show, and `lang="en"` when they are an admin's English on a page in another language. */
export interface Worded {
  text: string;
  lang?: 'en';
}

/** An admin's own words (a product's name, an order's product): as written, marked English where the page is not. */
export const asWritten = (text: string): Worded => (getLocale() === 'en' ? { text } : { text, lang: 'en' });
