import { data, Form, Link } from 'react-router'
import { metaT, useIntlLocale, useTranslation } from '~/browser/i18n-react'
import { useNotificationSentence } from '~/components/notification-sentence'
import { FormErrors } from '~/components/ui/form-errors'
import { listNotifications, markNotificationsRead } from '~/models/notification-inbox.server'
import { markReadSchema, notificationsQuerySchema } from '~/schemas/notifications'
import { signedInUser } from '~/server/context'
import { parseSubmission } from '~/server/forms.server'
import { DomainError } from '~/shared/errors'
import { formatDate } from '~/shared/format'
import type { I18nHandle } from '~/shared/i18n'
import type { Route } from './+types/notifications'

export const handle = { i18n: ['mail'] } satisfies I18nHandle

/**
 * /notifications (issue 40, signed in): what the platform told the member, newest first, each linking to what it is
 * about; marking one or all read are form posts (no JavaScript needed), the same model as POST /api/notifications/read.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser)
  const query = notificationsQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams))
  return listNotifications(user.id, query)
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = context.get(signedInUser)
  const submission = parseSubmission(await request.formData(), markReadSchema)
  if (submission.status !== 'success') return data({ errors: submission.error?.[''] ?? [] }, { status: 400 })
  try {
    await markNotificationsRead(user.id, submission.value)
    return data({ errors: [] as string[] })
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    return data({ errors: [error.message] }, { status: error.status })
  }
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches, 'mail')
  return [{ title: t('inbox.metaTitle') }]
}

export default function Notifications({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('mail')
  const sentence = useNotificationSentence()
  const locale = useIntlLocale()
  const { notifications, unread, total, offset, limit } = loaderData
  const pageLink = (from: number) => (from > 0 ? `/notifications?offset=${from}` : '/notifications')
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-gray-900">{t('inbox.title')}</h1>
        {unread > 0 ? (
          <Form method="post">
            <button
              type="submit"
              name="all"
              value="true"
              className="rounded-md border border-gray-300 px-3 py-1.5 text-sm font-medium hover:bg-gray-50"
            >
              {t('inbox.markAll')}
            </button>
          </Form>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-gray-600">{t('inbox.unread', { count: unread })}</p>
      <FormErrors errors={actionData?.errors} />
      {notifications.length === 0 ? (
        <p role="status" className="mt-8 rounded-lg border border-dashed border-gray-300 p-8 text-center text-gray-600">
          {t('inbox.empty')}
        </p>
      ) : (
        <ul className="mt-6 divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white">
          {notifications.map((item) => (
            <li key={item.id} className={`flex items-start gap-3 p-4 ${item.read ? '' : 'bg-brand-50'}`}>
              <div className="min-w-0 flex-1">
                <Link to={item.href} className="font-medium break-words text-gray-900 hover:underline">
                  {item.read ? null : <span className="sr-only">{t('inbox.unreadMark')} </span>}
                  {sentence(item)}
                </Link>
                <p className="mt-0.5 text-xs text-gray-600">
                  <time dateTime={item.createdAt}>{formatDate(item.createdAt, locale)}</time>
                </p>
              </div>
              {item.read ? null : (
                <Form method="post">
                  <button
                    type="submit"
                    name="id"
                    value={item.id}
                    className="text-sm font-medium text-brand-700 hover:underline"
                  >
                    {t('inbox.markRead')}
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
      {total > limit ? (
        <nav aria-label={t('inbox.pages')} className="mt-6 flex justify-between text-sm">
          {offset > 0 ? <Link to={pageLink(Math.max(0, offset - limit))}>{t('inbox.newer')}</Link> : <span />}
          {offset + limit < total ? <Link to={pageLink(offset + limit)}>{t('inbox.older')}</Link> : null}
        </nav>
      ) : null}
    </main>
  )
}
