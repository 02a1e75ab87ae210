// The four made-up estates of holdout73 (two airlines, an airport, a regional carrier): services, their
// everyday traffic, and the harmless background every window carries.
import type { Level } from "./formats.js";

export type Line = [Level, string];
export interface Service {
  name: string;
  runtime: string;
  weight: number;
  traffic: Line[];
  /** prints its own probe lines */
  probe?: string;
}
export interface Estate {
  key: string;
  company: string;
  carrier: string;
  ns: string;
  traced: boolean;
  services: Service[];
  noisy: { svc: string; every: number; lines: Line[] };
  periodic: { svc: string; every: number; lines: Line[] }[];
  deprecation: { svc: string; every: number; line: Line }[];
  retries: { svc: string; lines: Line[] }[];
  deploys: { svc: string; lines: Line[] }[];
}

const I = "INFO" as const;
const W = "WARN" as const;
const E = "ERROR" as const;

export const SKYLARK: Estate = {
  key: "skylark",
  company: "Skylark Air",
  carrier: "SK",
  ns: "skylark-commercial",
  traced: true,
  services: [
    {
      name: "ndc-gateway",
      runtime: "nodejs",
      weight: 5,
      probe: "GET /healthz 200 1ms",
      traffic: [
        [I, "POST /ndc/v21.3/AirShopping 200 {ms2}ms agency=IATA{ffp} offers={n}"],
        [I, "POST /ndc/v21.3/OfferPrice 200 {ms}ms"],
        [I, "POST /ndc/v21.3/OrderCreate 201 {ms2}ms order={pnr}"],
        [I, "POST /ndc/v21.3/SeatAvailability 200 {ms}ms"],
        [I, "POST /ndc/v21.3/OrderRetrieve 200 {ms}ms order={pnr}"],
      ],
    },
    {
      name: "shopping-engine",
      runtime: "java",
      weight: 4,
      traffic: [
        [I, "AirShopping {apt}-{apt2} 1ADT cabin=Y: {n} offers built in {ms2} ms (cache hit ratio 0.{d}{d})"],
        [I, "availability refreshed for {flt} {apt}-{apt2}: J4 C2 Y9 B9 M7 H3 K0"],
        [W, "fare family ECONOMY LIGHT sold out on {flt} {apt}-{apt2}, offering STANDARD only"],
      ],
    },
    {
      name: "offer-pricing",
      runtime: "go",
      weight: 4,
      probe: "http: GET /readyz 200 (0.3ms)",
      traffic: [
        [I, "priced offer {hex} total={amt} {cur} taxes=YQ,GB,UB in {ms}ms"],
        [I, "fare basis {cls}LOWGB1 applied to {flt} rule=RT/ADVP14"],
      ],
    },
    {
      name: "pnr-store",
      runtime: "java",
      weight: 4,
      traffic: [
        [I, "PNR {pnr} saved version={n} segments=2 pax=1"],
        [I, "PNR {pnr} loaded in {ms}ms"],
        [I, "queue place: PNR {pnr} to Q{n}C1 (schedule change)"],
      ],
    },
    {
      name: "seatmap-svc",
      runtime: "dotnet",
      weight: 3,
      traffic: [
        [
          I,
          "Request finished HTTP/1.1 GET http://seatmap-svc:8080/api/seatmaps/{flt} - 200 - application/json {ms}.2ms",
        ],
        [I, "Seat {seat} assigned on {flt} for PNR {pnr} (chargeable=false)"],
        [W, "Seat {seat} on {flt} blocked: exit row requires adult without infant"],
      ],
    },
    {
      name: "payment-orchestrator",
      runtime: "java",
      weight: 3,
      traffic: [
        [I, "authorisation approved psp=adyen amount={amt} {cur} ref={hex} 3ds=frictionless ({ms2} ms)"],
        [I, "capture settled ref={hex} amount={amt} {cur}"],
        [W, "authorisation refused psp=adyen ref={hex} reason=Refused (05 Do not honour)"],
      ],
    },
    {
      name: "ticketing-svc",
      runtime: "java",
      weight: 3,
      traffic: [
        [I, "ETKT 176-{tkt} issued for PNR {pnr} FOP=CC"],
        [I, "EMD-A 176-{tkt} issued for seat {seat} PNR {pnr}"],
      ],
    },
    {
      name: "gds-feed-sync",
      runtime: "python",
      weight: 2,
      traffic: [
        [I, "SSM NEW {flt} applied to schedule (period 01DEC26-28MAR27)"],
        [I, "ASM TIM {flt} {apt}{hhmm} processed"],
        [I, "AVS batch pushed to 1A: {n} messages"],
      ],
    },
    {
      name: "loyalty-ledger",
      runtime: "ruby",
      weight: 2,
      traffic: [
        [I, "Completed 200 OK in {ms}ms (Views: 0.4ms | ActiveRecord: 3.{n}ms | Allocations: {big})"],
        [I, "accrual posted member={ffp} miles={big} flight={flt}"],
      ],
    },
    {
      name: "notif-dispatch",
      runtime: "nodejs",
      weight: 2,
      traffic: [
        [I, "email e-ticket-receipt queued for PNR {pnr} (sendgrid msg {hex})"],
        [I, "push schedule-change delivered to {n} devices for {flt}"],
      ],
    },
  ],
  noisy: {
    svc: "gds-feed-sync",
    every: 7,
    lines: [
      [E, "SSM REV rejected by 1A: UNABLE - FLIGHT NOT FOUND IN SCHEDULE ({flt})"],
      [E, "ASM CNL for {oflt} ignored: codeshare marketing flight not owned"],
    ],
  },
  periodic: [
    { svc: "pnr-store", every: 60, lines: [[I, "ttl sweeper: purged {n} expired holds (option date passed)"]] },
    { svc: "shopping-engine", every: 45, lines: [[I, "fare cache warm-up done: {big} markets, {ms2} ms"]] },
  ],
  deprecation: [
    {
      svc: "ndc-gateway",
      every: 90,
      line: [
        W,
        "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
      ],
    },
    {
      svc: "shopping-engine",
      every: 120,
      line: [W, "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect'"],
    },
  ],
  retries: [
    {
      svc: "ticketing-svc",
      lines: [
        [W, "BSP link timeout for 176-{tkt}, retrying (1/3)"],
        [I, "BSP link retry ok after 1 attempt"],
      ],
    },
    {
      svc: "notif-dispatch",
      lines: [
        [W, "sendgrid 429, backing off 2s (attempt 1)"],
        [I, "sendgrid accepted after retry"],
      ],
    },
  ],
  deploys: [
    {
      svc: "loyalty-ledger",
      lines: [
        [I, "=> Booting Puma"],
        [I, '* Puma version: 6.4.2 (ruby 3.3.1-p55) ("The Eagle of Durango")'],
        [I, "* Listening on http://0.0.0.0:3000"],
        [I, "release loyalty-ledger 2026.11.{n} ready"],
      ],
    },
    {
      svc: "notif-dispatch",
      lines: [[I, "config reloaded: templates version 318 -> 319 (3 changed)"]],
    },
  ],
};

