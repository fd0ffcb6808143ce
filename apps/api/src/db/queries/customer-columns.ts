import { customers } from '../schema';

/** A customer's configuration: its name, label, folder table and features (the customers list and the settings). */
export const customerConfigColumns = {
  name: customers.name,
  label: customers.label,
  folderDbTable: customers.folderDbTable,
  monitoring: customers.monitoring,
  discovery: customers.discovery,
  trend: customers.trend,
};
