import { href, Link } from 'react-router'
import { metaT, useMessage, useTranslation } from '~/browser/i18n-react'
import { Tags, useSectorNames, VerifiedBadge } from '~/components/directory/parts'
import { FilterBar, FilterSelect } from '~/components/ui/filter-bar'
import { ListCards } from '~/components/ui/list-cards'
import { RADIUS_CHOICES_KM } from '~/domain/geo'
import { DIRECTORY_PAGE_SIZE, directoryFilterProblems, MAX_DIRECTORY_SEARCH_LENGTH, MENTOR_AVAILABILITY } from '~/domain/investors'
import { DISCOVER_STAGES, SECTORS, sectorLabel, stageLabel } from '~/domain/startups'
import { listCities } from '~/models/cities.server'
import { listMentors, type MentorCard } from '~/models/mentors.server'
import { mentorQuerySchema } from '~/schemas/investors'
import { queryInput } from '~/services/api.server'
import { getDb } from '~/server/db.server'
import { pagePath, rejectPost } from '~/server/http.server'
import { toCards } from '~/shared/columns'
import { directoryFilterParams, MENTOR_FILTER_KEYS } from '~/shared/directory-params'
import { DomainError } from '~/shared/errors'
import { parseFiltersLeniently } from '~/shared/filters'
import type { I18nHandle } from '~/shared/i18n'
import type { Route } from './+types/route'

/**
 * /mentors (docs/decisions/0117-investors-and-mentors.md): verified mentors as cards, filters as a GET form (sector,
 * expertise, language, availability, near a city within km) and search, Previous/Next pages. GET /api/mentors' schema
 * and model.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { pathname, search } = pagePath(request)
  const parsed = parseFiltersLeniently(mentorQuerySchema, queryInput(`http://page${pathname}${search}`))
  const query = { ...parsed.query, limit: DIRECTORY_PAGE_SIZE }
  const fields = new Set(Object.keys(parsed.problems))
  let mentors: MentorCard[]
  try {
    mentors = await listMentors(query)
  } catch (error) {
    if (!(error instanceof DomainError) || error.status !== 400) throw error
    for (const field of Object.keys(error.fieldErrors ?? {})) fields.add(field)
    mentors = await listMentors({ ...query, location: undefined, near: undefined })
  }
  const cities = (await listCities(await getDb())).map((city) => ({ slug: city.slug, name: city.name }))
  return { query, problems: directoryFilterProblems(fields), cities, mentors: toCards(mentors) }
}

export const action = rejectPost

export const handle = { i18n: ['directory'] } satisfies I18nHandle

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches ?? [], 'directory')
  return [{ title: t('mentors.meta.title') }, { name: 'description', content: t('mentors.meta.description') }]
}

export default function Mentors({ loaderData }: Route.ComponentProps) {
  const { query, problems, cities, mentors } = loaderData
  const { t } = useTranslation('directory')
  const message = useMessage()
  const filters = directoryFilterParams(MENTOR_FILTER_KEYS, query)
  return (
    <main className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold text-gray-900">{t('mentors.title')}</h1>
      <p className="mt-1 text-gray-600">{t('mentors.intro')}</p>
      <FilterBar
        action="/mentors"
        label={t('mentors.filters')}
        values={Object.fromEntries(filters)}
        search={{ name: 'q', maxLength: MAX_DIRECTORY_SEARCH_LENGTH, placeholder: t('mentors.search') }}
        controlsClassName="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3"
        errors={Object.fromEntries(Object.entries(problems).map(([field, text]) => [field, message(text)]))}
      >
        <FilterSelect
          name="sector"
          label={t('filter.sector')}
          options={[{ value: '', label: t('filter.allSectors') }, ...Object.keys(SECTORS).map((slug) => ({ value: slug, label: message(sectorLabel(slug)) }))]}
        />
        <FilterSelect
          name="stage"
          label={t('filter.stage')}
          options={[{ value: '', label: t('filter.allStages') }, ...DISCOVER_STAGES.map((slug) => ({ value: slug, label: message(stageLabel(slug)) }))]}
        />
        <FilterSelect
          name="availability"
          label={t('filter.availability')}
          options={[{ value: '', label: t('filter.anyAvailability') }, ...MENTOR_AVAILABILITY.map((value) => ({ value, label: t(`availability.${value}`) }))]}
        />
        <TextFilter name="expertise" label={t('filter.expertise')} value={query.expertise} />
        <TextFilter name="language" label={t('filter.language')} value={query.language} />
        <FilterSelect
          name="near"
          label={t('filter.near')}
          options={[{ value: '', label: t('filter.anywhere') }, ...cities.map((city) => ({ value: city.slug, label: city.name }))]}
        />
        <FilterSelect
          name="km"
          label={t('filter.km')}
          options={[{ value: '', label: t('filter.defaultKm') }, ...RADIUS_CHOICES_KM.map((km) => ({ value: km, label: t('filter.kmValue', { km }) }))]}
        />
      </FilterBar>
      <ListCards
        cards={mentors}
        id="mentor"
        heading={t('mentors.results')}
        basePath="/mentors"
        filters={filters.toString()}
        gridClassName="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        className="mt-8"
        itemKey={(mentor) => mentor.id}
        renderItem={(mentor) => <MentorCardView mentor={mentor} />}
        empty={{ title: t('mentors.empty'), hint: t('empty.hint') }}
        pager={{ kind: 'pages', offset: query.offset, limit: query.limit, label: t('mentors.pages') }}
      />
      <p className="mt-10 text-sm text-gray-600">
        {t('apply.prompt')}{' '}
        <Link to={`${href('/resources/apply')}?as=mentor`} className="font-medium text-brand-700 hover:underline">
          {t('apply.link')}
        </Link>
      </p>
    </main>
  )
}

function TextFilter({ name, label, value }: { name: string; label: string; value: string | undefined }) {
  const id = `filter-${name}`
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="filter-label">
        {label}
      </label>
      <input id={id} name={name} type="text" maxLength={50} defaultValue={value ?? ''} className="filter-input" />
    </div>
  )
}

function MentorCardView({ mentor }: { mentor: MentorCard }) {
  const { t } = useTranslation('directory')
  const sectors = useSectorNames()
  return (
    <article className="flex h-full min-w-0 flex-col gap-3 rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
      <div className="flex min-w-0 items-start justify-between gap-2">
        <h3 className="min-w-0 text-lg font-semibold break-words text-gray-900">
          <Link to={href('/mentors/:id', { id: String(mentor.id) })} className="hover:underline">
            {mentor.name}
          </Link>
        </h3>
        {mentor.isVerified ? <VerifiedBadge /> : null}
      </div>
      {mentor.headline ? <p className="text-sm break-words text-gray-700">{mentor.headline}</p> : null}
      <p className="text-sm text-gray-600">
        {t(`availability.${mentor.availability}`)}
        {mentor.city ? ` · ${mentor.city.name}` : mentor.location ? ` · ${mentor.location}` : ''}
      </p>
      <Tags items={mentor.expertise} label={t('detail.expertise')} />
      <Tags items={sectors(mentor.sectors)} label={t('detail.sectors')} />
    </article>
  )
}

export { ErrorBoundary } from '~/components/error-boundary'
