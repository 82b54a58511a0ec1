import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { companyMilestones, fundingRoundInvestors, fundingRounds, investors, startupGallery, startups } from '../../db/schema'
import { parseDecimal } from '../../db/columns'
import {
  MAX_FUNDING_ROUNDS,
  MAX_GALLERY_IMAGES,
  MAX_MILESTONES,
  MAX_PRESS_LINKS,
  MEDIA_ITEM_NOT_FOUND,
  MILESTONE_NOT_FOUND,
  ROUND_NOT_FOUND,
  TOO_MANY_IMAGES,
  TOO_MANY_MILESTONES,
  TOO_MANY_PRESS_LINKS,
  TOO_MANY_ROUNDS,
  type MediaItemType,
} from '~/domain/startup-showcase'
import { STARTUP_NOT_FOUND } from '~/domain/startup-profile'
import { NOT_AN_IMAGE } from '~/domain/uploads'
import { nowMs } from '../../db/columns'
import { getDatabase, getDb } from '~/server/db.server'
import { storeUpload } from '~/server/uploads.server'
import { badRequest, conflict, forbidden, notFoundError } from '~/shared/errors'
import { canEditStartup } from '~/shared/permissions'
import type { MoneyTotal } from '~/shared/money'
import type { PublicUser } from '~/shared/user'
import type {
  FundingRoundInput,
  FundingRoundPatch,
  GalleryImageInput,
  MediaPatch,
  MilestoneInput,
  MilestonePatch,
  PressLinkInput,
} from '~/schemas/showcase'
import { getTotalFunding, loadStartupTab, type StartupFundingRound, type StartupMilestone } from './startup-profile.server'
import { EDIT_FORBIDDEN, getStartupAccess } from './startups.server'

/**
 * Funding rounds, milestones, gallery images and press links, kept by the people who run the startup (issue 41 items
 * 2–3, docs/decisions/0109-funding-milestones-media.md). Who may is `canEditStartup` (with the lapsed-claim rule of
 * decision 0083 through getStartupAccess), asked here so the manage pages and the /api twins share it. Every insert
 * decides its limit in the same statement (INSERT … SELECT … WHERE count < limit), so two editors at once cannot pass
 * it, on either driver.
 */

/** 404 for an absent or inactive startup, 403 for a member who may not change it. */
export async function requireShowcaseEditor(user: PublicUser, startupId: number): Promise<{ name: string }> {
  const access = await getStartupAccess(startupId, user.id)
  if (!access) throw notFoundError(STARTUP_NOT_FOUND)
  if (!canEditStartup(user, access)) throw forbidden(EDIT_FORBIDDEN)
  const db = await getDb()
  const [row] = await db.select({ name: startups.name }).from(startups).where(eq(startups.id, startupId))
  return { name: row!.name }
}

const liveStartup = (startupId: number) => and(eq(startups.id, startupId), eq(startups.isActive, true))

// ── Funding ──

export interface FundingChange {
  round: StartupFundingRound
  /** The startup's total funding afterwards, one total per currency (never added across currencies). */
  totalFunding: MoneyTotal[]
}

/** The lead first, then the others, each once: the round's `investors` as the profile lists them. */
function investorList(lead: string | null | undefined, others: readonly string[]): string[] {
  return [...new Set([...(lead ? [lead] : []), ...others])]
}

const minorUnits = (amount: string | null | undefined) => (amount ? parseDecimal(amount, 15, 2) : null)

async function fundingChange(startupId: number, roundId: number): Promise<FundingChange> {
  const rounds = await loadStartupTab(startupId, 'funding')
  const round = rounds.find((row) => row.id === roundId)
  if (!round) throw notFoundError(ROUND_NOT_FOUND)
  return { round, totalFunding: await getTotalFunding(startupId) }
}

/** The manage page: the rounds in date order (the profile's order) and the server's totals. */
export async function fundingForManage(user: PublicUser, startupId: number) {
  const startup = await requireShowcaseEditor(user, startupId)
  const [rounds, totalFunding] = [await loadStartupTab(startupId, 'funding'), await getTotalFunding(startupId)]
  return { startup: { id: startupId, ...startup }, rounds, totalFunding }
}

