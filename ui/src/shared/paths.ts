/**
 * Every page's address, in one place: links and redirects build paths here
 * and the router (app/routes.tsx) declares its routes with the same
 * patterns, so a page moved is moved everywhere at once.
 */

const seg = encodeURIComponent;

/** Route patterns with parameters, as the router declares them. */
export const patterns = {
  resetPassword: '/reset-password/:token',
  confirmEmailChange: '/confirm-email-change/:token',
  opportunity: '/opportunities/:id',
  companyPublic: '/company/:username',
  volunteerPublic: '/volunteer/:username',
  volunteerEdit: '/volunteer/:username/edit',
  joinTeam: '/join-team/:token',
  companyConversation: '/company/messages/:conversationId',
  volunteerConversation: '/volunteer/messages/:conversationId',
  companyBoard: '/company/opportunities/:id/board',
  volunteerEngagement: '/volunteer/engagements/:id',
  companyEngagement: '/company/engagements/:id',
  certificate: '/certificates/:id',
} as const;

export const paths = {
  home: '/',
  login: '/login',
  preRegister: '/pre-register',
  companyRegister: '/company-register',
  volunteerRegister: '/volunteer-registration',
  verifyEmail: '/verify-email',
  /** Where a sign-in provider sends the browser back (README, "Sign in with a provider"). */
  oauthCallback: '/oauth/callback',
  companyEmailVerified: '/company/email-verified',
  volunteerEmailVerified: '/volunteer/email-verified',
  /** Role-less names the spec's navigation uses: each sends a signed-in user to their role's page. */
  emailVerified: '/email-verified',
  profileCreation: '/profile-creation',
  resetPassword: (token: string) => `/reset-password/${seg(token)}`,
  confirmEmailChange: (token: string) => `/confirm-email-change/${seg(token)}`,
  terms: '/terms',
  privacy: '/privacy',
  /** Where an email's unsubscribe link lands. */
  unsubscribe: '/unsubscribe',
  volunteers: '/volunteers',
  companies: '/companies',
  opportunities: '/opportunities',
  opportunity: (id: string) => `/opportunities/${seg(id)}`,
  /** A company's public profile. */
  companyPublic: (username: string) => `/company/${seg(username)}`,
  /** A volunteer's public profile. */
  volunteerPublic: (username: string) => `/volunteer/${seg(username)}`,
  /** A certificate's public, verifiable page. */
  certificate: (id: string) => `/certificates/${seg(id)}`,

  company: {
    root: '/company',
    dashboard: '/company/dashboard',
    profile: '/company/profile',
    profileCreation: '/company/profile-creation',
    opportunities: '/company/opportunities',
    /** One of the company's opportunities, opened in its list (optionally in the editor). */
    opportunity: (id: string, edit = false) =>
      `/company/opportunities?id=${seg(id)}${edit ? '&edit=1' : ''}`,
    newOpportunity: '/company/opportunities/new',
    /** The applicant board of one of the company's opportunities. */
    board: (id: string) => `/company/opportunities/${seg(id)}/board`,
    /** One engagement's scope and milestones. */
    engagement: (id: string) => `/company/engagements/${seg(id)}`,
    payments: '/company/payments',
    team: '/company/team',
    messages: '/company/messages',
    conversation: (id: string) => `/company/messages/${seg(id)}`,
    notifications: '/company/notifications',
    accountSettings: '/company/account-settings',
    /** The volunteer directory inside the company area (?tab=saved: the company's saved). */
    volunteers: '/company/volunteers',
    savedSearches: '/company/saved-searches',
    /** The company directory inside the company area. */
    companyList: '/company/company-list',
    guide: '/company/guide',
  },
  volunteer: {
    root: '/volunteer',
    dashboard: '/volunteer/dashboard',
    profileCreation: '/volunteer/profile-creation',
    opportunities: '/volunteer/opportunities',
    saved: '/volunteer/saved',
    recommended: '/volunteer/recommended',
    savedSearches: '/volunteer/saved-searches',
    messages: '/volunteer/messages',
    conversation: (id: string) => `/volunteer/messages/${seg(id)}`,
    notifications: '/volunteer/notifications',
    engagements: '/volunteer/engagements',
    engagement: (id: string) => `/volunteer/engagements/${seg(id)}`,
    /** The printable transcript of the volunteer's verified work. */
    transcript: '/volunteer/transcript',
    /** The owner's profile editor. */
    edit: (username: string) => `/volunteer/${seg(username)}/edit`,
    accountSettings: '/volunteer/account-settings',
    help: '/volunteer/help',
    /** The spec's name for the account settings; redirects there. */
    settings: '/volunteer/settings',
  },
  system: {
    root: '/system',
    dashboard: '/system/dashboard',
    companies: '/system/companies',
    volunteers: '/system/volunteers',
    opportunities: '/system/opportunities',
    recruitment: '/system/recruitment',
    payments: '/system/payments',
    emails: '/system/emails',
    messages: '/system/messages',
    notifications: '/system/notifications',
    accountSettings: '/system/account-settings',
    systemSettings: '/system/system-settings',
  },
} as const;
