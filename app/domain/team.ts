/**
 * A startup's people (issue 41 item 1, docs/decisions/0108-team-roles-and-invitations.md): who is on its profile
 * (team or advisor) and what a place with an account may do (owner or editor).
 */

/** Where the profile's Team tab lists a person: the team, or its advisors. */
export const TEAM_KINDS = ['team', 'advisor'] as const
export type TeamKind = (typeof TEAM_KINDS)[number]

/**
 * What a place held by a member with an account lets them do: owners manage the team, its invitations and roles;
 * editors keep the profile's content current. A place without a role is shown on the profile only.
 */
export const TEAM_ACCESS_ROLES = ['owner', 'editor'] as const
export type TeamAccessRole = (typeof TEAM_ACCESS_ROLES)[number]

/** At most this many links per person (LinkedIn, a site, …). */
export const MAX_TEAM_LINKS = 5

/** An invitation link lasts a week. */
export const INVITATION_TTL_MS = 7 * 24 * 3_600_000

/** The moves of the Team page's up/down buttons. */
export const TEAM_MOVES = ['up', 'down'] as const
export type TeamMove = (typeof TEAM_MOVES)[number]

// Domain errors the pages and /api show (each has an entry in the startups catalogues).
export const TEAM_FORBIDDEN = 'Only the owners of this startup can manage its team'
export const TEAM_MEMBER_NOT_FOUND = 'Team member not found'
export const LAST_OWNER = 'A startup needs an owner: make someone else an owner first'
export const FOUNDER_PLACE = "The founder's place stays on the team"
export const INVITATION_NOT_FOUND = 'This invitation link is not valid'
export const INVITATION_EXPIRED = 'This invitation has expired. Ask an owner for a new one'
export const INVITATION_REVOKED = 'This invitation was withdrawn'
export const INVITATION_USED = 'This invitation has already been accepted'
export const INVITATION_OTHER_ADDRESS = 'This invitation was sent to another e-mail address. Sign in with that address to accept it'
export const ALREADY_ON_TEAM = 'You are already on this team'
export const INVITEE_ALREADY_ON_TEAM = 'That member is already on this team'
export const INVITATION_PENDING = 'An invitation to that address is already waiting'
