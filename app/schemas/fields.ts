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
