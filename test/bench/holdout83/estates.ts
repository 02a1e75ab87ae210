// The four made-up companies: their services, request flows and the everyday noise of their domain.
import type { Level } from "./formats.js";

/** One printed step of a flow: service, level, message template, ms after the previous step. */
export type Step = [string, Level, string, number];

export interface Flow {
  /** mean seconds between two starts */
  every: number;
  steps: Step[];
}

export interface Estate {
  key: string;
  company: string;
  namespace: string;
  traced: boolean;
  services: string[];
  flows: Flow[];
  /** periodic jobs: fixed period in seconds, lines printed each run */
  jobs: { period: number; steps: Step[] }[];
  /** the one service that complains the same harmless way from the first minute */
  noisy: { every: number; steps: Step[] };
  /** unrelated deploys / reloads; one lands near the window's middle */
  deploys: Step[][];
}

const pharmacy: Estate = {
  key: "pharmacy",
  company: "Marlow Pharmacy (retail chain)",
  namespace: "marlow-rx-prod",
  traced: true,
  services: [
    "store-pos-api",
    "escript-inbound",
    "claims-switch",
    "dur-screen",
    "rx-workflow",
    "stock-ledger",
    "replen-planner",
    "pickup-notify",
    "patient-registry",
  ],
  flows: [
    {
      every: 0.9,
      steps: [
        [
          "escript-inbound",
          "info",
          "NewRx received from Surescripts msgid={id} prescriber NPI 1{pid}5 store={store}",
          0,
        ],
        ["patient-registry", "info", "patient match score=0.9{sec} for inbound NewRx (store {store}), linked", 40],
        ["dur-screen", "info", "DUR screen rx={rx} drug='{drug}' alerts=0 elapsed={ms}ms", 60],
        ["rx-workflow", "info", "Rx {rx} queued for data entry (store {store}, priority=waiter)", 30],
        ["escript-inbound", "info", "Status 000 sent to Surescripts for msgid={id}", 20],
      ],
    },
    {
      every: 1.1,
      steps: [
        ["rx-workflow", "info", 'Started POST "/api/v1/fills/{rx}/adjudicate" for {ip}', 0],
        ["claims-switch", "info", "B1 claim rx={rx} bin={bin} -> response P (paid) copay={amt} in {slow}ms", 120],
        ["stock-ledger", "info", "decrement ndc={ndc} store={store} qty=30 on_hand={big}", 30],
        ["rx-workflow", "info", "Completed 200 OK in {slow}ms (ActiveRecord: {n}.4ms)", 20],
      ],
    },
    {
      every: 5,
      steps: [
        ["rx-workflow", "info", 'Started POST "/api/v1/fills/{rx}/adjudicate" for {ip}', 0],
        [
          "claims-switch",
          "warn",
          "B1 claim rx={rx} bin={bin} -> response R reject 79 (Refill Too Soon) next fill date in {n} days",
          140,
        ],
        ["rx-workflow", "info", "Completed 422 Unprocessable Entity in {slow}ms (ActiveRecord: 3.1ms)", 20],
      ],
    },
    {
      every: 7,
      steps: [
        [
          "claims-switch",
          "warn",
          "B1 claim rx={rx} bin={bin} -> response R reject 75 (Prior Authorization Required) plan={plan}",
          0,
        ],
        ["rx-workflow", "info", "Rx {rx} moved to PA_PENDING, fax request queued to prescriber", 40],
      ],
    },
    {
      every: 6,
      steps: [
        ["dur-screen", "warn", "DUR alert DD severity=2 pair='{pair}' rx={rx}", 0],
        ["rx-workflow", "info", "pharmacist RPH-{n} overrode DUR DD for rx {rx} reason=M0 (prescriber consulted)", 900],
      ],
    },
    {
      every: 14,
      steps: [
        ["escript-inbound", "info", "NewRx CII received msgid={id} (EPCS signature verified)", 0],
        [
          "rx-workflow",
          "warn",
          "Rx {rx} on HOLD: controlled substance, photo ID check required at pickup (state {st})",
          50,
        ],
      ],
    },
    {
      every: 1.4,
      steps: [
        ["store-pos-api", "info", "POST /pos/v2/pickup store={store} rx={rx} 200 {ms}ms", 0],
        ["pickup-notify", "info", "SMS queued to Twilio sid=SM{id} template=rx_ready", 50],
      ],
    },
    {
      every: 2.2,
      steps: [["store-pos-api", "info", "GET /pos/v2/queue?store={store} 200 {ms}ms", 0]],
    },
    {
      every: 12,
      steps: [
        ["claims-switch", "warn", "switch timeout on attempt 1 for rx={rx} bin={bin}, retrying (reversal-safe)", 0],
        ["claims-switch", "info", "B1 claim rx={rx} bin={bin} -> response P (paid) on attempt 2", 2100],
      ],
    },
    {
      every: 9,
      steps: [
        ["patient-registry", "info", "GET /health 200 2ms", 0],
        ["stock-ledger", "info", "http: GET /healthz 200 (0.4ms)", 100],
        ["escript-inbound", "info", "GET /actuator/health 200 UP", 180],
      ],
    },
    {
      every: 45,
      steps: [
        [
          "escript-inbound",
          "warn",
          "SCRIPT 10.6 message received on legacy endpoint /ncpdp/v106 - deprecated, migrate sender to 2017071",
          0,
        ],
      ],
    },
    {
      every: 40,
      steps: [
        [
          "dur-screen",
          "warn",
          "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version",
          0,
        ],
      ],
    },
  ],
  jobs: [
    {
      period: 60,
      steps: [
        ["replen-planner", "info", "replenishment run: {n} stores evaluated, {big} lines below par", 0],
        ["stock-ledger", "info", "snapshot exported for replen run ({big} SKUs)", 300],
        ["replen-planner", "info", "EDI 850 PO {ord} queued for wholesaler (lines={n})", 500],
      ],
    },
    {
      period: 120,
      steps: [
        [
          "rx-workflow",
          "info",
          "[Sidekiq] ReturnToStockJob JID-{hex} done: {n} fills returned (>10 days unclaimed)",
          0,
        ],
      ],
    },
  ],
  noisy: {
    every: 4,
    steps: [
      ["pickup-notify", "error", "Twilio error 21610: Attempt to send to unsubscribed recipient (sid SM{id})", 0],
    ],
  },
  deploys: [
    [
      ["store-pos-api", "info", "received SIGTERM, draining connections (pod store-pos-api-7c9d{hex})", 0],
      ["store-pos-api", "info", "store-pos-api v4.18.2 listening on :8080 (node v20.11.1)", 6000],
    ],
    [["replen-planner", "info", "config reloaded from /etc/replen/par-levels.yaml (checksum {hex})", 0]],
    [
      ["patient-registry", "info", "Application is shutting down...", 0],
      ["patient-registry", "info", "Now listening on: http://[::]:8080 (build 2026.11.3-{hex})", 4000],
    ],
  ],
};

