// The kinds and types of a service (spec b sections 1 and 9). Apart from the contract so the
// list's URL schema, which every first load carries, does not pull the whole contract in.

export const SERVICE_KINDS = ['direct', 'pallet', 'return'] as const;
/** Spec b section 9: the order types are listed in within a carrier version. */
export const SERVICE_TYPES = ['pallet', 'pudo', 'courier'] as const;
