import { data, href, Link, redirect } from 'react-router'
import { buttonClasses } from '~/components/ui/button'
import { CLAIM_SUBMITTED_TEXT, CLAIM_SUBMITTED_TITLE } from '~/domain/claims'
import { STARTUP_NOT_FOUND } from '~/domain/startup-profile'
import { getUser } from '~/lib/auth.server'
import { DomainError } from '~/lib/errors'
import { parseId } from '~/lib/http.server'
import { redirectWithToast } from '~/lib/toast.server'
import { fulfilCheckoutSession, getMyLatestClaim } from '~/models/claims.server'
import type { Route } from './+types/claim-success'

/**
 * /claim-success/{id} (001 §2 "Claim success"). Hosted Checkout returns here with `session_id`: the server asks the
 * payment provider whether it is paid, and only then does the claim enter review (the webhook does the same).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const id = parseId(params.id)
  if (id === null) throw data({ message: STARTUP_NOT_FOUND }, { status: 404 })
  const user = await getUser(request)
  if (!user) throw redirect(`/auth?redirectTo=${encodeURIComponent(`/claim-success/${id}`)}`)
  const sessionId = new URL(request.url).searchParams.get('session_id')
  let problem: string | null = null
  if (sessionId) {
    try {
      await fulfilCheckoutSession(user, id, sessionId)
      throw await redirectWithToast(request, href('/claim-success/:id', { id: String(id) }), {
        title: CLAIM_SUBMITTED_TITLE,
        description: CLAIM_SUBMITTED_TEXT,
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
  return { startupId: id, problem, awaitingPayment: claim?.paymentStatus === 'awaiting_payment', unsent }
}

export function meta() {
  return [{ title: 'Claim Submitted | Startup Asia' }]
}

const STEPS = [
  { title: 'Document Review', text: 'We check your proof of authority and business registration.' },
  { title: 'Admin Approval', text: 'An admin approves your claim within 2-3 business days.' },
  { title: 'Access Granted', text: 'You can edit the profile, post jobs and respond to reviews.' },
]

export default function ClaimSuccess({ loaderData }: Route.ComponentProps) {
  const { startupId, problem, awaitingPayment, unsent } = loaderData
  if (unsent) {
    return (
      <main className="mx-auto w-full max-w-2xl px-4 py-12 text-center">
        <h1 className="text-3xl font-bold text-gray-900">Payment received</h1>
        <p className="mt-2 text-gray-600">One step left: send your claim details so we can review them.</p>
        <Link
          to={`${href('/claim-profile/:id', { id: String(startupId) })}?subscription=${encodeURIComponent(unsent)}`}
          className={buttonClasses({ className: 'mt-6' })}
        >
          Finish your claim
        </Link>
      </main>
    )
  }
  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-12 text-center">
      {problem || awaitingPayment ? (
        <div role="status" className="mb-6 rounded-md border border-amber-300 bg-amber-50 p-3 text-left text-sm text-amber-900">
          {problem ?? 'We are still confirming your payment.'} Your claim enters review once the payment is confirmed.
        </div>
      ) : null}
      <h1 className="text-3xl font-bold text-gray-900">Claim Submitted Successfully!</h1>
      <p className="mt-2 text-gray-600">Your profile claim is now under review</p>
      <ol className="mt-8 space-y-3 text-left">
        {STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-3 rounded-xl border border-gray-200 bg-white p-4">
            <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-blue-600 font-semibold text-white">
              {index + 1}
            </span>
            <div className="min-w-0">
              <h2 className="font-semibold text-gray-900">{step.title}</h2>
              <p className="text-sm text-gray-600">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-6 text-sm text-gray-600">
        We have sent a confirmation email with the details of your claim and subscription.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <a href="mailto:support@startup.asia" className={buttonClasses({ variant: 'outline' })}>
          Contact Support
        </a>
        <Link to={href('/startup/:id', { id: String(startupId) })} className={buttonClasses({ variant: 'outline' })}>
          View Startup Profile
        </Link>
        <Link to="/discover" className={buttonClasses()}>
          Back to Discover
        </Link>
      </div>
    </main>
  )
}
