import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiConsolePaste } from '@/features/requests-log/curl';
import { renderApp, signIn } from '../support/render';

// /api_console as staff meet it (spec c sections 2-5): the current user by default, the form's
// required fields and 'Not valid form data', POST hiding the format, a pasted request-log
// entry filling the form, and the fake API's answer; read-only staff get no Send.

async function open(login: string) {
  await signIn(login);
  const app = renderApp('/admin/api_console');
  await screen.findByRole('heading', { name: 'API console', level: 1 });
  const form = await screen.findByRole('form', { name: 'API request' });
  return { ...app, form };
}

describe('api console screen', () => {
  it('validates, fills from a pasted request-log entry and shows the answer', async () => {
    const { user, form } = await open('staff');
    expect(within(form).getByRole('combobox', { name: /^User/ })).toHaveValue(
      'staff (Stella Staff)',
    );
    expect(within(form).getByRole('combobox', { name: 'Format' })).toBeInTheDocument();
    const body = within(form).getByRole('textbox', { name: /JSON body/ });
    await user.click(body);
    await user.paste('{"tracking_number": ');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByText('Not valid form data')).toBeInTheDocument();
    expect(within(form).getByText('Field is required')).toBeInTheDocument();
    expect(within(form).getByText('JSON is not valid')).toBeInTheDocument();

    await user.clear(body);
    const entry = apiConsolePaste(
      {
        method: 'POST',
        url: 'https://api.shipping.example/parcels',
        body: '{"service_id":1,"weight":0}',
      },
      'client',
    );
    await user.paste(entry);
    expect(await screen.findByText('Form filled successfully')).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: /^User/ })).toHaveValue(
      'client (Northwind API)',
    );
    expect(within(form).getByRole('combobox', { name: /^API url/ })).toHaveValue('/parcels (POST)');
    expect(within(form).getByRole('combobox', { name: 'Method' })).toHaveValue('POST');
    expect(within(form).queryByRole('combobox', { name: 'Format' })).not.toBeInTheDocument();
    expect(body).toHaveValue('{\n  "service_id": 1,\n  "weight": 0\n}');

    await user.click(within(form).getByRole('button', { name: 'Send' }));
    const response = screen.getByRole('region', { name: 'Response' });
    expect(await within(response).findByLabelText('Code 422', {})).toBeInTheDocument();
    expect(within(response).getByText(/destination_address is required/)).toBeInTheDocument();
  });

  it('read-only staff see the console without Send', async () => {
    const { form } = await open('viewer');
    expect(within(form).getByRole('combobox', { name: /^User/ })).toHaveValue(
      'viewer (Vic Viewer)',
    );
    expect(within(form).queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });
});
