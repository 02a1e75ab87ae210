// CloudWatch Logs through the AWS SDK with the tenant's own keys and region (never the Lambda's role):
// FilterLogEvents newest first, one group at a time; our retry policy instead of the SDK's, so the deadline rules.
// The SDK is imported on first use: every log-source and analysis function reaches this module, few read CloudWatch,
// and loading the client costs cold-start time.
import type { CloudWatchLogsClient, FilteredLogEvent } from "@aws-sdk/client-cloudwatch-logs";
import type { LogRecord } from "../diagnosis/log-record.js";
import { AppError } from "../domain/errors.js";
import type { LogSourceConnection } from "../domain/log-source.schema.js";
import {
  countsFromRows,
  countsWithInsights,
  FINAL_STATUSES,
  INSIGHTS_MAX_WAIT_MS,
  insightsCondition,
  insightsCountQuery,
  pollDelayMs,
} from "./cloudwatch-insights.js";
import { COUNT_UNAVAILABLE, type DiscoveredSource, type WindowTally } from "./connector.port.js";
import type { OpContext, Page, PlatformDriver, ResolvedDeps } from "./driver.js";
import { SAMPLE_WINDOW_MS } from "./driver.js";
import { pickLevel, serviceFromMessage, toAttributes } from "./normalize.js";
import { RetryableError, rateLimitedFinal, withRetry } from "./retry-policy.js";
import { bodyExcerpt } from "./upstream-call.js";

const NEWEST_FIRST_MIN_START = Date.UTC(2024, 0, 1);
const THROTTLES = new Set([
  "ThrottlingException",
  "TooManyRequestsException",
  "LimitExceededException",
  "RequestLimitExceeded",
]);
const AUTH = new Set([
  "UnrecognizedClientException",
  "InvalidSignatureException",
  "ExpiredTokenException",
  "AccessDeniedException",
  "IncompleteSignatureException",
  "InvalidClientTokenId",
  "SignatureDoesNotMatch",
]);

type CloudWatchSdk = typeof import("@aws-sdk/client-cloudwatch-logs");
let cloudwatchSdk: Promise<CloudWatchSdk> | undefined;
const loadSdk = () => {
  cloudwatchSdk ??= import("@aws-sdk/client-cloudwatch-logs");
  return cloudwatchSdk;
};

export function cloudwatchRecord(e: FilteredLogEvent, group: string): LogRecord {
  const message = e.message ?? "";
  const fallback = group.split(/[/:]/).filter(Boolean).pop() ?? group;
  return {
    timestamp: e.timestamp ?? Number.NaN,
    service: serviceFromMessage(message) ?? fallback,
    level: pickLevel(undefined, message),
    message,
    attributes: toAttributes({ logGroup: group, logStreamName: e.logStreamName, eventId: e.eventId }),
  };
}

function mapSdkError(err: unknown, signal: AbortSignal, timeout: AbortSignal): unknown {
  if (signal.aborted) return err;
  const e = err as { name?: string; message?: string; $metadata?: { httpStatusCode?: number } };
  if (timeout.aborted || e.name === "AbortError" || e.name === "TimeoutError") {
    return new RetryableError(AppError.upstreamTimeout("log_source", "cloudwatch did not answer in time"));
  }
  const name = e.name ?? "Error";
  const status = e.$metadata?.httpStatusCode;
  if (THROTTLES.has(name)) return new RetryableError(rateLimitedFinal(undefined));
  // The SDK names an answer it cannot parse (a redirect, a proxy's page) "Unknown": the status says more.
  const text =
    name === "Unknown" && status !== undefined
      ? `cloudwatch answered ${status}`
      : `cloudwatch: ${name}${e.message ? `: ${bodyExcerpt(String(e.message))}` : ""}`;
  if (AUTH.has(name))
    return AppError.upstream("log_source", text, { status: status ?? 400, reason: "credentials", awsError: name });
  if (status === undefined || status >= 500 || name === "ServiceUnavailableException") {
    return new RetryableError(
      AppError.upstream("log_source", status === undefined ? "cloudwatch could not be reached" : text, { status }),
    );
  }
  return AppError.upstream("log_source", text, { status, awsError: name });
}

