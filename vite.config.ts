import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { catalogueChunks } from './tooling/catalogue-chunks.ts'
import { precompress } from './tooling/precompress.ts'
import { sharedChunk } from './tooling/shared-chunk.ts'

export default defineConfig(() => {
  return {
    resolve: { tsconfigPaths: true },
    plugins: [tailwindcss(), reactRouter(), catalogueChunks(), sharedChunk(), precompress()],
    build: { target: 'es2022' },
    ssr: {
      // native and node-only drivers stay external in the server bundle
      external: ['better-sqlite3', '@libsql/client'],
      // Bundled, not loaded from node_modules at every start. drizzle-orm: Node parses its 179 KB package.json exports
      // map again for each of its ~110 modules, about 0.4 s of CPU and 80 MB of garbage at every boot
      // (docs/decisions/0096-server-memory-and-cold-start.md). zod, Conform and Radix with the small packages Radix
      // imports: ~210 of the ~600 modules a start resolves and loads one by one, ~0.1–0.2 s of its CPU
      // (docs/decisions/0112-lighthouse-and-cold-start.md). Only packages that share no state with an external one:
      // React, React DOM and React Router stay external (one copy of each, as the framework expects).
      noExternal: [
        'drizzle-orm',
        'zod',
        /^@conform-to\//,
        'radix-ui',
        /^@radix-ui\//,
        /^react-remove-scroll/,
        'use-callback-ref',
        'use-sidecar',
        'react-style-singleton',
        /^@floating-ui\//,
        'aria-hidden',
      ],
    },
  }
})
