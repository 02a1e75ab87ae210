// One interface for every log aggregator: read a window, test the credentials, discover sources.
import type { LogRecord } from "../diagnosis/log-record.js";
import type { LogSourceType } from "../domain/log-source.schema.js";

export interface ReadWindow {
  /** Epoch ms, inclusive. */
  start: number;
  /** Epoch ms, exclusive. */
  end: number;
}

export interface ReadProgress {
  source: string;
  sourceIndex: number;
  sourcesTotal: number;
  /** Lines yielded so far over all sources. */
  lines: number;
  pages: number;
}

export interface ReadOptions {
  /** The deadline (and any cancellation). When it fires the read stops, keeps what it has, and is truncated. */
  signal: AbortSignal;
  /** Most lines to yield over all sources; shared out evenly, unused share flows to the next source. */
  lineBudget: number;
  /** Epoch ms of the deadline, if known: no retry sleeps past it (the read gives up with RATE_LIMITED instead). */
  deadlineAt?: number;
  onProgress?: (p: ReadProgress) => void;
  /**
   * A filter in the platform's own query language (a watchdog rule's `query`), applied by the aggregator: a LogQL
   * pipeline after each selector, a Datadog query, a Lucene query_string, a CloudWatch filter pattern, an SPL
   * search clause, a Cloud Logging filter.
   */
  query?: string;
}

/** What a count asks for: lines matching `query` (if any), all of them or only the error lines. */
export interface CountFilter {
  query?: string;
  errorsOnly: boolean;
  /** Lines matching this RE2 pattern: only where `Connector.countsRe2` says the platform's regex is RE2. */
  pattern?: string;
}

/**
 * Set in a count error's details when the platform refused to count but may still be read (e.g. CloudWatch keys
 * granted logs:FilterLogEvents but not logs:StartQuery): the caller reads the lines instead of failing the source.
 */
export const COUNT_UNAVAILABLE = "countUnavailable";

/** Lines and error lines of one window, counted together. */
export interface WindowTally {
  total: number;
  errors: number;
}

export type TruncationReason = "line_budget" | "deadline" | "source_error";

export interface SourceFailure {
  source: string;
  error: { code: string; message: string };
}

export interface ReadOutcome {
  truncated: boolean;
  /** The first reason that applied. */
  reason?: TruncationReason;
  lines: number;
  pages: number;
  /** Records dropped because they carried no readable timestamp (they cannot be placed in the window). */
  undated: number;
  /** Sources that failed while others were read (if every source fails the iteration throws instead). */
  failures: SourceFailure[];
  /** Upstream hints that the data is partial (e.g. Datadog meta.status "timeout"). */
  warnings: string[];
}

/** An async iterable of records, newest-first per source where the platform allows; `outcome` is final once iteration ends. */
export interface LogRead extends AsyncIterable<LogRecord> {
  readonly outcome: ReadOutcome;
}

export interface SampleLine {
  timestamp: string;
  service: string;
  level: string;
  message: string;
}

export interface TestResult {
  ok: boolean;
  latencyMs: number;
  sample: SampleLine[];
  error?: { code: string; message: string };
  /** Non-fatal remarks, e.g. discovery permission missing while reading works. */
  notes?: string[];
}

export type SourceKind = "log_group" | "index" | "data_stream" | "alias" | "label_selector" | "log";

export interface DiscoveredSource {
  name: string;
  kind: SourceKind;
}

export interface Connector {
  readonly type: LogSourceType;
  read(window: ReadWindow, opts: ReadOptions): LogRead;
  /**
   * Lines per bucket counted by the aggregator itself, summed over the source's sources; absent where the platform
   * cannot count (the caller reads the lines and counts them). Throws an AppError like discover.
   */
  /** The platform's regex is RE2 (Loki's is Go's): a pattern_match rule may count on its side too. */
  readonly countsRe2?: boolean;
  count?(
    buckets: ReadWindow[],
    filter: CountFilter,
    op: { signal: AbortSignal; deadlineAt?: number },
  ): Promise<number[]>;
  /**
   * Lines and error lines per bucket in one round of calls, where the platform counts both at once (CloudWatch Logs
   * Insights); the caller uses it instead of two counts. Throws like count.
   */
  tally?(
    buckets: ReadWindow[],
    filter: { query?: string },
    op: { signal: AbortSignal; deadlineAt?: number },
  ): Promise<WindowTally[]>;
  /** Whether count/tally can take this query (absent: any); when not, the caller reads the lines instead. */
  countsQuery?(query: string | undefined): boolean;
  /**
   * Never throws for an upstream failure: that is `ok:false`. `deadlineAt` (epoch ms, on the connector's clock) is
   * when `signal` fires: a retry wait that would overrun it gives up at once with RATE_LIMITED.
   */
  test(signal: AbortSignal, deadlineAt?: number): Promise<TestResult>;
  /** Throws AppError UPSTREAM_ERROR (details.upstream "log_source"), UPSTREAM_TIMEOUT or RATE_LIMITED. */
  discover(signal: AbortSignal, deadlineAt?: number): Promise<DiscoveredSource[]>;
}
