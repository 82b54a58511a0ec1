import { PagedCards } from '~/components/ui/paged-cards'
import { workspaceFilterParams, type WorkspaceQuery } from '~/schemas/workspaces'
import { FETCH_FAILED, NO_WORKSPACES, WORKSPACE_SKELETONS } from './messages'
import { WorkspaceCard, WorkspaceCardSkeleton, type WorkspaceCardView } from './workspace-card'

/** The workspace grid (000 §9: 6 skeletons while a client-side navigation streams the list). */
export function WorkspaceResults({
  workspaces,
  query,
  signedIn,
}: {
  workspaces: WorkspaceCardView[] | Promise<WorkspaceCardView[]>
  query: WorkspaceQuery
  signedIn: boolean
}) {
  return (
    <PagedCards
      items={workspaces}
      filterParams={workspaceFilterParams(query)}
      offset={query.offset}
      limit={query.limit}
      basePath="/workspace"
      noun={{ id: 'workspace', label: 'Workspaces' }}
      gridClassName="grid gap-6 sm:grid-cols-2 xl:grid-cols-3"
      skeletons={WORKSPACE_SKELETONS}
      skeleton={<WorkspaceCardSkeleton />}
      empty={NO_WORKSPACES}
      failed={FETCH_FAILED}
      itemKey={(workspace) => workspace.id}
      renderItem={(workspace) => <WorkspaceCard workspace={workspace} signedIn={signedIn} />}
    />
  )
}
