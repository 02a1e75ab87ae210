// quiet145: a blind evaluation set of 48 generated log windows from four invented language-school and online
// tutoring businesses (a 1:1 tutoring marketplace on Envoy/Node/Go, a chain of schools on nginx/Django/Celery,
// a live group-class platform on Traefik/Spring/Kafka, an exam-prep hub on HAProxy/Go/Sidekiq), in the six
// formats of the dev README. Forty windows are quiet and eight hold one incident each (disk, configuration,
// memory, database, network, dependency, authentication, timeout). What makes it hard is the quiet side: every
// quiet window is a different loud-but-harmless hour (scanner 404 storms, rolling-deploy 503s, client aborts,
// push-token purges, bulk rejections that back off, DisallowedHost spam, Kafka rebalances, GC pauses, Hikari
// idle validation, duplicate keys, card declines, TLS handshake EOFs, payday skips...) with ERRORs that use the
// same words as real faults. The incidents are quiet at their origin (WARN-only Elasticsearch flood stage, a
// replica looping on FATAL, a proxy logging deadline exceeded) while callers, retries and edge 5xx are louder,
// and unrelated deploys land nearby.
import { formatsSplitsLines, runHoldoutCli } from "./holdout-cli.js";
import { build } from "./quiet145/build.js";
import type { Label } from "./quiet145/types.js";

export type { Label };

export function generateQuiet145(dir: string, seed = 14551): Label[] {
  return build(dir, seed);
}

runHoldoutCli(import.meta.url, "quiet145", generateQuiet145, formatsSplitsLines);
