import { Suspense } from 'react'
import { Await, Link } from 'react-router'
import { ResourceCard, ResourceCardSkeleton } from '~/components/resources/resource-card'
import { buttonClasses } from '~/components/ui/button'
import { NO_RESOURCES, RESOURCE_SKELETONS } from '~/domain/resources'
import type { ResourceCard as ResourceCardData } from '~/models/resources.server'
import { resourceFilterParams, type ResourceQuery } from '~/schemas/resources'
import { FETCH_FAILED } from './messages'

/**
 * The resource grid: the loader's list, or — on a client-side navigation, when the loader streams it — 9 skeletons
 * until it arrives (000 §9). Keyed by the query, so a new filter shows skeletons rather than the old cards.
 */
export function ResourceResults({
  resources,
  query,
  signedIn,
}: {
  resources: ResourceCardData[] | Promise<ResourceCardData[]>
  query: ResourceQuery
  signedIn: boolean
}) {
  return (
    <section aria-labelledby="resource-results" className="mt-8 min-w-0">
      <h2 id="resource-results" className="sr-only">
        Resources
      </h2>
      {Array.isArray(resources) ? (
        // Loaded already (every document request): no Suspense boundary, whose fallback a browser without
        // JavaScript could be left with.
        <Grid resources={resources} query={query} signedIn={signedIn} />
      ) : (
        <Suspense key={`${resourceFilterParams(query)}&offset=${query.offset}`} fallback={<Skeletons />}>
          <Await resolve={resources} errorElement={<LoadFailed />}>
            {(loaded) => <Grid resources={loaded} query={query} signedIn={signedIn} />}
          </Await>
        </Suspense>
      )}
    </section>
  )
}

function Skeletons() {
  return (
    <div role="status" aria-label="Loading resources">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: RESOURCE_SKELETONS }, (_, index) => (
          <li key={index} data-skeleton="resource" className="min-w-0">
            <ResourceCardSkeleton />
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

function Grid({ resources, query, signedIn }: { resources: ResourceCardData[]; query: ResourceQuery; signedIn: boolean }) {
  if (resources.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-gray-300 p-12 text-center" role="status">
        <p className="text-lg font-semibold text-gray-900">{NO_RESOURCES.title}</p>
        <p className="mt-1 text-gray-600">{NO_RESOURCES.hint}</p>
        <Link to="/resources" className={buttonClasses({ variant: 'outline', className: 'mt-4' })}>
          Clear filters
        </Link>
      </div>
    )
  }
  const page = (offset: number) => {
    const params = resourceFilterParams(query)
    if (offset > 0) params.set('offset', String(offset))
    const search = params.toString()
    return search ? `/resources?${search}` : '/resources'
  }
  const hasNext = resources.length >= query.limit
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {resources.map((resource) => (
          <li key={resource.id} className="min-w-0">
            <ResourceCard resource={resource} signedIn={signedIn} />
          </li>
        ))}
      </ul>
      {query.offset > 0 || hasNext ? (
        <nav aria-label="Resource pages" className="mt-8 flex justify-center gap-3">
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
