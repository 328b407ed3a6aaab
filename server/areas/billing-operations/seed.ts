import type { Random } from '../../shared/seed-random';
import type { BillingAccount } from '../billing/accounts';

// Billing operations' ledger (issue 17): stub, filled in by its helper. Stream 79.
export type BillingOperationsArea = Record<string, never>;

export function createBillingOperations(
  _random: Random,
  _accounts: Map<number, BillingAccount>,
): BillingOperationsArea {
  return {};
}
