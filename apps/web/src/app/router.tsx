import { isAdmin, PRIVILEGE } from '@argus/contract';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { routePatterns as route, paths } from '../lib/paths';
import { useCurrentUser, useSessionStore } from '../shared/state/session-store';
import { GuestOnly } from './guards/guest-only';
import { RequireAuth } from './guards/require-auth';
import { RequirePrivilege } from './guards/require-privilege';
import { AuthLayout } from './layouts/auth-layout';
import { PublicPageLayout } from './layouts/public-page-layout';
import { preloadSignedInFrame } from './layouts/signed-in-frame';
import type { RouteHandle } from './route-handle';
import { RouteErrorPage } from './route-error-page';
import { FirstPageLoader, RootRoute } from './root-route';
import LoginPage from './routes/guest/login-page';

type PageModule = { default: ComponentType };

/** Every page but the login is code-split: a route loads its module on first visit, inside the query client. */
function lazyPage(load: () => Promise<PageModule>) {
  return async () => {
    const [page, { withQueryClient }] = await Promise.all([load(), import('./with-query-client')]);
    return { Component: withQueryClient(page.default) };
  };
}

function page(path: string, handle: RouteHandle, load: () => Promise<PageModule>): RouteObject {
  return { path, handle, lazy: lazyPage(load) };
}

function redirect(to: string): RouteObject {
  return { index: true, element: <Navigate to={to} replace /> };
}

/** The spec sends /system to Users; a moderator may not see Users, so they land on Target Entities. */
function SystemIndexRedirect() {
  const user = useCurrentUser();
  return <Navigate to={user && isAdmin(user.privilege) ? paths.users : paths.targetEntities} replace />;
}

const adminOnly = <RequirePrivilege minimum={PRIVILEGE.admin} />;

