import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { XSS_CARRIER, XSS_INFO } from '../../server/areas/carriers-docs/seed';
import { barcodePngOf } from '../../server/shared/demo-files';
import {
  CarrierDetailsSchema,
  CarriersListSchema,
  CarrierDocsMessageSchema,
  ContactSavedSchema,
  DocFileAnswerSchema,
  DOC_SECTIONS,
  WhitelistingFileSchema,
} from '@/contract/carriers/carriers-schemas';
import { errorsOf, signedInAs } from './api-client';

// Carrier documentation on the reference server (issue 17 sections 1 and 3, decision 044):
// answers parse with the console's schemas, the seed shows every empty state and the stored
// script, writes create a version on first use, validation and 404s, and a viewer writes nothing.

const server = createApp();
const { db } = server;
type Staff = Awaited<ReturnType<typeof signedInAs>>;
let staff: Staff;
let viewer: Staff;

beforeAll(async () => {
  staff = await signedInAs(server, 'staff');
  viewer = await signedInAs(server, 'viewer');
});

const carrierNamed = (name: string) => db.carriers.find((c) => c.name === name)!;
const details = async (carrierId: number) => {
  const answer = await staff.get(`/carriers_docs/carrier_details?carrierId=${carrierId}`);
  expect(answer.status).toBe(200);
  return v.parse(CarrierDetailsSchema, answer.body);
};

describe('carrier documentation: reads', () => {
  it('lists every carrier with its name and logo, some without a logo', async () => {
    const answer = await viewer.get('/carriers_docs/carriers_list');
    const list = v.parse(CarriersListSchema, answer.body);
    expect(list).toHaveLength(db.carriers.length);
    expect(list.some((c) => c.carrierLogo === null)).toBe(true);
    expect(list.find((c) => c.carrierName === 'DHL Express')?.carrierLogo).toMatch(/^data:image/);
  });

  it('seeds versions per kind of the carrier, some none, and every empty state', async () => {
    const all = await Promise.all(db.carriers.map((c) => details(c.id)));
    const counts = all.map((d, i) => Object.keys(d[db.carriers[i]!.kind]).length);
    expect(counts).toContain(0);
    expect(counts).toContain(1);
    expect(Math.max(...counts)).toBeGreaterThanOrEqual(4);
    // Only the kind the carrier has services of is documented.
    all.forEach((d, i) => {
      for (const kind of ['direct', 'return', 'pallet'] as const) {
        if (kind !== db.carriers[i]!.kind) expect(d[kind]).toEqual({});
      }
    });
    const versions = all.flatMap((d) => [...Object.values(d.direct), ...Object.values(d.pallet)]);
    const contacts = versions.flatMap((ver) =>
      Object.values(ver.contacts).flatMap((byId) => Object.values(byId)),
    );
    expect(versions.some((ver) => Object.keys(ver.contacts).length === 0)).toBe(true);
    expect(contacts.some((c) => c.name === '')).toBe(true);
    expect(contacts.some((c) => c.email === '')).toBe(true);
    expect(contacts.some((c) => c.phone === '')).toBe(true);
    expect(versions.some((ver) => ver.labels.length === 0)).toBe(true);
    expect(versions.some((ver) => ver.labels.length > 0)).toBe(true);
    expect(versions.some((ver) => ver.info === '')).toBe(true);
    const sections = versions.flatMap((ver) => DOC_SECTIONS.map((s) => ver.sections[s]));
    expect(sections.some((s) => s.info === '' && s.files.length === 0)).toBe(true);
    expect(sections.some((s) => s.whitelisting)).toBe(true);
    expect(versions.flatMap((ver) => ver.files).some((f) => f.date === null)).toBe(true);
    expect(all.some((d) => d.note === '')).toBe(true);
    expect(all.some((d) => d.note.split('\n').length > 3)).toBe(true);
  });

  it('keeps the stored HTML with a script and an event handler as it is', async () => {
    const d = await details(carrierNamed(XSS_CARRIER).id);
    expect(Object.values(d.direct).map((ver) => ver.info)).toContain(XSS_INFO);
    expect(XSS_INFO).toMatch(/<script>/);
    expect(XSS_INFO).toMatch(/onerror=/);
  });

  it('answers labels and files with their bytes, and 404 for what does not exist', async () => {
    const doc = [...db.carriersDocs.docs.values()].find((d) =>
      [...d.kinds.direct.values()].some((ver) => ver.labels.length > 0),
    )!;
    const [name, version] = [...doc.kinds.direct].find(([, ver]) => ver.labels.length > 0)!;
    const at = `carrierId=${doc.carrierId}&kind=direct&version=${name}`;
    const label = version.labels[0]!;
    const answer = await viewer.get(`/carriers_docs/get_label?${at}&fileName=${label.fileName}`);
    const file = v.parse(DocFileAnswerSchema, answer.body);
    expect(file.filename).toBe(label.fileName);
    expect(Buffer.from(file.data, 'base64').length).toBe(label.size);

    const missing = await viewer.get(`/carriers_docs/get_label?${at}&fileName=nope.pdf`);
    expect(missing.status).toBe(404);
    expect((await viewer.get(`/carriers_docs/get_file?${at}x&fileName=a.pdf`)).status).toBe(404);
    expect((await viewer.get('/carriers_docs/carrier_details?carrierId=99999')).status).toBe(404);
    expect((await viewer.get('/carriers_docs/carrier_details?carrierId=abc')).status).toBe(400);
  });

  it('downloads the whitelisted sections as a CSV, for writers only', async () => {
    const answer = await staff.get('/carriers_docs/download_whitelisting');
    const { filename, file } = v.parse(WhitelistingFileSchema, answer.body);
    expect(filename).toBe('whitelisting_carriers.csv');
    const lines = Buffer.from(file, 'base64').toString('utf8').trim().split('\r\n');
    expect(lines[0]).toBe('Carrier ID,Carrier,Kind,Version,Section');
    expect(lines.length).toBeGreaterThan(5);
    expect((await viewer.get('/carriers_docs/download_whitelisting')).status).toBe(403);
  });
});

