declare module 'react-router' {
  interface AppLoadContext {
    /** The client's address as the HTTP edge sees it (TRUST_PROXY decides whether X-Forwarded-For counts). */
    clientIp?: string
    /** This response's Content-Security-Policy nonce, for React Router's inline scripts (app/edge/app.server.ts). */
    cspNonce?: string
  }
}

export {}
