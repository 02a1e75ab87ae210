// The four made-up estates of quiet41: two smart-building operators, a car-park operator and a toll road.
// Each has 9-10 services, the request flows that make up ordinary traffic, one constantly noisy service,
// periodic jobs and the deprecation warnings its runtimes print.
import type { Level, LogEvent } from "./formats.js";
import type { Rng } from "./rng.js";

export type Runtime = "go" | "java" | "python" | "node" | "dotnet" | "ruby" | "cpp";

export interface Flow {
  name: string;
  weight: number;
  gen: (r: Rng, t: number, trace?: string) => LogEvent[];
}

export interface Estate {
  key: "northgate" | "parkwise" | "tollvia" | "halden";
  namespace: string;
  traceIds: boolean;
  services: Record<string, Runtime>;
  flows: Flow[];
  /** one harmless error or warning repeated from the first minute */
  noisy: { every: number; gen: (r: Rng, t: number) => LogEvent };
  periodic: { every: number; gen: (r: Rng, t: number) => LogEvent[] }[];
  deprecations: LogEvent[];
}

export const ev = (t: number, svc: string, level: Level, msg: string, more: Partial<LogEvent> = {}): LogEvent => ({
  t,
  svc,
  level,
  msg,
  ...more,
});

const plate = (r: Rng) => `${r.upper(2)}${r.int(10, 75)} ${r.upper(3)}`;
const usPlate = (r: Rng) => `${r.int(1, 9)}${r.upper(3)}${r.int(100, 999)}`;
const card = (r: Rng) => `0x${r.hex(8).toUpperCase()}`;
const ms = (r: Rng, lo: number, hi: number) => r.int(lo, hi);

const health = (svc: string, line: (r: Rng) => string) => ({
  every: 15_000,
  gen: (r: Rng, t: number) => [ev(t, svc, "info", line(r))],
});

