// Normal golf traffic of one estate: booking requests through the services, health checks, periodic jobs and the
// everyday warnings (one noisy service, deprecations, retries that succeed, a routine rollout or config reload).
import { access, type Ctx, ev, lvlFor } from "./ctx.js";
import type { Role } from "./estates.js";
import type { Ev } from "./formats.js";

export interface Endpoint {
  key: "search" | "book" | "member" | "scores" | "conditions" | "pos";
  method: string;
  path: string;
  chain: Role[];
}

export function endpoints(c: Ctx): { ep: Endpoint; w: number }[] {
  const course = c.course();
  const list: { ep: Endpoint; w: number }[] = [
    {
      ep: {
        key: "search",
        method: "GET",
        path: `/api/v2/tee-times?course=${course}&date=${c.day}&players=${c.rng.int(1, 4)}`,
        chain: ["sheet", "pricing"],
      },
      w: 45,
    },
    {
      ep: { key: "book", method: "POST", path: "/api/v2/bookings", chain: ["rules", "sheet", "pay", "notify"] },
      w: 18,
    },
    { ep: { key: "member", method: "GET", path: "/api/v2/members/me", chain: ["rules"] }, w: 12 },
    { ep: { key: "conditions", method: "GET", path: `/api/v2/courses/${course}/conditions`, chain: ["cond"] }, w: 12 },
  ];
  list.push({ ep: { key: "pos", method: "POST", path: "/sales", chain: ["pos", "pay"] }, w: 6 });
  if (c.has("scoring"))
    list.push({
      ep: { key: "scores", method: "POST", path: `/api/v2/rounds/${c.rng.int(4000, 9000)}/scores`, chain: ["scoring"] },
      w: 10,
    });
  return list;
}

export function pickEndpoint(c: Ctx): Endpoint {
  const list = endpoints(c);
  const total = list.reduce((s, x) => s + x.w, 0);
  let r = c.rng.next() * total;
  for (const x of list) {
    r -= x.w;
    if (r <= 0) return x.ep;
  }
  return (list[0] as { ep: Endpoint }).ep;
}

/** The INFO line one role writes when its part of a request goes well. */
export function roleLine(c: Ctx, role: Role, ep: Endpoint, t: number, tr: string | undefined, b: string): Ev {
  const svc = c.n(role);
  const course = c.course();
  const m = (s: string) => ev(t, svc, "INFO", s, { trace: tr });
  switch (role) {
    case "sheet":
      if (ep.key === "book")
        return m(`tee time ${c.teeTime()} ${course} reserved party=${c.rng.int(1, 4)} booking=${b}`);
      return m(
        `slots for ${course} ${c.day}: ${c.rng.int(0, 40)} open of ${c.rng.int(60, 90)} (${c.rng.int(4, 60)}ms)`,
      );
    case "rules":
      if (ep.key === "book")
        return m(`booking rules passed member=${c.member()} guests=${c.rng.int(0, 3)} advance=${c.rng.int(0, 7)}d`);
      return m(
        `member ${c.member()} profile served (tier ${c.rng.pick(["full", "weekday", "junior", "senior", "social"])})`,
      );
    case "pricing":
      return m(
        `quoted ${c.rng.int(4, 40)} slots ${course} demand=${c.rng.float(0.3, 1.6).toFixed(2)} base=${c.money(30, 90)} range=${c.money(25, 60)}-${c.money(60, 160)}`,
      );
    case "pay":
      if (ep.key === "pos")
        return m(
          `card-present auth approved amount=${c.money(3, 240)} ${c.est.currency} auth_code=${c.rng.hex(6).toUpperCase()}`,
        );
      return m(
        `prepayment authorized amount=${c.money(25, 320)} ${c.est.currency} ref=${c.rng.pick(["pi_", "psp_", "ch_"])}${c.rng.hex(14)} booking=${b}`,
      );
    case "notify":
      return m(`confirmation for ${b} sent via ${c.rng.pick(["email", "email", "sms", "push"])}`);
    case "cond":
      return m(
        `conditions ${course}: greens ${c.rng.float(9.5, 12.5).toFixed(1)} stimp, carts ${c.rng.pick(["any", "path only", "90-degree"])}, status OPEN`,
      );
    case "scoring":
      return m(
        `scorecard accepted round=${c.rng.int(4000, 9000)} hole=${c.rng.int(1, 18)} strokes=${c.rng.int(2, 7)} player=${c.member()}`,
      );
    case "pos":
      return m(`sale T${c.rng.int(1, 6)}-${c.rng.int(1000, 9999)} total ${c.money(3, 240)} items=${c.rng.int(1, 5)}`);
    default:
      return m(`ok ${ep.path}`);
  }
}

