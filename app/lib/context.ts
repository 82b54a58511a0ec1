declare module 'react-router' {
  interface AppLoadContext {
    /** The client's address as server.js sees it (used for per-IP rate limits). */
    clientIp?: string
  }
}

export {}
