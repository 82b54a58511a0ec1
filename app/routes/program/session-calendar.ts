import { data } from 'react-router'
import { getUser } from '~/services/auth.server'
import { calendarDownload, calendarFile, sessionEntry } from '~/server/calendar.server'
import { DomainError } from '~/shared/errors'
import { parseId, rejectPost } from '~/server/http.server'
import { getCohortSession } from '~/models/cohorts.server'
import type { Route } from './+types/session-calendar'

/**
 * /programs/{id}/sessions/{sessionId}/calendar.ics: one session as a calendar file ("calendar integration", like
 * events). Its date and 'HH:MM' times are the wall clock of its city, written as UTC instants (sessionEntry). The
 * meeting link goes in only for those who may see it (participants, admins), and then the file is not cached.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const cohortId = parseId(params.id)
  const sessionId = parseId(params.sessionId)
  if (cohortId === null || sessionId === null) throw data({ message: 'Session Not Found' }, { status: 404 })
  const viewer = await getUser(request)
  try {
    const { cohortName, session } = await getCohortSession(cohortId, sessionId, viewer)
    const entry = sessionEntry(session, { id: cohortId, name: cohortName }, new URL(request.url).origin)
    if (!entry) throw data({ message: 'This session has no date yet' }, { status: 404 })
    const ics = calendarFile({ name: cohortName, events: [entry] })
    return calendarDownload(ics, `program-session-${session.id}.ics`, { personal: session.meetingLink !== null })
  } catch (error) {
    if (error instanceof DomainError && error.status === 404) throw data({ message: error.message }, { status: 404 })
    throw error
  }
}

export const action = rejectPost
