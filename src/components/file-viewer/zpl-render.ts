import { RendererNotOnDeviceError } from './renderer-not-on-device';
import rendererUrl from './zpl.worker.ts?worker&url';

// Renders ZPL to a PNG in a module worker: the renderer is ~9 MB of inlined WASM, so it is
// fetched only when a ZPL label is first shown (or warmed after sign-in) and runs off the UI
// thread. It is not precached: the service worker keeps it in its runtime cache once fetched,
// and from then on labels render with no network (decision 017). One worker serves every label
// of the session.

/** The renderer is in the service worker's caches (Cache Storage), so it loads offline. */
async function rendererOnDevice(): Promise<boolean> {
  if (typeof caches === 'undefined') return false;
  const url = new URL(rendererUrl, window.location.href).href;
  return (await caches.match(url).catch(() => undefined)) !== undefined;
}

/** 4x6 inch labels at 203 dpi, the size of the labels the carriers (and the demo server) send. */
export const LABEL_SIZE = { widthMm: 101.6, heightMm: 152.4, dpmm: 8 } as const;

export type LabelSize = { widthMm: number; heightMm: number; dpmm: number };

export type ZplRequest = { id: number; zpl: string } & LabelSize;
export type ZplResponse = { id: number; png: string } | { id: number; error: string };

type Pending = { resolve: (png: string) => void; reject: (error: Error) => void };

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();

function failAll(error: Error): void {
  pending.forEach(({ reject }) => reject(error));
  pending.clear();
}

function startWorker(): Worker {
  const created = new Worker(rendererUrl, { type: 'module' });
  created.addEventListener('message', (event: MessageEvent<ZplResponse>) => {
    const answer = event.data;
    const waiting = pending.get(answer.id);
    if (!waiting) return;
    pending.delete(answer.id);
    if ('png' in answer) waiting.resolve(answer.png);
    else waiting.reject(new Error(answer.error));
  });
  created.addEventListener('error', (event) => {
    // A worker that failed to load (or crashed) is dropped; the next label starts a new one.
    event.preventDefault();
    created.terminate();
    if (worker === created) worker = null;
    const error = new Error(event.message || 'The label renderer could not start');
    if (navigator.onLine) return failAll(error);
    void rendererOnDevice().then((stored) =>
      failAll(stored ? error : new RendererNotOnDeviceError()),
    );
  });
  return created;
}

// Reopening a label (or switching back to it) shows it at once; a few small PNGs are kept.
const RECENT_LIMIT = 8;
const recent = new Map<string, Promise<string>>();

function render(zpl: string, size: LabelSize): Promise<string> {
  // Offline, a renderer that is not on the device would only fail to load: say so at once.
  if (!worker && !navigator.onLine) {
    return rendererOnDevice().then((stored) =>
      stored ? post(zpl, size) : Promise.reject(new RendererNotOnDeviceError()),
    );
  }
  return post(zpl, size);
}

function post(zpl: string, size: LabelSize): Promise<string> {
  worker ??= startWorker();
  const id = nextId;
  nextId += 1;
  const request: ZplRequest = { id, zpl, ...size };
  return new Promise<string>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker?.postMessage(request);
  });
}

/** Resolves to the label as a base64 PNG; rejects with the renderer's reason. */
export function renderZpl(zpl: string, size: LabelSize = LABEL_SIZE): Promise<string> {
  const key = `${size.widthMm}x${size.heightMm}@${size.dpmm}\n${zpl}`;
  const known = recent.get(key);
  if (known) {
    recent.delete(key);
    recent.set(key, known);
    return known;
  }
  const rendering = render(zpl, size);
  recent.set(key, rendering);
  if (recent.size > RECENT_LIMIT) recent.delete(recent.keys().next().value as string);
  // A failure is not remembered: the next attempt (e.g. with a restarted worker) tries again.
  rendering.catch(() => recent.get(key) === rendering && recent.delete(key));
  return rendering;
}

/** Ends the worker and fails what it still had to do (tests; freeing memory). */
export function stopZplWorker(): void {
  worker?.terminate();
  worker = null;
  recent.clear();
  failAll(new Error('The label renderer was stopped'));
}
