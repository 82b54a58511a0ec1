/**
 * `npx tsx bench/talent-scale.ts`: the Talent Hub's tech-stack filter, its count, tag search and the culture-fit order
 * at 1,000 and 100,000 jobs, side by side in one run (docs/decisions/0118-tech-stack-and-culture.md). Model-level:
 * the same select builders the page and GET /api/jobs run, on two embedded databases filled here (10 jobs a startup,
 * tech stacks drawn from 24 tags, a few rare). Prints the median time per call of each scenario and the ratio
 * (1,000-job time / 100,000-job time; 1.0 = no slower at 100×).
 */
import { rmSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { openDatabase, type Database } from '../db/client'
import { jobCountQuery, jobListQuery, toListing, withRarestTagFirst, type JobListQuery } from '../app/models/jobs.server'
import { FIT_CANDIDATES, withFit } from '../app/models/job-fit.server'
import { byFit, type FitPreferences } from '../app/domain/culture-fit'

const TAGS = ['React', 'TypeScript', 'Node.js', 'Python', 'Django', 'Go', 'Java', 'Kotlin', 'Swift', 'Flutter', 'AWS',
  'PostgreSQL', 'Kubernetes', 'Vue', 'Angular', 'Rust', 'Ruby', 'Rails', 'PHP', 'Laravel', 'Scala', 'Elixir', 'Haskell', 'COBOL']

async function fill(rows: number): Promise<Database> {
  const file = path.resolve('.cache/bench', `talent-${rows}.db`)
  for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true })
  const database = await openDatabase({ url: `file:${file}` })
  await database.migrate()
  const tags = JSON.stringify(TAGS)
  await database.transaction(async (tx) => {
    await tx.run(sql.raw(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${rows / 10})
      INSERT INTO startups(name, culture_values) SELECT 'Startup ' || i,
        json_array(CASE i % 3 WHEN 0 THEN 'remote-first' WHEN 1 THEN 'flat-hierarchy' ELSE 'hybrid' END, 'learning-budget') FROM n`))
    // Common tags (the first 20) on most jobs, three per job; the last four rare (COBOL on one job in 1,000).
    await tx.run(sql.raw(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${rows})
      INSERT INTO jobs(startup_id, title, description, location, type, experience_level, is_remote, tech_stack)
      SELECT (i - 1) / 10 + 1, 'Engineer ' || i, 'Build things with the team.',
        CASE i % 4 WHEN 0 THEN 'Remote' WHEN 1 THEN 'Singapore' WHEN 2 THEN 'Tokyo' ELSE 'Jakarta' END,
        'full-time', 'mid', i % 4 = 0,
        json_array(json_extract('${tags}', '$[' || (i % 20) || ']'), json_extract('${tags}', '$[' || ((i * 7) % 20) || ']'),
          CASE WHEN i % 1000 = 0 THEN 'COBOL' ELSE json_extract('${tags}', '$[' || ((i * 13) % 23) || ']') END)
      FROM n`))
  })
  await database.db.run(sql.raw('ANALYZE'))
  return database
}

/** What listJobs runs: the tags rarest first, then the page. */
const page = async (d: Database, query: JobListQuery) => jobListQuery(d.db, await withRarestTagFirst(d.db, query))!

const member: FitPreferences = { cultureValues: ['remote-first', 'learning-budget'], skills: ['React', 'Go'], cityId: null, remoteOk: true }

const scenarios: Record<string, (database: Database) => Promise<unknown>> = {
  'techStack=react (page)': (d) => page(d, { techStack: ['react'], limit: 50 }),
  'techStack=react,go (page)': (d) => page(d, { techStack: ['react', 'go'], limit: 50 }),
  'techStack=react,typescript (page; few together)': (d) => page(d, { techStack: ['react', 'typescript'], limit: 50 }),
  'techStack=react,cobol (page; rare tag)': (d) => page(d, { techStack: ['react', 'cobol'], limit: 50 }),
  'techStack=react,go (count)': async (d) => jobCountQuery(d.db, await withRarestTagFirst(d.db, { techStack: ['react', 'go'] }))!,
  'techStack=react,cobol (count)': async (d) => jobCountQuery(d.db, await withRarestTagFirst(d.db, { techStack: ['react', 'cobol'] }))!,
  'techStack=react&location=Tokyo (count)': (d) => jobCountQuery(d.db, { techStack: ['react'], location: 'Tokyo' })!,
  'searchQuery=Django (page)': (d) => jobListQuery(d.db, { searchQuery: 'Django', limit: 50 })!,
  'sort=fit (window of 300, scored)': async (d) => {
    const rows = await jobListQuery(d.db, { limit: FIT_CANDIDATES }, { maxLimit: FIT_CANDIDATES })!
    const scored = await withFit(d.db, rows.map(toListing), member)
    return scored.map((job) => ({ item: job, score: job.fit.score, reasons: job.fit.reasons })).sort(byFit).slice(0, 50)
  },
  'sort=fit&techStack=react (window, scored)': async (d) => {
    const query: JobListQuery = { techStack: ['react'], limit: FIT_CANDIDATES }
    const rows = await jobListQuery(d.db, query, { maxLimit: FIT_CANDIDATES })!
    return (await withFit(d.db, rows.map(toListing), member)).length
  },
}

async function median(run: () => Promise<unknown>, times: number): Promise<number> {
  for (let i = 0; i < 5; i++) await run()
  const samples: number[] = []
  for (let i = 0; i < times; i++) {
    const start = performance.now()
    await run()
    samples.push(performance.now() - start)
  }
  samples.sort((a, b) => a - b)
  return samples[Math.floor(samples.length / 2)]!
}

const small = await fill(1_000)
const large = await fill(100_000)
console.log('scenario | 1,000 jobs ms | 100,000 jobs ms | ratio (small/large)')
for (const [name, run] of Object.entries(scenarios)) {
  // Side by side: alternate the two databases in rounds.
  let a = 0
  let b = 0
  for (let round = 0; round < 3; round++) {
    a += await median(() => run(small), 15)
    b += await median(() => run(large), 15)
  }
  console.log(`${name} | ${(a / 3).toFixed(2)} | ${(b / 3).toFixed(2)} | ${(a / b).toFixed(2)}`)
}
await small.close()
await large.close()
