// One aggregated window: the plant's ordinary traffic, its background noise, clock skew, sorting and rendering.
import { BASE_GAP, baseline, bodyId, type Estate, type Role } from "./estates.js";
import { type Ev, type Format, type Level, render } from "./formats.js";
import type { Rng } from "./rng.js";
import { stack } from "./stacks.js";

export type Noise = "torque-nok" | "vision-dust" | "agv-person" | "asn-late" | "andon-firmware" | "plc-tag-stale";

export interface Ctx {
  r: Rng;
  e: Estate;
  roles: Role[]; // roles present in this file (8-10)
  t0: number;
  end: number;
  start: number; // when the window's event (if any) begins, true time
  gapScale: number;
  events: Ev[];
  silence: Map<string, number>; // service -> true time its ordinary lines stop
  slow: Map<string, { from: number; factor: number }>;
  noise: Noise;
  bg: boolean; // true while the ordinary traffic is written (it stops for silenced services)
}

export const S = (c: Ctx, role: Role) => c.e.svc[role];

export function add(c: Ctx, t: number, role: Role, level: Level, msg: string, extra: Partial<Ev> = {}): void {
  if (t < c.t0 || t >= c.end) return;
  if (c.bg && t >= (c.silence.get(S(c, role)) ?? Number.POSITIVE_INFINITY)) return;
  c.events.push({ t, svc: S(c, role), level, msg, ...extra });
}

/** Calls `fn` at exponential gaps of mean `gap` ms in [from, to). */
export function every(c: Ctx, from: number, to: number, gap: number, fn: (t: number, i: number) => void): void {
  let t = from + c.r.gap(gap / 3);
  let i = 0;
  while (t < Math.min(to, c.end)) {
    fn(t, i++);
    t += c.r.gap(gap);
  }
}

export const trace = (c: Ctx) => (c.e.traces ? c.r.hex(16) : undefined);

function ordinary(c: Ctx): void {
  for (const role of c.roles) {
    const svc = S(c, role);
    const stopAt = c.silence.get(svc) ?? Number.POSITIVE_INFINITY;
    every(c, c.t0, c.end, BASE_GAP[role] * c.gapScale, (t) => {
      if (t >= stopAt) return;
      const sl = c.slow.get(svc);
      if (sl && t >= sl.from && !c.r.chance(1 / sl.factor)) return;
      const l = baseline(role, c.e, c.r);
      if (l.level === "debug" && c.r.chance(0.6)) return;
      add(c, t, role, l.level, l.msg, { trace: trace(c) });
    });
  }
  // request flows with shared ids: station event -> mes -> quality
  const has = (ro: Role) => c.roles.includes(ro);
  every(c, c.t0, c.end, 2600 * c.gapScale, (t) => {
    const id = trace(c);
    const b = bodyId(c.r);
    const st = `${c.r.pick(c.e.lines)}-${c.r.int(1, 48) * 10}`;
    if (has("plc") && t < (c.silence.get(S(c, "plc")) ?? Number.POSITIVE_INFINITY))
      add(c, t, "plc", "info", `forwarding station event ${st} body=${b} to ${S(c, "mes")}`, { trace: id });
    if (t < (c.silence.get(S(c, "mes")) ?? Number.POSITIVE_INFINITY))
      add(c, t + c.r.int(5, 40), "mes", "info", `station event accepted: ${st} body=${b}`, { trace: id });
    if (has("qdb") && c.r.chance(0.5) && t < (c.silence.get(S(c, "qdb")) ?? Number.POSITIVE_INFINITY))
      add(c, t + c.r.int(30, 90), "qdb", "info", `POST /v1/results body=${b} 201 ${c.r.int(3, 25)}ms`, { trace: id });
  });
}

function healthAndJobs(c: Ctx): void {
  for (const role of c.roles) {
    const off = c.r.int(0, 14999);
    for (let t = c.t0 + off; t < c.end; t += 15000) {
      if (c.r.chance(0.35)) add(c, t, role, "debug", `GET /healthz 200 ${c.r.int(0, 3)}ms`);
    }
  }
  const job: Role = c.roles.includes("qdb") ? "qdb" : "mes";
  for (let t = c.t0 + c.r.int(10000, 60000); t < c.end; t += 120000) {
    add(
      c,
      t,
      job,
      "info",
      `retention job: purged ${c.r.int(200, 9000)} raw tag samples older than 30d (${c.r.int(200, 2400)}ms)`,
    );
  }
  for (let t = c.t0 + c.r.int(5000, 50000); t < c.end; t += 60000) {
    add(
      c,
      t,
      "mes",
      "info",
      `shift counters flushed: ${c.r.int(200, 700)} bodies in shift, ${c.r.int(0, 9)} in rework`,
    );
  }
  if (c.roles.includes("jis")) {
    for (let t = c.t0 + c.r.int(5000, 30000); t < c.end; t += 90000) {
      add(c, t, "jis", "info", `broadcast poll: ${c.r.int(12, 50)} new bodies in sequence window`);
    }
  }
}

