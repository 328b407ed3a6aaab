import { Code, ScrollArea, Tabs } from '@mantine/core';
import type { LabelSize } from './zpl-render';
import { ZplImage } from './zpl-image';

/**
 * A ZPL label as people check one: drawn on the device first, the raw ZPL on its own tab. The
 * file viewer's and the label builder's; `size` for labels other than 4x6 inch at 203 DPI.
 */
export function ZplTabs({
  zpl,
  alt,
  size,
  maxHeight,
}: {
  zpl: string;
  alt: string;
  size?: LabelSize;
  maxHeight: number | string;
}) {
  return (
    <Tabs defaultValue="label">
      <Tabs.List>
        <Tabs.Tab value="label">Label</Tabs.Tab>
        <Tabs.Tab value="zpl">ZPL</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="label" pt="sm">
        <ZplImage zpl={zpl} alt={alt} size={size} />
      </Tabs.Panel>
      <Tabs.Panel value="zpl" pt="sm">
        <ScrollArea.Autosize mah={maxHeight} type="auto" viewportProps={{ tabIndex: 0 }}>
          <Code block>{zpl}</Code>
        </ScrollArea.Autosize>
      </Tabs.Panel>
    </Tabs>
  );
}
