import { redirect } from 'react-router'

/** 001 §2 links 'Back to Startups' to /startups; the startup list lives at /discover (000 §2). */
export function loader() {
  return redirect('/discover', 301)
}

/** A form posted here has nowhere to go either: send it on to /discover as a page view. */
export function action() {
  return redirect('/discover', 303)
}
