import { z } from 'zod'
import { CURRENCIES } from '~/domain/money'
import {
  FUNDING_ROUND_TYPES,
  MILESTONE_CATEGORIES,
  WHOLE_CURRENCIES,
  type FundingRoundType,
} from '~/domain/startup-showcase'
import { toStage, type Stage } from '~/domain/startups'
import { blankToUndefined, optionalText, requiredText, trimToUndefined, vocabulary } from './fields'

/**
 * Funding rounds, milestones, gallery images and press links (issue 41 items 2–3, decision 0109): one schema per form,
 * shared by the manage pages and their /api twins. A page's edit form sends every field (blank clears an optional
 * one); PATCH on the API sends only what changes (null clears).
 */

const AMOUNT_MESSAGE = 'Amount must be a number such as 1500000 or 1500000.50'
const WHOLE_AMOUNT_MESSAGE = 'Yen amounts are whole numbers'
const ROUND_TYPE_MESSAGE = 'Please choose a round type'
const CURRENCY_MESSAGE = 'Please choose a currency'
const DATE_MESSAGE = 'Please enter a date (YYYY-MM-DD)'
const FUTURE_MESSAGE = 'The date cannot be in the future'

/**
 * An exact amount as a decimal string (docs/decisions/0002-money.md): digits with at most two decimals, up to 13
 * whole digits (decimal(15, 2)); thousands separators a person types are dropped. A JSON whole number is taken as it
 * is exact; a JSON fraction is refused, since a float has already lost exactness.
 */
const amountSchema = z.preprocess(
  (value) =>
    typeof value === 'number' && Number.isSafeInteger(value)
      ? String(value)
      : typeof value === 'string'
        ? value.replace(/[,\s_]/g, '') || undefined
        : value,
  z
    .string({ message: AMOUNT_MESSAGE })
    .regex(/^\d{1,13}(\.\d{1,2})?$/, AMOUNT_MESSAGE)
    .refine((value) => /[1-9]/.test(value), 'Amount must be more than 0'),
)

const currencySchema = z.enum(CURRENCIES, { message: CURRENCY_MESSAGE })

/** A calendar date, YYYY-MM-DD, that exists and is not after today (UTC). */
const pastDate = z
  .string({ message: DATE_MESSAGE })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE)
  .refine((value) => {
    const parsed = new Date(`${value}T00:00:00Z`)
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value)
  }, DATE_MESSAGE)
  .refine((value) => value <= new Date().toISOString().slice(0, 10), FUTURE_MESSAGE)

const roundTypeSchema = vocabulary<Stage, FundingRoundType>(toStage, { message: ROUND_TYPE_MESSAGE, allowed: FUNDING_ROUND_TYPES })

const MAX_INVESTORS = 30
/** Other investors: a list (the API) or one per line (the page's text box); blank lines dropped, duplicates once. */
const investorsSchema = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value.split(/\r?\n/).filter((line) => line.trim())
      : Array.isArray(value)
        ? value.filter((name) => name !== undefined && name !== null && name !== '')
        : (value ?? []),
  z
    .array(z.string({ message: 'Each investor is a name' }).trim().max(255, 'Each investor name must be at most 255 characters'))
    .transform((names) => [...new Set(names.filter(Boolean))])
    .pipe(z.array(z.string()).max(MAX_INVESTORS, `At most ${MAX_INVESTORS} investors`)),
)

const MAX_DIRECTORY_INVESTORS = 30
const DIRECTORY_INVESTOR_MESSAGE = 'Choose investors from the directory'
/** A directory investor's id, as a form's option value or a JSON number. */
const directoryInvestorId = z
  .union([z.number(), z.string().trim().regex(/^\d{1,9}$/)], { message: DIRECTORY_INVESTOR_MESSAGE })
  .transform(Number)
  .pipe(z.number({ message: DIRECTORY_INVESTOR_MESSAGE }).int().positive(DIRECTORY_INVESTOR_MESSAGE))
/**
 * The verified directory investors a round names (decision 0117): a multi-select sends one value per choice, the API
 * a list of ids. `absent` is what a missing field means: none on the form, "unchanged" on a PATCH.
 */
