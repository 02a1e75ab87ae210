// The four made-up carriers (estates): services, request flows, the domain's normal noise, jobs and deploys.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type Gen = (r: Rng) => string;
export interface Tpl {
  w: number;
  level?: Level;
  f: Gen;
}
export interface Svc {
  name: string;
  rt: "java" | "kotlin" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp";
  perMin: number;
  tpl: Tpl[];
}
/** Ids one request carries through every hop of a flow. */
export interface FlowKeys {
  shp: string;
  trk: string;
  merch: string;
  bc: string;
  s10: string;
  dcl: string;
  route: string;
  hh: string;
  drv: string;
  lk: string;
}
export interface Flow {
  w: number;
  hops: { svc: string; f: (r: Rng, k: FlowKeys) => string; level?: Level }[];
}
export interface Estate {
  key: string;
  company: string;
  ns: string;
  tracing: boolean;
  flowsPerMin: number;
  services: Svc[];
  flows: Flow[];
  noisy: { svc: string; level: Level; perMin: number; f: Gen };
  jobs: { svc: string; everySec: number; level?: Level; f: Gen }[];
  deploys: { svc: string; lines: Gen[] }[];
}

const ms = (r: Rng, lo: number, hi: number) => `${r.int(lo, hi)}ms`;
const pc = (r: Rng) => `${r.int(1011, 9999)}${r.pick(["AB", "KL", "XT", "PE", "GH", "RS", "CD"])}`;
const shp = (r: Rng) => `SHP${r.digits(9)}`;
const bpTrk = (r: Rng) => `3SBPX${r.digits(8)}`;
const merch = (r: Rng) => `m_${r.hex(6)}`;
const kg = (r: Rng) => (r.int(8, 3100) / 100).toFixed(2);
const hubBc = (r: Rng) => r.pick(["JVGL06", "3SKRN", "00340", "CZ"]) + r.digits(10);
const s10 = (r: Rng, c = "NL") => `${r.pick(["RR", "LX", "CP", "UA", "RB"])}${r.digits(9)}${c}`;
const drv = (r: Rng) => `D-${r.int(1000, 1999)}`;
const hh = (r: Rng) => `HH-${r.hex(4).toUpperCase()}`;
const lk = (r: Rng) => `LK-AMS-${String(r.int(1, 420)).padStart(4, "0")}`;
const route = (r: Rng) => `R-${r.pick(["AMS3", "AMS5", "UTR1", "HLM2"])}-${String(r.int(1, 88)).padStart(3, "0")}`;
const dcl = (r: Rng) => `DCL-26-${r.digits(7)}`;
const dest = (r: Rng) => r.pick(["US", "GB", "CH", "NO", "CA", "AU", "JP", "TR", "RS"]);

export function flowKeys(r: Rng): FlowKeys {
  return {
    shp: shp(r),
    trk: bpTrk(r),
    merch: merch(r),
    bc: hubBc(r),
    s10: s10(r),
    dcl: dcl(r),
    route: route(r),
    hh: hh(r),
    drv: drv(r),
    lk: lk(r),
  };
}

export { bpTrk, dcl, dest, drv, hh, hubBc, kg, lk, merch, ms, pc, route, s10, shp };

