import { describe, expect, it } from 'vitest';
import type { Role } from '@/shared/types';
import { routes } from '@/app/routes';
import { accessForPath, afterLogin, decide, landingFor } from '@/shared/guard';

const user = (role: Role, verified = true) => ({ role, verified });

describe('decide', () => {
  it('sends a guest on a company route to /login and keeps the path', () => {
    expect(decide({ role: 'company' }, null)).toEqual({
      kind: 'redirect',
      to: '/login',
      keepPath: true,
    });
  });

  it('sends a guest on a route that only needs a session to /login', () => {
    expect(decide({ requiresAuth: true }, null)).toMatchObject({ to: '/login', keepPath: true });
  });

  it('sends a volunteer on a company route to /', () => {
    expect(decide({ role: 'company' }, user('volunteer'))).toEqual({ kind: 'redirect', to: '/' });
  });

  it('sends a company on a system route to /', () => {
    expect(decide({ role: 'superadmin' }, user('company'))).toEqual({ kind: 'redirect', to: '/' });
  });

  it('sends an unverified company on a company route to /verify-email', () => {
    expect(decide({ role: 'company' }, user('company', false))).toEqual({
      kind: 'redirect',
      to: '/verify-email',
    });
  });

  it('lets a verified company onto a company route', () => {
    expect(decide({ role: 'company' }, user('company'))).toEqual({ kind: 'allow' });
  });

  it('lets everyone onto a public route', () => {
    expect(decide({}, null)).toEqual({ kind: 'allow' });
    expect(decide({}, user('volunteer', false))).toEqual({ kind: 'allow' });
    expect(decide({}, user('superadmin'))).toEqual({ kind: 'allow' });
  });
});

describe('landingFor', () => {
  it('keeps guests on the welcome page', () => {
    expect(landingFor(null)).toBeNull();
  });

  it.each([
    ['volunteer', '/volunteer/dashboard'],
    ['company', '/company/dashboard'],
    ['superadmin', '/system/dashboard'],
  ] as const)('sends a %s to %s', (role, path) => {
    expect(landingFor(user(role))).toBe(path);
  });

  it('sends an unverified user to /verify-email', () => {
    expect(landingFor(user('volunteer', false))).toBe('/verify-email');
    expect(landingFor(user('company', false))).toBe('/verify-email');
  });
});

describe('accessForPath', () => {
  it('reads the areas from the router', () => {
    expect(accessForPath('/company/dashboard')).toEqual({ role: 'company' });
    expect(accessForPath('/company/opportunities/new', routes)).toEqual({ role: 'company' });
    expect(accessForPath('/volunteer/profile-creation?x=1')).toEqual({ role: 'volunteer' });
    expect(accessForPath('/volunteer/ana/edit')).toEqual({ role: 'volunteer' });
    expect(accessForPath('/system/companies')).toEqual({ role: 'superadmin' });
    expect(accessForPath('/company/profile-creation#top')).toEqual({ role: 'company' });
  });

  it('leaves public pages open, also those under an area prefix', () => {
    expect(accessForPath('/volunteer/ana')).toEqual({});
    expect(accessForPath('/company/acme')).toEqual({});
    expect(accessForPath('/company/email-verified?token=x')).toEqual({});
    expect(accessForPath('/opportunities/abc')).toEqual({});
    expect(accessForPath('/no-such-page')).toEqual({});
  });

  it('reads each guarded route from its handle', () => {
    const guarded = routes.flatMap(function walk(r): typeof routes {
      return [r, ...(r.children ?? []).flatMap(walk)];
    });
    const areas = guarded.filter((r) => (r.handle as { access?: unknown } | undefined)?.access);
    // Both profile wizards, the three areas, and the two role-less pages
    // that send a signed-in user on to their role's page.
    expect(areas.map((r) => r.path).sort()).toEqual([
      '/company',
      '/company/profile-creation',
      '/email-verified',
      '/profile-creation',
      '/system',
      '/volunteer',
      '/volunteer/profile-creation',
    ]);
    expect(areas.every((r) => typeof r.loader === 'function')).toBe(true);
  });
});

describe('afterLogin', () => {
  it('sends an unverified user to /verify-email, whatever was stored', () => {
    expect(afterLogin(user('volunteer', false), '/volunteer/dashboard')).toBe('/verify-email');
    expect(afterLogin(user('company', false), null)).toBe('/verify-email');
  });

  it('uses a stored return path the role may open', () => {
    expect(afterLogin(user('volunteer'), '/volunteer/profile-creation')).toBe(
      '/volunteer/profile-creation',
    );
    expect(afterLogin(user('company'), '/company/profile-creation?step=2')).toBe(
      '/company/profile-creation?step=2',
    );
  });

  it('uses a stored public path', () => {
    expect(afterLogin(user('company'), '/volunteers')).toBe('/volunteers');
  });

  it("ignores a return path in another role's area", () => {
    expect(afterLogin(user('volunteer'), '/company/dashboard')).toBe('/volunteer/dashboard');
    expect(afterLogin(user('company'), '/system/dashboard')).toBe('/company/dashboard');
  });

  it('ignores a protocol-relative path to another site', () => {
    expect(afterLogin(user('volunteer'), '//evil.com')).toBe('/volunteer/dashboard');
    expect(afterLogin(user('volunteer'), 'https://evil.com/volunteer/dashboard')).toBe(
      '/volunteer/dashboard',
    );
  });

  it('ignores the login and landing pages as return paths', () => {
    expect(afterLogin(user('company'), '/login')).toBe('/company/dashboard');
    expect(afterLogin(user('company'), '/')).toBe('/company/dashboard');
  });

  it.each([
    ['volunteer', '/volunteer/dashboard'],
    ['company', '/company/dashboard'],
    ['superadmin', '/system/dashboard'],
  ] as const)('sends a %s home to %s by default', (role, path) => {
    expect(afterLogin(user(role), null)).toBe(path);
  });
});
