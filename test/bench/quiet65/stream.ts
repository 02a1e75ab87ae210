// One file's stream: the estate's everyday traffic, health checks, periodic jobs, a constant noisy service,
// deprecation warnings, retries that succeed and an unrelated release, then skew, sort and render.
import type { Estate, Role, Runtime } from "./estates.js";
import { services } from "./estates.js";
import { type Format, type Level, type Rec, render } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Flow {
  t: number;
  req?: string;
  via: Role;
  backend: Role;
  id: string;
}
/** Returns the lines for a request that a problem changes, or null to log it as usual. */
export type FlowHook = (f: Flow) => Rec[] | null;

export interface Ctx {
  rng: Rng;
  e: Estate;
  start: number;
  end: number;
  recs: Rec[];
  hooks: FlowHook[];
  /** services whose own lines stop from a time (a process that hangs) */
  silentFrom: Map<string, number>;
}

export const S = (c: Ctx, r: Role): string => c.e.svc[r] ?? (c.e.svc.gw as string);
export const has = (c: Ctx, r: Role) => !!c.e.svc[r];
export const rtOf = (c: Ctx, svc: string): Runtime => c.e.rt[svc];
export const add = (c: Ctx, t: number, svc: string, level: Level, msg: string, req?: string, keep?: boolean) => {
  if (t >= c.start && t < c.end)
    c.recs.push({ t, svc, level, msg, ...(req && c.e.ids ? { req } : {}), ...(keep ? { keep } : {}) });
};
export const every = (c: Ctx, from: number, to: number, meanMs: number, f: (t: number, i: number) => void) => {
  let t = from + c.rng.next() * meanMs;
  let i = 0;
  while (t < Math.min(to, c.end)) {
    f(t, i++);
    t += meanMs * (0.6 + c.rng.next() * 0.8);
  }
};

/** An access-log line in the style of the service's runtime. */
export function access(c: Ctx, svc: string, method: string, path: string, status: number, ms: number): string {
  const bytes = status >= 400 ? c.rng.int(60, 240) : c.rng.int(300, 9000);
  switch (rtOf(c, svc)) {
    case "node":
      return `${method} ${path} ${status} ${ms.toFixed(3)} ms - ${bytes}`;
    case "ruby":
      return `method=${method} path=${path} format=json status=${status} duration=${ms.toFixed(2)} view=${(ms * 0.1).toFixed(2)} db=${(ms * 0.4).toFixed(2)}`;
    case "go":
      return `http request method=${method} path=${path} status=${status} duration=${ms.toFixed(1)}ms bytes=${bytes}`;
    case "dotnet":
      return `Request finished HTTP/1.1 ${method} http://${svc}${path} - ${status} ${bytes} application/json ${ms.toFixed(4)}ms`;
    case "python":
      return `10.42.${c.rng.int(0, 7)}.${c.rng.int(2, 250)}:${c.rng.int(30000, 60000)} - "${method} ${path} HTTP/1.1" ${status}`;
    case "cpp":
      return `http: ${method} ${path} -> ${status} (${Math.round(ms)} ms)`;
    default:
      return `"${method} ${path} HTTP/1.1" ${status} ${bytes} ${Math.round(ms)}ms`;
  }
}

export const levelFor = (status: number): Level => (status >= 500 ? "error" : status >= 400 ? "warn" : "info");

const PETS = [
  "Bella",
  "Max",
  "Luna",
  "Charlie",
  "Milo",
  "Daisy",
  "Oreo",
  "Biscuit",
  "Nala",
  "Rocky",
  "Pepper",
  "Ziggy",
];
const SPECIES = ["canine", "feline", "canine", "feline", "rabbit", "avian", "canine"];
const CDT = ["D0120", "D1110", "D0274", "D2391", "D0330", "D4341", "D2740", "D8080", "D0150"];
const DRUGS = [
  "Carprofen 75mg",
  "Amoxicillin/Clav 250mg",
  "Gabapentin 100mg",
  "Apoquel 16mg",
  "Cerenia 24mg",
  "Meloxicam 1.5mg/ml",
];
const SUPPLIES = [
  "nitrile gloves M",
  "prophy paste medium",
  "alginate 1lb",
  "composite A2",
  "aligner case",
  "bracket kit MBT .022",
];