export const BRIGHTPOST: Estate = {
  key: "brightpost",
  company: "BrightPost Parcel",
  ns: "bp-prod",
  tracing: true,
  flowsPerMin: 95,
  services: [
    {
      name: "merchant-api",
      rt: "node",
      perMin: 8,
      tpl: [
        { w: 5, f: (r) => `GET /healthz 200 ${r.int(0, 3)}ms` },
        { w: 2, f: (r) => `GET /v3/shipments/${shp(r)} 200 ${ms(r, 8, 60)}` },
        {
          w: 1,
          level: "WARN",
          f: (r) => `deprecated endpoint POST /v2/labels used by merchant ${merch(r)} (sunset 2026-09-30)`,
        },
        {
          w: 1,
          level: "WARN",
          f: (r) =>
            `request validation failed: 422 Unprocessable Entity merchant=${merch(r)} field=parcels[0].weight_kg`,
        },
      ],
    },
    {
      name: "label-service",
      rt: "java",
      perMin: 3,
      tpl: [
        { w: 3, f: (r) => `Label batch B-${r.digits(6)} spooled to PDF (${r.int(2, 40)} labels)` },
        {
          w: 1,
          f: (r) => `HikariPool-1 - Pool stats (total=20, active=${r.int(1, 6)}, idle=${r.int(12, 19)}, waiting=0)`,
        },
      ],
    },
    {
      name: "address-check",
      rt: "python",
      perMin: 6,
      tpl: [
        {
          w: 3,
          level: "WARN",
          f: (r) =>
            `address did not validate: postcode=${pc(r)} house_number=${r.int(1, 300)}${r.pick(["", "A", "-2"])} not found in BAG registry, returned suggestions=${r.int(0, 3)}`,
        },
        { w: 2, f: (r) => `GET /health 200 (${r.int(1, 4)}ms)` },
        { w: 1, f: (r) => `postcode cache refresh: ${r.int(400, 900)} entries updated` },
      ],
    },
    {
      name: "rate-engine",
      rt: "go",
      perMin: 4,
      tpl: [
        { w: 3, f: (r) => `http: GET /readyz status=200 dur=${r.int(80, 400)}µs` },
        { w: 1, f: () => `surcharge table cache hit ratio=0.99 entries=4127` },
      ],
    },
    {
      name: "tracking-ingest",
      rt: "java",
      perMin: 20,
      tpl: [
        {
          w: 6,
          f: (r) =>
            `Consumed ${r.int(80, 500)} records from scans.raw-${r.int(0, 11)} offset ${r.digits(8)} lag=${r.int(0, 40)}`,
        },
        { w: 1, level: "WARN", f: (r) => `Duplicate scan event for ${bpTrk(r)} at HUB-AMS2 within 3s, dropped` },
        {
          w: 1,
          f: (r) =>
            `[Consumer clientId=tracking-ingest-${r.int(0, 2)}, groupId=tracking-ingest] Committed offsets for 12 partitions`,
        },
      ],
    },
    {
      name: "tracking-indexer",
      rt: "python",
      perMin: 12,
      tpl: [
        {
          w: 5,
          f: (r) =>
            `bulk indexed ${r.int(200, 500)} docs into tracking-events-2026.06 took=${r.int(40, 260)}ms errors=false`,
        },
      ],
    },
    {
      name: "webhook-relay",
      rt: "go",
      perMin: 14,
      tpl: [
        {
          w: 5,
          f: (r) =>
            `webhook delivered merchant=${merch(r)} event=${r.pick(["parcel.in_transit", "parcel.out_for_delivery", "parcel.delivered"])} status=200 dur=${ms(r, 60, 700)}`,
        },
        {
          w: 1,
          level: "WARN",
          f: (r) =>
            `webhook retry succeeded merchant=${merch(r)} attempt=2 previous_status=${r.pick(["502", "503", "timeout"])}`,
        },
      ],
    },
    {
      name: "billing-runner",
      rt: "ruby",
      perMin: 3,
      tpl: [
        {
          w: 2,
          f: (r) => `SurchargeRecalcJob JID-${r.hex(24)} INFO: done: ${(r.int(200, 4000) / 1000).toFixed(3)} sec`,
        },
        { w: 1, f: (r) => `Billed ${r.int(20, 400)} shipments for merchant ${merch(r)} (invoice period 2026-06)` },
      ],
    },
    {
      name: "portal-bff",
      rt: "node",
      perMin: 10,
      tpl: [
        { w: 3, f: (r) => `GET /api/dashboard 200 ${ms(r, 40, 300)}` },
        { w: 2, f: (r) => `GET /api/shipments?page=${r.int(1, 9)} 200 ${ms(r, 30, 200)}` },
        { w: 1, f: (r) => `session refreshed for user u_${r.hex(8)}` },
      ],
    },
  ],
  flows: [
    {
      w: 5,
      hops: [
        {
          svc: "address-check",
          f: (r) => `validated address postcode=${pc(r)} country=NL score=0.${r.int(90, 99)} (${r.int(4, 30)}ms)`,
        },
        {
          svc: "rate-engine",
          f: (r) =>
            `quote computed service=${r.pick(["standard", "evening", "sameday"])} zone=NL-${r.int(1, 4)} weight=${kg(r)}kg dur=${r.int(2, 9)}ms`,
        },
        {
          svc: "label-service",
          f: (r, k) => `Label created for shipment ${k.shp} format=ZPL 4x6 carrier_ref=${k.trk} in ${r.int(30, 140)}ms`,
        },
        { svc: "merchant-api", f: (r) => `POST /v3/shipments 201 ${ms(r, 90, 320)}` },
      ],
    },
    {
      w: 3,
      hops: [
        {
          svc: "rate-engine",
          f: (r) =>
            `quote computed service=standard zone=${r.pick(["NL", "BE", "DE"])}-${r.int(1, 4)} weight=${kg(r)}kg dur=${r.int(2, 9)}ms`,
        },
        { svc: "merchant-api", f: (r) => `POST /v3/rates 200 ${ms(r, 12, 60)}` },
      ],
    },
    {
      w: 4,
      hops: [
        {
          svc: "tracking-ingest",
          f: (r, k) =>
            `event ${r.pick(["SORTED", "OUT_FOR_DELIVERY", "DELIVERED", "ARRIVED_AT_HUB"])} for ${k.trk} normalised`,
        },
        { svc: "webhook-relay", f: (_r, k) => `enqueued webhook merchant=${k.merch} event=parcel.status_changed` },
      ],
    },
    {
      w: 2,
      hops: [{ svc: "portal-bff", f: (r, k) => `GET /api/tracking/${k.trk} 200 ${ms(r, 20, 90)}` }],
    },
  ],
  noisy: {
    svc: "webhook-relay",
    level: "ERROR",
    perMin: 9,
    f: (r) =>
      `webhook delivery failed merchant=${r.pick(["m_7c1e20", "m_b0913f", "m_44aa02"])} url=https://${r.pick(["shop-kaaswinkel.nl", "fietsonderdelen-direct.nl", "mybeautybox.de"])}/hooks/carrier status=${r.pick(["410", "404", "500", "x509: certificate has expired or is not yet valid"])} attempt=${r.int(3, 8)}/8 next_retry=${r.pick(["5m", "15m", "1h"])}`,
  },
  jobs: [
    { svc: "billing-runner", everySec: 60, f: (r) => `FuelSurchargeJob JID-${r.hex(24)} INFO: start` },
    { svc: "label-service", everySec: 120, f: () => `Scheduled task 'purgeExpiredLabels' completed: 0 rows` },
    {
      svc: "tracking-indexer",
      everySec: 300,
      f: (r) => `ILM check: tracking-events-2026.06 size=${r.int(38, 44)}.1gb, rollover not needed`,
    },
  ],
  deploys: [
    {
      svc: "portal-bff",
      lines: [
        () => "SIGTERM received, draining connections",
        (r) => `portal-bff v4.${r.int(10, 30)}.${r.int(0, 9)} listening on :3000 (node v22.11.0)`,
        () =>
          "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
      ],
    },
    {
      svc: "billing-runner",
      lines: [
        () => "Sidekiq 7.3.2 starting with 10 threads",
        () => "Reloading config/surcharges.yml (fuel 14.5% -> 14.25%)",
      ],
    },
  ],
};

