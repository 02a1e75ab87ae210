// Estate "Lumen Hair Studios": a chain of 40-odd hair salons on Kubernetes (GKE). Online booking with stylist
// calendars and card deposits, no-show fees, card-present tills, retail stock and supplier EDI, SMS reminders.
// Every request line carries a W3C trace id. Ingress is ingress-nginx; apps are Node, Spring, Go, .NET, Python.
import { shutdownLines, startupLines } from "../deploys.js";
import {
  CARD_SCHEMES,
  clfTime,
  DECLINES,
  dayIso,
  HAIR_SERVICES,
  HAIR_SKUS,
  maskedEmail,
  money,
  podName,
  SUPPLIERS,
  slotStart,
  USER_AGENTS,
  ukMobile,
} from "../domain.js";
import { ev } from "../ev.js";
import type { Rng } from "../rng.js";
import type { Estate, Ev, FlowKind, NoiseSource, Periodic, Runtime, Service } from "../types.js";

export const L = {
  edge: "ingress-nginx",
  web: "lumen-web",
  booking: "booking-api",
  cal: "stylist-calendar",
  deposits: "deposits",
  pos: "pos-terminal-hub",
  stock: "retail-stock",
  edi: "supplier-edi",
  remind: "reminders",
  profile: "client-profile",
} as const;

const RT: Record<string, Runtime> = {
  [L.edge]: "nginx",
  [L.web]: "node",
  [L.booking]: "java",
  [L.cal]: "go",
  [L.deposits]: "java",
  [L.pos]: "dotnet",
  [L.stock]: "python",
  [L.edi]: "python",
  [L.remind]: "node",
  [L.profile]: "go",
};

const APP: Record<string, string> = {
  [L.web]: "lumen-web",
  [L.booking]: "BookingApiApplication",
  [L.cal]: "stylist-calendar",
  [L.deposits]: "DepositsApplication",
  [L.pos]: "Lumen.Pos.TerminalHub",
  [L.stock]: "retail_stock",
  [L.edi]: "supplier_edi",
  [L.remind]: "reminders",
  [L.profile]: "client-profile",
};

const UPSTREAM_PORT: Record<string, string> = { [L.web]: "3000" };

export const salon = (r: Rng) => `LHS-${String(r.int(1, 43)).padStart(3, "0")}`;
export const stylist = (r: Rng) => `st_${r.int(1000, 2999)}`;
export const client = (r: Rng) => `c_${r.int(10000, 99999)}`;
export const appt = (r: Rng) => `AP-${r.int(80000, 99999)}`;
export const terminal = (r: Rng) => `T-${salon(r).replace("-", "")}-0${r.int(1, 4)}`;
export const pi = (r: Rng) => `pi_3P${r.hex(4).toUpperCase()}${r.hex(18)}`;

/** ingress-nginx's default access log line. */
export function edgeLine(
  r: Rng,
  t: number,
  id: string | undefined,
  method: string,
  path: string,
  status: number,
  secs: number,
  upstream: string = L.web,
  upstreamStatus: string = String(status),
): Ev {
  const bytes = status >= 400 ? r.int(60, 600) : r.int(300, 9000);
  const ua = r.pick(USER_AGENTS);
  const up =
    upstream === "-"
      ? "- - - - -"
      : `[lumen-prod-${upstream}-${UPSTREAM_PORT[upstream] ?? "8080"}] [] 10.12.${r.int(8, 11)}.${r.int(2, 250)}:${UPSTREAM_PORT[upstream] ?? "8080"} ${bytes} ${secs.toFixed(3)} ${upstreamStatus}`;
  const msg = `10.12.${r.int(0, 3)}.${r.int(2, 250)} - - [${clfTime(t)}] "${method} ${path} HTTP/2.0" ${status} ${bytes} "https://book.lumenhair.example/" "${ua}" ${r.int(300, 900)} ${secs.toFixed(3)} ${up} ${id ?? r.hex(32)}`;
  return ev(t, L.edge, "info", msg, id);
}

/** lumen-web's morgan "tiny" line. */
export function webLine(t: number, id: string | undefined, method: string, path: string, status: number, ms: number) {
  const level = status >= 500 ? "error" : status >= 400 ? "warn" : "info";
  const frac = ((ms * 7919 + path.length * 131) % 1000) / 1000;
  const len = status === 204 ? "-" : String(200 + ((ms * 37 + path.length * 101) % 9000));
  return ev(t, L.web, level, `${method} ${path} ${status} ${len} - ${(ms + frac).toFixed(3)} ms`, id);
}

