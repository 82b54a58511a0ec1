import { useTranslation } from '~/browser/i18n-react'
import { ResourceCard, ResourceCardSkeleton } from '~/components/resources/resource-card'
import { PagedCards } from '~/components/ui/paged-cards'
import { NO_RESOURCES, RESOURCE_SKELETONS } from '~/domain/resources'
import { useMessage } from '~/browser/i18n-react'
import type { ResourceCard as ResourceCardData } from '~/models/resources.server'
import { resourceFilterParams } from '~/schemas/filter-params'
import type { ResourceQuery } from '~/schemas/resources'
import { FETCH_FAILED } from './messages'
import type { Cards } from '~/shared/columns'

/** The resource grid (9 skeletons while a client-side navigation streams the list). */
export function ResourceResults({
  resources,
  query,
  signedIn,
}: {
  resources: Cards<ResourceCardData> | Promise<Cards<ResourceCardData>>
  query: ResourceQuery
  signedIn: boolean
}) {
  const { t } = useTranslation('resources')
  const message = useMessage()
  return (
    <PagedCards
      items={resources}
      filterParams={resourceFilterParams(query)}
      offset={query.offset}
      limit={query.limit}
      basePath="/resources"
      noun={{ id: 'resource', label: t('results.label') }}
      gridClassName="grid gap-6 [--card-height:17.5rem] sm:grid-cols-2 lg:grid-cols-3"
      className="mt-8"
      skeletons={RESOURCE_SKELETONS}
      skeleton={<ResourceCardSkeleton />}
      empty={{ title: message(NO_RESOURCES.title), hint: message(NO_RESOURCES.hint) }}
      failed={message(FETCH_FAILED)}
      itemKey={(resource) => resource.id}
      renderItem={(resource) => <ResourceCard resource={resource} signedIn={signedIn} />}
    />
  )
}
