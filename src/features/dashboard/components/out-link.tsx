import type { ReactNode } from 'react';
import { RouterAnchor } from '@/components/router-link';

/**
 * A link to another area's screen (mappings, health check): those routes come with their own
 * areas, so path and search are typed loosely here rather than against the route tree.
 */
export function OutLink({
  to,
  search,
  children,
  label,
}: {
  to: string;
  search?: Record<string, string>;
  children: ReactNode;
  label?: string;
}) {
  return (
    <RouterAnchor to={to} search={search as never} aria-label={label}>
      {children}
    </RouterAnchor>
  );
}

/**
 * The health-check details of one status. Built by hand rather than through the router's codec,
 * which drops empty values: the details screen needs both keys even when additional_label is ''.
 */
export function healthDetailsHref(label: string, additionalLabel: string): string {
  const query = new URLSearchParams({ label, additional_label: additionalLabel });
  return `${import.meta.env.BASE_URL}healthcheck/details?${query.toString()}`;
}
