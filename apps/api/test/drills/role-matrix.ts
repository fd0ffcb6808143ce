import { ROLES, type Role } from '../role-world';
import { documentOperations } from './document';
import type { DrillRequest, DrillWorld } from './drill-world';
import { EXPECTED_STATUSES, isRefusal, isSuccess, SERVICE_RULES } from './expected-statuses';
import { ACCOUNT_REQUESTS } from './requests-accounts';
import { ALERT_REQUESTS } from './requests-alerts';
import { FOLDER_REQUESTS } from './requests-folders';
import { OWN_ITEM_REQUESTS } from './requests-own-items';
import { PUSH_API_REQUESTS } from './requests-push-api';
import { RELEVANCE_REQUESTS } from './requests-relevance';
import { SAVED_VIEW_REQUESTS } from './requests-saved-views';
import { SOURCE_REQUESTS } from './requests-sources';
import { STAFF_REQUESTS } from './requests-staff';
import { WEBHOOK_REQUESTS } from './requests-webhooks';
import { send } from './send';

/** The request of every operation, by the name the document gives it (see EXPECTED_STATUSES for what each does). */
export const ROLE_MATRIX_REQUESTS: Record<string, DrillRequest> = {
  ...ACCOUNT_REQUESTS,
  ...FOLDER_REQUESTS,
  ...OWN_ITEM_REQUESTS,
  ...STAFF_REQUESTS,
  ...PUSH_API_REQUESTS,
  ...SOURCE_REQUESTS,
  ...SAVED_VIEW_REQUESTS,
  ...WEBHOOK_REQUESTS,
  ...ALERT_REQUESTS,
  ...RELEVANCE_REQUESTS,
};

export type Leak = { operation: string; role: Role; status: number; why: string };
type StatusTable = Record<string, Record<Role, number>>;

/**
 * The role matrix: every operation of the OpenAPI document called as each of the five roles, each answer compared
 * with what its descriptor's access and status and the service's rules expect (EXPECTED_STATUSES), so that a route
 * whose guard or success status is not its descriptor's shows as a mismatch. A leak is a 2xx
 * where the table expects a refusal (401, 403, 404), or a 2xx that shows a caller without access to the analyst's
 * folder (the guest, the other folder's analyst) that folder's name. Answers every leak and every cell off the table
 * (so that a failure shows them all at once) and the figures of the bench.
 */
export async function runRoleMatrix(world: DrillWorld) {
  const app = world.testApp.app;
  const operations = documentOperations(app).map((operation) => operation.name);
  const expected: StatusTable = {};
  const actual: StatusTable = {};
  const leaks: Leak[] = [];
  for (const operation of operations) {
    const row = EXPECTED_STATUSES[operation];
    const request = ROLE_MATRIX_REQUESTS[operation];
    if (!row || !request) continue;
    expected[operation] = row;
    actual[operation] = {} as Record<Role, number>;
    for (const role of ROLES) {
      const options = await request(world, role);
      // The role's token beneath the request's own headers: logout, refresh and the password change bring theirs.
      const { status, body } = await send(app, {
        ...options,
        headers: { ...world.headersFor(role), ...options.headers },
      });
      actual[operation][role] = status;
      if (isSuccess(status) && isRefusal(row[role])) {
        leaks.push({ operation, role, status, why: `the table expects ${row[role]}` });
      } else if (isSuccess(status) && !mayOpenOwnFolder(role) && body?.includes(world.ownCustomer.name)) {
        leaks.push({ operation, role, status, why: "the answer names the analyst's folder" });
      }
    }
  }
  const tabled = new Set([
    ...Object.keys(EXPECTED_STATUSES),
    ...Object.keys(SERVICE_RULES),
    ...Object.keys(ROLE_MATRIX_REQUESTS),
  ]);
  return {
    documentOperations: operations.length,
    coveredOperations: Object.keys(actual).length,
    /** In the document, but without a descriptor or a request here. */
    untabled: operations.filter((operation) => !(operation in expected)),
    /** Here, but not in the document (renamed or removed). */
    unknown: [...tabled].filter((operation) => !operations.includes(operation)),
    mismatches: Object.keys(actual).flatMap((operation) =>
      ROLES.filter((role) => actual[operation]![role] !== expected[operation]![role]).map(
        (role) => `${operation} as ${role}: ${actual[operation]![role]}, expected ${expected[operation]![role]}`,
      ),
    ),
    leaks,
  };
}

const mayOpenOwnFolder = (role: Role) => role !== 'guest' && role !== 'otherAnalyst';
