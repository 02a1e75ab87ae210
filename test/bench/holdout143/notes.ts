// One-sentence notes for quiet windows, naming the harmless noise they hold.
import type { NoiseKind } from "./noise.js";

const SAYS: Record<NoiseKind, string> = {
  declined_cards: "issuer card declines",
  failed_logins: "users' failed logins and a lockout",
  scanners: "scanner probes answered 404/403",
  client_disconnects: "client disconnects (499, broken pipes)",
  bad_input: "refused bad user input",
  retry_succeeds: "timeouts that succeed on retry",
  cache_misses: "cold cache misses",
  scheduled_restart: "a routine deploy with readiness-probe failures",
  cert_renewal: "an ACME renewal that fails once then succeeds",
  health_flap: "a health-check flap",
  slow_queries: "slow-query warnings",
  webhook_retries: "partner webhooks retried after 502s",
  queue_redelivery: "queue redeliveries deduplicated",
  idempotent_dupes: "idempotent duplicate requests replayed",
  abusive_client_429: "one client's scraping answered 429",
  gc_pauses: "GC pause warnings",
  disk_usage_warn: "disk-usage warnings below the critical mark",
  deprecated_config: "deprecated-setting warnings",
  handled_null: "handled null errors in optional widgets",
  sensor_glitch: "discarded sensor glitches",
  user_forbidden: "users refused 403 for actions outside their role",
  batch_skips: "a nightly export skipping bad rows",
  handled_panic: "a recovered panic in a debug handler",
  pool_resize: "stale pooled connections re-opened",
};

export function quietNote(business: string, kinds: NoiseKind[]): string {
  const uniq = [...new Set(kinds)].map((k) => SAYS[k]);
  return `Quiet window at ${business.split(" (")[0]}: no incident, only harmless noise - ${uniq.join(", ")} - none of which needs action.`;
}
