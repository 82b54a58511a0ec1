import { data, href, Link } from 'react-router'
import { metaT, useIntlLocale, useTranslation } from '~/browser/i18n-react'
import { Tags, useCheckSizeText, useSectorNames, useStageNames, VerifiedBadge } from '~/components/directory/parts'
import { INVESTOR_NOT_FOUND } from '~/domain/investors'
import { stageLabel } from '~/domain/startups'
import { getInvestor } from '~/models/investors.server'
import { safeWebsite } from '~/models/resources.server'
import { getUser } from '~/services/auth.server'
import { followControl } from '~/services/follow-control.server'
import { FollowButton } from '~/components/follows/follow-button'
import { parseId, rejectPost } from '~/server/http.server'
import { DomainError } from '~/shared/errors'
import { formatDate } from '~/shared/format'
import type { I18nHandle } from '~/shared/i18n'
import { useMessage } from '~/browser/i18n-react'
import type { Route } from './+types/detail'

/**
 * /investors/{id} (docs/decisions/0117-investors-and-mentors.md): type, cheque range, stages, sectors, geographies,
 * city, the verified badge and the portfolio (startups whose funding rounds name this investor). Unverified or
 * inactive records are 404 except to admins and the member who applied.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = parseId(params.id)
  if (id === null) throw data({ message: INVESTOR_NOT_FOUND }, { status: 404 })
  try {
    const user = await getUser(request)
    const investor = await getInvestor(id, user)
    // Only a listed investor can be followed (docs/decisions/0130); the member who applied sees a pending record without.
    const follow =
      investor.isVerified && investor.isActive
        ? await followControl(context, request, user, { type: 'investor', id: investor.id, name: investor.name }, { count: true })
        : null
    return { investor: { ...investor, website: safeWebsite(investor.website) }, follow }
  } catch (error) {
    if (error instanceof DomainError) throw data({ message: error.message }, { status: error.status })
    throw error
  }
}

export const action = rejectPost

export const handle = { i18n: ['directory'] } satisfies I18nHandle

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaT(matches ?? [], 'directory')
  if (!loaderData) return [{ title: t('investors.meta.notFound') }]
  const { investor } = loaderData
  return [
    { title: t('investors.meta.detail', { name: investor.name }) },
    ...(investor.description ? [{ name: 'description', content: investor.description.slice(0, 160) }] : []),
    ...(investor.isVerified && investor.isActive ? [] : [{ name: 'robots', content: 'noindex' }]),
  ]
}

export default function InvestorPage({ loaderData }: Route.ComponentProps) {
  const { investor, follow } = loaderData
  const { t } = useTranslation('directory')
  const message = useMessage()
  const locale = useIntlLocale()
  const sectors = useSectorNames()
  const stages = useStageNames()
  const checkSize = useCheckSizeText()(investor.checkSize)
  return (
    <main className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <Link to={href('/investors')} className="text-sm font-medium text-brand-700 hover:underline">
        {t('investors.back')}
      </Link>
      {investor.isVerified ? null : (
        <p role="status" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          {t('pendingVerification')}
        </p>
      )}
      <header className="min-w-0 space-y-2">
        <div className="flex min-w-0 flex-wrap items-center gap-3">
          <h1 className="min-w-0 text-3xl font-bold break-words text-gray-900">{investor.name}</h1>
          {investor.isVerified ? <VerifiedBadge /> : null}
        </div>
        <p className="text-gray-600">
          {t(`type.${investor.type}`)}
          {investor.city ? ` · ${investor.city.name}` : investor.location ? ` · ${investor.location}` : ''}
        </p>
        {follow ? <FollowButton control={follow} /> : null}
      </header>
      {investor.description ? <p className="whitespace-pre-line break-words text-gray-800">{investor.description}</p> : null}
      <dl className="grid min-w-0 gap-4 sm:grid-cols-2">
        <div className="min-w-0">
          <dt className="text-sm font-medium text-gray-500">{t('detail.checkSize')}</dt>
          <dd className="text-gray-900">{checkSize ?? t('detail.notStated')}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-sm font-medium text-gray-500">{t('detail.location')}</dt>
          <dd className="break-words text-gray-900">{investor.location ?? investor.city?.name ?? t('detail.notStated')}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-sm font-medium text-gray-500">{t('detail.stages')}</dt>
          <dd>
            <Tags items={stages(investor.stages)} label={t('detail.stages')} />
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-sm font-medium text-gray-500">{t('detail.sectors')}</dt>
          <dd>
            <Tags items={sectors(investor.sectors)} label={t('detail.sectors')} />
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-sm font-medium text-gray-500">{t('detail.geographies')}</dt>
          <dd>
            <Tags items={investor.geographies} label={t('detail.geographies')} />
          </dd>
        </div>
        {investor.website ? (
          <div className="min-w-0">
            <dt className="text-sm font-medium text-gray-500">{t('detail.website')}</dt>
            <dd className="break-all">
              <a href={investor.website} rel="noopener noreferrer nofollow" className="text-brand-700 hover:underline">
                {investor.website}
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
      <section aria-labelledby="portfolio" className="min-w-0">
        <h2 id="portfolio" className="text-xl font-semibold text-gray-900">
          {t('detail.portfolio')}
        </h2>
        {investor.portfolio.length === 0 ? (
          <p className="mt-2 text-gray-600">{t('detail.noPortfolio')}</p>
        ) : (
          <ul className="mt-3 divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
            {investor.portfolio.map((entry, index) => (
              <li key={`${entry.startupId}-${index}`} className="flex min-w-0 flex-wrap items-baseline justify-between gap-2 px-4 py-3">
                <Link to={href('/startup/:id', { id: String(entry.startupId) })} className="min-w-0 font-medium break-words text-brand-700 hover:underline">
                  {entry.startupName}
                </Link>
                <span className="text-sm text-gray-600">
                  {entry.roundType ? message(stageLabel(entry.roundType)) : t('detail.round')}
                  {entry.announcedDate ? ` · ${formatDate(entry.announcedDate, locale)}` : ''}
                  {entry.isLead ? ` · ${t('detail.lead')}` : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  )
}

export { ErrorBoundary } from '~/components/error-boundary'
