// One log event in true time, before clock skew and format are applied.
export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  /** continuation lines (a stack trace) in the runtime's own shape */
  stack?: string[];
  trace?: string;
  /** written straight to stderr by the runtime (Go panics, JVM fatal errors), not through the logger */
  raw?: boolean;
}
