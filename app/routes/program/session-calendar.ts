import { data, href } from 'react-router'
import { getUser } from '~/lib/auth.server'
import { calendarFile, calendarResponse, wallClockToInstant } from '~/lib/calendar-file.server'
import { DomainError } from '~/lib/errors'
import { parseId, rejectPost } from '~/lib/http.server'
import { getT } from '~/lib/i18n.server'
import { getCohortSession } from '~/models/cohorts.server'
import type { Route } from './+types/session-calendar'

const HOUR = 3_600_000
const DAY = 24 * HOUR

/**
 * /programs/{id}/sessions/{sessionId}/calendar.ics: one session as a calendar file ("calendar integration", like
 * events). Its date and 'HH:MM' times are the wall clock of its city, written as UTC instants; a session without a
 * start time is a one-hour block from 09:00; an end at or before the start runs past midnight. The meeting link goes
 * in only for those who may see it (participants, admins), and then the file is not cached.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const cohortId = parseId(params.id)
  const sessionId = parseId(params.sessionId)
  if (cohortId === null || sessionId === null) throw data({ message: 'Session Not Found' }, { status: 404 })
  const viewer = await getUser(request)
  try {
    const { cohortName, session } = await getCohortSession(cohortId, sessionId, viewer)
    const start = session.date ? wallClockToInstant(session.date, session.startTime ?? '09:00', session.timeZone) : null
    if (!start) throw data({ message: 'This session has no date yet' }, { status: 404 })
    let end = session.endTime ? wallClockToInstant(session.date!, session.endTime, session.timeZone) : null
    if (!end) end = new Date(start.getTime() + HOUR)
    if (end <= start) end = new Date(end.getTime() + DAY)
    const page = new URL(href('/programs/:id', { id: String(cohortId) }), request.url).toString()
    // The file's words are in the language of the request that downloads it; the names are as written.
    const t = getT(context, 'programs')
    const location = session.isOnline ? (session.meetingLink ?? t('sessions.online')) : session.location
    const ics = calendarFile(cohortName, [
      {
        id: `cohort-session-${session.id}@startup.asia`,
        start,
        end,
        summary: `${session.title} — ${cohortName}`,
        description: [session.description, t('ics.partOf', { name: cohortName, url: page })].filter(Boolean).join('\n\n'),
        location,
        url: page,
        cancelled: session.status === 'cancelled',
      },
    ])
    return calendarResponse(ics, `program-session-${session.id}.ics`, { personal: session.meetingLink !== null })
  } catch (error) {
    if (error instanceof DomainError && error.status === 404) throw data({ message: error.message }, { status: 404 })
    throw error
  }
}

export const action = rejectPost
