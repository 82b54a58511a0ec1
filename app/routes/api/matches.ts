import { apiRoute, endpoint } from '~/services/api.server'
import { MATCHES_SHOWN } from '~/domain/matching-limits'
import { memberMatches, startupMatches } from '~/models/matches.server'
import { matchesQuerySchema } from '~/schemas/matches'

/**
 * GET /api/matches (issue 42 item 3, decision 0116): the twin of /for-you and /startup/{id}/manage/matches. Without
 * `startupId`: the signed-in member's matched startups and jobs (`{ hasPreferences, hint, startups, jobs }`, empty
 * lists and a hint when they stated no preferences). With `?startupId=`: investors and mentors for that startup
 * (`{ startup, investors, mentors }`), for the people who run it only (403 for others, 404 for an unknown startup).
 * Each item is `{ item, score, reasons: [{ factor, weight, fit, values }] }`, best first.
 */
const handle = apiRoute({
  GET: endpoint({
    summary: "Your matched startups and jobs, or with startupId the investors and mentors for a startup you run",
    errors: [403, 404],
    user: true,
    query: matchesQuerySchema,
    handler: ({ user, query }) => {
      const limit = query.limit ?? MATCHES_SHOWN
      return query.startupId === undefined ? memberMatches(user.id, limit) : startupMatches(user, query.startupId, limit)
    },
  }),
})

export { handle as loader, handle as action }
