import { defineConfig } from 'vitest/config'
import { catalogueChunks } from './tooling/catalogue-chunks.ts'

export default defineConfig({
  // `virtual:catalogue-chunks` for modules that tests import directly (empty there, as in development).
  plugins: [catalogueChunks()],
  resolve: { tsconfigPaths: true },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/support/setup.ts'],
    globalSetup: ['tests/support/global-setup.ts'],
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
