import type { FeedbackReportTotals } from '@argus/contract';
import { SimpleGrid, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { EChart } from '../../../components/chart/echart';
import { eventTypeLabel, formatPrecision } from '../lib/feedback-labels';
import { precisionChartOption, PRECISION_CHART_LIMIT } from '../lib/precision-chart-option';
import type { ReportFilters } from '../lib/report-params';
import { FiguresCard } from '../../../components/chart/figures-card';
import { TotalsTable, type TotalsRow } from './totals-table';

const BAR_HEIGHT = 28;
/** The key of the mentions' group in the event-type table: picking it selects mentions. */
const MENTIONS_KEY = '\u0000mentions';

type FeedbackTotalsProps = {
  totals: FeedbackReportTotals;
  filters: ReportFilters;
  onFilter: (filters: ReportFilters) => void;
};

/** Precision per event type (a chart, or its table), and the totals per customer and per user. */
export function FeedbackTotals({ totals, filters, onFilter }: FeedbackTotalsProps) {
  const option = useMemo(() => precisionChartOption(totals.eventTypes), [totals.eventTypes]);
  const eventTypeRows: TotalsRow[] = totals.eventTypes.map((entry) => ({
    key: entry.eventType ?? MENTIONS_KEY,
    label: eventTypeLabel(entry.eventType),
    ...entry,
  }));
  const pickEventType = (key: string) =>
    onFilter(key === MENTIONS_KEY ? { kind: 'mention', eventType: undefined } : { eventType: key });
  const charted = totals.eventTypes.slice(0, PRECISION_CHART_LIMIT);
  const customerRows: TotalsRow[] = totals.customers.map((entry) => ({
    key: entry.customerName ?? '',
    label: entry.customerLabel ?? entry.customerName ?? 'No customer',
    ...entry,
  }));
  const userRows: TotalsRow[] = totals.users.map((entry) => ({
    key: entry.username,
    label: entry.displayName ?? entry.username,
    title: entry.username,
    ...entry,
  }));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <FiguresCard
        emptyText="No feedback to count."
        title="Precision per event type"
        description={`Likes ÷ (likes + dislikes)${totals.eventTypes.length > PRECISION_CHART_LIMIT ? `; the ${PRECISION_CHART_LIMIT} event types with the most feedback (the table lists all)` : ''}`}
        testId="precision-per-event-type"
        empty={totals.eventTypes.length === 0}
        chart={
          <EChart
            option={option}
            height={Math.max(120, charted.length * BAR_HEIGHT + 16)}
            label={`Precision per event type: ${charted.map((entry) => `${eventTypeLabel(entry.eventType)} ${formatPrecision(entry.precision)}`).join(', ')}`}
            onItemClick={({ name }) =>
              pickEventType(
                totals.eventTypes.find((entry) => eventTypeLabel(entry.eventType) === name)?.eventType ?? MENTIONS_KEY,
              )
            }
          />
        }
        table={
          <TotalsTable
            heading="Event type"
            rows={eventTypeRows}
            onPick={pickEventType}
            picked={filters.eventType ?? (filters.kind === 'mention' ? MENTIONS_KEY : undefined)}
          />
        }
      />
      <Stack gap="md" style={{ minWidth: 0 }}>
        <FiguresCard
          emptyText="No feedback to count."
          title="Per customer"
          testId="totals-per-customer"
          empty={customerRows.length === 0}
          table={
            <TotalsTable
              heading="Customer"
              rows={customerRows}
              onPick={(customer) => onFilter({ customer })}
              picked={filters.customer}
            />
          }
        />
        <FiguresCard
          emptyText="No feedback to count."
          title="Per user"
          testId="totals-per-user"
          empty={userRows.length === 0}
          table={
            <TotalsTable heading="User" rows={userRows} onPick={(user) => onFilter({ user })} picked={filters.user} />
          }
        />
      </Stack>
    </SimpleGrid>
  );
}
