import { AdminPager, AdminSearch } from '~/components/admin/admin-list'
import { RowAction, RowError, StatusBadge } from '~/components/admin/moderation'
import { signedInUser } from '~/lib/context'
import { formatDate } from '~/lib/format'
import { adminListQuery, moderationAction } from '~/lib/moderation.server'
import { acceptApplication, listApplicationsForAdmin, rejectApplication } from '~/models/moderation.server'
import type { Route } from './+types/programs'

/**
 * /admin/programs, Programs Management: cohort applications, those waiting first. Accept adds the member to the cohort
 * (never above maxParticipants); reject keeps the admin's notes.
 */
export async function loader({ request }: Route.LoaderArgs) {
  return { page: await listApplicationsForAdmin(adminListQuery(request)) }
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = context.get(signedInUser)
  return moderationAction(request, {
    accept: { done: 'Application accepted', run: (id, notes) => acceptApplication(admin, id, notes) },
    reject: { done: 'Application rejected', run: (id, notes) => rejectApplication(admin, id, notes) },
  })
}

export function meta() {
  return [{ title: 'Programs Management | Startup Asia' }]
}

const tone = { pending: 'amber', approved: 'green', rejected: 'red' } as const

export default function ProgramsManagement({ loaderData, actionData }: Route.ComponentProps) {
  const { page } = loaderData
  return (
    <>
      <AdminSearch q={page.q} label="Search applications" placeholder="Cohort or applicant e-mail" />
      <ul className="mt-4 divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
        {page.items.map((application) => {
          const full = application.currentParticipants >= application.maxParticipants
          return (
            <li key={application.id} className="px-4 py-3">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-medium break-words text-gray-900">
                    {application.applicantName ?? application.applicantEmail} → {application.cohortName}
                  </p>
                  <p className="text-sm break-all text-gray-600">
                    {application.applicantEmail} · applied {formatDate(application.appliedAt)} · {application.currentParticipants}/
                    {application.maxParticipants} participants{full ? ' (full)' : ''}
                  </p>
                </div>
                <StatusBadge tone={tone[application.status as keyof typeof tone] ?? 'gray'}>{application.status}</StatusBadge>
              </div>
              {application.motivationLetter ? (
                <p className="mt-2 line-clamp-3 text-sm break-words whitespace-pre-line text-gray-700">{application.motivationLetter}</p>
              ) : null}
              {application.reviewNotes ? <p className="mt-1 text-sm text-gray-600">Notes: {application.reviewNotes}</p> : null}
              <RowError error={actionData} id={application.id} />
              {application.status === 'pending' ? (
                <div className="mt-2 flex flex-wrap items-end gap-3">
                  <RowAction id={application.id} intent="accept" label="Accept" pendingLabel="Accepting..." variant="primary" />
                  <RowAction id={application.id} intent="reject" label="Reject" pendingLabel="Rejecting...">
                    <label className="text-sm text-gray-700">
                      <span className="sr-only">Notes for {application.applicantEmail}</span>
                      <input
                        name="notes"
                        maxLength={1000}
                        placeholder="Notes (optional)"
                        defaultValue={actionData?.id === application.id ? actionData.notes : ''}
                        className="block w-48 rounded-md border border-gray-300 px-2 py-1 text-sm"
                      />
                    </label>
                  </RowAction>
                </div>
              ) : null}
            </li>
          )
        })}
      </ul>
      <AdminPager page={page} noun="applications" />
    </>
  )
}
