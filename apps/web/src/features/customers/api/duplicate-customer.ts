import {
  customerDetailSchema,
  customersEndpoints,
  type CustomerDetail,
  type DuplicateCustomerRequest,
} from '@argus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';
import { customerPath } from './get-customer';

export function postCustomerDuplicate(source: string, request: DuplicateCustomerRequest): Promise<CustomerDetail> {
  return requestApi(customerPath(customersEndpoints.duplicate.path, source), {
    method: 'POST',
    body: request,
    parser: customerDetailSchema,
  });
}

/** Copies a customer's configuration, discoveries with search terms and entity links under a new name. */
export function useDuplicateCustomerMutation(source: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['customers', 'duplicate', source],
    mutationFn: (request: DuplicateCustomerRequest) => postCustomerDuplicate(source, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['customers'] }),
  });
}
