import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiDb, apiServer } from '../support/api-server';
import { renderApp, signIn } from '../support/render';

// The carrier documentation screens as a user (issue 17 section 1, decision 044): the list's
// quick search, a carrier's kinds and versions from the URL, contacts, links and a local
// version with the spec's messages, deletes that ask first, the viewer's read-only page and the
// empty states of spec c section 8.

const carrierOf = (name: string) => apiDb().carriers.find((c) => c.name === name)!;
const versionsOf = (name: string) => {
  const carrier = carrierOf(name);
  return [...apiDb().carriersDocs.docs.get(carrier.id)!.kinds[carrier.kind].keys()];
};

describe('carriers list', () => {
  it('searches by every word, also typed in the Russian layout, and opens a carrier', async () => {
    await signIn('staff');
    const { user, router } = renderApp('/admin/carriers');
    expect(await screen.findByRole('link', { name: 'DHL Express' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'UPS' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'White listing carriers' })).toBeInTheDocument();

    const box = screen.getByRole('textbox', { name: 'Search carriers' });
    await user.type(box, 'врд');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'UPS' })).toBeNull());
    expect(screen.getByRole('link', { name: 'DHL Parcel' })).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'ex dhl');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'DHL Parcel' })).toBeNull());
    expect(router.state.location.search).toEqual({ quickSearch: 'ex dhl' });
    await user.clear(box);
    await user.type(box, 'zzq');
    expect(await screen.findByText('No results')).toBeInTheDocument();
    await user.clear(box);
    await user.click(await screen.findByRole('link', { name: 'UPS' }));
    expect(await screen.findByRole('heading', { name: 'UPS', level: 1 })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(breadcrumb).getByRole('link', { name: 'Carrier Documentations' }),
    ).toHaveAttribute('href', '/admin/carriers');
  });

  it("saves the whitelisting file rewritten under the console's CSV rules, never as it comes", async () => {
    // A server that leaves a multi-line formula live (issue 28 F7): the console neutralises it.
    const raw = 'Carrier ID,Carrier,Kind,Version,Section\r\n1,"=1+2\nfoo",direct,v1,"@x"\r\n';
    apiServer.use(
      http.get('*/admin/carriers_docs/download_whitelisting', () =>
        HttpResponse.json({
          filename: 'whitelisting_carriers.csv',
          file: btoa(raw),
        }),
      ),
    );
    const saved: Array<{ name: string; blob: Blob }> = [];
    const urls = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:whitelisting');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, blob: urls.mock.calls.at(-1)![0] as Blob });
    });
    try {
      await signIn('staff');
      const { user } = renderApp('/admin/carriers');
      await user.click(await screen.findByRole('button', { name: 'White listing carriers' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0]!.name).toBe('whitelisting_carriers.csv');
      expect(await saved[0]!.blob.text()).toBe(
        '\uFEFFCarrier ID;Carrier;Kind;Version;Section\r\n1;"\'=1+2\nfoo";direct;v1;"\'@x"',
      );
    } finally {
      urls.mockRestore();
      click.mockRestore();
    }
  });
});

