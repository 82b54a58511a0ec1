// Helpers for the landing page's cards. The cards' content comes from the database (app/models/landing.server.ts).

/** Team avatars: the first `max` members, then a '+N' indicator for the rest. */
export function teamAvatars(team: readonly string[], max = 3): { shown: string[]; more: number } {
  return { shown: team.slice(0, max), more: Math.max(0, team.length - max) }
}

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('')
}
