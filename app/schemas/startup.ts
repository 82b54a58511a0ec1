import { z } from 'zod'
import { MAX_STARTUP_CULTURE_VALUES } from '~/domain/culture'
import { cultureValuesSchema } from './culture'
import { STARTUP_SECTORS, STARTUP_STAGES, toSector, toStage } from '~/domain/startups'
import { optionalText, requiredText, trimToUndefined, vocabulary } from './fields'

const optionalUrlSchema = (label: string) =>
  z
    .url({ protocol: /^https?$/, message: `${label} must be a valid URL (https://…)` })
    .max(500, `${label} must be at most 500 characters`)

const optionalUrl = (label: string) => z.preprocess(trimToUndefined, optionalUrlSchema(label).optional())

const TECH_STACK_MAX = 30
const TECH_ENTRY_MAX = 50

/** Tech stack entries: trimmed, non-blank, unique (case-insensitively, first spelling kept). */
export const techStackSchema = z
  .array(z.string().max(TECH_ENTRY_MAX, `Each technology must be at most ${TECH_ENTRY_MAX} characters`))
  .max(TECH_STACK_MAX, `At most ${TECH_STACK_MAX} technologies`)
  .transform((entries) => normalizeTechStack(entries))

export function normalizeTechStack(entries: readonly string[]): string[] {
  const seen = new Set<string>()
  const result: string[] = []
  for (const entry of entries) {
    const value = entry.trim()
    if (!value || seen.has(value.toLowerCase())) continue
    seen.add(value.toLowerCase())
    result.push(value)
  }
  return result
}

const socialLinksSchema = z
  .object({
    linkedin: optionalUrl('LinkedIn'),
    github: optionalUrl('GitHub'),
    twitter: optionalUrl('Twitter'),
  })
  .optional()
  .transform((links) => {
    const present = Object.fromEntries(Object.entries(links ?? {}).filter(([, value]) => value !== undefined))
    return Object.keys(present).length ? (present as { linkedin?: string; github?: string; twitter?: string }) : undefined
  })

const currentYear = () => new Date().getUTCFullYear()

const teamSizeSchema = z.coerce
  .number({ message: 'Team size must be a number' })
  .int('Team size must be a whole number')
  .min(1, 'Team size must be at least 1')
  .max(1_000_000, 'Team size is too large')

const foundingDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Founding date must be a date (YYYY-MM-DD)')
  .refine((value) => !Number.isNaN(Date.parse(value)), 'Founding date must be a date (YYYY-MM-DD)')
  .refine((value) => Number(value.slice(0, 4)) <= currentYear(), 'Founding date cannot be in the future')

/** 001 §5 "Create startup", shared by /create-startup and POST /api/startups. */
export const createStartupSchema = z.object({
  name: requiredText('Startup name is required'),
  description: requiredText('Description is required', { max: 5000 }),
  sector: vocabulary(toSector, { allowed: STARTUP_SECTORS, message: 'Please select a sector' }),
  location: requiredText('Location is required'),
  stage: vocabulary(toStage, { allowed: STARTUP_STAGES, message: 'Please select a stage' }),
  teamSize: z.preprocess((value) => (value === '' || value === null ? undefined : value), teamSizeSchema.optional()),
  foundingDate: z.preprocess(trimToUndefined, foundingDateSchema.optional()),
  website: optionalUrl('Website'),
  mission: optionalText(2000, 'Mission must be at most 2000 characters'),
  vision: optionalText(2000, 'Vision must be at most 2000 characters'),
  techStack: z.preprocess((value) => (value === undefined ? [] : value), techStackSchema),
  socialLinks: socialLinksSchema,
})
export type CreateStartupInput = z.infer<typeof createStartupSchema>

/** Areas of operation (001 §3 operationAreas): places or markets, trimmed, non-blank, unique. */
const OPERATION_AREAS_MAX = 20
const operationAreasSchema = z
  .array(z.string().max(100, 'Each area must be at most 100 characters'))
  .max(OPERATION_AREAS_MAX, `At most ${OPERATION_AREAS_MAX} areas`)
  .transform((entries) => normalizeTechStack(entries))

const anySector = (message: string) => vocabulary(toSector, { message })
const anyStage = (message: string) => vocabulary(toStage, { message })

/**
 * The edit form (/startup/{id}/edit): every field a founder can change, required ones as on create. Any sector or
 * stage of the vocabulary is accepted (a seeded or admin-edited startup may use one the create form does not offer).
 */
