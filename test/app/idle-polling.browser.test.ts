import { focusManager, onlineManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, wireIdleToFocus } from '@/app/query-client';
import { IDLE_TIMEOUT_MS } from '@/contract/constants';

describe('polling pauses while idle or offline', () => {
  let stop: () => void;
  beforeEach(() => {
    // Not setImmediate: fake-indexeddb schedules with it, and the cache's writes left in a faked
    // queue would block the next test's database delete for good (a 10 s hook timeout).
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    stop = wireIdleToFocus();
  });
  afterEach(() => {
    stop();
    onlineManager.setOnline(true);
    focusManager.setFocused(undefined);
    vi.useRealTimers();
  });

  it('polls every minute while active, stops when idle, refetches once on return', async () => {
    const client = createQueryClient();
    client.mount();
    const queryFn = vi.fn(async () => 'data');
    const observer = new QueryObserver(client, {
      queryKey: ['user-1', 'poll'],
      queryFn,
      refetchInterval: 60_000,
      staleTime: 30_000,
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(queryFn).toHaveBeenCalledTimes(2);

    await vi.advanceTimersByTimeAsync(IDLE_TIMEOUT_MS);
    expect(focusManager.isFocused()).toBe(false);
    const whileIdle = queryFn.mock.calls.length;
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(queryFn).toHaveBeenCalledTimes(whileIdle);

    window.dispatchEvent(new Event('mousemove'));
    await vi.advanceTimersByTimeAsync(0);
    expect(focusManager.isFocused()).toBe(true);
    expect(queryFn).toHaveBeenCalledTimes(whileIdle + 1);
    unsubscribe();
    client.unmount();
  });

  it('offline counts as unfocused, so interval fetches stop until the network returns', async () => {
    onlineManager.setOnline(false);
    expect(focusManager.isFocused()).toBe(false);
    onlineManager.setOnline(true);
    expect(focusManager.isFocused()).toBe(true);
  });
});
