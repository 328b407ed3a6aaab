import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormModal } from '@/components/modal/form-modal';
import { RequiresNetwork } from '@/components/requires-network';
import type { ContactBody } from '@/contract/carriers/carriers-schemas';
import { type ContactErrors, contactErrors } from '../carriers-rules';
import { LEAVE_QUESTION } from '../rich-info-rules';

// Adding or changing a contact (spec c section 5): 'Not valid email' under the e-mail, 'All
// fields can`t be empty.' for the form; typed data asks before it is dropped.

const EMPTY: ContactBody = { name: '', email: '', phone: '' };

export function ContactModal({
  title,
  initial = EMPTY,
  onSave,
  onClose,
}: {
  title: string;
  initial?: ContactBody;
  /** Resolves when stored (the modal closes), rejects when refused (it stays). */
  onSave: (contact: ContactBody) => Promise<unknown>;
  onClose: () => void;
}) {
  const [contact, setContact] = useState(initial);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [busy, setBusy] = useState(false);
  const dirty =
    contact.name !== initial.name ||
    contact.email !== initial.email ||
    contact.phone !== initial.phone;
  const field = (key: keyof ContactBody, label: string, type = 'text') => (
    <TextInput
      label={label}
      type={type}
      value={contact[key]}
      error={errors[key]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setContact((prev) => ({ ...prev, [key]: value }));
        setErrors({});
      }}
    />
  );
  const submit = async () => {
    const found = contactErrors(contact);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await onSave({
        name: contact.name.trim(),
        email: contact.email.trim(),
        phone: contact.phone.trim(),
      });
      onClose();
    } catch {
      // Said by the caller; what was typed stays.
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormModal dirty={dirty} question={LEAVE_QUESTION} onClose={onClose} title={title}>
      {(close) => (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack gap="sm">
            {errors.form ? (
              <Alert color="red" variant="light" role="alert">
                {errors.form}
              </Alert>
            ) : null}
            {field('name', 'Name')}
            {field('email', 'Email', 'email')}
            {field('phone', 'Phone', 'tel')}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <RequiresNetwork>
                <Button type="submit" loading={busy}>
                  Save
                </Button>
              </RequiresNetwork>
            </Group>
          </Stack>
        </form>
      )}
    </FormModal>
  );
}
