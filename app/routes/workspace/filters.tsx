import { FilterBar, FilterSelect, type FilterOption } from '~/components/ui/filter-bar'
import { ToggleTiles } from '~/components/ui/toggle-tiles'
import { WORKSPACE_LOCATIONS, WORKSPACE_TYPE_HINTS, WORKSPACE_TYPE_LABELS, WORKSPACE_TYPES } from '~/domain/workspaces'
import { MAX_SEARCH_LENGTH, workspaceFilterParams, type WorkspaceQuery } from '~/schemas/workspaces'
import { WorkspaceTypeIcon } from './type-icon'

const any = (label: string): FilterOption => ({ value: '', label })

/**
 * The four type tiles, which toggle the type filter (links without JavaScript), and the shared filter bar: search
 * (name or description), type and location (docs/decisions/0016-shared-ui-patterns.md).
 */
export function WorkspaceFilters({ query, errors }: { query: WorkspaceQuery; errors: Readonly<Record<string, string>> }) {
  return (
    <>
      <ToggleTiles
        param="type"
        label="Workspace types"
        className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4"
        tiles={WORKSPACE_TYPES.map((type) => ({
          value: type,
          label: WORKSPACE_TYPE_LABELS[type],
          description: WORKSPACE_TYPE_HINTS[type],
          icon: <WorkspaceTypeIcon type={type} />,
        }))}
      />
      <FilterBar
        action="/workspace"
        label="Search and filter workspaces"
        values={Object.fromEntries(workspaceFilterParams(query))}
        search={{ name: 'searchQuery', maxLength: MAX_SEARCH_LENGTH, placeholder: 'Search by name or description' }}
        controlsClassName="grid grid-cols-1 gap-3 sm:grid-cols-2"
        errors={errors}
      >
        <FilterSelect
          name="type"
          label="Type"
          options={[any('All Types'), ...WORKSPACE_TYPES.map((type) => ({ value: type, label: WORKSPACE_TYPE_LABELS[type] }))]}
        />
        <FilterSelect
          name="location"
          label="Location"
          options={[any('All Locations'), ...WORKSPACE_LOCATIONS.map((place) => ({ value: place, label: place }))]}
        />
      </FilterBar>
    </>
  )
}
