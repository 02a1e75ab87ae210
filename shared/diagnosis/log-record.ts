// The one shape every log line takes once read: connectors produce it, the engine consumes it.

export interface LogRecord {
  /** Epoch milliseconds; NaN-free. Lines without a time inherit the previous line's. */
  timestamp: number;
  /** Service or source name; "unknown" when the line names none. */
  service: string;
  /** Lower-case level: trace, debug, info, warn, error, fatal (or "unknown"). */
  level: string;
  message: string;
  attributes: Record<string, string>;
  /** Request / trace correlation id when the line states one; links callers and callees across services. */
  traceId?: string;
  spanId?: string;
}
