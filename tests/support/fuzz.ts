/**
 * Generated hostile input for the fuzz test (tests/support/fuzz-suite.ts): deterministic (a seeded PRNG, so a
 * failure can be replayed with FUZZ_SEED) mutations of a valid sample — wrong types, missing and extra fields,
 * exploding field names, Conform intents, prototype keys, huge and odd strings, wrong content types, broken bodies.
 */
import { mulberry32 } from '../../db/seed/helpers'

export type Random = () => number

/** A seeded PRNG (the seed's own), so a failing input can be replayed with FUZZ_SEED. */
export const createRandom: (seed: number) => Random = mulberry32

export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!
const chance = (random: Random, probability: number) => random() < probability
const integer = (random: Random, max: number) => Math.floor(random() * max)

const ODD_STRINGS = [
  '',
  ' ',
  '   \t\n ',
  'null',
  'undefined',
  'true',
  '0',
  '-1',
  '1e308',
  'NaN',
  '9'.repeat(40),
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '\u0000',
  '\u0000\u0001\u001f',
  '\uFEFF',
  '\uD800',
  '東京のスタートアップ',
  '서울 핀테크',
  '💸🚀'.repeat(20),
  '../../etc/passwd',
  '%00%2e%2e%2f',
  '%E0%A4%A',
  'javascript:alert(1)',
  '//evil.example',
  '/.//evil.example',
  'https://evil.example',
  '__proto__',
  'constructor',
  'fintech',
  'series-a',
  'Singapore',
  '2024-02-30',
  '2025-01-01',
  '1899-12-31',
  'a@b',
  'someone@example.com',
  'SOMEONE@EXAMPLE.COM ',
]

const FIELD_NAMES = [
  'x[99999999]',
  'techStack[99999999]',
  'techStack[1000]',
  'techStack[-1]',
  'techStack[]',
  'techStack[0][0][0]',
  'a.b.c.d.e.f.g.h.i',
  '__proto__',
  '__proto__[polluted]',
  'constructor.prototype.polluted',
  'prototype',
  '__intent__',
  '__state__',
  'intent',
  'redirectTo',
  '',
  ' ',
  'x'.repeat(300),
  'socialLinks.github',
  'socialLinks[github]',
  'salary.min',
  'tab',
]

const INTENTS = [
  '{bad json',
  '[]',
  'null',
  '"validate"',
  '{"type":"validate","payload":{"name":"email"}}',
  '{"type":"update","payload":{"name":"__proto__.polluted","value":1}}',
  '{"type":"update","payload":{"name":"techStack[99999999]","value":"x"}}',
  '{"type":"update","payload":{"value":{"techStack":{"99999999":"x"}}}}',
  '{"type":"insert","payload":{"name":"techStack","index":99999999,"defaultValue":"x"}}',
  '{"type":"remove","payload":{"name":"techStack","index":-5}}',
  '{"type":"reorder","payload":{"name":"techStack","from":0,"to":1e9}}',
  '{"type":"reset","payload":{"name":"constructor"}}',
  '{"type":"explode","payload":{}}',
  '{"type":"insert","payload":{"name":"techStack","defaultValue":"React"}}',
]

/** Lone surrogates replaced, so the text can be URI-encoded (String.prototype.toWellFormed is ES2024). */
export function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
}

export function oddString(random: Random): string {
  const roll = random()
  if (roll < 0.5) return pick(random, ODD_STRINGS)
  if (roll < 0.6) return 'x'.repeat(integer(random, 20_000))
  if (roll < 0.7) return pick(random, ['a', '東', '💸', '\u0000', ' ']).repeat(integer(random, 600))
  let text = ''
  const length = integer(random, 40)
  for (let i = 0; i < length; i++) text += String.fromCharCode(integer(random, 0x3000))
  return text
}

/** Any JSON value, of bounded depth. */
export function jsonValue(random: Random, depth = 0): unknown {
  const roll = random()
  if (roll < 0.35 || depth > 3) return oddString(random)
  if (roll < 0.5) return pick(random, [0, -1, 1, 1.5, -0, 1e308, -1e308, 2 ** 53 + 1, 99_999_999, 2015, 2100])
  if (roll < 0.6) return pick(random, [true, false, null])
  if (roll < 0.8) return Array.from({ length: integer(random, 5) }, () => jsonValue(random, depth + 1))
  const object: Record<string, unknown> = {}
  for (let i = integer(random, 4); i > 0; i--) object[pick(random, [...FIELD_NAMES, 'min', 'max', 'currency', 'github'])] = jsonValue(random, depth + 1)
  return object
}

