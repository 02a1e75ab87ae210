// Four made-up operators (two self-storage, two co-working) and the ordinary traffic every window of theirs carries:
// requests, health checks, periodic jobs, hub heartbeats, one constant harmless error, deprecations, retries.
import type { Rng } from "./rng.js";
import type { Runtime, Stream } from "./stream.js";

export type Role =
  | "edge"
  | "access"
  | "hub"
  | "booking"
  | "billing"
  | "payments"
  | "notify"
  | "kiosk"
  | "jobs"
  | "display"
  | "extra";

export interface Svc {
  name: string;
  rt: Runtime;
}

export interface Estate {
  key: string;
  company: string;
  domain: "storage" | "cowork";
  namespace: string;
  traces: boolean;
  svcs: Partial<Record<Role, Svc>>;
  sites: string[];
}

export const ESTATES: Estate[] = [
  {
    key: "stowline",
    company: "Stowline Self Storage",
    domain: "storage",
    namespace: "stowline-prod",
    traces: true,
    sites: ["S014-dayton", "S022-akron", "S031-toledo", "S040-lima", "S052-canton"],
    svcs: {
      edge: { name: "storefront-api", rt: "node" },
      access: { name: "gate-control", rt: "go" },
      hub: { name: "hub-relay", rt: "go" },
      booking: { name: "rentals", rt: "java" },
      billing: { name: "autopay-runner", rt: "python" },
      payments: { name: "pay-gateway", rt: "java" },
      notify: { name: "tenant-notify", rt: "node" },
      kiosk: { name: "kiosk-idv", rt: "python" },
      jobs: { name: "lien-scheduler", rt: "ruby" },
    },
  },
  {
    key: "boxharbor",
    company: "BoxHarbor Storage",
    domain: "storage",
    namespace: "bh-prod",
    traces: false,
    sites: ["BH-101", "BH-114", "BH-127", "BH-130", "BH-152", "BH-166"],
    svcs: {
      edge: { name: "portal-bff", rt: "node" },
      access: { name: "accessd", rt: "cpp" },
      hub: { name: "cellgate-bridge", rt: "go" },
      booking: { name: "unit-reservations", rt: "dotnet" },
      billing: { name: "dunning-worker", rt: "ruby" },
      payments: { name: "payments", rt: "go" },
      notify: { name: "sms-dispatch", rt: "python" },
      kiosk: { name: "movein-kiosk", rt: "dotnet" },
      jobs: { name: "auction-sync", rt: "python" },
      extra: { name: "pricing-engine", rt: "python" },
    },
  },
  {
    key: "deskloft",
    company: "Deskloft Coworking",
    domain: "cowork",
    namespace: "deskloft",
    traces: true,
    sites: ["ldn-shoreditch", "ldn-kingsx", "man-ancoats", "bri-temple", "edi-leith"],
    svcs: {
      edge: { name: "member-bff", rt: "node" },
      access: { name: "door-agent", rt: "go" },
      hub: { name: "lock-bridge", rt: "go" },
      booking: { name: "desk-booking", rt: "java" },
      billing: { name: "billing-core", rt: "dotnet" },
      payments: { name: "payments-svc", rt: "java" },
      notify: { name: "notifier", rt: "node" },
      kiosk: { name: "visitor-signin", rt: "ruby" },
      jobs: { name: "calendar-sync", rt: "java" },
      display: { name: "room-displays", rt: "node" },
    },
  },
  {
    key: "hivework",
    company: "Hivework Spaces",
    domain: "cowork",
    namespace: "hive-prod",
    traces: false,
    sites: ["AMS-Zuidas", "AMS-Noord", "RTM-Centraal", "UTR-Jaarbeurs"],
    svcs: {
      edge: { name: "spaces-api", rt: "python" },
      access: { name: "access-ctl", rt: "dotnet" },
      hub: { name: "hub-mqtt-bridge", rt: "go" },
      booking: { name: "bookings", rt: "ruby" },
      billing: { name: "invoicing", rt: "python" },
      notify: { name: "comms", rt: "node" },
      kiosk: { name: "guest-desk", rt: "node" },
      display: { name: "display-fleet", rt: "go" },
    },
  },
];

/** The service that plays `role`, with sensible stand-ins when an estate has no such service. */
export function svc(e: Estate, role: Role): string {
  const fallback: Partial<Record<Role, Role>> = {
    payments: "billing",
    jobs: "booking",
    extra: "booking",
    display: "edge",
  };
  const s = e.svcs[role] ?? e.svcs[fallback[role] ?? "edge"];
  return (s ?? (e.svcs.edge as Svc)).name;
}
export const rt = (e: Estate, role: Role): Runtime => (e.svcs[role] ?? e.svcs.edge)?.rt ?? "node";
export const services = (e: Estate): string[] => Object.values(e.svcs).map((s) => (s as Svc).name);

