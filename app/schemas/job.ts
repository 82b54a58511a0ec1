import { z } from 'zod'
import { nearFields } from './near'
import {
  APPLICATION_STATUSES,
  JOBS_PAGE_SIZE,
  toExperienceLevel,
  toJobLocation,
  toJobType,
  type ExperienceLevel,
  type JobLocation,
  type JobType,
} from '~/domain/jobs'
import { CURRENCIES, DEFAULT_CURRENCY, type Currency } from '~/domain/money'
import { JOB_SORTS, type JobSort } from '~/domain/culture-fit'
import { MAX_TECH_FILTER_TAGS, MAX_TECH_TAG_LENGTH, parseTechTags } from '~/domain/tech-tags'
import { blankToUndefined, optionalText, requiredText, trimToUndefined, vocabulary, vocabularyFilter, wholeNumberParam } from './fields'
import { MAX_JOB_LIMIT, MAX_JOB_SEARCH_LENGTH } from './filter-params'
import { techStackSchema } from './startup'

export { MAX_JOB_LIMIT }

/**
 * The Talent Hub's schemas (000 §3, §5, §7, §9; docs/decisions/0026–0028), each shared by a page and its /api twin:
 * the list query (/talent-hub and GET /api/jobs), the job (the Post Job dialog and POST /api/jobs), closing a job,
 * an application and its status.
 */

// ── The list query ──

const MAX_JOB_OFFSET = 10_000

export const jobQuerySchema = z
  .object({
    searchQuery: z.preprocess(
      blankToUndefined,
      z
        .string({ error: 'searchQuery must be text' })
        .trim()
        .max(MAX_JOB_SEARCH_LENGTH, { error: `searchQuery must be at most ${MAX_JOB_SEARCH_LENGTH} characters` })
        .optional(),
    ),
    location: vocabularyFilter<JobLocation>('location', toJobLocation),
    type: vocabularyFilter<JobType>('type', toJobType),
    experienceLevel: vocabularyFilter<ExperienceLevel>('experienceLevel', toExperienceLevel),
    startupId: wholeNumberParam('startupId', 1, Number.MAX_SAFE_INTEGER, { digits: 16 }),
    /**
     * Jobs that list every one of these tech tags (issue 42; docs/decisions/0118): comma-separated or repeated,
     * compared trimmed and case-insensitively.
     */
    techStack: z.preprocess(
      blankToUndefined,
      z
        .string({ error: 'techStack must be text' })
        .transform(parseTechTags)
        .refine((tags) => tags.length <= MAX_TECH_FILTER_TAGS, {
          error: `techStack may list at most ${MAX_TECH_FILTER_TAGS} tags`,
        })
        .refine((tags) => tags.every((tag) => tag.length <= MAX_TECH_TAG_LENGTH), {
          error: `Each techStack tag must be at most ${MAX_TECH_TAG_LENGTH} characters`,
        })
        .transform((tags) => (tags.length > 0 ? tags : undefined))
        .optional(),
    ),
    /** newest (the default) or fit: the signed-in member's culture fit, best first (docs/decisions/0118). */
    sort: z.preprocess(
      blankToUndefined,
      z.enum(JOB_SORTS, { error: `sort must be one of ${JOB_SORTS.join(', ')}` }).optional(),
    ),
    limit: z.preprocess(
      blankToUndefined,
      z
        .string({ error: 'limit must be a whole number of at least 1' })
        .trim()
        .regex(/^\d{1,10}$/, { error: 'limit must be a whole number of at least 1' })
        .transform(Number)
        .pipe(z.number().int().min(1, { error: 'limit must be a whole number of at least 1' }))
        .transform((limit) => Math.min(limit, MAX_JOB_LIMIT))
        .optional(),
    ),
    offset: wholeNumberParam('offset', 0, MAX_JOB_OFFSET, { digits: 16 }),
    // Near a city, within N km (docs/decisions/0115-near-filters.md).
    ...nearFields,
  })
  // Defaults after parsing, so that an empty value (`limit=`) gets them too.
  .transform((query) => ({
    ...query,
    limit: query.limit ?? JOBS_PAGE_SIZE,
    offset: query.offset ?? 0,
    sort: (query.sort ?? 'newest') as JobSort,
  }))

export type JobQuery = z.output<typeof jobQuerySchema>

// ── A job (000 §3 Job and Job form values, §5 Job form) ──

const JOB_TITLE_MAX = 255
const JOB_TEXT_MAX = 5000
/** Larger than any yearly pay in the five currencies (JPY and INR run to eight digits), and an exact integer. */
const MAX_SALARY = 1_000_000_000_000

export const CHOOSE_STARTUP = 'Please choose one of your startups'

/** A whole amount: a JSON number, or digits as a form sends them; blank is absent. */
function salaryAmount(label: string) {
  const message = `${label} must be a whole number, 0 or more`
  return z.preprocess(
    (value) => {
      const blank = blankToUndefined(value)
      return typeof blank === 'string' && /^\s*-?\d{1,16}\s*$/.test(blank) ? Number(blank) : blank
    },
    z
      .number({ error: message })
      .int({ error: message })
      .min(0, { error: message })
      .max(MAX_SALARY, { error: `${label} is too large` })
      .optional(),
  )
}

const currencySchema = z.preprocess(
  (value) => {
    const blank = blankToUndefined(value)
    return typeof blank === 'string' ? blank.trim().toUpperCase() : blank
  },
  z.enum(CURRENCIES, { error: `Currency must be one of ${CURRENCIES.join(', ')}` }).default(DEFAULT_CURRENCY as Currency),
)

