import { afterEach, describe, expect, it } from 'vitest';
import { sanitizeHtml } from '@/lib/sanitize-html';

// DOMPurify needs a DOM: this runs in happy-dom (decision 045).

const pwned = () => (window as unknown as { __pwned?: number }).__pwned;

/** Puts sanitised HTML in the page, as the rich info's view does, and hands back its root. */
function mount(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = sanitizeHtml(html);
  document.body.append(root);
  return root;
}

describe('sanitizeHtml', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    delete (window as unknown as { __pwned?: number }).__pwned;
  });

  it('removes scripts with their code, and styles', () => {
    const html = sanitizeHtml(
      '<p>Booking</p><script>window.__pwned=1</script><style>p{display:none}</style>',
    );
    expect(html).toBe('<p>Booking</p>');
  });

  it('removes event handler attributes and keeps the element', () => {
    const root = mount('<img src="https://cdn.example.com/x.png" onerror="window.__pwned=1">');
    const image = root.querySelector('img');
    expect(image?.getAttribute('src')).toBe('https://cdn.example.com/x.png');
    expect(root.innerHTML).not.toMatch(/onerror|__pwned/);
    expect(sanitizeHtml('<p onclick="window.__pwned=1" onmouseover="x()">Hi</p>')).toBe(
      '<p>Hi</p>',
    );
    expect(pwned()).toBeUndefined();
  });

  it('drops an image address that is not a web address or an inline raster picture', () => {
    expect(sanitizeHtml('<img src=x onerror="window.__pwned=1">')).toBe('<img>');
    expect(sanitizeHtml('<img src="javascript:alert(1)">')).toBe('<img>');
    expect(sanitizeHtml('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe('<img>');
    expect(sanitizeHtml('<img src="data:image/png;base64,iVBORw0KGgo=" alt="Logo">')).toBe(
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="Logo">',
    );
  });

  it('removes javascript: and data: links but keeps the text', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">Open</a>')).toBe('<a>Open</a>');
    expect(sanitizeHtml('<a href=" JaVaScRiPt:alert(1)">Open</a>')).toBe('<a>Open</a>');
    expect(sanitizeHtml('<a href="data:text/html,<script>alert(1)</script>">Open</a>')).toBe(
      '<a>Open</a>',
    );
  });

  it('removes frames, objects, embeds, forms and their controls', () => {
    const html = sanitizeHtml(
      '<iframe title="frame"></iframe><object data="x.swf"></object>' +
        '<embed src="x.swf"><form action="https://evil.example"><input name="q"><button>Go</button></form>' +
        '<p>Kept</p>',
    );
    expect(html).not.toMatch(/iframe|object|embed|form|input|button/i);
    expect(html).toContain('<p>Kept</p>');
  });

  it('removes style, class and id attributes', () => {
    expect(sanitizeHtml('<p style="color:red" class="x" id="y">Text</p>')).toBe('<p>Text</p>');
  });

  it('keeps the formatting the editor writes', () => {
    const html =
      '<h1>Title</h1><h2>A</h2><h3>B</h3><h4>C</h4><p><strong>bold</strong> <em>italic</em> ' +
      '<u>under</u> <s>strike</s> <code>code</code><br></p><pre><code>block</code></pre>' +
      '<blockquote><p>quote</p></blockquote><ul><li><p>one</p></li></ul><ol><li><p>two</p></li></ol><hr>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('opens links apart with target and rel, whatever the stored ones', () => {
    expect(
      sanitizeHtml('<a href="https://carrier.example/api" target="_self" rel="opener">API</a>'),
    ).toBe(
      '<a href="https://carrier.example/api" target="_blank" rel="noopener noreferrer">API</a>',
    );
    expect(sanitizeHtml('<a href="mailto:ops@carrier.example">Mail</a>')).toBe(
      '<a href="mailto:ops@carrier.example" target="_blank" rel="noopener noreferrer">Mail</a>',
    );
  });

  it('answers an empty string for nothing', () => {
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml('<script>alert(1)</script>')).toBe('');
  });

  it('leaves the shared DOMPurify instance without its hooks', async () => {
    const { default: DOMPurify } = await import('dompurify');
    expect(DOMPurify.sanitize('<a href="https://x.example">x</a>')).toBe(
      '<a href="https://x.example">x</a>',
    );
  });
});
