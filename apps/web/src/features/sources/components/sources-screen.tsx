import type { Source } from '@argus/contract';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconPlus, IconUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { DataTableCount } from '../../../components/data-table/data-table-count';
import { useExportSourcesOpml } from '../api/export-sources-opml';
import { sourcesQueryOptions } from '../api/get-sources';
import { sourceHealth } from '../lib/source-health';
import { DeleteSourceDialog } from './delete-source-dialog';
import { FetchLogDrawer } from './fetch-log-drawer';
import { ImportOpmlDialog } from './import-opml-dialog';
import { SourceEditor, type FolderOption, type SourceEditing } from './source-editor';
import { SourcesTable } from './sources-table';

const NO_SOURCES: Source[] = [];

type SourcesScreenProps = {
  /** The folders a source may serve, as select options, and a folder's label. */
  folders: FolderOption[];
  folderLabel: (customerName: string) => string;
};

/** "2 failing, 1 paused": what needs a look, beside the count. */
function attentionText(sources: readonly Source[]): string | null {
  const failing = sources.filter((source) => sourceHealth(source) === 'failing').length;
  const paused = sources.filter((source) => source.paused).length;
  const parts = [failing > 0 ? `${failing} failing` : null, paused > 0 ? `${paused} paused` : null].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}

/**
 * Sources (moderator+): the feeds Argus polls, each with its health (last fetch, HTTP status, new and seen items,
 * next run, failures in a row and the last error), refreshed every 30 seconds while the screen is open.
 */
export function SourcesScreen({ folders, folderLabel }: SourcesScreenProps) {
  const sources = useQuery(sourcesQueryOptions);
  const all = sources.data ?? NO_SOURCES;
  const exportOpml = useExportSourcesOpml();
  const [editing, setEditing] = useState<SourceEditing | null>(null);
  const [deleting, setDeleting] = useState<Source | null>(null);
  const [logOf, setLogOf] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);

  const onEdit = useCallback((source: Source) => setEditing({ kind: 'edit', source }), []);
  const onOpenLog = useCallback((source: Source) => setLogOf(source.id), []);
  // The drawer follows the list, so that its title and the row's health stay the same after a refresh.
  const logSource = useMemo(() => all.find((source) => source.id === logOf) ?? null, [all, logOf]);
  const attention = attentionText(all);

  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        Sources
      </Title>
      <SourcesTable
        sources={all}
        loading={sources.isPending}
        emptyMessage={sources.isError ? 'The sources could not be loaded.' : 'No sources yet: add a feed.'}
        folderLabel={folderLabel}
        onEdit={onEdit}
        onOpenLog={onOpenLog}
        onDelete={setDeleting}
        toolbar={
          <Group justify="space-between" gap="sm">
            <Group gap="sm">
              <DataTableCount shown={all.length} total={all.length} noun={all.length === 1 ? 'source' : 'sources'} />
              {attention && (
                <Text size="sm" c="red" fw={600}>
                  {attention}
                </Text>
              )}
            </Group>
            <Group gap="sm">
              <Button variant="default" leftSection={<IconUpload size={16} />} onClick={() => setImporting(true)}>
                Import OPML
              </Button>
              <Button
                variant="default"
                leftSection={<IconDownload size={16} />}
                onClick={() => exportOpml.mutate()}
                loading={exportOpml.isPending}
                disabled={all.length === 0}
              >
                Export OPML
              </Button>
              <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ kind: 'new' })}>
                Add source
              </Button>
            </Group>
          </Group>
        }
      />
      <SourceEditor editing={editing} folders={folders} onClose={() => setEditing(null)} />
      <DeleteSourceDialog source={deleting} onClose={() => setDeleting(null)} />
      <FetchLogDrawer source={logSource} onClose={() => setLogOf(null)} />
      <ImportOpmlDialog opened={importing} folders={folders} onClose={() => setImporting(false)} />
    </Stack>
  );
}
