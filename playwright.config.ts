import { execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'

// Pick the server's port once, in the main process; workers inherit the environment and share it.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
]).toString()
const port = Number(process.env.E2E_PORT)
const baseURL = `http://127.0.0.1:${port}`

// A fresh database per run: the server migrates and seeds the demo data on first start.
const databaseFile = path.resolve('.cache/e2e', `app-${port}.db`)
if (!process.env.E2E_DATABASE_READY) {
  for (const suffix of ['', '-wal', '-shm']) rmSync(databaseFile + suffix, { force: true })
  process.env.E2E_DATABASE_READY = '1'
}

export const E2E_ADMIN = { email: 'admin@e2e.startup.asia', password: 'e2e-admin-password' }

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
  use: { baseURL, trace: 'retain-on-failure' },
  projects: [
    { name: 'js', use: { ...chromium, javaScriptEnabled: true } },
    { name: 'no-js', use: { ...chromium, javaScriptEnabled: false } },
  ],
  webServer: {
    // Exactly the README's start command, with no NODE_ENV: server.js must pick production by itself.
    command: 'npm start',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${databaseFile}`,
      SEED_DEMO_DATA: 'true',
      SESSION_SECRET: 'e2e-session-secret-that-is-long-enough-0123456789',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      AUTH_RATE_LIMIT: '1000',
      MUTATION_RATE_LIMIT: '100000',
    },
  },
})
