import type { ServerBuild } from 'react-router'
import { describe, expect, it } from 'vitest'
import { routeIdsByPattern, trustsPeer } from '~/edge/observe'
import { maskEmail } from '~/server/logger.server'
import { bearerMatches } from '~/server/metrics.server'

// Issue 45's helpers (docs/decisions/0133-operations.md): who may set the request id, the route id of a matched
// pattern, masked e-mail addresses, the metrics token check.

describe('trustsPeer', () => {
  it('decides as Express does for TRUST_PROXY: booleans, a hop count, a list of addresses and subnets', () => {
    expect(trustsPeer(false)('127.0.0.1')).toBe(false)
    expect(trustsPeer(true)('203.0.113.9')).toBe(true)
    expect(trustsPeer(1)('203.0.113.9')).toBe(true)
    expect(trustsPeer(0)('203.0.113.9')).toBe(false)
    const list = trustsPeer('loopback, 10.0.0.0/8')
    expect(list('127.0.0.1')).toBe(true)
    expect(list('::ffff:127.0.0.1')).toBe(true)
    expect(list('10.1.2.3')).toBe(true)
    expect(list('203.0.113.9')).toBe(false)
    expect(list(undefined)).toBe(false)
  })
})

describe('routeIdsByPattern', () => {
  const route = (id: string, parentId: string | undefined, path?: string, index?: boolean) => ({ id, parentId, path, index, module: {} })
  const routes = {
    root: route('root', undefined, ''),
    'routes/layouts/signed-in': route('routes/layouts/signed-in', 'root'),
    'routes/home': route('routes/home', 'root', undefined, true),
    'routes/startup': route('routes/startup', 'root', 'startup/:id'),
    'routes/dashboard': route('routes/dashboard', 'routes/layouts/signed-in', 'dashboard'),
    'routes/admin/layout': route('routes/admin/layout', 'root', 'admin'),
    'routes/admin/index': route('routes/admin/index', 'routes/admin/layout', undefined, true),
    'routes/not-found': route('routes/not-found', 'root', '*'),
  } as unknown as ServerBuild['routes']
  const routeIdOf = routeIdsByPattern(routes)

  it("names the deepest route of React Router's matched pattern: a page, not its layout", () => {
    expect(routeIdOf('startup/:id')).toBe('routes/startup')
    expect(routeIdOf('dashboard')).toBe('routes/dashboard')
    expect(routeIdOf('admin')).toBe('routes/admin/index')
    expect(routeIdOf('/')).toBe('routes/home')
    expect(routeIdOf('*')).toBe('routes/not-found')
  })

  it('says unmatched for no pattern or one the build does not have', () => {
    expect(routeIdOf(undefined)).toBe('unmatched')
    expect(routeIdOf('')).toBe('unmatched')
    expect(routeIdOf('nowhere/:x')).toBe('unmatched')
  })
})

describe('maskEmail', () => {
  it('keeps the first letter and the domain only', () => {
    expect(maskEmail('someone@example.com')).toBe('s***@example.com')
    expect(maskEmail('not-an-address')).toBe('***')
    expect(maskEmail(undefined)).toBe('')
  })
})

describe('bearerMatches', () => {
  it('accepts exactly `Bearer <token>`', () => {
    expect(bearerMatches('Bearer secret-token-123', 'secret-token-123')).toBe(true)
    expect(bearerMatches('bearer secret-token-123', 'secret-token-123')).toBe(true)
    expect(bearerMatches('Bearer secret-token-1234', 'secret-token-123')).toBe(false)
    expect(bearerMatches('secret-token-123', 'secret-token-123')).toBe(false)
    expect(bearerMatches(undefined, 'secret-token-123')).toBe(false)
  })
})