export const KRONHUB: Estate = {
  key: "kronhub",
  company: "Kronhub sorting centre AMS2",
  ns: "hub-ams2",
  tracing: false,
  flowsPerMin: 110,
  services: [
    {
      name: "scan-gateway",
      rt: "go",
      perMin: 4,
      tpl: [
        { w: 2, f: (r) => `tunnel T${r.int(1, 4)} reader health ok, read_rate=${r.int(97, 99)}.${r.int(0, 9)}%` },
        {
          w: 1,
          level: "WARN",
          f: (r) => `duplicate scan suppressed barcode=${hubBc(r)} window=2s tunnel=T${r.int(1, 4)}`,
        },
      ],
    },
    {
      name: "sorter-plc-bridge",
      rt: "cpp",
      perMin: 6,
      tpl: [
        { w: 3, f: (r) => `[plc] heartbeat ok S7 conn=10.60.1.20:102 cycle=${r.int(8, 14)}ms` },
        { w: 1, level: "WARN", f: (r) => `[sorter] tray ${r.int(1, 1800)} recirculated (chute ${r.int(1, 96)} full)` },
      ],
    },
    {
      name: "induction-ctl",
      rt: "java",
      perMin: 3,
      tpl: [
        { w: 1, f: (r) => `Station IND-0${r.int(1, 6)} throughput ${r.int(1400, 2100)} pph, gap=${r.int(300, 420)}mm` },
      ],
    },
    {
      name: "chute-allocator",
      rt: "go",
      perMin: 2,
      tpl: [{ w: 1, f: () => `sort plan 2026-W23 rev 4 active hub=NLAMS2 destinations=412 chutes=96` }],
    },
    {
      name: "manual-sort-queue",
      rt: "dotnet",
      perMin: 6,
      tpl: [
        {
          w: 3,
          f: (r) => `Manual sort completed for ${hubBc(r)} by operator OP-${r.int(100, 180)} -> chute ${r.int(1, 96)}`,
        },
        { w: 1, f: (r) => `Queue depth ${r.int(4, 25)}, oldest item ${r.int(10, 240)}s` },
      ],
    },
    {
      name: "hub-wms",
      rt: "java",
      perMin: 5,
      tpl: [
        {
          w: 2,
          f: (r) =>
            `Pre-advice manifest MF-${r.digits(7)} accepted: ${r.int(20, 400)} parcels from merchant ${merch(r)}`,
        },
        {
          w: 2,
          f: (r) =>
            `Container ROLL-${r.int(1000, 9999)} closed with ${r.int(40, 120)} parcels for route ${r.pick(["DE-HAM", "DE-DUS", "BE-ANR", "NL-UTR"])}`,
        },
        {
          w: 1,
          f: (r) => `HikariPool-1 - Pool stats (total=30, active=${r.int(2, 9)}, idle=${r.int(20, 28)}, waiting=0)`,
        },
      ],
    },
    {
      name: "label-reprint",
      rt: "python",
      perMin: 3,
      tpl: [
        { w: 2, f: (r) => `reprinted label for ${hubBc(r)} on printer ZD621-0${r.int(1, 6)} (reason=damaged)` },
        { w: 1, level: "WARN", f: (r) => `printer ZD621-0${r.int(1, 6)} reports ribbon low` },
      ],
    },
    {
      name: "tracking-publisher",
      rt: "node",
      perMin: 10,
      tpl: [
        { w: 4, f: (r) => `published ${r.int(20, 90)} scan events to tracking stream (batch ${r.digits(5)})` },
        { w: 1, f: () => "GET /healthz 200 1ms" },
      ],
    },
    {
      name: "yard-mgmt",
      rt: "ruby",
      perMin: 2,
      tpl: [
        {
          w: 2,
          f: (r) =>
            `Trailer ${r.pick(["NL", "DE", "BE"])}-${r.int(10, 99)}-${r.pick(["BGT", "KLX", "VRN"])} docked at gate ${r.int(1, 14)}`,
        },
        { w: 1, f: (r) => `Unloading completed gate ${r.int(1, 14)}: ${r.int(800, 2400)} parcels` },
      ],
    },
  ],
  flows: [
    {
      w: 6,
      hops: [
        {
          svc: "scan-gateway",
          f: (r, k) =>
            `scan tunnel=T${r.int(1, 4)} barcode=${k.bc} weight=${kg(r)}kg dims=${r.int(10, 60)}x${r.int(10, 40)}x${r.int(2, 30)} read=ok`,
        },
        {
          svc: "chute-allocator",
          f: (r) =>
            `destination ${r.pick(["DE-HAM", "DE-DUS", "BE-ANR", "NL-UTR", "NL-RTM"])}${r.int(1, 9)} -> chute ${r.int(1, 96)} (plan 2026-W23 rev 4)`,
        },
        { svc: "induction-ctl", f: (r) => `Inducted parcel at IND-0${r.int(1, 6)} onto tray ${r.int(1, 1800)}` },
        {
          svc: "sorter-plc-bridge",
          f: (r) => `[sorter] tray ${r.int(1, 1800)} discharged at chute ${r.int(1, 96)} ok`,
        },
      ],
    },
    {
      w: 1,
      hops: [
        { svc: "hub-wms", f: (r, k) => `Parcel ${k.bc} matched to pre-advice MF-${r.digits(7)}` },
        { svc: "tracking-publisher", f: (_r, k) => `queued ARRIVED_AT_HUB for ${k.bc}` },
      ],
    },
  ],
  noisy: {
    svc: "scan-gateway",
    level: "WARN",
    perMin: 14,
    f: (r) =>
      `no-read tunnel=T${r.int(1, 4)} belt=${r.int(1, 6)}: no decodable barcode after ${r.int(3, 6)} tries (${r.pick(["label damaged", "label folded", "low contrast", "no label"])}), diverted to manual sort`,
  },
  jobs: [
    { svc: "yard-mgmt", everySec: 90, f: () => "YardSnapshotJob finished: 14 gates, 9 occupied" },
    { svc: "hub-wms", everySec: 60, f: (r) => `Scheduled manifest reconciliation: ${r.int(0, 6)} unmatched parcels` },
    { svc: "chute-allocator", everySec: 30, f: () => "plan checksum verified sha256=7c1f0a…e92b" },
  ],
  deploys: [
    {
      svc: "label-reprint",
      lines: [
        () => "[INFO] Handling signal: term",
        (r) => `[INFO] Starting gunicorn 22.0.0 label-reprint 3.${r.int(1, 9)}.0`,
        () => "[INFO] Booting worker with pid: 7",
      ],
    },
    {
      svc: "yard-mgmt",
      lines: [() => "Puma starting in single mode...", () => "* Puma version: 6.4.3", () => "Use Ctrl-C to stop"],
    },
  ],
};

