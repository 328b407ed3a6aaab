import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import '@mantine/dropzone/styles.css';
import { Dropzone } from '@mantine/dropzone';
import { IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { RequiresNetwork } from '@/components/requires-network';
import { WRITE_ACTION } from '@/config/action-urls';
import { useAccess } from '@/lib/access';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { useOnline } from '@/lib/online';
import { useSaveLogo } from '../api/service-mutations';
import type { ServiceDetail } from '@/contract/services/services-schemas';
import { LOGO_ACCEPT, logoFileError } from '../logo-rules';
import { ServiceLogo } from './service-logo';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });

/**
 * The logo and, with the save-logo permission, its drop area: a .jpg, .jpeg or .png dropped or
 * chosen is sent as a data URL; any other file is refused here with the reason.
 */
export function ServiceLogoField({ service }: { service: ServiceDetail }) {
  const canSave = useAccess().can(WRITE_ACTION.saveLogo);
  const save = useSaveLogo(service.id);
  const openRef = useRef<() => void>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const online = useOnline();

  const upload = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    const error = logoFileError(file);
    setRefused(error);
    if (error) return;
    try {
      const logo = await readAsDataUrl(file);
      const answer = await save.mutateAsync(logo);
      notifySuccess(answer.message);
    } catch (failure) {
      notifyFailure(failure);
    }
  };

  if (!canSave) return <ServiceLogo logo={service.logo} name={service.name} />;
  return (
    <Stack gap="xs">
      <Dropzone
        onDrop={(files) => void upload(files)}
        onReject={(rejections) =>
          setRefused(rejections[0] ? logoFileError(rejections[0].file) : null)
        }
        accept={LOGO_ACCEPT}
        multiple={false}
        loading={save.isPending}
        disabled={!online}
        activateOnClick={false}
        activateOnKeyboard={false}
        enablePointerEvents
        openRef={openRef}
        inputProps={{ 'aria-label': 'Logo file' }}
        p="sm"
      >
        <Group gap="sm" wrap="nowrap">
          <ServiceLogo logo={service.logo} name={service.name} />
          <Stack gap={4}>
            <Text size="sm">Drop a .jpg, .jpeg or .png here</Text>
            <RequiresNetwork>
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconUpload size={14} aria-hidden />}
                onClick={() => openRef.current?.()}
              >
                Choose logo
              </Button>
            </RequiresNetwork>
          </Stack>
        </Group>
      </Dropzone>
      {refused ? (
        <Alert color="red" variant="light" p="xs" role="alert">
          {refused}
        </Alert>
      ) : null}
    </Stack>
  );
}
