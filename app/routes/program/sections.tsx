import { useTranslation } from '~/browser/i18n-react'
import { href } from 'react-router'
import { SESSION_TYPE_LABELS } from '~/domain/cohorts'
import { labelFor } from '~/domain/vocabulary'
import { formatDate } from '~/shared/format'
import { useIntlLocale, useMessage } from '~/browser/i18n-react'
import type { CohortParticipantItem, CohortSessionItem } from '~/models/cohorts.server'

/**
 * The sessions (001 §3: title, type, date, start and end time, location or online), each with its calendar file, in
 * date and time order. Times are the wall clock of the session's city, and say so.
 */
export function Sessions({ cohortId, sessions }: { cohortId: number; sessions: readonly CohortSessionItem[] }) {
  const { t } = useTranslation('programs')
  const message = useMessage()
  const locale = useIntlLocale()
  if (sessions.length === 0) return <p className="text-gray-600">{t('sessions.none')}</p>
  return (
    <ol className="divide-y divide-gray-100">
      {sessions.map((session) => (
        <li key={session.id} className="flex min-w-0 flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-start">
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-semibold break-words text-gray-900">{session.title}</h3>
              {session.sessionType ? (
                <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-700">
                  {message(labelFor(SESSION_TYPE_LABELS, session.sessionType))}
                </span>
              ) : null}
              {session.status === 'completed' ? (
                <span className="rounded-full bg-green-50 px-2 py-0.5 text-xs font-medium text-green-800">{t('sessions.held')}</span>
              ) : null}
            </div>
            <p className="mt-1 text-sm text-gray-700">
              {session.date ? formatDate(session.date, locale) : t('sessions.dateTba')}
              {session.startTime
                ? ` · ${t('sessions.time', {
                    time: session.endTime ? `${session.startTime}–${session.endTime}` : session.startTime,
                    city: session.timeZoneCity,
                  })}`
                : null}
            </p>
            <p className="mt-0.5 text-sm break-words text-gray-600">
              {session.isOnline ? (
                session.meetingLink ? (
                  <>
                    {`${t('sessions.online')} · `}
                    <a href={session.meetingLink} className="text-brand-700 underline" rel="noopener noreferrer" target="_blank">
                      {t('sessions.join')}
                    </a>
                  </>
                ) : (
                  t('sessions.online')
                )
              ) : (
                session.location || t('sessions.locationTba')
              )}
            </p>
            {session.description ? <p className="mt-1 text-sm break-words text-gray-600">{session.description}</p> : null}
          </div>
          {session.date ? (
            <a
              href={href('/programs/:id/sessions/:sessionId/calendar.ics', {
                id: String(cohortId),
                sessionId: String(session.id),
              })}
              download
              className="shrink-0 text-sm font-medium text-brand-700 hover:underline"
            >
              {t('sessions.addToCalendar')}
              <span className="sr-only">{`: ${session.title}`}</span>
            </a>
          ) : null}
        </li>
      ))}
    </ol>
  )
}

/** The first participants (001 §2: 5) with their progress, then '+N more'. Names only, never e-mails. */
export function Participants({ participants, more }: { participants: readonly CohortParticipantItem[]; more: number }) {
  const { t } = useTranslation('programs')
  if (participants.length === 0) {
    return <p className="text-gray-600">{t('participants.none')}</p>
  }
  return (
    <>
      <ul className="space-y-3">
        {participants.map((participant) => (
          <li key={participant.id} className="flex min-w-0 items-center gap-3">
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800"
            >
              {participant.name.charAt(0).toUpperCase()}
            </span>
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-gray-900">{participant.name}</p>
              {participant.startupName ? <p className="truncate text-sm text-gray-600">{participant.startupName}</p> : null}
              <progress
                aria-label={t('participants.progress', { name: participant.name })}
                max={100}
                value={participant.progressPercentage}
                className="progress-bar mt-1 h-1.5 bg-gray-100"
              />
            </div>
            <span className="shrink-0 text-sm text-gray-600">{`${participant.progressPercentage}%`}</span>
          </li>
        ))}
      </ul>
      {more > 0 ? <p className="mt-3 text-sm font-medium text-gray-600">{t('card.more', { count: more })}</p> : null}
    </>
  )
}
