import { Anchor, Text } from '@mantine/core';
import { Fact, utcDateTime } from '../../components/details-drawer/fact-table';

// The details drawer's facts every kind of item has, written alike (rows of the FactTable).

/** When the item was published, in UTC. */
export function PublishedFact({ publishDate, testId }: { publishDate: string; testId: string }) {
  return (
    <Fact label="Published" testId={testId}>
      {utcDateTime(publishDate)}
    </Fact>
  );
}

/** Where the item came from: the source's name, a link when the article's address is known. */
export function SourceFact({ item, testId }: { item: { url: string | null; source: string | null }; testId?: string }) {
  return (
    <Fact label="Source" testId={testId}>
      {item.url ? (
        <Anchor href={item.url} target="_blank" rel="noopener noreferrer" fz="sm">
          {item.source ?? item.url}
        </Anchor>
      ) : (
        (item.source ?? '—')
      )}
    </Fact>
  );
}

/** The item's id, last, for matching it with other systems ("Signal id"). */
export function ItemIdFact({ label, id }: { label: string; id: string }) {
  return (
    <Fact label={label}>
      <Text span ff="monospace" fz="xs">
        {id}
      </Text>
    </Fact>
  );
}
