import type { z } from 'zod'

/**
 * A list page's filters from its URL, forgiving what a person can get wrong (docs/decisions/0024): a parameter the
 * schema refuses is dropped — the page shows the rest, and says what was dropped next to its field — instead of the
 * whole page failing. The /api twins stay strict (400 with field errors). `problems` holds, by field, the schema's
 * message; the page words it for people.
 */
export function parseFiltersLeniently<S extends z.ZodType>(
  schema: S,
  input: Readonly<Record<string, string>>,
): { query: z.output<S>; problems: Record<string, string> } {
  const remaining: Record<string, string> = { ...input }
  const problems: Record<string, string> = {}
  for (;;) {
    const result = schema.safeParse(remaining)
    if (result.success) return { query: result.data, problems }
    const fields = result.error.issues
      .map((issue) => ({ field: String(issue.path[0] ?? ''), message: issue.message }))
      .filter(({ field }) => field in remaining)
    // Nothing left to drop means the schema refuses even the defaults: a programming error, not a visitor's.
    if (fields.length === 0) throw result.error
    for (const { field, message } of fields) {
      problems[field] ??= message
      delete remaining[field]
    }
  }
}

/** A range given back to front (from 2022 to 2016) is read the right way round. */
export function orderRange(input: Record<string, string>, low: string, high: string): Record<string, string> {
  const from = Number(input[low])
  const to = Number(input[high])
  if (input[low] && input[high] && Number.isFinite(from) && Number.isFinite(to) && from > to) {
    return { ...input, [low]: input[high]!, [high]: input[low]! }
  }
  return input
}
