import { createReadStream, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream'
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express'

/**
 * The client build's files, served from an index made once at start (docs/decisions/0049-production-build-and-
 * static-files.md): a request is looked up in memory, so a page never waits for a file-system `stat`, and a static
 * file is sent with the brotli or gzip copy the build wrote beside it (tooling/precompress.ts), never compressed
 * per request. The build is immutable while the server runs; a new build means a restart.
 */
interface Variant {
  file: string
  size: number
}

interface StaticFile {
  identity: Variant
  br?: Variant
  gzip?: Variant
  etag: string
  lastModified: string
  cacheControl: string
}

const IMMUTABLE = 'public, max-age=31536000, immutable'
const ONE_HOUR = 'public, max-age=3600'

function walk(dir: string, prefix: string, into: Map<string, StaticFile>) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name)
    const urlPath = `${prefix}/${entry.name}`
    if (entry.isDirectory()) {
      walk(file, urlPath, into)
      continue
    }
    if (!entry.isFile() || /\.(?:br|gz)$/.test(entry.name)) continue
    const stats = statSync(file)
    const variant = (suffix: string): Variant | undefined => {
      try {
        return { file: file + suffix, size: statSync(file + suffix).size }
      } catch {
        return undefined
      }
    }
    into.set(urlPath, {
      identity: { file, size: stats.size },
      br: variant('.br'),
      gzip: variant('.gz'),
      etag: `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
      lastModified: stats.mtime.toUTCString(),
      // Hashed build assets never change under their name; the public folder's files may change with a release.
      cacheControl: urlPath.startsWith('/assets/') ? IMMUTABLE : ONE_HOUR,
    })
  }
}

/** Every file under `clientDir` by its URL path (`/assets/…`, `/images/…`, `/favicon.svg`). */
function staticFileIndex(clientDir: string): Map<string, StaticFile> {
  const index = new Map<string, StaticFile>()
  try {
    walk(clientDir, '', index)
  } catch (error) {
    // No client build (a server-only test build): nothing to serve, every request goes on to React Router.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  return index
}

/** The coding to send: brotli, then gzip, when the client accepts it (q > 0) and the build has that copy. */
export function chooseEncoding(acceptEncoding: string | undefined, file: Pick<StaticFile, 'br' | 'gzip'>): 'br' | 'gzip' | null {
  if (!acceptEncoding || (!file.br && !file.gzip)) return null
  const accepted = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined)
    if (name) accepted.set(name, q === undefined ? 1 : Number(q))
  }
  const allows = (coding: string) => (accepted.get(coding) ?? accepted.get('*') ?? 0) > 0
  if (file.br && allows('br')) return 'br'
  if (file.gzip && allows('gzip')) return 'gzip'
  return null
}

function isFresh(req: ExpressRequest, file: StaticFile): boolean {
  const ifNoneMatch = req.get('if-none-match')
  if (ifNoneMatch) return ifNoneMatch.split(',').some((tag) => tag.trim() === file.etag || tag.trim() === '*')
  const ifModifiedSince = req.get('if-modified-since')
  return ifModifiedSince !== undefined && Date.parse(ifModifiedSince) >= Date.parse(file.lastModified)
}

function isPrematureClose(error: Error) {
  return (error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE'
}

export function staticFiles(clientDir: string) {
  const index = staticFileIndex(clientDir)
  return function serveStatic(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const file = index.get(req.path)
    if (!file) return next()

    const encoding = chooseEncoding(req.get('accept-encoding'), file)
    const variant = (encoding && file[encoding]) || file.identity
    res.type(path.extname(file.identity.file))
    res.setHeader('Cache-Control', file.cacheControl)
    res.setHeader('ETag', file.etag)
    res.setHeader('Last-Modified', file.lastModified)
    if (file.br || file.gzip) res.setHeader('Vary', 'Accept-Encoding')
    if (isFresh(req, file)) {
      res.status(304).end()
      return
    }
    if (encoding) res.setHeader('Content-Encoding', encoding)
    res.setHeader('Content-Length', String(variant.size))
    if (req.method === 'HEAD') {
      res.end()
      return
    }
    pipeline(createReadStream(variant.file), res, (error) => {
      // A visitor who leaves (or a browser that cancels a preload) closes the socket mid-file: nothing to report, and
      // nobody to answer. Only a file that cannot be read, before anything was sent, becomes an error page.
      if (!error || res.headersSent || isPrematureClose(error)) return
      next(error)
    })
  }
}
