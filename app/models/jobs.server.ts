import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm'
import { jobs, jobTechTags, startups, startupTeam, type Job, type Salary } from '../../db/schema'
import { logoUrl } from '~/shared/startup-logo'
import { JOB_NOT_FOUND, type JobType } from '~/domain/jobs'
import { STARTUP_NOT_FOUND } from '~/domain/startup-profile'
import { getDb } from '~/server/db.server'
import type { Db } from '../../db/client'
import { badRequest, conflict, forbidden, notFoundError } from '~/shared/errors'
import { COUNT_LIMIT, toBoundedCount, type BoundedCount } from '~/shared/bounded-count'
import { canManageJobs, canPostJob, type StartupAccess } from '~/shared/permissions'
import type { PublicUser } from '~/shared/user'
import {
  CHOOSE_STARTUP,
  editJobSchema,
  MAX_JOB_LIMIT,
  type EditableJobField,
  type EditJobInput,
  type JobPatch,
  type JobQuery,
  type PostJobInput,
} from '~/schemas/job'
import { jobSearch, jobShortSearch } from './job-search.server'
import { buildSearchMatch } from './startup-search.server'
import { getStartupAccess } from './startups.server'
import { cityIdForPlace } from './cities.server'
import { inNearCities, resolveNear, withDistance, type NearFilter } from './near.server'
import { insertJobWithinAllowance } from './job-credits.server'
import { startupsWithTeamPlace, teamPlaceCounts } from './team-places.server'

/**
 * One jobs model for every door (docs/decisions/0026-talent-hub-search.md): /talent-hub and GET /api/jobs, the
 * dashboard's Job Opportunities, the member home, the startup profile's Jobs tab and GET /api/startups/{id}/jobs all
 * read `listJobs`; the job page and GET /api/jobs/{id} read `getJob`; the Post Job dialog and POST /api/jobs call
 * `postJob`.
 */

/**
 * The startup a job card names: 000 §2's company initial comes from the name; `logo` is a URL or data: URL; its
 * culture values (issue 42) for the job page and the culture fit.
 */
export interface JobCompany {
  id: number
  name: string
  logo: string | null
  cultureValues: string[]
}

/** 000 §3 Job, with the startup and the posted date. */
export interface JobListing {
  id: number
  title: string
  description: string | null
  requirements: string | null
  location: string | null
  /** The city the location resolves to (docs/decisions/0115-near-filters.md). */
  cityId: number | null
  /** With a near filter only: whole km from the chosen city. */
  distanceKm?: number
  type: JobType
  experienceLevel: string | null
  techStack: string[]
  isRemote: boolean
  startupId: number
  salary: Salary | null
  /** The posted date. */
  createdAt: Date
  startup: JobCompany
}

/** The job page and GET /api/jobs/{id}: the whole job, whether it is open, and more about its startup. */
export interface JobDetail extends JobListing {
  isActive: boolean
  updatedAt: Date
  startup: JobCompany & { website: string | null; location: string | null; description: string | null }
}

/** What listJobs accepts: the parsed query (app/schemas/job.ts); only limit is required. */
export type JobListQuery = Partial<Omit<JobQuery, 'limit'>> & {
  limit: number
  /** The near filter resolved (resolveNear): set by listJobs and countJobs, not by callers. */
  nearFilter?: NearFilter
  /** Only these ids (the alert scan, docs/decisions/0129). */
  onlyIds?: readonly number[]
}

export const JOB_FORBIDDEN = 'You can only post jobs for your own startups'
export const MANAGE_FORBIDDEN = 'Only the startup’s team can manage this job'
export const NO_STARTUP = 'You need a startup profile to post a job. Create one at /create-startup first.'

const listColumns = {
  id: jobs.id,
  title: jobs.title,
  description: jobs.description,
  requirements: jobs.requirements,
  location: jobs.location,
  cityId: jobs.cityId,
  type: jobs.type,
  experienceLevel: jobs.experienceLevel,
  techStack: jobs.techStack,
  isRemote: jobs.isRemote,
  startupId: jobs.startupId,
  salary: jobs.salary,
  createdAt: jobs.createdAt,
  startupName: startups.name,
  startupLogo: startups.logo,
  startupLogoData: startups.logoData,
  startupLogoType: startups.logoType,
  startupCultureValues: startups.cultureValues,
}