const UNKNOWN_DIRECTORY_INVESTOR = 'Choose investors from the directory'

/**
 * The directory investors a round names (funding_round_investors, decision 0117), replacing what it named: only
 * verified, active investors, decided by the INSERT … SELECT itself; a missing one is a 400 and the caller's
 * transaction rolls back. The lead is one of them (added when missing).
 */
async function setRoundDirectoryInvestors(tx: Db, roundId: number, ids: number[], lead: number | undefined): Promise<void> {
  const chosen = lead !== undefined && !ids.includes(lead) ? [lead, ...ids] : ids
  await tx.delete(fundingRoundInvestors).where(eq(fundingRoundInvestors.fundingRoundId, roundId))
  if (chosen.length === 0) return
  const linked = await tx
    .insert(fundingRoundInvestors)
    .select(
      tx
        .select({
          fundingRoundId: sql`${roundId}`.as('funding_round_id'),
          investorId: investors.id,
          isLead: sql`${investors.id} = ${lead ?? -1}`.as('is_lead'),
        })
        .from(investors)
        .where(and(inArray(investors.id, chosen), eq(investors.isVerified, true), eq(investors.isActive, true))),
    )
    .returning({ id: fundingRoundInvestors.investorId })
  if (linked.length !== chosen.length) {
    throw badRequest(UNKNOWN_DIRECTORY_INVESTOR, { directoryInvestors: [UNKNOWN_DIRECTORY_INVESTOR] })
  }
}

/** The verified, active investors a round may name, by name (the manage page's multi-select). */
export async function directoryInvestorOptions(): Promise<{ id: number; name: string }[]> {
  const db = await getDb()
  return db
    .select({ id: investors.id, name: investors.name })
    .from(investors)
    .where(and(eq(investors.isVerified, true), eq(investors.isActive, true)))
    .orderBy(sql`lower(${investors.name})`, investors.id)
}

export async function addFundingRound(user: PublicUser, startupId: number, input: FundingRoundInput): Promise<FundingChange> {
  await requireShowcaseEditor(user, startupId)
  const database = await getDatabase()
  const roundId = await database.transaction(async (db) => {
    const existing = db.select({ n: count() }).from(fundingRounds).where(eq(fundingRounds.startupId, startupId))
    const inserted = await db
      .insert(fundingRounds)
      .select(
        db
          .select({
            // Every column in table order (drizzle's INSERT … SELECT).
            id: sql`NULL`.as('id'),
            startupId: startups.id,
            roundType: sql`${input.roundType}`.as('round_type'),
            amount: sql`${minorUnits(input.amount)}`.as('amount'),
            currency: sql`${input.currency}`.as('currency'),
            announcedDate: sql`${input.date}`.as('announced_date'),
            investors: sql`${JSON.stringify(investorList(input.leadInvestor, input.investors))}`.as('investors'),
            leadInvestor: sql`${input.leadInvestor ?? null}`.as('lead_investor'),
            description: sql`${input.description ?? null}`.as('description'),
            createdAt: sql`${nowMs}`.as('created_at'),
            updatedAt: sql`${nowMs}`.as('updated_at'),
          })
          .from(startups)
          .where(and(liveStartup(startupId), sql`(${existing}) < ${MAX_FUNDING_ROUNDS}`)),
      )
      .returning({ id: fundingRounds.id })
    if (inserted.length === 0) throw conflict(TOO_MANY_ROUNDS)
    await setRoundDirectoryInvestors(db, inserted[0]!.id, input.directoryInvestors ?? [], input.leadDirectoryInvestor)
    return inserted[0]!.id
  })
  return fundingChange(startupId, roundId)
}

