import { statSync } from 'node:fs'
import path from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'
import recorded from './test-durations.json'

const RECORDED: Record<string, number> = recorded

/**
 * Longest files first, so that the two workers end together (docs/decisions/0120-ci-time.md).
 *
 * Vitest's own order sorts by the durations in its results cache (node_modules/.vite/vitest), and by file size when a
 * file has none, as in a fresh clone (CI). By size the fuzz shards (tiny files, ~9 minutes each) ran last, and one
 * worker ran alone for minutes at the end. Here a file's duration is the cache's when it has one, else the one
 * recorded in test-durations.json (a full run's cache, `npx tsx tooling/record-test-durations.ts` refreshes it).
 * Files known to neither run first, larger first, as Vitest runs unknown files first.
 */
export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const estimate = (spec: TestSpecification): number | undefined => {
      const cached = this.ctx.cache.getTestSpecificationResult(spec)
      if (cached) return cached.duration
      return RECORDED[path.relative(spec.project.config.root, spec.moduleId).split(path.sep).join('/')]
    }
    const size = (spec: TestSpecification): number => {
      try {
        return statSync(spec.moduleId).size
      } catch {
        return 0
      }
    }
    const keyed = files.map((spec) => ({ spec, duration: estimate(spec), size: size(spec) }))
    return keyed
      .sort((a, b) => {
        if (a.spec.project.name !== b.spec.project.name) return a.spec.project.name < b.spec.project.name ? -1 : 1
        if (a.duration === undefined || b.duration === undefined) {
          if (a.duration !== b.duration) return a.duration === undefined ? -1 : 1
          return b.size - a.size
        }
        return b.duration - a.duration
      })
      .map(({ spec }) => spec)
  }
}
