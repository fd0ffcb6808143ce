import { targetEntitiesEndpoints, type TargetEntityRecord } from '@argus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { customerKeys } from '../../../lib/customer-keys';
import { targetEntityKeys } from './target-entity-keys';

export type CustomerLink = { id: string; customer: string };

export function putCustomerLink(link: CustomerLink): Promise<TargetEntityRecord> {
  return callEndpoint(targetEntitiesEndpoints.linkCustomer, { params: link });
}

/** The customer monitors the entity from now on. */
export function useLinkCustomerMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...targetEntityKeys.all, 'link'],
    mutationFn: putCustomerLink,
    // The entity lists and the customers' entity counts both change.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: targetEntityKeys.all }),
        queryClient.invalidateQueries({ queryKey: customerKeys.all }),
      ]),
  });
}
