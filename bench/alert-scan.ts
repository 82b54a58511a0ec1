/**
 * The alert scan at scale (issue 43, docs/decisions/0129-follows-saved-searches-alerts.md): `npm run bench -- alerts`.
 *
 * For each size (25,000, 50,000 and 100,000 members by default; ALERT_BENCH_SIZES=a,b,c), a child process builds its
 * own database — the demo data, then that many members with one saved search each (a mix over the six list pages,
 * written as the pages write them, a quarter with search words) and two follows each — adds a period's worth of new
 * items (jobs, startups, events, workspaces, resources, investors, funding rounds, milestones), then times one
 * collectAlerts over the period and then sendDigests. Target: the scan of 100,000 members' searches ≤ 60 s, and its
 * cost grows linearly (the seconds per 1,000 searches stay flat across the sizes).
 *
 *   npm run build && npm run bench -- alerts
 */
import { execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { loadavg } from 'node:os'
import path from 'node:path'
import { BENCH_DIR, fmt, log, ROOT, table } from './harness'
import type * as M_boot_server from '../app/services/boot.server'
import type * as M_schema from '../db/schema'
import type * as M_saved_searches_server from '../app/models/saved-searches.server'
import type * as M_alerts_server from '../app/models/alerts.server'
import type * as M_startups from '../app/domain/startups'
import type * as M_jobs from '../app/domain/jobs'
import type * as M_events from '../app/domain/events'
import type * as M_workspaces from '../app/domain/workspaces'
import type * as M_resources from '../app/domain/resources'
import type * as M_investors from '../app/domain/investors'

const DEFAULT_SIZES = [25_000, 50_000, 100_000]
const SCAN_TARGET_SECONDS = 60

interface ScanFigures {
  members: number
  distinctQueries: number
  queriesRun: number
  newItems: number
  collectSeconds: number
  alerts: number
  sendSeconds: number
  digests: number
  rssMb: number
}

export async function measureAlertScan(): Promise<void> {
  const sizes = (process.env.ALERT_BENCH_SIZES ?? '').split(',').map(Number).filter((n) => n > 0)
  const rows: ScanFigures[] = []
  for (const members of sizes.length ? sizes : DEFAULT_SIZES) {
    log(`alert scan: ${members.toLocaleString('en-US')} members (load ${loadavg()[0]!.toFixed(2)})…`)
    const out = execFileSync(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), path.join(ROOT, 'bench/alert-scan.ts'), '--child', String(members)], {
      cwd: ROOT,
      env: { ...process.env, NODE_OPTIONS: '' },
      maxBuffer: 16 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'inherit'],
    }).toString()
    rows.push(JSON.parse(out.trim().split('\n').at(-1)!) as ScanFigures)
  }
  const base = rows[0]!
  const perThousand = (row: ScanFigures) => (row.collectSeconds / row.members) * 1000
  console.log(
    table(
      ['members', 'distinct queries', 'new items', 'scan s', 's per 1,000', '× smallest', 'alerts', 'send s', 'digests', 'RSS MB'],
      rows.map((row) => [
        row.members.toLocaleString('en-US'),
        row.distinctQueries.toLocaleString('en-US'),
        String(row.newItems),
        fmt(row.collectSeconds, 1),
        fmt(perThousand(row), 3),
        fmt(perThousand(row) / perThousand(base), 2),
        row.alerts.toLocaleString('en-US'),
        fmt(row.sendSeconds, 1),
        row.digests.toLocaleString('en-US'),
        String(row.rssMb),
      ]),
    ),
  )
  const largest = rows.at(-1)!
  console.log(
    `alert scan of ${largest.members.toLocaleString('en-US')} members: ${fmt(largest.collectSeconds, 1)} s (target ≤ ${SCAN_TARGET_SECONDS} s): ${largest.collectSeconds <= SCAN_TARGET_SECONDS ? 'met' : 'MISSED'}; load ${loadavg()[0]!.toFixed(2)}`,
  )
}

/** A small deterministic generator, so every run builds the same searches. */
function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0
    return state / 2 ** 32
  }
}

