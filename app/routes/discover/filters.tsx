import { useTranslation } from '~/browser/i18n-react'
import { FilterBar, FilterSelect, hasFilters, type FilterOption } from '~/components/ui/filter-bar'
import {
  DISCOVER_LOCATIONS,
  STARTUP_SECTORS,
  STARTUP_STAGES,
  FIRST_FOUNDING_YEAR,
  SECTORS,
  SORT_CHOICES,
  STAGES,
  TEAM_SIZE_OPTIONS,
} from '~/domain/startups'
import { useMessage } from '~/browser/i18n-react'
import { filterParams, MAX_STARTUP_SEARCH_LENGTH as MAX_SEARCH_LENGTH } from '~/schemas/filter-params'
import type { StartupQuery } from '~/schemas/startup-query'
import { NearFilter } from '~/components/near-filter'
import { NEAREST, type NearControl } from '~/domain/near'

function yearOptions(): FilterOption[] {
  const years: FilterOption[] = []
  for (let year = new Date().getUTCFullYear(); year >= FIRST_FOUNDING_YEAR; year--) {
    years.push({ value: year, label: String(year) })
  }
  return years
}

const any = (label: string): FilterOption => ({ value: '', label })

/** The shared filter bar (docs/decisions/0016-shared-ui-patterns.md) over the discover query. */
export function DiscoverFilters({
  query,
  errors,
  near: nearChoice,
}: {
  query: StartupQuery
  errors: Readonly<Record<string, string>>
  /** The city applied, the member's preferred city (an "Only near …" link), and the chooser's cities (0115, 0144). */
  near: NearControl
}) {
  const { t } = useTranslation('startups')
  const near = useTranslation('common').t
  const message = useMessage()
  const years = yearOptions()
  const applied = Object.fromEntries(filterParams(query))
  return (
    <FilterBar
      action="/discover"
      label={t('filters.label')}
      submitLabel={t('filters.submit')}
      values={{ ...applied, sortBy: query.sortBy }}
      // Folded on phones unless a filter (other than the search box) is applied or wrong (docs/decisions/0132).
      filtersOpen={hasFilters(applied, errors)}
      search={{
        name: 'searchQuery',
        maxLength: MAX_SEARCH_LENGTH,
        placeholder: t('filters.searchPlaceholder'),
      }}
      controlsClassName="grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-5"
      errors={errors}
    >
      <FilterSelect
        name="sector"
        label={t('filters.sector')}
        options={[
          any(t('filters.allSectors')),
          ...STARTUP_SECTORS.map((slug) => ({ value: slug, label: message(SECTORS[slug]) })),
        ]}
      />
      <FilterSelect
        name="location"
        label={t('filters.location')}
        options={[
          any(t('filters.allLocations')),
          ...DISCOVER_LOCATIONS.map((place) => ({ value: place, label: message(place) })),
        ]}
      />
      <FilterSelect
        name="stage"
        label={t('filters.stage')}
        options={[
          any(t('filters.allStages')),
          ...STARTUP_STAGES.map((slug) => ({ value: slug, label: message(STAGES[slug]) })),
        ]}
      />
      <FilterSelect
        name="sortBy"
        label={t('filters.sortBy')}
        options={[
          ...Object.entries(SORT_CHOICES).map(([value, label]) => ({ value, label: message(label) })),
          ...(query.near ? [{ value: NEAREST, label: near('near.nearest') }] : []),
        ]}
      />
      <FilterSelect
        name="minTeamSize"
        label={t('filters.teamSize')}
        options={[
          any(t('filters.anySize')),
          ...TEAM_SIZE_OPTIONS.map((size) => ({ value: size, label: t('filters.teamSizeOption', { size }) })),
        ]}
      />
      <FilterSelect
        name="foundingYearFrom"
        label={t('filters.foundedFrom')}
        options={[any(t('filters.anyYear')), ...years]}
      />
      <FilterSelect name="foundingYearTo" label={t('filters.foundedTo')} options={[any(t('filters.anyYear')), ...years]} />
      <NearFilter path="/discover" control={nearChoice} km={query.km} error={errors.near} />
    </FilterBar>
  )
}
