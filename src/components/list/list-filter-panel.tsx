import {
  Badge,
  Button,
  CloseButton,
  Collapse,
  Group,
  Paper,
  SimpleGrid,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useLocalStorage } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp, IconFilter } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useId } from 'react';
import type { ActiveFilter, ListFilters } from '@/lib/list-filters';
import { formatCount } from '@/lib/format';

// A list's filter panel (decision 011, issue 11): the fields edit a draft of the URL's filters,
// Apply writes it to the URL (which alone drives the list), Discard clears every filter. The panel
// folds away (remembered per list); folded, the applied filters show as chips that remove one.

type Search = Record<string, unknown>;

export type ListFilterPanelProps<F extends ListFilters> = {
  /** The list's name in storage: where the folded state is kept. */
  list: string;
  filters: F;
  /** The URL's search (what is applied). */
  search: Search;
  /** Where the draft starts when it is not the URL's search (e.g. default dates filled in). */
  draftFrom?: Search;
  /** Values to labels per filter, so a chip reads 'Services: DHL Express' rather than an id. */
  names?: Partial<Record<string, ReadonlyMap<string, string>>>;
  onApply: (applied: Search) => void;
  onDiscard: () => void;
  onRemove: (name: string) => void;
  /** The number of matches, when the server says. */
  total?: number;
  children: (form: UseFormReturnType<ReturnType<F['empty']>>) => ReactNode;
};

/**
 * Whether the list's filter panel is open, kept per list (default open). Every user of one list's
 * state (the panel, its saved views) stays in step: a change is told to the others in this tab.
 */
export function useFiltersOpen(list: string): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useLocalStorage<boolean>({
    key: `${list}FiltersOpen`,
    defaultValue: true,
    getInitialValueInEffect: false,
    serialize: String,
    // Anything but 'false' (garbage included) is the default, open.
    deserialize: (value) => value !== 'false',
  });
  return [open, setOpen];
}

export function ListFilterPanel<F extends ListFilters>(props: ListFilterPanelProps<F>) {
  const { filters, search } = props;
  // A URL change (Back, a link, Apply) restarts the draft from what is applied.
  const applied = JSON.stringify(filters.keys.map((key) => (props.draftFrom ?? search)[key]));
  return <FilterPanelForm key={applied} {...props} />;
}

function FilterPanelForm<F extends ListFilters>({
  list,
  filters,
  search,
  draftFrom,
  names,
  onApply,
  onDiscard,
  onRemove,
  total,
  children,
}: ListFilterPanelProps<F>) {
  type Draft = ReturnType<F['empty']>;
  const [open, setOpen] = useFiltersOpen(list);
  const form = useForm<Draft>({
    mode: 'controlled',
    initialValues: filters.draftOf(draftFrom ?? search) as Draft,
    validate: filters.validate as never,
    validateInputOnChange: Object.keys(filters.validate),
  });
  const active = filters.active(search, names);
  const bodyId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.validate().hasErrors) return;
    onApply(filters.searchOf(form.getValues()));
  };
  const discard = () => {
    form.setValues(filters.empty() as Draft);
    form.clearErrors();
    onDiscard();
  };

  return (
    <Paper withBorder p="sm" radius="md" component="form" aria-label="Filters" onSubmit={submit}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <UnstyledButton
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          aria-controls={bodyId}
          px={4}
        >
          <Group gap={6} wrap="nowrap">
            <IconFilter size={16} aria-hidden />
            <Text fw={600} size="sm">
              Filters
            </Text>
            {active.length > 0 ? (
              <Badge size="sm" variant="light" circle={active.length < 10}>
                {active.length}
              </Badge>
            ) : null}
            {open ? (
              <IconChevronUp size={14} aria-hidden />
            ) : (
              <IconChevronDown size={14} aria-hidden />
            )}
          </Group>
        </UnstyledButton>
        {total !== undefined ? (
          <Text size="sm" c="dimmed" role="status">
            {formatCount(total)} {total === 1 ? 'result' : 'results'}
          </Text>
        ) : null}
      </Group>
      {!open && active.length > 0 ? <FilterChips active={active} onRemove={onRemove} /> : null}
      <Collapse expanded={open} id={bodyId}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" verticalSpacing="xs" mt="sm">
          {children(form)}
        </SimpleGrid>
        <Group justify="flex-end" mt="md" gap="sm">
          <Button variant="default" onClick={discard}>
            Discard
          </Button>
          <Button type="submit">Apply</Button>
        </Group>
      </Collapse>
    </Paper>
  );
}

function FilterChips({
  active,
  onRemove,
}: {
  active: ActiveFilter[];
  onRemove: (name: string) => void;
}) {
  return (
    <Group gap={6} mt="xs" role="list" aria-label="Applied filters">
      {active.map((filter) => (
        <Badge
          key={filter.name}
          role="listitem"
          variant="light"
          size="lg"
          tt="none"
          fw={500}
          rightSection={
            <CloseButton
              size="xs"
              variant="transparent"
              aria-label={`Remove filter ${filter.label}`}
              onClick={() => onRemove(filter.name)}
            />
          }
        >
          {filter.label}: {filter.text}
        </Badge>
      ))}
    </Group>
  );
}
