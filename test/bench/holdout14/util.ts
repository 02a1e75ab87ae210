// Small text helpers: timestamps as nginx / Rails / Postgres print them inside their own lines, ids.
import type { Rng } from "./rng.js";

const MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const p2 = (n: number) => String(n).padStart(2, "0");

/** nginx $time_local: 03/Aug/2026:10:12:01 +0000 */
export const nginxTime = (ms: number) => {
  const d = new Date(ms);
  return `${p2(d.getUTCDate())}/${MON[d.getUTCMonth()]}/${d.getUTCFullYear()}:${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} +0000`;
};

/** Rails' `Started GET ... at 2026-08-03 10:12:01 +0000` */
export const railsTime = (ms: number) => new Date(ms).toISOString().replace("T", " ").slice(0, 19) + " +0000";

/** nginx error log / Postgres style: 2026/08/03 10:12:01 */
export const slashTime = (ms: number) => new Date(ms).toISOString().replace("T", " ").slice(0, 19).replace(/-/g, "/");

/** The UTC date (YYYY-MM-DD) of an epoch ms, for ids and file names that carry the day. */
export const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const isoSec = (ms: number) => new Date(ms).toISOString().slice(0, 19) + "Z";

export const msf = (r: Rng, a: number, b: number) => r.num(a, b).toFixed(1);

/** A lot id as a fab's MES prints it. */
export const lot = (r: Rng) => `N7${r.pick(["A", "B", "K"])}${r.int(10000, 99999)}.${r.int(1, 3)}`;
export const msisdn = (r: Rng) => `4479${r.int(10000000, 99999999)}`;
export const imsi = (r: Rng) => `23415${r.int(1000000000, 9999999999)}`;
export const loanId = (r: Rng) => `LN-2026-${r.int(100000, 999999)}`;