/** A correction: the fields given change (a page's edit form gives them all), null clears an optional one. */
export async function updateFundingRound(
  user: PublicUser,
  startupId: number,
  roundId: number,
  patch: FundingRoundPatch,
): Promise<FundingChange> {
  await requireShowcaseEditor(user, startupId)
  const db = await getDb()
  const [current] = await db
    .select({ leadInvestor: fundingRounds.leadInvestor, investors: fundingRounds.investors, currency: fundingRounds.currency, amount: fundingRounds.amount })
    .from(fundingRounds)
    .where(and(eq(fundingRounds.id, roundId), eq(fundingRounds.startupId, startupId)))
  if (!current) throw notFoundError(ROUND_NOT_FOUND)
  const lead = patch.leadInvestor === undefined ? current.leadInvestor : patch.leadInvestor || null
  const others =
    patch.investors ?? (patch.leadInvestor === undefined ? current.investors : current.investors.filter((name) => name !== current.leadInvestor))
  const changesInvestors = patch.investors !== undefined || patch.leadInvestor !== undefined
  // A yen amount with cents stays refused whichever of the two fields the correction names.
  const currency = patch.currency ?? current.currency
  const amount = patch.amount === undefined ? current.amount : patch.amount
  if (currency === 'JPY' && amount && !/^\d+(\.0{1,2})?$/.test(amount)) {
    throw badRequest('Yen amounts are whole numbers', { amount: ['Yen amounts are whole numbers'] })
  }
  const set = {
    ...(patch.roundType !== undefined && { roundType: patch.roundType }),
    ...(patch.amount !== undefined && { amount: patch.amount }),
    ...(patch.currency !== undefined && { currency: patch.currency }),
    ...(patch.date !== undefined && { announcedDate: patch.date }),
    ...(changesInvestors && { leadInvestor: lead, investors: investorList(lead, others) }),
    ...(patch.description !== undefined && { description: patch.description || null }),
  }
  const database = await getDatabase()
  await database.transaction(async (tx) => {
    // An empty change changes nothing (and an UPDATE with nothing to set is not SQL).
    if (Object.keys(set).length > 0) {
      const updated = await tx
        .update(fundingRounds)
        .set(set)
        .where(and(eq(fundingRounds.id, roundId), eq(fundingRounds.startupId, startupId)))
        .returning({ id: fundingRounds.id })
      if (updated.length === 0) throw notFoundError(ROUND_NOT_FOUND)
    }
    if (patch.directoryInvestors !== undefined || patch.leadDirectoryInvestor !== undefined) {
      const current = await tx
        .select({ id: fundingRoundInvestors.investorId, isLead: fundingRoundInvestors.isLead })
        .from(fundingRoundInvestors)
        .where(eq(fundingRoundInvestors.fundingRoundId, roundId))
      const ids = patch.directoryInvestors ?? current.map((link) => link.id)
      const lead = patch.leadDirectoryInvestor === undefined ? current.find((link) => link.isLead)?.id : (patch.leadDirectoryInvestor ?? undefined)
      await setRoundDirectoryInvestors(tx, roundId, ids, lead)
    }
  })
  return fundingChange(startupId, roundId)
}

/** The page's edit form sends every field: what it leaves blank is cleared. */
export function fullFundingPatch(input: FundingRoundInput): FundingRoundPatch {
  return {
    roundType: input.roundType,
    amount: input.amount ?? null,
    currency: input.currency,
    date: input.date,
    leadInvestor: input.leadInvestor ?? null,
    investors: input.investors,
    description: input.description ?? null,
    directoryInvestors: input.directoryInvestors ?? [],
    leadDirectoryInvestor: input.leadDirectoryInvestor ?? null,
  }
}

export async function removeFundingRound(
  user: PublicUser,
  startupId: number,
  roundId: number,
): Promise<{ totalFunding: MoneyTotal[] }> {
  await requireShowcaseEditor(user, startupId)
  const db = await getDb()
  const removed = await db
    .delete(fundingRounds)
    .where(and(eq(fundingRounds.id, roundId), eq(fundingRounds.startupId, startupId)))
    .returning({ id: fundingRounds.id })
  if (removed.length === 0) throw notFoundError(ROUND_NOT_FOUND)
  return { totalFunding: await getTotalFunding(startupId) }
}

