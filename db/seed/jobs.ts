import { EXPERIENCE_LEVELS, TALENT_HUB_JOB_TYPES, type ExperienceLevel, type JobLocation } from '../../app/domain/jobs'
import { CITIES } from '../../app/domain/locations'
import type { Currency } from '../../app/domain/money'
import type { Db } from '../client'
import * as schema from '../schema'
import { JOB_TITLES } from './data'
import { DAY, HOUR, Random } from './helpers'
import type { StartupPlan } from './startups'

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
      description: `Join ${plan.row.name} (${plan.sector}). What we do: ${plan.row.description}`,
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
  await tx.insert(schema.jobs).values(rows)
}
