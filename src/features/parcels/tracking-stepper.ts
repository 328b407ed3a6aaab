import type * as v from 'valibot';
import type { TrackingStatusSchema } from '@/contract/session/session-schemas';
import type { TrackingEvent } from '@/contract/parcels/parcel-schemas';

// The tracking stepper of spec a section 4, as pure rules. The interpretations the spec leaves
// open are recorded in docs/decisions/008-tracking-stepper.md.

export type TrackingStatus = v.InferOutput<typeof TrackingStatusSchema>;

export const TRACKING_CATEGORIES = [
  'NEW',
  'IN_TRANSIT',
  'DELIVERING',
  'DELIVERED',
  'CUSTOMS',
  'DELAYING',
  'DELIVERY_EXCEPTION',
  'CANCELING',
  'CANCEL_REVERTED',
  'LOST',
  'RETURN_TO_SENDER',
  'INFO',
] as const;
export type TrackingCategory = (typeof TRACKING_CATEGORIES)[number];
/** INFO is neutral: it never becomes a step of its own. */
export type StepCategory = Exclude<TrackingCategory, 'INFO'>;
export type StepTone = 'default' | 'warning' | 'danger';

export const CATEGORY_LABELS: Record<TrackingCategory, string> = {
  NEW: 'New',
  IN_TRANSIT: 'In transit',
  DELIVERING: 'Out for delivery',
  DELIVERED: 'Delivered',
  CUSTOMS: 'Customs',
  DELAYING: 'Delayed',
  DELIVERY_EXCEPTION: 'Delivery exception',
  CANCELING: 'Canceled',
  CANCEL_REVERTED: 'Cancel reverted',
  LOST: 'Lost',
  RETURN_TO_SENDER: 'Return to sender',
  INFO: 'Information',
};

/** Allowed next categories, exactly as spec a section 4 lists them; others fold into the step. */
export const ALLOWED_NEXT: Record<StepCategory, readonly StepCategory[]> = {
  NEW: [
    'IN_TRANSIT',
    'CANCELING',
    'DELAYING',
    'DELIVERED',
    'DELIVERING',
    'LOST',
    'RETURN_TO_SENDER',
    'CUSTOMS',
    'DELIVERY_EXCEPTION',
  ],
  IN_TRANSIT: [
    'CANCELING',
    'DELIVERED',
    'DELIVERING',
    'LOST',
    'RETURN_TO_SENDER',
    'CUSTOMS',
    'DELAYING',
    'DELIVERY_EXCEPTION',
  ],
  CUSTOMS: [
    'IN_TRANSIT',
    'CANCELING',
    'DELAYING',
    'DELIVERED',
    'DELIVERING',
    'LOST',
    'RETURN_TO_SENDER',
    'DELIVERY_EXCEPTION',
  ],
  DELAYING: [
    'IN_TRANSIT',
    'CANCELING',
    'DELIVERED',
    'DELIVERING',
    'LOST',
    'RETURN_TO_SENDER',
    'CUSTOMS',
    'DELIVERY_EXCEPTION',
  ],
  DELIVERING: ['CANCELING', 'DELIVERED', 'LOST', 'RETURN_TO_SENDER', 'DELIVERY_EXCEPTION'],
  DELIVERED: ['RETURN_TO_SENDER'],
  DELIVERY_EXCEPTION: [
    'IN_TRANSIT',
    'CANCELING',
    'DELIVERED',
    'DELIVERING',
    'LOST',
    'RETURN_TO_SENDER',
  ],
  LOST: [
    'CANCELING',
    'DELIVERED',
    'DELIVERING',
    'RETURN_TO_SENDER',
    'CUSTOMS',
    'DELAYING',
    'IN_TRANSIT',
    'DELIVERY_EXCEPTION',
  ],
  CANCELING: ['CANCEL_REVERTED'],
  CANCEL_REVERTED: [
    'IN_TRANSIT',
    'CANCELING',
    'DELAYING',
    'DELIVERED',
    'DELIVERING',
    'LOST',
    'RETURN_TO_SENDER',
    'CUSTOMS',
  ],
  RETURN_TO_SENDER: ['LOST'],
};

/** The steps every stepper starts with, placeholders until an event reaches them. */
export const FIXED_STEPS: readonly StepCategory[] = [
  'NEW',
  'IN_TRANSIT',
  'DELIVERING',
  'DELIVERED',
];

