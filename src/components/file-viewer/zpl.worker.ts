import { ready } from 'zpl-renderer-js';
import type { ZplRequest, ZplResponse } from './zpl-render';

// The worker side of zpl-render.ts: the WASM renderer loads once, when the worker starts.

// A failed start is reported with each request below; this keeps it from also being logged as
// an unhandled rejection.
ready.catch(() => undefined);

export async function answerZplRequest(request: ZplRequest): Promise<ZplResponse> {
  try {
    const { api } = await ready;
    const png = await api.zplToBase64Async(
      request.zpl,
      request.widthMm,
      request.heightMm,
      request.dpmm,
    );
    return { id: request.id, png };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { id: request.id, error: reason || 'The label could not be rendered' };
  }
}

// Only inside a worker: tests import answerZplRequest on the page's thread.
if ('WorkerGlobalScope' in globalThis) {
  self.addEventListener('message', (event: MessageEvent<ZplRequest>) => {
    void answerZplRequest(event.data).then((answer) => self.postMessage(answer));
  });
}
