import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render';
import { useSessionStore } from '../shared/state/session-store';
import { NAVIGATION_OPENED_STORAGE_KEY } from './layouts/frame-shape';
import { FirstPageLoader } from './root-route';

const analyst = { username: 'analyst', userId: 'u-1', privilege: 1, createdAt: 0 };

afterEach(() => {
  useSessionStore.setState({ token: null, user: null, status: 'empty' });
  window.localStorage.removeItem(NAVIGATION_OPENED_STORAGE_KEY);
});

/** The placeholder frame's root, or null: it has no text of its own, only the mark and its navigation state. */
const placeholderFrame = (container: HTMLElement) => container.querySelector('[data-navigation]');

describe('the first page loader', () => {
  it('shows a guest a plain loader, no frame', () => {
    const { container } = renderWithApp(<FirstPageLoader />);
    expect(screen.getByRole('status')).toBeTruthy();
    expect(placeholderFrame(container)).toBeNull();
  });

  it("shows a stored session the signed-in frame's outline around the loader, with the navigation as last left", () => {
    useSessionStore.setState({ token: 'token', user: analyst, status: 'success' });
    const opened = renderWithApp(<FirstPageLoader />);
    expect(placeholderFrame(opened.container)?.getAttribute('data-navigation')).toBe('open');
    expect(screen.getByRole('status')).toBeTruthy();
    // The header's mark: the page's first contentful paint while the frame's code arrives (issue 40).
    expect(screen.getByRole('img', { name: 'Argus logo' })).toBeTruthy();
    expect(placeholderFrame(opened.container)?.textContent).toBe('');
    opened.unmount();

    window.localStorage.setItem(NAVIGATION_OPENED_STORAGE_KEY, 'false');
    const closed = renderWithApp(<FirstPageLoader />);
    expect(placeholderFrame(closed.container)?.getAttribute('data-navigation')).toBe('closed');
  });
});
