// --since/--until: a duration back from now (90s, 15m, 2h, 7d) or an ISO 8601 time.
import { CliError } from "./cli-error.js";

const UNIT_MS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

export function parseTimeArg(flag: string, value: string, now: number): Date {
  const m = /^(\d+)([smhd])$/.exec(value.trim());
  if (m) return new Date(now - Number(m[1]) * UNIT_MS[m[2]]);
  const at = Date.parse(value);
  if (Number.isNaN(at))
    throw new CliError(`${flag} ${value}: expected a duration like 15m, 2h, 7d or an ISO 8601 time`);
  return new Date(at);
}

export function windowOf(since: string, until: string | undefined, now = Date.now()) {
  const start = parseTimeArg("--since", since, now);
  const end = until ? parseTimeArg("--until", until, now) : new Date(now);
  if (end <= start) throw new CliError(`--until must be after --since (${start.toISOString()} → ${end.toISOString()})`);
  return { timeStart: start.toISOString(), timeEnd: end.toISOString() };
}
