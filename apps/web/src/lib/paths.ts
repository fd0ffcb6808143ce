import { MENTION_STREAM_PATH, SIGNAL_STREAM_PATH, WEBHOOKS_SCREEN_PATH } from '@argus/contract';

// Every address of the web app, written once: spec section 2's route table (app/spec-routes.test.tsx checks the
// router against it). The router matches `routePatterns`; links, redirects and navigation go to `paths`, whose
// addresses with a parameter are functions that encode it. Query strings stay with the screens that read them. In
// lib/, not app/, because features link to screens too (lint: features never import app/).

/** Addresses without a parameter: the router's pattern and a link's target alike. */
const fixed = {
  home: '/',
  login: '/login',
  signUp: '/sign-up',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  about: '/info',
  imprint: '/imprint',
  cookies: '/cookies',
  terms: '/terms',
  corporateIntelligence: '/corporate-intelligence',
  overview: '/corporate-intelligence/overview',
  // The contract's: mails and reports link to these two screens as well.
  signalStream: SIGNAL_STREAM_PATH,
  map: '/corporate-intelligence/map',
  /** The spec keeps this child of Corporate Intelligence without content: it leads to the Knowledge Graph. */
  corporateKnowledgeGraph: '/corporate-intelligence/knowledge-graph',
  knowledgeGraph: '/knowledge-graph',
  industryNetwork: '/knowledge-graph/industry-network',
  convergingTimelines: '/knowledge-graph/converging-timelines',
  influenceRange: '/knowledge-graph/influence-range',
  discovery: '/discovery',
  mentionStream: MENTION_STREAM_PATH,
  system: '/system',
  users: '/system/users',
  newUser: '/system/users/new',
  customers: '/system/customers',
  newCustomer: '/system/customers/new',
  targetEntities: '/system/target-entities',
  newTargetEntity: '/system/target-entities/new',
  sources: '/system/sources',
  apiKeys: '/system/api-keys',
  reports: '/reports',
  feedbacks: '/reports/feedbacks',
  emailSchedules: '/reports/email-schedules',
  logs: '/reports/logs',
  settings: '/settings',
  userSettings: '/settings/user',
  webhooks: WEBHOOKS_SCREEN_PATH,
} as const;

/** Addresses with one parameter, as the router matches them. */
const parameterised = {
  editUser: '/system/users/edit/:name',
  duplicateCustomer: '/system/customers/duplicate/:id',
  editCustomer: '/system/customers/edit/:id',
  duplicateTargetEntity: '/system/target-entities/duplicate/:id',
  editTargetEntity: '/system/target-entities/edit/:id',
} as const;

/** What the router's `path:` entries are; `*` is the Not Found page. */
export const routePatterns = { ...fixed, ...parameterised, notFound: '*' } as const;

/** The pattern with its parameter filled in: usernames and customer names may hold any character. */
function withParam(pattern: string, value: string): string {
  return pattern.replace(/:\w+/, encodeURIComponent(value));
}

/** Where links, redirects and `navigate` go. */
export const paths = {
  ...fixed,
  /**
   * Where a sign-in leads: the end of the redirects of / (spec section 2), gone to straight away. Each redirect on the
   * way rendered the signed-in frame once more (about 80 ms each on a 2-core machine) before the first screen.
   */
  signedInLanding: fixed.signalStream,
  editUser: (username: string) => withParam(parameterised.editUser, username),
  duplicateCustomer: (customerName: string) => withParam(parameterised.duplicateCustomer, customerName),
  editCustomer: (customerName: string) => withParam(parameterised.editCustomer, customerName),
  duplicateTargetEntity: (id: string) => withParam(parameterised.duplicateTargetEntity, id),
  editTargetEntity: (id: string) => withParam(parameterised.editTargetEntity, id),
} as const;

/** Whether `pathname` is the address `path` or one below it (`/discovery` holds `/discovery/mention-stream`). */
export function isWithin(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}
