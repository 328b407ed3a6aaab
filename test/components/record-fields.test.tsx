import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  AdditionalFields,
  AddressFields,
  ErrorsField,
  formatErrors,
} from '@/components/record-fields';
import { StateInput } from '@/components/state-input';
import { renderWithProviders } from '../support/render';

const states = {
  US: [
    { code: 'CA', name: 'California' },
    { code: 'NY', name: 'New York' },
  ],
};

describe('formatErrors', () => {
  it.each([null, undefined, '', '  ', '[]', '{}', 'null'])("%j shows 'No errors'", (value) => {
    expect(formatErrors(value)).toEqual({ text: 'No errors', json: false });
  });
  it('pretty-prints JSON text', () => {
    expect(formatErrors('[{"code":1}]')).toEqual({
      text: '[\n  {\n    "code": 1\n  }\n]',
      json: true,
    });
  });
  it('keeps plain text as it is', () => {
    expect(formatErrors(' Carrier timeout ')).toEqual({ text: 'Carrier timeout', json: false });
  });
});

describe('ErrorsField', () => {
  it("shows 'No errors' in a read-only field", () => {
    renderWithProviders(<ErrorsField errors="" />);
    const field = screen.getByLabelText('Errors');
    expect(field).toHaveValue('No errors');
    expect(field).toHaveAttribute('readonly');
  });
  it('shows JSON errors as code', () => {
    renderWithProviders(<ErrorsField errors='{"zip":"invalid"}' />);
    expect(screen.getByLabelText('Errors')).toHaveTextContent('"zip": "invalid"');
  });
});

describe('StateInput (spec a section 5)', () => {
  it('is a dropdown for a country with a state list', () => {
    renderWithProviders(<StateInput country="US" states={states} value="NY" readOnly />);
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('New York');
  });
  it('is free text for other countries', () => {
    renderWithProviders(<StateInput country="DE" states={states} value="Bavaria" readOnly />);
    expect(screen.getByRole('textbox', { name: 'State' })).toHaveValue('Bavaria');
    expect(screen.queryByRole('combobox', { name: 'State' })).not.toBeInTheDocument();
  });
  it('lets a user pick a state', async () => {
    let chosen = '';
    const { user } = renderWithProviders(
      <StateInput country="US" states={states} value={null} onChange={(v) => (chosen = v)} />,
    );
    await user.click(screen.getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'California' }));
    expect(chosen).toBe('CA');
  });
});

describe('AddressFields and AdditionalFields', () => {
  it('shows every address field read-only, with custom fields', () => {
    renderWithProviders(
      <AddressFields
        title="Sender Address"
        states={states}
        address={{
          name: 'Ada Lovelace',
          company: 'Engines Ltd',
          addr1: '1 Main St',
          addr2: null,
          addr3: null,
          city: 'Albany',
          zip: '12207',
          state: 'NY',
          country: 'US',
          phone: '+1 555',
          email: 'ada@example.com',
          vat: 'VAT1',
          eori: 'EORI1',
          lat: 42.65,
          lng: -73.75,
          additional: { street_number: '1', residential: true },
        }}
      />,
    );
    expect(screen.getByRole('region', { name: 'Sender Address' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('New York');
    expect(screen.getByLabelText('Latitude')).toHaveValue('42.65');
    expect(screen.getByLabelText('street_number')).toHaveValue('1');
    expect(screen.getByLabelText('residential')).toBeChecked();
  });
  it('says when there is no address or no custom field', () => {
    renderWithProviders(
      <>
        <AddressFields title="Return Address" states={states} address={null} />
        <AdditionalFields additional={{}} />
      </>,
    );
    expect(screen.getByText('No address')).toBeInTheDocument();
    expect(screen.getByText('No additional fields')).toBeInTheDocument();
  });
});
