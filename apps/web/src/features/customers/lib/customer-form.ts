import {
  createCustomerRequestSchema,
  updateCustomerRequestSchema,
  type CreateCustomerRequest,
  type CustomerDetail,
  type DiscoveryInput,
  type UpdateCustomerRequest,
} from '@argus/contract';
import type { FormErrors } from '@mantine/form';
import { validateAsRequest } from '../../../shared/forms/form-validation';

/** `key` identifies a row of the form while it is edited (new rows have no id yet). */
export type SearchTermValues = { key: string; id?: string; term: string; keywords: string[] };
export type DiscoveryValues = { key: string; discoveryId?: string; name: string; searchTerms: SearchTermValues[] };

export type CustomerFormValues = {
  customerName: string;
  customerLabel: string;
  folderDbTable: string;
  features: { monitoring: boolean; discovery: boolean; trend: boolean };
  groupStories: boolean;
  discoveries: DiscoveryValues[];
};

let nextKey = 0;
/** A key for a row of the form, unique in this page. */
export const newRowKey = () => `row-${++nextKey}`;

export const EMPTY_CUSTOMER: CustomerFormValues = {
  customerName: '',
  customerLabel: '',
  folderDbTable: '',
  features: { monitoring: true, discovery: false, trend: false },
  groupStories: true,
  discoveries: [],
};

export const newDiscovery = (): DiscoveryValues => ({ key: newRowKey(), name: '', searchTerms: [] });
export const newSearchTerm = (): SearchTermValues => ({ key: newRowKey(), term: '', keywords: [] });

export function toCustomerFormValues(customer: CustomerDetail): CustomerFormValues {
  return {
    customerName: customer.customerName,
    customerLabel: customer.customerLabel ?? '',
    folderDbTable: customer.folderDbTable,
    features: { ...customer.features },
    groupStories: customer.groupStories,
    discoveries: customer.discoveries.map((discovery) => ({
      key: discovery.discoveryId,
      discoveryId: discovery.discoveryId,
      name: discovery.name,
      searchTerms: discovery.searchTerms.map((searchTerm) => ({ key: searchTerm.id, ...searchTerm })),
    })),
  };
}

function toDiscoveryInputs(discoveries: DiscoveryValues[]): DiscoveryInput[] {
  return discoveries.map(({ discoveryId, name, searchTerms }) => ({
    ...(discoveryId ? { discoveryId } : {}),
    name: name.trim(),
    searchTerms: searchTerms.map(({ id, term, keywords }) => ({
      ...(id ? { id } : {}),
      term: term.trim(),
      keywords,
    })),
  }));
}

export function toCreateCustomerRequest(values: CustomerFormValues): CreateCustomerRequest {
  const label = values.customerLabel.trim();
  const folderDbTable = values.folderDbTable.trim();
  return {
    customerName: values.customerName.trim(),
    ...(label ? { customerLabel: label } : {}),
    // Left empty, the server names it events_<name>.
    ...(folderDbTable ? { folderDbTable } : {}),
    features: values.features,
    groupStories: values.groupStories,
    discoveries: toDiscoveryInputs(values.discoveries),
  };
}

/** What changed; the discoveries go whole when any of them changed (the server keeps the listed ids). */
export function toUpdateCustomerRequest(customer: CustomerDetail, values: CustomerFormValues): UpdateCustomerRequest {
  const changes: UpdateCustomerRequest = {};
  const label = values.customerLabel.trim() || null;
  if (label !== customer.customerLabel) changes.customerLabel = label;
  if (values.folderDbTable.trim() !== customer.folderDbTable) changes.folderDbTable = values.folderDbTable.trim();
  const { monitoring, discovery, trend } = values.features;
  if (
    monitoring !== customer.features.monitoring ||
    discovery !== customer.features.discovery ||
    trend !== customer.features.trend
  ) {
    changes.features = values.features;
  }
  if (values.groupStories !== customer.groupStories) changes.groupStories = values.groupStories;
  const discoveries = toDiscoveryInputs(values.discoveries);
  const before = toDiscoveryInputs(toCustomerFormValues(customer).discoveries);
  if (JSON.stringify(discoveries) !== JSON.stringify(before)) changes.discoveries = discoveries;
  return changes;
}

/**
 * The form's field for a field the server refused (its body path). The paths are the form's own (the rows go in the
 * form's order), but the ids of a discovery and a search term have no field: a refused id (one removed meanwhile by
 * another admin, or listed twice; customers.service) marks its row's name, where the admin sees which row it is
 * (ADR 0061). A keyword's problem shows in its keywords box.
 */
export function customerFieldOf(path: string): string {
  return path
    .replace(/^(discoveries\.\d+)\.discoveryId$/, '$1.name')
    .replace(/^(discoveries\.\d+\.searchTerms\.\d+)\.id$/, '$1.term')
    .replace(/(\.keywords)\.\d+$/, '$1');
}

/** "discoveries.0.searchTerms.1.keywords.2" is a problem of the keywords box: the form shows it there. */
function onFormFields(validate: (values: CustomerFormValues) => FormErrors) {
  return (values: CustomerFormValues) => {
    const errors: FormErrors = {};
    for (const [path, message] of Object.entries(validate(values))) {
      const field = path.replace(/(\.keywords)\.\d+$/, '$1');
      errors[field] ??= message;
    }
    return errors;
  };
}

export const validateNewCustomer = onFormFields(
  validateAsRequest(createCustomerRequestSchema, toCreateCustomerRequest),
);

export function validateCustomerEdit(customer: CustomerDetail) {
  return onFormFields(
    validateAsRequest(updateCustomerRequestSchema, (values: CustomerFormValues) =>
      toUpdateCustomerRequest(customer, values),
    ),
  );
}
