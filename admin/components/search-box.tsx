import { useState } from 'react';
import { TextField } from '#kit/ui/fields';
import { useDebouncedEffect } from '../lib/use-debounced-callback';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * A list's search box, typed into freely: `onSearch` follows with the trimmed term once typing
 * pauses and the term differs from `value` (the caller puts it in the URL, and so in the query).
 */
export function SearchBox({
  label,
  placeholder,
  value,
  maxLength,
  onSearch,
  className,
}: {
  label: string;
  placeholder: string;
  value: string;
  maxLength: number | undefined;
  onSearch: (term: string) => void;
  className: string;
}) {
  const [text, setText] = useState(value);
  useDebouncedEffect(text, SEARCH_DEBOUNCE_MS, (typed) => {
    const term = typed.trim();
    if (term !== value) onSearch(term);
  });
  return (
    <form role="search" onSubmit={(event) => event.preventDefault()} className={className}>
      <TextField label={label} type="search" name="search" placeholder={placeholder} value={text} onChange={(event) => setText(event.target.value)} maxLength={maxLength} />
    </form>
  );
}
