// Reads a window from the active sources a rule names (its sourceIds, else all), for the check and the dry-run.
// The first source that fails ends the read: a rule never trips on part of its sources.

import type { AppContext } from "../../app-context.js";
import type { LogRecord } from "../../diagnosis/log-record.js";
import { isAppError } from "../../domain/errors.js";
import { connectorFor, loadActiveSources } from "../log-sources.js";

export const NO_ACTIVE_SOURCE = "NO_ACTIVE_SOURCE";

export type WindowRead = { records: LogRecord[] } | { error: { code: string; message: string } };

export async function readRuleWindow(
  ctx: AppContext,
  ref: { tenantId: string; projectId: string },
  sourceIds: string[] | undefined,
  window: { start: number; end: number },
  opts: { lineBudget: number; timeoutMs: number },
): Promise<WindowRead> {
  const { connections, unusable } = await loadActiveSources(ctx, ref.tenantId, ref.projectId);
  const wanted = (id: string) => !sourceIds || sourceIds.includes(id);
  const bad = unusable.find((u) => wanted(u.id));
  if (bad) return { error: { code: bad.error.code, message: `${bad.name}: ${bad.error.message}` } };
  const conns = connections.filter((c) => wanted(c.id));
  if (conns.length === 0) {
    return { error: { code: NO_ACTIVE_SOURCE, message: "the project has no active log source this rule reads" } };
  }
  const signal = AbortSignal.timeout(opts.timeoutMs);
  const budget = Math.max(1, Math.floor(opts.lineBudget / conns.length));
  const records: LogRecord[] = [];
  for (const conn of conns) {
    try {
      const read = connectorFor(ctx, conn).read(window, { signal, lineBudget: budget });
      for await (const r of read) records.push(r);
      const failure = read.outcome.failures[0];
      if (failure) return { error: { code: failure.error.code, message: `${conn.name}: ${failure.error.message}` } };
      if (read.outcome.reason === "deadline") {
        return { error: { code: "UPSTREAM_TIMEOUT", message: `${conn.name}: not read in time` } };
      }
    } catch (err) {
      const code = isAppError(err) ? err.code : "UPSTREAM_ERROR";
      return { error: { code, message: `${conn.name}: the log source could not be read` } };
    }
  }
  return { records };
}
