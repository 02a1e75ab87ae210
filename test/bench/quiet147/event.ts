// One log event before rendering: true time, service, level, message, optional stack and request id.
export type Level = "DEBUG" | "INFO" | "WARN" | "ERROR" | "FATAL";

export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  rid?: string;
}
