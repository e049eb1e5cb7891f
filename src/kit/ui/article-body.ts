/** Typography for sanitised server Markdown (a post's body, a task's steps) as Tailwind variants on the container. */
export const ARTICLE_BODY = [
  'text-base leading-relaxed text-indigo-100',
  '[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-white',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-white [&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-white',
  '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6',
  '[&_a]:font-medium [&_a]:text-emerald-300 [&_a]:underline [&_a]:underline-offset-2 [&_strong]:text-white',
  '[&_blockquote]:mt-6 [&_blockquote]:rounded-xl [&_blockquote]:border-l-4 [&_blockquote]:border-amber-300 [&_blockquote]:bg-amber-300/10 [&_blockquote]:px-4 [&_blockquote]:py-3 [&_blockquote_p]:mt-0',
  '[&_table]:mt-4 [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table:focus-visible]:outline-2 [&_table:focus-visible]:outline-emerald-300 [&_table]:text-left [&_table]:text-sm [&_th]:whitespace-nowrap [&_th]:border-b [&_th]:border-white/20 [&_th]:px-3 [&_th]:py-2 [&_th]:text-white [&_td]:border-b [&_td]:border-white/10 [&_td]:px-3 [&_td]:py-2',
  '[&_code]:rounded [&_code]:bg-white/10 [&_code]:px-1 [&_img]:mt-4 [&_img]:rounded-xl [&_hr]:my-8 [&_hr]:border-white/10',
].join(' ');
