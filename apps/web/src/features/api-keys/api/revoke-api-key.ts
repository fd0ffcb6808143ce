import { apiKeysEndpoints } from '@argus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { apiKeyKeys } from './api-key-keys';

export function deleteApiKey(id: string) {
  return callEndpoint(apiKeysEndpoints.revokeApiKey, { params: { id } });
}

/** Revokes a key: its next call is refused. */
export function useRevokeApiKeyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: apiKeyKeys.revoke(),
    mutationFn: deleteApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}
