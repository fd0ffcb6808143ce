import { apiKeysEndpoints, type CreateApiKeyRequest, type CreatedApiKey } from '@argus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { apiKeyKeys } from './api-key-keys';

export function postApiKey(request: CreateApiKeyRequest): Promise<CreatedApiKey> {
  return callEndpoint(apiKeysEndpoints.createApiKey, { body: request });
}

/** Makes a key; its answer is the only time the whole key is seen. */
export function useCreateApiKeyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: apiKeyKeys.create(),
    mutationFn: postApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}
