import * as contract from '@argus/contract';
import type { EndpointAccess, EndpointDescriptor } from '@argus/contract';
import { ROLES, type Role } from './role-world';

// Who may call an endpoint is its descriptor's `access`, and what a call answers on success its `status` (ADR 0128):
// the role tests and the drills read both from there instead of writing them again. What they still write is what
// the service decides beyond the role: a folder its caller may not open, things that are someone else's.

/** Every descriptor the contract exports (its `…Endpoints` groups), by the OpenAPI document's name of its operation. */
export const DESCRIBED_OPERATIONS: ReadonlyMap<string, EndpointDescriptor> = new Map(
  Object.entries(contract)
    .filter(([name]) => name.endsWith('Endpoints'))
    .flatMap(([, group]) => Object.values(group as Record<string, EndpointDescriptor>))
    .map((endpoint) => [operationName(endpoint), endpoint]),
);

/** 'GET /users/{username}' for `/users/:username`: the name the OpenAPI document gives the operation. */
export function operationName(endpoint: Pick<EndpointDescriptor, 'method' | 'path'>) {
  return `${endpoint.method} ${endpoint.path.replace(/:(\w+)/g, '{$1}')}`;
}

/**
 * The roles of the role world each access lets past the route's guard (apps/api/src/lib/described-route.ts); `public`
 * lets in all of ROLES (read when called: role-world.ts imports this module too).
 */
const ADMITTED: Record<Exclude<EndpointAccess, 'public'>, readonly Role[]> = {
  user: ['analyst', 'otherAnalyst', 'moderator', 'admin'],
  moderator: ['moderator', 'admin'],
  admin: ['admin'],
  // A push API key is no role's token: every role is refused (the keys' own tests call them with keys).
  'api-key': [],
};

/** What the guard answers a role it does not let in: no token (or no key) is 401, a role too low 403. */
const refusal = (access: EndpointAccess, role: Role) => (role === 'guest' || access === 'api-key' ? 401 : 403);

/** What a service answers beyond the guard, for some of the roles the guard lets in. */
export type ServiceRules = Partial<Record<Role, number>>;

/**
 * The status each role gets from an endpoint: the guard's refusal for a role its `access` shuts out, else the
 * service's own answer where `service` names one (a folder the caller may not open: 403; someone else's schedule:
 * 404; a malformed request: 400), else the descriptor's success status. A service rule for a role the guard already
 * refuses would restate the access (or contradict it), so it throws.
 */
export function statusesFor(endpoint: EndpointDescriptor, service: ServiceRules = {}): Record<Role, number> {
  const admitted = endpoint.access === 'public' ? ROLES : ADMITTED[endpoint.access];
  const restated = ROLES.filter((role) => role in service && !admitted.includes(role));
  if (restated.length > 0) {
    throw new Error(
      `${operationName(endpoint)}: ${restated.join(', ')} never pass its guard (access '${endpoint.access}'); ` +
        'a service rule cannot restate or change who may call',
    );
  }
  const success = endpoint.status ?? 200;
  return Object.fromEntries(
    ROLES.map((role) => [role, admitted.includes(role) ? (service[role] ?? success) : refusal(endpoint.access, role)]),
  ) as Record<Role, number>;
}
