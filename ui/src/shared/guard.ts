import type { Role, User } from './types';
import { homeByRole } from './auth';

export interface RouteAccess {
  /** The route needs a signed-in user. */
  requiresAuth?: boolean;
  /** The route needs this role (implies requiresAuth). */
  role?: Role;
  /** The route needs a verified email (implies requiresAuth). */
  requiresVerified?: boolean;
}

export type Decision = { kind: 'allow' } | { kind: 'redirect'; to: string; keepPath?: boolean };

/**
 * Where a navigation may go (DESIGN.md §6.12): guests to /login with the path
 * kept; unverified users to /verify-email; users of another role to /, which
 * sends them on to their own dashboard.
 */
export function decide(
  access: RouteAccess,
  user: Pick<User, 'role' | 'verified'> | null,
): Decision {
  const needsAuth = Boolean(access.requiresAuth || access.role || access.requiresVerified);
  if (!needsAuth) return { kind: 'allow' };
  if (!user) return { kind: 'redirect', to: '/login', keepPath: true };
  if (access.role && user.role !== access.role) return { kind: 'redirect', to: '/' };
  if ((access.requiresVerified || access.role) && !user.verified) {
    return { kind: 'redirect', to: '/verify-email' };
  }
  return { kind: 'allow' };
}

/** Where the welcome page sends a signed-in user. */
export function landingFor(user: Pick<User, 'role' | 'verified'> | null): string | null {
  if (!user) return null;
  if (!user.verified) return '/verify-email';
  return homeByRole[user.role] ?? null;
}

/** The area a path belongs to, for checking a stored return path. */
export function accessForPath(path: string): RouteAccess {
  const first = path.split('?')[0]?.split('/')[1] ?? '';
  const second = path.split('?')[0]?.split('/')[2] ?? '';
  const companyArea = [
    'dashboard',
    'profile',
    'company-list',
    'opportunities',
    'volunteers',
    'payments',
    'team',
    'messages',
    'account-settings',
    'guide',
    'profile-creation',
  ];
  const volunteerArea = [
    'dashboard',
    'opportunities',
    'saved',
    'messages',
    'settings',
    'account-settings',
    'profile-creation',
  ];
  if (first === 'system') return { role: 'superadmin' };
  if (first === 'company' && companyArea.includes(second)) return { role: 'company' };
  if (first === 'volunteer' && volunteerArea.includes(second)) return { role: 'volunteer' };
  return {};
}

/** After login: unverified → /verify-email; else the stored path if the role may open it; else home. */
export function afterLogin(
  user: Pick<User, 'role' | 'verified'>,
  returnPath: string | null,
): string {
  if (!user.verified) return '/verify-email';
  if (returnPath && /^\/(?![/\\])/.test(returnPath) && !returnPath.includes('\\')) {
    const d = decide(accessForPath(returnPath), user);
    if (d.kind === 'allow' && !['/login', '/', '/verify-email'].includes(returnPath))
      return returnPath;
  }
  return homeByRole[user.role];
}
