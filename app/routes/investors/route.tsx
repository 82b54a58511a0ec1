import { href, Link } from 'react-router'
import { useTranslation } from '~/browser/i18n-react'
import { metaT, useMessage } from '~/browser/i18n-react'
import { Tags, useCheckSizeText, useSectorNames, useStageNames, VerifiedBadge } from '~/components/directory/parts'
import { FilterBar, FilterSelect } from '~/components/ui/filter-bar'
import { ListCards } from '~/components/ui/list-cards'
import { RADIUS_CHOICES_KM } from '~/domain/geo'
import { DIRECTORY_PAGE_SIZE, directoryFilterProblems, INVESTOR_TYPES, MAX_DIRECTORY_SEARCH_LENGTH } from '~/domain/investors'
import { DISCOVER_STAGES, SECTORS, sectorLabel, stageLabel } from '~/domain/startups'
import { listCities } from '~/models/cities.server'
import { listInvestors, type InvestorCard } from '~/models/investors.server'
import { investorQuerySchema } from '~/schemas/investors'
import { queryInput } from '~/services/api.server'
import { getDb } from '~/server/db.server'
import { pagePath, rejectPost } from '~/server/http.server'
import { toCards } from '~/shared/columns'
import { directoryFilterParams, INVESTOR_FILTER_KEYS } from '~/shared/directory-params'
import { DomainError } from '~/shared/errors'
import { parseFiltersLeniently } from '~/shared/filters'
import type { I18nHandle } from '~/shared/i18n'
import type { Route } from './+types/route'

/**
 * /investors (issue 42 item 1; docs/decisions/0117-investors-and-mentors.md): verified investors as cards, the filter
 * bar as a GET form (type, sector, stage, near a city within km, cheque size in USD) and search, Previous/Next pages.
 * GET /api/investors' schema and model; a filter the page cannot read is dropped and explained, not a failed page.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { pathname, search } = pagePath(request)
  const parsed = parseFiltersLeniently(investorQuerySchema, queryInput(`http://page${pathname}${search}`))
  const query = { ...parsed.query, limit: DIRECTORY_PAGE_SIZE }
  const fields = new Set(Object.keys(parsed.problems))
  let investors: InvestorCard[]
  try {
    investors = await listInvestors(query)
  } catch (error) {
    if (!(error instanceof DomainError) || error.status !== 400) throw error
    // An unknown city: say so next to its field and show the list without it.
    for (const field of Object.keys(error.fieldErrors ?? {})) fields.add(field)
    investors = await listInvestors({ ...query, location: undefined, near: undefined })
  }
  const cities = (await listCities(await getDb())).map((city) => ({ slug: city.slug, name: city.name }))
  return { query, problems: directoryFilterProblems(fields), cities, investors: toCards(investors) }
}

export const action = rejectPost

export const handle = { i18n: ['directory'] } satisfies I18nHandle

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches ?? [], 'directory')
  return [{ title: t('investors.meta.title') }, { name: 'description', content: t('investors.meta.description') }]
}

export default function Investors({ loaderData }: Route.ComponentProps) {
  const { query, problems, cities, investors } = loaderData
  const { t } = useTranslation('directory')
  const message = useMessage()
  const filters = directoryFilterParams(INVESTOR_FILTER_KEYS, query)
  return (
    <main className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold text-gray-900">{t('investors.title')}</h1>
      <p className="mt-1 text-gray-600">{t('investors.intro')}</p>
      <FilterBar
        action="/investors"
        label={t('investors.filters')}
        values={Object.fromEntries(filters)}
        search={{ name: 'q', maxLength: MAX_DIRECTORY_SEARCH_LENGTH, placeholder: t('investors.search') }}
        controlsClassName="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4"
        errors={Object.fromEntries(Object.entries(problems).map(([field, text]) => [field, message(text)]))}
      >
        <FilterSelect
          name="type"
          label={t('filter.type')}
          options={[{ value: '', label: t('filter.allTypes') }, ...INVESTOR_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))]}
        />
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
          name="near"
          label={t('filter.near')}
          options={[{ value: '', label: t('filter.anywhere') }, ...cities.map((city) => ({ value: city.slug, label: city.name }))]}
        />
        <FilterSelect
          name="km"
          label={t('filter.km')}
          options={[{ value: '', label: t('filter.defaultKm') }, ...RADIUS_CHOICES_KM.map((km) => ({ value: km, label: t('filter.kmValue', { km }) }))]}
        />
        <CheckSizeField name="checkSizeMin" label={t('filter.checkSizeMin')} error={problems.checkSizeMin} value={query.checkSizeMin} />
        <CheckSizeField name="checkSizeMax" label={t('filter.checkSizeMax')} error={problems.checkSizeMax} value={query.checkSizeMax} />
      </FilterBar>
      <ListCards
        cards={investors}
        id="investor"
        heading={t('investors.results')}
        basePath="/investors"
        filters={filters.toString()}
        saveSearch
        gridClassName="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        className="mt-8"
        itemKey={(investor) => investor.id}
        renderItem={(investor) => <InvestorCardView investor={investor} />}
        empty={{ title: t('investors.empty'), hint: t('empty.hint') }}
        pager={{ kind: 'pages', offset: query.offset, limit: query.limit, label: t('investors.pages') }}
      />
      <p className="mt-10 text-sm text-gray-600">
        {t('apply.prompt')}{' '}
        <Link to={`${href('/resources/apply')}?as=investor`} className="font-medium text-brand-700 hover:underline">
          {t('apply.link')}
        </Link>
      </p>
    </main>
  )
}

/** A whole number of US dollars (the filter's unit: decision 0117). */
function CheckSizeField({ name, label, value, error }: { name: string; label: string; value: number | undefined; error?: string | undefined }) {
  const message = useMessage()
  const id = `filter-${name}`
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="filter-label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="number"
        min={0}
        step={1000}
        inputMode="numeric"
        defaultValue={value ?? ''}
        aria-invalid={error ? true : undefined}
        className="filter-input"
      />
      {error ? (
        <p role="alert" className="mt-1 text-xs text-red-700">
          {message(error)}
        </p>
      ) : null}
    </div>
  )
}

function InvestorCardView({ investor }: { investor: InvestorCard }) {
  const { t } = useTranslation('directory')
  const sectors = useSectorNames()
  const stages = useStageNames()
  const checkSize = useCheckSizeText()(investor.checkSize)
  return (
    <article className="flex h-full min-w-0 flex-col gap-3 rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
      <div className="flex min-w-0 items-start justify-between gap-2">
        <h3 className="min-w-0 text-lg font-semibold break-words text-gray-900">
          <Link to={href('/investors/:id', { id: String(investor.id) })} className="hover:underline">
            {investor.name}
          </Link>
        </h3>
        {investor.isVerified ? <VerifiedBadge /> : null}
      </div>
      <p className="text-sm text-gray-600">
        {t(`type.${investor.type}`)}
        {investor.city ? ` · ${investor.city.name}` : investor.location ? ` · ${investor.location}` : ''}
      </p>
      {checkSize ? <p className="text-sm font-medium text-gray-900">{t('checkSize.label', { range: checkSize })}</p> : null}
      <Tags items={stages(investor.stages)} label={t('detail.stages')} />
      <Tags items={sectors(investor.sectors)} label={t('detail.sectors')} />
    </article>
  )
}

export { ErrorBoundary } from '~/components/error-boundary'
