// Timestamp shapes printed by the formats and by the software quoted inside messages.
const MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const p2 = (n: number) => String(n).padStart(2, "0");

export const MIN = 60_000;

export function iso(t: number): string {
  return new Date(t).toISOString();
}

/** `2026-05-14 07:41:02.123` */
export function spaced(t: number): string {
  return iso(t).replace("T", " ").slice(0, 23);
}

/** nginx access log time: `14/May/2026:07:41:02 +0000` */
export function clf(t: number): string {
  const d = new Date(t);
  return `${p2(d.getUTCDate())}/${MON[d.getUTCMonth()]}/${d.getUTCFullYear()}:${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} +0000`;
}

/** nginx error log time: `2026/05/14 07:41:02` */
export function slashed(t: number): string {
  return iso(t).slice(0, 19).replace(/-/g, "/").replace("T", " ");
}

/** redis time: `14 May 2026 07:41:02.123` */
export function redisTime(t: number): string {
  const d = new Date(t);
  return `${p2(d.getUTCDate())} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()} ${iso(t).slice(11, 23)}`;
}

/** A calendar date `2026-05-14` some days after t. */
export function day(t: number, plusDays = 0): string {
  return iso(t + plusDays * 86_400_000).slice(0, 10);
}
