// The eight real incidents; each first plays one quiet kind (the harmless version) and then lets it turn real
// at `onset` (40-60% into the window). The first origin fault line is printed at the true onset time.
import { edgeLine } from "./estates.js";
import { QUIET_A } from "./quiet-a.js";
import { QUIET_B } from "./quiet-b.js";
import { stackFor } from "./stacks.js";
import type { Ctx, Kind, Outcome } from "./types.js";

const quiet = (name: string) => [...QUIET_A, ...QUIET_B].find((k) => k.kind === name)!;
const onsetOf = (c: Ctx) => Math.round((c.start + (c.end - c.start) * (0.4 + c.r.next() * 0.2)) / 1000) * 1000;

function grow(base: string, category: string, body: (c: Ctx, onset: number) => Outcome): Kind {
  return {
    kind: `${base}->${category}`,
    run(c) {
      quiet(base).run(c);
      const onset = onsetOf(c);
      const o = body(c, onset);
      return { ...o, onset: o.onset ?? onset, category };
    },
  };
}

export const INCIDENTS: Kind[] = [
  grow("idempotency-409", "dependency", (c, t0) => {
    const { r, e } = c;
    const s = e.roles.vendor;
    c.drop(s, t0, 0.05);
    let open = false;
    for (let t = t0; t < c.end; t += r.gap(open ? 900 : 500)) {
      if (!open || r.chance(0.15)) {
        for (let a = 1; a <= 3; a++)
          c.add(
            t + (a - 1) * r.int(200, 800),
            s,
            a === 3 ? "error" : "warn",
            `POST https://${e.vendorHost}/v1/payments -> ${r.pick(["502 Bad Gateway", "503 Service Unavailable", "503 Service Unavailable", "504 Gateway Timeout"])} from ${e.vendorName} (attempt ${a}/3)`,
          );
        c.add(
          t + 2000,
          s,
          "error",
          `payment authorisation failed: ${e.vendorName} unavailable after 3 attempts (upstream 503)`,
        );
      } else
        c.add(
          t,
          s,
          "error",
          `circuit breaker "${e.vendorName.toLowerCase().replace(/ /g, "-")}-api" is OPEN, rejecting call without contacting ${e.vendorHost}`,
        );
      if (!open && t > t0 + 90000) {
        open = true;
        c.add(
          t + 10,
          s,
          "warn",
          `circuit breaker "${e.vendorName.toLowerCase().replace(/ /g, "-")}-api" transitioned CLOSED -> OPEN (failure rate 92% >= 50%)`,
        );
      }
      c.add(t + 2100, e.roles.jvm, "error", `checkout step "authorise" failed: ${s} returned 502 Bad Gateway`);
      for (let k = r.int(1, 3); k > 0; k--)
        c.add(
          t + 2200 + k * 300,
          e.roles.edge,
          "error",
          edgeLine(e, r, "POST", "/checkout/confirm", 502, r.int(2000, 9000)),
        );
    }
    return {
      origin: s,
      hints: ["vendor", "upstream", "unavailable", "503", "502", "circuit", "payment", "gateway", "dependency"],
      severity: "high",
      note: `${e.vendorName} (${e.vendorHost}, which does not log here) starts answering 5xx; ${s}, the caller whose logs show it, exhausts its retries and opens its breaker, and checkouts fail upstream (the earlier 409s are ordinary client retries).`,
    };
  }),
  grow("tenant-quota-429", "rate_limiting", (c, t0) => {
    const { r, e } = c;
    const s = e.roles.notify;
    c.drop(s, t0, 0.05);
    let backlog = r.int(200, 600);
    c.every(t0, c.end, 1.2, 0.6, (t, i) => {
      backlog += r.int(20, 60);
      c.add(
        t,
        s,
        i % 3 === 0 ? "error" : "warn",
        `provider responded 429 Too Many Requests: account send rate exceeded (x-ratelimit-remaining: 0, retry-after: ${r.int(30, 120)}s); ${backlog} messages queued`,
      );
      if (i % 10 === 0)
        c.add(
          t + 300,
          s,
          "error",
          `throttled by provider for ${Math.round((t - t0) / 1000)}s, dropping ${r.int(50, 200)} expired OTP messages`,
        );
      if (i % 4 === 0)
        c.add(
          t + 500,
          e.roles.edge,
          "warn",
          `login OTP not delivered within 60s for session ${r.hex(10)}; user retried`,
        );
    });
    return {
      origin: s,
      hints: ["rate", "limit", "429", "throttl", "quota", "too many"],
      severity: "medium",
      note: `Besides one ${e.tenantWord}'s designed 429s, ${s}'s messaging provider starts throttling the whole account (429, retry-after); the backlog grows and one-time codes expire undelivered.`,
    };
  }),
  grow("cache-stampede-recovers", "database", (c, t0) => {
    const { r, e } = c;
    const s = e.roles.jvm;
    c.drop(s, t0, 0.05);
    const host = `${s}-pg.db:5432`;
    c.add(t0, s, "warn", `HikariPool-1 - Pool stats (total=20, active=20, idle=0, waiting=${r.int(40, 90)})`);
    c.every(t0 + 500, c.end, 0.9, 0.8, (t, i) => {
      if (i % 4 === 0)
        c.add(t, s, "error", `org.postgresql.util.PSQLException: FATAL: sorry, too many clients already (${host})`, {
          stack: stackFor(
            e,
            r,
            s,
            "org.postgresql.util.PSQLException",
            "FATAL: sorry, too many clients already",
            ["repo.CatalogRepository.findFeatured", "service.HomeService.load"],
            "java",
          ),
          errType: "PSQLException",
        });
      else
        c.add(
          t,
          s,
          "error",
          `HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=${r.int(60, 200)})`,
        );
      c.add(
        t + r.int(50, 400),
        e.roles.edge,
        "error",
        edgeLine(e, r, "GET", r.pick(e.paths), 504, 30000 + r.int(0, 900)),
      );
    });
    return {
      origin: s,
      hints: ["connection", "pool", "database", "sql", "hikari", "too many", "postgres"],
      severity: "high",
      note: `After an earlier stampede that recovered, a second one leaves ${s}'s connection pool drained and its Postgres refusing clients ("too many clients"); requests time out at the edge and do not recover.`,
    };
  }),
  grow("gc-pauses", "memory", (c, t0) => {
    const { r, e } = c;
    const s = e.roles.jvm;
    let p = 1200;
    let t = t0;
    for (; t < t0 + 240000; t += r.int(6000, 12000)) {
      c.add(
        t,
        s,
        "warn",
        `[gc] GC(${r.int(10000, 19999)}) Pause Full (G1 Compaction Pause) 4090M->${4000 + r.int(40, 90)}M(4096M) ${p}.${r.int(100, 999)}ms`,
      );
      p += r.int(150, 500);
    }
    c.every(t, c.end, 70, 0.3, (tt, i) => {
      c.add(
        tt,
        s,
        "error",
        `Exception in thread "http-nio-8080-exec-${r.int(1, 200)}" java.lang.OutOfMemoryError: Java heap space`,
        {
          stack: stackFor(
            e,
            r,
            s,
            "java.lang.OutOfMemoryError",
            "Java heap space",
            ["cache.LocalCatalogCache.put", "service.PricingService.compute"],
            "java",
          ),
          errType: "OutOfMemoryError",
        },
      );
      for (let k = 0; k < r.int(8, 20); k++)
        c.add(
          tt + r.int(100, 9000),
          e.roles.edge,
          "error",
          `${edgeLine(e, r, "POST", r.pick(e.paths), 502, r.int(100, 3000))} upstream=${s} (connection reset)`,
        );
      if (i % 2 === 1) {
        c.add(
          tt + 12000,
          s,
          "warn",
          `container ${s} restarted: last state Terminated reason=OOMKilled exitCode=137 (restart count ${i + 1})`,
        );
        c.add(tt + 25000, s, "info", `Started ${s} in ${r.int(14, 30)}.${r.int(1, 9)} seconds`);
      }
    });
    return {
      origin: s,
      hints: ["memory", "heap", "oom", "outofmemory"],
      severity: "high",
      note: `The usual short GC pauses in ${s} turn into back-to-back full GCs on a full 4 GiB heap, then OutOfMemoryError and OOMKilled restarts (exit 137) while the edge returns 502.`,
    };
  }),
  grow("ws-reconnect-wave", "network", (c, t0) => {
    const { r, e } = c;
    const s = e.roles.ws;
    c.drop(s, t0, 0.05);
    const [host] = e.brokerHost.split(":");
    c.every(t0, c.end, 1.5, 0.7, (t, i) => {
      if (i % 3 === 0)
        c.add(
          t,
          s,
          "error",
          `subscribe to ${e.brokerHost} failed: dial tcp: lookup ${host} on 10.96.0.10:53: no such host`,
        );
      else if (i % 3 === 1)
        c.add(
          t,
          s,
          "error",
          `broker connection lost: read tcp 10.12.${r.int(0, 9)}.${r.int(2, 250)}:${r.int(30000, 60000)}->${e.brokerHost}: read: connection reset by peer`,
        );
      else {
        c.add(t, s, "warn", `websocket ${r.hex(8)} closed code=1011 reason="upstream unavailable"; client will retry`);
        c.add(t + 40, e.roles.edge, "error", edgeLine(e, r, "GET", "/ws/updates", 502, r.int(5, 40)));
      }
    });
    return {
      origin: s,
      hints: ["dns", "network", "lookup", "host", "reset", "connection"],
      severity: "high",
      note: `Beyond the harmless idle-timeout reconnect waves, ${s} can no longer reach its broker ${e.brokerHost}: DNS lookups fail and established connections are reset, so live updates stop and sockets close with 1011.`,
    };
  }),
  grow("nightly-job-malformed", "validation", (c, t0) => {
    const { r, e } = c;
    const s = e.roles.job;
    c.drop(s, t0, 0.05);
    c.add(
      t0 - 2000,
      s,
      "info",
      `partner file batch_${r.hex(6)}.csv picked up (header: sku;title;unit_price;currency_code)`,
    );
    c.every(t0, t0 + 300000, 0.5, 0.5, (t) =>
      c.add(
        t,
        s,
        "error",
        `row ${r.int(2, 90000)} rejected: schema validation failed: column "unit_price" expected decimal, got "${r.int(1, 99)}.${r.int(10, 99)} GBP"`,
      ),
    );
    c.add(t0 + 301000, s, "error", `aborting import: reject ratio 100.0% exceeds threshold 5%; 0 rows written`, {
      stack: stackFor(
        e,
        r,
        s,
        "importer.errors.RejectThresholdExceeded",
        "100.0% of rows failed schema validation",
        ["importer.run", "validate.check_ratio"],
        "python",
      ),
      errType: "RejectThresholdExceeded",
    });
    c.every(t0 + 320000, c.end, 45, 0.2, (t) =>
      c.add(
        t,
        e.roles.jvm,
        "warn",
        `catalog snapshot is ${Math.round((t - t0) / 60000) + 6}h old (import failed); serving stale prices`,
      ),
    );
    return {
      origin: s,
      hints: ["validation", "schema", "invalid", "malformed", "reject"],
      severity: "medium",
      note: `Unlike the usual handful of skipped rows, the partner changed its file layout and ${s} rejects every row on schema validation, aborts the import and downstream prices go stale.`,
    };
  }),
  grow("flag-eval-warnings", "configuration", (c, t0) => {
    const { r, e } = c;
    const s = e.roles.jvm;
    c.drop(s, t0, 0.05);
    c.add(
      t0 - 4000,
      s,
      "info",
      `config reload: applied release config r${r.int(400, 499)} (flag rules-v4 -> enabled for 100%)`,
    );
    c.add(
      t0,
      s,
      "error",
      `Required property 'rules.v4.endpoint' is not set (flag rules-v4 is enabled); cannot build RulesClient`,
      {
        stack: stackFor(
          e,
          r,
          s,
          "java.lang.IllegalStateException",
          "Required property 'rules.v4.endpoint' is not set",
          ["config.RulesClientFactory.create", "service.PricingService.compute"],
          "java",
        ),
        errType: "IllegalStateException",
      },
    );
    c.every(t0 + 300, c.end, 0.8, 0.8, (t) => {
      c.add(t, s, "error", `request failed: IllegalStateException: Required property 'rules.v4.endpoint' is not set`);
      c.add(
        t + r.int(5, 40),
        e.roles.edge,
        "error",
        `${edgeLine(e, r, "POST", r.pick(e.paths), 500, r.int(10, 80))} upstream=${s}`,
      );
    });
    return {
      origin: s,
      hints: ["config", "property", "setting", "missing", "not set"],
      severity: "high",
      note: `A config release turns on flag rules-v4 in ${s} without the rules.v4.endpoint setting it needs; every pricing call fails with a missing-property error and the edge returns 500.`,
    };
  }),
  {
    // grows out of disk-usage-cleanup: the same threshold warnings, but this time the retention sweep fails
    kind: "disk-usage-cleanup->disk",
    run(c) {
      const { r, e } = c;
      const s = e.roles.store;
      const tw = c.start + (c.end - c.start) * 0.3;
      let pct = 86;
      c.every(tw, tw + 240000, 30, 0.1, (t) =>
        c.add(t, s, "warn", `disk usage on /var/lib/${s} at ${pct++}% (warn threshold 85%)`),
      );
      const t0 = Math.round((tw + 250000) / 1000) * 1000;
      c.drop(s, t0, 0.05);
      c.add(
        t0,
        s,
        "error",
        `retention sweep failed: open /var/lib/${s}/expired: permission denied (0 objects deleted)`,
      );
      let t = t0 + 20000;
      for (; pct < 100; pct += r.int(1, 2), t += r.int(25000, 35000))
        c.add(
          t,
          s,
          pct >= 97 ? "error" : "warn",
          `disk usage on /var/lib/${s} at ${Math.min(pct, 99)}% (warn threshold 85%)`,
        );
      c.every(t, c.end, 1.1, 0.7, (tt, i) => {
        c.add(tt, s, "error", `write /var/lib/${s}/tmp/${r.hex(12)}.part: no space left on device`);
        if (i % 3 === 0)
          c.add(tt + r.int(20, 200), e.roles.jvm, "error", `upload to ${s} failed: 507 Insufficient Storage`);
        if (i % 2 === 0)
          c.add(
            tt + r.int(200, 400),
            e.roles.edge,
            "error",
            edgeLine(e, r, "POST", r.pick(e.paths), 500, r.int(50, 400)),
          );
      });
      return {
        onset: t0,
        category: "disk",
        origin: s,
        hints: ["disk", "space", "full", "enospc", "storage", "volume"],
        severity: "high",
        note: `${s}'s volume crosses its 85% warning as usual, but this time the retention sweep fails (permission denied), the disk fills to 100% and every write fails with "no space left on device"; callers get 507/500.`,
      };
    },
  },
];
