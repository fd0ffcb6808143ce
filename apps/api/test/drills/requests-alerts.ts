import type { DrillRequest } from './drill-world';

// Alerts (ADR 0136): every signed-in user reads and marks their own, so every role is answered alike; no one can name
// another's alert (marking someone else's id reads 0, tested in modules/alerts). Requests of the role matrix.

export const ALERT_REQUESTS: Record<string, DrillRequest> = {
  'GET /api/alerts': () => ({ method: 'GET', url: '/api/alerts?limit=5' }),
  'POST /api/alerts/read': () => ({ method: 'POST', url: '/api/alerts/read', payload: { all: true } }),
};
