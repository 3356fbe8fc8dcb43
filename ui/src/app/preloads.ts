/**
 * What index.html starts for a public page before the app runs: the one
 * declaration of each such route's module, chunk family and first answers.
 * The router takes these routes' paths from here (app/routes.tsx), the
 * build reads this table to put the chunks and the answers inline in
 * index.html (ui/vite.config.ts, build/routePreload.ts, build/pageChunks.ts),
 * and app/preloads.test.ts checks each route's module against the router
 * and each page's `firstData` against `data`: the page asks for exactly
 * these addresses, so nothing is fetched twice.
 *
 * Data only, and read by the build in Node: it imports nothing but the
 * paths (by a relative import; the build has no `@/` alias).
 */
import { paths, patterns } from '../shared/paths';

export interface PreloadedRoute {
  /** The router's path pattern: `/volunteer/:username`. */
  path: string;
  /** The route's lazily loaded page module, from ui/: `src/pages/public/PublicVolunteerPage.tsx`. */
  module: string;
  /**
   * The pages whose chunk this one shares (build/pageChunks.ts); the first
   * route's family is the landing page's.
   */
  family: string;
  /**
   * The API addresses the page asks for first, with the path's parameters
   * (`/api/directory/volunteers/:username`). index.html fetches them only
   * for a guest (a signed-in viewer's answers depend on the session)
   * opening the page without a query string (a search changes what the
   * page asks for).
   */
  data: string[];
}

/** The footer is on the first screen of every public page (the public layout's loader). */
export const FOOTER = '/api/footer';

export const preloads = {
  home: { path: paths.home, family: 'home', module: 'src/features/home/routes/WelcomePage.tsx' },
  login: { path: paths.login, family: 'signin', module: 'src/features/auth/routes/LoginPage.tsx' },
  volunteers: {
    path: paths.volunteers,
    family: 'lists',
    module: 'src/features/directory/routes/VolunteersPage.tsx',
    // The first page with nothing searched (features/directory/urlState.ts).
    data: ['/api/directory/volunteers?sort=newest&page=1&perPage=10'],
  },
  companies: {
    path: paths.companies,
    family: 'lists',
    module: 'src/features/directory/routes/CompaniesPage.tsx',
    data: ['/api/directory/companies?sort=relevance&page=1&perPage=10'],
  },
  opportunities: {
    path: paths.opportunities,
    family: 'lists',
    module: 'src/features/opportunities/routes/OpportunitiesPage.tsx',
    data: ['/api/opportunities/search?perPage=12'],
  },
  opportunity: {
    path: patterns.opportunity,
    family: 'profiles',
    module: 'src/features/opportunities/routes/OpportunityPage.tsx',
    data: ['/api/collections/opportunities/records/:id'],
  },
  volunteerPublic: {
    path: patterns.volunteerPublic,
    family: 'profiles',
    module: 'src/pages/public/PublicVolunteerPage.tsx',
    // The sections below the profile too: the first screen holds them, so
    // the page draws once instead of again as each answer arrives.
    data: [
      '/api/directory/volunteers/:username',
      '/api/volunteers/:username/certificates',
      '/api/volunteers/:username/reviews?page=1',
    ],
  },
  companyPublic: {
    path: patterns.companyPublic,
    family: 'profiles',
    module: 'src/pages/public/PublicCompanyPage.tsx',
    data: [
      '/api/directory/companies/:username',
      '/api/directory/companies/:username/opportunities?page=1',
      '/api/companies/:username/reviews?page=1',
    ],
  },
} satisfies Record<string, Omit<PreloadedRoute, 'data'> & { data?: string[] }>;

/** The table index.html is built from, the footer added to each route's answers. */
export const preloadedRoutes: PreloadedRoute[] = Object.values(preloads).map((r) => ({
  ...r,
  data: [...('data' in r ? r.data : []), FOOTER],
}));

