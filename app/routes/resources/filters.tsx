import { FilterBar, FilterSelect, FilterToggle } from '~/components/ui/filter-bar'
import { ResourceTypeIcon } from '~/components/resources/type-icon'
import { ToggleTiles } from '~/components/ui/toggle-tiles'
import {
  MAX_RESOURCE_SEARCH_LENGTH,
  RESOURCE_LOCATIONS,
  RESOURCE_TYPE_LABELS,
  RESOURCE_TYPES,
} from '~/domain/resources'
import { resourceFilterParams, type ResourceQuery } from '~/schemas/resources'

/** 000 §2: six category tiles that toggle the type filter on and off (links: they work without JavaScript). */
export function ResourceTiles() {
  return (
    <ToggleTiles
      param="type"
      label="Resource types"
      className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6"
      tiles={RESOURCE_TYPES.map((type) => ({
        value: type,
        label: RESOURCE_TYPE_LABELS[type],
        icon: <ResourceTypeIcon type={type} />,
      }))}
    />
  )
}

/** The shared filter bar (docs/decisions/0016): search, type, location and 'Verified Only'. */
export function ResourceFilters({ query, errors }: { query: ResourceQuery; errors: Readonly<Record<string, string>> }) {
  return (
    <FilterBar
      action="/resources"
      label="Search and filter resources"
      values={Object.fromEntries(resourceFilterParams(query))}
      search={{ name: 'searchQuery', maxLength: MAX_RESOURCE_SEARCH_LENGTH, placeholder: 'Search by name or description' }}
      controlsClassName="grid grid-cols-1 gap-3 sm:grid-cols-3"
      errors={errors}
    >
      <FilterSelect
        name="type"
        label="Type"
        options={[{ value: '', label: 'All Types' }, ...RESOURCE_TYPES.map((type) => ({ value: type, label: RESOURCE_TYPE_LABELS[type] }))]}
      />
      <FilterSelect
        name="location"
        label="Location"
        options={[{ value: '', label: 'All Locations' }, ...RESOURCE_LOCATIONS.map((city) => ({ value: city, label: city }))]}
      />
      <FilterToggle name="verified" label="Verified Only" />
    </FilterBar>
  )
}
