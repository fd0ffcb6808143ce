import { RELIABILITY_LABELS, REVIEW_OPTIONS } from '@argus/contract';
import type { ReviewOption } from '@argus/filtering';
import { Box, Button, MultiSelect, Select, Stack, Switch, type ComboboxData } from '@mantine/core';
import classes from './filter-fields.module.css';

// The filter fields the Signals and Mentions screens share (spec sections 4 and 5), each bound to one criteria field.

type ChoiceFieldProps = {
  label: string;
  /** Shown while nothing is selected, which means no filter: "All languages". */
  allLabel: string;
  data: ComboboxData;
  value: string[];
  onChange: (value: string[]) => void;
  nothingFoundMessage?: string;
  /** Options rendered at once (long lists such as companies). */
  limit?: number;
};

/** A searchable multi-select whose empty selection filters nothing. */
export function ChoiceField({ label, allLabel, data, value, onChange, nothingFoundMessage, limit }: ChoiceFieldProps) {
  return (
    <MultiSelect
      label={label}
      placeholder={value.length ? undefined : allLabel}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      clearable
      limit={limit}
      nothingFoundMessage={nothingFoundMessage}
    />
  );
}

const RELIABILITY_DATA = RELIABILITY_LABELS.map((label, level) => ({ value: String(level), label }));

/** Minimum reliability: 0 (No Filter) to 5 (Very High). */
export function ReliabilityField({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  return (
    <Select
      label="Reliability"
      data={RELIABILITY_DATA}
      value={String(value)}
      onChange={(level) => onChange(Number(level ?? 0))}
      allowDeselect={false}
    />
  );
}

type ReviewsFieldProps = {
  value: ReviewOption[];
  onChange: (value: ReviewOption[]) => void;
  hideDisliked: boolean;
  onHideDislikedChange: (hideDisliked: boolean) => void;
};

/**
 * The review options, combined as a union, and whether disliked items stay hidden (ADR 0030: selecting 'Disliked'
 * shows them regardless, so the switch is off and disabled then).
 */
export function ReviewsField({ value, onChange, hideDisliked, onHideDislikedChange }: ReviewsFieldProps) {
  const dislikedAsked = value.includes('Disliked');
  return (
    <Stack gap={8}>
      <ChoiceField
        label="Reviews"
        allLabel="Any review status"
        data={[...REVIEW_OPTIONS]}
        value={value}
        onChange={(selected) => onChange(selected as ReviewOption[])}
      />
      <Switch
        label="Hide disliked"
        checked={hideDisliked && !dislikedAsked}
        disabled={dislikedAsked}
        onChange={(event) => onHideDislikedChange(event.currentTarget.checked)}
      />
    </Stack>
  );
}

/** The last thing in a filter column, kept in view while the fields above it scroll. */
export function ResetFiltersButton({ onReset }: { onReset: () => void }) {
  return (
    <Box className={classes.resetBar}>
      <Button variant="default" fullWidth onClick={onReset}>
        Reset filters
      </Button>
    </Box>
  );
}
