import type { Carrier, Service } from '../../data/carriers';
import { REFERENCE_DATE } from '../../shared/seed-clock';
import type { Random } from '../../shared/seed-random';
import type { User } from '../auth/seed';
import { API_HOST } from './catalogue';
import type { ApiKeyName } from '../../../src/contract/api-console/api-console-schemas';
import { checkParcel, type FieldError, numberOf, textOf } from './parcel-checks';

// The fake API's endpoints (fake-api.ts routes a call to one): each answers as the documented API
// would, from the call's own random stream, so the same call always gets the same answer.

export type FakeCall = {
  user: User;
  /** Whether the user holds the key the call names (the key itself stays on the server). */
  hasKey: boolean;
  keyName: ApiKeyName;
  method: 'GET' | 'POST';
  format: 'json' | 'parameters';
  apiUrl: string;
  jsonBody: string;
};

export type FakeWorld = { services: readonly Service[]; carriers: readonly Carrier[] };

export type Reply = { code: number; body: unknown; headers?: Record<string, string> };
export type Input = Record<string, unknown>;

const DAY = 86_400;
export const errors = (...list: Array<Record<string, string>>) => ({ errors: list });
export const refused = (list: FieldError[]): Reply => ({ code: 422, body: errors(...list) });

const isoDay = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);
const isoTime = (seconds: number) =>
  new Date(seconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');

function trackingNumber(random: Random, carrier: Carrier | undefined): string {
  const prefix = (carrier?.name ?? 'XX')
    .replace(/[^A-Z]/g, '')
    .slice(0, 2)
    .padEnd(2, 'X');
  return `${prefix}${String(random.int(100_000_000, 999_999_999))}${random.int(10, 99)}`;
}

export class Handlers {
  constructor(
    private readonly call: FakeCall,
    private readonly world: FakeWorld,
    private readonly random: Random,
  ) {}

  /** A client uses its own services; staff and super admins may call every active one. */
  private available(): Service[] {
    const active = this.world.services.filter((s) => s.is_active);
    if (this.call.user.role !== 'client') return active;
    return active.filter((s) => this.call.user.serviceIds.includes(s.id));
  }

  private service(input: Input, kind?: 'pallet' | 'parcel'): Service | FieldError {
    const id = numberOf(input.service_id);
    const service = this.available().find((s) => s.id === id);
    const fits =
      service &&
      (kind === undefined || (kind === 'pallet') === (service.carrier_kind === 'pallet'));
    if (!fits) {
      return {
        field: 'service_id',
        code: 'SERVICE_NOT_AVAILABLE',
        message: `Service ${String(input.service_id)} is not available for this user`,
      };
    }
    return service;
  }

  private carrierOf(service: Service) {
    return this.world.carriers.find((c) => c.id === service.carrier_id);
  }

  private created(input: Input, service: Service) {
    const tracking = trackingNumber(this.random, this.carrierOf(service));
    return {
      parcel_id: this.random.int(1_000_000, 9_999_999),
      tracking_number: tracking,
      reference: textOf(input.reference) ?? null,
      service_id: service.id,
      status: 'created',
      is_test: input.is_test === true || input.is_test === 1 || input.is_test === '1',
      label: { format: 'pdf', url: `https://${API_HOST}/labels?tracking_number=${tracking}` },
    };
  }

  parcels(input: Input): Reply {
    const service = this.service(input, 'parcel');
    const problems = [...('field' in service ? [service] : []), ...checkParcel(input)];
    if ('field' in service || problems.length > 0) return refused(problems);
    return { code: 200, body: this.created(input, service) };
  }

  bulk(input: Input): Reply {
    const list = input.parcels;
    if (!Array.isArray(list) || list.length === 0 || list.length > 500) {
      return refused([
        { field: 'parcels', code: 'INVALID', message: 'parcels must list 1 to 500 parcels' },
      ]);
    }
    const results = list.map((raw, index) => {
      const parcel = (typeof raw === 'object' && raw !== null ? raw : {}) as Input;
      const service = this.service(parcel, 'parcel');
      const problems = [...('field' in service ? [service] : []), ...checkParcel(parcel)];
      if ('field' in service || problems.length > 0) {
        return { index, status: 'failed', errors: problems };
      }
      return { index, ...this.created(parcel, service) };
    });
    const failed = results.some((r) => r.status === 'failed');
    return { code: failed ? 207 : 200, body: { results } };
  }

  labels(input: Input): Reply {
    const tracking = textOf(input.tracking_number)!;
    const bytes = Array.from({ length: 48 }, () => this.random.int(0, 255));
    return {
      code: 200,
      body: {
        tracking_number: tracking,
        format: 'pdf',
        content: `JVBERi0xLjcK${Buffer.from(bytes).toString('base64')}`,
      },
    };
  }

  pallets(input: Input): Reply {
    const service = this.service(input, 'pallet');
    const parcels = input.parcels;
    const problems: FieldError[] = 'field' in service ? [service] : [];
    if (!Array.isArray(parcels) || parcels.length === 0 || parcels.length > 200) {
      problems.push({
        field: 'parcels',
        code: 'INVALID',
        message: 'parcels must list 1 to 200 tracking numbers',
      });
    }
    if ('field' in service || problems.length > 0) return refused(problems);
    return {
      code: 200,
      body: {
        pallet_id: this.random.int(100_000, 999_999),
        pallet_number: `PAL${this.random.int(10_000_000, 99_999_999)}`,
        service_id: service.id,
        parcels: (parcels as unknown[]).length,
        status: 'created',
      },
    };
  }

  tracking(input: Input): Reply {
    const steps = ['Shipment data received', 'Picked up', 'In transit', 'At delivery depot'];
    const cities = ['Berlin', 'Leipzig', 'Hamburg', 'Paris', 'Lyon', 'Amsterdam', 'Warsaw'];
    const count = this.random.int(1, steps.length + 1);
    let t = REFERENCE_DATE - this.random.int(2, 30) * DAY;
    const events = Array.from({ length: count }, (_, i) => {
      t += this.random.int(3, 30) * 3600;
      const delivered = i === steps.length;
      return {
        date: isoTime(t),
        status: delivered ? 'delivered' : i === 0 ? 'info_received' : 'in_transit',
        location: this.random.pick(cities),
        description: delivered ? 'Delivered' : steps[i],
      };
    }).reverse();
    return {
      code: 200,
      body: {
        tracking_number: textOf(input.tracking_number),
        status: events[0]!.status,
        events,
      },
    };
  }

  byDateRange(input: Input): Reply {
    const from = Date.parse(`${textOf(input.date_from)}T00:00:00Z`);
    const to = Date.parse(`${textOf(input.date_to)}T00:00:00Z`);
    const pattern = /^\d{4}-\d{2}-\d{2}$/;
    const bad: FieldError[] = [];
    for (const field of ['date_from', 'date_to'] as const) {
      if (
        !pattern.test(textOf(input[field]) ?? '') ||
        Number.isNaN(field === 'date_from' ? from : to)
      )
        bad.push({ field, code: 'INVALID', message: `${field} must be a date YYYY-MM-DD` });
    }
    if (bad.length === 0 && (to < from || to - from > 31 * DAY * 1000)) {
      bad.push({
        field: 'date_to',
        code: 'INVALID',
        message: 'date_to must be on or after date_from, 31 days at most',
      });
    }
    if (bad.length > 0) return refused(bad);
    const services = this.available().filter((s) => s.carrier_kind !== 'pallet');
    const parcels = Array.from({ length: this.random.int(0, 8) }, () => {
      const service = this.random.pick(services);
      return {
        tracking_number: trackingNumber(this.random, service && this.carrierOf(service)),
        status: this.random.pick(['in_transit', 'delivered', 'exception', 'info_received']),
        updated_at: isoTime(from / 1000 + this.random.int(0, (to - from) / 1000 + DAY - 1)),
      };
    });
    return { code: 200, body: { date_from: input.date_from, date_to: input.date_to, parcels } };
  }

  services(): Reply {
    const services = this.available().map((s) => ({
      id: s.id,
      name: s.name,
      carrier: this.carrierOf(s)?.name ?? '',
      kind: s.carrier_kind,
    }));
    return { code: 200, body: { services } };
  }

  withService(input: Input, answer: (service: Service) => Record<string, unknown>): Reply {
    const service = this.service(input);
    if ('field' in service) return refused([service]);
    return { code: 200, body: { service_id: service.id, ...answer(service) } };
  }

  credentials(input: Input): Reply {
    return this.withService(input, () => ({
      credentials_keys: ['default', 'eu', 'returns'].slice(0, this.random.int(1, 3)),
    }));
  }

  courierDates(input: Input): Reply {
    return this.withService(input, () => {
      const dates: string[] = [];
      for (let t = REFERENCE_DATE + DAY; dates.length < 5; t += DAY) {
        const day = new Date(t * 1000).getUTCDay();
        if (day !== 0 && day !== 6) dates.push(isoDay(t));
      }
      return { zip: textOf(input.zip), dates };
    });
  }

  pudo(input: Input): Reply {
    return this.withService(input, (service) => {
      const carrier = this.carrierOf(service)?.name ?? 'Carrier';
      const streets = ['Hauptstrasse', 'Market Street', 'Rue de la Gare', 'Dorpsstraat'];
      const points = Array.from({ length: 3 }, (_, i) => ({
        id: `${this.random.int(10_000, 99_999)}`,
        title: `${carrier} Service Point ${i + 1}`,
        address: {
          addr1: `${this.random.pick(streets)} ${this.random.int(1, 120)}`,
          zip: textOf(input.zip),
          country: textOf(input.country)?.toUpperCase(),
        },
        lat: Math.round((48 + this.random.next() * 5) * 1e6) / 1e6,
        lng: Math.round((2 + this.random.next() * 12) * 1e6) / 1e6,
      }));
      return { points };
    });
  }

  healthCheck(input: Input): Reply {
    return this.withService(input, () => ({
      status: this.random.chance(0.85) ? 'ok' : 'degraded',
      response_time_ms: this.random.int(80, 1500),
    }));
  }

  healthCheckDetail(input: Input): Reply {
    const id = numberOf(input.id);
    if (id === undefined || id < 1) {
      return refused([{ field: 'id', code: 'INVALID', message: 'id must be a positive number' }]);
    }
    const steps = ['authenticate', 'rates', 'create_label', 'cancel'].map((name) => ({
      name,
      ok: this.random.chance(0.9),
      duration_ms: this.random.int(30, 900),
    }));
    return { code: 200, body: { id, status: steps.every((s) => s.ok) ? 'ok' : 'failed', steps } };
  }
}
