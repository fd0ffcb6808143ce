import type { FeedbackReportTotals } from '@argus/contract';
import { Button, Select, SimpleGrid, type ComboboxItem } from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { useMemo, useState } from 'react';
import { eventTypeLabel } from '../lib/feedback-labels';
import type { FilterKey, ReportFilters } from '../lib/report-params';

type FeedbackFiltersProps = {
  filters: ReportFilters;
  /** The unfiltered totals: every customer, user and event type that has feedback, for the choices. */
  choices: FeedbackReportTotals | undefined;
  /** The server's refusal of a field (400), shown beside it. */
  errors: Partial<Record<FilterKey, string>>;
  onChange: (filters: ReportFilters) => void;
  onReset: () => void;
};

/** A day the calendar has (2026-02-30 is not one: the picker would show it as March 2nd). */
function isCalendarDay(value: string | undefined): value is string {
  if (value === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}
const KIND_CHOICES = [
  { value: 'signal', label: 'Signals' },
  { value: 'mention', label: 'Mentions' },
];
const FEEDBACK_CHOICES = [
  { value: 'like', label: 'Likes' },
  { value: 'dislike', label: 'Dislikes' },
];

/** The choices, with the URL's current value kept even when nothing has feedback of it (or it is misspelt). */
function withCurrent(items: ComboboxItem[], current: string | undefined): ComboboxItem[] {
  return current === undefined || items.some((item) => item.value === current)
    ? items
    : [{ value: current, label: current }, ...items];
}

/** The Feedbacks screen's filters: day range, customer, user, event type, signal or mention, like or dislike. */
export function FeedbackFilters({ filters, choices, errors, onChange, onReset }: FeedbackFiltersProps) {
  const [pendingRange, setPendingRange] = useState<DatesRangeValue<string> | null>(null);
  const customers = useMemo(
    () =>
      withCurrent(
        (choices?.customers ?? []).flatMap((entry) =>
          entry.customerName === null
            ? []
            : [{ value: entry.customerName, label: entry.customerLabel ?? entry.customerName }],
        ),
        filters.customer,
      ),
    [choices, filters.customer],
  );
  const users = useMemo(
    () =>
      withCurrent(
        (choices?.users ?? [])
          .map((entry) => ({
            value: entry.username,
            label: entry.displayName ? `${entry.displayName} (${entry.username})` : entry.username,
          }))
          .sort((a, b) => a.label.localeCompare(b.label)),
        filters.user,
      ),
    [choices, filters.user],
  );
  const eventTypes = useMemo(
    () =>
      withCurrent(
        (choices?.eventTypes ?? [])
          .flatMap((entry) => (entry.eventType === null ? [] : [entry.eventType]))
          .sort((a, b) => a.localeCompare(b))
          .map((name) => ({ value: name, label: eventTypeLabel(name) })),
        filters.eventType,
      ),
    [choices, filters.eventType],
  );
  const range: DatesRangeValue<string> = [
    isCalendarDay(filters.from) ? filters.from : null,
    isCalendarDay(filters.to) ? filters.to : null,
  ];
  const anyFilter = Object.values(filters).some(Boolean);

  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="sm" verticalSpacing="xs">
      <DatePickerInput
        type="range"
        label="Date range"
        placeholder="All dates"
        valueFormat="YYYY-MM-DD"
        allowSingleDateInRange
        clearable
        value={pendingRange ?? range}
        error={errors.from ?? errors.to}
        onChange={(value) => {
          const [begin, end] = value;
          if (begin && end) {
            setPendingRange(null);
            onChange({ from: begin.slice(0, 10), to: end.slice(0, 10) });
          } else if (!begin && !end) {
            setPendingRange(null);
            onChange({ from: undefined, to: undefined });
          } else {
            // A half-picked range stays here until its second day is chosen.
            setPendingRange(value);
          }
        }}
        popoverProps={{ onClose: () => setPendingRange(null) }}
      />
      <Select
        label="Customer"
        placeholder="All customers"
        data={customers}
        value={filters.customer ?? null}
        onChange={(value) => onChange({ customer: value ?? undefined })}
        error={errors.customer}
        searchable
        clearable
        nothingFoundMessage="No customer has feedback of that name"
      />
      <Select
        label="User"
        placeholder="All users"
        data={users}
        value={filters.user ?? null}
        onChange={(value) => onChange({ user: value ?? undefined })}
        error={errors.user}
        searchable
        clearable
        limit={200}
        nothingFoundMessage="No user has feedback of that name"
      />
      <Select
        label="Event type"
        placeholder="All event types"
        data={eventTypes}
        value={filters.eventType ?? null}
        onChange={(value) => onChange({ eventType: value ?? undefined })}
        error={errors.eventType}
        searchable
        clearable
      />
      <Select
        label="Item"
        placeholder="Signals and mentions"
        data={withCurrent(KIND_CHOICES, filters.kind)}
        value={filters.kind ?? null}
        onChange={(value) => onChange({ kind: value ?? undefined })}
        error={errors.kind}
        clearable
      />
      <Select
        label="Feedback"
        placeholder="Likes and dislikes"
        data={withCurrent(FEEDBACK_CHOICES, filters.feedback)}
        value={filters.feedback ?? null}
        onChange={(value) => onChange({ feedback: value ?? undefined })}
        error={errors.feedback}
        clearable
      />
      <Button variant="default" onClick={onReset} disabled={!anyFilter} style={{ alignSelf: 'end' }}>
        Reset filters
      </Button>
    </SimpleGrid>
  );
}