export type Fields = Record<string, unknown>

/** The sample with a few fields replaced, removed or added. */
export function mutateFields(random: Random, sample: Fields, { forForm }: { forForm: boolean }): Fields {
  const fields: Fields = { ...sample }
  const keys = Object.keys(sample)
  for (let changes = 1 + integer(random, 3); changes > 0; changes--) {
    const roll = random()
    if (roll < 0.45 && keys.length) fields[pick(random, keys)] = forForm ? oddString(random) : jsonValue(random)
    else if (roll < 0.65 && keys.length) delete fields[pick(random, keys)]
    else if (roll < 0.85) fields[pick(random, FIELD_NAMES)] = forForm ? oddString(random) : jsonValue(random)
    else fields['__intent__'] = pick(random, INTENTS)
  }
  return fields
}

/** A form body; array values become repeated fields (`techStack[0]`, … or the bare name repeated). */
export function formBody(random: Random, fields: Fields): URLSearchParams {
  const body = new URLSearchParams()
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) {
      const indexed = chance(random, 0.7)
      value.forEach((item, index) => body.append(indexed ? `${name}[${index}]` : name, String(item)))
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) body.append(`${name}.${key}`, String(inner))
    } else {
      body.append(name, String(value ?? ''))
    }
  }
  return body
}

export interface FuzzRequest {
  body?: string
  headers: Record<string, string>
}

const BROKEN_BODIES = [
  '{',
  '{"a":',
  '[1,2,',
  '"just a string"',
  '[]',
  'null',
  '123',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]',
  '\u0000\u0001\u0002',
  '%%%',
  '=&=&==',
]

/** A JSON request mutated from the sample; sometimes the wrong content type or a broken body. */
export function jsonRequestFrom(random: Random, sample: Fields, validShare: number): FuzzRequest {
  const roll = random()
  if (roll < validShare) return { body: JSON.stringify(sample), headers: { 'Content-Type': 'application/json' } }
  if (roll < validShare + 0.08) {
    return { body: pick(random, BROKEN_BODIES), headers: { 'Content-Type': 'application/json' } }
  }
  if (roll < validShare + 0.14) {
    return {
      body: JSON.stringify(sample),
      headers: {
        'Content-Type': pick(random, [
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=zzz',
          'application/json; charset=utf-16',
          'application/xml',
          '',
        ]),
      },
    }
  }
  const body = chance(random, 0.1) ? jsonValue(random) : mutateFields(random, sample, { forForm: false })
  return { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }
}

/** A form post mutated from the sample; sometimes multipart, JSON, or a broken body. */
export function formRequestFrom(random: Random, sample: Fields, validShare: number): FuzzRequest {
  const roll = random()
  const form = (fields: Fields) => ({
    body: formBody(random, fields).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  })
  if (roll < validShare) return form(sample)
  if (roll < validShare + 0.06) {
    return { body: pick(random, BROKEN_BODIES), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }
  }
  if (roll < validShare + 0.12) {
    const boundary = 'fuzzboundary'
    const parts = [...formBody(random, mutateFields(random, sample, { forForm: true }))]
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('')
    const broken = chance(random, 0.3)
    return {
      body: broken ? parts : `${parts}--${boundary}--\r\n`,
      headers: { 'Content-Type': `multipart/form-data; boundary=${chance(random, 0.2) ? 'other' : boundary}` },
    }
  }
  if (roll < validShare + 0.17) {
    return {
      body: JSON.stringify(sample),
      headers: { 'Content-Type': pick(random, ['application/json', 'text/plain', '']) },
    }
  }
  return form(mutateFields(random, sample, { forForm: true }))
}

/** A query string over the given parameter names (and some others), each value odd or drawn from `good`. */
export function queryFrom(random: Random, params: Record<string, readonly string[]>): string {
  const query = new URLSearchParams()
  const names = Object.keys(params)
  for (let count = integer(random, 5); count > 0; count--) {
    const name = chance(random, 0.85) ? pick(random, names) : pick(random, FIELD_NAMES)
    const good = params[name]
    query.append(name, good && chance(random, 0.5) ? pick(random, good) : oddString(random).slice(0, 3000))
  }
  return query.toString()
}
