import {
  ROBOT_LIMITS,
  ROBOT_MESSAGES,
  SCHEDULE_STATUS,
  SCHEDULE_STATUS_LABELS,
  type ScheduleList,
  type ScheduleRow,
  type ScheduleSaveBody,
  type ScheduleStatus,
} from '@/contract/cron-robots/cron-robots-schemas';
import {
  AUTO_SCHEDULE,
  capSegment,
  emptySegments,
  EVERY,
  formatSchedule,
  SCHEDULE_MESSAGES,
  SCHEDULE_SEGMENTS,
  type ScheduleSegment,
  type ScheduleSegments,
  SEGMENT_LIMITS,
  segmentsOf,
} from '@/contract/cron-robots/schedule-rules';
import type { ScheduleSearch } from './robot-schedule-search';

// The Robots Schedule tab's rules (spec c sections 2-4 and 9; issue 15 section 3): answer rows
// to what a row shows, the service documentation link, the editor's draft, per-segment capping
// and the save body. The format itself (parse, cap, format) is src/contract/cron-robots/schedule-rules.ts.

/** Spec c section 9: quick search debounce. */
export const SCHEDULE_SEARCH_DEBOUNCE_MS = 300;

export type ScheduleRowView = {
  fullName: string;
  robotName: string;
  /** 'DHL Express (v2)'; null for robots of no carrier. */
  carrier: string | null;
  status: ScheduleStatus;
  statusLabel: string;
  auto: boolean;
  /** What runs: the row's own schedule, or its type's for Auto ('AUTO' when the type has none). */
  schedule: string;
  threads: number;
  description: string;
  /** The service documentation page, opened in a new window; null without a service. */
  docsHref: string | null;
  row: ScheduleRow;
};

/**
 * Spec c section 2: `/docs/{pallets|parcels}/post?service={id}`, the platform's public API
 * documentation (outside the console's base path). Rows of no carrier carry no service.
 */
export function serviceDocsHref(row: Pick<ScheduleRow, 'service_id' | 'service_kind'>) {
  if (row.service_id === null || row.service_kind === null) return null;
  return `/docs/${row.service_kind}/post?service=${encodeURIComponent(String(row.service_id))}`;
}

export const typeScheduleOf = (list: Pick<ScheduleList, 'auto_schedule'>, type: string) =>
  list.auto_schedule[type] ?? AUTO_SCHEDULE;

export function scheduleRowView(row: ScheduleRow, list: Pick<ScheduleList, 'auto_schedule'>) {
  const auto = row.status === SCHEDULE_STATUS.auto;
  const carrier =
    row.carrier_name === null
      ? null
      : row.carrier_version
        ? `${row.carrier_name} (${row.carrier_version})`
        : row.carrier_name;
  return {
    fullName: row.fullName,
    robotName: row.robot_name,
    carrier,
    status: row.status,
    statusLabel: SCHEDULE_STATUS_LABELS[row.status],
    auto,
    schedule: auto ? typeScheduleOf(list, row.type) : row.schedule,
    threads: row.threads,
    description: row.schedule_description,
    docsHref: serviceDocsHref(row),
    row,
  } satisfies ScheduleRowView;
}

export const scheduleRowsOf = (list: ScheduleList): ScheduleRowView[] =>
  list.robots.map((row) => scheduleRowView(row, list));

/** The list call's query: only the filters in use. */
export function scheduleQueryOf(search: ScheduleSearch) {
  return {
    ...(search.schedule_search ? { search: search.schedule_search } : {}),
    ...(search.schedule_status === 'all' ? {} : { status: Number(search.schedule_status) }),
    page: search.schedule_page,
    quantity: search.schedule_quantity,
  };
}
export type ScheduleQuery = ReturnType<typeof scheduleQueryOf>;

// ---------------------------------------------------------------- the editor

export type ScheduleDraft = {
  status: ScheduleStatus;
  /** Each segment's text as typed ('' is every value, '*'). */
  segments: ScheduleSegments;
  threads: number | string;
  description: string;
};

