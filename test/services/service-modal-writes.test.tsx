import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiServer } from '../support/api-server';
import { recordPosts } from '../support/recorded-posts';
import { renderApp, signIn } from '../support/render';

// A service's writes from its modal (spec b sections 4-7): maintenance windows added and deleted,
// a barcode range created after each of its errors, the logo, and a refused save.

const posted = recordPosts();

async function open(path: string, login = 'superadmin') {
  await signIn(login);
  const app = renderApp(path);
  const dialog = await screen.findByRole('dialog', {});
  await within(dialog).findByRole('complementary', { name: 'Service details' });
  posted.length = 0;
  return { ...app, dialog };
}

describe('service modal writes', () => {
  it('adds a maintenance window with a required range, then deletes it', async () => {
    const { dialog, user } = await open('/admin/services/117?kind=return');
    await user.click(within(dialog).getByRole('button', { name: 'Add maintenance' }));
    const form = await screen.findByRole('dialog', { name: 'New maintenance' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Field is required');
    expect(posted).toHaveLength(0);

    await user.click(within(form).getByRole('button', { name: /^Maintenance window/ }));
    const picker = await screen.findByRole('dialog', { name: /^Maintenance window/ });
    await user.click(within(picker).getByRole('button', { name: 'Yesterday' }));
    await user.click(within(picker).getByRole('button', { name: 'Apply' }));
    expect(await within(form).findByText('One of chosen dates is in the past')).toBeInTheDocument();
    await user.click(within(form).getByRole('textbox', { name: 'Comment' }));
    await user.paste('Label service upgrade');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'New maintenance' })).toBeNull(),
    );
    const windows = await within(dialog).findByRole('list', { name: 'Maintenance windows' });
    const item = within(windows).getByRole('listitem');
    expect(item).toHaveTextContent(/^\d{2}-\d{2}-\d{4} 00:00:00 – \d{2}-\d{2}-\d{4} 23:59:59/);
    expect(item).toHaveTextContent('Label service upgrade');
    expect(posted.at(-1)).toMatchObject({
      path: '/admin/services/saveMaintenance',
      body: { service_id: 117, comments: 'Label service upgrade' },
    });

    // Editing keeps the window's id and shows what it holds.
    await user.click(within(item).getByRole('button', { name: /^Edit maintenance/ }));
    const edit = await screen.findByRole('dialog', { name: 'Edit maintenance' });
    const comment = within(edit).getByRole('textbox', { name: 'Comment' });
    expect(comment).toHaveValue('Label service upgrade');
    await user.type(comment, ' (moved)');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit maintenance' })).toBeNull(),
    );
    expect(posted.at(-1)).toMatchObject({
      path: '/admin/services/saveMaintenance',
      body: { id: expect.any(Number), comments: 'Label service upgrade (moved)' },
    });
    await waitFor(() =>
      expect(within(windows).getByRole('listitem')).toHaveTextContent(
        'Label service upgrade (moved)',
      ),
    );

    await user.click(within(item).getByRole('button', { name: /^Delete maintenance/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Warning!' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('No maintenance windows', {})).toBeInTheDocument();
    expect(posted.at(-1)?.path).toBe('/admin/services/deleteMaintenance');
  });

  it('creates a barcode range, showing each error first', async () => {
    const { dialog, user } = await open(
      '/admin/services/99?kind=pallet&tab_service_view=barcode-ranges',
    );
    const panel = await within(dialog).findByRole('tabpanel', { name: 'Barcode Ranges' });
    const before = within(panel).getAllByRole('listitem').length;
    await user.click(within(panel).getByRole('button', { name: 'Create new' }));
    const form = await screen.findByRole('dialog', { name: 'Create new barcode' });
    const field = (name: string) => within(form).getByRole('textbox', { name });
    const submit = () => user.click(within(form).getByRole('button', { name: 'Create' }));

    await submit();
    expect(within(form).getAllByText('Field is required')).toHaveLength(4);
    await user.click(within(form).getByRole('combobox', { name: 'User' }));
    await user.click(await screen.findByRole('option', { name: 'lesch-group-api1' }));
    await user.type(field('Barcode group'), 'parcels');
    await user.type(field('Begin'), '0');
    await user.type(field('End'), '-5');
    await submit();
    expect(within(form).getAllByText('Only positive value')).toHaveLength(2);

    await user.clear(field('Begin'));
    await user.type(field('Begin'), '85800000');
    await user.clear(field('End'));
    await user.type(field('End'), '85800000');
    await submit();
    expect(within(form).getByText('Incorrect range')).toBeInTheDocument();

    // The same user, group, prefix and begin as a range already there.
    await user.type(field('Prefix'), '00');
    await user.clear(field('End'));
    await user.type(field('End'), '85900000');
    await submit();
    expect(await within(form).findByRole('alert')).toHaveTextContent('Range data is not unique');
    expect(field('Begin')).toHaveAttribute('aria-invalid', 'true');

    // Pasted: twenty digits typed key by key render the form twenty times.
    await user.clear(field('Begin'));
    await user.paste('12345678901234567890');
    await user.clear(field('End'));
    await user.paste('12345678901234567999');
    await submit();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Create new barcode' })).toBeNull(),
    );
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(before + 1));
    expect(posted.at(-1)).toMatchObject({
      path: '/admin/barcode_ranges/create',
      body: { barcodeGroup: 'parcels', prefix: '00', beginValue: '12345678901234567890' },
    });
    expect(within(panel).getByText('12345678901234567999')).toBeInTheDocument();
  });

  it('refuses a logo that is not a .jpg, .jpeg or .png, and sends one that is', async () => {
    const { dialog, user } = await open('/admin/services/117?kind=return');
    const input = within(dialog).getByLabelText('Logo file');
    const upload = user.setup({ applyAccept: false });
    await upload.upload(input, new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }));
    expect(
      await within(dialog).findByText('Only .jpg, .jpeg and .png files can be a logo.'),
    ).toBeInTheDocument();
    expect(posted).toHaveLength(0);
    await upload.upload(
      input,
      new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(posted.at(-1)?.path).toBe('/admin/services/save_logo'));
    expect(posted.at(-1)?.body).toMatchObject({
      service_id: 117,
      logo: expect.stringMatching(/^data:image\/png;base64,/),
    });
    expect(await screen.findByText('Logo saved')).toBeInTheDocument();
  });
});

describe('service modal, a failing write', () => {
  it('a refused maintenance save keeps the form and says why', async () => {
    apiServer.use(
      http.post('*/admin/services/saveMaintenance', () =>
        HttpResponse.json(
          { errors: [{ message: 'Maintenance overlaps another' }] },
          { status: 400 },
        ),
      ),
    );
    const { dialog, user } = await open('/admin/services/117?kind=return');
    await user.click(within(dialog).getByRole('button', { name: 'Add maintenance' }));
    const form = await screen.findByRole('dialog', { name: 'New maintenance' });
    await user.click(within(form).getByRole('button', { name: /^Maintenance window/ }));
    const picker = await screen.findByRole('dialog', { name: /^Maintenance window/ });
    await user.click(within(picker).getByRole('button', { name: 'Today' }));
    await user.click(within(picker).getByRole('button', { name: 'Apply' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Maintenance overlaps another',
    );
  });
});
