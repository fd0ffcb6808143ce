import { FEEDBACK_REPORT_COUNT_LIMIT } from '@argus/contract';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { OnChangeFn } from '@tanstack/react-table';
import type { SortingState } from '../../../components/data-table/data-table-features';
import { DataTablePager } from '../../../components/data-table/data-table-pager';
import { describeError } from '../../../lib/errors';
import { useDownloadFeedbackCsv } from '../api/download-feedback-csv';
import { FEEDBACK_PAGE_SIZE, useFeedbackReportPage } from '../api/get-feedback-report-page';
import { useFeedbackReportTotals } from '../api/get-feedback-report-totals';
import { useReportParams } from '../hooks/use-report-params';
import { countOf, formatPrecision } from '../lib/feedback-labels';
import { refusedFields } from '../lib/refused-fields';
import { toReportSort, toTableSorting } from '../lib/report-params';
import { FeedbackFilters } from './feedback-filters';
import type { ItemLinkOf } from './feedback-item-cell';
import { FeedbackTable } from './feedback-table';
import { FeedbackTotals } from './feedback-totals';

const NO_ROWS: never[] = [];
const NO_FILTERS = {};

/**
 * The Feedbacks screen: every like and dislike with its signal or mention, filtered, sorted and paged by
 * the server from the URL's parameters; the totals and precision of the same filters; and the CSV of every filtered
 * row. `linkOf` says where a row's item opens (the page composes it from the folders and signals features).
 */
export function FeedbacksReport({ linkOf }: { linkOf: ItemLinkOf }) {
  const { params, setFilters, setSort, setPage, resetFilters } = useReportParams();
  const page = useFeedbackReportPage(params);
  const totals = useFeedbackReportTotals(params.filters);
  // Every customer, user and event type with feedback, for the filters' choices (the same call when unfiltered).
  const choices = useFeedbackReportTotals(NO_FILTERS);
  const download = useDownloadFeedbackCsv();
  const refused = refusedFields([page.error, totals.error]);
  const refusedAny = Object.keys(refused.fields).length > 0 || refused.other !== null;
  const failure = [page.error, totals.error].find((error) => error) ?? null;
  const filtered = Object.values(params.filters).some(Boolean);

  const sorting = toTableSorting(params.sort);
  const changeSorting: OnChangeFn<SortingState> = (updater) =>
    setSort(toReportSort(typeof updater === 'function' ? updater(sorting) : updater));
  const all = totals.data?.all;
  // Beyond the page call's count limit the totals say how many rows match (every row is a like or a dislike).
  const total = page.data?.total ?? (all ? all.likes + all.dislikes : FEEDBACK_REPORT_COUNT_LIMIT);

  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        Feedbacks
      </Title>
      <FeedbackFilters
        filters={params.filters}
        choices={choices.data}
        errors={refused.fields}
        onChange={setFilters}
        onReset={resetFilters}
      />
      {refused.other ? (
        <Alert color="red" title="This link holds a value the report cannot read" data-testid="feedback-refused">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{refused.other}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => setSort('-createdAt')}>
              Show the newest first
            </Button>
          </Stack>
        </Alert>
      ) : failure && !refusedAny ? (
        <Alert color="red" title={describeError(failure, 'Get Feedback Error').title} data-testid="feedback-error">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{describeError(failure, 'Get Feedback Error').message}</Text>
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => {
                void page.refetch();
                void totals.refetch();
              }}
            >
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {totals.data && !totals.isError ? (
        <FeedbackTotals totals={totals.data} filters={params.filters} onFilter={setFilters} />
      ) : null}
      <FeedbackTable
        rows={page.isError ? NO_ROWS : (page.data?.rows ?? NO_ROWS)}
        linkOf={linkOf}
        filtered={filtered}
        refused={refusedAny}
        sorting={sorting}
        onSortingChange={changeSorting}
        loading={page.isPending && !refusedAny}
        refreshing={page.isPlaceholderData}
        toolbar={
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed" data-testid="feedback-summary" aria-live="polite">
              {all
                ? `${countOf(all.likes, 'like')} · ${countOf(all.dislikes, 'dislike')} · precision ${formatPrecision(all.precision)}`
                : ' '}
            </Text>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              loading={download.isPending}
              disabled={total === 0 || page.isError}
              onClick={() => download.mutate({ filters: params.filters, sort: params.sort })}
            >
              Export CSV
            </Button>
          </Group>
        }
        footer={
          <DataTablePager
            page={params.page}
            pageSize={FEEDBACK_PAGE_SIZE}
            total={page.isError ? 0 : total}
            onPageChange={setPage}
          />
        }
      />
    </Stack>
  );
}
