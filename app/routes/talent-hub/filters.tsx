import { NearFilter } from '~/components/near-filter'
import type { NearControl } from '~/domain/near'
import { useTranslation } from '~/browser/i18n-react'
import { FilterBar, FilterSelect, hasFilters, type FilterOption } from '~/components/ui/filter-bar'
import { EXPERIENCE_LEVEL_LABELS, EXPERIENCE_LEVELS, JOB_LOCATIONS, JOB_TYPE_LABELS, JOB_TYPES } from '~/domain/jobs'
import { COMMON_TECH_TAGS, normalizeTechTag } from '~/domain/tech-tags'
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
  signedIn,
  near,
}: {
  query: JobQuery
  errors: Readonly<Record<string, string>>
  signedIn: boolean
  /** The city applied, the member's preferred city (an "Only near …" link), and the chooser's cities (0115, 0144). */
  near: NearControl
}) {
  const { t } = useTranslation('jobs')
  const message = useMessage()
  const applied = Object.fromEntries(jobFilterParams(query))
  return (
    <FilterBar
      action="/talent-hub"
      label={t('filters.label')}
      values={applied}
      // Folded on phones unless a filter (other than the search box) is applied or wrong (docs/decisions/0132).
      filtersOpen={hasFilters(applied, errors)}
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
      {signedIn ? (
        <FilterSelect
          name="sort"
          label={t('talent.sort')}
          options={[
            { value: '', label: t('talent.sortNewest') },
            { value: 'fit', label: t('talent.sortFit') },
          ]}
        />
      ) : null}
      <TechStackFilter selected={query.techStack ?? []} error={errors.techStack} />
      {query.startupId === undefined ? null : <input type="hidden" name="startupId" value={query.startupId} />}
      <NearFilter path="/talent-hub" control={near} km={query.km} error={errors.near} />
    </FilterBar>
  )
}

/**
 * The tech-stack filter (issue 42; docs/decisions/0118): a checkbox per common tag, and one for each other tag the URL
 * names, so the URL keeps them. Without JavaScript the form sends `techStack` once per ticked box; with it the filter
 * bar joins them into `techStack=a,b`. Jobs must list every ticked tag.
 */
function TechStackFilter({ selected, error }: { selected: readonly string[]; error?: string }) {
  const { t } = useTranslation('jobs')
  const common = COMMON_TECH_TAGS.map((tag) => ({ value: tag, key: normalizeTechTag(tag) }))
  const others = selected.filter((tag) => !common.some((entry) => entry.key === tag)).map((tag) => ({ value: tag, key: tag }))
  return (
    <fieldset className="min-w-0 sm:col-span-3" aria-describedby={error ? 'tech-stack-error' : undefined}>
      <legend className="filter-label">{t('talent.techStack')}</legend>
      {/* Styled from the container's class (app/app.css `.filter-checks`): 14 boxes, one class list. */}
      <div className="filter-checks">
        {[...common, ...others].map((tag) => (
          <label key={tag.key}>
            <input type="checkbox" name="techStack" value={tag.value} defaultChecked={selected.includes(tag.key)} />
            {tag.value}
          </label>
        ))}
      </div>
      {error ? (
        <p id="tech-stack-error" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
