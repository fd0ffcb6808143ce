import { customersEndpoints, type CreateCustomerRequest, type CustomerDetail } from '@argus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { customerKeys } from '../../../lib/customer-keys';

export function postCustomer(request: CreateCustomerRequest): Promise<CustomerDetail> {
  return callEndpoint(customersEndpoints.create, { body: request });
}

export function useCreateCustomerMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...customerKeys.all, 'create'],
    mutationFn: postCustomer,
    // The table, the name list and the folder choices all hold one more.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  });
}
