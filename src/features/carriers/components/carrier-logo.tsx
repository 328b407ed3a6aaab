import { Alert, Avatar, Button, FileButton, Group, Image, Stack } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { RequiresNetwork } from '@/components/requires-network';
import { useOnline } from '@/lib/online';
import {
  bytesToBase64,
  CARRIER_LOGO_ACCEPT,
  carrierLogoFileError,
  carrierLogoSrc,
  type CarrierLogoType,
  LOGO_CONTENT_MESSAGE,
  sniffLogoType,
} from '../carrier-logo-rules';

// The carrier's logo and, with the save-logo permission, its upload (spec c sections 3 and 5:
// jpg, jpeg, png; at most 512 KB; decision 045). A file is refused here, with the reason, when its
// extension, its MIME type or its first bytes are not a JPEG's or a PNG's.

export type CarrierLogoFile = { base64: string; type: CarrierLogoType; name: string };

export type CarrierLogoProps = {
  logo: string | null;
  carrierName: string;
  canEdit: boolean;
  /** Resolves when stored; the caller's mutation says why it failed (no second notice here). */
  onSave: (file: CarrierLogoFile) => Promise<unknown>;
};

const LOGO_SIZE = '4rem';

export function CarrierLogo({ logo, carrierName, canEdit, onSave }: CarrierLogoProps) {
  const [refused, setRefused] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const resetRef = useRef<() => void>(null);
  const online = useOnline();
  const src = carrierLogoSrc(logo);

  const upload = async (file: File | null) => {
    // The same file picked again (after a fix on the server, say) is a new choice.
    resetRef.current?.();
    if (!file) return;
    const error = carrierLogoFileError(file);
    setRefused(error);
    if (error) return;
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = sniffLogoType(bytes);
    if (type === null) {
      setRefused(LOGO_CONTENT_MESSAGE);
      return;
    }
    setSaving(true);
    try {
      await onSave({ base64: bytesToBase64(bytes), type, name: file.name });
    } catch {
      // The caller's mutation has said why.
    } finally {
      setSaving(false);
    }
  };

  const picture = src ? (
    <Image src={src} alt={`${carrierName} logo`} w={LOGO_SIZE} h={LOGO_SIZE} fit="contain" />
  ) : (
    <Avatar
      radius="sm"
      color="initials"
      name={carrierName}
      aria-hidden
      style={{ width: LOGO_SIZE, height: LOGO_SIZE, minWidth: LOGO_SIZE }}
    />
  );
  if (!canEdit) return picture;
  return (
    <Stack gap="xs" align="flex-start">
      <Group gap="sm" wrap="nowrap">
        {picture}
        <FileButton
          accept={CARRIER_LOGO_ACCEPT}
          onChange={(file) => void upload(file)}
          resetRef={resetRef}
          inputProps={{ 'aria-label': 'Logo file' }}
          disabled={saving || !online}
        >
          {(props) => (
            <RequiresNetwork>
              <Button
                {...props}
                size="compact-sm"
                variant="light"
                loading={saving}
                leftSection={<IconUpload size={14} aria-hidden />}
              >
                Upload logo
              </Button>
            </RequiresNetwork>
          )}
        </FileButton>
      </Group>
      {refused ? (
        <Alert color="red" variant="light" p="xs" role="alert">
          {refused}
        </Alert>
      ) : null}
    </Stack>
  );
}
