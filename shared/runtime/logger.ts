import { Logger } from "@aws-lambda-powertools/logger";
import { redact } from "../diagnosis/redact.js";
import { mapStack } from "./stack-map.js";

export const logger = new Logger({ serviceName: "logdx" });

/**
 * An error as it may be logged: an unexpected error's message or stack can quote a connection string or a
 * request body, so secrets are masked before the line is written.
 */
export function loggableError(err: unknown): { name: string; message: string; stack?: string; code?: string } {
  const e = err instanceof Error ? err : new Error(String(err));
  const code = (e as { code?: unknown }).code;
  return {
    name: e.name,
    message: redact(e.message),
    ...(e.stack ? { stack: redact(mapStack(e.stack)) } : {}),
    ...(typeof code === "string" ? { code } : {}),
  };
}