describe('a carrier', () => {
  it('falls back from a garbage kind and version, and switches kind and version', async () => {
    await signIn('staff');
    const versions = versionsOf('UPS');
    const { user, router } = renderApp(
      `/admin/carriers/${carrierOf('UPS').id}?kind=bogus&version=nope`,
    );
    const select = await screen.findByRole('combobox', { name: 'Version' });
    expect(select).toHaveValue(versions[0]);
    expect(screen.getByRole('tab', { name: 'Direct' })).toHaveAttribute('aria-selected', 'true');
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: versions[1] }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ version: versions[1] }),
    );
    await user.click(screen.getByRole('tab', { name: 'Pallet' }));
    expect(await screen.findByText('No versions data available')).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ kind: 'pallet' });
  });

  it('adds a contact with the spec messages, a link, and deletes it after asking', async () => {
    await signIn('staff');
    const { user } = renderApp(`/admin/carriers/${carrierOf('FedEx').id}`);
    await user.click(await screen.findByRole('button', { name: 'Add contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add contact' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('All fields can`t be empty.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'ann@');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Not valid email')).toBeInTheDocument();
    // Pasted, not typed: the same values, without a render of the dialog per key.
    await user.click(within(dialog).getByRole('textbox', { name: 'Email' }));
    await user.paste('fedex.example.com');
    await user.click(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.paste('Zed Zimmer');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Contact saved')).toBeInTheDocument();
    const contacts = screen.getByRole('region', { name: 'Contacts' });
    expect(await within(contacts).findByText('Zed Zimmer')).toBeInTheDocument();
    expect(within(contacts).getAllByText('No phone').length).toBeGreaterThan(0);

    const files = screen.getByRole('region', { name: 'Files and links' });
    const input = within(files).getByRole('textbox', { name: 'New link (Links)' });
    const add = within(files).getByRole('button', { name: 'Add link (Links)' });
    await user.click(add);
    expect(within(files).getByText('Field is required')).toBeInTheDocument();
    await user.click(input);
    await user.paste('https://a.example/x y');
    await user.click(add);
    expect(within(files).getByText('No spaces allowed')).toBeInTheDocument();
    await user.clear(input);
    await user.paste('https://fedex.example.com/new-docs');
    await user.click(add);
    const link = await within(files).findByRole('link', {
      name: 'https://fedex.example.com/new-docs',
    });
    expect(link).toHaveAttribute('target', '_blank');

    await user.click(
      within(files).getByRole('button', { name: 'Delete link https://fedex.example.com/new-docs' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Warning!' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(
        within(files).queryByRole('link', { name: 'https://fedex.example.com/new-docs' }),
      ).toBeNull(),
    );
  });

  it('adds a version on the page first, and stores it with its first write', async () => {
    await signIn('staff');
    const carrier = carrierOf('GLS');
    const [newest] = versionsOf('GLS');
    const { user } = renderApp(`/admin/carriers/${carrier.id}`);
    await user.click(await screen.findByRole('button', { name: 'Add version' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add version' });
    const name = within(dialog).getByRole('textbox', { name: 'Version name' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Field is required')).toBeInTheDocument();
    await user.type(name, newest!);
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Version is already exist')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, ' zz1');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('No spaces allowed')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'zz1');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Not saved')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Version' })).toHaveValue('zz1');
    expect(screen.getByText('No contacts data')).toBeInTheDocument();
    expect(screen.getByText('No uploaded labels')).toBeInTheDocument();
    expect(apiDb().carriersDocs.docs.get(carrier.id)!.kinds.direct.has('zz1')).toBe(false);

    const files = screen.getByRole('region', { name: 'Files and links' });
    await user.click(within(files).getByRole('textbox', { name: 'New link (Links)' }));
    await user.paste('gls.example/zz1');
    await user.click(within(files).getByRole('button', { name: 'Add link (Links)' }));
    await waitFor(() => expect(screen.queryByText('Not saved')).toBeNull());
    expect(
      apiDb().carriersDocs.docs.get(carrier.id)!.kinds.direct.get('zz1')?.general.links,
    ).toEqual(['gls.example/zz1']);
  });

  it('shows every empty state of a version and of a carrier without versions', async () => {
    await signIn('staff');
    const { user } = renderApp(`/admin/carriers/${carrierOf('DHL Express').id}?version=0-legacy`);
    expect(await screen.findByText('No contacts data', {})).toBeInTheDocument();
    expect(screen.getByText('No uploaded labels')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Info' })).toHaveTextContent('No information');
    await user.click(screen.getByRole('button', { name: /Booking/ }));
    expect(
      (await screen.findAllByText('No information about this section')).length,
    ).toBeGreaterThan(0);

    const none = apiDb().carriers.find(
      (c) => apiDb().carriersDocs.docs.get(c.id)!.kinds[c.kind].size === 0,
    )!;
    renderApp(`/admin/carriers/${none.id}`);
    expect(await screen.findByText('No versions data available', {})).toBeInTheDocument();
  });

  it('shows a read-only viewer no write controls', async () => {
    await signIn('viewer');
    const { user } = renderApp(`/admin/carriers/${carrierOf('UPS').id}`);
    expect(await screen.findByRole('heading', { name: 'UPS', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Version' })).toBeInTheDocument();
    for (const name of ['Add contact', 'Add version', 'Upload label', 'Edit Info']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByRole('textbox', { name: 'New link (Links)' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Tracking/ }));
    expect(await screen.findByRole('switch', { name: 'Whitelisting (Tracking)' })).toBeDisabled();
    renderApp('/admin/carriers');
    expect(await screen.findAllByRole('link', { name: 'UPS' })).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'White listing carriers' })).toBeNull();
  });
});
