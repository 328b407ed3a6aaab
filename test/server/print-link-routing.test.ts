import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';

describe('print links', () => {
  it('reach the API without the XHR header, while other plain GETs get the app', async () => {
    const { app } = createApp({});
    const print = await app.fetch(new Request('http://localhost/admin/parcels/get_label?id=1'));
    expect(print.headers.get('content-type') ?? '').not.toContain('text/html');
    expect(print.headers.get('assets-hash')).toBeTruthy();
    const page = await app.fetch(new Request('http://localhost/admin/parcels/1'));
    expect(page.headers.get('assets-hash')).toBeNull();
  });
});
