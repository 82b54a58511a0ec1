import { sql } from 'drizzle-orm'
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import {
  bool,
  createdAt,
  dateOnly,
  decimal,
  decimalCheck,
  id,
  isoDateCheck,
  jsonList,
  jsonObject,
  lengthChecks,
  nowMs,
  timestamp,
  updatedAt,
} from '../columns'
import { users } from './accounts'
import { startups } from './startups'

// Cohort programs: cohorts, applications, participants, sessions and attendance.

export interface CohortApplicationData {
  program?: string
  cohortName?: string
  [key: string]: unknown
}

export const cohorts = sqliteTable(
  'cohorts',
  {
    id: id(),
    name: text({ length: 255 }).notNull(),
    description: text(),
    /** One of COHORT_PROGRAMS (app/domain/cohorts.ts). */
    program: text({ length: 100 }).notNull(),
    /** One of COHORT_STATUSES (app/domain/cohorts.ts). */
    status: text({ length: 50 }).notNull().default('upcoming'),
    startDate: dateOnly(),
    endDate: dateOnly(),
    applicationDeadline: dateOnly(),
    maxParticipants: integer().notNull().default(20),
    currentParticipants: integer().notNull().default(0),
    fee: decimal(10, 2),
    mentorId: integer().references(() => users.id, { onDelete: 'set null' }),
    curriculum: jsonList<string>(),
    requirements: jsonList<string>(),
    benefits: jsonList<string>(),
    imageUrl: text({ length: 500 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The program list reads each status in start-date order, optionally of one program (0042): walked, not sorted.
    index('cohorts_program_status_start_idx').on(t.program, t.status, t.startDate, t.id),
    index('cohorts_status_start_idx').on(t.status, t.startDate, t.id),
    index('cohorts_start_date_idx').on(t.startDate),
    index('cohorts_mentor_id_idx').on(t.mentorId),
    isoDateCheck('cohorts_start_date_format', t.startDate),
    isoDateCheck('cohorts_end_date_format', t.endDate),
    isoDateCheck('cohorts_application_deadline_format', t.applicationDeadline),
    check('cohorts_ends_after_start', sql`${t.endDate} >= ${t.startDate}`),
    check('cohorts_participants_in_range', sql`${t.currentParticipants} between 0 and ${t.maxParticipants}`),
    decimalCheck('cohorts_fee_precision', t.fee, 10, 2, { min: '0' }),
    ...lengthChecks('cohorts', t, { name: 255, program: 100, status: 50, imageUrl: 500 }),
  ],
)

export const cohortApplications = sqliteTable(
  'cohort_applications',
  {
    id: id(),
    cohortId: integer()
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startupId: integer().references(() => startups.id, { onDelete: 'set null' }),
    /** One of APPLICATION_STATUSES (app/domain/cohorts.ts). */
    status: text({ length: 50 }).notNull().default('pending'),
    applicationData: jsonObject<CohortApplicationData>(),
    motivationLetter: text(),
    businessPlanUrl: text({ length: 500 }),
    pitchDeckUrl: text({ length: 500 }),
    appliedAt: timestamp().notNull().default(nowMs),
    reviewedAt: timestamp(),
    reviewNotes: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cohort_applications_cohort_user_unique').on(t.cohortId, t.userId),
    index('cohort_applications_user_id_idx').on(t.userId),
    index('cohort_applications_startup_id_idx').on(t.startupId),
    index('cohort_applications_status_idx').on(t.status),
    ...lengthChecks('cohort_applications', t, { status: 50, businessPlanUrl: 500, pitchDeckUrl: 500 }),
  ],
)

export const cohortParticipants = sqliteTable(
  'cohort_participants',
  {
    id: id(),
    cohortId: integer()
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startupId: integer().references(() => startups.id, { onDelete: 'set null' }),
    joinedAt: timestamp().notNull().default(nowMs),
    completionStatus: text({ length: 50 }).notNull().default('active'),
    progressPercentage: integer().notNull().default(0),
    attendanceCount: integer().notNull().default(0),
    totalSessions: integer().notNull().default(0),
    finalGrade: text({ length: 10 }),
    certificateIssued: bool().notNull().default(false),
    feedback: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cohort_participants_cohort_user_unique').on(t.cohortId, t.userId),
    index('cohort_participants_user_id_idx').on(t.userId),
    index('cohort_participants_startup_id_idx').on(t.startupId),
    check('cohort_participants_progress_range', sql`${t.progressPercentage} between 0 and 100`),
    check('cohort_participants_attendance_non_negative', sql`${t.attendanceCount} >= 0 and ${t.totalSessions} >= 0`),
    ...lengthChecks('cohort_participants', t, { completionStatus: 50, finalGrade: 10 }),
  ],
)

export const cohortSessions = sqliteTable(
  'cohort_sessions',
  {
    id: id(),
    cohortId: integer()
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    title: text({ length: 255 }).notNull(),
    description: text(),
    /** One of SESSION_TYPES (app/domain/cohorts.ts). */
    sessionType: text({ length: 50 }),
    date: dateOnly(),
    /** HH:MM, local to the session's location */
    startTime: text({ length: 5 }),
    endTime: text({ length: 5 }),
    location: text({ length: 255 }),
    isOnline: bool().notNull().default(false),
    meetingLink: text({ length: 500 }),
    mentorId: integer().references(() => users.id, { onDelete: 'set null' }),
    materials: jsonList<string>(),
    homework: text(),
    status: text({ length: 50 }).notNull().default('scheduled'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('cohort_sessions_cohort_id_idx').on(t.cohortId, t.date),
    index('cohort_sessions_mentor_id_idx').on(t.mentorId),
    isoDateCheck('cohort_sessions_date_format', t.date),
    check('cohort_sessions_start_time_format', sql`${t.startTime} glob '[0-2][0-9]:[0-5][0-9]'`),
    check('cohort_sessions_end_time_format', sql`${t.endTime} glob '[0-2][0-9]:[0-5][0-9]'`),
    ...lengthChecks('cohort_sessions', t, {
      title: 255,
      sessionType: 50,
      location: 255,
      meetingLink: 500,
      status: 50,
    }),
  ],
)

export const sessionAttendance = sqliteTable(
  'session_attendance',
  {
    id: id(),
    sessionId: integer()
      .notNull()
      .references(() => cohortSessions.id, { onDelete: 'cascade' }),
    participantId: integer()
      .notNull()
      .references(() => cohortParticipants.id, { onDelete: 'cascade' }),
    attended: bool().notNull().default(false),
    checkedInAt: timestamp(),
    notes: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('session_attendance_session_participant_unique').on(t.sessionId, t.participantId),
    index('session_attendance_participant_id_idx').on(t.participantId),
  ],
)
