// The ports every handler passes to services, and the clock: chosen once per process by shared/runtime, used by
// services; owned by neither, so neither imports the other for it.
import type { CryptoPort } from "./crypto/crypto.port.js";
import type { LlmPort } from "./llm/llm.port.js";
import type { OutgoingHttp } from "./net/outgoing-http.port.js";
import type { MailPort } from "./notify/mail.port.js";
import type { QueuePort } from "./queue/queue.port.js";
import type { Config } from "./runtime/config.js";
import type { Store } from "./store/store.js";

export interface Clock {
  now(): Date;
}

export interface AppContext {
  config: Config;
  store: Store;
  queue: QueuePort;
  crypto: CryptoPort;
  /** Outgoing HTTP behind the SSRF guard (log sources, channels). */
  http: OutgoingHttp;
  /** Email out (the email channel): SES on AWS, SMTP or the outbox locally. */
  mail: MailPort;
  clock: Clock;
  /** The optional LLM (config.llm); absent when none is configured. */
  llm?: LlmPort;
  /** Waits between idempotency polls; tests inject a fast one. */
  sleep(ms: number): Promise<void>;
  /** Time a synchronous POST /v1/analyses may read and diagnose (default SYNC_BUDGET_MS); tests shorten it. */
  analysisSyncBudgetMs?: number;
  /** Time /test and /sources may wait on an aggregator (default UPSTREAM_DEADLINE_MS); tests shorten it. */
  upstreamDeadlineMs?: number;
}

export const systemClock: Clock = { now: () => new Date() };
export const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
