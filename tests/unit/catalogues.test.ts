import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { NAMESPACES, SUPPORTED_LANGUAGES } from '~/shared/i18n'
import { ALL_RESOURCES } from '~/locales/all.server'

/**
 * The catalogues (docs/decisions/0056-languages.md): every language has every key English has, every value is a real
 * translation (it is written in the language's script, unless the English is a name or has no words), and the
 * placeholders match. The lint rule i18next/no-literal-string keeps literal text out of components; this file also
 * checks that every message the server can show on a page (zod messages in app/schemas, the models' errors) has a
 * translation, since pages show those through `useMessage()`.
 */
const english = ALL_RESOURCES.en as Record<string, Record<string, string>>

/** Values that stay as they are in every language: names, codes, and text with no words to translate. */
const SAME_IN_EVERY_LANGUAGE = new Set(['site.name', 'footer.copyright'])
const SCRIPT: Record<string, RegExp> = {
  zh: /\p{Script=Han}/u,
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
  ko: /\p{Script=Hangul}/u,
}
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]).sort()
/** English text with words in it (not a name such as 'Stripe' or a symbol). */
const hasWords = (text: string) => /[a-z]{2,}/.test(text.replace(/\{\{[^}]*\}\}/g, ''))

describe('catalogues', () => {
  test('every language has a catalogue for every namespace, and no stray ones', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      const files = readdirSync(path.join('app/locales', language)).map((file) => file.replace(/\.ts$/, ''))
      expect(files.sort(), language).toEqual([...NAMESPACES].sort())
    }
  })

  for (const language of SUPPORTED_LANGUAGES.filter((code) => code !== 'en')) {
    for (const namespace of NAMESPACES) {
      test(`${language}/${namespace} has every English key, translated, with the same placeholders`, () => {
        const source = english[namespace] ?? {}
        const translation = (ALL_RESOURCES[language]?.[namespace] ?? {}) as Record<string, string>
        const expected = Object.keys(source).filter((key) => !key.endsWith('_one'))
        const missing = expected.filter((key) => !(key in translation))
        const extra = Object.keys(translation).filter((key) => !(key in source))
        expect(missing, 'missing keys').toEqual([])
        expect(extra, 'keys English does not have').toEqual([])
        const untranslated: string[] = []
        const wrongPlaceholders: string[] = []
        for (const key of expected) {
          const value = translation[key] ?? ''
          const englishValue = source[key] ?? ''
          if (!value.trim()) untranslated.push(key)
          else if (hasWords(englishValue) && !SAME_IN_EVERY_LANGUAGE.has(key) && !SCRIPT[language]!.test(value)) {
            untranslated.push(`${key}: ${value}`)
          }
          const base = key.endsWith('_other') ? key.replace(/_other$/, '') : key
          const englishPlaceholders = placeholders(englishValue || source[`${base}_one`] || '')
          if (placeholders(value).join() !== englishPlaceholders.join()) wrongPlaceholders.push(key)
        }
        expect(untranslated, 'not translated').toEqual([])
        expect(wrongPlaceholders, 'placeholders differ from English').toEqual([])
      })
    }
  }
})

/** Sentences in source files: string literals that start with a capital letter and hold a space. */
function sentencesIn(file: string): string[] {
  const source = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .filter((line) => !line.trim().startsWith('//') && !line.startsWith('import'))
    .join('\n')
  const found: string[] = []
  for (const match of source.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"/g)) {
    const text = (match[1] ?? match[2] ?? '').replace(/\\'/g, "'")
    // `.describe('…')` and `description:` document the /api schema (docs/decisions/0053-openapi.md): not shown on pages.
    const before = source.slice(Math.max(0, match.index - 20), match.index)
    if (/(?:describe\(\s*|description:\s*)$/.test(before)) continue
    if (/^[A-Z][a-z]/.test(text) && text.includes(' ')) found.push(text)
  }
  return found
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => path.join(folder, file))
}

describe('messages a page can show', () => {
  const everyKey = new Set(Object.values(english).flatMap((catalogue) => Object.keys(catalogue)))

  test('every zod message in app/schemas has a translation', () => {
    const messages = new Set(filesUnder('app/schemas').flatMap(sentencesIn))
    expect([...messages].filter((message) => !everyKey.has(message)).sort()).toEqual([])
  })

  test("every error a model raises for a page (badRequest, conflict, forbidden, …) has a translation", () => {
    const raised = new Set<string>()
    for (const file of filesUnder('app')) {
      const source = readFileSync(file, 'utf8')
      for (const match of source.matchAll(
        /\b(?:badRequest|conflict|forbidden|notFoundError|tooManyRequests|unauthorized|payloadTooLarge)\(\s*(['"])((?:(?!\1).)+)\1/g,
      )) {
        raised.add(match[2]!)
      }
    }
    expect([...raised].filter((message) => !everyKey.has(message)).sort()).toEqual([])
  })
})