type ListRow = Pick<
  Job,
  | 'id'
  | 'title'
  | 'description'
  | 'requirements'
  | 'location'
  | 'cityId'
  | 'type'
  | 'experienceLevel'
  | 'techStack'
  | 'isRemote'
  | 'startupId'
  | 'salary'
  | 'createdAt'
> & {
  startupName: string
  startupLogo: string | null
  startupLogoData: string | null
  startupLogoType: string | null
  startupCultureValues: string[]
}

export function toListing({ startupName, startupLogo, startupLogoData, startupLogoType, startupCultureValues, ...job }: ListRow): JobListing {
  return {
    ...job,
    salary: job.salary ?? null,
    startup: {
      id: job.startupId,
      name: startupName,
      logo: logoUrl({ id: job.startupId, name: startupName, logo: startupLogo, logoData: startupLogoData, logoType: startupLogoType }),
      cultureValues: startupCultureValues,
    },
  }
}

function clampLimit(limit: number): number {
  return Number.isInteger(limit) && limit > 0 ? Math.min(limit, MAX_JOB_LIMIT) : MAX_JOB_LIMIT
}

/**
 * Open jobs matching the filters. `is_open` is the job's and its startup's `is_active` together, kept by triggers
 * (migration 0025): it ends every filter index, so a filter walks its own index's open entries in id order and stops
 * at the page, and a count reads that index only (docs/decisions/0101-scaling-fair-pages-and-open-jobs.md).
 * 'Remote' means remote work is possible: every job flagged remote, located 'Remote' or in a city.
 */
function listFilters(query: Omit<JobListQuery, 'limit'>): SQL[] {
  const filters: (SQL | undefined)[] = [
    query.type === undefined ? undefined : eq(jobs.type, query.type),
    query.experienceLevel === undefined ? undefined : eq(jobs.experienceLevel, query.experienceLevel),
    query.location === undefined
      ? undefined
      : query.location === 'Remote'
        ? eq(jobs.isRemote, true)
        : eq(jobs.location, query.location),
    eq(jobs.isOpen, true),
    query.startupId === undefined ? undefined : eq(jobs.startupId, query.startupId),
    // The alert scan (docs/decisions/0129): only these jobs, new in its window.
    query.onlyIds === undefined ? undefined : inArray(jobs.id, [...query.onlyIds]),
    query.nearFilter === undefined ? undefined : inNearCities(jobs.cityId, query.nearFilter),
  ]
  return filters.filter((filter): filter is SQL => filter !== undefined)
}

/**
 * The job lists this tech tag (job_tech_tags, normalised: docs/decisions/0118): one probe of the table's primary key
 * (tag, job_id) per candidate job.
 */
function hasTechTag(tag: string, jobId: SQL | typeof jobs.id = jobs.id): SQL {
  return sql`exists (select 1 from ${jobTechTags} as jt where jt.tag = ${tag} and jt.job_id = ${jobId})`
}

/**
 * The same probe against the driving tag entry's job id: the planner can test it on the tag's index entry before it
 * reads the job's row (it does not carry jobs.id = job_id into a subquery).
 */
const onDrivingTag = (tag: string) => hasTechTag(tag, sql`${jobTechTags}.job_id`)

/**
 * The index of exactly the Talent Hub filters a query uses, is_open last (db/schema/startups.ts): `jobs_open_idx`
 * with none, `jobs_type_location_open_idx` for a type and a city, `jobs_type_is_remote_open_idx` for a type and Remote.
 */
export function openJobIndex(query: Pick<JobListQuery, 'type' | 'experienceLevel' | 'location'>): string {
  const columns = [
    query.type === undefined ? null : 'type',
    query.experienceLevel === undefined ? null : 'experience_level',
    query.location === undefined ? null : query.location === 'Remote' ? 'is_remote' : 'location',
  ].filter((column) => column !== null)
  return `jobs_${[...columns, 'open'].join('_')}_idx`
}

/**
 * One page of open jobs, newest first. "Newest" is id order: ids are given in posting order and are the search
 * indexes' rowids, so a search walks its index newest-first and stops at the page (CROSS JOIN keeps it the outer
 * loop), and a filter walks its index the same way: a page costs about the same at 1,000 jobs as at 100,000.
 */
export async function listJobs(query: JobListQuery): Promise<JobListing[]> {
  const db = await getDb()
  const nearFilter = await resolveNear(db, query)
  const list = jobListQuery(db, { ...(await withRarestTagFirst(db, query)), nearFilter })
  if (!list) return []
  const rows = (await list).map(toListing)
  return nearFilter ? withDistance(rows, nearFilter) : rows
}

