import { resolveCustomerLabel, type CustomerRecord } from '@argus/contract';

/** The customers whose name, shown label or folder table contains the search, any letter case. */
export function filterCustomers(customers: CustomerRecord[], search: string): CustomerRecord[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return customers;
  return customers.filter((customer) =>
    [
      customer.customerName,
      resolveCustomerLabel(customer.customerName, customer.customerLabel),
      customer.folderDbTable,
    ].some((text) => text.toLowerCase().includes(needle)),
  );
}