export const patient = (c: Ctx) => (c.e.kind === "vet" ? `P-${c.rng.digits(6)}` : `PT${c.rng.digits(7)}`);
export const appt = (c: Ctx) => `A-${c.rng.digits(7)}`;
export const phone = (c: Ctx) => `+1${c.rng.int(201, 989)}***${c.rng.digits(4)}`;

function backendLine(c: Ctx, f: Flow): [Level, string] {
  const r = c.rng;
  const vet = c.e.kind === "vet";
  switch (f.backend) {
    case "sched":
      return [
        "info",
        vet
          ? `booked ${f.id} for ${patient(c)} (${r.pick(PETS)}, ${r.pick(SPECIES)}) with ${r.pick(c.e.doctors)} at ${r.int(8, 17)}:${r.pick(["00", "15", "30", "45"])}, room ${r.int(1, 6)}`
          : `booked ${f.id} for ${patient(c)} chair ${r.int(1, 9)} with ${r.pick(c.e.doctors)} (${r.pick(CDT)}, ${r.pick([30, 45, 60, 90])} min)`,
      ];
    case "records":
      return [
        "info",
        `loaded chart ${patient(c)} (${r.int(1, 60)} visits, ${r.int(0, 14)} attachments) in ${r.int(4, 60)}ms`,
      ];
    case "rx":
      return vet
        ? [
            "info",
            `dispensed ${r.pick(DRUGS)} x${r.pick([7, 14, 28, 30])} for ${patient(c)}, lot ${r.hex(6).toUpperCase()}`,
          ]
        : ["info", `supply order line added: ${r.pick(SUPPLIES)} x${r.int(1, 12)} for clinic ${r.int(1, 14)}`];
    case "pay":
      return [
        "info",
        `charge ${f.id} succeeded amount=${r.int(40, 900)}.${r.int(10, 99)} USD card=${r.pick(["visa", "mastercard", "amex", "discover"])} ****${r.digits(4)}`,
      ];
    case "claims":
      return [
        "info",
        `claim CLM-${r.digits(8)} submitted to ${r.pick(c.e.insurers)} (${vet ? "invoice attached" : `${r.int(1, 4)} procedures`})`,
      ];
    case "lab":
      return [
        "info",
        `lab order ${f.id} sent to ${r.pick(c.e.labs)} (${r.pick(["CBC", "Chem 17", "SDMA", "T4", "urinalysis", "fecal PCR"])})`,
      ];
    case "imaging":
      return ["info", `study ${f.id} opened for ${patient(c)}: ${r.int(1, 6)} series, ${r.int(1, 40)} instances`];
    default:
      return ["info", `processed ${f.id}`];
  }
}

const PATHS: Partial<Record<Role, [string, string]>> = {
  sched: ["POST", "/api/v2/appointments"],
  records: ["GET", "/api/v2/patients/{id}/chart"],
  rx: ["POST", "/api/v2/prescriptions"],
  pay: ["POST", "/api/v2/invoices/{id}/payments"],
  claims: ["POST", "/api/v2/claims"],
  lab: ["POST", "/api/v2/lab-orders"],
  imaging: ["GET", "/api/v2/studies/{id}"],
};
export const pathFor = (c: Ctx, b: Role) => {
  const [m, p] = PATHS[b] ?? ["GET", "/api/v2/ping"];
  return [m, p.replace("{id}", c.rng.digits(6))] as const;
};

