import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { signedInAs } from '../server/api-client';

// The reference server's side of bulk label printing: labels of every type (and some missing)
// for the seeded parcels and pallets, 500 label calls in a row without a limit, and the print
// link of a ZPL job (decision 049).

const server = createApp();
const { db } = server;

const linkOf = (entity: string, ids: number[], sessionId: string, hash: string) =>
  `/${entity}/get_label?id=${ids.join(',')}&PHPSESSID=${sessionId}&printHash=${hash}`;

describe('the seeded labels', () => {
  it('parcels have PDF, PNG and ZPL labels, and some none', () => {
    const files = db.parcels.map((p) => p.labelFile);
    for (const type of ['pdf', 'png', 'txt', null]) {
      expect(files.filter((file) => file === type).length).toBeGreaterThan(20);
    }
  });

  it('pallets have PDF, PNG, ZPL and CSV labels, and some none', () => {
    const labelled = db.pallets.filter((p) => p.has_label);
    for (const format of ['pdf', 'png', 'zpl', 'csv']) {
      expect(labelled.some((p) => p.label_format === format)).toBe(true);
    }
    expect(db.pallets.some((p) => !p.has_label)).toBe(true);
  });

  it('serves 500 labels in a row to one account, each of its type or a 404', async () => {
    const admin = await signedInAs(server, 'superadmin');
    const parcels = db.parcels.slice(0, 500);
    const answers = await Promise.all(
      parcels.map((p) => admin.get(`/parcels/download_label?id=${p.id}&original=0`)),
    );
    answers.forEach((answer, index) => {
      const parcel = parcels[index]!;
      if (parcel.labelFile === null) {
        expect(answer.status).toBe(404);
      } else {
        expect(answer.status).toBe(200);
        expect(answer.body.type).toBe(parcel.labelFile);
        expect(answer.body.data.length).toBeGreaterThan(100);
      }
    });
    expect(answers.filter((answer) => answer.status === 429)).toEqual([]);
  });
});

describe('the print link of a ZPL job', () => {
  const zplParcels = db.parcels.filter((p) => p.labelFile === 'txt').slice(0, 3);
  const ids = zplParcels.map((p) => p.id);

  it('a hash for the job opens its ZPL labels as one job, in its order', async () => {
    const staff = await signedInAs(server, 'superadmin');
    const hash = (await staff.post('/parcels/generate_print_hash', { ids: [...ids].reverse() }))
      .body.printHash as string;
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    const job = await staff.get(
      linkOf('parcels', [...ids].reverse(), staff.printSessionId, hash),
      false,
    );
    expect(job.status).toBe(200);
    expect(job.headers.get('Content-Type')).toContain('text/plain');
    const text = String(job.body);
    expect(text.match(/\^XA/g)).toHaveLength(3);
    const positions = [...zplParcels].reverse().map((p) => text.indexOf(`^FD${p.tracking}^FS`));
    expect(positions.every((at) => at >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it("leaves out labels that are not ZPL; the job's hash opens no other set", async () => {
    const staff = await signedInAs(server, 'superadmin');
    const pdf = db.parcels.find((p) => p.labelFile === 'pdf')!;
    const withPdf = [ids[0]!, pdf.id];
    const hash = (await staff.post('/parcels/generate_print_hash', { ids: withPdf })).body
      .printHash as string;
    const job = await staff.get(linkOf('parcels', withPdf, staff.printSessionId, hash), false);
    expect(String(job.body).match(/\^XA/g)).toHaveLength(1);
    expect(String(job.body)).not.toContain('%PDF');
    for (const other of [[ids[0]!], [pdf.id, ids[0]!], [...withPdf, ids[1]!]]) {
      const answer = await staff.get(linkOf('parcels', other, staff.printSessionId, hash), false);
      expect(answer.status).toBe(404);
    }
  });

  it("a job of one id is the record's own print link", async () => {
    const staff = await signedInAs(server, 'superadmin');
    const single = (await staff.post('/parcels/generate_print_hash', { id: ids[0] })).body
      .printHash as string;
    const job = (await staff.post('/parcels/generate_print_hash', { ids: [ids[0]] })).body
      .printHash as string;
    expect(job).toBe(single);
  });

  it('refuses a job with a record the account may not see, an empty one or over 500', async () => {
    const client = await signedInAs(server, 'client');
    const clientUser = db.users.find((u) => u.login === 'client')!;
    const foreign = db.parcels.find((p) => p.userId !== clientUser.id)!;
    const own = db.parcels.find((p) => p.userId === clientUser.id)!;
    const refused = await client.post('/parcels/generate_print_hash', {
      ids: [own.id, foreign.id],
    });
    expect(refused.status).toBe(404);
    expect((await client.post('/parcels/generate_print_hash', { ids: [] })).status).toBe(400);
    const many = Array.from({ length: 501 }, (_, i) => i + 1);
    expect((await client.post('/parcels/generate_print_hash', { ids: many })).status).toBe(400);
  });

  it('serves a pallet job the same way', async () => {
    const staff = await signedInAs(server, 'superadmin');
    const pallets = db.pallets.filter((p) => p.has_label && p.label_format === 'zpl').slice(0, 2);
    const palletIds = pallets.map((p) => p.id);
    const hash = (await staff.post('/pallets/generate_print_hash', { ids: palletIds })).body
      .printHash as string;
    const job = await staff.get(linkOf('pallets', palletIds, staff.printSessionId, hash), false);
    expect(job.status).toBe(200);
    expect(String(job.body).match(/\^XA/g)).toHaveLength(2);
    // A parcel job's hash never opens pallets with the same ids.
    const parcelHash = (await staff.post('/parcels/generate_print_hash', { ids: palletIds })).body
      .printHash as string;
    expect(parcelHash).toMatch(/^[0-9a-f]{64}$/);
    const crossed = await staff.get(
      linkOf('pallets', palletIds, staff.printSessionId, parcelHash),
      false,
    );
    expect(crossed.status).toBe(404);
  });
});
