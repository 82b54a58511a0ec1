import { redirect } from 'react-router'
import { apiRoute, endpoint } from '~/services/api.server'
import { safeRedirect } from '~/shared/safe-redirect'

/** /api/login: the spec's login-start path (full-page navigation) → the sign-in page, keeping a same-origin return. */
const handle = apiRoute({
  GET: endpoint({
    summary: 'The sign-in page, keeping a same-origin `redirectTo`',
    status: 302,
    handler: ({ url }) => {
      const target = safeRedirect(url.searchParams.get('redirectTo'), '')
      return redirect(target ? `/auth?redirectTo=${encodeURIComponent(target)}` : '/auth')
    },
  }),
  // A form posted here (the landing page's buttons are links, but a stray post) goes to the sign-in page too.
  POST: endpoint({
    summary: 'A stray form post: to the sign-in page',
    status: 303,
    handler: () => redirect('/auth', 303),
  }),
})

export { handle as loader, handle as action }
