/**
 * The preview of a footer draft, built only from an allowlist of elements
 * and attributes, so a draft's scripts, event handlers and javascript: links
 * never reach the page. The server's sanitiser stays the authority: this
 * only shows roughly what the footer will look like before saving.
 */

const KEPT = new Set([
  'a',
  'b',
  'br',
  'div',
  'em',
  'h2',
  'h3',
  'h4',
  'i',
  'li',
  'nav',
  'ol',
  'p',
  'section',
  'small',
  'span',
  'strong',
  'u',
  'ul',
]);

/** Dropped together with everything inside them. */
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'object',
  'embed',
  'noscript',
  'svg',
  'math',
]);

const SAFE_HREF = /^(\/(?!\/)|#|https?:\/\/|mailto:)/i;

/** A link target the preview keeps: site paths, anchors, http(s) and mailto; else null. */
export function safeHref(href: string | null): string | null {
  const value = (href ?? '').trim();
  return value && SAFE_HREF.test(value) ? value : null;
}

/** The draft as nodes of `doc`, holding only allowed elements, classes and safe links. */
export function footerPreview(html: string, doc: Document = document): DocumentFragment {
  // DOMParser documents are inert: nothing in them runs or loads.
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const out = doc.createDocumentFragment();
  const copy = (from: Node, into: Node) => {
    for (const child of Array.from(from.childNodes)) {
      if (child.nodeType === Node.TEXT_NODE) {
        into.appendChild(doc.createTextNode(child.textContent ?? ''));
        continue;
      }
      if (child.nodeType !== Node.ELEMENT_NODE) continue;
      const el = child as Element;
      const tag = el.tagName.toLowerCase();
      if (DROPPED.has(tag)) continue;
      if (!KEPT.has(tag)) {
        // Unknown elements (img, form, ...) go; their text stays.
        copy(el, into);
        continue;
      }
      const clean = doc.createElement(tag);
      const cls = el.getAttribute('class');
      if (cls) clean.setAttribute('class', cls);
      if (tag === 'a') {
        const href = safeHref(el.getAttribute('href'));
        if (href) clean.setAttribute('href', href);
      }
      copy(el, clean);
      into.appendChild(clean);
    }
  };
  copy(parsed.body, out);
  return out;
}
