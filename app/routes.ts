import { type RouteConfig, index, route } from '@react-router/dev/routes'

export default [
  // pages
  index('routes/home.tsx'),
  route('auth', 'routes/auth.tsx'),
  route('signup-startup', 'routes/signup-startup.tsx'),
  route('signup-public', 'routes/signup-public.tsx'),
  route('logout', 'routes/logout.tsx'),
  route('dashboard', 'routes/dashboard.tsx'),
  route('creation-program', 'routes/creation-program.tsx'),
  route('language', 'routes/language.tsx'),
  route('startup/:id', 'routes/startup.tsx'),
  route('startups', 'routes/startups-redirect.tsx'),
  route('discover', 'routes/discover.tsx'),
  // placeholders until the issues that build these pages replace them (one module, explicit ids)
  route('talent-hub', 'routes/placeholder.tsx', { id: 'talent-hub' }),
  route('resources', 'routes/placeholder.tsx', { id: 'resources' }),
  route('events', 'routes/placeholder.tsx', { id: 'events' }),
  route('workspace', 'routes/placeholder.tsx', { id: 'workspace' }),
  route('programs', 'routes/placeholder.tsx', { id: 'programs' }),
  route('media', 'routes/placeholder.tsx', { id: 'media' }),
  route('create-startup', 'routes/create-startup.tsx'),
  route('profile', 'routes/placeholder.tsx', { id: 'profile' }),
  route('admin', 'routes/placeholder.tsx', { id: 'admin' }),

  // /api resource routes
  route('api/health', 'routes/api/health.ts'),
  route('api/login', 'routes/api/login.ts'),
  route('api/auth/user', 'routes/api/auth/user.ts'),
  route('api/auth/login', 'routes/api/auth/login.ts'),
  route('api/auth/signup', 'routes/api/auth/signup.ts'),
  route('api/auth/logout', 'routes/api/auth/logout.ts'),
  route('api/auth/profile', 'routes/api/auth/profile.ts'),
  route('api/auth/password', 'routes/api/auth/password.ts'),
  route('api/startups', 'routes/api/startups.ts'),
  route('api/my-startups', 'routes/api/my-startups.ts'),
  route('api/startups/:id', 'routes/api/startup.ts'),
  route('api/startups/:id/:tab', 'routes/api/startup-tab.ts'),
  route('api/*', 'routes/api/not-found.ts'),

  // anything else: the spec's 404 page
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
