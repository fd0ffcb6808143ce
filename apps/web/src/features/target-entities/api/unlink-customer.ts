import { targetEntitiesEndpoints, type TargetEntityRecord } from '@argus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import type { CustomerLink } from './link-customer';
import { customerKeys } from '../../../lib/customer-keys';
import { targetEntityKeys } from './target-entity-keys';

export function deleteCustomerLink(link: CustomerLink): Promise<TargetEntityRecord> {
  return callEndpoint(targetEntitiesEndpoints.unlinkCustomer, { params: link });
}

/** The customer stops monitoring the entity. */
export function useUnlinkCustomerMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...targetEntityKeys.all, 'unlink'],
    mutationFn: deleteCustomerLink,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: targetEntityKeys.all }),
        queryClient.invalidateQueries({ queryKey: customerKeys.all }),
      ]),
  });
}
