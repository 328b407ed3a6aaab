import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { type NewParcel, NewParcelSchema } from '@/contract/parcels/parcel-schemas';
import {
  initialParcelValues,
  type ParcelFormValues,
  toNewParcel,
} from '@/features/parcels/parcel-create-form';
import { isPalletService } from '@/lib/list-options';
import { apiDb, apiServer, forward } from '../support/api-server';
import { renderApp, signIn } from '../support/render';

type App = ReturnType<typeof renderApp>;
type User = App['user'];

const name = (label: string) => new RegExp(`^${label}( \\*)?$`);

/**
 * The list behind the form is narrowed to the reference the tests create: until a test creates
 * one it shows no results, and 32 cards under the modal, not under test, would cost every render.
 */
const LIST_SEARCH = 'mode=live&reference=ORDER-777';

async function openForm(path = `/admin/parcels/create?${LIST_SEARCH}`) {
  await signIn('superadmin');
  const app = renderApp(path);
  const dialog = await screen.findByRole('dialog', { name: 'Create parcel' });
  return { ...app, dialog };
}

/** Picks an option of a searchable select, typing to narrow long lists (countries) first. */
async function choose(user: User, scope: HTMLElement, label: string, option: string) {
  const combobox = within(scope).getByRole('combobox', { name: name(label) });
  await user.click(combobox);
  await user.paste(option);
  const listbox = await within(scope).findByRole('listbox', { name: name(label) });
  await user.click(within(listbox).getByRole('option', { name: option }));
}

