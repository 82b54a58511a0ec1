import { useTranslation } from '~/browser/i18n-react'
import { PagedCards } from '~/components/ui/paged-cards'
import { useMessage } from '~/browser/i18n-react'
import { workspaceFilterParams } from '~/schemas/filter-params'
import type { WorkspaceQuery } from '~/schemas/workspaces'
import { FETCH_FAILED, NO_WORKSPACES, WORKSPACE_SKELETONS } from './messages'
import { WorkspaceCard, WorkspaceCardSkeleton, type WorkspaceCardView } from './workspace-card'
import type { Cards } from '~/shared/columns'

/** The workspace grid (000 §9: 6 skeletons while a client-side navigation streams the list). */
export function WorkspaceResults({
  workspaces,
  query,
  signedIn,
}: {
  workspaces: Cards<WorkspaceCardView> | Promise<Cards<WorkspaceCardView>>
  query: WorkspaceQuery
  signedIn: boolean
}) {
  const { t } = useTranslation('workspace')
  const message = useMessage()
  return (
    <PagedCards
      items={workspaces}
      filterParams={workspaceFilterParams(query)}
      offset={query.offset}
      limit={query.limit}
      basePath="/workspace"
      noun={{ id: 'workspace', label: t('results.label') }}
      gridClassName="grid gap-6 [--card-height:32rem] sm:grid-cols-2 xl:grid-cols-3"
      skeletons={WORKSPACE_SKELETONS}
      skeleton={<WorkspaceCardSkeleton />}
      empty={{ title: message(NO_WORKSPACES.title), hint: message(NO_WORKSPACES.hint) }}
      failed={message(FETCH_FAILED)}
      itemKey={(workspace) => workspace.id}
      renderItem={(workspace) => <WorkspaceCard workspace={workspace} signedIn={signedIn} />}
    />
  )
}
