import type { Role } from '../role-world';

/**
 * The role matrix of issue 19: every operation of the OpenAPI document, as the document spells it, and the status
 * each caller gets for the request that drills/requests-*.ts make for it. Each request acts on the analyst's things:
 * the analyst's folder (`ownCustomer`), settings, bookmarks, feedback and schedules (the mention reads name the
 * caller, their path's user name being no more than a leftover). So the analyst column is the owner's answer, "other"
 * the analyst of another folder asking for them, and the staff columns say what staff may do with someone else's
 * things. The per-module role tests are the source of these rows.
 *
 * It lives here rather than in drill-role-matrix.test.ts because bench/drill-api-access.bench.ts counts leaks
 * against the same table (and a bench cannot import a test file: importing it would declare its suites).
 */

/** One row, in the order of the roles: guest, analyst, the other folder's analyst, moderator, admin. */
const row = (guest: number, analyst: number, other: number, moderator: number, admin: number) => ({
  guest,
  analyst,
  otherAnalyst: other,
  moderator,
  admin,
});

const open = (status: number) => row(status, status, status, status, status);
const everyUser = (status: number) => row(401, status, status, status, status);
/** Reads of the analyst's folder: its analyst and staff. */
const folderReader = row(401, 200, 403, 200, 200);
const staff = (status: number) => row(401, 403, 403, status, status);
const adminOnly = (status: number) => row(401, 403, 403, 403, status);
/** The analyst's own things, refused to staff as well (settings, bookmarks, feedback are personal). */
const ownerOnly = (status: number, other: number) => row(401, status, other, 403, 403);
/** The analyst's e-mail schedule: staff manage every schedule; another user's is "not found". */
const scheduleOwnerOrStaff = row(401, 200, 404, 200, 200);

