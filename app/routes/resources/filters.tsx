import { useTranslation } from '~/browser/i18n-react'
import { FilterBar, FilterSelect, FilterToggle } from '~/components/ui/filter-bar'
import { ResourceTypeIcon } from '~/components/resources/type-icon'
import { ToggleTiles } from '~/components/ui/toggle-tiles'
import {
  MAX_RESOURCE_SEARCH_LENGTH,
  RESOURCE_LOCATIONS,
  RESOURCE_TYPE_LABELS,
  RESOURCE_TYPES,
} from '~/domain/resources'
import { useMessage } from '~/browser/i18n-react'
import { resourceFilterParams } from '~/schemas/filter-params'
import type { ResourceQuery } from '~/schemas/resources'

/** 000 §2: six category tiles that toggle the type filter on and off (links: they work without JavaScript). */
export function ResourceTiles() {
  const { t } = useTranslation('resources')
  const message = useMessage()
  return (
    <ToggleTiles
      param="type"
      label={t('filters.types')}
      className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6"
      tiles={RESOURCE_TYPES.map((type) => ({
        value: type,
        label: message(RESOURCE_TYPE_LABELS[type]),
        icon: <ResourceTypeIcon type={type} />,
      }))}
    />
  )
}

/** The shared filter bar (docs/decisions/0016): search, type, location and 'Verified Only'. */
export function ResourceFilters({ query, errors }: { query: ResourceQuery; errors: Readonly<Record<string, string>> }) {
  const { t } = useTranslation('resources')
  const message = useMessage()
  return (
    <FilterBar
      action="/resources"
      label={t('filters.label')}
      values={Object.fromEntries(resourceFilterParams(query))}
      search={{ name: 'searchQuery', maxLength: MAX_RESOURCE_SEARCH_LENGTH, placeholder: t('filters.search') }}
      controlsClassName="grid grid-cols-1 gap-3 sm:grid-cols-3"
      errors={Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, message(text)]))}
    >
      <FilterSelect
        name="type"
        label={t('filters.type')}
        options={[{ value: '', label: t('filters.allTypes') }, ...RESOURCE_TYPES.map((type) => ({ value: type, label: message(RESOURCE_TYPE_LABELS[type]) }))]}
      />
      <FilterSelect
        name="location"
        label={t('filters.location')}
        options={[{ value: '', label: t('filters.allLocations') }, ...RESOURCE_LOCATIONS.map((city) => ({ value: city, label: city }))]}
      />
      <FilterToggle name="verified" label={t('filters.verified')} />
    </FilterBar>
  )
}
