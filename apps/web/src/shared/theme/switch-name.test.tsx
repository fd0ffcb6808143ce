import { Switch } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';

// ADR 0131: the app's theme names a switch by its label alone; its hint is its description.
describe('a switch in the app theme', () => {
  it('is named by its label only and described by its hint', () => {
    renderWithApp(<Switch label="Monitoring" description="Signals of the folder's companies are collected" />);
    // A name given as a string matches the whole name exactly.
    const toggle = screen.getByRole('switch', {
      name: 'Monitoring',
      description: "Signals of the folder's companies are collected",
    });
    expect(toggle.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('still toggles from its label', async () => {
    const onChange = vi.fn();
    const { user } = renderWithApp(
      <Switch label="Discovery" description="Mentions of search terms" onChange={onChange} />,
    );
    await user.click(screen.getByText('Discovery'));
    expect((screen.getByRole('switch', { name: 'Discovery' }) as HTMLInputElement).checked).toBe(true);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('keeps a switch without a hint named by its label', () => {
    renderWithApp(<Switch label="Enabled" defaultChecked />);
    expect((screen.getByRole('switch', { name: 'Enabled' }) as HTMLInputElement).checked).toBe(true);
  });
});