export interface Ctx {
  e: Estate;
  s: Stream;
  rng: Rng;
  /** per-second rate of request flows */
  rate: number;
  /** baseline events of a service dropped from this time on (a service that went quiet) */
  quietFrom?: { svc: string; t: number; keep: number }[];
  /** request flows that touch this service fail from `t` on: the caller reports, the scenario writes the rest */
  failing?: { svc: string; t: number; share: number; onFlow: (t: number, trace: string | undefined) => void };
}

const tenant = (r: Rng) => `T${r.digits(6)}`;
const member = (r: Rng) => `mbr_${r.hex(10)}`;
export const unit = (r: Rng) => `${r.pick(["A", "B", "C", "D", "E"])}${r.int(100, 480)}`;
const ms = (r: Rng, lo: number, hi: number) => r.int(lo, hi);

/** Writes one edge request and its downstream lines; returns nothing, honours ctx.failing. */
function flow(c: Ctx, t: number): void {
  const { e, s, rng } = c;
  const trace = e.traces ? rng.hex(16) : undefined;
  const x = { trace };
  const edge = svc(e, "edge");
  const site = rng.pick(e.sites);
  const kind = rng.int(0, 9);
  const target: Role =
    kind < 4
      ? "booking"
      : kind < 6
        ? "access"
        : kind < 7
          ? "payments"
          : kind < 8
            ? "kiosk"
            : kind < 9
              ? "billing"
              : "display";
  const tgt = target === "display" && !e.svcs.display ? svc(e, "booking") : svc(e, target);
  if (c.failing && c.failing.svc === tgt && t >= c.failing.t && rng.chance(c.failing.share)) {
    c.failing.onFlow(t, trace);
    return;
  }
  const qf = c.quietFrom?.find((x) => x.svc === tgt && t >= x.t);
  const d = ms(rng, 14, 180);
  const storage = e.domain === "storage";
  let path = "";
  let down = "";
  let status = 200;
  switch (target) {
    case "booking":
      if (storage) {
        path = rng.pick([
          `GET /v2/sites/${site}/availability?size=${rng.pick(["5x5", "5x10", "10x10", "10x15", "10x20", "10x30"])}`,
          `POST /v2/rentals`,
          `GET /v2/tenants/me/units`,
        ]);
        down = path.startsWith("POST")
          ? `reservation R-${rng.digits(7)} created unit=${unit(rng)} site=${site} move_in=2026-12-${String(rng.int(2, 28)).padStart(2, "0")} rate=${rng.int(39, 289)}.00`
          : `availability site=${site} free_units=${rng.int(0, 41)} climate_controlled=${rng.pick(["true", "false"])} query_ms=${ms(rng, 3, 40)}`;
        status = path.startsWith("POST") ? 201 : 200;
      } else {
        path = rng.pick([
          `GET /api/v3/locations/${site}/desks?date=2026-12-${String(rng.int(1, 28)).padStart(2, "0")}`,
          `POST /api/v3/bookings`,
          `GET /api/v3/rooms/${site}-R${rng.int(1, 14)}/schedule`,
        ]);
        down = path.startsWith("POST")
          ? `booking BK-${rng.digits(8)} confirmed ${rng.pick(["hot-desk", "fixed-desk", "meeting-room", "phone-booth"])} at ${site} for ${member(rng)}`
          : `resolved ${rng.int(0, 60)} free desks at ${site} (floor ${rng.int(1, 6)}) in ${ms(rng, 2, 35)}ms`;
        status = path.startsWith("POST") ? 201 : 200;
      }
      break;
    case "access":
      path = storage ? `POST /v2/sites/${site}/gate/open` : `POST /api/v3/doors/${site}-D${rng.int(1, 9)}/unlock`;
      down = storage
        ? `gate open granted site=${site} tenant=${tenant(rng)} via=mobile relay=${rng.pick(["G1", "G2", "ELEV-1"])}`
        : `mobile unlock ok door=${site}-D${rng.int(1, 9)} member=${member(rng)} latency=${ms(rng, 180, 900)}ms`;
      break;
    case "payments":
      path = storage ? "POST /v2/payments" : "POST /api/v3/payments/intents";
      down = `charge ${rng.pick(["captured", "authorized"])} amount=${rng.int(40, 420)}.${rng.int(10, 99)} currency=${storage ? "USD" : "GBP"} processor_ref=ch_${rng.hex(14)}`;
      break;
    case "kiosk":
      path = storage ? `POST /v2/kiosk/${site}/session` : `POST /api/v3/visitors`;
      down = storage
        ? `kiosk session ${rng.hex(8)} started at ${site} step=welcome`
        : `visitor ${rng.pick(["Ana", "Tom", "Priya", "Lukas", "Mei", "Sam", "Olu"])} ${rng.pick(["R.", "K.", "S.", "B."])} signed in at ${site}, host notified`;
      break;
    case "billing":
      path = storage ? "GET /v2/tenants/me/ledger" : "GET /api/v3/invoices?limit=12";
      down = storage
        ? `ledger ${tenant(rng)} balance=${rng.int(0, 300)}.00 next_due=2026-12-01`
        : `listed ${rng.int(1, 12)} invoices for account ACC-${rng.digits(5)}`;
      break;
    case "display":
      if (!e.svcs.display) {
        path = storage ? "GET /v2/tenants/me/units" : "GET /api/v3/me/bookings";
        down = `listed ${rng.int(1, 4)} units for ${tenant(rng)}`;
        break;
      }
      path = `GET /api/v3/rooms/${site}-R${rng.int(1, 14)}/now`;
      down = `room ${site}-R${rng.int(1, 14)} now=${rng.pick(["free", "busy", "busy", "free until 15:00"])} (${ms(rng, 2, 30)}ms)`;
      break;
    default:
      break;
  }
  if (!qf || rng.chance(qf.keep)) s.add(t + 3, tgt, "INFO", down, x);
  const edgeLine =
    rt(e, "edge") === "python"
      ? `${rng.int(10, 250)}.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)} - "${path} HTTP/1.1" ${status} ${rng.int(180, 9000)} ${d}ms`
      : `${path.split("?")[0].replace(/[A-Z]\d{3}$/, ":unit")} ${status} ${d}ms`;
  s.add(t + d, edge, "INFO", edgeLine, x);
}

