// Estate "Gloss Nail Bar": 18 nail bars behind one Rails monolith (web + Sidekiq) with satellite services:
// a Kotlin calendar engine for technician calendars, a .NET till sync, a Go polish-inventory API, a Django
// supplier portal, a Go SMPP relay for SMS and a Python mailer. HAProxy in front, MySQL logs its own error log.
// Rails lines carry the request id as a log tag; satellites log it as a field.
import { shutdownLines, startupLines } from "../deploys.js";
import {
  CARD_SCHEMES,
  clfTime,
  DECLINES,
  dayIso,
  maskedEmail,
  money,
  NAIL_SERVICES,
  NAIL_SKUS,
  slotStart,
} from "../domain.js";
import { ev } from "../ev.js";
import type { Rng } from "../rng.js";
import type { Estate, Ev, FlowKind, NoiseSource, Periodic, Runtime, Service } from "../types.js";

export const G = {
  lb: "haproxy",
  web: "nails_web",
  jobs: "nails_sidekiq",
  cal: "calendar_engine",
  pos: "pos_sync",
  inv: "inventory_api",
  supplier: "supplier_portal",
  sms: "sms_relay",
  mail: "mail_out",
  db: "mysql",
} as const;

const RT: Record<string, Runtime> = {
  [G.lb]: "haproxy",
  [G.web]: "ruby",
  [G.jobs]: "ruby",
  [G.cal]: "kotlin",
  [G.pos]: "dotnet",
  [G.inv]: "go",
  [G.supplier]: "python",
  [G.sms]: "go",
  [G.mail]: "python",
  [G.db]: "mysql",
};

const APP: Record<string, string> = {
  [G.cal]: "CalendarEngineKt",
  [G.pos]: "Gloss.PosSync",
  [G.inv]: "inventory-api",
  [G.supplier]: "supplier_portal",
  [G.sms]: "sms-relay",
  [G.mail]: "mail_out",
};

export const STUDIOS = [
  "soho",
  "shoreditch",
  "camden",
  "clapham",
  "islington",
  "canary-wharf",
  "richmond",
  "brighton",
  "bath",
  "oxford",
  "cambridge",
  "leeds",
];
export const studio = (r: Rng) => r.pick(STUDIOS);
export const glossRef = (r: Rng) => `GB-${r.int(410000, 489999)}`;
export const tech = (r: Rng) => `t_0${r.int(100, 499)}`;
export const jid = (r: Rng) => r.hex(24);
const ip = (r: Rng) => `${r.pick([86, 90, 31, 176, 212])}.${r.int(1, 254)}.${r.int(1, 254)}.${r.int(1, 254)}`;

/** HAProxy's HTTP log format line; `term` is the termination state (---- when fine, sH-- on server timeout...). */
export function lbLine(
  r: Rng,
  t: number,
  method: string,
  path: string,
  status: number,
  ms: number,
  backend = "rails",
  term = "----",
): Ev {
  const server = backend === "rails" ? `web${r.int(1, 3)}` : `${backend}1`;
  const tr = Math.max(0, ms - r.int(0, 3));
  const msg = `${ip(r)}:${r.int(30000, 65000)} [${clfTime(t).slice(0, 20)}.${String(t % 1000).padStart(3, "0")}] www~ ${backend}/${server} 0/0/${r.int(0, 2)}/${tr}/${ms} ${status} ${status >= 500 ? r.int(200, 400) : r.int(900, 22000)} - - ${term} ${r.int(8, 40)}/${r.int(8, 40)}/${r.int(0, 12)}/${r.int(0, 6)}/0 0/0 "${method} ${path} HTTP/1.1"`;
  return ev(t + ms, G.lb, "info", msg);
}

/** Rails with `config.log_tags = [:request_id]`. */
export function railsLines(
  r: Rng,
  t: number,
  rid: string,
  method: string,
  path: string,
  action: string,
  status: string,
  ms: number,
  middle: Ev[] = [],
  params?: string,
): Ev[] {
  const tag = `[${rid}] `;
  const code = Number(status.slice(0, 3));
  const out: Ev[] = [
    ev(
      t,
      G.web,
      "info",
      `${tag}Started ${method} "${path}" for ${ip(r)} at ${new Date(t).toISOString().replace("T", " ").slice(0, 19)} +0000`,
    ),
    ev(t + 1, G.web, "info", `${tag}Processing by ${action} as HTML`),
  ];
  if (params) out.push(ev(t + 2, G.web, "info", `${tag}  Parameters: ${params}`));
  out.push(...middle);
  const views = code === 200 ? `Views: ${(ms * 0.4).toFixed(1)}ms | ` : "";
  out.push(
    ev(
      t + ms,
      G.web,
      code >= 500 ? "error" : "info",
      `${tag}Completed ${status} in ${ms}ms (${views}ActiveRecord: ${(ms * r.float(0.05, 0.3)).toFixed(1)}ms | Allocations: ${r.int(3000, 40000)})`,
    ),
  );
  return out;
}

