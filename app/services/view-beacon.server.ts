import type { RouterContextProvider } from 'react-router'
import type { Viewer } from '~/models/analytics.server'
import { getUser } from './auth.server'
import { clientIp } from '~/server/context'
import { isReaderRequest } from '~/server/media-visits.server'

/**
 * The view counter's answer (docs/decisions/0111-owner-analytics.md): the pages stay HTTP-cached (decisions 0091,
 * 0100), and each carries a 1×1 image from here, which is never cached, so every view reaches the server — a repeat
 * view answered 304 by the edge or a copy served by a CDN included — and works without JavaScript. The image is the
 * same for everyone and says nothing about what was counted.
 */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')

export const VIEW_BEACON_CACHE_CONTROL = 'private, no-store, max-age=0'

export function beaconResponse(status = 200): Response {
  return new Response(status === 200 ? new Uint8Array(PIXEL) : null, {
    status,
    headers: {
      'Content-Type': 'image/gif',
      ...(status === 200 ? { 'Content-Length': String(PIXEL.length) } : {}),
      'Cache-Control': VIEW_BEACON_CACHE_CONTROL,
      'X-Robots-Tag': 'noindex',
    },
  })
}

/**
 * Who is viewing, or null when the request is not a person's view: crawlers and link previews (isbot), requests
 * without a User-Agent, prefetches and HEAD requests are not counted (as media views are, decision 0040).
 */
export async function viewerOf(request: Request, context: Readonly<RouterContextProvider>): Promise<Viewer | null> {
  if (!isReaderRequest(request)) return null
  const user = await getUser(request)
  if (user) return { user }
  return { address: clientIp(context), userAgent: request.headers.get('User-Agent') ?? '' }
}
