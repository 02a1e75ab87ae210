// Turns a platform's page generator into a LogRead: line budget shared over sources, deadline, per-source failures.
import type { LogRecord } from "../diagnosis/log-record.js";
import { AppError, isAppError } from "../domain/errors.js";
import type { LogRead, ReadOptions, ReadOutcome, ReadWindow } from "./connector.port.js";
import type { PlatformDriver } from "./driver.js";
import { withTraceIds } from "./normalize.js";

export function runRead(
  driver: PlatformDriver,
  sources: string[],
  window: ReadWindow,
  opts: ReadOptions,
  redact: (e: unknown) => AppError,
): LogRead {
  const outcome: ReadOutcome = { truncated: false, lines: 0, pages: 0, undated: 0, failures: [], warnings: [] };
  const truncate = (reason: ReadOutcome["reason"]) => {
    if (!outcome.truncated) {
      outcome.truncated = true;
      outcome.reason = reason;
    }
  };
  async function* iterate(): AsyncGenerator<LogRecord> {
    try {
      yield* iterateSources();
    } finally {
      if (outcome.undated > 0)
        outcome.warnings.push(`${outcome.undated} line(s) without a readable timestamp were skipped`);
    }
  }
  async function* iterateSources(): AsyncGenerator<LogRecord> {
    const budget = Math.max(0, Math.floor(opts.lineBudget));
    let firstError: AppError | undefined;
    for (let i = 0; i < sources.length; i++) {
      if (opts.signal.aborted) {
        truncate("deadline");
        return;
      }
      const left = budget - outcome.lines;
      if (left <= 0) {
        truncate("line_budget");
        return;
      }
      const share = Math.ceil(left / (sources.length - i));
      const source = sources[i];
      let got = 0;
      try {
        for await (const page of driver.pages(source, window, {
          signal: opts.signal,
          deadlineAt: opts.deadlineAt,
          budget: share,
          ...(opts.query ? { query: opts.query } : {}),
        })) {
          outcome.pages++;
          if (page.warnings) outcome.warnings.push(...page.warnings);
          let leftover = false;
          for (const rec of page.records) {
            // NaN would pass the window test below (every comparison is false) and break every later stage.
            if (!Number.isFinite(rec.timestamp)) {
              outcome.undated++;
              continue;
            }
            // Platforms differ on edge inclusivity; the contract is [start, end).
            if (rec.timestamp < window.start || rec.timestamp >= window.end) continue;
            if (got >= share) {
              leftover = true;
              break;
            }
            got++;
            outcome.lines++;
            yield withTraceIds(rec);
          }
          opts.onProgress?.({
            source,
            sourceIndex: i,
            sourcesTotal: sources.length,
            lines: outcome.lines,
            pages: outcome.pages,
          });
          if (got >= share) {
            if (leftover || page.more) truncate("line_budget");
            break;
          }
          if (opts.signal.aborted) {
            truncate("deadline");
            return;
          }
        }
      } catch (err) {
        if (opts.signal.aborted) {
          truncate("deadline");
          return;
        }
        const e = redact(err);
        firstError ??= e;
        outcome.failures.push({ source, error: { code: e.code, message: e.message } });
        truncate("source_error");
      }
    }
    if (firstError && outcome.failures.length === sources.length && outcome.lines === 0) throw firstError;
  }
  return {
    outcome,
    [Symbol.asyncIterator]: () => iterate(),
  };
}

/** Anything that is not already an AppError becomes a log-source UPSTREAM_ERROR with a safe message. */
export function asAppError(err: unknown, platform: string): AppError {
  if (isAppError(err)) return err;
  return AppError.upstream("log_source", `${platform} request failed`);
}
