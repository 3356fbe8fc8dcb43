import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { currentUser, keepSessionAlive, refreshAuth, saveReturnPath } from '@/shared/auth';
import {
  decide,
  landingFor,
  setRouteTable,
  type RouteAccess,
  type RouteHandle,
} from '@/shared/guard';
import { paths, patterns } from '@/shared/paths';
import { PageLoader } from '@/shared/components/PageLoader';
import { RouteError } from '@/shared/components/RouteError';
import { NotFound } from '@/shared/components/NotFound';
import { footerQuery } from '@/shared/api/footer';
import type { FirstData } from '@/shared/firstData';
import { loadFirstData } from './firstDraw';
import { preloads } from './preloads';
import { RootLayout } from './layouts/RootLayout';
import { PublicLayout } from './layouts/PublicLayout';
import type { Area } from './layouts/AreaLayout';
import type { Role, User } from '@/shared/types';

let restored: Promise<unknown> | null = null;

/** Restores the session once per page load, before the first navigation, and keeps it fresh. */
function restoreSession() {
  keepSessionAlive();
  restored ??= refreshAuth();
  return restored;
}

/**
 * A route that needs `access`: the route carries it in its handle (where
 * the guard reads it for a stored return path) and checks it on every
 * navigation in its loader.
 */
function guarded(access: RouteAccess): Pick<RouteObject, 'handle' | 'loader'> {
  const handle: RouteHandle = { access };
  return { handle, loader: guard(access) };
}

function guard(access: RouteAccess) {
  return async ({ request }: LoaderFunctionArgs) => {
    await restoreSession();
    const decision = decide(access, currentUser());
    if (decision.kind === 'redirect') {
      if (decision.keepPath) {
        const url = new URL(request.url);
        saveReturnPath(url.pathname + url.search);
      }
      throw redirect(decision.to);
    }
    return null;
  };
}

/**
 * A guarded route that only sends the signed-in user on, to `to(user,
 * search)`: the guard's own redirects (a guest to /login) come first.
 */
function roleRedirect(to: (user: User, search: string) => string) {
  return async (args: LoaderFunctionArgs) => {
    await guard({ requiresAuth: true })(args);
    const user = currentUser();
    if (!user) throw redirect(paths.login);
    throw redirect(to(user, new URL(args.request.url).search));
  };
}

type PageModule = {
  Component: React.ComponentType;
  /** The answers the page draws first: the first screen waits for them (app/firstDraw.ts). */
  firstData?: FirstData;
};
const page = (load: () => Promise<PageModule>) => async () => {
  const { Component, firstData } = await load();
  if (!firstData) return { Component };
  return {
    Component,
    loader: async (args: LoaderFunctionArgs) => {
      // The viewer is part of some answers' keys.
      await restoreSession();
      return loadFirstData(firstData, args);
    },
  };
};

// The area shells (side menu, app shell) load only when an area is opened,
// keeping them out of the public pages' first download.
const loadAreaLayout = () => import('./layouts/AreaLayout');
const areaLayout = (area: Area) => async () => {
  const { AreaLayout } = await loadAreaLayout();
  return { element: <AreaLayout area={area} /> };
};

/**
 * An area's guard, then its top bar's first answers (the shell's
 * `firstData`), which the first screen waits for as for the page's.
 */
function areaLoader(role: Role) {
  const check = guard({ role });
  return async (args: LoaderFunctionArgs) => {
    await check(args);
    const { firstData } = await loadAreaLayout();
    return loadFirstData(firstData, args);
  };
}

// Pages every area has, each at the area's own path.
const notificationsPage = page(() => import('@/features/notifications/routes/NotificationsPage'));
const accountSettingsPage = page(() => import('@/features/account/routes/AccountSettingsPage'));
const messagesPage = page(() => import('@/features/messages/routes/MessagesPage'));

/**
 * An area behind its role's guard, in its layout: its root opens the
 * dashboard, then its own pages, its notifications and account settings.
 */
function areaRoute(area: Area, role: Role, pages: RouteObject[]): RouteObject {
  return {
    path: paths[area].root,
    ...guarded({ role }),
    loader: areaLoader(role),
    lazy: areaLayout(area),
    errorElement: <RouteError />,
    children: [
      { index: true, loader: () => redirect(paths[area].dashboard) },
      ...pages,
      { path: paths[area].notifications, lazy: notificationsPage },
      { path: paths[area].accountSettings, lazy: accountSettingsPage },
    ],
  };
}