// ── Milestones ──

export async function milestonesForManage(user: PublicUser, startupId: number) {
  const startup = await requireShowcaseEditor(user, startupId)
  return { startup: { id: startupId, ...startup }, milestones: await loadStartupTab(startupId, 'milestones') }
}

async function milestoneById(startupId: number, milestoneId: number): Promise<StartupMilestone> {
  const milestone = (await loadStartupTab(startupId, 'milestones')).find((row) => row.id === milestoneId)
  if (!milestone) throw notFoundError(MILESTONE_NOT_FOUND)
  return milestone
}

export async function addMilestone(user: PublicUser, startupId: number, input: MilestoneInput): Promise<StartupMilestone> {
  await requireShowcaseEditor(user, startupId)
  const db = await getDb()
  const existing = db.select({ n: count() }).from(companyMilestones).where(eq(companyMilestones.startupId, startupId))
  const inserted = await db
    .insert(companyMilestones)
    .select(
      db
        .select({
          id: sql`NULL`.as('id'),
          startupId: startups.id,
          title: sql`${input.title}`.as('title'),
          description: sql`${input.description ?? null}`.as('description'),
          achievedDate: sql`${input.date}`.as('achieved_date'),
          category: sql`${input.category ?? null}`.as('category'),
          amount: sql`NULL`.as('amount'),
          currency: sql`'USD'`.as('currency'),
          media: sql`'[]'`.as('media'),
          isPublic: sql`1`.as('is_public'),
          createdAt: sql`${nowMs}`.as('created_at'),
          updatedAt: sql`${nowMs}`.as('updated_at'),
        })
        .from(startups)
        .where(and(liveStartup(startupId), sql`(${existing}) < ${MAX_MILESTONES}`)),
    )
    .returning({ id: companyMilestones.id })
  if (inserted.length === 0) throw conflict(TOO_MANY_MILESTONES)
  return milestoneById(startupId, inserted[0]!.id)
}

export async function updateMilestone(
  user: PublicUser,
  startupId: number,
  milestoneId: number,
  patch: MilestonePatch,
): Promise<StartupMilestone> {
  await requireShowcaseEditor(user, startupId)
  const db = await getDb()
  const set = {
    ...(patch.title !== undefined && { title: patch.title }),
    ...(patch.date !== undefined && { achievedDate: patch.date }),
    ...(patch.category !== undefined && { category: patch.category }),
    ...(patch.description !== undefined && { description: patch.description || null }),
  }
  // An empty change changes nothing; milestoneById still answers 404 for a milestone that is not this startup's.
  if (Object.keys(set).length > 0) {
    const updated = await db
      .update(companyMilestones)
      .set(set)
      .where(and(eq(companyMilestones.id, milestoneId), eq(companyMilestones.startupId, startupId)))
      .returning({ id: companyMilestones.id })
    if (updated.length === 0) throw notFoundError(MILESTONE_NOT_FOUND)
  }
  return milestoneById(startupId, milestoneId)
}

export function fullMilestonePatch(input: MilestoneInput): MilestonePatch {
  return { title: input.title, date: input.date, category: input.category ?? null, description: input.description ?? null }
}

export async function removeMilestone(user: PublicUser, startupId: number, milestoneId: number): Promise<void> {
  await requireShowcaseEditor(user, startupId)
  const db = await getDb()
  const removed = await db
    .delete(companyMilestones)
    .where(and(eq(companyMilestones.id, milestoneId), eq(companyMilestones.startupId, startupId)))
    .returning({ id: companyMilestones.id })
  if (removed.length === 0) throw notFoundError(MILESTONE_NOT_FOUND)
}

// ── Media: gallery images and press links ──

/** One entry of GET /api/startups/{id}/media: a gallery image or video, or a press link. */
export interface StartupMediaItem {
  id: number
  type: MediaItemType
  url: string
  /** An image's caption; a press link's headline. */
  caption: string | null
  title: string | null
  outlet: string | null
  /** A press link's date, YYYY-MM-DD. */
  date: string | null
  order: number
}

