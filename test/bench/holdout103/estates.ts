// Four made-up freight companies: their services and the everyday traffic and noise each one logs.
import type { Level } from "./formats.js";
import type { Rule, Step } from "./stream.js";

export interface Estate {
  key: string;
  ns: string;
  traced: boolean;
  services: string[];
  /** request flows, periodic jobs, health checks, domain noise, deprecations, retries that succeed */
  background: Rule[];
  /** one harmless error or warning at a constant rate from the first minute */
  noisy: Rule;
  /** unrelated deploys / config reloads, one is placed near the change */
  changes: Step[][];
}

export const one = (rate: number, svc: string, level: Level, tpl: string): Rule => ({
  rate,
  steps: [[svc, level, tpl]],
});
export const flow = (rate: number, ...steps: Step[]): Rule => ({ rate, steps });
export const every = (sec: number, svc: string, level: Level, tpl: string): Rule => ({
  rate: 0,
  every: sec,
  steps: [[svc, level, tpl]],
});

const haulwise: Estate = {
  key: "haulwise",
  ns: "haulwise-prod",
  traced: true,
  services: [
    "shipper-portal",
    "loadboard-api",
    "match-engine",
    "rateconf-svc",
    "carrier-vetting",
    "edi-gateway",
    "invoicing",
    "quickpay-worker",
    "notify-hub",
  ],
  background: [
    flow(
      50,
      ["shipper-portal", "info", "POST /api/loads 201 {ms}ms"],
      ["loadboard-api", "info", "load {load} posted lane={lane} equip=DRYVAN weight=42000lb rate={usd}"],
      ["match-engine", "info", "scored load {load}: 38 candidate carriers, top score 0.{n} ({fast}ms)"],
    ),
    flow(
      34,
      ["loadboard-api", "info", "GET /v2/loads/search?origin={city}&radius=150 200 {ms}ms"],
      ["match-engine", "debug", "geo query radius=150mi hits={big} took={fast}ms"],
    ),
    flow(
      22,
      ["loadboard-api", "info", "POST /v2/loads/{load}/book 200 {ms}ms carrier={mc}"],
      ["carrier-vetting", "info", "carrier {mc} authority ACTIVE, insurance ok (cargo $100000 / auto $1000000)"],
      ["rateconf-svc", "info", "Rate confirmation RC-{load} generated for carrier {mc}, sent for e-signature"],
      ["notify-hub", "info", "email queued template=rate_con to=dispatch@carrier.example id={hex}"],
    ),
    flow(
      14,
      ["rateconf-svc", "info", "Rate confirmation RC-{load} signed by carrier {mc} (docusign envelope {uuid})"],
      ["loadboard-api", "info", "load {load} status BOOKED -> DISPATCHED"],
    ),
    flow(
      18,
      ["edi-gateway", "info", "Inbound 204 from {shipper} ISA {ctl}: 1 tender, load {load}"],
      ["loadboard-api", "info", "load {load} created from EDI tender"],
    ),
    one(16, "edi-gateway", "info", "Outbound 214 to {shipper} ISA {ctl} status X3 (arrived at pickup) load {load}"),
    flow(
      9,
      ["invoicing", "info", "Invoice {inv} created for load {load} amount={usd}"],
      ["edi-gateway", "info", "Outbound 210 to {shipper} ISA {ctl} invoice {inv}"],
    ),
    one(7, "quickpay-worker", "info", "QuickPayJob JID-{hex} done: paid carrier {mc} {usd} (2% fee) in {ms}ms"),
    one(5, "loadboard-api", "info", "load {load} cancelled by shipper {shipper} (reason: PO moved)"),
    one(
      4,
      "carrier-vetting",
      "warn",
      "carrier {mc} refused: auto liability insurance lapsed (policy expired, FMCSA L&I)",
    ),
    one(3, "carrier-vetting", "info", "carrier {mc} authority check: ACTIVE since 2019, safety rating SATISFACTORY"),
    one(
      2,
      "edi-gateway",
      "warn",
      "Rejected 204 from {shipper} ISA {ctl}: AK5*R, segment N4 element 03 invalid zip; 997 sent",
    ),
    one(3, "match-engine", "info", "carrier {mc} declined load {load} via app (rate too low)"),
    every(15, "shipper-portal", "debug", "GET /healthz 200 1ms"),
    every(10, "loadboard-api", "debug", "GET /healthz 200 2ms"),
    every(10, "match-engine", "debug", "GET /readyz 200"),
    every(30, "rateconf-svc", "debug", "GET /actuator/health 200 UP"),
    every(30, "carrier-vetting", "debug", '10.44.3.9 - - "GET /health HTTP/1.1" 200 2'),
    every(60, "invoicing", "info", "Sidekiq stats: processed=+{n} failed=+0 queues default=0 mailers=0"),
    every(60, "quickpay-worker", "info", "[cron] quickpay_sweep enqueued {n} eligible invoices"),
    every(120, "match-engine", "info", "refreshed lane rate index: {big} lanes, p50 age 14m"),
    every(
      300,
      "shipper-portal",
      "warn",
      "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
    ),
    every(180, "notify-hub", "warn", "sendgrid: 429 Too Many Requests, retrying in 2s (attempt 1/5)"),
    every(181, "notify-hub", "info", "sendgrid: message {hex} accepted after 1 retry"),
    every(
      240,
      "rateconf-svc",
      "warn",
      "HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=1m2s).",
    ),
  ],
  noisy: one(
    10,
    "carrier-vetting",
    "error",
    "SAFER snapshot parse error for USDOT {dot}: field 'MCS-150 Mileage Year' not numeric, skipping",
  ),
  changes: [
    [["shipper-portal", "info", "Deployment shipper-portal rolled out image tag 2026.11.{n}-{hex} (3/3 ready)"]],
    [["notify-hub", "info", "config reloaded from /etc/notify/templates.yaml (14 templates)"]],
    [
      [
        "invoicing",
        "info",
        "Puma starting in cluster mode... * Version 6.4.2, codename: The Eagle of Durango; restarted after deploy",
      ],
    ],
  ],
};