/** Front door: a lumen-web line and the ingress line just after it. */
export function front(
  r: Rng,
  t: number,
  id: string | undefined,
  method: string,
  path: string,
  status: number,
  ms: number,
): Ev[] {
  return [
    webLine(t + ms, id, method, path, status, ms),
    edgeLine(r, t + ms + r.int(1, 3), id, method, path, status, (ms + 2) / 1000),
  ];
}

const availability: FlowKind = {
  name: "availability",
  weight: 30,
  render(r, t, id) {
    const s = salon(r);
    const [svc] = r.pick(HAIR_SERVICES);
    const took = r.int(4, 40);
    const ms = took + r.int(8, 40);
    const date = dayIso(t, r.int(0, 12));
    return [
      ev(
        t + r.int(2, 6) + took,
        L.cal,
        "info",
        `availability salon=${s} date=${date} service=${svc} stylists=${r.int(3, 9)} free=${r.int(0, 60)} took=${took}ms`,
        id,
      ),
      ...front(r, t, id, "GET", `/api/salons/${s}/availability?date=${date}&service=${svc.toLowerCase()}`, 200, ms),
    ];
  },
};

const book: FlowKind = {
  name: "book",
  weight: 9,
  render(r, t, id) {
    const s = salon(r);
    const st = stylist(r);
    const c = client(r);
    const a = appt(r);
    const [svc, dur] = r.pick(HAIR_SERVICES);
    const start = slotStart(r, t);
    const hold = `hld_${r.hex(6)}`;
    const dep = r.pick(["10.00", "15.00", "20.00", "25.00"]);
    const out: Ev[] = [
      ev(
        t + r.int(3, 8),
        L.profile,
        "info",
        `profile fetched client=${c} strikes=${r.weighted([
          [0, 9],
          [1, 1],
        ])} took=${r.int(1, 4)}ms`,
        id,
      ),
    ];
    const roll = r.next();
    if (roll < 0.03) {
      out.push(ev(t + r.int(12, 30), L.cal, "info", `hold rejected: slot taken stylist=${st} start=${start}`, id));
      out.push(
        ev(
          t + r.int(31, 40),
          L.booking,
          "info",
          `Slot conflict for salon=${s} stylist=${st} start=${start}; returning 3 alternatives`,
          id,
        ),
      );
      return [...out, ...front(r, t, id, "POST", "/api/bookings", 409, r.int(45, 90))];
    }
    out.push(
      ev(
        t + r.int(12, 30),
        L.cal,
        "info",
        `slot held stylist=${st} start=${start} dur=${dur}m hold=${hold} ttl=600s`,
        id,
      ),
    );
    const pay = t + r.int(40, 60);
    const payMs = r.int(180, 700);
    if (roll < 0.07) {
      const code = r.pick(["insufficient_funds", "do_not_honor", "expired_card", "incorrect_cvc"]);
      out.push(
        ev(
          pay + payMs,
          L.deposits,
          "warn",
          `Deposit declined: appointment=${a} amount=${dep} GBP decline_code=${code} (card_declined)`,
          id,
        ),
      );
      out.push(
        ev(pay + payMs + 8, L.booking, "info", `Appointment ${a} not confirmed: deposit declined (${code})`, id),
      );
      out.push(ev(pay + payMs + 12, L.cal, "info", `hold released hold=${hold} reason=payment_failed`, id));
      return [...out, ...front(r, t, id, "POST", "/api/bookings", 402, payMs + 70)];
    }
    if (roll < 0.12) {
      out.push(
        ev(
          pay + payMs,
          L.deposits,
          "info",
          `Deposit requires_action (3DS challenge) appointment=${a} intent=${pi(r)}`,
          id,
        ),
      );
      return [...out, ...front(r, t, id, "POST", "/api/bookings", 202, payMs + 60)];
    }
    out.push(
      ev(
        pay + payMs,
        L.deposits,
        "info",
        `Deposit authorised intent=${pi(r)} amount=${dep} GBP appointment=${a} card=${r.pick(CARD_SCHEMES)}/${r.digits(4)}`,
        id,
      ),
    );
    out.push(
      ev(
        pay + payMs + r.int(6, 20),
        L.booking,
        "info",
        `Appointment ${a} confirmed client=${c} salon=${s} stylist=${st} service=${svc} start=${start} deposit=${dep}`,
        id,
      ),
    );
    out.push(
      ev(
        pay + payMs + r.int(22, 40),
        L.remind,
        "info",
        `email queued template=booking_confirmed appt=${a} to=${maskedEmail(r)}`,
        id,
      ),
    );
    return [...out, ...front(r, t, id, "POST", "/api/bookings", 201, payMs + r.int(70, 120))];
  },
};

