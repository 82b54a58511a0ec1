/** One namespace of one language: key → text (registered with app/shared/translator.ts). */
export type Catalogue = Readonly<Record<string, string>>

/**
 * A translation of an English catalogue: the same keys, every one a string. English plural forms ('…_one',
 * '…_other') need only '…_other' in Chinese, Japanese and Korean, which have no grammatical plural. Typecheck fails on
 * a missing or an extra key; tests/unit/catalogues.test.ts checks the same at run time and that the text is
 * translated.
 */
export type Translation<English> = {
  readonly [Key in keyof English as Key extends `${string}_one` ? never : Key]: string
} & {
  readonly [Key in keyof English as Key extends `${string}_one` ? Key : never]?: string
}