const redmesa: Estate = {
  key: "redmesa",
  ns: "redmesa",
  traced: false,
  services: [
    "eld-ingest",
    "hos-engine",
    "gps-tracker",
    "dispatch-board",
    "fuelcard-auth",
    "driver-app-bff",
    "settlement-svc",
    "maint-planner",
    "tms-sync",
  ],
  background: [
    one(110, "eld-ingest", "info", "batch from truck {truck}: {n} events (duty status, engine hours) acked"),
    one(90, "gps-tracker", "info", "ping truck={truck} pos={lat} speed={n}mph rssi=-{rssi}dBm"),
    one(
      40,
      "hos-engine",
      "info",
      "HOS recalculated for driver {driver}: drive left 4h{n}m, on-duty left 6h{n}m, cycle left 41h",
    ),
    one(6, "hos-engine", "warn", "driver {driver} approaching 11-hour driving limit (remaining 0h{n}m)"),
    one(30, "driver-app-bff", "info", "GET /v3/trips/current 200 {ms}ms"),
    one(20, "driver-app-bff", "info", "POST /v3/docs/bol 201 {ms}ms (photo 1.{n}MB)"),
    one(18, "dispatch-board", "info", "Load {load} assigned to truck {truck} driver {driver}"),
    one(14, "dispatch-board", "info", "ETA updated for load {load}: {city} 14:{n} local"),
    one(
      16,
      "fuelcard-auth",
      "info",
      "Authorization approved card ****{card} truck {truck} diesel {gal} gal {usd} site Pilot #{line}",
    ),
    one(
      3,
      "fuelcard-auth",
      "warn",
      "Authorization declined card ****{card}: product REEFER not allowed by policy FLEET-STD",
    ),
    one(2, "fuelcard-auth", "warn", "Authorization declined card ****{card}: purchase outside allowed geofence ({st})"),
    one(
      5,
      "gps-tracker",
      "warn",
      "truck {truck} no ping for 9m (last cell: I-70 Vail Pass, {st}), marking LOST_SIGNAL",
    ),
    one(4, "gps-tracker", "info", "truck {truck} back in coverage after {n}m, 31 buffered pings replayed"),
    one(8, "tms-sync", "info", "pushed 214 status X1 for load {load} to broker API"),
    one(4, "settlement-svc", "info", "settlement for driver {driver} week 47: gross {usd}, 3 deductions"),
    one(3, "maint-planner", "info", "PM service due truck {truck} at 118{n}0 mi, booked at Rush Truck Center"),
    every(10, "eld-ingest", "debug", "GET /healthz 200"),
    every(10, "gps-tracker", "debug", "GET /healthz 200"),
    every(
      20,
      "dispatch-board",
      "info",
      "Request finished HTTP/1.1 GET http://dispatch-board/health - 200 - text/plain 1.{n}ms",
    ),
    every(
      20,
      "fuelcard-auth",
      "info",
      "Request finished HTTP/1.1 GET http://fuelcard-auth/health - 200 - text/plain 0.{n}ms",
    ),
    every(30, "hos-engine", "debug", "GET /actuator/health -> 200"),
    every(
      60,
      "maint-planner",
      "info",
      "celery beat: Scheduler: Sending due task fault-code-rollup (maint.tasks.rollup)",
    ),
    every(
      60,
      "settlement-svc",
      "info",
      'APScheduler: Job "sync_advances (trigger: interval[0:01:00])" executed successfully',
    ),
    every(120, "tms-sync", "warn", "broker API 503 on POST /status, retry 1/3 succeeded in {ms}ms"),
    every(
      300,
      "driver-app-bff",
      "warn",
      "(node:7) [DEP0170] DeprecationWarning: The URL http://maps:8080:443 is invalid. Future versions of Node.js will throw an error.",
    ),
    every(
      240,
      "dispatch-board",
      "warn",
      "Microsoft.EntityFrameworkCore.Query: Compiling a query which loads related collections for more than one collection navigation, ... QuerySplittingBehavior not configured.",
    ),
  ],
  noisy: one(
    12,
    "eld-ingest",
    "warn",
    "malformed event from truck {truck}: odometer jump 0 -> 52{n}11 mi (unit rebooted?), event dropped",
  ),
  changes: [
    [["driver-app-bff", "info", "server listening on :8080 (release v4.{n}.1, git {hex})"]],
    [["maint-planner", "info", "celery@maint-planner ready. (deployed build 2026.47.{n})"]],
    [["settlement-svc", "info", "configuration reloaded: deduction_rules.yaml (21 rules)"]],
  ],
};

