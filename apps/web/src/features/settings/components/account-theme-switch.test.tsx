import { DEFAULT_USER_PREFERENCES, type UserSettings } from '@argus/contract';
import { act, screen } from '@testing-library/react';
import { QueryClient, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { renderWithApp } from '../../../test/render';
import { userSettingsQueryOptions } from '../api/get-user-settings';
import { AccountThemeSwitch } from './account-theme-switch';

const SETTINGS: UserSettings = {
  flags: { newArchitecture: false, knowledgeGraph: false },
  tables: [],
  permissions: [],
  preferences: { ...DEFAULT_USER_PREFERENCES, theme: 'light' },
};

/** Hands the test the app's query client, to play the start-up's settings arriving. */
function WithClient({ children, onClient }: { children: ReactNode; onClient: (client: QueryClient) => void }) {
  const queryClient = useQueryClient();
  useState(() => onClient(queryClient));
  return children;
}

const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('AccountThemeSwitch', () => {
  it("waits for the account's theme: a pick before the start-up's settings would be undone by them", async () => {
    const requests = stubFetch(() => jsonResponse(200, { preferences: { ...SETTINGS.preferences, theme: 'dark' } }));
    let client: QueryClient | undefined;
    const { user } = renderWithApp(
      <WithClient onClient={(created) => (client = created)}>
        <AccountThemeSwitch username="ana" compact />
      </WithClient>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Theme' });
    expect(group.getAttribute('aria-disabled')).toBe('true');
    expect(radio('Dark').disabled).toBe(true);
    await user.click(screen.getByText('Dark'));
    expect(requests).toEqual([]);

    await act(async () => {
      client?.setQueryData(userSettingsQueryOptions('ana').queryKey, SETTINGS);
    });
    await vi.waitFor(() => expect(group.getAttribute('aria-disabled')).toBeNull());
    expect(radio('Light').checked).toBe(true);
    await user.click(screen.getByText('Dark'));
    await vi.waitFor(() => expect(radio('Dark').checked).toBe(true));
    expect(requests).toEqual([{ method: 'PATCH', url: '/api/settings/ana', body: { preferences: { theme: 'dark' } } }]);
  });
});