// ---------------------------------------------------------------- Northgate Properties (office towers)
const northgate: Estate = {
  key: "northgate",
  namespace: "northgate-bms",
  traceIds: false,
  services: {
    "bms-gateway": "go",
    "hvac-supervisor": "python",
    "energy-meter-ingest": "java",
    "access-control": "dotnet",
    "visitor-desk": "ruby",
    "elevator-bridge": "node",
    "occupancy-svc": "python",
    "tenant-portal-api": "node",
    "alarm-router": "go",
  },
  flows: [
    {
      name: "badge",
      weight: 5,
      gen: (r, t) => {
        const fl = r.int(1, 24);
        const out = [
          ev(
            t,
            "access-control",
            "info",
            `AccessGranted card=${card(r)} reader=R-${fl}-${r.pick(["LOBBY", "CORE", "STAIR"])}-${r.int(1, 4)} door=D-${fl}-${String(r.int(1, 40)).padStart(3, "0")} latency=${ms(r, 40, 190)}ms`,
          ),
        ];
        if (r.chance(0.5))
          out.push(ev(t + ms(r, 200, 900), "occupancy-svc", "info", `floor ${fl} occupancy +1 -> ${r.int(3, 160)}`));
        return out;
      },
    },
    {
      name: "meter",
      weight: 4,
      gen: (r, t) => {
        const slave = r.int(1, 31);
        const n = r.int(8, 32);
        return [
          ev(
            t,
            "bms-gateway",
            "info",
            `modbus: polled ${n} registers from slave ${slave} (10.40.2.${slave + 20}:502) in ${ms(r, 30, 180)}ms`,
          ),
          ev(
            t + ms(r, 80, 400),
            "energy-meter-ingest",
            "info",
            `Ingested ${n} readings for meter EM-${String(slave).padStart(2, "0")} (batch ${r.int(40000, 49999)})`,
          ),
        ];
      },
    },
    {
      name: "hvac",
      weight: 3,
      gen: (r, t) => {
        const zone = `${r.int(2, 24)}-${r.pick(["NE", "NW", "SE", "SW", "C"])}`;
        const sp = r.pick([20.5, 21, 21.5, 22]);
        const obj = r.int(100, 899);
        return [
          ev(
            t,
            "hvac-supervisor",
            "info",
            `zone ${zone} temp=${(sp + (r.next() - 0.5) * 2).toFixed(1)}C sp=${sp.toFixed(1)} damper=${r.int(10, 90)}%`,
          ),
          ev(
            t + ms(r, 20, 200),
            "bms-gateway",
            "info",
            `bacnet: WriteProperty device=${r.int(1001, 1040)} AV:${obj} presentValue=${sp.toFixed(1)} priority=8 -> SimpleACK`,
          ),
        ];
      },
    },
    {
      name: "portal",
      weight: 3,
      gen: (r, t) => [
        ev(
          t,
          "tenant-portal-api",
          "info",
          `${r.pick(["GET /api/v2/rooms/availability", "GET /api/v2/tickets", "GET /api/v2/me", "GET /api/v2/comfort/zone"])} 200 ${ms(r, 12, 240)}ms`,
        ),
      ],
    },
    {
      name: "visitor",
      weight: 1,
      gen: (r, t) => {
        const v = `V-${r.int(100000, 999999)}`;
        const d1 = ms(r, 60, 250);
        return [
          ev(t, "tenant-portal-api", "info", `POST /api/v2/visitors 201 ${d1 + ms(r, 100, 300)}ms`),
          ev(t + 30, "visitor-desk", "info", `Started POST "/visits" for 10.42.1.${r.int(2, 250)}`),
          ev(
            t + d1,
            "access-control",
            "info",
            `Provisioned temporary credential for visitor ${v} (floors ${r.int(2, 24)}, valid until 18:00)`,
          ),
          ev(
            t + d1 + 40,
            "visitor-desk",
            "info",
            `Completed 201 Created in ${d1 + 45}ms (Views: 0.4ms | ActiveRecord: ${(r.next() * 20).toFixed(1)}ms)`,
          ),
        ];
      },
    },
    {
      name: "lift",
      weight: 3,
      gen: (r, t) => {
        const a = r.int(0, 30);
        let b = r.int(0, 30);
        if (b === a) b = (a + 5) % 31;
        return [
          ev(
            t,
            "elevator-bridge",
            "info",
            `DD call ${a}->${b} assigned car ${r.pick(["A", "B", "C"])}${r.int(1, 6)} eta=${r.int(6, 48)}s`,
          ),
        ];
      },
    },
  ],
  noisy: {
    every: 9_000,
    gen: (r, t) =>
      ev(
        t,
        "bms-gateway",
        "error",
        `bacnet: ReadPropertyMultiple device=${r.pick([1017, 1023])} failed: reject reason=unrecognized-service (point list skipped)`,
      ),
  },
  periodic: [
    health("tenant-portal-api", (r) => `GET /healthz 200 ${ms(r, 1, 4)}ms`),
    health(
      "access-control",
      (r) =>
        `Request finished HTTP/1.1 GET http://access-control:8080/health - 200 - text/plain ${(r.next() * 3).toFixed(4)}ms`,
    ),
    {
      every: 60_000,
      gen: (r, t) => [
        ev(
          t,
          "energy-meter-ingest",
          "info",
          `Scheduled task 'rollup15m' finished: ${r.int(780, 820)} meters, ${r.int(900, 2400)} ms`,
        ),
        ev(
          t + 900,
          "hvac-supervisor",
          "info",
          `schedule tick: ${r.int(10, 40)} zones in unoccupied setback, ${r.int(0, 4)} in override`,
        ),
        ev(
          t + 1400,
          "occupancy-svc",
          "info",
          `building occupancy ${r.int(40, 900)} (${r.int(410, 432)}/432 sensors reporting)`,
        ),
      ],
    },
    {
      every: 30_000,
      gen: (r, t) => [
        ev(t, "alarm-router", "info", `heartbeat: panels=6 ok, queue=0, forwarded=${r.int(0, 3)} in last 30s`),
      ],
    },
  ],
  deprecations: [
    ev(
      0,
      "elevator-bridge",
      "warn",
      "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
    ),
    ev(
      0,
      "hvac-supervisor",
      "warn",
      "/app/hvac/schedule.py:88: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
    ),
    ev(
      0,
      "visitor-desk",
      "warn",
      "DEPRECATION WARNING: `ActiveSupport::TimeWithZone.name` has been deprecated and from Rails 7.1 will use the default Ruby implementation. (called from <main> at /app/config/application.rb:22)",
    ),
    ev(
      0,
      "energy-meter-ingest",
      "warn",
      "spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering. Explicitly configure spring.jpa.open-in-view to disable this warning",
    ),
  ],
};

