// Platform churn that looks scary in a log stream and is routine: rolling restarts (callers retry through
// them), certificate rotation, config reloads with ignored keys, Kafka consumer rebalances, a cache
// warming after managed Redis maintenance, scale-up pods not ready yet, a leader lease moving during a
// node drain, and deprecation warnings.
import { nginxErrTime } from "../clock.js";
import { rollout } from "../lifecycle.js";
import type { Runtime, SceneLike } from "../types.js";
import { by, type Noise, scatter } from "./kit.js";

/** A caller's successful retry through a callee that was briefly not accepting connections. */
export function retriedRefusal(sc: SceneLike, t: number, caller: string, callee: string): void {
  const ip = `10.${sc.rng.int(40, 48)}.${sc.rng.int(0, 9)}.${sc.rng.int(2, 250)}`;
  const msg: Record<Runtime, string> = {
    node: `upstream ${callee} connect ECONNREFUSED ${ip}:8080, retrying (1/3)`,
    ruby: `Faraday::ConnectionFailed: Failed to open TCP connection to ${callee}:8080 (Connection refused - connect(2) for "${callee}" port 8080) - retry 1/3`,
    dotnet: `Connection refused (${callee}:8080); Polly retry 1 of 3 in 200ms`,
    python: `Retrying (Retry(total=2, connect=2, read=3, redirect=None, status=None)) after connection broken by 'NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f${sc.rng.hex(10)}>: Failed to establish a new connection: [Errno 111] Connection refused')': /internal/${callee}`,
    java: `I/O error on POST request for "http://${callee}:8080/internal": Connection refused; retrying (attempt 1 of 3)`,
    go: `call ${callee} failed: dial tcp ${ip}:8080: connect: connection refused; retry 1/3 in 250ms`,
    nginx: `${nginxErrTime(t)} [error] 31#31: *${sc.rng.digits(6)} connect() failed (111: Connection refused) while connecting to upstream, client: 10.8.0.1, server: api, request: "GET /api/v2/availability HTTP/1.1", upstream: "http://${ip}:3000/v2/availability"`,
    envoy: `[warning][upstream] upstream connect error or disconnect/reset before headers. reset reason: connection failure (cluster ${callee}), retrying`,
  };
  sc.log(t, caller, "warn", msg[sc.rt(caller)]);
  sc.log(
    t + sc.rng.int(200, 700),
    caller,
    "info",
    by(sc, {
      pinecrest: `retry ok: ${callee} answered on attempt 2`,
      hollow: `${callee} call succeeded after 1 retry`,
      lakeshore: `Request to ${callee} succeeded on retry 1`,
      redrock: `${callee}: recovered on retry`,
    }),
  );
}

function deprecation(sc: SceneLike, svc: string, t: number): void {
  const m: Record<Runtime, string> = {
    java: "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
    node: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
    python:
      "/usr/local/lib/python3.12/site-packages/botocore/auth.py:419: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
    ruby: "DEPRECATION WARNING: ActiveSupport::ProxyObject is deprecated and will be removed in Rails 7.2. Use Ruby's built-in BasicObject instead. (called from <main> at /app/config/initializers/money.rb:12)",
    dotnet:
      "No store type was specified for the decimal property 'Amount' on entity type 'LineItem'. This will cause values to be silently truncated if they do not fit in the default precision and scale. Explicitly specify the SQL server column type that can accommodate all the values in 'OnModelCreating' using 'HasColumnType', specify precision and scale using 'HasPrecision', or configure a value converter using 'HasConversion'.",
    go: 'config: key "tls.legacy_ciphers" is deprecated and will be removed in v2; ignoring',
    nginx: `${nginxErrTime(t)} [warn] 1#1: the "listen ... http2" directive is deprecated, use the "http2" directive instead in /etc/nginx/conf.d/api.conf:3`,
    envoy:
      "[warning][misc] [source/common/protobuf/message_validator_impl.cc:21] Deprecated field: type envoy.config.route.v3.RouteAction Using deprecated option 'envoy.config.route.v3.RouteAction.max_grpc_timeout' from file route_components.proto.",
  };
  sc.log(t, svc, "warn", m[sc.rt(svc)]);
}

const restartable = (sc: SceneLike) =>
  sc.est.services.filter((s) => s.runtime !== "nginx" && s.runtime !== "envoy" && s.name !== sc.svc("api"));

