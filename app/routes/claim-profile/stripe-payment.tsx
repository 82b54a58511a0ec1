import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
// The pure entry adds Stripe's script only when loadStripe is called (the root entry adds it on import, on every
// visit to the claim page, keyless or signed out: issue 46 item 11).
import { loadStripe } from '@stripe/stripe-js/pure'
import type { Stripe } from '@stripe/stripe-js'
import { useCallback, useEffect, useState, type ReactNode } from 'react'
import { useTranslation } from '~/browser/i18n-react'
import { useNavigate } from 'react-router'
import { showToast } from '~/browser/toasts'
import { CLAIM_CURRENCY, CLAIM_MONTHLY_FEE_CENTS, CLAIM_SUBMISSION_FAILED } from '~/domain/claims'
import { useMessage } from '~/browser/i18n-react'

/**
 * The claim page's payment with JavaScript and Stripe keys (001 §4 order, issue 16; docs/decisions/0048): the
 * Payment Element (deferred: no subscription exists until the member submits), then
 * POST /api/create-profile-subscription for the client secret, `confirmPayment` with `redirect: 'if_required'`, then
 * POST /api/profile-claims with the form and the paid subscription, then /claim-success/{id}. Without JavaScript the
 * same form posts to the page and goes through hosted Checkout instead.
 */

/** How long the card form may take to appear (or the subscription to be created) before Checkout is offered. */
const PAYMENT_FALLBACK_MS = 12_000

const stripes = new Map<string, Promise<Stripe | null>>()
function stripeFor(publishableKey: string) {
  let stripe = stripes.get(publishableKey)
  if (!stripe) {
    stripe = loadStripe(publishableKey).catch((error: unknown) => {
      console.error('[claim] Stripe.js failed to load:', error)
      return null
    })
    stripes.set(publishableKey, stripe)
  }
  return stripe
}

export interface StripePaymentState {
  /** The Payment Element is ready (Submit may be pressed). */
  ready: boolean
  processing: boolean
  /** The card form did not appear in time, or the subscription could not be created: offer Checkout. */
  offerCheckout: boolean
  /** The card form, placed in the claim form. */
  element: ReactNode
  /** Pays (unless already paid) and submits the claim; false when it stopped (a toast says why). */
  pay(formData: FormData): Promise<void>
}

export function StripeElements({ publishableKey, children }: { publishableKey: string; children: ReactNode }) {
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{
        mode: 'subscription',
        amount: CLAIM_MONTHLY_FEE_CENTS,
        currency: CLAIM_CURRENCY,
      }}
    >
      {children}
    </Elements>
  )
}

async function messageOf(response: Response): Promise<string | null> {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null
  return typeof body?.message === 'string' ? body.message : null
}

export function useStripePayment({
  startupId,
  paidSubscriptionId,
}: {
  startupId: number
  paidSubscriptionId: string | null
}): StripePaymentState {
  const { t } = useTranslation('claims')
  const message = useMessage()
  const stripe = useStripe()
  const elements = useElements()
  const navigate = useNavigate()
  const [ready, setReady] = useState(false)
  const [processing, setProcessing] = useState(false)
  const [offerCheckout, setOfferCheckout] = useState(false)
  // A payment that went through is never asked for twice, even if the claim submission has to be retried.
  const [paidId, setPaidId] = useState<string | null>(paidSubscriptionId)

  useEffect(() => {
    if (ready || paidId) return
    const timer = setTimeout(() => setOfferCheckout(true), PAYMENT_FALLBACK_MS)
    return () => clearTimeout(timer)
  }, [ready, paidId])

  const pay = useCallback(
    async (formData: FormData) => {
      if (processing) return
      setProcessing(true)
      try {
        let subscriptionId = paidId
        if (!subscriptionId) {
          if (!stripe || !elements) return
          const checked = await elements.submit()
          if (checked.error) {
            showToast({ title: t('toast.paymentFailed'), description: checked.error.message ?? '', type: 'error' })
            return
          }
          let created: { clientSecret: string; subscriptionId: string }
          try {
            const response = await fetch('/api/create-profile-subscription', {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
              body: JSON.stringify({ startupId, amount: CLAIM_MONTHLY_FEE_CENTS }),
            })
            if (response.status >= 400 && response.status < 500) {
              // Refused (already claimed, a claim under review, signed out): say so and stop.
              showToast({
                title: t('toast.submissionFailed'),
                description: message((await messageOf(response)) ?? CLAIM_SUBMISSION_FAILED),
                type: 'error',
              })
              return
            }
            if (!response.ok) throw new Error(`HTTP ${response.status}: ${(await messageOf(response)) ?? ''}`)
            created = (await response.json()) as typeof created
          } catch (error) {
            // 001 §8: only logged, and the spinner stays; Checkout is offered after a while (issue 16).
            console.error('[claim] creating the subscription failed:', error)
            setTimeout(() => setOfferCheckout(true), PAYMENT_FALLBACK_MS)
            await new Promise(() => {})
            return
          }
          const returnUrl = new URL(`/claim-success/${startupId}`, window.location.origin)
          returnUrl.searchParams.set('subscription', created.subscriptionId)
          const result = await stripe.confirmPayment({
            elements,
            clientSecret: created.clientSecret,
            confirmParams: { return_url: returnUrl.href },
            redirect: 'if_required',
          })
          if (result.error) {
            showToast({ title: t('toast.paymentFailed'), description: result.error.message ?? '', type: 'error' })
            return
          }
          subscriptionId = created.subscriptionId
          setPaidId(subscriptionId)
        }
        formData.set('startupId', String(startupId))
        formData.set('subscriptionId', subscriptionId)
        const response = await fetch('/api/profile-claims', {
          method: 'POST',
          headers: { Accept: 'application/json' },
          body: formData,
        }).catch(() => null)
        if (!response?.ok) {
          showToast({
            title: t('toast.submissionFailed'),
            description: message((response && (await messageOf(response))) ?? CLAIM_SUBMISSION_FAILED),
            type: 'error',
          })
          return
        }
        showToast({ title: t('submitted.title'), description: t('submitted.text'), type: 'success' })
        await navigate(`/claim-success/${startupId}`)
      } finally {
        setProcessing(false)
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `message` follows `t` (the page's language).
    [elements, navigate, paidId, processing, startupId, stripe, t],
  )

  const element = paidId ? (
    <p className="rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-900">
      {t('payment.confirmed')}
    </p>
  ) : (
    <div>
      <p className="block text-sm font-medium text-gray-800">{t('payment.label')}</p>
      <div className="mt-1 min-h-24 rounded-md border border-gray-300 bg-white p-3">
        {!ready ? (
          <p role="status" className="flex items-center gap-2 text-sm text-gray-600">
            <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-gray-300 border-t-blue-600" />
            {t('payment.loading')}
          </p>
        ) : null}
        <PaymentElement onReady={() => setReady(true)} onLoadError={() => setOfferCheckout(true)} />
      </div>
    </div>
  )

  return { ready: ready || Boolean(paidId), processing, offerCheckout, element, pay }
}
