import type { Source } from '@argus/contract';
import { ActionIcon, Group, Menu, Tooltip } from '@mantine/core';
import {
  IconDots,
  IconListDetails,
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
  IconRefresh,
  IconTrash,
} from '@tabler/icons-react';
import { showAlert, showSubmitErrorAlert } from '../../../components/alert/show-alert';
import { useFetchSourceMutation } from '../api/fetch-source';
import { useUpdateSourceMutation } from '../api/update-source';
import { fetchOutcomeText } from '../lib/source-health';

export type SourceActions = {
  onEdit: (source: Source) => void;
  onOpenLog: (source: Source) => void;
  onDelete: (source: Source) => void;
};

/** A row's Fetch now, and in its menu Edit, Pause or Resume, Fetch log and Delete. */
export function SourceRowActions({ source, onEdit, onOpenLog, onDelete }: SourceActions & { source: Source }) {
  const fetchNow = useFetchSourceMutation();
  const update = useUpdateSourceMutation();

  const fetchSource = () =>
    fetchNow.mutate(source.id, {
      onSuccess: (outcome) => {
        if (outcome.error) showAlert('error', `${source.name} not fetched`, outcome.error);
        else showAlert('success', `${source.name} fetched`, fetchOutcomeText(outcome));
      },
      onError: (error) => showSubmitErrorAlert(error, `${source.name} not fetched`),
    });
  const setPaused = (paused: boolean) =>
    update.mutate(
      { id: source.id, changes: { paused } },
      {
        onSuccess: () =>
          showAlert(
            'success',
            paused ? 'Source paused' : 'Source resumed',
            paused ? `${source.name} is not fetched until it is resumed.` : `${source.name} is fetched again.`,
          ),
        onError: (error) => showSubmitErrorAlert(error, paused ? 'Source not paused' : 'Source not resumed'),
      },
    );

  return (
    <Group justify="flex-end" gap={4} wrap="nowrap">
      <Tooltip label="Fetch now">
        <ActionIcon
          variant="subtle"
          aria-label={`Fetch ${source.name} now`}
          loading={fetchNow.isPending}
          onClick={fetchSource}
        >
          <IconRefresh size={16} />
        </ActionIcon>
      </Tooltip>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" aria-label={`More actions for ${source.name}`} loading={update.isPending}>
            <IconDots size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => onEdit(source)}>
            Edit
          </Menu.Item>
          {source.paused ? (
            <Menu.Item leftSection={<IconPlayerPlay size={16} />} onClick={() => setPaused(false)}>
              Resume
            </Menu.Item>
          ) : (
            <Menu.Item leftSection={<IconPlayerPause size={16} />} onClick={() => setPaused(true)}>
              Pause
            </Menu.Item>
          )}
          <Menu.Item leftSection={<IconListDetails size={16} />} onClick={() => onOpenLog(source)}>
            Fetch log
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => onDelete(source)}>
            Delete
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
