import { and, count, desc, eq } from 'drizzle-orm'
import { jobs, startups, type Salary } from '../../db/schema'
import type { JobType } from '~/domain/jobs'
import { getDb } from '~/lib/db.server'

export const MAX_JOB_LIST_LIMIT = 100

export interface JobCard {
  id: number
  title: string
  description: string | null
  location: string | null
  type: JobType
  experienceLevel: string | null
  techStack: string[]
  isRemote: boolean
  salary: Salary | null
  startupId: number
  /** For the company initial on the card. */
  startupName: string
  createdAt: Date
}

function clampLimit(limit: number): number {
  return Number.isInteger(limit) && limit > 0 ? Math.min(limit, MAX_JOB_LIST_LIMIT) : MAX_JOB_LIST_LIMIT
}

// A job is open when it and its startup are active: a hidden startup does not advertise jobs.
const isOpen = and(eq(jobs.isActive, true), eq(startups.isActive, true))

/** Open jobs, newest first. */
export async function listRecentJobs({ limit }: { limit: number }): Promise<JobCard[]> {
  const db = await getDb()
  return db
    .select({
      id: jobs.id,
      title: jobs.title,
      description: jobs.description,
      location: jobs.location,
      type: jobs.type,
      experienceLevel: jobs.experienceLevel,
      techStack: jobs.techStack,
      isRemote: jobs.isRemote,
      salary: jobs.salary,
      startupId: jobs.startupId,
      startupName: startups.name,
      createdAt: jobs.createdAt,
    })
    .from(jobs)
    .innerJoin(startups, eq(startups.id, jobs.startupId))
    .where(isOpen)
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(clampLimit(limit))
}

export async function countOpenJobs(): Promise<number> {
  const db = await getDb()
  const [row] = await db
    .select({ n: count() })
    .from(jobs)
    .innerJoin(startups, eq(startups.id, jobs.startupId))
    .where(isOpen)
  return row?.n ?? 0
}