const DEPRECATIONS: Record<string, string> = {
  java: "WARN HHH90000025: MySQLDialect does not need to be specified explicitly using 'hibernate.dialect'",
  python: "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version",
  node: "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
  dotnet:
    "warn: Microsoft.AspNetCore.DataProtection.Repositories.EphemeralXmlRepository[50] Using an in-memory repository. Keys will not be persisted to storage.",
  go: "grpc: Dial option WithInsecure is deprecated; use WithTransportCredentials(insecure.NewCredentials())",
  ruby: "DEPRECATION WARNING: to_time will always preserve the receiver timezone rather than system local time in Rails 8.0",
  cpp: "deprecated config key 'camera.exposure_us' used; use 'camera.exposure.time_us'",
};

function background(c: Ctx): void {
  const r = c.r;
  const n = c.noise;
  const noisyGap = 6000 * c.gapScale;
  // the noisy one: a constant harmless error or warning from the first minute
  const noisy = (t: number, loud: boolean) => {
    switch (n) {
      case "torque-nok":
        if (c.roles.includes("torque"))
          add(
            c,
            t,
            "torque",
            loud ? "error" : "warn",
            `tightening ${r.int(100000, 999999)} NOK tool=NR-${r.int(100, 480)} torque=${r.int(10, 30)}.${r.int(0, 9)}Nm below min ${r.int(31, 35)}.0Nm -> body ${bodyId(r)} flagged for rework`,
          );
        break;
      case "vision-dust":
        add(
          c,
          t,
          "vision",
          loud ? "error" : "warn",
          `REJECT body=${bodyId(r)} cam=${r.pick(["roof", "hood", "door-lh"])} defect=inclusion size=${r.int(2, 9) / 10}mm class=dust -> spot repair`,
        );
        break;
      case "agv-person":
        add(
          c,
          t,
          "agv",
          "warn",
          `AGV-${r.int(1, 42)} paused: personnel detected in protective field (aisle ${r.pick(["A", "B", "C", "D"])}${r.int(1, 9)}), resuming when clear`,
        );
        break;
      case "asn-late":
        if (c.roles.includes("edi"))
          add(
            c,
            t,
            "edi",
            loud ? "error" : "warn",
            `ASN for DELJIT ${r.int(100000, 999999)} from ${r.pick(c.e.suppliers)} overdue by ${r.int(2, 40)}min`,
          );
        break;
      case "andon-firmware":
        add(
          c,
          t,
          "andon",
          "error",
          `display ${r.pick(c.e.lines)}-TV${r.int(1, 6)} rejected frame: firmware 2.1.4 does not support layout v3, falling back to text`,
        );
        break;
      case "plc-tag-stale":
        add(
          c,
          t,
          "plc",
          "warn",
          `tag ns=3;s="${r.pick(c.e.lines)}_Conv"."Speed" quality=UncertainLastUsableValue, using last value`,
        );
        break;
    }
  };
  every(c, c.t0 + r.int(0, 30000), c.end, noisyGap, (t) => noisy(t, true));
  // minor noise from every domain, rare
  every(c, c.t0, c.end, 45000 * c.gapScale, (t) => {
    const k = r.int(0, 5);
    if (k === 0 && c.roles.includes("andon")) {
      const ln = r.pick(c.e.lines);
      const st = `${ln}-${r.int(1, 48) * 10}`;
      add(c, t, "andon", "warn", `andon pull ${st} by operator (reason: ${r.pick(["material", "quality", "help"])})`);
      add(c, t + r.int(20000, 70000), "andon", "info", `andon ${st} cleared after ${r.int(18, 70)}s, no line stop`);
    } else if (k === 1) noisy(t, false);
    else if (k === 2 && c.roles.includes("eol"))
      add(
        c,
        t,
        "eol",
        "warn",
        `EOL ${r.pick(["ADAS calibration", "roll test"])} FAIL for body ${bodyId(r)} -> rework bay ${r.int(1, 4)}`,
      );
    else if (k === 3 && c.roles.includes("vision"))
      add(c, t, "vision", "warn", `REJECT body=${bodyId(r)} defect=dust on ${r.pick(["roof", "C-pillar"])} -> polish`);
    else if (k === 4 && c.roles.includes("agv"))
      add(c, t, "agv", "warn", `AGV-${r.int(1, 42)} stopped: obstacle in path near ${r.pick(c.e.lines)}, rerouting`);
    else if (c.roles.includes("edi"))
      add(c, t, "edi", "warn", `ASN from ${r.pick(c.e.suppliers)} arrived ${r.int(3, 25)}min after goods receipt`);
  });
  // deprecation warnings at start-up-ish times
  for (const role of c.roles) {
    if (r.chance(0.4)) {
      const t = c.t0 + r.int(0, c.end - c.t0);
      add(c, t, role, "warn", DEPRECATIONS[c.e.rt[role]] ?? "deprecated option in use");
    }
  }
  // retries that succeed
  every(c, c.t0, c.end, 70000 * c.gapScale, (t) => {
    const role = r.pick(c.roles);
    const peer = S(c, r.pick(c.roles.filter((x) => x !== role)));
    add(
      c,
      t,
      role,
      "warn",
      `call to ${peer} failed (${r.pick(["read timeout 2000ms", "503", "connection reset"])}), retry 1/3 in 200ms`,
    );
    add(c, t + r.int(210, 400), role, "info", `call to ${peer} succeeded on retry 1`);
  });
  // shift change blip: PLC tag quality bad for a moment
  if (c.roles.includes("plc") && r.chance(0.6)) {
    const t = c.t0 + r.int(30000, c.end - c.t0 - 30000);
    const ln = r.pick(c.e.lines);
    for (let i = 0; i < r.int(2, 5); i++)
      add(
        c,
        t + i * r.int(100, 400),
        "plc",
        "warn",
        `tag ns=3;s="${ln}_Shift"."Crew" quality=Bad_WaitingForInitialData`,
      );
    add(c, t + r.int(3000, 9000), "plc", "info", `subscription ${ln} recovered, all tags Good`);
  }
}

