// The active sources a rule names (its sourceIds, else all), and reading a window from each with the rule's query,
// for the check and the dry-run. Each source answers or fails on its own: the caller decides what a failure means.
import type { AppContext } from "../../app-context.js";
import type { Connector, ReadWindow } from "../../connectors/connector.port.js";
import type { LogRecord } from "../../diagnosis/log-record.js";
import { isAppError } from "../../domain/errors.js";
import { connectorFor, loadActiveSources } from "../log-sources.js";

export const NO_ACTIVE_SOURCE = "NO_ACTIVE_SOURCE";

export interface SourceError {
  code: string;
  message: string;
  /** The log source that failed, when one did (not for NO_ACTIVE_SOURCE). */
  sourceId?: string;
}

/** Why a rule read nothing: the first source's failure, or no active source at all. */
export function noSourceAnswered(failures: SourceError[]): SourceError {
  return failures[0] ?? { code: NO_ACTIVE_SOURCE, message: "the project has no active log source this rule reads" };
}

export interface RuleSources {
  sources: Array<{ id: string; name: string; connector: Connector }>;
  /** Sources the rule names whose credentials could not be opened. */
  failures: SourceError[];
}

export async function ruleSources(
  ctx: AppContext,
  ref: { tenantId: string; projectId: string },
  sourceIds: string[] | undefined,
): Promise<RuleSources> {
  const { connections, unusable } = await loadActiveSources(ctx, ref.tenantId, ref.projectId);
  const wanted = (id: string) => !sourceIds || sourceIds.includes(id);
  return {
    sources: connections
      .filter((c) => wanted(c.id))
      .map((c) => ({ id: c.id, name: c.name, connector: connectorFor(ctx, c) })),
    failures: unusable
      .filter((u) => wanted(u.id))
      .map((u) => ({ code: u.error.code, message: `${u.name}: ${u.error.message}`, sourceId: u.id })),
  };
}

/** One source's lines of the window, or the reason it could not be read whole. */
export async function readSource(
  source: RuleSources["sources"][number],
  window: ReadWindow,
  opts: { lineBudget: number; signal: AbortSignal; query?: string },
): Promise<{ records: LogRecord[] } | { error: SourceError }> {
  const records: LogRecord[] = [];
  try {
    const read = source.connector.read(window, {
      signal: opts.signal,
      lineBudget: opts.lineBudget,
      ...(opts.query ? { query: opts.query } : {}),
    });
    for await (const r of read) records.push(r);
    const failure = read.outcome.failures[0];
    if (failure)
      return {
        error: { code: failure.error.code, message: `${source.name}: ${failure.error.message}`, sourceId: source.id },
      };
    if (read.outcome.reason === "deadline") {
      return { error: { code: "UPSTREAM_TIMEOUT", message: `${source.name}: not read in time`, sourceId: source.id } };
    }
    return { records };
  } catch (err) {
    const code = isAppError(err) ? err.code : "UPSTREAM_ERROR";
    return { error: { code, message: `${source.name}: the log source could not be read`, sourceId: source.id } };
  }
}

/** The lines of the sources that answered, and the sources that did not; an error only when none answered. */
export type WindowRead = { records: LogRecord[]; failures: SourceError[] } | { error: SourceError };

/** Every source's lines of the window: the dry-run's single read. A failing source is left out and named. */
export async function readRuleWindow(
  ctx: AppContext,
  ref: { tenantId: string; projectId: string },
  rule: { sourceIds?: string[]; query?: string },
  window: ReadWindow,
  opts: { lineBudget: number; timeoutMs: number },
): Promise<WindowRead> {
  const { sources, failures } = await ruleSources(ctx, ref, rule.sourceIds);
  if (sources.length === 0) return { error: noSourceAnswered(failures) };
  const signal = AbortSignal.timeout(opts.timeoutMs);
  const lineBudget = Math.max(1, Math.floor(opts.lineBudget / sources.length));
  const records: LogRecord[] = [];
  let answered = 0;
  for (const source of sources) {
    const read = await readSource(source, window, { lineBudget, signal, query: rule.query });
    if ("error" in read) {
      failures.push(read.error);
      continue;
    }
    answered++;
    for (const r of read.records) records.push(r);
  }
  if (answered === 0) return { error: failures[0] };
  return { records, failures };
}