/** Ktor CallLogging. */
export const calLine = (t: number, id: string | undefined, status: string, method: string, path: string, ms: number) =>
  ev(t, G.cal, Number(status.slice(0, 3)) >= 500 ? "error" : "info", `${status}: ${method} - ${path} in ${ms}ms`, id);

/** Sidekiq's default job log lines. */
export function sidekiqJob(
  r: Rng,
  t: number,
  klass: string,
  secs: number,
  middle: (jobT: number, j: string) => Ev[] = () => [],
): Ev[] {
  const j = jid(r);
  return [
    ev(t, G.jobs, "info", `pid=7 tid=${r.hex(4)} class=${klass} jid=${j} INFO: start`),
    ...middle(t, j),
    ev(
      t + secs * 1000,
      G.jobs,
      "info",
      `pid=7 tid=${r.hex(4)} class=${klass} jid=${j} elapsed=${secs.toFixed(3)} INFO: done`,
    ),
  ];
}

const availability: FlowKind = {
  name: "availability",
  weight: 20,
  render(r, t, id) {
    const rid = id ?? r.uuid();
    const s = studio(r);
    const date = dayIso(t, r.int(0, 9));
    const tr = r.pick(NAIL_SERVICES);
    const calMs = r.int(8, 60);
    const ms = calMs + r.int(20, 70);
    return [
      ...railsLines(
        r,
        t,
        rid,
        "GET",
        `/studios/${s}/availability?date=${date}&treatment=${tr}`,
        "AvailabilityController#show",
        "200 OK",
        ms,
        [
          calLine(
            t + 5 + calMs,
            rid,
            "200 OK",
            "GET",
            `/v1/availability?studio=${s}&date=${date}&treatment=${tr}`,
            calMs,
          ),
        ],
      ),
      lbLine(r, t - 1, "GET", `/studios/${s}/availability?date=${date}&treatment=${tr}`, 200, ms + 2),
    ];
  },
};

const book: FlowKind = {
  name: "book",
  weight: 6,
  render(r, t, id) {
    const rid = id ?? r.uuid();
    const s = studio(r);
    const ref = glossRef(r);
    const te = tech(r);
    const sku = r.pick(NAIL_SKUS);
    const tr = r.pick(NAIL_SERVICES);
    const start = slotStart(r, t);
    const params = `{"authenticity_token"=>"[FILTERED]", "booking"=>{"studio"=>"${s}", "treatment"=>"${tr}", "technician_id"=>"${te}", "starts_at"=>"${start}"}}`;
    const middle: Ev[] = [
      calLine(t + r.int(20, 50), rid, "201 Created", "POST", "/v1/holds", r.int(10, 40)),
      ev(t + r.int(51, 60), G.inv, "info", `reserve sku=${sku} studio=${s} qty=1 left=${r.int(2, 30)}`, rid),
    ];
    const pay = t + r.int(70, 90);
    const payMs = r.int(250, 900);
    if (r.chance(0.05)) {
      const code = r.pick(["insufficient_funds", "generic_decline", "expired_card"]);
      middle.push(
        ev(
          pay + payMs,
          G.web,
          "warn",
          `[${rid}] Payvault::CardError: Your card was declined. (decline_code=${code}) booking=${ref}`,
        ),
      );
      middle.push(
        ev(pay + payMs + 4, G.inv, "info", `release sku=${sku} studio=${s} qty=1 reason=booking_abandoned`, rid),
      );
      const ms = payMs + r.int(100, 140);
      return [
        ...railsLines(
          r,
          t,
          rid,
          "POST",
          "/bookings",
          "BookingsController#create",
          "422 Unprocessable Entity",
          ms,
          middle,
          params,
        ),
        lbLine(r, t - 1, "POST", "/bookings", 422, ms + 2),
      ];
    }
    middle.push(
      ev(
        pay + payMs,
        G.web,
        "info",
        `[${rid}] Payvault charge ch_${r.hex(24)} £10.00 succeeded for ${ref} (${r.pick(CARD_SCHEMES)})`,
      ),
    );
    middle.push(
      ev(pay + payMs + 3, G.web, "info", `[${rid}] Redirected to https://glossnails.example/bookings/${ref}`),
    );
    const ms = payMs + r.int(100, 150);
    const mailAt = t + ms + r.int(200, 900);
    return [
      ...railsLines(r, t, rid, "POST", "/bookings", "BookingsController#create", "302 Found", ms, middle, params),
      lbLine(r, t - 1, "POST", "/bookings", 302, ms + 2),
      ...sidekiqJob(r, mailAt, "BookingConfirmationJob", r.float(0.2, 0.6), (jt) => [
        ev(
          jt + r.int(100, 180),
          G.mail,
          "info",
          `sent booking-confirmation to ${maskedEmail(r)} via smtp.relayhub.example (250 2.0.0 OK queued as ${r.hex(10).toUpperCase()})`,
        ),
      ]),
    ];
  },
};

