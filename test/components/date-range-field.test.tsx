import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateRangeField, type DateRangeValue } from '@/components/date-range/date-range-field';
import { renderWithProviders } from '../support/render';

// 10 Nov 2026, 14:30 UTC.
const now = () => new Date(Date.UTC(2026, 10, 10, 14, 30, 0));

type Props = Partial<Parameters<typeof DateRangeField>[0]>;

/** A filter panel's use of the field: the value lives outside, as the URL would hold it. */
function Harness({ initial = {}, onChange, ...props }: Props & { initial?: DateRangeValue }) {
  const [value, setValue] = useState<DateRangeValue>(initial);
  return (
    <DateRangeField
      label="Created"
      now={now}
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

function setup(props: Props & { initial?: DateRangeValue } = {}) {
  const onChange = vi.fn<(next: DateRangeValue) => void>();
  const rendered = renderWithProviders(<Harness onChange={onChange} {...props} />);
  const open = async () => {
    await rendered.user.click(screen.getByLabelText('Created'));
    return screen.findByRole('dialog', { name: 'Created' });
  };
  return { ...rendered, onChange, open };
}

describe('date range field', () => {
  it('opens by its label, applies a preset and shows the range as text', async () => {
    const { user, onChange, open } = setup();
    expect(screen.getByLabelText('Created')).toHaveTextContent('Choose dates');
    const dialog = await open();

    await user.click(within(dialog).getByRole('button', { name: 'Last 7 Days' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    expect(onChange).toHaveBeenCalledExactlyOnceWith({
      from: '04-11-2026 00:00:00',
      to: '10-11-2026 23:59:59',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Created')).toHaveTextContent(
      '04-11-2026 00:00:00 – 10-11-2026 23:59:59',
    );
  });

  it('picks days on the calendar with the default times', async () => {
    const { user, onChange, open } = setup();
    const dialog = await open();
    await user.click(within(dialog).getByRole('button', { name: '3 November 2026' }));
    await user.click(within(dialog).getByRole('button', { name: '5 November 2026' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenCalledWith({
      from: '03-11-2026 00:00:00',
      to: '05-11-2026 23:59:59',
    });
  });

  it('starts from the current value, and Cancel leaves it unchanged', async () => {
    const { user, onChange, open } = setup({
      initial: { from: '02-11-2026 08:15:30', to: '06-11-2026 17:45:05' },
    });
    const dialog = await open();
    expect(within(dialog).getByLabelText('From hours')).toHaveValue('08');
    expect(within(dialog).getByLabelText('From minutes')).toHaveValue('15');
    expect(within(dialog).getByLabelText('To seconds')).toHaveValue('05');
    expect(within(dialog).getByRole('button', { name: '2 November 2026' })).toHaveAttribute(
      'data-selected',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Today' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Created')).toHaveTextContent(
      '02-11-2026 08:15:30 – 06-11-2026 17:45:05',
    );
  });

  it('wraps time parts on the arrow buttons and the arrow keys', async () => {
    const { user, onChange, open } = setup();
    const dialog = await open();
    const toHours = within(dialog).getByLabelText('To hours');
    expect(toHours).toHaveValue('23');
    expect(within(dialog).getByLabelText('From hours')).toHaveValue('00');

    await user.click(within(dialog).getByRole('button', { name: 'Increase to hours' }));
    expect(toHours).toHaveValue('00');
    await user.click(within(dialog).getByRole('button', { name: 'Decrease to hours' }));
    expect(toHours).toHaveValue('23');

    await user.click(within(dialog).getByRole('button', { name: 'Decrease from minutes' }));
    expect(within(dialog).getByLabelText('From minutes')).toHaveValue('59');
    await user.click(within(dialog).getByRole('button', { name: 'Increase to seconds' }));
    expect(within(dialog).getByLabelText('To seconds')).toHaveValue('00');

    const fromSeconds = within(dialog).getByLabelText('From seconds');
    await user.click(fromSeconds);
    await user.keyboard('{ArrowDown}');
    expect(fromSeconds).toHaveValue('59');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(fromSeconds).toHaveValue('01');

    await user.click(within(dialog).getByRole('button', { name: 'Today' }));
    await user.click(within(dialog).getByRole('button', { name: 'Increase from hours' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenCalledWith({
      from: '10-11-2026 01:00:00',
      to: '10-11-2026 23:59:59',
    });
  });

  it('takes typed digits in a time part', async () => {
    const { user, open } = setup();
    const dialog = await open();
    const fromHours = within(dialog).getByLabelText('From hours');
    await user.click(fromHours);
    await user.keyboard('17');
    expect(fromHours).toHaveValue('17');
    expect(fromHours).toHaveAttribute('aria-valuenow', '17');
  });

  it("shows 'Wrong date range' and blocks Apply while from is later than to", async () => {
    const { user, onChange, open } = setup();
    const dialog = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Today' }));
    expect(within(dialog).queryByText('Wrong date range')).not.toBeInTheDocument();

    await user.click(within(dialog).getByLabelText('To hours'));
    await user.keyboard('9');
    await user.click(within(dialog).getByLabelText('From hours'));
    await user.keyboard('10');

    expect(within(dialog).getByRole('alert')).toHaveTextContent('Wrong date range');
    const apply = within(dialog).getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    await user.click(apply);
    expect(onChange).not.toHaveBeenCalled();

    await user.click(within(dialog).getByLabelText('From hours'));
    await user.keyboard('9');
    expect(within(dialog).queryByText('Wrong date range')).not.toBeInTheDocument();
    await user.click(apply);
    expect(onChange).toHaveBeenCalledWith({
      from: '10-11-2026 09:00:00',
      to: '10-11-2026 09:59:59',
    });
  });

  it('shows a wrong range that came from outside on the field itself', () => {
    setup({ initial: { from: '08-11-2026 00:00:00', to: '07-11-2026 23:59:59' } });
    expect(screen.getByText('Wrong date range')).toBeInTheDocument();
  });

  it('forbids future days with limits on', async () => {
    const { open } = setup();
    const dialog = await open();
    expect(within(dialog).getByRole('button', { name: '10 November 2026' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: '11 November 2026' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: '30 November 2026' })).toBeDisabled();
  });

  it('offers future days with limits={false}', async () => {
    const { user, onChange, open } = setup({ limits: false });
    const dialog = await open();
    const tomorrow = within(dialog).getByRole('button', { name: '11 November 2026' });
    expect(tomorrow).toBeEnabled();
    await user.click(tomorrow);
    await user.click(within(dialog).getByRole('button', { name: '12 November 2026' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenCalledWith({
      from: '11-11-2026 00:00:00',
      to: '12-11-2026 23:59:59',
    });
  });

  it('warns about a past date when warnPast is on', async () => {
    const { user, open } = setup({ warnPast: true });
    const dialog = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Today' }));
    expect(screen.queryByText('One of chosen dates is in the past')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Yesterday' }));
    expect(within(dialog).getByText('One of chosen dates is in the past')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('One of chosen dates is in the past')).toBeInTheDocument();
  });

  it('does not warn about past dates without warnPast', async () => {
    const { user, open } = setup({ initial: { from: '01-11-2026 00:00:00' } });
    const dialog = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Yesterday' }));
    expect(screen.queryByText('One of chosen dates is in the past')).not.toBeInTheDocument();
  });

  it('clears the range when clearable, from the picker or the field', async () => {
    const initial = { from: '01-11-2026 00:00:00', to: '02-11-2026 23:59:59' };
    const { user, onChange, open } = setup({ clearable: true, initial });
    let dialog = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith({});
    expect(screen.getByLabelText('Created')).toHaveTextContent('Choose dates');

    dialog = await open();
    await user.click(within(dialog).getByRole('button', { name: 'This Month' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await user.click(screen.getByRole('button', { name: 'Clear Created' }));
    expect(onChange).toHaveBeenLastCalledWith({});
  });

  it('has no Clear action unless clearable', async () => {
    const { open } = setup({ initial: { from: '01-11-2026 00:00:00' } });
    const dialog = await open();
    expect(within(dialog).queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear Created' })).not.toBeInTheDocument();
  });

  describe('screen width', () => {
    type HappyWindow = { happyDOM: { setInnerWidth: (width: number) => void } };
    const setWidth = (width: number) =>
      (window as unknown as HappyWindow).happyDOM.setInnerWidth(width);
    const initialWidth = window.innerWidth;
    afterEach(() => setWidth(initialWidth));

    it('shows two months, the current one on the right', async () => {
      setWidth(1400);
      const { open } = setup();
      const dialog = await open();
      expect(within(dialog).getByRole('button', { name: 'October 2026' })).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'November 2026' })).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Next month' })).toBeDisabled();
    });

    it('shows one month on a narrow screen', async () => {
      setWidth(800);
      const { open } = setup();
      const dialog = await open();
      expect(within(dialog).getByRole('button', { name: 'November 2026' })).toBeInTheDocument();
      expect(
        within(dialog).queryByRole('button', { name: 'October 2026' }),
      ).not.toBeInTheDocument();
    });
  });

  it('names every button and labels every time part', async () => {
    const { open } = setup({ clearable: true });
    const dialog = await open();
    for (const button of within(dialog).getAllByRole('button')) {
      expect(button).toHaveAccessibleName();
    }
    for (const side of ['From', 'To']) {
      const group = within(dialog).getByRole('group', { name: `${side} time` });
      for (const kind of ['hours', 'minutes', 'seconds']) {
        expect(within(group).getByRole('spinbutton', { name: `${side} ${kind}` })).toBeVisible();
      }
    }
  });
});
