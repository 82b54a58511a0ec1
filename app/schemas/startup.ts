import { z } from 'zod'
import { ADMIN_STAGES, CREATE_SECTORS, CREATE_STAGES, toSector, toStage } from '~/domain/startups'
import { optionalText, requiredText, trimToUndefined, vocabulary } from './fields'

const optionalUrl = (label: string) =>
  z.preprocess(
    trimToUndefined,
    z
      .url({ protocol: /^https?$/, message: `${label} must be a valid URL (https://…)` })
      .max(500, `${label} must be at most 500 characters`)
      .optional(),
  )

export const TECH_STACK_MAX = 30
export const TECH_ENTRY_MAX = 50

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

/** 001 §5 "Create startup", shared by /create-startup and POST /api/startups. */
export const createStartupSchema = z.object({
  name: requiredText('Startup name is required'),
  description: requiredText('Description is required', { max: 5000 }),
  sector: vocabulary(toSector, { allowed: CREATE_SECTORS, message: 'Please select a sector' }),
  location: requiredText('Location is required'),
  stage: vocabulary(toStage, { allowed: CREATE_STAGES, message: 'Please select a stage' }),
  teamSize: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce
      .number({ message: 'Team size must be a number' })
      .int('Team size must be a whole number')
      .min(1, 'Team size must be at least 1')
      .max(1_000_000, 'Team size is too large')
      .optional(),
  ),
  foundingDate: z.preprocess(
    trimToUndefined,
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Founding date must be a date (YYYY-MM-DD)')
      .refine((value) => !Number.isNaN(Date.parse(value)), 'Founding date must be a date (YYYY-MM-DD)')
      .refine((value) => Number(value.slice(0, 4)) <= currentYear(), 'Founding date cannot be in the future')
      .optional(),
  ),
  website: optionalUrl('Website'),
  mission: optionalText(2000, 'Mission must be at most 2000 characters'),
  vision: optionalText(2000, 'Vision must be at most 2000 characters'),
  techStack: z.preprocess((value) => (value === undefined ? [] : value), techStackSchema),
  socialLinks: socialLinksSchema,
})
export type CreateStartupInput = z.infer<typeof createStartupSchema>

/** PATCH /api/startups/{id} (001 §7): name, industry (= sector), stage, description, logoUrl; all optional. */
export const updateStartupSchema = z
  .object({
    name: requiredText('Startup name is required').optional(),
    industry: z
      .string()
      .trim()
      .transform((value, ctx) => {
        const slug = toSector(value)
        if (!slug) {
          ctx.addIssue({ code: 'custom', message: 'Please select a valid industry' })
          return z.NEVER
        }
        return slug
      })
      .optional(),
    stage: z
      .string()
      .trim()
      .transform((value, ctx) => {
        const slug = toStage(value)
        if (!slug || !([...ADMIN_STAGES, ...CREATE_STAGES] as string[]).includes(slug)) {
          ctx.addIssue({ code: 'custom', message: 'Please select a valid stage' })
          return z.NEVER
        }
        return slug
      })
      .optional(),
    description: z.string().trim().max(5000, 'Description must be at most 5000 characters').optional(),
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
