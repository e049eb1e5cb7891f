export type ContentBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullets'; items: string[] }
  | { kind: 'numbered'; items: string[] };

const BULLET = /^- /;
const NUMBERED = /^\d+\.\s+/;

/** The admin's plain text: blocks split on blank lines, "- " and "1. " lines are lists; rendered as text, never HTML. */
export function parsePageContent(content: string): ContentBlock[] {
  const blocks: ContentBlock[] = [];
  for (const chunk of content.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    let paragraph: string[] = [];
    const flushParagraph = () => {
      if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join('\n') });
      paragraph = [];
    };
    for (const rawLine of chunk.split('\n')) {
      const line = rawLine.trim();
      if (!line) continue;
      const kind = BULLET.test(line) ? 'bullets' : NUMBERED.test(line) ? 'numbered' : null;
      if (!kind) {
        paragraph.push(line);
        continue;
      }
      flushParagraph();
      const item = line.replace(kind === 'bullets' ? BULLET : NUMBERED, '');
      const last = blocks[blocks.length - 1];
      if (last && last.kind === kind && paragraph.length === 0) last.items.push(item);
      else blocks.push({ kind, items: [item] });
    }
    flushParagraph();
  }
  return blocks;
}
