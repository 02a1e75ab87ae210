// createClient(): the typed client, in browser mode (public key, X-Sdk-Version) or server mode.
import { LogdxError } from "./errors.js";
import { OPERATIONS, operationGroups } from "./generated/operations.js";
import { SDK_VERSION } from "./generated/version.js";
import { type BackoffSettings, DEFAULT_BACKOFF } from "./retry.js";
import { createTransport, operationCaller, type RetryInfo } from "./transport.js";
import { createWaiter } from "./wait.js";

export interface ClientOptions {
  /** E.g. http://127.0.0.1:8787 or the API's URL on AWS. */
  baseUrl: string;
  /** svc_pub_… in a browser; svc_secret_… or svc_org_… on a server. */
  apiKey: string;
  /** An org key's project for project-scoped calls (X-Project-Id). */
  projectId?: string;
  /** "browser" (the default where a DOM exists) accepts public keys only and sends X-Sdk-Version. */
  mode?: "browser" | "server";
  /** Per attempt (default 30000 ms). */
  timeoutMs?: number;
  /** Retries after the first attempt (default 2). */
  maxRetries?: number;
  backoff?: Partial<BackoffSettings>;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Told before each retry: which call, why, and how long it waits. */
  onRetry?: (info: RetryInfo) => void;
}

export const PUBLIC_KEY_PREFIX = "svc_pub_";

const inBrowser = () => typeof (globalThis as { document?: unknown }).document !== "undefined";

export function createClient(options: ClientOptions) {
  const mode = options.mode ?? (inBrowser() ? "browser" : "server");
  if (!options.baseUrl) throw new LogdxError("CONFIGURATION", "baseUrl is required");
  if (!options.apiKey) throw new LogdxError("CONFIGURATION", "apiKey is required");
  // The API would refuse it too (403 PUBLIC_KEY_REQUIRED); refusing here keeps a secret key out of a page.
  if (mode === "browser" && !options.apiKey.startsWith(PUBLIC_KEY_PREFIX))
    throw new LogdxError("PUBLIC_KEY_REQUIRED", `Browser mode needs a public key (${PUBLIC_KEY_PREFIX}…)`);
  const transport = createTransport({
    baseUrl: options.baseUrl,
    apiKey: options.apiKey,
    projectId: options.projectId,
    browser: mode === "browser",
    timeoutMs: options.timeoutMs ?? 30_000,
    maxRetries: options.maxRetries ?? 2,
    backoff: { ...DEFAULT_BACKOFF, ...options.backoff },
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    onRetry: options.onRetry,
  });
  const groups = operationGroups(operationCaller(transport, OPERATIONS));
  return {
    ...groups,
    analyses: { ...groups.analyses, wait: createWaiter(transport, groups.analyses.get) },
    mode,
    version: SDK_VERSION,
  };
}

export type LogdxClient = ReturnType<typeof createClient>;
