// Builds one aggregated stream: background traffic of an estate, noise and an optional outage, with clock skew.
import { access, deprecation, type Estate, FILE_TYPES, healthLine, LANGS, type Role, type Runtime } from "./estates.js";
import { type Ev, type Format, type Level, type Printed, render } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Ctx {
  r: Rng;
  e: Estate;
  start: number;
  end: number;
  out: Ev[];
  rt(svc: string): Runtime;
  svc(role: Role): string;
  trace(): string | undefined;
  emit(t: number, svc: string, level: Level, msg: string, more?: Partial<Ev>): void;
  /** calls fn at random times with the given mean gap between a and b */
  every(meanGapMs: number, fn: (t: number) => void, a?: number, b?: number): void;
  /** the estate's projects, jobs and people */
  job(): string;
  lang(): string;
  file(): string;
}

export interface Block {
  /** baseline flows touching this role are left out (the outage writes its own) */
  role: Role;
  from: number;
  p: number;
}

export function makeCtx(r: Rng, e: Estate, start: number, end: number): Ctx {
  const out: Ev[] = [];
  const ctx: Ctx = {
    r,
    e,
    start,
    end,
    out,
    rt: (svc) => e.runtimes[svc],
    svc: (role) => e.roles[role],
    trace: () => (e.traced ? r.hex(16) : undefined),
    emit: (t, svc, level, msg, more) => {
      if (t < start || t >= end) return;
      out.push({ t: Math.round(t), svc, level, msg, ...more });
    },
    every: (gap, fn, a = start, b = end) => {
      let t = a + r.next() * gap;
      while (t < b) {
        fn(t);
        t += -Math.log(1 - r.next() * 0.999) * gap;
      }
    },
    job: () => `J-${r.int(180000, 289999)}`,
    lang: () => r.pick(LANGS),
    file: () => {
      const ext = r.pick(FILE_TYPES);
      const base = r.pick(["messages", "strings", "checkout", "onboarding", "release-notes", "faq", "ui", "legal"]);
      return `${base}_${r.int(1, 40)}.${ext}`;
    },
  };
  return ctx;
}

