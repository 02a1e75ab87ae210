// Estmere Passport Service (namespace eps-prod): nine services behind an edge gateway, W3C trace ids.
import { app, ms, parcel } from "./ids.js";
import type { Rng } from "./rng.js";
import type { Estate, Line } from "./stream.js";

const CENTRES = ["EST-NORTHGATE", "EST-HARBOUR", "EST-KINGSMEAD", "EST-WESTFIELD"] as const;
const KT = (r: Rng) => `[DefaultDispatcher-worker-${r.i(1, 16)}]`;
const acc = (r: Rng, m: string, path: string, code: number, lo: number, hi: number) =>
  `"${m} ${path} HTTP/2" ${code} - ${r.i(200, 9000)} ${r.i(200, 40000)} ${ms(r, lo, hi)} "${r.p(["10.60.1.14", "10.60.2.9", "10.60.3.40"])}"`;

export const ESTMERE: Estate = {
  key: "estmere",
  company: "Estmere Passport Service",
  namespace: "eps-prod",
  traces: true,
  services: [
    "edge-gateway",
    "application-api",
    "photo-validator",
    "slot-planner",
    "capture-sync",
    "registry-lookup",
    "fraud-score",
    "card-printer-ctl",
    "parcel-status",
  ],
  flows: [
    {
      w: 22,
      steps: [
        { svc: "edge-gateway", ok: (r) => ["info", acc(r, "POST", "/v3/applications/photo", 201, 200, 1200)] },
        {
          svc: "application-api",
          ok: (r) => [
            "info",
            `${KT(r)} c.e.p.api.PhotoRoutes - photo stored for ${app(r, "EP")} (${r.i(150, 700)} KiB)`,
          ],
        },
        {
          svc: "photo-validator",
          ok: (r: Rng): Line =>
            r.chance(0.2)
              ? [
                  "info",
                  `validation result=REJECT reasons=["${r.p(["shadows_on_face", "glasses_reflection", "hair_over_eyes", "not_centred", "low_contrast"])}"] model=facecheck-2.3 elapsed=${ms(r, 80, 300)}ms`,
                ]
              : ["info", `validation result=PASS model=facecheck-2.3 elapsed=${ms(r, 80, 300)}ms`],
        },
      ],
    },
    {
      w: 18,
      steps: [
        { svc: "edge-gateway", ok: (r) => ["info", acc(r, "GET", `/v3/centres/${r.p(CENTRES)}/slots`, 200, 20, 200)] },
        {
          svc: "slot-planner",
          ok: (r) => [
            "info",
            `slots computed centre=${r.p(CENTRES)} day=2026-12-${r.i(10, 28)} free=${r.i(0, 30)} (${ms(r, 3, 60)}ms)`,
          ],
        },
      ],
    },
    {
      w: 12,
      steps: [
        { svc: "edge-gateway", ok: (r) => ["info", acc(r, "POST", "/v3/applications/submit", 202, 300, 1600)] },
        {
          svc: "application-api",
          ok: (r) => ["info", `${KT(r)} c.e.p.api.SubmitRoutes - ${app(r, "EP")} submitted, verification requested`],
        },
        {
          svc: "registry-lookup",
          ok: (r: Rng): Line =>
            r.chance(0.08)
              ? ["warn", `GRO match ambiguous for ${app(r, "EP")}: ${r.i(2, 4)} candidates, queued for manual review`]
              : [
                  "info",
                  `GRO match confirmed for ${app(r, "EP")} confidence=${(0.9 + r.f() * 0.09).toFixed(2)} in ${ms(r, 100, 700)}ms`,
                ],
        },
      ],
    },
    {
      w: 9,
      steps: [
        {
          svc: "application-api",
          ok: (r) => ["info", `${KT(r)} c.e.p.risk.RiskClient - risk score received for ${app(r, "EP")}`],
        },
        {
          svc: "fraud-score",
          ok: (r) => [
            "info",
            `scored application=${app(r, "EP")} score=${(r.f() * 0.4).toFixed(3)} band=LOW model=gbm-2026-10 features=142`,
          ],
        },
      ],
    },
    {
      w: 8,
      steps: [
        {
          svc: "capture-sync",
          ok: (r) => [
            "info",
            `Uploaded capture bundle ${r.hex(8)} from ${r.p(CENTRES)} kiosk ${r.i(1, 8)} (${r.i(400, 1200)} KB) in ${ms(r, 100, 700)} ms`,
          ],
        },
        {
          svc: "application-api",
          ok: (r) => ["info", `${KT(r)} c.e.p.api.BiometricRoutes - biometrics attached to ${app(r, "EP")}`],
        },
      ],
    },
    {
      w: 6,
      traced: false,
      steps: [
        {
          svc: "application-api",
          ok: (r) => ["info", `${KT(r)} c.e.p.issue.IssueOrder - print order sent for ${app(r, "EP")}`],
        },
        {
          svc: "card-printer-ctl",
          ok: (r) => [
            "info",
            `order ${r.i(100000, 999999)} spooled to DCP-${r.i(1, 4)} (booklet, page 2 laser, chip encode)`,
          ],
        },
      ],
    },
  ],
  ambient: [
    { svc: "edge-gateway", perMin: 4, gen: (r) => ["info", acc(r, "GET", "/ready", 200, 0, 2)] },
    { svc: "application-api", perMin: 2, gen: () => ["debug", "[ktor-health] c.e.p.Health - GET /health -> 200"] },
    {
      svc: "photo-validator",
      perMin: 0.3,
      gen: () => [
        "warn",
        "/usr/local/lib/python3.12/site-packages/onnxruntime/capi/_pybind_state.py:28: DeprecationWarning: pkg_resources is deprecated as an API.",
      ],
    },
    {
      svc: "slot-planner",
      perMin: 1,
      gen: (r) => [
        "info",
        `cron no-show-release: released ${r.i(0, 8)} held slots, ${r.i(0, 6)} appointments marked no-show`,
      ],
    },
    {
      svc: "capture-sync",
      perMin: 3,
      gen: (r) => [
        "warn",
        `Kiosk ${r.p(CENTRES)}/${r.i(1, 8)}: face capture retried (eyes closed), attempt ${r.i(2, 3)}`,
      ],
    },
    { svc: "capture-sync", perMin: 2, gen: () => ["info", "Health check application-api: Healthy"] },
    {
      svc: "registry-lookup",
      perMin: 0.8,
      gen: (r): Line[] => [
        ["warn", "GRO request failed with 502, retry 1/3 in 0.25s"],
        ["info", `GRO request ok on retry 1 (${ms(r, 200, 900)}ms)`],
      ],
    },
    {
      svc: "fraud-score",
      perMin: 1,
      gen: (r) => [
        "info",
        `feature refresh: ${r.i(900, 4000)} rows loaded from feature store in ${(r.f() * 4).toFixed(2)}s`,
      ],
    },
    {
      svc: "card-printer-ctl",
      perMin: 1.5,
      gen: (r) => ["info", `DCP-${r.i(1, 4)} state=IDLE hopper=${r.i(10, 240)} ribbon=${r.i(20, 99)}%`],
    },
    {
      svc: "parcel-status",
      perMin: 3,
      gen: (r) => [
        "info",
        `carrier webhook ${parcel(r, "EP")} -> ${r.p(["IN_TRANSIT", "DELIVERED", "OUT_FOR_DELIVERY"])}`,
      ],
    },
    {
      svc: "parcel-status",
      perMin: 1,
      gen: (r) => ["info", `carrier webhook ${parcel(r, "EP")} -> DELIVERY_FAILED (no one home, card left)`],
    },
    {
      svc: "slot-planner",
      perMin: 0.3,
      gen: () => [
        "warn",
        "(node:1) [DEP0170] DeprecationWarning: The URL redis://cache:6379,cache-2:6379 is invalid. Future versions of Node.js will throw an error.",
      ],
    },
  ],
  noisy: {
    svc: "fraud-score",
    perMin: 6,
    gen: (r) => ["error", `feature 'device_age_days' missing for application=${app(r, "EP")}; imputing 0`],
  },
  changes: [
    {
      svc: "parcel-status",
      lines: [
        ["info", "parcel-status@3.8.0 starting (NODE_ENV=production)"],
        ["info", "server listening on 0.0.0.0:8080"],
      ],
    },
    { svc: "slot-planner", lines: [["info", "config reloaded from /etc/slot-planner/holidays.json (14 closures)"]] },
    { svc: "fraud-score", lines: [["info", "model hot-swap: gbm-2026-10 -> gbm-2026-11 (shadow mode)"]] },
    {
      svc: "edge-gateway",
      lines: [
        ["info", "lds: add/update listener 'https_listener'"],
        ["info", "cds: added/updated 1 cluster(s), skipped 11 unmodified cluster(s)"],
      ],
    },
  ],
};
