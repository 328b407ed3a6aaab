import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS } from '@/contract/constants';
import { createIdleTracker } from '@/lib/idle';

describe('idle tracker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('becomes idle after 10 minutes without activity, not a moment before', () => {
    const target = new EventTarget();
    const tracker = createIdleTracker(target);
    expect(IDLE_TIMEOUT_MS).toBe(600_000);
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS - 1);
    expect(tracker.isIdle()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(tracker.isIdle()).toBe(true);
    tracker.stop();
  });

  it('activity restarts the countdown and ends idleness, telling listeners each change', () => {
    const target = new EventTarget();
    const tracker = createIdleTracker(target, 1000);
    const changes: boolean[] = [];
    tracker.subscribe((idle) => changes.push(idle));
    vi.advanceTimersByTime(900);
    target.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(900);
    expect(tracker.isIdle()).toBe(false);
    vi.advanceTimersByTime(100);
    expect(tracker.isIdle()).toBe(true);
    target.dispatchEvent(new Event('mousemove'));
    expect(tracker.isIdle()).toBe(false);
    expect(changes).toEqual([true, false]);
    tracker.stop();
  });

  it('stop removes the listeners and the timer', () => {
    const target = new EventTarget();
    const tracker = createIdleTracker(target, 1000);
    tracker.stop();
    vi.advanceTimersByTime(5000);
    expect(tracker.isIdle()).toBe(false);
  });
});