/** The usual lines of one request: the caller's access line and the callee's own line. */
export function normalFlow(c: Ctx, f: Flow): Rec[] {
  const caller = S(c, f.via);
  const callee = S(c, f.backend);
  const [lv, msg] = backendLine(c, f);
  const ms = c.rng.int(18, 420) + c.rng.next();
  const [m, p] = pathFor(c, f.backend);
  const out: Rec[] = [{ t: f.t + c.rng.int(3, 15), svc: callee, level: lv, msg, req: f.req }];
  out.push({
    t: f.t + ms,
    svc: caller,
    level: "info",
    msg: access(c, caller, m, p, m === "POST" ? 201 : 200, ms),
    req: f.req,
  });
  return out;
}

export function traffic(c: Ctx, perSec: number) {
  const backends = (["sched", "records", "records", "sched", "rx", "pay", "claims", "lab", "imaging"] as Role[]).filter(
    (b) => has(c, b),
  );
  every(c, c.start, c.end, 1000 / perSec, (t) => {
    const backend = c.rng.pick(backends);
    const via: Role =
      has(c, "kiosk") && (backend === "sched" || backend === "pay") && c.rng.chance(0.3) ? "kiosk" : "gw";
    const f: Flow = { t, via, backend, req: c.rng.hex(16), id: backend === "pay" ? `ch_${c.rng.hex(12)}` : appt(c) };
    let recs: Rec[] | null = null;
    for (const h of c.hooks) {
      recs = h(f);
      if (recs) break;
    }
    for (const r of recs ?? normalFlow(c, f)) add(c, r.t, r.svc, r.level, r.msg, r.req);
  });
}

function health(c: Ctx) {
  for (const svc of services(c.e)) {
    const period = c.rng.pick([10000, 15000, 30000]);
    const dbg = c.rng.chance(0.4);
    every(c, c.start, c.end, period, (t) =>
      add(
        c,
        t,
        svc,
        dbg ? "debug" : "info",
        access(c, svc, "GET", c.rng.pick(["/healthz", "/health/ready"]), 200, c.rng.int(1, 4)),
      ),
    );
  }
}

function periodic(c: Ctx) {
  const r = c.rng;
  if (has(c, "remind"))
    every(c, c.start, c.end, 60000, (t) => {
      const due = r.int(20, 90);
      const skip = r.int(0, 5);
      add(
        c,
        t,
        S(c, "remind"),
        "info",
        `reminder batch: ${due} due in next 48h, ${due - skip} queued, ${skip} skipped (opted out)`,
      );
      for (let i = 0; i < Math.min(6, due - skip); i++)
        add(
          c,
          t + 200 + i * r.int(80, 400),
          S(c, "remind"),
          "info",
          r.chance(0.7)
            ? `SMS SM${r.hex(32)} to ${phone(c)} status=queued`
            : `email reminder accepted by relay, message-id <${r.hex(12)}@mail.${c.e.key}.com>`,
        );
    });
  if (has(c, "lab"))
    every(c, c.start, c.end, 30000, (t) =>
      add(c, t, S(c, "lab"), "info", `poll ${r.pick(c.e.labs)}: ${r.int(0, 6)} new results, ${r.int(0, 3)} updated`),
    );
  if (has(c, "claims"))
    every(c, c.start, c.end, 120000, (t) =>
      add(
        c,
        t,
        S(c, "claims"),
        "info",
        `status sweep: ${r.int(5, 40)} claims pending, ${r.int(0, 6)} paid, ${r.int(0, 3)} need info`,
      ),
    );
  if (has(c, "imaging"))
    every(c, c.start, c.end, 20000, (t) =>
      add(c, t, S(c, "imaging"), "info", `modality worklist refreshed: ${r.int(3, 20)} scheduled procedures`),
    );
  if (has(c, "rx"))
    every(c, c.start, c.end, 300000, (t) =>
      add(c, t, S(c, "rx"), "info", `stock sync: ${r.int(300, 900)} SKUs, ${r.int(0, 6)} below reorder point`),
    );
  every(c, c.start, c.end, 45000, (t) =>
    add(c, t, S(c, "sched"), "info", `slot cache rebuilt for ${r.int(3, 14)} clinics in ${r.int(40, 400)}ms`),
  );
}

