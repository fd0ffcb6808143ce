import { publicConfigSchema } from '@argus/contract';
import { describe, expect, it } from 'vitest';
import { publicConfigParser } from './public-config';

const valid = { sisterDomain: 'sister.example', monitoringOnlyFolderTables: ['events_a'], partnerUsernames: ['p'] };

describe('publicConfigParser', () => {
  it.each([
    ['a whole configuration', valid],
    ['empty lists', { ...valid, monitoringOnlyFolderTables: [], partnerUsernames: [] }],
    ['a configuration with more fields than it knows', { ...valid, later: true }],
    ['no sister domain', { ...valid, sisterDomain: undefined }],
    ['a number for the domain', { ...valid, sisterDomain: 3 }],
    ['a list with a number in it', { ...valid, partnerUsernames: ['p', 4] }],
    ['no list', { ...valid, monitoringOnlyFolderTables: 'events_a' }],
    ['null', null],
    ['a string', 'config'],
  ])('agrees with the contract on %s', (_case, body) => {
    const expected = publicConfigSchema.safeParse(body);
    if (expected.success) {
      expect(publicConfigParser.parse(body)).toEqual(expected.data);
    } else {
      expect(() => publicConfigParser.parse(body)).toThrow('configuration this app cannot read');
    }
  });
});