export const PLATFORM_NOISE: Noise[] = [
  {
    id: "rolling-restart",
    what: "a planned rolling restart of one service; callers retry through the brief connection refusals and succeed",
    run(sc, at) {
      const svc = sc.rng.pick(restartable(sc)).name;
      const ver = `${sc.rng.int(1, 6)}.${sc.rng.int(0, 30)}.${sc.rng.int(0, 9)}`;
      const end = rollout(sc, svc, at, ver, sc.rng.int(15_000, 40_000));
      const caller = sc.svc("api");
      scatter(sc, sc.rng.int(2, 6), at, Math.max(10_000, end - at), (t) => retriedRefusal(sc, t, caller, svc));
    },
  },
  {
    id: "cert-rotation",
    what: "cert-manager renewing serving certificates; proxies reload and load-balancer probes log TLS handshake EOFs",
    run(sc, at) {
      const goSvc = sc.est.services.filter((s) => s.runtime === "go").map((s) => s.name);
      const edge = sc.svc("edge");
      const serial = sc.rng.hex(32);
      const notAfter = new Date(at + 90 * 86_400_000).toISOString().slice(0, 19);
      if (sc.rt(edge) === "nginx") {
        sc.log(
          at,
          edge,
          "info",
          `${nginxErrTime(at)} [notice] 1#1: signal 1 (SIGHUP) received from ${sc.rng.int(300, 900)}, reconfiguring`,
        );
        sc.log(at + 3, edge, "info", `${nginxErrTime(at)} [notice] 1#1: reconfiguring`);
        sc.log(at + 9, edge, "info", `${nginxErrTime(at)} [notice] 1#1: start worker processes`);
        sc.log(at + 400, edge, "info", `${nginxErrTime(at + 400)} [notice] 29#29: gracefully shutting down`);
      } else if (sc.rt(edge) === "envoy") {
        sc.log(at, edge, "info", "[info][secret] [source/common/secret/sds_api.cc:82] Secret is updated.");
        sc.log(
          at + 5,
          edge,
          "info",
          "[info][upstream] [source/common/upstream/cluster_manager_impl.cc:222] cm init: all clusters initialized",
        );
      }
      for (const svc of goSvc.slice(0, 2)) {
        const t = at + sc.rng.int(2000, 20_000);
        sc.log(t, svc, "info", `tls: certificate reloaded serial=${serial.slice(0, 16)} not_after=${notAfter}Z`);
        scatter(sc, sc.rng.int(3, 9), t - 2000, 60_000, (u) =>
          sc.log(
            u,
            svc,
            "warn",
            `http: TLS handshake error from 10.${sc.rng.int(0, 3)}.${sc.rng.int(0, 9)}.${sc.rng.int(2, 250)}:${sc.rng.int(30000, 60000)}: EOF`,
          ),
        );
      }
    },
  },
  {
    id: "config-reload",
    what: "a hot config reload that changes a few keys and warns about an unknown legacy key",
    run(sc, at) {
      const svc = sc.rng.pick(restartable(sc)).name;
      const key = sc.rng.pick(["legacy_pedestal_map", "old_rate_table", "beta.waitlist_v1", "gate.pulse_ms_v0"]);
      sc.log(
        at,
        svc,
        "info",
        `config change detected (configmap ${svc.replaceAll("_", "-")}-config rev ${sc.rng.int(20, 90)}), reloading`,
      );
      sc.log(at + 30, svc, "warn", `unknown config key '${key}' ignored`);
      sc.log(
        at + 32,
        svc,
        "info",
        `config reloaded: ${sc.rng.int(1, 4)} keys changed (feature.waitlist=true, search.max_nights=${sc.rng.pick([14, 21])})`,
      );
      if (sc.rng.chance(0.5))
        sc.log(at + 40, svc, "warn", "feature flag 'holiday-pricing' referenced but not defined; defaulting to off");
    },
  },
  {
    id: "kafka-rebalance",
    what: "a Kafka consumer group rebalancing after a scale-out, with heartbeat and auto-commit warnings",
    fits: (k) => k !== "hollow",
    run(sc, at) {
      const svc = by(sc, { pinecrest: "channel-sync", hollow: "", lakeshore: "lk-partners", redrock: "availability" });
      const group = by(sc, {
        pinecrest: "ari-publisher",
        hollow: "",
        lakeshore: "partner-inbound",
        redrock: "hold-events",
      });
      const topic = by(sc, {
        pinecrest: "inventory-changes",
        hollow: "",
        lakeshore: "bookings.inbound",
        redrock: "camp.holds.v2",
      });
      const cid = `consumer-${group}-${sc.rng.int(1, 3)}`;
      const P = (s: string) => `[Consumer clientId=${cid}, groupId=${group}] ${s}`;
      let t = at;
      for (let k = 0; k < sc.rng.int(2, 5); k++) {
        sc.log(t, svc, "warn", P("Attempt to heartbeat failed since group is rebalancing"));
        t += sc.rng.int(2000, 3000);
      }
      const off = sc.rng.int(40_000, 900_000);
      sc.log(
        t,
        svc,
        "warn",
        P(
          `Asynchronous auto-commit of offsets {${topic}-3=OffsetAndMetadata{offset=${off}, leaderEpoch=7, metadata=''}} failed: Commit cannot be completed since the group has already rebalanced and assigned the partitions to another member. This means that the time between subsequent calls to poll() was longer than the configured max.poll.interval.ms, which typically implies that the poll loop is spending too much time message processing. You can address this either by increasing max.poll.interval.ms or by reducing the maximum size of batches returned in poll() with max.poll.records.`,
        ),
      );
      sc.log(
        t + 10,
        svc,
        "info",
        P(`Revoke previously assigned partitions ${topic}-0, ${topic}-1, ${topic}-2, ${topic}-3`),
      );
      sc.log(t + 15, svc, "info", P("(Re-)joining group"));
      sc.log(
        t + 3100,
        svc,
        "info",
        P(
          `Successfully joined group with generation Generation{generationId=${sc.rng.int(100, 900)}, memberId='${cid}-${sc.rng.uuid()}', protocol='range'}`,
        ),
      );
      sc.log(t + 3140, svc, "info", P(`Adding newly assigned partitions: ${topic}-0, ${topic}-1`));
      sc.log(
        t + 3150,
        svc,
        "info",
        P(
          `Setting offset for partition ${topic}-0 to the committed offset FetchPosition{offset=${off - 12}, offsetEpoch=Optional[7]}`,
        ),
      );
    },
  },
  {
    id: "cold-cache",
    what: "a cache warming up after scheduled managed-Redis maintenance: high miss ratios and slower lookups for a few minutes",
    run(sc, at) {
      const svc = sc.svc("calendar");
      sc.log(
        at,
        svc,
        "warn",
        by(sc, {
          pinecrest:
            "Redis connection re-established after maintenance failover (redis-cal.memorystore:6379); cache is cold",
          hollow: "Redis::CannotConnectError cleared; connected to redis-cache:6379 (maintenance window), cache empty",
          lakeshore:
            "StackExchange.Redis: connection restored to lk-redis.redis.cache.windows.net:6380 (planned maintenance); cache empty",
          redrock: "lettuce: Reconnected to redis-holds:6379 after maintenance; cache empty",
        }),
      );
      let ratio = sc.rng.float(0.8, 0.92);
      sc.every(60_000, at, at + sc.rng.int(300_000, 600_000), 2000, (t) => {
        sc.log(
          t,
          svc,
          ratio > 0.4 ? "warn" : "info",
          `cache miss ratio ${ratio.toFixed(2)} over last 60s (warming), p95 lookup ${Math.round(40 + ratio * 300)}ms`,
        );
        ratio *= sc.rng.float(0.45, 0.7);
      });
    },
  },
  {
    id: "readiness-flaps",
    what: "a scale-up whose new pods answer a few requests before they are ready (refused or 503), all retried",
    run(sc, at) {
      const api = sc.svc("api");
      const edge = sc.svc("edge");
      sc.log(
        at,
        api,
        "info",
        by(sc, {
          pinecrest: "booking-api v5.2.1 starting (node v20.14.0, pid 1, NODE_ENV=production)",
          hollow: "Puma starting in single mode...",
          lakeshore: "Now listening on: http://[::]:8080",
          redrock: "[1] [INFO] Starting gunicorn 22.0.0",
        }),
      );
      scatter(sc, sc.rng.int(4, 12), at, 40_000, (t) => {
        if (edge !== api) retriedRefusal(sc, t, edge, api);
        else
          sc.log(
            t,
            api,
            "warn",
            `GET ${sc.rt(api) === "ruby" ? "/up" : "/health/"} 503 (warming up: ${sc.rng.pick(["connection pool", "schema cache", "settings"])} not loaded)`,
          );
      });
    },
  },
  {
    id: "leader-handoff",
    what: "a node drain moving a scheduler's leader lease to another replica (client-go's 'timed out waiting for the condition')",
    run(sc, at) {
      const svc = by(sc, {
        pinecrest: "pedestal-meter",
        hollow: "shore_power",
        lakeshore: "lk-smartlock",
        redrock: "powergrid",
      });
      const lease = `${sc.est.namespace}/${svc.replaceAll("_", "-")}-leader`;
      sc.log(
        at,
        svc,
        "error",
        `error retrieving resource lock ${lease}: Get "https://10.96.0.1:443/apis/coordination.k8s.io/v1/namespaces/${sc.est.namespace}/leases/${svc.replaceAll("_", "-")}-leader": context deadline exceeded`,
      );
      sc.log(at + 2000, svc, "error", `failed to renew lease ${lease}: timed out waiting for the condition`);
      sc.log(at + 2010, svc, "warn", "leader election lost; stopping scheduled sweeps on this replica");
      sc.log(at + sc.rng.int(8000, 15_000), svc, "info", `successfully acquired lease ${lease}`);
      sc.log(at + sc.rng.int(15_500, 17_000), svc, "info", "became leader, resuming sweeps from checkpoint");
    },
  },
  {
    id: "deprecations",
    what: "deprecation warnings from several runtimes (Hibernate dialect, Buffer(), utcnow, Rails, EF Core decimals)",
    run(sc, at) {
      const svcs = sc.rng.shuffle(sc.est.services).slice(0, sc.rng.int(3, 5));
      for (const s of svcs)
        scatter(sc, sc.rng.int(3, 12), at, sc.rng.int(300_000, 600_000), (t) => deprecation(sc, s.name, t));
    },
  },
];