const NOISY: ((c: Ctx) => [Role, Level, () => string])[] = [
  (c) => [
    "imaging",
    "error",
    () => `DICOM tag (0010,1010) PatientAge has invalid value '${c.rng.int(1, 14)}y' for VR AS, stored as-is`,
  ],
  (c) => [
    "lab",
    "error",
    () =>
      `OBX|${c.rng.int(1, 30)}| unknown observation code '${c.rng.pick(["IDX-SDMA2", "ANT-FPL", "CBC-RETIC-HGB"])}' in accession ${c.rng.digits(8)}, stored as free text`,
  ],
  (c) => [
    "kiosk",
    "warn",
    () => `receipt printer TM-T88VI on ${c.rng.pick(["lobby-1", "lobby-2"])} reports NEAR_END paper`,
  ],
  (c) => ["records", "error", () => `thumbnail failed for attachment ${c.rng.hex(10)}.heic: unsupported image format`],
  (c) => ["remind", "error", () => `Twilio error 21610: Attempt to send to unsubscribed recipient ${phone(c)}`],
  (c) => ["pay", "warn", () => `reader tmr_${c.rng.hex(10)} heartbeat late (${c.rng.int(31, 90)}s since last)`],
  (c) => [
    "sched",
    "error",
    () =>
      `google calendar sync skipped for ${c.rng.pick(c.e.doctors)}: token has been expired or revoked (invalid_grant)`,
  ],
];

function noisy(c: Ctx) {
  const [role0, level, msg] = c.rng.pick(NOISY)(c);
  const role = has(c, role0) ? role0 : "records";
  every(c, c.start + 2000, c.end, c.rng.int(3000, 9000), (t) => add(c, t, S(c, role), level, msg()));
}

const DEPRECATION: Record<Runtime, string[]> = {
  node: [
    "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
    "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
  ],
  python: [
    "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
    "PydanticDeprecatedSince20: The `dict` method is deprecated; use `model_dump` instead.",
  ],
  java: [
    "HHH90000026: MySQL8Dialect has been deprecated; use org.hibernate.dialect.MySQLDialect instead",
    "HHH90000022: Hibernate's legacy org.hibernate.Criteria API is deprecated; use the JPA javax.persistence.criteria.CriteriaQuery instead",
  ],
  go: [
    "grpc: Dial is deprecated: use NewClient instead",
    "aws-sdk-go (v1) is in maintenance mode; migrate to aws-sdk-go-v2",
  ],
  dotnet: [
    "Overriding HTTP_PORTS '8080' and HTTPS_PORTS ''. Binding to values defined by URLS instead 'http://+:80'.",
    "Storing keys in a directory '/root/.aspnet/DataProtection-Keys' that may not be persisted outside of the container.",
  ],
  ruby: [
    "DEPRECATION WARNING: `to_s(:db)` is deprecated and will be removed from Rails 7.2 (use `to_fs(:db)` instead)",
    "warning: URI.escape is obsolete",
  ],
  cpp: ["libusb: warning [libusb_detach_kernel_driver] deprecated call, use libusb_set_auto_detach_kernel_driver"],
};

function deprecations(c: Ctx) {
  for (const svc of c.rng.shuffle(services(c.e)).slice(0, 3)) {
    const m = c.rng.pick(DEPRECATION[rtOf(c, svc)]);
    every(c, c.start, c.end, c.rng.int(90000, 240000), (t) => add(c, t, svc, "warn", m));
  }
}

