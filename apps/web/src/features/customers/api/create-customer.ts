import {
  customerDetailSchema,
  customersEndpoints,
  type CreateCustomerRequest,
  type CustomerDetail,
} from '@argus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

export function postCustomer(request: CreateCustomerRequest): Promise<CustomerDetail> {
  return requestApi(customersEndpoints.create.path, { method: 'POST', body: request, parser: customerDetailSchema });
}

export function useCreateCustomerMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['customers', 'create'],
    mutationFn: postCustomer,
    // The table, the name list and the folder choices all hold one more.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['customers'] }),
  });
}
