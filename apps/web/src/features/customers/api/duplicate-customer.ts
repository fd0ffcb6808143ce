import { customersEndpoints, type CustomerDetail, type DuplicateCustomerRequest } from '@argus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { customerKeys } from '../../../lib/customer-keys';

export function postCustomerDuplicate(source: string, request: DuplicateCustomerRequest): Promise<CustomerDetail> {
  return callEndpoint(customersEndpoints.duplicate, { params: { id: source }, body: request });
}

/** Copies a customer's configuration, discoveries with search terms and entity links under a new name. */
export function useDuplicateCustomerMutation(source: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...customerKeys.all, 'duplicate', source],
    mutationFn: (request: DuplicateCustomerRequest) => postCustomerDuplicate(source, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  });
}
