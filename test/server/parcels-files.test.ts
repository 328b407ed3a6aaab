import * as v from 'valibot';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { ApiErrorBodySchema } from '@/contract/shared/error-body-schema';
import {
  CreatedParcelSchema,
  DownloadedFileSchema,
  ParcelDetailSchema,
  ParcelPageSchema,
  PrintHashSchema,
} from '@/contract/parcels/parcel-schemas';
import { createBrowser, signedInAs } from './api-client';

const server = createApp();
const { db } = server;
const clientUser = db.users.find((u) => u.login === 'client')!;

const signedIn = (login: string) => signedInAs(server, login);

const bytesOf = (body: unknown) =>
  Buffer.from(v.parse(DownloadedFileSchema, body).data ?? '', 'base64');

describe('parcel files', () => {
  it('labels are valid PDF, PNG or ZPL by label format, named per the spec', async () => {
    const staff = await signedIn('staff');
    const byKind = (kind: string) => db.parcels.find((p) => p.labelFile === kind)!;
    const pdf = await staff.get(`/parcels/download_label?id=${byKind('pdf').id}&original=0`);
    expect(pdf.body).toMatchObject({
      type: 'pdf',
      filename: `label_for_parcel_${byKind('pdf').id}.pdf`,
    });
    const pdfText = bytesOf(pdf.body).toString('latin1');
    expect(pdfText.startsWith('%PDF-1.4')).toBe(true);
    expect(pdfText).toContain(byKind('pdf').tracking);
    expect(pdfText.trimEnd().endsWith('%%EOF')).toBe(true);

    const png = bytesOf((await staff.get(`/parcels/download_label?id=${byKind('png').id}`)).body);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    const idatLength = png.readUInt32BE(33);
    expect(() => inflateSync(png.subarray(41, 41 + idatLength))).not.toThrow();

    const zpl = await staff.get(`/parcels/download_label?id=${byKind('txt').id}`);
    expect(zpl.body.type).toBe('txt');
    const zplText = bytesOf(zpl.body).toString('utf8');
    expect(zplText.startsWith('^XA')).toBe(true);
    expect(zplText).toContain(`^FD${byKind('txt').tracking}^FS`);
    expect(zplText.trimEnd().endsWith('^XZ')).toBe(true);
  });

  it('spreads label kinds about evenly; ~5% have none and answer 404', async () => {
    const count = (kind: string | null) => db.parcels.filter((p) => p.labelFile === kind).length;
    for (const kind of ['pdf', 'png', 'txt'])
      expect(count(kind) / db.parcels.length).toBeGreaterThan(0.25);
    expect(count(null) / db.parcels.length).toBeGreaterThan(0.02);
    expect(count(null) / db.parcels.length).toBeLessThan(0.08);
    const staff = await signedIn('staff');
    const none = db.parcels.find((p) => p.labelFile === null)!;
    const answer = await staff.get(`/parcels/download_label?id=${none.id}`);
    expect(answer.status).toBe(404);
    expect(v.parse(ApiErrorBodySchema, answer.body).errors[0]!.message).toBe(
      `label ${none.id} file not found or is empty`,
    );
  });

  it('serves the original label only where there is one', async () => {
    const staff = await signedIn('staff');
    const withOriginal = db.parcels.find((p) => p.hasOriginal && p.labelFile === 'pdf')!;
    const answer = await staff.get(`/parcels/download_label?id=${withOriginal.id}&original=1`);
    expect(answer.body).toMatchObject({
      has_original: true,
      filename: `original_label_for_parcel_${withOriginal.id}.pdf`,
    });
    const without = db.parcels.find((p) => !p.hasOriginal && p.labelFile)!;
    expect((await staff.get(`/parcels/download_label?id=${without.id}&original=1`)).status).toBe(
      404,
    );
  });

  it('serves invoices and manifests, 404 where there is none', async () => {
    const staff = await signedIn('staff');
    const invoiced = db.parcels.find((p) => p.hasInvoice)!;
    const invoice = await staff.get(`/parcels/download_invoice?id=${invoiced.id}`);
    expect(invoice.body.filename).toBe(`invoice-${invoiced.id}.pdf`);
    expect(bytesOf(invoice.body).toString('latin1').startsWith('%PDF-')).toBe(true);
    const notInvoiced = db.parcels.find((p) => !p.hasInvoice)!;
    expect((await staff.get(`/parcels/download_invoice?id=${notInvoiced.id}`)).status).toBe(404);
    const manifested = db.parcels.find((p) => p.hasManifest)!;
    const manifest = await staff.get(`/parcels/download_manifest?id=${manifested.id}`);
    expect(bytesOf(manifest.body).toString('utf8')).toContain(manifested.tracking);
    const noManifest = db.parcels.find((p) => !p.hasManifest)!;
    expect((await staff.get(`/parcels/download_manifest?id=${noManifest.id}`)).status).toBe(404);
  });

  it("keeps another client's files from a client", async () => {
    const client = await signedIn('client');
    const foreign = db.parcels.find((p) => p.userId !== clientUser.id && p.labelFile)!;
    expect((await client.get(`/parcels/download_label?id=${foreign.id}`)).status).toBe(404);
    expect((await client.get(`/parcels/download_invoice?id=${foreign.id}`)).status).toBe(404);
  });

  it('downloads the print driver as eplprinter.exe', async () => {
    const answer = await (await signedIn('client')).get('/print_driver/download_driver');
    expect(answer.body.filename).toBe('eplprinter.exe');
    expect(bytesOf(answer.body).subarray(0, 2).toString('ascii')).toBe('MZ');
  });

  it('print hash opens the label through get_label; a wrong hash does not', async () => {
    const staff = await signedIn('staff');
    const parcel = db.parcels.find((p) => p.labelFile === 'pdf')!;
    const hash = v.parse(
      PrintHashSchema,
      (await staff.post('/parcels/generate_print_hash', { id: parcel.id })).body,
    );
    const link = `/parcels/get_label?id=${parcel.id}&PHPSESSID=${staff.printSessionId}&printHash=${hash.printHash}`;
    const label = await staff.get(link);
    expect(label.status).toBe(200);
    expect(label.headers.get('Content-Type')).toBe('application/pdf');
    expect(String(label.body).startsWith('%PDF-')).toBe(true);
    expect((await staff.get(link.replace(/printHash=\w/, 'printHash=z'))).status).toBe(404);
    const client = await signedIn('client');
    const foreign = db.parcels.find((p) => p.userId !== clientUser.id)!;
    expect((await client.post('/parcels/generate_print_hash', { id: foreign.id })).status).toBe(
      404,
    );
  });
});

