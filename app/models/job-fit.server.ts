import type { Db } from '../../db/client'
import { byFit, cultureFit, hasFitPreferences, type FitPreferences } from '~/domain/culture-fit'
import { cityForPlace } from '~/domain/geo'
import type { MatchReason } from '~/domain/matching'
import { getDb } from '~/server/db.server'
import { listCities } from './cities.server'
import { jobListQuery, toListing, withRarestTagFirst, type JobListing, type JobListQuery } from './jobs.server'
import { resolveNear, withDistance } from './near.server'
import { fitPreferencesOf } from './preferences.server'

/**
 * Jobs' culture fit for a signed-in member (issue 42 item 4; docs/decisions/0118-tech-stack-and-culture.md): the
 * score of app/domain/culture-fit.ts on job cards, the job page and GET /api/jobs, and the `sort=fit` order.
 *
 * The order ranks a bounded window: the FIT_CANDIDATES newest open jobs that match the filters (the same index walk
 * as a page of the newest-first list), scored in TypeScript and sorted best first, newest first among equals. So a
 * sorted page costs one read of at most FIT_CANDIDATES rows at any table size, and filters narrow the window to
 * what the member asked for; a job older than the window is not ranked (it is still in the newest-first list).
 */
export const FIT_CANDIDATES = 300

export interface JobFit {
  score: number
  reasons: MatchReason[]
}

export type FittedJob = JobListing & { fit?: JobFit }

/** The member's preferences when they stated any a job can fit, else null (no scores are shown). */
export async function fitPreferencesFor(userId: number | null | undefined): Promise<FitPreferences | null> {
  if (!userId) return null
  const preferences = await fitPreferencesOf(await getDb(), userId)
  return hasFitPreferences(preferences) ? preferences : null
}

/** Each job with its fit for the member (the job's city from its location, as the cities table resolves it). */
export async function withFit<T extends JobListing>(db: Db, jobs: readonly T[], preferences: FitPreferences): Promise<(T & { fit: JobFit })[]> {
  const cities = jobs.length > 0 ? await listCities(db) : []
  // Jobs share few locations: each is resolved once (cityForPlace matches every city's names as words).
  const cityOf = new Map<string, number | null>()
  const cityIdOf = (location: string | null) => {
    if (!location) return null
    if (!cityOf.has(location)) cityOf.set(location, cityForPlace(location, cities)?.id ?? null)
    return cityOf.get(location)!
  }
  return jobs.map((job) => {
    const { score, reasons } = cultureFit(
      {
        id: job.id,
        techStack: job.techStack,
        isRemote: job.isRemote,
        cityId: cityIdOf(job.location),
        cultureValues: job.startup.cultureValues,
      },
      preferences,
    )
    return { ...job, fit: { score, reasons } }
  })
}

/**
 * One page of open jobs for a member: newest first with each job's fit when they stated preferences, or (`sort=fit`)
 * best fit first within the FIT_CANDIDATES window. Without preferences a fit order is the newest-first list.
 */
export async function listJobsWithFit(listQuery: JobListQuery, preferences: FitPreferences | null): Promise<FittedJob[]> {
  const db = await getDb()
  // The near filter of decision 0115 narrows the list (and the fit window) like any other filter.
  const nearFilter = await resolveNear(db, listQuery)
  const query = { ...(await withRarestTagFirst(db, listQuery)), nearFilter }
  if (!preferences) {
    const list = jobListQuery(db, query)
    return list ? withDistance((await list).map(toListing), nearFilter) : []
  }
  if (query.sort !== 'fit') {
    const list = jobListQuery(db, query)
    return list ? withFit(db, withDistance((await list).map(toListing), nearFilter), preferences) : []
  }
  const offset = Math.max(0, Math.floor(query.offset ?? 0))
  if (offset >= FIT_CANDIDATES) return []
  const window = jobListQuery(db, { ...query, offset: 0, limit: FIT_CANDIDATES }, { maxLimit: FIT_CANDIDATES })
  if (!window) return []
  const scored = await withFit(db, withDistance((await window).map(toListing), nearFilter), preferences)
  const ranked = scored
    .map((job) => ({ item: job, score: job.fit.score, reasons: job.fit.reasons }))
    .sort(byFit)
    .map((match) => match.item)
  return ranked.slice(offset, offset + Math.max(1, query.limit))
}
