import { Autocomplete, Group, Text, type OptionsFilter } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { City, CitySearchQuery } from '@argus/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import type { HINT_BELOW_INPUT } from '../../../shared/forms/form-layout';
import { citiesQueryOptions } from '../api/get-cities';
import { countryName } from '../../../lib/country-name';
import { formatCount } from '../../../lib/format-count';

type CityPickerProps = {
  value: string;
  onChange: (value: string) => void;
  /** Limits the suggestions to the entity's country when one is chosen. */
  country: string;
  /** A real city was chosen: its name, country and coordinates fill the form. */
  onPick: (city: City) => void;
  error?: ReactNode;
  inputWrapperOrder?: typeof HINT_BELOW_INPUT;
};

const SEARCH_DEBOUNCE_MS = 200;
const cityKey = (city: City) => `${city.name}|${city.country}|${city.latitude}|${city.longitude}`;
// The server already matched the start of the name (accents and case aside); filtering again here would drop
// "Zürich" for "zur".
const keepServerOrder: OptionsFilter = ({ options }) => options;

/** The city as free text, with real cities suggested from the server; picking one fills the coordinates. */
export function CityPicker({ value, onChange, country, onPick, error, inputWrapperOrder }: CityPickerProps) {
  const [open, setOpen] = useState(false);
  const [search] = useDebouncedValue(value.trim(), SEARCH_DEBOUNCE_MS);
  const cities = useQuery({
    ...citiesQueryOptions({ search, country: (country || undefined) as CitySearchQuery['country'] }),
    enabled: open,
  });
  const byKey = useMemo(() => new Map((cities.data ?? []).map((city) => [cityKey(city), city])), [cities.data]);
  const data = useMemo(
    () => (cities.data ?? []).map((city) => ({ value: cityKey(city), label: city.name })),
    [cities.data],
  );

  return (
    <Autocomplete
      label="City"
      description="Pick a suggested city to fill in its coordinates"
      value={value}
      onChange={onChange}
      data={data}
      filter={keepServerOrder}
      limit={20}
      error={error}
      inputWrapperOrder={inputWrapperOrder}
      onDropdownOpen={() => setOpen(true)}
      onDropdownClose={() => setOpen(false)}
      onOptionSubmit={(key) => {
        const city = byKey.get(key);
        if (city) onPick(city);
      }}
      renderOption={({ option }) => {
        const city = byKey.get(option.value);
        return (
          <Group gap="xs" wrap="nowrap" justify="space-between" w="100%">
            <Text size="sm">{city?.name ?? option.value}</Text>
            {city && (
              <Text size="xs" c="dimmed">
                {countryName(city.country)} · {formatCount(city.population)} inhabitants
              </Text>
            )}
          </Group>
        );
      }}
    />
  );
}