/** The gallery in display order, then the press links, newest first (undated last). */
export async function listStartupMedia(startupId: number): Promise<StartupMediaItem[]> {
  const db = await getDb()
  const [startup] = await db.select({ id: startups.id }).from(startups).where(liveStartup(startupId))
  if (!startup) throw notFoundError(STARTUP_NOT_FOUND)
  const rows = await db
    .select({
      id: startupGallery.id,
      type: startupGallery.mediaType,
      url: startupGallery.mediaUrl,
      title: startupGallery.title,
      outlet: startupGallery.outlet,
      date: startupGallery.publishedDate,
      order: startupGallery.displayOrder,
    })
    .from(startupGallery)
    .where(and(eq(startupGallery.startupId, startupId), eq(startupGallery.isPublic, true)))
    .orderBy(
      sql`${startupGallery.mediaType} = 'press'`,
      asc(startupGallery.displayOrder),
      sql`${startupGallery.publishedDate} is null`,
      desc(startupGallery.publishedDate),
      asc(startupGallery.id),
    )
  return rows.map((row) => ({ ...row, caption: row.title }))
}

export async function mediaForManage(user: PublicUser, startupId: number) {
  const startup = await requireShowcaseEditor(user, startupId)
  return { startup: { id: startupId, ...startup }, media: await listStartupMedia(startupId) }
}

async function mediaItemById(startupId: number, itemId: number): Promise<StartupMediaItem> {
  const item = (await listStartupMedia(startupId)).find((row) => row.id === itemId)
  if (!item) throw notFoundError(MEDIA_ITEM_NOT_FOUND)
  return item
}

/** Inserts a gallery row unless the startup already has `max` of that kind (one statement). */
async function insertMediaRow(
  startupId: number,
  kind: 'image' | 'press',
  row: { url: string; title: string | null; outlet: string | null; date: string | null; order: number; uploadedBy: number; fileSize: number | null },
  max: number,
): Promise<number | null> {
  const db = await getDb()
  const existing = db
    .select({ n: count() })
    .from(startupGallery)
    .where(and(eq(startupGallery.startupId, startupId), kind === 'press' ? eq(startupGallery.mediaType, 'press') : sql`${startupGallery.mediaType} <> 'press'`))
  const inserted = await db
    .insert(startupGallery)
    .select(
      db
        .select({
          id: sql`NULL`.as('id'),
          startupId: startups.id,
          mediaUrl: sql`${row.url}`.as('media_url'),
          mediaType: sql`${kind}`.as('media_type'),
          title: sql`${row.title}`.as('title'),
          outlet: sql`${row.outlet}`.as('outlet'),
          publishedDate: sql`${row.date}`.as('published_date'),
          description: sql`NULL`.as('description'),
          category: sql`NULL`.as('category'),
          displayOrder: sql`${row.order}`.as('display_order'),
          isFeatured: sql`0`.as('is_featured'),
          isPublic: sql`1`.as('is_public'),
          uploadedBy: sql`${row.uploadedBy}`.as('uploaded_by'),
          fileSize: sql`${row.fileSize}`.as('file_size'),
          dimensions: sql`NULL`.as('dimensions'),
          createdAt: sql`${nowMs}`.as('created_at'),
          updatedAt: sql`${nowMs}`.as('updated_at'),
        })
        .from(startups)
        .where(and(liveStartup(startupId), sql`(${existing}) < ${max}`)),
    )
    .returning({ id: startupGallery.id })
  return inserted[0]?.id ?? null
}

/**
 * A gallery image through the upload path the logo uses (streamed, held to 5 MB by the caller's reader; PNG, JPG or
 * SVG by its bytes, SVG sanitised; 415 otherwise). The limit is checked before the bytes are stored and decided again
 * by the insert.
 */