/**
 * The editor's start: the row's own segments; an Auto row (whose own schedule is 'AUTO') starts
 * from its type's schedule, so switching it to On or Off begins from what it runs now.
 */
export function draftOf(
  row: ScheduleRow,
  list: Pick<ScheduleList, 'auto_schedule'>,
): ScheduleDraft {
  const own = segmentsOf(row.schedule) ?? segmentsOf(typeScheduleOf(list, row.type));
  return {
    status: row.status,
    segments: own ?? emptySegments(),
    threads: row.threads,
    description: row.schedule_description,
  };
}

export type SegmentInput =
  { ok: true; value: string; capped: boolean } | { ok: false; message: string };

const plain = (text: string) => text.replace(/\d+/g, (digits) => String(Number(digits)));

/** One segment as typed, capped to its limits ('' is '*'); `capped` when a value changed. */
export function capSegmentInput(segment: ScheduleSegment, text: string): SegmentInput {
  const typed = text.replace(/\s+/g, '');
  if (typed === '') return { ok: true, value: EVERY, capped: false };
  const value = capSegment(segment, typed);
  if (value === null) return { ok: false, message: SCHEDULE_MESSAGES.invalid };
  return { ok: true, value, capped: value !== plain(typed) };
}

/** The note under a capped segment. */
export function cappedNote(segment: ScheduleSegment, value: string): string {
  const { min, max } = SEGMENT_LIMITS[segment];
  return `Out of range (${min}-${max}): capped to ${value}`;
}

export type SaveErrors = Partial<Record<ScheduleSegment | 'threads' | 'description', string>>;

export type SavePlan =
  | { ok: true; body: ScheduleSaveBody; segments: ScheduleSegments; capped: ScheduleSegment[] }
  | { ok: false; errors: SaveErrors };

/**
 * The save body of a draft: Auto sends 'AUTO' (its type's schedule is read-only); Off and On
 * send their segments, each capped, in canonical form. `capped` names the segments that changed,
 * so the editor shows the kept values with their note.
 */
export function savePlanOf(fullName: string, draft: ScheduleDraft): SavePlan {
  const errors: SaveErrors = {};
  const segments = emptySegments();
  const capped: ScheduleSegment[] = [];
  const auto = draft.status === SCHEDULE_STATUS.auto;
  if (!auto) {
    for (const segment of SCHEDULE_SEGMENTS) {
      const input = capSegmentInput(segment, draft.segments[segment]);
      if (!input.ok) errors[segment] = input.message;
      else {
        segments[segment] = input.value;
        if (input.capped) capped.push(segment);
      }
    }
  }
  const threads = draft.threads === '' ? NaN : Number(draft.threads);
  if (draft.threads === '') errors.threads = ROBOT_MESSAGES.required;
  else if (
    !Number.isInteger(threads) ||
    threads < ROBOT_LIMITS.threadsMin ||
    threads > ROBOT_LIMITS.threadsMax
  ) {
    errors.threads = `From ${ROBOT_LIMITS.threadsMin} to ${ROBOT_LIMITS.threadsMax}`;
  }
  const description = draft.description.trim();
  if (description.length > ROBOT_LIMITS.description) {
    errors.description = `Maximum ${ROBOT_LIMITS.description} characters`;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: {
      fullName,
      status: draft.status,
      schedule: auto ? AUTO_SCHEDULE : formatSchedule(segments),
      threads,
      schedule_description: description,
    },
    segments,
    capped,
  };
}

/** A page with the saved row (as the server kept it) in place of the old one. */
export function withSavedRow(page: ScheduleList, saved: ScheduleRow): ScheduleList {
  return {
    ...page,
    robots: page.robots.map((row) => (row.fullName === saved.fullName ? saved : row)),
  };
}

/** The schedule text typed segments make (capped), or null while one is not a value. */
export function schedulePreview(typed: ScheduleSegments): string | null {
  const segments = emptySegments();
  for (const segment of SCHEDULE_SEGMENTS) {
    const input = capSegmentInput(segment, typed[segment]);
    if (!input.ok) return null;
    segments[segment] = input.value;
  }
  return formatSchedule(segments);
}
