import { redirect } from 'react-router'

/** 001 §2 links 'Back to Startups' to /startups; the startup list lives at /discover (000 §2). */
export function loader() {
  return redirect('/discover', 301)
}
