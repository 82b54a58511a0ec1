import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// Decisions 0096 and 0100: packages only one feature needs are imported where they are used, never at boot. A boot
// loads the server build's entry and every chunk it imports statically; none of those may import these packages
// statically (a dynamic `import('…')` in them is the point). Reads the production build (`npm run build`).
const ON_FIRST_USE = ['stripe', 'file-type', 'jsdom', 'dompurify', 'marked', '@remix-run/headers'] as const

const STATIC_IMPORT = /(?:^|[;\n}])\s*(?:import|export)\s*(?:[\w*{}\s,$]+\s*from\s*)?"([^"]+)"/g

/** Every chunk a boot loads (static imports from build/server/index.js), with the bare packages each imports. */
function bootGraph(entry: string): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  const visit = (file: string) => {
    if (graph.has(file)) return
    const packages: string[] = []
    graph.set(file, packages)
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (specifier!.startsWith('.')) visit(path.resolve(path.dirname(file), specifier!))
      else packages.push(specifier!)
    }
  }
  visit(entry)
  return graph
}

describe('what a boot imports', () => {
  const graph = bootGraph(path.resolve('build/server/index.js'))

  it('reads the build: the entry reaches the server chunk, and React Router is imported at boot', () => {
    expect(graph.size).toBeGreaterThan(1)
    expect([...graph.values()].flat()).toContain('react-router')
  })

  it.each(ON_FIRST_USE)('%s is not imported by any chunk a boot loads (only on first use)', (name) => {
    for (const [file, packages] of graph) {
      const found = packages.filter((specifier) => specifier === name || specifier.startsWith(`${name}/`))
      // @remix-run/headers: only the subpath the language detection uses (its root entry loads all 21 header classes).
      const allowed = name === '@remix-run/headers' ? ['@remix-run/headers/accept-language'] : []
      expect(found.filter((specifier) => !allowed.includes(specifier)), path.relative('build', file)).toEqual([])
    }
  })

  // Decision 0112: loaded from node_modules these are ~210 modules that a start resolves and reads one by one; bundled
  // (vite.config.ts, ssr.noExternal) they are part of the build's chunks. React, React DOM and React Router stay external.
  it.each(['drizzle-orm', 'zod', '@conform-to/', 'radix-ui', '@radix-ui/', 'react-remove-scroll'])(
    '%s is bundled into the server build, not imported from node_modules at boot',
    (name) => {
      for (const [file, packages] of graph) {
        const found = packages.filter((specifier) => specifier === name || specifier.startsWith(name.endsWith('/') ? name : `${name}/`))
        expect(found, path.relative('build', file)).toEqual([])
      }
    },
  )
})
