import { data } from 'react-router'
import { RowAction, RowError, StatusBadge } from '~/components/admin/moderation'
import {
  CLAIM_APPROVED_COMMENT,
  CLAIM_REJECTED_COMMENT,
  CLAIM_STATUS_LABELS,
  CLAIM_UPDATE_FAILED,
  NO_CLAIMS,
  NO_CLAIMS_HINT,
  NO_JUSTIFICATION,
} from '~/domain/claims'
import { signedInUser } from '~/lib/context'
import { DomainError } from '~/lib/errors'
import { formatDate } from '~/lib/format'
import { pagePath, parseId } from '~/lib/http.server'
import { formatMoney } from '~/lib/money'
import { redirectWithToast } from '~/lib/toast.server'
import { listProfileClaims, reviewProfileClaim } from '~/models/claims.server'
import { reviewClaimSchema } from '~/schemas/claims'
import type { Route } from './+types/profile-claims'

/**
 * /admin/profile-claims (001 §2 "Profile claims"): every paid claim with its details and proof; Approve/Reject on
 * pending ones post the same schema and model as PUT /api/admin/profile-claims/{id}.
 */
export async function loader() {
  return { claims: await listProfileClaims() }
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = context.get(signedInUser)
  const form = await request.formData()
  const id = parseId(String(form.get('id') ?? ''))
  const status = form.get('intent') === 'approve' ? 'approved' : form.get('intent') === 'reject' ? 'rejected' : null
  const parsed = reviewClaimSchema.safeParse({
    status,
    adminComments: status === 'approved' ? CLAIM_APPROVED_COMMENT : CLAIM_REJECTED_COMMENT,
  })
  try {
    if (id === null || !parsed.success) throw new DomainError(400, CLAIM_UPDATE_FAILED)
    await reviewProfileClaim(admin, id, parsed.data)
    const { pathname } = pagePath(request)
    return redirectWithToast(request, pathname, {
      title: parsed.data.status === 'approved' ? 'Claim Approved' : 'Claim Rejected',
      description: `The profile claim has been ${parsed.data.status}.`,
    })
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    return data({ id, message: error.message || CLAIM_UPDATE_FAILED }, { status: error.status })
  }
}

export function meta() {
  return [{ title: 'Profile Claims | Startup Asia' }]
}

const tone = { pending: 'amber', approved: 'green', rejected: 'red' } as const

export default function ProfileClaims({ loaderData, actionData }: Route.ComponentProps) {
  const { claims } = loaderData
  if (claims.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-gray-300 bg-white px-4 py-12 text-center">
        <p className="font-medium text-gray-900">{NO_CLAIMS}</p>
        <p className="mt-1 text-sm text-gray-600">{NO_CLAIMS_HINT}</p>
      </div>
    )
  }
  return (
    <ul className="space-y-4">
      {claims.map((claim) => {
        const logo = claim.startup.logoData && claim.startup.logoType
          ? `data:${claim.startup.logoType};base64,${claim.startup.logoData}`
          : claim.startup.logo
        return (
          <li key={claim.id} className="rounded-xl border border-gray-200 bg-white p-4">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="flex min-w-0 items-center gap-3">
                {logo ? (
                  <img src={logo} alt="" className="size-10 shrink-0 rounded-md object-cover" />
                ) : (
                  <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-md bg-gray-100 font-semibold text-gray-700">
                    {claim.startup.name.charAt(0).toUpperCase()}
                  </span>
                )}
                <div className="min-w-0">
                  <h2 className="font-semibold break-words text-gray-900">{claim.startup.name}</h2>
                  <p className="text-sm break-words text-gray-600">{claim.companyName}</p>
                </div>
              </div>
              <StatusBadge tone={tone[claim.status]}>{CLAIM_STATUS_LABELS[claim.status]}</StatusBadge>
            </div>
            <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
              <Detail term="Claimer" value={claim.claimerName} />
              <Detail term="Email" value={claim.claimerEmail} />
              <Detail term="Title" value={claim.claimerTitle} />
              <Detail term="Business registration" value={claim.businessRegistration || 'N/A'} />
              <Detail term="Tax ID" value={claim.taxId || 'N/A'} />
              <Detail term="Monthly fee" value={`${formatMoney(claim.monthlyFee)}/month`} />
              <Detail term="Submitted" value={formatDate(claim.createdAt)} />
              <Detail term="Payment" value={claim.paymentStatus === 'refunded' ? 'Refunded' : 'Paid'} />
            </dl>
            <div className="mt-3 text-sm">
              <p className="font-medium text-gray-700">Justification</p>
              <p className="break-words whitespace-pre-line text-gray-700">{claim.justification || NO_JUSTIFICATION}</p>
            </div>
            {claim.proofOfAuthorityUrl ? (
              <a href={claim.proofOfAuthorityUrl} className="mt-2 inline-block text-sm font-medium text-blue-700 underline">
                View proof of authority<span className="sr-only"> for {claim.startup.name}</span>
              </a>
            ) : null}
            {claim.adminComments ? <p className="mt-2 text-sm text-gray-600">Admin comments: {claim.adminComments}</p> : null}
            <RowError error={actionData} id={claim.id} />
            {claim.status === 'pending' ? (
              <div className="mt-3 flex flex-wrap gap-3">
                <RowAction id={claim.id} intent="approve" label="Approve" pendingLabel="Approving..." variant="primary" />
                <RowAction id={claim.id} intent="reject" label="Reject" pendingLabel="Rejecting..." />
              </div>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-gray-500">{term}</dt>
      <dd className="break-words text-gray-900">{value}</dd>
    </div>
  )
}