/** One successful request: gateway access line plus each role it passes. */
export function okFlow(c: Ctx, ep: Endpoint, t: number, tr: string | undefined, from = 0): Ev[] {
  const b = c.booking();
  const out: Ev[] = [];
  let tt = t;
  ep.chain.forEach((r, i) => {
    if (i < from) return;
    tt += c.rng.int(3, 60);
    if (c.has(r) && !(r === "rules" && c.n(r) === c.n("sheet") && ep.key === "book"))
      out.push(roleLine(c, r, ep, tt, tr, b));
  });
  if (ep.key === "pos") return out;
  const ms = Math.round(tt - t + c.rng.int(8, 120));
  out.push(
    ev(tt + 5, c.n("gw"), "INFO", access(c, c.n("gw"), ep.method, ep.path, ep.key === "book" ? 201 : 200, ms), {
      trace: tr,
    }),
  );
  return out;
}

const DEPRECATION: Record<string, string[]> = {
  node: [
    "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
    "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
  ],
  python: [
    "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
    "PydanticDeprecatedSince20: The `dict` method is deprecated; use `model_dump` instead.",
  ],
  java: [
    "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
    "spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering. Explicitly configure spring.jpa.open-in-view to disable this warning",
  ],
  dotnet: [
    "Storing keys in a directory '/root/.aspnetcore/DataProtection-Keys' that may not be persisted outside of the container. Protected data will be unavailable when container is destroyed.",
    "No XML encryptor configured. Key {8d1f2c4e-7a0b-4b62-9d3e-2f1a6c5b9e07} may be persisted to storage in unencrypted form.",
  ],
  go: [
    "grpc: Dial is deprecated: use NewClient instead. Will be supported throughout 1.x.",
    "WARNING: config key 'tracing.jaeger.endpoint' is deprecated, use 'otel.exporter.endpoint'",
  ],
  ruby: [
    "DEPRECATION WARNING: `ActiveRecord::Base.default_timezone` is deprecated and will be removed in Rails 7.2. Use `ActiveRecord.default_timezone` instead.",
    "DEPRECATION WARNING: Sidekiq::Worker is deprecated, use Sidekiq::Job instead.",
  ],
  cpp: ["config: option 'gps.smoothing_window' is deprecated and ignored; use 'gnss.filter.window'"],
};

function fill(c: Ctx, tpl: string): string {
  return tpl
    .replace(
      "{sku}",
      c.rng.pick(["TLMD-STLTH2-9.0", "PING-G430-HL", "FJ-PRO-SL-10W", "TITL-TSR3-10.5", "CALL-APEX-UW"]),
    )
    .replace("{email}", `${c.rng.hex(7)}@${c.rng.pick(["gmail.com", "hotmail.com", "icloud.com"])}`)
    .replace("{cart}", String(c.cart()))
    .replace("{n}", String(c.rng.int(2, 14)))
    .replace("{probe}", `SP-${c.rng.int(1, 40)}`)
    .replace("{term}", `T${c.rng.int(1, 6)}`)
    .replace("{phone}", `+1${c.rng.int(2000000000, 9899999999)}`)
    .replace("{card}", `*${c.rng.int(1000, 9999)}`)
    .replace("{dev}", c.rng.hex(16))
    .replace("{hdop}", c.rng.float(6, 19).toFixed(1));
}

export interface Background {
  events: Ev[];
  noisyService: string;
}

