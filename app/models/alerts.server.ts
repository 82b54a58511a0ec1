import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Database, Db } from '../../db/client'
import {
  alertDigests,
  alertItems,
  companyMilestones,
  events,
  fundingRounds,
  investors,
  jobs,
  resources,
  startups,
  startupTeam,
  users,
  workspaces,
} from '../../db/schema'
import { SAVED_SEARCH_LISTS, type AlertItemType, type DigestFrequency, type DigestItem, type SavedSearchList } from '~/domain/alerts'
import { DomainError } from '~/shared/errors'
import type { PublicUser } from '~/shared/user'
import { getDb } from '~/server/db.server'
import type { PeriodRun } from '~/server/scheduler.server'
import { listEvents } from './events.server'
import { listInvestors } from './investors.server'
import { listJobs } from './jobs.server'
import { digestFrequencyOf, notify } from './notifications.server'
import { listResources } from './resources.server'
import { parseSavedSearch, type SavedListQuery } from './saved-searches.server'
import { listStartups } from './startups.server'
import { teamPlaceCounts } from './team-places.server'
import { listWorkspaces } from './workspaces.server'

/**
 * Alerts (issue 43, docs/decisions/0129-follows-saved-searches-alerts.md). Once a period (DIGEST_INTERVAL, a day by
 * default) one instance of the cluster (app/server/scheduler.server.ts) collects what is new since the last run for
 * every follow and saved search into `alert_items` — keyed by (member, item), so an item is one alert however many
 * searches and follows it matches, and a run that repeats inserts nothing — then sends each member with something
 * pending one digest (`alert_digests`, unique per member and period) through `notify`: the in-app notification and the
 * e-mail in the member's language, in one transaction with marking the items sent.
 */

export const ALERT_JOB = 'alerts'
/** How many items a digest's e-mail lists; the rest are on /alerts. */
export const DIGEST_MAIL_ITEMS = 20
/** A weekly digest goes out on the run whose period ends a multiple of this many periods from the epoch. */
export const PERIODS_PER_WEEK = 7
/** New items per list are matched against a saved search this many at a time (the lists' page limits are larger). */
const MATCH_CHUNK = 50

interface NewItem {
  id: number
  createdAt: number
}

/** A list's table and item type, and how to ask its own list model which of some new items a saved search shows. */
interface ListSource {
  itemType: AlertItemType
  created: (db: Db, from: Date, to: Date) => Promise<NewItem[]>
  matches: (saved: SavedListQuery, ids: readonly number[]) => Promise<number[]>
}

function createdIn(table: typeof startups | typeof jobs | typeof events | typeof workspaces | typeof resources | typeof investors) {
  return async (db: Db, from: Date, to: Date): Promise<NewItem[]> => {
    const rows = await db
      .select({ id: table.id, createdAt: table.createdAt })
      .from(table)
      .where(and(sql`${table.createdAt} >= ${from.getTime()}`, sql`${table.createdAt} < ${to.getTime()}`))
    return rows.map((row) => ({ id: row.id, createdAt: row.createdAt.getTime() }))
  }
}

const ids = (rows: readonly { id: number }[]) => rows.map((row) => row.id)

/**
 * Each list page's own model answers "which of these does this search show", with the search's filters as the page
 * parsed them (parseSavedSearch) and only the new ids: what the member would see on the page, nothing re-implemented.
 */
const LIST_SOURCES: Record<SavedSearchList, ListSource> = {
  startups: {
    itemType: 'startup',
    created: createdIn(startups),
    matches: async (saved, only) => (saved.list === 'startups' ? ids(await listStartups({ ...saved.query, onlyIds: only, limit: only.length })) : []),
  },
  jobs: {
    itemType: 'job',
    created: createdIn(jobs),
    matches: async (saved, only) => (saved.list === 'jobs' ? ids(await listJobs({ ...saved.query, onlyIds: only, limit: only.length })) : []),
  },
  events: {
    itemType: 'event',
    created: createdIn(events),
    matches: async (saved, only) => (saved.list === 'events' ? ids(await listEvents({ ...saved.query, onlyIds: only, limit: only.length })) : []),
  },
  workspaces: {
    itemType: 'workspace',
    created: createdIn(workspaces),
    matches: async (saved, only) =>
      saved.list === 'workspaces' ? ids(await listWorkspaces({ ...saved.query, onlyIds: only, limit: only.length })) : [],
  },
  resources: {
    itemType: 'resource',
    created: createdIn(resources),
    matches: async (saved, only) =>
      saved.list === 'resources' ? ids(await listResources({ ...saved.query, onlyIds: only, limit: only.length })) : [],
  },
  investors: {
    itemType: 'investor',
    created: createdIn(investors),
    matches: async (saved, only) =>
      saved.list === 'investors' ? ids(await listInvestors({ ...saved.query, onlyIds: only, limit: only.length, offset: 0 })) : [],
  },
}