export const ROUTEWISE: Estate = {
  key: "routewise",
  company: "RouteWise last mile",
  ns: "lm-prod",
  tracing: true,
  flowsPerMin: 80,
  services: [
    {
      name: "dispatch-api",
      rt: "kotlin",
      perMin: 5,
      tpl: [
        { w: 3, f: (r) => `GET /actuator/health 200 (${r.int(1, 5)} ms)` },
        { w: 1, f: (r) => `Route ${route(r)} dispatched to driver ${drv(r)} (${r.int(80, 160)} stops)` },
      ],
    },
    {
      name: "route-planner",
      rt: "python",
      perMin: 2,
      tpl: [
        { w: 2, f: (r) => `re-optimised ${route(r)} after ${r.int(1, 4)} failed stops: saved ${r.int(2, 19)} min` },
        { w: 1, f: (r) => `GET /health 200 ${r.int(1, 4)}ms` },
      ],
    },
    {
      name: "handheld-sync",
      rt: "node",
      perMin: 8,
      tpl: [
        {
          w: 3,
          level: "WARN",
          f: (r) =>
            `device ${hh(r)} synced late: offline for ${r.int(4, 40)}m (dead zone), replayed ${r.int(8, 120)} queued events`,
        },
        { w: 1, level: "WARN", f: (r) => `duplicate POD scan for parcel ${bpTrk(r)} from ${hh(r)} ignored` },
        { w: 2, f: () => "GET /healthz 200 0ms" },
      ],
    },
    {
      name: "pod-store",
      rt: "go",
      perMin: 3,
      tpl: [{ w: 1, f: (r) => `spool flush: ${r.int(10, 80)} objects uploaded, spool usage ${r.int(8, 30)}%` }],
    },
    {
      name: "locker-hub",
      rt: "python",
      perMin: 4,
      tpl: [
        { w: 2, f: (r) => `locker ${lk(r)} heartbeat ok (fw 4.2.${r.int(0, 9)}, ${r.int(20, 80)} compartments)` },
        {
          w: 1,
          level: "WARN",
          f: (r) => `pickup code expired for parcel ${bpTrk(r)} at ${lk(r)}, return to sender scheduled`,
        },
      ],
    },
    {
      name: "driver-notify",
      rt: "ruby",
      perMin: 5,
      tpl: [
        {
          w: 2,
          f: (r) =>
            `Sent SMS to recipient +31 6 ****${r.digits(4)}: delivery window ${r.int(9, 19)}:${r.pick(["00", "15", "30", "45"])}`,
        },
        { w: 1, f: (r) => `Push to driver ${drv(r)}: route update (${r.int(1, 5)} stops added)` },
      ],
    },
    {
      name: "customer-eta",
      rt: "node",
      perMin: 4,
      tpl: [{ w: 1, f: () => "GET /healthz 200 1ms" }],
    },
    {
      name: "geo-tiles",
      rt: "go",
      perMin: 6,
      tpl: [
        {
          w: 1,
          f: (r) =>
            `tile z=${r.int(12, 16)} x=${r.int(8000, 8500)} y=${r.int(5300, 5500)} served cache=hit dur=${r.int(1, 4)}ms`,
        },
      ],
    },
    {
      name: "shift-roster",
      rt: "dotnet",
      perMin: 1,
      tpl: [
        {
          w: 1,
          f: (r) =>
            `Roster for depot ${r.pick(["AMS-3", "AMS-5", "UTR-1"])} refreshed: ${r.int(40, 70)} drivers on duty`,
        },
      ],
    },
  ],
  flows: [
    {
      w: 4,
      hops: [
        {
          svc: "dispatch-api",
          f: (r, k) => `ETA for parcel on ${k.route} stop ${r.int(1, 140)}: ${r.int(9, 19)}:${r.int(10, 59)}`,
        },
        { svc: "customer-eta", f: (r, k) => `GET /eta/${k.trk} 200 ${ms(r, 20, 120)}` },
      ],
    },
    {
      w: 4,
      hops: [
        {
          svc: "pod-store",
          f: (r, k) =>
            `stored proof of delivery parcel=${k.trk} photo=${r.int(180, 900)}KB signature=${r.pick(["yes", "no"])} key=pod/2026/06/${r.hex(12)}.jpg`,
        },
        { svc: "dispatch-api", f: (r, k) => `Stop ${r.int(1, 140)} on ${k.route} marked DELIVERED` },
        {
          svc: "handheld-sync",
          f: (r, k) => `sync ${k.hh} driver=${k.drv} events=${r.int(2, 30)} pod=${r.int(1, 4)} ok ${ms(r, 40, 200)}`,
        },
      ],
    },
    {
      w: 2,
      hops: [
        {
          svc: "locker-hub",
          f: (r, k) => `reserved compartment ${r.pick(["S", "M", "L"])}-${r.int(1, 40)} at ${k.lk} for parcel ${k.trk}`,
        },
        { svc: "dispatch-api", f: (_r, k) => `Locker stop added to ${k.route}` },
      ],
    },
    {
      w: 2,
      hops: [
        { svc: "route-planner", f: (r, k) => `POST /v1/insert-stop 200 ${ms(r, 80, 400)} route=${k.route}` },
        { svc: "dispatch-api", f: (r, k) => `Stop inserted into ${k.route} at position ${r.int(1, 140)}` },
        { svc: "driver-notify", f: (_r, k) => `Push to driver ${k.drv}: 1 stop added` },
      ],
    },
    {
      w: 2,
      hops: [
        {
          svc: "geo-tiles",
          f: (r) =>
            `tile z=15 x=${r.int(16800, 16900)} y=${r.int(10700, 10800)} served cache=miss dur=${r.int(8, 40)}ms`,
        },
      ],
    },
  ],
  noisy: {
    svc: "locker-hub",
    level: "ERROR",
    perMin: 8,
    f: (r) =>
      `no free compartment size ${r.pick(["M", "L", "XL"])} at ${lk(r)} for parcel ${bpTrk(r)} -> redirected to pickup point PP-${r.int(100, 999)}`,
  },
  jobs: [
    { svc: "shift-roster", everySec: 120, f: () => "Hangfire job RosterSync succeeded in 1.2s" },
    { svc: "pod-store", everySec: 60, f: (r) => `retention sweep: ${r.int(0, 30)} expired photos deleted` },
    {
      svc: "route-planner",
      everySec: 180,
      f: (r) => `matrix cache warm: ${r.int(2000, 5000)} cells in ${r.int(400, 1200)}ms`,
    },
  ],
  deploys: [
    {
      svc: "geo-tiles",
      lines: [
        (r) => `starting geo-tiles v1.${r.int(10, 40)}.0 (go1.23.4)`,
        () => "loaded style basic-v9, mbtiles=nl-2026-05.mbtiles",
      ],
    },
    {
      svc: "driver-notify",
      lines: [
        () => "Reloaded config/notify.yml: sms_quiet_hours 21:00-08:00",
        () => "Sidekiq 7.2.4 connected to redis://notify-redis:6379/0",
      ],
    },
  ],
};

