// Reading the game's `HEXKICK <kind> key=value ...` console lines in browser tests.

export const sleep = (ms) => new Promise((ok) => setTimeout(ok, ms));

/** The key=value fields of the last `HEXKICK <kind>` line at index >= from (and `index`), or null. */
export function lastRecord(log, kind, from = 0, match = () => true) {
  for (let i = log.length - 1; i >= from; i--) {
    const words = log[i].split(/\s+/);
    const at = words.indexOf('HEXKICK');
    if (at >= 0 && words[at + 1] === kind) {
      const fields = { index: i };
      for (const w of words.slice(at + 2)) {
        const eq = w.indexOf('=');
        if (eq > 0) fields[w.slice(0, eq)] = w.slice(eq + 1);
      }
      if (match(fields)) return fields;
    }
  }
  return null;
}

/** Waits for a `HEXKICK <kind>` line at index >= from whose fields pass `match`. */
export async function waitForRecord(log, kind, from = 0, timeoutMs = 60_000, match = () => true) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const record = lastRecord(log, kind, from, match);
    if (record) return record;
    await sleep(50);
  }
  throw new Error(`no "HEXKICK ${kind}" line in the page's console within ${timeoutMs / 1000} s`);
}
