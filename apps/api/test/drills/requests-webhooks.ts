import { and, eq } from 'drizzle-orm';
import { webhookDeliveries, webhooks } from '../../src/db/schema';
import type { DrillRequest, DrillWorld } from './drill-world';

// Outgoing webhooks (ADR 0136): any user keeps their own. The webhooks these requests name are the analyst's own (no
// folder webhook), so no one else, admins included, may learn they exist. Requests of the role matrix
// (drills/role-matrix.ts). The URL's host is a reserved name that never resolves, and no drill app sends deliveries.
const HOOK_URL = 'https://hooks.example.com/argus-drill';

/**
 * Removes the drill's earlier webhooks of the analyst (their requests have been sent): a user keeps at most
 * WEBHOOKS_MAX, and the matrix makes one for each caller of each call.
 */
async function clearAnalystWebhooks(world: DrillWorld) {
  await world.testApp.db
    .delete(webhooks)
    .where(and(eq(webhooks.userId, world.users.analyst.id), eq(webhooks.url, HOOK_URL)));
}

/** A webhook of the analyst's, made afresh for each caller of a call that changes or removes it. */
async function freshWebhookId(world: DrillWorld) {
  await clearAnalystWebhooks(world);
  const response = await world.testApp.app.inject({
    method: 'POST',
    url: '/api/webhooks',
    headers: world.headersFor('analyst'),
    payload: { url: HOOK_URL, format: 'json' },
  });
  return response.json().id as string;
}

/** A webhook of the analyst's with one delivery in its log (written as the dispatcher leaves a sent one). */
async function freshDelivery(world: DrillWorld) {
  const webhookId = await freshWebhookId(world);
  const [delivery] = await world.testApp.db
    .insert(webhookDeliveries)
    .values({ webhookId, status: 'delivered', attempts: 1, lastHttpStatus: 200, body: '{}', deliveredAt: new Date() })
    .returning({ id: webhookDeliveries.id });
  return { webhookId, deliveryId: delivery!.id };
}

export const WEBHOOK_REQUESTS: Record<string, DrillRequest> = {
  'GET /api/webhooks': () => ({ method: 'GET', url: '/api/webhooks' }),
  'POST /api/webhooks': async (world) => {
    await clearAnalystWebhooks(world);
    return { method: 'POST', url: '/api/webhooks', payload: { url: HOOK_URL, format: 'slack' } };
  },
  'GET /api/webhooks/{id}/deliveries': async (world) => ({
    method: 'GET',
    url: `/api/webhooks/${await freshWebhookId(world)}/deliveries`,
  }),
  'POST /api/webhooks/{id}/deliveries/{deliveryId}/replay': async (world) => {
    const { webhookId, deliveryId } = await freshDelivery(world);
    return { method: 'POST', url: `/api/webhooks/${webhookId}/deliveries/${deliveryId}/replay` };
  },
  'POST /api/webhooks/{id}/resume': async (world) => ({
    method: 'POST',
    url: `/api/webhooks/${await freshWebhookId(world)}/resume`,
  }),
  'DELETE /api/webhooks/{id}': async (world) => ({
    method: 'DELETE',
    url: `/api/webhooks/${await freshWebhookId(world)}`,
  }),
};
