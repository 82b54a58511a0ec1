import { data, href, Link } from 'react-router'
import { metaT, useTranslation } from '~/browser/i18n-react'
import { Tags, useSectorNames, useStageNames, VerifiedBadge } from '~/components/directory/parts'
import { MENTOR_NOT_FOUND } from '~/domain/investors'
import { getMentor } from '~/models/mentors.server'
import { safeWebsite } from '~/models/resources.server'
import { getUser } from '~/services/auth.server'
import { parseId, rejectPost } from '~/server/http.server'
import { DomainError } from '~/shared/errors'
import type { I18nHandle } from '~/shared/i18n'
import type { Route } from './+types/detail'

/** /mentors/{id} (docs/decisions/0117): headline, bio, expertise, sectors, languages, availability, city. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const id = parseId(params.id)
  if (id === null) throw data({ message: MENTOR_NOT_FOUND }, { status: 404 })
  try {
    const mentor = await getMentor(id, await getUser(request))
    return { mentor: { ...mentor, website: safeWebsite(mentor.website) } }
  } catch (error) {
    if (error instanceof DomainError) throw data({ message: error.message }, { status: error.status })
    throw error
  }
}

export const action = rejectPost

export const handle = { i18n: ['directory'] } satisfies I18nHandle

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaT(matches ?? [], 'directory')
  if (!loaderData) return [{ title: t('mentors.meta.notFound') }]
  const { mentor } = loaderData
  return [
    { title: t('mentors.meta.detail', { name: mentor.name }) },
    ...(mentor.headline ? [{ name: 'description', content: mentor.headline.slice(0, 160) }] : []),
    ...(mentor.isVerified && mentor.isActive ? [] : [{ name: 'robots', content: 'noindex' }]),
  ]
}

export default function MentorPage({ loaderData }: Route.ComponentProps) {
  const { mentor } = loaderData
  const { t } = useTranslation('directory')
  const sectors = useSectorNames()
  const stages = useStageNames()
  return (
    <main className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <Link to={href('/mentors')} className="text-sm font-medium text-brand-700 hover:underline">
        {t('mentors.back')}
      </Link>
      {mentor.isVerified ? null : (
        <p role="status" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          {t('pendingVerification')}
        </p>
      )}
      <header className="min-w-0 space-y-2">
        <div className="flex min-w-0 flex-wrap items-center gap-3">
          <h1 className="min-w-0 text-3xl font-bold break-words text-gray-900">{mentor.name}</h1>
          {mentor.isVerified ? <VerifiedBadge /> : null}
        </div>
        {mentor.headline ? <p className="break-words text-gray-700">{mentor.headline}</p> : null}
        <p className="text-gray-600">
          {t(`availability.${mentor.availability}`)}
          {mentor.city ? ` · ${mentor.city.name}` : mentor.location ? ` · ${mentor.location}` : ''}
        </p>
      </header>
      {mentor.bio ? <p className="whitespace-pre-line break-words text-gray-800">{mentor.bio}</p> : null}
      <dl className="grid min-w-0 gap-4 sm:grid-cols-2">
        <div className="min-w-0">
          <dt className="text-sm font-medium text-gray-500">{t('detail.expertise')}</dt>
          <dd>
            <Tags items={mentor.expertise} label={t('detail.expertise')} />
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-sm font-medium text-gray-500">{t('detail.sectors')}</dt>
          <dd>
            <Tags items={sectors(mentor.sectors)} label={t('detail.sectors')} />
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-sm font-medium text-gray-500">{t('detail.stages')}</dt>
          <dd>
            <Tags items={stages(mentor.stages)} label={t('detail.stages')} />
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-sm font-medium text-gray-500">{t('detail.languages')}</dt>
          <dd>
            <Tags items={mentor.languages} label={t('detail.languages')} />
          </dd>
        </div>
        {mentor.website ? (
          <div className="min-w-0">
            <dt className="text-sm font-medium text-gray-500">{t('detail.website')}</dt>
            <dd className="break-all">
              <a href={mentor.website} rel="noopener noreferrer nofollow" className="text-brand-700 hover:underline">
                {mentor.website}
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
    </main>
  )
}

export { ErrorBoundary } from '~/components/error-boundary'
