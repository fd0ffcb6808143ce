import { MultiSelect, NumberInput } from '@mantine/core';
import { DatePickerInput, type DatePickerPreset, type DatesRangeValue } from '@mantine/dates';
import { dayRangeOfPreset } from '@argus/filtering';
import { useState } from 'react';
import type { GraphParams } from '../lib/graph-params';

// The window, categories and minimum weight of the Influence Range and the Converging Timelines, bound to the URL's
// parameters. A window the URL leaves out is the server's default (the last month): the field shows the days the
// answer covered.

const PRESETS = [
  ['last-week', 'Last week'],
  ['last-month', 'Last month'],
  ['last-3-months', 'Last 3 months'],
  ['last-year', 'Last year'],
] as const;

function windowPresets(now: Date): DatePickerPreset<'range'>[] {
  return PRESETS.map(([preset, label]) => {
    const { dateBegin, dateEnd } = dayRangeOfPreset(preset, now);
    return { value: [dateBegin, dateEnd], label };
  });
}

type GraphWindowFieldProps = {
  from?: string;
  to?: string;
  /** The days the answer on screen covers: what the field shows while the URL names none. */
  shown?: { from: string; to: string };
  onChange: (change: Pick<GraphParams, 'from' | 'to'>) => void;
};

/** Whole UTC days, both ends included; a half-picked range stays local until its second day is chosen. */
export function GraphWindowField({ from, to, shown, onChange }: GraphWindowFieldProps) {
  const [pending, setPending] = useState<DatesRangeValue<string> | null>(null);
  const value: DatesRangeValue<string> = pending ?? [from ?? shown?.from ?? null, to ?? shown?.to ?? null];
  return (
    <DatePickerInput
      type="range"
      label="Window"
      description="Days whose signals count"
      valueFormat="YYYY-MM-DD"
      placeholder="The last month"
      allowSingleDateInRange
      presets={windowPresets(new Date())}
      value={value}
      onChange={(next) => {
        const [begin, end] = next;
        if (begin && end) {
          setPending(null);
          onChange({ from: begin.slice(0, 10), to: end.slice(0, 10) });
        } else {
          setPending(next);
        }
      }}
      popoverProps={{ onClose: () => setPending(null) }}
    />
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
