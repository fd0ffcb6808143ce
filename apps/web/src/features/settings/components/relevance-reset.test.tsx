import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, stubFetch } from '../../../test/fetch';
import { renderWithApp } from '../../../test/render';
import { RelevanceReset } from './relevance-reset';

describe('RelevanceReset', () => {
  it('says what the sort learns from, asks first, then forgets every folder and says how many', async () => {
    const requests = stubFetch(() => jsonResponse(200, { reset: 3 }));
    const { user } = renderWithApp(<RelevanceReset />);
    expect(screen.getByRole('heading', { name: 'What Argus learned' })).toBeTruthy();
    expect(screen.getByText(/likes, dislikes, bookmarks and opens/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Forget what Argus learned' }));
    // Keeping it is the first choice: nothing is sent yet.
    await user.click(await screen.findByRole('button', { name: 'Keep it' }));
    expect(requests).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Forget what Argus learned' }));
    await user.click(await screen.findByRole('button', { name: 'Forget it' }));
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toContain('3 lists'));
    expect(requests).toEqual([{ method: 'DELETE', url: '/api/relevance/model', body: undefined }]);
  });

  it('says so when the server refuses, and forgets nothing', async () => {
    stubFetch(() => errorResponse(403, { error: 'Forbidden', message: 'You may not do this.' }));
    const { user } = renderWithApp(<RelevanceReset />);
    await user.click(screen.getByRole('button', { name: 'Forget what Argus learned' }));
    await user.click(await screen.findByRole('button', { name: 'Forget it' }));
    expect(await screen.findByText('Nothing forgotten')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
