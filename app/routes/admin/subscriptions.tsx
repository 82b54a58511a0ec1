import { data, Form } from 'react-router'
import { metaT, useIntlLocale, useMessage, useTranslation } from '~/browser/i18n-react'
import { buttonClasses } from '~/components/ui/button'
import { adminCancelPlan, adminExtendTrial, listPlanSubscriptions } from '~/models/plans.server'
import { adminFrom } from '~/server/context'
import { getT } from '~/server/i18n.server'
import { parseId } from '~/server/http.server'
import { redirectWithToast } from '~/server/toast.server'
import { DomainError } from '~/shared/errors'
import type { I18nHandle } from '~/shared/i18n'
import type { Route } from './+types/subscriptions'

/**
 * /admin/subscriptions, Subscription Management (issue 44 item 5; docs/decisions/0135-plans-and-subscriptions.md):
 * every member with a plan subscription — plan, status, trial end, period end — and two audited actions, cancel now
 * and extend a trial by 7 days, each a plain form post that goes through the payment provider first.
 */
const EXTEND_DAYS = 7

export async function loader({ context }: Route.LoaderArgs) {
  const admin = adminFrom(context)
  const rows = await listPlanSubscriptions(admin)
  return {
    rows: rows.map((row) => ({
      ...row,
      trialEnd: row.trialEnd?.toISOString() ?? null,
      currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    })),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = adminFrom(context)
  const form = await request.formData()
  const userId = parseId(String(form.get('userId') ?? ''))
  if (userId === null) return data({ message: 'Not found' }, { status: 404 })
  const t = getT(context, 'plans')
  try {
    switch (form.get('intent')) {
      case 'cancel':
        await adminCancelPlan(admin, userId)
        return redirectWithToast(request, '/admin/subscriptions', { title: t('admin.cancelled') })
      case 'extend-trial':
        await adminExtendTrial(admin, userId, EXTEND_DAYS)
        return redirectWithToast(request, '/admin/subscriptions', { title: t('admin.extended') })
      default:
        return data({ message: 'Unknown intent' }, { status: 400 })
    }
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    return data({ message: error.message }, { status: error.status })
  }
}

export const handle = { i18n: ['admin', 'plans'] } satisfies I18nHandle

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches, 'admin')('section.subscriptions')} | ${metaT(matches, 'common')('site.name')}` }]
}

export default function SubscriptionAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('plans')
  const message = useMessage()
  const locale = useIntlLocale()
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })
  const day = (iso: string | null) => (iso ? date.format(new Date(iso)) : '')
  const running = (status: string) => status === 'trialing' || status === 'active' || status === 'past_due' || status === 'unpaid'
  return (
    <>
      {actionData?.message ? (
        <p role="alert" className="mb-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {message(actionData.message)}
        </p>
      ) : null}
      {loaderData.rows.length === 0 ? (
        <p className="rounded-xl border border-gray-200 bg-white p-6 text-gray-600">{t('admin.empty')}</p>
      ) : (
        <ul className="divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
          {loaderData.rows.map((row) => (
            <li key={row.userId} className="flex flex-wrap items-start justify-between gap-3 px-4 py-3">
              <div className="min-w-0">
                <p className="font-medium break-words text-gray-900">{row.name || row.email}</p>
                <p className="text-sm break-all text-gray-600">{row.email}</p>
                <dl className="mt-1 grid grid-cols-2 gap-x-4 text-sm text-gray-700 sm:grid-cols-4">
                  <dt className="text-gray-500">{t('admin.plan')}</dt>
                  <dd>{t(`plan.${row.planKey}`)}</dd>
                  <dt className="text-gray-500">{t('admin.status')}</dt>
                  <dd>{t(`status.${row.status}` as 'status.none', { defaultValue: row.status })}</dd>
                  <dt className="text-gray-500">{t('admin.trialEnd')}</dt>
                  <dd>{day(row.trialEnd)}</dd>
                  <dt className="text-gray-500">{row.cancelAtPeriodEnd ? t('admin.cancelAtPeriodEnd') : t('admin.periodEnd')}</dt>
                  <dd>{day(row.currentPeriodEnd)}</dd>
                </dl>
              </div>
              {running(row.status) ? (
                <div className="flex flex-wrap gap-2">
                  {row.status === 'trialing' ? (
                    <Form method="post">
                      <input type="hidden" name="userId" value={row.userId} />
                      <button type="submit" name="intent" value="extend-trial" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
                        {t('admin.extend')}
                      </button>
                    </Form>
                  ) : null}
                  <Form method="post">
                    <input type="hidden" name="userId" value={row.userId} />
                    <button type="submit" name="intent" value="cancel" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
                      {t('admin.cancel')}
                    </button>
                  </Form>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
