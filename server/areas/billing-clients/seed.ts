import type { Random } from '../../shared/seed-random';
import type { BillingAccount } from '../billing/accounts';

// Billing clients' configuration (issue 17): stub, filled in by its helper. Stream 78.
export type BillingClientsArea = Record<string, never>;

export function createBillingClients(
  _random: Random,
  _accounts: Map<number, BillingAccount>,
): BillingClientsArea {
  return {};
}
