// Routine operations that print alarming words: rolling restarts, certificate rotation, config reloads,
// deprecation warnings, consumer-group rebalances, replica lag, a cache flush after a price list, a slow report.
import { ev, plant, podIp } from "../domain.js";
import { refusedLine, retryOkLine, shutdownLines, startupLines } from "../lifecycle.js";
import type { Ctx, Ev, Level, Service } from "../types.js";
import { count, type NoiseKind, times } from "./util.js";

function bump(v: string, r: Ctx["r"]): string {
  const parts = v.split(".");
  const last = Number(parts[parts.length - 1]);
  parts[parts.length - 1] = String(Number.isFinite(last) ? last + r.int(1, 3) : 1);
  return parts.join(".");
}

/** A rolling restart of `s`; callers that race the drain log refusals that succeed on retry. */
export function rollingRestart(c: Ctx, s: Service, at: number, loud: boolean): Ev[] {
  const r = c.r;
  const out: Ev[] = [];
  const version = bump(s.version, r);
  const caller = s.roles.includes("edge") ? c.svc("catalog") : c.svc("edge");
  let t = at;
  for (let p = 0; p < Math.max(2, s.pods); p++) {
    out.push(...shutdownLines(r, s, t));
    const start = startupLines(r, s, t + r.int(2000, 6000), version);
    out.push(...start.lines);
    const fails = loud ? r.int(3, 9) : r.int(0, 3);
    for (const u of times(c, t, 4000, fails)) {
      const max = 3;
      const tries = r.int(1, 2);
      for (let a = 1; a <= tries; a++) out.push(refusedLine(c, caller, s, u + (a - 1) * r.int(100, 400), a, max));
      out.push(retryOkLine(c, caller, s, u + tries * r.int(200, 600), tries + 1));
    }
    t = start.ready + r.int(5000, 20000);
  }
  return out;
}

export const rollingRestartNoise: NoiseKind = {
  id: "rolling-restart",
  what: "a rolling restart for a routine release, callers retrying the draining pods and succeeding",
  make(c, at, big) {
    const r = c.r;
    const candidates = c.e.services.filter((s) => s.pods >= 2);
    const s = r.pick(candidates);
    return rollingRestart(c, s, at, big);
  },
};

export const certRotation: NoiseKind = {
  id: "cert-rotation",
  what: "the edge certificate rotated ahead of expiry, a few clients with stale pins failing TLS until they refresh",
  make(c, at, big) {
    const r = c.r;
    const edge = c.svc("edge");
    const sup = c.svc("supplier");
    const dom = `www.${c.e.key}.example`;
    const out: Ev[] = [];
    const warnAt = Math.max(c.start + 5000, at - r.int(60000, 240000));
    out.push(
      ev(
        warnAt,
        edge.name,
        "WARN",
        `certificate CN=${dom} expires in ${r.int(5, 14)} days (notAfter=2026-0${r.int(6, 7)}-${r.int(10, 28)}T11:04:51Z)`,
      ),
    );
    out.push(
      ev(
        at,
        edge.name,
        "INFO",
        edge.logger === "envoy"
          ? `cds: add ${r.int(8, 14)} cluster(s), remove 0 cluster(s); lds: secret 'edge-tls' updated, listener 'https' drained and re-added`
          : `TLS certificate reloaded from /etc/tls/tls.crt (serial 04:${r.hex(2)}:${r.hex(2)}:${r.hex(2)}, notAfter 2026-08-${r.int(10, 28)})`,
      ),
    );
    for (const t of times(c, at + 2000, big ? 400000 : 120000, count(c, big, [15, 45], [2, 6]))) {
      const ip = podIp(r);
      let msg: string;
      switch (edge.runtime) {
        case "go":
          msg =
            edge.logger === "envoy"
              ? `[${new Date(t).toISOString()}] "- - -" 0 - 0 0 ${r.int(1, 20)} - "-" "-" "-" "-" "-" TLS error: 268435581:SSL routines:OPENSSL_internal:CERTIFICATE_VERIFY_FAILED`
              : `http: TLS handshake error from ${ip}:${r.int(30000, 60000)}: remote error: tls: bad certificate`;
          break;
        case "dotnet":
          msg = `Failed to authenticate HTTPS connection. Authentication failed because the remote party sent a TLS alert: 'BadCertificate'. (${ip})`;
          break;
        default:
          msg = `TLS handshake failed from ${ip}: SSL alert number 42 (bad certificate)`;
      }
      out.push(ev(t, edge.name, r.chance(0.6) ? "ERROR" : "WARN", msg));
    }
    out.push(
      ev(
        at + r.int(10000, 90000),
        sup.name,
        "WARN",
        `AS2 partner ${r.pick(c.e.vocab.suppliers)} signing certificate expires in ${r.int(8, 20)} days; replacement received and staged`,
      ),
    );
    return out;
  },
};

