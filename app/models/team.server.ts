import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import { startups, startupTeam, teamInvitations, users } from '../../db/schema'
import type { Db } from '../../db/client'
import { STARTUP_NOT_FOUND } from '~/domain/startup-profile'
import {
  ALREADY_ON_TEAM,
  FOUNDER_PLACE,
  INVITATION_EXPIRED,
  INVITATION_NOT_FOUND,
  INVITATION_OTHER_ADDRESS,
  INVITATION_PENDING,
  INVITATION_REVOKED,
  INVITATION_TTL_MS,
  INVITATION_USED,
  INVITEE_ALREADY_ON_TEAM,
  LAST_OWNER,
  TEAM_FORBIDDEN,
  TEAM_MEMBER_NOT_FOUND,
  type TeamAccessRole,
  type TeamKind,
  type TeamMove,
} from '~/domain/team'
import type { TeamInvitationInput, TeamMemberInput, TeamMemberPatch } from '~/schemas/team'
import { getDatabase, getDb } from '~/server/db.server'
import { hashSecretToken, newSecretToken, SECRET_TOKEN_PATTERN } from '~/server/secret-token.server'
import { badRequest, conflict, forbidden, notFoundError } from '~/shared/errors'
import { canChangeTeamEntry, canEditStartup, canManageTeam, type StartupAccess } from '~/shared/permissions'
import type { PublicUser } from '~/shared/user'
import { mailAddress, notify } from './notifications.server'
import { EDIT_FORBIDDEN, getStartupAccess } from './startups.server'
import { nextDisplayOrder, TEAM_ROW_COLUMNS, teamPlaceListed } from './team-places.server'

/**
 * A startup's people and who may run it (issue 41 item 1, docs/decisions/0108-team-roles-and-invitations.md): the
 * manage page (/startup/{id}/manage/team) and its /api twins call these. Who may do what is asked of
 * app/shared/permissions.ts (canManageTeam, canChangeTeamEntry); the last-owner rule is decided in the statement
 * that removes or demotes an owner, so two owners leaving at once leave one — on either driver.
 */

/** The Team tab's order (app/models/startup-profile.server.ts teamsOf): display order, then as before there was one. */
const TEAM_ORDER = [asc(startupTeam.displayOrder), desc(startupTeam.isFounder), asc(startupTeam.joinedAt), asc(startupTeam.id)] as const

type Member = Pick<PublicUser, 'id' | 'userType' | 'email' | 'firstName' | 'lastName'>

export interface ManagedTeamMember {
  id: number
  name: string
  role: string | null
  bio: string | null
  email: string | null
  /** The photo shown (the account's wins); `photoUrl` is the one the entry keeps. */
  profilePhoto: string | null
  photoUrl: string | null
  links: string[]
  kind: TeamKind
  accessRole: TeamAccessRole | null
  isFounder: boolean
  /** The founder's own place (it stays, decision 0108). */
  isFounderPlace: boolean
  /** Whether this is the viewer's own place (they may leave it). */
  isYou: boolean
  hasAccount: boolean
}

export interface PendingInvitation {
  id: number
  email: string
  accessRole: TeamAccessRole
  expiresAt: Date
  createdAt: Date
}

export interface TeamAccess extends StartupAccess {
  id: number
  name: string
}

/** The startup and what decides who runs it; 404 when absent or inactive. */
async function teamAccess(startupId: number, user: Member): Promise<TeamAccess> {
  const access = await getStartupAccess(startupId, user.id)
  if (!access) throw notFoundError(STARTUP_NOT_FOUND)
  const db = await getDb()
  const [row] = await db.select({ name: startups.name }).from(startups).where(eq(startups.id, startupId))
  return { ...access, name: row?.name ?? '' }
}

/** Owners only (canManageTeam): 404 unknown startup, 403 anyone else. */
async function requireTeamManager(startupId: number, user: Member): Promise<TeamAccess> {
  const access = await teamAccess(startupId, user)
  if (!canManageTeam(user, access)) throw forbidden(TEAM_FORBIDDEN)
  return access
}

