// What the label viewer says offline before the ZPL renderer ever reached this device: it is not
// precached, only kept once fetched (decision 017). Apart from zpl-render.ts so that tests which
// stand in for the renderer keep the real error.

/** Offline, before the renderer ever reached this device (decision 017). */
export const RENDERER_NOT_ON_DEVICE_TITLE = 'This label cannot be drawn offline yet';
export const RENDERER_NOT_ON_DEVICE =
  'The label renderer has not been downloaded to this device yet. Open a label once you are online; from then on labels are drawn offline too.';

export class RendererNotOnDeviceError extends Error {
  constructor() {
    super(RENDERER_NOT_ON_DEVICE);
    this.name = 'RendererNotOnDeviceError';
  }
}
