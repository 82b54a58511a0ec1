import { isbot } from 'isbot'
import { createCookie } from 'react-router'

/**
 * "Each view counts once per visit (bots excluded)" (docs/decisions/0040-media.md). A visit is what web analytics
 * call a session: it ends after 30 minutes without reading an article. The browser keeps the ids of the articles it
 * has read in this visit in a small cookie, refreshed on each article; an article already in it is not counted
 * again. Crawlers and link previews (isbot), requests without a User-Agent, prefetches and HEAD requests never count.
 * A visitor who clears the cookie starts a new visit, which is what a new visit is.
 */
const VISIT_MS = 30 * 60 * 1000
/** The cookie keeps the newest ids only: a visit that reads more than this may count an early one twice. */
const VISIT_MAX_IDS = 50

const visitCookie = createCookie('sa_visit', {
  path: '/media',
  httpOnly: true,
  sameSite: 'lax',
  maxAge: VISIT_MS / 1000,
})

async function readVisit(request: Request): Promise<number[]> {
  try {
    const value: unknown = await visitCookie.parse(request.headers.get('Cookie'))
    return Array.isArray(value) ? value.filter((id): id is number => Number.isSafeInteger(id) && id > 0) : []
  } catch {
    return []
  }
}

/** Whether this request is a person opening the page (not a bot, a prefetch or a HEAD). */
export function isReaderRequest(request: Request): boolean {
  if (request.method !== 'GET') return false
  const purpose = request.headers.get('Sec-Purpose') ?? request.headers.get('Purpose') ?? ''
  if (/prefetch|prerender/i.test(purpose)) return false
  const agent = request.headers.get('User-Agent')
  return Boolean(agent) && !isbot(agent)
}

/**
 * Whether this view of article `id` is the first in the visit, and the Set-Cookie header that records it (and
 * extends the visit). Both null for requests that are not a reader's.
 */
export async function visitOf(
  request: Request,
  id: number,
): Promise<{ firstView: boolean; setCookie: string | null }> {
  if (!isReaderRequest(request)) return { firstView: false, setCookie: null }
  const seen = await readVisit(request)
  const firstView = !seen.includes(id)
  const next = [...seen.filter((seenId) => seenId !== id), id].slice(-VISIT_MAX_IDS)
  const secure = new URL(request.url).protocol === 'https:'
  return { firstView, setCookie: await visitCookie.serialize(next, { secure }) }
}
