import type { EmailScheduleRecord } from '@argus/contract';
import { describe, expect, it } from 'vitest';
import { filterSchedules, foldersOf, ownersOf } from './filter-schedules';

const schedule = (id: string, username: string, customerName: string) =>
  ({ id, username, customerName }) as EmailScheduleRecord;
const LIST = [
  schedule('1', 'Analyst', 'northwind'),
  schedule('2', 'moderator', 'northwind'),
  schedule('3', 'analyst', 'meridian'),
];

describe('filterSchedules', () => {
  it('narrows by owner (any case) and folder', () => {
    expect(filterSchedules(LIST, null, null).map((entry) => entry.id)).toEqual(['1', '2', '3']);
    expect(filterSchedules(LIST, 'analyst', null).map((entry) => entry.id)).toEqual(['1', '3']);
    expect(filterSchedules(LIST, 'analyst', 'meridian').map((entry) => entry.id)).toEqual(['3']);
    expect(ownersOf(LIST)).toEqual(['analyst', 'Analyst', 'moderator']);
  });

  it("offers a link's owner and folder even before they have a schedule", () => {
    expect(ownersOf(LIST, 'newcomer')).toEqual(['analyst', 'Analyst', 'moderator', 'newcomer']);
    expect(foldersOf(LIST, 'helios_energy')).toEqual(['northwind', 'meridian', 'helios_energy']);
  });
});
