import { and, eq } from 'drizzle-orm'
import { generatedLogoSvg } from '~/server/generated-logo.server'
import { isInlineLogoType } from '~/shared/startup-logo'
import { getDb } from '~/server/db.server'
import { startups } from '../../db/schema'
import type { Route } from './+types/startup-logo'

/**
 * GET /startup/{id}/logo: a startup's inline (base64) logo as an image, for list pages, which link to it instead of
 * writing its bytes into every card (docs/decisions/0050-what-list-pages-send.md); for a startup that has uploaded
 * none, its generated mark, drawn from its name (docs/decisions/0145-generated-logos-drawn-not-stored.md). Under its
 * fingerprint (`?v=`) it never changes, so browsers keep it; served so that nothing in it can run (sandboxing CSP,
 * nosniff from the edge).
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const id = /^\d{1,10}$/.test(params.id) ? Number(params.id) : null
  if (id === null) return notFound()
  const db = await getDb()
  const [row] = await db
    .select({ name: startups.name, data: startups.logoData, type: startups.logoType })
    .from(startups)
    .where(and(eq(startups.id, id), eq(startups.isActive, true)))
  if (!row) return notFound()
  const { type, bytes } =
    row.data && isInlineLogoType(row.type)
      ? { type: row.type, bytes: Buffer.from(row.data, 'base64') }
      : { type: 'image/svg+xml', bytes: Buffer.from(generatedLogoSvg(row.name)) }
  const versioned = new URL(request.url).searchParams.has('v')
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': type,
      'Content-Length': String(bytes.length),
      'Content-Security-Policy': "sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline'",
      'Cache-Control': versioned ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
    },
  })
}

function notFound() {
  return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}