export async function addGalleryImage(
  user: PublicUser,
  startupId: number,
  file: File,
  input: GalleryImageInput,
): Promise<StartupMediaItem> {
  await requireShowcaseEditor(user, startupId)
  const db = await getDb()
  const [images] = await db
    .select({ n: count() })
    .from(startupGallery)
    .where(and(eq(startupGallery.startupId, startupId), sql`${startupGallery.mediaType} <> 'press'`))
  if ((images?.n ?? 0) >= MAX_GALLERY_IMAGES) throw conflict(TOO_MANY_IMAGES)
  const stored = await storeUpload(file, {
    kind: 'gallery',
    allowed: ['png', 'jpeg', 'svg'],
    uploadedBy: user.id,
    isPublic: true,
    refusal: NOT_AN_IMAGE,
  })
  const id = await insertMediaRow(
    startupId,
    'image',
    { url: stored.url, title: input.caption ?? null, outlet: null, date: null, order: input.order, uploadedBy: user.id, fileSize: stored.size },
    MAX_GALLERY_IMAGES,
  )
  if (id === null) throw conflict(TOO_MANY_IMAGES)
  return mediaItemById(startupId, id)
}

export async function addPressLink(user: PublicUser, startupId: number, input: PressLinkInput): Promise<StartupMediaItem> {
  await requireShowcaseEditor(user, startupId)
  const id = await insertMediaRow(
    startupId,
    'press',
    { url: input.url, title: input.title, outlet: input.outlet ?? null, date: input.date ?? null, order: 0, uploadedBy: user.id, fileSize: null },
    MAX_PRESS_LINKS,
  )
  if (id === null) throw conflict(TOO_MANY_PRESS_LINKS)
  return mediaItemById(startupId, id)
}

const IMAGE_FIELDS_ONLY = "An image's caption and order can be changed; upload a new image to replace it"
const PRESS_FIELDS_ONLY = "A press link's title, web address, outlet, date and order can be changed"

/** A caption or order for an image; title, address, outlet, date or order for a press link. */
export async function updateMediaItem(
  user: PublicUser,
  startupId: number,
  itemId: number,
  patch: MediaPatch,
): Promise<StartupMediaItem> {
  await requireShowcaseEditor(user, startupId)
  const db = await getDb()
  const [item] = await db
    .select({ type: startupGallery.mediaType })
    .from(startupGallery)
    .where(and(eq(startupGallery.id, itemId), eq(startupGallery.startupId, startupId)))
  if (!item) throw notFoundError(MEDIA_ITEM_NOT_FOUND)
  const press = item.type === 'press'
  if (!press && (patch.title !== undefined || patch.url !== undefined || patch.outlet !== undefined || patch.date !== undefined)) {
    throw badRequest(IMAGE_FIELDS_ONLY)
  }
  if (press && patch.caption !== undefined) throw badRequest(PRESS_FIELDS_ONLY)
  const set = {
    ...(patch.caption !== undefined && { title: patch.caption || null }),
    ...(patch.title !== undefined && { title: patch.title }),
    ...(patch.order !== undefined && { displayOrder: patch.order }),
    ...(patch.url !== undefined && { mediaUrl: patch.url }),
    ...(patch.outlet !== undefined && { outlet: patch.outlet || null }),
    ...(patch.date !== undefined && { publishedDate: patch.date }),
  }
  if (Object.keys(set).length > 0) {
    await db.update(startupGallery).set(set).where(and(eq(startupGallery.id, itemId), eq(startupGallery.startupId, startupId)))
  }
  return mediaItemById(startupId, itemId)
}

/**
 * Removes an image or a press link from the profile. An image's bytes stay in storage (media_library), as a replaced
 * logo's do: a page or a cache that still links them keeps working.
 */
export async function removeMediaItem(user: PublicUser, startupId: number, itemId: number): Promise<void> {
  await requireShowcaseEditor(user, startupId)
  const db = await getDb()
  const removed = await db
    .delete(startupGallery)
    .where(and(eq(startupGallery.id, itemId), eq(startupGallery.startupId, startupId)))
    .returning({ id: startupGallery.id })
  if (removed.length === 0) throw notFoundError(MEDIA_ITEM_NOT_FOUND)
}
