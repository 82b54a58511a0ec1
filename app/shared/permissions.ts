import type { PublicUser } from './user'

/**
 * Who may do what (docs/decisions/0022-permissions-and-routes.md): every role and ownership test in one place, asked
 * by the server (models, guards) and by the interface (which buttons and menu entries to show) alike.
 */
type Actor = Pick<PublicUser, 'id' | 'userType'>

/** 001 §2: what a member who is not an admin is told at /admin. */
export const ADMIN_ACCESS_REQUIRED = 'Admin Access Required'

/** The facts about a startup that decide who runs it. */
export interface StartupAccess {
  founderId: number | null
  claimedByUserId: number | null
  subscriptionActive: boolean
  /**
   * Members whose place on its team counts (startup_team.user_id, without the places of claimers whose claim no
   * longer holds the startup: app/models/team-places.server.ts, decision 0083); absent when the caller did not load
   * them.
   */
  teamUserIds?: readonly number[]
  /** Of those, the members whose place has the owner role (docs/decisions/0108); absent when not loaded. */
  teamOwnerIds?: readonly number[]
}

/** An admin (userType admin, assigned by an admin or ADMIN_EMAIL; nobody signs up as one). */
export function isAdmin(user: Pick<PublicUser, 'userType'> | null | undefined): boolean {
  return user?.userType === 'admin'
}

/** The member who created the startup profile. */
export function isFounder(user: Actor, startup: StartupAccess): boolean {
  return startup.founderId !== null && startup.founderId === user.id
}

/**
 * A member on the startup's team (the founder is too). A place an approved claim gave counts only while the claim's
 * subscription runs and no other claim has taken the startup (decision 0083): the models load `teamUserIds` so.
 */
export function isTeamMember(user: Actor, startup: StartupAccess): boolean {
  return startup.teamUserIds?.includes(user.id) ?? false
}

/**
 * The member whose paid claim an admin approved, while the subscription runs (001 §4: approval gives the claimer
 * control; §9: access only after approval, $15 a month).
 */
export function isClaimedOwner(user: Actor | null | undefined, startup: StartupAccess): boolean {
  return Boolean(user) && startup.subscriptionActive && startup.claimedByUserId === user!.id
}

/**
 * Edits the profile and its banners (the edit page, PATCH /api/startups/{id}): an admin, the founder, a member of its
 * team, or the claimed owner (docs/decisions/0024-founder-tools.md).
 */
export function canEditStartup(user: Actor, startup: StartupAccess): boolean {
  return isAdmin(user) || isFounder(user, startup) || isTeamMember(user, startup) || isClaimedOwner(user, startup)
}

/**
 * Reads the team's e-mail addresses on the Team tab and GET /api/startups/{id}/team: the team (founder, members whose
 * place counts, the claimed owner) and admins. Everyone else gets the list without them (decision 0083).
 */
export function canSeeTeamContacts(user: Actor | null | undefined, startup: StartupAccess): boolean {
  return Boolean(user) && canEditStartup(user!, startup)
}

/**
 * Who is shown the claim banner of an unclaimed profile (001 §2): its other visitors, not the people who already run
 * it (they see Edit instead).
 */
export function canClaimStartup(user: Actor | null | undefined, startup: StartupAccess): boolean {
  if (startup.subscriptionActive) return false
  return !user || !(isFounder(user, startup) || isTeamMember(user, startup) || isClaimedOwner(user, startup))
}

// ── The team (issue 41 item 1, docs/decisions/0108-team-roles-and-invitations.md) ──

/** A member whose place on the team has the owner role (and counts: a lapsed claimer's does not, decision 0083). */
export function isTeamOwner(user: Actor, startup: StartupAccess): boolean {
  return startup.teamOwnerIds?.includes(user.id) ?? false
}

/**
 * Manages the team: adds, edits, orders and removes its people, gives and changes roles, invites and withdraws
 * invitations. The owners: the founder, a member whose place has the owner role, the claimed owner while the claim
 * holds; and admins. Editors edit the profile's content (canEditStartup) but not the team.
 */
export function canManageTeam(user: Actor | null | undefined, startup: StartupAccess): boolean {
  return Boolean(user) && (isAdmin(user) || isFounder(user!, startup) || isTeamOwner(user!, startup) || isClaimedOwner(user, startup))
}