describe('carrier documentation: writes', () => {
  const carrierId = carrierNamed('GLS').id;
  const ref = { carrierId, kind: 'direct', version: 'v9-test' };

  it('creates a version with its first write, and lists what was added', async () => {
    const saved = await staff.post('/carriers_docs/add_contact', {
      ...ref,
      contact: { name: 'Ann Lee', email: 'ann@gls.example.com', phone: '' },
    });
    const contact = v.parse(ContactSavedSchema, saved.body);
    const me = db.users.find((u) => u.login === 'staff')!;
    expect(contact.userId).toBe(me.id);
    await staff.post('/carriers_docs/add_link', { ...ref, part: 'booking', link: 'https://a.b/c' });
    await staff.post('/carriers_docs/add_info', { ...ref, part: 'general', info: '<p>Hi</p>' });
    await staff.post('/carriers_docs/toggle_whitelisting', {
      ...ref,
      part: 'pudo',
      whitelisting: true,
    });
    const png = barcodePngOf('GLS').toString('base64');
    const label = await staff.post('/carriers_docs/add_label', {
      ...ref,
      files: [{ fileName: 'label.png', file: png }],
    });
    expect(v.parse(CarrierDocsMessageSchema, label.body).message).toBe('Label added');
    await staff.post('/carriers_docs/add_file', {
      ...ref,
      part: 'manifest',
      files: [{ fileName: 'spec.txt', file: Buffer.from('hello').toString('base64') }],
    });
    const version = (await details(carrierId)).direct['v9-test']!;
    expect(version.contacts[String(me.id)]?.[String(contact.contactId)]?.name).toBe('Ann Lee');
    expect(version.sections.booking.links).toEqual(['https://a.b/c']);
    expect(version.info).toBe('<p>Hi</p>');
    expect(version.sections.pudo.whitelisting).toBe(true);
    expect(version.labels.map((l) => [l.fileName, l.size])).toEqual([
      ['label.png', barcodePngOf('GLS').length],
    ]);
    expect(version.sections.manifest.files[0]).toMatchObject({ fileName: 'spec.txt', size: 5 });
    const file = await staff.get(
      '/carriers_docs/get_file?carrierId=' +
        `${carrierId}&kind=direct&version=v9-test&part=manifest&fileName=spec.txt`,
    );
    expect(Buffer.from(file.body.data, 'base64').toString()).toBe('hello');

    // Update and delete; a second delete is a 404.
    const changed = { name: 'Ann Lee', email: '', phone: '+48 1' };
    const ids = { ...ref, userId: contact.userId, contactId: contact.contactId };
    expect(
      (await staff.post('/carriers_docs/update_contact', { ...ids, contact: changed })).status,
    ).toBe(200);
    expect((await staff.post('/carriers_docs/delete_contact', ids)).status).toBe(200);
    expect((await staff.post('/carriers_docs/delete_contact', ids)).status).toBe(404);
    expect(
      (await staff.post('/carriers_docs/delete_label', { ...ref, fileName: 'label.png' })).status,
    ).toBe(200);
    expect(
      (
        await staff.post('/carriers_docs/delete_link', {
          ...ref,
          part: 'booking',
          link: 'https://a.b/c',
        })
      ).status,
    ).toBe(200);
    const after = (await details(carrierId)).direct['v9-test']!;
    expect(after.labels).toEqual([]);
    expect(after.contacts).toEqual({});
    expect(after.sections.booking.links).toEqual([]);
  });

  it('refuses invalid bodies with the spec texts', async () => {
    const empty = await staff.post('/carriers_docs/add_contact', {
      ...ref,
      contact: { name: ' ', email: '', phone: '' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual(errorsOf('All fields can`t be empty.', ['contact']));
    const email = await staff.post('/carriers_docs/add_contact', {
      ...ref,
      contact: { name: 'A', email: 'not-an-email', phone: '' },
    });
    expect(email.body).toEqual(errorsOf('Not valid email', ['contact.email']));
    const spaced = await staff.post('/carriers_docs/add_link', {
      ...ref,
      version: 'v 2',
      part: 'general',
      link: 'a b',
    });
    expect(spaced.body.errors).toEqual([
      { message: 'No spaces allowed', fields: ['version'] },
      { message: 'No spaces allowed', fields: ['link'] },
    ]);
    const noLink = await staff.post('/carriers_docs/add_link', {
      ...ref,
      part: 'general',
      link: '',
    });
    expect(noLink.body).toEqual(errorsOf('Field is required', ['link']));
    const bigInfo = await staff.post('/carriers_docs/add_info', {
      ...ref,
      part: 'general',
      info: 'x'.repeat(100_001),
    });
    expect(bigInfo.status).toBe(400);
    const wrongLabel = await staff.post('/carriers_docs/add_label', {
      ...ref,
      files: [{ fileName: 'label.pdf', file: Buffer.from('not a pdf').toString('base64') }],
    });
    expect(wrongLabel.body).toEqual(errorsOf('Not a PDF file', ['files.0.file']));
    const badPart = await staff.post('/carriers_docs/toggle_whitelisting', {
      ...ref,
      part: 'general',
      whitelisting: true,
    });
    expect(badPart.status).toBe(400);
  });

  it('saves a note, and a logo only when its bytes are a png or jpeg', async () => {
    await staff.post('/carriers_docs/save_note', { carrierId, note: 'Call before noon.' });
    expect((await details(carrierId)).note).toBe('Call before noon.');
    const gif = Buffer.from('GIF89a....').toString('base64');
    const refused = await staff.post('/carriers_docs/save_logo', {
      carrierId,
      logo: `data:image/png;base64,${gif}`,
    });
    expect(refused.body).toEqual(errorsOf('Logo must be a .jpg, .jpeg or .png image', ['logo']));
    const png = barcodePngOf('x').toString('base64');
    const saved = await staff.post('/carriers_docs/save_logo', { carrierId, logo: png });
    expect(saved.status).toBe(200);
    expect((await details(carrierId)).logo).toBe(`data:image/png;base64,${png}`);
  });

  it('answers 404 for an unknown carrier, version or file', async () => {
    const unknown = await staff.post('/carriers_docs/save_note', { carrierId: 99_999, note: '' });
    expect(unknown.status).toBe(404);
    const version = await staff.post('/carriers_docs/delete_file', {
      ...ref,
      version: 'never',
      part: 'general',
      fileName: 'a.pdf',
    });
    expect(version.body).toEqual(errorsOf('Version never not found', ['version']));
    const file = await staff.post('/carriers_docs/delete_file', {
      ...ref,
      part: 'general',
      fileName: 'missing.pdf',
    });
    expect(file.status).toBe(404);
  });

  it('adds a carrier once', async () => {
    const added = await staff.post('/carriers_docs/add_carrier', { carrierName: 'Wanda Freight' });
    expect(added.status).toBe(200);
    const again = await staff.post('/carriers_docs/add_carrier', { carrierName: 'wanda freight' });
    expect(again.body).toEqual(errorsOf('Carrier already exists', ['carrierName']));
  });

  it('lets a read-only viewer change nothing', async () => {
    const answer = await viewer.post('/carriers_docs/add_link', {
      ...ref,
      part: 'general',
      link: 'https://x.y',
    });
    expect(answer.status).toBe(403);
    expect((await details(carrierId)).direct['v9-test']!.links).toEqual([]);
  });
});
