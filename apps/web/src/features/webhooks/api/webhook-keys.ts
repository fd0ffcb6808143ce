/**
 * The query keys of the webhooks feature: the list and each webhook's delivery log read here; every write
 * invalidates `all`, so that a create, resume, replay or delete refreshes the list and the open log alike.
 */
export const webhookKeys = {
  all: ['webhooks'] as const,
  list: () => [...webhookKeys.all, 'list'] as const,
  deliveries: (id: string) => [...webhookKeys.all, 'deliveries', id] as const,
  create: () => [...webhookKeys.all, 'create'] as const,
  replay: () => [...webhookKeys.all, 'replay'] as const,
  resume: () => [...webhookKeys.all, 'resume'] as const,
  delete: () => [...webhookKeys.all, 'delete'] as const,
};
