import { useTranslation } from '~/browser/i18n-react'
import { data, href, Link, redirect } from 'react-router'
import { buttonClasses } from '~/components/ui/button'
import { STARTUP_NOT_FOUND } from '~/domain/startup-profile'
import { getUser } from '~/services/auth.server'
import { DomainError } from '~/shared/errors'
import type { I18nHandle } from '~/shared/i18n'
import { metaT, useMessage } from '~/browser/i18n-react'
import { getT } from '~/server/i18n.server'
import { parseId } from '~/server/http.server'
import { redirectWithToast } from '~/server/toast.server'
import { fulfilCheckoutSession, getMyLatestClaim } from '~/models/claims.server'
import { emailPreferencesOf } from '~/models/notifications.server'
import type { Route } from './+types/claim-success'

/**
 * /claim-success/{id} (001 §2 "Claim success"). Hosted Checkout returns here with `session_id`: the server asks the
 * payment provider whether it is paid, and only then does the claim enter review (the webhook does the same).
 */
export const handle = { i18n: ['claims'] } satisfies I18nHandle

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = parseId(params.id)
  if (id === null) throw data({ message: STARTUP_NOT_FOUND }, { status: 404 })
  const user = await getUser(request)
  if (!user) throw redirect(`/auth?redirectTo=${encodeURIComponent(`/claim-success/${id}`)}`)
  const sessionId = new URL(request.url).searchParams.get('session_id')
  let problem: string | null = null
  if (sessionId) {
    try {
      await fulfilCheckoutSession(user, id, sessionId)
      const t = getT(context, 'claims')
      throw await redirectWithToast(request, href('/claim-success/:id', { id: String(id) }), {
        title: t('submitted.title'),
        description: t('submitted.text'),
      })
    } catch (error) {
      if (!(error instanceof DomainError)) throw error
      problem = error.message
    }
  }
  const claim = await getMyLatestClaim(user.id, id)
  // Stripe came back here after a payment that needed a redirect, before the claim was sent: finish it.
  const returned = new URL(request.url).searchParams.get('subscription')
  const unsent = returned && /^sub_\w{1,200}$/.test(returned) && claim?.subscriptionId !== returned ? returned : null
  // What the page says about e-mail (docs/decisions/0105): the confirmation is sent when the claim enters review
  // (paid), unless the member switched e-mails about applications off.
  let mail: 'sent' | 'off' | 'later' | 'none' = 'none'
  if (claim?.paymentStatus === 'awaiting_payment') mail = 'later'
  else if (claim) mail = (await emailPreferencesOf(user.id)).applications ? 'sent' : 'off'
  return { startupId: id, problem, awaitingPayment: claim?.paymentStatus === 'awaiting_payment', unsent, mail }
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaT(matches, 'claims')('meta.submitted') }]
}

const STEPS = ['review', 'approval', 'access'] as const

const MAIL_NOTE = {
  sent: 'success.emailSent',
  off: 'success.emailOff',
  later: 'success.emailLater',
  none: 'success.followClaim',
} as const

export default function ClaimSuccess({ loaderData }: Route.ComponentProps) {
  const { startupId, problem, awaitingPayment, unsent, mail } = loaderData
  const { t } = useTranslation('claims')
  const message = useMessage()
  if (unsent) {
    return (
      <main className="mx-auto w-full max-w-2xl px-4 py-12 text-center">
        <h1 className="text-3xl font-bold text-gray-900">{t('success.paymentReceived')}</h1>
        <p className="mt-2 text-gray-600">{t('success.oneStepLeft')}</p>
        <Link
          to={`${href('/claim-profile/:id', { id: String(startupId) })}?subscription=${encodeURIComponent(unsent)}`}
          className={buttonClasses({ className: 'mt-6' })}
        >
          {t('success.finish')}
        </Link>
      </main>
    )
  }
  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-12 text-center">
      {problem || awaitingPayment ? (
        <div role="status" className="mb-6 rounded-md border border-amber-300 bg-amber-50 p-3 text-left text-sm text-amber-900">
          {t('success.notYetConfirmed', { problem: problem ? message(problem) : t('success.stillConfirming') })}
        </div>
      ) : null}
      <h1 className="text-3xl font-bold text-gray-900">{t('success.title')}</h1>
      <p className="mt-2 text-gray-600">{t('success.underReview')}</p>
      <ol className="mt-8 space-y-3 text-left">
        {STEPS.map((step, index) => (
          <li key={step} className="flex gap-3 rounded-xl border border-gray-200 bg-white p-4">
            <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-blue-600 font-semibold text-white">
              {index + 1}
            </span>
            <div className="min-w-0">
              <h2 className="font-semibold text-gray-900">{t(`steps.${step}.title`)}</h2>
              <p className="text-sm text-gray-600">{t(`steps.${step}.text`)}</p>
            </div>
          </li>
        ))}
      </ol>
      {/* 001 §2: a confirmation e-mail — sent when the claim enters review, unless the member turned it off. */}
      <p className="mt-6 text-sm text-gray-600">{t(MAIL_NOTE[mail])}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={href('/claim-profile/:id', { id: String(startupId) })} className={buttonClasses({ variant: 'outline' })}>
          {t('success.checkClaim')}
        </Link>
        <a href="mailto:support@startup.asia" className={buttonClasses({ variant: 'outline' })}>
          {t('success.contactSupport')}
        </a>
        <Link to={href('/startup/:id', { id: String(startupId) })} className={buttonClasses({ variant: 'outline' })}>
          {t('success.viewProfile')}
        </Link>
        <Link to="/discover" className={buttonClasses()}>
          {t('backToDiscover')}
        </Link>
      </div>
    </main>
  )
}
