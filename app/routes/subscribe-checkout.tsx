import { payTestCheckout } from '~/models/billing.server'
import { data, redirect } from 'react-router'
import { metaT, useIntlLocale, useTranslation } from '~/browser/i18n-react'
import { planPrice } from '~/components/plans/plan-price'
import { isPlanKey } from '~/domain/plans'
import { getPlan } from '~/models/plans.server'
import { signedInUser } from '~/server/context'
import { getTestPaymentProvider } from '~/server/payments/configured.server'
import type { I18nHandle } from '~/shared/i18n'
import { TestModeCheckout } from '~/components/payments/test-mode-checkout'
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
    await payTestCheckout(provider, session.id)
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
    <TestModeCheckout
      labels={{
        testMode: t('testMode'),
        title: t('checkout.title'),
        item: t('checkout.plan'),
        itemValue: t(`plan.${plan.key}`),
        amount: t('checkout.amount'),
        amountValue: trialDays > 0 ? t('checkout.trial', { count: trialDays, price }) : price,
        done: t('checkout.done'),
        back: t('checkout.continue'),
      }}
      paid={loaderData.paid}
      successUrl={loaderData.successUrl}
      pay={{ label: t('checkout.subscribe'), intent: 'pay' }}
      other={{ label: t('checkout.cancel'), intent: 'cancel' }}
    />
  )
}