/**
 * Changes one entry of the team list: owners any; an editor only a person shown on the profile without an account —
 * the content of the page, not the members who run it.
 */
export function canChangeTeamEntry(
  user: Actor | null | undefined,
  startup: StartupAccess,
  entry: { userId: number | null },
): boolean {
  if (canManageTeam(user, startup)) return true
  return Boolean(user) && entry.userId === null && canEditStartup(user!, startup)
}

/** "My startups" (000 §6: post jobs only for one of the user's own startups): founded by them or on their team. */
export function isOwnStartup(user: Actor, startup: StartupAccess): boolean {
  return isFounder(user, startup) || isTeamMember(user, startup)
}

/** 001 §2: claimed owners see 'Encourage Reviews' when there are no reviews. */
export const canEncourageReviews = isClaimedOwner

/** 000 §2: the Admin Panel entry in the menus. */
export const canSeeAdminPanel = isAdmin

// ── Events (docs/decisions/0032-rsvp-seats-and-waitlist.md) ──

/** The facts about an event that decide who manages it. */
export interface EventAccess {
  organizerId: number | null
}

/** The organizer of the event (000 §6: signed-in members create events) or an admin: sees its attendees and waitlist. */
export function canManageEvent(user: Actor | null | undefined, event: EventAccess): boolean {
  return Boolean(user) && (isAdmin(user) || (event.organizerId !== null && event.organizerId === user!.id))
}

/**
 * An online event's meeting link is for the people in the room: its attendees and those who manage it. Everyone else
 * sees the event page (so a public listing does not hand the link to anyone who scrolls by).
 */
export function canSeeMeetingLink(
  user: Actor | null | undefined,
  event: EventAccess,
  myRsvpStatus: string | null | undefined,
): boolean {
  return canManageEvent(user, event) || (Boolean(user) && myRsvpStatus === 'attending')
}

/**
 * Posts a job for the startup (000 §6: "post jobs (only for one of the user's own startups)"; the Post Job dialog
 * lists "my startups"): its founder or a member of its team (docs/decisions/0027-posting-jobs.md).
 */
export const canPostJob = isOwnStartup

/**
 * Reads and moves the applicants of the startup's jobs, closes and reopens its jobs: its founder and team, and its
 * claimed owner (001 §2 promises claimers "post jobs and manage applications"). Not admins: applications are personal
 * data between a candidate and the employer (docs/decisions/0028-job-applications.md).
 */
export function canManageJobs(user: Actor | null | undefined, startup: StartupAccess): boolean {
  return Boolean(user) && (isOwnStartup(user!, startup) || isClaimedOwner(user, startup))
}

/**
 * 001 §6: delete is not offered for admin users, and nobody deletes themself from the panel (the account page is the
 * place for that). The server refuses the same cases.
 */
export function canDeleteUser(actor: Actor, target: Pick<PublicUser, 'id' | 'userType'>): boolean {
  return isAdmin(actor) && target.userType !== 'admin' && target.id !== actor.id
}

/** The facts about a resource listing that decide who may see it. */
export interface ResourceAccess {
  isActive: boolean
  submittedById: number | null
}

/**
 * A resource's page and contact (000 §2 Resource Hub; docs/decisions/0039-apply-to-join.md): a listed (active)
 * resource for everyone; a listing waiting for review, or not accepted, only for the member who submitted it and for
 * admins.
 */
export function canViewResource(user: Actor | null | undefined, resource: ResourceAccess): boolean {
  if (resource.isActive) return true
  return Boolean(user) && (isAdmin(user) || (resource.submittedById !== null && resource.submittedById === user!.id))
}

/**
 * Answers the startup's reviews (docs/decisions/0110-after-posting.md): those who may edit it (canEditStartup), except
 * an admin who is not one of its people — a reply speaks for the company, and admins moderate rather than speak.
 */
export function canReplyToReviews(user: Actor | null | undefined, startup: StartupAccess): boolean {
  if (!user || !canEditStartup(user, startup)) return false
  return !isAdmin(user) || isFounder(user, startup) || isTeamMember(user, startup) || isClaimedOwner(user, startup)
}
