import { NearFilter } from '~/components/near-filter'
import type { NearControl } from '~/domain/near'
import { useTranslation } from '~/browser/i18n-react'
import { FilterBar, FilterSelect, FilterToggle, type FilterOption } from '~/components/ui/filter-bar'
import { EVENT_CATEGORIES, EVENT_CATEGORY_LABELS, EVENT_LOCATIONS } from '~/domain/events'
import { useMessage } from '~/browser/i18n-react'
import type { EventQuery } from '~/schemas/event-query'
import { MAX_EVENT_SEARCH_LENGTH } from '~/schemas/filter-params'

const any = (label: string): FilterOption => ({ value: '', label })

/**
 * The shared filter bar (docs/decisions/0016) over the events query: search, category, location and 'Upcoming Only',
 * on by default. Its hidden `upcoming=false` before the checkbox says "off" when the box is unticked; ticked, the
 * checkbox's later `upcoming=true` wins (the query schema reads the last value).
 */
export function EventFilters({
  query,
  errors,
  near,
}: {
  query: EventQuery
  errors: Readonly<Record<string, string>>
  /** The city applied, the member's preferred city (an "Only near …" link), and the chooser's cities (0115, 0144). */
  near: NearControl
}) {
  const { t } = useTranslation('events')
  const message = useMessage()
  return (
    <FilterBar
      action="/events"
      label={t('filters.label')}
      values={{
        searchQuery: query.searchQuery,
        category: query.category,
        location: query.location,
        upcoming: query.upcoming ? 'true' : 'false',
        near: query.near,
        km: query.km === undefined ? undefined : String(query.km),
      }}
      search={{ name: 'searchQuery', maxLength: MAX_EVENT_SEARCH_LENGTH, placeholder: t('filters.search') }}
      controlsClassName="grid grid-cols-1 gap-3 sm:grid-cols-3"
      errors={errors}
    >
      <FilterSelect
        name="category"
        label={t('filters.category')}
        options={[
          any(t('filters.allCategories')),
          ...EVENT_CATEGORIES.map((value) => ({ value, label: message(EVENT_CATEGORY_LABELS[value]) })),
        ]}
      />
      <FilterSelect
        name="location"
        label={t('filters.location')}
        options={[any(t('filters.allLocations')), ...EVENT_LOCATIONS.map((value) => ({ value, label: message(value) }))]}
      />
      <FilterToggle name="upcoming" label={t('filters.upcoming')} offValue="false" />
      <NearFilter path="/events" control={near} km={query.km} error={errors.near} />
    </FilterBar>
  )
}
