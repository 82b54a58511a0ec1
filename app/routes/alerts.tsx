import { Link } from 'react-router'
import { metaT, useIntlLocale, useTranslation } from '~/browser/i18n-react'
import type { DigestItem } from '~/domain/alerts'
import { alertsOf } from '~/models/alerts.server'
import { signedInUser } from '~/server/context'
import { formatDate } from '~/shared/format'
import type { I18nHandle } from '~/shared/i18n'
import type { Route } from './+types/alerts'

export const handle = { i18n: ['mail'] } satisfies I18nHandle

/**
 * /alerts (issue 43, signed in): what the member's saved searches and follows found — what waits for the next digest
 * and the last digests, each item linking to its page. The same model as GET /api/alerts; the digest notification and
 * e-mail link here.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return alertsOf(context.get(signedInUser))
}

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaT(matches, 'mail')('alerts.metaTitle') }]

function AlertList({ items }: { items: DigestItem[] }) {
  const { t } = useTranslation('mail')
  return (
    <ul className="mt-3 divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white">
      {items.map((item) => (
        <li key={`${item.type}-${item.id}`} className="p-4">
          <p className="text-xs font-medium tracking-wide text-gray-500 uppercase">{t(`alert-digest.type.${item.type}`)}</p>
          <Link to={item.path} className="font-medium break-words text-gray-900 hover:underline">
            {item.title}
          </Link>
          {item.detail ? <p className="text-sm text-gray-600">{item.detail}</p> : null}
        </li>
      ))}
    </ul>
  )
}

export default function Alerts({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('mail')
  const locale = useIntlLocale()
  const { frequency, pending, digests } = loaderData
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold text-gray-900">{t('alerts.title')}</h1>
      <p className="mt-1 text-sm text-gray-600">
        {t(`alerts.intro.${frequency}`)}{' '}
        <Link to="/profile#email-prefs-heading" className="text-brand-700 underline">
          {t('alerts.change')}
        </Link>
      </p>
      {pending.length === 0 && digests.length === 0 ? (
        <div role="status" className="mt-8 rounded-lg border border-dashed border-gray-300 p-8 text-center text-gray-600">
          <p>{t('alerts.empty')}</p>
          <p className="mt-3 flex flex-wrap justify-center gap-4 text-sm">
            <Link to="/discover" className="text-brand-700 underline">
              {t('alerts.discover')}
            </Link>
            <Link to="/talent-hub" className="text-brand-700 underline">
              {t('alerts.jobs')}
            </Link>
          </p>
        </div>
      ) : null}
      {pending.length > 0 ? (
        <section aria-labelledby="alerts-pending" className="mt-8">
          <h2 id="alerts-pending" className="text-lg font-semibold text-gray-900">
            {t('alerts.pending')}
          </h2>
          <AlertList items={pending} />
        </section>
      ) : null}
      {digests.map((digest) => (
        <section key={digest.id} id={`digest-${digest.id}`} aria-labelledby={`digest-${digest.id}-title`} className="mt-8">
          <h2 id={`digest-${digest.id}-title`} className="text-lg font-semibold text-gray-900">
            {t('alerts.digest', { date: formatDate(digest.createdAt, locale) })}
          </h2>
          <AlertList items={digest.items} />
        </section>
      ))}
    </main>
  )
}
