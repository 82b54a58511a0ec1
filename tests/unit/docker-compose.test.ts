import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { SQLD_CHECKPOINT_INTERVAL_S } from '../../tooling/sqld'

/**
 * docker-compose.yml (issue 19, docs/decisions/0054-scale-out.md): no Docker engine runs here, so this checks that
 * the file parses and describes the topology `npm run cluster` runs: sqld, two app instances on it, a proxy in front.
 */
interface Service {
  image?: string
  build?: string
  environment?: Record<string, string>
  ports?: string[]
  depends_on?: unknown
}

const compose = parse(readFileSync(path.resolve('docker-compose.yml'), 'utf8')) as {
  services: Record<string, Service>
  configs: Record<string, { content: string }>
}

describe('docker-compose.yml', () => {
  it('runs sqld, two stateless app instances from the Dockerfile on it, and a proxy balancing them', () => {
    const { sqld, proxy, ...rest } = compose.services
    expect(sqld?.image).toMatch(/^ghcr\.io\/tursodatabase\/libsql-server/)
    const apps = Object.values(rest)
    expect(apps).toHaveLength(2)
    for (const app of apps) {
      expect(app.build).toBe('.')
      expect(app.environment).toMatchObject({ DATABASE_URL: 'http://sqld:8080', STORAGE: 'database', TRUST_PROXY: '1' })
    }
    expect(proxy?.ports).toEqual(['8080:80'])
    const nginx = compose.configs.nginx!.content
    for (const name of Object.keys(rest)) expect(nginx).toContain(`server ${name}:3000`)
    expect(nginx).toContain('X-Forwarded-For')
  })

  it('checkpoints sqld on the same timer as the tests and npm run cluster (no checkpoints after commits, which can wedge its writes)', () => {
    expect(compose.services.sqld?.environment?.SQLD_CHECKPOINT_INTERVAL_S).toBe(String(SQLD_CHECKPOINT_INTERVAL_S))
  })
})
