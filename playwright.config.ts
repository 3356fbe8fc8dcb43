import { defineConfig, devices } from '@playwright/test';
import { e2eEnv } from './e2e/fixtures/env';

// The browser tests drive the real binary (bin/voluntech, built by `make build`)
// on a fresh data directory, with mail going to the bundled SMTP sink.
export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  outputDir: 'test-results',
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: `bin/mailsink -smtp 127.0.0.1:${e2eEnv.smtpPort} -http 127.0.0.1:${e2eEnv.sinkPort}`,
      url: `${e2eEnv.sinkURL}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `rm -rf .e2e/data && mkdir -p .e2e && bin/voluntech serve --http 127.0.0.1:${e2eEnv.appPort} --dir .e2e/data`,
      url: `${e2eEnv.appURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        APP_URL: e2eEnv.appURL,
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(e2eEnv.smtpPort),
        SMTP_TLS: 'false',
        MAIL_FROM: 'no-reply@voluntech.test',
      },
    },
  ],
});
