// Runs a remote command: a client from the stored or environment credentials, and every failure printed as one line
// naming what failed (the command, the API's code and request id) with exit code 2.

import { createClient, LogdxApiError, type LogdxClient, LogdxError } from "../../../sdk/src/index.js";
import { pcErr as pc } from "../color.js";
import { CliError } from "./cli-error.js";
import { type Credentials, loadCredentials } from "./credentials.js";

export interface CommonOptions {
  json?: boolean;
  project?: string;
}

export function clientFor(c: Credentials): LogdxClient {
  return createClient({ baseUrl: c.url, apiKey: c.key, projectId: c.projectId, mode: "server" });
}

/** A validation error's issues, so the terminal names the field and what is wrong with it. */
function issuesOf(details: Record<string, unknown> | undefined): string {
  const issues = Array.isArray(details?.issues) ? (details.issues as Array<{ path?: string; message?: string }>) : [];
  const named = issues.slice(0, 5).map((i) => (i.path ? `${i.path}: ${i.message}` : String(i.message)));
  return named.length ? ` (${named.join("; ")})` : "";
}

export function describeError(what: string, err: unknown, url?: string): string {
  if (err instanceof LogdxApiError) {
    const request = err.requestId ? pc.dim(` (request ${err.requestId})`) : "";
    return `${what}: ${err.code} (HTTP ${err.status}): ${err.message}${issuesOf(err.details)}${request}`;
  }
  if (err instanceof LogdxError && err.code === "NETWORK_ERROR") return `${what}: cannot reach ${url}`;
  if (err instanceof LogdxError) return `${what}: ${err.code}: ${err.message}`;
  return `${what}: ${(err as Error).message}`;
}

/** `what` names the command for messages, e.g. "analyses get 0f3c…". */
export async function runRemote(
  what: string,
  opts: CommonOptions,
  action: (client: LogdxClient, c: Credentials) => Promise<number | undefined>,
  credentials: () => Credentials = () => loadCredentials(opts),
): Promise<void> {
  let url: string | undefined;
  try {
    const c = credentials();
    url = c.url;
    process.exitCode = (await action(clientFor(c), c)) ?? 0;
  } catch (err) {
    const exit = err instanceof CliError ? err.exitCode : 2;
    const message = err instanceof CliError ? err.message : describeError(what, err, url);
    process.stderr.write(`${pc.red("logdx:")} ${message}\n`);
    process.exitCode = exit;
  }
}
