import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes'

// The route table (000 §2, 001 §2), in the spec's order: pages for everyone, the signed-in areas behind one guard,
// the admin panel behind another, then the /api contract. docs/decisions/0022-permissions-and-routes.md.
export default [
  index('routes/home.tsx'),
  route('auth', 'routes/auth.tsx'),
  route('signup-startup', 'routes/signup-startup.tsx'),
  route('signup-public', 'routes/signup-public.tsx'),
  route('logout', 'routes/logout.tsx'),
  route('language', 'routes/language.tsx'),
  route('discover', 'routes/discover/route.tsx'),
  route('startups', 'routes/startups-redirect.tsx'),
  route('startup/:id', 'routes/startup.tsx'),
  // Visitors see 'Login Required' here rather than a redirect (001 §2), so it is not behind the signed-in guard.
  route('create-startup', 'routes/create-startup.tsx'),
  // Placeholders until the issues that build these pages replace them (one module, explicit ids).
  route('talent-hub', 'routes/placeholder.tsx', { id: 'talent-hub' }),
  route('resources', 'routes/placeholder.tsx', { id: 'resources' }),
  route('events', 'routes/placeholder.tsx', { id: 'events' }),
  route('workspace', 'routes/placeholder.tsx', { id: 'workspace' }),
  route('programs', 'routes/programs/route.tsx'),
  route('programs/:id', 'routes/program/route.tsx'),
  route('programs/:id/sessions/:sessionId/calendar.ics', 'routes/program/session-calendar.ts'),
  route('media', 'routes/placeholder.tsx', { id: 'media' }),

  layout('routes/layouts/signed-in.tsx', [
    route('dashboard', 'routes/dashboard.tsx'),
    route('creation-program', 'routes/creation-program.tsx'),
    route('profile', 'routes/profile/route.tsx'),
    route('startup/:id/edit', 'routes/startup-edit.tsx'),
  ]),

  route('admin', 'routes/layouts/admin.tsx', [index('routes/placeholder.tsx', { id: 'admin' })]),

  ...prefix('api', [
    route('health', 'routes/api/health.ts'),
    route('login', 'routes/api/login.ts'),
    ...prefix('auth', [
      route('user', 'routes/api/auth/user.ts'),
      route('login', 'routes/api/auth/login.ts'),
      route('signup', 'routes/api/auth/signup.ts'),
      route('logout', 'routes/api/auth/logout.ts'),
      route('profile', 'routes/api/auth/profile.ts'),
      route('password', 'routes/api/auth/password.ts'),
    ]),
    route('startups', 'routes/api/startups.ts'),
    route('my-startups', 'routes/api/my-startups.ts'),
    route('startups/:id', 'routes/api/startup.ts'),
    route('startups/:id/:tab', 'routes/api/startup-tab.ts'),
    route('cohorts', 'routes/api/cohorts.ts'),
    route('cohorts/:id', 'routes/api/cohort.ts'),
    route('cohorts/:id/sessions', 'routes/api/cohort-sessions.ts'),
    route('cohorts/:id/participants', 'routes/api/cohort-participants.ts'),
    route('cohorts/:id/apply', 'routes/api/cohort-apply.ts'),
    route('my-cohort-applications', 'routes/api/my-cohort-applications.ts'),
    route('*', 'routes/api/not-found.ts'),
  ]),

  // anything else: the spec's 404 page
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
