import { matchRoutes, type RouteObject } from 'react-router';
import type { Role, User } from './types';
import { homeByRole } from './auth';
import { paths } from './paths';

export interface RouteAccess {
  /** The route needs a signed-in user. */
  requiresAuth?: boolean;
  /** The route needs this role (implies requiresAuth). */
  role?: Role;
  /** The route needs a verified email (implies requiresAuth). */
  requiresVerified?: boolean;
}

/** What a route definition carries in its `handle` for the guard. */
export interface RouteHandle {
  access?: RouteAccess;
}

export type Decision = { kind: 'allow' } | { kind: 'redirect'; to: string; keepPath?: boolean };

/**
 * Where a navigation may go (docs/architecture.md, decision 12): guests to /login with the path kept (it is
 * restored after login); unverified users to /verify-email; users of another
 * role to /, which sends them on to their own dashboard.
 */
export function decide(
  access: RouteAccess,
  user: Pick<User, 'role' | 'verified'> | null,
): Decision {
  const needsAuth = Boolean(access.requiresAuth || access.role || access.requiresVerified);
  if (!needsAuth) return { kind: 'allow' };
  if (!user) return { kind: 'redirect', to: paths.login, keepPath: true };
  if (access.role && user.role !== access.role) return { kind: 'redirect', to: paths.home };
  if ((access.requiresVerified || access.role) && !user.verified) {
    return { kind: 'redirect', to: paths.verifyEmail };
  }
  return { kind: 'allow' };
}

/** Where the welcome page sends a signed-in user. */
export function landingFor(user: Pick<User, 'role' | 'verified'> | null): string | null {
  if (!user) return null;
  if (!user.verified) return paths.verifyEmail;
  return homeByRole[user.role] ?? null;
}

// The router's route objects, handed over once by app/routes.tsx: the guard
// reads access from the same table the router navigates by.
let routeTable: RouteObject[] = [];

/** Gives the guard the router's route objects (app/routes.tsx calls it once). */
export function setRouteTable(routes: RouteObject[]): void {
  routeTable = routes;
}

/**
 * The access a path needs, read from the route the router would render for
 * it: the innermost `handle.access` among the matched routes; none for a
 * public or unknown path.
 */
export function accessForPath(path: string, routes: RouteObject[] = routeTable): RouteAccess {
  const pathname = path.split(/[?#]/)[0] ?? '';
  const matches = matchRoutes(routes, pathname) ?? [];
  let access: RouteAccess = {};
  for (const m of matches) {
    const handle = m.route.handle as RouteHandle | undefined;
    if (handle?.access) access = handle.access;
  }
  return access;
}

/** After login: unverified → /verify-email; else the stored path if the role may open it; else home. */
export function afterLogin(
  user: Pick<User, 'role' | 'verified'>,
  returnPath: string | null,
): string {
  if (!user.verified) return paths.verifyEmail;
  if (returnPath && /^\/(?![/\\])/.test(returnPath) && !returnPath.includes('\\')) {
    const d = decide(accessForPath(returnPath), user);
    const pageOfItsOwn = [paths.login, paths.home, paths.verifyEmail] as string[];
    if (d.kind === 'allow' && !pageOfItsOwn.includes(returnPath)) return returnPath;
  }
  return homeByRole[user.role];
}