const till: FlowKind = {
  name: "till",
  weight: 10,
  render(r, t, id) {
    const s = studio(r);
    const amt = money(r, 25, 75);
    if (r.chance(0.04)) {
      const [code, text] = r.pick(DECLINES);
      return [
        ev(
          t,
          G.pos,
          "info",
          `Sale S-${r.int(70000, 99999)} declined studio=${s} amount=£${amt} code=${code} "${text}"`,
        ),
      ];
    }
    return [
      ev(
        t,
        G.pos,
        "info",
        `Synced sale S-${r.int(70000, 99999)} studio=${s} amount=£${amt} tender=card (terminal batch ${r.int(2200, 2400)})`,
      ),
      ev(
        t + r.int(30, 90),
        G.inv,
        "info",
        `consume sku=${r.pick(NAIL_SKUS)} studio=${s} qty=1 left=${r.int(0, 30)}`,
        id,
      ),
    ];
  },
};

const supplier: FlowKind = {
  name: "supplier",
  weight: 3,
  render(r, t, id) {
    const ms = r.int(40, 220);
    return [
      ev(
        t + ms,
        G.supplier,
        "info",
        `"GET /api/orders/?studio=${studio(r)}&status=open HTTP/1.1" 200 ${r.int(400, 9000)}`,
        id,
      ),
      ...(r.chance(0.2)
        ? [
            ev(
              t + ms + 5,
              G.supplier,
              "info",
              `order submitted supplier=${r.pick(["cnd-direct", "opi-uk", "the-gel-bottle"])} po=PO-${r.int(7000, 7999)} lines=${r.int(3, 24)} total=£${money(r, 80, 900)}`,
              id,
            ),
          ]
        : []),
    ];
  },
};

const reminder: FlowKind = {
  name: "reminder",
  weight: 6,
  render(r, t) {
    const msgId = r.hex(8);
    return [
      ...sidekiqJob(r, t, "AppointmentReminderJob", r.float(0.1, 0.4), (jt) => [
        ev(
          jt + r.int(20, 80),
          G.sms,
          "info",
          `submit_sm ok msg_id=${msgId} dest=+4477****${r.digits(4)} segments=1 smsc=textfleet-1`,
        ),
      ]),
      ev(t + r.int(1500, 6000), G.sms, "info", `deliver_sm msg_id=${msgId} stat=DELIVRD`),
    ];
  },
};

const admin: FlowKind = {
  name: "admin",
  weight: 4,
  render(r, t, id) {
    const rid = id ?? r.uuid();
    const ms = r.int(60, 300);
    const path = r.pick(["/admin/schedule", "/admin/stock", "/admin/bookings", "/admin/technicians"]);
    return [
      ...railsLines(r, t, rid, "GET", `${path}?studio=${studio(r)}`, "Admin::DashboardController#show", "200 OK", ms),
      lbLine(r, t - 1, "GET", path, 200, ms + 1),
    ];
  },
};

const mysqlTime = (t: number) => `${new Date(t).toISOString().replace("Z", "")}${String(t % 997).padStart(3, "0")}Z`;
export const mysqlLine = (t: number, thread: number, lvl: string, code: string, sub: string, msg: string) =>
  `${mysqlTime(t)} ${thread} [${lvl}] [${code}] [${sub}] ${msg}`;

