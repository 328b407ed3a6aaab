import type { LabelInput, MergeResult } from './label-types';
import type { MergeRequest, MergeResponse } from './merge-protocol';
import workerUrl from './label-merge.worker.ts?worker&url';

// The page's side of the merge: one module worker per print (label-merge.worker.ts), fed label
// by label as they are fetched, so merging overlaps fetching and the page stays responsive.
// Cancel terminates the worker, whatever it is doing. The worker's chunk is the only one with
// pdf-lib: nothing on the page imports it.

export type MergeChannel = {
  add: (index: number, label: LabelInput) => void;
  finish: () => Promise<MergeResult>;
  cancel: () => void;
};

type Listener = (response: MergeResponse) => void;
type Port = { post: (request: MergeRequest) => void; stop: () => void };

function workerPort(listen: Listener): Port {
  const worker = new Worker(new URL(workerUrl, import.meta.url), { type: 'module' });
  worker.addEventListener('message', (event: MessageEvent<MergeResponse>) => listen(event.data));
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    listen({ type: 'error', message: event.message || 'The label merger could not start' });
  });
  return { post: (request) => worker.postMessage(request), stop: () => worker.terminate() };
}

/**
 * The same merger on the page's thread, where there is no Worker (the component tests' DOM).
 * Only in tests: the production build drops this branch, so pdf-lib stays in the worker alone.
 */
function threadPort(listen: Listener): Port {
  let stopped = false;
  const merger = import('./label-merge').then(({ LabelMerger }) => LabelMerger);
  let running: Promise<InstanceType<Awaited<typeof merger>>> | null = null;
  const send = (response: MergeResponse) => {
    if (!stopped) listen(response);
  };
  const fail = (error: unknown) =>
    send({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  return {
    post: (request) => {
      if (request.type === 'start') {
        running = merger.then(
          (Merger) => new Merger(request.total, (count) => send({ type: 'merged', count })),
        );
      } else if (request.type === 'label') {
        void running?.then((m) => m.add(request.index, request.label)).catch(fail);
      } else {
        void running
          ?.then((m) => m.finish())
          .then((result) => send({ type: 'done', result }))
          .catch(fail);
      }
    },
    stop: () => {
      stopped = true;
    },
  };
}

export function startMerge(total: number, onMerged: (count: number) => void): MergeChannel {
  let settle: { resolve: (result: MergeResult) => void; reject: (error: Error) => void } | null =
    null;
  let failure: Error | null = null;
  const done = new Promise<MergeResult>((resolve, reject) => {
    settle = { resolve, reject };
  });
  // A failure before finish() is awaited is kept, not an unhandled rejection.
  done.catch(() => undefined);
  const listen: Listener = (response) => {
    if (response.type === 'merged') onMerged(response.count);
    else if (response.type === 'done') settle?.resolve(response.result);
    else {
      failure = new Error(response.message);
      settle?.reject(failure);
    }
  };
  const port =
    import.meta.env.MODE === 'test' && typeof Worker === 'undefined'
      ? threadPort(listen)
      : workerPort(listen);
  port.post({ type: 'start', total });
  return {
    add: (index, label) => port.post({ type: 'label', index, label }),
    finish: () => {
      if (failure) return Promise.reject(failure);
      port.post({ type: 'finish' });
      return done;
    },
    cancel: () => {
      port.stop();
      settle?.reject(new DOMException('The merge was cancelled', 'AbortError'));
    },
  };
}
