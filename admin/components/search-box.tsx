import { useState } from 'react';
import { TextField } from '#kit/ui/fields';
import { useDebouncedEffect } from '../lib/use-debounced-effect';

const SEARCH_DEBOUNCE_MS = 300;

/** A list's search box: `onSearch` gets the trimmed term once typing pauses and it differs from `value`. */
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
