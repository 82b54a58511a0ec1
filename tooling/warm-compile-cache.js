// Fills the build's compile cache (server.js reads it at every start; docs/decisions/0112-lighthouse-and-cold-start.md),
// so that even the first start after `npm run build` does not compile the build and its dependencies: imports the
// server build, as server.js does, with Node's compile cache turned on in the same folder, and writes the cache out.
// Run by `npm run build`, and by the Docker image as the user that runs the server (Node
// keeps one cache per user id). Plain JavaScript so that it runs where only production dependencies are installed.
import { mkdirSync, readdirSync, rmSync } from 'node:fs'
import module from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

process.env.NODE_ENV ??= 'production'
const buildPath = path.resolve(process.env.BUILD_PATH ?? 'build/server/index.js')
const directory = path.join(path.dirname(buildPath), '../compile-cache')
// A previous build's entries would never be read again (their files are gone): start the folder afresh. Its contents
// only, so that the folder may belong to another user than the build (the Docker image's).
if (!process.env.NODE_COMPILE_CACHE) {
  mkdirSync(directory, { recursive: true })
  for (const entry of readdirSync(directory)) rmSync(path.join(directory, entry), { recursive: true, force: true })
}
const { status } = module.enableCompileCache(directory)
if (status === module.constants.compileCacheStatus.FAILED) console.warn(`Could not write the compile cache in ${directory}`)
await import(pathToFileURL(buildPath).href)
module.flushCompileCache()
