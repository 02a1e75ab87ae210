// The eight real failures of quiet101, one per category, each as its software would log it. `run` adds the lines
// of the failure and of the callers reporting it, and returns which baseline lines stop (requests that no longer
// succeed, an origin that goes silent).

import { access, type Role } from "./estates.js";
import type { Ev } from "./formats.js";
import type { Category } from "./split.js";
import { dotnetStack, javaStack, nodeStack, pyStack, rubyStack } from "./stacks.js";
import { rollout, type Win } from "./stream.js";

export interface IncidentDef {
  key: string;
  estate: string;
  origin: Role;
  category: Category;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  run: (w: Win, start: number) => (e: Ev) => boolean;
}

function storm(w: Win, from: number, gap: [number, number], f: (t: number, i: number) => void): void {
  let i = 0;
  for (let t = from; t < w.end; t += w.rng.int(gap[0], gap[1])) f(t, i++);
}

export const INCIDENTS: IncidentDef[] = [
  {
    key: "solver-timeouts",
    estate: "sunmesh",
    origin: "planner",
    category: "timeout",
    hints: ["timeout", "timed out", "time limit", "deadline"],
    sev: "medium",
    note: "tou-planner's schedule solver starts hitting its time limit on every request and gunicorn kills its workers, so app-bff and vpp-orchestrator time out calling it",
    run: (w, start) => {
      const pl = w.s("planner");
      const gw = w.s("gw");
      const vpp = w.s("vpp");
      storm(w, start, [1500, 4000], (t) => {
        const site = w.site();
        w.add(
          t,
          pl,
          "warn",
          `solver time limit reached (30.0s) for ${site}: CBC status 'Not Solved', ${w.rng.int(900, 4000)} vars; keeping previous plan`,
        );
        if (w.rng.chance(0.25)) {
          const pid = w.rng.int(20, 400);
          w.add(t + 200, pl, "fatal", `[CRITICAL] WORKER TIMEOUT (pid:${pid})`);
          w.add(t + 900, pl, "info", `Booting worker with pid: ${pid + w.rng.int(1, 30)}`);
        }
      });
      storm(w, start + 10_000, [300, 1100], (t) => {
        const tr = w.trace();
        const site = w.site();
        w.add(
          t,
          gw,
          "error",
          `GET /v2/sites/${site}/battery/schedule 504 10003.${w.rng.int(100, 999)} ms - upstream tou-planner timed out after 10000ms`,
          { trace: tr },
        );
        if (w.rng.chance(0.4))
          w.add(t + 20, gw, "warn", `retrying tou-planner (attempt ${w.rng.int(2, 3)}/3) for ${site}`, { trace: tr });
      });
      storm(w, start + 15_000, [6000, 14000], (t) => {
        w.add(t, vpp, "error", "Failed to fetch battery plans for dispatch window; Polly retry 3 of 3 exhausted", {
          stack: dotnetStack(
            w.rng,
            "System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 15 seconds elapsing.\n ---> System.TimeoutException: A task was canceled.",
            [
              "Sunmesh.Vpp.Planning.PlanClient.GetPlansAsync(CancellationToken ct)",
              "Sunmesh.Vpp.Dispatch.WindowBuilder.BuildAsync(DispatchEvent ev)",
            ],
          ),
        });
      });
      return (e) =>
        e.t >= start &&
        (e.tag === "call:planner" || e.tag === "gw:planner" || e.tag === "job:planner") &&
        w.rng.next() < 0.85;
    },
  },
  {
    key: "pg-slots",
    estate: "sunmesh",
    origin: "registry",
    category: "database",
    hints: ["connection", "database", "postgres", "psql", "slots", "sql", "jdbc"],
    sev: "high",
    note: "fleet-registry's Postgres runs out of connection slots so its Hikari pool times out on every lookup, and app-bff and ingest-gw fail with 500s naming fleet-registry",
    run: (w, start) => {
      const reg = w.s("registry");
      const gw = w.s("gw");
      const ing = w.s("ingest");
      w.add(
        start,
        reg,
        "warn",
        "HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=41s101ms).",
      );
      storm(w, start + 2000, [900, 2600], (t) => {
        w.add(
          t,
          reg,
          "error",
          "Request processing failed: org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection",
          {
            stack: javaStack(
              w.rng,
              "java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=40, active=40, idle=0, waiting=212)",
              [
                "com.zaxxer.hikari.pool.HikariPool.createTimeoutException",
                "com.zaxxer.hikari.pool.HikariPool.getConnection",
                `${w.e.pkg}.fleet.DeviceRepository.findBySite`,
                `${w.e.pkg}.fleet.SiteController.live`,
              ],
              [
                "Caused by: org.postgresql.util.PSQLException: FATAL: remaining connection slots are reserved for non-replication superuser connections",
                "\t... 14 common frames omitted",
              ],
            ),
          },
        );
      });
      storm(w, start + 3000, [250, 900], (t) => {
        const tr = w.trace();
        w.add(
          t,
          gw,
          "error",
          `GET /v2/sites/${w.site()}/live 502 ${w.rng.int(30000, 30200)}.${w.rng.int(100, 999)} ms - fleet-registry responded 500`,
          { trace: tr },
        );
      });
      storm(w, start + 4000, [300, 800], (t) => {
        w.add(
          t,
          ing,
          "warn",
          `last_seen update for ${w.serial()} failed: POST http://fleet-registry:8080/internal/heartbeats: 500 Internal Server Error; requeued (attempt ${w.rng.int(1, 5)})`,
        );
      });
      return (e) =>
        e.t >= start + 2000 &&
        (e.svc === reg.name || e.tag === "gw:registry") &&
        e.level === "info" &&
        !e.tag?.startsWith("health") &&
        w.rng.next() < 0.9;
    },
  },
  {
    key: "tzdata-missing",
    estate: "kilnwatt",
    origin: "registry",
    category: "configuration",
    hints: ["config", "time zone", "timezone", "tzdata", "zoneinfo", "location"],
    sev: "medium",
    note: "site-directory 3.14.0 ships on a distroless image without tzdata, so every site lookup fails with unknown time zone and customer-api and battery-optimizer get 500s from it",
    run: (w, start) => {
      const sd = w.s("registry");
      const api = w.s("gw");
      const opt = w.s("planner");
      rollout(w, sd, start - 14_000, "3.14.0");
      w.add(
        start - 1000,
        sd,
        "info",
        "config: ZONEINFO not set, using system tz database; base image gcr.io/distroless/static-debian12:nonroot",
      );
      storm(w, start, [700, 2200], (t) => {
        w.add(
          t,
          sd,
          "error",
          `resolve site ${w.site()}: build local day: load location "Europe/London": unknown time zone Europe/London`,
        );
      });
      storm(w, start + 1000, [400, 1400], (t) => {
        w.add(t, api, "error", `GET /v2/sites/${w.site()}/live completed with 500 in ${w.rng.int(8, 40)} ms`, {
          stack: w.rng.chance(0.3)
            ? javaStack(
                w.rng,
                `org.springframework.web.client.HttpServerErrorException$InternalServerError: 500 Internal Server Error: "{"error":"unknown time zone Europe/London"}"`,
                [
                  "org.springframework.web.client.DefaultResponseErrorHandler.handleError",
                  `${w.e.pkg}.sites.SiteDirectoryClient.resolve`,
                  `${w.e.pkg}.api.LiveController.live`,
                ],
              )
            : undefined,
        });
      });
      storm(w, start + 5000, [900, 2500], (t) => {
        w.add(
          t,
          opt,
          "warn",
          `site-directory lookup failed for ${w.site()}: 500 Server Error: Internal Server Error for url: http://site-directory:8080/v1/sites/${w.site()}/profile; retry ${w.rng.int(1, 5)}/5 in ${w.rng.pick([1, 2, 4, 8])}s`,
        );
      });
      return (e) =>
        e.t >= start &&
        (e.tag === "call:registry" || e.tag === "gw:registry" || e.tag === "heartbeat") &&
        w.rng.next() < 0.95;
    },
  },
  {
    key: "heap-leak",
    estate: "kilnwatt",
    origin: "vpp",
    category: "memory",
    hints: ["memory", "heap", "outofmemory", "oom", "gc"],
    sev: "high",
    note: "dispatch-broker's heap fills up (GC overhead warnings, then OutOfMemoryError and restarts), and battery-optimizer and commissioner get refused connections from it",
    run: (w, start) => {
      const db = w.s("vpp");
      const opt = w.s("planner");
      const com = w.s("installer");
      let used = 2900;
      storm(w, start, [6000, 12000], (t) => {
        used = Math.min(4090, used + w.rng.int(40, 140));
        w.add(
          t,
          db,
          "warn",
          `GC pause (G1 Evacuation Pause) (young) ${used}M->${used - w.rng.int(5, 30)}M(4096M) ${w.rng.int(600, 1900)}.${w.rng.int(100, 999)}ms`,
        );
      });
      const oomAt = start + w.rng.int(90_000, 150_000);
      for (let k = 0; k < 4; k++) {
        const t = oomAt + k * w.rng.int(70_000, 110_000);
        w.add(
          t - 9000,
          db,
          "warn",
          `Pause Full (G1 Compaction Pause) 4093M->4089M(4096M) ${w.rng.int(3000, 7000)}.${w.rng.int(100, 999)}ms`,
        );
        w.add(t, db, "error", "Unexpected error dispatching flex setpoints", {
          stack: javaStack(w.rng, "java.lang.OutOfMemoryError: Java heap space", [
            "java.base/java.util.Arrays.copyOf",
            "java.base/java.util.ArrayList.grow",
            `${w.e.pkg}.dispatch.SetpointBuffer.append`,
            `${w.e.pkg}.dispatch.DispatchLoop.tick`,
          ]),
        });
        w.add(t + 800, db, "fatal", "Terminating due to java.lang.OutOfMemoryError: Java heap space");
        w.add(t + 21_000, db, "info", `Starting DispatchBrokerApplication v2.8.3 using Java 17.0.11 with PID 1`);
        storm(w, t + 1000, [300, 900], (u) => {
          if (u > t + 20_000) return;
          w.add(
            u,
            opt,
            "error",
            `POST http://dispatch-broker:8080/v1/setpoints failed: HTTPConnectionPool(host='dispatch-broker', port=8080): Max retries exceeded (Caused by NewConnectionError: Failed to establish a new connection: [Errno 111] Connection refused)`,
          );
        });
        w.add(t + 4000, com, "error", "battery pairing check could not reach dispatch-broker", {
          stack: dotnetStack(
            w.rng,
            "System.Net.Http.HttpRequestException: Connection refused (dispatch-broker:8080)\n ---> System.Net.Sockets.SocketException (111): Connection refused",
            [
              "Kilnwatt.Commissioner.Clients.DispatchClient.PingAsync(String site)",
              "Kilnwatt.Commissioner.Steps.BatteryPairStep.RunAsync(Session s)",
            ],
          ),
        });
      }
      storm(w, oomAt - 20_000, [1500, 4000], (t) => {
        w.add(
          t,
          opt,
          "warn",
          `dispatch-broker slow: POST /v1/setpoints took ${w.rng.int(4000, 9000)}ms (budget 3000ms)`,
        );
      });
      return (e) => e.t >= oomAt && e.svc === db.name && e.level === "info" && w.rng.next() < 0.5;
    },
  },
  {
    key: "poller-unreachable",
    estate: "brightroof",
    origin: "ingest",
    category: "network",
    hints: ["network", "unreachable", "route", "connect", "socket", "enetunreach", "errno"],
    sev: "high",
    note: "modbus-poller loses its network path (every site connect fails with Network is unreachable, it crashes and restarts), so device-shadow and homeowner-web report stale readings",
    run: (w, start) => {
      const mp = w.s("ingest");
      const ds = w.s("registry");
      const web = w.s("gw");
      storm(w, start, [150, 600], (t) => {
        w.add(
          t,
          mp,
          "error",
          `poll ${w.site()}: connect() to 10.${w.rng.int(20, 23)}.${w.rng.int(0, 255)}.${w.rng.int(2, 254)}:502 failed: Network is unreachable (errno 101)`,
        );
      });
      storm(w, start + 8000, [20_000, 45_000], (t) => {
        w.add(
          t,
          mp,
          "error",
          "POST http://device-shadow:8080/v1/readings failed: curl error 7: Couldn't connect to server (Network is unreachable); 0 of 512 readings delivered",
        );
      });
      for (const t of [start + 95_000, start + 260_000]) {
        w.add(
          t,
          mp,
          "fatal",
          "terminate called after throwing an instance of 'boost::wrapexcept<boost::system::system_error>'",
          {
            stack: [
              "  what():  connect: Network is unreachable [system:101 at /usr/include/boost/asio/detail/reactive_socket_connect_op.hpp:98 in function 'do_complete']",
            ],
          },
        );
        w.add(t + 6000, mp, "info", `modbus-poller 2.4.1 (build ${w.rng.hex(7)}) starting`);
      }
      storm(w, start + 60_000, [2000, 6000], (t) => {
        w.add(
          t,
          ds,
          "warn",
          `no readings from modbus-poller for ${Math.round((t - start) / 1000)}s; ${w.rng.int(900, 3000)} shadows stale`,
        );
      });
      storm(w, start + 70_000, [800, 2500], (t) => {
        w.add(
          t,
          web,
          "warn",
          `live tile for ${w.site()} served stale data (age ${Math.round((t - start) / 1000) + w.rng.int(0, 40)}s)`,
        );
      });
      return (e) => e.t >= start && e.tag === "telemetry";
    },
  },
  {
    key: "shadow-silent",
    estate: "brightroof",
    origin: "registry",
    category: "unknown",
    hints: ["unknown", "unresponsive", "unavailable", "hang", "stopped", "no response"],
    sev: "high",
    note: "device-shadow stops logging and answering altogether while homeowner-web, schedule-svc, installer-app-api and modbus-poller time out calling it",
    run: (w, start) => {
      const ds = w.s("registry");
      const web = w.s("gw");
      const sch = w.s("planner");
      const inst = w.s("installer");
      const mp = w.s("ingest");
      storm(w, start + 5000, [300, 1000], (t) => {
        const site = w.site();
        w.add(t, web, "error", `GET /v2/sites/${site}/live failed: request to device-shadow timed out`, {
          stack: w.rng.chance(0.2)
            ? nodeStack(w.rng, "TimeoutError: The operation was aborted due to timeout", [
                "new DOMException (node:internal/per_context/domexception",
                "AbortSignal.timeout (node:internal/abort_controller",
                "async ShadowClient.get (/app/src/clients/shadow.js",
              ])
            : undefined,
        });
        if (w.rng.chance(0.5)) w.add(t + 50, web, "warn", `retrying device-shadow for ${site} (attempt 2/3)`);
      });
      storm(w, start + 8000, [4000, 9000], (t) => {
        w.add(
          t,
          sch,
          "error",
          `I/O error on GET request for "http://device-shadow:8080/v1/shadows/${w.site()}": Read timed out`,
          {
            stack: javaStack(
              w.rng,
              "org.springframework.web.client.ResourceAccessException: I/O error on GET request: Read timed out",
              ["org.springframework.web.client.RestTemplate.doExecute", `${w.e.pkg}.schedule.ShadowClient.fetch`],
              ["Caused by: java.net.SocketTimeoutException: Read timed out", "\t... 22 common frames omitted"],
            ),
          },
        );
      });
      storm(w, start + 12_000, [15_000, 40_000], (t) => {
        w.add(t, inst, "error", "shadow sync failed during commissioning", {
          stack: rubyStack(w.rng, "Faraday::TimeoutError: Net::ReadTimeout with #<TCPSocket:(closed)>", [
            "/usr/local/bundle/gems/faraday-net_http-3.1.0/lib/faraday/adapter/net_http.rb#perform_request",
            "/app/app/services/shadow_sync.rb#call",
          ]),
        });
      });
      storm(w, start + 6000, [3000, 8000], (t) => {
        w.add(
          t,
          mp,
          "warn",
          `POST device-shadow /v1/readings: timeout after 5000 ms, buffering (queue ${Math.min(50000, Math.round((t - start) / 20))})`,
        );
      });
      return (e) => e.t >= start && (e.svc === ds.name || e.tag === "gw:registry");
    },
  },
  {
    key: "market-503",
    estate: "voltnest",
    origin: "vpp",
    category: "dependency",
    hints: ["503", "unavailable", "circuit", "upstream", "dependency", "gateway"],
    sev: "medium",
    note: "the TSO's bidding API behind vpp-bidder answers 503, vpp-bidder's circuit breaker opens, and charge-planner retries flex offers against it in a storm",
    run: (w, start) => {
      const vb = w.s("vpp");
      const cp = w.s("planner");
      const gw = w.s("gw");
      storm(w, start, [2000, 5000], (t) => {
        w.add(
          t,
          vb,
          "warn",
          `bid submission to ${w.e.market} MARI gateway failed: 503 Service Unavailable (x-request-id ${w.rng.hex(12)}), retry ${w.rng.int(1, 3)}/3`,
        );
      });
      w.add(start + 25_000, vb, "warn", "CircuitBreaker 'tso-bids' changed state from CLOSED to OPEN");
      for (let t = start + 85_000; t < w.end; t += 60_000) {
        w.add(t, vb, "info", "CircuitBreaker 'tso-bids' changed state from OPEN to HALF_OPEN");
        w.add(t + 1800, vb, "warn", "CircuitBreaker 'tso-bids' changed state from HALF_OPEN to OPEN");
      }
      storm(w, start + 26_000, [1500, 4000], (t) => {
        w.add(t, vb, "error", "flex offer rejected: bidding unavailable", {
          stack: javaStack(
            w.rng,
            "io.github.resilience4j.circuitbreaker.CallNotPermittedException: CircuitBreaker 'tso-bids' is OPEN and does not permit further calls",
            [
              "io.github.resilience4j.circuitbreaker.CallNotPermittedException.createCallNotPermittedException",
              `${w.e.pkg}.bidding.TsoBidClient.submit`,
              `${w.e.pkg}.bidding.OfferController.post`,
            ],
          ),
        });
      });
      storm(w, start + 27_000, [200, 700], (t) => {
        w.add(
          t,
          cp,
          "error",
          `POST http://vpp-bidder:8080/v1/flex-offers -> 502 Bad Gateway for ${w.site()}; retry ${w.rng.int(1, 6)}/6 (backoff ${w.rng.pick([0.5, 1, 2, 4])}s)`,
          { trace: w.trace() },
        );
      });
      storm(w, start + 30_000, [5000, 15000], (t) => {
        w.add(t, gw, "warn", access("go", "GET", `/v2/sites/${w.site()}/vpp`, 503, w.rng.int(3, 30), w.rng), {
          trace: w.trace(),
        });
      });
      return () => false;
    },
  },
  {
    key: "spool-full",
    estate: "voltnest",
    origin: "rollup",
    category: "disk",
    hints: ["disk", "space", "enospc", "errno 28", "no space", "volume"],
    sev: "high",
    note: "usage-warehouse's spool volume fills up, every parquet write fails with ENOSPC, and stream-decoder and mobile-gw get errors from it",
    run: (w, start) => {
      const uw = w.s("rollup");
      const sd = w.s("ingest");
      const gw = w.s("gw");
      w.add(start - 90_000, uw, "warn", "spool volume /var/spool/warehouse at 94% (48.9G of 52G)");
      w.add(start - 30_000, uw, "warn", "spool volume /var/spool/warehouse at 98% (51.0G of 52G)");
      storm(w, start, [1000, 3000], (t) => {
        const d = new Date(t).toISOString().slice(0, 13).replace("T", "/");
        w.add(t, uw, "error", "flush of interval batch failed, batch re-queued", {
          stack: pyStack(
            w.rng,
            [
              ["/app/warehouse/flush.py", "flush_batch", "pq.write_table(table, path, compression='zstd')"],
              [
                "/usr/local/lib/python3.11/site-packages/pyarrow/parquet/core.py",
                "write_table",
                "writer.write_table(table, row_group_size=row_group_size)",
              ],
            ],
            `OSError: [Errno 28] No space left on device: '/var/spool/warehouse/${d}/part-${String(w.rng.int(0, 999)).padStart(5, "0")}.parquet'`,
          ),
        });
      });
      storm(w, start + 4000, [300, 900], (t) => {
        w.add(
          t,
          sd,
          "warn",
          `Failed to hand off decoded batch (${w.rng.int(200, 900)} frames) to usage-warehouse: HTTP 507 Insufficient Storage; retry ${w.rng.int(1, 8)} scheduled`,
          { trace: w.trace() },
        );
      });
      storm(w, start + 6000, [1500, 4000], (t) => {
        w.add(
          t,
          gw,
          "error",
          `${access("go", "GET", `/v2/sites/${w.site()}/energy`, 500, w.rng.int(5, 60), w.rng)} err="usage-warehouse: 500 Internal Server Error"`,
          { trace: w.trace() },
        );
      });
      return (e) =>
        e.t >= start &&
        (e.tag === "call:rollup" || e.tag === "gw:rollup" || e.tag === "job:rollup") &&
        w.rng.next() < 0.9;
    },
  },
];
