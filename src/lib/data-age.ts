// 'cached 12 min ago': how old the data on screen is, for the offline banner.
export function cachedAgo(cachedAt: number, now: number = Date.now()): string {
  const minutes = Math.floor(Math.max(0, now - cachedAt) / 60_000);
  if (minutes < 1) return 'cached just now';
  if (minutes < 60) return `cached ${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `cached ${hours} h ago`;
  return `cached ${Math.floor(hours / 24)} d ago`;
}
