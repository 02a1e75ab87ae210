// Normal background of a lab estate: request flows, health checks, periodic jobs, one noisy service,
// deprecation warnings, retries that succeed and an unrelated deploy or config reload.
import type { Estate, Ids, Role } from "./estates.js";
import { RUNTIME } from "./estates.js";
import type { Ev, Level } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Ctx {
  rng: Rng;
  est: Estate;
  ids: Ids;
  roles: Role[];
  start: number;
  end: number;
  svc(r: Role): string;
  has(r: Role): boolean;
  trace(): string | undefined;
}

export function ev(t: number, svc: string, level: Level, msg: string, extra: Partial<Ev> = {}): Ev {
  return { t: Math.round(t), svc, level, msg, ...extra };
}

/** calls fn at random gaps of mean `gap` ms from `from` to `to` */
export function every(rng: Rng, from: number, to: number, gap: number, fn: (t: number) => void): void {
  let t = from + rng.next() * gap;
  while (t < to) {
    fn(t);
    t += gap * (0.5 + rng.next());
  }
}

function health(c: Ctx, r: Role): string {
  const { ids } = c;
  switch (RUNTIME[r]) {
    case "java":
      return `GET /actuator/health 200 ${ids.ms(1, 6)}ms`;
    case "go":
      return `GET /healthz 200 ${ids.ms(120, 900)}µs`;
    case "node":
      return `GET /healthz 200 - ${(ids.ms(300, 1900) / 1000).toFixed(3)} ms`;
    case "python":
      return `"GET /healthz HTTP/1.1" 200 2`;
    case "ruby":
      return `Completed 200 OK in ${ids.ms(0, 3)}ms (GET /up)`;
    case "dotnet":
      return `Request finished HTTP/1.1 GET http://${c.svc(r)}:8080/health - 200 - text/plain ${(ids.ms(4, 30) / 10).toFixed(1)}ms`;
    case "cpp":
      return `link status: ${c.est.analyzers.length}/${c.est.analyzers.length} analyzers connected, rx_queue=0 tx_queue=0`;
  }
}

const LOCS = [
  "central-receiving",
  "ED-tube-station-4",
  "chem-line-inlet",
  "heme-bench",
  "coag-bench",
  "outpatient-draw-2",
];

