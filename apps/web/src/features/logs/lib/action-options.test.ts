import { AUDIT_ACTION_GROUPS } from '@argus/contract';
import { describe, expect, it } from 'vitest';
import { actionOptions } from './action-options';

const values = (current: string) => actionOptions(current).flatMap((group) => group.items.map((item) => item.value));

describe('actionOptions', () => {
  it('offers each group as its prefix ending with "." and each action as its full code', () => {
    const users = actionOptions('').find((group) => group.group === 'Users');
    expect(users?.items[0]).toEqual({ value: 'user.', label: 'All: users' });
    expect(users?.items.map((item) => item.value)).toEqual(
      expect.arrayContaining(['user.password-reset', 'user.password-reset.request']),
    );
    expect(values('').filter((value) => value.endsWith('.'))).toEqual(AUDIT_ACTION_GROUPS.map((group) => group.prefix));
  });

  it('offers an unlisted filter from the URL as itself: a prefix only when it ends with "."', () => {
    expect(actionOptions('user.password-reset.').at(-1)).toEqual({
      group: 'Other',
      items: [{ value: 'user.password-reset.', label: 'Starts with “user.password-reset.”' }],
    });
    expect(actionOptions('plugin.run').at(-1)).toEqual({
      group: 'Other',
      items: [{ value: 'plugin.run', label: '“plugin.run”' }],
    });
    expect(actionOptions('user.password-reset').some((group) => group.group === 'Other')).toBe(false);
  });
});
