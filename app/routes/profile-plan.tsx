import { data, Form, Link, redirect } from 'react-router'
import { metaT, useIntlLocale, useMessage, useTranslation } from '~/browser/i18n-react'
import { planPrice } from '~/components/plans/plan-price'
import { buttonClasses } from '~/components/ui/button'
import {
  cancelPlanAtPeriodEnd,
  fulfilPlanCheckout,
  getSubscriptionSummary,
  listPlans,
  planOf,
  planPortalUrl,
  resumePlan,
  startPlanCheckout,
} from '~/models/plans.server'
import { signedInUser } from '~/server/context'
import { getT } from '~/server/i18n.server'
import { getPaymentProvider } from '~/server/payments/configured.server'
import { siteOrigin } from '~/server/site-origin.server'
import { redirectWithToast } from '~/server/toast.server'
import { DomainError } from '~/shared/errors'
import type { I18nHandle } from '~/shared/i18n'
import type { Route } from './+types/profile-plan'

/**
 * /profile/plan (issue 44 item 2; docs/decisions/0135-plans-and-subscriptions.md): the member's plan, status, trial
 * end and renewal; upgrade (Checkout), downgrade to Starter or cancel at the period's end, resume; Stripe's customer
 * portal where keys exist. Every change is a plain form post behind a confirm step (`?dialog=cancel|downgrade|resume`)
 * that works without JavaScript. Checkout returns here with `session_id`: the server asks the provider for the
 * session (the same idempotent store as the webhook's), and says 'confirming' until the subscription exists.
 */
export const handle = { i18n: ['plans'] } satisfies I18nHandle

const DIALOGS = ['cancel', 'downgrade', 'resume'] as const
type Dialog = (typeof DIALOGS)[number]

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser)
  const url = new URL(request.url)
  const sessionId = url.searchParams.get('session_id')
  let confirming = false
  let problem: string | null = null
  if (sessionId) {
    try {
      if (await fulfilPlanCheckout(user, sessionId)) {
        const { plan } = await planOf(user.id)
        const t = getT(context, 'plans')
        throw await redirectWithToast(request, '/profile/plan', {
          title: t('page.started'),
          description: t('page.startedText', { plan: t(`plan.${plan.key}`) }),
        })
      }
      confirming = true
    } catch (error) {
      if (!(error instanceof DomainError)) throw error
      problem = error.message
    }
  }
  const [summary, plans, current] = await Promise.all([getSubscriptionSummary(user.id), listPlans(), planOf(user.id)])
  const requested = url.searchParams.get('dialog')
  const dialog = (DIALOGS as readonly string[]).includes(requested ?? '') ? (requested as Dialog) : null
  return {
    summary,
    confirming,
    problem,
    dialog,
    plans: plans.map((plan) => ({ key: plan.key, priceMinor: plan.priceMinor, currency: plan.currency })),
    portal: getPaymentProvider().mode === 'stripe' && Boolean(current.subscription?.stripeCustomerId),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = context.get(signedInUser)
  const form = await request.formData()
  const t = getT(context, 'plans')
  try {
    switch (form.get('intent')) {
      case 'upgrade': {
        const { url } = await startPlanCheckout(user, 'professional', siteOrigin(request))
        return redirect(url, 303)
      }
      case 'cancel':
      case 'downgrade':
        await cancelPlanAtPeriodEnd(user)
        return redirectWithToast(request, '/profile/plan', { title: t('toast.cancelled') })
      case 'resume':
        await resumePlan(user)
        return redirectWithToast(request, '/profile/plan', { title: t('toast.resumed') })
      case 'portal': {
        const url = await planPortalUrl(user, `${siteOrigin(request)}/profile/plan`)
        if (!url) return data({ message: 'You have no subscription to change' }, { status: 409 })
        return redirect(url, 303)
      }
      default:
        return data({ message: 'Unknown intent' }, { status: 400 })
    }
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    return data({ message: error.message }, { status: error.status })
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaT(matches, 'plans')('meta.plan') }]
}

