// The four made-up estates of holdout76: two facilities operators and a parking / tolling group's two halves.
// Each has its services (name, runtime), request flows, periodic jobs, domain noise and harmless chatter.
import type { Level } from "./formats.js";
import type { Runtime } from "./text.js";

/** One request through several services: [service, level, template]. */
export interface Flow {
  w: number;
  steps: Array<[string, Level, string]>;
}
export interface Estate {
  key: "halvorsen" | "meridian" | "kestrel" | "northline";
  org: string;
  ns: string;
  traces: boolean;
  services: Record<string, Runtime>;
  flows: Flow[];
  /** [service, period seconds, level, template] */
  periodic: Array<[string, number, Level, string]>;
  /** [service, events per minute, level, template]: the ordinary trouble of the domain */
  noise: Array<[string, number, Level, string]>;
  /** candidates for the one service with a constant harmless error or warning */
  noisy: Array<[string, Level, string]>;
  deprecations: Array<[string, string]>;
  /** [service, first attempt failing, retry succeeding] */
  retries: Array<[string, string, string]>;
}

export const ESTATES: Estate[] = [
  {
    key: "halvorsen",
    org: "halvorsen",
    ns: "hfm-prod",
    traces: true,
    services: {
      "tenant-portal": "node",
      "room-booking": "node",
      "occupancy-sensors": "go",
      "access-control": "dotnet",
      "visitor-desk": "ruby",
      "bms-gateway": "go",
      "hvac-control": "java",
      "energy-meter-ingest": "python",
      "lift-monitor": "node",
      "notify-hub": "python",
    },
    flows: [
      {
        w: 5,
        steps: [
          ["tenant-portal", "info", "GET /api/v3/rooms/availability?site={HQ|NORD|KAI}&floor={floor} 200 {lat}ms"],
          ["room-booking", "info", "availability computed site={HQ|NORD|KAI} rooms={n} slots={nn} in {ms}ms"],
          ["occupancy-sensors", "info", "zone snapshot Z-{nn} present={n} source=pir+co2 age={ms}ms"],
        ],
      },
      {
        w: 3,
        steps: [
          ["tenant-portal", "info", "POST /api/v3/bookings 201 {lat}ms"],
          ["room-booking", "info", "booking BK-{n4}{nn} created room={HQ|NORD}-{floor}.{n} 30min organiser=emp{n4}"],
          ["notify-hub", "info", "calendar invite queued for emp{n4} (ics, 1 attendee list)"],
        ],
      },
      {
        w: 2,
        steps: [
          [
            "visitor-desk",
            "info",
            "Completed 201 Created in {lat}ms (Views: 0.4ms | ActiveRecord: {ms}.2ms) POST /visits",
          ],
          [
            "access-control",
            "info",
            "temporary credential {badge} issued for visitor V{n4}{n} valid 08:00-18:00 zones=[lobby,{floor}F]",
          ],
          ["notify-hub", "info", "sms queued to host emp{n4}: visitor arriving"],
        ],
      },
      { w: 8, steps: [["access-control", "info", "door D-{nn} granted badge {badge} reader {IN|OUT} ({ms}ms)"]] },
      {
        w: 4,
        steps: [
          ["bms-gateway", "info", "BACnet ReadPropertyMultiple device {dev} objects={n} ok in {ms}ms"],
          ["hvac-control", "info", "AHU-{n} supply {temp}C setpoint {temp}C damper {pct}% fan {pct}%"],
        ],
      },
      {
        w: 3,
        steps: [["energy-meter-ingest", "info", "modbus poll meter EM-{nn} unit {n} regs 40001-40060 ok ({ms}ms)"]],
      },
      { w: 2, steps: [["lift-monitor", "info", "car L{n} trip {floor}->{floor} doors {n}.{n}s load {pct}%"]] },
    ],
    periodic: [
      ["tenant-portal", 15, "info", "GET /healthz 200 1ms"],
      ["room-booking", 15, "info", "GET /healthz 200 2ms"],
      ["hvac-control", 60, "info", "optimiser run finished: 24 zones, 3 setpoints adjusted, took {nn}ms"],
      ["energy-meter-ingest", 60, "info", "flushed {nn} readings to timescale (batch {id})"],
      ["occupancy-sensors", 30, "info", "gateway heartbeat: {nn} sensors online, {n} offline"],
      ["lift-monitor", 45, "info", "remote monitoring sync: 14 cars reporting, 0 alarms open"],
      ["notify-hub", 30, "info", "outbox drained: {n} messages delivered"],
      ["bms-gateway", 30, "info", "Who-Is sweep: {nn} devices answered"],
    ],
    noise: [
      ["occupancy-sensors", 1.5, "warn", "sensor OCC-{n4} missed 3 heartbeats, marked offline"],
      ["occupancy-sensors", 1.2, "info", "sensor OCC-{n4} back online (rssi -{n} dBm)"],
      ["access-control", 1.5, "warn", "door D-{nn} held open {n}s, alarm raised to security console"],
      [
        "access-control",
        2,
        "info",
        "badge {badge} refused at D-{nn}: {credential expired|outside schedule|not in zone}",
      ],
      ["visitor-desk", 0.5, "warn", "visitor V{n4} checked in without host acknowledgement"],
    ],
    noisy: [
      ["bms-gateway", "error", "BACnet device 2001 (AHU-7 legacy) did not answer Who-Is, skipping poll cycle"],
      [
        "energy-meter-ingest",
        "warn",
        "meter EM-114 unit 9 returned exception code 0x02 (illegal data address) for reg 40051, value dropped",
      ],
    ],
    deprecations: [
      ["tenant-portal", "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated."],
      [
        "hvac-control",
        "WARN o.s.b.a.o.j.JpaBaseConfiguration: spring.jpa.open-in-view is enabled. Database queries may be performed during view rendering. Explicitly configure spring.jpa.open-in-view to disable this warning",
      ],
    ],
    retries: [
      ["notify-hub", "smtp relay 421 4.7.0 try again later, retry 1/3 in 2s", "smtp relay accepted message on retry 2"],
      ["room-booking", "graph calendar sync got 503, retrying in 1s", "graph calendar sync ok after retry"],
    ],
  },
  {
    key: "meridian",
    org: "meridianwp",
    ns: "wp-prod",
    traces: false,
    services: {
      "workplace-app": "node",
      "desk-booking": "python",
      "badge-server": "java",
      "visitor-kiosk": "dotnet",
      "elevator-telemetry": "go",
      "modbus-bridge": "python",
      "chiller-plant": "java",
      "meter-rollup": "go",
      "occupancy-api": "ruby",
    },
    flows: [
      {
        w: 5,
        steps: [
          [
            "workplace-app",
            "info",
            '{"method":"GET","url":"/desks?floor={floor}","statusCode":200,"responseTime":{lat}}',
          ],
          ["desk-booking", "info", "desks listed floor={floor} free={n} held={n} ({ms}ms)"],
          [
            "occupancy-api",
            "info",
            "Completed 200 OK in {ms}ms (ActiveRecord: {n}.1ms) GET /api/occupancy/floors/{floor}",
          ],
        ],
      },
      {
        w: 3,
        steps: [
          ["workplace-app", "info", '{"method":"POST","url":"/desks/reserve","statusCode":201,"responseTime":{lat}}'],
          ["desk-booking", "info", "reservation R{n4}{n} desk {floor}-{nn} user u{n4} {am|pm|day}"],
        ],
      },
      {
        w: 2,
        steps: [
          ["visitor-kiosk", "info", "Visitor {n4} signed in at kiosk K{n}, host u{n4} notified"],
          [
            "badge-server",
            "info",
            "INFO  c.m.badge.IssueService - issued visitor card {badge} profile VISITOR-{floor}F ttl=10h",
          ],
        ],
      },
      {
        w: 6,
        steps: [
          ["badge-server", "info", "INFO  c.m.badge.EventPump - panel P-{n} reader {n}: ACCESS_GRANTED card {badge}"],
        ],
      },
      {
        w: 3,
        steps: [["elevator-telemetry", "info", "car=E{n} floor={floor} dir={up|down|idle} doors=closed load={pct}%"]],
      },
      {
        w: 4,
        steps: [
          ["modbus-bridge", "info", "unit {n} read holding 40001+{n} ok in {ms}ms"],
          ["chiller-plant", "info", "INFO  c.m.plant.Loop - CH-{n} leaving water {temp}C, load {pct}%, cop 5.{n}"],
        ],
      },
      { w: 2, steps: [["meter-rollup", "info", "rolled up 15m interval meter=M{nn} kwh={nn}.{n}"]] },
    ],
    periodic: [
      ["workplace-app", 20, "info", '{"method":"GET","url":"/health","statusCode":200,"responseTime":1}'],
      ["occupancy-api", 60, "info", "Sidekiq OccupancyRollupJob JID-{id} done: {n}.{n} sec"],
      ["meter-rollup", 60, "info", "interval close: {nn} meters, 0 gaps"],
      ["chiller-plant", 30, "info", "INFO  c.m.plant.Sequencer - staging check: 2 of 4 chillers running, no change"],
      ["elevator-telemetry", 30, "info", "oem uplink heartbeat ok (12 cars)"],
      ["desk-booking", 120, "info", "released {n} no-show reservations (grace 30m)"],
    ],
    noise: [
      [
        "badge-server",
        2,
        "warn",
        "WARN  c.m.badge.EventPump - panel P-{n} reader {n}: ACCESS_DENIED card {badge} ({EXPIRED|NO_PRIVILEGE|ANTIPASSBACK})",
      ],
      [
        "badge-server",
        1,
        "warn",
        "WARN  c.m.badge.EventPump - panel P-{n} door {n}: DOOR_FORCED_OPEN cleared after {n}s",
      ],
      ["modbus-bridge", 1, "warn", "unit {n} no response (timeout 500ms), will retry next scan"],
      ["elevator-telemetry", 0.5, "warn", "car=E{n} door reopen count {n} in 60s (obstruction)"],
    ],
    noisy: [
      ["occupancy-api", "error", "OccupancySample import skipped: sensor SN-00A7 reports negative count (-1)"],
      ["visitor-kiosk", "warn", "Printer K3 paper low, label printing degraded"],
    ],
    deprecations: [
      ["desk-booking", "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal"],
      [
        "visitor-kiosk",
        "warn: Microsoft.AspNetCore.Server.Kestrel[0] Overriding address(es) 'http://+:80'. Binding to endpoints defined via IConfiguration instead.",
      ],
    ],
    retries: [
      ["desk-booking", "occupancy-api call failed (ReadTimeout), retry 1/2", "occupancy-api call succeeded on retry"],
      ["meter-rollup", "nats: publish timeout, retrying", "nats: publish ok after 1 retry"],
    ],
  },
  {
    key: "kestrel",
    org: "kestrelpark",
    ns: "kp-prod",
    traces: true,
    services: {
      "anpr-edge": "cpp",
      "plate-resolver": "python",
      "barrier-ctl": "go",
      "lot-manager": "java",
      "paystation-api": "java",
      "mobile-pay": "node",
      "payment-adapter": "dotnet",
      "permit-service": "ruby",
      "parking-web": "node",
    },
    flows: [
      {
        w: 6,
        steps: [
          ["anpr-edge", "info", "lane {lane} {entry|exit}: plate read {plate} conf=0.9{n} char_h={n}px"],
          ["plate-resolver", "info", "resolved {plate} -> {permit|ticket|visitor} ({ms}ms)"],
          ["lot-manager", "info", "INFO  [lot] session {entry|exit} recorded lot=L{n} lane={lane} occupancy {pct}%"],
          ["barrier-ctl", "info", "lane={lane} barrier=open reason=anpr dwell={ms}ms"],
        ],
      },
      {
        w: 3,
        steps: [
          ["paystation-api", "info", "INFO  [pay] POST /v1/stations/PS-{nn}/payments 201 {lat}ms"],
          [
            "payment-adapter",
            "info",
            "Authorization approved auth_code={n4}{nn} amount={eur} EUR scheme={VISA|MC|MAESTRO}",
          ],
          ["lot-manager", "info", "INFO  [lot] ticket T{n4}{nn} paid {eur} EUR, exit window 15m"],
        ],
      },
      {
        w: 3,
        steps: [
          ["mobile-pay", "info", "POST /sessions/start 201 {lat}ms zone={nn}"],
          ["payment-adapter", "info", "Authorization approved auth_code={n4}{nn} amount={eur} EUR scheme=APPLEPAY"],
        ],
      },
      {
        w: 1,
        steps: [
          ["parking-web", "info", "GET /account/permits 200 {lat}ms"],
          ["permit-service", "info", "Completed 200 OK in {ms}ms (ActiveRecord: {n}.3ms) GET /permits"],
        ],
      },
    ],
    periodic: [
      ["parking-web", 15, "info", "GET /healthz 200 1ms"],
      ["barrier-ctl", 20, "info", "lane controllers: 12/12 connected, loop detectors ok"],
      ["lot-manager", 60, "info", "INFO  [lot] occupancy broadcast: L1 {pct}% L2 {pct}% L3 {pct}%"],
      ["anpr-edge", 30, "info", "camera health: 12 cams, {n} fps avg, ir on"],
      ["permit-service", 90, "info", "PermitExpiryJob processed {nn} permits (0 failures)"],
      ["payment-adapter", 60, "info", "Settlement batch {n4} queued: {nn} transactions"],
    ],
    noise: [
      ["anpr-edge", 3, "warn", "lane {lane}: no plate read (conf < 0.60), rain/glare flagged, falling back to ticket"],
      [
        "payment-adapter",
        1.5,
        "warn",
        "Authorization declined code={05|51|54} (do not honour/insufficient funds/expired card)",
      ],
      ["barrier-ctl", 0.6, "warn", "lane={lane} loop detector stuck high for {n}s, resetting"],
      ["paystation-api", 0.5, "warn", "WARN  [pay] station PS-{nn} coin hopper low"],
    ],
    noisy: [
      ["plate-resolver", "error", "blocklist refresh: 3 entries malformed (empty plate), skipped"],
      ["parking-web", "error", "Error: recaptcha verify failed: timeout-or-duplicate"],
    ],
    deprecations: [
      ["mobile-pay", "(node:1) DeprecationWarning: Buffer() is deprecated due to security and usability issues."],
      [
        "permit-service",
        "DEPRECATION WARNING: `to_s(:db)` is deprecated and will be removed from Rails 7.2 (use `to_fs(:db)` instead)",
      ],
    ],
    retries: [
      ["mobile-pay", "payment-adapter responded 502, retry 1/3", "payment-adapter ok on retry 2"],
      ["plate-resolver", "permit cache miss + redis ConnectionError, retrying", "permit cache reconnected"],
    ],
  },
  {
    key: "northline",
    org: "northlinetoll",
    ns: "toll-prod",
    traces: false,
    services: {
      "gantry-agent": "cpp",
      "tag-reader": "go",
      "tag-registry": "go",
      "trip-builder": "java",
      "plate-match": "python",
      "image-review": "python",
      "account-billing": "dotnet",
      "violations-bo": "ruby",
      "customer-portal": "node",
    },
    flows: [
      {
        w: 7,
        steps: [
          ["gantry-agent", "info", "G{nn} lane {lane} transaction {n4}{nn} tag={tag} speed={spd}km/h class={1|2|2|3}"],
          ["tag-reader", "info", "tag {tag} valid, account status=ok ({ms}ms)"],
          ["trip-builder", "info", "INFO  t.TripAssembler - trip TR{n4}{nn} extended: G{nn} (3 segments)"],
        ],
      },
      {
        w: 2,
        steps: [
          ["gantry-agent", "info", "G{nn} lane {lane} transaction {n4}{nn} no tag, images captured (2 front, 1 rear)"],
          ["plate-match", "info", "ocr {plate} conf 0.9{n} -> account match"],
          ["trip-builder", "info", "INFO  t.TripAssembler - video trip TR{n4}{nn} attached to account"],
        ],
      },
      {
        w: 2,
        steps: [
          ["customer-portal", "info", "GET /api/statements 200 {lat}ms"],
          ["account-billing", "info", "Statement S{n4}{nn} rendered: {nn} trips, {eur} EUR"],
        ],
      },
      {
        w: 1,
        steps: [
          ["image-review", "info", "case IR-{n4}{nn} reviewed by op{nn}: {confirmed|corrected plate|unreadable}"],
        ],
      },
      {
        w: 1,
        steps: [
          ["violations-bo", "info", "Completed 200 OK in {lat}ms (Views: 8.1ms | ActiveRecord: {ms}.0ms) GET /cases"],
        ],
      },
    ],
    periodic: [
      ["gantry-agent", 60, "info", "G{nn} clock sync: ptp offset {n}us, ok"],
      ["tag-registry", 60, "info", "interop delta applied: {nn} tag list changes (hub seq {n4}{nn})"],
      ["account-billing", 60, "info", "Posting job: {nn} trips posted to accounts"],
      ["customer-portal", 15, "info", "GET /healthz 200 1ms"],
      ["violations-bo", 120, "info", "NoticeBatchJob: {n} notices generated"],
    ],
    noise: [
      ["tag-reader", 2, "warn", "G{nn} lane {lane}: tag unreadable (crc error), image fallback"],
      ["gantry-agent", 0.6, "warn", "G{nn} clock offset {nn}ms > 10ms, resynchronising with grandmaster"],
      ["gantry-agent", 0.6, "info", "G{nn} clock resynchronised, offset {n}us"],
      ["plate-match", 1.5, "warn", "ocr low confidence 0.{n} on {plate}, routed to manual review"],
      ["account-billing", 0.8, "warn", "Card top-up declined for account A{n4}{nn}: insufficient_funds"],
    ],
    noisy: [
      ["image-review", "error", "thumbnail generation failed for case IR-0000-legacy: image bytes empty"],
      ["tag-registry", "warn", "hub delta contains 2 tags with unknown issuer 0x9F, ignored"],
    ],
    deprecations: [
      [
        "customer-portal",
        "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
      ],
      [
        "plate-match",
        "FutureWarning: DataFrameGroupBy.apply operated on the grouping columns. This behavior is deprecated.",
      ],
    ],
    retries: [
      [
        "trip-builder",
        "WARN  t.Outbox - kafka send retry 1 for trip batch (NOT_LEADER_OR_FOLLOWER)",
        "INFO  t.Outbox - kafka send ok after retry",
      ],
      ["customer-portal", "account-billing 503, retrying (1/2)", "account-billing ok on retry"],
    ],
  },
];