export const BLUECREST: Estate = {
  key: "bluecrest",
  company: "BlueCrest Airlines",
  carrier: "BC",
  ns: "bluecrest-ops",
  traced: false,
  services: [
    {
      name: "dcs-checkin",
      runtime: "java",
      weight: 5,
      traffic: [
        [I, "checked in PNR {pnr} pax 1/1 on {flt} seq {n} seat {seat}"],
        [I, "APIS status OK for pax {pnr}/1 on {flt}"],
        [W, "check-in inhibited for {pnr}/1 on {flt}: DOCS missing (passport required)"],
        [I, "bag tag {tag} issued {flt} to {apt} weight {kg}kg"],
      ],
    },
    {
      name: "boarding-pass-svc",
      runtime: "nodejs",
      weight: 3,
      probe: "GET /health 200 0.8 ms",
      traffic: [
        [I, "BCBP issued M1 {pnr} {flt} seq {n} (pkpass, {ms}ms)"],
        [I, "wallet pass updated for {flt} gate {gate}"],
      ],
    },
    {
      name: "crew-roster",
      runtime: "python",
      weight: 3,
      traffic: [
        [I, "pairing P{big} published to crew {crew} (2 sectors)"],
        [W, "FTL: crew {crew} duty 12h40 exceeds planned 12h00 on {flt}, commander discretion required"],
        [I, '"GET /api/v2/roster/{crew} HTTP/1.1" 200 {big}'],
      ],
    },
    {
      name: "crew-tracking",
      runtime: "go",
      weight: 3,
      traffic: [
        [I, "crew {crew} reported on duty at {apt} (ACARS OOOI)"],
        [I, "OUT/OFF/ON/IN received for {flt} tail {tail}"],
      ],
    },
    {
      name: "flight-ops-hub",
      runtime: "dotnet",
      weight: 4,
      traffic: [
        [I, "Flight {flt} {apt}-{apt2} re-timed: ETD {hhmm}Z (reason 93 late arrival)"],
        [I, "OFP for {flt} received, block fuel {big} kg"],
        [W, "Flight {flt} delayed 35 min: ATC slot CTOT {hhmm}Z"],
      ],
    },
    {
      name: "load-control",
      runtime: "cpp",
      weight: 2,
      traffic: [
        [I, "loadsheet {flt} edition {n} finalised TOW {big}0 kg MACTOW 2{d}.{d}"],
        [I, "LDM sent for {flt} to {apt2}"],
      ],
    },
    {
      name: "disruption-rebook",
      runtime: "kotlin",
      weight: 2,
      traffic: [
        [I, "reaccommodated PNR {pnr} from {flt} to {flt} (protect class {cls})"],
        [I, "disruption batch {hex}: {n} pax evaluated, {n} rebooked, 0 to queue"],
      ],
    },
    {
      name: "apis-submitter",
      runtime: "python",
      weight: 2,
      traffic: [
        [I, "PAXLST for {flt} sent to {apt2} iAPI: {n} pax, ack OK"],
        [W, "iAPI response for {pnr}/1: 0Z DO NOT BOARD (document invalid)"],
      ],
    },
    {
      name: "mobile-bff",
      runtime: "nodejs",
      weight: 4,
      traffic: [
        [I, "GET /v1/trips/{pnr} 200 {ms}ms app=ios/8.14.0"],
        [I, "POST /v1/checkin 200 {ms2}ms app=android/8.13.2"],
        [I, "GET /v1/flights/{flt}/status 200 {ms}ms"],
      ],
    },
    {
      name: "weather-ingest",
      runtime: "go",
      weight: 2,
      traffic: [
        [I, "METAR E{apt} parsed: 24012KT 9999 FEW020 08/03 Q1012"],
        [I, "TAF batch ingested: {n} stations"],
      ],
    },
  ],
  noisy: {
    svc: "boarding-pass-svc",
    every: 6,
    lines: [[E, "APNs push for pass {hex} failed: 410 Unregistered (device token no longer active)"]],
  },
  periodic: [
    { svc: "crew-roster", every: 60, lines: [[I, "legality recheck: {big} crew evaluated, 0 illegal, {n} warnings"]] },
    { svc: "flight-ops-hub", every: 30, lines: [[I, "ASDI/ADS-B position batch merged: {big} tracks"]] },
  ],
  deprecation: [
    {
      svc: "crew-roster",
      every: 100,
      line: [
        W,
        "/usr/local/lib/python3.11/site-packages/pandas/core/frame.py:1123: FutureWarning: DataFrame.applymap has been deprecated. Use DataFrame.map instead.",
      ],
    },
  ],
  retries: [
    {
      svc: "mobile-bff",
      lines: [
        [W, "upstream dcs-checkin ECONNRESET on keep-alive socket, retrying once"],
        [I, "retry ok (dcs-checkin 200)"],
      ],
    },
    {
      svc: "apis-submitter",
      lines: [
        [W, "iAPI ack not received in 5s for {flt}, resending"],
        [I, "iAPI ack OK for {flt} (attempt 2)"],
      ],
    },
  ],
  deploys: [
    {
      svc: "disruption-rebook",
      lines: [
        [I, "Starting DisruptionRebookApplicationKt v3.{n}.0 using Java 21.0.4"],
        [I, "Tomcat started on port 8080 (http) with context path '/'"],
        [I, "Started DisruptionRebookApplicationKt in 9.{n} seconds"],
      ],
    },
    { svc: "mobile-bff", lines: [[I, "feature flags refreshed from LaunchDarkly (2 changed)"]] },
  ],
};

