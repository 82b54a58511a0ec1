import { data, Form, Link } from 'react-router'
import { metaT, useIntlLocale, useMessage, useTranslation } from '~/browser/i18n-react'
import { AdminPager } from '~/components/admin/admin-list'
import { StatusBadge } from '~/components/admin/moderation'
import { buttonClasses } from '~/components/ui/button'
import { labelFor } from '~/domain/vocabulary'
import { BOOKING_STATUSES, PAYMENT_STATUS_LABELS } from '~/domain/workspaces'
import { listBookingTransactions, type BookingTransactionPage } from '~/models/booking-transactions.server'
import { bookingTransactionsQuerySchema } from '~/schemas/booking-transactions'
import { queryInput } from '~/services/api.server'
import { adminFrom } from '~/server/context'
import { formatCount } from '~/shared/format'
import type { I18nHandle } from '~/shared/i18n'
import { formatMoney } from '~/shared/money'
import { formatTimeRange } from '~/shared/time-zones'
import type { Route } from './+types/booking-transactions'

/**
 * /admin/booking-transactions, Booking Transactions (001 §2's sidebar; issue 44 item 5, docs/decisions/0141): every
 * workspace booking as a transaction, newest first — member, workspace, when, list price, plan discount, total, status
 * and payment — filtered by status and month (a plain GET form), with the filtered set's totals. The same schema and
 * model as GET /api/admin/booking-transactions. A filter that is not understood is 400 with the form's values kept.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = adminFrom(context)
  const input = queryInput(request.url)
  const parsed = bookingTransactionsQuerySchema.safeParse(input)
  const values = { status: input.status ?? '', month: input.month ?? '' }
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return data(
      { page: null, values, error: { field: String(issue?.path[0] ?? ''), message: issue?.message ?? 'Invalid filter' } },
      { status: 400 },
    )
  }
  return { page: await listBookingTransactions(admin, parsed.data), values, error: null }
}

export const handle = { i18n: ['admin', 'workspace'] } satisfies I18nHandle

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches, 'admin')('section.booking-transactions')} | ${metaT(matches, 'common')('site.name')}` }]
}

const SEPARATOR = ' \u00B7 '
const FIELD = 'mt-1 block w-full rounded-md border border-gray-300 px-3 py-2 text-sm shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500 focus:outline-none'

export default function BookingTransactions({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('admin')
  const message = useMessage()
  const { page, values, error } = loaderData
  return (
    <>
      <Form method="get" className="flex flex-wrap items-end gap-3" aria-describedby={error ? 'booking-tx-error' : undefined}>
        <div className="min-w-0">
          <label htmlFor="booking-tx-status" className="block text-sm font-medium text-gray-700">
            {t('bookingTx.status')}
          </label>
          <select id="booking-tx-status" name="status" defaultValue={values.status} className={FIELD} aria-invalid={error?.field === 'status' || undefined}>
            <option value="">{t('bookingTx.anyStatus')}</option>
            {BOOKING_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`bookings.status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-0">
          <label htmlFor="booking-tx-month" className="block text-sm font-medium text-gray-700">
            {t('bookingTx.month')}
          </label>
          <input
            id="booking-tx-month"
            type="month"
            name="month"
            defaultValue={values.month}
            className={FIELD}
            aria-invalid={error?.field === 'month' || undefined}
          />
        </div>
        <button type="submit" className={buttonClasses({ variant: 'outline' })}>
          {t('bookingTx.filter')}
        </button>
        {values.status || values.month ? (
          <Link to="?" className={buttonClasses({ variant: 'ghost' })}>
            {t('list.clear')}
          </Link>
        ) : null}
      </Form>
      {error ? (
        <p id="booking-tx-error" role="alert" className="mt-3 text-sm text-red-700">
          {message(error.message)}
        </p>
      ) : null}
      {page ? <Transactions page={page} /> : null}
    </>
  )
}

function Transactions({ page }: { page: BookingTransactionPage }) {
  const { t } = useTranslation('admin')
  const message = useMessage()
  const locale = useIntlLocale()
  const money = (amount: string) => formatMoney(amount, 'USD', locale)
  return (
    <>
      <section aria-labelledby="booking-tx-totals" className="mt-4 rounded-xl border border-gray-200 bg-white p-4">
        <h2 id="booking-tx-totals" className="text-sm font-semibold text-gray-900">
          {t('bookingTx.totals', { count: page.totals.count, formatted: formatCount(page.totals.count, locale) })}
        </h2>
        <dl className="mt-2 grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-gray-600">{t('bookingTx.list')}</dt>
            <dd className="font-semibold text-gray-900 tabular-nums" data-testid="totals-list">
              {money(page.totals.listAmount)}
            </dd>
          </div>
          <div>
            <dt className="text-gray-600">{t('bookingTx.discount')}</dt>
            <dd className="font-semibold text-gray-900 tabular-nums" data-testid="totals-discount">
              {`−${money(page.totals.discountAmount)}`}
            </dd>
          </div>
          <div>
            <dt className="text-gray-600">{t('bookingTx.total')}</dt>
            <dd className="font-semibold text-gray-900 tabular-nums" data-testid="totals-total">
              {money(page.totals.totalAmount)}
            </dd>
          </div>
        </dl>
      </section>
      <ul className="mt-4 divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
        {page.items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-start justify-between gap-3 px-4 py-3">
            <div className="min-w-0">
              <p className="font-medium break-words text-gray-900">
                {`#${item.id}`}
                {SEPARATOR}
                {item.workspaceName}
              </p>
              <p className="text-sm break-all text-gray-600">
                {item.memberEmail ? [item.memberName, item.memberEmail].filter(Boolean).join(SEPARATOR) : t('deletedAccount')}
              </p>
              <p className="text-sm text-gray-600">
                {t('bookingTx.bookedAt', { when: new Date(item.createdAt).toLocaleString(locale, { timeZone: 'UTC', dateStyle: 'medium', timeStyle: 'short' }) })}
                {SEPARATOR}
                {t('bookingTx.for', { when: `${formatTimeRange(new Date(item.startTime), new Date(item.endTime), item.timeZone, locale)} ${item.timeZone}` })}
              </p>
              <p className="text-sm text-gray-700 tabular-nums">
                {`${t('bookingTx.list')} ${money(item.listAmount)}`}
                {item.discountPercent > 0 ? `${SEPARATOR}${t('bookingTx.discountOf', { percent: item.discountPercent, amount: money(item.discountAmount) })}` : null}
                {SEPARATOR}
                <span className="font-semibold text-gray-900">{`${t('bookingTx.total')} ${money(item.totalAmount)}`}</span>
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <StatusBadge tone={item.status === 'confirmed' ? 'green' : 'gray'}>
                {item.status === 'confirmed' || item.status === 'cancelled' ? t(`bookings.status.${item.status}`) : item.status}
              </StatusBadge>
              <StatusBadge tone={item.paymentStatus === 'paid' ? 'green' : 'gray'}>
                {message(labelFor(PAYMENT_STATUS_LABELS, item.paymentStatus))}
              </StatusBadge>
            </div>
          </li>
        ))}
      </ul>
      <AdminPager page={{ ...page, q: '' }} noun="bookings" />
    </>
  )
}
