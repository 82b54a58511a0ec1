import { asc, eq } from 'drizzle-orm'
import {
  EXPERIENCE_LEVELS,
  TALENT_HUB_JOB_TYPES,
  type ApplicationStatus,
  type ExperienceLevel,
  type JobLocation,
} from '../app/domain/jobs'
import { CITIES } from '../app/domain/locations'
import type { Currency } from '../app/domain/money'
import type { Db } from '../db/client'
import * as schema from '../db/schema'
import { JOB_DUTIES, JOB_TITLES } from './data'
import { DAY, HOUR, Random } from './helpers'
import type { StartupPlan } from './startups'
import type { People } from './users'

const SALARY_BY_CITY: Record<JobLocation, { currency: Currency; base: number }> = {
  Singapore: { currency: 'SGD', base: 72_000 },
  'Hong Kong': { currency: 'HKD', base: 420_000 },
  Tokyo: { currency: 'JPY', base: 6_500_000 },
  Mumbai: { currency: 'INR', base: 1_800_000 },
  Bangalore: { currency: 'INR', base: 2_000_000 },
  Seoul: { currency: 'USD', base: 48_000 },
  Jakarta: { currency: 'USD', base: 24_000 },
  Manila: { currency: 'USD', base: 20_000 },
  Remote: { currency: 'USD', base: 40_000 },
}
const LEVEL_FACTOR: Record<ExperienceLevel, number> = { junior: 1, mid: 1.5, senior: 2.2, lead: 3 }

export async function seedJobs(tx: Db, plans: StartupPlan[], ids: Map<string, number>, today: number) {
  if (plans.length === 0) return
  const random = new Random('jobs')
  const hiring = plans.slice(0, 40)
  const rows: schema.NewJob[] = []
  for (let j = 0; j < 36; j++) {
    const plan = hiring[j % hiring.length]!
    // 'other' (001 §3) is accepted but not what the Talent Hub offers, so demo jobs use 000 §9's four.
    const type = TALENT_HUB_JOB_TYPES[j % TALENT_HUB_JOB_TYPES.length]!
    const experienceLevel = type === 'internship' ? 'junior' : EXPERIENCE_LEVELS[(j >> 1) % EXPERIENCE_LEVELS.length]!
    const location = j % 6 === 5 ? 'Remote' : CITIES[j % CITIES.length]!
    const title = JOB_TITLES[j % JOB_TITLES.length]!
    const pay = SALARY_BY_CITY[location]!
    const min = Math.round((pay.base * LEVEL_FACTOR[experienceLevel] * (type === 'internship' ? 0.3 : 1)) / 1000) * 1000
    const salary =
      j % 5 === 0
        ? null
        : j % 5 === 1
          ? { min, currency: pay.currency }
          : { min, max: Math.round((min * 1.4) / 1000) * 1000, currency: pay.currency }
    const createdAt = new Date(today - (j % 30) * DAY - random.int(1, 20) * HOUR)
    rows.push({
      startupId: ids.get(plan.row.name)!,
      title: type === 'internship' ? `${title} Intern` : experienceLevel === 'lead' ? `Lead ${title}` : title,
      description: `${plan.row.description} As our ${title}, you will ${JOB_DUTIES[title]}. You join ${plan.row.teamSize ? `a team of ${plan.row.teamSize}` : 'a small team'} ${
        location === 'Remote' ? 'working remotely across Asia' : `based in ${location}`
      }.`,
      requirements: `${experienceLevel === 'junior' ? '0-2' : experienceLevel === 'mid' ? '2-5' : '5+'} years of experience; fluent English; ${plan.row.techStack?.[0] ?? 'modern tooling'} a plus.`,
      location,
      type,
      experienceLevel,
      techStack: random.sample(plan.row.techStack ?? [], 3),
      salary,
      isRemote: location === 'Remote' || j % 7 === 2,
      isActive: j !== 35,
      createdAt,
      updatedAt: createdAt,
    })
  }
  // Inserted oldest first: ids follow the posting order, as for jobs posted through the app, and "newest" lists by id
  // (docs/decisions/0026-talent-hub-search.md).
  rows.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime())
  await tx.insert(schema.jobs).values(rows)
}

const NOTES = [
  'I have built payment APIs at two Southeast Asian startups and would love to bring that experience to your team.',
  'Your product solves a problem I faced in my last role. I am keen to help it reach more customers across the region.',
  'I enjoy small teams that ship weekly. My portfolio shows the last three products I took from idea to launch.',
  'I am relocating to the region next quarter and your stack matches what I have used for the past four years.',
  'I led a team of five engineers through our Series A; happy to share what worked and what did not.',
  'Fresh graduate with two internships in data engineering; I learn fast and would love to grow with you.',
] as const

/**
 * Applications to the demo jobs (docs/decisions/0028-job-applications.md): community members apply to the demo
 * founder's open jobs, in every status, so the founder has applicants to review; the demo member has applied to
 * one of them (being reviewed) and to two other jobs, so their dashboard shows where each stands.
 */
export async function seedJobApplications(tx: Db, people: People, today: number) {
  const random = new Random('job-applications')
  const open = await tx
    .select({ id: schema.jobs.id, createdAt: schema.jobs.createdAt, founderId: schema.startups.founderId })
    .from(schema.jobs)
    .innerJoin(schema.startups, eq(schema.startups.id, schema.jobs.startupId))
    .where(eq(schema.jobs.isActive, true))
    .orderBy(asc(schema.jobs.id))
  const founders = open.filter((job) => job.founderId === people.founder)
  const others = open.filter((job) => job.founderId !== people.founder)
  const rows: schema.NewJobApplication[] = []
  const apply = (job: (typeof open)[number], userId: number, status: ApplicationStatus) => {
    // Between the posting and midnight of the seed's day, then moved some time after that: all in the past.
    const since = Math.max(job.createdAt.getTime(), today - 20 * DAY)
    const createdAt = new Date(since + Math.floor(random.float() * (today - since) * 0.8))
    const changed =
      status === 'new' ? null : new Date(createdAt.getTime() + Math.floor(random.float() * (today - createdAt.getTime())))
    rows.push({
      jobId: job.id,
      userId,
      note: random.pick(NOTES),
      link: random.chance(0.7) ? `https://cv.example.com/${userId}-${job.id}` : null,
      status,
      statusChangedAt: changed,
      statusChangedBy: changed ? people.founder : null,
      createdAt,
      updatedAt: changed ?? createdAt,
    })
  }
  const cycle: ApplicationStatus[] = ['new', 'reviewing', 'new', 'rejected', 'hired', 'new', 'reviewing']
  founders.forEach((job, j) => {
    const applicants = random.sample(people.members, 3 + (j % 3))
    applicants.forEach((userId, k) => apply(job, userId, cycle[(j + k) % cycle.length]!))
  })
  if (founders[0]) apply(founders[0], people.member, 'reviewing')
  if (others[0]) apply(others[0], people.member, 'new')
  if (others[1]) apply(others[1], people.member, 'rejected')
  if (rows.length) await tx.insert(schema.jobApplications).values(rows)
}
