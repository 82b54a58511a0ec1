import { data, Link, useLocation } from 'react-router'
import { metaT, useIntlLocale, useTranslation } from '~/browser/i18n-react'
import { AdminPager, AdminSearch } from '~/components/admin/admin-list'
import { StatusBadge } from '~/components/admin/moderation'
import { buttonClasses } from '~/components/ui/button'
import type { OutboxState } from '~/domain/notifications'
import { adminFrom } from '~/server/context'
import { parseId } from '~/server/http.server'
import { mailConfig } from '~/server/mail/config.server'
import { DomainError } from '~/shared/errors'
import { formatCount } from '~/shared/format'
import type { I18nHandle } from '~/shared/i18n'
import { adminListQuery } from '~/services/moderation.server'
import { listOutboxForAdmin, outboxMessageForAdmin } from '~/models/notifications.server'
import type { Route } from './+types/outbox'

/**
 * /admin/outbox (issue 40, docs/decisions/0102-mail-outbox.md): every e-mail the platform queued, newest first —
 * recipient, subject, state, attempts, the last SMTP error — and, with `?view={id}`, the e-mail rendered as its
 * recipient gets it, less its tokens (an admin cannot use a member's verification, reset or unsubscribe link). Without SMTP_URL the page says e-mail is not configured: nothing leaves the outbox. Links only,
 * so it works without JavaScript.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = adminFrom(context)
  const page = await listOutboxForAdmin(admin, adminListQuery(request))
  const viewId = parseId(new URL(request.url).searchParams.get('view') ?? undefined)
  let view = null
  if (viewId !== null) {
    const row = await outboxMessageForAdmin(admin, viewId).catch((error: unknown) => {
      if (error instanceof DomainError) throw data({ message: error.message }, { status: error.status })
      throw error
    })
    const { renderOutboxMessage } = await import('~/server/mail/render.server')
    const mail = await renderOutboxMessage(row, mailConfig().origin, { forAdmin: true })
    view = { id: row.id, recipient: row.recipient, subject: mail.subject, html: mail.html, text: mail.text }
  }
  return { page, view }
}

export const handle = { i18n: ['admin'] } satisfies I18nHandle

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches, 'admin')('section.outbox')} | ${metaT(matches, 'common')('site.name')}` }]
}

const TONES: Record<OutboxState, 'green' | 'gray' | 'red' | 'amber'> = {
  queued: 'amber',
  sending: 'amber',
  sent: 'green',
  failed: 'red',
}

const SEPARATOR = ' \u00B7 '

export default function Outbox({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('admin')
  const locale = useIntlLocale()
  const location = useLocation()
  const { page, view } = loaderData
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })
  const viewHref = (id: number | null) => {
    const search = new URLSearchParams(location.search)
    if (id === null) search.delete('view')
    else search.set('view', String(id))
    const text = search.toString()
    return text ? `?${text}` : '?'
  }
  const count = (n: number) => formatCount(n, locale)
  return (
    <>
      {page.configured ? null : (
        <p role="status" className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {t('outbox.notConfigured')}
        </p>
      )}
      <p className="mb-4 text-sm text-gray-600">
        {t('outbox.counts', {
          queued: count(page.counts.queued),
          sending: count(page.counts.sending),
          sent: count(page.counts.sent),
          failed: count(page.counts.failed),
        })}
      </p>
      {view ? (
        <section aria-labelledby="outbox-view" className="mb-6 rounded-xl border border-gray-200 bg-white p-4">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <h2 id="outbox-view" className="font-semibold break-words text-gray-900">
                {view.subject}
              </h2>
              <p className="text-sm break-all text-gray-600">{view.recipient}</p>
            </div>
            <Link to={viewHref(null)} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
              {t('outbox.close')}
            </Link>
          </div>
          <h3 className="mt-4 text-sm font-medium text-gray-700">{t('outbox.body')}</h3>
          {/* The e-mail's own document, sandboxed: no script, no navigation of this page. */}
          <iframe title={t('outbox.body')} sandbox="" srcDoc={view.html} className="mt-2 h-96 w-full rounded-md border border-gray-200" />
          <h3 className="mt-4 text-sm font-medium text-gray-700">{t('outbox.text')}</h3>
          <pre className="mt-2 max-h-64 overflow-auto rounded-md bg-gray-50 p-3 text-xs break-words whitespace-pre-wrap text-gray-800">
            {view.text}
          </pre>
        </section>
      ) : null}
      <AdminSearch q={page.q} label={t('outbox.search')} placeholder={t('outbox.searchPlaceholder')} />
      <ul className="mt-4 divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
        {page.items.map((message) => (
          <li key={message.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
            <div className="min-w-0">
              <p className="font-medium break-words text-gray-900">{message.subject}</p>
              <p className="text-sm break-all text-gray-600">
                {message.recipient}
                {SEPARATOR}
                {`${dateTime.format(message.createdAt)} UTC`}
                {SEPARATOR}
                {t('outbox.attempts', { n: count(message.attempts) })}
                {message.state === 'queued' && message.attempts > 0 ? (
                  <>
                    {SEPARATOR}
                    {t('outbox.nextAttempt', { at: `${dateTime.format(message.nextAttemptAt)} UTC` })}
                  </>
                ) : null}
                {message.sentAt ? (
                  <>
                    {SEPARATOR}
                    {t('outbox.sentAt', { at: `${dateTime.format(message.sentAt)} UTC` })}
                  </>
                ) : null}
              </p>
              {message.lastError ? (
                <p className="mt-1 text-sm break-words text-red-700">
                  {t('outbox.lastError', { error: message.lastError })}
                </p>
              ) : null}
            </div>
            <div className="flex items-center gap-2">
              <StatusBadge tone={TONES[message.state]}>{t(`outbox.state.${message.state}`)}</StatusBadge>
              <Link to={viewHref(message.id)} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
                {t('outbox.view')}
              </Link>
            </div>
          </li>
        ))}
      </ul>
      <AdminPager page={page} noun="emails" />
    </>
  )
}
