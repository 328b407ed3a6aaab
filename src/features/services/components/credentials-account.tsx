import { Alert, Button, Fieldset, Group, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { RequiresNetwork } from '@/components/requires-network';
import { errorMessages } from '@/lib/api/api-error';
import { notifySuccess } from '@/lib/notify';
import { useFtpCheck } from '../api/credentials-mutations';
import type { CredentialsEntryBody, CredentialValues } from '@/contract/services/services-schemas';
import { type CredentialsMode, type FieldSpecs, modeKey } from '../credentials-rules';
import { CredentialsField } from './credentials-field';
import { CredentialsImportModal } from './credentials-import-modal';

/** Spec b section 3: the fallback account, which stays. */
const DEFAULT_ACCOUNT = 'default';

type FtpResult = { success: boolean; message: string; fields: string[] };

/** One account name of a user: its typed fields in the mode being edited, and its actions. */
export function CredentialsAccount({
  name,
  values,
  specs,
  fields,
  mode,
  errors,
  readOnly,
  canRemove,
  ftpEntry,
  onChange,
  onImport,
  onRemove,
}: {
  name: string;
  values: CredentialValues;
  specs: FieldSpecs;
  /** The fields the key search leaves. */
  fields: readonly string[];
  mode: CredentialsMode;
  errors: Record<string, string>;
  readOnly: boolean;
  canRemove: boolean;
  /** The body of the FTP check: this account's values as they are now. */
  ftpEntry: () => CredentialsEntryBody;
  onChange: (field: string, value: string) => void;
  onImport: (values: CredentialValues) => void;
  onRemove: () => void;
}) {
  const [importing, setImporting] = useState(false);
  const [ftp, setFtp] = useState<FtpResult | null>(null);
  const check = useFtpCheck();
  const hasFtp = Object.values(specs).some((spec) => spec.type === 'ftp');
  const key = modeKey(mode);
  const invalid = new Set(ftp && !ftp.success ? ftp.fields : []);

  const runCheck = () =>
    check.mutate([ftpEntry()], {
      onSuccess: (answer) => {
        setFtp(answer);
        if (answer.success) notifySuccess(answer.message);
      },
      onError: (error) =>
        setFtp({ success: false, message: errorMessages(error).join(' '), fields: [] }),
    });

  return (
    <>
      <Fieldset legend={name} aria-label={`Account ${name}`}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
            {fields.map((field) => {
              const spec = specs[field];
              if (!spec) return null;
              return (
                <CredentialsField
                  key={field}
                  field={field}
                  spec={spec}
                  value={values[field]?.[key] ?? ''}
                  error={errors[field] ?? (invalid.has(field) ? 'Check failed' : undefined)}
                  readOnly={readOnly}
                  onChange={(value) => {
                    if (invalid.has(field)) setFtp(null);
                    onChange(field, value);
                  }}
                />
              );
            })}
          </SimpleGrid>
          {ftp && !ftp.success ? (
            <Alert color="red" title="FTP check failed" role="alert">
              {ftp.message}
              {ftp.fields.length > 0 ? ` (${ftp.fields.join(', ')})` : ''}
            </Alert>
          ) : null}
          <Group gap="xs" justify="flex-end">
            {hasFtp ? (
              <RequiresNetwork>
                <Button
                  size="xs"
                  variant="default"
                  loading={check.isPending}
                  disabled={readOnly}
                  onClick={runCheck}
                >
                  Check FTP
                </Button>
              </RequiresNetwork>
            ) : null}
            <Button
              size="xs"
              variant="default"
              disabled={readOnly}
              onClick={() => setImporting(true)}
              aria-label={`Import: ${name}`}
            >
              Import
            </Button>
            <RequiresNetwork>
              <Button
                size="xs"
                variant="light"
                color="red"
                // The server keeps every user's fallback account (spec b section 3).
                disabled={!canRemove || name === DEFAULT_ACCOUNT}
                onClick={onRemove}
                aria-label={`Remove: ${name}`}
              >
                Remove
              </Button>
            </RequiresNetwork>
          </Group>
        </Stack>
      </Fieldset>
      {importing ? (
        <CredentialsImportModal
          name={name}
          fieldKeys={Object.keys(specs)}
          current={values}
          mode={mode}
          onClose={() => setImporting(false)}
          onImport={(next) => {
            onImport(next);
            setImporting(false);
          }}
        />
      ) : null}
    </>
  );
}
