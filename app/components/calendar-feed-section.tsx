import { useEffect, useRef } from 'react'
import { useTranslation } from '~/browser/i18n-react'
import { Form, useNavigation } from 'react-router'
import { showToast } from '~/browser/toasts'
import { buttonClasses } from '~/components/ui/button'
import { formatDate } from '~/shared/format'
import { useIntlLocale, useMessage } from '~/browser/i18n-react'

/** What /profile's loader tells the section (docs/decisions/0052-calendar-feed.md). */
export interface CalendarFeedView {
  exists: boolean
  /** ISO 8601. */
  createdAt: string | null
  /** The address, only on the page load right after it was made (the database keeps only its hash). */
  fresh: { url: string; webcalUrl: string } | null
}

/** A refused post (409 a second feed, 404 none to revoke, 400 a bad mode), back to the page with its status. */
export interface CalendarFeedAnswer {
  form: 'calendar-feed'
  message: string
}

const card = 'rounded-xl border border-gray-200 bg-white p-5 shadow-sm'

/** Shows a refusal as a toast too (with JavaScript), once per answer. */
function useRefusalToast(answer: CalendarFeedAnswer | undefined, text: string | undefined) {
  const { t } = useTranslation()
  const shown = useRef<CalendarFeedAnswer | undefined>(undefined)
  useEffect(() => {
    if (!answer || shown.current === answer) return
    shown.current = answer
    showToast({ title: t('Error'), description: text, type: 'error' })
  }, [answer, text, t])
}

/**
 * The member's personal calendar feed on /profile: create it; once made, its address (and a webcal:// link that
 * subscribes in one click) is shown once; regenerate (the old address stops working) or revoke it. Plain form posts
 * that work without JavaScript; with it they submit in place.
 */
export function CalendarFeedSection({ feed, answer }: { feed: CalendarFeedView; answer?: CalendarFeedAnswer }) {
  const { t } = useTranslation('profile')
  const message = useMessage()
  const locale = useIntlLocale()
  const refusal = answer ? message(answer.message) : undefined
  useRefusalToast(answer, refusal)
  const navigation = useNavigation()
  const pending = navigation.state !== 'idle' && navigation.formMethod === 'POST' ? navigation.formData : undefined
  const pendingIntent = pending?.get('intent')
  const creating = pendingIntent === 'calendar-feed' && pending?.get('mode') !== 'regenerate'
  const regenerating = pendingIntent === 'calendar-feed' && pending?.get('mode') === 'regenerate'
  const revoking = pendingIntent === 'revoke-calendar-feed'
  const busy = creating || regenerating || revoking

  return (
    <section id="calendar-feed" aria-labelledby="calendar-feed-heading" className={card}>
      <h2 id="calendar-feed-heading" className="text-lg font-semibold text-gray-900">
        {t('calendarFeed.heading')}
      </h2>
      <p className="mt-1 text-sm text-gray-600">
        {t('calendarFeed.intro')}
      </p>
      {answer ? (
        <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-800">
          {refusal}
        </p>
      ) : null}

      {feed.fresh ? (
        <div className="mt-4 space-y-3 rounded-lg border border-brand-200 bg-brand-50 p-4">
          <label htmlFor="calendar-feed-url" className="block text-sm font-semibold text-gray-900">
            {t('calendarFeed.address')}
          </label>
          <input
            id="calendar-feed-url"
            readOnly
            value={feed.fresh.url}
            onFocus={(event) => event.currentTarget.select()}
            className="w-full min-w-0 rounded-md border border-gray-300 bg-white px-3 py-2 font-mono text-sm text-gray-900"
          />
          <p className="text-sm text-gray-700">
            {t('calendarFeed.copyNow')}
          </p>
          <a href={feed.fresh.webcalUrl} className={buttonClasses({ size: 'sm' })}>
            {t('calendarFeed.subscribe')}
          </a>
        </div>
      ) : feed.exists ? (
        <p className="mt-4 text-sm text-gray-700">
          {feed.createdAt
            ? t('calendarFeed.activeSince', { date: formatDate(feed.createdAt, locale) })
            : t('calendarFeed.active')}
        </p>
      ) : null}

      <div className="mt-4 flex flex-wrap gap-2">
        {feed.exists ? (
          <>
            <Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value="calendar-feed" />
              <button type="submit" name="mode" value="regenerate" disabled={busy} className={buttonClasses({ variant: 'outline' })}>
                {regenerating ? t('calendarFeed.regenerating') : t('calendarFeed.regenerate')}
              </button>
            </Form>
            <Form method="post" preventScrollReset>
              <button
                type="submit"
                name="intent"
                value="revoke-calendar-feed"
                disabled={busy}
                className={buttonClasses({ variant: 'outline', className: 'border-red-300 text-red-700 hover:bg-red-50' })}
              >
                {revoking ? t('calendarFeed.revoking') : t('calendarFeed.revoke')}
              </button>
            </Form>
          </>
        ) : (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="calendar-feed" />
            <button type="submit" name="mode" value="create" disabled={busy} className={buttonClasses()}>
              {creating ? t('calendarFeed.creating') : t('calendarFeed.create')}
            </button>
          </Form>
        )}
      </div>
    </section>
  )
}
