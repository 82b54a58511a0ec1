// Tech-stack tags as the Talent Hub filters them (issue 42 item 4; docs/decisions/0118-tech-stack-and-culture.md).
// A tag is compared trimmed and lower-cased — exactly what the job_tech_tags triggers write with SQLite's
// lower(trim(…)), which folds ASCII letters only; so does normalizeTechTag, so 'Django', ' django ' and 'DJANGO' are
// one tag on both sides and a non-ASCII tag is compared as written.
// Relative imports throughout app/domain: the seed CLI loads these modules without Vite's `~` alias.

/** At most this many tags in one filter (each is one probe per candidate job). */
export const MAX_TECH_FILTER_TAGS = 5
export const MAX_TECH_TAG_LENGTH = 50

/** The tags the filter bar offers as checkboxes: the stacks most seeded and posted. Any other tag works in the URL. */
export const COMMON_TECH_TAGS = [
  'React',
  'TypeScript',
  'Node.js',
  'Python',
  'Django',
  'Go',
  'Java',
  'Kotlin',
  'Swift',
  'Flutter',
  'AWS',
  'PostgreSQL',
  'Kubernetes',
  'Machine Learning',
] as const

export function normalizeTechTag(tag: string): string {
  return tag.trim().replace(/[A-Z]/g, (letter) => letter.toLowerCase())
}

/**
 * The tags of a `techStack` parameter: comma-separated or repeated (checkboxes without JavaScript send one parameter
 * each), normalised, blanks and repeats dropped, in the order given.
 */
export function parseTechTags(values: string | readonly string[]): string[] {
  const tags: string[] = []
  for (const value of typeof values === 'string' ? [values] : values) {
    for (const part of value.split(',')) {
      const tag = normalizeTechTag(part)
      if (tag && !tags.includes(tag)) tags.push(tag)
    }
  }
  return tags
}
