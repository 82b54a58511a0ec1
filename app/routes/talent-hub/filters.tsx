import { NearFilter } from '~/components/near-filter'
import type { CityPoint } from '~/domain/near'
import { useTranslation } from '~/browser/i18n-react'
import { FilterBar, FilterSelect, type FilterOption } from '~/components/ui/filter-bar'
import { EXPERIENCE_LEVEL_LABELS, EXPERIENCE_LEVELS, JOB_LOCATIONS, JOB_TYPE_LABELS, JOB_TYPES } from '~/domain/jobs'
import { useMessage } from '~/browser/i18n-react'
import { jobFilterParams, MAX_JOB_SEARCH_LENGTH } from '~/schemas/filter-params'
import type { JobQuery } from '~/schemas/job'

const any = (label: string): FilterOption => ({ value: '', label })

/**
 * 000 §2: search (title or description), location, job type and experience level, all applied by the server (a GET
 * form, so it works without JavaScript); the shared filter bar (docs/decisions/0016). Every job type the database
 * holds is offered, 000 §9's four first (docs/decisions/0026).
 */
export function JobFilters({
  query,
  errors,
  cities,
}: {
  query: JobQuery
  errors: Readonly<Record<string, string>>
  cities: readonly CityPoint[]
}) {
  const { t } = useTranslation('jobs')
  const message = useMessage()
  return (
    <FilterBar
      action="/talent-hub"
      label={t('filters.label')}
      values={Object.fromEntries(jobFilterParams(query))}
      search={{ name: 'searchQuery', maxLength: MAX_JOB_SEARCH_LENGTH, placeholder: t('filters.search') }}
      controlsClassName="grid gap-3 sm:grid-cols-3"
      errors={errors}
    >
      <FilterSelect
        name="location"
        label={t('filters.location')}
        options={[
          any(t('filters.allLocations')),
          ...JOB_LOCATIONS.map((location) => ({ value: location, label: message(location) })),
        ]}
      />
      <FilterSelect
        name="type"
        label={t('filters.type')}
        options={[any(t('filters.allTypes')), ...JOB_TYPES.map((type) => ({ value: type, label: message(JOB_TYPE_LABELS[type]) }))]}
      />
      <FilterSelect
        name="experienceLevel"
        label={t('filters.level')}
        options={[
          any(t('filters.allLevels')),
          ...EXPERIENCE_LEVELS.map((level) => ({ value: level, label: message(EXPERIENCE_LEVEL_LABELS[level]) })),
        ]}
      />
      {query.startupId === undefined ? null : <input type="hidden" name="startupId" value={query.startupId} />}
      <NearFilter cities={cities} />
    </FilterBar>
  )
}
