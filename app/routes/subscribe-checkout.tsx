import { data, Form, redirect } from 'react-router'
import { metaT, useIntlLocale, useTranslation } from '~/browser/i18n-react'
import { planPrice } from '~/components/plans/plan-price'
import { buttonClasses } from '~/components/ui/button'
import { isPlanKey } from '~/domain/plans'
import { getPlan } from '~/models/plans.server'
import { signedInUser } from '~/server/context'
import { getTestPaymentProvider } from '~/server/payments/configured.server'
import type { I18nHandle } from '~/shared/i18n'
import type { Route } from './+types/subscribe-checkout'

/**
 * /subscribe/checkout/{session}: the keyless test mode's stand-in for Stripe's hosted Checkout of a plan
 * (docs/decisions/0135-plans-and-subscriptions.md), labelled 'Test mode: no card is charged'. Subscribe starts the
 * simulated subscription (in its trial when the plan has one) and returns to the success URL, where the same fulfil
 * code as with Stripe stores it; Cancel returns to the Plan page. 404 with Stripe keys, or for another member's session.
 */
export const handle = { i18n: ['plans'] } satisfies I18nHandle

async function sessionFor(context: Route.LoaderArgs['context'], id: string | undefined) {
  const user = context.get(signedInUser)
  const provider = getTestPaymentProvider()
  const session = provider && id ? await provider.getCheckout(id) : null
  if (!provider || !session || session.userId !== user.id || !isPlanKey(session.planKey)) {
    throw data({ message: 'Not found' }, { status: 404 })
  }
  return { provider, session, planKey: session.planKey }
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { session, planKey } = await sessionFor(context, params.session)
  const plan = await getPlan(planKey)
  if (!plan) throw data({ message: 'Not found' }, { status: 404 })
  const subscription = await getTestPaymentProvider()!.retrievePlanSubscription(session.subscriptionId)
  const trialEnd = subscription?.trialEnd
  return {
    paid: session.paid,
    successUrl: session.successUrl,
    plan: { key: plan.key, priceMinor: plan.priceMinor, currency: plan.currency },
    // The trial in whole days from now, as Stripe's page says it.
    trialDays: trialEnd ? Math.max(0, Math.round((trialEnd.getTime() - Date.now()) / 86_400_000)) : 0,
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { provider, session } = await sessionFor(context, params.session)
  const form = await request.formData()
  if (form.get('intent') === 'pay') {
    await provider.payCheckout(session.id)
    return redirect(session.successUrl, 303)
  }
  return redirect(session.cancelUrl, 303)
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaT(matches, 'plans')('meta.checkout') }, { name: 'robots', content: 'noindex' }]
}

export default function SubscribeCheckout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('plans')
  const locale = useIntlLocale()
  const { plan, trialDays } = loaderData
  const price = t('price.perMonth', { price: planPrice(plan.priceMinor, plan.currency, locale) })
  return (
    <main className="mx-auto w-full max-w-md px-4 py-12">
      <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900">{t('testMode')}</p>
      <h1 className="mt-6 text-2xl font-bold text-gray-900">{t('checkout.title')}</h1>
      <dl className="mt-4 rounded-xl border border-gray-200 bg-white p-4 text-gray-800">
        <dt className="text-sm text-gray-600">{t('checkout.plan')}</dt>
        <dd className="font-medium">{t(`plan.${plan.key}`)}</dd>
        <dt className="mt-3 text-sm text-gray-600">{t('checkout.amount')}</dt>
        <dd className="font-medium">{trialDays > 0 ? t('checkout.trial', { count: trialDays, price }) : price}</dd>
      </dl>
      {loaderData.paid ? (
        <p className="mt-6 text-gray-700">
          {t('checkout.done')}{' '}
          <a href={loaderData.successUrl} className="text-blue-700 underline">
            {t('checkout.continue')}
          </a>
        </p>
      ) : (
        <div className="mt-6 flex flex-wrap gap-3">
          <Form method="post" reloadDocument>
            <button type="submit" name="intent" value="pay" className={buttonClasses()}>
              {t('checkout.subscribe')}
            </button>
          </Form>
          <Form method="post" reloadDocument>
            <button type="submit" name="intent" value="cancel" className={buttonClasses({ variant: 'outline' })}>
              {t('checkout.cancel')}
            </button>
          </Form>
        </div>
      )}
    </main>
  )
}
