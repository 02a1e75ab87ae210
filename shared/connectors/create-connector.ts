// The factory: a saved source (decrypted credentials) plus dependencies → a Connector of its type.
import { AppError } from "../domain/errors.js";
import { type LogSourceConnection, secretValues } from "../domain/log-source-vocabulary.js";
import { createCloudWatchDriver } from "./cloudwatch.js";
import type { Connector, CountFilter, ReadWindow, TestResult } from "./connector.port.js";
import { createDatadogDriver } from "./datadog.js";
import type { ConnectorDeps, OpContext, PlatformDriver, ResolvedDeps } from "./driver.js";
import { createElasticDriver } from "./elastic.js";
import { createGcpLoggingDriver } from "./gcp-logging.js";
import { createLokiDriver } from "./loki.js";
import { toSample } from "./normalize.js";
import { runRead } from "./read-driver.js";
import { redactError, wireSecrets } from "./redact.js";
import { DEFAULT_RETRY, type RetryPolicy } from "./retry-policy.js";
import { createSplunkDriver } from "./splunk.js";

const DRIVERS = {
  cloudwatch: createCloudWatchDriver,
  datadog: createDatadogDriver,
  loki: createLokiDriver,
  splunk: createSplunkDriver,
  elastic: createElasticDriver,
  gcp_logging: createGcpLoggingDriver,
} satisfies Record<LogSourceConnection["type"], (c: LogSourceConnection, d: ResolvedDeps) => PlatformDriver>;

/** Retry settings a platform needs beyond the defaults (aggregators.md §6.5: GCP quotas are per minute). */
const PLATFORM_RETRY: Partial<Record<LogSourceConnection["type"], Partial<RetryPolicy>>> = {
  gcp_logging: { throttleWaitMs: { min: 10_000, max: 30_000 } },
};

/** An override's keys set to undefined keep the default (a spread would erase it, e.g. the Retry-After cap). */
function definedOnly<T extends object>(o: T | undefined): Partial<T> {
  return Object.fromEntries(Object.entries(o ?? {}).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export function createConnector(source: LogSourceConnection, deps: ConnectorDeps): Connector {
  const resolved: ResolvedDeps = {
    http: deps.http,
    endpointOverrides: deps.endpointOverrides ?? {},
    now: deps.now ?? Date.now,
    retry: { ...DEFAULT_RETRY, ...PLATFORM_RETRY[source.type], ...definedOnly(deps.retry) },
    requestTimeoutMs: deps.requestTimeoutMs ?? 8_000,
    pageSize: deps.pageSize ?? 1000,
  };
  const secrets = wireSecrets(source.credentials, secretValues(source.credentials));
  const platform = source.type;
  const redact = (e: unknown) => redactError(e, secrets, platform);
  const driver = DRIVERS[source.type](source, resolved);
  const tally = driver.tally?.bind(driver);
  const count =
    driver.count?.bind(driver) ??
    (tally
      ? async (s: string, buckets: ReadWindow[], f: CountFilter, op: OpContext) =>
          (await tally(s, buckets, { query: f.query }, op)).map((t) => (f.errorsOnly ? t.errors : t.total))
      : undefined);
  /** Every source's figures summed bucket by bucket; an upstream failure as the connector's AppError. */
  const overSources = async <T>(
    op: OpContext,
    one: (source: string) => Promise<T[]>,
    add: (a: T, b: T) => T,
  ): Promise<T[]> => {
    let sums: T[] | undefined;
    try {
      for (const s of source.sources) {
        const got = await one(s);
        sums = sums ? sums.map((a, i) => add(a, got[i])) : got;
      }
    } catch (err) {
      if (op.signal.aborted)
        throw AppError.upstreamTimeout("log_source", `${platform} did not answer before the deadline`);
      throw redact(err);
    }
    return sums ?? [];
  };

  return {
    type: source.type,
    read(window, opts) {
      return runRead(driver, source.sources, window, opts, redact);
    },
    ...(count
      ? {
          ...(driver.re2 ? { countsRe2: true } : {}),
          ...(driver.countsQuery ? { countsQuery: driver.countsQuery.bind(driver) } : {}),
          async count(buckets, filter, op) {
            if (filter.pattern !== undefined && !driver.re2) throw new Error(`${platform} cannot count RE2 patterns`);
            if (source.sources.length === 0) return buckets.map(() => 0);
            return overSources(
              op,
              (s) => count(s, buckets, filter, op),
              (a, b) => a + b,
            );
          },
        }
      : {}),
    ...(tally
      ? {
          async tally(buckets, filter, op) {
            if (source.sources.length === 0) return buckets.map(() => ({ total: 0, errors: 0 }));
            return overSources(
              op,
              (s) => tally(s, buckets, filter, op),
              (a, b) => ({ total: a.total + b.total, errors: a.errors + b.errors }),
            );
          },
        }
      : {}),
    async test(signal, deadlineAt): Promise<TestResult> {
      const started = resolved.now();
      try {
        const { records, notes = [] } = await driver.sample({ signal, deadlineAt });
        const dated = records.filter((r) => Number.isFinite(r.timestamp));
        const undated = records.length - dated.length;
        if (undated > 0) notes.push(`${undated} sample line(s) without a readable timestamp were skipped`);
        const sample = dated.slice(0, 10).map(toSample);
        return { ok: true, latencyMs: resolved.now() - started, sample, ...(notes.length ? { notes } : {}) };
      } catch (err) {
        const e = signal.aborted
          ? AppError.upstreamTimeout("log_source", `${platform} did not answer before the deadline`)
          : redact(err);
        return {
          ok: false,
          latencyMs: resolved.now() - started,
          sample: [],
          error: { code: e.code, message: e.message },
        };
      }
    },
    async discover(signal, deadlineAt) {
      try {
        return await driver.discover({ signal, deadlineAt });
      } catch (err) {
        if (signal.aborted)
          throw AppError.upstreamTimeout("log_source", `${platform} did not answer before the deadline`);
        throw redact(err);
      }
    },
  };
}
