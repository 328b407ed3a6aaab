import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { newPasswordValidation } from '../auth-validation';
import { RequiresNetwork } from '@/components/requires-network';
import { FormErrors } from './form-errors';

export type NewPassword = { token: string; password: string; password_confirm: string };

/** Password and its confirmation; the link's token travels as a hidden field (spec a section 5). */
export function NewPasswordForm({
  token,
  submitLabel,
  pending,
  error,
  onSubmit,
}: {
  token: string;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (values: NewPassword) => void;
}) {
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { token, password: '', password_confirm: '' },
    validate: newPasswordValidation,
  });
  return (
    <form noValidate onSubmit={form.onSubmit(onSubmit)}>
      <Stack>
        <input type="hidden" name="token" value={token} />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          withAsterisk
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          withAsterisk
          key={form.key('password_confirm')}
          {...form.getInputProps('password_confirm')}
        />
        <FormErrors error={error} />
        <RequiresNetwork>
          <Button type="submit" loading={pending} fullWidth>
            {submitLabel}
          </Button>
        </RequiresNetwork>
      </Stack>
    </form>
  );
}