function retries(c: Ctx) {
  const r = c.rng;
  const cases: [Role, string, string][] = [
    ["remind", "POST https://api.sendgrid.com/v3/mail/send", "mail accepted by SendGrid (202)"],
    ["lab", "GET https://api.vetconnectplus.com/v1/results", "results page fetched"],
    ["claims", "POST https://sftp.clearinghouse.example/upload", "batch uploaded"],
    ["pay", "POST https://api.stripe.com/v1/refunds", "refund re_ created"],
  ];
  const [role, call, ok] = r.pick(cases.filter(([ro]) => has(c, ro)));
  every(c, c.start, c.end, r.int(60000, 150000), (t) => {
    const svc = S(c, role);
    add(
      c,
      t,
      svc,
      "warn",
      `${call} failed: ${r.pick(["503 Service Unavailable", "read ECONNRESET", "502 Bad Gateway"])}; retrying in ${r.int(1, 4)}s (attempt 1/3)`,
    );
    add(c, t + r.int(1500, 5000), svc, "info", `${ok} on attempt 2`);
  });
}

const STARTUP: Record<Runtime, (svc: string, v: string) => string[]> = {
  java: (svc, v) => [
    `Starting ${svc.replace(/(^|-)(\w)/g, (_, _a, ch: string) => ch.toUpperCase())}Application v${v} using Java 21.0.4 with PID 1`,
    "Tomcat started on port 8080 (http) with context path '/'",
    `Started ${svc.replace(/(^|-)(\w)/g, (_, _a, ch: string) => ch.toUpperCase())}Application in 9.214 seconds (process running for 10.03)`,
  ],
  python: (_s, v) => [
    "Started server process [1]",
    "Waiting for application startup.",
    `Application startup complete. build=${v}`,
  ],
  node: (_s, v) => [`release ${v} booting`, "server listening on http://0.0.0.0:3000"],
  go: (_s, v) => [`starting version=${v} commit=${v.replace(/\./g, "")}a9f`, "listening addr=:8080"],
  dotnet: (_s, v) => [
    `Now listening on: http://[::]:8080 (build ${v})`,
    "Application started. Press Ctrl+C to shut down.",
    "Hosting environment: Production",
  ],
  ruby: (_s, v) => [
    `Puma starting in cluster mode... release ${v}`,
    "* Listening on http://0.0.0.0:3000",
    "Use Ctrl-C to stop",
  ],
  cpp: (_s, v) => [`acquisition service ${v} started, 2 sensor slots`],
};

/** An unrelated rollout or config reload at time t on a service that is not `avoid`. */
export function unrelatedDeploy(c: Ctx, t: number, avoid?: string) {
  const svc = c.rng.pick(services(c.e).filter((s) => s !== avoid));
  const v = `${c.rng.int(1, 9)}.${c.rng.int(0, 30)}.${c.rng.int(0, 9)}`;
  if (c.rng.chance(0.35)) {
    add(
      c,
      t,
      svc,
      "info",
      `config reloaded from configmap ${svc}-config (resourceVersion ${c.rng.digits(8)}): ${c.rng.int(1, 5)} keys changed`,
    );
    add(
      c,
      t + 30,
      svc,
      "warn",
      `unknown config key '${c.rng.pick(["feature.newInvoiceLayout", "reminders.quietHours.tz", "ui.kiosk.theme"])}' ignored`,
    );
    return;
  }
  add(c, t, svc, "info", "Received SIGTERM, draining connections");
  STARTUP[rtOf(c, svc)](svc, v).forEach((m, i) => {
    add(c, t + 4000 + i * c.rng.int(200, 1500), svc, "info", m);
  });
}

export function baseline(c: Ctx, perSec: number) {
  traffic(c, perSec);
  health(c);
  periodic(c);
  noisy(c);
  deprecations(c);
  retries(c);
}

/** Skews each service's clock, drops lines of silenced services, sorts by printed time and renders. */
export function finish(c: Ctx, format: Format): string[] {
  const skew = new Map<string, number>();
  for (const s of services(c.e)) skew.set(s, c.rng.int(-300, 300));
  const rows = c.recs
    .filter((r) => r.keep || !(c.silentFrom.has(r.svc) && r.t >= (c.silentFrom.get(r.svc) as number)))
    .map((r, i) => ({ r, printed: r.t + (skew.get(r.svc) ?? 0), i }));
  rows.sort((a, b) => a.printed - b.printed || a.i - b.i);
  return render(format, rows, c.e.namespace);
}
