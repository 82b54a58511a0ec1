import { sql } from 'drizzle-orm'
import { apiRoute, endpoint } from '~/services/api.server'
import { getDb } from '~/server/db.server'
import { healthResponse } from '~/schemas/responses'

/** GET /api/health: 200 when the database answers, 503 otherwise (the Docker HEALTHCHECK and load balancers). */
const handle = apiRoute({
  GET: endpoint({
    summary: 'Health: 200 when the database answers, 503 otherwise',
    response: healthResponse,
    errors: [503],
    handler: async () => {
      try {
        const db = await getDb()
        await db.run(sql`select 1`)
        return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } })
      } catch {
        return Response.json({ status: 'unavailable', message: 'Database is not answering' }, { status: 503 })
      }
    },
  }),
})

export { handle as loader, handle as action }
