// A database reporting lock conflicts (deadlocks, lock waits that time out) is where they show, not where they come
// from: transactions of its clients conflict. A client that started something new just before (a batch job, a
// release) brought the transactions that now conflict with everyone else's. (A client's schema migration changed the
// database itself: the locks it takes are the database's.)
import type { Aggregates } from "./aggregate.js";
import { lastChange } from "./change.js";
import type { ServiceFinding } from "./localize.js";
import { isDatabaseServer } from "./mentions.js";

const LOCK_CONFLICT_RE =
  /\bdeadlock (?:detected|found)\b|\bDeadlock found when trying to get lock\b|\bwas deadlocked\b|\bdeadlock victim\b|\bLock wait timeout exceeded\b|\bORA-00060\b|\block timeout\b|\bcould not obtain lock\b/i;
const SCHEMA_CHANGE_RE = /\b(?:migrat\w*|schema|ALTER TABLE|DDL)\b/i;
/** A client's change this shortly before the conflicts began brought them. */
const CONFLICT_CHANGE_MS = 5 * 60 * 1000;

/** The one client of database `server` that changed just before the lock conflicts `server` reports began. */
export function conflictingClient(
  agg: Aggregates,
  server: ServiceFinding,
  findings: ServiceFinding[],
): ServiceFinding | undefined {
  if (server.names.size > 0 || server.anomalies.length === 0 || !isDatabaseServer(server.service)) return undefined;
  const conflicts = server.anomalies.some((a) => LOCK_CONFLICT_RE.test((a.stat.firstBad?.message ?? "").slice(0, 600)));
  if (!conflicts) return undefined;
  const changed = findings.filter((g) => {
    if (g === server || !g.names.has(server.service)) return false;
    const change = lastChange(agg, g.service, server.onset, CONFLICT_CHANGE_MS);
    return change !== undefined && !SCHEMA_CHANGE_RE.test(change.first.message.slice(0, 300));
  });
  return changed.length === 1 ? changed[0] : undefined;
}