const mailorder: Estate = {
  key: "mailorder",
  company: "Parcelline Mail-Order Pharmacy",
  namespace: "pl-fulfil",
  traced: false,
  services: [
    "mo-order-api",
    "rx-verify",
    "fill-line-ctl",
    "pack-verify",
    "ship-label",
    "pay-capture",
    "member-portal",
    "refill-reminder",
    "cold-chain-mon",
  ],
  flows: [
    {
      every: 1.0,
      steps: [
        ["member-portal", "info", "POST /api/orders 201 {ms}ms", 0],
        ["mo-order-api", "info", "order {ord} created: {n} Rx lines, ship to {st}", 30],
        ["pay-capture", "info", "payment intent pi_{id} captured amount={amt} USD", 200],
      ],
    },
    {
      every: 1.2,
      steps: [
        ["rx-verify", "info", "order {ord} line 1 verified by RPh (DUR clear, {ms}ms)", 0],
        ["fill-line-ctl", "info", "vial filled order={ord} ndc={ndc} count=90 cell=C{n} weight_ok=1", 400],
        ["pack-verify", "info", "tote {hex} scanned: order {ord} contents match ({n} items)", 800],
        ["ship-label", "info", "label created carrier=UPS trk={trk} order={ord} ({ms}ms)", 300],
      ],
    },
    {
      every: 6,
      steps: [
        ["rx-verify", "warn", "order {ord} held: prior authorization required (plan {plan}), member notified", 0],
      ],
    },
    {
      every: 9,
      steps: [["rx-verify", "warn", "interaction alert {pair} on order {ord}; overridden by RPh (documented)", 0]],
    },
    {
      every: 8,
      steps: [
        ["pay-capture", "warn", "card declined for order {ord}: insufficient_funds (will retry on member update)", 0],
      ],
    },
    {
      every: 11,
      steps: [
        ["ship-label", "warn", "carrier API 429 on rate request, retry 1/3 in 500ms", 0],
        ["ship-label", "info", "label created carrier=UPS trk={trk} order={ord} after retry", 700],
      ],
    },
    {
      every: 2.5,
      steps: [["member-portal", "info", "GET /api/rx/refills 200 {ms}ms", 0]],
    },
    {
      every: 10,
      steps: [
        ["mo-order-api", "info", "GET /actuator/health 200 UP", 0],
        ["pack-verify", "info", "GET /healthz 200", 50],
        ["fill-line-ctl", "info", "watchdog: line A heartbeat ok, cells online=48/48", 100],
      ],
    },
    {
      every: 50,
      steps: [
        [
          "member-portal",
          "warn",
          "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
          0,
        ],
      ],
    },
  ],
  jobs: [
    {
      period: 90,
      steps: [
        ["refill-reminder", "info", "RefillReminderJob batch started (due_in=7d)", 0],
        ["refill-reminder", "info", "RefillReminderJob batch finished: {big} reminders, {n} opted out", 4000],
      ],
    },
    { period: 30, steps: [["cold-chain-mon", "info", "cooler CC-{n} temp=4.{sec}C within 2-8C range", 0]] },
  ],
  noisy: {
    every: 5,
    steps: [["cold-chain-mon", "warn", "probe T-14 offline (no reading for 86400s), value ignored", 0]],
  },
  deploys: [
    [["ship-label", "info", "carrier rate table reloaded (2026-Q4, {big} zones)", 0]],
    [
      ["refill-reminder", "info", "Puma starting in single mode... Version 6.4.2, Ruby 3.3.0", 0],
      ["refill-reminder", "info", "Listening on http://0.0.0.0:3000 (release r{n}81)", 2500],
    ],
    [
      ["member-portal", "info", "SIGTERM received, closing server", 0],
      ["member-portal", "info", "member-portal 2.31.{n} started on port 3000", 5000],
    ],
  ],
};