/** Request traffic, health checks, periodic jobs, the chronic error, deprecations and retries that succeed. */
export function background(c: Ctx, flowGapMs: number, blocks: Block[]): void {
  const { r, e } = c;
  const blocked = (roles: Role[], t: number) =>
    blocks.some((b) => t >= b.from && roles.includes(b.role) && r.chance(b.p));
  const S = (role: Role) => c.svc(role);
  const A = (role: Role, t: number, method: string, path: string, status: number, ms: number, trace?: string) =>
    c.emit(
      t,
      S(role),
      status >= 500 ? "error" : status >= 400 ? "warn" : "info",
      access(c.rt(S(role)), method, path, status, ms, r),
      {
        trace,
        role,
      },
    );
  const flows: [number, Role[], (t: number, tr?: string) => void][] = [
    [
      3,
      ["gw", "ingest", "tm", "mt"],
      (t, tr) => {
        const f = c.file();
        const segs = r.int(4, 900);
        const p = r.int(1000, 9999);
        const tgt = c.lang();
        c.emit(
          t + 40,
          S("ingest"),
          "info",
          `parsed ${f} (${f.split(".").pop()}): ${segs} segments, ${segs * r.int(6, 14)} words`,
          { trace: tr, role: "ingest" },
        );
        c.emit(
          t + 120,
          S("tm"),
          "info",
          `pretranslate ${c.job()} en-US>${tgt}: ${Math.floor(segs * 0.4)} exact, ${r.int(0, Math.ceil(segs * 0.6))} fuzzy >=75%, leverage done in ${r.int(20, 700)}ms`,
          { trace: tr, role: "tm" },
        );
        c.emit(
          t + 300,
          S("mt"),
          "info",
          `engine=${r.pick(e.mtEngines)} pair=en-US>${tgt} segments=${r.int(1, segs)} chars=${r.int(200, 40000)} latency=${r.int(120, 2400)}ms`,
          { trace: tr, role: "mt" },
        );
        A("gw", t + 900, "POST", `/api/v2/projects/${p}/files`, 201, r.int(300, 2400), tr);
      },
    ],
    [
      8,
      ["gw", "tm", "qa"],
      (t, tr) => {
        const seg = r.int(1000000, 9999999);
        c.emit(
          t + 10,
          S("tm"),
          "info",
          `TU upsert seg=${seg} tm=${e.customers.length > 0 ? r.pick(e.customers) : "main"}-${c.lang()} ok`,
          { trace: tr, role: "tm" },
        );
        if (r.chance(0.5))
          c.emit(
            t + 30,
            S("qa"),
            "info",
            `segment ${seg}: ${r.pick(["0 issues", "0 issues", "1 info (double space)", "0 issues"])}`,
            { trace: tr, role: "qa" },
          );
        A("gw", t + 60, "PUT", `/api/v2/segments/${seg}`, 200, r.int(20, 180), tr);
      },
    ],
    [
      4,
      ["gw", "term"],
      (t, tr) => {
        c.emit(
          t + 5,
          S("term"),
          "info",
          `term lookup tb=${r.int(10, 99)} lang=${c.lang()} q_tokens=${r.int(2, 40)} hits=${r.int(0, 7)} in ${r.int(2, 60)}ms`,
          { trace: tr, role: "term" },
        );
        A(
          "gw",
          t + 60,
          "GET",
          `/api/v2/termbases/${r.int(10, 99)}/concepts?search=${r.pick(["checkout", "account", "warranty", "dosage", "invoice", "settings"])}`,
          200,
          r.int(8, 90),
          tr,
        );
      },
    ],
    [
      2,
      ["gw", "mt"],
      (t, tr) => {
        const tgt = c.lang();
        c.emit(
          t + 10,
          S("mt"),
          "info",
          `engine=${r.pick(e.mtEngines)} pair=en-US>${tgt} segments=1 chars=${r.int(10, 600)} latency=${r.int(90, 900)}ms`,
          { trace: tr, role: "mt" },
        );
        A("gw", t + 900, "POST", "/api/v2/mt/suggest", 200, r.int(100, 950), tr);
      },
    ],
    [
      1.5,
      ["assign"],
      (t, tr) => {
        const j = c.job();
        const l = `L${r.int(10000, 99999)}`;
        c.emit(
          t,
          S("assign"),
          "info",
          `offered ${j} (${r.int(200, 9000)} words, en-US>${c.lang()}) to ${l}, rate ${(r.next() * 0.08 + 0.06).toFixed(3)} EUR/word`,
          { trace: tr, role: "assign" },
        );
        if (r.chance(0.8))
          c.emit(t + r.int(5000, 60000), S("assign"), "info", `${l} accepted ${j}`, { role: "assign" });
      },
    ],
    [
      1,
      ["repo", "ingest"],
      (t, tr) => {
        const repo = r.pick(e.repos);
        c.emit(
          t,
          S("repo"),
          "info",
          `sync ${repo}@${r.pick(["main", "develop", "release/4.2"])}: ${r.int(0, 60)} new, ${r.int(0, 20)} changed source strings`,
          { trace: tr, role: "repo" },
        );
        c.emit(t + 200, S("ingest"), "info", `parsed ${c.file()} from ${repo}: ${r.int(1, 300)} segments`, {
          trace: tr,
          role: "ingest",
        });
        if (r.chance(0.2))
          c.emit(
            t + 900,
            S("repo"),
            "info",
            `pushed ${r.int(1, 12)} locale files to ${repo} (branch l10n/${r.hex(6)}), PR #${r.int(100, 4000)} updated`,
            { trace: tr, role: "repo" },
          );
      },
    ],
    [
      1.5,
      ["review", "gw"],
      (t, tr) => {
        c.emit(
          t + 20,
          S("review"),
          "info",
          `in-context preview rendered for ${r.pick(e.customers)} /${r.pick(["checkout", "settings", "home", "onboarding/step-2"])} (${c.lang()}) in ${r.int(300, 3000)}ms`,
          { trace: tr, role: "review" },
        );
        A("gw", t + 400, "GET", `/api/v2/review/${c.job()}/screens`, 200, r.int(50, 400), tr);
      },
    ],
    [
      0.5,
      ["billing"],
      (t, tr) => {
        c.emit(
          t,
          S("billing"),
          "info",
          `draft invoice INV-${r.int(2026000, 2026999)} for L${r.int(10000, 99999)}: ${r.int(2, 40)} jobs, ${(r.next() * 2000 + 40).toFixed(2)} ${r.pick(["EUR", "USD", "GBP"])}`,
          { trace: tr, role: "billing" },
        );
      },
    ],
  ];
  const total = flows.reduce((s, f) => s + f[0], 0);
  c.every(flowGapMs, (t) => {
    let x = r.next() * total;
    for (const [w, roles, fn] of flows) {
      x -= w;
      if (x <= 0) {
        if (!blocked(roles, t)) fn(t, c.trace());
        return;
      }
    }
  });
  const svcs = Object.keys(e.runtimes);
  for (const s of svcs) {
    const gap = r.int(10, 30) * 1000;
    let t = c.start + r.int(0, gap);
    for (; t < c.end; t += gap) c.emit(t, s, "info", healthLine(c.rt(s), r));
    // one deprecation per service now and then
    c.every(r.int(3, 12) * 60000, (t2) => c.emit(t2, s, "warn", deprecation(c.rt(s), s)));
  }
  // periodic jobs
  c.every(60000, (t) =>
    c.emit(
      t,
      S("tm"),
      "info",
      `TM index segment merge: ${r.int(2, 9)} segments -> 1 (${r.int(100, 900)}MB) in ${r.int(300, 4000)}ms`,
    ),
  );
  c.every(90000, (t) =>
    c.emit(
      t,
      S("assign"),
      "info",
      `deadline sweep: ${r.int(40, 400)} open jobs checked, ${r.int(0, 6)} reminders queued`,
    ),
  );
  c.every(120000, (t) => c.emit(t, S("billing"), "info", `fx rates refreshed from ECB (${r.int(29, 31)} currencies)`));
  c.every(45000, (t) =>
    c.emit(t, S("mt"), "info", `engine usage snapshot: ${e.mtEngines.map((m) => `${m}=${r.int(1, 99)}%`).join(" ")}`),
  );
  // chronic harmless error from the first minute
  c.every(
    r.int(6, 14) * 1000,
    (t) => {
      const ch = e.chronic(r);
      c.emit(t, ch.svc, ch.level, ch.msg);
    },
    c.start + r.int(1000, 20000),
  );
  // retries that succeed
  c.every(r.int(60, 150) * 1000, (t) => {
    const s = r.pick(svcs);
    const why = r.pick(["ECONNRESET", "connection reset by peer", "502 Bad Gateway", "read timeout after 5000ms"]);
    c.emit(
      t,
      s,
      "warn",
      `outbound call to ${r.pick(["object-store", "redis", "auth0", "mailgun", "segment-io"])} failed (${why}), retry 1/3 in ${r.int(100, 800)}ms`,
    );
    c.emit(t + r.int(300, 1500), s, "info", `outbound call succeeded on attempt 2`);
  });
}

