// First: zod is configured before any schema here is built (app/shared/zod-config.ts).
import '~/shared/zod-config'
import { z } from 'zod'

/**
 * Field helpers shared by the schemas. Forms send every field as text, usually empty when not filled in; the /api
 * twins send JSON. These helpers give both the same reading of "empty" and the spec's messages.
 */

/** null, '' and whitespace-only mean "not given" (a GET form sends `sector=` for "All Sectors"). */
export function blankToUndefined(value: unknown): unknown {
  return value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value
}

/**
 * Text is trimmed, and absent when nothing is left (001 §5: "trimmed, and sent as absent when empty"). Anything that
 * is not text is passed on unchanged, so that it fails the field's type check.
 */
export function trimToUndefined(value: unknown): unknown {
  return typeof value === 'string' ? value.trim() || undefined : value
}

/** Optional text: trimmed, blank becomes absent, at most `max` characters (`message` when longer). */
export const optionalText = (max: number, message: string) =>
  z.preprocess(trimToUndefined, z.string().max(max, message).optional())

/** Required text: trimmed; missing, not text or blank is `message`; longer than `max` is `tooLong`. */
export const requiredText = (
  message: string,
  { max = 255, tooLong = `Must be at most ${max} characters` }: { max?: number; tooLong?: string } = {},
) => z.string({ message }).trim().min(1, message).max(max, tooLong)

/**
 * Text naming a vocabulary value by its slug or its label ('Series A', 'series-a'), read by `normalize`; yields the
 * slug. `allowed` narrows the vocabulary to what this field offers (the create form offers fewer stages than exist).
 * `message` answers anything else; `unknown` may word the answer for unrecognised text, e.g. to quote it.
 */
export function vocabulary<S extends string, T extends S = S>(
  normalize: (text: string) => S | null,
  {
    message,
    unknown = () => message,
    allowed,
  }: { message: string; unknown?: (text: string) => string; allowed?: readonly T[] },
) {
  return z.string({ error: message }).transform((text, ctx) => {
    const slug = normalize(text.trim())
    if (slug === null || (allowed !== undefined && !(allowed as readonly string[]).includes(slug))) {
      ctx.addIssue({ code: 'custom', message: unknown(text) })
      return z.NEVER
    }
    return slug as T
  })
}

/**
 * A whole number sent as text (a query parameter): digits only (at most `digits` of them), from `min`, and to `max`
 * when given. With `clamp`, a larger value is capped to `max` rather than refused (a page size). One message for
 * every way it can be wrong: '{field} must be a whole number from {min} to {max}' (or '… from {min}' when clamped,
 * '… of at least {min}' without a maximum).
 */
export function wholeNumber(field: string, min: number, max?: number, { clamp = false, digits = 10 } = {}) {
  const message =
    max === undefined
      ? `${field} must be a whole number of at least ${min}`
      : clamp
        ? `${field} must be a whole number from ${min}`
        : `${field} must be a whole number from ${min} to ${max}`
  const bounded = z.number().int().min(min, { error: message })
  const number = z
    .string({ error: message })
    .trim()
    .regex(new RegExp(`^\\d{1,${digits}}$`), { error: message })
    .transform(Number)
    .pipe(max === undefined || clamp ? bounded : bounded.max(max, { error: message }))
  return clamp && max !== undefined ? number.transform((value) => Math.min(value, max)) : number
}

/** `wholeNumber` as an optional query parameter: empty means absent. */
export function wholeNumberParam(...args: Parameters<typeof wholeNumber>) {
  return z.preprocess(blankToUndefined, wholeNumber(...args).optional())
}

/**
 * A vocabulary filter in a query string (a sector, stage, job type…): empty is "any"; text that names nothing is
 * quoted back ('Unknown {field} "{text}"'). No slug or label is 100 characters long, so a longer value is refused
 * before it can be quoted.
 */
export function vocabularyFilter<T extends string>(field: string, normalize: (text: string) => T | null) {
  const message = `Unknown ${field}`
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: message })
      .max(100, { error: message })
      .pipe(vocabulary(normalize, { message, unknown: (text) => `${message} "${text}"` }))
      .optional(),
  )
}