const televisit: Estate = {
  key: "televisit",
  company: "Brightvisit Telehealth",
  namespace: "bv-prod",
  traced: true,
  services: [
    "visit-bff",
    "booking-svc",
    "clinician-avail",
    "video-broker",
    "visit-notes",
    "erx-gateway",
    "eligibility-svc",
    "payments-svc",
    "notify-worker",
  ],
  flows: [
    {
      every: 1.0,
      steps: [
        ["visit-bff", "info", "POST /v1/appointments 201 {ms}ms", 0],
        ["clinician-avail", "info", "slot hold ok clinician={clin} start=+{n}m state={st}", 30],
        ["booking-svc", "info", "Appointment {appt} booked for patient {pid} (visit_type=urgent)", 50],
        ["eligibility-svc", "info", "270/271 eligibility active for member {pid} payer={plan} ({slow}ms)", 80],
      ],
    },
    {
      every: 1.3,
      steps: [
        ["visit-bff", "info", "POST /v1/visits/{appt}/join 200 {ms}ms", 0],
        ["video-broker", "info", "room {room} created, token issued for participant patient-{pid}", 40],
        ["video-broker", "info", "room {room}: participant connected (2/2), codec=VP8", 3000],
      ],
    },
    {
      every: 1.8,
      steps: [
        ["visit-notes", "info", "note saved visit={appt} sections=4 signed=True ({ms}ms)", 0],
        ["erx-gateway", "info", "NewRx sent to pharmacy NCPDP 0{pid} via Surescripts: Status 010 accepted", 200],
        ["payments-svc", "info", "charge ch_{id} succeeded {amt} USD (visit {appt})", 100],
      ],
    },
    {
      every: 7,
      steps: [
        ["video-broker", "warn", "room {room}: patient did not join within 10m, clinician released", 0],
        ["booking-svc", "info", "Appointment {appt} marked NO_SHOW", 40],
      ],
    },
    {
      every: 6,
      steps: [["eligibility-svc", "warn", "271 response: coverage inactive for member {pid} (payer {plan}, EB*6)", 0]],
    },
    {
      every: 15,
      steps: [
        [
          "erx-gateway",
          "warn",
          "EPCS two-factor pending for controlled Rx visit {appt}; holding until clinician signs",
          0,
        ],
      ],
    },
    {
      every: 10,
      steps: [
        ["payments-svc", "warn", "Stripe card_declined (do_not_honor) visit {appt}, patient asked to update card", 0],
      ],
    },
    {
      every: 13,
      steps: [
        ["eligibility-svc", "warn", "Polly retry 1 of 3 after HttpRequestException calling clearinghouse (503)", 0],
        ["eligibility-svc", "info", "270/271 eligibility active for member {pid} payer={plan} after retry", 900],
      ],
    },
    {
      every: 9,
      steps: [
        ["booking-svc", "info", "GET /actuator/health 200 UP", 0],
        ["clinician-avail", "info", "GET /healthz 200 0.3ms", 30],
        ["visit-notes", "info", '"GET /healthz HTTP/1.1" 200 2', 60],
      ],
    },
    {
      every: 38,
      steps: [
        [
          "booking-svc",
          "warn",
          "HHH90000025: MySQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
          0,
        ],
      ],
    },
  ],
  jobs: [
    {
      period: 60,
      steps: [["clinician-avail", "info", "roster sync: {n} clinicians online across {n} states, {big} open slots", 0]],
    },
    {
      period: 120,
      steps: [["visit-notes", "info", "unsigned-notes sweep: {n} notes older than 24h, reminders sent", 0]],
    },
  ],
  noisy: {
    every: 4,
    steps: [
      ["notify-worker", "error", "SendGrid bounce for message {id}: 550 5.1.1 mailbox unavailable, suppressed", 0],
    ],
  },
  deploys: [
    [["visit-bff", "info", "feature flags reloaded from LaunchDarkly (43 flags, version {n})", 0]],
    [
      ["visit-notes", "info", "[INFO] Handling signal: term", 0],
      ["visit-notes", "info", "[INFO] Booting worker with pid: {big} (release 2026.11.{n})", 3000],
    ],
    [
      ["payments-svc", "info", "shutting down on SIGTERM", 0],
      ["payments-svc", "info", "payments-svc v3.9.{n} ready on :4000", 4000],
    ],
  ],
};

