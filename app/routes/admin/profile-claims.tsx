import { useTranslation } from '~/browser/i18n-react'
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
  OWN_CLAIM_REVIEW,
} from '~/domain/claims'
import { adminFrom } from '~/server/context'
import { DomainError } from '~/shared/errors'
import { formatDate } from '~/shared/format'
import { logoSource } from '~/shared/startup-logo'
import { pagePath, parseId } from '~/server/http.server'
import type { I18nHandle } from '~/shared/i18n'
import { metaT, useIntlLocale, useMessage } from '~/browser/i18n-react'
import { getT } from '~/server/i18n.server'
import { formatMoney } from '~/shared/money'
import { redirectWithToast } from '~/server/toast.server'
import { listProfileClaims, reviewProfileClaim } from '~/models/claims.server'
import { reviewClaimSchema } from '~/schemas/claims'
import type { Route } from './+types/profile-claims'

/**
 * /admin/profile-claims (001 §2 "Profile claims"): every paid claim with its details and proof; Approve/Reject on
 * pending ones post the same schema and model as PUT /api/admin/profile-claims/{id}.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const admin = adminFrom(context)
  return { claims: await listProfileClaims(admin) }
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = adminFrom(context)
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
    const t = getT(context, 'admin')
    const approved = parsed.data.status === 'approved'
    return redirectWithToast(request, pathname, {
      title: approved ? t('claims.approvedTitle') : t('claims.rejectedTitle'),
      description: approved ? t('claims.approvedText') : t('claims.rejectedText'),
    })
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    return data({ id, message: error.message || CLAIM_UPDATE_FAILED }, { status: error.status })
  }
}

export const handle = { i18n: ['admin', 'claims'] } satisfies I18nHandle

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches, 'admin')('section.profile-claims')} | ${metaT(matches, 'common')('site.name')}` }]
}

const tone = { pending: 'amber', approved: 'green', rejected: 'red' } as const

export default function ProfileClaims({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('admin')
  const message = useMessage()
  const locale = useIntlLocale()
  const { claims } = loaderData
  if (claims.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-gray-300 bg-white px-4 py-12 text-center">
        <p className="font-medium text-gray-900">{message(NO_CLAIMS)}</p>
        <p className="mt-1 text-sm text-gray-600">{message(NO_CLAIMS_HINT)}</p>
      </div>
    )
  }
  return (
    <ul className="space-y-4">
      {claims.map((claim) => (
          <li key={claim.id} className="rounded-xl border border-gray-200 bg-white p-4">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="flex min-w-0 items-center gap-3">
                <img src={logoSource(claim.startup)} alt="" width={40} height={40} className="size-10 shrink-0 rounded-md object-cover" />
                <div className="min-w-0">
                  <h2 className="font-semibold break-words text-gray-900">{claim.startup.name}</h2>
                  <p className="text-sm break-words text-gray-600">{claim.companyName}</p>
                </div>
              </div>
              <StatusBadge tone={tone[claim.status]}>{message(CLAIM_STATUS_LABELS[claim.status])}</StatusBadge>
            </div>
            <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
              <Detail term={t('claims.claimer')} value={claim.claimerName} />
              <Detail term={t('claims.email')} value={claim.claimerEmail} />
              <Detail term={t('claims.title')} value={claim.claimerTitle} />
              <Detail term={t('claims.registration')} value={claim.businessRegistration || t('na')} />
              <Detail term={t('claims.taxId')} value={claim.taxId || t('na')} />
              <Detail term={t('claims.monthlyFee')} value={t('claims.perMonth', { amount: formatMoney(claim.monthlyFee, 'USD', locale) })} />
              <Detail term={t('claims.submitted')} value={formatDate(claim.createdAt, locale)} />
              <Detail term={t('claims.payment')} value={claim.paymentStatus === 'refunded' ? t('claims.refunded') : t('claims.paid')} />
            </dl>
            <div className="mt-3 text-sm">
              <p className="font-medium text-gray-700">{t('claims.justification')}</p>
              <p className="break-words whitespace-pre-line text-gray-700">{claim.justification || message(NO_JUSTIFICATION)}</p>
            </div>
            {claim.proofOfAuthorityUrl ? (
              <a href={claim.proofOfAuthorityUrl} className="mt-2 inline-block text-sm font-medium text-blue-700 underline">
                {t('claims.viewProof')}
                <span className="sr-only">{t('claims.proofFor', { name: claim.startup.name })}</span>
              </a>
            ) : null}
            {claim.adminComments ? <p className="mt-2 text-sm text-gray-600">{t('claims.adminComments', { comments: message(claim.adminComments) })}</p> : null}
            <RowError error={actionData} id={claim.id} />
            {claim.status === 'pending' && claim.ownClaim ? (
              <p className="mt-3 text-sm text-gray-600">{message(OWN_CLAIM_REVIEW)}</p>
            ) : claim.status === 'pending' ? (
              <div className="mt-3 flex flex-wrap gap-3">
                <RowAction id={claim.id} intent="approve" label={t('action.approve')} pendingLabel={t('action.approving')} variant="primary" />
                <RowAction id={claim.id} intent="reject" label={t('action.reject')} pendingLabel={t('action.rejecting')} />
              </div>
            ) : null}
          </li>
      ))}
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
