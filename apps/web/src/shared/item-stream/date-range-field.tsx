import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { useState } from 'react';
import { MOBILE_QUERY } from '../../lib/mobile-query';
import { dateRangePresetChoices } from './date-range-presets';
import classes from './date-range-field.module.css';
import { useMediaMatches } from '../../components/hooks/use-media-matches';

type DateRangeFieldProps = {
  dateBegin: string;
  dateEnd: string;
  onChange: (begin: string, end: string) => void;
  /** Left out where the screen offers its own choice of ranges beside the field (the industry network's window). */
  withPresets?: boolean;
};

// Two months and the presets need about 680 px; up to 48em (768 px) the calendar shows one month.
const TWO_MONTHS_QUERY = '(min-width: 48em)';

/**
 * Whole days, both ends included (spec section 5); a half-picked range stays local until its second day is chosen.
 * Presets pick a whole range in one click: beside the calendar, above it on phones.
 */
export function DateRangeField({ dateBegin, dateEnd, onChange, withPresets = true }: DateRangeFieldProps) {
  const [pending, setPending] = useState<DatesRangeValue<string> | null>(null);
  const twoMonths = useMediaMatches(TWO_MONTHS_QUERY);
  const phone = useMediaMatches(MOBILE_QUERY);
  const presets = withPresets
    ? dateRangePresetChoices().map(({ label, dateBegin: begin, dateEnd: end }) => ({
        label,
        value: [begin, end] as [string, string],
      }))
    : undefined;
  return (
    <DatePickerInput
      type="range"
      label="Date range"
      valueFormat="YYYY-MM-DD"
      allowSingleDateInRange
      numberOfColumns={twoMonths ? 2 : 1}
      presets={presets}
      classNames={phone ? { datePickerRoot: classes.stacked, presetsList: classes.presetsGrid } : undefined}
      value={pending ?? [dateBegin, dateEnd]}
      onChange={(value) => {
        const [begin, end] = value;
        if (begin && end) {
          setPending(null);
          onChange(begin.slice(0, 10), end.slice(0, 10));
        } else {
          setPending(value);
        }
      }}
      popoverProps={{ onClose: () => setPending(null) }}
    />
  );
}
