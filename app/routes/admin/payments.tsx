import { getFormProps, useForm } from '@conform-to/react'
import { data, Form, Link } from 'react-router'
import { metaT, useIntlLocale, useMessage, useTranslation } from '~/browser/i18n-react'
import { useFormErrorToast } from '~/browser/use-form-error-toast'
import { buttonClasses } from '~/components/ui/button'
import { FormErrors } from '~/components/ui/field'
import { PAYMENT_KINDS } from '~/domain/billing'
import { adminPaymentAction, getPaymentHealth } from '~/models/billing.server'
import { paymentsActionSchema } from '~/schemas/billing'
import { adminFrom } from '~/server/context'
import { parseSubmission } from '~/server/forms.server'
import { pagePath, parseId } from '~/server/http.server'
import { getT } from '~/server/i18n.server'
import { redirectWithToast } from '~/server/toast.server'
import { DomainError } from '~/shared/errors'
import { formatCount, formatDate } from '~/shared/format'
import type { I18nHandle } from '~/shared/i18n'
import { formatMinorUnits } from '~/shared/minor-units'
import type { Route } from './+types/payments'

/**
 * /admin/payments, Payment Management (issue 44 item 5; docs/decisions/0139-billing-ledger-and-revenue.md): the
 * month's charged, refunded and failed totals, the failed payments of subscriptions still past due (member, plan or
 * claim, amount, since when, grace end), and the latest charges, each refundable in full through the payment provider
 * (audited). Refund asks first: its link opens the confirmation (`?refund=ID`) the server renders, a plain form post.
 * The same model and schema as GET/POST /api/admin/payments.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = adminFrom(context)
  const health = await getPaymentHealth(admin)
  const confirm = parseId(new URL(request.url).searchParams.get('refund') ?? undefined)
  const iso = (date: Date) => date.toISOString()
  return {
    month: health.month,
    totals: health.totals,
    pastDue: health.pastDue.map((row) => ({ ...row, failedAt: iso(row.failedAt), since: iso(row.since), graceEndsAt: iso(row.graceEndsAt) })),
    charges: health.charges.map((row) => ({ ...row, occurredAt: iso(row.occurredAt) })),
    confirm,
  }
}

export const handle = { i18n: ['admin', 'plans'] } satisfies I18nHandle

export async function action({ request, context }: Route.ActionArgs) {
  const admin = adminFrom(context)
  const submission = parseSubmission(await request.formData(), paymentsActionSchema)
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  try {
    const { refundedMinor } = await adminPaymentAction(admin, submission.value)
    const t = getT(context, 'admin')
    return redirectWithToast(request, pagePath(request).pathname, {
      title: t('toast.success'),
      description: refundedMinor > 0 ? t('payments.refunded') : t('payments.refundRequested'),
    })
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    return data({ result: submission.reply({ formErrors: [error.message] }) }, { status: error.status })
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches, 'admin')('section.payments')} | ${metaT(matches, 'common')('site.name')}` }]
}

type LoaderData = Route.ComponentProps['loaderData']

function Member({ member }: { member: LoaderData['charges'][number]['member'] }) {
  const { t } = useTranslation('admin')
  return member ? (
    <Link to={`/admin/users?dialog=user&user=${member.id}`} className="break-all text-brand-700 underline">
      {member.email}
    </Link>
  ) : (
    <>{t('ledger.noMember')}</>
  )
}

export default function PaymentManagement({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('admin')
  const plans = useTranslation('plans').t
  const message = useMessage()
  const locale = useIntlLocale()
  useFormErrorToast(actionData?.result, { title: t('toast.error'), fallback: t('payments.failed') })
  const [form] = useForm({ id: 'refund', lastResult: actionData?.result })
  const { totals, pastDue, charges, confirm } = loaderData
  const money = (minor: number, currency: string) => formatMinorUnits(minor, currency, locale)
  const productName = (row: { product: string; planKey: string | null }) =>
    row.product === 'plan' && row.planKey ? plans(`plan.${row.planKey}` as 'plan.starter') : t(`ledger.products.${row.product as 'plan' | 'claim'}`)
  const currencies = [...new Set(totals.map((row) => row.currency))]
  const [year, month] = loaderData.month.split('-').map(Number) as [number, number]
  const monthName = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, 1)))
  const confirming = charges.find((row) => row.id === confirm) ?? null
  return (
    <>
      <FormErrors errors={form.errors?.map(message)} id={form.errorId} />
      <section aria-labelledby="totals-heading" className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
        <h2 id="totals-heading" className="text-lg font-semibold text-gray-900">
          {t('payments.totals', { month: monthName })}
        </h2>
        {currencies.length === 0 ? (
          <p className="mt-2 text-sm text-gray-600">{t('payments.noneThisMonth')}</p>
        ) : (
          currencies.map((currency) => (
            <dl key={currency} className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-3">
              {PAYMENT_KINDS.map((kind) => {
                const row = totals.find((total) => total.kind === kind && total.currency === currency)
                return (
                  <div key={kind} className="rounded-lg bg-gray-50 p-3">
                    <dt className="text-sm text-gray-600">{t(`payments.total.${kind}`)}</dt>
                    <dd className="text-xl font-semibold text-gray-900 tabular-nums">{money(row?.totalMinor ?? 0, currency)}</dd>
                    <dd className="text-sm text-gray-600">{t('payments.count', { count: row?.count ?? 0, formatted: formatCount(row?.count ?? 0, locale) })}</dd>
                  </div>
                )
              })}
            </dl>
          ))
        )}
      </section>

      <section aria-labelledby="attention-heading" className="mt-6">
        <h2 id="attention-heading" className="text-lg font-semibold text-gray-900">
          {t('payments.attention')}
        </h2>
        {pastDue.length === 0 ? (
          <p className="mt-2 text-sm text-gray-600">{t('payments.noneDue')}</p>
        ) : (
          <ul className="mt-3 divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
            {pastDue.map((row) => (
              <li key={row.id} className="grid gap-1 px-4 py-3 text-sm sm:grid-cols-2">
                <p className="min-w-0">
                  <Member member={row.member} />
                </p>
                <p>{t('payments.failedAmount', { product: productName(row), amount: money(row.amountMinor, row.currency) })}</p>
                <p className="text-gray-700">{t('payments.since', { date: formatDate(row.since, locale) })}</p>
                <p className="text-gray-700">{t('payments.graceEnds', { date: formatDate(row.graceEndsAt, locale) })}</p>
                {row.detail ? <p className="break-words text-gray-600 sm:col-span-2">{row.detail}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="charges-heading" className="mt-6">
        <h2 id="charges-heading" className="text-lg font-semibold text-gray-900">
          {t('payments.latestCharges')}
        </h2>
        <p className="mt-1 text-sm text-gray-600">
          <Link to="/admin/transactions" className="text-brand-700 underline">
            {t('payments.allTransactions')}
          </Link>
        </p>
        {confirming ? (
          <Form method="post" {...getFormProps(form)} className="mt-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm">
            <p className="font-medium text-gray-900">
              {t('payments.confirmRefund', { amount: money(confirming.amountMinor, confirming.currency), who: confirming.member?.email ?? t('ledger.noMember') })}
            </p>
            <input type="hidden" name="intent" value="refund" />
            <input type="hidden" name="chargeId" value={confirming.id} />
            <div className="mt-3 flex flex-wrap gap-2">
              <button type="submit" className={buttonClasses({ size: 'sm' })}>
                {t('payments.refund')}
              </button>
              <Link to="?" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
                {t('payments.keep')}
              </Link>
            </div>
          </Form>
        ) : null}
        {charges.length === 0 ? (
          <p className="mt-2 text-sm text-gray-600">{t('ledger.empty')}</p>
        ) : (
          <ul className="mt-3 divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
            {charges.map((row) => (
              <li key={row.id} className="flex flex-wrap items-center gap-3 px-4 py-3 text-sm">
                <span className="whitespace-nowrap text-gray-600">{formatDate(row.occurredAt, locale)}</span>
                <span className="min-w-0 flex-1">
                  <Member member={row.member} />
                </span>
                <span>{productName(row)}</span>
                <span className="font-medium tabular-nums">{money(row.amountMinor, row.currency)}</span>
                <Link
                  to={`?refund=${row.id}`}
                  className={buttonClasses({ variant: 'outline', size: 'sm' })}
                  aria-label={t('payments.refundLabel', { amount: money(row.amountMinor, row.currency), who: row.member?.email ?? t('ledger.noMember') })}
                >
                  {t('payments.refund')}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  )
}

export { ErrorBoundary } from '~/components/error-boundary'