export const EASTMARK: Estate = {
  key: "eastmark",
  company: "Eastmark Post cross-border",
  ns: "emp-xb",
  tracing: false,
  flowsPerMin: 70,
  services: [
    {
      name: "parcel-intake",
      rt: "dotnet",
      perMin: 4,
      tpl: [
        {
          w: 2,
          f: (r) =>
            `Request finished HTTP/1.1 GET http://parcel-intake/health - 200 - text/plain ${r.int(0, 3)}.${r.int(100, 999)}ms`,
        },
        {
          w: 1,
          level: "WARN",
          f: () =>
            "Overriding HTTP_PORTS '8080' and HTTPS_PORTS ''. Binding to values defined by URLS instead 'http://+:8080'.",
        },
      ],
    },
    {
      name: "customs-declare",
      rt: "java",
      perMin: 3,
      tpl: [
        { w: 2, f: (r) => `Declaration ${dcl(r)} released by destination customs (${dest(r)})` },
        {
          w: 1,
          level: "WARN",
          f: () => "Deprecated property 'customs.ics2.legacy-endpoint' is still set; it will be removed in 5.0",
        },
      ],
    },
    {
      name: "duty-calc",
      rt: "python",
      perMin: 2,
      tpl: [{ w: 1, f: (r) => `fx rates refreshed from ECB: ${r.int(30, 32)} currencies, EURUSD=1.0${r.int(70, 99)}` }],
    },
    {
      name: "hs-classifier",
      rt: "python",
      perMin: 2,
      tpl: [{ w: 1, f: (r) => `"GET /health HTTP/1.1" 200 ${r.int(15, 18)}` }],
    },
    {
      name: "edi-bridge",
      rt: "java",
      perMin: 4,
      tpl: [
        { w: 2, f: (r) => `Received CUSRSP for ${s10(r)} status=ACCEPTED ref=${r.hex(10).toUpperCase()}` },
        { w: 1, f: (r) => `Sent ITMATT batch ${r.digits(6)}: ${r.int(10, 200)} messages to UPU EDI gateway` },
      ],
    },
    {
      name: "billing-ledger",
      rt: "ruby",
      perMin: 4,
      tpl: [
        {
          w: 2,
          f: (r) =>
            `Completed 200 OK in ${r.int(8, 60)}ms (Views: 0.4ms | ActiveRecord: ${r.int(2, 30)}.${r.int(0, 9)}ms | Allocations: ${r.int(1200, 9000)})`,
        },
        {
          w: 1,
          level: "WARN",
          f: () =>
            "DEPRECATION WARNING: `to_time` will always preserve the receiver timezone rather than system local time in Rails 8.1.",
        },
      ],
    },
    {
      name: "invoice-pdf",
      rt: "node",
      perMin: 3,
      tpl: [
        {
          w: 1,
          f: (r) => `rendered commercial invoice INV-${r.digits(8)} (${r.int(1, 3)} pages) in ${ms(r, 150, 700)}`,
        },
      ],
    },
    {
      name: "notification-svc",
      rt: "go",
      perMin: 4,
      tpl: [
        {
          w: 2,
          f: (r) =>
            `email sent template=customs_payment_request to=***@${r.pick(["gmail.com", "outlook.com", "web.de", "icloud.com"])} msg_id=${r.hex(16)}`,
        },
        { w: 1, level: "WARN", f: (r) => `bounce received: 550 5.1.1 mailbox unavailable msg_id=${r.hex(16)}` },
      ],
    },
    {
      name: "partner-gw",
      rt: "go",
      perMin: 4,
      tpl: [
        {
          w: 1,
          f: (r) =>
            `POST /partner/v1/handover 202 dur=${r.int(20, 90)}ms partner=${r.pick(["usps", "royalmail", "swisspost", "posten"])}`,
        },
      ],
    },
  ],
  flows: [
    {
      w: 5,
      hops: [
        {
          svc: "hs-classifier",
          f: (r) =>
            `classified "${r.pick(["wireless earbuds", "cotton t-shirt", "phone case", "vitamin supplements", "ceramic mug", "board game"])}" -> ${r.pick(["851762", "610910", "392690", "210690", "691200", "950490"])} p=0.${r.int(80, 99)} in ${r.int(20, 90)}ms`,
        },
        {
          svc: "duty-calc",
          f: (r, k) =>
            `duties computed decl=${k.dcl} duty=${(r.int(0, 900) / 100).toFixed(2)} vat=${(r.int(100, 4000) / 100).toFixed(2)} EUR scheme=${r.pick(["IOSS", "DDP", "DDU"])}`,
        },
        {
          svc: "customs-declare",
          f: (r, k) =>
            `CN23 declaration ${k.dcl} submitted for ${k.s10} (${r.int(1, 6)} items, ${r.int(10, 400)}.${r.int(10, 99)} ${r.pick(["EUR", "USD", "GBP"])})`,
        },
        {
          svc: "parcel-intake",
          f: (r, k) => `Accepted parcel ${k.s10} at counter ${r.int(100, 180)} destination ${dest(r)}`,
        },
      ],
    },
    {
      w: 2,
      hops: [
        {
          svc: "billing-ledger",
          f: (r) =>
            `Posted surcharge ${r.pick(["fuel", "remote_area", "oversize", "customs_clearance"])} ${(r.int(20, 900) / 100).toFixed(2)} EUR to account ACC-${r.digits(6)}`,
        },
        {
          svc: "invoice-pdf",
          f: (r) => `rendered commercial invoice INV-${r.digits(8)} (1 pages) in ${ms(r, 150, 500)}`,
        },
      ],
    },
    {
      w: 2,
      hops: [
        { svc: "edi-bridge", f: (r, k) => `Queued CUSITM for ${k.s10} to ${dest(r)}` },
        {
          svc: "partner-gw",
          f: (r) =>
            `handover manifest ${r.hex(8)} accepted by ${r.pick(["usps", "royalmail", "swisspost"])} (${r.int(1, 40)} parcels)`,
        },
      ],
    },
  ],
  noisy: {
    svc: "customs-declare",
    level: "ERROR",
    perMin: 7,
    f: (r) =>
      `Declaration ${dcl(r)} on hold at destination ${dest(r)}: commercial invoice missing (declared value ${r.int(151, 900)}.00 EUR > 150.00)`,
  },
  jobs: [
    {
      svc: "billing-ledger",
      everySec: 60,
      f: (r) => `[ActiveJob] [MonthlySurchargeRollupJob] Performed in ${r.int(200, 1800)}ms`,
    },
    { svc: "edi-bridge", everySec: 45, f: () => "Polling UPU EDI mailbox: 0 new interchange(s)" },
    { svc: "duty-calc", everySec: 300, f: () => "de minimis thresholds reloaded: 31 destinations" },
  ],
  deploys: [
    {
      svc: "invoice-pdf",
      lines: [
        (r) => `invoice-pdf 2.${r.int(1, 9)}.${r.int(0, 9)} listening on 0.0.0.0:8080`,
        () => "chromium pool ready: 4 pages",
      ],
    },
    {
      svc: "notification-svc",
      lines: [() => "config reloaded: templates=42 smtp_pool=8", () => "SIGHUP handled, workers restarted"],
    },
  ],
};

export const ESTATES: Record<string, Estate> = {
  brightpost: BRIGHTPOST,
  kronhub: KRONHUB,
  routewise: ROUTEWISE,
  eastmark: EASTMARK,
};
