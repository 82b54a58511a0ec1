import { z } from 'zod'
import {
  COHORT_PROGRAMS,
  MOTIVATION_LETTER_MAX,
  MOTIVATION_LETTER_REQUIRED,
  MOTIVATION_LETTER_TOO_LONG,
} from '~/domain/cohorts'
import { blankToUndefined } from './fields'

/**
 * Cohort programs (001 §2, §5, §7): the list query shared by /programs and GET /api/cohorts, and the application
 * shared by the programs pages' forms and POST /api/cohorts/{id}/apply.
 */

const PROGRAM_FILTER_MESSAGE = `program must be one of ${COHORT_PROGRAMS.join(', ')}`

/** `program` is optional; empty means all programs (a link or a GET form may send `program=`). */
export const cohortQuerySchema = z.object({
  program: z.preprocess(
    blankToUndefined,
    z
      .string({ error: PROGRAM_FILTER_MESSAGE })
      .trim()
      .toLowerCase()
      .pipe(z.enum(COHORT_PROGRAMS, { error: PROGRAM_FILTER_MESSAGE }))
      .optional(),
  ),
})
export type CohortQuery = z.infer<typeof cohortQuerySchema>

const STARTUP_ID_MESSAGE = 'Choose one of your startups'

/**
 * 001 §3 "Cohort application (as sent)": motivationLetter and applicationData {program, cohortName}; the member may
 * attach one of their startups. The letter must be non-blank (001 §5). applicationData is checked for shape only:
 * the server records the program and name of the cohort applied to, whatever the client says they are.
 */
export const applySchema = z.object({
  motivationLetter: z
    .string({ error: MOTIVATION_LETTER_REQUIRED })
    .trim()
    .min(1, MOTIVATION_LETTER_REQUIRED)
    .max(MOTIVATION_LETTER_MAX, MOTIVATION_LETTER_TOO_LONG),
  applicationData: z
    .object({
      program: z.string({ error: 'applicationData.program must be text' }).max(100).optional(),
      cohortName: z.string({ error: 'applicationData.cohortName must be text' }).max(255).optional(),
    })
    .optional(),
  startupId: z.preprocess(
    (value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : blankToUndefined(value)),
    z.number({ error: STARTUP_ID_MESSAGE }).int(STARTUP_ID_MESSAGE).positive(STARTUP_ID_MESSAGE).max(Number.MAX_SAFE_INTEGER, STARTUP_ID_MESSAGE).optional(),
  ),
})
export type ApplyInput = z.infer<typeof applySchema>
