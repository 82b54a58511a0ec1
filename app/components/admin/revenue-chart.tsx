import { useId } from 'react'
import { useIntlLocale, useTranslation } from '~/browser/i18n-react'
import { barChart } from '~/shared/bar-chart'
import { formatMonth } from '~/shared/format'
import { formatMinor, formatMinorCompact } from './revenue-format'

export interface RevenueChartPoint {
  month: string
  mrrMinor: number
  revenueMinor: number
}

const monthLabel = (month: string, locale: string) => formatMonth(Number(month.slice(0, 4)), Number(month.slice(5, 7)), locale)

/**
 * MRR (bars) and revenue (a line) per month as an inline SVG drawn on the server from `barChart` (no chart script,
 * no library): an image with a title and a description stating the figures; the page's table holds every number.
 * Drawing uses plain numbers for coordinates only — the amounts written are the exact minor units, formatted by Intl.
 */
export function RevenueChart({ points, currency }: { points: readonly RevenueChartPoint[]; currency: string }) {
  const { t } = useTranslation('admin')
  const locale = useIntlLocale()
  const id = useId()
  const geometry = barChart({
    values: points.map((point) => point.mrrMinor),
    scaleAtLeast: Math.max(0, ...points.map((point) => point.revenueMinor)),
    width: 640,
    height: 220,
  })
  const { plot } = geometry
  const plotHeight = plot.bottom - plot.top
  const round = (value: number) => Math.round(value * 100) / 100
  const dots = geometry.bars.map((bar, index) => ({
    x: round(bar.x + bar.width / 2),
    y: round(plot.bottom - (Math.max(0, points[index]!.revenueMinor) / geometry.max) * plotHeight),
  }))
  const line = dots.map((dot) => `${dot.x},${dot.y}`).join(' ')
  const first = points[0]
  const last = points.at(-1)
  const money = (minor: number) => formatMinor(minor, currency, locale)
  const description =
    first && last
      ? t('revenue.chart.desc', {
          from: monthLabel(first.month, locale),
          to: monthLabel(last.month, locale),
          firstMrr: money(first.mrrMinor),
          lastMrr: money(last.mrrMinor),
          revenue: money(points.reduce((sum, point) => sum + point.revenueMinor, 0)),
        })
      : ''
  return (
    <figure className="min-w-0">
      <svg
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        viewBox={`0 0 ${geometry.width} ${geometry.height}`}
        className="h-auto w-full max-w-full text-brand-600"
      >
        <title id={`${id}-title`}>{t('revenue.chart.title')}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {geometry.ticks.map((tick) => (
          <g key={tick.value}>
            <line x1={plot.left} x2={plot.right} y1={tick.y} y2={tick.y} stroke="#e5e7eb" strokeWidth={1} />
            <text x={plot.left - 4} y={tick.y + 4} textAnchor="end" fontSize={10} fill="#6b7280">
              {formatMinorCompact(Math.round(tick.value), currency, locale)}
            </text>
          </g>
        ))}
        {geometry.bars.map((bar) => (
          <rect key={bar.index} x={bar.x} y={bar.y} width={bar.width} height={bar.height} fill="currentColor" rx={1}>
            <title>{`${monthLabel(points[bar.index]!.month, locale)}: ${t('revenue.chart.mrr')} ${money(points[bar.index]!.mrrMinor)}, ${t('revenue.chart.revenue')} ${money(points[bar.index]!.revenueMinor)}`}</title>
          </rect>
        ))}
        {points.length > 1 ? <polyline points={line} fill="none" stroke="#d97706" strokeWidth={2} /> : null}
        {dots.map((dot, index) => (
          <circle key={index} cx={dot.x} cy={dot.y} r={3} fill="#d97706" />
        ))}
        {first ? (
          <text x={plot.left} y={geometry.height - 4} fontSize={11} fill="#6b7280">
            {monthLabel(first.month, locale)}
          </text>
        ) : null}
        {last && points.length > 1 ? (
          <text x={plot.right} y={geometry.height - 4} textAnchor="end" fontSize={11} fill="#6b7280">
            {monthLabel(last.month, locale)}
          </text>
        ) : null}
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-sm text-gray-700">
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm bg-brand-600" />
          {t('revenue.chart.mrrLegend')}
        </span>
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-0.5 w-4 bg-amber-600" />
          {t('revenue.chart.revenueLegend')}
        </span>
      </figcaption>
    </figure>
  )
}
