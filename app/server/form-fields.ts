import { FORM_FIELD_LIMITS } from './http-policy'

/**
 * Checks form field names before any parser sees them: too many fields, over-long names, list indices beyond
 * `maxIndex` (`x[99999999]`), or nesting deeper than `maxDepth`. Returns what is wrong, or null when the names are fine.
 */
export function checkFieldNames(names: Iterable<string>, limits = FORM_FIELD_LIMITS): string | null {
  let count = 0
  for (const name of names) {
    if (++count > limits.maxFields) return `A form may have at most ${limits.maxFields} fields`
    if (name.length > limits.maxNameLength) return 'A form field name is too long'
    let depth = 0
    for (const match of name.matchAll(/\[(\d*)\]|\./g)) {
      depth++
      const index = match[1]
      if (index !== undefined && index !== '' && (index.length > 6 || Number(index) > limits.maxIndex)) {
        return `A form field list index may be at most ${limits.maxIndex}`
      }
    }
    if (depth > limits.maxDepth) return 'A form field name is nested too deeply'
  }
  return null
}
