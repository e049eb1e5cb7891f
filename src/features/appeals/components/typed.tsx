/** Text a person or an admin typed keeps its own language: English inside a Hindi page is marked so (decision 038's rule). */
export function Typed({ text }: { text: string }) {
  return <span lang={/[A-Za-z]/.test(text) && !/[\u0900-\u097F]/.test(text) ? 'en' : undefined}>{text}</span>;
}