// ---------------------------------------------------------------- Parkwise (multi-storey car parks)
const parkwise: Estate = {
  key: "parkwise",
  namespace: "parkwise-prod",
  traceIds: true,
  services: {
    "anpr-lane-agent": "cpp",
    "barrier-ctl": "go",
    "paystation-api": "java",
    "payment-bridge": "java",
    "session-ledger": "python",
    "permit-svc": "ruby",
    "plate-matcher": "python",
    "web-booking": "node",
    "notify-sender": "node",
  },
  flows: [
    {
      name: "entry",
      weight: 5,
      gen: (r, t, tr) => {
        const p = plate(r);
        const lane = `${r.pick(["N", "S", "E"])}${r.int(1, 4)}`;
        const s = `S-${r.int(1000000, 9999999)}`;
        return [
          ev(
            t,
            "anpr-lane-agent",
            "info",
            `[lane ${lane}] read plate=${p.replace(" ", "")} conf=${(0.86 + r.next() * 0.13).toFixed(2)} ocr=${ms(r, 18, 60)}ms dir=in`,
            { trace: tr },
          ),
          ev(
            t + ms(r, 20, 80),
            "plate-matcher",
            "info",
            `match ${p.replace(" ", "")} -> ${r.chance(0.3) ? "permit" : "transient"} (candidates=1)`,
            { trace: tr },
          ),
          ev(
            t + ms(r, 90, 200),
            "session-ledger",
            "info",
            `session ${s} opened site=${r.pick(["LDS-01", "LDS-02", "MAN-04"])} lane=${lane}`,
            { trace: tr },
          ),
          ev(
            t + ms(r, 210, 400),
            "barrier-ctl",
            "info",
            `barrier ${lane} raise ack=${ms(r, 120, 320)}ms loop=clear-after-${r.int(3, 9)}s`,
            { trace: tr },
          ),
        ];
      },
    },
    {
      name: "pay",
      weight: 4,
      gen: (r, t, tr) => {
        const ps = `PS-${String(r.int(1, 18)).padStart(2, "0")}`;
        const amt = (r.int(150, 2400) / 100).toFixed(2);
        const d = ms(r, 300, 900);
        return [
          ev(
            t,
            "paystation-api",
            "info",
            `${ps} payment request session=S-${r.int(1000000, 9999999)} amount=${amt} GBP method=${r.pick(["contactless", "chip", "applepay"])}`,
            { trace: tr },
          ),
          ev(
            t + 40,
            "payment-bridge",
            "info",
            `auth APPROVED amount=${amt} GBP psp_ref=${r.hex(16).toUpperCase()} rc=00 took=${d}ms`,
            { trace: tr },
          ),
          ev(t + d + 60, "session-ledger", "info", `session paid amount=${amt} via ${ps}`, { trace: tr }),
          ev(t + d + 120, "paystation-api", "info", `${ps} receipt issued, exit grace 15 min`, { trace: tr }),
        ];
      },
    },
    {
      name: "booking",
      weight: 2,
      gen: (r, t, tr) => {
        const d = ms(r, 40, 160);
        return [
          ev(t, "web-booking", "info", `POST /api/bookings 201 ${d + 50}ms`, { trace: tr }),
          ev(
            t + 20,
            "session-ledger",
            "info",
            `prebooking B-${r.int(100000, 999999)} stored for ${plate(r).replace(" ", "")}`,
            { trace: tr },
          ),
          ev(t + d, "notify-sender", "info", `email queued template=booking_confirmed id=${r.hex(10)}`, { trace: tr }),
        ];
      },
    },
    {
      name: "permit",
      weight: 2,
      gen: (r, t, tr) => [
        ev(
          t,
          "permit-svc",
          "info",
          `Completed 200 OK in ${ms(r, 4, 40)}ms (Views: 0.2ms | ActiveRecord: ${(r.next() * 6).toFixed(1)}ms)`,
          { trace: tr },
        ),
      ],
    },
  ],
  noisy: {
    every: 11_000,
    gen: (r, t) =>
      ev(
        t,
        "notify-sender",
        "error",
        `SMS send failed to=+4477${r.int(10000000, 99999999)}: Twilio error 21610 - Attempt to send to unsubscribed recipient`,
      ),
  },
  periodic: [
    health("web-booking", (r) => `GET /healthz 200 ${ms(r, 1, 5)}ms`),
    health("paystation-api", () => `GET /actuator/health 200`),
    {
      every: 45_000,
      gen: (r, t) => [
        ev(
          t,
          "session-ledger",
          "info",
          `occupancy snapshot LDS-01=${r.int(200, 640)}/700 LDS-02=${r.int(90, 310)}/350 MAN-04=${r.int(300, 1100)}/1200`,
        ),
        ev(t + 500, "barrier-ctl", "info", `controller heartbeat: 14/14 lanes online`),
      ],
    },
  ],
  deprecations: [
    ev(
      0,
      "web-booking",
      "warn",
      "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
    ),
    ev(
      0,
      "session-ledger",
      "warn",
      "/usr/local/lib/python3.12/site-packages/sqlalchemy/orm/query.py:195: SADeprecationWarning: The Query.get() method is considered legacy as of the 1.x series of SQLAlchemy and becomes a legacy construct in 2.0.",
    ),
    ev(
      0,
      "permit-svc",
      "warn",
      "DEPRECATION WARNING: Rails.application.secrets is deprecated in favor of Rails.application.credentials and will be removed in Rails 7.2.",
    ),
    ev(
      0,
      "paystation-api",
      "warn",
      "HHH90000025: MySQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
    ),
  ],
};