function memberName(row: { name: string | null; userFirstName: string | null; userLastName: string | null; userEmail: string | null }): string {
  const userName = [row.userFirstName, row.userLastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ')
  return userName || row.name || row.userEmail || ''
}

/** The entries of the startup as the manage page lists them (a lapsed claimer's place is not listed, decision 0083). */
async function managedEntries(db: Db, startupId: number, viewer: Member, access: TeamAccess): Promise<ManagedTeamMember[]> {
  const rows = await db
    .select({
      ...TEAM_ROW_COLUMNS,
    })
    .from(startupTeam)
    .innerJoin(startups, eq(startups.id, startupTeam.startupId))
    .leftJoin(users, eq(users.id, startupTeam.userId))
    .where(and(eq(startupTeam.startupId, startupId), teamPlaceListed(startupTeam.userId)))
    .orderBy(...TEAM_ORDER)
  return rows.map((row) => ({
    id: row.id,
    name: memberName(row),
    role: row.role,
    bio: row.bio,
    email: row.userEmail ?? row.email,
    profilePhoto: row.userPhoto ?? row.photoUrl,
    photoUrl: row.photoUrl,
    links: row.links,
    kind: row.kind,
    // A role is read only on a place with an account.
    accessRole: row.userId === null ? null : row.accessRole,
    isFounder: row.isFounder,
    isFounderPlace: row.userId !== null && row.userId === access.founderId,
    isYou: row.userId === viewer.id,
    hasAccount: row.userId !== null,
  }))
}

export interface ManagedTeam {
  startup: { id: number; name: string }
  people: ManagedTeamMember[]
  /** Pending invitations: for owners only (empty for editors). */
  invitations: PendingInvitation[]
  canManageTeam: boolean
}

/**
 * The manage page: those who may edit the startup (canEditStartup: owners and editors) see its people; owners also
 * its pending invitations and the forms that change roles. 404 unknown startup, 403 anyone else.
 */
export async function getManagedTeam(user: Member, startupId: number, now = new Date()): Promise<ManagedTeam> {
  const access = await teamAccess(startupId, user)
  if (!canEditStartup(user, access)) throw forbidden(EDIT_FORBIDDEN)
  const manager = canManageTeam(user, access)
  const db = await getDb()
  const people = await managedEntries(db, startupId, user, access)
  const invitations = manager ? await pendingInvitations(db, startupId, now) : []
  return { startup: { id: access.id, name: access.name }, people, invitations, canManageTeam: manager }
}

/** GET of the API's collection for a manager is the public list; this is the one entry after a change. */
async function entryOf(db: Db, startupId: number, itemId: number, viewer: Member, access: TeamAccess): Promise<ManagedTeamMember> {
  const entry = (await managedEntries(db, startupId, viewer, access)).find((person) => person.id === itemId)
  if (!entry) throw notFoundError(TEAM_MEMBER_NOT_FOUND)
  return entry
}

/** Adds a person to the profile (no account, no role: invitations give those). Owners and editors. */
export async function addTeamMember(user: Member, startupId: number, input: TeamMemberInput): Promise<ManagedTeamMember> {
  const access = await teamAccess(startupId, user)
  if (!canChangeTeamEntry(user, access, { userId: null })) throw forbidden(EDIT_FORBIDDEN)
  const db = await getDb()
  const [row] = await db
    .insert(startupTeam)
    .values({
      startupId,
      name: input.name,
      role: input.role ?? null,
      photoUrl: input.photoUrl ?? null,
      bio: input.bio ?? null,
      links: input.links,
      kind: input.kind,
      accessRole: null,
      displayOrder: nextDisplayOrder(startupId),
    })
    .returning({ id: startupTeam.id })
  return entryOf(db, startupId, row!.id, user, access)
}

interface StoredEntry {
  id: number
  userId: number | null
  accessRole: TeamAccessRole | null
}

/** One listed entry of the startup; 404 for another startup's, an unknown id or a lapsed claimer's place. */
async function storedEntry(db: Db, startupId: number, itemId: number): Promise<StoredEntry> {
  const [row] = await db
    .select({ id: startupTeam.id, userId: startupTeam.userId, accessRole: startupTeam.accessRole })
    .from(startupTeam)
    .innerJoin(startups, eq(startups.id, startupTeam.startupId))
    .where(and(eq(startupTeam.id, itemId), eq(startupTeam.startupId, startupId), teamPlaceListed(startupTeam.userId)))
  if (!row) throw notFoundError(TEAM_MEMBER_NOT_FOUND)
  return row
}

/**
 * Another owner place that counts remains on the startup besides `itemId` (the last-owner rule). Written with its own
 * aliases: it is a subquery of a statement on startup_team itself.
 */
function anotherOwnerRemains(startupId: number, itemId: number) {
  return sql`exists (select 1 from startup_team o inner join startups s on s.id = o.startup_id
    where o.startup_id = ${startupId} and o.id <> ${itemId} and o.access_role = 'owner' and o.user_id is not null
    and ((s.claimed_by_user_id = o.user_id and s.subscription_active = 1)
      or not exists (select 1 from profile_claims c where c.startup_id = o.startup_id and c.claimer_id = o.user_id and c.status = 'approved')))`
}

/**
 * Changes an entry: its fields (owners any entry; editors the people without a role), its role (owners only; an
 * owner is demoted only while another owner remains, in the one UPDATE), or its place in the order.
 */
export async function updateTeamMember(
  user: Member,
  startupId: number,
  itemId: number,
  patch: TeamMemberPatch,
): Promise<ManagedTeamMember> {
  const access = await teamAccess(startupId, user)
  const db = await getDb()
  const entry = await storedEntry(db, startupId, itemId)
  if (!canChangeTeamEntry(user, access, entry)) throw forbidden(entry.userId === null ? EDIT_FORBIDDEN : TEAM_FORBIDDEN)
  const { accessRole, move, ...fields } = patch
  if (accessRole !== undefined && accessRole !== entry.accessRole) {
    if (!canManageTeam(user, access)) throw forbidden(TEAM_FORBIDDEN)
    if (entry.userId === null) throw badRequest('Only a member with an account has a role: invite them by e-mail', { accessRole: ['Only a member with an account has a role: invite them by e-mail'] })
    if (entry.userId === access.founderId && accessRole !== 'owner') throw conflict(FOUNDER_PLACE)
    const changed = await db
      .update(startupTeam)
      .set({ accessRole })
      .where(
        and(
          eq(startupTeam.id, itemId),
          accessRole === 'owner' ? undefined : sql`(${startupTeam.accessRole} is not 'owner' or ${anotherOwnerRemains(startupId, itemId)})`,
        ),
      )
      .returning({ id: startupTeam.id })
    if (changed.length === 0) throw conflict(LAST_OWNER)
  }
  const set = {
    ...(fields.name !== undefined && { name: fields.name }),
    ...(fields.role !== undefined && { role: fields.role }),
    ...(fields.photoUrl !== undefined && { photoUrl: fields.photoUrl }),
    ...(fields.bio !== undefined && { bio: fields.bio }),
    ...(fields.links !== undefined && { links: fields.links }),
    ...(fields.kind !== undefined && { kind: fields.kind }),
  }
  if (Object.keys(set).length > 0) await db.update(startupTeam).set(set).where(eq(startupTeam.id, itemId))
  if (move) await moveEntry(startupId, itemId, move)
  return entryOf(db, startupId, itemId, user, access)
}

/**
 * Swaps the entry with its neighbour: the startup's listed entries are renumbered 0…n-1 in their order with the two
 * swapped, in one transaction (a team is a few dozen rows at most). At either end it stays where it is.
 */
async function moveEntry(startupId: number, itemId: number, move: TeamMove): Promise<void> {
  const database = await getDatabase()
  await database.transaction(async (tx) => {
    const rows = await tx
      .select({ id: startupTeam.id })
      .from(startupTeam)
      .innerJoin(startups, eq(startups.id, startupTeam.startupId))
      .where(and(eq(startupTeam.startupId, startupId), teamPlaceListed(startupTeam.userId)))
      .orderBy(...TEAM_ORDER)
    const ids = rows.map((row) => row.id)
    const from = ids.indexOf(itemId)
    const to = move === 'up' ? from - 1 : from + 1
    if (from < 0 || to < 0 || to >= ids.length) return
    ;[ids[from], ids[to]] = [ids[to]!, ids[from]!]
    for (const [order, id] of ids.entries()) {
      await tx.update(startupTeam).set({ displayOrder: order }).where(eq(startupTeam.id, id))
    }
  })
}

/**
 * Removes an entry, or the member's own place (leaving the team). Owners remove anyone; editors people without a
 * role; everyone with a place may leave. The founder's place stays; an owner's place goes only while another owner
 * remains — decided in the DELETE itself.
 */
export async function removeTeamMember(user: Member, startupId: number, itemId: number): Promise<{ id: number; left: boolean }> {
  const access = await teamAccess(startupId, user)
  const db = await getDb()
  const entry = await storedEntry(db, startupId, itemId)
  const leaving = entry.userId !== null && entry.userId === user.id
  if (!leaving && !canChangeTeamEntry(user, access, entry)) throw forbidden(entry.userId === null ? EDIT_FORBIDDEN : TEAM_FORBIDDEN)
  if (entry.userId !== null && entry.userId === access.founderId) throw conflict(FOUNDER_PLACE)
  const removed = await db
    .delete(startupTeam)
    .where(
      and(
        eq(startupTeam.id, itemId),
        eq(startupTeam.startupId, startupId),
        sql`(${startupTeam.accessRole} is not 'owner' or ${anotherOwnerRemains(startupId, itemId)})`,
      ),
    )
    .returning({ id: startupTeam.id })
  if (removed.length === 0) throw conflict(LAST_OWNER)
  return { id: itemId, left: leaving }
}

// ── Invitations ──────────────────────────────────────────────────────────────────────────────────────────────────

async function pendingInvitations(db: Db, startupId: number, now: Date): Promise<PendingInvitation[]> {
  return db
    .select({
      id: teamInvitations.id,
      email: teamInvitations.email,
      accessRole: teamInvitations.accessRole,
      expiresAt: teamInvitations.expiresAt,
      createdAt: teamInvitations.createdAt,
    })
    .from(teamInvitations)
    .where(
      and(
        eq(teamInvitations.startupId, startupId),
        isNull(teamInvitations.acceptedAt),
        isNull(teamInvitations.revokedAt),
        gt(teamInvitations.expiresAt, now),
      ),
    )
    .orderBy(desc(teamInvitations.id))
}

/** GET /api/startups/{id}/team/invitations: the pending invitations (owners only). */
export async function listTeamInvitations(user: Member, startupId: number, now = new Date()): Promise<PendingInvitation[]> {
  await requireTeamManager(startupId, user)
  return pendingInvitations(await getDb(), startupId, now)
}

function displayName(user: Pick<PublicUser, 'firstName' | 'lastName' | 'email'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.email
}

/**
 * An owner invites an address with a role. The invitation and its e-mail are written in one transaction: to a member
 * with that address through `notify` (in-app and e-mail), to an address without an account through the outbox alone
 * (`mailAddress`, in the inviter's language). 409 when that member already has a place that counts, or an
 * invitation to the address is still pending. The token leaves only in the e-mail.
 */
export async function inviteToTeam(
  user: Member & { language?: string | null },
  startupId: number,
  input: TeamInvitationInput,
  now = new Date(),
): Promise<PendingInvitation> {
  const access = await requireTeamManager(startupId, user)
  const database = await getDatabase()
  const token = newSecretToken()
  const invitation = await database.transaction(async (tx) => {
    const [invitee] = await tx
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(users)
      .where(eq(users.email, input.email))
    if (invitee) {
      const [place] = await tx
        .select({ id: startupTeam.id })
        .from(startupTeam)
        .innerJoin(startups, eq(startups.id, startupTeam.startupId))
        .where(and(eq(startupTeam.startupId, startupId), eq(startupTeam.userId, invitee.id), sql`${startupTeam.accessRole} is not null`, teamPlaceListed(invitee.id)))
      if (place) throw conflict(INVITEE_ALREADY_ON_TEAM, { email: [INVITEE_ALREADY_ON_TEAM] })
    }
    const [pending] = await tx
      .select({ id: teamInvitations.id })
      .from(teamInvitations)
      .where(
        and(
          eq(teamInvitations.startupId, startupId),
          eq(teamInvitations.email, input.email),
          isNull(teamInvitations.acceptedAt),
          isNull(teamInvitations.revokedAt),
          gt(teamInvitations.expiresAt, now),
        ),
      )
    if (pending) throw conflict(INVITATION_PENDING, { email: [INVITATION_PENDING] })
    const [row] = await tx
      .insert(teamInvitations)
      .values({
        startupId,
        email: input.email,
        accessRole: input.accessRole,
        tokenHash: hashSecretToken(token),
        invitedBy: user.id,
        expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
        createdAt: now,
      })
      .returning({
        id: teamInvitations.id,
        email: teamInvitations.email,
        accessRole: teamInvitations.accessRole,
        expiresAt: teamInvitations.expiresAt,
        createdAt: teamInvitations.createdAt,
      })
    const data = {
      name: invitee ? displayName(invitee) : input.email,
      inviter: displayName(user),
      startupId,
      startup: access.name,
      accessRole: input.accessRole,
      acceptPath: `/team-invitations/${token}`,
    }
    if (invitee) await notify(tx, { userId: invitee.id, to: input.email, kind: 'team-invitation', data })
    else {
      const [sender] = await tx.select({ language: users.language }).from(users).where(eq(users.id, user.id))
      await mailAddress(tx, { to: input.email, language: sender?.language ?? 'en', kind: 'team-invitation', data })
    }
    return row!
  })
  return invitation
}

/** An owner withdraws a pending invitation: 404 unknown (or another startup's), 409 already accepted or withdrawn. */
export async function revokeTeamInvitation(user: Member, startupId: number, invitationId: number, now = new Date()): Promise<{ id: number }> {
  await requireTeamManager(startupId, user)
  const db = await getDb()
  const revoked = await db
    .update(teamInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(teamInvitations.id, invitationId),
        eq(teamInvitations.startupId, startupId),
        isNull(teamInvitations.acceptedAt),
        isNull(teamInvitations.revokedAt),
      ),
    )
    .returning({ id: teamInvitations.id })
  if (revoked.length > 0) return { id: invitationId }
  const [row] = await db
    .select({ acceptedAt: teamInvitations.acceptedAt })
    .from(teamInvitations)
    .where(and(eq(teamInvitations.id, invitationId), eq(teamInvitations.startupId, startupId)))
  if (!row) throw notFoundError(INVITATION_NOT_FOUND)
  throw conflict(row.acceptedAt ? INVITATION_USED : INVITATION_REVOKED)
}

