import type { Client, User } from '../auth/seed';
import type { Random } from '../../shared/seed-random';

// The billing accounts (issue 17, decision 043): one per client of the auth seed, keyed by the
// client owner's user id (spec c: the billing client's id is a user id, /billing_clients/:id).
// Shared by the billing areas: the clients' configuration (billing-clients), the prices table
// (billing-prices) and the operations ledger (billing-operations) read the currency and billing
// model from here. Stream 76 (randomFor), so no other area's data moves.

/** Billing models of spec c section 9: 1 per service, 2 per request. */
export type BillingModel = 1 | 2;

export type BillingAccount = {
  /** The client owner's user id: the billing client's id in every URL and call. */
  userId: number;
  clientId: number;
  name: string;
  /** ISO 4217; JPY (no minor unit) and CHF are there to prove the formatting. */
  currency: string;
  billingModel: BillingModel;
  /** False: the client has no billing configuration yet (the list's plus icon). */
  configured: boolean;
};

export const BILLING_CURRENCIES = ['EUR', 'USD', 'GBP', 'PLN', 'SEK', 'CHF', 'JPY'] as const;

export function createBillingAccounts(random: Random, clients: Client[], users: User[]) {
  const accounts = new Map<number, BillingAccount>();
  for (const client of clients) {
    const owner = users.find((u) => u.id === client.userId);
    if (!owner) continue;
    const demo = client.id === 1;
    accounts.set(owner.id, {
      userId: owner.id,
      clientId: client.id,
      name: client.name,
      // Northwind (the 'client' demo login) bills in euros per request, so the client user sees
      // its billing conditions tab (spec c section 6).
      currency: demo ? 'EUR' : random.pick(BILLING_CURRENCIES),
      billingModel: demo ? 2 : random.chance(0.5) ? 2 : 1,
      configured: demo || random.chance(0.8),
    });
  }
  return accounts;
}

/** The billing account of the client a user belongs to (a client owner or one of its users). */
export function billingAccountOfUser(
  accounts: Map<number, BillingAccount>,
  clients: Client[],
  user: Pick<User, 'clientId'>,
): BillingAccount | undefined {
  const client = clients.find((c) => c.id === user.clientId);
  return client ? accounts.get(client.userId) : undefined;
}
