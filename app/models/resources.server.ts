import { and, desc, eq, gt, inArray, isNotNull, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { notifications, resources, users, type ContactInfo } from '../../db/schema'
import {
  CONTACT_REVEALS_PER_HOUR,
  MAX_PENDING_APPLICATIONS,
  MAX_RESOURCE_LIMIT,
  RESOURCE_NOT_FOUND,
  TOO_MANY_CONTACT_REVEALS,
  type ApplicationState,
} from '~/domain/resources'
import { getDatabase, getDb } from '~/server/db.server'
import { conflict, notFoundError, tooManyRequests } from '~/shared/errors'
import { canViewResource } from '~/shared/permissions'
import { consume } from '~/server/rate-limit.server'
import { notify } from './notifications.server'
import type { PublicUser } from '~/shared/user'
import type { ResourceApplicationInput, ResourceQuery } from '~/schemas/resources'
import { resourceSearch, resourceShortSearch } from './resource-search.server'
import { SEARCH_ID_SPAN } from './search-index.server'
import { buildSearchMatch } from './startup-search.server'

/**
 * The Resource Hub (000 §2, §3, §7; docs/decisions/0038-resource-hub.md, 0039-apply-to-join.md): one model for
 * /resources, /resources/{id}, Apply to Join and their /api twins. Nothing here hands out a resource's e-mail or
 * phone except `revealResourceContact`, which needs a member and counts each reveal.
 */

/** A resource as the directory shows it (000 §3 Resource), without the e-mail: `hasEmail` says whether Contact applies. */
export interface ResourceCard {
  id: number
  name: string
  description: string | null
  type: string
  location: string | null
  isVerified: boolean
  /** Decimal string '0.00'–'5.00', or null when nobody has rated it. */
  rating: string | null
  reviewCount: number
  specialties: string[]
  website: string | null
  hasEmail: boolean
}

/** Contact details anyone may see: an address and a professional profile, never an e-mail or a phone number. */
interface PublicContactInfo {
  address?: string
  linkedin?: string
}

export interface ResourceDetail extends ResourceCard {
  sectors: string[]
  contactInfo: PublicContactInfo
  /** Whether members can reveal a way to reach it (an e-mail, a phone number). */
  hasContact: boolean
  isActive: boolean
  /** Set for a listing a member submitted: where its review stands. */
  application: { state: ApplicationState; submittedAt: Date | null } | null
}

/** What Contact reveals to a member. */
export interface ResourceContact {
  id: number
  name: string
  email: string | null
  phone: string | null
  website: string | null
}

export interface ResourceApplication {
  id: number
  name: string
  type: string
  location: string | null
  state: ApplicationState
  submittedAt: Date | null
}

const cardColumns = {
  id: resources.id,
  name: resources.name,
  description: resources.description,
  type: resources.type,
  location: resources.location,
  isVerified: resources.isVerified,
  rating: resources.rating,
  reviewCount: resources.reviewCount,
  specialties: resources.specialties,
  website: resources.website,
  hasEmail: sql<boolean>`(${resources.email} is not null and ${resources.email} <> '')`.mapWith(Boolean),
}

/** Only http(s) websites become links; anything else stored (javascript:, data:) is not offered at all. */
export function safeWebsite(website: string | null | undefined): string | null {
  if (!website) return null
  try {
    const url = new URL(website)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}

function toCard<T extends { website: string | null }>(row: T): T {
  return { ...row, website: safeWebsite(row.website) }
}

function clampLimit(limit: number): number {
  return Number.isInteger(limit) && limit > 0 ? Math.min(limit, MAX_RESOURCE_LIMIT) : MAX_RESOURCE_LIMIT
}

/**
 * The directory's order: highest rated first, then most reviewed, then newest. Every filter's index ends in
 * (rating, review_count) and the rowid, so SQLite reads a filtered page in this order and stops at the page size.
 * Unrated resources (null) come last, as SQLite sorts nulls lowest. A search reads its index in the same order
 * (resourceSearchKeySql).
 */
const ORDER: SQL[] = [desc(resources.rating), desc(resources.reviewCount), desc(resources.id)]

function filtersOf(query: Partial<ResourceQuery> & { onlyIds?: readonly number[] }): SQL[] {
  // Unary +: nearly every resource is active, so that test should never be what the planner picks an index for.
  const filters: (SQL | undefined)[] = [
    sql`+${resources.isActive} = 1`,
    query.type === undefined ? undefined : eq(resources.type, query.type),
    query.location === undefined ? undefined : eq(resources.location, query.location),
    query.verifiedOnly ? eq(resources.isVerified, true) : undefined,
    // The alert scan (docs/decisions/0129): only these resources, new in its window.
    query.onlyIds === undefined ? undefined : inArray(resources.id, [...query.onlyIds]),
  ]
  return filters.filter((filter): filter is SQL => filter !== undefined)
}

/**
 * The statement behind listResources (tests read its plan), or null when the search can match nothing. Without a
 * search it reads the directory's order from the filters' indexes; with one, from the search index (below).
 */
export function resourceListQuery(db: Db, query: Partial<ResourceQuery> & { limit: number; onlyIds?: readonly number[] }) {
  const filters = filtersOf(query)
  const limit = clampLimit(query.limit)
  const offset = Math.max(0, Math.floor(query.offset ?? 0))
  if (query.searchQuery) {
    const search = buildSearchMatch(query.searchQuery)
    if (search === null) return null
    const index = search.index === 'substring' ? resourceSearch : resourceShortSearch
    // The index's rowids are in the directory's order (resource-search.server.ts resourceSearchKeySql): CROSS JOIN
    // keeps it the outer loop, read from the top key down, so there is no sort and the read stops at the page,
    // however many resources match.
    return db
      .select(cardColumns)
      .from(index)
      .crossJoin(resources)
      .where(
        and(
          sql`${index} match ${search.match}`,
          sql`${resources.id} = ${index.rowid} % ${sql.raw(String(SEARCH_ID_SPAN))}`,
          ...filters,
        ),
      )
      .orderBy(desc(index.rowid))
      .limit(limit)
      .offset(offset)
  }
  return db.select(cardColumns).from(resources).where(and(...filters)).orderBy(...ORDER).limit(limit).offset(offset)
}

/** GET /api/resources and /resources: active resources matching the filters and search, one page of them. */
export async function listResources(query: Partial<ResourceQuery> & { limit: number; onlyIds?: readonly number[] }): Promise<ResourceCard[]> {
  const statement = resourceListQuery(await getDb(), query)
  return statement === null ? [] : (await statement).map(toCard)
}

function applicationState(row: { isActive: boolean; reviewedAt: Date | null }): ApplicationState {
  if (row.isActive) return 'listed'
  return row.reviewedAt ? 'declined' : 'pending'
}

/** A field of the contact-info object (text that is not valid JSON reads as no field, never as an error). */
const contactField = (field: 'phone' | 'email') =>
  sql<string | null>`(case when json_valid(${resources.contactInfo}) then json_extract(${resources.contactInfo}, ${`$.${field}`}) end)`

function detailColumns() {
  return {
    ...cardColumns,
    sectors: resources.sectors,
    contactInfo: resources.contactInfo,
    phone: contactField('phone'),
    isActive: resources.isActive,
    submittedById: resources.submittedById,
    submittedAt: resources.submittedAt,
    reviewedAt: resources.reviewedAt,
  }
}

async function findResource(id: number) {
  const db = await getDb()
  const [row] = await db.select(detailColumns()).from(resources).where(eq(resources.id, id))
  return row
}

function publicContactInfo(info: ContactInfo | null): PublicContactInfo {
  const shown: PublicContactInfo = {}
  if (info?.address) shown.address = info.address
  const linkedin = safeWebsite(info?.linkedin)
  if (linkedin) shown.linkedin = linkedin
  return shown
}

/**
 * /resources/{id} and GET /api/resources/{id}: an active resource for anyone; a listing waiting for review (or not
 * accepted) only for the member who submitted it and for admins. Anything else is 404, as if it did not exist.
 */
export async function getResource(id: number, viewer: PublicUser | null): Promise<ResourceDetail> {
  const row = await findResource(id)
  if (!row || !canViewResource(viewer, row)) throw notFoundError(RESOURCE_NOT_FOUND)
  const { sectors, contactInfo, phone, isActive, submittedById, submittedAt, reviewedAt, ...card } = row
  return {
    ...toCard(card),
    sectors,
    contactInfo: publicContactInfo(contactInfo),
    hasContact: card.hasEmail || Boolean(phone),
    isActive,
    application: submittedById === null && submittedAt === null ? null : { state: applicationState({ isActive, reviewedAt }), submittedAt },
  }
}

/**
 * Contact (000 §2): a signed-in member asks for a resource's e-mail (and phone). Each reveal is counted per member
 * (CONTACT_REVEALS_PER_HOUR), before the lookup, so nobody can walk the ids and collect a mailing list.
 */
export async function revealResourceContact(user: PublicUser, id: number, now = Date.now()): Promise<ResourceContact> {
  const limit = await consume({ key: `resource-contact:${user.id}`, max: CONTACT_REVEALS_PER_HOUR, windowMs: 3_600_000 }, now)
  if (!limit.allowed) throw tooManyRequests(TOO_MANY_CONTACT_REVEALS, limit.retryAfter)
  const db = await getDb()
  // The listing and its e-mail addresses in one read; the addresses leave only after the visibility check.
  const [row] = await db
    .select({ ...detailColumns(), email: resources.email, contactEmail: contactField('email') })
    .from(resources)
    .where(eq(resources.id, id))
  if (!row || !canViewResource(user, row)) throw notFoundError(RESOURCE_NOT_FOUND)
  const contact = {
    id: row.id,
    name: row.name,
    email: row.email || row.contactEmail || null,
    phone: typeof row.phone === 'string' && row.phone ? row.phone : null,
    website: safeWebsite(row.website),
  }
  if (row.submittedById !== null && row.submittedById !== user.id && (contact.email || contact.phone)) {
    await tellListingOwner(row.submittedById, contact, user, now)
  }
  return contact
}

/** One request per member and listing a day reaches the owner (a member who reveals it again is not news). */
const CONTACT_NOTICE_WINDOW_MS = 24 * 3_600_000

/**
 * A contact request to the member who listed the resource (docs/decisions/0105): the in-app row and the e-mail, in
 * one transaction with the check that this member has not asked in the last day. The reveal itself writes nothing
 * (only its rate-limit counter), so this transaction is the cause's record.
 */
async function tellListingOwner(ownerId: number, contact: ResourceContact, requester: PublicUser, now: number): Promise<void> {
  const database = await getDatabase()
  await database.transaction(async (tx) => {
    const [recent] = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, ownerId),
          eq(notifications.kind, 'resource-contact'),
          gt(notifications.createdAt, new Date(now - CONTACT_NOTICE_WINDOW_MS)),
          sql`json_extract(${notifications.data}, '$.resourceId') = ${contact.id}`,
          sql`json_extract(${notifications.data}, '$.requesterId') = ${requester.id}`,
        ),
      )
      .limit(1)
    if (recent) return
    const [owner] = await tx.select({ firstName: users.firstName }).from(users).where(eq(users.id, ownerId))
    if (!owner) return
    await notify(tx, {
      userId: ownerId,
      kind: 'resource-contact',
      data: {
        name: owner.firstName ?? '',
        // The requester's name, never their address: they asked for the listing's contact, not to share their own.
        requester: [requester.firstName, requester.lastName].filter((part) => part?.trim()).join(' '),
        requesterId: requester.id,
        resourceId: contact.id,
        resource: contact.name,
      },
    })
  })
}

