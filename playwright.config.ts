import { execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'

// Pick the server's port once, in the main process; workers inherit the environment and share it.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
]).toString()
const freePort = () =>
  execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString()
process.env.E2E_STRIPE_PORT ??= freePort()
process.env.STRIPE_MOCK_CONTROL_PORT ??= freePort()
// A real SMTP server for the e-mail journeys (tests/e2e/support/mail-catcher.ts) and its HTTP window for the tests.
process.env.E2E_SMTP_PORT ??= freePort()
process.env.E2E_MAIL_CONTROL_PORT ??= freePort()
const port = Number(process.env.E2E_PORT)
const baseURL = `http://127.0.0.1:${port}`
const stripePort = Number(process.env.E2E_STRIPE_PORT)
/** The server with Stripe keys (the paid-claim journeys). */
export const STRIPE_BASE_URL = `http://127.0.0.1:${stripePort}`

// A fresh database per run: the server migrates and seeds the demo data on first start.
const databaseFile = path.resolve('.cache/e2e', `app-${port}.db`)
const stripeDatabaseFile = path.resolve('.cache/e2e', `app-stripe-${stripePort}.db`)
if (!process.env.E2E_DATABASE_READY) {
  for (const file of [databaseFile, stripeDatabaseFile]) {
    for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true })
  }
  process.env.E2E_DATABASE_READY = '1'
}

export const E2E_ADMIN = { email: 'admin@e2e.startup.asia', password: 'e2e-admin-password' }

/**
 * E2E_CLUSTER=1 (`npm run test:e2e:cluster`, issue 19): the main server is the scale-out topology of `npm run
 * cluster` instead — sqld, two instances and the round-robin proxy on `port` — so consecutive requests of one
 * journey alternate between the instances. The Stripe-keyed server stays a single instance.
 */
const cluster = process.env.E2E_CLUSTER === '1'
const clusterDataDir = path.resolve('.cache/e2e', `sqld-${port}`)
if (cluster && process.env.E2E_DATABASE_READY !== 'cluster') {
  rmSync(clusterDataDir, { recursive: true, force: true })
  process.env.E2E_DATABASE_READY = 'cluster'
}
const mainServerEnv = {
  SEED_DEMO_DATA: 'true',
  SESSION_SECRET: 'e2e-session-secret-that-is-long-enough-0123456789',
  ADMIN_EMAIL: E2E_ADMIN.email,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  AUTH_RATE_LIMIT: '1000',
  MUTATION_RATE_LIMIT: '100000',
  SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
  // One JSON line per request (decision 0133) would fill the run's output with thousands of [WebServer] lines: warnings
  // and errors only, unless LOG_LEVEL asks for more.
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
}

const chromium = {
  ...devices['Desktop Chrome'],
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
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 60_000,
  // Sign-in and sign-up hash with scrypt (~0.3 s alone, several seconds on 2 busy cores): wait for them.
  expect: { timeout: 15_000 },
  use: { baseURL, trace: 'on-first-retry' },
  projects: [
    { name: 'js', use: { ...chromium, javaScriptEnabled: true } },
    { name: 'no-js', use: { ...chromium, javaScriptEnabled: false } },
  ],
  webServer: [
    {
      command: 'npx tsx tests/e2e/support/mail-catcher.ts',
      url: `http://127.0.0.1:${process.env.E2E_MAIL_CONTROL_PORT}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe' as const,
      stderr: 'pipe' as const,
    },
    cluster
      ? {
          command: `npx tsx tooling/cluster.ts --port ${port} --data ${clusterDataDir}`,
          url: `${baseURL}/api/health`,
          reuseExistingServer: false,
          timeout: 240_000,
          stdout: 'pipe' as const,
          stderr: 'pipe' as const,
          env: mainServerEnv,
        }
      : {
          // Exactly the README's start command, with no NODE_ENV: server.js must pick production by itself.
          command: 'npm start',
          url: `${baseURL}/api/health`,
          reuseExistingServer: false,
          timeout: 120_000,
          stdout: 'pipe' as const,
          stderr: 'pipe' as const,
          env: { PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: `file:${databaseFile}`, ...mainServerEnv },
        },
    {
      // The same build with Stripe keys: the paid-claim journeys run the real Stripe SDK path against MSW's fake
      // Stripe, loaded into the server process (tests/mocks/stripe-preload.ts).
      command: 'node --import tsx --import ./tests/mocks/stripe-preload.ts server.js',
      url: `${STRIPE_BASE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(stripePort),
        HOST: '127.0.0.1',
        DATABASE_URL: `file:${stripeDatabaseFile}`,
        SEED_DEMO_DATA: 'true',
        SESSION_SECRET: 'e2e-session-secret-that-is-long-enough-0123456789',
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        AUTH_RATE_LIMIT: '1000',
        MUTATION_RATE_LIMIT: '100000',
        STRIPE_SECRET_KEY: 'sk_test_e2e',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
        STRIPE_WEBHOOK_SECRET: 'whsec_e2e',
        STRIPE_MOCK_CONTROL_PORT: String(process.env.STRIPE_MOCK_CONTROL_PORT),
        // This process also runs tsx and MSW's fake Stripe (the preload above), which the production server does not:
        // the paid-claim journey peaks a little over the production heap (160 MB, docs/decisions/0096) — the same peak
        // before and after this session's changes (RSS ≈ 500 MB with V8's sizing), only its base grew.
        MAX_OLD_SPACE_MB: '256',
      },
    },
  ],
})