// Child paths are absolute (each starts with its parent's), so every path
// is written as shared/paths.ts writes it. A public page that index.html
// preloads takes its path from app/preloads.ts, where its module and first
// answers are declared (app/preloads.test.ts checks the two agree).
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: PageLoader,
    errorElement: <RouteError />,
    loader: async () => {
      await restoreSession();
      return null;
    },
    children: [
      {
        Component: PublicLayout,
        errorElement: <RouteError />,
        // The footer is on the first screen of every public page.
        loader: (args) => loadFirstData((client) => [client.prefetchQuery(footerQuery)], args),
        children: [
          {
            index: true, // preloads.home
            loader: async () => {
              await restoreSession();
              const to = landingFor(currentUser());
              if (to) throw redirect(to);
              return null;
            },
            lazy: page(() => import('@/features/home/routes/WelcomePage')),
          },
          {
            path: preloads.login.path,
            lazy: page(() => import('@/features/auth/routes/LoginPage')),
          },
          {
            path: paths.preRegister,
            lazy: page(() => import('@/features/auth/routes/PreRegisterPage')),
          },
          {
            path: paths.companyRegister,
            lazy: page(() => import('@/features/auth/routes/CompanyRegisterPage')),
          },
          {
            path: paths.volunteerRegister,
            lazy: page(() => import('@/features/auth/routes/VolunteerRegisterPage')),
          },
          {
            path: paths.oauthCallback,
            lazy: page(() => import('@/features/auth/routes/OAuthCallbackPage')),
          },
          {
            path: paths.verifyEmail,
            lazy: page(() => import('@/features/auth/routes/VerifyEmailPage')),
          },
          {
            path: paths.companyEmailVerified,
            lazy: page(() => import('@/features/auth/routes/CompanyEmailVerifiedPage')),
          },
          {
            path: paths.volunteerEmailVerified,
            lazy: page(() => import('@/features/auth/routes/VolunteerEmailVerifiedPage')),
          },
          {
            // Role-less names from the spec's navigation: the signed-in user's
            // own page (a verification link keeps its token); guests sign in first.
            path: paths.emailVerified,
            ...guarded({ requiresAuth: true }),
            loader: roleRedirect((user, search) =>
              user.role === 'superadmin'
                ? paths.system.dashboard
                : `${user.role === 'company' ? paths.companyEmailVerified : paths.volunteerEmailVerified}${search}`,
            ),
          },
          {
            path: paths.profileCreation,
            ...guarded({ requiresAuth: true }),
            loader: roleRedirect((user) =>
              user.role === 'company'
                ? paths.company.profileCreation
                : user.role === 'volunteer'
                  ? paths.volunteer.profileCreation
                  : paths.system.dashboard,
            ),
          },
          {
            path: patterns.resetPassword,
            lazy: page(() => import('@/features/auth/routes/ResetPasswordPage')),
          },
          {
            path: patterns.confirmEmailChange,
            lazy: page(() => import('@/features/account/routes/ConfirmEmailChangePage')),
          },
          {
            path: preloads.volunteers.path,
            lazy: page(() => import('@/features/directory/routes/VolunteersPage')),
          },
          {
            path: preloads.companies.path,
            lazy: page(() => import('@/features/directory/routes/CompaniesPage')),
          },
          {
            path: preloads.opportunities.path,
            lazy: page(() => import('@/features/opportunities/routes/OpportunitiesPage')),
          },
          {
            path: preloads.opportunity.path,
            lazy: page(() => import('@/features/opportunities/routes/OpportunityPage')),
          },
          {
            path: patterns.joinTeam,
            lazy: page(() => import('@/features/teams/routes/JoinTeamPage')),
          },
          {
            path: patterns.certificate,
            lazy: page(() => import('@/features/certificates/routes/CertificatePage')),
          },
          { path: paths.terms, lazy: page(() => import('@/features/legal/routes/TermsPage')) },
          { path: paths.privacy, lazy: page(() => import('@/features/legal/routes/PrivacyPage')) },
          {
            path: paths.unsubscribe,
            lazy: page(() => import('@/features/notifications/routes/UnsubscribePage')),
          },
          {
            path: paths.company.profileCreation,
            ...guarded({ role: 'company' }),
            lazy: page(() => import('@/pages/company/ProfileCreationPage')),
          },
          {
            // Public; the company area's own paths (dashboard, profile, ...) rank first.
            path: preloads.companyPublic.path,
            lazy: page(() => import('@/pages/public/PublicCompanyPage')),
          },
          {
            path: paths.volunteer.profileCreation,
            ...guarded({ role: 'volunteer' }),
            lazy: page(() => import('@/pages/volunteer/ProfileCreationPage')),
          },
          {
            // Public; the volunteer area's own paths (dashboard, ...) rank first.
            path: preloads.volunteerPublic.path,
            lazy: page(() => import('@/pages/public/PublicVolunteerPage')),
          },
          { path: '*', Component: NotFound },
        ],
      },
      areaRoute('company', 'company', [
        {
          path: paths.company.dashboard,
          lazy: page(() => import('@/pages/company/DashboardPage')),
        },
        {
          path: paths.company.profile,
          lazy: page(() => import('@/pages/company/ProfileEditorPage')),
        },
        {
          path: paths.company.opportunities,
          lazy: page(() => import('@/pages/company/OpportunitiesPage')),
        },
        {
          path: paths.company.newOpportunity,
          lazy: page(() => import('@/pages/company/NewOpportunityPage')),
        },
        {
          path: patterns.companyBoard,
          lazy: page(() => import('@/pages/company/ApplicantBoardPage')),
        },
        {
          path: patterns.companyEngagement,
          lazy: page(() => import('@/pages/company/EngagementPage')),
        },
        {
          path: paths.company.payments,
          lazy: page(() => import('@/pages/company/PaymentsPage')),
        },
        {
          path: paths.company.team,
          lazy: page(() => import('@/pages/company/TeamPage')),
        },
        { path: paths.company.messages, lazy: messagesPage },
        { path: patterns.companyConversation, lazy: messagesPage },
        {
          path: paths.company.volunteers,
          lazy: page(() => import('@/features/directory/routes/CompanyVolunteersPage')),
        },
        {
          path: paths.company.savedSearches,
          lazy: page(() => import('@/pages/company/SavedSearchesPage')),
        },
        {
          path: paths.company.companyList,
          lazy: page(() => import('@/features/directory/routes/CompaniesPage')),
        },
        {
          path: paths.company.guide,
          lazy: page(() => import('@/pages/company/GuidePage')),
        },
      ]),
      areaRoute('volunteer', 'volunteer', [
        {
          path: paths.volunteer.dashboard,
          lazy: page(() => import('@/pages/volunteer/DashboardPage')),
        },
        {
          path: paths.volunteer.opportunities,
          lazy: page(() => import('@/pages/volunteer/MyOpportunitiesPage')),
        },
        {
          path: paths.volunteer.saved,
          lazy: page(() => import('@/pages/volunteer/SavedPage')),
        },
        {
          path: paths.volunteer.savedSearches,
          lazy: page(() => import('@/pages/volunteer/SavedSearchesPage')),
        },
        {
          path: paths.volunteer.recommended,
          lazy: page(() => import('@/pages/volunteer/RecommendedPage')),
        },
        {
          path: paths.volunteer.engagements,
          lazy: page(() => import('@/pages/volunteer/EngagementsPage')),
        },
        {
          path: paths.volunteer.transcript,
          lazy: page(() => import('@/pages/volunteer/TranscriptPage')),
        },
        {
          path: patterns.volunteerEngagement,
          lazy: page(() => import('@/pages/volunteer/EngagementPage')),
        },
        {
          // Only the owner may edit; the server refuses anyone else (403).
          path: patterns.volunteerEdit,
          lazy: page(() => import('@/pages/volunteer/ProfileEditorPage')),
        },
        { path: paths.volunteer.messages, lazy: messagesPage },
        { path: patterns.volunteerConversation, lazy: messagesPage },
        {
          path: paths.volunteer.settings,
          loader: () => redirect(paths.volunteer.accountSettings),
        },
        {
          path: paths.volunteer.help,
          lazy: page(() => import('@/pages/volunteer/HelpPage')),
        },
      ]),
      areaRoute('system', 'superadmin', [
        {
          path: paths.system.dashboard,
          lazy: page(() => import('@/pages/system/DashboardPage')),
        },
        {
          path: paths.system.companies,
          lazy: page(() => import('@/features/system/routes/CompaniesPage')),
        },
        {
          path: paths.system.volunteers,
          lazy: page(() => import('@/features/system/routes/VolunteersPage')),
        },
        {
          path: paths.system.opportunities,
          lazy: page(() => import('@/features/system/routes/OpportunitiesPage')),
        },
        {
          path: paths.system.recruitment,
          lazy: page(() => import('@/features/system/routes/RecruitmentPage')),
        },
        {
          path: paths.system.payments,
          lazy: page(() => import('@/features/system/routes/PaymentsPage')),
        },
        {
          path: paths.system.emails,
          lazy: page(() => import('@/features/system/routes/EmailsPage')),
        },
        {
          path: paths.system.messages,
          lazy: page(() => import('@/features/messages/routes/SystemMessagesPage')),
        },
        {
          path: paths.system.systemSettings,
          lazy: page(() => import('@/features/system/routes/SystemSettingsPage')),
        },
      ]),
    ],
  },
];

setRouteTable(routes);
