// The eight failures, one per category, each on one estate. `arm` installs the hook (how calls into the origin
// fail) before the background runs; `play` adds the origin's own lines, quiets it if needed, and adds callers' extras.
import type { Role } from "./estates.js";
import type { Rng } from "./rng.js";
import { accessLine, callFailed, restartLines, retrying } from "./runtimes.js";
import type { Ctx, Hook, Outcome } from "./traffic.js";

export interface Incident {
  key: string;
  estate: string;
  category: string;
  origin: Role;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  arm(c: Ctx, start: number): Hook;
  play(c: Ctx, start: number): void;
}

const svc = (c: Ctx, r: Role) => c.est.svcs[r];
const nm = (c: Ctx, r: Role) => c.est.svcs[r].name;

function hookFor(
  callee: Role,
  from: number,
  out: (r: Rng, t: number) => Outcome | null,
  onCall?: (t: number, trace?: string) => void,
): (c: Ctx) => Hook {
  return (c) => ({
    call(t, _caller, to, trace) {
      if (to !== callee || t < from) return null;
      const o = out(c.rng, t);
      if (o && onCall) onCall(t, trace);
      return o;
    },
  });
}

function periodic(c: Ctx, from: number, everyMs: number, f: (t: number) => void): void {
  c.s.every(
    everyMs,
    everyMs * 0.3,
    (t) => {
      if (t >= from) f(t);
    },
    () => c.rng.next(),
  );
}

