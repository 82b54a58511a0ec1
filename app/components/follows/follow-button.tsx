import { Link, useFetcher } from 'react-router'
import { buttonClasses } from '~/components/ui/button'
import type { FollowControl } from '~/domain/follows'

/**
 * The Follow control of the startup profile, the investor page and the event page (the event's organiser), one
 * component for all three (docs/decisions/0130-follows-and-activity-feed.md). A visitor gets a link to sign in and come
 * back. A member gets a form that posts to POST /follow with the page as `redirectTo`: without JavaScript the browser
 * comes back to the page; with it a fetcher posts, the button flips at once (Follow ⇄ Unfollow, "Following" beside it)
 * and the page's data is read again without a reload. Its words and the page's path come from the loader, and it is
 * kept small: /startup/{id} is at its JavaScript ratchet.
 */
export function FollowButton({ control }: { control: FollowControl }) {
  const fetcher = useFetcher()
  const { labels } = control
  const followers = control.followersText ? <span className="text-sm text-gray-600">{control.followersText}</span> : null
  if (control.following === null) {
    return (
      <p className="flex flex-wrap items-center gap-3">
        <Link to={control.signInHref} title={labels.signIn} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          {labels.follow}
        </Link>
        {followers}
      </p>
    )
  }
  // While the post is on its way, show what it asked for.
  const asked = fetcher.formData?.get('intent')
  const following = asked ? asked === 'follow' : control.following
  return (
    <fetcher.Form method="post" action="/follow" preventScrollReset className="flex flex-wrap items-center gap-3">
      <input type="hidden" name="type" value={control.type} />
      <input type="hidden" name="id" value={control.id} />
      <input type="hidden" name="redirectTo" value={control.redirectTo} />
      <button
        type="submit"
        name="intent"
        value={following ? 'unfollow' : 'follow'}
        title={labels.describe}
        className={buttonClasses({ variant: following ? 'outline' : 'primary', size: 'sm' })}
      >
        {following ? labels.unfollow : labels.follow}
      </button>
      {following ? (
        <span role="status" className="text-sm font-medium text-brand-700">
          {labels.following}
        </span>
      ) : null}
      {followers}
    </fetcher.Form>
  )
}
