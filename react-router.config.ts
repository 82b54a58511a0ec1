import type { Config } from '@react-router/dev/config'

export default {
  ssr: true,
  future: {
    // Guards run once, before every loader and action below them (the signed-in and admin layouts).
    v8_middleware: true,
    // React Router v8 behaviour, adopted now (docs/decisions/0025-build-and-process.md).
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config
