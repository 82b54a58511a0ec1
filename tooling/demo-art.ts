// Writes the demo data's pictures (seed/art.ts) into public/images/art/: run after changing a motif or a palette, and
// commit the files (tests/unit/demo-art.test.ts fails while they differ from what seed/art.ts draws).
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { allArt, ART_DIR } from '../seed/art'

mkdirSync(ART_DIR, { recursive: true })
for (const file of readdirSync(ART_DIR)) rmSync(path.join(ART_DIR, file))
const art = allArt()
for (const { file, svg } of art) writeFileSync(path.join(ART_DIR, file), svg)
console.log(`${art.length} pictures in ${ART_DIR}`)