/** How far a tag's entries are counted to choose the rarest: past it, a tag is "common" and keeps its place. */
const TAG_COUNT_LIMIT = 1_000

/**
 * The query with its tech tags rarest first (docs/decisions/0118): the first tag drives the walk and each further
 * one is a probe, so the walk reads at most the rarest tag's entries. Each tag's entries are counted up to
 * TAG_COUNT_LIMIT (a range of the primary key, no row read); one tag or none is left as it is.
 */
export async function withRarestTagFirst<Q extends { techStack?: string[] }>(db: Db, query: Q): Promise<Q> {
  const tags = query.techStack ?? []
  if (tags.length < 2) return query
  const counts = await Promise.all(
    tags.map(async (tag) => {
      const [row] = (await db.all(
        sql`select count(*) as n from (select 1 from ${jobTechTags} where ${jobTechTags.tag} = ${tag} limit ${TAG_COUNT_LIMIT + 1})`,
      )) as { n: number }[]
      return { tag, n: row?.n ?? 0 }
    }),
  )
  return { ...query, techStack: counts.sort((a, b) => a.n - b.n).map((entry) => entry.tag) }
}

/** listJobs as a select not yet run (for readTogether; map its rows with toListing); null when nothing can match. */
export function jobListQuery(db: Db, query: JobListQuery, { maxLimit = MAX_JOB_LIMIT }: { maxLimit?: number } = {}) {
  // maxLimit: the culture-fit order reads a larger candidate window than a page (job-fit.server.ts).
  const limit = Number.isInteger(query.limit) && query.limit > 0 ? Math.min(query.limit, maxLimit) : clampLimit(query.limit)
  const offset = Math.max(0, Math.floor(query.offset ?? 0))
  const filters = listFilters(query)
  const tags = query.techStack ?? []
  const search = query.searchQuery ? buildSearchMatch(query.searchQuery) : undefined
  if (search === null) return null
  if (search) {
    const index = search.index === 'substring' ? jobSearch : jobShortSearch
    return db
      .select(listColumns)
      .from(index)
      .crossJoin(jobs)
      .crossJoin(startups)
      .where(
        and(
          sql`${index} match ${search.match}`,
          eq(jobs.id, index.rowid),
          eq(startups.id, jobs.startupId),
          ...filters,
          ...tags.map((tag) => hasTechTag(tag)),
        ),
      )
      .orderBy(desc(index.rowid))
      .limit(limit)
      .offset(offset)
  }
  if (tags.length > 0) {
    // The first tag's entries drive, newest first (its primary key walks (tag, job_id) backwards); each job is read
    // by its id, and every further tag is a probe: a page stops after `limit` matches (docs/decisions/0118).
    const [first, ...rest] = tags
    return db
      .select(listColumns)
      .from(jobTechTags)
      .crossJoin(jobs)
      .crossJoin(startups)
      .where(
        and(
          eq(jobTechTags.tag, first!),
          eq(jobs.id, jobTechTags.jobId),
          eq(startups.id, jobs.startupId),
          ...rest.map(onDrivingTag),
          ...filters,
        ),
      )
      .orderBy(desc(jobTechTags.jobId))
      .limit(limit)
      .offset(offset)
  }
  return db
    .select(listColumns)
    .from(jobs)
    .crossJoin(startups)
    .where(and(eq(startups.id, jobs.startupId), ...filters))
    .orderBy(desc(jobs.id))
    .limit(limit)
    .offset(offset)
}

/**
 * How many open jobs match (000 §2 '{n} job(s) found': every match, not the page), up to COUNT_LIMIT: past it the
 * page says '1,000+ jobs found' (docs/decisions/0089-scaling-list-pages-and-dashboard.md).
 */
export async function countJobs(query: Omit<JobListQuery, 'limit' | 'offset'> = {}): Promise<BoundedCount> {
  const db = await getDb()
  const counted = jobCountQuery(db, { ...(await withRarestTagFirst(db, query)), nearFilter: await resolveNear(db, query) })
  return counted ? toBoundedCount(await counted) : { count: 0, more: false }
}

