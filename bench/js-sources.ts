/**
 * `npx tsx bench/js-sources.ts [route …]`: what the JavaScript a public route preloads is made of. Needs a client
 * build with source maps (`npx react-router build --sourcemapClient`). For every chunk the page modulepreloads it
 * attributes the minified bytes to source files through the source map, and scales them to the chunk's brotli size
 * (an estimate: brotli does not compress every module equally). Prints per chunk and per package.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'
import { TraceMap, eachMapping } from '@jridgewell/trace-mapping'
import { PUBLIC_ROUTES } from './budgets'
import { ensureDatabase, request, ROOT, startServer } from './harness'
import { SUITES } from './suites'

const CLIENT = path.join(ROOT, 'build/client')

function brotli(file: string): number {
  if (existsSync(`${file}.br`)) return readFileSync(`${file}.br`).byteLength
  return brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength
}

function packageOf(source: string): string {
  const nm = source.lastIndexOf('node_modules/')
  if (nm < 0) return source.replace(/^.*?\/app\//, 'app/')
  const rest = source.slice(nm + 'node_modules/'.length).split('/')
  return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!
}

/** Minified bytes per source file of one chunk. */
function composition(file: string): Map<string, number> {
  const code = readFileSync(file, 'utf8')
  const lines = code.split('\n')
  const map = new TraceMap(readFileSync(`${file}.map`, 'utf8'))
  const segments: { line: number; column: number; source: string }[] = []
  eachMapping(map, (m) => segments.push({ line: m.generatedLine, column: m.generatedColumn, source: m.source ?? '(none)' }))
  const sizes = new Map<string, number>()
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i]!
    const next = segments[i + 1]
    const end = next && next.line === s.line ? next.column : lines[s.line - 1]!.length
    sizes.set(s.source, (sizes.get(s.source) ?? 0) + (end - s.column))
  }
  return sizes
}

async function main() {
  const routes = process.argv.slice(2).length ? process.argv.slice(2) : PUBLIC_ROUTES
  const server = await startServer(await ensureDatabase(1_000, SUITES))
  const perChunk = new Map<string, { br: number; sources: Map<string, number> }>()
  try {
    for (const route of routes) {
      const html = await request(server.baseUrl + route)
      const js = [...new Set([...html.matchAll(/<link[^>]* rel="modulepreload" href="(\/[^"]+)"/g)].map((m) => m[1]!))]
      let total = 0
      const rows: string[] = []
      for (const asset of js) {
        const file = path.join(CLIENT, asset)
        const br = brotli(file)
        total += br
        if (!perChunk.has(asset)) perChunk.set(asset, { br, sources: existsSync(`${file}.map`) ? composition(file) : new Map() })
        rows.push(`${(br / 1024).toFixed(1).padStart(6)} ${asset}`)
      }
      console.log(`\n## ${route}: ${(total / 1024).toFixed(1)} KB br in ${js.length} files`)
      console.log(rows.sort().reverse().join('\n'))
    }
  } finally {
    await server.stop()
  }
  console.log('\n# Chunks (br KB, estimated per package / source)')
  for (const [asset, { br, sources }] of [...perChunk].sort((a, b) => b[1].br - a[1].br)) {
    const minified = [...sources.values()].reduce((a, b) => a + b, 0)
    console.log(`\n${asset}: ${(br / 1024).toFixed(1)} KB br`)
    const byPackage = new Map<string, number>()
    for (const [source, bytes] of sources) byPackage.set(packageOf(source), (byPackage.get(packageOf(source)) ?? 0) + bytes)
    for (const [name, bytes] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
      if (bytes / minified < 0.005) break
      console.log(`  ${((br * bytes) / minified / 1024).toFixed(1).padStart(6)}  ${name}`)
    }
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
