import { useTranslation } from '~/browser/i18n-react'
import { NearFilter } from '~/components/near-filter'
import { FilterBar, FilterSelect, type FilterOption } from '~/components/ui/filter-bar'
import { ToggleTiles } from '~/components/ui/toggle-tiles'
import { WORKSPACE_LOCATIONS, WORKSPACE_TYPE_HINTS, WORKSPACE_TYPE_LABELS, WORKSPACE_TYPES } from '~/domain/workspaces'
import { useMessage } from '~/browser/i18n-react'
import { MAX_WORKSPACE_SEARCH_LENGTH as MAX_SEARCH_LENGTH, workspaceFilterParams } from '~/schemas/filter-params'
import type { WorkspaceQuery } from '~/schemas/workspaces'
import type { NearControl } from '~/domain/near'
import { WorkspaceTypeIcon } from './type-icon'

const any = (label: string): FilterOption => ({ value: '', label })

/**
 * The four type tiles, which toggle the type filter (links without JavaScript), and the shared filter bar: search
 * (name or description), type, location and near a city (docs/decisions/0016-shared-ui-patterns.md).
 */
export function WorkspaceFilters({
  query,
  errors,
  near,
}: {
  query: WorkspaceQuery
  errors: Readonly<Record<string, string>>
  /** The city applied, the member's preferred city (an "Only near …" link), and the chooser's cities (0115, 0144). */
  near: NearControl
}) {
  const { t } = useTranslation('workspace')
  const message = useMessage()
  return (
    <>
      <ToggleTiles
        param="type"
        label={t('filters.types')}
        className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4"
        tiles={WORKSPACE_TYPES.map((type) => ({
          value: type,
          label: message(WORKSPACE_TYPE_LABELS[type]),
          description: message(WORKSPACE_TYPE_HINTS[type]),
          icon: <WorkspaceTypeIcon type={type} />,
        }))}
      />
      <FilterBar
        action="/workspace"
        label={t('filters.label')}
        values={{ ...Object.fromEntries(workspaceFilterParams(query)) }}
        search={{ name: 'searchQuery', maxLength: MAX_SEARCH_LENGTH, placeholder: t('filters.search') }}
        controlsClassName="grid grid-cols-1 gap-3 sm:grid-cols-2"
        errors={Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, message(text)]))}
      >
        <FilterSelect
          name="type"
          label={t('filters.type')}
          options={[any(t('filters.allTypes')), ...WORKSPACE_TYPES.map((type) => ({ value: type, label: message(WORKSPACE_TYPE_LABELS[type]) }))]}
        />
        <FilterSelect
          name="location"
          label={t('filters.location')}
          options={[any(t('filters.allLocations')), ...WORKSPACE_LOCATIONS.map((place) => ({ value: place, label: place }))]}
        />
        <NearFilter path="/workspace" control={near} km={query.km} error={errors.near} />
      </FilterBar>
    </>
  )
}
