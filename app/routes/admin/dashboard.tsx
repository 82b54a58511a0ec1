import { Link } from 'react-router'
import { formatCount } from '~/lib/format'
import { rejectPost } from '~/lib/http.server'
import { TREND_WINDOW_DAYS } from '~/domain/admin'
import { adminStats, type Trend } from '~/models/admin.server'
import type { Route } from './+types/dashboard'

/** /admin (001 §2): the platform's figures, each with its real 30-day trend (docs/decisions/0047-admin-panel.md). */
export async function loader() {
  return { stats: await adminStats() }
}

export const action = rejectPost

export function meta() {
  return [{ title: 'Admin Dashboard | Startup Asia' }]
}

function TrendLine({ trend }: { trend: Trend }) {
  const label =
    trend.percent === null
      ? `${formatCount(trend.current)} new in the last ${TREND_WINDOW_DAYS} days`
      : `${trend.percent > 0 ? '+' : ''}${trend.percent}% vs the previous ${TREND_WINDOW_DAYS} days (${formatCount(trend.current)} new)`
  const tone = trend.percent === null || trend.percent === 0 ? 'text-gray-600' : trend.percent > 0 ? 'text-green-700' : 'text-red-700'
  return <p className={`mt-1 text-xs ${tone}`}>{label}</p>
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { stats } = loaderData
  const tiles = [
    { label: 'Total Users', value: stats.users, trend: stats.trends.users, to: '/admin/users' },
    { label: 'Startups', value: stats.startups, trend: stats.trends.startups, to: '/admin/startups' },
    { label: 'Jobs', value: stats.jobs, trend: stats.trends.jobs, to: '/admin/jobs' },
    { label: 'Events', value: stats.events, trend: stats.trends.events, to: '/admin/events' },
    { label: 'Bookings', value: stats.bookings, trend: stats.trends.bookings, to: '/admin/bookings' },
    { label: 'Pending Claims', value: stats.pendingClaims, to: '/admin/profile-claims' },
    { label: 'Pending Applications', value: stats.pendingApplications, to: '/admin/programs' },
  ]
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {tiles.map((tile) => (
        <li key={tile.label} className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
          <Link to={tile.to} className="text-sm font-medium text-gray-600 hover:text-brand-700 hover:underline">
            {tile.label}
          </Link>
          <p className="mt-2 text-3xl font-bold text-gray-900" data-stat={tile.label}>
            {formatCount(tile.value)}
          </p>
          {tile.trend ? <TrendLine trend={tile.trend} /> : <p className="mt-1 text-xs text-gray-600">Waiting for review</p>}
        </li>
      ))}
    </ul>
  )
}
