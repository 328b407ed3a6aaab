import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';

// Server-provided HTML (carrier documentation's info, decision 045) passes through here before it
// is rendered: an allowlist of the formatting the rich-text editor writes, nothing that runs.
// Scripts, styles, frames, objects, forms and every attribute outside the list (event handlers,
// style, class, id) go; a link keeps only a web, mail or phone address, an image only a web
// address or an inline picture.

const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
];
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title'];
/** Links: http(s), mailto and tel, or an address without a scheme (relative, #anchor). */
const LINK_URL = /^(?:https?:|mailto:|tel:|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
/** Images: web addresses and inline raster pictures (no SVG: it can carry script). */
const IMAGE_URL = /^(?:https?:\/\/|data:image\/(?:png|jpe?g|gif|webp);base64,)/i;

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOWED_URI_REGEXP: LINK_URL,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

let purifier: Purifier | null = null;

/** One instance of our own, so its hooks never touch another module's DOMPurify. */
function instance(): Purifier {
  if (purifier) return purifier;
  const created = DOMPurify(window);
  created.addHook('uponSanitizeAttribute', (node, event) => {
    if (event.attrName === 'src' && !IMAGE_URL.test(event.attrValue.replace(/\s+/g, ''))) {
      event.keepAttr = false;
    }
    // Only links carry an address: an image's href or a link's src means nothing here.
    if (event.attrName === 'href' && node.nodeName !== 'A') event.keepAttr = false;
    if (event.attrName === 'src' && node.nodeName !== 'IMG') event.keepAttr = false;
  });
  created.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && node.hasAttribute('href')) {
      // A stored link opens apart from the console and cannot reach back to it (window.opener).
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = created;
  return created;
}

/** The HTML with only safe formatting left; '' for nothing to show. Needs a DOM (browser, happy-dom). */
export function sanitizeHtml(html: string): string {
  if (!html) return '';
  return instance().sanitize(html, CONFIG);
}