/**
 * Apply to Join (docs/decisions/0039-apply-to-join.md): the member's listing is stored inactive and unverified, with
 * who submitted it and when, for an admin to review. A member may have MAX_PENDING_APPLICATIONS waiting at once,
 * decided by the insert itself (it inserts only while fewer are waiting), so parallel submissions cannot pass it.
 */
export async function applyToJoin(
  user: PublicUser,
  input: ResourceApplicationInput,
  now = new Date(),
): Promise<ResourceApplication> {
  const db = await getDb()
  const at = now.getTime()
  const rows = (await db.all(sql`
    insert into ${resources} (
      name, description, type, location, website, email, specialties, sectors, review_count, is_verified, is_active,
      submitted_by_id, submitted_at, created_at, updated_at
    )
    select ${input.name}, ${input.description}, ${input.type}, ${input.location}, ${input.website ?? null},
      ${input.email}, ${JSON.stringify(input.specialties)}, '[]', 0, 0, 0, ${user.id}, ${at}, ${at}, ${at}
    where (
      select count(*) from ${resources}
      where submitted_by_id = ${user.id} and submitted_at is not null and reviewed_at is null
    ) < ${MAX_PENDING_APPLICATIONS}
    returning id
  `)) as { id: number }[]
  const inserted = rows[0]
  if (!inserted) {
    throw conflict(
      `You already have ${MAX_PENDING_APPLICATIONS} listings waiting for review. You can apply again once an admin has reviewed them.`,
    )
  }
  return { id: Number(inserted.id), name: input.name, type: input.type, location: input.location, state: 'pending', submittedAt: now }
}

/** The listings a member submitted, newest first, with where each stands ('pending review', listed, not listed). */
export async function listMyApplications(userId: number): Promise<ResourceApplication[]> {
  const db = await getDb()
  const rows = await db
    .select({
      id: resources.id,
      name: resources.name,
      type: resources.type,
      location: resources.location,
      isActive: resources.isActive,
      reviewedAt: resources.reviewedAt,
      submittedAt: resources.submittedAt,
    })
    .from(resources)
    .where(and(eq(resources.submittedById, userId), isNotNull(resources.submittedAt)))
    .orderBy(desc(resources.submittedAt), desc(resources.id))
  return rows.map(({ isActive, reviewedAt, ...row }) => ({ ...row, state: applicationState({ isActive, reviewedAt }) }))
}
