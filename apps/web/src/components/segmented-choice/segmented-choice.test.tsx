import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { SegmentedChoice } from './segmented-choice';

type View = 'chart' | 'table';

const VIEWS: { value: View; label: string }[] = [
  { value: 'chart', label: 'Chart' },
  { value: 'table', label: 'Table' },
];

const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

function Switch({ onChange }: { onChange: (view: View) => void }) {
  const [view, setView] = useState<View>('chart');
  return (
    <SegmentedChoice
      label="Figures: show as"
      data={VIEWS}
      value={view}
      onChange={(next) => {
        setView(next);
        onChange(next);
      }}
    />
  );
}

describe('SegmentedChoice', () => {
  it('is a radio group named by its label, the value chosen from the first render', () => {
    renderWithApp(<Switch onChange={() => {}} />);
    expect(screen.getByRole('radiogroup', { name: 'Figures: show as' })).toBeTruthy();
    expect(radio('Chart').checked).toBe(true);
    expect(radio('Table').checked).toBe(false);
  });

  it('hands a click on a choice the choice’s value (the arrow keys: the Overview journey)', async () => {
    const onChange = vi.fn();
    const { user } = renderWithApp(<Switch onChange={onChange} />);
    await user.click(screen.getByText('Table'));
    expect(onChange).toHaveBeenLastCalledWith('table');
    expect(radio('Table').checked).toBe(true);
    await user.click(screen.getByText('Chart'));
    expect(onChange).toHaveBeenLastCalledWith('chart');
    expect(radio('Chart').checked).toBe(true);
  });

  it('offers nothing to choose while disabled', async () => {
    const onChange = vi.fn();
    const { user } = renderWithApp(
      <SegmentedChoice label="Theme" data={VIEWS} value="chart" onChange={onChange} disabled />,
    );
    await user.click(screen.getByText('Table'));
    expect(onChange).not.toHaveBeenCalled();
    expect(radio('Table').disabled).toBe(true);
  });
});