export function baseline(c: Ctx, rate: number): Ev[] {
  const { rng, ids, est } = c;
  const out: Ev[] = [];
  const S = (r: Role) => c.svc(r);
  const push = (t: number, r: Role, level: Level, msg: string, tag: string, trace?: string) => {
    if (c.has(r)) out.push(ev(t, S(r), level, msg, { trace, tag }));
  };
  // request flows
  every(rng, c.start, c.end, 1000 / rate, (t0) => {
    const tr = c.trace();
    const kind = rng.next();
    const acc = ids.acc();
    const spec = ids.spec();
    const hosp = rng.pick(est.hospitals);
    if (kind < 0.3) {
      const tests = [...new Set(Array.from({ length: rng.int(1, 4) }, () => ids.test().code))];
      if (rng.chance(0.5))
        push(
          t0,
          "orders",
          "info",
          `POST /v2/orders 201 - ${(ids.ms(1800, 9000) / 100).toFixed(3)} ms`,
          "order:orders",
          tr,
        );
      else
        push(t0, "orders", "info", `ORM^O01 ${ids.ctrl()} from ${hosp} accepted, ACK AA returned`, "order:orders", tr);
      push(
        t0 + ids.ms(15, 90),
        "lis",
        "info",
        `Order ${acc} created: tests=[${tests.join(",")}] priority=${rng.chance(0.2) ? "STAT" : "ROUTINE"} source=${hosp}`,
        "order:lis",
        tr,
      );
      push(
        t0 + ids.ms(120, 600),
        "track",
        "info",
        `label printed for ${spec} (acc ${acc}) at ${hosp}/draw-${rng.int(1, 9)}`,
        "order:track",
        tr,
      );
    } else if (kind < 0.62) {
      const test = ids.test();
      const val = ids.value(test);
      const an = rng.pick(est.analyzers);
      push(
        t0,
        "analyzer",
        "info",
        `${an}: R record spec=${spec} test=${test.code} value=${val} flag=N status=F`,
        "result:analyzer",
        tr,
      );
      const t1 = t0 + ids.ms(20, 150);
      push(
        t1,
        "mw",
        "info",
        `Specimen ${spec} ${test.code}=${val}: rule set AV-${test.code} v${rng.int(8, 15)} passed -> autoverified`,
        "result:mw",
        tr,
      );
      const t2 = t1 + ids.ms(30, 200);
      push(
        t2,
        "lis",
        "info",
        `Result filed acc=${acc} ${test.code}=${val} ${test.unit} verified_by=AUTOVERIFY`.trim(),
        "result:lis",
        tr,
      );
      const t3 = t2 + ids.ms(50, 400);
      push(
        t3,
        "hl7out",
        "info",
        `ORU^R01 ${ids.ctrl()} for ${acc} sent to ${est.ehrHost}:6661, ACK AA in ${ids.ms(20, 180)}ms`,
        "result:hl7out",
        tr,
      );
      if (rng.chance(0.35))
        push(
          t3 + ids.ms(100, 900),
          "billing",
          "info",
          `Charge posted acc=${acc} cpt=${rng.pick(["80048", "85025", "84443", "83036", "85610", "84484"])} qty=1`,
          "result:billing",
          tr,
        );
    } else if (kind < 0.82) {
      const mrn = ids.mrn();
      push(
        t0,
        "portal",
        "info",
        `"GET /api/results/?patient=${mrn.slice(3)} HTTP/1.1" 200 ${ids.ms(900, 24000)}`,
        "portal:portal",
        tr,
      );
      push(
        t0 + ids.ms(5, 40),
        "lis",
        "info",
        `GET /api/v1/patients/${mrn}/results 200 ${ids.ms(8, 120)}ms`,
        "portal:lis",
        tr,
      );
    } else if (kind < 0.97) {
      push(
        t0,
        "track",
        "info",
        `specimen ${spec} scanned at ${rng.pick(LOCS)} state=${rng.pick(["in-transit", "received", "centrifuged", "on-line", "stored"])}`,
        "track:track",
        tr,
      );
    } else {
      const rl = rng.pick(est.refLabs);
      push(
        t0,
        "refgw",
        "info",
        `sendout ${acc} queued for ${rl} (test ${rng.pick(["VITD25", "ANA-IFA", "HEAVYMET", "CYP2C19", "LYME-WB"])})`,
        "ref:refgw",
        tr,
      );
    }
  });
  // health checks
  for (const r of c.roles) {
    const gap = RUNTIME[r] === "cpp" ? 30000 : rng.int(10, 20) * 1000;
    every(rng, c.start, c.end, gap, (t) => push(t, r, "info", health(c, r), `hc:${r}`));
  }
  // periodic jobs
  const periodic: [Role, number, () => string][] = [
    ["lis", 60000, () => `TatMonitor: ${rng.int(3, 40)} open STAT orders, 0 over target`],
    ["mw", 120000, () => `rule cache refreshed (${rng.int(380, 420)} rules, 0 changed)`],
    ["track", 60000, () => `storage sweep: ${rng.int(0, 60)} specimens past retention added to discard list`],
    ["billing", 300000, () => `ChargeBatchJob enqueued ${rng.int(40, 400)} charges`],
    ["hl7out", 60000, () => `queue ORU-OUT depth=${rng.int(0, 3)} oldest=${rng.int(0, 2)}s`],
    ["refgw", 120000, () => `sftp poll ${rng.pick(est.refLabs)}: ${rng.int(0, 6)} new result files`],
    ["qc", 60000, () => `QC ${rng.pick(est.analyzers)} ${ids.test().code} L1/L2 within 2SD`],
    ["portal", 300000, () => `sent ${rng.int(5, 80)} result-ready notifications`],
    ["orders", 60000, () => `eligibility cache hit ratio ${(0.85 + rng.next() * 0.12).toFixed(2)}`],
  ];
  for (const [r, gap, f] of periodic) every(rng, c.start, c.end, gap, (t) => push(t, r, "info", f(), `job:${r}`));
  out.push(...noisy(c), ...deprecations(c), ...retries(c));
  return out;
}

/** the one service of each estate that logs a constant harmless error or warning from the first minute */
export function noisy(c: Ctx): Ev[] {
  const { rng, ids, est } = c;
  const out: Ev[] = [];
  const add = (r: Role, level: Level, gap: number, f: () => string) => {
    if (c.has(r)) every(rng, c.start + rng.int(1000, 40000), c.end, gap, (t) => out.push(ev(t, c.svc(r), level, f())));
  };
  if (est.key === "northgate")
    add(
      "billing",
      "error",
      6000,
      () => `Payer rule BCBS-IL has no modifier mapping for CPT 36415 (acc ${ids.acc()}); posted without modifier`,
    );
  else if (est.key === "harbour")
    add(
      "portal",
      "error",
      7000,
      () => `SMS notification failed for patient ${rng.digits(7)}: Twilio error 21211 Invalid 'To' Phone Number`,
    );
  else if (est.key === "meridian")
    add(
      "qc",
      "error",
      5000,
      () =>
        `Levey-Jennings export for ${rng.pick(est.analyzers)} failed: cannot open resource DejaVuSans-Bold.ttf, falling back to Helvetica`,
    );
  else
    add(
      "analyzer",
      "warn",
      3500,
      () => `${est.analyzers[0]}: unsupported record type 'M' (manufacturer) in frame ${rng.int(1, 7)}, discarded`,
    );
  return out;
}

