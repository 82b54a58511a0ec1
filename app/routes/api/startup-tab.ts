import { apiRoute, endpoint } from '~/services/api.server'
import { jsonError, requireId } from '~/server/http.server'
import { STARTUP_NOT_FOUND } from '~/domain/startup-profile'
import { isStartupTabList, loadStartupTab } from '~/models/startup-profile.server'

/**
 * GET /api/startups/{id}/jobs|team|funding|milestones|reviews|gallery|news|investors: one tab of the profile as a
 * plain array. An unknown tab is no endpoint at all; an unknown or inactive startup is 'Startup Not Found'. The team's
 * e-mails are for its team and admins (decision 0083): the caller is looked up, and a signed-in answer is private.
 */
const handle = apiRoute({
  GET: endpoint({
    summary: 'One profile tab as a list: jobs, team, funding, milestones, reviews, gallery, news or investors',
    user: 'optional',
    handler: ({ params, url, user }) => {
      const { tab } = params
      if (!isStartupTabList(tab)) return jsonError(404, `No API endpoint at ${url.pathname}`)
      return loadStartupTab(requireId(params.id, STARTUP_NOT_FOUND), tab, user)
    },
  }),
})

export { handle as loader, handle as action }
