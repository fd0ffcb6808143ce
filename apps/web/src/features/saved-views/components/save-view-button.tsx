import { Button } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { streamSortOf } from '../../../shared/item-stream/stream-sort';
import { useQueuedSearchParams } from '../../../shared/routing/use-queued-search-params';
import { savedViewCriteriaOf, type ScreenFilter } from '../lib/saved-view-criteria';
import type { SavedViewTarget } from '../lib/saved-view-form';

// The stream screens are in the first visit's chunks (ADR 0114): the form and its mutation load on the first click.
const SaveViewDialog = lazy(async () => ({ default: (await import('./save-view-dialog')).SaveViewDialog }));

type SaveViewButtonProps = ScreenFilter & {
  /** The selected folder; without one there is nothing to save. */
  customer: string | null;
};

/** The stream header's "Save view": opens the save form for the filter shown now, and its order (the address's). */
export function SaveViewButton({ customer, ...filter }: SaveViewButtonProps) {
  const [searchParams] = useQueuedSearchParams();
  // The filter as it was at the click: a live update of the page must not change what is being saved.
  const [saving, setSaving] = useState<SavedViewTarget | null>(null);
  const [opened, setOpened] = useState(false);
  if (customer === null) return null;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconDeviceFloppy size={16} />}
        onClick={() => {
          setSaving({ kind: filter.kind, customer, criteria: savedViewCriteriaOf(filter, streamSortOf(searchParams)) });
          setOpened(true);
        }}
      >
        Save view
      </Button>
      {saving ? (
        <Suspense fallback={null}>
          <SaveViewDialog opened={opened} target={saving} onClose={() => setOpened(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
