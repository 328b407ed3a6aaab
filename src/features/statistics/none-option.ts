import type { Option } from '@/lib/list-options';
import { NONE_VALUE } from './statistics-search';

/** Spec a section 6: super admins may ask for requests without a service or without a user. */
export function withNoneOption(options: Option[], label: string, isSuperAdmin: boolean): Option[] {
  return isSuperAdmin ? [{ value: NONE_VALUE, label }, ...options] : options;
}
