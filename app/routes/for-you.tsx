import { href, Link } from 'react-router'
import { metaT, useTranslation } from '~/browser/i18n-react'
import { DashboardSection, EmptyState } from '~/components/dashboard-section'
import { JobMatchItem, StartupMatchItem } from '~/components/match-cards'
import { MatchingDepthNote } from '~/components/matching-depth-note'
import { buttonClasses } from '~/components/ui/button'
import { memberMatches } from '~/models/matches.server'
import { listMyStartups } from '~/models/startups.server'
import { signedInUser } from '~/server/context'
import { rejectPost } from '~/server/http.server'
import type { I18nHandle } from '~/shared/i18n'
import type { Route } from './+types/for-you'

/**
 * /for-you (issue 42 item 3, docs/decisions/0116-matching.md): the member's startups and jobs ranked by their
 * preferences, each with its reasons; for members who run startups, a link to each one's investors and mentors. The
 * same model as GET /api/matches. Preferences are stated at /profile/preferences (issue 42 item 4).
 */
export const handle = { i18n: ['matches', 'jobs'] } satisfies I18nHandle

/** Where a member states what they want (the preferences page of issue 42 item 4). */
export const PREFERENCES_PATH = '/profile/preferences'

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(signedInUser)
  const [matches, mine] = [await memberMatches(user.id), await listMyStartups(user.id)]
  return { matches, myStartups: mine.map((startup) => ({ id: startup.id, name: startup.name })) }
}

export const action = rejectPost

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaT(matches, 'matches')('meta.title') }]

export default function ForYou({ loaderData }: Route.ComponentProps) {
  const { matches, myStartups } = loaderData
  const { t } = useTranslation('matches')
  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold break-words">{t('heading')}</h1>
          <p className="mt-1 text-gray-600">{t('intro')}</p>
        </div>
        <Link to={PREFERENCES_PATH} className={buttonClasses({ variant: 'outline' })}>
          {matches.hasPreferences ? t('preferences.edit') : t('preferences.set')}
        </Link>
      </div>

      <MatchingDepthNote matching={matches.matching} />

      {!matches.hasPreferences ? (
        <div className="mt-6">
          <EmptyState message={t('preferences.none')}>
            <Link to={PREFERENCES_PATH} className={buttonClasses({ size: 'sm' })}>
              {t('preferences.set')}
            </Link>
          </EmptyState>
        </div>
      ) : (
        <div className="mt-6 grid gap-6 lg:grid-cols-2">
          <DashboardSection id="matched-startups" title={t('startups.heading')}>
            {matches.startups.length ? (
              <ul className="space-y-3">
                {matches.startups.map((match) => (
                  <li key={match.item.id}>
                    <StartupMatchItem match={match} />
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyState message={t('startups.empty')} />
            )}
          </DashboardSection>
          <DashboardSection id="matched-jobs" title={t('jobs.heading')}>
            {matches.jobs.length ? (
              <ul className="space-y-3">
                {matches.jobs.map((match) => (
                  <li key={match.item.id}>
                    <JobMatchItem match={match} />
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyState message={t('jobs.empty')} />
            )}
          </DashboardSection>
        </div>
      )}

      {myStartups.length ? (
        <div className="mt-6">
          <DashboardSection id="your-startups-matches" title={t('yours.heading')}>
            <ul className="space-y-2">
              {myStartups.map((startup) => (
                <li key={startup.id}>
                  <Link
                    to={href('/startup/:id/manage/matches', { id: String(startup.id) })}
                    className="font-medium break-words text-brand-700 hover:underline"
                  >
                    {t('yours.link', { name: startup.name })}
                  </Link>
                </li>
              ))}
            </ul>
          </DashboardSection>
        </div>
      ) : null}
    </main>
  )
}