// Every path is written whole, from lib/paths: React Router takes a child's absolute path that starts with its parent's.
export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    HydrateFallback: FirstPageLoader,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        element: <GuestOnly />,
        children: [
          {
            element: <AuthLayout />,
            children: [
              { path: route.login, Component: LoginPage },
              page(route.signUp, {}, () => import('./routes/guest/sign-up-page')),
              page(route.forgotPassword, {}, () => import('./routes/guest/forgot-password-page')),
              page(route.resetPassword, {}, () => import('./routes/guest/reset-password-page')),
            ],
          },
        ],
      },
      {
        element: <PublicPageLayout />,
        children: [
          page(route.about, { page: 'About' }, () => import('./routes/public/about-page')),
          page(route.imprint, { page: 'Imprint' }, () => import('./routes/public/imprint-page')),
          page(route.cookies, { page: 'Cookie Statement' }, () => import('./routes/public/cookies-page')),
          page(route.terms, { page: 'Terms and Conditions' }, () => import('./routes/public/terms-page')),
        ],
      },
      {
        // A signed-in user's route waits for the frame's code, which then shows at once, without the Suspense fallback
        // whose reveal React holds back for 300 ms (ADR 0153); it is usually loaded already (warm-up, main.tsx).
        lazy: async () => {
          if (useSessionStore.getState().user) await preloadSignedInFrame().catch(() => undefined);
          return { Component: RequireAuth };
        },
        children: [
          redirect(paths.corporateIntelligence),
          {
            path: route.corporateIntelligence,
            handle: { feature: 'Corporate Intelligence' },
            children: [
              redirect(paths.signalStream),
              page(route.overview, { page: 'Overview' }, () => import('./routes/corporate-intelligence/overview-page')),
              page(
                route.signalStream,
                { page: 'Signals' },
                () => import('./routes/corporate-intelligence/signal-stream-page'),
              ),
              page(route.map, { page: 'Map' }, () => import('./routes/corporate-intelligence/map-page')),
              // The spec keeps this child without content: it leads to the Knowledge Graph section.
              { path: route.corporateKnowledgeGraph, element: <Navigate to={paths.industryNetwork} replace /> },
            ],
          },
          {
            path: route.knowledgeGraph,
            handle: { feature: 'Knowledge Graph' },
            // Lazy: the guard reads the user's settings, whose zod schemas would otherwise join the login page's first
            // script (181 KB instead of 150 in bench web-bundle).
            lazy: async () => ({ Component: (await import('./guards/require-knowledge-graph')).RequireKnowledgeGraph }),
            children: [
              redirect(paths.industryNetwork),
              page(
                route.industryNetwork,
                { page: 'Industry Network' },
                () => import('./routes/knowledge-graph/industry-network-page'),
              ),
              page(
                route.convergingTimelines,
                { page: 'Converging Timelines' },
                () => import('./routes/knowledge-graph/converging-timelines-page'),
              ),
              page(
                route.influenceRange,
                { page: 'Influence Range' },
                () => import('./routes/knowledge-graph/influence-range-page'),
              ),
            ],
          },
          {
            path: route.discovery,
            handle: { feature: 'Discovery' },
            children: [
              redirect(paths.mentionStream),
              page(route.mentionStream, { page: 'Mentions' }, () => import('./routes/discovery/mention-stream-page')),
            ],
          },
          {
            path: route.system,
            handle: { feature: 'System Management' },
            element: <RequirePrivilege minimum={PRIVILEGE.moderator} />,
            children: [
              { index: true, element: <SystemIndexRedirect /> },
              {
                path: route.users,
                element: adminOnly,
                children: [
                  {
                    index: true,
                    handle: { page: 'Users' },
                    lazy: lazyPage(() => import('./routes/system/users-page')),
                  },
                  page(route.newUser, { page: 'Add User' }, () => import('./routes/system/user-editor-page')),
                  page(route.editUser, { page: 'Edit User' }, () => import('./routes/system/user-editor-page')),
                ],
              },
              {
                path: route.customers,
                element: adminOnly,
                children: [
                  {
                    index: true,
                    handle: { page: 'Customers' },
                    lazy: lazyPage(() => import('./routes/system/customers-page')),
                  },
                  page(
                    route.newCustomer,
                    { page: 'New Customer' },
                    () => import('./routes/system/customer-editor-page'),
                  ),
                  page(
                    route.duplicateCustomer,
                    { page: 'Duplicate Customer' },
                    () => import('./routes/system/customer-editor-page'),
                  ),
                  page(
                    route.editCustomer,
                    { page: 'Edit Customer' },
                    () => import('./routes/system/customer-editor-page'),
                  ),
                ],
              },
              {
                path: route.targetEntities,
                children: [
                  {
                    index: true,
                    handle: { page: 'Target Entities' },
                    lazy: lazyPage(() => import('./routes/system/target-entities-page')),
                  },
                  page(
                    route.newTargetEntity,
                    { page: 'New Target Entity' },
                    () => import('./routes/system/target-entity-editor-page'),
                  ),
                  page(
                    route.duplicateTargetEntity,
                    { page: 'Duplicate Target Entity' },
                    () => import('./routes/system/target-entity-editor-page'),
                  ),
                  page(
                    route.editTargetEntity,
                    { page: 'Edit Target Entity' },
                    () => import('./routes/system/target-entity-editor-page'),
                  ),
                ],
              },
              page(route.sources, { page: 'Sources' }, () => import('./routes/system/sources-page')),
              {
                path: route.apiKeys,
                element: adminOnly,
                children: [
                  {
                    index: true,
                    handle: { page: 'API Keys' },
                    lazy: lazyPage(() => import('./routes/system/api-keys-page')),
                  },
                ],
              },
            ],
          },
          {
            path: route.reports,
            handle: { feature: 'Reports' },
            element: <RequirePrivilege minimum={PRIVILEGE.moderator} />,
            children: [
              redirect(paths.feedbacks),
              page(route.feedbacks, { page: 'Feedbacks' }, () => import('./routes/reports/feedbacks-page')),
              page(
                route.emailSchedules,
                { page: 'E-Mail Schedules' },
                () => import('./routes/reports/email-schedules-page'),
              ),
              {
                path: route.logs,
                element: adminOnly,
                children: [
                  { index: true, handle: { page: 'Logs' }, lazy: lazyPage(() => import('./routes/reports/logs-page')) },
                ],
              },
            ],
          },
          {
            path: route.settings,
            handle: { feature: 'Settings' },
            children: [
              redirect(paths.userSettings),
              page(route.userSettings, { page: 'User Settings' }, () => import('./routes/settings/user-settings-page')),
              page(route.webhooks, { page: 'Webhooks' }, () => import('./routes/settings/webhooks-page')),
            ],
          },
          page(route.notFound, { page: 'Not Found' }, () => import('./routes/not-found-page')),
        ],
      },
    ],
  },
];

/** The app's router: creating it matches the address and starts loading the route's screen (main.tsx). */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
