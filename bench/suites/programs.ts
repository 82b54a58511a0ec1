import { count } from 'drizzle-orm'
import { cohortParticipants, cohorts, cohortSessions, users } from '../../db/schema'
import type { NewCohort, NewCohortSession } from '../../db/schema'
import { COHORT_PROGRAMS, COHORT_STATUSES } from '../../app/domain/cohorts'
import { signedOutAndIn, type BenchSuite } from './types'

const BATCH = 500
const PARTICIPANTS = 60

/**
 * Cohort programs (docs/decisions/0042-cohort-programs.md): the list, filtered and not (ordered by status rank and
 * start date, at most 100), one cohort's sessions (by date and time) and participants. `size` cohorts and `size`
 * sessions; the first cohort has 60 participants and 20 sessions.
 */
export const programsSuite: BenchSuite = {
  name: 'programs',
  async ensure(database, size, log) {
    const { db } = database
    const [row] = await db.select({ n: count() }).from(cohorts)
    // The startups suite's demo seed brings a handful of cohorts of its own: fill up to `size` beside them.
    const missing = size - (row?.n ?? 0)
    if (missing <= 0) return
    log(`Seeding ${missing.toLocaleString('en-US')} cohorts and sessions ...`)
    const day = (n: number) => new Date(Date.UTC(2027, 0, 1) + n * 86_400_000).toISOString().slice(0, 10)
    const ids: number[] = []
    for (let start = 0; start < missing; start += BATCH) {
      const rows: NewCohort[] = []
      for (let i = start; i < Math.min(missing, start + BATCH); i++) {
        rows.push({
          name: `Bench Cohort ${i + 1}`,
          description: 'A cohort the benchmark made.',
          program: COHORT_PROGRAMS[i % COHORT_PROGRAMS.length]!,
          status: COHORT_STATUSES[i % COHORT_STATUSES.length]!,
          startDate: day((i * 7) % 3000),
          endDate: day(((i * 7) % 3000) + 90),
          applicationDeadline: day(((i * 7) % 3000) - 14),
          fee: '499.00',
          curriculum: ['Discovery', 'MVP', 'Pitch', 'Fundraising'],
          requirements: ['A prototype'],
          benefits: ['Mentorship', 'Credits'],
        })
      }
      ids.push(...(await db.insert(cohorts).values(rows).returning({ id: cohorts.id })).map((cohort) => cohort.id))
    }
    const first = ids[0]!
    for (let start = 0; start < missing; start += BATCH) {
      const rows: NewCohortSession[] = []
      for (let i = start; i < Math.min(missing, start + BATCH); i++) {
        // 20 sessions for the first cohort, the rest one each, in reverse date order so the read has to sort.
        const cohortId = i < 20 ? first : ids[i]!
        rows.push({ cohortId, title: `Session ${i + 1}`, date: day(1000 - (i % 20)), startTime: i % 2 ? '14:00' : '09:00', endTime: '17:00', location: 'Singapore' })
      }
      await db.insert(cohortSessions).values(rows)
    }
    const people = await db
      .insert(users)
      .values(Array.from({ length: PARTICIPANTS }, (_, i) => ({ email: `bench-participant-${i}@example.com`, firstName: 'Bench', lastName: `P${i}` })))
      .returning({ id: users.id })
    await db.insert(cohortParticipants).values(people.map((person, i) => ({ cohortId: first, userId: person.id, progressPercentage: i % 100 })))
  },
  scenarios: [
    { name: 'programs: list (all)', path: '/api/cohorts' },
    { name: 'programs: list (?program=bootcamp)', path: '/api/cohorts?program=bootcamp' },
    { name: 'programs: one cohort', path: '/api/cohorts/1' },
    { name: 'programs: sessions of a cohort', path: '/api/cohorts/1/sessions' },
    { name: 'programs: participants of a cohort', path: '/api/cohorts/1/participants' },
    ...signedOutAndIn({ name: 'programs: /programs (page)', path: '/programs' }),
    { name: 'programs: program (page)', path: '/programs?program=bootcamp' },
  ],
}
