import { data, Form, Link, redirect } from 'react-router'
import { metaT, useIntlLocale, useMessage, useTranslation } from '~/browser/i18n-react'
import { planPrice } from '~/components/plans/plan-price'
import { buttonClasses } from '~/components/ui/button'
import { isPlanKey, SELF_SERVE_PLANS, UNKNOWN_PLAN } from '~/domain/plans'
import { getPlan, planOf, startPlanCheckout } from '~/models/plans.server'
import { signedInUser } from '~/server/context'
import { siteOrigin } from '~/server/site-origin.server'
import { DomainError } from '~/shared/errors'
import type { I18nHandle } from '~/shared/i18n'
import type { Route } from './+types/subscribe'

/**
 * /subscribe?plan=professional (issue 44 item 2; docs/decisions/0135-plans-and-subscriptions.md): the landing page's
 * 'Start Free Trial' leads here. Behind the signed-in layout, so a visitor signs in and comes back. The form posts to
 * this page, which starts Checkout (Stripe's, or the labelled test page without keys) and redirects there: no
 * JavaScript needed. The price and trial come from the plans row.
 */
export const handle = { i18n: ['plans'] } satisfies I18nHandle

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser)
  const key = new URL(request.url).searchParams.get('plan') ?? 'professional'
  const plan = isPlanKey(key) ? await getPlan(key) : null
  if (!plan) throw data({ message: UNKNOWN_PLAN }, { status: 404 })
  const current = await planOf(user.id)
  if (current.plan.key === plan.key) throw redirect('/profile/plan')
  return {
    plan: { key: plan.key, priceMinor: plan.priceMinor, currency: plan.currency, interval: plan.interval },
    // A member's first subscription gets the trial (startPlanCheckout decides the same).
    trialDays: current.subscription ? 0 : plan.trialDays,
    selfServe: SELF_SERVE_PLANS.includes(plan.key),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = context.get(signedInUser)
  const form = await request.formData()
  try {
    const { url } = await startPlanCheckout(user, String(form.get('plan') ?? ''), siteOrigin(request))
    return redirect(url, 303)
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    return data({ message: error.message }, { status: error.status })
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaT(matches, 'plans')('meta.subscribe') }, { name: 'robots', content: 'noindex' }]
}

export default function Subscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('plans')
  const message = useMessage()
  const locale = useIntlLocale()
  const { plan, trialDays, selfServe } = loaderData
  const price = planPrice(plan.priceMinor, plan.currency, locale)
  return (
    <main className="mx-auto w-full max-w-md px-4 py-12">
      <h1 className="text-2xl font-bold text-gray-900">{t('subscribe.title', { plan: t(`plan.${plan.key}`) })}</h1>
      <p className="mt-2 text-lg text-gray-800">
        {plan.interval === 'year' ? t('price.perYear', { price }) : t('price.perMonth', { price })}
      </p>
      {selfServe ? (
        <>
          <p className="mt-4 text-gray-700">{trialDays > 0 ? t('subscribe.trial', { count: trialDays }) : t('subscribe.noTrial')}</p>
          {actionData?.message ? (
            <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              {message(actionData.message)}
            </p>
          ) : null}
          <Form method="post" reloadDocument className="mt-6">
            <input type="hidden" name="plan" value={plan.key} />
            <button type="submit" name="intent" value="subscribe" className={buttonClasses({ className: 'w-full' })}> 
              {trialDays > 0 ? t('subscribe.start') : t('subscribe.continue')}
            </button>
          </Form>
        </>
      ) : (
        <p className="mt-4 text-gray-700">
          {t('subscribe.enterprise')}{' '}
          <Link to="/contact-sales" className="text-blue-700 underline">
            {t('subscribe.contact')}
          </Link>
        </p>
      )}
      <Link to="/#pricing" className={buttonClasses({ variant: 'outline', className: 'mt-4 w-full' })}>
        {t('subscribe.back')}
      </Link>
    </main>
  )
}
