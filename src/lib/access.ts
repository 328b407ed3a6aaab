import { useRouteContext } from '@tanstack/react-router';

// The access list (spec a section 6): a URL is allowed when it, or a parent path of it, is listed.

export type Access = {
  can: (url: string) => boolean;
};

export function normalizeUrl(url: string, basePath = '/admin/'): string {
  let path = url.split(/[?#]/)[0] ?? '';
  const base = basePath.replace(/\/$/, '');
  if (base && (path === base || path.startsWith(`${base}/`))) path = path.slice(base.length);
  path = path.replace(/\/+$/, '');
  if (!path.startsWith('/')) path = `/${path}`;
  return path.replace(/\/{2,}/g, '/');
}

export function createAccess(accessUrl: readonly string[]): Access {
  const allowed = new Set(accessUrl.map((url) => normalizeUrl(url)));
  return {
    can(url: string): boolean {
      const path = normalizeUrl(url);
      const segments = path.split('/').filter(Boolean);
      for (let i = segments.length; i > 0; i -= 1) {
        if (allowed.has(`/${segments.slice(0, i).join('/')}`)) return true;
      }
      return false;
    },
  };
}

/** The signed-in account's access, as resolved by the `_app` layout route. */
export function useAccess(): Access {
  return useRouteContext({ from: '/_app', select: (context) => context.access });
}
