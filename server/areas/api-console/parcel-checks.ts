// The fake API's checks of a parcel to create (POST /parcels and each of /parcels/bulk): the
// destination address's required lines, a two-letter country and a weight in range. Each refusal
// names its field with a dotted path, as the real API's 422 does.

export type FieldError = { field: string; code: string; message: string };

export const textOf = (value: unknown): string | undefined => {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

export const numberOf = (value: unknown): number | undefined => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : undefined;
};

const MAX_WEIGHT_KG = 1000;
const ADDRESS_LINES = ['name', 'addr1', 'city', 'zip', 'country'] as const;

export function checkParcel(parcel: Record<string, unknown>): FieldError[] {
  const problems: FieldError[] = [];
  const address = parcel.destination_address;
  if (typeof address !== 'object' || address === null || Array.isArray(address)) {
    problems.push({
      field: 'destination_address',
      code: 'REQUIRED',
      message: 'destination_address is required',
    });
  } else {
    const lines = address as Record<string, unknown>;
    for (const line of ADDRESS_LINES) {
      if (textOf(lines[line]) === undefined) {
        const field = `destination_address.${line}`;
        problems.push({ field, code: 'REQUIRED', message: `${field} is required` });
      }
    }
    const country = textOf(lines.country);
    if (country !== undefined && !/^[A-Za-z]{2}$/.test(country)) {
      problems.push({
        field: 'destination_address.country',
        code: 'INVALID',
        message: 'destination_address.country must be an ISO 3166-1 alpha-2 code',
      });
    }
  }
  const weight = numberOf(parcel.weight);
  if (weight === undefined || weight <= 0 || weight > MAX_WEIGHT_KG) {
    problems.push({
      field: 'weight',
      code: 'INVALID',
      message: `weight must be a number of kg above 0, ${MAX_WEIGHT_KG} at most`,
    });
  }
  return problems;
}