// ---------------------------------------------------------------- Tollvia (all-electronic toll road)
const tollvia: Estate = {
  key: "tollvia",
  namespace: "tollvia-rsc",
  traceIds: true,
  services: {
    "gantry-agent": "cpp",
    "tag-reader-svc": "go",
    "trip-builder": "java",
    "image-review": "python",
    "toll-billing": "java",
    "violations-proc": "dotnet",
    "account-api": "node",
    "dmv-lookup": "go",
    "notice-print": "python",
    "image-store": "go",
  },
  flows: [
    {
      name: "tag",
      weight: 6,
      gen: (r, t, tr) => {
        const g = `G${r.int(10, 27)}`;
        const acct = `A${r.int(1000000, 9999999)}`;
        const fare = (r.int(75, 640) / 100).toFixed(2);
        return [
          ev(
            t,
            "gantry-agent",
            "info",
            `${g} L${r.int(1, 4)} txn=${r.int(100000, 999999)} tag=${r.hex(8).toUpperCase()} class=${r.pick([2, 2, 2, 3, 5])} spd=${r.int(70, 128)}`,
            { trace: tr },
          ),
          ev(t + ms(r, 10, 60), "tag-reader-svc", "info", `tag validated acct=${acct} status=VALID`, { trace: tr }),
          ev(
            t + ms(r, 60, 200),
            "trip-builder",
            "info",
            `Trip closed ${g} acct=${acct} segments=${r.int(1, 5)} fare=${fare}`,
            { trace: tr },
          ),
          ev(
            t + ms(r, 200, 400),
            "toll-billing",
            "info",
            `Posted toll ${fare} USD to ${acct} (balance ${(r.int(500, 9000) / 100).toFixed(2)})`,
            { trace: tr },
          ),
        ];
      },
    },
    {
      name: "image",
      weight: 2,
      gen: (r, t, tr) => {
        const p = usPlate(r);
        const st = r.pick(["TX", "TX", "TX", "OK", "LA", "NM"]);
        return [
          ev(
            t,
            "gantry-agent",
            "info",
            `G${r.int(10, 27)} L${r.int(1, 4)} txn=${r.int(100000, 999999)} no-tag, images=3 captured`,
            { trace: tr },
          ),
          ev(
            t + ms(r, 30, 120),
            "image-store",
            "info",
            `PUT /v1/images 3 objects ${r.int(400, 900)}KB ${ms(r, 20, 90)}ms`,
            { trace: tr },
          ),
          ev(
            t + ms(r, 200, 600),
            "image-review",
            "info",
            `OCR plate=${p} state=${st} conf=${(0.9 + r.next() * 0.09).toFixed(2)}`,
            { trace: tr },
          ),
          ev(
            t + ms(r, 650, 900),
            "dmv-lookup",
            "info",
            `registered owner found state=${st} plate=${p} took=${ms(r, 80, 400)}ms`,
            { trace: tr },
          ),
          ev(
            t + ms(r, 950, 1300),
            "violations-proc",
            "info",
            `Pay-by-mail invoice staged for ${st}/${p}, amount ${(r.int(120, 900) / 100).toFixed(2)}`,
            { trace: tr },
          ),
        ];
      },
    },
    {
      name: "acct",
      weight: 3,
      gen: (r, t, tr) => [
        ev(
          t,
          "account-api",
          "info",
          `${r.pick(["GET /v1/accounts/me", "GET /v1/accounts/me/trips", "POST /v1/payments", "GET /v1/vehicles"])} ${r.chance(0.97) ? 200 : 304} ${ms(r, 15, 260)}ms`,
          { trace: tr },
        ),
      ],
    },
  ],
  noisy: {
    every: 8_000,
    gen: (r, t) =>
      ev(
        t,
        "image-review",
        "error",
        `OCR failed for image ${r.hex(12)}.jpg: plate region not found (confidence 0.${r.int(10, 39)}), routed to manual queue`,
      ),
  },
  periodic: [
    health("account-api", (r) => `GET /healthz 200 ${ms(r, 1, 3)}ms`),
    health("trip-builder", () => `GET /actuator/health/readiness 200`),
    {
      every: 60_000,
      gen: (r, t) => [
        ev(t, "notice-print", "info", `print batch ${r.int(3000, 3999)}: ${r.int(20, 300)} notices rendered, 0 errors`),
        ev(t + 700, "toll-billing", "info", `Scheduled replenishment sweep: ${r.int(5, 60)} accounts topped up`),
      ],
    },
  ],
  deprecations: [
    ev(
      0,
      "account-api",
      "warn",
      "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
    ),
    ev(
      0,
      "image-review",
      "warn",
      "/app/ocr/pipeline.py:41: FutureWarning: `torch.cuda.amp.autocast(args...)` is deprecated. Please use `torch.amp.autocast('cuda', args...)` instead.",
    ),
    ev(
      0,
      "violations-proc",
      "warn",
      "warn: Microsoft.EntityFrameworkCore.Model.Validation[10622] Entity 'Notice' has a global query filter defined and is the required end of a relationship with the entity 'NoticeLine'.",
    ),
    ev(0, "trip-builder", "warn", "HikariPool-1 - idleTimeout is close to or more than maxLifetime, disabling it."),
  ],
};