/**
 * A signed-in page index.html starts loading at once: its module and the
 * area's shell, so the browser fetches the page's scripts beside the app's
 * first chunks instead of one after another as the router reaches them
 * (shell, then page, then the page's parts). No answers: a signed-in
 * page's first answers depend on the session.
 */
export interface AreaPreload {
  path: string;
  module: string;
  /** Modules the page draws with besides its own: the area's shell. */
  also: string[];
  /** index.html starts the session's refresh beside the scripts (build/routePreload.ts). */
  session: true;
  /**
   * The chunk what only this page uses goes into (build/pageChunks.ts);
   * what the shell or several of these pages use goes into the shell's
   * (AREA_FAMILY), what a public page uses too into the public pages'
   * shared one. So a signed-in page loads its own parts, never a public
   * family's chunk whole for one component of it.
   */
  family: string;
}

/** The signed-in areas' shell (side menu, top bar), loaded before any of their pages. */
export const AREA_LAYOUT = 'src/app/layouts/AreaLayout.tsx';
/** The chunk family of the shell and of what several signed-in pages share. */
export const AREA_FAMILY = 'area';

/** The page's family is its module's folder and name: `company-DashboardPage`. */
const area = (path: string, module: string): AreaPreload => ({
  path,
  module,
  also: [AREA_LAYOUT],
  session: true,
  family: module
    .replace(/\.tsx?$/, '')
    .split('/')
    .slice(-2)
    .join('-'),
});

/** The families of the signed-in pages for build/pageChunks.ts, the shell's first. */
export function areaFamilies(routes: AreaPreload[]): { module: string; family: string }[] {
  const pages = routes.map(({ module, family }) => ({ module, family }));
  return [{ module: AREA_LAYOUT, family: AREA_FAMILY }, ...pages];
}

/** The pages signed-in people spend their day on (issue 38's list). */
export const areaPreloads = {
  companyDashboard: area(paths.company.dashboard, 'src/pages/company/DashboardPage.tsx'),
  companyOpportunities: area(
    paths.company.opportunities,
    'src/pages/company/OpportunitiesPage.tsx',
  ),
  companyBoard: area(patterns.companyBoard, 'src/pages/company/ApplicantBoardPage.tsx'),
  companyMessages: area(paths.company.messages, 'src/features/messages/routes/MessagesPage.tsx'),
  companyConversation: area(
    patterns.companyConversation,
    'src/features/messages/routes/MessagesPage.tsx',
  ),
  volunteerDashboard: area(paths.volunteer.dashboard, 'src/pages/volunteer/DashboardPage.tsx'),
  volunteerOpportunities: area(
    paths.volunteer.opportunities,
    'src/pages/volunteer/MyOpportunitiesPage.tsx',
  ),
  volunteerMessages: area(
    paths.volunteer.messages,
    'src/features/messages/routes/MessagesPage.tsx',
  ),
  volunteerConversation: area(
    patterns.volunteerConversation,
    'src/features/messages/routes/MessagesPage.tsx',
  ),
  volunteerEngagements: area(
    paths.volunteer.engagements,
    'src/pages/volunteer/EngagementsPage.tsx',
  ),
  volunteerEngagement: area(patterns.volunteerEngagement, 'src/pages/volunteer/EngagementPage.tsx'),
  systemDashboard: area(paths.system.dashboard, 'src/pages/system/DashboardPage.tsx'),
} satisfies Record<string, AreaPreload>;

/**
 * Every fixed address of the app (shared/paths.ts). index.html matches
 * these before any pattern, as the router ranks a fixed path above a
 * parameter: /company/dashboard is the dashboard, never the public
 * profile of a company named "dashboard".
 */
export const fixedPaths: string[] = (function collect(o: object): string[] {
  return Object.values(o).flatMap((v: unknown) =>
    typeof v === 'string' ? [v] : v && typeof v === 'object' ? collect(v) : [],
  );
})(paths);
