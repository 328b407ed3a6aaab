import { env } from '@/config/env';
import { stringifyQuery } from './query-string';

// Links into other areas' screens (request log, health-check details) as plain hrefs under the
// base path: those screens come with their own areas, and these links must not depend on them.

/** `/requests_log?...` with bracket arrays, as the request log reads its filters. */
export function requestsLogHref(query: Record<string, unknown>): string {
  const search = stringifyQuery(query);
  return `${env.basePath}requests_log${search ? `?${search}` : ''}`;
}

/**
 * `/healthcheck/details?label=..&additional_label=..[&request_id=..|&global_search=..]`. Built
 * with URLSearchParams, not the app's codec: the details screen needs `additional_label` even
 * when it is empty, and the codec drops empty values.
 */
export function healthDetailsHref(params: {
  label: string;
  additional_label: string;
  request_id?: string;
  global_search?: string;
}): string {
  const query = new URLSearchParams({
    label: params.label,
    additional_label: params.additional_label,
  });
  if (params.request_id) query.set('request_id', params.request_id);
  else if (params.global_search) query.set('global_search', params.global_search);
  return `${env.basePath}healthcheck/details?${query.toString()}`;
}

/** A service's page (`/services/{id}`; spec b section 2), a screen of its own area. */
export const serviceHref = (id: number): string => `${env.basePath}services/${id}`;

/** A user's page (`/users/{id}`; spec b section 2). */
export const userHref = (id: number): string => `${env.basePath}users/${id}`;
