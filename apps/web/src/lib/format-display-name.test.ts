import { describe, expect, it } from 'vitest';
import { formatDisplayName, formatInitials } from './format-display-name';

describe('formatDisplayName', () => {
  it('splits on underscores and capitalises each word', () => {
    expect(formatDisplayName('jane_doe')).toBe('Jane Doe');
    expect(formatDisplayName('admin')).toBe('Admin');
  });

  it('keeps the rest of each word as typed', () => {
    expect(formatDisplayName('mary_McDonald_iii')).toBe('Mary McDonald Iii');
  });

  it('ignores leading, trailing and repeated underscores', () => {
    expect(formatDisplayName('_jane__doe_')).toBe('Jane Doe');
  });

  it('leaves other separators alone', () => {
    expect(formatDisplayName('jane.doe@example.com')).toBe('Jane.doe@example.com');
  });
});

describe('formatInitials', () => {
  it('takes the first letters of the first two words', () => {
    expect(formatInitials('jane_doe_smith')).toBe('JD');
  });

  it('takes two letters of a single word', () => {
    expect(formatInitials('moderator')).toBe('MO');
  });
});
