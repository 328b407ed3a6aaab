import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { ApiErrorBodySchema } from '@/contract/shared/error-body-schema';
import {
  type Pallet,
  PalletFileSchema,
  PalletPageSchema,
  PalletSchema,
} from '@/contract/pallets/pallet-schemas';
import { signedInAs } from './api-client';

const server = createApp();
const { db } = server;
const clientUser = db.users.find((u) => u.login === 'client')!;

const signedIn = (login: string) => signedInAs(server, login);

const pageOf = async (login: string, query: string) => {
  const answer = await (await signedIn(login)).get(`/pallets?${query}`);
  expect(answer.status).toBe(200);
  return v.parse(PalletPageSchema, answer.body);
};

describe('seeded pallets', () => {
  it('are plentiful, newest first, only on pallet services of their owner, holding their parcels', () => {
    expect(db.pallets.length).toBeGreaterThanOrEqual(500);
    expect(db.pallets.every((p, i, all) => i === 0 || all[i - 1]!.created >= p.created)).toBe(true);
    for (const pallet of db.pallets) {
      v.parse(PalletSchema, pallet);
      expect(db.services[pallet.service_id - 1]!.carrier_kind).toBe('pallet');
      const owner = db.users.find((u) => u.id === pallet.user_id)!;
      expect(owner.serviceIds).toContain(pallet.service_id);
      for (const entry of pallet.parcels.filter((e) => e.package_type === 'parcel')) {
        const parcel = db.parcels.find((p) => p.id === entry.id)!;
        expect(parcel).toMatchObject({ palletId: pallet.id, userId: pallet.user_id });
      }
    }
    const kinds = new Set(db.pallets.flatMap((p) => p.parcels.map((e) => e.package_type)));
    expect(kinds).toEqual(new Set(['parcel', 'externalParcel', 'pallet']));
    expect(db.pallets.filter((p) => p.user_id === clientUser.id).length).toBeGreaterThan(20);
  });
});

describe('GET /pallets', () => {
  it('pages with hasMoreItems and keeps a client to its own', async () => {
    const first = await pageOf('staff', 'quantity=16');
    expect(first.pallets.map((p) => p.id)).toEqual(db.pallets.slice(0, 16).map((p) => p.id));
    expect(first.hasMoreItems).toBe(true);
    const last = await pageOf('staff', `quantity=48&page=${Math.ceil(db.pallets.length / 48)}`);
    expect(last.hasMoreItems).toBe(false);
    const mine = await pageOf('client', 'quantity=48');
    expect(mine.pallets.length).toBeGreaterThan(0);
    expect(mine.pallets.every((p) => p.user_id === clientUser.id)).toBe(true);
  });

  const every = async (query: string, test: (p: Pallet) => boolean) => {
    const page = await pageOf('staff', `quantity=48&${query}`);
    expect(page.pallets.length).toBeGreaterThan(0);
    expect(page.pallets.every(test)).toBe(true);
  };

  it('filters', async () => {
    const sample = db.pallets.find((p, i) => i > 10 && p.mawb_number && p.order_reference)!;
    await every('mode=test', (p) => p.type === 'test');
    await every('mode=live', (p) => p.type === 'live');
    await every(`service_ids[]=${sample.service_id}`, (p) => p.service_id === sample.service_id);
    await every(`user_ids[]=${sample.user_id}`, (p) => p.user_id === sample.user_id);
    await every(`tracking=${sample.tracking_number}`, (p) => p.id === sample.id);
    await every(`mawb_number=${sample.mawb_number}`, (p) => p.mawb_number === sample.mawb_number);
    await every(
      `order_reference=${sample.order_reference}`,
      (p) => p.order_reference === sample.order_reference,
    );
    await every('status=1300', (p) => p.status === 1300);
    const from = Date.UTC(2026, 9, 1) / 1000;
    await every(
      'date_from=01-10-2026 00:00:00&date_to=15-10-2026 00:00:00',
      (p) => p.created >= from && p.created <= from + 14 * 86400,
    );
  });
});

describe('pallet detail and files', () => {
  it('answers the pallet, and 404 for unknown or foreign ones', async () => {
    const mine = db.pallets.find((p) => p.user_id === clientUser.id)!;
    const client = await signedIn('client');
    const answer = await client.get(`/pallets/details?id=${mine.id}`);
    expect(v.parse(PalletSchema, answer.body).tracking_number).toBe(mine.tracking_number);
    const foreign = db.pallets.find((p) => p.user_id !== clientUser.id)!;
    expect((await client.get(`/pallets/details?id=${foreign.id}`)).status).toBe(404);
    expect((await client.get('/pallets/details?id=77777')).status).toBe(404);
    expect((await client.get(`/pallets/download_label?id=${foreign.id}`)).status).toBe(404);
  });

  it('serves labels, manifests and user files, 404 where missing', async () => {
    const staff = await signedIn('staff');
    const fileOf = async (path: string) => {
      const file = v.parse(PalletFileSchema, (await staff.get(path)).body);
      return { ...file, bytes: Buffer.from(file.data ?? '', 'base64') };
    };
    const pdf = db.pallets.find((p) => p.has_label && p.label_format === 'pdf')!;
    expect((await fileOf(`/pallets/download_label?id=${pdf.id}`)).bytes.toString('latin1')).toMatch(
      /^%PDF-/,
    );
    const png = db.pallets.find((p) => p.has_label && p.label_format === 'png')!;
    expect(
      (await fileOf(`/pallets/download_label?id=${png.id}`)).bytes.subarray(1, 4).toString(),
    ).toBe('PNG');
    const zpl = db.pallets.find((p) => p.has_label && p.label_format === 'zpl')!;
    const zplFile = await fileOf(`/pallets/download_label?id=${zpl.id}`);
    expect(zplFile.type).toBe('txt');
    expect(zplFile.bytes.toString()).toMatch(/^\^XA/);
    const csv = db.pallets.find((p) => p.has_label && p.label_format === 'csv')!;
    expect((await fileOf(`/pallets/download_label?id=${csv.id}`)).type).toBe('csv');
    const manifested = db.pallets.find((p) => p.manifest_file)!;
    const manifest = await fileOf(`/pallets/download_manifest?id=${manifested.id}`);
    expect(manifest.filename).toBe(manifested.manifest_file);
    expect(manifest.bytes.toString('latin1')).toMatch(/^%PDF-/);
    const withUserFile = db.pallets.find((p) => p.user_file)!;
    const userFile = await fileOf(`/pallets/download_user_file?id=${withUserFile.id}`);
    expect(userFile.bytes.toString()).toMatch(/^package_type,tracking_number,order_reference/);

    const noLabel = db.pallets.find((p) => !p.has_label)!;
    const missing = await staff.get(`/pallets/download_label?id=${noLabel.id}`);
    expect(missing.status).toBe(404);
    expect(v.parse(ApiErrorBodySchema, missing.body).errors[0]!.message).toBe(
      `label ${noLabel.id} file not found or is empty`,
    );
    const noUserFile = db.pallets.find((p) => !p.user_file)!;
    expect((await staff.get(`/pallets/download_user_file?id=${noUserFile.id}`)).status).toBe(404);
  });
});
