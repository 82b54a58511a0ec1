import { useTranslation } from '~/browser/i18n-react'
import { ResourceCard, ResourceCardPhrases, ResourceCardSkeleton } from '~/components/resources/resource-card'
import { ListCards } from '~/components/ui/list-cards'
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
  const common = useTranslation()
  const message = useMessage()
  const label = t('results.label')
  return (
    <ListCards
      cards={resources}
      id="resource"
      heading={label}
      basePath="/resources"
      filters={resourceFilterParams(query).toString()}
      saveSearch
      gridClassName="grid gap-6 [--card-height:17.5rem] sm:grid-cols-2 lg:grid-cols-3"
      className="mt-8"
      before={<ResourceCardPhrases />}
      itemKey={(resource) => resource.id}
      renderItem={(resource) => <ResourceCard resource={resource} signedIn={signedIn} />}
      empty={{ title: message(NO_RESOURCES.title), hint: message(NO_RESOURCES.hint) }}
      skeleton={{
        node: <ResourceCardSkeleton />,
        count: RESOURCE_SKELETONS,
        label: common.t('pagedCards.loading', { label: label.toLowerCase() }),
      }}
      failed={message(FETCH_FAILED)}
      pager={{ kind: 'pages', offset: query.offset, limit: query.limit, label: t('results.pages') }}
    />
  )
}
