import { resolveCustomerLabel } from '@argus/contract';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useAdminListsLoaded } from '../../../shared/state/loading-flags-store';
import { customerListQueryOptions } from '../api/get-customer-list';

export type CustomerOption = { value: string; label: string };

/**
 * Every customer as a select option (name and label, spec section 3's label fallback) and a label lookup; from the
 * list the start-up loads, asked again only once the start-up has (ADR 0012).
 */
export function useCustomerOptions() {
  const loaded = useAdminListsLoaded();
  const customers = useQuery({ ...customerListQueryOptions, enabled: loaded });
  const options = useMemo<CustomerOption[]>(
    () =>
      (customers.data ?? []).map((customer) => ({
        value: customer.customerName,
        label: resolveCustomerLabel(customer.customerName, customer.customerLabel),
      })),
    [customers.data],
  );
  const labels = useMemo(() => new Map(options.map((option) => [option.value, option.label])), [options]);
  const labelOf = useCallback((name: string) => labels.get(name) ?? resolveCustomerLabel(name, null), [labels]);
  return { options, labelOf, loading: customers.isPending && customers.fetchStatus !== 'idle' };
}
