import type { Commit } from '@/contract/app-version/app-version-schemas';

// The commit list's search (spec c section 2): every word typed must appear in the commit's
// message, hash or author (any case); an empty search shows every commit.

export function commitMatcher(search: string): (commit: Commit) => boolean {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return () => true;
  return (commit) => {
    const text = `${commit.message}\n${commit.hash}\n${commit.author}`.toLowerCase();
    return words.every((word) => text.includes(word));
  };
}

export function filterCommits(commits: readonly Commit[], search: string): Commit[] {
  return commits.filter(commitMatcher(search));
}

/** The short hash git shows. */
export const shortHash = (hash: string) => hash.slice(0, 8);