/** An unrelated deploy or config reload somewhere near `at`. */
export function unrelatedChange(c: Ctx, at: number, avoid: string[]): void {
  const r = c.r;
  const cand = c.roles.filter((ro) => !avoid.includes(S(c, ro)));
  const role = r.pick(cand);
  const t = at + r.int(-150000, 90000);
  const ver = `${r.int(1, 9)}.${r.int(0, 40)}.${r.int(0, 20)}`;
  if (r.chance(0.5)) {
    add(c, t, role, "info", `received SIGTERM, draining ${r.int(2, 30)} in-flight requests`);
    add(c, t + r.int(2000, 5000), role, "info", `starting ${S(c, role)} v${ver} (build ${r.hex(7)})`);
    add(c, t + r.int(6000, 9000), role, "info", `ready in ${r.int(800, 4000)}ms`);
  } else {
    add(
      c,
      t,
      role,
      "info",
      `config reloaded from /etc/${S(c, role)}/config.yaml (revision ${r.int(100, 900)}), ${r.int(1, 5)} keys changed`,
    );
  }
}

export function ex(
  c: Ctx,
  role: Role,
  errType: string,
  detail: string,
  frames: string[],
): { stack: string[]; errType: string } {
  const [tld = "", org = "", ...rest] = c.e.pkg.split(".");
  const rt = c.e.rt[role];
  const root =
    rt === "go"
      ? `${org}.${tld}/${rest.join("/")}`
      : rt === "dotnet"
        ? `${org.charAt(0).toUpperCase()}${org.slice(1)}`
        : c.e.pkg;
  return stack(rt, c.r, root, errType, detail, frames);
}

export function build(c: Ctx): void {
  c.bg = true;
  ordinary(c);
  healthAndJobs(c);
  background(c);
  c.bg = false;
}

/** Sorted by printed time, rendered. */
export function renderAll(c: Ctx, fmt: Format): string[] {
  const skew = new Map<string, number>();
  for (const ro of c.roles) skew.set(S(c, ro), c.r.int(-300, 300));
  const pad = Math.max(...c.roles.map((ro) => S(c, ro).length)) + 2;
  const rows = c.events.map((e, i) => ({ e, p: e.t + (skew.get(e.svc) ?? 0), i }));
  rows.sort((a, b) => a.p - b.p || a.i - b.i);
  return rows.flatMap((x) => render(x.e, x.p, fmt, c.e.ns, pad));
}