export const MERIDIAN: Estate = {
  key: "meridian",
  company: "Port Meridian Airport",
  carrier: "SK",
  ns: "mrd-airport",
  traced: true,
  services: [
    {
      name: "aodb-core",
      runtime: "java",
      weight: 5,
      traffic: [
        [I, "movement updated {oflt} ARR EIBT {hhmm} stand {stand}"],
        [I, "MVT received {oflt}: AD {hhmm}/{hhmm} EA {hhmm} {apt}"],
        [W, "{oflt} EOBT changed +25 min (airline request), stand conflict rechecked"],
      ],
    },
    {
      name: "gate-allocator",
      runtime: "python",
      weight: 3,
      traffic: [
        [I, "allocated gate {gate} to {oflt} (score 0.{n}, towing=false)"],
        [I, "re-plan horizon 2h solved in {ms2} ms: 0 conflicts"],
      ],
    },
    {
      name: "fids-publisher",
      runtime: "nodejs",
      weight: 4,
      traffic: [
        [I, "pushed {n} rows to display group T{pid}-departures"],
        [I, "{oflt} remark changed: BOARDING -> GATE CLOSED"],
        [W, "display FIDS-T2-{gate} websocket closed (1006), reconnecting in 5s"],
      ],
    },
    {
      name: "bsm-router",
      runtime: "go",
      weight: 4,
      traffic: [
        [I, "BSM {tag} {oflt}/{apt} routed to sortation (.V/1LMRD)"],
        [I, "BPM {tag} loaded ULD AKE{big}"],
      ],
    },
    {
      name: "bag-reconcile",
      runtime: "java",
      weight: 3,
      traffic: [
        [I, "reconciled {oflt}: {n} bags loaded, 0 offload"],
        [W, "rush tag {tag} ex {oflt}: bag missed connection, forwarded on next flight"],
      ],
    },
    {
      name: "sortation-plc-bridge",
      runtime: "cpp",
      weight: 3,
      traffic: [
        [I, "tag {tag} read at ATR-{pid}, diverted to make-up lateral {n}"],
        [W, "no-read at ATR-{pid}, bag sent to manual coding station"],
      ],
    },
    {
      name: "security-queue-metrics",
      runtime: "python",
      weight: 2,
      traffic: [
        [I, "lane {n} throughput 1{n} pax/h, wait p50={n}s"],
        [I, "indexed {n} queue samples to queue-metrics-2026.11"],
      ],
    },
    {
      name: "airport-api",
      runtime: "nodejs",
      weight: 4,
      probe: "GET /status 200 2 ms",
      traffic: [
        [I, "GET /v2/flights?date=today&direction=D 200 {ms}ms"],
        [I, "GET /v2/flights/{oflt} 200 {ms}ms"],
        [I, "GET /v2/security/wait-times 200 {ms}ms"],
      ],
    },
    {
      name: "stand-planner",
      runtime: "dotnet",
      weight: 2,
      traffic: [
        [I, "Stand {stand} assigned to {oflt} (A320, contact)"],
        [I, "Tow plan updated: {tail} {stand} -> remote"],
      ],
    },
    {
      name: "ops-dashboard",
      runtime: "ruby",
      weight: 1,
      traffic: [
        [I, 'Started GET "/board/turnarounds" for {ip}'],
        [I, "Completed 200 OK in {ms}ms"],
      ],
    },
  ],
  noisy: {
    svc: "sortation-plc-bridge",
    every: 5,
    lines: [[E, "ATR-07 read error: scanner head 3 dirty window (code 0x41), fallback to heads 1,2,4"]],
  },
  periodic: [
    { svc: "aodb-core", every: 60, lines: [[I, "seasonal schedule sync: {big} rows, 0 changed"]] },
    { svc: "security-queue-metrics", every: 30, lines: [[I, "rollup 30s: lanes open 9/14"]] },
  ],
  deprecation: [
    {
      svc: "airport-api",
      every: 80,
      line: [W, "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues."],
    },
  ],
  retries: [
    {
      svc: "fids-publisher",
      lines: [
        [W, "GET airport-api /v2/flights failed (socket hang up), retry 1/3"],
        [I, "airport-api fetch recovered"],
      ],
    },
    {
      svc: "bsm-router",
      lines: [
        [W, "type B ack missing for {tag}, resend scheduled"],
        [I, "type B ack received for {tag}"],
      ],
    },
  ],
  deploys: [
    {
      svc: "ops-dashboard",
      lines: [
        [I, "Puma starting in single mode..."],
        [I, "* Listening on http://0.0.0.0:3000"],
      ],
    },
    { svc: "fids-publisher", lines: [[I, "config reload: layouts.yaml changed, 4 templates recompiled"]] },
  ],
};