const urgentcare: Estate = {
  key: "urgentcare",
  company: "Nightlight Virtual Urgent Care",
  namespace: "nl-care",
  traced: false,
  services: [
    "edge-gw",
    "intake-form",
    "queue-router",
    "provider-presence",
    "session-media",
    "chart-writer",
    "rx-router",
    "coverage-check",
    "billing-ledger",
    "audit-trail",
  ],
  flows: [
    {
      every: 1.0,
      steps: [
        ["edge-gw", "info", '"POST /intake HTTP/1.1" 200 upstream=intake-form rt=0.{ms}', 0],
        ["intake-form", "info", "intake {uuid} completed: chief complaint coded, triage=3", 40],
        ["coverage-check", "info", "coverage verified member={pid} plan={plan} copay={amt}", 80],
        ["queue-router", "info", "patient queued for state {st}: position {n}, eta {n}m", 30],
      ],
    },
    {
      every: 1.5,
      steps: [
        ["provider-presence", "info", "provider {clin} status AVAILABLE -> IN_VISIT", 0],
        ["session-media", "info", "session {hex} established: 2 peers, ice=host/srflx, bitrate 1.2Mbps", 200],
        ["chart-writer", "info", "encounter {uuid} chart opened", 100],
      ],
    },
    {
      every: 1.7,
      steps: [
        ["chart-writer", "info", "encounter {uuid} signed, CPT 99213 ({ms}ms)", 0],
        ["rx-router", "info", "NewRx routed to pharmacy NCPDP 5{pid}: Status accepted", 150],
        ["billing-ledger", "info", "claim line posted encounter={hex} amount={amt}", 80],
      ],
    },
    {
      every: 6,
      steps: [
        ["coverage-check", "warn", "member {pid} coverage terminated on payer file ({plan}); self-pay offered", 0],
      ],
    },
    {
      every: 8,
      steps: [["queue-router", "warn", "patient left queue before assignment (waited {n}m)", 0]],
    },
    {
      every: 13,
      steps: [["rx-router", "warn", "controlled Rx held: identity proofing (IAL2) not completed for patient {pid}", 0]],
    },
    {
      every: 10,
      steps: [
        ["session-media", "warn", "session {hex}: TURN relay fallback after ICE failure on host candidates", 0],
        ["session-media", "info", "session {hex}: media flowing via relay, rtt=84ms", 1200],
      ],
    },
    {
      every: 2.0,
      steps: [["edge-gw", "info", '"GET /queue/status HTTP/1.1" 200 upstream=queue-router rt=0.0{sec}', 0]],
    },
    {
      every: 10,
      steps: [
        ["edge-gw", "info", '"GET /healthz HTTP/1.1" 200 upstream=- rt=0.000', 0],
        ["billing-ledger", "info", "GET /healthz 200", 20],
        ["chart-writer", "info", "Health check Healthy in 3ms", 40],
      ],
    },
    {
      every: 55,
      steps: [
        ["intake-form", "warn", "FutureWarning: The default value of numeric_only in DataFrame.mean is deprecated.", 0],
      ],
    },
  ],
  jobs: [
    {
      period: 60,
      steps: [["provider-presence", "info", "presence sweep: {n} providers online, {n} idle > 5m", 0]],
    },
    {
      period: 150,
      steps: [["billing-ledger", "info", "837P batch {hex} built: {big} claim lines, uploaded to clearinghouse", 0]],
    },
  ],
  noisy: {
    every: 4,
    steps: [["audit-trail", "error", "HL7 ADT^A08 from EHR missing PV1 segment, stored raw (msg {hex})", 0]],
  },
  deploys: [
    [["edge-gw", "info", "nginx: signal process started; configuration file /etc/nginx/nginx.conf reloaded", 0]],
    [
      ["coverage-check", "info", "Puma starting in cluster mode... Version 6.4.2 (release cc-{n}12)", 0],
      ["coverage-check", "info", "- Worker 0 (PID: {big}) booted in 2.1s, phase: 0", 2500],
    ],
    [["queue-router", "info", "Refreshing routing rules from configmap queue-rules (rev {n})", 0]],
  ],
};

export const ESTATES: Record<string, Estate> = { pharmacy, mailorder, televisit, urgentcare };
