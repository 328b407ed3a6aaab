import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import {
  LABEL_MESSAGES,
  LabelAnswerSchema,
  LabelBuilderFieldsSchema,
  LabelPrintHashSchema,
} from '@/contract/label-builder/label-builder-schemas';
import { createBrowser, errorsOf, signedInAs } from './api-client';

// The label builder area of the reference server (spec c sections 2-9, issue 16 section 1): the
// fields' lists, labels in every type, the settings' 400s, and the print hash with its link,
// which opens without the console's headers for a live account only.

const server = createApp();
const fields = v.parse(
  LabelBuilderFieldsSchema,
  (await (await signedInAs(server, 'staff')).get('/label_builder')).body,
);
const dhl = fields.directCarriers.find((c) => c.label === 'DHL Express')!;
const pallet = fields.palletCarriers[0]!;
const dhlLabel = fields.directLabelNames[dhl.value]![0]!;
const settings = (extra: Record<string, string> = {}) =>
  new URLSearchParams({ carrierKind: 'direct', carrier: dhl.value, ...extra }).toString();

describe('label builder: the fields', () => {
  it('lists the carriers of each kind with their label names and the countries', () => {
    expect(fields.directCarriers.length).toBeGreaterThan(20);
    expect(fields.returnCarriers.map((c) => c.label)).toContain('ZigZag');
    expect(fields.palletCarriers.map((c) => c.label)).toContain('Geodis');
    for (const carrier of fields.directCarriers) {
      expect(fields.directLabelNames[carrier.value]!.length).toBeGreaterThan(0);
    }
    expect(fields.directLabelNames[pallet.value]).toBeUndefined();
    expect(fields.palletLabelNames[pallet.value]!.length).toBeGreaterThan(0);
    expect(fields.countriesFrom).toContainEqual({ value: 'DE', label: 'Germany' });
    expect(fields.countriesTo.length).toBeGreaterThan(fields.countriesFrom.length);
  });

  it('is the same at every start', () => {
    expect(createApp().db.labelBuilder).toEqual(server.db.labelBuilder);
  });
});

