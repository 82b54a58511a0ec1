import type { RequestHandler } from 'msw'

/** Third-party HTTP the app calls (Stripe, later) is answered here in tests; the app keeps its real SDK path. */
export const handlers: RequestHandler[] = []
