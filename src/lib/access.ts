import { useRouteContext } from '@tanstack/react-router';
import { type AccessUrl, isScreenUrl, SCREEN } from '@/config/access-urls';

// The access list (spec a section 6): a URL is allowed when it, or a parent path of it, is listed.
// Screens and controls ask with the typed constants of config/access-urls.ts (`can`); only the
// router asks about a path it was given (`canOpen`). Write actions must be listed themselves.

export type Access = {
  /** May the account use this screen or action (a constant of config/access-urls.ts)? */
  can: (url: AccessUrl) => boolean;
  /** May the account open this path (the router's check of any URL)? */
  canOpen: (path: string) => boolean;
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
  const canOpen = (url: string): boolean => {
    const path = normalizeUrl(url);
    const segments = path.split('/').filter(Boolean);
    for (let i = segments.length; i > 0; i -= 1) {
      if (allowed.has(`/${segments.slice(0, i).join('/')}`)) return true;
    }
    return false;
  };
  // A write action under a screen's path (`/services/save_credentials`) is never granted by the
  // screen itself: reading services is not changing them (decision 024).
  const can = (url: AccessUrl): boolean =>
    isScreenUrl(url) ? canOpen(url) : allowed.has(normalizeUrl(url));
  return { can, canOpen };
}

/**
 * The health check: spec a names its URL health_check (the dashboard widget), the route table
 * healthcheck; either in the access list opens it.
 */
export const canOpenHealthCheck = (access: Access) =>
  access.can(SCREEN.healthCheck) || access.can(SCREEN.healthcheck);

/** The signed-in account's access, as resolved by the `_app` layout route. */
export function useAccess(): Access {
  return useRouteContext({ from: '/_app', select: (context) => context.access });
}