/** Ordinary traffic for the whole window. `noisyEvery` is the constant harmless error's period in ms. */
export function baseline(c: Ctx): void {
  const { e, s, rng } = c;
  const storage = e.domain === "storage";
  s.every(rng, 1000 / c.rate, (t) => flow(c, t));
  const q = (name: string, t: number) => {
    const qf = c.quietFrom?.find((x) => x.svc === name && t >= x.t);
    return !qf || rng.chance(qf.keep);
  };
  // health checks on three services
  for (const role of ["booking", "access", "notify"] as Role[]) {
    const n = svc(e, role);
    s.every(rng, 10000, (t) => {
      if (q(n, t)) s.add(t, n, "DEBUG", `GET /healthz 200 ${ms(rng, 1, 4)}ms kube-probe/1.29`);
    });
  }
  // hub heartbeats and lock events
  const hub = svc(e, "hub");
  s.every(rng, 1400, (t) => {
    if (!q(hub, t)) return;
    const h = `H-${rng.int(1000, 1320)}`;
    s.add(
      t,
      hub,
      "INFO",
      rng.chance(0.7)
        ? `hub ${h} heartbeat site=${rng.pick(e.sites)} rssi=${rng.int(-101, -61)}dBm rat=${rng.pick(["LTE-M", "LTE-M", "NB-IoT", "LTE"])} uptime=${rng.int(2, 900)}h`
        : `hub ${h} event lock=${rng.pick(["L", "U", "G"])}${rng.int(10, 99)} ${rng.pick(["unlocked", "locked", "door_closed", "door_opened"])} seq=${rng.int(1000, 99999)}`,
    );
  });
  // keypad / door activity at the access service
  const acc = svc(e, "access");
  s.every(rng, 2600, (t) => {
    if (!q(acc, t)) return;
    s.add(
      t,
      acc,
      "INFO",
      storage
        ? `keypad ${rng.pick(e.sites)}/${rng.pick(["gate-in", "gate-out", "bldg-B"])} code accepted tenant=${tenant(rng)} zone=${rng.int(1, 6)}`
        : `badge ${rng.hex(8).toUpperCase()} granted at ${rng.pick(e.sites)}-D${rng.int(1, 9)} (${rng.pick(["nfc", "ble", "qr"])})`,
    );
  });
  // periodic jobs
  const jobs = svc(e, "jobs");
  s.every(
    rng,
    60000,
    (t) => {
      if (!q(jobs, t)) return;
      s.add(
        t,
        jobs,
        "INFO",
        storage
          ? rng.pick([
              `LienNoticeJob processed=${rng.int(0, 14)} skipped=${rng.int(0, 3)} duration=${rng.int(300, 4000)}ms`,
              `auction feed sync: ${rng.int(0, 9)} lots updated, ${rng.int(0, 2)} closed`,
            ])
          : `delta sync finished: ${rng.int(20, 180)} calendars, ${rng.int(0, 40)} events changed, took ${rng.int(900, 7000)}ms`,
      );
    },
    s.t0,
    s.t1,
    0.1,
  );
  const bill = svc(e, "billing");
  s.every(rng, 45000, (t) => {
    if (q(bill, t))
      s.add(
        t,
        bill,
        "INFO",
        `scheduler tick: ${rng.int(0, 30)} accounts due, ${rng.int(0, 5)} retries pending, queue depth ${rng.int(0, 12)}`,
      );
  });
  const notify = svc(e, "notify");
  s.every(rng, 3500, (t) => {
    if (!q(notify, t)) return;
    s.add(
      t,
      notify,
      "INFO",
      rng.pick([
        `sms queued to +1${rng.digits(10)} template=${storage ? rng.pick(["gate_code", "payment_receipt", "move_in_welcome"]) : rng.pick(["visitor_arrived", "booking_reminder"])} id=SM${rng.hex(32)}`,
        `email accepted by relay id=<${rng.hex(12)}@mail.${e.key}.com> template=${storage ? "monthly_receipt" : "invoice_ready"}`,
        `push sent to ${rng.int(1, 3)} devices for ${storage ? tenant(rng) : member(rng)}`,
      ]),
    );
  });
  if (e.svcs.display) {
    const disp = svc(e, "display");
    s.every(rng, 4000, (t) => {
      if (q(disp, t))
        s.add(
          t,
          disp,
          "INFO",
          `panel ${rng.pick(e.sites)}-R${rng.int(1, 14)} fw=4.${rng.int(2, 3)}.${rng.int(0, 9)} poll ok, ${rng.int(0, 6)} events today`,
        );
    });
  }
  if (e.svcs.extra) {
    const ex = svc(e, "extra");
    s.every(rng, 20000, (t) => {
      if (q(ex, t))
        s.add(
          t,
          ex,
          "INFO",
          `street-rate recompute site=${rng.pick(e.sites)} occupancy=${rng.int(71, 97)}% move=${rng.pick(["+2%", "0%", "-1%", "+4%"])}`,
        );
    });
  }
  noisy(c);
  deprecations(c);
  okRetries(c);
}

