import {
  Badge,
  Button,
  CloseButton,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import {
  memo,
  useCallback,
  useDeferredValue,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { UserService } from '@/contract/users/users-schemas';
import { groupServices, switchServices } from '../user-tabs-rules';

// The Available Services tab (spec b sections 2 and 6): one switch per service, grouped by
// carrier. Part of the user form: the parent keeps the enabled ids and saves them. With about
// 130 services, a switch re-renders only when its own state changes (memo + stable callbacks),
// and the search filters on a deferred value so typing stays smooth.

type Props = {
  services: UserService[];
  value: number[];
  onChange: (ids: number[]) => void;
  disabled: boolean;
};

const ServiceSwitch = memo(function ServiceSwitch({
  service,
  checked,
  disabled,
  onToggle,
}: {
  service: UserService;
  checked: boolean;
  disabled: boolean;
  onToggle: (id: number, on: boolean) => void;
}) {
  return (
    <Switch
      checked={checked}
      disabled={disabled}
      onChange={(event) => onToggle(service.id, event.currentTarget.checked)}
      label={
        <Group gap={6} wrap="wrap">
          <Text size="sm">{service.name}</Text>
          <Badge size="xs" variant="light" color="blue" aria-label={`Kind: ${service.kind}`}>
            {service.kind}
          </Badge>
          <Badge size="xs" variant="light" color="teal" aria-label={`Type: ${service.type}`}>
            {service.type}
          </Badge>
        </Group>
      }
    />
  );
});

export function UserServicesTab({ services, value, onChange, disabled }: Props) {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const groups = useMemo(() => groupServices(services, deferred), [services, deferred]);
  const enabled = useMemo(() => new Set(value), [value]);
  const shownIds = useMemo(
    () => groups.flatMap((group) => group.services.map((service) => service.id)),
    [groups],
  );
  // Stable for the memoised switches, yet always reading the latest value.
  const latest = useRef({ value, onChange });
  useLayoutEffect(() => {
    latest.current = { value, onChange };
  });
  const toggle = useCallback((id: number, on: boolean) => {
    const { value: current, onChange: change } = latest.current;
    change(switchServices(current, [id], on));
  }, []);
  const allOn = shownIds.length > 0 && shownIds.every((id) => enabled.has(id));
  const allOff = shownIds.every((id) => !enabled.has(id));

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <TextInput
          label="Search services"
          placeholder="Service name"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          // The tab sits in the user form: Enter here filters, it must not save the user.
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
          rightSection={
            search ? (
              <CloseButton size="sm" aria-label="Clear search" onClick={() => setSearch('')} />
            ) : null
          }
          w={{ base: '100%', xs: 320 }}
        />
        <Group gap="xs">
          <Text size="sm" c="dimmed" aria-live="polite">
            {enabled.size} of {services.length} enabled
          </Text>
          <Button
            size="xs"
            variant="light"
            disabled={disabled || allOn}
            onClick={() => onChange(switchServices(value, shownIds, true))}
          >
            Enable all
          </Button>
          <Button
            size="xs"
            variant="light"
            color="gray"
            disabled={disabled || allOff}
            onClick={() => onChange(switchServices(value, shownIds, false))}
          >
            Disable all
          </Button>
        </Group>
      </Group>
      {groups.length === 0 ? (
        <Text c="dimmed" size="sm">
          {services.length === 0 ? 'No services available' : 'No services match the search'}
        </Text>
      ) : null}
      {groups.map((group) => (
        <Paper key={group.carrier} withBorder p="sm" component="section" aria-label={group.carrier}>
          <Title order={4} size="h6" mb="xs">
            {group.carrier}
          </Title>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xs" verticalSpacing="xs">
            {group.services.map((service) => (
              <ServiceSwitch
                key={service.id}
                service={service}
                checked={enabled.has(service.id)}
                disabled={disabled}
                onToggle={toggle}
              />
            ))}
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  );
}
