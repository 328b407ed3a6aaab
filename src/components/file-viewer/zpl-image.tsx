import { Alert, Group, Image, Loader, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { RENDERER_NOT_ON_DEVICE_TITLE, RendererNotOnDeviceError } from './renderer-not-on-device';
import { type LabelSize, renderZpl } from './zpl-render';

type Rendered = { zpl: string; png: string } | { zpl: string; error: string; notOnDevice: boolean };

/** The latest rendering of `zpl`; null while it is being rendered. */
function useRenderedZpl(zpl: string, size?: LabelSize): Rendered | null {
  const [rendered, setRendered] = useState<Rendered | null>(null);
  // Bumped when the browser comes back online after the renderer was missing offline.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    renderZpl(zpl, size).then(
      (png) => current && setRendered({ zpl, png }),
      (error: unknown) =>
        current &&
        setRendered({
          zpl,
          error: error instanceof Error ? error.message : String(error),
          notOnDevice: error instanceof RendererNotOnDeviceError,
        }),
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the size's values, not its identity
  }, [zpl, attempt, size?.widthMm, size?.heightMm, size?.dpmm]);
  const waitsForNetwork = rendered !== null && 'error' in rendered && rendered.notOnDevice;
  useEffect(() => {
    if (!waitsForNetwork) return;
    const retry = () => {
      setRendered(null);
      setAttempt((count) => count + 1);
    };
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [waitsForNetwork]);
  // An answer for earlier text is stale: show the loader until this text is rendered.
  return rendered?.zpl === zpl ? rendered : null;
}

/**
 * A ZPL label drawn in the browser, with no online service, so it can be checked offline;
 * `size` for labels other than 4x6 inch at 203 DPI (e.g. 300 DPI ones).
 */
export function ZplImage({ zpl, alt, size }: { zpl: string; alt: string; size?: LabelSize }) {
  const rendered = useRenderedZpl(zpl, size);
  if (!rendered) {
    return (
      <Group gap="sm" py="xl" justify="center" role="status">
        <Loader size="sm" />
        <Text size="sm">Rendering label…</Text>
      </Group>
    );
  }
  if ('error' in rendered && rendered.notOnDevice) {
    return (
      <Alert color="yellow" title={RENDERER_NOT_ON_DEVICE_TITLE}>
        {rendered.error} The ZPL text is on the ZPL tab.
      </Alert>
    );
  }
  if ('error' in rendered) {
    return (
      <Alert color="red" title="The label could not be rendered">
        {rendered.error.replace(/\.$/, '')}. The ZPL text is still available on the ZPL tab.
      </Alert>
    );
  }
  return (
    <Image
      src={`data:image/png;base64,${rendered.png}`}
      alt={alt}
      fit="contain"
      mah="70vh"
      w="auto"
      maw="100%"
      mx="auto"
      bd="1px solid var(--mantine-color-default-border)"
    />
  );
}
