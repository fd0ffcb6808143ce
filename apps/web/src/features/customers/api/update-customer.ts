import {
  customerDetailSchema,
  customersEndpoints,
  type CustomerDetail,
  type UpdateCustomerRequest,
} from '@argus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';
import { customerPath } from './get-customer';

export function patchCustomer(customerName: string, changes: UpdateCustomerRequest): Promise<CustomerDetail> {
  return requestApi(customerPath(customersEndpoints.update.path, customerName), {
    method: 'PATCH',
    body: changes,
    parser: customerDetailSchema,
  });
}

export function useUpdateCustomerMutation(customerName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['customers', 'update', customerName],
    mutationFn: (changes: UpdateCustomerRequest) => patchCustomer(customerName, changes),
    onSuccess: (customer) => {
      queryClient.setQueryData(['customers', 'detail', customerName], customer);
      return queryClient.invalidateQueries({ queryKey: ['customers'] });
    },
  });
}
