import { describe, expect, it } from 'vitest';
import type { Commit } from '@/contract/app-version/app-version-schemas';
import { filterCommits, shortHash } from '@/features/app-version/app-version-rules';

// The commit list's search (spec c section 2): by message, hash or author, every word.

const commits: Commit[] = [
  { hash: 'f642af6066ec37b3', author: 'Priya Raman', date: '', message: 'Fix parcel list filters' },
  { hash: '9deb8731057399aa', author: 'Lucas Martin', date: '', message: 'Add pallet labels' },
  { hash: '12921b0e1faef8d3', author: 'Emma Jansen', date: '', message: 'Release 2.21.0' },
];

describe('commit search', () => {
  it('matches message, hash or author, in any case; empty shows all', () => {
    expect(filterCommits(commits, '')).toHaveLength(3);
    expect(filterCommits(commits, '  ')).toHaveLength(3);
    expect(filterCommits(commits, 'PALLET').map((c) => c.hash)).toEqual(['9deb8731057399aa']);
    expect(filterCommits(commits, '12921b').map((c) => c.author)).toEqual(['Emma Jansen']);
    expect(filterCommits(commits, 'priya').map((c) => c.message)).toEqual([
      'Fix parcel list filters',
    ]);
  });

  it('needs every word, in any field; nothing found is an empty list', () => {
    expect(filterCommits(commits, 'lucas labels')).toHaveLength(1);
    expect(filterCommits(commits, 'lucas release')).toEqual([]);
    expect(filterCommits(commits, 'zzz')).toEqual([]);
  });

  it('shortens a hash to 8 characters', () => {
    expect(shortHash('f642af6066ec37b35df38e3d5cffa903078cff30')).toBe('f642af60');
  });
});
