import { data, Form } from 'react-router'
import { metaT, useIntlLocale, useMessage, useTranslation } from '~/browser/i18n-react'
import { RevenueChart } from '~/components/admin/revenue-chart'
import { formatMinor } from '~/components/admin/revenue-format'
import { buttonClasses } from '~/components/ui/button'
import { revenueReport, type RevenueMonth } from '~/models/revenue.server'
import { REVENUE_MONTH_CHOICES, REVENUE_MONTHS_DEFAULT } from '~/domain/revenue'
import { revenueQuerySchema } from '~/schemas/revenue'
import { adminFrom } from '~/server/context'
import { queryInput } from '~/services/api.server'
import { formatCount, formatMonth } from '~/shared/format'
import type { I18nHandle } from '~/shared/i18n'
import type { Route } from './+types/revenue'

/**
 * /admin/revenue, the Revenue Report (issue 44 item 5, docs/decisions/0140-revenue-report.md): MRR, new and churned
 * subscriptions, charges, refunds, failures and revenue per calendar month (UTC) and by plan, from the stored ledger
 * through the same model and query schema as GET /api/admin/revenue; a server-drawn SVG chart with the same figures
 * in tables. The period is a plain GET form: works without JavaScript. A bad period is a 400 that keeps what was
 * typed and shows the default period.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  adminFrom(context)
  const input = queryInput(request.url)
  const parsed = revenueQuerySchema.safeParse(input)
  const values = { months: input.months ?? String(REVENUE_MONTHS_DEFAULT), to: input.to ?? '', currency: input.currency ?? '' }
  if (!parsed.success) {
    const report = await revenueReport(revenueQuerySchema.parse({}))
    return data({ report, values, error: parsed.error.issues[0]?.message ?? 'Invalid period' }, { status: 400 })
  }
  return { report: await revenueReport(parsed.data), values, error: null }
}

export const handle = { i18n: ['admin'] } satisfies I18nHandle

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches, 'admin')('section.revenue')} | ${metaT(matches, 'common')('site.name')}` }]
}

const monthLabel = (month: string, locale: string) => formatMonth(Number(month.slice(0, 4)), Number(month.slice(5, 7)), locale)

const COLUMNS = [
  ['mrrMinor', 'revenue.col.mrr'],
  ['newCount', 'revenue.col.new'],
  ['newMrrMinor', 'revenue.col.newMrr'],
  ['churnedCount', 'revenue.col.churned'],
  ['churnedMrrMinor', 'revenue.col.churnedMrr'],
  ['chargesMinor', 'revenue.col.charges'],
  ['refundsMinor', 'revenue.col.refunds'],
  ['revenueMinor', 'revenue.col.revenue'],
  ['failuresMinor', 'revenue.col.failures'],
] as const satisfies readonly (readonly [keyof RevenueMonth, string])[]

export default function RevenueReportPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('admin')
  const message = useMessage()
  const locale = useIntlLocale()
  const { report, values, error } = loaderData
  const money = (minor: number) => formatMinor(minor, report.currency, locale)
  const cell = (figures: Omit<RevenueMonth, 'month'>, key: (typeof COLUMNS)[number][0]) => {
    switch (key) {
      case 'newCount':
      case 'churnedCount':
        return formatCount(figures[key], locale)
      case 'failuresMinor':
        return t('revenue.failuresCell', { count: figures.failureCount, amount: money(figures.failuresMinor) })
      default:
        return money(figures[key])
    }
  }
  const lastMonth = monthLabel(report.to, locale)
  const period = t('revenue.period', { from: monthLabel(report.from, locale), to: lastMonth })
  const tiles = [
    { label: t('revenue.tile.mrr', { month: lastMonth }), value: money(report.totals.mrrMinor) },
    { label: t('revenue.tile.revenue'), value: money(report.totals.revenueMinor) },
    { label: t('revenue.tile.new'), value: `${formatCount(report.totals.newCount, locale)} · ${money(report.totals.newMrrMinor)}` },
    {
      label: t('revenue.tile.churned'),
      value: `${formatCount(report.totals.churnedCount, locale)} · ${money(report.totals.churnedMrrMinor)}`,
    },
  ]
  return (
    <div className="space-y-6">
      <Form method="get" className="flex flex-wrap items-end gap-3 rounded-xl border border-gray-200 bg-white p-4">
        <label className="flex flex-col text-sm text-gray-700">
          {t('revenue.months')}
          <select name="months" defaultValue={values.months} className="mt-1 rounded-md border border-gray-300 px-2 py-1.5">
            {REVENUE_MONTH_CHOICES.map((count) => (
              <option key={count} value={count}>
                {t('revenue.monthsOption', { count })}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-sm text-gray-700">
          {t('revenue.to')}
          <input
            type="month"
            name="to"
            defaultValue={values.to || report.to}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'revenue-error' : undefined}
            className="mt-1 rounded-md border border-gray-300 px-2 py-1.5"
          />
        </label>
        {values.currency ? <input type="hidden" name="currency" value={values.currency} /> : null}
        <button type="submit" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          {t('revenue.show')}
        </button>
        {error ? (
          <p id="revenue-error" role="alert" className="w-full text-sm text-red-700">
            {message(error)}
          </p>
        ) : null}
      </Form>

      <section aria-labelledby="revenue-summary" className="space-y-3">
        <h2 id="revenue-summary" className="text-lg font-semibold text-gray-900">
          {period}
        </h2>
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {tiles.map((tile) => (
            <div key={tile.label} className="rounded-xl border border-gray-200 bg-white p-4">
              <dt className="text-sm text-gray-600">{tile.label}</dt>
              <dd className="mt-1 text-xl font-semibold break-words text-gray-900 tabular-nums">{tile.value}</dd>
            </div>
          ))}
        </dl>
        <p className="text-sm text-gray-600">{t('revenue.note', { currency: report.currency.toUpperCase() })}</p>
      </section>

      <section aria-labelledby="revenue-chart" className="rounded-xl border border-gray-200 bg-white p-4">
        <h2 id="revenue-chart" className="mb-3 text-lg font-semibold text-gray-900">
          {t('revenue.chart.title')}
        </h2>
        <RevenueChart points={report.months} currency={report.currency} />
      </section>

      <section aria-labelledby="revenue-monthly">
        <h2 id="revenue-monthly" className="text-lg font-semibold text-gray-900">
          {t('revenue.monthly')}
        </h2>
        <div className="mt-3 overflow-x-auto rounded-xl border border-gray-200 bg-white">
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">{t('revenue.monthlyCaption', { period })}</caption>
            <thead className="text-gray-600">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t('revenue.col.month')}
                </th>
                {COLUMNS.map(([key, label]) => (
                  <th key={key} scope="col" className="px-3 py-2 text-right">
                    {t(label)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {report.months.map((month) => (
                <tr key={month.month} data-month={month.month}>
                  <th scope="row" className="px-3 py-2 font-medium whitespace-nowrap text-gray-900">
                    {monthLabel(month.month, locale)}
                  </th>
                  {COLUMNS.map(([key]) => (
                    <td key={key} data-column={key} className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                      {cell(month, key)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t border-gray-200 font-medium">
              <tr data-month="total">
                <th scope="row" className="px-3 py-2">
                  {t('revenue.total')}
                </th>
                {COLUMNS.map(([key]) => (
                  <td key={key} data-column={key} className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                    {cell(report.totals, key)}
                  </td>
                ))}
              </tr>
            </tfoot>
          </table>
        </div>
      </section>

      <section aria-labelledby="revenue-by-plan">
        <h2 id="revenue-by-plan" className="text-lg font-semibold text-gray-900">
          {t('revenue.byPlan')}
        </h2>
        {report.byLine.length === 0 ? (
          <p className="mt-2 text-sm text-gray-600">{t('revenue.empty')}</p>
        ) : (
          <div className="mt-3 overflow-x-auto rounded-xl border border-gray-200 bg-white">
            <table className="min-w-full text-left text-sm">
              <caption className="sr-only">{t('revenue.byPlanCaption', { period })}</caption>
              <thead className="text-gray-600">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    {t('revenue.col.plan')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    {t('revenue.tile.mrr', { month: lastMonth })}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">{t('revenue.col.new')}</th>
                  <th scope="col" className="px-3 py-2 text-right">{t('revenue.col.churned')}</th>
                  <th scope="col" className="px-3 py-2 text-right">{t('revenue.col.charges')}</th>
                  <th scope="col" className="px-3 py-2 text-right">{t('revenue.col.refunds')}</th>
                  <th scope="col" className="px-3 py-2 text-right">{t('revenue.col.revenue')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100">
                {report.byLine.map((line) => (
                  <tr key={line.line} data-line={line.line}>
                    <th scope="row" className="px-3 py-2 font-medium text-gray-900">
                      {t(`revenue.line.${line.line}`)}
                    </th>
                    <td data-column="mrrMinor" className="px-3 py-2 text-right tabular-nums">{money(line.mrrMinor)}</td>
                    <td data-column="newCount" className="px-3 py-2 text-right tabular-nums">{formatCount(line.newCount, locale)}</td>
                    <td data-column="churnedCount" className="px-3 py-2 text-right tabular-nums">{formatCount(line.churnedCount, locale)}</td>
                    <td data-column="chargesMinor" className="px-3 py-2 text-right tabular-nums">{money(line.chargesMinor)}</td>
                    <td data-column="refundsMinor" className="px-3 py-2 text-right tabular-nums">{money(line.refundsMinor)}</td>
                    <td data-column="revenueMinor" className="px-3 py-2 text-right tabular-nums">{money(line.revenueMinor)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  )
}

export { ErrorBoundary } from '~/components/error-boundary'
