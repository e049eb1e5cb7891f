import { useEffect, useRef, useState } from 'react';

/** Typing pauses this long before the URL (and so the list) follows the search box. */
const SEARCH_DEBOUNCE_MS = 250;

/** The search box's text: the URL follows once typing pauses (replacing, so Back skips keystrokes), and the box follows the URL. */
export function useSearchText(urlSearch: string | undefined, pushSearch: (term: string | undefined) => void) {
  const [searchText, setSearchText] = useState(urlSearch ?? '');
  const pushed = useRef(urlSearch ?? '');
  useEffect(() => {
    if ((urlSearch ?? '') !== pushed.current) {
      pushed.current = urlSearch ?? '';
      setSearchText(urlSearch ?? '');
    }
  }, [urlSearch]);
  useEffect(() => {
    const term = searchText.trim();
    if (term === pushed.current) return;
    const timer = window.setTimeout(() => {
      pushed.current = term;
      pushSearch(term || undefined);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of the typed text starts the debounce; the filters it writes must not restart it
  }, [searchText]);
  /** Empties the box with the URL, so the debounce has nothing left to push. */
  const clearSearchText = () => {
    pushed.current = '';
    setSearchText('');
  };
  return { searchText, setSearchText, clearSearchText };
}