export interface InvitationView {
  startupId: number
  startup: string
  accessRole: TeamAccessRole
  inviter: string | null
  expiresAt: Date
}

interface InvitationRow extends InvitationView {
  id: number
  email: string
  acceptedAt: Date | null
  revokedAt: Date | null
}

async function invitationByToken(db: Db, token: string): Promise<InvitationRow> {
  if (!SECRET_TOKEN_PATTERN.test(token)) throw notFoundError(INVITATION_NOT_FOUND)
  const [row] = await db
    .select({
      id: teamInvitations.id,
      email: teamInvitations.email,
      startupId: teamInvitations.startupId,
      startup: startups.name,
      isActive: startups.isActive,
      accessRole: teamInvitations.accessRole,
      inviterFirstName: users.firstName,
      inviterLastName: users.lastName,
      expiresAt: teamInvitations.expiresAt,
      acceptedAt: teamInvitations.acceptedAt,
      revokedAt: teamInvitations.revokedAt,
    })
    .from(teamInvitations)
    .innerJoin(startups, eq(startups.id, teamInvitations.startupId))
    .leftJoin(users, eq(users.id, teamInvitations.invitedBy))
    .where(eq(teamInvitations.tokenHash, hashSecretToken(token)))
  if (!row || !row.isActive) throw notFoundError(INVITATION_NOT_FOUND)
  const { inviterFirstName, inviterLastName, isActive: _active, ...rest } = row
  return { ...rest, inviter: [inviterFirstName, inviterLastName].filter(Boolean).join(' ').trim() || null }
}