/**
 * countJobs as a select not yet run (for readTogether; read its rows with toBoundedCount); null when nothing can
 * match. The matches are the list's filters without its order or its startup, stopped at COUNT_LIMIT + 1 and
 * counted, and they read only the index of exactly those filters (openJobIndex), whose entries are
 * (filters…, is_open, id): a filter walks it and never reads a row, a search probes it by (filters, open, id) for
 * each match. So the count costs at most COUNT_LIMIT + 1 index entries at any size, and a search's count one probe
 * of a small index per match rather than a read of the job's row. INDEXED BY names the index: without statistics
 * (the libSQL server keeps none the app gives it) the planner may read the job's row for a searched match
 * (docs/decisions/0101-scaling-fair-pages-and-open-jobs.md).
 */
export function jobCountQuery(db: Db, query: Omit<JobListQuery, 'limit' | 'offset'> = {}) {
  const filters = listFilters(query)
  const tags = query.techStack ?? []
  const search = query.searchQuery ? buildSearchMatch(query.searchQuery) : undefined
  if (search === null) return null
  // A startup's own jobs (its profile's Jobs tab) are few and read through jobs_startup_id_idx.
  // Near a city: its (city_id, is_open) index (0115), the other filters tested on the row.
  const openJobs =
    query.startupId !== undefined
      ? jobs
      : sql`${jobs} indexed by ${sql.identifier(query.nearFilter ? 'jobs_city_open_idx' : openJobIndex(query))}`
  const index = search ? (search.index === 'substring' ? jobSearch : jobShortSearch) : null
  const [firstTag, ...restTags] = tags
  const matches =
    search && index
      ? db
          .select({ one: sql`1` })
          .from(index)
          .crossJoin(openJobs)
          .where(and(sql`${index} match ${search.match}`, eq(jobs.id, index.rowid), ...filters, ...tags.map((tag) => hasTechTag(tag))))
      : firstTag !== undefined
        ? // Tagged: the first tag's entries, each probing the filters' index by (filters, open, id) and the other tags.
          db
            .select({ one: sql`1` })
            .from(jobTechTags)
            .crossJoin(openJobs)
            .where(and(eq(jobTechTags.tag, firstTag), eq(jobs.id, jobTechTags.jobId), ...restTags.map(onDrivingTag), ...filters))
      : db
          .select({ one: sql`1` })
          .from(openJobs)
          .where(and(...filters))
  return db.select({ n: count() }).from(matches.limit(COUNT_LIMIT + 1).as('matches'))
}

/** The dashboard's Opportunities tile: every open job, counted up to COUNT_LIMIT (for readTogether). */
export function openJobCountQuery(db: Db) {
  return jobCountQuery(db)!
}

/**
 * A job for its page and GET /api/jobs/{id}: open jobs for everyone; a closed one only for those who manage its
 * startup's jobs (they still track its applicants). Null otherwise, and when the startup is inactive.
 */
export async function getJob(jobId: number, viewer: PublicUser | null = null): Promise<JobDetail | null> {
  return (await getJobWithAccess(jobId, viewer))?.job ?? null
}

/** The columns of the job's startup that say who manages it, and the viewer's team row (StartupAccess). */
function accessColumns() {
  return {
    founderId: startups.founderId,
    claimedByUserId: startups.claimedByUserId,
    subscriptionActive: startups.subscriptionActive,
    teamRowId: startupTeam.id,
  }
}

function toAccess(
  { founderId, claimedByUserId, subscriptionActive, teamRowId }: { founderId: number | null; claimedByUserId: number | null; subscriptionActive: boolean; teamRowId: number | null },
  userId: number | null,
): StartupAccess {
  return { founderId, claimedByUserId, subscriptionActive, teamUserIds: userId !== null && teamRowId !== null ? [userId] : [] }
}

/**
 * getJob, with what the viewer may do with the job's startup (for the job page: whether they manage its applicants),
 * in one statement: the job, its live startup and the viewer's team row.
 */
