import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

/** What is worth compressing: text formats (images and fonts are compressed already). */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|html|json|txt|xml|map|webmanifest|ics)$/
const MIN_BYTES = 1024

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name)
    // .vite/ holds the build's manifest, which React Router deletes after reading: not a file the site serves.
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') yield* filesUnder(file)
    }
    else if (entry.isFile()) yield file
  }
}

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9) beside every text file of the client build,
 * once, at build time, where it saves bytes; the server sends them as they are (app/edge/static-files.ts) instead
 * of compressing the same bytes on every request (docs/decisions/0049-production-build-and-static-files.md).
 */
async function precompressDirectory(dir: string): Promise<number> {
  const jobs: Promise<number>[] = []
  for await (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue
    jobs.push(
      (async () => {
        if ((await stat(file)).size < MIN_BYTES) return 0
        const bytes = await readFile(file)
        const [br, gz] = await Promise.all([
          brotli(bytes, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength },
          }),
          gzipped(bytes, { level: 9 }),
        ])
        let written = 0
        if (br.byteLength < bytes.byteLength) {
          await writeFile(`${file}.br`, br)
          written++
        }
        if (gz.byteLength < bytes.byteLength) {
          await writeFile(`${file}.gz`, gz)
          written++
        }
        return written
      })(),
    )
  }
  return (await Promise.all(jobs)).reduce((a, b) => a + b, 0)
}

/** The Vite plugin: after the client build is written (assets and the public folder), compress it. */
export function precompress(): Plugin {
  return {
    name: 'startup-asia:precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async closeBundle() {
      const outDir = path.resolve(this.environment.config.root, this.environment.config.build.outDir)
      const written = await precompressDirectory(outDir)
      this.environment.logger.info(`precompressed: ${written} .br/.gz files in ${path.relative(process.cwd(), outDir)}`)
    },
  }
}
