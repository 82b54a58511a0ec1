import { sql } from 'drizzle-orm'
import { methodNotAllowed } from '~/lib/api.server'
import { getDb } from '~/lib/db.server'
import type { Route } from './+types/health'

export async function loader(_: Route.LoaderArgs) {
  try {
    const db = await getDb()
    await db.run(sql`select 1`)
    return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } })
  } catch {
    return Response.json({ status: 'unavailable', message: 'Database is not answering' }, { status: 503 })
  }
}

export function action() {
  return methodNotAllowed(['GET'])
}
