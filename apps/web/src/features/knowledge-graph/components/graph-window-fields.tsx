import { DATE_RANGE_PRESETS, type DateRangePreset } from '@argus/contract';
import { Input, MultiSelect, NumberInput, SegmentedControl, Stack } from '@mantine/core';
import { useId, useState } from 'react';
import { DateRangeField } from '../../../shared/item-stream/date-range-field';
import type { GraphParams } from '../lib/graph-params';
import { windowChoiceOf, windowDaysOf, windowOfPreset, WINDOW_PRESET_LABELS } from '../lib/network-window';

// The fields the Knowledge Graph views share, bound to the URL's parameters: the window (one component for the
// Industry Network, the Influence Range and the Converging Timelines, ADR 0130), the categories and the minimum
// weight.

const PRESET_DATA = [
  ...DATE_RANGE_PRESETS.map((preset) => ({ value: preset, label: WINDOW_PRESET_LABELS[preset] })),
  { value: 'custom', label: 'Days', disabled: true },
];

type GraphWindowFieldProps = {
  /** The URL's days; none is the server's default month, which the field shows as such. */
  from?: string;
  to?: string;
  onChange: (change: Pick<GraphParams, 'from' | 'to'>) => void;
};

/**
 * The window of every graph view: a preset (a week, a month, 3 months, a year; the month leaves the URL without
 * days) or any whole UTC days, both ends included, picked in the calendar ("Days" then shows as chosen).
 */
export function GraphWindowField({ from, to, onChange }: GraphWindowFieldProps) {
  const labelId = useId();
  const choice = windowChoiceOf({ from, to });
  const days = windowDaysOf({ from, to });
  return (
    <Stack gap="xs" data-testid="graph-window">
      <Stack gap={4}>
        {/* The label every field of the views has (Mantine's input label), for the preset bar it names. */}
        <Input.Label id={labelId}>Window</Input.Label>
        <SegmentedControl
          size="xs"
          fullWidth
          aria-labelledby={labelId}
          value={choice}
          data={PRESET_DATA}
          onChange={(value) => onChange(windowOfPreset(value as DateRangePreset))}
        />
      </Stack>
      <DateRangeField
        dateBegin={days.dateBegin}
        dateEnd={days.dateEnd}
        onChange={(begin, end) => onChange({ from: begin, to: end })}
        withPresets={false}
      />
    </Stack>
  );
}

type GraphCategoryFieldProps = {
  options: readonly string[];
  value: readonly string[];
  onChange: (value: string[]) => void;
};

/** The event categories whose signals count; none picked counts every category. */
export function GraphCategoryField({ options, value, onChange }: GraphCategoryFieldProps) {
  return (
    <MultiSelect
      label="Categories"
      description="Whose signals count"
      placeholder={value.length ? undefined : 'All categories'}
      // A category of the link that the list lacks still shows, so that it can be removed.
      data={[...new Set([...options, ...value])]}
      value={[...value]}
      onChange={onChange}
      searchable
      clearable
    />
  );
}

type MinWeightFieldProps = { value: number; onChange: (value: number) => void };

/** Links with fewer signals in the window are not followed. */
export function MinWeightField({ value, onChange }: MinWeightFieldProps) {
  // What the field holds while it is being edited (empty, say); the URL only ever gets a whole number from 1 up.
  const [draft, setDraft] = useState<string | number>(value);
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    // A new value from elsewhere (a reload, Back) replaces the draft.
    setShownValue(value);
    setDraft(value);
  }
  return (
    <NumberInput
      label="Minimum weight"
      description="Signals per link"
      min={1}
      max={10_000}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="strict"
      value={draft}
      onChange={(next) => {
        setDraft(next);
        if (typeof next === 'number' && next >= 1) onChange(next);
      }}
      onBlur={() => setDraft(value)}
    />
  );
}