const periodic: Periodic[] = [
  {
    svc: G.jobs,
    every: 60000,
    jitter: 200,
    render: (r, t) =>
      sidekiqJob(r, t, "NoShowFeeJob", r.float(0.4, 2.5), (jt) => [
        ev(
          jt + 300,
          G.jobs,
          "info",
          `NoShowFeeJob: ${r.weighted([
            [0, 6],
            [1, 2],
            [2, 1],
          ])} bookings charged, 0 failed`,
        ),
      ]),
  },
  {
    svc: G.inv,
    every: 10000,
    jitter: 20,
    render: (r, t) => [ev(t, G.inv, "info", `request method=GET path=/healthz status=200 dur=${r.int(90, 400)}µs`)],
  },
  {
    svc: G.cal,
    every: 30000,
    jitter: 50,
    render: (r, t) => [calLine(t, undefined, "200 OK", "GET", "/health", r.int(0, 2))],
  },
  {
    svc: G.pos,
    every: 60000,
    jitter: 300,
    render: (r, t) => [
      ev(
        t,
        G.pos,
        "info",
        `Batch sync tick: 18 studios, ${r.weighted([
          [0, 8],
          [1, 2],
        ])} pending batches`,
      ),
    ],
  },
  {
    svc: G.sms,
    every: 30000,
    jitter: 100,
    render: (r, t) => [ev(t, G.sms, "debug", `enquire_link ok smsc=textfleet-1 rtt=${r.int(9, 40)}ms`)],
  },
  {
    svc: G.mail,
    every: 60000,
    jitter: 500,
    render: (r, t) => [ev(t, G.mail, "info", `queue flush: ${r.int(0, 2)} deferred, ${r.int(0, 9)} sent`)],
  },
  {
    svc: G.supplier,
    every: 120000,
    jitter: 2000,
    render: (r, t) => [
      ev(t, G.supplier, "info", `price feed poll supplier=cnd-direct unchanged (etag W/"${r.hex(8)}")`),
    ],
  },
];

const chronic: NoiseSource[] = [
  {
    name: "mysql-resolve",
    svc: G.db,
    every: 30000,
    render: (r, t) => [
      ev(
        t,
        G.db,
        "warn",
        mysqlLine(
          t,
          0,
          "Warning",
          "MY-010055",
          "Server",
          `IP address '10.8.0.${r.int(30, 39)}' could not be resolved: Name or service not known`,
        ),
      ),
    ],
  },
  {
    name: "closed-studio",
    svc: G.web,
    every: 30000,
    render: (r, t) => {
      const rid = r.uuid();
      return [
        ev(
          t,
          G.web,
          "info",
          `[${rid}] Started GET "/studios/covent-garden" for ${ip(r)} at ${new Date(t).toISOString().replace("T", " ").slice(0, 19)} +0000`,
        ),
        ev(
          t + 4,
          G.web,
          "error",
          `[${rid}]   \n[${rid}] ActiveRecord::RecordNotFound (Couldn't find Studio with [WHERE \`studios\`.\`slug\` = ?]):`,
        ),
      ];
    },
  },
  {
    name: "cron-class",
    svc: G.jobs,
    every: 60000,
    render: (_r, t) => [
      ev(
        t,
        G.jobs,
        "warn",
        "pid=7 tid=2vj WARN: Cron Job 'legacy_loyalty_export': uninitialized constant LegacyLoyaltyExportJob",
      ),
    ],
  },
  {
    name: "shift-overlap",
    svc: G.cal,
    every: 28000,
    render: (_r, t) => [
      ev(t, G.cal, "warn", "Technician t_0412 has overlapping shift patterns (studio=camden), using latest"),
    ],
  },
  {
    name: "ean",
    svc: G.inv,
    every: 22000,
    render: (_r, t) => [
      ev(t, G.inv, "error", 'barcode lookup failed ean=0000000000000 err="sql: no rows in result set"'),
    ],
  },
];