export interface Collected {
  /** Alerts added from saved searches and from follows (a repeat run adds none). */
  fromSearches: number
  fromFollows: number
  /** Distinct saved queries run against new items. */
  queriesRun: number
}

/** What happened on followed startups, investors and organisers in [from, to): one INSERT … SELECT per kind. */
async function collectFromFollows(db: Db, from: Date, to: Date): Promise<void> {
  const [start, end] = [from.getTime(), to.getTime()]
  const window = (column: string) => sql.raw(`${column} >= ${start} and ${column} < ${end}`)
  const statements = [
    // A followed startup's new open job.
    sql`insert into alert_items (user_id, item_type, item_id, source, source_id)
        select f.user_id, 'job', j.id, 'follow', j.startup_id from jobs j
        join startups s on s.id = j.startup_id and s.is_active = 1
        join follows f on f.target_type = 'startup' and f.target_id = j.startup_id and f.created_at <= j.created_at
        where ${window('j.created_at')} and j.is_open = 1
        on conflict do nothing`,
    // A followed startup's funding round.
    sql`insert into alert_items (user_id, item_type, item_id, source, source_id)
        select f.user_id, 'funding-round', r.id, 'follow', r.startup_id from funding_rounds r
        join startups s on s.id = r.startup_id and s.is_active = 1
        join follows f on f.target_type = 'startup' and f.target_id = r.startup_id and f.created_at <= r.created_at
        where ${window('r.created_at')}
        on conflict do nothing`,
    // A followed startup's public milestone.
    sql`insert into alert_items (user_id, item_type, item_id, source, source_id)
        select f.user_id, 'milestone', m.id, 'follow', m.startup_id from company_milestones m
        join startups s on s.id = m.startup_id and s.is_active = 1
        join follows f on f.target_type = 'startup' and f.target_id = m.startup_id and f.created_at <= m.created_at
        where ${window('m.created_at')} and m.is_public = 1
        on conflict do nothing`,
    // An event of a followed startup: organised by its founder, or by a member of its team whose place counts — the
    // activity feed's rule (follows.server.ts, decision 0111's "a startup's events").
    sql`insert into alert_items (user_id, item_type, item_id, source, source_id)
        select f.user_id, 'event', e.id, 'follow', ${startups.id} from events e
        join ${startups} on ${startups.founderId} = e.organizer_id and ${startups.isActive} = 1
        join follows f on f.target_type = 'startup' and f.target_id = ${startups.id} and f.created_at <= e.created_at
        where ${window('e.created_at')} and e.is_active = 1
        on conflict do nothing`,
    sql`insert into alert_items (user_id, item_type, item_id, source, source_id)
        select f.user_id, 'event', e.id, 'follow', ${startups.id} from events e
        join ${startupTeam} on ${startupTeam.userId} = e.organizer_id
        join ${startups} on ${startups.id} = ${startupTeam.startupId} and ${startups.isActive} = 1
        join follows f on f.target_type = 'startup' and f.target_id = ${startups.id} and f.created_at <= e.created_at
        where ${window('e.created_at')} and e.is_active = 1 and ${startupTeam.userId} is not ${startups.founderId}
          and ${teamPlaceCounts(startupTeam.userId)}
        on conflict do nothing`,
    // An event of a followed organiser.
    sql`insert into alert_items (user_id, item_type, item_id, source, source_id)
        select f.user_id, 'event', e.id, 'follow', e.organizer_id from events e
        join follows f on f.target_type = 'organiser' and f.target_id = e.organizer_id and f.created_at <= e.created_at
        where ${window('e.created_at')} and e.is_active = 1
        on conflict do nothing`,
    // A round a followed investor took part in.
    sql`insert into alert_items (user_id, item_type, item_id, source, source_id)
        select f.user_id, 'funding-round', r.id, 'follow', fi.investor_id from funding_rounds r
        join funding_round_investors fi on fi.funding_round_id = r.id
        join follows f on f.target_type = 'investor' and f.target_id = fi.investor_id and f.created_at <= r.created_at
        where ${window('r.created_at')}
        on conflict do nothing`,
  ]
  for (const statement of statements) await db.run(statement)
}

