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
 * (shell, then page, then the page's parts), and, for a viewer with a
 * stored session, the session's refresh and the first screen's answers.
 */
export interface AreaPreload {
  path: string;
  module: string;
  /** Modules the page draws with besides its own: the area's shell. */
  also: string[];
  /** index.html starts the session's refresh beside the scripts (build/routePreload.ts). */
  session: true;
  /**
   * The API addresses the first screen asks for, the page's and then its
   * shell's (AREA_DATA), as the app asks for them: the path's parameters,
   * `:user` the signed-in user's id and `:company` their company's
   * (shared/auth.ts companyIdOf). index.html asks for them with the
   * stored token (build/routePreload.ts); the page module's and the
   * shell's `firstData` ask for exactly these (app/preloads.test.ts), and
   * the first screen waits for them.
   */
  data: string[];
  /**
   * The chunk what only this page uses goes into (build/pageChunks.ts);
   * what the shell or several of these pages use goes into the shell's
   * (AREA_FAMILY), what a public page uses too into the public pages'
   * shared one. So a signed-in page loads its own parts, never a public
   * family's chunk whole for one component of it.
   */
  family: string;
}

/**
 * An address with its query, as `data` writes it: the values unencoded,
 * with the parameters (`:user`) in them.
 */
function api(path: string, query: Record<string, string | number | boolean> = {}): string {
  const q = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return q.size ? `${path}?${q.toString()}` : path;
}

/** A page of a collection's records as the PocketBase client asks for it. */
const records = (collection: string, query: Record<string, string | number | boolean>) =>
  api(`/api/collections/${collection}/records`, query);

/** How many records a filter picks: a page of one id (the counters). */
const count = (collection: string, filter: string) =>
  records(collection, { page: 1, perPage: 1, filter, fields: 'id' });

const NOTIFICATION_FIELDS = 'id,kind,title,body,link,read,created';
const latestNotifications = (n: number) =>
  records('notifications', {
    page: 1,
    perPage: n,
    filter: 'user = ":user"',
    sort: '-created,-id',
    fields: NOTIFICATION_FIELDS,
    skipTotal: true,
  });

/** Every record a filter picks, as the client reads them in batches of `batch` (getFullList). */
const all = (collection: string, batch: number, query: Record<string, string | number | boolean>) =>
  records(collection, { page: 1, perPage: batch, skipTotal: 1, ...query });

/** The volunteer's own applications, newest first (their dashboard and list). */
const myApplications = all('applications', 200, {
  filter: 'volunteer = ":user"',
  sort: '-created,-id',
});

/** The company's applications, newest or last changed first (the dashboard). */
const companyApplications = (sort: string, perPage: number) =>
  records('applications', {
    page: 1,
    perPage,
    filter: 'company = ":company"',
    sort,
    skipTotal: true,
  });

/**
 * The top bar's answers on every page of an area: the bell's unread count
 * and latest notifications, and the message icon's unread conversations.
 */
export const AREA_DATA = {
  company: [
    count('notifications', 'user = ":user" && read = false'),
    latestNotifications(6),
    count('conversations', 'company_unread > 0'),
  ],
  volunteer: [
    count('notifications', 'user = ":user" && read = false'),
    latestNotifications(6),
    count('conversations', 'volunteer_unread > 0'),
  ],
  system: [count('notifications', 'user = ":user" && read = false'), latestNotifications(6)],
};

/** The signed-in areas' shell (side menu, top bar), loaded before any of their pages. */
export const AREA_LAYOUT = 'src/app/layouts/AreaLayout.tsx';
/** The chunk family of the shell and of what several signed-in pages share. */
export const AREA_FAMILY = 'area';

/** The page's family is its module's folder and name: `company-DashboardPage`. */
const area = (
  of: keyof typeof AREA_DATA,
  path: string,
  module: string,
  data: string[] = [],
): AreaPreload => ({
  path,
  module,
  also: [AREA_LAYOUT],
  session: true,
  data: [...data, ...AREA_DATA[of]],
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

/** An open conversation: its record and its newest messages. */
const conversation = [
  '/api/collections/conversations/records/:conversationId',
  records('messages', {
    page: 1,
    perPage: 30,
    filter: 'conversation = ":conversationId"',
    sort: '-created,-id',
    skipTotal: true,
  }),
];

/** The pages signed-in people spend their day on (issue 38's list). */
export const areaPreloads = {
  companyDashboard: area(
    'company',
    paths.company.dashboard,
    'src/pages/company/DashboardPage.tsx',
    [
      '/api/company/onboarding',
      count('opportunities', 'company = ":company" && status = "open" && expires_at > @now'),
      count('opportunities', 'company = ":company"'),
      count('applications', 'company = ":company" && stage != "withdrawn"'),
      count('applications', 'company = ":company" && stage = "interview"'),
      companyApplications('-created,-id', 5),
      companyApplications('-updated,-id', 20),
      '/api/company/impact',
      latestNotifications(5),
      '/api/company/team',
    ],
  ),
  companyOpportunities: area(
    'company',
    paths.company.opportunities,
    'src/pages/company/OpportunitiesPage.tsx',
    [
      records('opportunities', {
        page: 1,
        perPage: 12,
        filter: 'company = ":company"',
        sort: '-created,-id',
      }),
    ],
  ),
  companyBoard: area('company', patterns.companyBoard, 'src/pages/company/ApplicantBoardPage.tsx', [
    '/api/collections/opportunities/records/:id',
    all('applications', 200, { filter: 'opportunity = ":id"', sort: '-created,-id' }),
    all('application_notes', 200, {
      filter: 'application.opportunity = ":id"',
      fields: 'id,application,company,body,updated_by_name,updated',
    }),
    all('favorites', 500, { filter: 'user = ":user" && volunteer != ""', fields: 'id,volunteer' }),
    // Asked for while the opportunity is open.
    api('/api/company/opportunities/:id/suggestions', { page: 1, perPage: 6 }),
  ]),
  companyMessages: area(
    'company',
    paths.company.messages,
    'src/features/messages/routes/MessagesPage.tsx',
  ),
  companyConversation: area(
    'company',
    patterns.companyConversation,
    'src/features/messages/routes/MessagesPage.tsx',
    conversation,
  ),
  volunteerDashboard: area(
    'volunteer',
    paths.volunteer.dashboard,
    'src/pages/volunteer/DashboardPage.tsx',
    [
      '/api/volunteer/profile',
      myApplications,
      all('favorites', 200, {
        filter: 'user = ":user" && opportunity != ""',
        expand: 'opportunity',
        sort: '-created,-id',
      }),
      api('/api/volunteer/recommendations', { page: 1, perPage: 4 }),
      latestNotifications(5),
    ],
  ),
  volunteerOpportunities: area(
    'volunteer',
    paths.volunteer.opportunities,
    'src/pages/volunteer/MyOpportunitiesPage.tsx',
    [myApplications],
  ),
  volunteerMessages: area(
    'volunteer',
    paths.volunteer.messages,
    'src/features/messages/routes/MessagesPage.tsx',
  ),
  volunteerConversation: area(
    'volunteer',
    patterns.volunteerConversation,
    'src/features/messages/routes/MessagesPage.tsx',
    conversation,
  ),
  volunteerEngagements: area(
    'volunteer',
    paths.volunteer.engagements,
    'src/pages/volunteer/EngagementsPage.tsx',
  ),
  volunteerEngagement: area(
    'volunteer',
    patterns.volunteerEngagement,
    'src/pages/volunteer/EngagementPage.tsx',
    [
      '/api/collections/engagements/records/:id',
      all('hour_entries', 500, { filter: 'engagement = ":id"', sort: '-date,-created' }),
      '/api/engagements/:id/scope',
      // Asked for once the engagement is completed.
      all('reviews', 1000, { filter: 'engagement = ":id"', sort: 'created' }),
      records('certificates', {
        page: 1,
        perPage: 1,
        filter: 'engagement = ":id"',
        fields: 'id,title,hours,revoked,issued_at',
      }),
    ],
  ),
  systemDashboard: area('system', paths.system.dashboard, 'src/pages/system/DashboardPage.tsx', [
    '/api/system/stats',
    '/api/system/impact',
    latestNotifications(5),
  ]),
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
