import { describe, expect, it } from 'vitest';
import { PrintHashSchema } from '@/contract/parcels/parcel-schemas';
import { LoginResponseSchema } from '@/contract/auth/auth-schemas';
import { api } from '@/lib/api/api-client';
import { printLink, readPrintSessionId } from '@/lib/print-link';
import { accountsStore, STORAGE_KEYS } from '@/lib/session/accounts-store';
import { apiDb } from '../support/api-server';

const input = {
  origin: 'https://console.example.com',
  id: 1234,
  sessionId: 'sess-42',
  printHash: 'abc123',
};

describe('print link (spec a section 7)', () => {
  it('points at the entity get_label under the app base, with id, PHPSESSID and printHash', () => {
    const link = new URL(printLink({ ...input, entity: 'parcels' }));
    expect(link.origin).toBe('https://console.example.com');
    expect(link.pathname).toBe('/admin/parcels/get_label');
    expect([...link.searchParams]).toEqual([
      ['id', '1234'],
      ['PHPSESSID', 'sess-42'],
      ['printHash', 'abc123'],
    ]);
    expect(printLink({ ...input, entity: 'pallets' })).toBe(
      'https://console.example.com/admin/pallets/get_label?id=1234&PHPSESSID=sess-42&printHash=abc123',
    );
  });

  it('encodes the values', () => {
    const link = printLink({ ...input, entity: 'parcels', sessionId: 'a&b=c', printHash: '+/ ' });
    expect(link).toContain('PHPSESSID=a%26b%3Dc&printHash=%2B%2F+');
    expect(new URL(link).searchParams.get('PHPSESSID')).toBe('a&b=c');
  });

  it('follows the API base: another path, or another host', () => {
    expect(printLink({ ...input, entity: 'parcels', apiBase: '/console/admin' })).toBe(
      'https://console.example.com/console/admin/parcels/get_label?id=1234&PHPSESSID=sess-42&printHash=abc123',
    );
    expect(
      printLink({ ...input, entity: 'parcels', apiBase: 'http://localhost:5000/admin/' }),
    ).toMatch(/^http:\/\/localhost:5000\/admin\/parcels\/get_label\?id=1234&/);
  });

  it('reads the print session id kept in local storage under PHPSESSID', () => {
    expect(readPrintSessionId()).toBeNull();
    localStorage.setItem('PHPSESSID', 'from-login');
    expect(readPrintSessionId()).toBe('from-login');
  });

  it('opens the label on the reference server with the session id of sign-in and a print hash', async () => {
    const login = await api('auth/login', LoginResponseSchema, {
      method: 'POST',
      body: { login: 'staff', password: 'demo' },
      identifier: null,
    });
    const user = login.user!;
    localStorage.setItem(STORAGE_KEYS.printSession, login.session_id!);
    accountsStore.add({ id: user.id, login: 'staff', headerIdentifier: user.headerIdentifier });
    const parcel = apiDb().parcels.find((row) => row.labelFile === 'pdf')!;
    const { printHash } = await api('parcels/generate_print_hash', PrintHashSchema, {
      method: 'POST',
      body: { id: parcel.id },
    });

    const link = printLink({
      origin: window.location.origin,
      entity: 'parcels',
      id: parcel.id,
      sessionId: readPrintSessionId()!,
      printHash,
    });
    // Opened by the browser itself: no XHR or identifier header.
    const answer = await fetch(link);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('application/pdf');
    expect(new TextDecoder().decode(await answer.arrayBuffer()).startsWith('%PDF-')).toBe(true);

    const forged = await fetch(link.replace(`printHash=${printHash}`, 'printHash=forged'));
    expect(forged.status).toBe(404);
  });
});
