import { createBrowserRouter, redirect, type LoaderFunctionArgs } from 'react-router';
import { currentUser, refreshAuth, saveReturnPath } from '@/shared/auth';
import { decide, landingFor, type RouteAccess } from '@/shared/guard';
import { PageLoader } from '@/shared/components/PageLoader';
import { RouteError } from '@/shared/components/RouteError';
import { NotFound } from '@/shared/components/NotFound';
import { RootLayout } from './layouts/RootLayout';
import { PublicLayout } from './layouts/PublicLayout';
import type { Area } from './layouts/AreaLayout';

let restored: Promise<unknown> | null = null;

/** Restores the session once per page load, before the first navigation. */
function restoreSession() {
  restored ??= refreshAuth();
  return restored;
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

type PageModule = { Component: React.ComponentType };
const page = (load: () => Promise<PageModule>) => async () => ({
  Component: (await load()).Component,
});

// The area shells (side menu, app shell) load only when an area is opened,
// keeping them out of the public pages' first download.
const areaLayout = (area: Area) => async () => {
  const { AreaLayout } = await import('./layouts/AreaLayout');
  return { element: <AreaLayout area={area} /> };
};

export const router = createBrowserRouter([
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
        children: [
          {
            index: true,
            loader: async () => {
              await restoreSession();
              const to = landingFor(currentUser());
              if (to) throw redirect(to);
              return null;
            },
            lazy: page(() => import('@/features/home/routes/WelcomePage')),
          },
          { path: 'login', lazy: page(() => import('@/features/auth/routes/LoginPage')) },
          {
            path: 'pre-register',
            lazy: page(() => import('@/features/auth/routes/PreRegisterPage')),
          },
          {
            path: 'company-register',
            lazy: page(() => import('@/features/auth/routes/CompanyRegisterPage')),
          },
          {
            path: 'volunteer-registration',
            lazy: page(() => import('@/features/auth/routes/VolunteerRegisterPage')),
          },
          {
            path: 'verify-email',
            lazy: page(() => import('@/features/auth/routes/VerifyEmailPage')),
          },
          {
            path: 'company/email-verified',
            lazy: page(() => import('@/features/auth/routes/CompanyEmailVerifiedPage')),
          },
          {
            path: 'volunteer/email-verified',
            lazy: page(() => import('@/features/auth/routes/VolunteerEmailVerifiedPage')),
          },
          {
            path: 'reset-password/:token',
            lazy: page(() => import('@/features/auth/routes/ResetPasswordPage')),
          },
          {
            path: 'join-team/:token',
            lazy: page(() => import('@/features/company/routes/JoinTeamPage')),
          },
          {
            path: 'confirm-email-change/:token',
            lazy: page(() => import('@/features/account/routes/ConfirmEmailChangePage')),
          },
          {
            path: 'volunteers',
            lazy: page(() => import('@/features/directory/routes/VolunteersPage')),
          },
          {
            path: 'companies',
            lazy: page(() => import('@/features/directory/routes/CompaniesPage')),
          },
          {
            path: 'opportunities',
            lazy: page(() => import('@/features/opportunities/routes/OpportunitiesPage')),
          },
          {
            path: 'opportunities/:id',
            lazy: page(() => import('@/features/opportunities/routes/OpportunityPage')),
          },
          { path: 'terms', lazy: page(() => import('@/features/legal/routes/TermsPage')) },
          { path: 'privacy', lazy: page(() => import('@/features/legal/routes/PrivacyPage')) },
          {
            path: 'company/profile-creation',
            loader: guard({ role: 'company' }),
            lazy: page(() => import('@/features/company/routes/ProfileCreationPage')),
          },
          {
            // Public; the company area's own paths (dashboard, profile, ...) rank first.
            path: 'company/:username',
            lazy: page(() => import('@/features/company/routes/PublicCompanyPage')),
          },
          {
            path: 'volunteer/profile-creation',
            loader: guard({ role: 'volunteer' }),
            lazy: page(() => import('@/features/volunteer/routes/ProfileCreationPage')),
          },
          {
            // Public; the volunteer area's own paths (dashboard, ...) rank first.
            path: 'volunteer/:username',
            lazy: page(() => import('@/features/volunteer/routes/PublicVolunteerPage')),
          },
          { path: '*', Component: NotFound },
        ],
      },
      {
        path: 'company',
        loader: guard({ role: 'company' }),
        lazy: areaLayout('company'),
        errorElement: <RouteError />,
        children: [
          { index: true, loader: () => redirect('/company/dashboard') },
          {
            path: 'dashboard',
            lazy: page(() => import('@/features/company/routes/DashboardPage')),
          },
          {
            path: 'profile',
            lazy: page(() => import('@/features/company/routes/ProfileEditorPage')),
          },
          {
            path: 'opportunities',
            lazy: page(() => import('@/features/company/routes/OpportunitiesPage')),
          },
          {
            path: 'opportunities/new',
            lazy: page(() => import('@/features/company/routes/NewOpportunityPage')),
          },
          {
            path: 'payments',
            lazy: page(() => import('@/features/company/routes/PaymentsPage')),
          },
          {
            path: 'team',
            lazy: page(() => import('@/features/company/routes/TeamPage')),
          },
          {
            path: 'account-settings',
            lazy: page(() => import('@/features/account/routes/AccountSettingsPage')),
          },
        ],
      },
      {
        path: 'volunteer',
        loader: guard({ role: 'volunteer' }),
        lazy: areaLayout('volunteer'),
        errorElement: <RouteError />,
        children: [
          { index: true, loader: () => redirect('/volunteer/dashboard') },
          {
            path: 'dashboard',
            lazy: page(() => import('@/features/volunteer/routes/DashboardPage')),
          },
          {
            path: 'opportunities',
            lazy: page(() => import('@/features/volunteer/routes/MyOpportunitiesPage')),
          },
          {
            path: 'saved',
            lazy: page(() => import('@/features/volunteer/routes/SavedPage')),
          },
          {
            // Only the owner may edit; the server refuses anyone else (403).
            path: ':username/edit',
            lazy: page(() => import('@/features/volunteer/routes/ProfileEditorPage')),
          },
          {
            path: 'account-settings',
            lazy: page(() => import('@/features/account/routes/AccountSettingsPage')),
          },
        ],
      },
      {
        path: 'system',
        loader: guard({ role: 'superadmin' }),
        lazy: areaLayout('system'),
        errorElement: <RouteError />,
        children: [
          { index: true, loader: () => redirect('/system/dashboard') },
          { path: 'dashboard', lazy: page(() => import('@/features/system/routes/DashboardPage')) },
          {
            path: 'companies',
            lazy: page(() => import('@/features/system/routes/CompaniesPage')),
          },
          {
            path: 'volunteers',
            lazy: page(() => import('@/features/system/routes/VolunteersPage')),
          },
          {
            path: 'opportunities',
            lazy: page(() => import('@/features/system/routes/OpportunitiesPage')),
          },
          {
            path: 'recruitment',
            lazy: page(() => import('@/features/system/routes/RecruitmentPage')),
          },
          {
            path: 'payments',
            lazy: page(() => import('@/features/system/routes/PaymentsPage')),
          },
          {
            path: 'emails',
            lazy: page(() => import('@/features/system/routes/EmailsPage')),
          },
          {
            path: 'account-settings',
            lazy: page(() => import('@/features/account/routes/AccountSettingsPage')),
          },
          {
            path: 'system-settings',
            lazy: page(() => import('@/features/system/routes/SystemSettingsPage')),
          },
        ],
      },
    ],
  },
]);
