import { href, Link } from 'react-router'
import { useMessage, useTranslation } from '~/browser/i18n-react'
import { JOB_TYPE_LABELS } from '~/domain/jobs'
import type { Match } from '~/domain/matching'
import { SECTORS, STAGES, type Sector, type Stage } from '~/domain/startups'
import { labelFor } from '~/domain/vocabulary'
import type { JobMatchCard, StartupMatchCard } from '~/models/matches.server'
import { MatchReasons } from './match-reasons'

const cardClass = 'min-w-0 rounded-lg border border-gray-200 bg-white p-3'

/** A matched startup: its name (linking to its profile), what it is, and why it matched. */
export function StartupMatchItem({ match }: { match: Match<StartupMatchCard> }) {
  const message = useMessage()
  const { item } = match
  const facts = [
    item.sector ? message(SECTORS[item.sector as Sector] ?? item.sector) : '',
    item.stage ? message(STAGES[item.stage as Stage] ?? item.stage) : '',
    item.location ?? '',
  ]
    .filter(Boolean)
    .join(' · ')
  return (
    <article className={cardClass}>
      <h3 className="font-medium break-words">
        <Link to={href('/startup/:id', { id: String(item.id) })} className="text-gray-900 hover:underline">
          {item.name}
        </Link>
      </h3>
      {facts ? <p className="text-sm break-words text-gray-600">{facts}</p> : null}
      <MatchReasons reasons={match.reasons} score={match.score} />
    </article>
  )
}

/** A matched job: its title (linking to its page), its company and place, and why it matched. */
export function JobMatchItem({ match }: { match: Match<JobMatchCard> }) {
  const message = useMessage()
  const { t } = useTranslation('matches')
  const { item } = match
  const facts = [item.location ? message(item.location) : '', message(labelFor(JOB_TYPE_LABELS, item.type)), item.isRemote ? t('value.remote') : '']
    .filter(Boolean)
    .join(' · ')
  return (
    <article className={cardClass}>
      <h3 className="font-medium break-words">
        <Link to={href('/jobs/:id', { id: String(item.id) })} className="text-gray-900 hover:underline">
          {item.title}
        </Link>
      </h3>
      <p className="text-sm break-words text-gray-600">{item.startupName}</p>
      <p className="text-xs break-words text-gray-500">{facts}</p>
      <MatchReasons reasons={match.reasons} score={match.score} />
    </article>
  )
}
