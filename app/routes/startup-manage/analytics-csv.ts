import { STARTUP_NOT_FOUND } from '~/domain/startup-profile'
import { startupAnalyticsCsv } from '~/models/analytics.server'
import { signedInUser } from '~/server/context'
import { requireId } from '~/server/http.server'
import { DomainError, UpgradeRequired } from '~/shared/errors'
import type { Route } from './+types/analytics-csv'

/**
 * /startup/{id}/manage/analytics.csv (issue 44 item 3, docs/decisions/0141): the advanced analytics' export, behind the
 * signed-in layout. The model decides: those who may not edit the startup 403, an unknown startup 404, a plan without
 * the advanced analytics 402 with where to upgrade.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser)
  try {
    const { name, csv } = await startupAnalyticsCsv(user, requireId(params.id, STARTUP_NOT_FOUND))
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${name}"`,
        'Cache-Control': 'private, no-store',
      },
    })
  } catch (error) {
    if (error instanceof DomainError) {
      // A refusal for the plan says where to upgrade on its second line.
      const upgrade = error instanceof UpgradeRequired ? `${error.upgradeUrl}\n` : ''
      return new Response(`${error.message}\n${upgrade}`, {
        status: error.status,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' },
      })
    }
    throw error
  }
}