async function countAlerts(db: Db): Promise<number> {
  const [row] = await db.all<{ n: number }>(sql`select count(*) as n from alert_items`)
  return row?.n ?? 0
}

/**
 * Every saved search against what its list got new in [from, to): per list, the new items (the created_at index);
 * per distinct saved query of that list (the (list, query) index), the list's own model on just those ids; each match
 * then goes to every member who saved that query before the item appeared, in one INSERT … SELECT.
 */
async function collectFromSearches(db: Db, from: Date, to: Date): Promise<number> {
  let queriesRun = 0
  for (const list of SAVED_SEARCH_LISTS) {
    const source = LIST_SOURCES[list]
    const created = await source.created(db, from, to)
    if (created.length === 0) continue
    const createdAt = new Map(created.map((item) => [item.id, item.createdAt]))
    const chunks: number[][] = []
    for (let i = 0; i < created.length; i += MATCH_CHUNK) chunks.push(created.slice(i, i + MATCH_CHUNK).map((item) => item.id))
    const queries = await db.all<{ query: string }>(sql`select distinct query from saved_searches where list = ${list}`)
    for (const { query } of queries) {
      const saved = parseSavedSearch(list, query)
      if (!saved) continue
      queriesRun++
      for (const chunk of chunks) {
        // A search the list now refuses (a city no longer in the table) matches nothing, as its page shows nothing.
        const matched = await source.matches(saved, chunk).catch((error: unknown) => {
          if (error instanceof DomainError) return []
          throw error
        })
        for (const itemId of matched) {
          await db.run(sql`
            insert into alert_items (user_id, item_type, item_id, source, source_id)
            select user_id, ${source.itemType}, ${itemId}, 'search', id from saved_searches
            where list = ${list} and query = ${query} and created_at <= ${createdAt.get(itemId) ?? 0}
            on conflict do nothing`)
        }
      }
    }
  }
  return queriesRun
}

/** Collects the alerts of [from, to) from follows and saved searches. Safe to run again over the same window. */
export async function collectAlerts(db: Db, from: Date, to: Date): Promise<Collected> {
  const before = await countAlerts(db)
  await collectFromFollows(db, from, to)
  const afterFollows = await countAlerts(db)
  const queriesRun = await collectFromSearches(db, from, to)
  return { fromFollows: afterFollows - before, fromSearches: (await countAlerts(db)) - afterFollows, queriesRun }
}

/** Whether the run of `period` (after `lastDone`) is where a week ends: weekly digests go out on it. */
export function endsAWeek(period: number, lastDone: number | null): boolean {
  const weekOf = (p: number) => Math.floor((p + 1) / PERIODS_PER_WEEK)
  return lastDone === null ? (period + 1) % PERIODS_PER_WEEK === 0 : weekOf(period) > weekOf(lastDone)
}

