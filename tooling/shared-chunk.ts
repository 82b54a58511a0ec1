import path from 'node:path'
import type { Plugin } from 'vite'

/**
 * One chunk for the code every page loads (docs/decisions/0063-javascript-and-lighthouse-under-target.md).
 *
 * The browser always runs the client entry (app/entry.client.tsx) and the root route (app/root.tsx); every module
 * they import statically (React, React DOM, React Router, the header, footer, toaster, the translator …) is on every
 * page. Left to the automatic chunking they are spread over ~20 chunks, one per set of routes that share them, each a
 * request, each with its own hashed import and export lists that brotli cannot compress. This groups them into one
 * chunk. Modules that only some routes import are chunked as before, so no page loads code it did not load before.
 */
export function sharedChunk(): Plugin {
  let root = process.cwd()
  return {
    name: 'startup-asia:shared-chunk',
    apply: 'build',
    config(config) {
      root = path.resolve(config.root ?? process.cwd())
    },
    configEnvironment(name) {
      if (name !== 'client') return
      const appDirectory = path.join(root, 'app')
      const entries = [path.join(appDirectory, 'entry.client.tsx'), path.join(appDirectory, 'root.tsx')]
      let always: Set<string> | null = null
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    debugName: 'shared',
                    name(id, ctx) {
                      always ??= staticallyReachable(entries, (moduleId) => ctx.getModuleInfo(moduleId))
                      return always.has(id) ? 'shared' : null
                    },
                  },
                ],
              },
            },
          },
        },
      }
    },
  }
}

interface ModuleInfoLike {
  id: string
  importedIds: readonly string[]
  isEntry: boolean
}

/** The modules the entries import statically, directly or through others (not the entries themselves). */
function staticallyReachable(entries: readonly string[], getModuleInfo: (id: string) => ModuleInfoLike | null): Set<string> {
  const seen = new Set<string>()
  const queue: string[] = []
  for (const entry of entries) {
    // React Router's client route modules carry a query string; match the entry file by its path.
    for (const id of [entry, `${entry}?__react-router-build-client-route`]) {
      const info = getModuleInfo(id)
      if (info) queue.push(...info.importedIds)
    }
  }
  while (queue.length) {
    const id = queue.pop()!
    if (seen.has(id)) continue
    const info = getModuleInfo(id)
    if (!info || info.isEntry) continue
    seen.add(id)
    queue.push(...info.importedIds)
  }
  return seen
}
