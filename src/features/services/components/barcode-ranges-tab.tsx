import { Button, Card, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { EmptyList } from '@/components/list/list-states';
import { type Column, ListTable } from '@/components/list/list-table';
import { LabelledValue } from '@/components/labelled-value';
import { RequiresNetwork } from '@/components/requires-network';
import { WRITE_ACTION } from '@/config/action-urls';
import { BARCODE_TABLE_BREAKPOINT_PX } from '@/config/services-constants';
import { useAccess } from '@/lib/access';
import type { ServiceDetail } from '@/contract/services/services-schemas';
import { formatBig } from '@/lib/barcode-range-math';
import { type BarcodeRow, barcodeRows, filterBarcodeRows } from '../barcode-range-rows';
import { BarcodeCreateModal } from './barcode-create-modal';
import { RangeProgress } from '@/components/barcode-range-progress';
import { FactGrid } from '@/components/fact-grid';

const ALL_USERS = 'all';

/** The service's barcode ranges (spec b section 2): search, user filter, create; a table when wide. */
export function BarcodeRangesTab({ service }: { service: ServiceDetail }) {
  const canCreate = useAccess().can(WRITE_ACTION.createBarcodeRange);
  const wide = useMediaQuery(`(min-width: ${BARCODE_TABLE_BREAKPOINT_PX}px)`, false, {
    getInitialValueInEffect: false,
  });
  const [group, setGroup] = useState('');
  const [user, setUser] = useState(ALL_USERS);
  const [creating, setCreating] = useState(false);
  const rows = useMemo(() => barcodeRows(service), [service]);
  const users = useMemo(
    () => [
      { value: ALL_USERS, label: 'All' },
      ...service.accountListData.map((account) => ({
        value: String(account.userId),
        label: account.login,
      })),
    ],
    [service.accountListData],
  );
  const shown = filterBarcodeRows(rows, {
    group,
    userId: user === ALL_USERS ? null : Number(user),
  });

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" justify="space-between">
        <Group gap="sm" align="flex-end">
          <TextInput
            label="Search by barcode group"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={group}
            onChange={(event) => setGroup(event.currentTarget.value)}
          />
          <Select
            label="Filter by user"
            data={users}
            value={user}
            onChange={(value) => setUser(value ?? ALL_USERS)}
            allowDeselect={false}
            searchable
          />
        </Group>
        {canCreate ? (
          <RequiresNetwork>
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setCreating(true)}
            >
              Create new
            </Button>
          </RequiresNetwork>
        ) : null}
      </Group>
      {shown.length === 0 ? (
        <EmptyList />
      ) : wide ? (
        <RangesTable rows={shown} />
      ) : (
        <RangeCards rows={shown} />
      )}
      {creating ? (
        <BarcodeCreateModal service={service} onClose={() => setCreating(false)} />
      ) : null}
    </Stack>
  );
}

const remainingText = (row: BarcodeRow) => (row.stats ? formatBig(row.stats.remaining) : '—');

// All eight columns in the 710 px the tab has in the service's modal at 1200 px (its sidebar and
// scrollbar taken): long numbers are cut, with the whole of them in a tooltip.
const COLUMNS: readonly Column<BarcodeRow>[] = [
  { header: 'User', width: 82, cell: (row) => row.login },
  { header: 'Barcode group', width: 76, cell: (row) => row.barcodeGroup },
  { header: 'Prefix', width: 60, cell: (row) => row.prefix || '—' },
  { header: 'Begin', width: 84, cell: (row) => row.beginValue },
  { header: 'End', width: 84, cell: (row) => row.endValue },
  { header: 'Current', width: 84, cell: (row) => row.currValue },
  { header: 'Remaining', width: 92, cell: remainingText },
  { header: 'Left', width: 148, cell: (row) => <RangeProgress stats={row.stats} /> },
];

function RangesTable({ rows }: { rows: BarcodeRow[] }) {
  return (
    <ListTable
      label="Barcode ranges"
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.id}
      maxHeight={null}
    />
  );
}

function RangeCards({ rows }: { rows: BarcodeRow[] }) {
  return (
    <SimpleGrid
      component="ul"
      aria-label="Barcode ranges"
      cols={{ base: 1, sm: 2 }}
      spacing="sm"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {rows.map((row) => (
        <Card
          component="li"
          key={row.id}
          withBorder
          radius="md"
          padding="sm"
          aria-label={`${row.barcodeGroup} of ${row.login}`}
        >
          <FactGrid>
            <LabelledValue label="User">{row.login}</LabelledValue>
            <LabelledValue label="Barcode group">{row.barcodeGroup}</LabelledValue>
            <LabelledValue label="Prefix">{row.prefix || '—'}</LabelledValue>
            <LabelledValue label="Current">{row.currValue}</LabelledValue>
            <LabelledValue label="Begin">{row.beginValue}</LabelledValue>
            <LabelledValue label="End">{row.endValue}</LabelledValue>
            <LabelledValue label="Remaining">{remainingText(row)}</LabelledValue>
            <LabelledValue label="Left">
              <RangeProgress stats={row.stats} />
            </LabelledValue>
          </FactGrid>
        </Card>
      ))}
    </SimpleGrid>
  );
}
