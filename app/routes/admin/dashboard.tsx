import { useTranslation } from '~/browser/i18n-react'
import { Link } from 'react-router'
import { formatCount } from '~/shared/format'
import { rejectPost } from '~/server/http.server'
import type { I18nHandle } from '~/shared/i18n'
import { metaT, useIntlLocale } from '~/browser/i18n-react'
import { TREND_WINDOW_DAYS } from '~/domain/admin'
import { adminStats, type Trend } from '~/models/admin.server'
import { adminFrom } from '~/server/context'
import type { Route } from './+types/dashboard'

/** /admin (001 §2): the platform's figures, each with its real 30-day trend (docs/decisions/0047-admin-panel.md). */
export async function loader({ context }: Route.LoaderArgs) {
  const admin = adminFrom(context)
  return { stats: await adminStats(admin) }
}

export const action = rejectPost

export const handle = { i18n: ['admin'] } satisfies I18nHandle

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaT(matches, 'admin')('meta.dashboard') }]
}

function TrendLine({ trend }: { trend: Trend }) {
  const { t } = useTranslation('admin')
  const locale = useIntlLocale()
  const count = formatCount(trend.current, locale)
  const label =
    trend.percent === null
      ? t('trend.new', { count, days: TREND_WINDOW_DAYS })
      : t('trend.change', { percent: `${trend.percent > 0 ? '+' : ''}${formatCount(trend.percent, locale)}`, days: TREND_WINDOW_DAYS, count })
  const tone = trend.percent === null || trend.percent === 0 ? 'text-gray-600' : trend.percent > 0 ? 'text-green-700' : 'text-red-700'
  return <p className={`mt-1 text-xs ${tone}`}>{label}</p>
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('admin')
  const locale = useIntlLocale()
  const { stats } = loaderData
  const tiles = [
    { id: 'users', label: t('stats.users'), value: stats.users, trend: stats.trends.users, to: '/admin/users' },
    { id: 'startups', label: t('stats.startups'), value: stats.startups, trend: stats.trends.startups, to: '/admin/startups' },
    { id: 'jobs', label: t('stats.jobs'), value: stats.jobs, trend: stats.trends.jobs, to: '/admin/jobs' },
    { id: 'events', label: t('stats.events'), value: stats.events, trend: stats.trends.events, to: '/admin/events' },
    { id: 'bookings', label: t('stats.bookings'), value: stats.bookings, trend: stats.trends.bookings, to: '/admin/bookings' },
    { id: 'pendingClaims', label: t('stats.pendingClaims'), value: stats.pendingClaims, to: '/admin/profile-claims' },
    { id: 'pendingApplications', label: t('stats.pendingApplications'), value: stats.pendingApplications, to: '/admin/programs' },
  ]
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {tiles.map((tile) => (
        <li key={tile.id} className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
          <Link to={tile.to} className="text-sm font-medium text-gray-600 hover:text-brand-700 hover:underline">
            {tile.label}
          </Link>
          <p className="mt-2 text-3xl font-bold text-gray-900" data-stat={tile.label}>
            {formatCount(tile.value, locale)}
          </p>
          {tile.trend ? <TrendLine trend={tile.trend} /> : <p className="mt-1 text-xs text-gray-600">{t('stats.waiting')}</p>}
        </li>
      ))}
    </ul>
  )
}
