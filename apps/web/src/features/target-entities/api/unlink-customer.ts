import { targetEntitiesEndpoints, targetEntityRecordSchema, type TargetEntityRecord } from '@argus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';
import { customerLinkPath, type CustomerLink } from './link-customer';

export function deleteCustomerLink(link: CustomerLink): Promise<TargetEntityRecord> {
  return requestApi(customerLinkPath(targetEntitiesEndpoints.unlinkCustomer.path, link), {
    method: 'DELETE',
    parser: targetEntityRecordSchema,
  });
}

/** The customer stops monitoring the entity. */
export function useUnlinkCustomerMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['target-entities', 'unlink'],
    mutationFn: deleteCustomerLink,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['target-entities'] }),
        queryClient.invalidateQueries({ queryKey: ['customers'] }),
      ]),
  });
}