const session: FlowKind = {
  name: "session",
  weight: 8,
  render(r, t, id) {
    const c = client(r);
    if (r.chance(0.03))
      return [
        ev(
          t + r.int(2, 5),
          L.web,
          "warn",
          `session expired sid=${r.hex(12)} client=${c}; 401 and redirect to /login`,
          id,
        ),
        edgeLine(r, t + r.int(6, 9), id, "GET", "/api/me", 401, 0.006),
      ];
    const ms = r.int(10, 35);
    return [
      ev(t + r.int(3, 6), L.profile, "info", `profile fetched client=${c} strikes=0 took=${r.int(1, 3)}ms`, id),
      ...front(r, t, id, "GET", "/api/me", 200, ms),
    ];
  },
};

const cancel: FlowKind = {
  name: "cancel",
  weight: 3,
  render(r, t, id) {
    const a = appt(r);
    const st = stylist(r);
    const out: Ev[] = [];
    if (r.chance(0.3)) {
      out.push(
        ev(
          t + r.int(10, 20),
          L.booking,
          "info",
          `Late cancellation ${a} (notice=${r.int(1, 23)}h): deposit retained per salon policy`,
          id,
        ),
      );
    } else {
      out.push(
        ev(
          t + r.int(10, 20),
          L.booking,
          "info",
          `Appointment ${a} cancelled by client (notice=${r.int(25, 300)}h); deposit refund requested`,
          id,
        ),
      );
      out.push(
        ev(
          t + r.int(200, 500),
          L.deposits,
          "info",
          `Refund re_3P${r.hex(20)} created amount=${r.pick(["10.00", "15.00", "20.00"])} GBP appointment=${a}`,
          id,
        ),
      );
    }
    out.push(ev(t + r.int(21, 30), L.cal, "info", `slot released stylist=${st} appt=${a}`, id));
    return [...out, ...front(r, t, id, "DELETE", `/api/bookings/${a}`, 200, r.int(60, 520))];
  },
};

const till: FlowKind = {
  name: "till",
  weight: 12,
  render(r, t, id) {
    const term = terminal(r);
    const amt = money(r, 18, 240);
    const out: Ev[] = [];
    if (r.chance(0.04)) {
      const [code, text] = r.pick(DECLINES);
      out.push(
        ev(
          t + r.int(900, 3000),
          L.pos,
          "info",
          `Sale declined terminal=${term} amount=${amt} GBP response=${code} (${text})`,
          id,
        ),
      );
      return out;
    }
    const entry = r.weighted([
      ["contactless", 8],
      ["chip_pin", 2],
      ["apple_pay", 3],
    ] as const);
    out.push(
      ev(
        t + r.int(900, 3000),
        L.pos,
        "info",
        `Sale approved terminal=${term} amount=${amt} GBP entry=${entry} scheme=${r.pick(CARD_SCHEMES)} auth=${r.digits(6)}`,
        id,
      ),
    );
    out.push(
      ev(t + r.int(3001, 3100), L.booking, "info", `Appointment ${appt(r)} checked out at till (paid ${amt})`, id),
    );
    if (r.chance(0.4))
      out.push(
        ev(
          t + r.int(3101, 3200),
          L.stock,
          "info",
          `stock movement sku=${r.pick(HAIR_SKUS)} salon=${salon(r)} qty=-1 on_hand=${r.int(0, 24)} reason=retail_sale`,
          id,
        ),
      );
    return out;
  },
};

const stock: FlowKind = {
  name: "stock",
  weight: 5,
  render(r, t, id) {
    const ms = r.int(20, 140);
    return [
      ev(
        t + ms,
        L.stock,
        "info",
        `10.12.9.${r.int(2, 250)} - - [${clfTime(t)}] "GET /api/stock/levels?salon=${salon(r)} HTTP/1.1" 200 ${r.int(800, 4000)} "-" "lumen-web/4.18.2"`,
        id,
      ),
      ...front(r, t, id, "GET", "/api/admin/stock", 200, ms + r.int(5, 15)),
    ];
  },
};

