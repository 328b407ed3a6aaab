import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { PAGE_SIZES } from '@/contract/constants';
import { paginationState } from './pagination-rules';

const SIZE_OPTIONS = PAGE_SIZES.map(String);

/**
 * Previous / page / next and the page size (16, 32, 48); the server only says if more exist.
 * Without `onQuantity` the size is fixed and not offered (the billing operations' tabs).
 */
export function ListPagination({
  label = 'Pagination',
  page,
  quantity,
  hasMore,
  fetching,
  onPage,
  onQuantity,
}: {
  /** The navigation's name, when a screen has more than one list. */
  label?: string;
  page: number;
  quantity?: number;
  hasMore: boolean;
  fetching: boolean;
  onPage: (page: number) => void;
  onQuantity?: (quantity: number) => void;
}) {
  const { previousDisabled, nextDisabled } = paginationState({ page, hasMore, fetching });
  return (
    <Group justify="space-between" gap="sm" component="nav" aria-label={label}>
      <Group gap="xs">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconChevronLeft size={14} aria-hidden />}
          disabled={previousDisabled}
          onClick={() => onPage(page - 1)}
        >
          Previous
        </Button>
        <Text size="sm" aria-live="polite">
          Page {page}
        </Text>
        <Button
          variant="default"
          size="xs"
          rightSection={<IconChevronRight size={14} aria-hidden />}
          disabled={nextDisabled}
          onClick={() => onPage(page + 1)}
        >
          Next
        </Button>
      </Group>
      {onQuantity && quantity !== undefined ? (
        <NativeSelect
          size="xs"
          label="Per page"
          styles={{ root: { display: 'flex', alignItems: 'center', gap: 8 } }}
          data={SIZE_OPTIONS}
          value={String(quantity)}
          onChange={(event) => onQuantity(Number(event.currentTarget.value))}
        />
      ) : null}
    </Group>
  );
}
