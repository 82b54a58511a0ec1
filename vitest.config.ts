import { defineConfig } from 'vitest/config'
import { catalogueChunks } from './tooling/catalogue-chunks.ts'
import LongestFirstSequencer from './tests/support/sequencer.ts'

export default defineConfig({
  // `virtual:catalogue-chunks` for modules that tests import directly (empty there, as in development).
  plugins: [catalogueChunks()],
  resolve: { tsconfigPaths: true },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/support/setup.ts'],
    globalSetup: ['tests/support/global-setup.ts'],
    pool: 'forks',
    // Vitest's default is one worker on a 2-core machine; most files wait on a server child process, so two overlap.
    maxWorkers: 2,
    // Longest files first (the recorded durations when Vitest has none), so both workers finish together: 0120.
    sequence: { sequencer: LongestFirstSequencer },
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