async function child(members: number): Promise<void> {
  const file = path.join(BENCH_DIR, `alerts-${members}.db`)
  for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true })
  process.env.DATABASE_URL = `file:${file}`
  process.env.SEED_DEMO_DATA = 'true'
  process.env.SESSION_SECRET ??= 'bench-session-secret-that-is-long-enough-0123456789'
  const log = (line: string) => process.stderr.write(`  ${line}\n`)
  // The app's modules through Vite's SSR loader (its aliases and import.meta.glob), as the tests load them.
  const { createServer } = await import('vite')
  const vite = await createServer({ server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'error' })
  const load = <T>(file: string) => vite.ssrLoadModule(file) as Promise<T>
  const { boot } = await load<typeof M_boot_server>('/app/services/boot.server.ts')
  const { sql } = await import('drizzle-orm')
  const { savedSearches } = await load<typeof M_schema>('/db/schema/index.ts')
  const { canonicalSearch } = await load<typeof M_saved_searches_server>('/app/models/saved-searches.server.ts')
  const { collectAlerts, sendDigests } = await load<typeof M_alerts_server>('/app/models/alerts.server.ts')
  const { STARTUP_SECTORS, STARTUP_STAGES } = await load<typeof M_startups>('/app/domain/startups.ts')
  const { JOB_TYPES, EXPERIENCE_LEVELS } = await load<typeof M_jobs>('/app/domain/jobs.ts')
  const { EVENT_CATEGORIES } = await load<typeof M_events>('/app/domain/events.ts')
  const { WORKSPACE_TYPES } = await load<typeof M_workspaces>('/app/domain/workspaces.ts')
  const { RESOURCE_TYPES } = await load<typeof M_resources>('/app/domain/resources.ts')
  const { INVESTOR_TYPES } = await load<typeof M_investors>('/app/domain/investors.ts')
  const database = await boot()
  const { db } = database
  log('demo data in; adding members, searches and follows…')

  const period = 86_400_000
  const to = Math.floor(Date.now() / period) * period
  const from = to - period
  const before = new Date(from - period)

  await db.run(sql`
    with recursive n(i) as (select 1 union all select i + 1 from n where i < ${members})
    insert into users (email, password, first_name, user_type, created_at, updated_at)
    select 'bench-member-' || i || '@alerts.test', 'x', 'Member ' || i, 'public', ${before.getTime()}, ${before.getTime()} from n`)
  const [{ first } = { first: 0 }] = await db.all<{ first: number }>(sql`select min(id) as first from users where email like 'bench-member-%'`)

  const next = random(members)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!
  const maybe = <T>(p: number, value: () => T): T | undefined => (next() < p ? value() : undefined)
  const cities = ['Singapore', 'Kuala Lumpur', 'Jakarta', 'Bangkok', 'Tokyo', 'Seoul', 'Manila', 'Ho Chi Minh City', 'Bangalore', 'Mumbai']
  const words = ['ai', 'payments', 'health', 'climate', 'logistics', 'robotics', 'edtech', 'data', 'cloud', 'design', 'rust', 'react', 'growth', 'sales', 'mobile', 'security']
  const url = (pathname: string, params: Record<string, string | undefined>) => {
    const search = new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined))
    return `${pathname}?${search}`
  }
  const urls: (() => string)[] = [
    () => url('/discover', { sector: maybe(0.7, () => pick(STARTUP_SECTORS)), stage: maybe(0.5, () => pick(STARTUP_STAGES)), location: maybe(0.4, () => pick(cities)), searchQuery: maybe(0.25, () => pick(words)) }),
    () => url('/talent-hub', { type: maybe(0.6, () => pick(JOB_TYPES)), experienceLevel: maybe(0.5, () => pick(EXPERIENCE_LEVELS)), location: maybe(0.5, () => pick(cities)), searchQuery: maybe(0.25, () => pick(words)) }),
    () => url('/events', { category: maybe(0.6, () => pick(EVENT_CATEGORIES)), location: maybe(0.6, () => pick(cities)), searchQuery: maybe(0.2, () => pick(words)) }),
    () => url('/workspace', { type: maybe(0.7, () => pick(WORKSPACE_TYPES)), location: maybe(0.7, () => pick(cities)) }),
    () => url('/resources', { type: maybe(0.7, () => pick(RESOURCE_TYPES)), location: maybe(0.5, () => pick(cities)) }),
    () => url('/investors', { type: maybe(0.5, () => pick(INVESTOR_TYPES)), sector: maybe(0.6, () => pick(STARTUP_SECTORS)) }),
  ]
  const BATCH = 2_000
  for (let start = 0; start < members; start += BATCH) {
    const rows: (typeof savedSearches.$inferInsert)[] = []
    for (let i = start; i < Math.min(members, start + BATCH); i++) {
      // Jobs and startups are what most members watch.
      const chosen = canonicalSearch(pick([urls[0]!, urls[0]!, urls[1]!, urls[1]!, urls[1]!, urls[2]!, urls[3]!, urls[4]!, urls[5]!])())
      if (!chosen) throw new Error('a bench URL is not a list URL')
      rows.push({ userId: first + i, name: 'Saved', list: chosen.list, query: chosen.query, createdAt: before, updatedAt: before })
    }
    await database.transaction(async (tx) => void (await tx.insert(savedSearches).values(rows).onConflictDoNothing()))
  }
  const [{ maxStartup } = { maxStartup: 1 }] = await db.all<{ maxStartup: number }>(sql`select max(id) as maxStartup from startups`)
  for (let round = 0; round < 2; round++) {
    await db.run(sql`
      insert into follows (user_id, target_type, target_id, created_at)
      select id, 'startup', 1 + abs(random()) % ${maxStartup}, ${before.getTime()} from users where email like 'bench-member-%'
      on conflict do nothing`)
  }

  // A period's new items: copies of existing rows, created inside the window.
  const NEW_ITEMS: [string, number][] = [
    ['jobs', 300],
    ['startups', 100],
    ['events', 60],
    ['workspaces', 20],
    ['resources', 20],
    ['investors', 10],
    ['funding_rounds', 40],
    ['company_milestones', 40],
  ]
  let newItems = 0
  for (const [table, count] of NEW_ITEMS) {
    const columns = (await db.all<{ name: string }>(sql.raw(`pragma table_info(${table})`))).map((column) => column.name).filter((name) => name !== 'id')
    const [{ top } = { top: 0 }] = await db.all<{ top: number }>(sql.raw(`select max(id) as top from ${table}`))
    const list = columns.map((name) => `"${name}"`).join(', ')
    const values = columns.map((name) => (name === 'created_at' ? `${from} + abs(random()) % ${period}` : `"${name}"`)).join(', ')
    await db.run(sql.raw(`insert into ${table} (${list}) select ${values} from ${table} order by random() limit ${count}`))
    const [{ added } = { added: 0 }] = await db.all<{ added: number }>(sql.raw(`select count(*) as added from ${table} where id > ${top}`))
    newItems += added
  }
  const [{ n: distinct } = { n: 0 }] = await db.all<{ n: number }>(sql`select count(*) as n from (select distinct list, query from saved_searches)`)
  log(`${members} members, ${distinct} distinct saved queries, ${newItems} new items; scanning…`)

  let started = performance.now()
  const collected = await collectAlerts(db, new Date(from), new Date(to))
  const collectSeconds = (performance.now() - started) / 1000
  started = performance.now()
  const digests = await sendDigests(database, { period: Math.floor(to / period) - 1, lastDone: null })
  const sendSeconds = (performance.now() - started) / 1000
  const figures: ScanFigures = {
    members,
    distinctQueries: distinct,
    queriesRun: collected.queriesRun,
    newItems,
    collectSeconds,
    alerts: collected.fromFollows + collected.fromSearches,
    sendSeconds,
    digests,
    rssMb: Math.round(process.memoryUsage().rss / 1_048_576),
  }
  await database.close()
  await vite.close()
  for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true })
  process.stdout.write(`${JSON.stringify(figures)}\n`)
}

if (process.argv[2] === '--child') {
  child(Number(process.argv[3])).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    },
  )
}
