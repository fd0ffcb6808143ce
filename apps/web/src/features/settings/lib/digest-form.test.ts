import { describe, expect, it } from 'vitest';
import { digestValidator, digestValuesOf, toDigestRequest } from './digest-form';

const saved = digestValuesOf({
  email: 'ana@argus.example',
  subscriptions: [
    { customerName: 'northwind', customerLabel: 'Northwind', frequency: 'off' },
    { customerName: 'poc', customerLabel: 'Poc', frequency: 'daily' },
    { customerName: 'helios', customerLabel: 'Helios', frequency: 'custom' },
  ],
});

describe('digest form', () => {
  it('sends the folders that changed and never an untouched custom schedule', () => {
    expect(toDigestRequest(saved, saved)).toEqual({ subscriptions: [] });
    const changed = { frequencies: { ...saved.frequencies, northwind: 'weekly' as const, poc: 'off' as const } };
    expect(toDigestRequest(changed, saved)).toEqual({
      subscriptions: [
        { customerName: 'northwind', frequency: 'weekly' },
        { customerName: 'poc', frequency: 'off' },
      ],
    });
    const replacedCustom = { frequencies: { ...saved.frequencies, helios: 'daily' as const } };
    expect(toDigestRequest(replacedCustom, saved).subscriptions).toEqual([
      { customerName: 'helios', frequency: 'daily' },
    ]);
  });

  it("checks the request by the contract's rules", () => {
    const validate = digestValidator(saved);
    expect(validate({ frequencies: { ...saved.frequencies, northwind: 'daily' } })).toEqual({});
    expect(validate({ frequencies: { 'no such name!': 'daily' } })).toEqual({
      'subscriptions.0.customerName': 'May contain only letters, digits, underscore and hyphen',
    });
  });
});
