import { useTranslation } from '~/browser/i18n-react'
import { ListCards } from '~/components/ui/list-cards'
import { useMessage } from '~/browser/i18n-react'
import { workspaceFilterParams } from '~/schemas/filter-params'
import type { WorkspaceQuery } from '~/schemas/workspaces'
import { FETCH_FAILED, NO_WORKSPACES, WORKSPACE_SKELETONS } from './messages'
import { WorkspaceCard, WorkspaceCardPhrases, WorkspaceCardSkeleton, type WorkspaceCardView } from './workspace-card'
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
  const common = useTranslation()
  const message = useMessage()
  const label = t('results.label')
  return (
    <ListCards
      cards={workspaces}
      id="workspace"
      heading={label}
      basePath="/workspace"
      filters={workspaceFilterParams(query).toString()}
      saveSearch
      gridClassName="grid gap-6 [--card-height:32rem] sm:grid-cols-2 xl:grid-cols-3"
      before={<WorkspaceCardPhrases />}
      itemKey={(workspace) => workspace.id}
      renderItem={(workspace) => <WorkspaceCard workspace={workspace} signedIn={signedIn} />}
      empty={{ title: message(NO_WORKSPACES.title), hint: message(NO_WORKSPACES.hint) }}
      skeleton={{
        node: <WorkspaceCardSkeleton />,
        count: WORKSPACE_SKELETONS,
        label: common.t('pagedCards.loading', { label: label.toLowerCase() }),
      }}
      failed={message(FETCH_FAILED)}
      pager={{ kind: 'pages', offset: query.offset, limit: query.limit, label: t('results.pages') }}
    />
  )
}
