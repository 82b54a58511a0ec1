import { desc, eq, sql } from 'drizzle-orm'
import { jobCreditGrants, jobs, startups, users } from '../../db/schema'
import type { Db } from '../../db/client'
import { JOB_CREDIT_TAKES_TOO_MANY, JOB_POST_LIMIT_REACHED, JOB_POST_UPGRADE_URL } from '~/domain/job-credits'
import { recordAdminChange } from '~/models/audit.server'
import { jobPostsPerMonthOf } from '~/models/plan-access.server'
import type { GrantJobCreditsInput } from '~/schemas/job-credits'
import { getDb } from '~/server/db.server'
import type { AdminUser } from '~/server/context'
import { conflict, notFoundError, UpgradeRequired } from '~/shared/errors'

/**
 * Job-post allowances and credits (issue 44 item 3, docs/decisions/0138-job-post-credits.md). A startup may post as many
 * jobs in a calendar month (UTC) as its owner's plan allows (Starter 2, Professional and Enterprise unlimited); past
 * that, each post uses one of the credits admins granted it. Both are decided by the posting INSERT itself — it counts
 * the month's posts and the credits left in its own statement — so parallel posts can never take the same last post.
 */

/** The first instant of the calendar month (UTC) that `now` is in, in ms. */
export function monthStartMs(now: number): number {
  const date = new Date(now)
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1)
}

/** The startup's owner, whose plan sets its allowance: the claimed owner, else its founder. */
async function ownerOf(db: Db, startupId: number): Promise<number | null> {
  const [row] = await db
    .select({ owner: sql<number | null>`coalesce(${startups.claimedByUserId}, ${startups.founderId})` })
    .from(startups)
    .where(eq(startups.id, startupId))
  return row?.owner ?? null
}

/** What `postJob` writes: the job's own columns, as the jobs table stores them. */
export interface NewJobRow {
  startupId: number
  title: string
  description: string | null
  requirements: string | null
  location: string | null
  cityId: number | null
  type: string
  experienceLevel: string | null
  techStack: string[]
  salary: unknown
  isRemote: boolean
}

const postedThisMonth = (startupId: number, since: number) =>
  sql`(select count(*) from ${jobs} where ${jobs.startupId} = ${startupId} and ${jobs.createdAt} >= ${since})`
const creditsLeft = (startupId: number) =>
  sql`((select coalesce(sum(${jobCreditGrants.amount}), 0) from ${jobCreditGrants} where ${jobCreditGrants.startupId} = ${startupId})
    - (select count(*) from ${jobs} where ${jobs.startupId} = ${startupId} and ${jobs.usedCredit} = 1))`

/**
 * Inserts the job when the startup still has a post this month or a credit, in ONE statement (both drivers): the 3rd
 * post of a month on Starter without credits is refused with 402 and the way to upgrade.
 */
export async function insertJobWithinAllowance(row: NewJobRow, now = Date.now()): Promise<number> {
  const db = await getDb()
  const allowance = (await jobPostsPerMonthOf(await ownerOf(db, row.startupId))) ?? Number.MAX_SAFE_INTEGER
  const since = monthStartMs(now)
  const inserted = await db.all<{ id: number }>(sql`
    insert into ${jobs} (startup_id, title, description, requirements, location, city_id, type, experience_level,
      tech_stack, salary, is_remote, used_credit)
    select ${row.startupId}, ${row.title}, ${row.description}, ${row.requirements}, ${row.location}, ${row.cityId},
      ${row.type}, ${row.experienceLevel}, ${JSON.stringify(row.techStack)},
      ${row.salary == null ? null : JSON.stringify(row.salary)}, ${row.isRemote ? 1 : 0},
      case when counts.posted < ${allowance} then 0 else 1 end
    from (select ${postedThisMonth(row.startupId, since)} as posted, ${creditsLeft(row.startupId)} as credits) as counts
    where counts.posted < ${allowance} or counts.credits > 0
    returning id`)
  if (!inserted[0]) throw new UpgradeRequired(402, JOB_POST_LIMIT_REACHED, JOB_POST_UPGRADE_URL)
  return inserted[0].id
}

export interface JobPostAllowance {
  /** Posts a month on the owner's plan; null is unlimited. */
  perMonth: number | null
  postedThisMonth: number
  creditsLeft: number
}

/** A startup's allowance as its team and the admins see it. */
export async function jobPostAllowance(startupId: number, now = Date.now()): Promise<JobPostAllowance> {
  const db = await getDb()
  const perMonth = await jobPostsPerMonthOf(await ownerOf(db, startupId))
  const [counts] = await db.all<{ posted: number; credits: number }>(
    sql`select ${postedThisMonth(startupId, monthStartMs(now))} as posted, ${creditsLeft(startupId)} as credits`,
  )
  return { perMonth, postedThisMonth: Number(counts?.posted ?? 0), creditsLeft: Number(counts?.credits ?? 0) }
}

/**
 * Grants a startup job-post credits, or takes unused ones back (a negative amount), audited. Taking back more than are
 * left is refused by the INSERT (409), so the balance never goes below zero.
 */
export async function grantJobCredits(admin: AdminUser, input: GrantJobCreditsInput): Promise<JobPostAllowance> {
  const db = await getDb()
  const [startup] = await db.select({ id: startups.id }).from(startups).where(eq(startups.id, input.startupId))
  if (!startup) throw notFoundError('Startup not found')
  const before = await jobPostAllowance(input.startupId)
  const granted = await db.all<{ id: number }>(sql`
    insert into ${jobCreditGrants} (startup_id, amount, reason, granted_by)
    select ${input.startupId}, ${input.amount}, ${input.reason}, ${admin.id}
    where ${creditsLeft(input.startupId)} + ${input.amount} >= 0
    returning id`)
  if (!granted[0]) throw conflict(JOB_CREDIT_TAKES_TOO_MANY, { amount: [JOB_CREDIT_TAKES_TOO_MANY] })
  const after = await jobPostAllowance(input.startupId)
  await recordAdminChange(admin, {
    entityType: 'startup',
    entityId: input.startupId,
    action: input.amount > 0 ? 'grant-job-credits' : 'take-back-job-credits',
    changes: { jobCredits: { before: before.creditsLeft, after: after.creditsLeft }, reason: { before: null, after: input.reason } },
  })
  return after
}

export interface JobCreditGrantView {
  id: number
  startupId: number
  startupName: string
  amount: number
  reason: string
  grantedBy: string | null
  createdAt: Date
}

/** The latest grants, newest first, with each startup's name and who granted them (the admin's Jobs Credit Management). */
export async function listJobCreditGrants(limit = 50): Promise<JobCreditGrantView[]> {
  const db = await getDb()
  return db
    .select({
      id: jobCreditGrants.id,
      startupId: jobCreditGrants.startupId,
      startupName: startups.name,
      amount: jobCreditGrants.amount,
      reason: jobCreditGrants.reason,
      grantedBy: users.email,
      createdAt: jobCreditGrants.createdAt,
    })
    .from(jobCreditGrants)
    .innerJoin(startups, eq(startups.id, jobCreditGrants.startupId))
    .leftJoin(users, eq(users.id, jobCreditGrants.grantedBy))
    .orderBy(desc(jobCreditGrants.createdAt), desc(jobCreditGrants.id))
    .limit(limit)
}
