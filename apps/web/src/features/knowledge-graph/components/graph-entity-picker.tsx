import { TIMELINES_MAX_ENTITIES, type GraphEntity } from '@argus/contract';
import { Badge, Group, MultiSelect, Select, Stack, Text, type ComboboxLikeRenderOptionInput } from '@mantine/core';
import { useState } from 'react';
import { useGraphEntityChoices, type EntityChoice } from './graph-entity-picker-choices';
import { formatCount } from '../../../lib/format-count';

// The Knowledge Graph's entity pickers: the folder's graph searched on the server as the user types, each choice with
// its signals in the window and whether the folder monitors it. Ids travel in the URL; names show.

type CommonProps = {
  customer: string | null;
  label: string;
  /** Entities the view's answer names (a link's picks, a clicked node), so that they show by name. */
  known: readonly GraphEntity[];
  /** The view's answer is on its way: a picked id without a name yet is "Loading…", not "Unknown entity". */
  namesLoading?: boolean;
  description?: string;
};

// Every choice comes from the server's search (or is picked): the combobox filters nothing itself.
const keepAll = ({ options }: { options: unknown[] }) => options as never[];

function renderEntityOption({ option, checked }: ComboboxLikeRenderOptionInput<EntityChoice>) {
  const { entity } = option as EntityChoice;
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between" w="100%" data-checked={checked || undefined}>
      <Text size="sm" truncate>
        {option.label}
      </Text>
      {entity ? (
        <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
          {entity.monitored ? (
            <Badge size="xs" variant="light" color="teal">
              Monitored
            </Badge>
          ) : null}
          <Text size="xs" c="dimmed">
            {formatCount(entity.signalCount)} signal{entity.signalCount === 1 ? '' : 's'}
          </Text>
        </Group>
      ) : null}
    </Group>
  );
}

type GraphEntityPickerProps = CommonProps & { value: string | null; onChange: (id: string | null) => void };

/** One entity (the Influence Range's centre). */
export function GraphEntityPicker({
  customer,
  label,
  known,
  namesLoading = false,
  description,
  value,
  onChange,
}: GraphEntityPickerProps) {
  const picked = value ? [value] : [];
  const [pickedLabel, setPickedLabel] = useState<string | undefined>(undefined);
  const { choices, search, setSearch, searching } = useGraphEntityChoices({
    customer,
    picked,
    known,
    namesLoading,
    // The field shows the picked name as its text: that is not a search, so the dropdown offers the whole graph.
    ignoredSearch: pickedLabel,
  });
  const currentLabel = choices.find((choice) => choice.value === value)?.label;
  if (currentLabel !== pickedLabel) setPickedLabel(currentLabel);
  return (
    <Select
      label={label}
      description={description}
      placeholder="Search the folder's entities"
      data={choices}
      value={value}
      onChange={(id) => onChange(id)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={keepAll}
      renderOption={renderEntityOption as never}
      nothingFoundMessage={searching ? 'Searching…' : 'No entity of this folder matches'}
      loading={searching}
      clearable
      maxDropdownHeight={320}
    />
  );
}

type GraphEntitiesPickerProps = CommonProps & { value: readonly string[]; onChange: (ids: string[]) => void };

/** Two to six entities (the Converging Timelines' lanes), in the order picked. */
export function GraphEntitiesPicker({
  customer,
  label,
  known,
  namesLoading = false,
  description,
  value,
  onChange,
}: GraphEntitiesPickerProps) {
  const [full, setFull] = useState(false);
  const { choices, search, setSearch, searching } = useGraphEntityChoices({
    customer,
    picked: value,
    known,
    namesLoading,
  });
  return (
    <Stack gap={4} data-testid="graph-entities-picker">
      <MultiSelect
        label={label}
        description={description}
        placeholder={value.length >= TIMELINES_MAX_ENTITIES ? undefined : 'Search the folder\u2019s entities'}
        data={choices}
        value={[...value]}
        onChange={(ids) => {
          setFull(false);
          onChange(ids);
        }}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={keepAll}
        renderOption={renderEntityOption as never}
        nothingFoundMessage={searching ? 'Searching…' : 'No entity of this folder matches'}
        loading={searching}
        maxValues={TIMELINES_MAX_ENTITIES}
        onMaxValues={() => setFull(true)}
        clearable
        maxDropdownHeight={320}
      />
      {full ? (
        <Text size="xs" c="dimmed" role="status">
          At most {TIMELINES_MAX_ENTITIES} entities: remove one to pick another.
        </Text>
      ) : null}
    </Stack>
  );
}
