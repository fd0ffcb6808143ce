import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../shared/state/query-client';
import { createArgusTheme } from '../shared/theme/theme';

const theme = createArgusTheme('default');

type RenderOptions = {
  /** The address the component is shown at (path and query); its own route matches any path. */
  url?: string;
};

export type Rendered = RenderResult & {
  /** Types and clicks as a user does, one event at a time. */
  user: UserEvent;
  /**
   * Puts text into a field as a user pasting it would: focus, then one input event. Use it where the keys do not
   * matter (the forms react to the value, not to keystrokes); `user.type` for Enter, Backspace and the like.
   */
  fill: (field: HTMLElement, text: string) => Promise<void>;
  /** The in-memory router: `router.state.location` is the address bar. */
  router: ReturnType<typeof createMemoryRouter>;
};

/**
 * Renders a component as the app shows it (the app's theme, its query client with the app's defaults, a data router
 * for links, search parameters and blockers, and the alerts), with a fresh query cache and address each time.
 * Mantine's test environment turns transitions and portals off, so dropdowns and alerts render in place at once.
 */
export function renderWithApp(ui: ReactElement, { url = '/' }: RenderOptions = {}): Rendered {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [url] });
  const result = render(
    <QueryClientProvider client={createQueryClient()}>
      <MantineProvider theme={theme} env="test">
        <Notifications />
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  // No pause between keystrokes: the components do not debounce, and a pause per key adds up over a suite.
  const user = userEvent.setup({ delay: null });
  const fill = async (field: HTMLElement, text: string) => {
    await user.click(field);
    await user.paste(text);
  };
  return { ...result, user, fill, router };
}

/**
 * The text an element's `aria-describedby` points at: what a screen reader reads after its name (a field's hint
 * and error). Testing Library's role queries take `description`; this serves elements without a role (passwords).
 */
export function descriptionOf(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids
    .map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}
