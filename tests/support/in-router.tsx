import { createElement, type ReactNode } from 'react'
import { createRoutesStub } from 'react-router'

/**
 * `node` as the one route of a data router at `path` (React Router's test stub), for a component rendered on its own:
 * hooks that need a data router (`useMatches`, fetchers) work as they do in the app.
 */
export function inRouter(node: ReactNode, path = '/'): ReactNode {
  const Stub = createRoutesStub([{ path: new URL(path, 'http://x').pathname, Component: () => node }])
  return createElement(Stub, { initialEntries: [path] })
}
