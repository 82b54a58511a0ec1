import { createRequire } from 'node:module'
import path from 'node:path'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Alias } from 'vite'
import { catalogueChunks } from './tooling/catalogue-chunks.ts'
import { precompress } from './tooling/precompress.ts'
import { reactRouterFastPaths } from './tooling/react-router-fast-paths.ts'
import { sharedChunk } from './tooling/shared-chunk.ts'

/**
 * react-router's package exports name only its development build (remix-run/react-router#14102, still open), so a
 * production build would ship dev-only checks and warnings to the browser and run them on the server. For
 * production builds, point the bare imports at its production build and bundle react-router into the server build
 * (with @react-router/node, which imports it) so that one copy, the production one, serves both
 * (docs/decisions/0049-production-build-and-static-files.md). `react-router dev` and Vitest keep the development build.
 */
const reactRouterDist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production')
const productionReactRouter: Alias[] = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
]

export default defineConfig(({ command, mode }) => {
  const production = command === 'build' && mode === 'production'
  return {
    resolve: { tsconfigPaths: true, alias: production ? productionReactRouter : [] },
    plugins: [tailwindcss(), reactRouterFastPaths(), reactRouter(), catalogueChunks(), sharedChunk(), precompress()],
    build: { target: 'es2022' },
    ssr: {
      // native and node-only drivers stay external in the server bundle
      external: ['better-sqlite3', '@libsql/client'],
      // react-router's own cookie (1.x) sits in its nested node_modules, not the top-level one (0.7): bundle it from there.
      noExternal: production ? ['react-router', '@react-router/node', 'remix-i18next', 'cookie', 'set-cookie-parser'] : [],
    },
  }
})
