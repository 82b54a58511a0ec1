import { data, Form, Link } from 'react-router'
import { metaT, useIntlLocale, useMessage, useTranslation } from '~/browser/i18n-react'
import { AdminPager } from '~/components/admin/admin-list'
import { buttonClasses } from '~/components/ui/button'
import { BILLING_PRODUCTS, PAYMENT_KINDS } from '~/domain/billing'
import { listTransactions } from '~/models/billing.server'
import { transactionsQuerySchema } from '~/schemas/billing'
import { adminFrom } from '~/server/context'
import { queryInput } from '~/services/api.server'
import { formatDate } from '~/shared/format'
import type { I18nHandle } from '~/shared/i18n'
import { formatMinorUnits } from '~/shared/minor-units'
import type { Route } from './+types/transactions'

/**
 * /admin/transactions, User Transactions (issue 44 item 5; docs/decisions/0139-billing-ledger-and-revenue.md): every
 * charge, refund and failed payment Stripe reported (or the test mode simulated), newest first, 10 a page, filtered by
 * kind, product and the member's e-mail with a plain GET form; the same model and schema as GET /api/admin/transactions.
 * A bad filter is a 400 that shows the form with what was asked.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = adminFrom(context)
  const input = queryInput(request.url)
  const parsed = transactionsQuerySchema.safeParse(input)
  const filters = { q: input.q ?? '', kind: input.kind ?? '', product: input.product ?? '' }
  if (!parsed.success) return data({ page: null, filters, problem: parsed.error.issues[0]?.message ?? null }, { status: 400 })
  const page = await listTransactions(admin, parsed.data)
  return {
    page: { ...page, items: page.items.map((row) => ({ ...row, occurredAt: row.occurredAt.toISOString() })) },
    filters,
    problem: null,
  }
}

export const handle = { i18n: ['admin', 'plans'] } satisfies I18nHandle

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches, 'admin')('section.transactions')} | ${metaT(matches, 'common')('site.name')}` }]
}

const controlClass =
  'mt-1 block w-full rounded-md border border-gray-300 px-3 py-2 text-sm shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500 focus:outline-none'

export default function UserTransactions({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('admin')
  const plans = useTranslation('plans').t
  const message = useMessage()
  const locale = useIntlLocale()
  const { page, filters, problem } = loaderData
  const filtered = Boolean(filters.q || filters.kind || filters.product)
  return (
    <>
      <Form method="get" role="search" aria-label={t('ledger.filters')} className="grid gap-3 sm:grid-cols-4 sm:items-end">
        <div className="min-w-0">
          <label htmlFor="ledger-q" className="block text-sm font-medium text-gray-700">
            {t('ledger.member')}
          </label>
          <input id="ledger-q" type="search" name="q" defaultValue={filters.q} maxLength={100} placeholder={t('ledger.memberPlaceholder')} className={controlClass} />
        </div>
        <div>
          <label htmlFor="ledger-kind" className="block text-sm font-medium text-gray-700">
            {t('ledger.kind')}
          </label>
          <select id="ledger-kind" name="kind" defaultValue={filters.kind} className={controlClass} aria-invalid={problem ? true : undefined}>
            <option value="">{t('ledger.allKinds')}</option>
            {PAYMENT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`ledger.kinds.${kind}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="ledger-product" className="block text-sm font-medium text-gray-700">
            {t('ledger.product')}
          </label>
          <select id="ledger-product" name="product" defaultValue={filters.product} className={controlClass}>
            <option value="">{t('ledger.allProducts')}</option>
            {BILLING_PRODUCTS.map((product) => (
              <option key={product} value={product}>
                {t(`ledger.products.${product}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex gap-2">
          <button type="submit" className={buttonClasses({ variant: 'outline' })}>
            {t('ledger.apply')}
          </button>
          {filtered ? (
            <Link to="?" className={buttonClasses({ variant: 'ghost' })}>
              {t('list.clear')}
            </Link>
          ) : null}
        </div>
      </Form>
      {problem ? (
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {message(problem)}
        </p>
      ) : null}
      {page ? (
        <>
          {page.items.length === 0 ? (
            <p className="mt-4 rounded-xl border border-gray-200 bg-white p-6 text-gray-600">{t('ledger.empty')}</p>
          ) : (
            <div className="mt-4 overflow-x-auto rounded-xl border border-gray-200 bg-white">
              <table className="min-w-full text-left text-sm">
                <caption className="sr-only">{t('section.transactions')}</caption>
                <thead className="text-gray-600">
                  <tr>
                    <th scope="col" className="px-3 py-2">{t('ledger.when')}</th>
                    <th scope="col" className="px-3 py-2">{t('ledger.member')}</th>
                    <th scope="col" className="px-3 py-2">{t('ledger.kind')}</th>
                    <th scope="col" className="px-3 py-2">{t('ledger.product')}</th>
                    <th scope="col" className="px-3 py-2 text-right">{t('ledger.amount')}</th>
                    <th scope="col" className="px-3 py-2">{t('ledger.detail')}</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-gray-100">
                  {page.items.map((row) => (
                    <tr key={row.id}>
                      <td className="px-3 py-2 whitespace-nowrap">{formatDate(row.occurredAt, locale)}</td>
                      <td className="max-w-48 px-3 py-2 break-all">
                        {row.member ? (
                          <Link to={`/admin/users?dialog=user&user=${row.member.id}`} className="text-brand-700 underline">
                            {row.member.email}
                          </Link>
                        ) : (
                          t('ledger.noMember')
                        )}
                      </td>
                      <td className="px-3 py-2">{t(`ledger.kinds.${row.kind}`)}</td>
                      <td className="px-3 py-2">{row.product === 'plan' && row.planKey ? plans(`plan.${row.planKey}`) : t(`ledger.products.${row.product}`)}</td>
                      <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                        {row.kind === 'refund'
                          ? t('ledger.negative', { amount: formatMinorUnits(row.amountMinor, row.currency, locale) })
                          : formatMinorUnits(row.amountMinor, row.currency, locale)}
                      </td>
                      <td className="max-w-48 px-3 py-2 break-words text-gray-600">{row.detail ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <AdminPager page={page} noun="transactions" />
        </>
      ) : null}
    </>
  )
}

export { ErrorBoundary } from '~/components/error-boundary'
