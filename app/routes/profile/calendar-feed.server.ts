import { createCookieSessionStorage, data } from 'react-router'
import type { CalendarFeedAnswer, CalendarFeedView } from '~/components/calendar-feed-section'
import { DomainError } from '~/shared/errors'
import type { TFunction } from 'i18next'
import { parseSubmission } from '~/server/forms.server'
import { getSessionSecret } from '~/server/session-secret.server'
import { siteOrigin } from '~/server/site-origin.server'
import { redirectWithToast } from '~/server/toast.server'
import { hashSecretToken } from '~/server/secret-token.server'
import {
  feedUrls,
  getCalendarFeedStatus,
  issueCalendarFeed,
  revokeCalendarFeed,
} from '~/models/calendar-feed.server'
import { CHOOSE_MODE, calendarFeedSchema } from '~/schemas/calendar-feed'

/**
 * /profile's Calendar feed section, server side (docs/decisions/0052-calendar-feed.md). The database keeps only the
 * token's hash, so a new feed's address travels once, in a short-lived signed flash cookie, from the action that
 * made it to the page the redirect lands on — with or without JavaScript — and is never put in a URL.
 */
export const CALENDAR_FEED_INTENTS = ['calendar-feed', 'revoke-calendar-feed'] as const

const TOKEN_KEY = 'token'
let storage: ReturnType<typeof createCookieSessionStorage<Record<string, never>, { [TOKEN_KEY]: string }>> | undefined
function flashStorage() {
  storage ??= createCookieSessionStorage<Record<string, never>, { [TOKEN_KEY]: string }>({
    cookie: { name: 'sa_calendar_feed', httpOnly: true, sameSite: 'lax', path: '/', maxAge: 600, secrets: [getSessionSecret()] },
  })
  return storage
}

const isSecure = (request: Request) => new URL(request.url).protocol === 'https:'

/** What the section shows, and the header that consumes the flash when there was one. */
export async function loadCalendarFeed(request: Request, userId: number): Promise<{ view: CalendarFeedView; headers?: Headers }> {
  const session = await flashStorage().getSession(request.headers.get('Cookie'))
  const token = session.get(TOKEN_KEY)
  const feed = await getCalendarFeedStatus(userId)
  const view: CalendarFeedView = {
    exists: feed !== null,
    createdAt: feed?.createdAt.toISOString() ?? null,
    // Only the address of the feed as it stands: a flash left over from a regenerated or revoked feed shows nothing.
    fresh: feed && token && hashSecretToken(token) === feed.tokenHash ? feedUrls(token, siteOrigin(request)) : null,
  }
  if (!token) return { view }
  return {
    view,
    headers: new Headers({ 'Set-Cookie': await flashStorage().destroySession(session, { secure: isSecure(request) }) }),
  }
}

function refusal(status: number, message: string) {
  return data({ form: 'calendar-feed', message } satisfies CalendarFeedAnswer, { status })
}

/**
 * The section's two intents: make (or remake) the feed, and revoke it. Refusals come back with their 4xx and the
 * model's English message (the page shows it in the reader's language); toasts are in the request's language (`t`,
 * the route's `getT(context, 'profile')`).
 */
export async function calendarFeedAction(
  request: Request,
  userId: number,
  intent: string,
  formData: FormData,
  t: TFunction<'profile'>,
) {
  try {
    if (intent === 'revoke-calendar-feed') {
      await revokeCalendarFeed(userId)
      return redirectWithToast(request, '/profile', {
        title: t('calendarFeed.toast.revoked'),
        description: t('calendarFeed.toast.revokedDescription'),
      })
    }
    const submission = parseSubmission(formData, calendarFeedSchema)
    if (submission.status !== 'success') return refusal(400, CHOOSE_MODE)
    const feed = await issueCalendarFeed(userId, submission.value)
    const session = await flashStorage().getSession()
    session.flash(TOKEN_KEY, feed.token)
    const headers = new Headers({ 'Set-Cookie': await flashStorage().commitSession(session, { secure: isSecure(request) }) })
    return redirectWithToast(
      request,
      '/profile',
      {
        title:
          submission.value.mode === 'regenerate' ? t('calendarFeed.toast.regenerated') : t('calendarFeed.toast.created'),
        description: t('calendarFeed.toast.copyNow'),
      },
      { headers },
    )
  } catch (error) {
    if (error instanceof DomainError) return refusal(error.status, error.message)
    throw error
  }
}
