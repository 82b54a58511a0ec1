import { useId } from 'react'
import { Link, useFetcher, useLocation } from 'react-router'
import { buttonClasses } from '~/components/ui/button'
import type { FollowControl, FollowIntent } from '~/domain/follows'

/**
 * The Follow control of the startup profile, the investor page and the event page (the event's organiser), one
 * component for all three (docs/decisions/0130-follows-and-activity-feed.md). A member gets a form that posts to
 * POST /follow with the page as `redirectTo`: without JavaScript the browser comes back to the page; with it a fetcher
 * posts, the button flips at once (Follow ⇄ Unfollow, "Following" beside it) and the page's data is read again without
 * a reload. A visitor gets a link to sign in and come back. Its words come from the loader (FollowControl.labels).
 */
export function FollowButton({ control }: { control: FollowControl }) {
  const fetcher = useFetcher()
  const location = useLocation()
  const hintId = useId()
  const { labels } = control
  if (control.following === null) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <Link to={control.signInHref} className={buttonClasses({ variant: 'outline', size: 'sm' })} aria-describedby={hintId}>
          {labels.follow}
        </Link>
        <span id={hintId} className="sr-only">
          {labels.signIn}
        </span>
        {control.followersText ? <span className="text-sm text-gray-600">{control.followersText}</span> : null}
      </div>
    )
  }
  // While the post is on its way, show what it asked for.
  const asked = fetcher.formData?.get('intent') as FollowIntent | undefined
  const following = asked ? asked === 'follow' : control.following
  return (
    <fetcher.Form method="post" action="/follow" preventScrollReset className="flex flex-wrap items-center gap-3">
      <input type="hidden" name="type" value={control.type} />
      <input type="hidden" name="id" value={control.id} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {following ? (
        <span className="text-sm font-medium text-brand-700" role="status">
          {labels.following}
        </span>
      ) : null}
      <button
        type="submit"
        name="intent"
        value={following ? 'unfollow' : 'follow'}
        aria-describedby={hintId}
        className={buttonClasses({ variant: following ? 'outline' : 'primary', size: 'sm' })}
      >
        {following ? labels.unfollow : labels.follow}
      </button>
      <span id={hintId} className="sr-only">
        {labels.describe}
      </span>
      {control.followersText ? <span className="text-sm text-gray-600">{control.followersText}</span> : null}
    </fetcher.Form>
  )
}
