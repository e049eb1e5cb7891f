import { readTimeMinutes, renderMarkdown } from './render-markdown';

/** The admin editor's preview goes through the same sanitiser as the public page. */
export function previewMarkdown(input: { content: string }) {
  return { html: renderMarkdown(input.content), readTimeMinutes: readTimeMinutes(input.content) };
}
