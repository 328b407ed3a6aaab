import * as v from 'valibot';

// Raster tiles only when a tile server is configured (issue 16 section 4, decision 039):
// VITE_MAP_TILE_URL ('https://tile.example.org/{z}/{x}/{y}.png') with its attribution. Read
// here, with the map, rather than in config/env.ts: the sign-in page loads that file, and
// only this screen needs these. A bad value fails loudly when the map opens.

const TileEnvSchema = v.object({
  VITE_MAP_TILE_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (url) => url === '' || (/^https?:\/\//.test(url) && url.includes('{z}')),
        'VITE_MAP_TILE_URL must be an http(s) URL template with {z}, {x} and {y}',
      ),
    ),
  ),
  VITE_MAP_TILE_ATTRIBUTION: v.optional(v.string()),
});

export type MapTiles = { url: string; attribution: string } | null;

export function mapTilesOf(env: Record<string, unknown>): MapTiles {
  const parsed = v.parse(TileEnvSchema, {
    VITE_MAP_TILE_URL: env.VITE_MAP_TILE_URL,
    VITE_MAP_TILE_ATTRIBUTION: env.VITE_MAP_TILE_ATTRIBUTION,
  });
  const url = parsed.VITE_MAP_TILE_URL ?? '';
  return url ? { url, attribution: parsed.VITE_MAP_TILE_ATTRIBUTION ?? '' } : null;
}