export async function getJobWithAccess(
  jobId: number,
  viewer: PublicUser | null,
): Promise<{ job: JobDetail; access: StartupAccess } | null> {
  const db = await getDb()
  const [row] = await db
    .select({
      ...listColumns,
      isActive: jobs.isActive,
      updatedAt: jobs.updatedAt,
      startupWebsite: startups.website,
      startupLocation: startups.location,
      startupDescription: startups.description,
      ...accessColumns(),
    })
    .from(jobs)
    .innerJoin(startups, eq(startups.id, jobs.startupId))
    .leftJoin(
      startupTeam,
      and(eq(startupTeam.startupId, startups.id), eq(startupTeam.userId, viewer?.id ?? -1), teamPlaceCounts(viewer?.id ?? -1)),
    )
    .where(and(eq(jobs.id, jobId), eq(startups.isActive, true)))
    .limit(1)
  if (!row) return null
  const { founderId, claimedByUserId, subscriptionActive, teamRowId, ...jobRow } = row
  const access = toAccess({ founderId, claimedByUserId, subscriptionActive, teamRowId }, viewer?.id ?? null)
  if (!jobRow.isActive && !(viewer && canManageJobs(viewer, access))) return null
  const { isActive, updatedAt, startupWebsite, startupLocation, startupDescription, ...listRow } = jobRow
  const listing = toListing(listRow)
  const job = {
    ...listing,
    isActive,
    updatedAt,
    startup: { ...listing.startup, website: startupWebsite, location: startupLocation, description: startupDescription },
  }
  return { job, access }
}

/** The job, or 'Job Not Found' (404). */
export async function requireJob(jobId: number, viewer: PublicUser | null = null): Promise<JobDetail> {
  const job = await getJob(jobId, viewer)
  if (!job) throw notFoundError(JOB_NOT_FOUND)
  return job
}

/** The startups a member may post jobs for (000 §5: "chosen from the user's own startups"), by name. */
export async function listPostableStartups(userId: number): Promise<{ id: number; name: string }[]> {
  const db = await getDb()
  return db
    .select({ id: startups.id, name: startups.name })
    .from(startups)
    .where(
      and(
        eq(startups.isActive, true),
        or(
          eq(startups.founderId, userId),
          inArray(startups.id, startupsWithTeamPlace(userId)),
        ),
      ),
    )
    .orderBy(sql`${startups.name} collate nocase`, startups.id)
}

/**
 * Posts a job for one of the member's own startups (000 §6) and answers it (POST /api/jobs → 201). No startup chosen:
 * 400 on startupId, or 409 leading to /create-startup when the member has none; an unknown or inactive startup: 404;
 * someone else's: 403.
 */
export async function postJob(user: PublicUser, input: PostJobInput): Promise<JobDetail> {
  if (input.startupId === undefined) {
    const own = await listPostableStartups(user.id)
    if (own.length === 0) throw conflict(NO_STARTUP)
    throw badRequest(CHOOSE_STARTUP, { startupId: [CHOOSE_STARTUP] })
  }
  const access = await getStartupAccess(input.startupId, user.id)
  if (!access) throw notFoundError(STARTUP_NOT_FOUND)
  if (!canPostJob(user, access)) throw forbidden(JOB_FORBIDDEN)
  const db = await getDb()
  // Within the plan's monthly posts or a credit, decided by the INSERT (issue 44, docs/decisions/0138): else 402.
  const id = await insertJobWithinAllowance({
    startupId: input.startupId,
    title: input.title,
    description: input.description ?? null,
    requirements: input.requirements ?? null,
    location: input.location ?? null,
    cityId: await cityIdForPlace(db, input.location),
    type: input.type,
    experienceLevel: input.experienceLevel ?? null,
    techStack: input.techStack,
    isRemote: input.isRemote,
    salary: input.salary ?? null,
  })
  return requireJob(id, user)
}

/**
 * Closes (the job leaves every list) or reopens a job: those who manage the startup's jobs (`canManageJobs`); 404 for
 * an unknown job, or a closed one to anyone else; 403 for other members.
 */
export async function setJobActive(user: PublicUser, jobId: number, isActive: boolean): Promise<JobDetail> {
  const db = await getDb()
  const [row] = await db
    .select({ startupId: jobs.startupId, isActive: jobs.isActive })
    .from(jobs)
    .innerJoin(startups, eq(startups.id, jobs.startupId))
    .where(and(eq(jobs.id, jobId), eq(startups.isActive, true)))
  const access = row ? await getStartupAccess(row.startupId, user.id) : null
  if (!row || !access) throw notFoundError(JOB_NOT_FOUND)
  if (!canManageJobs(user, access)) {
    // A closed job does not exist for anyone else.
    if (!row.isActive) throw notFoundError(JOB_NOT_FOUND)
    throw forbidden(MANAGE_FORBIDDEN)
  }
  await db.update(jobs).set({ isActive }).where(eq(jobs.id, jobId))
  return requireJob(jobId, user)
}

