import { describe, expect, it } from 'vitest';
import { describeRole } from './describe-role';

describe('describeRole', () => {
  it('names the three roles of spec section 6', () => {
    expect(describeRole(0)).toBe('Analyst');
    expect(describeRole(1)).toBe('Analyst');
    expect(describeRole(2)).toBe('Moderator');
    expect(describeRole(3)).toBe('Administrator');
    expect(describeRole(9)).toBe('Administrator');
  });
});