export const editStartupSchema = createStartupSchema.extend({
  sector: anySector('Please select a sector'),
  stage: anyStage('Please select a stage'),
  operationAreas: z.preprocess((value) => (value === undefined ? [] : value), operationAreasSchema),
})
export type EditStartupInput = z.infer<typeof editStartupSchema>

/**
 * A startup's culture values (issue 42; docs/decisions/0118): the fixed vocabulary, at most six. The edit page's
 * Culture form and PATCH /api/startups/{id} (`cultureValues`) share it.
 */
export const startupCultureValuesSchema = cultureValuesSchema.refine(
  (values) => values.length <= MAX_STARTUP_CULTURE_VALUES,
  'Choose at most 6 culture values',
)
export const startupCultureSchema = z.object({ cultureValues: startupCultureValuesSchema })

/** JSON `null` clears an optional field; absent leaves it as it is. */
const clearable = <T extends z.ZodType>(schema: T) =>
  z.union([z.null(), schema]).optional()

/**
 * PATCH /api/startups/{id} (001 §7: name, industry (= sector), stage, description, logoUrl — the admin edit), and the
 * rest of what the edit page changes (sector, location, team size, founding date, website, mission, vision, social
 * links, tech stack, areas of operation). Every field optional; at least one.
 */
export const updateStartupSchema = z
  .object({
    name: requiredText('Startup name is required').optional(),
    industry: anySector('Please select a valid industry').optional(),
    sector: anySector('Please select a valid industry').optional(),
    stage: anyStage('Please select a valid stage').optional(),
    description: z.string().trim().max(5000, 'Description must be at most 5000 characters').optional(),
    location: requiredText('Location is required').optional(),
    teamSize: clearable(teamSizeSchema),
    foundingDate: clearable(foundingDateSchema),
    website: clearable(optionalUrlSchema('Website')),
    mission: clearable(z.string().trim().max(2000, 'Mission must be at most 2000 characters')),
    vision: clearable(z.string().trim().max(2000, 'Vision must be at most 2000 characters')),
    socialLinks: clearable(socialLinksSchema),
    techStack: techStackSchema.optional(),
    operationAreas: operationAreasSchema.optional(),
    cultureValues: startupCultureValuesSchema.optional(),
    logoUrl: z.preprocess(
      (value) => (value === '' ? null : value),
      z
        .string()
        .max(500, 'Logo URL must be at most 500 characters')
        .refine((value) => value.startsWith('/') || /^https?:\/\//.test(value), 'Logo URL must be a URL')
        .nullable()
        .optional(),
    ),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), { message: 'Nothing to update' })
export type UpdateStartupInput = z.infer<typeof updateStartupSchema>

/** The edit page's whole form as a PATCH: optional fields left empty are cleared. */
export function editToUpdate(input: EditStartupInput): UpdateStartupInput {
  return {
    name: input.name,
    description: input.description,
    sector: input.sector,
    location: input.location,
    stage: input.stage,
    teamSize: input.teamSize ?? null,
    foundingDate: input.foundingDate ?? null,
    website: input.website ?? null,
    mission: input.mission ?? null,
    vision: input.vision ?? null,
    socialLinks: input.socialLinks ?? null,
    techStack: input.techStack,
    operationAreas: input.operationAreas,
  }
}

/** A hero banner as the edit page adds it (001 §2: imageUrl, title, subtitle, ctaText, ctaUrl, order). */
const bannerUrl = (label: string) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(500, `${label} must be at most 500 characters`)
    .refine(
      (value) => /^\/(?!\/)/.test(value) || /^https?:\/\/[^\s]+$/.test(value),
      `${label} must be a link on this site (/…) or a web address (https://…)`,
    )

export const heroBannerSchema = z
  .object({
    imageUrl: bannerUrl('Image URL'),
    title: optionalText(120, 'Title must be at most 120 characters'),
    subtitle: optionalText(200, 'Subtitle must be at most 200 characters'),
    ctaText: optionalText(40, 'Button text must be at most 40 characters'),
    ctaUrl: z.preprocess(trimToUndefined, bannerUrl('Button link').optional()),
    order: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      z.coerce
        .number({ message: 'Order must be a number' })
        .int('Order must be a whole number')
        .min(0, 'Order must be 0 or more')
        .max(99, 'Order must be at most 99')
        .default(0),
    ),
  })
  .refine((banner) => Boolean(banner.ctaText) === Boolean(banner.ctaUrl), {
    message: 'A button needs both its text and its link',
    path: ['ctaUrl'],
  })
export type HeroBannerInput = z.infer<typeof heroBannerSchema>