export const configReload: NoiseKind = {
  id: "config-reload",
  what: "a hot config reload with unknown legacy keys ignored and a feature flag falling back to its default",
  make(c, at, big) {
    const r = c.r;
    const ss = r.shuffle(c.e.services).slice(0, big ? 4 : 1);
    const out: Ev[] = [];
    let t = at;
    for (const s of ss) {
      const keys = r
        .shuffle([
          "pricing.cache_ttl",
          "features.summer_preorder",
          "slots.max_per_window",
          "club.points_multiplier",
          "search.boost_seasonal",
        ])
        .slice(0, r.int(1, 3));
      out.push(
        ev(
          t,
          s.name,
          "INFO",
          s.runtime === "java"
            ? `Refresh keys changed: [${keys.join(", ")}]`
            : `config reloaded (resourceVersion ${r.int(800000, 999999)}), changed: ${keys.join(", ")}`,
        ),
      );
      out.push(
        ev(
          t + 3,
          s.name,
          "WARN",
          `unknown config key '${r.pick(["legacy.pos_sync.enabled", "old_slots_api", "mailer.use_sendgrid_v2", "beta.peat_free_badge"])}' ignored`,
        ),
      );
      const flags = big ? r.int(6, 20) : r.int(1, 4);
      for (const u of times(c, t + 100, 300000, flags))
        out.push(
          ev(
            u,
            s.name,
            "WARN",
            `feature flag '${r.pick(["peat-free-badge", "summer-bedding-preorder", "new-slot-picker"])}' not found in environment 'prod', using default=false`,
          ),
        );
      t += r.int(5000, 60000);
    }
    return out;
  },
};

export const deprecation: NoiseKind = {
  id: "deprecation",
  what: "runtime and library deprecation warnings repeated by every worker",
  make(c, at, big) {
    const r = c.r;
    const out: Ev[] = [];
    const ss = r.shuffle(c.e.services).slice(0, big ? 6 : 2);
    for (const s of ss) {
      const n = big ? r.int(4, 14) : r.int(1, 3);
      for (const t of times(c, at, big ? 900000 : 300000, n)) out.push(deprecationLine(c, s, t));
    }
    return out;
  },
};

function deprecationLine(c: Ctx, s: Service, t: number): Ev {
  const r = c.r;
  switch (s.runtime) {
    case "node":
      return r.chance(0.5)
        ? ev(
            t,
            s.name,
            "WARN",
            "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
            {
              stack: ["(Use `node --trace-deprecation ...` to show where the warning was created)"],
            },
          )
        : ev(
            t,
            s.name,
            "WARN",
            "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
          );
    case "python":
      return r.chance(0.6)
        ? ev(
            t,
            s.name,
            "WARN",
            "/usr/local/lib/python3.12/site-packages/botocore/auth.py:419: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
            { stack: ["  datetime_now = datetime.datetime.utcnow()"], logger: "py.warnings" },
          )
        : ev(
            t,
            s.name,
            "WARN",
            "PydanticDeprecatedSince20: The `dict` method is deprecated; use `model_dump` instead. Deprecated in Pydantic V2.0 to be removed in V3.0.",
            { logger: "py.warnings" },
          );
    case "java":
      return r.chance(0.5)
        ? ev(
            t,
            s.name,
            "WARN",
            "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
            { logger: "org.hibernate.orm.deprecation", thread: "main" },
          )
        : ev(
            t,
            s.name,
            "WARN",
            "spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering. Explicitly configure spring.jpa.open-in-view to disable this warning",
            { logger: "JpaBaseConfiguration$JpaWebConfiguration", thread: "main" },
          );
    case "dotnet":
      return r.chance(0.5)
        ? ev(
            t,
            s.name,
            "WARN",
            "Overriding address(es) 'http://+:80'. Binding to endpoints defined via IConfiguration and/or UseKestrel() instead.",
            { logger: "Microsoft.AspNetCore.Server.Kestrel" },
          )
        : ev(
            t,
            s.name,
            "WARN",
            "No store type was specified for the decimal property 'UnitPrice' on entity type 'OrderLine'. This will cause values to be silently truncated if they do not fit in the default precision and scale. Explicitly specify the SQL server column type that can accommodate all the values in 'OnModelCreating' using 'HasColumnType', specify precision and scale using 'HasPrecision', or configure a value converter using 'HasConversion'.",
            { logger: "Microsoft.EntityFrameworkCore.Model.Validation" },
          );
    case "ruby":
      return ev(
        t,
        s.name,
        "WARN",
        "DEPRECATION WARNING: `ActiveRecord::Base.clear_active_connections!` is deprecated and will be removed in Rails 7.2. Use `ActiveRecord::Base.connection_handler.clear_active_connections!` instead.",
      );
    case "go":
      return s.logger === "envoy"
        ? ev(
            t,
            s.name,
            "WARN",
            "Deprecated field: type envoy.config.route.v3.RouteAction Using deprecated option 'envoy.config.route.v3.RouteAction.max_grpc_timeout' from file route_components.proto. This configuration will be removed from Envoy soon.",
          )
        : ev(
            t,
            s.name,
            "WARN",
            '[GIN-debug] [WARNING] Running in "debug" mode. Switch to "release" mode in production.',
          );
  }
}

