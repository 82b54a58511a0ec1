import type { UserType } from '../app/domain/users'
import type { Db } from '../db/client'
import * as schema from '../db/schema'
import { LOCATIONS, peopleOf, SAMPLE_STARTUPS } from './data'
import { DAY, emailLocalPart, Random, slugify } from './helpers'

export const DEMO_PASSWORD = 'demo-password-123'
/**
 * Accounts that sign in with DEMO_PASSWORD. There is deliberately no admin among them: demo data may be seeded on a
 * public server, and the only admin is the one ADMIN_EMAIL/ADMIN_PASSWORD configure.
 */
export const DEMO_ACCOUNTS = {
  founder: 'founder@demo.startup.asia',
  member: 'member@demo.startup.asia',
} as const

/** The platform's own editorial/staff profile: authors posts and organises events; cannot sign in. */
export const DEMO_TEAM_EMAIL = 'team@demo.startup.asia'

export interface People {
  /** The staff profile (DEMO_TEAM_EMAIL). */
  team: number
  founder: number
  member: number
  /** Founders of claimed startups (userType startup). */
  founders: number[]
  /** Community members who apply, attend and review. */
  members: number[]
  mentors: number[]
  /** The owners of the spec's sample startups, by startup name. */
  sampleOwners: Map<string, number>
}

export async function seedUsers(tx: Db, passwordHash: string, today: number): Promise<People> {
  const random = new Random('users')
  const insert = async (rows: schema.NewUser[]) =>
    (await tx.insert(schema.users).values(rows).returning({ id: schema.users.id })).map((row) => row.id)

  const [team, founder, member] = await insert([
    {
      email: DEMO_TEAM_EMAIL,
      firstName: 'Startup Asia',
      lastName: 'Team',
      userType: 'public',
      isEmailVerified: true,
      createdAt: new Date(today - 400 * DAY),
    },
    {
      email: DEMO_ACCOUNTS.founder,
      password: passwordHash,
      firstName: 'Mei',
      lastName: 'Tan',
      userType: 'startup',
      isEmailVerified: true,
      profileImageUrl: '/images/avatars/avatar-1.svg',
      createdAt: new Date(today - 300 * DAY),
    },
    {
      email: DEMO_ACCOUNTS.member,
      password: passwordHash,
      firstName: 'Arjun',
      lastName: 'Pillai',
      userType: 'public',
      isEmailVerified: true,
      profileImageUrl: '/images/avatars/avatar-2.svg',
      createdAt: new Date(today - 200 * DAY),
    },
  ])

  // Everyone else is a profile without a password: they appear in the data but cannot sign in.
  const everyone = LOCATIONS.flatMap((location) =>
    peopleOf(location).map(([first, last]) => ({ first, last, location })),
  )
  const pool = random.shuffle(everyone)
  const make = (slice: typeof pool, userType: UserType, domain: string) =>
    slice.map(({ first, last }, index) => ({
      email: `${emailLocalPart(first, last)}@${domain}`,
      firstName: first,
      lastName: last,
      userType,
      isEmailVerified: index % 3 !== 0,
      profileImageUrl: `/images/avatars/avatar-${(index % 4) + 1}.svg`,
      createdAt: new Date(today - (150 - index) * DAY),
    }))
  const founders = await insert(make(pool.slice(0, 12), 'startup', 'founders.demo.startup.asia'))
  const mentors = await insert(make(pool.slice(12, 18), 'public', 'mentors.demo.startup.asia'))
  const members = await insert(make(pool.slice(18, 42), 'public', 'members.demo.startup.asia'))

  // The sample startups' owners have accounts, so their team rows and claims point at a person.
  const owners = SAMPLE_STARTUPS.flatMap((startup) =>
    startup.team.filter((person) => person.owner).map((person) => ({ startup, person })),
  )
  const ownerIds = await insert(
    owners.map(({ startup, person }) => {
      const [first = '', ...rest] = person.name.split(' ')
      return {
        email: `${emailLocalPart(first, rest.join(' '))}@${slugify(startup.name)}.example.com`,
        firstName: first,
        lastName: rest.join(' '),
        userType: 'startup' as const,
        isEmailVerified: true,
        createdAt: new Date(today - 120 * DAY),
      }
    }),
  )
  const sampleOwners = new Map(owners.map(({ startup }, k) => [startup.name, ownerIds[k]!]))
  return { team: team!, founder: founder!, member: member!, founders, members, mentors, sampleOwners }
}
