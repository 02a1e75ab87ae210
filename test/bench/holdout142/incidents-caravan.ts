// Caravan Volant Touring (snake_case, nginx, request ids on the web tier only): one incident per category.
import { nginxErrDate, pgDate, redisDate } from "./ids.js";
import type { IncidentDef } from "./incident-types.js";
import { s } from "./incident-types.js";
import type { Ctx } from "./scenario.js";
import { elixirCrash, pyTrace, rubyTrace } from "./stacks.js";

const rid = (c: Ctx) => {
  const h = c.rng.hex(32);
  return `[${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}] `;
};
const nginxErr = (c: Ctx, t: number, what: string, path: string, up: string) =>
  `${nginxErrDate(t)} [error] 31#31: *${c.rng.int(100000, 999999)} ${what}, client: 82.${c.rng.int(1, 250)}.${c.rng.int(1, 250)}.${c.rng.int(1, 250)}, server: portal.caravanvolant.eu, request: "${path} HTTP/1.1", upstream: "${up}", host: "portal.caravanvolant.eu"`;

export const CARAVAN_INCIDENTS: IncidentDef[] = [
  {
    estate: "caravan",
    origin: "crew_roster",
    category: "authentication",
    hints: ["password", "authentication", "credential", "28p01"],
    sev: "medium",
    note: "The database password for crew_roster was rotated in the vault but crew_roster still uses the old one, so its new connections fail password authentication and shift planning stops working.",
    write: (c) => {
      c.every("crew_roster", c.at, c.t1, 5000, () => ({
        level: "ERROR",
        msg: `Postgrex.Protocol (#PID<0.${c.rng.int(2000, 4000)}.0>) failed to connect: ** (Postgrex.Error) FATAL 28P01 (invalid_password) password authentication failed for user "crew_roster"`,
      }));
      c.every("fleet_pg", c.at, c.t1, 6000, (t) => ({
        level: "ERROR",
        msg: `${pgDate(t)} [${c.rng.int(1000, 9999)}] FATAL:  password authentication failed for user "crew_roster"`,
        stack: `${pgDate(t)} [${c.rng.int(1000, 9999)}] DETAIL:  Connection matched file "/etc/postgresql/pg_hba.conf" line 99: "host all all 10.8.0.0/16 scram-sha-256"`,
      }));
      c.every("crew_roster", c.at + s(30), c.t1, 4000, () => ({
        level: "ERROR",
        msg: `Request: GET /api/shifts/${c.rng.int(100, 999)}\n** (exit) an exception was raised:\n    ** (DBConnection.ConnectionError) connection not available and request was dropped from queue after 2000ms. This means requests are coming in and your connection pool cannot serve them fast enough.`,
      }));
      c.every("tour_portal", c.at + s(30), c.t1, 2200, () => ({
        level: "ERROR",
        msg: `${rid(c)}CrewClient error: crew_roster returned 500 for GET /api/shifts (Faraday::ServerError)`,
      }));
      c.slow("crew_roster", c.at, c.t1, 0.3);
    },
  },
  {
    estate: "caravan",
    origin: "portal_sidekiq",
    category: "authorization",
    hints: ["accessdenied", "access denied", "403", "permission", "policy"],
    sev: "medium",
    note: "An IAM policy tightening removed PutObject on the itineraries bucket for the portal worker role, so every ItineraryPdfJob fails with AccessDenied and crews get no printable itineraries.",
    write: (c) => {
      c.every("portal_sidekiq", c.at, c.t1, 2500, () => {
        const jid = c.rng.hex(24);
        return [
          { level: "INFO", msg: `pid=7 tid=${c.rng.hex(4)} class=ItineraryPdfJob jid=${jid} INFO: start` },
          {
            level: "WARN",
            msg: `pid=7 tid=${c.rng.hex(4)} class=ItineraryPdfJob jid=${jid} elapsed=1.9 INFO: fail`,
          },
          {
            level: "WARN",
            msg: `{"context":"Job raised exception","job":{"retry":true,"queue":"default","class":"ItineraryPdfJob","jid":"${jid}","retry_count":${c.rng.int(0, 6)}}}`,
          },
          {
            level: "WARN",
            msg: 'Aws::S3::Errors::AccessDenied: User: arn:aws:sts::418862910021:assumed-role/portal-worker/i-0c1d2 is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::cv-itineraries/2026/stop-4471.pdf" because no identity-based policy allows the s3:PutObject action',
            stack: rubyTrace([
              "/usr/local/bundle/gems/aws-sdk-core-3.201.0/lib/seahorse/client/plugins/raise_response_errors.rb:17:in `call'",
              "/usr/local/bundle/gems/aws-sdk-s3-1.156.0/lib/aws-sdk-s3/plugins/sse_cpk.rb:24:in `call'",
              "/app/app/jobs/itinerary_pdf_job.rb:31:in `perform'",
            ]),
          },
        ];
      });
      c.every("tour_portal", c.at + s(20), c.t1, 9000, () => ({
        level: "WARN",
        msg: `${rid(c)}Itinerary PDF not ready for stop ${c.rng.int(4000, 4999)}, showing HTML fallback`,
      }));
    },
  },
  {
    estate: "caravan",
    origin: "fleet_pg",
    category: "database",
    hints: ["segmentation", "crash", "recovery", "postgres", "database"],
    sev: "high",
    note: "A fleet_pg backend segfaults inside a PostGIS call, the postmaster resets all connections and runs crash recovery twice, and the portal's and dispatcher's queries fail meanwhile.",
    write: (c) => {
      const crash = (t: number) => {
        c.line(
          t,
          "fleet_pg",
          "ERROR",
          `${pgDate(t)} [1] LOG:  server process (PID ${c.rng.int(1000, 9999)}) was terminated by signal 11: Segmentation fault`,
          {
            stack: `${pgDate(t)} [1] DETAIL:  Failed process was running: SELECT id FROM stops WHERE ST_DWithin(geom, ST_MakePoint($1,$2)::geography, 250)`,
          },
        );
        c.line(t + 5, "fleet_pg", "INFO", `${pgDate(t + 5)} [1] LOG:  terminating any other active server processes`);
        c.line(
          t + 30,
          "fleet_pg",
          "INFO",
          `${pgDate(t + 30)} [1] LOG:  all server processes terminated; reinitializing`,
        );
        c.line(
          t + 200,
          "fleet_pg",
          "INFO",
          `${pgDate(t + 200)} [${c.rng.int(1000, 9999)}] LOG:  database system was interrupted; last known up at ${pgDate(t - 90000)}`,
        );
        c.line(
          t + 4000,
          "fleet_pg",
          "INFO",
          `${pgDate(t + 4000)} [${c.rng.int(1000, 9999)}] LOG:  database system was not properly shut down; automatic recovery in progress`,
        );
        c.line(
          t + 26000,
          "fleet_pg",
          "INFO",
          `${pgDate(t + 26000)} [1] LOG:  database system is ready to accept connections`,
        );
      };
      crash(c.at);
      crash(c.at + s(c.rng.int(150, 260)));
      c.every("tour_portal", c.at + 100, c.t1, 1500, () => ({
        level: "ERROR",
        msg: `${rid(c)}${c.rng.pick([
          'ActiveRecord::ConnectionNotEstablished (connection to server at "10.8.1.5", port 5432 failed: FATAL:  the database system is in recovery mode)',
          "PG::ConnectionBad (PQconsumeInput() server closed the connection unexpectedly\n\tThis probably means the server terminated abnormally\n\tbefore or while processing the request.)",
          "ActiveRecord::StatementInvalid (PG::UnableToSend: no connection to the server)",
        ])}`,
      }));
      c.every("truck_dispatch", c.at + 100, c.t1, 3000, () => ({
        level: "ERROR",
        msg: `celery.app.trace: Task dispatch.refresh_eta[${c.rng.hex(8)}-${c.rng.hex(4)}-${c.rng.hex(4)}-${c.rng.hex(4)}-${c.rng.hex(12)}] raised unexpected: OperationalError('server closed the connection unexpectedly')`,
      }));
      c.every("nginx_edge", c.at + 100, c.t1, 2000, (t) => {
        c.edge(t, "tour_portal", 500, { path: "GET /tours/88/itinerary" });
        return null;
      });
    },
  },
  {
    estate: "caravan",
    origin: "truck_dispatch",
    category: "network",
    hints: ["no route", "network", "unreachable", "connection reset", "vpn"],
    sev: "medium",
    note: "The site-to-site tunnel to the driver messaging gateway dropped, so truck_dispatch cannot reach it (no route to host / connection reset) and convoy instructions stop reaching drivers.",
    write: (c) => {
      c.every("truck_dispatch", c.at, c.t1, 2200, () => ({
        level: "ERROR",
        msg: `celery.app.trace: Task dispatch.notify_driver[${c.rng.hex(8)}-${c.rng.hex(4)}-${c.rng.hex(4)}-${c.rng.hex(4)}-${c.rng.hex(12)}] retry: Retry in 30s: ${c.rng.pick(
          [
            "ConnectionError(MaxRetryError(\"HTTPSConnectionPool(host='drivergw.fleetlink.internal', port=443): Max retries exceeded with url: /v2/messages (Caused by NewConnectionError('<urllib3.connection.HTTPSConnection object at 0x7f3a2c1d90>: Failed to establish a new connection: [Errno 113] No route to host'))\"))",
            "ConnectionError(ProtocolError('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer')))",
          ],
        )}`,
      }));
      c.every("truck_dispatch", c.at + s(90), c.t1, 12000, () => ({
        level: "ERROR",
        msg: "dispatch.notify: giving up on driver message after 5 retries",
        stack: pyTrace(
          [
            ["/app/dispatch/notify.py", 57, "notify_driver", "resp = session.post(GW_URL, json=payload, timeout=10)"],
            [
              "/usr/local/lib/python3.12/site-packages/requests/adapters.py",
              700,
              "send",
              "raise ConnectionError(e, request=request)",
            ],
          ],
          "requests.exceptions.ConnectionError: HTTPSConnectionPool(host='drivergw.fleetlink.internal', port=443): Max retries exceeded with url: /v2/messages (Caused by NewConnectionError('<urllib3.connection.HTTPSConnection object at 0x7f3a2c1d90>: Failed to establish a new connection: [Errno 113] No route to host'))",
        ),
      }));
      c.every("tour_portal", c.at + s(60), c.t1, 20000, () => ({
        level: "WARN",
        msg: `${rid(c)}Convoy ${c.rng.int(10, 40)} instruction still unacknowledged after 5 minutes`,
      }));
    },
  },
  {
    estate: "caravan",
    origin: "route_planner",
    category: "timeout",
    hints: ["timeout", "timed out", "worker timeout"],
    sev: "high",
    note: "route_planner's solver runs past gunicorn's 30 s worker timeout on multi-country tours, workers are killed mid-request and nginx and the portal time out on route planning.",
    write: (c) => {
      c.every("route_planner", c.at, c.t1, 6000, () => {
        const pid = c.rng.int(40, 400);
        return [
          { level: "FATAL", msg: `[1] [CRITICAL] WORKER TIMEOUT (pid:${pid})` },
          { level: "ERROR", msg: `[1] [ERROR] Worker (pid:${pid}) was sent SIGKILL! Perhaps out of memory?` },
          { level: "INFO", msg: `[${pid + 3}] [INFO] Booting worker with pid: ${pid + 3}` },
        ];
      });
      c.every("nginx_edge", c.at + 500, c.t1, 2500, (t) => ({
        level: "ERROR",
        msg: nginxErr(
          c,
          t,
          "upstream timed out (110: Connection timed out) while reading response header from upstream",
          "POST /api/routes/plan",
          "http://10.8.2.14:8000/api/routes/plan",
        ),
      }));
      c.every("tour_portal", c.at + 500, c.t1, 2000, () => ({
        level: "ERROR",
        msg: `${rid(c)}Net::ReadTimeout with #<TCPSocket:(closed)> calling route_planner POST /api/routes/plan (RoutePlannerClient)`,
      }));
      c.every("nginx_edge", c.at + 500, c.t1, 2500, (t) => {
        c.edge(t, "tour_portal", 504, { path: "POST /tours/77/itinerary", durMs: 60000 });
        return null;
      });
    },
  },
  {
    estate: "caravan",
    origin: "route_planner",
    category: "rate_limiting",
    hints: ["429", "rate limit", "quota", "too many requests"],
    sev: "medium",
    note: "route_planner exhausts its distance-matrix quota at the mapping provider during the winter re-plan, so matrix calls get 429 and re-plans fail.",
    write: (c) => {
      c.every("route_planner", c.at, c.t1, 3000, () => ({
        level: "WARN",
        msg: `route_planner.matrix: provider answered 429 Too Many Requests (X-RateLimit-Remaining: 0, Retry-After: ${c.rng.int(20, 60)}), backing off`,
      }));
      c.every("route_planner", c.at + s(45), c.t1, 9000, () => ({
        level: "ERROR",
        msg: "route_planner.solver: plan failed",
        stack: pyTrace(
          [
            ["/app/route_planner/solver.py", 140, "plan", "matrix = self.matrix_client.fetch(stops)"],
            ["/app/route_planner/matrix.py", 62, "fetch", "resp.raise_for_status()"],
          ],
          "requests.exceptions.HTTPError: 429 Client Error: Too Many Requests for url: https://api.mapmatrix.example/v3/matrix?profile=hgv",
        ),
      }));
      c.every("tour_portal", c.at + s(45), c.t1, 4000, () => ({
        level: "ERROR",
        msg: `${rid(c)}RoutePlannerClient::Error: route_planner returned 502 for POST /api/routes/plan`,
      }));
      c.every("portal_sidekiq", c.at + s(45), c.t1, 6000, () => ({
        level: "WARN",
        msg: `pid=7 tid=${c.rng.hex(4)} class=ItineraryPdfJob jid=${c.rng.hex(24)} WARN: RoutePlannerClient::Error: 502 Bad Gateway (will retry)`,
      }));
    },
  },
  {
    estate: "caravan",
    origin: "telematics_ingest",
    category: "validation",
    hints: ["parse", "invalid", "validation", "format"],
    sev: "medium",
    note: "A firmware push to the trucks' tachograph units changed their timestamp format, telematics_ingest rejects every tacho record as invalid and driver-hours tracking stops.",
    write: (c) => {
      c.every("telematics_ingest", c.at, c.t1, 2500, () => ({
        level: "WARN",
        msg: "tacho record rejected",
        attrs: {
          unit: `TRK-${c.rng.int(10, 48)}`,
          fw: "4.2.0",
          err: `parsing time "${c.rng.int(10, 28)}/12/2026 06:${c.rng.int(10, 59)}:${c.rng.int(10, 59)}" as "2006-01-02T15:04:05Z07:00": cannot parse "${c.rng.int(10, 28)}/12/2026 06:14:00" as "2006"`,
        },
      }));
      c.every("truck_dispatch", c.at + s(60), c.t1, 7000, () => ({
        level: "ERROR",
        msg: `dispatch.hours: no tachograph data for driver D${c.rng.int(100, 180)} in last 10 min, cannot verify rest period`,
      }));
      c.every("tour_portal", c.at + s(90), c.t1, 15000, () => ({
        level: "WARN",
        msg: `${rid(c)}Driver hours panel stale for convoy ${c.rng.int(10, 40)}`,
      }));
    },
  },
  {
    estate: "caravan",
    origin: "tour_portal",
    category: "null_reference",
    hints: ["nomethoderror", "nil", "undefined method"],
    sev: "high",
    note: "tour_portal's itinerary page raises NoMethodError on nil for tour stops that have no venue yet, so itineraries of the new season return 500.",
    write: (c) => {
      c.every("tour_portal", c.at, c.t1, 3500, () => {
        const r = rid(c);
        const id = c.rng.int(60, 99);
        return [
          {
            level: "INFO",
            msg: `${r}Started GET "/tours/${id}/itinerary" for 82.${c.rng.int(1, 250)}.4.${c.rng.int(1, 250)}`,
          },
          { level: "INFO", msg: `${r}Processing by ToursController#itinerary as HTML` },
          {
            level: "INFO",
            msg: `${r}Completed 500 Internal Server Error in ${c.rng.int(20, 80)}ms (ActiveRecord: ${c.rng.int(3, 20)}.1ms | Allocations: ${c.rng.int(3000, 9000)})`,
          },
          {
            level: "FATAL",
            msg: `${r}NoMethodError (undefined method \`name' for nil):`,
            stack: rubyTrace([
              `${r}app/views/tours/_stop.html.erb:12:in \`_app_views_tours__stop_html_erb___${c.rng.int(1000, 9999)}'`,
              `${r}app/helpers/itinerary_helper.rb:28:in \`venue_label'`,
              `${r}app/controllers/tours_controller.rb:44:in \`itinerary'`,
            ]),
          },
        ];
      });
      c.every("nginx_edge", c.at, c.t1, 2200, (t) => {
        c.edge(t, "tour_portal", 500, { path: `GET /tours/${c.rng.int(60, 99)}/itinerary` });
        return null;
      });
    },
  },
  {
    estate: "caravan",
    origin: "nginx_edge",
    category: "configuration",
    hints: ["config", "upstream", "connection refused", "port"],
    sev: "high",
    note: "A reload of nginx_edge's config points the venue_contracts upstream at the wrong port, so every contracts request gets connect() refused and 502.",
    write: (c) => {
      c.line(
        c.at - 800,
        "nginx_edge",
        "INFO",
        `${nginxErrDate(c.at - 800)} [notice] 1#1: signal 1 (SIGHUP) received from 5512, reconfiguring`,
      );
      c.line(c.at - 700, "nginx_edge", "INFO", `${nginxErrDate(c.at - 700)} [notice] 1#1: reconfiguring`);
      c.line(c.at - 600, "nginx_edge", "INFO", `${nginxErrDate(c.at - 600)} [notice] 1#1: start worker processes`);
      c.every("nginx_edge", c.at, c.t1, 1400, (t) => {
        c.edge(t, "venue_contracts", 502, {
          path: c.rng.pick([
            "GET /contracts/hove-lawns",
            "GET /venues/search?q=park",
            "POST /contracts/glasgow-green/sign",
          ]),
          durMs: 1,
        });
        return {
          level: "ERROR",
          msg: nginxErr(
            c,
            t,
            "connect() failed (111: Connection refused) while connecting to upstream",
            "GET /contracts/hove-lawns",
            "http://10.8.3.12:8001/contracts/hove-lawns",
          ),
        };
      });
      c.silence("venue_contracts", c.at);
      c.every("venue_contracts", c.at, c.t1, 40000, () => ({
        level: "INFO",
        msg: `gunicorn.access: 10.8.0.3 - - "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.30"`,
      }));
    },
  },
  {
    estate: "caravan",
    origin: "venue_contracts",
    category: "dependency",
    hints: ["503", "unavailable", "e-sign", "provider", "upstream"],
    sev: "medium",
    note: "The e-signature provider venue_contracts uses answers 503 for envelope creation, so venue contracts cannot be sent for signature.",
    write: (c) => {
      c.every("venue_contracts", c.at, c.t1, 5000, () => ({
        level: "ERROR",
        msg: "contracts.esign: envelope creation failed",
        stack: pyTrace(
          [
            ["/app/contracts/esign.py", 91, "send_envelope", "resp.raise_for_status()"],
            [
              "/usr/local/lib/python3.12/site-packages/requests/models.py",
              1024,
              "raise_for_status",
              "raise HTTPError(http_error_msg, response=self)",
            ],
          ],
          "requests.exceptions.HTTPError: 503 Server Error: Service Unavailable for url: https://eu.api.signwell-demo.example/v2/envelopes",
        ),
      }));
      c.every("tour_portal", c.at + 500, c.t1, 3000, () => ({
        level: "ERROR",
        msg: `${rid(c)}ContractsClient::Error: venue_contracts returned 502 Bad Gateway for POST /contracts/${c.rng.pick(["hove-lawns", "ashton-park", "york-knavesmire"])}/sign`,
      }));
      c.every("portal_sidekiq", c.at + 500, c.t1, 8000, () => ({
        level: "WARN",
        msg: `pid=7 tid=${c.rng.hex(4)} class=VenueSyncJob jid=${c.rng.hex(24)} WARN: ContractsClient::Error: 502 (retry ${c.rng.int(1, 5)})`,
      }));
    },
  },
  {
    estate: "caravan",
    origin: "truck_dispatch",
    category: "memory",
    hints: ["sigkill", "memory", "oom", "workerlost"],
    sev: "medium",
    note: "truck_dispatch celery workers grow without bound loading whole GPS histories and are OOM-killed one after another, losing convoy assignment tasks.",
    write: (c) => {
      c.every("truck_dispatch", c.at, c.t1, 9000, () => {
        const pid = c.rng.int(100, 900);
        return [
          {
            level: "ERROR",
            msg: `celery.worker.request: Process 'ForkPoolWorker-${c.rng.int(1, 8)}' pid:${pid} exited with 'signal 9 (SIGKILL)'`,
          },
          {
            level: "ERROR",
            msg: `celery.app.trace: Task handler raised error: WorkerLostError('Worker exited prematurely: signal 9 (SIGKILL) Job: ${c.rng.int(100, 999)}.')`,
            stack: pyTrace(
              [
                [
                  "/usr/local/lib/python3.12/site-packages/billiard/pool.py",
                  1264,
                  "mark_as_worker_lost",
                  "raise WorkerLostError(",
                ],
              ],
              `billiard.exceptions.WorkerLostError: Worker exited prematurely: signal 9 (SIGKILL) Job: ${c.rng.int(100, 999)}.`,
            ),
          },
        ];
      });
      c.every("truck_dispatch", c.at - s(60), c.t1, 20000, () => ({
        level: "WARN",
        msg: `dispatch.assign: convoy history loaded (${c.rng.int(800, 2000)}k points, rss=${c.rng.int(1500, 1990)}MB)`,
      }));
      c.every("tour_portal", c.at + s(60), c.t1, 9000, () => ({
        level: "WARN",
        msg: `${rid(c)}Convoy assignment for stop ${c.rng.int(4000, 4999)} still pending`,
      }));
    },
  },
  {
    estate: "caravan",
    origin: "redis_cache",
    category: "disk",
    hints: ["misconf", "no space", "disk", "rdb"],
    sev: "high",
    note: "redis_cache cannot write its RDB snapshot because its volume is full, so it refuses writes with MISCONF and the portal's sessions and the sidekiq queues fail.",
    write: (c) => {
      c.silence("redis_cache", c.at);
      c.every("redis_cache", c.at, c.t1, 20000, (t) => [
        { level: "INFO", msg: `1:M ${redisDate(t)} * 100 changes in 300 seconds. Saving...` },
        { level: "INFO", msg: `1:M ${redisDate(t)} * Background saving started by pid ${c.rng.int(100, 999)}` },
        {
          level: "WARN",
          msg: `${c.rng.int(100, 999)}:C ${redisDate(t)} # Write error saving DB on disk: No space left on device`,
        },
        { level: "WARN", msg: `1:M ${redisDate(t)} # Background saving error` },
      ]);
      c.every("tour_portal", c.at + s(5), c.t1, 1500, () => ({
        level: "ERROR",
        msg: `${rid(c)}Redis::CommandError (MISCONF Redis is configured to save RDB snapshots, but it's currently unable to persist to disk. Commands that may modify the data set are disabled, because this instance is configured to report errors during writes if RDB snapshotting fails (stop-writes-on-bgsave-error option). Please check the Redis logs for details about the RDB error.)`,
      }));
      c.every("portal_sidekiq", c.at + s(5), c.t1, 4000, () => ({
        level: "ERROR",
        msg: `pid=7 tid=${c.rng.hex(4)} ERROR: Error fetching job: MISCONF Redis is configured to save RDB snapshots, but it's currently unable to persist to disk.`,
      }));
      c.every("nginx_edge", c.at + s(5), c.t1, 2200, (t) => {
        c.edge(t, "tour_portal", 500, { path: "PATCH /stops/4471" });
        return null;
      });
    },
  },
  {
    estate: "caravan",
    origin: "crew_roster",
    category: "unknown",
    hints: ["crash", "exit", "restart", "unknown", "shutdown"],
    sev: "medium",
    note: "crew_roster's BEAM node keeps stopping right after boot without saying why, so the portal's crew pages get refused connections.",
    write: (c) => {
      c.silence("crew_roster", c.at);
      for (let t = c.at + s(5); t < c.t1; t += c.rng.int(35000, 90000)) {
        c.line(t, "crew_roster", "INFO", "Running CrewRosterWeb.Endpoint with Bandit 1.5.7 at :::4000 (http)");
        c.line(t + 400, "crew_roster", "INFO", elixirCrash("Application crew_roster exited: shutdown", []));
      }
      c.every("tour_portal", c.at + 300, c.t1, 1600, () => ({
        level: "ERROR",
        msg: `${rid(c)}Errno::ECONNREFUSED (Failed to open TCP connection to crew_roster:4000 (Connection refused - connect(2) for "crew_roster" port 4000))`,
      }));
      c.every("nginx_edge", c.at + 300, c.t1, 2500, (t) => {
        c.edge(t, "tour_portal", 500, { path: "POST /crew_calls" });
        return null;
      });
    },
  },
];