export const kafkaRebalance: NoiseKind = {
  id: "kafka-rebalance",
  what: "a Kafka consumer-group rebalance after a consumer pod restarted, heartbeats refused until the group settles",
  make(c, at, big) {
    const r = c.r;
    const consumers = r.shuffle([c.svc("stock"), c.svc("loyalty"), c.svc("notify")]).slice(0, big ? 3 : 1);
    const out: Ev[] = [];
    const topic = r.pick(["stock-movements", "till-sales", "order-events"]);
    for (const s of consumers) {
      const group = `${s.name}-${topic}`;
      const gen = r.int(100, 900);
      const n = big ? r.int(6, 18) : r.int(2, 5);
      const ts = times(c, at, r.int(15000, 60000), n);
      for (const t of ts) out.push(rebalanceLine(c, s, t, group, topic));
      const done = (ts[ts.length - 1] ?? at) + r.int(500, 4000);
      out.push(
        ev(
          done,
          s.name,
          "INFO",
          s.runtime === "java"
            ? `[Consumer clientId=consumer-${group}-1, groupId=${group}] Successfully joined group with generation Generation{generationId=${gen}, memberId='consumer-${group}-1-${r.hex(8)}', protocol='range'}`
            : s.runtime === "node"
              ? `[ConsumerGroup] Consumer has joined the group groupId=${group} generationId=${gen}`
              : `consumer group ${group} rebalanced: assigned ${topic} [${r.int(0, 2)},${r.int(3, 5)}] (generation ${gen})`,
          s.runtime === "java"
            ? { logger: "o.a.k.c.c.internals.ConsumerCoordinator", thread: "kafka-coordinator-heartbeat-thread" }
            : {},
        ),
      );
    }
    return out;
  },
};

function rebalanceLine(c: Ctx, s: Service, t: number, group: string, topic: string): Ev {
  const r = c.r;
  switch (s.runtime) {
    case "java":
      return ev(
        t,
        s.name,
        r.chance(0.3) ? "WARN" : "INFO",
        r.pick([
          `[Consumer clientId=consumer-${group}-1, groupId=${group}] Attempt to heartbeat failed since group is rebalancing`,
          `[Consumer clientId=consumer-${group}-1, groupId=${group}] Request joining group due to: group is already rebalancing`,
          `[Consumer clientId=consumer-${group}-1, groupId=${group}] Revoke previously assigned partitions ${topic}-0, ${topic}-1`,
        ]),
        { logger: "o.a.k.c.c.internals.ConsumerCoordinator", thread: "kafka-coordinator-heartbeat-thread" },
      );
    case "node":
      return ev(
        t,
        s.name,
        "ERROR",
        `[Runner] The group is rebalancing, re-joining groupId=${group} memberId=${s.name}-${r.hex(8)}`,
        {
          logger: "kafkajs",
        },
      );
    case "ruby":
      return ev(
        t,
        s.name,
        "ERROR",
        "Rdkafka::RdkafkaError: Broker: Group rebalance in progress (rebalance_in_progress)",
      );
    case "go":
      return ev(
        t,
        s.name,
        "WARN",
        `kafka: error while consuming ${topic}/${r.int(0, 5)}: kafka server: The group is rebalancing, so a rejoin is needed`,
      );
    default:
      return ev(
        t,
        s.name,
        r.chance(0.4) ? "ERROR" : "WARN",
        r.pick([
          `%4|${Math.floor(t / 1000)}.${r.int(100, 999)}|SESSTMOUT|rdkafka#consumer-1| [thrd:main]: Consumer group session timed out (in join-state steady) after ${r.int(45000, 45200)} ms without a successful response from the group coordinator (broker 2, last error was Broker: Group rebalance in progress): revoking assignment and rejoining group`,
          `KafkaError{code=REBALANCE_IN_PROGRESS,val=27,str="Commit failed: Broker: Group rebalance in progress"}`,
        ]),
      );
  }
}