const sms: FlowKind = {
  name: "sms",
  weight: 6,
  render(r, t) {
    const msgId = `tb_${r.hex(16)}`;
    const out = [
      ev(
        t,
        L.remind,
        "info",
        `sms queued appt=${appt(r)} to=${ukMobile(r)} template=${r.pick(["reminder_24h", "reminder_2h", "rebook_6w"])} provider=textbeam id=${msgId}`,
      ),
    ];
    if (r.chance(0.03))
      out.push(
        ev(
          t + r.int(2000, 9000),
          L.remind,
          "warn",
          `sms status id=${msgId} undelivered code=30006 (landline or unreachable carrier)`,
        ),
      );
    else out.push(ev(t + r.int(2000, 9000), L.remind, "info", `sms status id=${msgId} delivered`));
    return out;
  },
};

const periodic: Periodic[] = [
  {
    svc: L.cal,
    every: 10000,
    jitter: 30,
    render: (r, t) => [ev(t, L.cal, "debug", `GET /healthz 200 ${r.int(80, 300)}µs ua=kube-probe/1.29`)],
  },
  {
    svc: L.profile,
    every: 10000,
    jitter: 30,
    render: (r, t) => [ev(t, L.profile, "info", `http GET /readyz status=200 dur=${r.int(90, 400)}µs`)],
  },
  {
    svc: L.stock,
    every: 15000,
    jitter: 40,
    render: (_r, t) => [
      ev(t, L.stock, "info", `10.12.0.1 - - [${clfTime(t)}] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"`),
    ],
  },
  {
    svc: L.edi,
    every: 60000,
    jitter: 500,
    render: (r, t) => {
      const task = r.uuid();
      return [
        ev(t, L.edi, "info", "Scheduler: Sending due task poll-supplier-acks (edi.tasks.poll_acks)"),
        ev(
          t + r.int(400, 2500),
          L.edi,
          "info",
          `Task edi.tasks.poll_acks[${task}] succeeded in ${r.float(0.3, 2.4).toFixed(3)}s: {'supplier': '${r.pick(SUPPLIERS)}', 'acks': ${r.int(0, 4)}}`,
        ),
      ];
    },
  },
  {
    svc: L.booking,
    every: 60000,
    jitter: 200,
    render: (r, t) => [
      ev(
        t,
        L.booking,
        "info",
        `No-show sweep: checked ${r.int(4, 30)} appointments past start+15m, ${r.weighted([
          [0, 6],
          [1, 2],
          [2, 1],
        ])} marked no-show`,
      ),
    ],
  },
  {
    svc: L.deposits,
    every: 45000,
    jitter: 8000,
    render: (r, t) => [
      ev(
        t,
        L.deposits,
        "info",
        `Processed ${r.int(1, 6)} webhook events (payment_intent.succeeded x${r.int(1, 4)}, charge.refunded x${r.int(0, 2)})`,
      ),
    ],
  },
  {
    svc: L.pos,
    every: 30000,
    jitter: 100,
    render: (r, t) => [ev(t, L.pos, "info", `Terminal heartbeat sweep: ${r.int(118, 121)}/122 terminals online`)],
  },
  {
    svc: L.remind,
    every: 300000,
    jitter: 1000,
    render: (r, t) => {
      const n = r.int(20, 80);
      return [
        ev(t, L.remind, "info", `reminder batch: ${n} appointments due in 24h, ${n} sms queued, 0 skipped (opted out)`),
      ];
    },
  },
];

const chronic: NoiseSource[] = [
  {
    name: "consent-list",
    svc: L.profile,
    every: 25000,
    render: (r, t) => [
      ev(
        t,
        L.profile,
        "error",
        `consent sync failed client=${client(r)} list="spring-promo-2025" err="list archived" action=skip`,
      ),
    ],
  },
  {
    name: "barcode",
    svc: L.stock,
    every: 30000,
    render: (r, t) => [
      ev(t, L.stock, "error", `Unknown barcode 50113${r.digits(3)} scanned at LHS-006; recorded as misc retail item`),
    ],
  },
  {
    name: "edi-ack",
    svc: L.edi,
    every: 40000,
    render: (_r, t) => [ev(t, L.edi, "error", "ack for PO-2025-11873 references unknown line 7, ignored")],
  },
  {
    name: "locale",
    svc: L.web,
    every: 20000,
    render: (_r, t) => [
      ev(t, L.web, "error", 'Failed to load translations for locale "ga-IE": ENOENT, falling back to en-GB'),
    ],
  },
  {
    name: "terminal-offline",
    svc: L.pos,
    every: 30000,
    render: (_r, t) => [
      ev(
        t,
        L.pos,
        "warn",
        "Terminal T-LHS021-01 missed heartbeat (last seen 2026-03-02T18:02:44Z); salon closed for refurbishment",
      ),
    ],
  },
];