// ---------------------------------------------------------------- Halden Science Park (campus)
const halden: Estate = {
  key: "halden",
  namespace: "hsp-facilities",
  traceIds: false,
  services: {
    "badge-svc": "go",
    "visitor-kiosk": "node",
    "room-booking": "python",
    "lift-monitor": "python",
    "bacnet-bridge": "java",
    "meter-collector": "java",
    "people-counter": "cpp",
    "facility-api": "dotnet",
    "work-orders": "ruby",
  },
  flows: [
    {
      name: "badge",
      weight: 5,
      gen: (r, t) => [
        ev(
          t,
          "badge-svc",
          "info",
          `card ${card(r)} at reader HSP-${r.pick(["B1", "B2", "B4", "LAB"])}-${String(r.int(1, 30)).padStart(2, "0")}: granted group=${r.pick(["staff", "staff", "tenant", "contractor"])} ${ms(r, 8, 60)}ms`,
        ),
      ],
    },
    {
      name: "checkin",
      weight: 2,
      gen: (r, t) => {
        const host = `${r.pick(["a", "j", "m", "s", "k"])}.${r.pick(["berg", "lund", "haugen", "dahl", "moen"])}`;
        return [
          ev(t, "visitor-kiosk", "info", `kiosk K${r.int(1, 4)} check-in started host=${host}`),
          ev(
            t + ms(r, 30, 120),
            "badge-svc",
            "info",
            `ldap: resolved host uid=${host} dn=CN=${host},OU=Staff,DC=hsp,DC=local in ${ms(r, 3, 30)}ms`,
          ),
          ev(t + ms(r, 150, 300), "badge-svc", "info", `issued visitor card ${card(r)} profile=VISITOR-DAY`),
          ev(t + ms(r, 320, 500), "visitor-kiosk", "info", `POST /api/checkin 200 ${ms(r, 200, 500)}ms`),
        ];
      },
    },
    {
      name: "rooms",
      weight: 3,
      gen: (r, t) => [
        ev(
          t,
          "room-booking",
          "info",
          `"${r.pick(["GET /api/rooms/", "POST /api/bookings/", "GET /api/bookings/today/"])} HTTP/1.1" 200 ${r.int(300, 9000)}`,
        ),
      ],
    },
    {
      name: "meters",
      weight: 3,
      gen: (r, t) => {
        const dev = r.int(3001, 3060);
        return [
          ev(
            t,
            "bacnet-bridge",
            "info",
            `COV notification device=${dev} AI:${r.int(1, 40)} value=${(r.next() * 400).toFixed(2)}`,
          ),
          ev(t + ms(r, 40, 300), "meter-collector", "info", `Stored ${r.int(4, 40)} samples for device ${dev}`),
        ];
      },
    },
    {
      name: "people",
      weight: 2,
      gen: (r, t) => [
        ev(
          t,
          "people-counter",
          "info",
          `sensor PC-${r.pick(["ATR", "B2", "CAF", "LAB"])}-${r.int(1, 9)} in=${r.int(0, 12)} out=${r.int(0, 12)} period=60s`,
        ),
      ],
    },
    {
      name: "facility",
      weight: 2,
      gen: (r, t) => [
        ev(
          t,
          "facility-api",
          "info",
          `Request finished HTTP/1.1 GET http://facility-api/api/${r.pick(["spaces", "assets", "floors/2"])} - 200 - application/json ${(r.next() * 80).toFixed(4)}ms`,
        ),
        ...(r.chance(0.4)
          ? [
              ev(
                t + 60,
                "work-orders",
                "info",
                `Completed 200 OK in ${ms(r, 8, 90)}ms (Views: 3.1ms | ActiveRecord: ${(r.next() * 9).toFixed(1)}ms)`,
              ),
            ]
          : []),
      ],
    },
  ],
  noisy: {
    every: 10_000,
    gen: (r, t) =>
      ev(
        t,
        "lift-monitor",
        "warn",
        `car L${r.int(1, 4)} door reversal detected at floor ${r.int(0, 6)} (light curtain), ${r.int(2, 7)} in last 10 min`,
      ),
  },
  periodic: [
    health(
      "facility-api",
      (r) =>
        `Request finished HTTP/1.1 GET http://facility-api/healthz - 200 - text/plain ${(r.next() * 2).toFixed(4)}ms`,
    ),
    health("visitor-kiosk", (r) => `GET /health 200 ${ms(r, 1, 4)}ms`),
    {
      every: 60_000,
      gen: (r, t) => [
        ev(
          t,
          "meter-collector",
          "info",
          `Flushed ${r.int(1800, 2600)} samples to timeseries store in ${r.int(80, 400)}ms`,
        ),
        ev(
          t + 300,
          "lift-monitor",
          "info",
          `fleet status: L1 normal, L2 normal, L3 normal, L4 ${r.pick(["normal", "normal", "parked"])}`,
        ),
      ],
    },
  ],
  deprecations: [
    ev(
      0,
      "visitor-kiosk",
      "warn",
      "(node:1) [DEP0060] DeprecationWarning: The `util._extend` API is deprecated. Please use Object.assign() instead.",
    ),
    ev(
      0,
      "room-booking",
      "warn",
      "/usr/local/lib/python3.11/site-packages/django/db/models/fields/__init__.py:1595: RuntimeWarning: DateTimeField Booking.starts_at received a naive datetime (2026-11-02 09:00:00) while time zone support is active.",
    ),
    ev(
      0,
      "work-orders",
      "warn",
      "DEPRECATION WARNING: to_s(:db) is deprecated and will be removed from Rails 7.1 (use to_fs(:db) instead)",
    ),
    ev(
      0,
      "meter-collector",
      "warn",
      "HHH000511: The 5.5.0 version for [org.hibernate.dialect.PostgreSQLDialect] is no longer supported, hence certain features may not work properly. The minimum supported version is 11.0.0.",
    ),
  ],
};

export const ESTATES: Record<Estate["key"], Estate> = { northgate, parkwise, tollvia, halden };
