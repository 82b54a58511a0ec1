/**
 * Generated hostile input for the fuzz test (tests/support/fuzz-suite.ts): deterministic (a seeded PRNG, so a
 * failure can be replayed with FUZZ_SEED) mutations of a valid sample — wrong types, missing and extra fields,
 * exploding field names, Conform intents, prototype keys, huge and odd strings, wrong content types, broken bodies.
 */
import { mulberry32 } from '../../seed/helpers'

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
function jsonValue(random: Random, depth = 0): unknown {
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
function mutateFields(random: Random, sample: Fields, { forForm }: { forForm: boolean }): Fields {
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
function formBody(random: Random, fields: Fields): URLSearchParams {
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

/**
 * A multipart body to a route that reads files (issue 38: part headers over 8 KiB and LF-only bodies answered 500),
 * mostly broken in one of the ways a parser can meet: a header past the parser's 8 KiB, lines ended by LF alone,
 * no boundary, another boundary, a body cut off at any byte, too many parts, junk around the parts, odd
 * dispositions. `fields` are the form's text fields; `file` is a file the route takes, as text (a request body here
 * is a string, sent as UTF-8: an SVG logo or a minimal PDF survive that, a PNG would not).
 */
export interface TextFile {
  field: string
  name: string
  type: string
  content: string
}

export function malformedMultipartFrom(random: Random, fields: Fields, file: TextFile, validShare: number): FuzzRequest {
  const fileField = file.field
  const boundary = pick(random, ['fuzz-multipart', '----WebKitFormBoundary7MA4YWxkTrZu0gW', 'b', 'x'.repeat(70)])
  const partsOf = (newline: string, extraHeader = '') =>
    [
      ...Object.entries(fields).map(
        ([name, value]) =>
          `--${boundary}${newline}Content-Disposition: form-data; name="${name}"${newline}${extraHeader}${newline}${String(value ?? '')}${newline}`,
      ),
      `--${boundary}${newline}Content-Disposition: form-data; name="${fileField}"; filename="${file.name}"${newline}` +
        `Content-Type: ${file.type}${newline}${extraHeader}${newline}${file.content}${newline}`,
    ].join('') + `--${boundary}--${newline}`
  const type = (name = boundary) => ({ 'Content-Type': `multipart/form-data; boundary=${name}` })
  const roll = random()
  if (roll < validShare) return { body: partsOf('\r\n'), headers: type() }
  const family = integer(random, 11)
  switch (family) {
    case 0: {
      // A part header over 8 KiB: one long line, or many short ones.
      const long = chance(random, 0.5)
        ? `X-Padding: ${'a'.repeat(8 * 1024 + integer(random, 12 * 1024))}\r\n`
        : Array.from({ length: 300 + integer(random, 400) }, (_, index) => `X-Header-${index}: ${'h'.repeat(30)}\r\n`).join('')
      return { body: partsOf('\r\n', long), headers: type() }
    }
    case 1: {
      // Lines ended by LF alone, with a body past 8 KiB (the parser never finds the blank CRLF line).
      const body = partsOf('\n') + 'v'.repeat(integer(random, 2) ? 8 * 1024 + integer(random, 16 * 1024) : integer(random, 100))
      return { body, headers: type() }
    }
    case 2:
      return { body: partsOf('\r\n'), headers: { 'Content-Type': pick(random, ['multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data; charset=utf-8', 'multipart/form-data; boundary=""']) } }
    case 3:
      return { body: partsOf('\r\n'), headers: type(pick(random, ['other', `${boundary}x`, boundary.slice(0, -1) || 'y'])) }
    case 4: {
      // Cut off at any byte, closing boundary and all.
      const whole = partsOf('\r\n')
      return { body: whole.slice(0, integer(random, whole.length)), headers: type() }
    }
    case 5: {
      // More parts than the form reader takes (200).
      const many = Array.from({ length: 150 + integer(random, 200) }, (_, index) => `--${boundary}\r\nContent-Disposition: form-data; name="f${index}"\r\n\r\nx\r\n`).join('')
      return { body: `${many}--${boundary}--\r\n`, headers: type() }
    }
    case 6:
      // Junk before the first boundary and after the last, or the whole body junk.
      return chance(random, 0.5)
        ? { body: `${oddString(random)}\r\n${partsOf('\r\n')}${oddString(random)}`, headers: type() }
        : { body: oddString(random), headers: type() }
    case 7: {
      // Odd dispositions: no name, an empty one, a name past the field-name limit, a path for a file name.
      const disposition = pick(random, [
        'Content-Disposition: form-data',
        'Content-Disposition: form-data; name=""',
        `Content-Disposition: form-data; name="${'n'.repeat(300)}"`,
        `Content-Disposition: form-data; name="${fileField}"; filename="../../etc/passwd"`,
        `Content-Disposition: form-data; name="${fileField}"; filename="${'f'.repeat(5000)}.png"`,
        'Content-Disposition: attachment; name="x"',
        'Content-Disposition: form-data; name="techStack[99999999]"',
        'Content-Type: text/plain',
      ])
      return { body: `--${boundary}\r\n${disposition}\r\n\r\n${file.content}\r\n--${boundary}--\r\n`, headers: type() }
    }
    case 8:
      // CRLF and LF mixed within one body.
      return { body: partsOf('\r\n').replace(/\r\n/g, () => (chance(random, 0.5) ? '\n' : '\r\n')), headers: type() }
    case 9:
      // A boundary that never closes, or closes twice, or appears inside a header.
      return {
        body: pick(random, [
          partsOf('\r\n').replace(`--${boundary}--`, `--${boundary}`),
          `${partsOf('\r\n')}--${boundary}--\r\n`,
          `--${boundary}\r\nContent-Disposition: form-data; name="--${boundary}"\r\n\r\nx\r\n--${boundary}--\r\n`,
        ]),
        headers: type(),
      }
    default:
      // An empty body, or only the closing boundary.
      return { body: pick(random, ['', `--${boundary}--`, `--${boundary}--\r\n`, '\r\n']), headers: type() }
  }
}

/** Stripe's event types the app acts on, and some it does not. */
const EVENT_TYPES = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'invoice.paid',
  'invoice.payment_failed',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'balance.available',
  'x',
]

/**
 * A Stripe event body, correctly signed (issue 38: a signed event without a usable `data.object` answered 500), with
 * its envelope or object broken: missing, null, of the wrong kind, fields of the wrong types; sometimes dated ahead
 * of now or too long ago, sometimes not JSON at all.
 */
export function signedEventFrom(
  random: Random,
  sign: (payload: string, timestamp: number) => string,
  validObject: Fields,
): FuzzRequest {
  const now = Math.floor(Date.now() / 1000)
  const object = (): unknown => {
    const roll = random()
    if (roll < 0.2) return pick(random, [null, 'cs_1', 7, [], true, [validObject]])
    if (roll < 0.35) return validObject
    if (roll < 0.5) return {}
    return mutateFields(random, validObject, { forForm: false })
  }
  const event: Fields = {
    id: chance(random, 0.9) ? `evt_fuzz_${integer(random, 1e9)}` : jsonValue(random),
    object: 'event',
    type: chance(random, 0.9) ? pick(random, EVENT_TYPES) : jsonValue(random),
  }
  const roll = random()
  if (roll < 0.1) delete event.data
  else if (roll < 0.2) event.data = pick(random, [null, {}, [], 'data', { object: undefined }])
  else event.data = { object: object() }
  if (chance(random, 0.1)) delete event[pick(random, ['id', 'type', 'object'])]
  const payload = chance(random, 0.08) ? pick(random, BROKEN_BODIES) : JSON.stringify(event)
  const timestamp = chance(random, 0.85) ? now - integer(random, 60) : now + pick(random, [301, 400, 3600, 86_400 * 365, -301, -3600])
  return { body: payload, headers: { 'Content-Type': 'application/json', 'Stripe-Signature': sign(payload, timestamp) } }
}