/** Names, lines and links of alert items, in the order given; an item that is gone is left out. */
export async function describeItems(db: Db, items: readonly { itemType: AlertItemType; itemId: number }[]): Promise<DigestItem[]> {
  const byType = new Map<AlertItemType, number[]>()
  for (const item of items) byType.set(item.itemType, [...(byType.get(item.itemType) ?? []), item.itemId])
  const found = new Map<string, DigestItem>()
  const put = (type: AlertItemType, id: number, title: string, detail: string | null, path: string) =>
    found.set(`${type}:${id}`, { type, id, title, detail, path })
  for (const [type, idList] of byType) {
    if (type === 'startup') {
      for (const row of await db.select({ id: startups.id, name: startups.name, location: startups.location, sector: startups.sector }).from(startups).where(and(inArray(startups.id, idList), eq(startups.isActive, true))))
        put(type, row.id, row.name, [row.sector, row.location].filter(Boolean).join(' · ') || null, `/startup/${row.id}`)
    } else if (type === 'job') {
      for (const row of await db.select({ id: jobs.id, title: jobs.title, startup: startups.name, location: jobs.location }).from(jobs).innerJoin(startups, eq(startups.id, jobs.startupId)).where(and(inArray(jobs.id, idList), eq(jobs.isOpen, true))))
        put(type, row.id, row.title, [row.startup, row.location].filter(Boolean).join(' · ') || null, `/jobs/${row.id}`)
    } else if (type === 'event') {
      for (const row of await db.select({ id: events.id, title: events.title, location: events.location, startDate: events.startDate }).from(events).where(and(inArray(events.id, idList), eq(events.isActive, true))))
        put(type, row.id, row.title, [row.startDate.toISOString().slice(0, 10), row.location].filter(Boolean).join(' · '), `/events/${row.id}`)
    } else if (type === 'workspace') {
      for (const row of await db.select({ id: workspaces.id, name: workspaces.name, location: workspaces.location }).from(workspaces).where(and(inArray(workspaces.id, idList), eq(workspaces.isActive, true))))
        put(type, row.id, row.name, row.location, `/workspace?searchQuery=${encodeURIComponent(row.name)}`)
    } else if (type === 'resource') {
      for (const row of await db.select({ id: resources.id, name: resources.name, location: resources.location }).from(resources).where(and(inArray(resources.id, idList), eq(resources.isActive, true))))
        put(type, row.id, row.name, row.location, `/resources/${row.id}`)
    } else if (type === 'investor') {
      for (const row of await db.select({ id: investors.id, name: investors.name }).from(investors).where(and(inArray(investors.id, idList), eq(investors.isActive, true), eq(investors.isVerified, true))))
        put(type, row.id, row.name, null, `/investors/${row.id}`)
    } else if (type === 'funding-round') {
      for (const row of await db.select({ id: fundingRounds.id, startupId: startups.id, startup: startups.name, roundType: fundingRounds.roundType }).from(fundingRounds).innerJoin(startups, eq(startups.id, fundingRounds.startupId)).where(and(inArray(fundingRounds.id, idList), eq(startups.isActive, true))))
        put(type, row.id, row.startup, row.roundType, `/startup/${row.startupId}`)
    } else {
      for (const row of await db.select({ id: companyMilestones.id, startupId: startups.id, startup: startups.name, title: companyMilestones.title }).from(companyMilestones).innerJoin(startups, eq(startups.id, companyMilestones.startupId)).where(and(inArray(companyMilestones.id, idList), eq(companyMilestones.isPublic, true), eq(startups.isActive, true))))
        put(type, row.id, row.title, row.startup, `/startup/${row.startupId}`)
    }
  }
  return items.map((item) => found.get(`${item.itemType}:${item.itemId}`)).filter((item): item is DigestItem => item !== undefined)
}

/**
 * One member's digest for `period`, in one transaction: the digest row (unique per member and period — a second
 * instance or a repeated run inserts nothing and sends nothing), its items marked, the notification and e-mail queued.
 */