/** Why an invitation cannot be used now, in the order a member would want to hear it; null when it can. */
function refusal(row: InvitationRow, user: Member, now: Date): Error | null {
  if (row.acceptedAt) return conflict(INVITATION_USED)
  if (row.revokedAt) return conflict(INVITATION_REVOKED)
  if (row.expiresAt.getTime() <= now.getTime()) return conflict(INVITATION_EXPIRED)
  if (row.email !== user.email.toLowerCase()) return forbidden(INVITATION_OTHER_ADDRESS)
  return null
}

/** The accept page: what the invitation offers, or the 4xx saying why it cannot be accepted (by this member). */
export async function viewTeamInvitation(user: Member, token: string, now = new Date()): Promise<InvitationView> {
  const row = await invitationByToken(await getDb(), token)
  const refused = refusal(row, user, now)
  if (refused) throw refused
  return { startupId: row.startupId, startup: row.startup, accessRole: row.accessRole, inviter: row.inviter, expiresAt: row.expiresAt }
}

/**
 * The invitee accepts (signed in with the invited address): one conditional UPDATE uses the invitation, so a link
 * accepted twice at once gives one place; in the same transaction the member gets their place with the role (a place
 * they already had, shown on the profile or as an editor, takes the role; an owner keeps theirs).
 */
