import { CUSTOMERS_CACHE_CHUNK, customerTableSchema, type CustomerRecord } from '@argus/contract';
import { getLocalStorage } from '../../../lib/local-storage';

// Spec section 9: the customers table is kept in local storage in chunks of 500,000 characters under
// customers-1, customers-2, … (a browser caps one item's size, and the table can be large).
const KEY_PREFIX = 'customers-';

function chunkKey(index: number): string {
  return `${KEY_PREFIX}${index + 1}`;
}

export function writeCachedCustomers(
  customers: readonly CustomerRecord[],
  storage: Storage | null = getLocalStorage(),
): void {
  if (!storage) return;
  const text = JSON.stringify(customers);
  const chunkCount = Math.max(1, Math.ceil(text.length / CUSTOMERS_CACHE_CHUNK));
  try {
    for (let index = 0; index < chunkCount; index++) {
      storage.setItem(chunkKey(index), text.slice(index * CUSTOMERS_CACHE_CHUNK, (index + 1) * CUSTOMERS_CACHE_CHUNK));
    }
  } catch (error) {
    // A full storage only costs the cache; the list in memory is still right.
    console.warn('The customers cache could not be written.', error);
  }
  // A shorter table than last time leaves chunks behind; a stale tail would corrupt the next read.
  for (let index = chunkCount; storage.getItem(chunkKey(index)) !== null; index++) storage.removeItem(chunkKey(index));
}

/** The cached table, or undefined when there is none or it does not read back as the contract's shape. */
export function readCachedCustomers(storage: Storage | null = getLocalStorage()): CustomerRecord[] | undefined {
  if (!storage) return undefined;
  let text = '';
  for (let index = 0; ; index++) {
    const chunk = storage.getItem(chunkKey(index));
    if (chunk === null) break;
    text += chunk;
  }
  if (!text) return undefined;
  try {
    const parsed = customerTableSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
