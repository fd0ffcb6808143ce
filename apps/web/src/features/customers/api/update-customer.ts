import { customersEndpoints, type CustomerDetail, type UpdateCustomerRequest } from '@argus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { customerKeys } from '../../../lib/customer-keys';
import { customerQueryOptions } from './get-customer';

export function patchCustomer(customerName: string, changes: UpdateCustomerRequest): Promise<CustomerDetail> {
  return callEndpoint(customersEndpoints.update, { params: { id: customerName }, body: changes });
}

export function useUpdateCustomerMutation(customerName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...customerKeys.all, 'update', customerName],
    mutationFn: (changes: UpdateCustomerRequest) => patchCustomer(customerName, changes),
    onSuccess: (customer) => {
      queryClient.setQueryData(customerQueryOptions(customerName).queryKey, customer);
      return queryClient.invalidateQueries({ queryKey: customerKeys.all });
    },
  });
}
