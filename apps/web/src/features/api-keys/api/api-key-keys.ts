/** The query keys of the API keys feature: its list reads here, and making or revoking a key invalidates `all`. */
export const apiKeyKeys = {
  all: ['api-keys'] as const,
  list: () => [...apiKeyKeys.all, 'list'] as const,
  create: () => [...apiKeyKeys.all, 'create'] as const,
  revoke: () => [...apiKeyKeys.all, 'revoke'] as const,
};
