import type { TargetEntityRecord } from '@argus/contract';
import { describe, expect, it } from 'vitest';
import { countryName } from '../../../lib/country-name';
import { countryOptions } from './country-options';
import {
  EMPTY_TARGET_ENTITY,
  toCreateTargetEntityRequest,
  toDuplicateFormValues,
  toTargetEntityFormValues,
  toUpdateTargetEntityRequest,
  validateNewTargetEntity,
  validateTargetEntityEdit,
} from './target-entity-form';

function entityRecord(overrides: Partial<TargetEntityRecord> = {}): TargetEntityRecord {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Acme GmbH',
    dunsId: '123456789',
    entityType: 'Company',
    industry: 'Chemicals',
    country: 'DE',
    city: 'Köln',
    latitude: 50.93,
    longitude: 6.95,
    website: 'https://acme.example',
    aliases: ['Acme'],
    customers: ['poc'],
    ...overrides,
  };
}

describe('the target entity form', () => {
  it('sends empty texts and numbers as null and drops blank aliases', () => {
    expect(toCreateTargetEntityRequest({ ...EMPTY_TARGET_ENTITY, name: ' Acme ', aliases: [' A ', ' '] })).toEqual({
      name: 'Acme',
      dunsId: null,
      entityType: null,
      industry: null,
      country: null,
      city: null,
      latitude: null,
      longitude: null,
      website: null,
      aliases: ['A'],
      customers: [],
    });
  });

  it('sends only what changed', () => {
    const entity = entityRecord();
    expect(toUpdateTargetEntityRequest(entity, toTargetEntityFormValues(entity))).toEqual({});
    const values = { ...toTargetEntityFormValues(entity), city: 'Berlin', latitude: 52.52, customers: ['poc', 'x'] };
    expect(toUpdateTargetEntityRequest(entity, values)).toEqual({
      city: 'Berlin',
      latitude: 52.52,
      customers: ['poc', 'x'],
    });
  });

  it('copies everything but the DUNS id into a duplicate', () => {
    const copy = toDuplicateFormValues(entityRecord());
    expect(copy).toMatchObject({ name: 'Acme GmbH (copy)', dunsId: '', city: 'Köln', customers: ['poc'] });
  });

  it('shows the contract refusals on the form fields', () => {
    const errors = validateNewTargetEntity({
      ...EMPTY_TARGET_ENTITY,
      name: '',
      dunsId: '12',
      country: 'XX',
      latitude: 95,
      longitude: 0,
      website: 'ftp://x',
      aliases: ['x'.repeat(201)],
    });
    expect(Object.keys(errors).sort()).toEqual(['aliases', 'country', 'dunsId', 'latitude', 'name', 'website']);
    const entity = entityRecord();
    expect(validateTargetEntityEdit(entity)({ ...toTargetEntityFormValues(entity), name: ' ' })).toHaveProperty('name');
  });

  it('names the ISO countries from the runtime, sorted by name', () => {
    expect(countryName('DE')).toBe('Germany');
    const options = countryOptions();
    expect(options).toHaveLength(249);
    expect(options.find((option) => option.value === 'CH')?.label).toBe('Switzerland (CH)');
  });
});
