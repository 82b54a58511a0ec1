import { eq } from 'drizzle-orm'
import { CULTURE_VALUES } from '../app/domain/culture'
import type { Db } from '../db/client'
import * as schema from '../db/schema'
import { Random } from './helpers'
import type { People } from './users'

// Issue 42 item 4 (docs/decisions/0118-tech-stack-and-culture.md): startups' culture values and what the demo member
// wants. Each startup's values come from a stream of their own keyed by its name, so they shift no other part of the
// seed.

/** Two to five culture values for a startup, the same for the same name. */
export function cultureValuesFor(name: string): string[] {
  const random = new Random(`culture:${name}`)
  return random.sample(CULTURE_VALUES, random.int(2, 5))
}

/** member@demo.startup.asia wants a remote-friendly, learning team using React and TypeScript, from Singapore. */
export async function seedMemberPreferences(tx: Db, people: People) {
  const [singapore] = await tx.select({ id: schema.cities.id }).from(schema.cities).where(eq(schema.cities.slug, 'singapore'))
  await tx.insert(schema.memberPreferences).values({
    userId: people.member,
    sectors: ['fintech', 'ai', 'saas'],
    stages: ['seed', 'series-a'],
    skills: ['React', 'TypeScript', 'Node.js', 'Python'],
    cultureValues: ['remote-first', 'learning-budget', 'flat-hierarchy', 'mentorship'],
    cityId: singapore?.id ?? null,
    remoteOk: true,
  })
}

/**
 * member@demo.startup.asia is two modules into the Creation Program (000 §4's sample: modules 1–2 completed, 3 current);
 * every other account starts at the first module (docs/decisions/0128).
 */
export async function seedCreationProgress(tx: Db, people: People) {
  await tx.insert(schema.creationModuleProgress).values([
    { userId: people.member, moduleNumber: 1 },
    { userId: people.member, moduleNumber: 2 },
  ])
}
