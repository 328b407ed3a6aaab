import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, signIn } from '../support/render';

// The holidays export (spec c sections 2 and 7) as a user meets it: a country is required, and
// Download saves the CSV under the name the server gives.

describe('holidays export screen', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks for a country, then downloads the file the server names', async () => {
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:holidays');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    await signIn('staff');
    const { user } = renderApp('/admin/holidays');
    const form = await screen.findByRole('form', { name: 'Export holidays' });
    const year = new Date().getFullYear();
    expect(within(form).getByRole('textbox', { name: 'Date from' })).toHaveValue(`01-01-${year}`);

    await user.click(within(form).getByRole('button', { name: 'Download' }));
    expect(await within(form).findByText('Field is required')).toBeInTheDocument();
    expect(saved).toEqual([]);

    await user.click(within(form).getByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: 'Poland (PL)' }));
    await user.click(within(form).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saved).toEqual([`holidays_PL_${year}-01-01_${year}-12-31.csv`]));
  });
});
