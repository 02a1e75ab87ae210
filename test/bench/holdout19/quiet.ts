// holdout19 quiet windows: ordinary traffic plus the usual noise and a harmless blip or two, no incident.
import { em } from "./dsl.js";
import type { QuietSpec } from "./types.js";

export const QUIET: QuietSpec[] = [
  {
    estate: "forkful",
    note: "Ordinary dinner-rush traffic; one payments-adapter timeout that succeeds on retry.",
    once: [
      { svc: "payments-adapter", level: "WARN", at: 30, msg: "PSP call timed out after 5000ms, retry 1/3 succeeded" },
    ],
  },
  {
    estate: "forkful",
    note: "A planned menu-service rolling deploy with brief readiness failures that clear within a minute.",
    once: [
      { svc: "menu-service", level: "INFO", at: 0, msg: "received SIGTERM, draining (deploy 2026.06.07-3)" },
      {
        svc: "eats-gateway",
        level: "WARN",
        at: 4,
        msg: "upstream menu-service endpoint 10.8.3.11 removed from pool (not ready)",
      },
      { svc: "menu-service", level: "INFO", at: 30, msg: "menu-service ready" },
    ],
  },
  {
    estate: "forkful",
    note: "Quiet afternoon; promo-rules refreshes campaigns and a few slow searches show up.",
    emits: [
      em("eats-gateway", "WARN", 120, (r) => `slow request GET /v3/search took ${r.int(2000, 3200)}ms`, {
        from: -300,
        to: 300,
      }),
    ],
  },
  {
    estate: "forkful",
    note: "Routine Kafka partition rebalance of the dispatch consumer group, finishes in seconds.",
    once: [
      {
        svc: "order-events-kafka",
        level: "INFO",
        at: 0,
        msg: "[GroupCoordinator 2]: Preparing to rebalance group dispatch-consumers (reason: member left)",
      },
      {
        svc: "courier-dispatch",
        level: "WARN",
        at: 1,
        msg: "consumer rebalance in progress, pausing assignment for up to 10s",
      },
      {
        svc: "order-events-kafka",
        level: "INFO",
        at: 6,
        msg: "[GroupCoordinator 2]: Stabilized group dispatch-consumers generation 42",
      },
    ],
  },
  {
    estate: "helix",
    note: "Normal sequencing day; one demux job retried after a worker preemption, then completed.",
    once: [
      { svc: "job-dispatcher", level: "WARN", at: 0, msg: "job demux/4f1e22ab lost worker (node preempted), requeued" },
      { svc: "demux-worker", level: "INFO", at: 40, msg: "lane 3 demultiplexed: 88 samples, undetermined 2.1%" },
    ],
  },
  {
    estate: "helix",
    note: "lab-sso rotates its signing key as scheduled; both keys are served and nothing fails.",
    once: [
      {
        svc: "lab-sso",
        level: "INFO",
        at: 0,
        msg: "realm helix: new RS256 key kid=hx-2026-06 active, previous key kept for verification",
      },
      { svc: "sample-registry", level: "INFO", at: 12, msg: "JWKS refreshed: 3 keys" },
    ],
  },
  {
    estate: "helix",
    note: "A nightly vacuum makes a few queries slow for two minutes; no errors.",
    emits: [
      em(
        "lims-postgres",
        "WARN",
        20,
        (r) => `duration: ${r.int(1100, 1900)}.${r.int(100, 999)} ms  statement: SELECT * FROM aliquot`,
        { from: 0, to: 120 },
      ),
    ],
  },
  {
    estate: "helix",
    note: "Steady pipeline work with the usual QC annotation warnings and a report-render deploy.",
  },
  {
    estate: "aqua",
    note: "Morning meter-read peak handled normally; concentrators reconnect once each.",
    emits: [
      em("telemetry-gw", "INFO", 30, (r) => `concentrator DC-${r.int(10, 99)} session resumed`, {
        from: -200,
        to: 200,
      }),
    ],
  },
  {
    estate: "aqua",
    note: "Planned certificate renewal of meter-ingest; hot reload, no handshake failures.",
    once: [
      {
        svc: "meter-ingest",
        level: "INFO",
        at: 0,
        msg: "serving certificate reloaded (notAfter 2026-09-02), 0 handshake errors",
      },
    ],
  },
  {
    estate: "aqua",
    note: "Billing export cycle runs with two chunk retries that succeed.",
    once: [
      { svc: "billing-export", level: "WARN", at: 0, msg: "chunk 14 failed with serialization failure, retry 1/3" },
      { svc: "billing-export", level: "INFO", at: 3, msg: "chunk 14 exported after retry" },
    ],
  },
  {
    estate: "aqua",
    note: "Low-traffic night window: leak-analytics night-flow checks and routine alarm suppression only.",
  },
];
