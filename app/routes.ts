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
  route('uploads/:key', 'routes/uploads.ts'),
  // Visitors see 'Login Required' here rather than a redirect (001 §2), so it is not behind the signed-in guard.
  route('create-startup', 'routes/create-startup.tsx'),
  route('talent-hub', 'routes/talent-hub/route.tsx'),
  // The target of 'View Details & Apply' (docs/decisions/0029-job-page.md); applying posts here too.
  route('jobs/:id', 'routes/job/route.tsx'),
  // Placeholders until the issues that build these pages replace them (one module, explicit ids).
  route('resources', 'routes/placeholder.tsx', { id: 'resources' }),
  route('events', 'routes/events/route.tsx'),
  route('events/:id', 'routes/events/detail.tsx'),
  route('events/:id/calendar.ics', 'routes/events/calendar.ts'),
  route('workspace', 'routes/workspace/route.tsx'),
  route('workspace-bookings/:id/calendar.ics', 'routes/workspace-booking-calendar.ts'),
  route('programs', 'routes/placeholder.tsx', { id: 'programs' }),
  route('media', 'routes/placeholder.tsx', { id: 'media' }),

  layout('routes/layouts/signed-in.tsx', [
    route('dashboard', 'routes/dashboard.tsx'),
    route('creation-program', 'routes/creation-program.tsx'),
    route('profile', 'routes/placeholder.tsx', { id: 'profile' }),
    route('startup/:id/edit', 'routes/startup-edit.tsx'),
  ]),

  // The admin panel (001 §2): each sidebar section is a URL (app/lib/admin-sections.ts); the rest are 'under development'.
  route('admin', 'routes/layouts/admin.tsx', [
    index('routes/admin/dashboard.tsx'),
    route('users', 'routes/admin/users.tsx'),
    route('admins', 'routes/admin/admins.tsx'),
    route('startups', 'routes/admin/startups.tsx'),
    route('jobs', 'routes/admin/jobs.tsx'),
    route('events', 'routes/admin/events.tsx'),
    route('bookings', 'routes/admin/bookings.tsx'),
    route('programs', 'routes/admin/programs.tsx'),
    route(':section', 'routes/admin/section.tsx'),
  ]),

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
    route('events', 'routes/api/events.ts'),
    route('events/:id', 'routes/api/event.ts'),
    route('events/:id/rsvp', 'routes/api/event-rsvp.ts'),
    route('workspaces', 'routes/api/workspaces.ts'),
    route('workspaces/:id', 'routes/api/workspace.ts'),
    route('workspaces/:id/availability', 'routes/api/workspace-availability.ts'),
    route('workspace-bookings', 'routes/api/workspace-bookings.ts'),
    route('workspace-bookings/:id', 'routes/api/workspace-booking.ts'),
    route('jobs', 'routes/api/jobs.ts'),
    route('jobs/:id', 'routes/api/job.ts'),
    route('jobs/:id/apply', 'routes/api/job-apply.ts'),
    route('jobs/:id/applications', 'routes/api/job-applicants.ts'),
    route('job-applications/:id', 'routes/api/job-application.ts'),
    route('my-job-applications', 'routes/api/my-job-applications.ts'),
    route('upload/startup-logo/:id', 'routes/api/upload/startup-logo.ts'),
    ...prefix('admin', [
      route('stats', 'routes/api/admin/stats.ts'),
      route('users', 'routes/api/admin/users.ts'),
      route('users/:id', 'routes/api/admin/user.ts'),
      route('create-admin', 'routes/api/admin/create-admin.ts'),
      route('startups', 'routes/api/admin/startups.ts'),
      route('startups/:id', 'routes/api/admin/startup.ts'),
    ]),
    route('*', 'routes/api/not-found.ts'),
  ]),

  // anything else: the spec's 404 page
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
