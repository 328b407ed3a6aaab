import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signIn } from '../support/render';

// The label builder screen (spec c sections 2, 4, 5) as a user meets it: URL garbage falls back
// to an empty form; kind and carrier are required; Create puts the settings in the URL and shows
// an HTML label in a sandboxed frame; Discard empties form, result and URL.

async function open(path: string) {
  await signIn('staff');
  const app = renderApp(path);
  const form = await screen.findByRole('form', { name: 'Label settings' });
  return { ...app, form };
}

async function choose(
  user: ReturnType<typeof renderApp>['user'],
  form: HTMLElement,
  field: string,
  option: string,
) {
  await user.click(within(form).getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('label builder screen', () => {
  it('asks for kind and carrier, then Create shows the label and puts it in the URL', async () => {
    const { form, user, router } = await open('/admin/label_builder?carrierKind=air&labelDpi=9');
    expect(within(form).getByRole('combobox', { name: 'Carrier kind' })).toHaveValue('');
    expect(within(form).queryByRole('combobox', { name: 'DPI' })).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    expect(within(form).getAllByText('Field is required')).toHaveLength(2);

    await choose(user, form, 'Carrier kind', 'Direct');
    await choose(user, form, 'Carrier', 'UPS');
    await user.type(within(form).getByRole('textbox', { name: /^Tracking/ }), 'CT-7');
    await user.click(within(form).getByRole('button', { name: 'Create' }));

    const frame = await screen.findByTitle('Label (HTML)', {});
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toMatch(/^<!DOCTYPE html>[\s\S]*CT-7/);
    expect(frame).toHaveStyle({ height: '786px' });
    expect(router.state.location.search).toMatchObject({
      carrierKind: 'direct',
      carrier: '3',
      labelType: 'html',
      tracking: 'CT-7',
    });
    expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Download' })).toBeEnabled();
  });

  it('Discard empties the form, the result and the URL', async () => {
    const { form, user, router } = await open(
      '/admin/label_builder?carrierKind=pallet&carrier=29&labelType=pdf',
    );
    expect(within(form).getByRole('combobox', { name: 'Carrier' })).toHaveValue('Geodis');
    expect(await screen.findByTitle('Label (PDF)', {})).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(screen.queryByTitle('Label (PDF)')).toBeNull();
    const fresh = screen.getByRole('form', { name: 'Label settings' });
    expect(within(fresh).getByRole('combobox', { name: 'Carrier kind' })).toHaveValue('');
    expect(within(fresh).getByRole('combobox', { name: 'Carrier' })).toBeDisabled();
  });
});
