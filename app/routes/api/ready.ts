import { apiRoute, endpoint } from '~/services/api.server'
import { isReady } from '~/server/readiness.server'
import { readyResponse } from '~/schemas/responses'

/**
 * GET /api/ready: readiness (issue 45, docs/decisions/0133-operations.md) — 200 once the boot finished and while the
 * database answers a `select 1` within a second; 503 while starting, draining on SIGTERM, or when the database does
 * not answer. Load balancers and orchestrators send traffic by it; /api/health stays the liveness check.
 */
const handle = apiRoute({
  GET: endpoint({
    summary: 'Readiness: 200 when this instance should receive requests, 503 while starting, draining or without its database',
    response: readyResponse,
    errors: [503],
    handler: async () => {
      const readiness = await isReady()
      if (readiness.ready) return Response.json({ status: 'ready' }, { headers: { 'Cache-Control': 'no-store' } })
      const message = {
        starting: 'Starting: the database is being prepared',
        draining: 'Shutting down: finishing the requests in flight',
        database: 'Database is not answering',
      }[readiness.reason]
      return Response.json(
        { status: 'unavailable', reason: readiness.reason, message },
        { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '1' } },
      )
    },
  }),
})

export { handle as loader, handle as action }