export async function acceptTeamInvitation(user: Member, token: string, now = new Date()): Promise<{ startupId: number; accessRole: TeamAccessRole }> {
  const db = await getDb()
  const row = await invitationByToken(db, token)
  const refused = refusal(row, user, now)
  if (refused) throw refused
  const database = await getDatabase()
  await database.transaction(async (tx) => {
    const used = await tx
      .update(teamInvitations)
      .set({ acceptedAt: now, acceptedBy: user.id })
      .where(
        and(
          eq(teamInvitations.id, row.id),
          isNull(teamInvitations.acceptedAt),
          isNull(teamInvitations.revokedAt),
          gt(teamInvitations.expiresAt, now),
        ),
      )
      .returning({ id: teamInvitations.id })
    if (used.length === 0) throw conflict(INVITATION_USED)
    const [place] = await tx
      .select({ id: startupTeam.id, accessRole: startupTeam.accessRole })
      .from(startupTeam)
      .where(and(eq(startupTeam.startupId, row.startupId), eq(startupTeam.userId, user.id)))
    if (place) {
      if (place.accessRole === row.accessRole || place.accessRole === 'owner') throw conflict(ALREADY_ON_TEAM)
      await tx.update(startupTeam).set({ accessRole: row.accessRole }).where(eq(startupTeam.id, place.id))
      return
    }
    await tx.insert(startupTeam).values({
      startupId: row.startupId,
      userId: user.id,
      email: user.email,
      accessRole: row.accessRole,
      displayOrder: nextDisplayOrder(row.startupId),
      joinedAt: now,
    })
  })
  return { startupId: row.startupId, accessRole: row.accessRole }
}
