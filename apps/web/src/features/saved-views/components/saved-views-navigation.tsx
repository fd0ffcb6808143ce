import type { SavedView, SavedViewKind } from '@argus/contract';
import { ActionIcon, Badge, Group, Menu, NavLink, Stack, Text, VisuallyHidden } from '@mantine/core';
import {
  IconBell,
  IconBellOff,
  IconDots,
  IconMessages,
  IconNews,
  IconPencil,
  IconTrash,
  IconUsersGroup,
  IconUserOff,
  type Icon,
} from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { showAlert, showSubmitErrorAlert } from '../../../components/alert/show-alert';
import { useSavedViews } from '../api/get-saved-views';
import { useUpdateSavedViewMutation } from '../api/update-saved-view';
import { isSavedViewShown, savedViewHref } from '../lib/saved-view-href';
import { DeleteSavedViewDialog } from './delete-saved-view-dialog';
import { RenameSavedViewDialog } from './rename-saved-view-dialog';
import classes from './saved-views-navigation.module.css';

// The main navigation's icons for these two screens: a view shows which screen it opens.
const KIND: Record<SavedViewKind, { label: string; icon: Icon }> = {
  signals: { label: 'Signals', icon: IconNews },
  mentions: { label: 'Mentions', icon: IconMessages },
};

type SavedViewMenuProps = {
  view: SavedView;
  onRename: (view: SavedView) => void;
  onDelete: (view: SavedView) => void;
};

function SavedViewMenu({ view, onRename, onDelete }: SavedViewMenuProps) {
  const update = useUpdateSavedViewMutation();
  const toggleAlerts = () =>
    update.mutate(
      { id: view.id, change: { alert: !view.alert } },
      {
        onSuccess: (changed) =>
          showAlert(
            'success',
            changed.alert ? 'Alerts on' : 'Alerts off',
            changed.alert
              ? `New and edited items that match ${changed.name} reach you as notices now.`
              : `Items that match ${changed.name} no longer alert you.`,
          ),
        onError: (error) => showSubmitErrorAlert(error, 'Alerts not changed'),
      },
    );
  const toggleSharing = () =>
    update.mutate(
      { id: view.id, change: { shared: !view.shared } },
      {
        onSuccess: (changed) =>
          showAlert(
            'success',
            changed.shared ? 'View shared' : 'View no longer shared',
            changed.shared ? `The folder's other users see ${changed.name} now.` : `Only you see ${changed.name} now.`,
          ),
        onError: (error) => showSubmitErrorAlert(error, 'Sharing not changed'),
      },
    );
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${view.name}`} loading={update.isPending}>
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => onRename(view)}>
          Rename
        </Menu.Item>
        <Menu.Item leftSection={view.alert ? <IconBellOff size={16} /> : <IconBell size={16} />} onClick={toggleAlerts}>
          {view.alert ? 'Turn alerts off' : 'Turn alerts on'}
        </Menu.Item>
        <Menu.Item
          leftSection={view.shared ? <IconUserOff size={16} /> : <IconUsersGroup size={16} />}
          onClick={toggleSharing}
        >
          {view.shared ? 'Stop sharing' : 'Share with the folder'}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => onDelete(view)}>
          Delete
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** What tells a shared view apart: "shared" on another user's, an icon on one's own that others see. */
function SharedMark({ view }: { view: SavedView }) {
  if (!view.own) {
    return (
      <Badge size="xs" variant="light" color="gray" title={`Shared by ${view.owner}`}>
        shared
      </Badge>
    );
  }
  if (!view.shared) return null;
  return (
    <span className={classes.mark} title="Shared with the folder's other users">
      <IconUsersGroup size={14} stroke={1.6} aria-hidden />
      <VisuallyHidden>(shared by you)</VisuallyHidden>
    </span>
  );
}

/** A bell on the user's own views that alert them (another user's view alerts its owner, not the reader). */
function AlertMark({ view }: { view: SavedView }) {
  if (!view.own || !view.alert) return null;
  return (
    <span className={classes.mark} role="img" aria-label="Alerts on" title="Alerts on">
      <IconBell size={14} stroke={1.6} aria-hidden />
    </span>
  );
}

/** The marks after a view's name, or nothing when it has none. */
function ViewMarks({ view }: { view: SavedView }) {
  const alerting = view.own && view.alert;
  const shared = !view.own || view.shared;
  if (!alerting && !shared) return null;
  return (
    <Group gap={4} wrap="nowrap">
      <AlertMark view={view} />
      <SharedMark view={view} />
    </Group>
  );
}

type SavedViewsNavigationProps = {
  /** The selected folder: its views are listed. */
  customer: string | null;
  /** Called after a view was opened, so that the mobile navigation can close. */
  onNavigate: () => void;
};

/**
 * The navigation's Saved views (ADR 0135): the selected folder's views, the user's own and those others share, each
 * a link to its screen with its filter; the user's own have a menu to rename, turn alerts on or off (ADR 0136), (un)share
 * or delete them, and a bell while they alert. Nothing while the folder has none.
 */
export function SavedViewsNavigation({ customer, onNavigate }: SavedViewsNavigationProps) {
  const views = useSavedViews(customer);
  const { pathname, search } = useLocation();
  const [renaming, setRenaming] = useState<SavedView | null>(null);
  const [deleting, setDeleting] = useState<SavedView | null>(null);
  const labelId = useId();
  // Beside the list, not in it: deleting the last view empties the list, and the dialog must still close and say so.
  const dialogs = (
    <>
      <RenameSavedViewDialog view={renaming} onClose={() => setRenaming(null)} />
      <DeleteSavedViewDialog view={deleting} onClose={() => setDeleting(null)} />
    </>
  );
  if (views.length === 0) return dialogs;
  const anyOwn = views.some((view) => view.own);
  return (
    <>
      <nav aria-labelledby={labelId} className={classes.section}>
        <Text id={labelId} className={classes.label}>
          Saved views
        </Text>
        <Stack gap={2}>
          {views.map((view) => {
            const { label, icon: KindIcon } = KIND[view.kind];
            return (
              <Group key={view.id} gap={2} wrap="nowrap">
                <NavLink
                  component={Link}
                  to={savedViewHref(view)}
                  label={
                    <>
                      {view.name}
                      <VisuallyHidden> ({label})</VisuallyHidden>
                    </>
                  }
                  title={view.own ? `${label}: ${view.name}` : `${label}: ${view.name}, shared by ${view.owner}`}
                  leftSection={<KindIcon size={18} stroke={1.6} />}
                  rightSection={<ViewMarks view={view} />}
                  active={isSavedViewShown(view, pathname, search)}
                  noWrap
                  onClick={onNavigate}
                  className={classes.link}
                />
                {view.own ? (
                  <SavedViewMenu view={view} onRename={setRenaming} onDelete={setDeleting} />
                ) : anyOwn ? (
                  // Where an own view has its menu, so that the marks of all views line up.
                  <span className={classes.menuSpace} aria-hidden />
                ) : null}
              </Group>
            );
          })}
        </Stack>
      </nav>
      {dialogs}
    </>
  );
}