/**
 * 000 §3 salary {min, max, currency}; the form's salaryMin, salaryMax and salaryCurrency are its fields `salary.min`,
 * `salary.max` and `salary.currency`. 000 §5: a salary is kept only when min or max has a value.
 */
const salarySchema = z.preprocess(
  (value) => (value === null ? undefined : value),
  z
    .object(
      { min: salaryAmount('Minimum salary'), max: salaryAmount('Maximum salary'), currency: currencySchema },
      { error: 'Salary must be an object with min, max and currency' },
    )
    .refine((salary) => salary.min === undefined || salary.max === undefined || salary.min <= salary.max, {
      message: 'Maximum salary must not be below the minimum',
      path: ['max'],
    })
    .optional()
    .transform((salary) => (salary && (salary.min !== undefined || salary.max !== undefined) ? salary : undefined)),
)

/** A checkbox sends 'on' when ticked and nothing otherwise; JSON sends a boolean. */
const checkbox = (message: string) =>
  z.preprocess((value) => {
    if (value === undefined || value === null || value === '' || value === 'false' || value === 'off') return false
    if (value === 'on' || value === 'true') return true
    return value
  }, z.boolean({ error: message }))

const startupIdSchema = z.preprocess(
  (value) => {
    const blank = blankToUndefined(value)
    return typeof blank === 'string' && /^\s*\d{1,16}\s*$/.test(blank) ? Number(blank) : blank
  },
  z
    .number({ error: CHOOSE_STARTUP })
    .int({ error: CHOOSE_STARTUP })
    .min(1, { error: CHOOSE_STARTUP })
    .max(Number.MAX_SAFE_INTEGER, { error: CHOOSE_STARTUP })
    .optional(),
)

/**
 * POST /api/jobs and the Post Job dialog. The startup is optional here: when it is missing, the model answers 400
 * (choose one) or, for a member with no startup at all, 409 leading to /create-startup. Defaults (000 §5): type
 * full-time, level mid, tech stack empty, not remote, currency USD. A job in 'Remote' is remote.
 */
const jobFields = {
    title: requiredText('Job title is required', {
      max: JOB_TITLE_MAX,
      tooLong: `Job title must be at most ${JOB_TITLE_MAX} characters`,
    }),
    description: requiredText('Job description is required', {
      max: JOB_TEXT_MAX,
      tooLong: `Job description must be at most ${JOB_TEXT_MAX} characters`,
    }),
    requirements: optionalText(JOB_TEXT_MAX, `Requirements must be at most ${JOB_TEXT_MAX} characters`),
    location: vocabulary(toJobLocation, { message: 'Please select a location' }),
    type: z.preprocess(
      trimToUndefined,
      vocabulary(toJobType, { message: 'Please select a job type' }).default('full-time'),
    ),
    experienceLevel: z.preprocess(
      trimToUndefined,
      vocabulary(toExperienceLevel, { message: 'Please select an experience level' }).default('mid'),
    ),
    techStack: z.preprocess((value) => (value === undefined || value === null ? [] : value), techStackSchema),
    isRemote: checkbox('isRemote must be true or false'),
    salary: salarySchema,
}

/** A job in 'Remote' is remote. */
const remoteWhenInRemote = <T extends { isRemote: boolean; location: string }>(job: T): T => ({
  ...job,
  isRemote: job.isRemote || job.location === 'Remote',
})

export const postJobSchema = z.object({ startupId: startupIdSchema, ...jobFields }).transform(remoteWhenInRemote)

export type PostJobInput = z.output<typeof postJobSchema>

/**
 * Editing a job (the Edit Job form on the job page, PATCH /api/jobs/{id}): the Post Job form's fields and rules, the
 * startup fixed (docs/decisions/0110-after-posting.md).
 */
export const editJobSchema = z.object(jobFields).transform(remoteWhenInRemote)
export type EditJobInput = z.output<typeof editJobSchema>

/** The job fields PATCH /api/jobs/{id} may send: the Post Job form's (except the startup). */
export type EditableJobField = keyof typeof jobFields
export const EDITABLE_JOB_FIELDS = Object.keys(jobFields) as EditableJobField[]

/**
 * PATCH /api/jobs/{id}: `status` "closed" closes and "open" reopens (`isActive` false/true, the older spelling, does
 * the same); job fields sent replace the job's own (null clears an optional one) and the whole is checked by the Post
 * Job form's rules, so a client sends only what changes. The fields' rules apply once merged; here they are described.
 */
export const updateJobSchema = z
  .object({
    status: z.enum(['open', 'closed'], { error: 'status must be open or closed' }).optional(),
    isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
    ...Object.fromEntries(EDITABLE_JOB_FIELDS.map((field) => [field, z.unknown().optional()])),
  })
  .transform(({ status, isActive, ...fields }) => ({
    open: status === undefined ? isActive : status === 'open',
    fields: fields as Record<string, unknown>,
  }))
export type JobPatch = z.output<typeof updateJobSchema>

// ── Applications (docs/decisions/0028-job-applications.md) ──

const NOTE_MAX = 2000
const LINK_MAX = 500

export const applySchema = z.object({
  note: requiredText('Please add a short note', {
    max: NOTE_MAX,
    tooLong: `Your note must be at most ${NOTE_MAX} characters`,
  }),
  link: z.preprocess(
    trimToUndefined,
    z
      .url({ protocol: /^https?$/, error: 'Link must be a web address (https://…)' })
      .max(LINK_MAX, { error: `Link must be at most ${LINK_MAX} characters` })
      .optional(),
  ),
})
export type ApplyInput = z.output<typeof applySchema>

export const applicationStatusSchema = z.object({
  status: z.enum(APPLICATION_STATUSES, { error: `Status must be one of ${APPLICATION_STATUSES.join(', ')}` }),
})
