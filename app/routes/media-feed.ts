import { FEED_ITEMS } from '~/domain/media'
import { atomFeed } from '~/server/atom.server'
import { siteOrigin } from '~/server/site-origin.server'
import { listFeedArticles } from '~/models/media.server'
import type { Route } from './+types/media-feed'

/** /media/feed.xml: the newest published media items as an Atom feed (docs/decisions/0041). */
export async function loader({ request }: Route.LoaderArgs) {
  const now = new Date()
  const articles = await listFeedArticles(FEED_ITEMS, now)
  const xml = atomFeed(articles, {
    origin: siteOrigin(request),
    title: 'Startup Asia Media & PR',
    subtitle: 'Articles, founder stories and press releases from across Asia’s startup ecosystem.',
    now,
  })
  return new Response(request.method === 'HEAD' ? null : xml, {
    headers: {
      'Content-Type': 'application/atom+xml; charset=utf-8',
      // Feed readers poll; five minutes of caching spares the database without delaying news much.
      'Cache-Control': 'public, max-age=300',
    },
  })
}
