import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { inNearCities, resolveNear, withDistance, type NearFilter } from './near.server'
import { workspaces } from '../../db/schema'
import { workspaceTimeZone } from '~/domain/workspaces'
import { getDb } from '~/server/db.server'
import type { Db } from '../../db/client'
import { notFoundError } from '~/shared/errors'
import type { WorkspaceQuery } from '~/schemas/workspaces'
import { MAX_WORKSPACE_LIMIT } from '~/schemas/workspaces'
import { buildSearchMatch } from './startup-search.server'
import { workspaceSearch, workspaceShortSearch } from './workspace-search.server'

export const WORKSPACE_NOT_FOUND = 'Workspace not found'

/** 000 §3 "Workspace", plus the time zone its bookings are written in (docs/decisions/0034). */
export interface Workspace {
  id: number
  name: string
  type: string
  description: string | null
  location: string | null
  /** The city the location resolves to (docs/decisions/0115-near-filters.md). */
  cityId: number | null
  /** With a near filter only: whole km from the chosen city. */
  distanceKm?: number
  capacity: number | null
  /** Decimal string, USD (000 §9 prices workspaces in dollars). */
  hourlyRate: string | null
  dailyRate: string | null
  amenities: string[]
  images: string[]
  timeZone: string
}

const columns = {
  id: workspaces.id,
  name: workspaces.name,
  type: workspaces.type,
  description: workspaces.description,
  location: workspaces.location,
  cityId: workspaces.cityId,
  capacity: workspaces.capacity,
  hourlyRate: workspaces.hourlyRate,
  dailyRate: workspaces.dailyRate,
  amenities: workspaces.amenities,
  images: workspaces.images,
}

export function toWorkspace(row: Omit<Workspace, 'timeZone'>): Workspace {
  return { ...row, timeZone: workspaceTimeZone(row.location) }
}

/** What listWorkspaces accepts: the parsed query (app/schemas/workspaces.ts); only limit is required. */
export type WorkspaceListQuery = Partial<Omit<WorkspaceQuery, 'limit'>> & {
  limit: number
  /** The near filter resolved (resolveNear): set by listWorkspaces, not by callers. */
  nearFilter?: NearFilter
  /** Only these ids (the alert scan, docs/decisions/0129). */
  onlyIds?: readonly number[]
}

function clampLimit(limit: number): number {
  return Number.isInteger(limit) && limit > 0 ? Math.min(limit, MAX_WORKSPACE_LIMIT) : MAX_WORKSPACE_LIMIT
}

/**
 * Active workspaces matching the filters and search, one page of them, in catalogue (id) order: /workspace and
 * GET /api/workspaces. A search walks its FTS5 index in rowid (= id) order and stops at the page, as /discover's does
 * (docs/decisions/0013); a type or location filter walks its own index, whose entries are in id order too.
 */
export async function listWorkspaces(query: WorkspaceListQuery): Promise<Workspace[]> {
  const db = await getDb()
  const nearFilter = await resolveNear(db, query)
  const list = workspaceListQuery(db, { ...query, nearFilter })
  return list ? withDistance((await list).map(toWorkspace), nearFilter) : []
}

/** listWorkspaces as a select not yet run (for readTogether; map with toWorkspace); null when nothing can match. */
export function workspaceListQuery(db: Db, query: WorkspaceListQuery) {
  const limit = clampLimit(query.limit)
  const offset = Math.max(0, Math.floor(query.offset ?? 0))
  const filters: SQL[] = [eq(workspaces.isActive, true)]
  if (query.type !== undefined) filters.push(eq(workspaces.type, query.type))
  if (query.location !== undefined) filters.push(eq(workspaces.location, query.location))
  if (query.nearFilter !== undefined) filters.push(inNearCities(workspaces.cityId, query.nearFilter))
  // The alert scan (docs/decisions/0129): only these workspaces, new in its window.
  if (query.onlyIds !== undefined) filters.push(inArray(workspaces.id, [...query.onlyIds]))

  const search = query.searchQuery ? buildSearchMatch(query.searchQuery) : undefined
  if (search === null) return null
  if (search) {
    const index = search.index === 'substring' ? workspaceSearch : workspaceShortSearch
    return db
      .select(columns)
      .from(index)
      // CROSS JOIN keeps the search index as the outer loop, read in rowid order: no sort, early stop.
      .crossJoin(workspaces)
      .where(and(eq(workspaces.id, index.rowid), ...filters, sql`${index} match ${search.match}`))
      .orderBy(asc(index.rowid))
      .limit(limit)
      .offset(offset)
  }
  return db
    .select(columns)
    .from(workspaces)
    .where(and(...filters))
    .orderBy(asc(workspaces.id))
    .limit(limit)
    .offset(offset)
}

/** An active workspace, or null. */
export async function getWorkspace(id: number): Promise<Workspace | null> {
  const [row] = await workspaceQuery(await getDb(), id)
  return row ? toWorkspace(row) : null
}

export function workspaceQuery(db: Db, id: number) {
  return db
    .select(columns)
    .from(workspaces)
    .where(and(eq(workspaces.id, id), eq(workspaces.isActive, true)))
    .limit(1)
}

/** An active workspace, or 404 'Workspace not found'. */
export async function requireWorkspace(id: number): Promise<Workspace> {
  const workspace = await getWorkspace(id)
  if (!workspace) throw notFoundError(WORKSPACE_NOT_FOUND)
  return workspace
}
