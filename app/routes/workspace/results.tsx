import { Suspense } from 'react'
import { Await, Link } from 'react-router'
import { buttonClasses } from '~/components/ui/button'
import type { Workspace } from '~/models/workspaces.server'
import { workspaceFilterParams, type WorkspaceQuery } from '~/schemas/workspaces'
import { FETCH_FAILED, NO_WORKSPACES, WORKSPACE_SKELETONS } from './messages'
import { WorkspaceCard, WorkspaceCardSkeleton } from './workspace-card'

/**
 * The workspace grid: the loader's list, or — on a client-side navigation, when the loader streams it — 6 skeletons
 * until it arrives (000 §9). Keyed by the query, so a new filter shows skeletons rather than the old cards.
 */
export function WorkspaceResults({
  workspaces,
  query,
  signedIn,
}: {
  workspaces: Workspace[] | Promise<Workspace[]>
  query: WorkspaceQuery
  signedIn: boolean
}) {
  return (
    <section aria-labelledby="workspace-results" className="min-w-0">
      <h2 id="workspace-results" className="sr-only">
        Workspaces
      </h2>
      {Array.isArray(workspaces) ? (
        // Loaded already (every document request): no Suspense boundary, which React's streaming renderer may send
        // as its fallback first and fill in by script — which a browser without JavaScript would never run.
        <Grid workspaces={workspaces} query={query} signedIn={signedIn} />
      ) : (
        <Suspense key={`${workspaceFilterParams(query)}&offset=${query.offset}`} fallback={<Skeletons />}>
          <Await resolve={workspaces} errorElement={<LoadFailed />}>
            {(loaded) => <Grid workspaces={loaded} query={query} signedIn={signedIn} />}
          </Await>
        </Suspense>
      )}
    </section>
  )
}

function Skeletons() {
  return (
    <div role="status" aria-label="Loading workspaces">
      <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: WORKSPACE_SKELETONS }, (_, index) => (
          <li key={index} data-skeleton="workspace" className="min-w-0">
            <WorkspaceCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  )
}

function LoadFailed() {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-8 text-center">
      <p className="text-lg font-semibold text-red-700">{FETCH_FAILED}</p>
      <p className="mt-1 text-red-700">Please try again in a moment.</p>
    </div>
  )
}

function Grid({ workspaces, query, signedIn }: { workspaces: Workspace[]; query: WorkspaceQuery; signedIn: boolean }) {
  if (workspaces.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-gray-300 p-12 text-center" role="status">
        <p className="text-lg font-semibold text-gray-900">{NO_WORKSPACES.title}</p>
        <p className="mt-1 text-gray-600">{NO_WORKSPACES.hint}</p>
        <Link to="/workspace" className={buttonClasses({ variant: 'outline', className: 'mt-4' })}>
          Clear filters
        </Link>
      </div>
    )
  }
  const page = (offset: number) => {
    const params = workspaceFilterParams(query)
    if (offset > 0) params.set('offset', String(offset))
    const search = params.toString()
    return search ? `/workspace?${search}` : '/workspace'
  }
  const hasNext = workspaces.length >= query.limit
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {workspaces.map((workspace) => (
          <li key={workspace.id} className="min-w-0">
            <WorkspaceCard workspace={workspace} signedIn={signedIn} />
          </li>
        ))}
      </ul>
      {query.offset > 0 || hasNext ? (
        <nav aria-label="Workspace pages" className="mt-8 flex justify-center gap-3">
          {query.offset > 0 ? (
            <Link to={page(Math.max(0, query.offset - query.limit))} className={buttonClasses({ variant: 'outline' })}>
              Previous
            </Link>
          ) : null}
          {hasNext ? (
            <Link to={page(query.offset + query.limit)} className={buttonClasses({ variant: 'outline' })}>
              Next
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  )
}
