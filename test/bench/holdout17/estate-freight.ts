// Estate 2: "Haulmark", a road-freight exchange where shippers post loads and carriers bid on them.
import type { Rng } from "./rng.js";
import type { Estate, Line } from "./types.js";

const CITIES = ["DAL", "ATL", "CHI", "LAX", "MEM", "DEN", "PHX", "SEA", "NJN", "KCY", "SLC", "MIA"];
const EQUIP = ["dry-van", "reefer", "flatbed", "step-deck", "power-only"];
const load = (r: Rng) => `LD-${r.int(1000000, 9999999)}`;
const carrier = (r: Rng) => `MC${r.int(100000, 999999)}`;
const lane = (r: Rng) => `${r.pick(CITIES)}-${r.pick(CITIES)}`;

export const FREIGHT: Estate = {
  id: "freight",
  ns: "haulmark",
  orchestrator: "kubelet",
  services: [
    {
      name: "fx-nginx",
      w: 10,
      talk: (r) => [
        "info",
        `${r.ip()} - - "${r.pick(["GET", "GET", "POST", "PATCH"])} /${r.pick(["api/loads", "api/bids", "api/carriers", "api/tracking", "api/docs"])}/${r.int(100000, 9999999)}${r.chance(0.3) ? `?lane=${lane(r)}&equip=${r.pick(EQUIP)}` : ""} HTTP/1.1" ${r.pick([200, 200, 200, 201, 204, 304])} ${r.int(90, 60000)} "-" "${r.pick(["HaulmarkDriver/5.2 (Android 14)", "HaulmarkDriver/5.2 (iOS 18.4)", "Mozilla/5.0 (Windows NT 10.0; Win64; x64)", "tms-connector/2.8"])}" rt=${r.int(1, 400) / 1000} uct=0.00${r.int(0, 9)} urt=${r.int(1, 390) / 1000}`,
      ],
    },
    {
      name: "loadboard-web",
      w: 9,
      talk: (r) =>
        r.pick<Line>([
          ["info", `Started GET "/api/loads/${r.int(100000, 9999999)}" for ${r.ip()}`],
          [
            "info",
            `Completed 200 OK in ${r.int(5, 240)}ms (Views: ${r.int(1, 90)}.${r.int(0, 9)}ms | ActiveRecord: ${r.int(1, 80)}.${r.int(0, 9)}ms | Allocations: ${r.int(2000, 40000)})`,
          ],
          [
            "debug",
            `  Load Load (${r.int(0, 9)}.${r.int(1, 9)}ms)  SELECT "loads".* FROM "loads" WHERE "loads"."public_id" = $1 LIMIT $2  [["public_id", "${load(r)}"], ["LIMIT", 1]]`,
          ],
        ]),
    },
    {
      name: "sidekiq-jobs",
      w: 6,
      talk: (r) => [
        "info",
        `pid=${r.int(10, 40)} tid=${r.hex(4)} class=${r.pick(["PostLoadToBoardsJob", "RecomputeLaneRatesJob", "CarrierScorecardJob", "SendTenderEmailJob"])} jid=${r.hex(24)} elapsed=${r.int(0, 9)}.${r.int(1, 999)} INFO: done`,
      ],
    },
    {
      name: "carrier-vetting",
      w: 4,
      talk: (r) => [
        "info",
        `vetting.checks carrier=${carrier(r)} authority=ACTIVE insurance_exp=2026-${r.int(7, 12)}-${r.int(10, 28)} score=${r.int(40, 99)} took=${r.int(30, 700)}ms`,
      ],
    },
    {
      name: "rate-quoter",
      w: 6,
      talk: (r) => [
        "info",
        `c.h.quote.QuoteService : quote ${r.uuid()} lane=${lane(r)} equip=${r.pick(EQUIP)} miles=${r.int(80, 2800)} linehaul=$${r.int(300, 9000)} fsc=$${r.int(30, 900)} in ${r.int(8, 140)}ms`,
      ],
    },
    {
      name: "tender-match",
      w: 7,
      talk: (r) =>
        r.pick<Line>([
          [
            "info",
            `matched load=${load(r)} carrier=${carrier(r)} bids=${r.int(1, 30)} winner_rate=${r.int(900, 6000)} elapsed=${r.int(2, 60)}ms`,
          ],
          ["debug", `bid accepted into book load=${load(r)} carrier=${carrier(r)} rate=${r.int(900, 6000)}`],
        ]),
    },
    {
      name: "gps-ingest",
      w: 10,
      talk: (r) =>
        r.chance(0.7)
          ? [
              "debug",
              `gps_ingest::pipeline: accepted ${r.int(20, 400)} pings from eld-${r.pick(["samsara", "motive", "geotab", "omnitracs"])} batch=${r.hex(10)} lag=${r.int(200, 4000)}ms`,
            ]
          : [
              "info",
              `gps_ingest::geofence: truck TRK-${r.int(10000, 99999)} entered facility FAC-${r.int(100, 999)} (${load(r)})`,
            ],
    },
    {
      name: "eta-model",
      w: 5,
      talk: (r) => [
        "info",
        `"POST /predict HTTP/1.1" 200 ${r.int(100, 900)} load=${load(r)} eta_min=${r.int(30, 3000)} model=eta-gbm-2026.04 ${r.int(5, 90)}ms`,
      ],
    },
    {
      name: "paperwork-svc",
      w: 4,
      talk: (r) => [
        "info",
        `${r.pick(["stored", "rendered", "signed"])} ${r.pick(["BOL", "POD", "rate-con", "invoice"])} doc_${r.hex(16)} for ${load(r)} size=${r.int(20, 900)}KB in ${r.int(20, 600)}ms`,
      ],
    },
    {
      name: "settlement-net",
      w: 4,
      talk: (r) =>
        r.pick<Line>([
          [
            "info",
            `Haulmark.Settlement.PayRuns[0] Invoice INV-${r.int(100000, 999999)} approved for carrier ${carrier(r)} amount ${r.int(500, 9000)}.${r.int(10, 99)} USD`,
          ],
          [
            "info",
            `Microsoft.EntityFrameworkCore.Database.Command[20101] Executed DbCommand (${r.int(1, 40)}ms) [Parameters=[@__id_0='${r.int(1, 9e6)}'], CommandType='Text', CommandTimeout='30']`,
          ],
        ]),
    },
    {
      name: "alerts-hub",
      w: 3,
      talk: (r) => [
        "info",
        `[info] AlertsHub.Dispatch sent ${r.pick(["sms", "push", "email"])} to ${r.pick(["shipper", "carrier", "driver"])}_${r.int(10000, 99999)} kind=${r.pick(["pickup_late", "delivered", "tender_won", "docs_ready"])}`,
      ],
    },
    {
      name: "freight-pg",
      w: 4,
      talk: (r) => [
        "info",
        `LOG:  duration: ${r.int(0, 60)}.${r.int(100, 999)} ms  statement: SELECT l.id, l.rate FROM loads l JOIN lanes n ON n.id = l.lane_id WHERE n.code = '${lane(r)}' AND l.pickup_at > now() - interval '${r.int(1, 14)} days' ORDER BY l.rate DESC LIMIT ${r.int(10, 100)}`,
      ],
    },
    {
      name: "lanes-es",
      w: 2,
      talk: (r) => [
        "info",
        `[lanes-es-${r.int(0, 2)}] [o.e.i.s.IndexShard] [loads-2026.05][${r.int(0, 5)}] flushed ${r.int(100, 9000)} docs, translog generation ${r.int(100, 900)}`,
      ],
    },
    {
      name: "jobs-rabbit",
      w: 1,
      talk: (r) => [
        "info",
        `accepting AMQP connection <0.${r.int(1000, 9999)}.0> (${r.ip()}:${r.int(30000, 60000)} -> 10.8.0.5:5672)`,
      ],
    },
    {
      name: "kubelet",
      w: 1,
      talk: (r) => [
        "info",
        `I0520 "Probe succeeded" probeType="Readiness" pod="haulmark/${r.pick(["loadboard-web", "tender-match", "rate-quoter"])}-${r.hex(9)}-${r.hex(5)}"`,
      ],
    },
    {
      name: "kernel",
      w: 0.3,
      talk: (r) => ["info", `IPv6: ADDRCONF(NETDEV_CHANGE): veth${r.hex(7)}: link becomes ready`],
    },
  ],
  nuisances: [
    {
      svc: "fx-nginx",
      every: 5,
      line: (r) => [
        "error",
        `${r.pick(["2026/05/20"])} [error] ${r.int(20, 40)}#${r.int(20, 40)}: *${r.int(1e5, 9e6)} open() "/usr/share/nginx/html/wp-login.php" failed (2: No such file or directory), client: 185.220.101.${r.int(1, 250)}`,
      ],
    },
    {
      svc: "carrier-vetting",
      every: 12,
      line: (r) => [
        "warn",
        `vetting.checks carrier=${carrier(r)} insurance certificate unreadable (scanned PDF), queued for manual review`,
      ],
    },
    {
      svc: "sidekiq-jobs",
      every: 30,
      line: (r) => [
        "error",
        `class=LegacyEdiPollJob jid=${r.hex(24)} ERROR: Net::FTPPermError 530 Login incorrect. (host ftp.oldshipper-edi.example, disabled partner)`,
      ],
    },
    {
      svc: "gps-ingest",
      every: 7,
      line: (r) => [
        "warn",
        `gps_ingest::pipeline: dropped ping from eld-geotab truck TRK-${r.int(10000, 99999)}: fix older than 15m`,
      ],
    },
  ],
  jobs: [
    {
      svc: "freight-pg",
      every: 420,
      burst: (r) => [
        [
          "info",
          `LOG:  automatic vacuum of table "haulmark.public.load_events": index scans: 1 pages: 0 removed, ${r.int(1e4, 9e4)} remain; tuples: ${r.int(1e3, 9e4)} removed`,
        ],
        [
          "info",
          `LOG:  automatic analyze of table "haulmark.public.bids" system usage: CPU: user: 0.${r.int(10, 99)} s`,
        ],
      ],
    },
    {
      svc: "sidekiq-jobs",
      every: 600,
      burst: (r) => [
        ["info", `pid=7 tid=${r.hex(4)} class=NightlyLaneIndexJob jid=${r.hex(24)} INFO: start`],
        ["info", `reindexed ${r.int(2000, 9000)} lanes into lanes-es in ${r.int(10, 90)}s`],
      ],
    },
    {
      svc: "lanes-es",
      every: 900,
      burst: (r) => [
        ["info", `[lanes-es-0] [o.e.s.SnapshotsService] snapshot [backups:nightly-${r.hex(6)}] started`],
        [
          "info",
          `[lanes-es-0] [o.e.s.SnapshotsService] snapshot [backups:nightly-${r.hex(6)}] completed with state [SUCCESS]`,
        ],
      ],
    },
  ],
};
