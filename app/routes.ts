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
  route('resources', 'routes/resources/route.tsx'),
  route('resources/:id', 'routes/resource.tsx'),
  route('events', 'routes/placeholder.tsx', { id: 'events' }),
  route('workspace', 'routes/placeholder.tsx', { id: 'workspace' }),
  route('programs', 'routes/placeholder.tsx', { id: 'programs' }),
  route('media', 'routes/media/route.tsx'),
  route('media/feed.xml', 'routes/media-feed.ts'),
  route('media/:slug', 'routes/media-article.tsx'),

  layout('routes/layouts/signed-in.tsx', [
    route('dashboard', 'routes/dashboard.tsx'),
    route('creation-program', 'routes/creation-program.tsx'),
    route('profile', 'routes/placeholder.tsx', { id: 'profile' }),
    route('startup/:id/edit', 'routes/startup-edit.tsx'),
    route('resources/apply', 'routes/resource-apply.tsx'),
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
    route('resources', 'routes/api/resources.ts'),
    route('resources/:id', 'routes/api/resource.ts'),
    route('resources/:id/contact', 'routes/api/resource-contact.ts'),
    route('my-resources', 'routes/api/my-resources.ts'),
    route('media', 'routes/api/media.ts'),
    route('media/topics', 'routes/api/media-topics.ts'),
    route('media/:slug', 'routes/api/media-item.ts'),
    route('*', 'routes/api/not-found.ts'),
  ]),

  // anything else: the spec's 404 page
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
