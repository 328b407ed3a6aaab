import { CloseButton, Input, InputBase, Popover } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import { DateRangePanel } from './date-range-panel';
import {
  hasPastDate,
  PAST_DATE_WARNING,
  rangeError,
  rangeText,
  type DateRangeValue,
} from './date-range-rules';

export type { DateRangeValue } from './date-range-rules';

const systemNow = () => new Date();

// The picker is about 500 px tall: where it fits neither below nor above the field (a form in a
// modal on a 800 px window), it slides up over the field rather than running off the window,
// where Apply could only be reached by scrolling the page behind the modal.
const FIT_IN_WINDOW = { flip: true, shift: { crossAxis: true, padding: 8, limiter: undefined } };

const NO_WRAP = { whiteSpace: 'nowrap' } as const;
const GROWING_INPUT = {
  height: 'auto',
  minHeight: 'var(--input-height)',
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
  lineHeight: 1.45,
  paddingBlock: 'calc(var(--input-height) / 2 - 0.725em)',
  textAlign: 'start',
} as const;

/**
 * The shared date range filter with times (spec a section 5). Values in and out are
 * 'DD-MM-YYYY HH:mm:ss' strings read as UTC, as the URL and the server filters carry them; the
 * picker edits a working copy and hands it out on Apply.
 */
export function DateRangeField({
  label,
  value,
  onChange,
  limits = true,
  warnPast = false,
  now = systemNow,
  clearable = false,
}: {
  label: string;
  value: DateRangeValue;
  onChange: (next: DateRangeValue) => void;
  /** Future dates are forbidden unless this is false. */
  limits?: boolean;
  /** Warns 'One of chosen dates is in the past' when a chosen date is before today (UTC). */
  warnPast?: boolean;
  /** The clock, for tests. */
  now?: () => Date;
  clearable?: boolean;
}) {
  const [opened, setOpened] = useState(false);
  const text = rangeText(value);
  // A range from the URL is shown as it is, with what is wrong with it.
  const error = rangeError(value.from, value.to);
  const pastWarning = warnPast && hasPastDate(value, now()) ? PAST_DATE_WARNING : undefined;

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-start"
      middlewares={FIT_IN_WINDOW}
      shadow="md"
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <InputBase
          component="button"
          type="button"
          pointer
          label={label}
          error={error}
          description={pastWarning}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          leftSection={<IconCalendar size={16} aria-hidden />}
          rightSection={
            clearable && text ? (
              <CloseButton size="sm" aria-label={`Clear ${label}`} onClick={() => onChange({})} />
            ) : undefined
          }
          rightSectionPointerEvents="all"
          onClick={() => setOpened((open) => !open)}
          // The range is two 19-character dates: where one line is too narrow (a filter column,
          // a phone) the box grows to two lines, breaking between the dates, rather than letting
          // the text run out of it and over the field below (issue 11).
          styles={{ input: GROWING_INPUT }}
        >
          {text ? (
            <>
              <span style={NO_WRAP}>{value.from ?? ''} –</span>{' '}
              <span style={NO_WRAP}>{value.to ?? ''}</span>
            </>
          ) : (
            <Input.Placeholder>Choose dates</Input.Placeholder>
          )}
        </InputBase>
      </Popover.Target>
      <Popover.Dropdown>
        <DateRangePanel
          value={value}
          limits={limits}
          warnPast={warnPast}
          clearable={clearable}
          now={now}
          onCancel={() => setOpened(false)}
          onApply={(next) => {
            setOpened(false);
            onChange(next);
          }}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