export const KESTREL: Estate = {
  key: "kestrel",
  company: "Kestrel Regional",
  carrier: "KR",
  ns: "kestrel",
  traced: false,
  services: [
    {
      name: "web-booking",
      runtime: "ruby",
      weight: 5,
      traffic: [
        [I, 'Started POST "/booking/search" for {ip}'],
        [I, "Completed 200 OK in {ms2}ms (Views: {ms}.1ms | ActiveRecord: {n}.4ms)"],
        [I, "booking {pnr} confirmed {flt} {apt}-{apt2} {amt} {cur}"],
      ],
    },
    {
      name: "fare-cache",
      runtime: "go",
      weight: 4,
      traffic: [
        [I, "fare lookup {apt}-{apt2} hit=true age=2{n}s"],
        [I, "refreshed {big} fares from filing feed in {ms2}ms"],
      ],
    },
    {
      name: "res-core",
      runtime: "java",
      weight: 4,
      traffic: [
        [I, "PNR {pnr} created, 1 segment, ticket time limit +24h"],
        [I, "inventory {flt} {cls}: sold 1, remaining {n}"],
        [W, "{flt} class {cls} closed: sold out"],
      ],
    },
    {
      name: "checkin-kiosk-gw",
      runtime: "dotnet",
      weight: 3,
      traffic: [
        [I, "Kiosk KSK-{pid} session {hex}: check-in {pnr} completed"],
        [W, "Kiosk KSK-{pid}: passenger {pnr} referred to desk (document check)"],
      ],
    },
    {
      name: "bagtag-print",
      runtime: "cpp",
      weight: 2,
      traffic: [
        [I, "printed tag {tag} on BTP-{pid} ({apt})"],
        [I, "BTP-{pid} status ready, stock 8{n}%"],
      ],
    },
    {
      name: "ffp-rewards",
      runtime: "python",
      weight: 2,
      traffic: [
        [I, "credited {big} points to member {ffp} for {flt}"],
        [I, '{ip} - - "GET /members/{ffp}/balance HTTP/1.1" 200 {n}'],
      ],
    },
    {
      name: "ops-control",
      runtime: "java",
      weight: 3,
      traffic: [
        [I, "{flt} ETD revised to {hhmm} (tech delay, code 41)"],
        [I, "crew swap applied on {flt}: FO {crew} -> {crew}"],
        [W, "crew {crew} approaching FDP limit on {flt} (11h20 of 12h00)"],
      ],
    },
    {
      name: "sms-gateway-client",
      runtime: "nodejs",
      weight: 2,
      traffic: [
        [I, "SMS queued SM{hex} to +44***{n} (delay notice {flt})"],
        [I, "status callback SM{hex} delivered"],
      ],
    },
    {
      name: "crew-portal",
      runtime: "ruby",
      weight: 2,
      traffic: [
        [I, 'Started GET "/roster/month" for {ip}'],
        [I, "Completed 200 OK in {ms}ms (Views: 2{n}.0ms | ActiveRecord: 1{n}.2ms)"],
      ],
    },
  ],
  noisy: {
    svc: "checkin-kiosk-gw",
    every: 6,
    lines: [[E, "Kiosk KSK-{pid}: passport reader MRZ checksum failed, asking passenger to rescan"]],
  },
  periodic: [
    { svc: "fare-cache", every: 30, lines: [[I, "gc: evicted {big} stale keys"]] },
    { svc: "res-core", every: 60, lines: [[I, "TTL job: cancelled {n} unticketed PNRs past time limit"]] },
  ],
  deprecation: [
    {
      svc: "web-booking",
      every: 110,
      line: [
        W,
        "DEPRECATION WARNING: `ActiveSupport::ProxyObject` is deprecated and will be removed in Rails 8.2. Use `BasicObject` instead.",
      ],
    },
  ],
  retries: [
    {
      svc: "ops-control",
      lines: [
        [W, "ACARS uplink to {tail} not acknowledged, retry 1"],
        [I, "ACARS uplink acknowledged by {tail}"],
      ],
    },
  ],
  deploys: [
    { svc: "bagtag-print", lines: [[I, "bagtag-print 2.8.{n} starting, 6 printers configured"]] },
    { svc: "crew-portal", lines: [[I, "config reloaded (SIGHUP): roster_publish_window=28d"]] },
  ],
};

export const ESTATES: Record<string, Estate> = {
  skylark: SKYLARK,
  bluecrest: BLUECREST,
  meridian: MERIDIAN,
  kestrel: KESTREL,
};
