/**
 * Model answers are untrusted Markdown (docs/product/decisions.md, §7): raw HTML is escaped, never rendered,
 * and the HTML produced is sanitised with an allow-list. The same HTML goes to the
 * clipboard, so headings and lists survive a paste into Word or LibreOffice.
 */
import DOMPurify from 'dompurify';
import { Marked } from 'marked';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const marked = new Marked({
  gfm: true,
  breaks: true,
  async: false,
  renderer: {
    html: ({ text }) => escapeHtml(text),
    // Only web and mail links; anything else (javascript:, data:, …) stays as plain text.
    link({ href, title, tokens }) {
      const text = this.parser.parseInline(tokens);
      if (!/^(https?:|mailto:)/i.test(href)) return text;
      return `<a href="${escapeHtml(href)}"${title ? ` title="${escapeHtml(title)}"` : ''} target="_blank" rel="noopener noreferrer nofollow">${text}</a>`;
    },
    image: ({ text }) => escapeHtml(text),
  },
});

const ALLOWED_TAGS = ['p', 'br', 'strong', 'em', 'del', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td'];

let hooked = false;
function purifier(): typeof DOMPurify {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer nofollow');
      }
    });
    hooked = true;
  }
  return DOMPurify;
}

/** First layer: Markdown to HTML with raw HTML escaped and only http(s)/mailto links. */
export function markdownToHtml(markdown: string): string {
  return marked.parse(markdown) as string;
}

/** Second layer: DOMPurify's allow-list over the first. */
export function renderMarkdown(markdown: string): string {
  return purifier().sanitize(markdownToHtml(markdown), { ALLOWED_TAGS, ALLOWED_ATTR: ['href', 'title', 'start', 'target', 'rel'], ALLOW_DATA_ATTR: false });
}

/** Plain text with the structure kept (line breaks, list bullets), for the text/plain flavour. */
export function htmlToPlainText(html: string): string {
  const root = new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html').body;
  const out: string[] = [];
  const walk = (node: Node, listPrefix: string) => {
    if (node.nodeType === Node.TEXT_NODE) {
      const inList = node.parentNode instanceof Element && ['ul', 'ol'].includes(node.parentNode.tagName.toLowerCase());
      const text = node.textContent ?? '';
      if (!(inList && text.trim() === '')) out.push(text.replace(/\n+$/, (match) => (node.nextSibling ? match : '')));
      return;
    }
    if (!(node instanceof Element)) return;
    const tag = node.tagName.toLowerCase();
    if (tag === 'br') {
      out.push('\n');
      return;
    }
    if (tag === 'li') out.push(listPrefix);
    const ordered = tag === 'ol';
    let index = Number(node.getAttribute('start') ?? '1');
    for (const child of Array.from(node.childNodes)) {
      const isItem = child instanceof Element && child.tagName.toLowerCase() === 'li';
      const prefix = ordered ? `${isItem ? index++ : index}. ` : tag === 'ul' ? '- ' : listPrefix;
      walk(child, prefix);
    }
    if (['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'table'].includes(tag)) out.push('\n\n');
    else if (['li', 'tr'].includes(tag)) out.push('\n');
    else if (['td', 'th'].includes(tag)) out.push('\t');
  };
  walk(root, '');
  return out
    .join('')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