const directoryInvestorsSchema = (absent: [] | undefined) =>
  z.preprocess(
    (value) => (value === undefined || value === null ? absent : typeof value === 'string' || typeof value === 'number' ? [value] : value),
    z
      .array(directoryInvestorId, { message: DIRECTORY_INVESTOR_MESSAGE })
      .transform((ids) => [...new Set(ids)])
      .pipe(z.array(z.number()).max(MAX_DIRECTORY_INVESTORS, `At most ${MAX_DIRECTORY_INVESTORS} investors`))
      .optional(),
  )
/** The lead among them (added to them when missing); blank is none. */
const leadDirectoryInvestorSchema = z.preprocess(blankToUndefined, directoryInvestorId.optional())

const wholeInCurrency = (round: { amount?: string | null; currency?: string | null }) =>
  !round.amount || !WHOLE_CURRENCIES.includes(round.currency as never) || !round.amount.includes('.') || /\.0{1,2}$/.test(round.amount)

const fundingFields = {
  roundType: roundTypeSchema,
  amount: z.preprocess(blankToUndefined, amountSchema.optional()),
  currency: z.preprocess(blankToUndefined, currencySchema.default('USD')),
  date: pastDate,
  leadInvestor: optionalText(255, 'Lead investor must be at most 255 characters'),
  investors: investorsSchema,
  description: optionalText(2000, 'Description must be at most 2000 characters'),
  directoryInvestors: directoryInvestorsSchema([]),
  leadDirectoryInvestor: leadDirectoryInvestorSchema,
}

/** A funding round as the page's form and POST /api/startups/{id}/funding send it. */
export const fundingRoundSchema = z
  .object(fundingFields)
  .refine(wholeInCurrency, { message: WHOLE_AMOUNT_MESSAGE, path: ['amount'] })
export type FundingRoundInput = z.infer<typeof fundingRoundSchema>

/** `schema` absent keeps the value, null clears it (only for fields that may be empty). */
const clearable = <S extends z.ZodType>(schema: S) => z.union([z.null(), schema]).optional()

/** PATCH /api/startups/{id}/funding/{itemId}: the fields that change. */
export const fundingRoundPatchSchema = z
  .object({
    roundType: roundTypeSchema.optional(),
    amount: clearable(amountSchema),
    currency: currencySchema.optional(),
    date: pastDate.optional(),
    leadInvestor: clearable(z.string().trim().max(255, 'Lead investor must be at most 255 characters')),
    investors: investorsSchema.optional(),
    description: clearable(z.string().trim().max(2000, 'Description must be at most 2000 characters')),
    directoryInvestors: directoryInvestorsSchema(undefined),
    leadDirectoryInvestor: clearable(directoryInvestorId),
  })
  .refine((round) => round.currency === undefined || wholeInCurrency(round), { message: WHOLE_AMOUNT_MESSAGE, path: ['amount'] })
export type FundingRoundPatch = z.infer<typeof fundingRoundPatchSchema>

const categorySchema = z.enum(MILESTONE_CATEGORIES, { message: 'Please choose a category' })

/** A milestone on the timeline (page form and POST /api/startups/{id}/milestones). */
export const milestoneSchema = z.object({
  title: requiredText('Please enter a title', { tooLong: 'Title must be at most 255 characters' }),
  date: pastDate,
  category: z.preprocess(blankToUndefined, categorySchema.optional()),
  description: optionalText(2000, 'Description must be at most 2000 characters'),
})
export type MilestoneInput = z.infer<typeof milestoneSchema>

export const milestonePatchSchema = z.object({
  title: requiredText('Please enter a title', { tooLong: 'Title must be at most 255 characters' }).optional(),
  date: pastDate.optional(),
  category: clearable(categorySchema),
  description: clearable(z.string().trim().max(2000, 'Description must be at most 2000 characters')),
})
export type MilestonePatch = z.infer<typeof milestonePatchSchema>

