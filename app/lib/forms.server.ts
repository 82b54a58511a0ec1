import type { Submission } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import type { z } from 'zod'

const CONFORM_CONTROL_FIELDS = ['__intent__', '__state__']

/**
 * Conform's parse for a page action, safe against hostile input: a malformed or prototype-polluting `__intent__` or
 * `__state__` makes Conform throw, which would be a 500. Then the control fields are dropped and the form is parsed
 * as a plain submit, so the member gets their values back with field errors (a 400), never a server error.
 */
export function parseSubmission<Schema extends z.ZodType>(
  formData: FormData,
  schema: Schema,
): Submission<z.input<Schema>, string[], z.output<Schema>> {
  try {
    return parseWithZod(formData, { schema })
  } catch {
    const plain = new FormData()
    for (const [name, value] of formData) if (!CONFORM_CONTROL_FIELDS.includes(name)) plain.append(name, value)
    return parseWithZod(plain, { schema })
  }
}
