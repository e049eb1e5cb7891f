import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { AppError, refuse } from '#contract/errors';
import { UPLOAD_URL_PATTERN } from '#contract/media/image-types';

/** Our own Markdown parser instance: GitHub-flavoured (tables, strikethrough), no global options touched. */
const markdown = new Marked({ gfm: true, breaks: false, async: false });

const ALLOWED_TAGS = [
  'h2', 'h3', 'h4', 'p', 'br', 'hr', 'blockquote',
  'strong', 'em', 'b', 'i', 'del', 's', 'code', 'pre',
  'ul', 'ol', 'li',
  'a', 'img',
  'table', 'thead', 'tbody', 'tr', 'th', 'td',
];

function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/**
 * The allow-list (decision 004): only the tags above; no `on*`, `style` or `class`; links http(s),
 * mailto or a site path (never `//host`); images only from our own uploads.
 */
const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    table: ['tabindex'],
    th: ['align'],
    td: ['align'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // The post title is the page's only h1; headings in the body start at h2.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const { target: _target, rel: _rel, ...rest } = attribs;
      if (isExternal(href)) return { tagName, attribs: { ...rest, target: '_blank', rel: 'noopener noreferrer' } };
      return { tagName, attribs: rest };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
    // A wide table scrolls sideways on a phone: it takes keyboard focus so it can be scrolled
    // without a pointer (WCAG 2.1.1). Always 0, whatever the author wrote, so the tab order stays the page's.
    table: (tagName, attribs) => ({ tagName, attribs: { ...attribs, tabindex: '0' } }),
  },
  // An image from anywhere but our upload path is removed entirely (not left as a broken <img>).
  exclusiveFilter: (frame) => frame.tag === 'img' && !UPLOAD_URL_PATTERN.test(frame.attribs.src ?? ''),
};

/**
 * Markdown (raw HTML included) → safe HTML. marked recurses, so deep nesting exhausts the stack:
 * refused as bad input (400), never a 500.
 */
export function renderMarkdown(source: string): string {
  let html: string;
  try {
    html = markdown.parse(source, { async: false });
  } catch (error) {
    if (error instanceof RangeError || /Maximum call stack/.test(String(error))) throw refuse('blog.content-too-deep');
    throw error;
  }
  return sanitizeHtml(html, SANITIZE_OPTIONS);
}

/** An old body that cannot render is shown as escaped plain paragraphs, so the public page still answers. */
export function renderStoredMarkdown(source: string): string {
  try {
    return renderMarkdown(source);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return source
      .split(/\n{2,}/)
      .map((paragraph) => `<p>${sanitizeHtml(paragraph, { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'escape' })}</p>`)
      .join('');
  }
}

const WORDS_PER_MINUTE = 200;

/** Reading time from the body's words (Markdown syntax and HTML tags not counted), at least a minute. */
export function readTimeMinutes(source: string): number {
  const text = source
    .replace(/<[^>]*>/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`|~-]+/g, ' ');
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