describe('label builder: labels', () => {
  it('answers every type: HTML text, base64 PDF, ZPL at 200 and 300 DPI', async () => {
    const staff = await signedInAs(server, 'staff');
    const get = async (query: string) => {
      const answer = await staff.get(`/label_builder/get_label?${query}`);
      expect(answer.status, query).toBe(200);
      return v.parse(LabelAnswerSchema, answer.body);
    };
    const html = await get(settings({ labelType: 'html', tracking: 'JD0001', countryTo: 'FR' }));
    expect(html.type).toBe('html');
    expect(html.label.startsWith('<')).toBe(true);
    expect(html.label).toContain('JD0001');
    expect(html.label).toContain('style="');
    expect(html.label).not.toMatch(/<script/i);
    expect(html.filename).toBe('label_dhl_express_JD0001.html');

    const pdf = await get(settings({ labelType: 'pdf', labelName: dhlLabel }));
    expect(Buffer.from(pdf.label, 'base64').subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');

    const zpl200 = await get(settings({ labelType: 'zpl', tracking: 'T1' }));
    const zpl300 = await get(settings({ labelType: 'zpl-print', labelDpi: '300', tracking: 'T1' }));
    expect(zpl200.label).toMatch(/^\^XA/);
    expect(zpl200.label).toContain('^PW812');
    expect(zpl300.label).toContain('^PW1218');
    expect(zpl300.label).toContain('^FDT1^FS');
    const preview = await get(settings({ labelType: 'zpl-preview' }));
    expect(preview.type).toBe('zpl');
  });

  it('gives the same label for the same settings, a tracking number when none is given', async () => {
    const staff = await signedInAs(server, 'viewer');
    const first = (await staff.get(`/label_builder/get_label?${settings()}`)).body.label;
    const again = (await staff.get(`/label_builder/get_label?${settings()}`)).body.label;
    expect(first).toBe(again);
    expect(first).toMatch(/DH\d{9}DH/);
  });

  it('refuses unusable settings with a 400 naming the field', async () => {
    const staff = await signedInAs(server, 'staff');
    const cases: Array<[string, ReturnType<typeof errorsOf>]> = [
      ['carrier=1', errorsOf(LABEL_MESSAGES.kindRequired, ['carrierKind'])],
      ['carrierKind=air&carrier=1', errorsOf(LABEL_MESSAGES.kindUnknown, ['carrierKind'])],
      ['carrierKind=direct', errorsOf(LABEL_MESSAGES.carrierRequired, ['carrier'])],
      [
        `carrierKind=direct&carrier=${pallet.value}`,
        errorsOf(LABEL_MESSAGES.carrierNotOfKind(pallet.value, 'direct'), ['carrier']),
      ],
      [
        settings({ labelName: 'Nope' }),
        errorsOf(LABEL_MESSAGES.labelNameUnknown('Nope', 'DHL Express'), ['labelName']),
      ],
      [settings({ labelType: 'png' }), errorsOf(LABEL_MESSAGES.typeUnknown, ['labelType'])],
      [
        settings({ labelType: 'pdf', labelDpi: '300' }),
        errorsOf(LABEL_MESSAGES.dpiNotZpl, ['labelDpi']),
      ],
      [
        settings({ labelType: 'zpl', labelDpi: '600' }),
        errorsOf(LABEL_MESSAGES.dpiUnknown, ['labelDpi']),
      ],
      [
        settings({ countryFrom: 'ZZ' }),
        errorsOf(LABEL_MESSAGES.countryUnknown('Country from', 'ZZ'), ['countryFrom']),
      ],
      [
        settings({ tracking: '<b>x</b>' }),
        errorsOf(LABEL_MESSAGES.numberInvalid('Tracking'), ['tracking']),
      ],
    ];
    for (const [query, body] of cases) {
      const answer = await staff.get(`/label_builder/get_label?${query}`);
      expect({ query, status: answer.status, body: answer.body }).toEqual({
        query,
        status: 400,
        body,
      });
    }
  });
});

describe('label builder: printing', () => {
  const printQuery = (id: number, sessionId: string, printHash: string) =>
    `${settings({ labelType: 'zpl-print', labelDpi: '300' })}&printHash=${printHash}&PHPSESSID=${sessionId}&id=${id}`;

  it('opens the print link without the console headers, with the hash of a live account', async () => {
    const app = createApp();
    const staff = await signedInAs(app, 'staff');
    const id = 1_767_225_600_123;
    const answer = await staff.post('/label_builder/generate_print_hash', { id });
    const { printHash } = v.parse(LabelPrintHashSchema, answer.body);
    const link = `/admin/label_builder/get_label?${printQuery(id, staff.printSessionId, printHash)}`;

    const outsider = createBrowser(app);
    const printed = await outsider.get(link, { xhr: false });
    expect(printed.status).toBe(200);
    expect(printed.headers.get('Content-Type')).toContain('text/plain');
    expect(printed.headers.get('Cache-Control')).toBe('no-store');
    expect(printed.body).toMatch(/^\^XA[\s\S]*\^PW1218/);

    const wrong = [
      printQuery(id + 1, staff.printSessionId, printHash),
      printQuery(id, 'other-session', printHash),
      // The last hex digit changed (a fixed '0' was the same hash one run in 16).
      printQuery(
        id,
        staff.printSessionId,
        `${printHash.slice(0, -1)}${printHash.endsWith('0') ? '1' : '0'}`,
      ),
      printQuery(id, staff.printSessionId, ''),
    ];
    for (const query of wrong) {
      const refused = await outsider.get(`/admin/label_builder/get_label?${query}`, { xhr: false });
      expect(refused.status, query).toBe(404);
      expect(refused.body).toBe('Label not found');
    }
    // Without a hash the same path is the screen's read: no account, no label.
    const plain = await outsider.get(`/admin/label_builder/get_label?${settings()}`);
    expect(plain.status).toBe(401);

    // The link dies with its account.
    await staff.post('/auth/logout', {});
    expect((await outsider.get(link, { xhr: false })).status).toBe(404);
  });

  it('takes a timestamp id only', async () => {
    const staff = await signedInAs(server, 'staff');
    for (const id of [0, -5, 1.5, '17', null]) {
      const answer = await staff.post('/label_builder/generate_print_hash', { id });
      expect(answer.status, String(id)).toBe(400);
    }
  });

  it('keeps the label builder from accounts without its access URL', async () => {
    const client = await signedInAs(server, 'client');
    expect((await client.get('/label_builder')).status).toBe(403);
    expect((await client.get(`/label_builder/get_label?${settings()}`)).status).toBe(403);
    expect((await client.post('/label_builder/generate_print_hash', { id: 5 })).status).toBe(403);
  });
});
