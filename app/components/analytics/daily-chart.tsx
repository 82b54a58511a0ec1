import { useId } from 'react'
import { useIntlLocale, useTranslation } from '~/browser/i18n-react'
import { barChart } from '~/shared/bar-chart'
import { formatCount, formatDate } from '~/shared/format'

export interface DailyPoint {
  date: string
  count: number
}

/**
 * A day-by-day count as an inline SVG bar chart, drawn on the server from `barChart` (no chart script): the SVG is an
 * image with a title and a description that states the figures, scales to its box (fits a 390 px phone), and the
 * figures themselves follow in a table that opens without JavaScript (`<details>`).
 */
export function DailyChart({ days, title, countLabel }: { days: readonly DailyPoint[]; title: string; countLabel: string }) {
  const { t } = useTranslation('manage')
  const locale = useIntlLocale()
  const id = useId()
  const geometry = barChart({ values: days.map((day) => day.count), width: 480, height: 160 })
  const total = days.reduce((sum, day) => sum + day.count, 0)
  const peak = days.reduce<DailyPoint | null>((best, day) => (day.count > (best?.count ?? 0) ? day : best), null)
  const description = peak
    ? t('analytics.chartDesc', { total: formatCount(total, locale), peak: formatCount(peak.count, locale), date: formatDate(peak.date, locale) })
    : t('analytics.chartEmpty')
  const { plot } = geometry
  const first = days[0]
  const last = days.at(-1)
  return (
    <div className="min-w-0 max-w-xl">
      {/* The caption closes the figure (first or last in it); the table of figures follows it. */}
      <figure>
        <svg
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
          viewBox={`0 0 ${geometry.width} ${geometry.height}`}
          className="h-auto w-full max-w-full text-brand-600"
          data-chart-total={total}
        >
          <title id={`${id}-title`}>{title}</title>
          <desc id={`${id}-desc`}>{description}</desc>
          {geometry.ticks.map((tick) => (
            <g key={tick.value}>
              <line x1={plot.left} x2={plot.right} y1={tick.y} y2={tick.y} stroke="#e5e7eb" strokeWidth={1} />
              <text x={plot.left - 4} y={tick.y + 4} textAnchor="end" fontSize={12} fill="#6b7280">
                {formatCount(tick.value, locale)}
              </text>
            </g>
          ))}
          {geometry.bars.map((bar) => (
            <rect key={bar.index} x={bar.x} y={bar.y} width={bar.width} height={bar.height} fill="currentColor" rx={1}>
              <title>{`${formatDate(days[bar.index]!.date, locale)}: ${formatCount(bar.value, locale)}`}</title>
            </rect>
          ))}
          {first ? (
            <text x={plot.left} y={geometry.height - 4} fontSize={12} fill="#6b7280">
              {formatDate(first.date, locale)}
            </text>
          ) : null}
          {last ? (
            <text x={plot.right} y={geometry.height - 4} textAnchor="end" fontSize={12} fill="#6b7280">
              {formatDate(last.date, locale)}
            </text>
          ) : null}
        </svg>
        <figcaption className="mt-1 text-sm text-gray-600">{description}</figcaption>
      </figure>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-brand-700">{t('analytics.showFigures')}</summary>
        <table className="mt-2 w-full max-w-xs text-left">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 font-medium">
                {t('analytics.date')}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {countLabel}
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date} className="border-t border-gray-100">
                <td className="py-1">
                  <time dateTime={day.date}>{formatDate(day.date, locale)}</time>
                </td>
                <td className="py-1 text-right tabular-nums">{formatCount(day.count, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  )
}
