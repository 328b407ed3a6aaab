import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { RequiresNetwork } from '@/components/requires-network';
import { useUnsavedChanges } from '@/lib/unsaved-changes';
import {
  LABEL_DPIS,
  LABEL_LIMITS,
  type LabelBuilderFields,
  type LabelDpi,
  type LabelKind,
  type LabelType,
} from '@/contract/label-builder/label-builder-schemas';
import {
  carrierOptions,
  changeCarrier,
  changeKind,
  changeType,
  isChanged,
  isZplType,
  kindOptions,
  LABEL_TYPE_OPTIONS,
  type LabelForm,
  type LabelFormErrors,
  labelFormErrors,
  labelNameOptions,
  LEAVE_QUESTION,
} from '../label-builder-rules';

// The settings form (spec c sections 2-5): the carrier list follows the kind and the label names
// both; the DPI shows for ZPL types only. Create puts the settings in the URL (the label is a
// link); Discard empties form and result. A changed form asks before the page is left.

const DPI_OPTIONS = LABEL_DPIS.map((dpi) => ({ value: String(dpi), label: `${dpi} DPI` }));

export function LabelSettingsForm({
  fields,
  shown,
  onCreate,
  onDiscard,
}: {
  fields: LabelBuilderFields;
  /** The form of the label on show (from the URL). */
  shown: LabelForm;
  onCreate: (form: LabelForm) => void;
  onDiscard: () => void;
}) {
  const [form, setForm] = useState(shown);
  const [errors, setErrors] = useState<LabelFormErrors>({});
  useUnsavedChanges(isChanged(form, shown), { text: LEAVE_QUESTION, samePathFree: true });

  const update = (next: LabelForm) => {
    setForm(next);
    if (Object.keys(errors).length > 0) setErrors(labelFormErrors(next));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = labelFormErrors(form);
    setErrors(found);
    if (Object.keys(found).length === 0) onCreate(form);
  };
  const carriers = carrierOptions(fields, form.carrierKind);
  const names = labelNameOptions(fields, form.carrierKind, form.carrier);

  return (
    <form noValidate onSubmit={submit} aria-label="Label settings">
      <Stack gap="sm">
        <Select
          label="Carrier kind"
          withAsterisk
          data={kindOptions(fields)}
          value={form.carrierKind}
          error={errors.carrierKind}
          onChange={(kind) => update(changeKind(form, kind as LabelKind | null, fields))}
        />
        <Select
          label="Carrier"
          withAsterisk
          searchable
          data={carriers}
          value={form.carrier}
          disabled={!form.carrierKind}
          placeholder={form.carrierKind ? undefined : 'Choose a carrier kind first'}
          error={errors.carrier}
          onChange={(carrier) => update(changeCarrier(form, carrier, fields))}
        />
        <Select
          label="Label name"
          searchable
          clearable
          data={names}
          value={form.labelName}
          disabled={!form.carrier}
          placeholder={form.carrier ? "The carrier's first label" : 'Choose a carrier first'}
          onChange={(labelName) => update({ ...form, labelName })}
        />
        <SimpleGrid cols={isZplType(form.labelType) ? 2 : 1} spacing="sm">
          <Select
            label="Label type"
            data={LABEL_TYPE_OPTIONS}
            allowDeselect={false}
            value={form.labelType}
            onChange={(type) => type && update(changeType(form, type as LabelType))}
          />
          {isZplType(form.labelType) ? (
            <Select
              label="DPI"
              data={DPI_OPTIONS}
              allowDeselect={false}
              value={form.labelDpi === null ? null : String(form.labelDpi)}
              onChange={(dpi) => dpi && update({ ...form, labelDpi: Number(dpi) as LabelDpi })}
            />
          ) : null}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 3, lg: 1, xl: 3 }} spacing="sm">
          <Select
            label="Country from"
            searchable
            clearable
            data={fields.countriesFrom}
            value={form.countryFrom}
            onChange={(countryFrom) => update({ ...form, countryFrom })}
          />
          <Select
            label="Country to"
            searchable
            clearable
            data={fields.countriesTo}
            value={form.countryTo}
            onChange={(countryTo) => update({ ...form, countryTo })}
          />
          <Select
            label="Return country"
            searchable
            clearable
            data={fields.countriesFrom}
            value={form.countryReturn}
            onChange={(countryReturn) => update({ ...form, countryReturn })}
          />
        </SimpleGrid>
        <SimpleGrid cols={2} spacing="sm">
          <TextInput
            label="Tracking"
            description="Empty: one is made up"
            maxLength={LABEL_LIMITS.tracking}
            value={form.tracking}
            error={errors.tracking}
            onChange={(event) => update({ ...form, tracking: event.currentTarget.value })}
          />
          <TextInput
            label="Secondary"
            description="A second barcode number"
            maxLength={LABEL_LIMITS.secondary}
            value={form.secondary}
            error={errors.secondary}
            onChange={(event) => update({ ...form, secondary: event.currentTarget.value })}
          />
        </SimpleGrid>
        <Group gap="xs">
          <RequiresNetwork>
            <Button type="submit">Create</Button>
          </RequiresNetwork>
          <Button variant="default" onClick={onDiscard}>
            Discard
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
