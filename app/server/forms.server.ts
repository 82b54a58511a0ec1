import type { Submission } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import type { z } from 'zod'
import { checkFieldNames } from '~/server/form-fields'
import { FORM_FIELD_LIMITS } from '~/server/http-policy'

const INTENT = '__intent__'
const STATE = '__state__'
// What our forms send from the server's point of view: validation requests and list buttons (Add, Remove).
const INTENT_TYPES = ['validate', 'insert', 'remove']

const isListPosition = (value: unknown) =>
  value === undefined || (Number.isInteger(value) && (value as number) >= 0 && (value as number) <= FORM_FIELD_LIMITS.maxIndex)

/**
 * Whether a Conform intent (a list insert/remove button, a validate request) is one our forms could have sent. Its
 * field name and positions go through the same bounds as field names: `{"type":"update","payload":{"name":
 * "techStack[99999999]"}}` would otherwise build an array of a hundred million entries, past the edge's name check.
 */
function isPlausibleIntent(serialized: string): boolean {
  let intent: unknown
  try {
    intent = JSON.parse(serialized)
  } catch {
    return false
  }
  if (!intent || typeof intent !== 'object') return false
  const { type, payload } = intent as { type?: unknown; payload?: unknown }
  if (typeof type !== 'string' || !INTENT_TYPES.includes(type) || !payload || typeof payload !== 'object') return false
  const { name, index, from, to } = payload as Record<string, unknown>
  if (name !== undefined && (typeof name !== 'string' || checkFieldNames([name]) !== null)) return false
  return isListPosition(index) && isListPosition(from) && isListPosition(to)
}

/**
 * Conform's parse for a page action, safe against hostile input: an implausible, malformed or prototype-polluting
 * `__intent__` (or any `__state__`, which our forms never send) is dropped and the form is parsed as a plain submit,
 * so the member gets their values back with field errors (a 400), never a server error.
 */
export function parseSubmission<Schema extends z.ZodType>(
  formData: FormData,
  schema: Schema,
): Submission<z.input<Schema>, string[], z.output<Schema>> {
  const intent = formData.get(INTENT)
  const plausible = intent === null || (typeof intent === 'string' && isPlausibleIntent(intent))
  if (plausible && !formData.has(STATE)) {
    try {
      return parseWithZod(formData, { schema })
    } catch {
      // fall through: parse without the control fields
    }
  }
  const plain = new FormData()
  for (const [name, value] of formData) if (name !== INTENT && name !== STATE) plain.append(name, value)
  return parseWithZod(plain, { schema })
}
