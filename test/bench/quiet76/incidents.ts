// The eight failures, one per category, each written the way the software in question reports it and the way its
// callers complain about it.
import type { Ctx } from "./ctx.js";
import { stackFor } from "./estates.js";
import { hex, int, num, pick } from "./rng.js";

export interface Outcome {
  origin: string;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
}

export interface Incident {
  category: string;
  estate: string;
  run: (c: Ctx, start: number) => Outcome;
}

export const INCIDENTS: Incident[] = [
  {
    category: "database",
    estate: "aurora",
    run(c, t0) {
      const { s, r } = c;
      const C = c.n("cat");
      s.mute(C, t0 + 8000, Number.POSITIVE_INFINITY, "STAC search");
      s.mute(c.n("edge"), t0 + 8000, Number.POSITIVE_INFINITY, "/api/v2/search");
      s.add(t0, C, "warn", "HikariPool-1 - Pool stats (total=40, active=40, idle=0, waiting=17)");
      s.poisson(t0 + 2000, s.t1, 14, (t) => {
        const stack = stackFor(
          c.e,
          "java",
          "org.springframework.jdbc.CannotGetJdbcConnectionException",
          "Failed to obtain JDBC Connection",
          [
            ["catalog.search.ItemRepository", "search", 212],
            ["catalog.search.SearchService", "run", 88],
            ["catalog.api.SearchController", "post", 61],
          ],
        );
        stack.push(
          `Caused by: java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=40, active=40, idle=0, waiting=${int(r, 9, 40)})`,
          "\tat com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)",
          "\tat com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:179)",
          "\tat com.zaxxer.hikari.HikariDataSource.getConnection(HikariDataSource.java:100)",
          "\t... 5 more",
        );
        const k = r();
        if (k < 0.35) s.add(t, C, "warn", `SQL Error: 0, SQLState: 53300`);
        else if (k < 0.6)
          s.add(
            t,
            C,
            "error",
            "FATAL: remaining connection slots are reserved for non-replication superuser connections",
          );
        else
          s.add(t, C, "error", "Request processing failed: Failed to obtain JDBC Connection", {
            stack,
            errType: "CannotGetJdbcConnectionException",
          });
      });
      s.poisson(t0 + 5000, s.t1, 40, (t) => {
        const tr = s.trace();
        if (r() < 0.5)
          s.add(
            t,
            c.n("edge"),
            "error",
            `${int(r, 1, 9)}#${int(r, 1, 9)}: *${int(r, 100000, 999999)} upstream timed out (110: Connection timed out) while reading response header from upstream, client: 10.${int(r, 10, 40)}.${int(r, 0, 255)}.${int(r, 1, 254)}, request: "GET /api/v2/search?limit=100 HTTP/1.1", upstream: "http://catalog-svc:8080/v2/search"`,
            { trace: tr },
          );
        else
          s.add(
            t,
            c.n("task"),
            "error",
            `catalog lookup failed: GET http://catalog-svc:8080/v2/items: 503 Service Unavailable (attempt ${int(r, 1, 3)}/3)`,
            { trace: tr },
          );
      });
      s.poisson(t0 + 60000, s.t1, 6, (t) =>
        s.add(
          t,
          c.n("proc"),
          "warn",
          `could not register product with catalog-svc (HTTP 500), will retry from outbox (pending=${int(r, 5, 80)})`,
        ),
      );
      return {
        origin: C,
        category: "database",
        hints: ["connection", "jdbc", "pool", "postgres", "slots", "database", "sql"],
        severity: "high",
        note: "catalog-svc runs out of PostgreSQL connections (Hikari pool starved, server slots reserved); the nginx edge and tasking-gw time out and 503 on every search.",
      };
    },
  },
  {
    category: "disk",
    estate: "halcyon",
    run(c, t0) {
      const { s, r } = c;
      const D = c.n("dl");
      s.mute(D, t0, Number.POSITIVE_INFINITY, "session ");
      s.add(
        t0 - 90000,
        D,
        "warn",
        "volume /data/raw usage 96% (free 41 GiB), purge of delivered sessions running behind",
      );
      s.add(t0 - 20000, D, "warn", "volume /data/raw usage 99% (free 6 GiB)");
      s.poisson(t0, s.t1, 16, (t) => {
        const sat = c.sat();
        s.add(
          t,
          D,
          "error",
          pick(r, [
            `write /data/raw/${sat.replace("-", "")}_${hex(r, 8)}.raw: no space left on device`,
            `session ${sat}/${c.st()} aborted: flush frame buffer: write /data/raw/spool/${hex(r, 6)}.part: no space left on device`,
            `dropping ${int(r, 200, 900)} MB of buffered frames for ${sat}: disk write failed (ENOSPC)`,
          ]),
        );
      });
      s.poisson(t0 + 30000, s.t1, 22, (t) => {
        const sc = c.scene(t);
        s.add(
          t,
          c.n("proc"),
          "error",
          `job ${hex(r, 8)} failed for ${sc}: input s3://${c.e.bucket}/l0/${sc}.raw truncated (expected ${int(r, 900, 4000)} MB, got 0 B)`,
          {
            stack: stackFor(
              c.e,
              "python",
              "l1proc.errors.TruncatedInputError",
              `s3://${c.e.bucket}/l0/${sc}.raw: size 0`,
              [
                ["l1proc.ingest", "open_l0", 57],
                ["l1proc.worker", "run_job", 144],
              ],
            ),
            errType: "TruncatedInputError",
          },
        );
      });
      s.poisson(t0 + 60000, s.t1, 5, (t) =>
        s.add(
          t,
          c.n("sched"),
          "warn",
          `contact ${c.sat()}/${c.st()} completed but no L0 archived from downlink-ingest, requesting re-dump`,
        ),
      );
      return {
        origin: D,
        category: "disk",
        hints: ["space", "disk", "enospc", "volume", "full"],
        severity: "high",
        note: "downlink-ingest's /data/raw volume fills up and every X-band session write fails with ENOSPC; l1-processor then fails its jobs on truncated inputs, louder than the origin.",
      };
    },
  },
  {
    category: "configuration",
    estate: "meridian",
    run(c, t0) {
      const { s, r } = c;
      const A = c.n("acu");
      s.add(t0 - 1500, A, "info", "SIGHUP received, reloading /etc/rotator/stations.yaml", { force: true });
      s.add(t0, A, "info", "loaded 3 stations from /etc/rotator/stations.yaml (tromso-1, dongara-1, hawaii-4)", {
        force: true,
      });
      s.add(
        t0 + 200,
        A,
        "warn",
        "station 'punta-2' has contacts in the plan but no entry in stations.yaml; commands for it will be refused",
      );
      s.mute(A, t0, Number.POSITIVE_INFINITY, "punta-2");
      s.mute(c.n("tlm"), t0 + 60000, Number.POSITIVE_INFINITY, "punta-2");
      s.mute(c.n("dl"), t0 + 60000, Number.POSITIVE_INFINITY, "punta-2");
      s.poisson(t0 + 5000, s.t1, 5, (t) => {
        s.add(
          t,
          A,
          "error",
          pick(r, [
            "TRACK_LOAD rejected: unknown station id 'punta-2' (not in station table)",
            "cannot resolve site geodetic for 'punta-2': key stations.punta-2.lat missing",
            "POSITION refused for punta-2: no such station configured",
          ]),
        );
      });
      s.poisson(t0 + 8000, s.t1, 18, (t) => {
        const sat = c.sat();
        s.add(
          t,
          c.n("sched"),
          "error",
          pick(r, [
            `contact ${sat}/punta-2 failed: rotator-daemon rejected track load (code=UNKNOWN_STATION), retrying ${int(r, 1, 5)}/5`,
            `contact ${sat}/punta-2 aborted: antenna not at pre-position 60s before AOS`,
          ]),
          { trace: s.trace() },
        );
      });
      s.poisson(t0 + 60000, s.t1, 14, (t) => {
        const sat = c.sat();
        s.add(
          t,
          c.n("tlm"),
          "warn",
          `no frames from ${sat}@punta-2 since AOS+${int(r, 30, 400)}s (expected lock), VC0 stale`,
        );
      });
      s.poisson(t0 + 90000, s.t1, 6, (t) =>
        s.add(
          t,
          c.n("cmd"),
          "error",
          `${c.sat()}: TC queue for punta-2 contact expired unsent (${int(r, 3, 40)} commands), rescheduling`,
        ),
      );
      return {
        origin: A,
        category: "configuration",
        hints: ["config", "station", "unknown", "missing", "yaml"],
        severity: "high",
        note: "rotator-daemon reloads a stations.yaml without punta-2 and refuses every track for it; gs-scheduler, telemetry-ingest and command-router report the failed contacts.",
      };
    },
  },
  {
    category: "authentication",
    estate: "kestrel",
    run(c, t0) {
      const { s, r } = c;
      const P = c.n("proc");
      s.mute(P, t0, Number.POSITIVE_INFINITY, "job done");
      s.poisson(t0, s.t1, 9, (t) => {
        const sc = c.scene(t);
        s.add(t, P, "error", `upload of ${sc} to s3://${c.e.bucket}/products failed`, {
          stack: stackFor(
            c.e,
            "python",
            "botocore.exceptions.ClientError",
            "An error occurred (ExpiredToken) when calling the PutObject operation: The provided token has expired.",
            [
              ["botocore.client", "_make_api_call", 1023],
              ["boto3.s3.transfer", "upload_file", 292],
              ["ortho.publish", "publish_product", 81],
              ["ortho.worker", "handle", 204],
            ],
          ),
          errType: "ClientError",
        });
      });
      s.add(
        t0 + 1000,
        P,
        "warn",
        "Refreshing temporary credentials failed: web identity token file /var/run/secrets/eks.amazonaws.com/serviceaccount/token rejected (InvalidIdentityToken), keeping cached credentials",
      );
      s.poisson(t0 + 20000, s.t1, 3, (t) =>
        s.add(
          t,
          P,
          "warn",
          "Refreshing temporary credentials failed: InvalidIdentityToken, keeping cached credentials",
        ),
      );
      s.poisson(t0 + 40000, s.t1, 20, (t) => {
        const sc = c.scene(t);
        s.add(
          t,
          c.n("cat"),
          "error",
          pick(r, [
            `ingest of ${sc} failed: asset s3://${c.e.bucket}/products/${sc}/ortho.tif not found (404)`,
            `ingest of ${sc}: HeadObject 404 for COG, retry ${int(r, 1, 6)}/6 in ${int(r, 5, 60)}s`,
          ]),
        );
      });
      s.poisson(t0 + 120000, s.t1, 4, (t) =>
        s.add(
          t,
          c.n("task"),
          "warn",
          `order ${c.order()} delivery overdue: product not in catalogue ${int(r, 10, 40)} min after downlink`,
        ),
      );
      return {
        origin: P,
        category: "authentication",
        hints: ["token", "expired", "credential", "authentication", "sts", "identity"],
        severity: "high",
        note: "ortho-worker's cloud credentials expire and cannot refresh (ExpiredToken on PutObject); stac-index then fails ingests with 404s at twice the rate.",
      };
    },
  },
  {
    category: "timeout",
    estate: "kestrel",
    run(c, t0) {
      const { s, r } = c;
      const O = c.n("od");
      s.mute(O, t0, Number.POSITIVE_INFINITY, "ephemeris ");
      s.add(
        t0 - 3000,
        O,
        "info",
        `OD batch ${c.sat()} started: ${int(r, 4000, 9000)} obs, full reprocess (maneuver recovery)`,
        { force: true },
      );
      s.poisson(t0, s.t1, 4, (t) => {
        const sat = c.sat();
        s.add(
          t,
          O,
          "warn",
          pick(r, [
            `ephemeris request for ${sat} gave up after 30000 ms waiting for propagator lock (held by OD batch thread fdyn-batch-1)`,
            `Timed out after 30000 ms while waiting for lock on OrbitStateStore, request ${sat} 72h abandoned`,
          ]),
        );
      });
      s.poisson(t0 + 30000, s.t1, 18, (t) => {
        s.add(t, c.n("sched"), "error", `ephemeris fetch for ${c.sat()} failed (attempt ${int(r, 1, 4)}/4)`, {
          stack: stackFor(c.e, "java", "java.net.SocketTimeoutException", "Read timed out", [
            ["scheduler.ephem.FdynClient", "fetch", 73],
            ["scheduler.plan.ContactPlanner", "refreshTracks", 218],
          ]),
          errType: "SocketTimeoutException",
        });
      });
      s.poisson(t0 + 60000, s.t1, 7, (t) =>
        s.add(
          t,
          c.n("acu"),
          "error",
          `no valid track for next contact at ${c.st()}: scheduler did not publish pointing file (last ${int(r, 2, 9)} min ago)`,
        ),
      );
      return {
        origin: O,
        category: "timeout",
        hints: ["timeout", "timed out", "lock", "wait"],
        severity: "medium",
        note: "fdyn's ephemeris requests wait on a propagator lock held by a long OD batch and give up after 30 s (WARN only); contact-scheduler's read timeouts and acu-bridge's missing tracks are louder.",
      };
    },
  },
  {
    category: "memory",
    estate: "aurora",
    run(c, t0) {
      const { s, r } = c;
      const P = c.n("proc");
      let t = t0;
      let n = 0;
      while (t < s.t1) {
        s.add(t, P, "error", `job ${hex(r, 8)} failed on mosaic ${c.scene(t)}`, {
          stack: stackFor(
            c.e,
            "python",
            "numpy._core._exceptions._ArrayMemoryError",
            `Unable to allocate ${num(r, 3, 9, 2)} GiB for an array with shape (4, ${int(r, 20000, 32000)}, ${int(r, 20000, 32000)}) and data type float32`,
            [
              ["l2.mosaic", "stack_bands", 133],
              ["l2.pipeline", "process", 58],
              ["l2.worker", "main", 22],
            ],
          ),
          errType: "MemoryError",
        });
        const dead = t + int(r, 4000, 20000);
        s.add(dead - 500, P, "warn", `rss ${num(r, 11.4, 11.9, 2)} GiB of 12 GiB limit`);
        const back = dead + int(r, 30000, 70000);
        s.mute(P, dead, back);
        s.add(
          back,
          P,
          "info",
          `l2-pipeline worker starting (pid 1, restart #${++n}), resuming queue at job ${hex(r, 8)}`,
          { force: true },
        );
        t = back + int(r, 40000, 90000);
      }
      s.poisson(t0 + 15000, s.t1, 10, (u) =>
        s.add(
          u,
          c.n("task"),
          "warn",
          `order ${c.order()} SLA at risk: L2 product not ready (queue depth ${int(r, 20, 140)})`,
        ),
      );
      s.poisson(t0 + 20000, s.t1, 8, (u) =>
        s.add(
          u,
          c.n("cat"),
          "error",
          `expected L2 product for ${c.scene(u)} missing from pipeline output, ingest skipped`,
        ),
      );
      return {
        origin: P,
        category: "memory",
        hints: ["memory", "allocate", "oom", "memoryerror"],
        severity: "high",
        note: "l2-pipeline fails to allocate mosaic arrays near its 12 GiB limit, dies and restarts repeatedly (silent between restarts); tasking-gw and catalog-svc report missing L2 products.",
      };
    },
  },
  {
    category: "network",
    estate: "meridian",
    run(c, t0) {
      const { s, r } = c;
      const T = c.n("tlm");
      s.mute(T, t0, Number.POSITIVE_INFINITY);
      const ip = `10.88.${int(r, 1, 9)}.${int(r, 10, 60)}`;
      s.add(t0, T, "warn", `SLE RAF connection to tromso-1 (${ip}:5100) lost: Connection reset by peer`);
      s.poisson(t0 + 2000, s.t1, 3, (t) => {
        s.add(t, T, "error", `reconnect to SLE provider tromso-1 failed`, {
          stack: stackFor(
            c.e,
            "java",
            "java.net.NoRouteToHostException",
            `No route to host (connect failed) ${ip}:5100`,
            [
              ["telemetry.sle.RafClient", "connect", 142],
              ["telemetry.sle.ProviderSession", "reconnect", 77],
            ],
          ),
          errType: "NoRouteToHostException",
        });
      });
      s.poisson(t0 + 2000, s.t1, 2, (t) =>
        s.add(
          t,
          T,
          "warn",
          `SLE RAF to dongara-1 (10.88.${int(r, 1, 9)}.${int(r, 10, 60)}:5100): TLS handshake failed: Remote host terminated the handshake`,
        ),
      );
      s.poisson(t0 + 20000, s.t1, 16, (t) =>
        s.add(
          t,
          c.n("cmd"),
          "error",
          `${c.sat()}: no CLCW from telemetry-ingest for ${int(r, 20, 300)}s, cannot verify TC (FOP-1 suspended)`,
          { trace: s.trace() },
        ),
      );
      s.poisson(t0 + 30000, s.t1, 10, (t) =>
        s.add(
          t,
          c.n("sched"),
          "warn",
          `contact ${c.sat()}/${pick(r, ["tromso-1", "dongara-1"])} got 0 telemetry frames, marking DEGRADED and requesting replay`,
        ),
      );
      return {
        origin: T,
        category: "network",
        hints: ["route", "network", "connection", "reset", "unreachable", "handshake"],
        severity: "medium",
        note: "telemetry-ingest loses its SLE links to the stations (reset, no route to host, failed TLS handshakes) and its frame logs stop; command-router cannot verify commands and complains loudest.",
      };
    },
  },
  {
    category: "dependency",
    estate: "halcyon",
    run(c, t0) {
      const { s, r } = c;
      const T = c.n("task");
      s.mute(T, t0 + 20000, Number.POSITIVE_INFINITY, "feasibility for");
      s.mute(c.n("edge"), t0 + 20000, Number.POSITIVE_INFINITY, "POST /v2/tasking/orders 201");
      s.poisson(t0, t0 + 20000, 12, (t) =>
        s.add(
          t,
          T,
          "warn",
          `weather forecast provider GET https://api.skycast-wx.example/v3/cloud?lat=${num(r, -60, 60, 3)}&lon=${num(r, -170, 170, 3)} -> 503 Service Unavailable (attempt ${int(r, 1, 3)}/3)`,
        ),
      );
      s.add(
        t0 + 20000,
        T,
        "warn",
        "circuit breaker 'skycast-forecast' OPEN after 20 failures in 60s (503 Service Unavailable), half-open in 30s",
      );
      s.every(t0 + 50000, s.t1, 30000, 200, (t) => {
        s.add(
          t,
          T,
          "warn",
          "circuit breaker 'skycast-forecast' HALF_OPEN, trial request -> 503 Service Unavailable, OPEN again",
        );
      });
      s.poisson(t0 + 20000, s.t1, 20, (t) => {
        const tr = s.trace();
        s.add(
          t,
          T,
          "info",
          `POST /v2/tasking/orders statusCode=503 responseTime=${int(r, 2, 9)} feasibility unavailable`,
          { trace: tr, force: true },
        );
        s.add(
          t + 10,
          c.n("edge"),
          "error",
          `POST /v2/tasking/orders 503 ${int(r, 3, 12)}ms upstream=tasking-api client=${pick(r, ["cust-agri-eu", "cust-insure-02", "cust-gov-ca", "cust-maritime"])}`,
          { trace: tr },
        );
        if (r() < 0.6)
          s.add(
            t + 900,
            c.n("edge"),
            "error",
            `POST /v2/tasking/orders 503 ${int(r, 3, 12)}ms upstream=tasking-api client=cust-agri-eu retry=1`,
            { trace: tr },
          );
      });
      return {
        origin: T,
        category: "dependency",
        hints: ["503", "unavailable", "weather", "forecast", "circuit", "provider", "upstream"],
        severity: "medium",
        note: "the third-party weather forecast API that tasking-api needs for feasibility returns 503, its circuit breaker opens (WARN only) and every new order is refused with 503s that edge-gw logs as errors.",
      };
    },
  },
];