export const EXPECTED_STATUSES: Record<string, Record<Role, number>> = {
  'GET /health': open(200),
  'GET /healthz': open(200),
  'GET /readyz': open(200),
  'GET /auth/bot-check': open(200),
  'POST /auth/login': open(200),
  'GET /auth/refresh': everyUser(200),
  'POST /auth/logout': everyUser(200),
  'POST /auth/change-password': everyUser(200),
  'GET /api/settings/{username}': folderReader,
  'PATCH /api/settings/{username}': ownerOnly(200, 403),
  'GET /api/settings/customer/{customer}': folderReader,
  'GET /events-management/event-types': everyUser(200),
  'GET /events-management/highlight-templates': everyUser(200),
  'GET /api/categories': everyUser(200),
  'GET /api/events/latest/{customer}': folderReader,
  'GET /api/events/{customer}/{fromIso}/{toIso}': folderReader,
  'GET /api/documents-count/{customer}/{startDateUTC}': folderReader,
  'POST /events-management': staff(201),
  'PATCH /events-management': staff(200),
  'POST /events-management/{client}/{id}/hide': staff(200),
  'DELETE /events-management/{client}/{id}/{reason}': staff(200),
  'GET /api/events/live/{customer}': folderReader,
  'GET /api/discovery/live/{customer}': folderReader,
  'GET /api/events/filter/{customer}': folderReader,
  'GET /api/events/overview/{customer}': folderReader,
  'GET /api/discoveryCustomer/{username}/{customer}/{fromIso}/{toIso}/{page}/{size}': folderReader,
  'GET /api/discoveryCustomer/{username}/{customer}/{fromIso}/{toIso}': folderReader,
  'GET /api/discovery/search-terms/{discoveryId}': row(401, 200, 404, 200, 200),
  'GET /api/discovery/filter/{customer}': folderReader,
  'GET /api/events/options/{customer}': folderReader,
  'GET /api/discovery/options/{customer}': folderReader,
  'GET /favorites/{username}': folderReader,
  'POST /favorites/{username}': ownerOnly(201, 403),
  'DELETE /favorites/{username}/{id}': ownerOnly(200, 403),
  'GET /api/feedback/': everyUser(200),
  'POST /api/feedback/': row(401, 201, 404, 201, 201),
  'PATCH /api/feedback/{id}': ownerOnly(200, 404),
  'DELETE /api/feedback/{id}': ownerOnly(200, 404),
  'GET /api/feedback/report': staff(200),
  'GET /api/feedback/report/totals': staff(200),
  'GET /api/feedback/report/csv': staff(200),
  'GET /users/configs': staff(200),
  'GET /users': staff(200),
  'POST /users': adminOnly(201),
  'GET /users/destinations': staff(200),
  'GET /users/{username}': adminOnly(200),
  'PATCH /users/{username}': adminOnly(200),
  'DELETE /users/{username}': adminOnly(200),
  'POST /users/{username}/reset-password': adminOnly(200),
  'POST /users/{username}/approve': adminOnly(200),
  'POST /users/{username}/reject': adminOnly(200),
  'POST /auth/sign-up': open(201),
  'POST /auth/forgot-password': open(200),
  'POST /auth/reset-password': open(200),
  'GET /customers/table': staff(200),
  'GET /customers/list': staff(200),
  'POST /customers': adminOnly(201),
  'GET /customers/{id}': adminOnly(200),
  'PATCH /customers/{id}': adminOnly(200),
  'DELETE /customers/{id}': adminOnly(200),
  'POST /customers/{id}/duplicate': adminOnly(201),
  'GET /api/target-entities/folder/{customer}': folderReader,
  'GET /target-entities/table': staff(200),
  'GET /target-entities/cities': staff(200),
  'POST /target-entities': staff(201),
  'GET /target-entities/{id}': staff(200),
  'PATCH /target-entities/{id}': staff(200),
  'DELETE /target-entities/{id}': staff(200),
  'POST /target-entities/{id}/duplicate': staff(201),
  'PUT /target-entities/{id}/customers/{customer}': staff(200),
  'DELETE /target-entities/{id}/customers/{customer}': staff(200),
  'GET /system-management/discoveries': staff(200),
  'GET /system-management/{list}': staff(200),
  'GET /email-schedules': everyUser(200),
  'POST /email-schedules': row(401, 201, 403, 201, 201),
  'GET /email-schedules/subscriptions': everyUser(200),
  'GET /email-schedules/deleted-messages': staff(200),
  'PUT /email-schedules/subscriptions': folderReader,
  'PATCH /email-schedules/{id}': scheduleOwnerOrStaff,
  'DELETE /email-schedules/{id}': scheduleOwnerOrStaff,
  'POST /email-schedules/{id}/send-now': scheduleOwnerOrStaff,
  'GET /email-schedules/{id}/preview': scheduleOwnerOrStaff,
  'GET /email-schedules/{id}/messages': scheduleOwnerOrStaff,
  'GET /logs': adminOnly(200),
  'GET /logs/export': adminOnly(200),
  'GET /api/knowledge-graph/network/{customer}': folderReader,
  'GET /api/knowledge-graph/influence/{customer}': folderReader,
  'GET /api/knowledge-graph/timelines/{customer}': folderReader,
  'GET /api/knowledge-graph/entities/{customer}': folderReader,
  'GET /api/knowledge-graph/entities/{customer}/{entityId}': folderReader,
  'GET /api/public-config': open(200),
  'GET /api/api-keys': adminOnly(200),
  'POST /api/api-keys': adminOnly(201),
  'DELETE /api/api-keys/{id}': adminOnly(200),
  // A push API key is no role's token: every role is refused (the keys' own tests call them with keys).
  'POST /api/ingest/mentions': open(401),
  'POST /api/ingest/signals': open(401),
  'GET /api/sources': staff(200),
  'POST /api/sources': staff(201),
  'GET /api/sources/opml': staff(200),
  'POST /api/sources/opml': staff(201),
  'GET /api/sources/{id}': staff(200),
  'PATCH /api/sources/{id}': staff(200),
  'DELETE /api/sources/{id}': staff(200),
  'POST /api/sources/{id}/fetch': staff(200),
  'GET /api/sources/{id}/fetches': staff(200),
  // Served by the embedded demo's server only; the drills' app is not one.
  'GET /demo-wire/feed.xml': open(404),
};

export const isSuccess = (status: number) => status >= 200 && status < 300;
/** A refusal the table expects: the caller has no token, no right, or must not learn the thing exists. */
export const isRefusal = (status: number) => status === 401 || status === 403 || status === 404;
