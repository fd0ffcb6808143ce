import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { useState } from 'react';

type DateRangeFieldProps = { dateBegin: string; dateEnd: string; onChange: (begin: string, end: string) => void };

/** Whole days, both ends included (spec section 5); a half-picked range stays local until its second day is chosen. */
export function DateRangeField({ dateBegin, dateEnd, onChange }: DateRangeFieldProps) {
  const [pending, setPending] = useState<DatesRangeValue<string> | null>(null);
  return (
    <DatePickerInput
      type="range"
      label="Date range"
      valueFormat="YYYY-MM-DD"
      allowSingleDateInRange
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