/** The one service that complains about something harmless at a steady rate from the first minute. */
function noisy(c: Ctx): void {
  const { e, s, rng } = c;
  const pick: Record<string, [Role, "WARN" | "ERROR", (r: Rng) => string, number]> = {
    stowline: [
      "hub",
      "ERROR",
      (r) => `hub H-${r.int(1000, 1320)}: unknown TLV tag 0x${r.hex(2)} in status frame (fw 3.1.4), frame dropped`,
      9000,
    ],
    boxharbor: [
      "extra",
      "ERROR",
      (r) =>
        `competitor scrape failed for ${r.pick(["storageking", "cubesmart-lookalike", "lockbox24"])}: HTTP 403, using last known rates`,
      11000,
    ],
    deskloft: [
      "display",
      "WARN",
      (r) => `panel ldn-kingsx-R${r.int(1, 14)} reports clock offset ${r.int(31, 95)}s vs NTP, ignoring`,
      7000,
    ],
    hivework: [
      "billing",
      "ERROR",
      (r) =>
        `Exact Online sync: journal entry JE-${r.digits(6)} rejected (period 2026-11 closed), will retry next period`,
      10000,
    ],
  };
  const [role, lvl, f, every] = pick[e.key];
  const n = svc(e, role);
  s.every(rng, every, (t) => s.add(t, n, lvl, f(rng)), s.t0 + 2000, s.t1, 0.6);
}

function deprecations(c: Ctx): void {
  const { e, s, rng } = c;
  const items: [Role, string][] = [
    ["edge", "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues."],
    ["booking", "Deprecated call to /v1/availability from client app/3.8.2; scheduled for removal 2027-03-01"],
    [
      "billing",
      "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version.",
    ],
    ["payments", "API version 2022-11-15 is deprecated by the processor; pin a newer Stripe-Version header"],
  ];
  const first = rng.int(0, items.length - 1);
  for (const [i, [role, msg]] of items.entries()) {
    if (i !== first && !rng.chance(0.5)) continue;
    s.every(rng, rng.int(90000, 240000), (t) => s.add(t, svc(e, role), "WARN", msg));
  }
}

function okRetries(c: Ctx): void {
  const { e, s, rng } = c;
  const pay = svc(e, "payments");
  const notify = svc(e, "notify");
  s.every(rng, rng.int(60000, 150000), (t) => {
    const r = rng.pick([
      [pay, `processor call POST /v1/payment_intents failed (502 Bad Gateway), retry 1/3 in 400ms`],
      [notify, `SMTP relay 421 4.7.0 try again later; requeued (attempt 1)`],
      [svc(e, "hub"), `MQTT publish to hubs/${rng.int(1000, 1320)}/cmd not acked in 5s, resending (attempt 2)`],
    ] as [string, string][]);
    s.add(t, r[0], "WARN", r[1]);
    s.add(t + rng.int(500, 3000), r[0], "INFO", `retry succeeded after ${rng.int(1, 2)} attempt(s)`);
  });
}
