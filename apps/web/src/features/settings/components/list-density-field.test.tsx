import { DEFAULT_USER_PREFERENCES, type UserSettings } from '@argus/contract';
import { screen } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, stubFetch } from '../../../test/fetch';
import { renderWithApp } from '../../../test/render';
import { userSettingsQueryOptions } from '../api/get-user-settings';
import { ListDensityField } from './list-density-field';

const SETTINGS: UserSettings = {
  flags: { newArchitecture: false, knowledgeGraph: false },
  tables: [],
  permissions: [],
  preferences: DEFAULT_USER_PREFERENCES,
};

/** The start-up's cached settings, as the field finds them in the app. */
function WithSettings({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  useState(() => queryClient.setQueryData(userSettingsQueryOptions('ana').queryKey, SETTINGS));
  return children;
}

const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('ListDensityField', () => {
  it('switches at once and saves the density for the user', async () => {
    let answer: (response: Response) => void = () => {};
    const requests = stubFetch(() => new Promise((resolve) => (answer = resolve)));
    const { user } = renderWithApp(
      <WithSettings>
        <ListDensityField username="ana" />
      </WithSettings>,
    );
    expect(radio('Comfortable').checked).toBe(true);

    await user.click(screen.getByText('Compact'));
    // Before the server has answered.
    expect(radio('Compact').checked).toBe(true);
    expect(requests).toEqual([
      { method: 'PATCH', url: '/api/settings/ana', body: { preferences: { density: 'compact' } } },
    ]);
    answer(jsonResponse(200, { preferences: { ...DEFAULT_USER_PREFERENCES, density: 'compact' } }));
    await vi.waitFor(() => expect(radio('Compact').checked).toBe(true));
  });

  it('puts the previous density back when the server refuses it, and says why', async () => {
    stubFetch(() =>
      errorResponse(400, { error: 'Bad Request', message: 'preferences.density: must be one of comfortable, compact' }),
    );
    const { user } = renderWithApp(
      <WithSettings>
        <ListDensityField username="ana" />
      </WithSettings>,
    );

    await user.click(screen.getByText('Compact'));
    await vi.waitFor(() => expect(radio('Comfortable').checked).toBe(true));
    expect(await screen.findByText('Settings Error')).toBeTruthy();
  });
});
