import { Button } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FileViewer, type ViewerFile } from '@/components/file-viewer/file-viewer';
import {
  RENDERER_NOT_ON_DEVICE,
  RENDERER_NOT_ON_DEVICE_TITLE,
  RendererNotOnDeviceError,
} from '@/components/file-viewer/renderer-not-on-device';
import { renderZpl } from '@/components/file-viewer/zpl-render';
import { act } from '@testing-library/react';
import { renderWithProviders } from '../support/render';

vi.mock('@/components/file-viewer/zpl-render', () => ({ renderZpl: vi.fn() }));

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).toString('base64');
const ZPL = '^XA\n^CI28\n^FO40,40^A0N,30,30^FDSHIPPING LABEL^FS\n^XZ\n';

function show(file: ViewerFile | null, extraActions?: React.ReactNode) {
  return renderWithProviders(
    <FileViewer
      file={file}
      title="Label of parcel 12"
      downloadName="label_for_parcel_12.pdf"
      missingMessage="label 12 file not found or is empty"
      extraActions={extraActions}
    />,
  );
}

let urls = 0;
beforeEach(() => {
  urls = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:http://localhost/${++urls}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(renderZpl).mockReset();
});

describe('file viewer', () => {
  it('shows a text file as text, decoded as UTF-8, with its name and size', () => {
    show({ type: 'csv', data: b64('id,city\n1,Zürich\n') });
    expect(screen.getByText(/1,Zürich/).tagName).toBe('PRE');
    expect(screen.getByText('label_for_parcel_12.pdf · 18 B')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
  });

  it('reads `content` as well as `data`', () => {
    show({ type: 'txt', content: b64('plain words') });
    expect(screen.getByText('plain words')).toBeInTheDocument();
  });

  it('shows a PNG as an image named by the title, from an object URL revoked on close', () => {
    const { unmount } = show({ type: 'png', data: PNG_BYTES });
    const image = screen.getByRole('img', { name: 'Label of parcel 12' });
    expect(image).toHaveAttribute('src', 'blob:http://localhost/1');
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob;
    expect(blob.type).toBe('image/png');
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/1');
  });

  it('shows a PDF in a frame named by the title', () => {
    // happy-dom logs that it does not load frames; the frame and its src are what count here.
    show({ type: 'pdf', data: b64('%PDF-1.4\n%%EOF\n'), filename: 'label.pdf' });
    const frame = screen.getByTitle('Label of parcel 12');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'blob:http://localhost/1');
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob;
    expect(blob.type).toBe('application/pdf');
  });

  it('shows a ZPL label drawn as an image first, and the raw ZPL on its own tab', async () => {
    vi.mocked(renderZpl).mockResolvedValue('iVBORw0KGgo=');
    const { user } = show({ type: 'txt', data: b64(ZPL) });

    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Label', 'ZPL']);
    expect(screen.getByRole('tab', { name: 'Label' })).toHaveAttribute('aria-selected', 'true');
    const image = await screen.findByRole('img', { name: 'Label of parcel 12' });
    expect(image).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    expect(renderZpl).toHaveBeenCalledWith(ZPL, undefined);
    expect(screen.queryByText(/\^FDSHIPPING LABEL\^FS/)).not.toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'ZPL' }));
    const panel = screen.getByRole('tabpanel', { name: 'ZPL' });
    expect(within(panel).getByText(/\^FDSHIPPING LABEL\^FS/)).toBeVisible();
  });

  it('never shows the drawing of the previous label for the next one', async () => {
    let finishSecond: (png: string) => void = () => undefined;
    vi.mocked(renderZpl)
      .mockResolvedValueOnce('Zmlyc3Q=')
      .mockReturnValueOnce(new Promise((resolve) => (finishSecond = resolve)));
    const first = { type: 'txt', data: b64(ZPL) };
    const second = { type: 'txt', data: b64(ZPL.replace('SHIPPING', 'ORIGINAL')) };
    function Switcher() {
      const [file, setFile] = useState<ViewerFile>(first);
      return (
        <FileViewer
          file={file}
          title="Label"
          downloadName="l.txt"
          missingMessage="missing"
          extraActions={<Button onClick={() => setFile(second)}>Original</Button>}
        />
      );
    }
    const { user } = renderWithProviders(<Switcher />);
    expect(await screen.findByRole('img')).toHaveAttribute('src', 'data:image/png;base64,Zmlyc3Q=');

    await user.click(screen.getByRole('button', { name: 'Original' }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Rendering label…');
    finishSecond('c2Vjb25k');
    expect(await screen.findByRole('img')).toHaveAttribute('src', 'data:image/png;base64,c2Vjb25k');
  });

  it('shows a loader while the label is drawn', () => {
    vi.mocked(renderZpl).mockReturnValue(new Promise(() => undefined));
    show({ type: 'txt', data: b64(ZPL) });
    expect(screen.getByRole('status')).toHaveTextContent('Rendering label…');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says why a label could not be drawn and keeps the raw ZPL', async () => {
    vi.mocked(renderZpl).mockRejectedValue(new Error('No labels parsed'));
    const { user } = show({ type: 'txt', data: b64(ZPL) });
    expect(
      await screen.findByText(/No labels parsed\. The ZPL text is still available/),
    ).toBeVisible();
    expect(screen.getByText('The label could not be rendered')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'ZPL' }));
    expect(screen.getByText(/\^FDSHIPPING LABEL\^FS/)).toBeVisible();
  });

  it('offline before the renderer reached the device: says so, and draws the label once online', async () => {
    vi.mocked(renderZpl).mockRejectedValueOnce(new RendererNotOnDeviceError());
    show({ type: 'txt', data: b64(ZPL) });
    expect(await screen.findByText(RENDERER_NOT_ON_DEVICE_TITLE)).toBeVisible();
    expect(screen.getByText(new RegExp(RENDERER_NOT_ON_DEVICE.slice(0, 40)))).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText('The label could not be rendered')).toBeNull();

    vi.mocked(renderZpl).mockResolvedValueOnce('iVBORw0KGgo=');
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByRole('img', { name: 'Label of parcel 12' })).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBORw0KGgo=',
    );
  });

  it.each([
    ['no file', null],
    ['no body', { type: 'pdf' }],
    ['an empty body', { type: 'pdf', data: '' }],
    ['a body that is not base64', { type: 'pdf', data: 'not base64!' }],
  ])('with %s shows the missing-file message and nothing to download', (_case, file) => {
    show(file, <Button>Original label</Button>);
    expect(screen.getByText('label 12 file not found or is empty')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Original label' })).toBeInTheDocument();
  });

  it('offers a file it cannot show for download', () => {
    show({ type: 'xlsx', data: b64('PK') });
    expect(screen.getByText(/cannot be shown here/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
  });

  it('downloads the file under the given name, with its MIME type', async () => {
    const saved: Array<{ href: string; download: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.href, download: this.download });
    });
    const { user } = show({ type: 'pdf', data: b64('%PDF-1.4 label') }, <Button>Print</Button>);
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Download' }));

    expect(saved).toEqual([
      { href: 'blob:http://localhost/2', download: 'label_for_parcel_12.pdf' },
    ]);
    const blob = vi.mocked(URL.createObjectURL).mock.calls[1]?.[0] as Blob;
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF-1.4 label');
  });
});
