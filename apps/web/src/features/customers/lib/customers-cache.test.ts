import { CUSTOMERS_CACHE_CHUNK, type CustomerRecord } from '@argus/contract';
import { describe, expect, it } from 'vitest';
import { readCachedCustomers, writeCachedCustomers } from './customers-cache';

/** An in-memory Storage with the Web Storage interface the cache uses. */
function createStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

function customer(index: number, padding = ''): CustomerRecord {
  return {
    customerName: `customer_${index}`,
    customerLabel: `Customer ${index}${padding}`,
    folderDbTable: `table_${index}`,
    features: { monitoring: true, discovery: index % 2 === 0, trend: false },
    groupStories: true,
    discoveries: [],
    entityCount: index,
    userCount: 1,
  };
}

describe('customers cache', () => {
  it('splits a large table into 500,000-character chunks and reads it back whole', () => {
    const storage = createStorage();
    const customers = Array.from({ length: 30 }, (_, index) => customer(index, 'x'.repeat(40_000)));
    writeCachedCustomers(customers, storage);
    const keys = [...Array(storage.length).keys()].map((index) => storage.key(index)).sort();
    expect(keys).toEqual(['customers-1', 'customers-2', 'customers-3']);
    expect(storage.getItem('customers-1')).toHaveLength(CUSTOMERS_CACHE_CHUNK);
    expect(readCachedCustomers(storage)).toEqual(customers);
  });

  it('drops the chunks a shorter table no longer needs', () => {
    const storage = createStorage();
    writeCachedCustomers(
      Array.from({ length: 30 }, (_, index) => customer(index, 'x'.repeat(40_000))),
      storage,
    );
    writeCachedCustomers([customer(1)], storage);
    expect(storage.getItem('customers-2')).toBeNull();
    expect(readCachedCustomers(storage)).toEqual([customer(1)]);
  });

  it('reads nothing from an empty or corrupt cache', () => {
    const storage = createStorage();
    expect(readCachedCustomers(storage)).toBeUndefined();
    storage.setItem('customers-1', '[{"customerName": 5}]');
    expect(readCachedCustomers(storage)).toBeUndefined();
    storage.setItem('customers-1', '{not json');
    expect(readCachedCustomers(storage)).toBeUndefined();
  });
});
