import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { PalletPrintHashSchema } from '@/contract/pallets/pallet-schemas';
import { PrintHashSchema } from '@/contract/parcels/parcel-schemas';
import { signedInAs } from './api-client';

const server = createApp();
const { db } = server;
const clientUser = db.users.find((u) => u.login === 'client')!;

const signedIn = (login: string) => signedInAs(server, login);

const hashFor = async (browser: Awaited<ReturnType<typeof signedIn>>, id: number) =>
  v.parse(PalletPrintHashSchema, (await browser.post('/pallets/generate_print_hash', { id })).body)
    .printHash;

const linkOf = (id: number, sessionId: string, hash: string) =>
  `/pallets/get_label?id=${id}&PHPSESSID=${sessionId}&printHash=${hash}`;

describe('pallet print links', () => {
  it('a print hash opens the label through get_label, as the browser opens a link', async () => {
    const staff = await signedIn('staff');
    const pallet = db.pallets.find((p) => p.has_label && p.label_format === 'pdf')!;
    const hash = await hashFor(staff, pallet.id);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    // No XHR header: the print link is a plain navigation (server/app.ts routes it to the API).
    const label = await staff.get(linkOf(pallet.id, staff.printSessionId, hash), false);
    expect(label.status).toBe(200);
    expect(label.headers.get('Content-Type')).toBe('application/pdf');
    expect(label.headers.get('Content-Disposition')).toBe(
      `inline; filename="label_for_pallet_${pallet.id}.pdf"`,
    );
    expect(String(label.body).startsWith('%PDF-')).toBe(true);
    expect(String(label.body)).toContain(pallet.tracking_number);
  });

  it('serves ZPL labels as text with the tracking number', async () => {
    const staff = await signedIn('staff');
    const pallet = db.pallets.find((p) => p.has_label && p.label_format === 'zpl')!;
    const hash = await hashFor(staff, pallet.id);
    const label = await staff.get(linkOf(pallet.id, staff.printSessionId, hash), false);
    expect(label.status).toBe(200);
    expect(label.headers.get('Content-Type')).toContain('text/plain');
    expect(String(label.body)).toContain(`^FD${pallet.tracking_number}^FS`);
  });

  it('answers 404 to a wrong hash, another session, another pallet or a missing label', async () => {
    const staff = await signedIn('staff');
    const [first, second] = db.pallets.filter((p) => p.has_label);
    const hash = await hashFor(staff, first!.id);
    const wrong = hash.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
    for (const link of [
      linkOf(first!.id, staff.printSessionId, wrong),
      linkOf(first!.id, staff.printSessionId, ''),
      linkOf(first!.id, 'not-a-session', hash),
      linkOf(second!.id, staff.printSessionId, hash),
    ]) {
      const answer = await staff.get(link, false);
      expect(answer.status).toBe(404);
      expect(answer.body).toBe('Label not found');
    }
    const unlabelled = db.pallets.find((p) => !p.has_label)!;
    const unlabelledHash = await hashFor(staff, unlabelled.id);
    const none = await staff.get(
      linkOf(unlabelled.id, staff.printSessionId, unlabelledHash),
      false,
    );
    expect(none.status).toBe(404);
  });

  it("a parcel's hash does not open the pallet with the same id", async () => {
    const staff = await signedIn('staff');
    const pallet = db.pallets.find((p) => p.has_label)!;
    const parcelHash = v.parse(
      PrintHashSchema,
      (await staff.post('/parcels/generate_print_hash', { id: pallet.id })).body,
    ).printHash;
    expect(
      (await staff.get(linkOf(pallet.id, staff.printSessionId, parcelHash), false)).status,
    ).toBe(404);
  });

  it("a client gets no hash for another client's pallet, and must be signed in", async () => {
    const client = await signedIn('client');
    const foreign = db.pallets.find((p) => p.user_id !== clientUser.id)!;
    expect((await client.post('/pallets/generate_print_hash', { id: foreign.id })).status).toBe(
      404,
    );
    const own = db.pallets.find((p) => p.user_id === clientUser.id)!;
    expect(await hashFor(client, own.id)).toMatch(/^[0-9a-f]{64}$/);
    const anonymous = await server.app.fetch(
      new Request('http://localhost/admin/pallets/generate_print_hash', {
        method: 'POST',
        headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
        body: JSON.stringify({ id: own.id }),
      }),
    );
    expect(anonymous.status).toBe(401);
  });
});
