import { describe, expect, it } from 'vitest'
import { bootOnSqld } from '../support/sqld-boot'

/**
 * The app's own model code, unchanged, against a real libSQL server: the same migrations, queries and transaction
 * helper that run on the embedded database (every other integration file) run here through @libsql/client.
 */
bootOnSqld()


describe('models on a libSQL server', () => {
  it('boots on the libsql driver and applies the migrations', async () => {
    const { getDatabase } = await import('~/server/db.server')
    const database = await getDatabase()
    expect(database.driver).toBe('libsql')
  })

  it('creates a user, signs in, and rejects a duplicate e-mail with 409', async () => {
    const { createUser, verifyLogin } = await import('~/models/users.server')
    const { loginSchema } = await import('~/schemas/auth')
    const user = await createUser({ email: 'libsql@example.com', password: 'password-123', firstName: 'Li', lastName: 'Bsql', userType: 'startup' })
    // E-mails reach the model as the schema leaves them: trimmed and lower-cased.
    const login = loginSchema.parse({ email: ' LIBSQL@example.com', password: 'password-123' })
    expect((await verifyLogin(login.email, login.password)).id).toBe(user.id)
    await expect(createUser({ email: 'libsql@example.com', password: 'password-123', firstName: 'A', lastName: 'B', userType: 'public' })).rejects.toMatchObject({ status: 409 })
  })

  it('creates a startup in a transaction and lists it', async () => {
    const { getUserById } = await import('~/models/users.server')
    const { createStartup, listMyStartups, listStartups } = await import('~/models/startups.server')
    const { createStartupSchema } = await import('~/schemas/startup')
    const { getDb } = await import('~/server/db.server')
    const { users } = await import('../../db/schema')
    const [row] = await (await getDb()).select().from(users)
    const user = (await getUserById(row!.id))!
    const input = createStartupSchema.parse({
      name: 'Hrana Labs',
      description: 'Edge databases for Southeast Asia.',
      sector: 'SaaS',
      location: 'Jakarta',
      stage: 'Series A',
      techStack: ['Rust', ' rust ', 'SQLite'],
    })
    const { id } = await createStartup(user, input)
    const mine = await listMyStartups(user.id)
    expect(mine.map((startup) => startup.id)).toEqual([id])
    expect(mine[0]).toMatchObject({ sector: 'saas', stage: 'series-a' })
    expect((await listStartups({ limit: 10 })).map((startup) => startup.name)).toContain('Hrana Labs')
  })

  it('keeps sessions in the sessions table', async () => {
    const { startUserSession, getSession } = await import('~/server/session.server')
    const { getDb } = await import('~/server/db.server')
    const { users } = await import('../../db/schema')
    const [row] = await (await getDb()).select().from(users)
    const cookie = (await startUserSession(new Request('http://localhost/'), row!.id)).split(';')[0]!
    const session = await getSession(new Request('http://localhost/', { headers: { Cookie: cookie } }))
    expect(session.get('userId')).toBe(row!.id)
  })

  it('seeds the demo data, the bulk path included, and the landing page reads it', async () => {
    const { getDatabase } = await import('~/server/db.server')
    const { seed } = await import('../../seed')
    const { getLanding } = await import('~/models/landing.server')
    const now = new Date()
    // Past the 300 startups with details, so the prepared bulk insert runs on this driver too.
    expect(await seed(await getDatabase(), { startups: 320, now })).toEqual({ seeded: true })
    const landing = await getLanding(now)
    expect(landing.featuredStartups.map((startup) => startup.name)).toEqual(['PayBridge', 'GreenGrid', 'MediLink'])
    expect(landing.upcomingEvents.map((event) => event.title)).toEqual(['Asia Tech Summit', 'Fintech Founders Meetup'])
  })
})