describe('POST /parcels/create_new', () => {
  const address = {
    name: 'Ann Lee',
    addr1: '1 Main St',
    city: 'Berlin',
    zip: '10115',
    country: 'DE',
  };
  const valid = (serviceId: number) => ({
    service_id: serviceId,
    reference: 'MY-REF-1',
    sender_address: address,
    destination_address: { ...address, city: 'Paris', zip: '75001', country: 'FR' },
    weight: 1.2,
    dimensions: { length: 30, width: 20, height: 10 },
    items: [{ sku_desc: 'Mug', quantity: 2, price: 9.5, weight: 0.4 }],
  });

  it('creates a parcel that then heads the list and opens in detail', async () => {
    const local = createApp();
    const browser = createBrowser(local);
    const identifier = await browser.login('client');
    const me = local.db.users.find((u) => u.login === 'client')!;
    const serviceId = me.serviceIds.find(
      (id) =>
        local.db.services[id - 1]!.carrier_kind === 'direct' &&
        local.db.services[id - 1]!.is_active,
    )!;
    const answer = await browser.post(
      '/admin/parcels/create_new',
      { ...valid(serviceId), additional: { gift_wrap: 'blue', signature: true } },
      { identifier },
    );
    expect(answer.status).toBe(200);
    const created = v.parse(CreatedParcelSchema, answer.body);
    const list = v.parse(
      ParcelPageSchema,
      (await browser.get('/admin/parcels', { identifier })).body,
    );
    expect(list.parcels[0]).toMatchObject({
      id: created.id,
      tracking: created.tracking_number,
      reference: 'MY-REF-1',
    });
    const detail = v.parse(
      ParcelDetailSchema,
      (await browser.get(`/admin/parcels/details?id=${created.id}`, { identifier })).body,
    );
    expect(detail.destination_address?.city).toBe('Paris');
    expect(detail.items[0]).toMatchObject({ sku_desc: 'Mug', quantity: 2, total_price: 19 });
    expect(detail.additional).toEqual({ gift_wrap: 'blue', signature: true });
  });

  it('holds custom fields to names without spaces, short values and 20 fields', async () => {
    const client = await signedIn('client');
    const tooMany = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`f${i}`, 'x']));
    for (const additional of [
      { 'gift wrap': 'x' },
      { note: 'x'.repeat(256) },
      { ['x'.repeat(65)]: 'x' },
      { nested: { a: 1 } },
      tooMany,
    ]) {
      const answer = await client.post('/parcels/create_new', { ...valid(1), additional });
      expect(answer.status, JSON.stringify(additional).slice(0, 40)).toBe(400);
      const fields = v
        .parse(ApiErrorBodySchema, answer.body)
        .errors.flatMap((error) => error.fields ?? []);
      expect(fields.some((field) => field.startsWith('additional'))).toBe(true);
    }
  });

  it('answers 400 naming the fields that are wrong', async () => {
    const client = await signedIn('client');
    const bad = { ...valid(1), weight: -1, sender_address: { ...address, city: '' }, items: [] };
    const answer = await client.post('/parcels/create_new', bad);
    expect(answer.status).toBe(400);
    const fields = v.parse(ApiErrorBodySchema, answer.body).errors.flatMap((e) => e.fields ?? []);
    expect(fields).toEqual(expect.arrayContaining(['weight', 'sender_address.city', 'items']));
    const missing = await client.post('/parcels/create_new', {});
    expect(missing.body.errors).toContainEqual({
      message: 'Field is required',
      fields: ['service_id'],
    });
  });

  it("refuses pallet services and services outside a client's own", async () => {
    const client = await signedIn('client');
    const pallet = clientUser.serviceIds.find(
      (id) => db.services[id - 1]!.carrier_kind === 'pallet',
    )!;
    const notMine = db.services.find(
      (s) => s.carrier_kind === 'direct' && s.is_active && !clientUser.serviceIds.includes(s.id),
    )!;
    for (const id of [pallet, notMine.id]) {
      const answer = await client.post('/parcels/create_new', valid(id));
      expect(answer.status).toBe(400);
      expect(answer.body.errors[0].fields).toEqual(['service_id']);
    }
  });
});
