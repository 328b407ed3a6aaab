import { onlineManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CarrierLogo } from '@/features/carriers/components/carrier-logo';
import {
  LOGO_CONTENT_MESSAGE,
  LOGO_SIZE_MESSAGE,
  LOGO_TYPE_MESSAGE,
} from '@/features/carriers/carrier-logo-rules';
import { renderWithProviders } from '../support/render';

const PNG_BYTES = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x01];
const PNG_BASE64 = 'iVBORw0KGgoAAQ==';

/** Picks a file as the file dialog would; the accept filter is the dialog's, not a refusal. */
function pick(file: File) {
  fireEvent.change(screen.getByLabelText('Logo file'), { target: { files: [file] } });
}

describe('carrier logo', () => {
  it('shows the stored logo, or a placeholder, and no upload without the permission', () => {
    const { unmount } = renderWithProviders(
      <CarrierLogo logo={PNG_BASE64} carrierName="DHL" canEdit={false} onSave={vi.fn()} />,
    );
    expect(screen.getByRole('img', { name: 'DHL logo' })).toHaveAttribute(
      'src',
      `data:image/png;base64,${PNG_BASE64}`,
    );
    expect(screen.queryByRole('button', { name: 'Upload logo' })).toBeNull();

    unmount();
    renderWithProviders(
      <CarrierLogo logo={null} carrierName="DHL" canEdit={false} onSave={vi.fn()} />,
    );
    expect(screen.queryByRole('img', { name: 'DHL logo' })).toBeNull();
  });

  it('sends a png as base64 without the data: prefix', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    renderWithProviders(<CarrierLogo logo={null} carrierName="DHL" canEdit onSave={onSave} />);
    expect(screen.getByRole('button', { name: 'Upload logo' })).toBeEnabled();
    expect(screen.getByLabelText('Logo file')).toHaveAttribute(
      'accept',
      'image/png,image/jpeg,.png,.jpg,.jpeg',
    );

    pick(new File([new Uint8Array(PNG_BYTES)], 'dhl.png', { type: 'image/png' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({ base64: PNG_BASE64, type: 'image/png', name: 'dhl.png' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a .gif with the reason and sends nothing', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    renderWithProviders(<CarrierLogo logo={null} carrierName="DHL" canEdit onSave={onSave} />);
    pick(new File(['GIF89a'], 'dhl.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LOGO_TYPE_MESSAGE);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses a file over 512 KB with the reason', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    renderWithProviders(<CarrierLogo logo={null} carrierName="DHL" canEdit onSave={onSave} />);
    const bytes = new Uint8Array(512 * 1024 + 1);
    bytes.set(PNG_BYTES);
    pick(new File([bytes], 'big.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LOGO_SIZE_MESSAGE);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses a file named .png whose content is not an image', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    renderWithProviders(<CarrierLogo logo={null} carrierName="DHL" canEdit onSave={onSave} />);
    pick(new File(['<svg onload="alert(1)">'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LOGO_CONTENT_MESSAGE);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the upload as busy while saving and clears an earlier refusal', async () => {
    let resolve: () => void = () => undefined;
    const onSave = vi.fn(
      () =>
        new Promise<void>((done) => {
          resolve = done;
        }),
    );
    renderWithProviders(<CarrierLogo logo={null} carrierName="DHL" canEdit onSave={onSave} />);
    pick(new File(['GIF89a'], 'dhl.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();

    pick(new File([new Uint8Array(PNG_BYTES)], 'dhl.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Upload logo' })).toBeDisabled());
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => resolve());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Upload logo' })).toBeEnabled());
  });

  it('disables the upload offline', () => {
    renderWithProviders(<CarrierLogo logo={null} carrierName="DHL" canEdit onSave={vi.fn()} />);
    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('button', { name: 'Upload logo' })).toBeDisabled();
  });
});