/** The event code that reverts a cancellation (spec a section 4). */
export const CANCEL_REVERTED_EVENT_CODE = 4000;

const WARNING: ReadonlySet<StepCategory> = new Set([
  'DELAYING',
  'CANCELING',
  'RETURN_TO_SENDER',
  'CANCEL_REVERTED',
]);
const DANGER: ReadonlySet<StepCategory> = new Set(['LOST']);

export function toneOf(category: StepCategory): StepTone {
  if (DANGER.has(category)) return 'danger';
  return WARNING.has(category) ? 'warning' : 'default';
}

export type TrackingStep = {
  category: StepCategory;
  label: string;
  tone: StepTone;
  /** Chronological; empty for a fixed step not reached (yet). */
  events: TrackingEvent[];
};

export type TrackingSteps = {
  steps: TrackingStep[];
  /** The last step with events (the current status); -1 when there are no events. */
  currentIndex: number;
  /** The history reached its end (delivered, returned, canceled), so the stepper was cut. */
  ended: boolean;
};

const isCategory = (value: string): value is TrackingCategory =>
  (TRACKING_CATEGORIES as readonly string[]).includes(value);

/** The category of an event code; codes (or categories) the lists do not know count as INFO. */
export function categoryOf(code: number, statuses: readonly TrackingStatus[]): TrackingCategory {
  const category = statuses.find((status) => status.code === code)?.category;
  return category !== undefined && isCategory(category) ? category : 'INFO';
}

/** The status name of an event code from the common lists, 'Unknown' otherwise (spec a, 4). */
export function trackingStatusName(code: number, statuses: readonly TrackingStatus[]): string {
  return statuses.find((status) => status.code === code)?.name ?? 'Unknown';
}

type Classified = { event: TrackingEvent; category: TrackingCategory };

/**
 * A CANCELING stands only as the last event or when code 4000 follows it. INFO events are
 * neutral, so they are skipped when looking for "last" and "followed by".
 */
export function dropUnconfirmedCancels(events: readonly Classified[]): Classified[] {
  return events.filter((item, index) => {
    if (item.category !== 'CANCELING') return true;
    const next = events.slice(index + 1).find((later) => later.category !== 'INFO');
    return next === undefined || next.event.event_code === CANCEL_REVERTED_EVENT_CODE;
  });
}

const stepOf = (category: StepCategory): TrackingStep => ({
  category,
  label: CATEGORY_LABELS[category],
  tone: toneOf(category),
  events: [],
});

function isTerminal(steps: readonly TrackingStep[], index: number): boolean {
  const step = steps[index] as TrackingStep;
  if (step.events.length === 0) return false;
  if (step.category === 'DELIVERED' || step.category === 'RETURN_TO_SENDER') return true;
  return step.category === 'CANCELING' && steps[index + 1]?.category !== 'CANCEL_REVERTED';
}

export function buildTrackingSteps(
  events: readonly TrackingEvent[],
  statuses: readonly TrackingStatus[],
): TrackingSteps {
  // Array.prototype.sort is stable, so events of the same second keep their given order.
  const chronological = [...events]
    .sort((a, b) => a.date - b.date)
    .map((event) => ({ event, category: categoryOf(event.event_code, statuses) }));

  const steps = FIXED_STEPS.map(stepOf);
  // Everything after the cursor is an untouched fixed placeholder.
  let cursor = 0;
  for (const { event, category } of dropUnconfirmedCancels(chronological)) {
    const current = (steps[cursor] as TrackingStep).category;
    if (category !== 'INFO' && ALLOWED_NEXT[current].includes(category)) {
      const ahead = steps.findIndex((step, index) => index > cursor && step.category === category);
      if (ahead === -1) steps.splice(cursor + 1, 0, stepOf(category));
      cursor = ahead === -1 ? cursor + 1 : ahead;
    }
    (steps[cursor] as TrackingStep).events.push(event);
  }

  const currentIndex = steps.findLastIndex((step) => step.events.length > 0);
  const ended = steps.some((_, index) => index <= currentIndex && isTerminal(steps, index));
  // Fixed steps after the end can no longer be reached; steps the table allows out of an end
  // (delivered -> return, return -> lost) were reached, so they stay.
  if (ended) steps.length = currentIndex + 1;
  return { steps, currentIndex, ended };
}
