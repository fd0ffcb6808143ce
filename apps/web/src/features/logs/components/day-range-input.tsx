import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { useState } from 'react';
import { parseDay } from '../lib/log-filters';

type DayRangeInputProps = {
  from: string;
  to: string;
  onChange: (from: string, to: string) => void;
  error?: string;
  className?: string;
};

/**
 * Whole days, both ends included, or none (the whole log). A half-picked range stays local until its second day is
 * chosen; a day in the URL that does not exist is not shown (the server's refusal says what is wrong with it).
 */
export function DayRangeInput({ from, to, onChange, error, className }: DayRangeInputProps) {
  const [pending, setPending] = useState<DatesRangeValue<string> | null>(null);
  const shown = (day: string) => (parseDay(day) ? day : null);
  return (
    <DatePickerInput
      type="range"
      className={className}
      label="Date range"
      placeholder="All dates"
      valueFormat="YYYY-MM-DD"
      allowSingleDateInRange
      clearable
      error={error}
      value={pending ?? [shown(from), shown(to)]}
      onChange={(value) => {
        const [begin, end] = value;
        if (begin && end) {
          setPending(null);
          onChange(begin.slice(0, 10), end.slice(0, 10));
        } else if (!begin && !end) {
          setPending(null);
          onChange('', '');
        } else {
          setPending(value);
        }
      }}
      popoverProps={{ onClose: () => setPending(null) }}
      clearButtonProps={{ 'aria-label': 'Clear date range' }}
    />
  );
}
