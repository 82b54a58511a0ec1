/**
 * Several independent reads of one page, awaited together: `readTogether({ a: query, b: other })` answers
 * `{ a: await query, b: await other }`. Each read is an ordinary Drizzle select (or any promise). On better-sqlite3 the
 * reads run one after another on the same thread; on a libSQL server they are in flight together.
 * (Until decision 0092 this sent them as one SQL statement and decoded the rows with Drizzle's unexported row mapper;
 * that read a library's internals and is gone.)
 */
export async function readTogether<const T extends Record<string, PromiseLike<unknown>>>(
  reads: T,
): Promise<{ [K in keyof T]: Awaited<T[K]> }> {
  const names = Object.keys(reads)
  const values = await Promise.all(names.map((name) => reads[name]))
  return Object.fromEntries(names.map((name, index) => [name, values[index]])) as { [K in keyof T]: Awaited<T[K]> }
}