async function sendDigest(database: Database, userId: number, frequency: DigestFrequency, period: number): Promise<boolean> {
  return database.transaction(async (tx) => {
    const [digest] = await tx.all<{ id: number; itemCount: number }>(sql`
      insert into alert_digests (user_id, period, item_count)
      select ${userId}, ${period}, n from (select count(*) as n from alert_items where user_id = ${userId} and digest_id is null)
      where n > 0
      on conflict (user_id, period) do nothing
      returning id, item_count as itemCount`)
    if (!digest) return false
    await tx.update(alertItems).set({ digestId: digest.id }).where(and(eq(alertItems.userId, userId), isNull(alertItems.digestId)))
    const rows = await tx
      .select({ itemType: alertItems.itemType, itemId: alertItems.itemId })
      .from(alertItems)
      .where(eq(alertItems.digestId, digest.id))
      .orderBy(desc(alertItems.createdAt), desc(alertItems.itemId))
    const items = await describeItems(tx, rows)
    if (items.length === 0) return false
    const [member] = await tx.select({ name: users.firstName }).from(users).where(eq(users.id, userId))
    await notify(tx, {
      userId,
      kind: 'alert-digest',
      data: {
        name: member?.name ?? '',
        digestId: digest.id,
        frequency,
        items: items.slice(0, DIGEST_MAIL_ITEMS),
        total: items.length,
      },
    })
    return true
  })
}

/** Sends the digests due at the end of `period`: daily members every run, weekly ones when a week ends. */
export async function sendDigests(database: Database, run: Pick<PeriodRun, 'period' | 'lastDone'>): Promise<number> {
  const weekly = endsAWeek(run.period, run.lastDone)
  const members = await database.db.all<{ userId: number; frequency: DigestFrequency }>(sql`
    select distinct a.user_id as userId, coalesce(d.frequency, 'daily') as frequency from alert_items a
    left join digest_settings d on d.user_id = a.user_id
    where a.digest_id is null ${weekly ? sql`` : sql`and coalesce(d.frequency, 'daily') = 'daily'`}
    order by a.user_id`)
  let sent = 0
  for (const { userId, frequency } of members) if (await sendDigest(database, userId, frequency, run.period)) sent++
  return sent
}

/** One scheduled run: collect the period's alerts, then send what is due. Idempotent (it may run again after a crash). */
export async function runAlerts(database: Database, run: PeriodRun): Promise<Collected & { digests: number }> {
  const collected = await collectAlerts(database.db, run.from, run.to)
  const digests = await sendDigests(database, run)
  return { ...collected, digests }
}

// ── The member's side: /alerts, GET /api/alerts, the frequency on /profile ──

export interface DigestView {
  id: number
  createdAt: string
  items: DigestItem[]
}

export interface AlertsView {
  frequency: DigestFrequency
  /** Collected, not yet sent: they go in the next digest. */
  pending: DigestItem[]
  digests: DigestView[]
}

export const ALERT_DIGESTS_SHOWN = 10

/** The member's alerts: what waits for the next digest and their last digests with what each carried. */
export async function alertsOf(user: PublicUser): Promise<AlertsView> {
  const db = await getDb()
  const pendingRows = await db
    .select({ itemType: alertItems.itemType, itemId: alertItems.itemId })
    .from(alertItems)
    .where(and(eq(alertItems.userId, user.id), isNull(alertItems.digestId)))
    .orderBy(desc(alertItems.createdAt))
    .limit(DIGEST_MAIL_ITEMS)
  const digests = await db
    .select({ id: alertDigests.id, createdAt: alertDigests.createdAt })
    .from(alertDigests)
    .where(eq(alertDigests.userId, user.id))
    .orderBy(desc(alertDigests.id))
    .limit(ALERT_DIGESTS_SHOWN)
  const digestItems = digests.length
    ? await db
        .select({ digestId: alertItems.digestId, itemType: alertItems.itemType, itemId: alertItems.itemId })
        .from(alertItems)
        .where(and(eq(alertItems.userId, user.id), inArray(alertItems.digestId, digests.map((digest) => digest.id))))
        .orderBy(desc(alertItems.createdAt))
    : []
  // Described once for every digest shown (an item is in one digest only: the key is member and item).
  const byKey = new Map((await describeItems(db, digestItems)).map((item) => [`${item.type}:${item.id}`, item]))
  return {
    frequency: await digestFrequencyOf(db, user.id),
    pending: await describeItems(db, pendingRows),
    digests: digests.map((digest) => ({
      id: digest.id,
      createdAt: digest.createdAt.toISOString(),
      items: digestItems
        .filter((item) => item.digestId === digest.id)
        .map((item) => byKey.get(`${item.itemType}:${item.itemId}`))
        .filter((item): item is DigestItem => item !== undefined),
    })),
  }
}

