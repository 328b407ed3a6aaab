import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// docs/decisions/README.md indexes every decision record (issue 30): a record missing from it,
// or a row naming no record, fails here.

const dir = new URL('../../docs/decisions/', import.meta.url);
const records = readdirSync(dir).filter((name) => /^\d{3}-.+\.md$/.test(name));
const index = readFileSync(new URL('README.md', dir), 'utf8');
const linked = [...index.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map((match) => match[1]);

describe('the decisions index', () => {
  it('lists every record once, in number order', () => {
    expect(linked).toEqual([...records].sort());
  });

  it('numbers every record once', () => {
    const numbers = records.map((name) => name.slice(0, 3));
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
