import { SESSION_TYPES, type CohortProgram, type CohortStatus } from '../app/domain/cohorts'
import { CITIES } from '../app/domain/locations'
import type { Db } from '../db/client'
import * as schema from '../db/schema'
import { chunks, DAY, INSERT_BATCH, isoDate, Random } from './helpers'
import type { StartupPlan } from './startups'
import type { People } from './users'
import { artUrl } from './art'

const COHORTS = [
  {
    name: 'Startup Asia Accelerator — Batch 7',
    program: 'accelerator',
    status: 'upcoming',
    start: 45,
    weeks: 12,
    fee: '0.00',
  },
  {
    name: 'Fintech Incubator — Singapore',
    program: 'incubator',
    status: 'upcoming',
    start: 60,
    weeks: 16,
    fee: '1500.00',
  },
  { name: 'Founder Bootcamp — Tokyo', program: 'bootcamp', status: 'active', start: -14, weeks: 6, fee: '499.00' },
  { name: 'Climate Tech Accelerator', program: 'accelerator', status: 'active', start: -35, weeks: 12, fee: '0.00' },
  {
    name: 'Healthtech Incubator — Bangalore',
    program: 'incubator',
    status: 'completed',
    start: -200,
    weeks: 16,
    fee: '1200.00',
  },
  {
    name: 'Product Bootcamp — Jakarta',
    program: 'bootcamp',
    status: 'completed',
    start: -120,
    weeks: 4,
    fee: '299.00',
  },
] as const satisfies readonly {
  name: string
  program: CohortProgram
  status: CohortStatus
  /** Days from today. */
  start: number
  weeks: number
  fee: string
}[]

const CURRICULUM = {
  accelerator: [
    'Customer discovery',
    'Business model',
    'Go-to-market',
    'Unit economics',
    'Fundraising',
    'Demo day pitch',
  ],
  incubator: ['Problem validation', 'Prototype', 'Regulation and compliance', 'Pilot customers', 'Team building'],
  bootcamp: ['Lean canvas', 'MVP in a week', 'Pitch deck', 'Investor office hours'],
} as const satisfies Record<CohortProgram, readonly string[]>