const sporadic: NoiseSource[] = [
  {
    name: "hikari-leap",
    svc: L.booking,
    every: 240000,
    render: (r, t) => [
      ev(
        t,
        L.booking,
        "warn",
        `HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=${r.int(45, 70)}s${r.int(100, 999)}ms).`,
      ),
    ],
  },
  {
    name: "deposit-retry",
    svc: L.deposits,
    every: 200000,
    render: (r, t) => {
      const a = appt(r);
      return [
        ev(
          t,
          L.deposits,
          "warn",
          'I/O error on POST request for "https://api.payrail.example/v1/payment_intents": Connection reset; retrying (attempt 2 of 3)',
        ),
        ev(
          t + r.int(300, 900),
          L.deposits,
          "info",
          `Deposit authorised intent=${pi(r)} amount=15.00 GBP appointment=${a} card=visa/${r.digits(4)} (after 1 retry)`,
        ),
      ];
    },
  },
  {
    name: "sms-invalid",
    svc: L.remind,
    every: 150000,
    render: (r, t) => [
      ev(
        t,
        L.remind,
        "error",
        `sms rejected to=+44 1${r.digits(3)} ${r.digits(6)} code=21614 'To' number is not a valid mobile number`,
      ),
    ],
  },
  {
    name: "bots",
    svc: L.edge,
    every: 120000,
    render: (r, t) => [
      edgeLine(
        r,
        t,
        undefined,
        "GET",
        r.pick(["/wp-login.php", "/.env", "/xmlrpc.php", "/admin/config.php"]),
        404,
        0.004,
      ),
    ],
  },
  {
    name: "punycode",
    svc: L.web,
    every: 500000,
    render: (_r, t) => [
      ev(
        t,
        L.web,
        "warn",
        "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
      ),
    ],
  },
  {
    name: "slow-availability",
    svc: L.cal,
    every: 180000,
    render: (r, t) => [
      ev(
        t,
        L.cal,
        "warn",
        `slow query took=${r.int(600, 1400)}ms q=availability_range salon=LHS-001 rows=${r.int(900, 2400)}`,
      ),
    ],
  },
  {
    name: "pin",
    svc: L.pos,
    every: 180000,
    render: (r, t) => [
      ev(
        t,
        L.pos,
        "error",
        `Sale declined terminal=${terminal(r)} amount=${money(r, 20, 120)} GBP response=55 (Incorrect PIN)`,
      ),
    ],
  },
  {
    name: "noshow-fee-declined",
    svc: L.deposits,
    every: 300000,
    render: (r, t) => [
      ev(
        t,
        L.deposits,
        "error",
        `No-show fee for ${appt(r)} failed: card_declined (expired_card); client notified by email`,
      ),
    ],
  },
];

function deploy(r: Rng, svc: string, t: number, version: string): Ev[] {
  const rt = RT[svc];
  return [
    ...startupLines(r, svc, rt, t, { app: APP[svc] ?? svc, version }),
    ...shutdownLines(r, svc, rt, t + r.int(12000, 20000)),
  ];
}

function reload(r: Rng, t: number): Ev[] {
  const k = (dt: number) => {
    const d = new Date(t + dt);
    return `I${String(d.getUTCMonth() + 1).padStart(2, "0")}${String(d.getUTCDate()).padStart(2, "0")} ${d.toISOString().slice(11, 23)}${r.digits(3)}       7`;
  };
  return [
    ev(t, L.edge, "info", `${k(0)} controller.go:193] "Configuration changes detected, backend reload required"`),
    ev(t + 180, L.edge, "info", `${k(180)} controller.go:213] "Backend successfully reloaded"`),
    ev(
      t + 181,
      L.edge,
      "info",
      `${k(181)} event.go:377] Event(v1.ObjectReference{Kind:"Pod", Namespace:"ingress-nginx", Name:"ingress-nginx-controller-7d4c9b6f8-m2xkq"}): type: 'Normal' reason: 'RELOAD' NGINX reload triggered due to a change in configuration`,
    ),
  ];
}

const services: Service[] = Object.entries(RT).map(([name, runtime]) => ({
  name,
  runtime,
  host: name === L.edge ? "ingress-nginx-controller-7d4c9b6f8-m2xkq" : podName(name),
}));

export const lumen: Estate = {
  key: "lumen",
  brand: "Lumen Hair Studios",
  namespace: "lumen-prod",
  idStyle: "w3c",
  services,
  flows: [availability, book, session, cancel, till, stock, sms],
  periodic,
  chronic,
  sporadic,
  deploy,
  reload,
  hours: [7, 18],
};
