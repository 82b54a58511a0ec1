import { z } from 'zod'
import { toSector, toStage, type Sector, type Stage } from '~/domain/startups'
import { MAX_TECH_TAG_LENGTH } from '~/domain/tech-tags'
import { blankToUndefined } from './fields'
import { cultureValuesSchema, vocabularyList } from './culture'
import { normalizeTechStack } from './startup'

/**
 * What a member wants (/profile/preferences and GET/PUT /api/profile/preferences; issue 42 item 4,
 * docs/decisions/0118-tech-stack-and-culture.md): one schema for the form and the JSON twin. The form sends repeated
 * checkboxes (one value, or several) and the skills as one comma-separated box; JSON sends lists. Every list is
 * optional (absent is empty), since PUT replaces the whole set.
 */

export const MAX_PREFERENCE_SKILLS = 30

const skillsSchema = z.preprocess(
  (value) => {
    const blank = blankToUndefined(value)
    if (blank === undefined) return []
    return typeof blank === 'string' ? blank.split(',') : blank
  },
  z
    .array(
      z
        .string({ error: 'Skills must be a list of technologies' })
        .max(MAX_TECH_TAG_LENGTH, `Each skill must be at most ${MAX_TECH_TAG_LENGTH} characters`),
      { error: 'Skills must be a list of technologies' },
    )
    .transform((entries) => normalizeTechStack(entries))
    .refine((entries) => entries.length <= MAX_PREFERENCE_SKILLS, `At most ${MAX_PREFERENCE_SKILLS} skills`),
)

/** A checkbox sends 'on' when ticked and nothing otherwise; JSON sends a boolean. */
const remoteOkSchema = z.preprocess((value) => {
  if (value === undefined || value === null || value === '' || value === 'false' || value === 'off') return false
  if (value === 'on' || value === 'true') return true
  return value
}, z.boolean({ error: 'remoteOk must be true or false' }))

export const preferencesSchema = z.object({
  sectors: vocabularyList<Sector>(toSector, 'Please choose sectors from the list'),
  stages: vocabularyList<Stage>(toStage, 'Please choose stages from the list'),
  skills: skillsSchema,
  cultureValues: cultureValuesSchema,
  /** A city's slug (GET /api/cities, the cities table); blank or null: no city. */
  city: z.preprocess(
    blankToUndefined,
    z.string({ error: 'Please choose a city from the list' }).trim().max(100, 'Please choose a city from the list').optional(),
  ),
  remoteOk: remoteOkSchema,
})
export type PreferencesInput = z.output<typeof preferencesSchema>

export const preferencesResponse = z
  .object({
    sectors: z.array(z.string()),
    stages: z.array(z.string()),
    skills: z.array(z.string()),
    cultureValues: z.array(z.string()),
    city: z.string().nullable().describe('The city’s slug'),
    remoteOk: z.boolean(),
  })
  .meta({ id: 'MemberPreferences' })