export async function seedCohorts(tx: Db, people: People, ids: Map<string, number>, plans: StartupPlan[], today: number) {
  const random = new Random('cohorts')
  const cohortRows: schema.NewCohort[] = COHORTS.map((cohort, c) => {
    const start = today + cohort.start * DAY
    const participants = cohort.status === 'upcoming' ? 0 : 6 + c
    return {
      name: cohort.name,
      description: `A ${cohort.weeks}-week ${cohort.program} for early-stage founders building across Asia.`,
      program: cohort.program,
      status: cohort.status,
      startDate: isoDate(start),
      endDate: isoDate(start + cohort.weeks * 7 * DAY),
      applicationDeadline: isoDate(start - 14 * DAY),
      maxParticipants: c % 2 === 0 ? 20 : 25,
      currentParticipants: participants,
      fee: cohort.fee,
      mentorId: people.mentors[c % people.mentors.length]!,
      curriculum: [...CURRICULUM[cohort.program]],
      requirements: ['A founding team of at least two', 'A working prototype or pilot customers', 'Based in Asia'],
      benefits: ['1-on-1 mentorship', 'USD 50k in cloud credits', 'Investor office hours', 'Alumni network'],
      imageUrl: artUrl(`cohort:${c}`),
    }
  })
  const cohorts = await tx.insert(schema.cohorts).values(cohortRows).returning({ id: schema.cohorts.id })

  const participantRows: schema.NewCohortParticipant[] = []
  const sessionRows: schema.NewCohortSession[] = []
  const applicationRows: schema.NewCohortApplication[] = []
  COHORTS.forEach((cohort, c) => {
    const cohortId = cohorts[c]!.id
    const start = today + cohort.start * DAY
    const sessions = Math.min(6, cohort.weeks)
    for (let s = 0; s < sessions; s++) {
      const date = start + s * 7 * DAY
      const online = s % 3 === 2
      sessionRows.push({
        cohortId,
        title: CURRICULUM[cohort.program][s % CURRICULUM[cohort.program].length]!,
        description: `Week ${s + 1} of ${cohort.name}.`,
        sessionType: SESSION_TYPES[s % SESSION_TYPES.length],
        date: isoDate(date),
        startTime: s % 2 === 0 ? '10:00' : '14:00',
        endTime: s % 2 === 0 ? '12:00' : '16:30',
        location: online ? 'Online' : CITIES[c % CITIES.length],
        isOnline: online,
        meetingLink: online ? `https://meet.example.com/cohort-${c + 1}-week-${s + 1}` : null,
        mentorId: people.mentors[(c + s) % people.mentors.length]!,
        materials: [`Week ${s + 1} slides`, 'Reading list'],
        homework: s % 2 === 0 ? 'Interview five potential customers.' : null,
        status: date < today ? 'completed' : 'scheduled',
      })
    }
    const count = cohortRows[c]!.currentParticipants ?? 0
    const pastSessions = sessionRows.filter((row) => row.cohortId === cohortId && row.status === 'completed').length
    for (let p = 0; p < count; p++) {
      const plan = plans[(c * 7 + p) % Math.max(1, plans.length)]
      const completed = cohort.status === 'completed'
      participantRows.push({
        cohortId,
        userId: people.members[(c * 3 + p) % people.members.length]!,
        startupId: plan ? (ids.get(plan.row.name) ?? null) : null,
        joinedAt: new Date(start),
        completionStatus: completed ? 'completed' : 'active',
        progressPercentage: completed ? 100 : Math.round((pastSessions / sessions) * 100) - random.int(0, 10) + 10,
        attendanceCount: Math.max(0, pastSessions - random.int(0, 1)),
        totalSessions: sessions,
        finalGrade: completed ? random.pick(['A', 'A-', 'B+', 'B']) : null,
        certificateIssued: completed,
        feedback: completed ? 'Strong progress on customer discovery and a clear fundraising plan.' : null,
      })
    }
    if (cohort.status === 'upcoming') {
      const applicants = [people.member, ...people.members.slice(20, 24)]
      applicants.forEach((userId, a) =>
        applicationRows.push({
          cohortId,
          userId,
          status: a === 0 ? 'pending' : random.pick(['pending', 'pending', 'approved', 'rejected']),
          applicationData: { program: cohort.program, cohortName: cohort.name },
          motivationLetter:
            'We are building for underserved merchants and want help with go-to-market across the region.',
          appliedAt: new Date(today - (a + 1) * DAY),
        }),
      )
    }
  })
  const sessions = await tx
    .insert(schema.cohortSessions)
    .values(sessionRows)
    .returning({
      id: schema.cohortSessions.id,
      cohortId: schema.cohortSessions.cohortId,
      status: schema.cohortSessions.status,
      date: schema.cohortSessions.date,
    })
  const participants = await tx
    .insert(schema.cohortParticipants)
    .values(participantRows)
    .returning({ id: schema.cohortParticipants.id, cohortId: schema.cohortParticipants.cohortId })
  await tx.insert(schema.cohortApplications).values(applicationRows)

  const attendance: schema.NewSessionAttendance[] = []
  for (const participant of participants) {
    for (const session of sessions) {
      if (session.cohortId !== participant.cohortId || session.status !== 'completed') continue
      const attended = random.chance(0.85)
      attendance.push({
        sessionId: session.id,
        participantId: participant.id,
        attended,
        checkedInAt: attended ? new Date(`${session.date}T02:05:00.000Z`) : null,
      })
    }
  }
  for (const part of chunks(attendance, INSERT_BATCH)) await tx.insert(schema.sessionAttendance).values(part)
}
