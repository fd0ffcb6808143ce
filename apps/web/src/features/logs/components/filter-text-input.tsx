import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState } from 'react';

/** Typing pauses this long before the URL (and so the server) is asked: one request per word, not per letter. */
export const FILTER_DEBOUNCE_MS = 300;

type FilterTextInputProps = {
  label: string;
  placeholder: string;
  /** The filter as the URL holds it. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
};

/** A text filter that follows the URL (a link in the table may set it) and writes to it once typing pauses. */
export function FilterTextInput({ label, placeholder, value, onChange, error }: FilterTextInputProps) {
  const [text, setText] = useState(value);
  const commit = useDebouncedCallback((next: string) => onChange(next.trim()), FILTER_DEBOUNCE_MS);
  // The URL changed from elsewhere (a link, Clear filters, Back): show what it holds.
  useEffect(() => setText((shown) => (shown.trim() === value ? shown : value)), [value]);
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      value={text}
      error={error}
      onChange={(event) => {
        setText(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      rightSection={
        text ? (
          <CloseButton
            aria-label={`Clear ${label.toLowerCase()}`}
            onClick={() => {
              setText('');
              commit.cancel();
              onChange('');
            }}
          />
        ) : null
      }
    />
  );
}
