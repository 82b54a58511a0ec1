import { payTestCheckout } from '~/models/billing.server'
import { useTranslation } from '~/browser/i18n-react'
import { data, redirect } from 'react-router'
import { CHECKOUT_NOT_FOUND, CLAIM_MONTHLY_FEE } from '~/domain/claims'
import type { I18nHandle } from '~/shared/i18n'
import { metaT } from '~/browser/i18n-react'
import { getT } from '~/server/i18n.server'
import { requireUser } from '~/services/permissions.server'
import { getTestPaymentProvider } from '~/server/payments/configured.server'
import { redirectWithToast } from '~/server/toast.server'
import { TestModeCheckout } from '~/components/payments/test-mode-checkout'
import type { Route } from './+types/claim-checkout'

/**
 * /claim-checkout/{session}: test mode's stand-in for Stripe's hosted Checkout (no keys configured;
 * docs/decisions/0048-paid-profile-claims.md). Pay marks the simulated session paid and returns to the success URL,
 * where the same fulfil code as with Stripe lets the claim into review; Decline returns to the claim form with
 * 'Payment Failed'. With Stripe keys this page does not exist (404). Only the member who started it may use it.
 */
async function sessionFor(request: Request, id: string | undefined) {
  const provider = getTestPaymentProvider()
  const session = provider && id ? await provider.getCheckout(id) : null
  if (!provider || !session) throw data({ message: CHECKOUT_NOT_FOUND }, { status: 404 })
  const user = await requireUser(request)
  if (session.userId !== user.id) throw data({ message: CHECKOUT_NOT_FOUND }, { status: 404 })
  return { provider, session }
}

export const handle = { i18n: ['claims'] } satisfies I18nHandle

export async function loader({ request, params }: Route.LoaderArgs) {
  const { session } = await sessionFor(request, params.session)
  return { paid: session.paid, successUrl: session.successUrl }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { provider, session } = await sessionFor(request, params.session)
  const form = await request.formData()
  if (form.get('intent') === 'pay') {
    await payTestCheckout(provider, session.id)
    return redirect(session.successUrl, 303)
  }
  const t = getT(context, 'claims')
  return redirectWithToast(request, session.cancelUrl, {
    title: t('toast.paymentFailed'),
    description: t('checkout.declined'),
    type: 'error',
  })
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaT(matches, 'claims')('meta.checkout') }, { name: 'robots', content: 'noindex' }]
}

export default function ClaimCheckout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('claims')
  return (
    <TestModeCheckout
      labels={{
        testMode: t('testMode'),
        title: t('checkout.title'),
        item: t('checkout.subscription'),
        itemValue: t('checkout.product'),
        amount: t('checkout.amount'),
        amountValue: t('checkout.perMonth', { amount: CLAIM_MONTHLY_FEE }),
        done: t('checkout.paid'),
        back: t('checkout.continue'),
      }}
      paid={loaderData.paid}
      successUrl={loaderData.successUrl}
      pay={{ label: t('checkout.pay', { amount: CLAIM_MONTHLY_FEE }), intent: 'pay' }}
      other={{ label: t('checkout.decline'), intent: 'decline' }}
    />
  )
}
