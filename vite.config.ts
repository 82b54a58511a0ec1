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
      // drizzle-orm is bundled: loaded from node_modules, Node parses its 179 KB package.json exports map again for
      // each of its ~110 modules, about 0.4 s of CPU and 80 MB of garbage at every boot
      // (docs/decisions/0096-server-memory-and-cold-start.md).
      noExternal: ['drizzle-orm'],
    },
  }
})