export default function ProfilePlan({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('plans')
  const message = useMessage()
  const locale = useIntlLocale()
  const { summary, confirming, problem, dialog, plans, portal } = loaderData
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })
  const day = (iso: string | null) => (iso ? date.format(new Date(iso)) : '')
  const running = summary.status !== null
  const error = actionData?.message ?? problem
  const paid = plans.find((plan) => plan.key === summary.plan)
  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-10">
      <h1 className="text-2xl font-bold text-gray-900">{t('page.title')}</h1>
      {confirming ? (
        <p role="status" className="mt-4 rounded-md border border-blue-200 bg-blue-50 p-3 text-sm text-blue-900">
          {t('page.confirming')}{' '}
          <a href="" className="underline">
            {t('page.refresh')}
          </a>
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {message(error)}
        </p>
      ) : null}
      <dl className="mt-6 grid grid-cols-1 gap-4 rounded-xl border border-gray-200 bg-white p-5 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-gray-600">{t('page.current')}</dt>
          <dd className="text-lg font-semibold text-gray-900" data-testid="current-plan">
            {t(`plan.${summary.plan}`)}
            {paid && paid.priceMinor > 0 ? (
              <span className="ml-2 text-sm font-normal text-gray-600">
                {t('price.perMonth', { price: planPrice(paid.priceMinor, paid.currency, locale) })}
              </span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-gray-600">{t('page.status')}</dt>
          <dd className="font-medium text-gray-900">{t(`status.${summary.status ?? 'none'}` as 'status.none')}</dd>
        </div>
        {summary.trialEnd && summary.status === 'trialing' ? (
          <div>
            <dt className="text-sm text-gray-600">{t('page.trialEnd')}</dt>
            <dd className="font-medium text-gray-900">{day(summary.trialEnd)}</dd>
          </div>
        ) : null}
        {summary.currentPeriodEnd ? (
          <div>
            <dt className="text-sm text-gray-600">{summary.cancelAtPeriodEnd ? t('page.endsOn') : t('page.renewal')}</dt>
            <dd className="font-medium text-gray-900">{day(summary.currentPeriodEnd)}</dd>
          </div>
        ) : null}
      </dl>
      {summary.graceEndsAt ? (
        <p className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {t('page.graceEnds', { date: day(summary.graceEndsAt) })}
        </p>
      ) : null}
      {summary.cancelAtPeriodEnd && summary.currentPeriodEnd ? (
        <p className="mt-4 text-sm text-gray-700">{t('page.cancelScheduled', { date: day(summary.currentPeriodEnd) })}</p>
      ) : null}

      {dialog ? (
        <section
          role="dialog"
          aria-labelledby="plan-confirm-title"
          className="mt-6 rounded-xl border border-gray-300 bg-white p-5 shadow-sm"
        >
          <h2 id="plan-confirm-title" className="text-lg font-semibold text-gray-900">
            {t(`confirm.${dialog}.title`)}
          </h2>
          <p className="mt-2 text-gray-700">{t(`confirm.${dialog}.text`)}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Form method="post" action="/profile/plan">
              <button type="submit" name="intent" value={dialog} className={buttonClasses()}>
                {t('confirm.yes')}
              </button>
            </Form>
            <Link to="/profile/plan" className={buttonClasses({ variant: 'outline' })}>
              {t('confirm.no')}
            </Link>
          </div>
        </section>
      ) : null}

      <div className="mt-6 flex flex-wrap gap-3">
        {summary.plan === 'starter' ? (
          <Form method="post" reloadDocument>
            <button type="submit" name="intent" value="upgrade" className={buttonClasses()}>
              {t('page.upgrade')}
            </button>
          </Form>
        ) : null}
        {running && !summary.cancelAtPeriodEnd ? (
          <>
            <Link to="?dialog=downgrade" className={buttonClasses({ variant: 'outline' })}>
              {t('page.downgrade')}
            </Link>
            <Link to="?dialog=cancel" className={buttonClasses({ variant: 'outline' })}>
              {t('page.cancel')}
            </Link>
          </>
        ) : null}
        {running && summary.cancelAtPeriodEnd ? (
          <Link to="?dialog=resume" className={buttonClasses()}>
            {t('page.resume')}
          </Link>
        ) : null}
        {portal ? (
          <Form method="post" reloadDocument>
            <button type="submit" name="intent" value="portal" className={buttonClasses({ variant: 'outline' })}>
              {t('page.portal')}
            </button>
          </Form>
        ) : null}
      </div>
      <p className="mt-8 flex flex-wrap gap-x-4 gap-y-2 text-sm text-gray-600">
        <Link to="/#pricing" className="text-blue-700 underline">
          {t('page.compare')}
        </Link>
        <Link to="/contact-sales" className="text-blue-700 underline">
          {t('page.enterprise')}
        </Link>
      </p>
    </main>
  )
}