/** Pastes a value: far quicker than typing it key by key, with the same result for the form. */
async function fill(user: User, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

const field = (scope: HTMLElement, label: string) =>
  within(scope).getByRole('textbox', { name: name(label) });

const parcelService = () =>
  apiDb().services.find((service) => service.is_active && !isPalletService(service.name))!;

async function fillAddress(user: User, dialog: HTMLElement, legend: string, who: string) {
  const group = within(dialog).getByRole('group', { name: legend });
  await fill(user, field(group, 'Name'), who);
  await fill(user, field(group, 'Address line 1'), '1 Main Street');
  await fill(user, field(group, 'City'), 'Berlin');
  await fill(user, field(group, 'ZIP code'), '10115');
  await choose(user, group, 'Country', 'Germany (DE)');
}

async function fillValidForm(user: User, dialog: HTMLElement) {
  await choose(user, dialog, 'Service', parcelService().name);
  await fill(user, field(dialog, 'Reference'), 'ORDER-777');
  await fillAddress(user, dialog, 'Sender address', 'Sam Sender');
  await fillAddress(user, dialog, 'Destination address', 'Dana Receiver');
  const parcel = within(dialog).getByRole('group', { name: 'Weight and dimensions' });
  await fill(user, field(parcel, 'Weight'), '1.5');
  await fill(user, field(parcel, 'Length'), '30');
  await fill(user, field(parcel, 'Width'), '20');
  await fill(user, field(parcel, 'Height'), '10');
  const item = within(dialog).getByRole('group', { name: 'Item 1' });
  await fill(user, field(item, 'Description'), 'Books');
  await fill(user, field(item, 'Price'), '12.5');
  await fill(user, field(item, 'Weight'), '1.4');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The Idempotency-Key header of every create request, as sent. */
function recordCreateKeys() {
  const list: (string | null)[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'POST' && request.url.endsWith('/parcels/create_new')) {
      list.push(request.headers.get('Idempotency-Key'));
    }
  };
  apiServer.events.on('request:start', listener);
  return { list, stop: () => apiServer.events.removeListener('request:start', listener) };
}

const submitButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Create parcel' });

describe('create parcel form', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('shows the required-field messages, checks emails and numbers, keeps at least one item, and sends nothing', async () => {
    const before = apiDb().parcels.length;
    const { user, dialog } = await openForm();
    await user.click(submitButton(dialog));
    expect(
      within(dialog).getByRole('combobox', { name: name('Service') }),
    ).toHaveAccessibleDescription('Field is required');
    const sender = within(dialog).getByRole('group', { name: 'Sender address' });
    expect(field(sender, 'Name')).toHaveAccessibleDescription('Field is required');
    expect(
      within(sender).getByRole('combobox', { name: name('Country') }),
    ).toHaveAccessibleDescription('Field is required');
    // Optional fields stay quiet.
    expect(field(sender, 'Company')).not.toHaveAccessibleDescription('Field is required');
    expect(field(dialog, 'Reference')).not.toHaveAccessibleDescription('Field is required');
    const item = within(dialog).getByRole('group', { name: 'Item 1' });
    expect(field(item, 'Description')).toHaveAccessibleDescription('Field is required');
    expect(within(dialog).getAllByText('Field is required').length).toBeGreaterThanOrEqual(15);

    await fill(user, field(sender, 'Email'), 'not-an-email');
    const parcel = within(dialog).getByRole('group', { name: 'Weight and dimensions' });
    await fill(user, field(parcel, 'Weight'), '0');
    await user.click(submitButton(dialog));
    expect(field(sender, 'Email')).toHaveAccessibleDescription('Invalid email');
    expect(field(parcel, 'Weight')).toHaveAccessibleDescription('Must be greater than 0');

    expect(within(dialog).getByRole('button', { name: 'Remove item 1' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Add item' }));
    expect(within(dialog).getByRole('group', { name: 'Item 2' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove item 2' }));
    expect(within(dialog).queryByRole('group', { name: 'Item 2' })).toBeNull();
    expect(apiDb().parcels).toHaveLength(before);
  });

  // One form filled for every rule of a create (each fill costs seconds): a 400 shows in the
  // form and under its field; a parcel changed after a failed attempt takes a new
  // Idempotency-Key; the same key is sent again after a lost answer, so one parcel is created;
  // the parcel made lands on its details, with its toast, and the list behind shows it.
  it('shows a 400 in the form; a changed parcel takes a new Idempotency-Key, a lost answer keeps it; the parcel created lands on its details and refreshes the list', async () => {
    const keys = recordCreateKeys();
    let posted: unknown;
    apiServer.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/parcels/create_new')) {
        posted = await request.clone().json();
      }
    });
    apiServer.use(
      http.post(
        '*/admin/parcels/create_new',
        () =>
          HttpResponse.json(
            { errors: [{ message: 'Reference is already used', fields: ['reference'] }] },
            { status: 400, statusText: 'Bad Request' },
          ),
        { once: true },
      ),
    );
    const before = apiDb().parcels.length;
    const { user, dialog, router } = await openForm();
    expect(await screen.findByText('No results')).toBeInTheDocument();
    await fillValidForm(user, dialog);
    // A custom field of the parcel (spec a section 5; the editor's own test has the rest).
    const custom = within(dialog).getByRole('group', { name: 'Custom fields of the parcel' });
    await fill(user, within(custom).getByRole('textbox', { name: 'Field name' }), 'gift wrap');
    await user.click(within(custom).getByRole('button', { name: 'Add field' }));
    await fill(user, within(custom).getByRole('textbox', { name: 'gift_wrap' }), 'blue paper');
    await user.click(submitButton(dialog));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Reference is already used: reference');
    expect(field(dialog, 'Reference')).toHaveAccessibleDescription('Reference is already used');
    expect(router.state.location.pathname).toBe('/parcels/create');
    expect(field(dialog, 'Reference')).toHaveValue('ORDER-777');
    expect(apiDb().parcels).toHaveLength(before);

    // The parcel changes; the server creates it, but its answer never arrives.
    apiServer.use(
      http.post(
        '*/admin/parcels/create_new',
        async ({ request }) => {
          await forward(request);
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    await fill(user, field(dialog, 'Reference'), '-B');
    await user.click(submitButton(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "Can't get response from server.",
    );
    expect(keys.list).toHaveLength(2);
    expect(keys.list[0]).toMatch(UUID);
    expect(keys.list[1]).toMatch(UUID);
    expect(keys.list[1]).not.toBe(keys.list[0]);

    // Sent again unchanged: the same key, so the server answers with the parcel it made. Its
    // toast closes by itself after 5 s (spec), while the details open: watched from before the
    // click, so a busy machine cannot open them past the toast's life.
    const toast = screen.findByText(/^Parcel \S+ created$/);
    await user.click(submitButton(dialog));
    await waitFor(() => expect(router.state.location.pathname).not.toMatch(/\/create$/));
    expect(keys.list).toHaveLength(3);
    expect(keys.list[2]).toBe(keys.list[1]);
    expect(apiDb().parcels).toHaveLength(before + 1);
    const created = apiDb().parcels[0]!;
    expect(created.reference).toBe('ORDER-777-B');
    expect(created.submitted?.additional).toEqual({ gift_wrap: 'blue paper' });
    expect(router.state.location.pathname).toBe(`/parcels/${created.id}`);
    // The list's search is kept under the details modal.
    expect(router.state.location.search).toMatchObject({ mode: 'live' });
    expect(await toast).toHaveTextContent(`Parcel ${created.tracking} created`);
    expect(posted).toMatchObject({
      service_id: parcelService().id,
      reference: 'ORDER-777-B',
      is_test: false,
      weight: 1.5,
      weight_uom: 'kg',
      dimensions: { length: 30, width: 20, height: 10 },
      dimensions_uom: 'cm',
      sender_address: { name: 'Sam Sender', country: 'DE', zip: '10115' },
      items: [{ sku_desc: 'Books', quantity: 1, price: 12.5, weight: 1.4 }],
      additional: { gift_wrap: 'blue paper' },
    });
    expect(
      await screen.findByRole('listitem', { name: `Parcel ${created.tracking}` }),
    ).toBeInTheDocument();
    // Nothing is left that would ask before leaving.
    expect(screen.queryByText('You have unsaved changes. Leave and lose them?')).toBeNull();
    keys.stop();
  });

  it('closes at once without typed data, and asks before closing with it', async () => {
    const first = await openForm();
    const { user, router } = first;
    await user.click(within(first.dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/parcels'));
    expect(screen.queryByText('You have unsaved changes. Leave and lose them?')).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Create parcel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create parcel' });
    await fill(user, field(dialog, 'Reference'), 'typed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(
      await screen.findByText('You have unsaved changes. Leave and lose them?'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() =>
      expect(screen.queryByText('You have unsaved changes. Leave and lose them?')).toBeNull(),
    );
    expect(router.state.location.pathname).toBe('/parcels/create');
    expect(field(dialog, 'Reference')).toHaveValue('typed');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/parcels'));
    expect(router.state.location.search).toEqual({ mode: 'live', reference: 'ORDER-777' });
    expect(screen.queryByRole('dialog', { name: 'Create parcel' })).toBeNull();
  });

  it('offline, the form stays editable and only the submit waits for the network', async () => {
    const { user, dialog } = await openForm();
    onlineManager.setOnline(false);
    await waitFor(() => expect(submitButton(dialog)).toBeDisabled());
    expect(
      within(dialog).getByText('You are offline: this needs a connection.'),
    ).toBeInTheDocument();
    await fill(user, field(dialog, 'Reference'), 'still typing');
    expect(field(dialog, 'Reference')).toHaveValue('still typing');
    // Back online, nothing typed is lost and the submit is back.
    onlineManager.setOnline(true);
    await waitFor(() => expect(submitButton(dialog)).toBeEnabled());
    expect(field(dialog, 'Reference')).toHaveValue('still typing');
  });
});

describe('create parcel payload', () => {
  const valid: ParcelFormValues = {
    ...initialParcelValues(),
    service_id: '4',
    reference: '  R-1  ',
    sender_address: {
      ...initialParcelValues().sender_address,
      name: 'A',
      addr1: 'Street 1',
      city: 'Town',
      zip: '123',
      country: 'US',
      state: 'CA',
      email: ' a@example.com ',
    },
    destination_address: {
      ...initialParcelValues().destination_address,
      name: 'B',
      addr1: 'Road 2',
      city: 'City',
      zip: '456',
      country: 'FR',
    },
    weight: 2,
    weight_uom: 'lb',
    length: '10',
    width: 5,
    height: 1.5,
    dimensions_uom: 'in',
    items: [
      {
        key: 'k',
        sku_desc: 'Shoes',
        quantity: 2,
        price: 0,
        weight: 1,
        hs_code: '',
        country_of_origin: 'CN',
      },
    ],
  };

  it('maps form values to the contract payload, leaving empty optional fields out', () => {
    const payload = toNewParcel(valid);
    expect(v.parse(NewParcelSchema, payload)).toEqual(payload);
    expect(payload).toEqual<NewParcel>({
      service_id: 4,
      reference: 'R-1',
      is_test: false,
      sender_address: {
        name: 'A',
        company: undefined,
        addr1: 'Street 1',
        addr2: undefined,
        city: 'Town',
        zip: '123',
        state: 'CA',
        country: 'US',
        phone: undefined,
        email: 'a@example.com',
      },
      destination_address: expect.objectContaining({ name: 'B', country: 'FR', state: undefined }),
      weight: 2,
      weight_uom: 'lb',
      dimensions: { length: 10, width: 5, height: 1.5 },
      dimensions_uom: 'in',
      items: [
        {
          sku_desc: 'Shoes',
          quantity: 2,
          price: 0,
          weight: 1,
          hs_code: undefined,
          country_of_origin: 'CN',
        },
      ],
    });
  });

  it("sends custom fields as the parcel's additional, text trimmed, Booleans kept", () => {
    const payload = toNewParcel({
      ...valid,
      additional: [
        { name: 'gift_wrap', value: ' blue ' },
        { name: 'signature', value: true },
      ],
    });
    expect(payload.additional).toEqual({ gift_wrap: 'blue', signature: true });
    expect(v.parse(NewParcelSchema, payload)).toEqual(payload);
    expect(toNewParcel(valid).additional).toBeUndefined();
  });

  it('refuses a fractional quantity and an empty item list', () => {
    expect(() => toNewParcel({ ...valid, items: [] })).toThrow('Add at least one item');
    expect(() => toNewParcel({ ...valid, items: [{ ...valid.items[0]!, quantity: 1.5 }] })).toThrow(
      'Whole number, at least 1',
    );
  });
});
