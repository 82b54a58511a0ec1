import { useTranslation } from '~/browser/i18n-react'
import { AdminPager, AdminSearch } from '~/components/admin/admin-list'
import { RowAction, RowError, StatusBadge } from '~/components/admin/moderation'
import { RESOURCE_TYPE_LABELS } from '~/domain/resources'
import { adminFrom } from '~/server/context'
import { formatDate } from '~/shared/format'
import type { I18nHandle } from '~/shared/i18n'
import { metaT, useIntlLocale, useMessage } from '~/browser/i18n-react'
import { adminListQuery, moderationAction } from '~/services/moderation.server'
import { listListingsForAdmin, reviewListing } from '~/models/moderation.server'
import type { Route } from './+types/spaces'

/**
 * /admin/spaces, Space Management: the resource listings members submitted through Apply to Join, those waiting for
 * review first. Approve lists one in the Resource Hub; reject declines it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = adminFrom(context)
  return { page: await listListingsForAdmin(admin, adminListQuery(request)) }
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = adminFrom(context)
  return moderationAction(request, context, {
    approve: { done: 'spaces.approved', run: (id) => reviewListing(admin, id, true) },
    reject: { done: 'spaces.rejected', run: (id) => reviewListing(admin, id, false) },
  })
}

export const handle = { i18n: ['admin', 'resources'] } satisfies I18nHandle

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches, 'admin')('section.spaces')} | ${metaT(matches, 'common')('site.name')}` }]
}

const SEPARATOR = ' \u00B7 '

export default function SpaceManagement({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('admin')
  const message = useMessage()
  const locale = useIntlLocale()
  const { page } = loaderData
  return (
    <>
      <AdminSearch q={page.q} label={t('spaces.search')} placeholder={t('spaces.searchPlaceholder')} />
      <ul className="mt-4 divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
        {page.items.map((listing) => {
          const state = !listing.reviewedAt ? t('spaces.pending') : listing.isActive ? t('spaces.listed') : t('spaces.declined')
          const typeLabel = RESOURCE_TYPE_LABELS[listing.type as keyof typeof RESOURCE_TYPE_LABELS]
          return (
            <li key={listing.id} className="px-4 py-3">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-medium break-words text-gray-900">{listing.name}</p>
                  <p className="text-sm break-all text-gray-600">
                    {typeLabel ? message(typeLabel) : listing.type}
                    {listing.location ? SEPARATOR + listing.location : ''}
                    {SEPARATOR}
                    {listing.submitterEmail ?? t('deletedAccount')}
                    {listing.submittedAt ? SEPARATOR + t('spaces.submitted', { date: formatDate(listing.submittedAt, locale) }) : ''}
                  </p>
                </div>
                <StatusBadge tone={!listing.reviewedAt ? 'amber' : listing.isActive ? 'green' : 'red'}>{state}</StatusBadge>
              </div>
              {listing.description ? (
                <p className="mt-2 line-clamp-3 text-sm break-words text-gray-700">{listing.description}</p>
              ) : null}
              <RowError error={actionData} id={listing.id} />
              {!listing.reviewedAt ? (
                <div className="mt-2 flex flex-wrap gap-3">
                  <RowAction
                    id={listing.id}
                    intent="approve"
                    label={t('action.approve')}
                    pendingLabel={t('action.approving')}
                    variant="primary"
                  />
                  <RowAction id={listing.id} intent="reject" label={t('action.reject')} pendingLabel={t('action.rejecting')} />
                </div>
              ) : null}
            </li>
          )
        })}
      </ul>
      <AdminPager page={page} noun="listings" />
    </>
  )
}
