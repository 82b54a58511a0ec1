import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter()],
  build: { target: 'es2022' },
  ssr: {
    // native and node-only drivers stay external in the server bundle
    external: ['better-sqlite3', '@libsql/client'],
  },
})
