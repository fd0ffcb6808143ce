import { describe, expect, it } from 'vitest';
import { storyCountText } from './story-count-text';

describe('storyCountText', () => {
  it('says how many stories the copies make, and nothing when each is its own story', () => {
    expect(storyCountText(12, 31)).toBe('12 stories');
    expect(storyCountText(1, 3)).toBe('1 story');
    expect(storyCountText(1_200, 3_100)).toBe('1,200 stories');
    expect(storyCountText(5, 5)).toBeNull();
    expect(storyCountText(0, 0)).toBeNull();
  });
});
