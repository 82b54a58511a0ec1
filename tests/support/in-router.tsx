import type { ReactNode } from 'react'
import { createRoutesStub } from 'react-router'

/**
 * `node` as the one route of a data router at `path` (React Router's test stub), for a component rendered on its own:
 * hooks that need a data router (`useMatches`, fetchers) work as they do in the app.
 */
export function InRouter({ children, path = '/' }: { children: ReactNode; path?: string }) {
  const Stub = createRoutesStub([{ path: new URL(path, 'http://x').pathname, Component: () => <>{children}</> }])
  return <Stub initialEntries={[path]} />
}
