import { FilterBar, FilterSelect } from '~/components/ui/filter-bar'
import { CONTENT_TYPE_LABELS, CONTENT_TYPES, MAX_MEDIA_SEARCH_LENGTH } from '~/domain/media'
import type { MediaTopic } from '~/models/media.server'
import { mediaFilterParams, type MediaQuery } from '~/schemas/media'

/** 001 §2: search, a type filter and a topic filter, on the shared filter bar (docs/decisions/0016). */
export function MediaFilters({
  query,
  topics,
  errors,
}: {
  query: MediaQuery
  topics: readonly MediaTopic[]
  errors: Readonly<Record<string, string>>
}) {
  return (
    <FilterBar
      action="/media"
      label="Search and filter media"
      values={Object.fromEntries(mediaFilterParams(query))}
      search={{ name: 'searchQuery', maxLength: MAX_MEDIA_SEARCH_LENGTH, placeholder: 'Search by title, excerpt or author' }}
      controlsClassName="grid grid-cols-1 gap-3 sm:grid-cols-2"
      errors={errors}
    >
      <FilterSelect
        name="type"
        label="Type"
        options={[{ value: '', label: 'All Types' }, ...CONTENT_TYPES.map((type) => ({ value: type, label: CONTENT_TYPE_LABELS[type] }))]}
      />
      <FilterSelect
        name="topic"
        label="Topic"
        options={[{ value: '', label: 'All Topics' }, ...topics.map((topic) => ({ value: topic.slug, label: topic.name }))]}
      />
    </FilterBar>
  )
}