function deprecations(c: Ctx): Ev[] {
  const { rng } = c;
  const out: Ev[] = [];
  const byRuntime: Record<string, string[]> = {
    java: [
      "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
      "spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering.",
    ],
    node: ["(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues."],
    python: [
      "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version.",
      "RemovedInDjango51Warning: The USE_L10N setting is deprecated.",
    ],
    ruby: [
      "DEPRECATION WARNING: `ActiveRecord::Base.default_timezone` is deprecated (called from block in <class:ChargeBatchJob>)",
    ],
    dotnet: [
      "Microsoft.AspNetCore.Server.Kestrel: Overriding address(es) 'http://+:80'. Binding to endpoints defined via IConfiguration instead.",
    ],
    go: ["grpc: Dial is deprecated: use NewClient instead"],
    cpp: ["config key 'astm.checksum_strict' is deprecated, use 'astm.frame.verify_checksum'"],
  };
  const n = rng.int(3, 6);
  for (let i = 0; i < n; i++) {
    const r = rng.pick(c.roles);
    out.push(ev(c.start + rng.next() * (c.end - c.start), c.svc(r), "warn", rng.pick(byRuntime[RUNTIME[r]])));
  }
  return out;
}

function retries(c: Ctx): Ev[] {
  const { rng, ids, est } = c;
  const out: Ev[] = [];
  const n = rng.int(3, 8);
  for (let i = 0; i < n; i++) {
    const t = c.start + rng.next() * (c.end - c.start - 30000);
    const k = rng.int(0, 3);
    if (k === 0 && c.has("hl7out")) {
      const id = ids.ctrl();
      out.push(
        ev(
          t,
          c.svc("hl7out"),
          "warn",
          `No ACK for ORU^R01 ${id} from ${est.ehrHost}:6661 within 10000 ms, resending (attempt 2 of 3)`,
        ),
      );
      out.push(ev(t + ids.ms(200, 900), c.svc("hl7out"), "info", `ORU^R01 ${id} ACK AA received on attempt 2`));
    } else if (k === 1 && c.has("refgw")) {
      out.push(ev(t, c.svc("refgw"), "warn", `sftp ${rng.pick(est.refLabs)}: read timed out, retrying in 5s (1/5)`));
      out.push(
        ev(
          t + 5100 + ids.ms(0, 800),
          c.svc("refgw"),
          "info",
          `sftp ${rng.pick(est.refLabs)}: reconnected, resumed listing`,
        ),
      );
    } else if (k === 2 && c.has("orders")) {
      out.push(ev(t, c.svc("orders"), "warn", `eligibility check ${est.payer} 504, retry 1/3 in 800ms`));
      out.push(
        ev(
          t + ids.ms(900, 2000),
          c.svc("orders"),
          "info",
          `eligibility check ${est.payer} 200 on retry 1 (coverage active)`,
        ),
      );
    } else {
      out.push(
        ev(
          t,
          c.svc("lis"),
          "warn",
          `HikariPool-1 - Connection is not available, retrying borrow (waited 1200ms, active=20, idle=0)`,
        ),
      );
      out.push(ev(t + ids.ms(50, 400), c.svc("lis"), "info", `HikariPool-1 - connection acquired after retry`));
    }
  }
  return out;
}

/** an unrelated release or config reload on `r` at `t` */
export function deploy(c: Ctx, r: Role, t: number): Ev[] {
  const { rng } = c;
  const s = c.svc(r);
  const ver = `${rng.int(2, 9)}.${rng.int(0, 30)}.${rng.int(0, 9)}`;
  switch (RUNTIME[r]) {
    case "java":
      return [
        ev(t, s, "info", "Commencing graceful shutdown. Waiting for active requests to complete"),
        ev(
          t + 1800,
          s,
          "info",
          `Starting ${s.replace(/-./g, (m) => m[1].toUpperCase())}Application v${ver} using Java 21.0.4`,
        ),
        ev(
          t + 14200,
          s,
          "info",
          `Started in ${(rng.int(110, 190) / 10).toFixed(1)} seconds (process running for 15.3)`,
        ),
      ];
    case "node":
      return [
        ev(t, s, "info", `SIGTERM received, draining`),
        ev(t + 3100, s, "info", `${s}@${ver} listening on :8080 (NODE_ENV=production)`),
      ];
    case "python":
      return [
        ev(t, s, "info", `[1] [INFO] Handling signal: hup`),
        ev(t + 400, s, "info", `[1] [INFO] Hang up: Master`),
        ev(t + 1300, s, "info", `[${rng.int(20, 90)}] [INFO] Booting worker with pid: ${rng.int(20, 90)}`),
      ];
    case "ruby":
      return [
        ev(t, s, "info", `Puma starting in cluster mode... version ${ver}`),
        ev(t + 2500, s, "info", `- Worker 0 (PID: ${rng.int(30, 99)}) booted in 2.41s, phase: 1`),
      ];
    case "dotnet":
      return [
        ev(t, s, "info", "Configuration reloaded from appsettings.Production.json (3 keys changed)"),
        ev(t + 200, s, "info", `Rule set bundle v${ver} activated`),
      ];
    case "go":
      return [
        ev(t, s, "info", `config reloaded: scanners.yaml (sha ${rng.hex(7)})`),
        ev(t + 150, s, "info", `version=${ver} ready`),
      ];
    case "cpp":
      return [
        ev(t, s, "info", `SIGHUP: reloading analyzers.ini`),
        ev(t + 300, s, "info", `reload complete: ${c.est.analyzers.length} analyzer links configured`),
      ];
  }
}
