// What each platform module implements; create-connector.ts turns it into the public Connector.
import type { LogRecord } from "../diagnosis/log-record.js";
import type { OutgoingHttp } from "../net/outgoing-http.port.js";
import type { CountFilter, DiscoveredSource, ReadWindow, WindowTally } from "./connector.port.js";
import type { RetryPolicy } from "./retry-policy.js";
import type { CallContext } from "./upstream-call.js";

export type EndpointOverrides = Partial<Record<"cloudwatch" | "datadog" | "gcp_logging" | "gcp_token", string>>;

export interface ConnectorDeps {
  http: OutgoingHttp;
  /** Operator-only base URLs for the fixed-host platforms (fakes); never from tenant input. */
  endpointOverrides?: EndpointOverrides;
  now?: () => number;
  retry?: Partial<RetryPolicy>;
  /** Per upstream call. Default 8 000 ms. */
  requestTimeoutMs?: number;
  /** Records asked per page (capped by each platform's maximum). Default 1000. */
  pageSize?: number;
}

export interface ResolvedDeps {
  http: OutgoingHttp;
  endpointOverrides: EndpointOverrides;
  now: () => number;
  retry: RetryPolicy;
  requestTimeoutMs: number;
  pageSize: number;
}

export interface OpContext {
  signal: AbortSignal;
  deadlineAt?: number;
}

export interface PageContext extends OpContext {
  /** Lines still wanted from this source. */
  budget: number;
  /** The platform-native filter (ReadOptions.query). */
  query?: string;
}

export interface Page {
  records: LogRecord[];
  /** The platform says there is more after this page. */
  more: boolean;
  warnings?: string[];
}

export interface PlatformDriver {
  pages(source: string, window: ReadWindow, ctx: PageContext): AsyncIterable<Page>;
  /** Cheapest credential check plus up to 10 newest lines of the first source over the last 15 minutes. */
  sample(ctx: OpContext): Promise<{ records: LogRecord[]; notes?: string[] }>;
  discover(ctx: OpContext): Promise<DiscoveredSource[]>;
  /** Its regex is RE2, so CountFilter.pattern may be given. */
  readonly re2?: boolean;
  /** Lines per bucket (buckets contiguous, of one width, oldest first) counted by the platform, for one source. */
  count?(source: string, buckets: ReadWindow[], filter: CountFilter, ctx: OpContext): Promise<number[]>;
  /** Lines and error lines per bucket for one source, counted together (the connector derives count from it). */
  tally?(source: string, buckets: ReadWindow[], filter: { query?: string }, ctx: OpContext): Promise<WindowTally[]>;
  /** Whether count/tally can take this query (absent: any). */
  countsQuery?(query: string | undefined): boolean;
}

export const callContext = (deps: ResolvedDeps, platform: string, op: OpContext): CallContext => ({
  http: deps.http,
  platform,
  signal: op.signal,
  deadlineAt: op.deadlineAt,
  now: deps.now,
  retry: deps.retry,
  requestTimeoutMs: deps.requestTimeoutMs,
});

export const SAMPLE_WINDOW_MS = 15 * 60 * 1000;