const orderSchema = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.coerce
    .number({ message: 'Order must be a number' })
    .int('Order must be a whole number')
    .min(0, 'Order must be 0 or more')
    .max(99, 'Order must be at most 99'),
)

/** The text fields beside a gallery image's file (the page's multipart form and the API's). */
export const galleryImageSchema = z.object({
  caption: optionalText(255, 'Caption must be at most 255 characters'),
  order: orderSchema.default(0),
})
export type GalleryImageInput = z.infer<typeof galleryImageSchema>

const webAddress = z
  .string({ message: 'Please enter the web address (https://…)' })
  .trim()
  .max(500, 'Web address must be at most 500 characters')
  .pipe(z.url({ protocol: /^https?$/, message: 'Please enter the web address (https://…)' }))

/** A press link (page form, and POST /api/startups/{id}/media as JSON with `type: "press"`). */
export const pressLinkSchema = z.object({
  title: requiredText('Please enter a title', { tooLong: 'Title must be at most 255 characters' }),
  url: webAddress,
  outlet: optionalText(255, 'Outlet must be at most 255 characters'),
  date: z.preprocess(trimToUndefined, pastDate.optional()),
})
export type PressLinkInput = z.infer<typeof pressLinkSchema>

/** POST /api/startups/{id}/media as JSON: a press link. (Images come as multipart.) */
export const pressLinkBodySchema = pressLinkSchema.extend({
  type: z.literal('press', { message: 'JSON adds a press link ("type": "press"); send an image as multipart/form-data' }),
})

/** PATCH /api/startups/{id}/media/{itemId}: an image's caption and order, a press link's fields and order. */
export const mediaPatchSchema = z.object({
  caption: clearable(z.string().trim().max(255, 'Caption must be at most 255 characters')),
  order: orderSchema.optional(),
  title: requiredText('Please enter a title', { tooLong: 'Title must be at most 255 characters' }).optional(),
  url: webAddress.optional(),
  outlet: clearable(z.string().trim().max(255, 'Outlet must be at most 255 characters')),
  date: clearable(pastDate),
})
export type MediaPatch = z.infer<typeof mediaPatchSchema>

// ── Answers of /api/startups/{id}/funding, /milestones and /media (documented in /api/openapi.json) ──

const wireDecimal = z.string().regex(/^\d+\.\d{2}$/).describe('Exact decimal amount, e.g. "1500000.00"')
const wireDay = z.iso.date().describe('YYYY-MM-DD')

export const fundingRoundResponse = z
  .object({
    id: z.number().int().positive(),
    series: z.string().describe("The round type's label"),
    roundType: z.string().nullable(),
    amount: wireDecimal.nullable(),
    currency: z.string(),
    date: wireDay.nullable(),
    leadInvestor: z.string().nullable(),
    investors: z.array(z.string()).describe('Every investor, the lead first'),
    description: z.string().nullable(),
    directoryInvestors: z
      .array(z.object({ id: z.number().int().positive(), name: z.string(), isLead: z.boolean() }))
      .describe('The verified directory investors the round names (their pages are /investors/{id}), the lead first'),
  })
  .meta({ id: 'FundingRound' })

export const moneyTotalsResponse = z
  .array(z.object({ currency: z.string(), amount: wireDecimal }))
  .describe('Total funding per currency, computed by the server; amounts in different currencies are never added')

export const fundingChangeResponse = z.object({ round: fundingRoundResponse, totalFunding: moneyTotalsResponse })

export const milestoneResponse = z
  .object({
    id: z.number().int().positive(),
    title: z.string(),
    date: wireDay.nullable(),
    description: z.string().nullable(),
    category: z.string().nullable(),
  })
  .meta({ id: 'Milestone' })

export const mediaItemResponse = z
  .object({
    id: z.number().int().positive(),
    type: z.enum(['image', 'video', 'press']),
    url: z.string(),
    caption: z.string().nullable().describe("An image's caption; a press link's title"),
    title: z.string().nullable(),
    outlet: z.string().nullable(),
    date: wireDay.nullable(),
    order: z.number().int(),
  })
  .meta({ id: 'MediaItem' })