const sporadic: NoiseSource[] = [
  {
    name: "bounce",
    svc: G.mail,
    every: 180000,
    render: (r, t) => [
      ev(
        t,
        G.mail,
        "error",
        `bounce booking-reminder to ${maskedEmail(r)}: 550 5.1.1 <recipient>: Recipient address rejected: User unknown in virtual mailbox table`,
      ),
    ],
  },
  {
    name: "undeliv",
    svc: G.sms,
    every: 150000,
    render: (r, t) => [ev(t, G.sms, "warn", `deliver_sm msg_id=${r.hex(8)} stat=UNDELIV err=0x0000000B`)],
  },
  {
    name: "gc",
    svc: G.cal,
    every: 120000,
    render: (r, t) => [
      ev(
        t,
        G.cal,
        "info",
        `[gc] GC(${r.int(300, 900)}) Pause Young (Normal) (G1 Evacuation Pause) ${r.int(700, 900)}M->${r.int(300, 450)}M(2048M) ${r.float(12, 60).toFixed(3)}ms`,
      ),
    ],
  },
  {
    name: "open-timeout-retry",
    svc: G.jobs,
    every: 240000,
    render: (r, t) => {
      const j = jid(r);
      return [
        ev(
          t,
          G.jobs,
          "warn",
          `pid=7 tid=${r.hex(4)} class=AppointmentReminderJob jid=${j} elapsed=5.012 WARN: Net::OpenTimeout: execution expired`,
        ),
        ev(
          t + r.int(20000, 40000),
          G.jobs,
          "info",
          `pid=7 tid=${r.hex(4)} class=AppointmentReminderJob jid=${j} elapsed=0.211 INFO: done`,
        ),
      ];
    },
  },
  {
    name: "to_s-deprecation",
    svc: G.web,
    every: 300000,
    render: (_r, t) => [
      ev(
        t,
        G.web,
        "warn",
        "DEPRECATION WARNING: Using a :default format for Date#to_s is deprecated. Please use Date#to_fs instead. (called from block in <class:Appointment> at /app/app/models/appointment.rb:88)",
      ),
    ],
  },
  {
    name: "pos-declined",
    svc: G.pos,
    every: 200000,
    render: (r, t) => [
      ev(
        t,
        G.pos,
        "error",
        `Sale S-${r.int(70000, 99999)} declined studio=${studio(r)} amount=£${money(r, 25, 60)} code=05 "Do not honour"`,
      ),
    ],
  },
  {
    name: "aborted",
    svc: G.db,
    every: 200000,
    render: (r, t) => [
      ev(
        t,
        G.db,
        "info",
        mysqlLine(
          t,
          r.int(8000, 9999),
          "Note",
          "MY-010914",
          "Server",
          `Aborted connection ${r.int(8000, 9999)} to db: 'gloss_production' user: 'gloss' host: '10.8.0.2${r.int(1, 4)}' (Got an error reading communication packets).`,
        ),
      ),
    ],
  },
];

function deploy(r: Rng, svc: string, t: number, version: string): Ev[] {
  const rt = RT[svc];
  if (svc === G.jobs)
    return [
      ev(t, G.jobs, "info", "pid=7 tid=2vj INFO: Shutting down"),
      ev(t + 900, G.jobs, "info", "pid=7 tid=2vj INFO: Bye!"),
      ev(
        t + 4200,
        G.jobs,
        "info",
        `pid=7 tid=2vj INFO: Booted Rails 7.1.3.2 application in production environment (release ${version})`,
      ),
      ev(
        t + 4300,
        G.jobs,
        "info",
        "pid=7 tid=2vj INFO: Running in ruby 3.3.1 (2024-04-23 revision c56cd86388) [x86_64-linux]",
      ),
      ev(t + 4400, G.jobs, "info", "pid=7 tid=2vj INFO: Starting processing, hit Ctrl-C to stop"),
    ];
  return [
    ...shutdownLines(r, svc, rt, t),
    ...startupLines(r, svc, rt, t + r.int(2000, 5000), { app: APP[svc] ?? svc, version }),
  ];
}

function reload(r: Rng, t: number): Ev[] {
  return [
    ev(t, G.lb, "info", "[NOTICE]   (1) : Reloading HAProxy"),
    ev(t + 60, G.lb, "info", `[NOTICE]   (1) : New worker (${r.int(200, 900)}) forked`),
    ev(t + 70, G.lb, "info", "[NOTICE]   (1) : Loading success."),
    ev(t + 1200, G.lb, "warn", `[WARNING]  (1) : Former worker (${r.int(100, 199)}) exited with code 0 (Exit)`),
  ];
}

const HOSTS: Record<string, string> = {
  [G.lb]: "gloss-lb-1",
  [G.web]: "gloss-web-2",
  [G.jobs]: "gloss-worker-1",
  [G.cal]: "gloss-svc-1",
  [G.pos]: "gloss-svc-2",
  [G.inv]: "gloss-svc-1",
  [G.supplier]: "gloss-svc-3",
  [G.sms]: "gloss-svc-2",
  [G.mail]: "gloss-svc-3",
  [G.db]: "gloss-db-1",
};

const services: Service[] = Object.entries(RT).map(([name, runtime]) => ({ name, runtime, host: HOSTS[name] }));

export const gloss: Estate = {
  key: "gloss",
  brand: "Gloss Nail Bar",
  namespace: "gloss",
  idStyle: "uuid",
  services,
  flows: [availability, book, till, supplier, reminder, admin],
  periodic,
  chronic,
  sporadic,
  deploy,
  reload,
  hours: [9, 19],
};
