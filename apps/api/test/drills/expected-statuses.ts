import { DESCRIBED_OPERATIONS, type ServiceRules, statusesFor } from '../described-access';
import type { Role } from '../role-world';

/**
 * The role matrix: the status each caller gets, for every described operation, for the request that
 * drills/requests-*.ts make for it. Who may call at all is the descriptor's `access`, and the success status its
 * `status` (ADR 0128): `statusesFor` reads both, so this file names only what the services decide beyond the role.
 * Each request acts on the analyst's things: the analyst's folder (`ownCustomer`), settings, bookmarks, feedback and
 * schedules (the mention reads name the caller, their path's user name being no more than a leftover). So the analyst
 * column is the owner's answer, "other" the analyst of another folder asking for them, and the staff columns say what
 * staff may do with someone else's things. The per-module role tests check the same rules on their own data.
 *
 * It lives here rather than in drill-role-matrix.test.ts because bench/drill-api-access.bench.ts counts leaks
 * against the same table (and a bench cannot import a test file: importing it would declare its suites).
 */

/** A folder (customer) its analyst and staff may open; the other folder's analyst may not. */
const folderScoped: ServiceRules = { otherAnalyst: 403 };
/** A thing of the analyst's (a schedule, a discovery) that another folder's analyst must not learn exists. */
const hiddenFromOthers: ServiceRules = { otherAnalyst: 404 };
/** The analyst's own things, refused to staff as well (settings, bookmarks, feedback are personal). */
const ownerOnly = (other: number): ServiceRules => ({ otherAnalyst: other, moderator: 403, admin: 403 });

/** Something of the analyst's own that is not shared (a saved view): no one else may learn it exists. */
const personal: ServiceRules = { otherAnalyst: 404, moderator: 404, admin: 404 };

/** The services' rules beyond the guard, by operation; every operation not named answers as its descriptor says. */
export const SERVICE_RULES: Record<string, ServiceRules> = {
  'GET /api/settings/{username}': folderScoped,
  'GET /api/saved-views': folderScoped,
  'POST /api/saved-views': folderScoped,
  'GET /api/saved-views/{id}': personal,
  'PATCH /api/saved-views/{id}': personal,
  'DELETE /api/saved-views/{id}': personal,
  // webhooks
  'GET /api/webhooks/{id}/deliveries': personal,
  'POST /api/webhooks/{id}/deliveries/{deliveryId}/replay': personal,
  'POST /api/webhooks/{id}/resume': personal,
  'DELETE /api/webhooks/{id}': personal,
  // relevance: each caller's own models, in the folders they may open
  'GET /api/relevance/model': folderScoped,
  'POST /api/relevance/opens': folderScoped,
  'DELETE /api/relevance/model': folderScoped,
  'PATCH /api/settings/{username}': ownerOnly(403),
  'GET /api/settings/customer/{customer}': folderScoped,
  'GET /api/events/latest/{customer}': folderScoped,
  'GET /api/events/{customer}/{fromIso}/{toIso}': folderScoped,
  'GET /api/documents-count/{customer}/{startDateUTC}': folderScoped,
  'GET /api/events/live/{customer}': folderScoped,
  'GET /api/discovery/live/{customer}': folderScoped,
  'GET /api/events/filter/{customer}': folderScoped,
  'GET /api/events/overview/{customer}': folderScoped,
  'GET /api/discoveryCustomer/{username}/{customer}/{fromIso}/{toIso}/{page}/{size}': folderScoped,
  'GET /api/discoveryCustomer/{username}/{customer}/{fromIso}/{toIso}': folderScoped,
  'GET /api/discovery/search-terms/{discoveryId}': hiddenFromOthers,
  'GET /api/discovery/filter/{customer}': folderScoped,
  'GET /api/events/options/{customer}': folderScoped,
  'GET /api/discovery/options/{customer}': folderScoped,
  'GET /favorites/{username}': folderScoped,
  'POST /favorites/{username}': ownerOnly(403),
  'DELETE /favorites/{username}/{id}': ownerOnly(403),
  // Feedback on an item of the analyst's folder: the other folder's analyst cannot find the item.
  'POST /api/feedback/': hiddenFromOthers,
  'PATCH /api/feedback/{id}': ownerOnly(404),
  'DELETE /api/feedback/{id}': ownerOnly(404),
  'GET /api/target-entities/folder/{customer}': folderScoped,
  // A schedule of the analyst's folder; staff manage every schedule, another user's is "not found".
  'POST /email-schedules': folderScoped,
  'PUT /email-schedules/subscriptions': folderScoped,
  'PATCH /email-schedules/{id}': hiddenFromOthers,
  'DELETE /email-schedules/{id}': hiddenFromOthers,
  'POST /email-schedules/{id}/send-now': hiddenFromOthers,
  'GET /email-schedules/{id}/preview': hiddenFromOthers,
  'GET /email-schedules/{id}/messages': hiddenFromOthers,
  'GET /api/knowledge-graph/network/{customer}': folderScoped,
  'GET /api/knowledge-graph/starting-points/{customer}': folderScoped,
  'GET /api/knowledge-graph/influence/{customer}': folderScoped,
  'GET /api/knowledge-graph/timelines/{customer}': folderScoped,
  'GET /api/knowledge-graph/entities/{customer}': folderScoped,
  'GET /api/knowledge-graph/entities/{customer}/{entityId}': folderScoped,
  // Served by the embedded demo's server only; the drills' app is not one.
  'GET /demo-wire/feed.xml': { guest: 404, analyst: 404, otherAnalyst: 404, moderator: 404, admin: 404 },
};

/** The expected row of every described operation: its descriptor's access and status, and the service's rules. */
export const EXPECTED_STATUSES: Record<string, Record<Role, number>> = Object.fromEntries(
  [...DESCRIBED_OPERATIONS].map(([name, endpoint]) => [name, statusesFor(endpoint, SERVICE_RULES[name])]),
);

export const isSuccess = (status: number) => status >= 200 && status < 300;
/** A refusal the table expects: the caller has no token, no right, or must not learn the thing exists. */
export const isRefusal = (status: number) => status === 401 || status === 403 || status === 404;