const dockpilot: Estate = {
  key: "dockpilot",
  ns: "dockpilot-prod",
  traced: true,
  services: [
    "dock-web",
    "auth-gw",
    "appt-api",
    "slot-solver",
    "yard-checkin",
    "carrier-notify",
    "wms-connector",
    "edi214-emitter",
    "reporting-etl",
  ],
  background: [
    flow(
      45,
      ["auth-gw", "info", "POST /api/appointments 200 {ms}ms upstream=appt-api"],
      ["appt-api", "info", "Appointment {appt} booked at {dc} door {door} for load {load}"],
      ["slot-solver", "info", "solve ok: site={line} horizon=72h slots={big} moves={n} t={fast}ms"],
      ["carrier-notify", "info", "sms queued appt={appt} sid=SM{hex}"],
    ),
    flow(
      60,
      ["auth-gw", "info", "GET /api/availability 200 {ms}ms upstream=appt-api"],
      ["appt-api", "info", "Availability {dc} 2026-12-0{n}: 14 open slots"],
    ),
    one(35, "dock-web", "info", "GET /schedule/{line} 200 {ms}ms"),
    one(9, "appt-api", "warn", "Appointment request for {dc} rejected: slot 07:30 already taken"),
    one(20, "yard-checkin", "info", "gate check-in truck {truck} trailer TRL{line} load {load} -> door {door}"),
    one(4, "yard-checkin", "warn", "driver arrived 2h late for {appt}, moved to work-in queue"),
    one(24, "wms-connector", "info", "ASN received for load {load}: 22 pallets, receiving doc created"),
    one(16, "edi214-emitter", "info", "214 AG (estimated delivery) sent for load {load} ISA {ctl}"),
    one(3, "appt-api", "info", "Appointment {appt} cancelled by shipper (load {load} cancelled)"),
    every(10, "auth-gw", "debug", "GET /healthz 200 0ms"),
    every(15, "appt-api", "debug", "GET /actuator/health 200"),
    every(15, "slot-solver", "debug", "health: ok workers=8 queue=0"),
    every(30, "yard-checkin", "info", '"GET /health HTTP/1.1" 200 OK'),
    every(30, "wms-connector", "info", "Health check wms-sql completed after 3.{n}ms with status Healthy"),
    every(60, "reporting-etl", "info", "dock_utilization: loaded {big} rows into warehouse (partition 2026-11-30)"),
    every(60, "edi214-emitter", "info", "outbox sweep: 0 pending"),
    every(200, "carrier-notify", "warn", "twilio: 21610 Attempt to send to unsubscribed recipient, skipped"),
    every(
      300,
      "yard-checkin",
      "warn",
      "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version.",
    ),
    every(
      150,
      "wms-connector",
      "warn",
      "Polly: retry 1 after 200ms for WMS GET /asn (HttpRequestException), then succeeded",
    ),
  ],
  noisy: one(
    9,
    "dock-web",
    "error",
    "Uncaught TypeError in client bundle (reported via /csp-report): Cannot read properties of undefined (reading 'tz') at SlotGrid.tsx",
  ),
  changes: [
    [["reporting-etl", "info", "Deployed reporting-etl revision {n} (image sha256:{hex})"]],
    [["carrier-notify", "info", "feature flags reloaded: sms_quiet_hours=on"]],
    [["dock-web", "info", "ready - started server on 0.0.0.0:3000 (build {hex})"]],
  ],
};

