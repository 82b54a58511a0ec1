import { data, href, Link } from 'react-router'
import { metaT, useTranslation } from '~/browser/i18n-react'
import { MatchReasons, SEPARATOR } from '~/components/match-reasons'
import { manageCard, StartupManageErrorBoundary, StartupManagePage } from '~/components/startup-manage-page'
import { INVESTOR_TYPE_LABELS, type InvestorType } from '~/domain/investors'
import { startupMatches } from '~/models/matches.server'
import { MatchingDepthNote } from '~/components/matching-depth-note'
import { signedInUser } from '~/server/context'
import { rejectPost } from '~/server/http.server'
import { manageStartupId } from '~/server/manage-forms.server'
import { DomainError } from '~/shared/errors'
import type { I18nHandle } from '~/shared/i18n'
import type { Route } from './+types/matches'

/**
 * /startup/{id}/manage/matches (issue 42 item 3, docs/decisions/0116-matching.md): the investors and mentors that fit
 * this startup, best first, each with its reasons — for the people who run it (404 unknown, 403 others). The same
 * model as GET /api/matches?startupId=.
 */
export const handle = { i18n: ['startups', 'matches'] } satisfies I18nHandle

export async function loader({ params, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser)
  const id = manageStartupId(params.id)
  try {
    return await startupMatches(user, id)
  } catch (error) {
    if (error instanceof DomainError) throw data({ message: error.message }, { status: error.status })
    throw error
  }
}

export const action = rejectPost

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaT(matches, 'matches')
  return [{ title: loaderData ? t('owner.metaTitle', { name: loaderData.startup.name }) : t('meta.title') }]
}

export default function ManageMatches({ loaderData }: Route.ComponentProps) {
  const { startup, investors, mentors, matching } = loaderData
  const { t } = useTranslation('matches')
  const raising = investors.some((match) => match.reasons.some((reason) => reason.factor === 'checkSize' && reason.values.length > 0))
  return (
    <StartupManagePage startup={startup} title={t('owner.title', { name: startup.name })} intro={t('owner.intro')}>
      <MatchingDepthNote matching={matching} />
      <section aria-labelledby="investors-heading" className={manageCard}>
        <h2 id="investors-heading" className="text-lg font-semibold">
          {t('owner.investors')}
        </h2>
        {!raising ? (
          <p className="text-sm text-gray-600">
            <Link to={href('/startup/:id/manage/funding', { id: String(startup.id) })} className="text-brand-700 hover:underline">
              {t('owner.raisingHint')}
            </Link>
          </p>
        ) : null}
        {investors.length === 0 ? (
          <p className="text-sm text-gray-600">{t('owner.noInvestors')}</p>
        ) : (
          <ol className="space-y-3">
            {investors.map((match) => (
              <li key={match.item.id}>
                <article className="min-w-0 rounded-lg border border-gray-200 p-3">
                  <h3 className="font-medium break-words text-gray-900">{match.item.name}</h3>
                  <p className="text-sm break-words text-gray-600">
                    {[INVESTOR_TYPE_LABELS[match.item.type as InvestorType] ?? match.item.type, match.item.location, match.item.isVerified ? t('verified') : '']
                      .filter(Boolean)
                      .join(SEPARATOR)}
                  </p>
                  <MatchReasons reasons={match.reasons} score={match.score} />
                </article>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="mentors-heading" className={manageCard}>
        <h2 id="mentors-heading" className="text-lg font-semibold">
          {t('owner.mentors')}
        </h2>
        {mentors.length === 0 ? (
          <p className="text-sm text-gray-600">{t('owner.noMentors')}</p>
        ) : (
          <ol className="space-y-3">
            {mentors.map((match) => (
              <li key={match.item.id}>
                <article className="min-w-0 rounded-lg border border-gray-200 p-3">
                  <h3 className="font-medium break-words text-gray-900">{match.item.name}</h3>
                  <p className="text-sm break-words text-gray-600">
                    {[match.item.headline, match.item.location, match.item.isVerified ? t('verified') : ''].filter(Boolean).join(SEPARATOR)}
                  </p>
                  <MatchReasons reasons={match.reasons} score={match.score} />
                </article>
              </li>
            ))}
          </ol>
        )}
      </section>
    </StartupManagePage>
  )
}

export const ErrorBoundary = StartupManageErrorBoundary