export const INCIDENTS: Incident[] = [
  {
    key: "pg-too-many-clients",
    estate: "vowly",
    category: "database",
    origin: "quote",
    hints: ["connection", "database", "jdbc", "postgres", "sql", "too many clients", "pool"],
    severity: "high",
    note: "quote-engine's Postgres refuses new connections (too many clients) after its pool was resized, so every quote fails with JDBC errors and enquiry-svc retries loudly.",
    arm(c, start) {
      return hookFor(
        "quote",
        start,
        (r) => (r.chance(0.93) ? { kind: "5xx", status: 500, waitMs: r.int(30, 400) } : null),
        (t, trace) => {
          if (!c.rng.chance(0.6)) return;
          c.s.add(t + 5, nm(c, "quote"), "error", "Failed to obtain JDBC Connection", {
            trace,
            errType: "org.springframework.jdbc.CannotGetJdbcConnectionException",
            stack: [
              "org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection",
              "\tat org.springframework.jdbc.datasource.DataSourceUtils.getConnection(DataSourceUtils.java:84)",
              "\tat org.springframework.jdbc.core.JdbcTemplate.execute(JdbcTemplate.java:653)",
              "\tat com.vowly.quote.repo.RateCardRepository.findForVenue(RateCardRepository.kt:47)",
              "\tat com.vowly.quote.QuoteService.price(QuoteService.kt:112)",
              "Caused by: org.postgresql.util.PSQLException: FATAL: sorry, too many clients already",
              "\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
              "\tat org.postgresql.core.v3.ConnectionFactoryImpl.openConnectionImpl(ConnectionFactoryImpl.java:203)",
              "\tat com.zaxxer.hikari.pool.HikariPool.createPoolEntry(HikariPool.java:476)",
              "\t... 58 common frames omitted",
            ],
          });
        },
      )(c);
    },
    play(c, start) {
      const q = nm(c, "quote");
      c.s.add(
        start - 1500,
        q,
        "info",
        "HikariPool-1 - configuration: maximumPoolSize=120 minimumIdle=120 (from QUOTE_DB_POOL_SIZE)",
      );
      c.s.add(
        start,
        q,
        "warn",
        "HikariPool-1 - Connection is not available, request timed out after 2000ms (total=37, active=37, idle=0, waiting=12)",
      );
      periodic(c, start, 30000, (t) =>
        c.s.add(
          t,
          q,
          "warn",
          `HikariPool-1 - Pool stats (total=${c.rng.int(34, 38)}, active=${c.rng.int(34, 38)}, idle=0, waiting=${c.rng.int(20, 90)})`,
        ),
      );
      periodic(c, start + 20000, 45000, (t) =>
        c.s.add(t, nm(c, "enquiry"), "warn", `circuit quote-engine half-open probe failed (500), staying open for 30s`),
      );
    },
  },
  {
    key: "calendar-lock-deadline",
    estate: "vowly",
    category: "timeout",
    origin: "avail",
    hints: ["timeout", "timed out", "deadline", "lock"],
    severity: "medium",
    note: "A month-recompute in availability-cal keeps a lock on calendar rows, so holds and calendar reads wait out their 5s deadline (logged at WARN) and callers time out.",
    arm(c, start) {
      return hookFor(
        "avail",
        start,
        (r) => (r.chance(0.85) ? { kind: "timeout", status: 504, waitMs: 5000 } : null),
        (t, trace) => {
          c.s.add(
            t + 5000,
            nm(c, "avail"),
            "warn",
            `acquire calendar lock venue=V-${c.rng.int(10000, 99999)} month=2027-0${c.rng.int(5, 9)}: context deadline exceeded (waited 5.00s, holder: recompute-month pid=4117)`,
            { trace },
          );
        },
      )(c);
    },
    play(c, start) {
      const a = nm(c, "avail");
      c.s.add(
        start - 800,
        a,
        "info",
        "recompute-month started: venues=all month=2027-06 (triggered by pricing import)",
      );
      periodic(c, start + 30000, 60000, (t) =>
        c.s.add(
          t,
          a,
          "warn",
          `recompute-month still running after ${Math.round((t - start) / 1000)}s, ${c.rng.int(80, 400)} lock waiters`,
        ),
      );
    },
  },
  {
    key: "pricing-rules-missing",
    estate: "knotwise",
    category: "configuration",
    origin: "quote",
    hints: ["config", "configuration", "setting", "pricing", "missing", "rules"],
    severity: "medium",
    note: "proposal-builder 3.9.0 rolls out reading PRICING_RULES_URI while the deployment still sets PRICING_RULES_URL, so it starts with an empty rule set and every proposal fails (it only warns).",
    arm(c, start) {
      return hookFor(
        "quote",
        start + 2500,
        (r) => ({ kind: "5xx", status: 503, waitMs: r.int(15, 60) }),
        (t) => {
          c.s.add(
            t + 4,
            nm(c, "quote"),
            "warn",
            `cannot price proposal P-${c.rng.int(10000, 99999)}: no pricing rule for venue_type='${c.rng.pick(["barn", "manor", "rooftop", "vineyard", "beach"])}' region='${c.rng.pick(["NL", "PT", "IE", "DE"])}' (0 rules loaded) -> 503`,
          );
        },
      )(c);
    },
    play(c, start) {
      const q = svc(c, "quote");
      restartLines(q, "3.9.0").forEach(([l, m], i) => {
        c.s.add(start - 4000 + i * 700, q.name, l, m);
      });
      c.s.add(
        start + 100,
        q.name,
        "warn",
        "settings: PRICING_RULES_URI is not set; pricing rules disabled (empty rule set)",
      );
      c.s.add(start + 150, q.name, "warn", "settings: ignoring unknown environment variable PRICING_RULES_URL");
      c.s.add(start + 300, q.name, "info", "loaded 0 pricing rules, 14 tax tables, 3 currencies");
      periodic(c, start + 60000, 120000, (t) =>
        c.s.add(t, q.name, "warn", "pricing rule cache refresh: source not configured, keeping 0 rules"),
      );
    },
  },
  {
    key: "egress-resets",
    estate: "knotwise",
    category: "network",
    origin: "pay",
    hints: ["reset", "connection", "network", "tls", "handshake", "econnreset"],
    severity: "high",
    note: "After an egress NAT change, instalments' TLS connections to the payment provider are reset or time out in the handshake, so instalment and deposit payments fail.",
    arm(c, start) {
      return hookFor(
        "pay",
        start,
        (r) => (r.chance(0.9) ? { kind: "5xx", status: 502, waitMs: r.int(900, 10000) } : null),
        (t) => {
          const psp = c.est.psp;
          const m = c.rng.chance(0.6)
            ? `read tcp 10.44.3.12:${c.rng.int(30000, 60000)}->146.247.${c.rng.int(10, 200)}.${c.rng.int(2, 250)}:443: read: connection reset by peer`
            : "net/http: TLS handshake timeout";
          c.s.add(
            t + 900,
            nm(c, "pay"),
            "error",
            `charge failed booking=BK-${c.rng.upper(6)}: Post "https://${psp}/checkout/v71/payments": ${m}`,
          );
        },
      )(c);
    },
    play(c, start) {
      const p = nm(c, "pay");
      c.s.filter((e) => !(e.svc === p && e.t >= start && /instalment scheduler|succeeded on attempt 2/.test(e.msg)));
      periodic(c, start + 10000, 120000, (t) => {
        const due = c.rng.int(8, 30);
        c.s.add(
          t,
          p,
          "error",
          `instalment scheduler: ${due} instalments due, ${c.rng.int(0, 2)} charged, ${due - 1} failed (transport errors), will retry next run`,
        );
      });
      periodic(c, start + 5000, 25000, (t) =>
        c.s.add(t, p, "warn", `http2: client connection lost to ${c.est.psp}:443, ${c.rng.int(2, 9)} streams reset`),
      );
    },
  },
  {
    key: "psp-503-breaker",
    estate: "fetebook",
    category: "dependency",
    origin: "pay",
    hints: ["stripe", "503", "unavailable", "psp", "circuit", "dependency", "upstream", "payment provider"],
    severity: "high",
    note: "The card processor answers pay-orchestrator with 503s and its circuit breaker opens, so deposits and instalments fail across the platform.",
    arm(c, start) {
      return hookFor(
        "pay",
        start,
        (r) => (r.chance(0.9) ? { kind: "5xx", status: 503, waitMs: r.int(20, 1500) } : null),
        (t, trace) => {
          const open = t > start + 45000;
          c.s.add(
            t + 30,
            nm(c, "pay"),
            "error",
            open
              ? "payment declined locally: CircuitBreaker 'stripe' is OPEN and does not permit further calls"
              : `PSP call failed: 503 Service Unavailable from POST https://${c.est.psp}/v1/payment_intents`,
            {
              trace,
              errType: open
                ? "io.github.resilience4j.circuitbreaker.CallNotPermittedException"
                : "org.springframework.web.reactive.function.client.WebClientResponseException$ServiceUnavailable",
              stack: open
                ? [
                    "io.github.resilience4j.circuitbreaker.CallNotPermittedException: CircuitBreaker 'stripe' is OPEN and does not permit further calls",
                    "\tat io.github.resilience4j.circuitbreaker.CallNotPermittedException.createCallNotPermittedException(CallNotPermittedException.java:48)",
                    "\tat com.fetebook.pay.psp.StripeGateway.createIntent(StripeGateway.java:77)",
                  ]
                : [
                    `org.springframework.web.reactive.function.client.WebClientResponseException$ServiceUnavailable: 503 Service Unavailable from POST https://${c.est.psp}/v1/payment_intents`,
                    "\tat org.springframework.web.reactive.function.client.WebClientResponseException.create(WebClientResponseException.java:336)",
                    "\tat com.fetebook.pay.psp.StripeGateway.createIntent(StripeGateway.java:81)",
                    "\tat com.fetebook.pay.DepositService.charge(DepositService.java:54)",
                  ],
            },
          );
        },
      )(c);
    },
    play(c, start) {
      const p = nm(c, "pay");
      c.s.filter((e) => !(e.svc === p && e.t >= start && /instalment scheduler|succeeded on attempt 2/.test(e.msg)));
      c.s.add(
        start + 45000,
        p,
        "warn",
        "CircuitBreaker 'stripe' changed state from CLOSED to OPEN (failure rate 87.5% > 50.0%)",
      );
      periodic(c, start + 105000, 60000, (t) => {
        c.s.add(t, p, "info", "CircuitBreaker 'stripe' changed state from OPEN to HALF_OPEN");
        c.s.add(
          t + 800,
          p,
          "warn",
          "CircuitBreaker 'stripe' changed state from HALF_OPEN to OPEN (failure rate 100.0% > 50.0%)",
        );
      });
      const en = svc(c, "enquiry");
      periodic(c, start + 3000, 4000, (t) => {
        const e = `E-${c.rng.int(100000, 999999)}`;
        for (let i = 1; i < 4; i++)
          c.s.add(t + i * 400, en.name, "warn", retrying(en, svc(c, "pay"), i, 4, 100 * 2 ** i));
        const said = callFailed(
          en,
          svc(c, "pay"),
          "5xx",
          "POST",
          "/internal/deposits",
          503,
          300,
          `convert enquiry ${e} to booking: deposit`,
        );
        c.s.add(t + 1700, en.name, said.level, said.msg, { stack: said.stack, errType: said.errType });
      });
    },
  },
  {
    key: "pdf-tmp-enospc",
    estate: "fetebook",
    category: "disk",
    origin: "contract",
    hints: ["disk", "space", "enospc", "no space", "device"],
    severity: "high",
    note: "docsign-worker's scratch volume fills with rendered PDFs that are never cleaned, writes fail with ENOSPC and contracts can't be generated or updated.",
    arm(c, start) {
      return hookFor(
        "contract",
        start,
        (r) => (r.chance(0.95) ? { kind: "5xx", status: 500, waitMs: r.int(40, 400) } : null),
        (t, trace) => {
          c.s.add(
            t + 30,
            nm(c, "contract"),
            "error",
            `render contract CT-${c.rng.int(10000, 99999)} failed: ENOSPC: no space left on device, write`,
            {
              trace,
              errType: "Error",
              stack: [
                "Error: ENOSPC: no space left on device, write",
                "    at async writeFileHandle (node:internal/fs/promises:537:7)",
                "    at async Object.writeFile (node:internal/fs/promises:1210:14)",
                "    at async PdfRenderer.save (/app/dist/render/pdf.js:112:5)",
                "    at async ContractJob.run (/app/dist/jobs/contract.js:58:21)",
              ],
            },
          );
        },
      )(c);
    },
    play(c, start) {
      const d = nm(c, "contract");
      for (let i = 0; i < 4; i++)
        c.s.add(
          start - 240000 + i * 60000,
          d,
          "warn",
          `scratch volume /var/lib/docsign/tmp at ${88 + i * 3}% (${(4.4 + i * 0.15).toFixed(2)}G of 5G), ${2100 + i * 170} files older than 24h`,
        );
      periodic(c, start + 10000, 30000, (t) =>
        c.s.add(
          t,
          d,
          "error",
          `cleanup: failed to write lockfile /var/lib/docsign/tmp/.janitor.lock: ENOSPC: no space left on device, open`,
        ),
      );
    },
  },
  {
    key: "agreements-heap",
    estate: "partyhall",
    category: "memory",
    origin: "contract",
    hints: ["memory", "heap", "outofmemory", "oom", "gc"],
    severity: "high",
    note: "agreements leaks template caches until the JVM runs out of heap, throws OutOfMemoryError a few times and then goes silent in GC while billing and the storefront time out.",
    arm(c, start) {
      return hookFor("contract", start + 60000, (r) => ({ kind: "timeout", status: 504, waitMs: r.int(10000, 10200) }))(
        c,
      );
    },
    play(c, start) {
      const a = nm(c, "contract");
      c.s.filter((e) => !(e.svc === a && e.t >= start + 90000));
      for (let i = 0; i < 4; i++)
        c.s.add(
          start + i * 15000 + c.rng.int(0, 3000),
          a,
          "warn",
          `GC overhead: ${(72 + i * 6).toFixed(1)}% of last 60s spent in GC, old gen ${3700 + i * 90}M/4096M after full GC`,
        );
      const oom = [
        "java.lang.OutOfMemoryError: Java heap space",
        "\tat java.base/java.util.Arrays.copyOf(Arrays.java:3537)",
        "\tat java.base/java.lang.AbstractStringBuilder.ensureCapacityInternal(AbstractStringBuilder.java:228)",
        "\tat com.partyhall.agreements.template.ClauseRenderer.render(ClauseRenderer.java:143)",
        "\tat com.partyhall.agreements.template.TemplateCache.compile(TemplateCache.java:61)",
        "\tat com.partyhall.agreements.web.AgreementController.preview(AgreementController.java:89)",
      ];
      for (let i = 0; i < 3; i++)
        c.s.add(
          start + 62000 + i * 9000 + c.rng.int(0, 4000),
          a,
          "error",
          "Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception [Handler dispatch failed: java.lang.OutOfMemoryError: Java heap space] with root cause",
          { stack: oom, errType: "java.lang.OutOfMemoryError" },
        );
      c.s.add(
        start + 85000,
        a,
        "error",
        'Exception in thread "HikariPool-1 housekeeper" java.lang.OutOfMemoryError: Java heap space',
      );
    },
  },
  {
    key: "rsvp-silent-500",
    estate: "partyhall",
    category: "unknown",
    origin: "rsvp",
    hints: ["500", "internal", "server error", "error", "unknown"],
    severity: "medium",
    note: "guest-rsvp starts answering every RSVP with 500 Internal Server Error in a few ms without logging any exception, and the storefront and vendor-chat report the failures.",
    arm(c, start) {
      return hookFor(
        "rsvp",
        start,
        () => ({ kind: "5xx", status: 500, waitMs: 6 }),
        (t) => {
          const g = svc(c, "rsvp");
          const path = `/r/${c.rng.hex(10)}`;
          c.s.add(
            t + 1,
            g.name,
            "info",
            `Started ${c.rng.pick(["GET", "POST"])} "${path}" for 10.${c.rng.int(40, 47)}.${c.rng.int(0, 250)}.${c.rng.int(0, 250)}`,
          );
          c.s.add(t + 2, g.name, "info", "Processing by RsvpsController#show as HTML");
          c.s.add(
            t + 5,
            g.name,
            "error",
            accessLine(g, "GET", path, 500, c.rng.int(2, 6), () => c.rng.next()),
          );
        },
      )(c);
    },
    play(c, start) {
      const v = svc(c, "msg");
      const g = svc(c, "rsvp");
      periodic(c, start + 2000, 6000, (t) => {
        const w = `W-${c.rng.int(1000, 9999)}`;
        for (let i = 1; i < 3; i++) c.s.add(t + i * 300, v.name, "warn", retrying(v, g, i, 3, 100 * 2 ** i));
        const said = callFailed(
          v,
          g,
          "5xx",
          "GET",
          `/internal/weddings/${w}/headcount`,
          500,
          10,
          `headcount digest for ${w}`,
        );
        c.s.add(t + 1000, v.name, said.level, said.msg, { stack: said.stack, errType: said.errType });
      });
    },
  },
];
