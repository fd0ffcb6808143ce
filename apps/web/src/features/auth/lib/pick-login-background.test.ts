import { LOGIN_BACKGROUND_COUNT } from '@argus/contract';
import { describe, expect, it } from 'vitest';
import { pickLoginBackground } from './pick-login-background';

describe('pickLoginBackground', () => {
  it('maps the random range onto bg-01 … bg-18', () => {
    expect(pickLoginBackground(() => 0)).toBe('/backgrounds/bg-01.svg');
    expect(pickLoginBackground(() => 0.999999)).toBe(`/backgrounds/bg-${LOGIN_BACKGROUND_COUNT}.svg`);
    expect(pickLoginBackground(() => 0.5)).toBe('/backgrounds/bg-10.svg');
  });

  it('stays in range even if the generator returns 1', () => {
    expect(pickLoginBackground(() => 1)).toBe('/backgrounds/bg-18.svg');
  });
});
