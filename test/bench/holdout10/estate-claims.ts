// Estate 1: an insurance claims processor (Node gateway, Spring/Hibernate, Django/Celery, Go, .NET, Elixir, Postgres).
import type { Rng } from "./rng.js";
import type { Estate } from "./types.js";

const claim = (r: Rng) => `CLM-${r.int(2026000, 2026999)}${r.int(10, 99)}`;
const pol = (r: Rng) => `POL-${r.pick(["HO", "AU", "PR", "BT"])}-${r.int(100000, 999999)}`;
const ms = (r: Rng, lo = 8, hi = 240) => r.int(lo, hi);
const route = (r: Rng) =>
  r.pick([
    "/api/v3/claims",
    "/api/v3/claims/{id}",
    "/api/v3/claims/{id}/documents",
    "/api/v3/policies/{id}/coverage",
    "/api/v3/payouts",
  ]);

export const claims: Estate = {
  key: "claims",
  namespace: "claims-prod",
  traced: true,
  flows: [
    {
      w: 5,
      steps: [
        ["claims-portal", (r) => `${r.pick(["GET", "GET", "POST"])} ${route(r)} 200 ${ms(r, 20, 380)}ms`],
        [
          "fnol-intake",
          (r) =>
            `Claim ${claim(r)} received via ${r.pick(["web", "broker-api", "agent-desk", "mobile"])} (lossType=${r.pick(["WATER", "COLLISION", "THEFT", "HAIL", "FIRE"])})`,
        ],
        [
          "policy-ledger",
          (r) =>
            `coverage lookup ${pol(r)} -> ACTIVE (deductible ${r.pick([250, 500, 1000, 2500])} EUR) in ${ms(r, 3, 40)}ms`,
        ],
      ],
    },
    {
      w: 3,
      steps: [
        [
          "fnol-intake",
          (r) =>
            `o.s.web.servlet.DispatcherServlet: Completed 201 CREATED for POST /internal/fnol (${ms(r, 40, 300)}ms)`,
        ],
        [
          "fraud-scorer",
          (r) =>
            `"POST /v1/score HTTP/1.1" 200 ${r.int(180, 420)} score=${r.float(0, 0.6).toFixed(3)} model=gbm-2026.07 ${ms(r, 12, 90)}ms`,
        ],
        [
          "adjuster-assign",
          (r) =>
            `Task claims.tasks.assign_adjuster[${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}] succeeded in ${r.float(0.05, 1.8).toFixed(3)}s: 'ADJ-${r.int(1000, 1999)}'`,
        ],
      ],
    },
    {
      w: 2,
      steps: [
        ["claims-portal", (r) => `POST /api/v3/claims/{id}/documents 201 ${ms(r, 90, 900)}ms`],
        [
          "doc-vault",
          (r) =>
            `stored object claims-docs/${claim(r)}/${r.hex(10)}.${r.pick(["jpg", "pdf", "heic", "png"])} size=${r.int(40, 9000)}KB sha256=${r.hex(16)}`,
        ],
      ],
    },
    {
      w: 2,
      steps: [
        [
          "payout-engine",
          (r) =>
            `Payout ${r.hex(8).toUpperCase()} for ${claim(r)} approved: ${r.int(120, 48000)}.${r.int(10, 99)} EUR via SEPA`,
        ],
        [
          "policy-ledger",
          (r) => `reserve adjusted for ${claim(r)}: ${r.int(-9000, 9000)} EUR (txn ${r.int(1e6, 9e6)})`,
        ],
        [
          "notif-relay",
          (r) =>
            `[info] delivered email template=payout_confirmation to policyholder ${r.int(1e5, 9e5)} in ${ms(r, 30, 400)}ms`,
        ],
      ],
    },
    {
      w: 2,
      steps: [
        ["claims-portal", (r) => `GET /api/v3/claims/{id} 200 ${ms(r, 10, 120)}ms`],
        [
          "policy-ledger",
          (r) =>
            `Hibernate: select c1_0.id,c1_0.status,c1_0.reserve from claims c1_0 where c1_0.id=? (${ms(r, 1, 12)}ms)`,
        ],
      ],
    },
    {
      w: 1,
      steps: [
        [
          "notif-relay",
          (r) => `[info] SMS queued to +44 7${r.int(100, 999)} ****${r.int(10, 99)} template=claim_status_update`,
        ],
      ],
    },
    {
      w: 1,
      steps: [
        [
          "claims-pg",
          (r) =>
            `LOG:  duration: ${r.float(100, 900).toFixed(3)} ms  statement: SELECT * FROM claim_events WHERE claim_id = $1 ORDER BY created_at`,
        ],
      ],
    },
  ],
  ticks: [
    {
      svc: "claims-pg",
      every: 300,
      msg: (r) =>
        `LOG:  checkpoint complete: wrote ${r.int(900, 9000)} buffers (${r.float(1, 9).toFixed(1)}%); 0 WAL file(s) added, ${r.int(0, 3)} removed, ${r.int(1, 9)} recycled; write=${r.float(20, 260).toFixed(3)} s`,
    },
    {
      svc: "adjuster-assign",
      every: 60,
      msg: (r) =>
        `celery@adjuster-assign-${r.int(0, 2)} ready. beat: Scheduler: Sending due task claims.tasks.rebalance_queues (claims.tasks.rebalance_queues)`,
    },
    {
      svc: "payout-engine",
      every: 45,
      msg: (r) => `Health check 'sepa-gateway' completed after ${r.float(2, 40).toFixed(4)}ms with status Healthy`,
    },
    { svc: "doc-vault", every: 30, msg: (r) => `gc: pruned ${r.int(0, 40)} expired upload sessions` },
  ],
  decoys: [
    {
      svc: "doc-vault",
      level: "error",
      every: 14,
      msg: (r) =>
        `thumbnail render failed for ${claim(r)}/${r.hex(10)}.tiff: tiff: unsupported compression (JPEG-in-TIFF), skipped`,
    },
    {
      svc: "notif-relay",
      level: "error",
      every: 11,
      msg: (r) =>
        `[error] SMS undeliverable to +44 7${r.int(100, 999)} ****${r.int(10, 99)}: carrier response 30003 Unreachable destination handset`,
    },
    {
      svc: "adjuster-assign",
      level: "warn",
      every: 9,
      msg: (r) =>
        `geocode fallback for postcode ${r.pick(["EH", "G", "CF", "BT", "IV"])}${r.int(1, 40)} ${r.int(1, 9)}XX: using region centroid`,
    },
    {
      svc: "fnol-intake",
      level: "error",
      every: 17,
      msg: (r) =>
        `c.c.f.LegacyMainframeSync: copybook field CLM-RSV-AMT truncated for ${claim(r)} (value exceeds PIC S9(7)V99), record kept`,
    },
  ],
};
