import { targetEntitiesEndpoints, targetEntityRecordSchema, type TargetEntityRecord } from '@argus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

export type CustomerLink = { id: string; customer: string };

export const customerLinkPath = (path: string, { id, customer }: CustomerLink) =>
  path.replace(':id', encodeURIComponent(id)).replace(':customer', encodeURIComponent(customer));

export function putCustomerLink(link: CustomerLink): Promise<TargetEntityRecord> {
  return requestApi(customerLinkPath(targetEntitiesEndpoints.linkCustomer.path, link), {
    method: 'PUT',
    parser: targetEntityRecordSchema,
  });
}

/** The customer monitors the entity from now on. */
export function useLinkCustomerMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['target-entities', 'link'],
    mutationFn: putCustomerLink,
    // The entity lists and the customers' entity counts both change.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['target-entities'] }),
        queryClient.invalidateQueries({ queryKey: ['customers'] }),
      ]),
  });
}
