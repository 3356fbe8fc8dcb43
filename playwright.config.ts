import { defineConfig, devices } from '@playwright/test';
import { e2eEnv } from './e2e/fixtures/env';

// The browser tests drive the real binary (bin/voluntech, built by `make build`)
// on a fresh data directory, with mail going to the bundled SMTP sink and
// billing going to stripe-mock; a second instance runs without Stripe.
export default defineConfig({
  testDir: './e2e',
  // The longer journeys take 40-50 s on a quiet two-core machine and about
  // twice that when it is busy: the limit is for hangs, not for speed.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  // One retry everywhere (`.ci/run` may not set CI): a test that fails and
  // then passes is still listed as "flaky" in the report, not hidden.
  retries: 1,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  use: {
    baseURL: e2eEnv.appURL,
    actionTimeout: 15_000,
    navigationTimeout: 20_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: /(rate-limit|system-backup)\.spec\.ts/,
    },
    {
      // Creates a backup, which blocks the instance's writes while it
      // copies: runs after the chromium project, alone.
      name: 'backup',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /system-backup\.spec\.ts/,
      dependencies: ['chromium'],
    },
    {
      // Spends the login rate limit of the suite's one address: runs last,
      // alone, so no other test has to wait for the window to pass.
      name: 'rate-limit',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /rate-limit\.spec\.ts/,
      dependencies: ['backup'],
    },
  ],
  webServer: [
    {
      command: `bin/mailsink -smtp 127.0.0.1:${e2eEnv.smtpPort} -http 127.0.0.1:${e2eEnv.sinkPort}`,
      url: `${e2eEnv.sinkURL}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // Both addresses are given: without an HTTPS one stripe-mock also
      // binds its default 12112. It answers 401 without a key, which
      // Playwright counts as up (any status below 404).
      command: `${e2eEnv.stripeMockBin} -http-addr 127.0.0.1:${e2eEnv.stripePort} -https-addr 127.0.0.1:${e2eEnv.stripeHttpsPort}`,
      url: `${e2eEnv.stripeURL}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The test OpenID Connect provider behind the main app's "LinkedIn".
      command: `bin/oidc -http 127.0.0.1:${e2eEnv.oidcPort} -client ${e2eEnv.oidcClientId} -secret ${e2eEnv.oidcClientSecret}`,
      url: `${e2eEnv.oidcURL}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `rm -rf ${e2eEnv.dataDir}/data && mkdir -p ${e2eEnv.dataDir} && bin/voluntech serve --http 127.0.0.1:${e2eEnv.appPort} --dir ${e2eEnv.dataDir}/data`,
      url: `${e2eEnv.appURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        ...mailEnv(e2eEnv.appURL),
        STRIPE_SECRET_KEY: e2eEnv.stripeSecretKey,
        STRIPE_PUBLISHABLE_KEY: e2eEnv.stripePublishableKey,
        STRIPE_WEBHOOK_SECRET: e2eEnv.stripeWebhookSecret,
        STRIPE_API_BASE: e2eEnv.stripeURL,
        ...oauthEnv(true),
      },
    },
    {
      // The same binary without Stripe: billing "not configured" (e2eEnv.freeAppURL).
      command: `rm -rf ${e2eEnv.dataDir}/data-free && mkdir -p ${e2eEnv.dataDir} && bin/voluntech serve --http 127.0.0.1:${e2eEnv.freeAppPort} --dir ${e2eEnv.dataDir}/data-free`,
      url: `${e2eEnv.freeAppURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        ...mailEnv(e2eEnv.freeAppURL),
        // Cleared, not left out: the server inherits the shell's environment.
        STRIPE_SECRET_KEY: '',
        STRIPE_PUBLISHABLE_KEY: '',
        STRIPE_WEBHOOK_SECRET: '',
        STRIPE_API_BASE: '',
        ...oauthEnv(false),
        // The unread-message email waits seconds instead of 15 minutes here
        // (e2e/messages.spec.ts); only tests set it.
        MESSAGE_EMAIL_DELAY: '4s',
      },
    },
  ],
});

function mailEnv(appURL: string): Record<string, string> {
  return {
    APP_URL: appURL,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(e2eEnv.smtpPort),
    SMTP_TLS: 'false',
    MAIL_FROM: 'no-reply@voluntech.test',
  };
}

/** Sign-in providers: the main app has "LinkedIn" (the test provider), the free one none. */
function oauthEnv(on: boolean): Record<string, string> {
  const none = { OAUTH_GOOGLE_CLIENT_ID: '', OAUTH_GITHUB_CLIENT_ID: '' };
  if (!on) return { ...none, OAUTH_LINKEDIN_CLIENT_ID: '', OAUTH_LINKEDIN_CLIENT_SECRET: '' };
  return {
    ...none,
    OAUTH_LINKEDIN_CLIENT_ID: e2eEnv.oidcClientId,
    OAUTH_LINKEDIN_CLIENT_SECRET: e2eEnv.oidcClientSecret,
    OAUTH_LINKEDIN_AUTH_URL: `${e2eEnv.oidcURL}/authorize`,
    OAUTH_LINKEDIN_TOKEN_URL: `${e2eEnv.oidcURL}/token`,
    OAUTH_LINKEDIN_USERINFO_URL: `${e2eEnv.oidcURL}/userinfo`,
  };
}
