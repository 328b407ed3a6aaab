// Plain XML text of a JSON-like value, for the seeded bodies of the XML callers and carriers:
// objects become elements, arrays repeat their element, null becomes an empty element.

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function element(name: string, value: unknown, out: string[]): void {
  if (Array.isArray(value)) {
    for (const item of value) element(name, item, out);
    return;
  }
  if (value === null || value === undefined) {
    out.push(`<${name}/>`);
    return;
  }
  if (typeof value === 'object') {
    out.push(`<${name}>`);
    for (const [key, inner] of Object.entries(value)) element(key, inner, out);
    out.push(`</${name}>`);
    return;
  }
  out.push(`<${name}>${escape(String(value))}</${name}>`);
}

export function toXml(root: string, value: unknown): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>'];
  element(root, value, out);
  return out.join('');
}
