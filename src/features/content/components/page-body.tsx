import { parsePageContent } from '../parse-page-content';

export function PageBody({ content }: { content: string }) {
  const blocks = parsePageContent(content);
  return (
    <div className="space-y-4 leading-relaxed text-indigo-100">
      {blocks.map((block, index) => {
        if (block.kind === 'paragraph') {
          return (
            <p key={index} className="whitespace-pre-line">
              {block.text}
            </p>
          );
        }
        const items = block.items.map((item, itemIndex) => <li key={itemIndex}>{item}</li>);
        return block.kind === 'bullets' ? (
          <ul key={index} className="list-disc space-y-1.5 pl-6 marker:text-emerald-300">
            {items}
          </ul>
        ) : (
          <ol key={index} className="list-decimal space-y-1.5 pl-6 marker:text-emerald-300">
            {items}
          </ol>
        );
      })}
    </div>
  );
}
