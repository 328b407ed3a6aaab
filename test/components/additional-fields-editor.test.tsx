import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AdditionalFieldsEditor } from '@/components/additional-fields/additional-fields-editor';
import type { AdditionalField } from '@/contract/shared/additional-fields';
import { renderWithProviders } from '../support/render';

function Editor({
  initial = [],
  onChange,
}: {
  initial?: AdditionalField[];
  onChange?: (next: AdditionalField[]) => void;
}) {
  const [fields, setFields] = useState(initial);
  return (
    <AdditionalFieldsEditor
      value={fields}
      onChange={(next) => {
        setFields(next);
        onChange?.(next);
      }}
    />
  );
}

const setup = (initial?: AdditionalField[]) => {
  const onChange = vi.fn();
  const rendered = renderWithProviders(<Editor initial={initial} onChange={onChange} />);
  const group = screen.getByRole('group', { name: 'Additional fields' });
  return { ...rendered, onChange, group };
};

describe('the additional fields editor', () => {
  it('adds a text field, its spaces made underscores, and edits its value', async () => {
    const { user, onChange, group } = setup();
    expect(within(group).getByText('No additional fields.')).toBeInTheDocument();
    await user.type(within(group).getByLabelText('Field name'), 'gift wrap');
    await user.click(within(group).getByRole('button', { name: 'Add field' }));

    const value = within(group).getByRole('textbox', { name: 'gift_wrap' });
    expect(onChange).toHaveBeenLastCalledWith([{ name: 'gift_wrap', value: '' }]);
    expect(within(group).getByLabelText('Field name')).toHaveValue('');
    await user.type(value, 'yes');
    expect(onChange).toHaveBeenLastCalledWith([{ name: 'gift_wrap', value: 'yes' }]);
  });

  it('adds a Boolean field as a switch, with Enter in the name', async () => {
    const { user, onChange, group } = setup();
    await user.click(within(group).getByRole('radio', { name: 'Boolean' }));
    await user.type(within(group).getByLabelText('Field name'), 'signature{Enter}');
    const toggle = within(group).getByRole('switch', { name: 'signature' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(onChange).toHaveBeenLastCalledWith([{ name: 'signature', value: true }]);
  });

  it("refuses an empty name and one already there, in the spec's words", async () => {
    const { user, onChange, group } = setup([{ name: 'gift_wrap', value: 'x' }]);
    const name = within(group).getByLabelText('Field name');
    await user.type(name, '   ');
    await user.click(within(group).getByRole('button', { name: 'Add field' }));
    expect(within(group).getByText('Field is required')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');

    await user.clear(name);
    await user.type(name, 'gift wrap');
    // Typing clears the message until the next try.
    expect(within(group).queryByText('Field is required')).toBeNull();
    await user.click(within(group).getByRole('button', { name: 'Add field' }));
    expect(within(group).getByText('Field gift_wrap is already exist')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('asks before removing a field: Cancel keeps it, Confirm removes it', async () => {
    const { user, onChange, group } = setup([
      { name: 'gift_wrap', value: 'x' },
      { name: 'signature', value: true },
    ]);
    await user.click(within(group).getByRole('button', { name: 'Remove field gift_wrap' }));
    let dialog = await screen.findByRole('dialog', { name: 'Warning!' });
    expect(
      within(dialog).getByText('Field "gift_wrap" will be removed. Continue?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(within(group).getByRole('textbox', { name: 'gift_wrap' })).toBeInTheDocument();

    await user.click(within(group).getByRole('button', { name: 'Remove field gift_wrap' }));
    dialog = await screen.findByRole('dialog', { name: 'Warning!' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(onChange).toHaveBeenLastCalledWith([{ name: 'signature', value: true }]);
    expect(within(group).queryByRole('textbox', { name: 'gift_wrap' })).toBeNull();
  });
});
