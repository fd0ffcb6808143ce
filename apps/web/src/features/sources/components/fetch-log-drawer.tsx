import { SOURCE_FETCH_LOG_SIZE, type Source, type SourceFetch } from '@argus/contract';
import { Center, Drawer, Loader, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { RelativeTimeText } from '../../../components/relative-time/relative-time-text';
import { MOBILE_QUERY } from '../../../lib/mobile-query';
import { useMediaMatches } from '../../../components/hooks/use-media-matches';
import { sourceFetchesQueryOptions } from '../api/get-source-fetches';
import { durationText } from '../lib/source-health';
import { HttpStatusBadge } from './source-status';

type FetchLogDrawerProps = { source: Source | null; onClose: () => void };

const COLUMNS = ['Time', 'Status', 'New', 'Updated', 'Seen', 'Skipped', 'Duration'];

function FetchRows({ fetch }: { fetch: SourceFetch }) {
  return (
    <Fragment>
      <Table.Tr>
        <Table.Td>
          <RelativeTimeText value={fetch.fetchedAt} fallback="—" />
        </Table.Td>
        <Table.Td>
          <HttpStatusBadge status={fetch.httpStatus} />
        </Table.Td>
        <Table.Td ta="right" fw={fetch.newItems > 0 ? 700 : undefined}>
          {fetch.newItems}
        </Table.Td>
        <Table.Td ta="right">{fetch.updatedItems}</Table.Td>
        <Table.Td ta="right">{fetch.seenItems}</Table.Td>
        <Table.Td ta="right">{fetch.skippedItems}</Table.Td>
        <Table.Td ta="right">{durationText(fetch.durationMs)}</Table.Td>
      </Table.Tr>
      {fetch.error && (
        <Table.Tr>
          <Table.Td colSpan={COLUMNS.length} pt={0}>
            <Text size="xs" c="red">
              {fetch.error}
            </Text>
          </Table.Td>
        </Table.Tr>
      )}
    </Fragment>
  );
}

function FetchLog({ source }: { source: Source }) {
  const fetches = useQuery(sourceFetchesQueryOptions(source.id));
  if (fetches.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label="Loading the fetch log" />
      </Center>
    );
  }
  if (fetches.isError) return <Text c="dimmed">The fetch log could not be loaded.</Text>;
  if (fetches.data.length === 0) return <Text c="dimmed">Not fetched yet.</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing={6} aria-label={`Fetch log of ${source.name}`}>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((name, index) => (
              <Table.Th key={name} ta={index > 1 ? 'right' : undefined}>
                {name}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {fetches.data.map((fetch, index) => (
            // Two fetches may share a moment (a Fetch now beside the poller's): the place tells them apart.
            <FetchRows key={`${fetch.fetchedAt}:${index}`} fetch={fetch} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A source's last fetches from the right (the whole screen on phones), newest first. */
export function FetchLogDrawer({ source, onClose }: FetchLogDrawerProps) {
  const phone = useMediaMatches(MOBILE_QUERY);
  return (
    <Drawer
      opened={source !== null}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'xl'}
      title={source ? `Fetch log: ${source.name}` : 'Fetch log'}
      closeButtonProps={{ 'aria-label': 'Close the fetch log' }}
    >
      {source && (
        <>
          <Text size="sm" c="dimmed" mb="sm">
            The last {SOURCE_FETCH_LOG_SIZE} fetches, newest first. Skipped items were left out; the error says why.
          </Text>
          <FetchLog source={source} />
        </>
      )}
    </Drawer>
  );
}
