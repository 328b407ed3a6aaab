import { Alert, Group, Image, Loader, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { RENDERER_NOT_ON_DEVICE_TITLE, RendererNotOnDeviceError } from './renderer-not-on-device';
import { renderZpl } from './zpl-render';

type Rendered = { zpl: string; png: string } | { zpl: string; error: string; notOnDevice: boolean };

/** The latest rendering of `zpl`; null while it is being rendered. */
function useRenderedZpl(zpl: string): Rendered | null {
  const [rendered, setRendered] = useState<Rendered | null>(null);
  // Bumped when the browser comes back online after the renderer was missing offline.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    renderZpl(zpl).then(
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
  }, [zpl, attempt]);
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

/** A ZPL label drawn in the browser, with no online service, so it can be checked offline. */
export function ZplImage({ zpl, alt }: { zpl: string; alt: string }) {
  const rendered = useRenderedZpl(zpl);
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