export const replicaLag: NoiseKind = {
  id: "replica-lag",
  what: "read-replica lag during a nightly vacuum, reads routed to the primary and a few standby query cancellations retried",
  make(c, at, big) {
    const r = c.r;
    const s = r.pick([c.svc("stock"), c.svc("catalog")]);
    const out: Ev[] = [];
    const dur = big ? r.int(120000, 300000) : r.int(40000, 90000);
    for (const t of times(c, at, dur, count(c, big, [15, 40], [2, 4])))
      out.push(
        ev(
          t,
          s.name,
          "WARN",
          `read replica lag ${r.float(2.1, 9.5).toFixed(1)}s exceeds 2.0s, routing reads to primary`,
        ),
      );
    for (const t of times(c, at, dur, count(c, big, [5, 14], [1, 1]))) {
      out.push(
        ev(
          t,
          s.name,
          "ERROR",
          `query on replica failed: ERROR: canceling statement due to conflict with recovery DETAIL: User query might have needed to see row versions that must be removed.`,
        ),
      );
      out.push(ev(t + r.int(20, 200), s.name, "INFO", "retried on primary: ok"));
    }
    out.push(
      ev(
        at + dur + r.int(1000, 10000),
        s.name,
        "INFO",
        `replica lag back to ${r.float(0.1, 0.6).toFixed(1)}s, reads returned to replica`,
      ),
    );
    return out;
  },
};

export const cacheFlush: NoiseKind = {
  id: "cache-flush",
  what: "a new price list flushing the plant cache: miss-ratio and slow-request warnings until it warms",
  make(c, at, big) {
    const r = c.r;
    const s = c.svc("catalog");
    const out: Ev[] = [
      ev(
        at,
        s.name,
        "INFO",
        `price list 2026-W${r.int(14, 24)} published, flushing plant cache (${r.int(20000, 60000)} keys)`,
      ),
    ];
    const dur = big ? r.int(120000, 240000) : r.int(40000, 90000);
    for (const t of times(c, at + 1000, dur, big ? r.int(6, 12) : r.int(1, 3)))
      out.push(ev(t, s.name, "WARN", `cache miss ratio ${r.int(55, 97)}% over last 60s (threshold 40%)`));
    for (const t of times(c, at + 1000, dur, count(c, big, [20, 60], [3, 8])))
      out.push(
        ev(
          t,
          s.name,
          "WARN",
          `slow request GET /plants/${plant(r).slug} ${r.int(1200, 4800)}ms (cache miss, price recompute)`,
        ),
      );
    out.push(ev(at + dur + r.int(5000, 30000), s.name, "INFO", `cache warm: hit ratio ${r.int(72, 90)}%`));
    return out;
  },
};

export const slowQueries: NoiseKind = {
  id: "slow-queries",
  what: "a month-end stock valuation report running slow queries against the stock database",
  make(c, at, big) {
    const r = c.r;
    const s = c.svc("stock");
    const out: Ev[] = [
      ev(
        at,
        s.name,
        "INFO",
        `stock valuation report started for period 2026-${r.pick(["03", "04", "05"])} (requested by finance)`,
      ),
    ];
    const sql =
      "SELECT site_id, sku, SUM(qty * unit_cost) FROM stock_positions sp JOIN cost_layers cl USING (sku) WHERE season = $1 GROUP BY 1, 2";
    for (const t of times(c, at + 2000, big ? 600000 : 200000, count(c, big, [12, 35], [2, 5]))) {
      const ms = r.int(1100, 9800);
      let msg: string;
      let lv: Level = "WARN";
      switch (s.runtime) {
        case "java":
          msg = `Slow query took ${ms} milliseconds [${sql}]`;
          break;
        case "dotnet":
          msg = `Executed DbCommand (${ms.toLocaleString("en-GB")}ms) [Parameters=[@__season_0='?' (Size = 11)], CommandType='Text', CommandTimeout='120'] ${sql.replace("$1", "@__season_0")}`;
          lv = "INFO";
          break;
        case "ruby":
          msg = `  StockPosition Load (${ms}.${r.int(0, 9)}ms)  ${sql}  [["season", "spring-2026"]]`;
          break;
        default:
          msg = `slow query ${(ms / 1000).toFixed(2)}s: ${sql}`;
      }
      out.push(ev(t, s.name, lv, msg));
    }
    out.push(
      ev(
        at + (big ? 620000 : 220000),
        s.name,
        "INFO",
        `stock valuation report finished: ${r.int(8, 40)}k rows exported`,
      ),
    );
    return out;
  },
};