/** A rolling deploy or config reload of a service that has nothing to do with anything else. */
export function deploy(c: Ctx, svc: string, t: number): void {
  const { r } = c;
  const v = `${r.int(3, 9)}.${r.int(0, 40)}.${r.int(0, 9)}`;
  if (r.chance(0.5)) {
    c.emit(t, svc, "info", "Received SIGTERM, draining connections (grace 30s)");
    c.emit(t + 800, svc, "info", `shutdown complete, ${r.int(0, 4)} in-flight requests finished`);
    c.emit(t + 9000, svc, "info", `starting ${svc} v${v} (build ${r.hex(7)})`);
    c.emit(t + 9400, svc, "warn", `readiness probe failed: HTTP probe failed with statuscode: 503 (warming caches)`);
    c.emit(t + 14000, svc, "info", `ready: listening on :8080 after ${r.int(3, 9)}.${r.int(0, 9)}s`);
  } else {
    c.emit(t, svc, "info", `config reload requested (configmap ${svc}-config rev ${r.int(30, 400)})`);
    c.emit(
      t + 300,
      svc,
      "info",
      `config reloaded: ${r.int(1, 4)} keys changed (log.level, feature.${r.pick(["batch_size", "preview_v2", "fuzzy_cache"])})`,
    );
  }
}

export interface Built {
  lines: string[];
}

export function assemble(c: Ctx, fmt: Format, silence: { svc: string; from: number } | undefined): string[] {
  const { r, e } = c;
  const skew: Record<string, number> = {};
  for (const s of Object.keys(e.runtimes)) skew[s] = r.int(-300, 300);
  const evs: Printed[] = c.out
    .filter((x) => !silence || x.own || x.svc !== silence.svc || x.t < silence.from)
    .map((x) => ({ ...x, pt: x.t + (skew[x.svc] ?? 0) }));
  evs.sort((a, b) => a.pt - b.pt);
  return render(fmt, evs, e.namespace);
}
