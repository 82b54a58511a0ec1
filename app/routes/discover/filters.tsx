import { FilterBar, FilterSelect, type FilterOption } from '~/components/ui/filter-bar'
import {
  DISCOVER_LOCATIONS,
  FILTER_SECTORS,
  FILTER_STAGES,
  FIRST_FOUNDING_YEAR,
  SECTORS,
  SORT_CHOICES,
  STAGES,
  TEAM_SIZE_OPTIONS,
} from '~/domain/startups'
import { filterParams, MAX_SEARCH_LENGTH, type StartupQuery } from '~/schemas/startup-query'

function yearOptions(): FilterOption[] {
  const years: FilterOption[] = []
  for (let year = new Date().getUTCFullYear(); year >= FIRST_FOUNDING_YEAR; year--) {
    years.push({ value: year, label: String(year) })
  }
  return years
}

const any = (label: string): FilterOption => ({ value: '', label })

/** The shared filter bar (docs/decisions/0016-shared-ui-patterns.md) over the discover query. */
export function DiscoverFilters({ query, errors }: { query: StartupQuery; errors: Readonly<Record<string, string>> }) {
  const years = yearOptions()
  return (
    <FilterBar
      action="/discover"
      label="Search and filter startups"
      values={{ ...Object.fromEntries(filterParams(query)), sortBy: query.sortBy }}
      search={{
        name: 'searchQuery',
        maxLength: MAX_SEARCH_LENGTH,
        placeholder: 'Search by name, description, sector, location or tech stack',
      }}
      controlsClassName="grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-7"
      errors={errors}
    >
      <FilterSelect
        name="sector"
        label="Sector"
        options={[any('All Sectors'), ...FILTER_SECTORS.map((slug) => ({ value: slug, label: SECTORS[slug] }))]}
      />
      <FilterSelect
        name="location"
        label="Location"
        options={[any('All Locations'), ...DISCOVER_LOCATIONS.map((place) => ({ value: place, label: place }))]}
      />
      <FilterSelect
        name="stage"
        label="Stage"
        options={[any('All Stages'), ...FILTER_STAGES.map((slug) => ({ value: slug, label: STAGES[slug] }))]}
      />
      <FilterSelect
        name="sortBy"
        label="Sort by"
        options={Object.entries(SORT_CHOICES).map(([value, label]) => ({ value, label }))}
      />
      <FilterSelect
        name="minTeamSize"
        label="Team size"
        options={[any('Any size'), ...TEAM_SIZE_OPTIONS.map((size) => ({ value: size, label: `${size}+` }))]}
      />
      <FilterSelect name="foundingYearFrom" label="Founded from" options={[any('Any year'), ...years]} />
      <FilterSelect name="foundingYearTo" label="Founded to" options={[any('Any year'), ...years]} />
    </FilterBar>
  )
}
