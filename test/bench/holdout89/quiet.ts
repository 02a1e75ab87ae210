// The 12 quiet windows of holdout89: only the domain's everyday noise, some with a harmless episode
// that looks alarming at first glance (rolling restarts, a customer's dead webhook, a tenant's burst).
import type { EstateKey } from "./estates.js";
import type { Level } from "./formats.js";

export interface Quiet {
  estate: EstateKey;
  note: string;
  events: [number, string, Level, string][];
}

const burst = (at: number, n: number, svc: string, level: Level, msg: (k: number) => string) =>
  Array.from({ length: n }, (_, k) => [at + k * 1.7, svc, level, msg(k)] as [number, string, Level, string]);

export const QUIETS: Quiet[] = [
  {
    estate: "tally",
    note: "Routine rolling restart of one ingester with WAL replay; the distributor briefly skips the LEAVING instance and every push still succeeds.",
    events: [
      [300, "ingester", "info", "received SIGTERM, flushing WAL and leaving ring"],
      [302, "distributor", "warn", "ingester 10.44.2.17:9095 is LEAVING, writes go to remaining replicas"],
      [330, "ingester", "info", "Starting Mimir ingester version=2.13.2"],
      [333, "ingester", "info", "replaying WAL, this may take a while dir=/data/tsdb"],
      [371, "ingester", "info", "WAL replay completed duration=38.2s series=318221"],
      [372, "ingester", "info", "ingester ring lifecycler: instance is now ACTIVE"],
    ],
  },
  {
    estate: "tally",
    note: "A single tenant's burst is throttled for two minutes and one compaction retries after a transient object-store 503 before succeeding.",
    events: [
      ...burst(
        240,
        40,
        "distributor",
        "warn",
        (k) =>
          `err-mimir-ingestion-rate-limited: the request has been rejected because the tenant exceeded the ingestion rate limit, set to 50000 items/s with a maximum allowed burst of 500000 org_id=t-7711 dropped=${1200 + k * 13}`,
      ),
      [
        420,
        "compactor",
        "warn",
        'compaction job failed, will retry org_id=t-3390 err="upload chunks: InternalError: We encountered an internal error. Please try again. status code: 500"',
      ],
      [455, "compactor", "info", "compaction job succeeded org_id=t-3390 duration=31.22s (attempt 2)"],
    ],
  },
  {
    estate: "tally",
    note: "An ordinary window of remote-write and query traffic with the usual out-of-order and limit noise.",
    events: [],
  },
  {
    estate: "lumen",
    note: "Index rollover and a stop-the-world GC pause on log-indexer produce a few slow bulk warnings, then everything catches up.",
    events: [
      [260, "log-indexer", "warn", "[gc][old] overhead, spent [1.9s] collecting in the last [2.2s]"],
      [262, "pipeline-router", "warn", "Bulk forward to log-indexer took 4312ms (threshold 2000ms)"],
      [265, "pipeline-router", "warn", "Bulk forward to log-indexer took 2891ms (threshold 2000ms)"],
    ],
  },
  {
    estate: "lumen",
    note: "A tenant's log flood gets 429s at log-intake for a few minutes (their plan limit) while other tenants are unaffected.",
    events: burst(
      200,
      60,
      "log-intake",
      "warn",
      (k) =>
        `push rejected 429: Ingestion rate limit exceeded for user t-5521 (limit: 4194304 bytes/sec) while attempting to ingest '${900 + k}' lines totaling '${880000 + k * 311}' bytes`,
    ),
  },
  {
    estate: "lumen",
    note: "Normal log and span ingestion with a search-api deploy and too-old entries noise.",
    events: [],
  },
  {
    estate: "pagewise",
    note: "One customer's webhook endpoint is down the whole window (ECONNREFUSED every attempt) - their problem, all other deliveries succeed.",
    events: burst(
      120,
      80,
      "webhook-sender",
      "error",
      (k) =>
        `delivery failed for notification ${(0x3a0000 + k * 977).toString(16)} to https://alerts.brightlane.example/hook: connect ECONNREFUSED 198.51.100.23:443 (attempt ${(k % 5) + 1}/5, customer endpoint)`,
    ),
  },
  {
    estate: "pagewise",
    note: "A dash-api rolling deploy causes two brief 503s from a terminating pod, then normal traffic.",
    events: [
      [310, "dash-api", "info", "Application is shutting down..."],
      [
        311,
        "dash-web",
        "warn",
        "upstream dash-api failed: AxiosError: Request failed with status code 503 (retrying once)",
      ],
      [
        312,
        "dash-web",
        "warn",
        "upstream dash-api failed: AxiosError: Request failed with status code 503 (retrying once)",
      ],
      [318, "dash-api", "info", "Now listening on: http://[::]:5000 (Pagewise.Dash.Api 2026.11.4)"],
    ],
  },
  {
    estate: "pagewise",
    note: "Normal evaluation, notification and dashboard traffic with customer rule parse errors.",
    events: [],
  },
  {
    estate: "meterline",
    note: "Month-end dunning run: a wave of declined cards at pay-adapter, which is expected customer behaviour.",
    events: burst(
      180,
      50,
      "pay-adapter",
      "error",
      (k) =>
        `Stripe::CardError: Your card was declined. (card_declined, decline_code=insufficient_funds) account=acct_9f${(k * 7919).toString(16)} - dunning attempt 3 scheduled`,
    ),
  },
  {
    estate: "meterline",
    note: "usage-rollup's celery worker restarts for a routine deploy and resumes its queue within seconds.",
    events: [
      [250, "usage-rollup", "warn", "worker: Warm shutdown (MainProcess)"],
      [262, "usage-meter", "warn", "hand-off to usage-rollup retried after 503 (attempt 2/5), succeeded"],
    ],
  },
  { estate: "meterline", note: "Normal metering and billing traffic with throttled free-plan tenants.", events: [] },
];