export const NOTHING_TO_CHANGE = 'Send a status or the job fields to change'
export const JOB_UPDATE_FAILED = 'Failed to update job'

/** The job as the Edit Job form shows it and PATCH merges into: its fields as the Post Job form sends them. */
export function jobFormValues(job: JobDetail): Record<EditableJobField, unknown> {
  return {
    title: job.title,
    description: job.description ?? '',
    requirements: job.requirements ?? '',
    location: job.location ?? '',
    type: job.type,
    experienceLevel: job.experienceLevel ?? '',
    techStack: job.techStack,
    isRemote: job.isRemote,
    salary: job.salary ?? undefined,
  }
}

/**
 * The job its startup's people may change (canManageJobs: founder, team whose place counts, claimed owner — decision
 * 0083's lapsed claimer is not among them): 404 unknown (or closed, for anyone else), 403 otherwise.
 */
async function requireManagedJob(user: PublicUser, jobId: number): Promise<JobDetail> {
  const found = await getJobWithAccess(jobId, user)
  if (!found) throw notFoundError(JOB_NOT_FOUND)
  if (!canManageJobs(user, found.access)) throw forbidden(MANAGE_FORBIDDEN)
  return found.job
}

/** The Edit Job form: the job's fields replaced, checked by the Post Job form's rules (the caller parsed them). */
export async function editJob(user: PublicUser, jobId: number, input: EditJobInput): Promise<JobDetail> {
  await requireManagedJob(user, jobId)
  const db = await getDb()
  await db
    .update(jobs)
    .set({
      title: input.title,
      description: input.description,
      requirements: input.requirements ?? null,
      location: input.location,
      cityId: await cityIdForPlace(db, input.location),
      type: input.type,
      experienceLevel: input.experienceLevel,
      techStack: input.techStack,
      isRemote: input.isRemote,
      salary: input.salary ?? null,
      updatedAt: new Date(),
    })
    .where(eq(jobs.id, jobId))
  return requireJob(jobId, user)
}

/**
 * PATCH /api/jobs/{id} (docs/decisions/0110-after-posting.md): the fields sent merged into the job's own and checked
 * as the Post Job form checks them (400 with every field's message), then `status` applied through setJobActive —
 * closing leaves the lists (the is_open triggers, decision 0101) and keeps every application.
 */
export async function patchJob(user: PublicUser, jobId: number, patch: JobPatch): Promise<JobDetail> {
  const sent = Object.entries(patch.fields).filter(([, value]) => value !== undefined)
  if (sent.length === 0 && patch.open === undefined) throw badRequest(NOTHING_TO_CHANGE)
  let job: JobDetail | undefined
  if (sent.length > 0) {
    const current = await requireManagedJob(user, jobId)
    const merged = { ...jobFormValues(current), ...Object.fromEntries(sent.map(([key, value]) => [key, value === null ? undefined : value])) }
    const parsed = editJobSchema.safeParse(merged)
    if (!parsed.success) {
      const errors: Record<string, string[]> = {}
      for (const issue of parsed.error.issues) (errors[issue.path.join('.') || 'form'] ??= []).push(issue.message)
      throw badRequest(parsed.error.issues[0]?.message ?? JOB_UPDATE_FAILED, errors)
    }
    job = await editJob(user, jobId, parsed.data)
  }
  if (patch.open !== undefined && patch.open !== job?.isActive) job = await setJobActive(user, jobId, patch.open)
  return job ?? requireJob(jobId, user)
}

/** The startup access of a job (for the applications model): null when the job or its startup is gone. */
export async function getJobAccess(jobId: number, userId: number | null) {
  const db = await getDb()
  const [row] = await db
    .select({ startupId: jobs.startupId, isActive: jobs.isActive, title: jobs.title, ...accessColumns() })
    .from(jobs)
    .innerJoin(startups, eq(startups.id, jobs.startupId))
    .leftJoin(
      startupTeam,
      and(eq(startupTeam.startupId, startups.id), eq(startupTeam.userId, userId ?? -1), teamPlaceCounts(userId ?? -1)),
    )
    .where(and(eq(jobs.id, jobId), eq(startups.isActive, true)))
    .limit(1)
  if (!row) return null
  const { founderId, claimedByUserId, subscriptionActive, teamRowId, ...job } = row
  return { ...job, access: { id: job.startupId, ...toAccess({ founderId, claimedByUserId, subscriptionActive, teamRowId }, userId) } }
}
