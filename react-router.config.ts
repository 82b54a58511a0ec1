import type { Config } from '@react-router/dev/config'

export default {
  ssr: true,
  future: {
    // Guards run once, before every loader and action below them (the signed-in and admin layouts).
    v8_middleware: true,
  },
} satisfies Config
