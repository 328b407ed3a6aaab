import { Group, Radio, Stack, Text } from '@mantine/core';
import { WRITE_ACTION } from '@/config/action-urls';
import { useAccess } from '@/lib/access';
import { confirmAction } from '@/lib/confirm';
import { notifyFailure } from '@/lib/notify';
import { useOnline } from '@/lib/online';
import { useBillingClientWrite } from '../api/billing-clients-mutations';
import {
  BILLING_MODEL_LABELS,
  BILLING_MODELS,
  type BillingClient,
  type BillingModelValue,
} from '@/contract/billing-clients/billing-clients-schemas';
import { MODEL_SWITCH_TEXT } from '../billing-rules';
import { ServiceMarkups } from './service-markups';
import { RequestPrices } from './request-prices';

// The Billing conditions tab (spec c sections 2 and 4): the billing model, switched after the
// confirmation, and the settings of the model in use: markups per connected service, or the
// prices per request. The other model's settings are kept by the server for a switch back.

export function ConditionsTab({ client }: { client: BillingClient }) {
  const access = useAccess();
  const online = useOnline();
  const switchModel = useBillingClientWrite('save_billing_model');
  const canSwitch = access.can(WRITE_ACTION.saveBillingModel) && online;

  const onModel = async (value: string) => {
    const next = Number(value) as BillingModelValue;
    if (next === client.billing_model) return;
    const confirmed = await confirmAction({
      text: MODEL_SWITCH_TEXT,
      confirmLabel: 'Confirm',
      danger: false,
    });
    if (!confirmed) return;
    switchModel.mutate(
      { user_id: client.user_id, billing_model: next },
      { onError: notifyFailure },
    );
  };

  return (
    <Stack gap="lg">
      <Radio.Group
        label="Billing model"
        value={String(client.billing_model)}
        onChange={(value) => void onModel(value)}
      >
        <Group mt="xs">
          {BILLING_MODELS.map((model) => (
            <Radio
              key={model}
              value={String(model)}
              label={BILLING_MODEL_LABELS[model]}
              disabled={!canSwitch || switchModel.isPending}
            />
          ))}
        </Group>
      </Radio.Group>
      {client.billing_model === 1 ? (
        client.services.length === 0 ? (
          <Text c="dimmed">No services connected</Text>
        ) : (
          client.services.map((service) => (
            <ServiceMarkups key={service.id} client={client} service={service} />
          ))
        )
      ) : (
        <RequestPrices client={client} />
      )}
    </Stack>
  );
}