const ferrovia: Estate = {
  key: "ferrovia",
  ns: "ferrovia",
  traced: false,
  services: [
    "as2-receiver",
    "x12-translator",
    "tender-intake",
    "status-publisher",
    "freight-billing",
    "quickpay-api",
    "ar-ledger",
    "fuel-surcharge",
    "partner-api",
  ],
  background: [
    one(40, "as2-receiver", "info", "AS2 message <{uuid}@{shipper}> received, MDN signed sent, {big} bytes"),
    one(
      40,
      "x12-translator",
      "info",
      "translated interchange ISA {ctl} from {shipper}: 1 GS, {n} ST (204) in {fast}ms",
    ),
    one(30, "tender-intake", "info", "Tender {load} from {shipper} accepted (990 A), lane {lane}"),
    one(4, "tender-intake", "info", "Tender {load} cancelled by {shipper} (204 purpose code 01)"),
    one(
      3,
      "x12-translator",
      "warn",
      "interchange ISA {ctl} rejected: segment G62 date 20261131 invalid, 997 AK9*R sent",
    ),
    one(30, "status-publisher", "info", "214 X6 en route load {load} sent to {shipper}"),
    one(16, "freight-billing", "info", "Completed 210 for load {load}: invoice {inv} {usd} queued"),
    one(10, "ar-ledger", "info", "Posted receivable {inv} amount {amt} USD to GL 1200"),
    one(8, "quickpay-api", "info", "POST /v1/quickpay 202 {ms}ms invoice={inv}"),
    one(2, "quickpay-api", "warn", "quickpay refused for {inv}: carrier {mc} W-9 missing"),
    one(40, "partner-api", "info", "GET /v1/shipments/{load}/status 200 {ms}ms"),
    one(12, "fuel-surcharge", "info", "FSC for {lane}: DOE diesel 3.{n}1 -> 0.{n}/mi"),
    every(15, "as2-receiver", "debug", "GET /actuator/health 200"),
    every(15, "partner-api", "debug", "GET /healthz 200 1ms"),
    every(30, "quickpay-api", "debug", "GET /healthz 200"),
    every(30, "ar-ledger", "info", "Health check ledger-db completed after 2.{n}ms with status Healthy"),
    every(60, "freight-billing", "info", "Sidekiq stats: processed=+{n} failed=+0 busy=1 enqueued=0"),
    every(60, "fuel-surcharge", "info", "rq worker default: Job OK (fsc.refresh), result kept for 500 seconds"),
    every(
      300,
      "freight-billing",
      "warn",
      "DEPRECATION WARNING: `ActiveRecord::Base.connection` is deprecated; use `with_connection` instead.",
    ),
    every(140, "status-publisher", "warn", "POST to {shipper} API returned 502, retry 1/4 ok after {ms}ms"),
  ],
  noisy: one(
    11,
    "x12-translator",
    "error",
    "ST 214 control {ctl}: element AT7-05 value 'NS' not in code list, defaulting to 'NA'",
  ),
  changes: [
    [["fuel-surcharge", "info", "deployed fuel-surcharge 3.{n}.0 (rq workers restarted)"]],
    [["partner-api", "info", "config reload: rate limits for 4 partners updated"]],
    [["status-publisher", "info", "gunicorn: Booting worker with pid {big} (release {hex})"]],
  ],
};

export const ESTATES: Estate[] = [haulwise, redmesa, dockpilot, ferrovia];