/** Everything that is always there apart from request traffic. */
export function background(c: Ctx, t0: number, t1: number, noisyIdx: number): Background {
  const out: Ev[] = [];
  const svcs = [...new Set(Object.values(c.est.roles))] as string[];
  // health checks
  for (const s of svcs) {
    const every = c.rng.int(15, 30) * 1000;
    for (let t = t0 + c.rng.int(0, every); t < t1; t += every + c.rng.int(-300, 300)) {
      const rt = c.rt(s);
      if (rt === "cpp") out.push(ev(t, s, "DEBUG", "watchdog: main loop alive, queue depth 0"));
      else
        out.push(
          ev(t, s, "INFO", access(c, s, "GET", rt === "java" ? "/actuator/health" : "/healthz", 200, c.rng.int(1, 4))),
        );
    }
  }
  // periodic jobs
  for (let t = t0 + c.rng.int(0, 6000); t < t1; t += c.rng.int(4000, 9000))
    out.push(
      ev(
        t,
        c.n("carts"),
        "INFO",
        `ingested ${c.rng.int(20, 90)} positions from ${c.rng.int(18, 70)} carts (${c.rng.int(2, 30)}ms)`,
      ),
    );
  for (let t = t0 + c.rng.int(0, 60000); t < t1; t += 60000 + c.rng.int(-2000, 2000))
    out.push(
      ev(
        t,
        c.n("cond"),
        "INFO",
        `weather poll: ${c.course()} ${c.rng.int(38, 82)}F wind ${c.rng.int(0, 22)} mph gust ${c.rng.int(5, 30)} precip ${c.rng.int(0, 40)}%`,
      ),
    );
  for (let t = t0 + c.rng.int(0, 120000); t < t1; t += 120000 + c.rng.int(-3000, 3000))
    out.push(
      ev(
        t,
        c.n("pricing"),
        "INFO",
        `dynamic pricing run: ${c.rng.int(150, 900)} slots repriced across ${c.est.courses.length} courses in ${c.rng.float(0.6, 3.2).toFixed(1)}s`,
      ),
    );
  for (let t = t0 + c.rng.int(0, 60000); t < t1; t += 60000 + c.rng.int(-1500, 1500))
    out.push(ev(t, c.n("sheet"), "INFO", `hold sweeper: released ${c.rng.int(0, 6)} expired holds`));
  for (let t = t0 + c.rng.int(0, 300000); t < t1; t += 300000)
    out.push(
      ev(t, c.n("notify"), "INFO", `reminder batch: ${c.rng.int(20, 140)} tee time reminders queued for tomorrow`),
    );
  // noisy service from the first minute
  const noisy = c.est.noisy[noisyIdx % c.est.noisy.length] ?? c.est.noisy[0];
  if (!noisy) throw new Error("no noisy");
  const every = c.rng.int(5, 16) * 1000;
  for (let t = t0 + c.rng.int(200, 4000); t < t1; t += every + c.rng.int(-1500, 1500))
    out.push(ev(t, c.n(noisy.role), noisy.level, fill(c, noisy.msg)));
  // deprecations
  for (const s of svcs)
    for (let i = 0; i < c.rng.int(1, 3); i++) {
      const d = DEPRECATION[c.rt(s)] ?? [];
      if (d.length) out.push(ev(c.rng.float(t0, t1), s, "WARN", c.rng.pick(d)));
    }
  // retries that succeed
  for (let t = t0 + c.rng.int(30000, 90000); t < t1; t += c.rng.int(50000, 140000)) {
    const which = c.rng.int(0, 2);
    if (which === 0) {
      out.push(
        ev(
          t,
          c.n("pay"),
          "WARN",
          "processor call attempt 1/3 failed: read: connection reset by peer; retrying in 200ms",
        ),
      );
      out.push(ev(t + 260, c.n("pay"), "INFO", `processor call succeeded on attempt 2 (${c.rng.int(180, 600)}ms)`));
    } else if (which === 1) {
      out.push(
        ev(t, c.n("notify"), "WARN", "SMTP 421 4.7.0 Try again later, closing connection; retry 1 scheduled in 30s"),
      );
      out.push(ev(t + 30200, c.n("notify"), "INFO", `delivered queued message on retry 1 (${c.rng.hex(10)})`));
    } else {
      out.push(ev(t, c.n("cond"), "WARN", `weather provider timeout after 5000ms for ${c.course()}, retrying`));
      out.push(ev(t + 5600, c.n("cond"), "INFO", "weather provider ok on retry (812ms)"));
    }
  }
  return { events: out, noisyService: c.n(noisy.role) };
}

/** Request traffic; `hook` may take a request over (returns its lines) when something is broken. */
export function requests(
  c: Ctx,
  t0: number,
  t1: number,
  reqPerSec: number,
  hook: (ep: Endpoint, t: number, tr: string | undefined) => Ev[] | null,
): Ev[] {
  const out: Ev[] = [];
  for (let t = t0 + c.rng.int(0, 1000); t < t1; t += (c.rng.next() * 2 * 1000) / reqPerSec) {
    const ep = pickEndpoint(c);
    if (ep.chain.some((r) => !c.has(r))) continue;
    const tr = c.trace();
    out.push(...(hook(ep, t, tr) ?? okFlow(c, ep, t, tr)));
  }
  return out;
}

/** A routine config reload line in the runtime's own words. */
export function configReload(c: Ctx, svc: string, t: number): Ev {
  return ev(
    t,
    svc,
    "INFO",
    `configuration reloaded from /etc/${svc}/app.yaml (checksum ${c.rng.hex(12)}), ${c.rng.int(1, 4)} keys changed`,
  );
}

export { lvlFor };
