import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RendererNotOnDeviceError } from '@/components/file-viewer/renderer-not-on-device';
import { answerZplRequest } from '@/components/file-viewer/zpl.worker';
import {
  LABEL_SIZE,
  renderZpl,
  stopZplWorker,
  type ZplRequest,
  type ZplResponse,
} from '@/components/file-viewer/zpl-render';
import { DownloadedFileSchema } from '@/contract/parcels/parcel-schemas';
import { api } from '@/lib/api/api-client';
import { base64ToText, fileBase64, isZpl } from '@/lib/files';
import { apiDb } from '../support/api-server';
import { signIn } from '../support/render';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('ZPL rendering with zpl-renderer-js (the worker side, real WASM)', () => {
  it("draws the server's ZPL label of a parcel as a 4x6 inch PNG at 203 dpi", async () => {
    await signIn('staff');
    const parcel = apiDb().parcels.find((row) => row.labelFile === 'txt')!;
    const file = await api('parcels/download_label', DownloadedFileSchema, {
      query: { id: parcel.id, original: 0 },
    });
    const zpl = base64ToText(fileBase64(file));
    expect(isZpl(zpl)).toBe(true);
    expect(zpl).toContain(parcel.tracking);

    const answer = await answerZplRequest({ id: 7, zpl, ...LABEL_SIZE });

    if (!('png' in answer)) throw new Error(`not rendered: ${answer.error}`);
    expect(answer.id).toBe(7);
    const png = Buffer.from(answer.png, 'base64');
    expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    // IHDR: 101.6 x 152.4 mm at 8 dots/mm.
    expect(png.readUInt32BE(16)).toBeCloseTo(813, -1);
    expect(png.readUInt32BE(20)).toBeCloseTo(1219, -1);
  });

  it('answers the reason when the text is not a label', async () => {
    const answer = await answerZplRequest({ id: 8, zpl: 'hello', ...LABEL_SIZE });
    expect(answer).toEqual({ id: 8, error: expect.stringMatching(/\S/) });
  });
});

/** Stands in for the browser's Worker: records requests, answers when the test says so. */
class FakeWorker {
  static instances: FakeWorker[] = [];
  readonly requests: ZplRequest[] = [];
  terminated = false;
  private listeners: Record<string, Array<(event: Event) => void>> = {};

  constructor(
    readonly url: string | URL,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.instances.push(this);
  }
  addEventListener(type: string, listener: (event: Event) => void) {
    (this.listeners[type] ??= []).push(listener);
  }
  postMessage(request: ZplRequest) {
    this.requests.push(request);
  }
  terminate() {
    this.terminated = true;
  }
  answer(data: ZplResponse) {
    this.listeners.message?.forEach((listener) => listener(new MessageEvent('message', { data })));
  }
  crash(message: string) {
    const event = Object.assign(new Event('error', { cancelable: true }), { message });
    this.listeners.error?.forEach((listener) => listener(event));
  }
}

describe('renderZpl (the page side)', () => {
  afterEach(() => {
    stopZplWorker();
    FakeWorker.instances = [];
    vi.unstubAllGlobals();
  });

  it('starts one module worker lazily and matches answers to requests', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    expect(FakeWorker.instances).toHaveLength(0);

    const first = renderZpl('^XA^FDone^XZ');
    const second = renderZpl('^XA^FDtwo^XZ', { widthMm: 50, heightMm: 30, dpmm: 12 });
    expect(FakeWorker.instances).toHaveLength(1);
    const worker = FakeWorker.instances[0]!;
    expect(worker.options).toEqual({ type: 'module' });
    expect(new URL(worker.url, window.location.href).pathname).toMatch(/zpl\.worker\.ts$/);
    const [one, two] = worker.requests;
    expect(one).toMatchObject({ zpl: '^XA^FDone^XZ', widthMm: 101.6, heightMm: 152.4, dpmm: 8 });
    expect(two).toMatchObject({ zpl: '^XA^FDtwo^XZ', widthMm: 50, heightMm: 30, dpmm: 12 });

    worker.answer({ id: two!.id, png: 'UE5HIHR3bw==' });
    worker.answer({ id: one!.id, error: 'No labels parsed' });
    worker.answer({ id: 9999, png: 'stray' });

    await expect(second).resolves.toBe('UE5HIHR3bw==');
    await expect(first).rejects.toThrow('No labels parsed');
  });

  it('answers a label shown again from memory, but tries a failed one again', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const first = renderZpl('^XA^FDsame^XZ');
    const worker = FakeWorker.instances[0]!;
    worker.answer({ id: worker.requests[0]!.id, png: 'c2FtZQ==' });
    await expect(first).resolves.toBe('c2FtZQ==');
    await expect(renderZpl('^XA^FDsame^XZ')).resolves.toBe('c2FtZQ==');
    expect(worker.requests).toHaveLength(1);
    // Another size is another picture.
    void renderZpl('^XA^FDsame^XZ', { widthMm: 50, heightMm: 30, dpmm: 8 });
    expect(worker.requests).toHaveLength(2);

    const failed = renderZpl('^XA^FDbad^XZ');
    worker.answer({ id: worker.requests[2]!.id, error: 'No labels parsed' });
    await expect(failed).rejects.toThrow('No labels parsed');
    void renderZpl('^XA^FDbad^XZ');
    expect(worker.requests).toHaveLength(4);
  });

  it('a worker that fails to start fails what it had, and the next label starts a new one', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const pending = renderZpl('^XA^XZ');
    const broken = FakeWorker.instances[0]!;
    broken.crash('Failed to fetch the worker script');
    await expect(pending).rejects.toThrow('Failed to fetch the worker script');
    expect(broken.terminated).toBe(true);

    const next = renderZpl('^XA^XZ');
    expect(FakeWorker.instances).toHaveLength(2);
    const fresh = FakeWorker.instances[1]!;
    fresh.answer({ id: fresh.requests[0]!.id, png: 'cG5n' });
    await expect(next).resolves.toBe('cG5n');
  });

  describe('offline', () => {
    const cachesWith = (stored: boolean) => ({
      match: vi.fn(async (url: string) =>
        stored && /zpl\.worker/.test(url) ? new Response('') : undefined,
      ),
    });
    const goOffline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    afterEach(() => vi.restoreAllMocks());

    it('says at once that the renderer is not on the device, and starts no worker', async () => {
      vi.stubGlobal('Worker', FakeWorker);
      vi.stubGlobal('caches', cachesWith(false));
      goOffline();
      await expect(renderZpl('^XA^FDoff^XZ')).rejects.toBeInstanceOf(RendererNotOnDeviceError);
      expect(FakeWorker.instances).toHaveLength(0);
    });

    it('starts the worker from the cache when the renderer is on the device', async () => {
      vi.stubGlobal('Worker', FakeWorker);
      vi.stubGlobal('caches', cachesWith(true));
      goOffline();
      const rendering = renderZpl('^XA^FDcached^XZ');
      await waitFor(() => expect(FakeWorker.instances).toHaveLength(1));
      const worker = FakeWorker.instances[0]!;
      worker.answer({ id: worker.requests[0]!.id, png: 'b2s=' });
      await expect(rendering).resolves.toBe('b2s=');
    });

    it('a worker that fails to load offline, not on the device, reports the same', async () => {
      vi.stubGlobal('Worker', FakeWorker);
      const pending = renderZpl('^XA^FDlost^XZ');
      vi.stubGlobal('caches', cachesWith(false));
      goOffline();
      FakeWorker.instances[0]!.crash('');
      await expect(pending).rejects.toBeInstanceOf(RendererNotOnDeviceError);
    });
  });
});
