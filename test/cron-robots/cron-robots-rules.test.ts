import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ROBOT_LIMITS,
  type RobotParameter,
  RobotLaunchBodySchema,
} from '@/contract/cron-robots/cron-robots-schemas';
import {
  cronRobotsSearchSchema,
  historyFilters,
  historyLogParams,
  PID_MESSAGE,
  TASK_NAME_LIMIT,
} from '@/features/cron-robots/cron-robots-search';
import {
  initialParameterValues,
  launchBody,
  launchErrorsOf,
  withoutFieldError,
} from '@/features/cron-robots/robot-launch-rules';
import {
  formatDuration,
  formatRunDuration,
  formatUnixUtc,
  runningFor,
} from '@/features/cron-robots/robots-format';

// The /cron_robots rules (spec c sections 2-5, 9): the URL (tab, history filters, paging), the
// launch form's values, body and field errors, and how times and durations read.

const parse = (search: Record<string, unknown>) => v.parse(cronRobotsSearchSchema, search);

describe('cron robots search', () => {
  it('keeps a known tab and falls back to robots-list for none or garbage', () => {
    expect(parse({ tab: 'history-log' }).tab).toBe('history-log');
    expect(parse({ tab: 'robots-schedule' }).tab).toBe('robots-schedule');
    expect(parse({}).tab).toBe('robots-list');
    expect(parse({ tab: 'robots' }).tab).toBe('robots-list');
    expect(parse({ tab: ['history-log'] }).tab).toBe('robots-list');
  });

  it('reads the history filters and paging, dropping what the server would not read', () => {
    const search = parse({
      task_name: ' tracking:update ',
      pid: '0065123',
      page: '3',
      quantity: '16',
    });
    expect(historyLogParams(search)).toEqual({
      task_name: 'tracking:update',
      pid: '65123',
      page: 3,
      quantity: 16,
    });
    const garbage = parse({ task_name: '  ', pid: '12a', page: '-1', quantity: '1000' });
    expect(historyLogParams(garbage)).toEqual({ page: 1, quantity: 32 });
    expect(parse({ pid: '1234567890' }).pid).toBeUndefined();
    expect(parse({ task_name: 'x'.repeat(300) }).task_name).toHaveLength(TASK_NAME_LIMIT);
  });

  it('repeats the contract limit it cannot import', () => {
    expect(TASK_NAME_LIMIT).toBe(ROBOT_LIMITS.taskName);
  });

  it('validates the pid typed in the panel: digits or empty', () => {
    const validatePid = historyFilters.validate.pid!;
    expect(validatePid('')).toBeNull();
    expect(validatePid(' 4321 ')).toBeNull();
    expect(validatePid('43x')).toBe(PID_MESSAGE);
  });
});

const parameters: RobotParameter[] = [
  {
    name: 'carrier',
    type: 'select',
    required: true,
    description: '',
    default: null,
    choices: [{ value: 'dhl', label: 'DHL' }],
  },
  {
    name: 'limit',
    type: 'integer',
    required: false,
    description: '',
    default: 500,
    min: 1,
    max: 10,
  },
  { name: 'since', type: 'date', required: false, description: '', default: null },
  { name: 'dry_run', type: 'boolean', required: false, description: '', default: false },
  { name: 'country', type: 'string', required: true, description: '', default: 'DE' },
];

describe('launch form values and body', () => {
  it('starts each field from its default: text for all but flags', () => {
    expect(initialParameterValues(parameters)).toEqual({
      carrier: '',
      limit: '500',
      since: '',
      dry_run: false,
      country: 'DE',
    });
    const on = [{ ...parameters[3]!, default: true }];
    expect(initialParameterValues(on)).toEqual({ dry_run: true });
  });

  it('sends blanks as null, whole numbers as numbers, anything else as typed for the server to judge', () => {
    const body = launchBody('tracking', 'update_statuses', parameters, {
      carrier: 'dhl',
      limit: ' 42 ',
      since: '  ',
      dry_run: true,
      country: ' PL ',
    });
    expect(body).toEqual({
      group: 'tracking',
      robot: 'update_statuses',
      parameters: { carrier: 'dhl', limit: 42, since: null, dry_run: true, country: 'PL' },
    });
    expect(v.safeParse(RobotLaunchBodySchema, body).success).toBe(true);
    const odd = launchBody('g', 'r', parameters, { limit: '4.5' });
    expect(odd.parameters).toEqual({
      carrier: null,
      limit: '4.5',
      since: null,
      dry_run: false,
      country: null,
    });
  });
});

describe('errors[] on the fields', () => {
  it('puts each error on the field it names (the first one wins); others apart', () => {
    const errors = launchErrorsOf(
      [
        { field: 'limit', message: 'Maximum value: 10' },
        { field: 'limit', message: 'second' },
        { field: 'robot', message: 'Unknown robot' },
        { field: 'nope', message: 'Unknown parameter' },
      ],
      parameters,
    );
    expect(errors).toEqual({
      fields: { limit: 'Maximum value: 10', robot: 'Unknown robot' },
      other: ['nope: Unknown parameter'],
    });
  });

  it('drops a field mark once the field changes, keeping the others', () => {
    const fields = { limit: 'x', country: 'y' };
    expect(withoutFieldError(fields, 'limit')).toEqual({ country: 'y' });
    expect(withoutFieldError(fields, 'since')).toBe(fields);
  });
});

describe('times and durations', () => {
  it('shows unix seconds as DD-MM-YYYY HH:mm:ss in UTC', () => {
    expect(formatUnixUtc(0)).toBe('01-01-1970 00:00:00');
    expect(formatUnixUtc(Date.UTC(2026, 10, 5, 7, 3, 9) / 1000)).toBe('05-11-2026 07:03:09');
  });

  it('shows durations in two units at most', () => {
    expect(formatDuration(0)).toBe('0 s');
    expect(formatDuration(59.9)).toBe('59 s');
    expect(formatDuration(60)).toBe('1 min 00 s');
    expect(formatDuration(3599)).toBe('59 min 59 s');
    expect(formatDuration(3600)).toBe('1 h 00 min');
    expect(formatDuration(86_399)).toBe('23 h 59 min');
    expect(formatDuration(3 * 86_400 + 4 * 3600 + 59)).toBe('3 d 4 h');
    expect(formatDuration(-5)).toBe('0 s');
  });

  it('says Running for a run with no duration yet, and how long a robot has run', () => {
    expect(formatRunDuration(null)).toBe('Running');
    expect(formatRunDuration(125)).toBe('2 min 05 s');
    expect(runningFor(1000, 1_000_000 + 90_000)).toBe('1 min 30 s');
  });
});
