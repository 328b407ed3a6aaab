import type { ReactNode } from 'react';
import { RouterAnchor } from './router-link';

/**
 * A link to another area's screen (request log, health check, mappings, services): those routes
 * come with their own areas, so path and search are typed loosely here rather than against the
 * route tree. Long values (request ids) wrap anywhere.
 */
export function OutLink({
  to,
  search,
  label,
  children,
}: {
  to: string;
  search?: Record<string, string>;
  label?: string;
  children: ReactNode;
}) {
  return (
    <RouterAnchor
      to={to}
      search={search as never}
      aria-label={label}
      style={{ overflowWrap: 'anywhere' }}
    >
      {children}
    </RouterAnchor>
  );
}
