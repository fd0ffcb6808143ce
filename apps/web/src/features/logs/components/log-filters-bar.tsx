import { Button, Group, Select } from '@mantine/core';
import { AUDIT_TARGET_TYPE_LABELS, AUDIT_TARGET_TYPES } from '@argus/contract';
import { IconDownload, IconFilterOff } from '@tabler/icons-react';
import { useMemo } from 'react';
import { actionOptions } from '../lib/action-options';
import type { LogFilters } from '../lib/log-filters';
import { DayRangeInput } from './day-range-input';
import { FilterTextInput } from './filter-text-input';
import classes from './log-filters-bar.module.css';

const TARGET_TYPE_OPTIONS = AUDIT_TARGET_TYPES.map((type) => ({ value: type, label: AUDIT_TARGET_TYPE_LABELS[type] }));

type LogFiltersBarProps = {
  filters: LogFilters;
  onChange: (change: Partial<LogFilters>) => void;
  /** The server's refusal of a filter, by field, shown beside it. */
  errors: Partial<Record<keyof LogFilters, string>>;
  filtered: boolean;
  exporting: boolean;
  onExport: () => void;
};

/** Who, what, which target and when: each filter in the URL, the export of what they match. */
export function LogFiltersBar({ filters, onChange, errors, filtered, exporting, onExport }: LogFiltersBarProps) {
  const actions = useMemo(() => actionOptions(filters.action), [filters.action]);
  // An unknown type in the URL stays selectable, so that the field shows what the server refused.
  const targetTypes = useMemo(
    () =>
      filters.targetType && !TARGET_TYPE_OPTIONS.some((option) => option.value === filters.targetType)
        ? [...TARGET_TYPE_OPTIONS, { value: filters.targetType, label: filters.targetType }]
        : TARGET_TYPE_OPTIONS,
    [filters.targetType],
  );
  return (
    <form role="search" aria-label="Filter the log" onSubmit={(event) => event.preventDefault()}>
      <div className={classes.grid}>
        <FilterTextInput
          label="User"
          placeholder="Any user"
          value={filters.user}
          onChange={(user) => onChange({ user })}
          error={errors.user}
        />
        <Select
          label="Action"
          placeholder="Any action"
          data={actions}
          value={filters.action || null}
          onChange={(action) => onChange({ action: action ?? '' })}
          searchable
          clearable
          nothingFoundMessage="No such action"
          maxDropdownHeight={360}
          error={errors.action}
          clearButtonProps={{ 'aria-label': 'Clear action' }}
        />
        <Select
          label="Target type"
          placeholder="Any target"
          data={targetTypes}
          value={filters.targetType || null}
          onChange={(targetType) => onChange({ targetType: targetType ?? '' })}
          clearable
          error={errors.targetType}
          clearButtonProps={{ 'aria-label': 'Clear target type' }}
        />
        <FilterTextInput
          label="Target id"
          placeholder="Id or name, exactly"
          value={filters.targetId}
          onChange={(targetId) => onChange({ targetId })}
          error={errors.targetId}
        />
        <DayRangeInput
          className={classes.range}
          from={filters.from}
          to={filters.to}
          onChange={(from, to) => onChange({ from, to })}
          error={errors.from}
        />
      </div>
      <Group justify="flex-end" gap="sm" mt="sm">
        {filtered && (
          <Button
            variant="subtle"
            leftSection={<IconFilterOff size={16} />}
            onClick={() => onChange({ user: '', action: '', targetType: '', targetId: '', from: '', to: '' })}
          >
            Clear filters
          </Button>
        )}
        <Button variant="light" leftSection={<IconDownload size={16} />} loading={exporting} onClick={onExport}>
          Export CSV
        </Button>
      </Group>
    </form>
  );
}
