import type { CustomerRecord } from '@argus/contract';
import { describe, expect, it } from 'vitest';
import { filterCustomers } from './filter-customers';

const customer = (customerName: string, customerLabel: string | null) =>
  ({ customerName, customerLabel, folderDbTable: `events_${customerName}` }) as CustomerRecord;

describe('filterCustomers', () => {
  const customers = [customer('northwind', 'Northwind Logistics'), customer('kestrel_automotive', 'nan')];

  it('matches the label as shown, so a fallback label is found by its shown words', () => {
    expect(filterCustomers(customers, 'LOGISTICS').map((found) => found.customerName)).toEqual(['northwind']);
    // 'nan' is shown as "Kestrel_automotive" (spec section 3): searching "nan" finds nothing.
    expect(filterCustomers(customers, 'nan')).toEqual([]);
    expect(filterCustomers(customers, 'events_kes').map((found) => found.customerName)).toEqual(['kestrel_automotive']);
  });
});
