import type { CustomerDetail } from '@argus/contract';
import { describe, expect, it } from 'vitest';
import {
  customerFieldOf,
  EMPTY_CUSTOMER,
  newDiscovery,
  newSearchTerm,
  toCreateCustomerRequest,
  toCustomerFormValues,
  toUpdateCustomerRequest,
  validateCustomerEdit,
  validateNewCustomer,
} from './customer-form';

const DISCOVERY_ID = '00000000-0000-4000-8000-00000000000a';
const TERM_ID = '00000000-0000-4000-8000-00000000000b';

function customerDetail(overrides: Partial<CustomerDetail> = {}): CustomerDetail {
  return {
    customerName: 'northwind',
    customerLabel: 'Northwind Logistics',
    folderDbTable: 'events_northwind',
    features: { monitoring: true, discovery: true, trend: false },
    groupStories: true,
    discoveries: [
      {
        discoveryId: DISCOVERY_ID,
        name: 'Ports',
        searchTerms: [{ id: TERM_ID, term: 'Strikes', keywords: ['strike'] }],
      },
    ],
    entityCount: 3,
    userCount: 1,
    ...overrides,
  };
}

describe('the customer form', () => {
  it('creates with trimmed values and leaves the folder table to the server when empty', () => {
    const discovery = {
      ...newDiscovery(),
      name: ' Ports ',
      searchTerms: [{ ...newSearchTerm(), term: 'Strikes ', keywords: ['strike'] }],
    };
    expect(
      toCreateCustomerRequest({
        ...EMPTY_CUSTOMER,
        customerName: ' acme ',
        customerLabel: '',
        discoveries: [discovery],
      }),
    ).toEqual({
      customerName: 'acme',
      features: { monitoring: true, discovery: false, trend: false },
      groupStories: true,
      discoveries: [{ name: 'Ports', searchTerms: [{ term: 'Strikes', keywords: ['strike'] }] }],
    });
  });

  it('sends nothing for an unchanged customer and the whole discovery list once one term changed', () => {
    const customer = customerDetail();
    const values = toCustomerFormValues(customer);
    expect(toUpdateCustomerRequest(customer, values)).toEqual({});
    values.discoveries[0]!.searchTerms[0]!.keywords = ['strike', 'Streik'];
    values.customerLabel = '';
    expect(toUpdateCustomerRequest(customer, values)).toEqual({
      customerLabel: null,
      discoveries: [
        {
          discoveryId: DISCOVERY_ID,
          name: 'Ports',
          searchTerms: [{ id: TERM_ID, term: 'Strikes', keywords: ['strike', 'Streik'] }],
        },
      ],
    });
  });

  it('creates a folder that groups stories unless switched off, and sends the switch when it changed', () => {
    expect(toCreateCustomerRequest({ ...EMPTY_CUSTOMER, customerName: 'acme', groupStories: false })).toMatchObject({
      groupStories: false,
    });
    const customer = customerDetail({ groupStories: false });
    const values = toCustomerFormValues(customer);
    expect(values.groupStories).toBe(false);
    expect(toUpdateCustomerRequest(customer, { ...values, groupStories: true })).toEqual({ groupStories: true });
  });

  it('shows the contract refusals on the form fields, keywords on their box', () => {
    const errors = validateNewCustomer({
      ...EMPTY_CUSTOMER,
      customerName: 'bad name',
      discoveries: [{ ...newDiscovery(), name: 'x', searchTerms: [{ ...newSearchTerm(), term: 'T', keywords: [] }] }],
    });
    expect(Object.keys(errors).sort()).toEqual(['customerName', 'discoveries.0.searchTerms.0.keywords']);

    const customer = customerDetail();
    const values = toCustomerFormValues(customer);
    values.discoveries.push({ ...newDiscovery(), name: 'ports ' });
    values.folderDbTable = 'Bad-Table';
    expect(Object.keys(validateCustomerEdit(customer)(values)).sort()).toEqual(['discoveries', 'folderDbTable']);
  });
});

describe('customerFieldOf', () => {
  it("puts a refused id on its row's name and a keyword's problem on its box; other paths are the form's", () => {
    expect(customerFieldOf('discoveries.2.discoveryId')).toBe('discoveries.2.name');
    expect(customerFieldOf('discoveries.0.searchTerms.3.id')).toBe('discoveries.0.searchTerms.3.term');
    expect(customerFieldOf('discoveries.0.searchTerms.1.keywords.4')).toBe('discoveries.0.searchTerms.1.keywords');
    expect(customerFieldOf('discoveries.1.name')).toBe('discoveries.1.name');
    expect(customerFieldOf('customerName')).toBe('customerName');
  });
});
