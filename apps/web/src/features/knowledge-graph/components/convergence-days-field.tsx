import { CONVERGENCE_MAX_DAYS } from '@argus/contract';
import { Group, Input, NumberInput, Slider } from '@mantine/core';
import { useState } from 'react';

type ConvergenceDaysFieldProps = { value: number; onChange: (days: number) => void };

/** N of "the same event type within N days": a slider for a quick change, a number for an exact one. */
export function ConvergenceDaysField({ value, onChange }: ConvergenceDaysFieldProps) {
  // The slider moves freely and sets the URL once let go, so that a drag asks for one converging window, not forty.
  const [dragged, setDragged] = useState<number | null>(null);
  return (
    <Input.Wrapper label="Converging within" description="Days apart, one event type" id="convergence-days">
      <Group gap="sm" wrap="nowrap" align="center" mt={4}>
        <Slider
          style={{ flex: 1 }}
          min={0}
          max={CONVERGENCE_MAX_DAYS}
          value={dragged ?? value}
          onChange={setDragged}
          onChangeEnd={(days) => {
            setDragged(null);
            onChange(days);
          }}
          label={(days) => `${days} day${days === 1 ? '' : 's'}`}
          thumbLabel="Converging window in days"
        />
        <NumberInput
          w={80}
          aria-label="Converging window in days"
          min={0}
          max={CONVERGENCE_MAX_DAYS}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          value={dragged ?? value}
          onChange={(next) => {
            if (typeof next === 'number') onChange(next);
          }}
          data-testid="convergence-days"
        />
      </Group>
    </Input.Wrapper>
  );
}
