import { useTranslation } from '~/browser/i18n-react'
import { FilterBar, FilterSelect } from '~/components/ui/filter-bar'
import { CONTENT_TYPE_LABELS, CONTENT_TYPES, MAX_MEDIA_SEARCH_LENGTH } from '~/domain/media'
import { useMessage } from '~/browser/i18n-react'
import type { MediaTopic } from '~/models/media.server'
import { mediaFilterParams } from '~/schemas/filter-params'
import type { MediaQuery } from '~/schemas/media'

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
  const { t } = useTranslation('media')
  const message = useMessage()
  return (
    <FilterBar
      action="/media"
      label={t('filters.label')}
      values={Object.fromEntries(mediaFilterParams(query))}
      search={{ name: 'searchQuery', maxLength: MAX_MEDIA_SEARCH_LENGTH, placeholder: t('filters.search') }}
      controlsClassName="grid grid-cols-1 gap-3 sm:grid-cols-2"
      errors={Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, message(text)]))}
    >
      <FilterSelect
        name="type"
        label={t('filters.type')}
        options={[{ value: '', label: t('filters.allTypes') }, ...CONTENT_TYPES.map((type) => ({ value: type, label: message(CONTENT_TYPE_LABELS[type]) }))]}
      />
      <FilterSelect
        name="topic"
        label={t('filters.topic')}
        options={[{ value: '', label: t('filters.allTopics') }, ...topics.map((topic) => ({ value: topic.slug, label: message(topic.name) }))]}
      />
    </FilterBar>
  )
}
