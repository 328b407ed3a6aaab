import type { Random } from '../../shared/seed-random';
import type { ParcelRow } from '../parcels/seed';

// The manual runs' own data (stream 75): the parcels whose carrier refuses a run (no tracking
// events come back, the manifest is rejected), a few in a hundred, so a real run has failures
// that are neither typing errors nor another user's numbers. The same parcels at every start.

export const CARRIER_REFUSAL_SHARE = 0.03;

export type ManualRuns = {
  /** Parcel ids the carrier answers with a refusal. */
  carrierRefusals: Set<number>;
};

export function createManualRuns(random: Random, parcels: readonly ParcelRow[]): ManualRuns {
  const carrierRefusals = new Set<number>();
  for (const parcel of parcels) {
    if (random.chance(CARRIER_REFUSAL_SHARE)) carrierRefusals.add(parcel.id);
  }
  return { carrierRefusals };
}
