import { z } from 'zod'
import { CULTURE_VALUES, type CultureValue } from '~/domain/culture'
import { blankToUndefined, vocabulary } from './fields'

// Lists of vocabulary values as a form (repeated checkboxes) or JSON (a list) sends them: culture values for
// startups and members, sectors and stages for members (issue 42; docs/decisions/0118-tech-stack-and-culture.md).

/** A list as a form or JSON sends it: absent → [], one value → [value]. */
const asList = (value: unknown): unknown => {
  const blank = blankToUndefined(value)
  if (blank === undefined) return []
  return typeof blank === 'string' ? [blank] : blank
}

export const vocabularyList = <T extends string>(normalize: (text: string) => T | null, message: string) =>
  z.preprocess(
    asList,
    z
      .array(vocabulary<T>(normalize, { message }), { error: message })
      .transform((values) => [...new Set(values)]),
  )

const toCultureValue = (text: string): CultureValue | null =>
  (CULTURE_VALUES as readonly string[]).includes(text) ? (text as CultureValue) : null

/** Culture values from the fixed vocabulary, each once, in the order given. */
export const cultureValuesSchema = vocabularyList<CultureValue>(toCultureValue, 'Please choose culture values from the list')

