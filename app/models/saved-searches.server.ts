// TEMPORARY (lead's branch): replaced by the saved-searches helper's module at merge.
import type { SavedSearchList } from '~/domain/alerts'
import { jobQuerySchema } from '~/schemas/job'
import { parseFiltersLeniently } from '~/shared/filters'
import type { InvestorQuery } from '~/schemas/investors'
import type { ResourceQuery } from '~/schemas/resources'
import type { EventListQuery } from './events.server'
import type { JobListQuery } from './jobs.server'
import type { StartupListRequest } from './startups.server'
import type { WorkspaceListQuery } from './workspaces.server'

export type SavedListQuery =
  | { list: 'startups'; query: Omit<StartupListRequest, 'limit'> }
  | { list: 'jobs'; query: Omit<JobListQuery, 'limit'> }
  | { list: 'events'; query: Omit<EventListQuery, 'limit'> }
  | { list: 'workspaces'; query: Omit<WorkspaceListQuery, 'limit'> }
  | { list: 'resources'; query: Partial<ResourceQuery> }
  | { list: 'investors'; query: Partial<InvestorQuery> }

export function parseSavedSearch(list: SavedSearchList, query: string): SavedListQuery | null {
  if (list !== 'jobs') return null
  const { query: parsed } = parseFiltersLeniently(jobQuerySchema, Object.fromEntries(new URLSearchParams(query)))
  const { limit: _limit, offset: _offset, ...rest } = parsed as typeof parsed & { limit?: number; offset?: number }
  return { list: 'jobs', query: rest }
}
