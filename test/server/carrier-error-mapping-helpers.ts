import * as v from 'valibot';
import { expect } from 'vitest';
import type { createApp } from '../../server/app';
import {
  CarrierErrorListSchema,
  type CarrierErrorMapping,
} from '@/contract/carrier-error-mapping/carrier-error-mapping-schemas';
import { ErrorMappingSchema } from '@/contract/dashboard/dashboard-schemas';
import type { signedInAs } from './api-client';

// What the carrier error mapping's tests (carrier-error-mapping*.test.ts) read with.

export type Server = ReturnType<typeof createApp>;
export type Caller = Awaited<ReturnType<typeof signedInAs>>;

export const listOf = async (caller: Caller, query: string) => {
  const answer = await caller.get(`/carrier_errors${query}`);
  expect(answer.status, query).toBe(200);
  return v.parse(CarrierErrorListSchema, answer.body);
};

/** Every row of a filtered list, page by page. */
export async function allRows(caller: Caller, query: string): Promise<CarrierErrorMapping[]> {
  const rows: CarrierErrorMapping[] = [];
  for (let page = 1; page < 100; page += 1) {
    const sep = query ? '&' : '?';
    const answer = await listOf(caller, `${query}${sep}page=${page}&quantity=48`);
    rows.push(...answer.errorsMappings);
    if (!answer.hasMoreItems) return rows;
  }
  throw new Error('too many pages');
}

export const dashboardOf = async (caller: Caller) =>
  v.parse(ErrorMappingSchema, (await caller.get('/dashboard/errorMapping')).body);

export const carrierId = (server: Server, name: string) =>
  server.db.carriers.find((c) => c.name === name)!.id;
