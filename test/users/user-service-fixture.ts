import type { UserService } from '@/contract/users/users-schemas';

/** A service as the Available Services tab lists it, switched off: the tests' own services. */
export const userService = (id: number, name: string, carrier: string): UserService => ({
  id,
  name,
  carrier_name: carrier,
  kind: 'direct',
  type: 'courier',
  enabled: false,
});