/** Waits `ms`; false when the signal fired first. */
function pause(ms: number, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      clearTimeout(timer);
      signal.removeEventListener("abort", onAbort);
      resolve(ok);
    };
    const onAbort = () => done(false);
    const timer = setTimeout(() => done(true), ms);
    signal.addEventListener("abort", onAbort, { once: true });
  });
}

export function createCloudWatchDriver(conn: LogSourceConnection, deps: ResolvedDeps): PlatformDriver {
  const c = conn.credentials;
  let ready: Promise<{ sdk: CloudWatchSdk; client: CloudWatchLogsClient }> | undefined;
  const cw = () => {
    ready ??= loadSdk().then((sdk) => ({
      sdk,
      client: new sdk.CloudWatchLogsClient({
        region: conn.region ?? "us-east-1",
        ...(deps.endpointOverrides.cloudwatch ? { endpoint: deps.endpointOverrides.cloudwatch } : {}),
        credentials: {
          accessKeyId: c.accessKeyId,
          secretAccessKey: c.secretAccessKey,
          ...(c.sessionToken ? { sessionToken: c.sessionToken } : {}),
        },
        maxAttempts: 1,
      }),
    }));
    return ready;
  };

  const send = <T>(op: OpContext, run: (abortSignal: AbortSignal) => Promise<T>): Promise<T> =>
    withRetry(
      async () => {
        const timeout = AbortSignal.timeout(deps.requestTimeoutMs);
        try {
          return await run(AbortSignal.any([op.signal, timeout]));
        } catch (err) {
          throw mapSdkError(err, op.signal, timeout);
        }
      },
      { signal: op.signal, deadlineAt: op.deadlineAt, now: deps.now, policy: deps.retry },
    );

  const groupParam = (source: string) =>
    source.startsWith("arn:") ? { logGroupIdentifier: source } : { logGroupName: source };

  const filter = (
    op: OpContext,
    source: string,
    start: number,
    end: number,
    limit: number,
    nextToken?: string,
    filterPattern?: string,
  ) =>
    send(op, async (abortSignal) => {
      const { sdk, client } = await cw();
      return client.send(
        new sdk.FilterLogEventsCommand({
          ...groupParam(source),
          startTime: start,
          // FilterLogEvents is inclusive at both ends; the contract's end is exclusive.
          endTime: end - 1,
          limit,
          startFromHead: start < NEWEST_FIRST_MIN_START,
          ...(filterPattern ? { filterPattern } : {}),
          ...(nextToken ? { nextToken } : {}),
        }),
        { abortSignal },
      );
    });

  /** Stops a query given up on (running queries count towards the account's 30); its failure changes nothing. */
  const stop = async (queryId: string) => {
    try {
      const { sdk, client } = await cw();
      await client.send(new sdk.StopQueryCommand({ queryId }), { abortSignal: AbortSignal.timeout(2000) });
    } catch {
      // already finished, or unreachable: the query times out on its own
    }
  };

  return {
    countsQuery: countsWithInsights,

    /**
     * One Logs Insights query counts every bucket (cloudwatch-insights.ts): StartQuery, then GetQueryResults until
     * the query ends. Failed / Cancelled / Timeout is an upstream error; no end within INSIGHTS_MAX_WAIT_MS (or the
     * caller's deadline) stops the query and is a timeout.
     */
    async tally(source, buckets, filter, op): Promise<WindowTally[]> {
      const condition = insightsCondition(filter.query);
      if (condition === undefined) throw new Error("unreachable: the filter pattern has no Insights form");
      if (buckets.length === 0) return [];
      const first = buckets[0].start;
      const end = buckets[buckets.length - 1].end;
      const span = buckets[0].end - buckets[0].start;
      const started = await send(op, async (abortSignal) => {
        const { sdk, client } = await cw();
        return client.send(
          new sdk.StartQueryCommand({
            ...(source.startsWith("arn:") ? { logGroupIdentifiers: [source] } : { logGroupName: source }),
            // whole seconds, both inclusive: the query keeps the exact [first, end) itself
            startTime: Math.floor(first / 1000),
            endTime: Math.floor((end - 1) / 1000),
            queryString: insightsCountQuery(condition, first, span, end),
            limit: Math.min(10_000, buckets.length),
          }),
          { abortSignal },
        );
      }).catch((err: unknown) => {
        // keys granted logs:FilterLogEvents but not logs:StartQuery still read: the caller reads the lines instead
        if (err instanceof AppError && err.details?.awsError === "AccessDeniedException") {
          throw AppError.upstream("log_source", err.message, { ...err.details, [COUNT_UNAVAILABLE]: true });
        }
        throw err;
      });
      const queryId = started.queryId;
      if (!queryId) throw AppError.upstream("log_source", "cloudwatch started a query without an id");
      const giveUpAt = Math.min(deps.now() + INSIGHTS_MAX_WAIT_MS, op.deadlineAt ?? Number.POSITIVE_INFINITY);
      let ended = false;
      try {
        for (let attempt = 0; ; attempt++) {
          const wait = pollDelayMs(attempt);
          if (deps.now() + wait > giveUpAt || !(await pause(wait, op.signal)))
            throw AppError.upstreamTimeout("log_source", "cloudwatch insights did not finish the count in time");
          const res = await send(op, async (abortSignal) => {
            const { sdk, client } = await cw();
            return client.send(new sdk.GetQueryResultsCommand({ queryId }), { abortSignal });
          });
          const status = res.status ?? "Unknown";
          if (!FINAL_STATUSES.has(status)) continue;
          ended = true;
          if (status !== "Complete") {
            throw AppError.upstream("log_source", `cloudwatch insights: the count query ended ${status}`, {
              status: 200,
              queryStatus: status,
            });
          }
          return countsFromRows(res.results ?? [], buckets.length);
        }
      } catch (err) {
        // given up on before it ended, however (the deadline passing between polls or during one): stop it
        if (!ended) await stop(queryId);
        throw err;
      }
    },

    async *pages(source, window, ctx): AsyncGenerator<Page> {
      let nextToken: string | undefined;
      let wanted = ctx.budget;
      // The limit stays fixed while paging, like every other parameter but the token.
      const limit = Math.min(10_000, deps.pageSize, wanted + 1);
      do {
        const res = await filter(ctx, source, window.start, window.end, limit, nextToken, ctx.query);
        const events = res.events ?? [];
        nextToken = res.nextToken || undefined;
        wanted -= events.length;
        // Partly full or empty pages with a token are normal: keep going until the token is gone.
        yield { records: events.map((e) => cloudwatchRecord(e, source)), more: nextToken !== undefined };
      } while (nextToken && wanted > 0);
    },

    async sample(op) {
      const notes: string[] = [];
      try {
        await send(op, async (abortSignal) => {
          const { sdk, client } = await cw();
          return client.send(new sdk.DescribeLogGroupsCommand({ limit: 1 }), { abortSignal });
        });
      } catch (err) {
        if (!(err instanceof AppError) || err.details?.awsError !== "AccessDeniedException") throw err;
        notes.push("logs:DescribeLogGroups is denied: source discovery will not work, reading does");
      }
      const end = deps.now();
      const res = await filter(op, conn.sources[0], end - SAMPLE_WINDOW_MS, end + 1, 10);
      return { records: (res.events ?? []).map((e) => cloudwatchRecord(e, conn.sources[0])), notes };
    },

    async discover(op): Promise<DiscoveredSource[]> {
      const out: DiscoveredSource[] = [];
      let nextToken: string | undefined;
      for (let i = 0; i < 20; i++) {
        const token = nextToken;
        const res = await send(op, async (abortSignal) => {
          const { sdk, client } = await cw();
          return client.send(new sdk.DescribeLogGroupsCommand({ limit: 50, ...(token ? { nextToken: token } : {}) }), {
            abortSignal,
          });
        });
        for (const g of res.logGroups ?? []) if (g.logGroupName) out.push({ name: g.logGroupName, kind: "log_group" });
        nextToken = res.nextToken || undefined;
        if (!nextToken) break;
      }
      return out;
    },
  };
}
