// The eight failures of quiet47, one per category, each in the estate where it would happen, worded the way that
// software logs it. `arm` installs the per-request behaviour (a Fault) and writes the lines that are not tied to
// requests (pool warnings, crash loops, polling jobs, consumers of stale data).
import type { Rng } from "./rng.js";
import { type Ctx, deploy, type Fault } from "./stream.js";

export interface Scenario {
  category: string;
  estate: string;
  role: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** noise kinds that must not be laid on this one (they would be a second real problem) */
  avoid: string[];
  arm(ctx: Ctx, start: number): void;
}

const ramp = (start: number, secs: number, top: number) => (t: number) =>
  Math.min(top, ((t - start) / (secs * 1000)) * top + 0.05);
const every = (ctx: Ctx, from: number, sec: number, f: (t: number, r: Rng, n: number) => void) => {
  let n = 0;
  for (let t = from; t < ctx.end; t += sec * 1000 * (0.7 + ctx.r.f() * 0.6)) f(t, ctx.r, n++);
};
const fault = (ctx: Ctx, f: Fault) => {
  ctx.fault = f;
};

export const SCENARIOS: Scenario[] = [
  {
    category: "database",
    estate: "cartoline",
    role: "geocode",
    hints: ["database", "postgres", "connection", "psycopg", "sql", "operationalerror"],
    severity: "high",
    note: "the geocoder's Postgres refuses new connections (too many clients), so geocoding requests fail with 500 at the edge",
    avoid: [],
    arm: (ctx, start) => {
      const host = "geo-pg-primary.maps-prod.svc";
      fault(ctx, {
        role: "geocode",
        start,
        rate: ramp(start, 90, 0.75),
        own: (r) =>
          r.c(0.35)
            ? {
                level: "error",
                msg: `Exception on /geocoding/v5/places [GET]\nTraceback (most recent call last):\n  File "/usr/local/lib/python3.11/site-packages/sqlalchemy/engine/base.py", line 145, in __init__\n    self._dbapi_connection = engine.raw_connection()\n  File "/usr/local/lib/python3.11/site-packages/sqlalchemy/pool/base.py", line 674, in __connect\n    self.dbapi_connection = connection = pool._invoke_creator(self)\n  File "/usr/local/lib/python3.11/site-packages/psycopg2/__init__.py", line 122, in connect\n    conn = _connect(dsn, connection_factory=connection_factory, **kwasync)\nsqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "${host}" (10.31.4.17), port 5432 failed: FATAL:  sorry, too many clients already\n(Background on this error at: https://sqlalche.me/e/20/e3q8)`,
              }
            : {
                level: "error",
                msg: `GET /geocoding/v5/places -> 500: (psycopg2.OperationalError) connection to server at "${host}" (10.31.4.17), port 5432 failed: FATAL:  ${r.p(["sorry, too many clients already", "remaining connection slots are reserved for non-replication superuser connections"])}`,
              },
        seen: "5xx",
        status: 500,
        retries: 0,
        quiet: false,
      });
      every(ctx, start - 40_000, 12, (t, r) =>
        ctx.add(
          t,
          "geocode",
          "warn",
          `QueuePool limit of size 20 overflow 10 reached, connection timed out, timeout 30.00 (pool checked out ${r.i(28, 30)}/30)`,
        ),
      );
      deploy(ctx, "style", start - ctx.r.i(60, 140) * 1000);
    },
  },
  {
    category: "timeout",
    estate: "cartoline",
    role: "render",
    hints: ["timeout", "time limit", "timed out", "render", "deadline"],
    severity: "medium",
    note: "renderd's mapnik renders start exceeding their time limit (logged only at WARN); tile-front's calls for uncached tiles hit their deadline and the edge returns 504",
    avoid: ["render-backlog-after-expiry", "tile-cache-purge"],
    arm: (ctx, start) => {
      fault(ctx, {
        role: "render",
        start,
        rate: ramp(start, 60, 0.9),
        own: (r) => ({
          level: "warn",
          msg: `Render of metatile z${r.i(13, 17)} ${r.i(1000, 90000)},${r.i(1000, 90000)} style=satellite-hybrid exceeded time limit (30000 ms), abandoning; ${r.i(30, 64)} requests waiting in queue`,
        }),
        seen: "timeout",
        status: 504,
        retries: 2,
        quiet: false,
      });
      every(ctx, start + 20_000, 15, (t, r) =>
        ctx.add(
          t,
          "render",
          "warn",
          `Request queue full (render=${r.i(64, 64)}, dirty=${r.i(900, 1000)}), dropping dirty request; slowest worker busy ${r.i(31, 120)} s`,
        ),
      );
      every(ctx, start, 6, (t, r) =>
        ctx.add(
          t,
          "tiles",
          "error",
          `call renderd failed: Get "http://renderd:5000/satellite-hybrid/${r.i(13, 17)}/${r.i(0, 90000)}/${r.i(0, 90000)}@2x.png": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
        ),
      );
      deploy(ctx, "keys", start + ctx.r.i(60, 120) * 1000);
    },
  },
  {
    category: "configuration",
    estate: "wayfarer",
    role: "route",
    hints: ["configuration", "config", "options", "setting", "profile"],
    severity: "high",
    note: "directions-api is redeployed with a traffic profile name that does not exist; every route request then fails options validation and nav-bff retries and returns 500",
    avoid: [],
    arm: (ctx, start) => {
      const boot = start - 9000;
      deploy(ctx, "route", boot);
      fault(ctx, {
        role: "route",
        start,
        rate: () => 1,
        own: (r) =>
          r.c(0.4)
            ? {
                level: "error",
                msg: `An unhandled exception has occurred while executing the request.\nMicrosoft.Extensions.Options.OptionsValidationException: RoutingOptions.TrafficProfile: 'live-v3' is not a configured traffic profile (known: live-v2, historic-v2)\n   at Microsoft.Extensions.Options.OptionsFactory\`1.Create(String name)\n   at Microsoft.Extensions.Options.UnnamedOptionsManager\`1.get_Value()\n   at Wayfarer.Directions.Routing.TrafficAwareRouter..ctor(IOptions\`1 options, IEtaClient eta) in /src/Routing/TrafficAwareRouter.cs:line 41\n   at Wayfarer.Directions.Api.RouteEndpoints.Compute(RouteRequest req, TrafficAwareRouter router) in /src/Api/RouteEndpoints.cs:line ${r.i(60, 70)}\n   at Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddlewareImpl.<Invoke>g__Awaited|10_0(ExceptionHandlerMiddlewareImpl middleware, HttpContext context, Task task)`,
              }
            : {
                level: "error",
                msg: `Request finished HTTP/1.1 POST /v1/route - 500 0 - ${r.i(2, 9)}.${r.i(1000, 9999)}ms`,
              },
        seen: "5xx",
        status: 500,
        retries: 2,
        quiet: true,
      });
      ctx.add(
        boot + 2500,
        "route",
        "info",
        "Loaded configuration from appsettings.json, appsettings.Production.json, env WAYFARER__ROUTING__TRAFFICPROFILE=live-v3",
      );
    },
  },
  {
    category: "network",
    estate: "wayfarer",
    role: "eta",
    hints: ["dns", "lookup", "network", "resolv", "no such host"],
    severity: "medium",
    note: "eta-service's DNS lookups for its speed cache time out or fail, so about half of ETA calls return 503 and directions-api's Polly retries fill the log",
    avoid: [],
    arm: (ctx, start) => {
      fault(ctx, {
        role: "eta",
        start,
        rate: ramp(start, 120, 0.55),
        own: (r) => ({
          level: "error",
          msg: r.c(0.6)
            ? `speeds lookup failed: dial tcp: lookup speeds-cache.wayfarer.svc.cluster.local on 10.96.0.10:53: read udp 10.20.${r.i(0, 9)}.${r.i(2, 250)}:${r.i(30000, 60000)}->10.96.0.10:53: i/o timeout`
            : `speeds lookup failed: dial tcp: lookup speeds-cache.wayfarer.svc.cluster.local: no such host`,
        }),
        seen: "5xx",
        status: 503,
        retries: 3,
        quiet: false,
      });
      deploy(ctx, "traffic", start + ctx.r.i(-90, 90) * 1000);
    },
  },
  {
    category: "rate_limiting",
    estate: "nimbus",
    role: "push",
    hints: ["rate", "quota", "429", "throttl", "limit"],
    severity: "medium",
    note: "push-relay is throttled by FCM (429, quota exceeded) after a topic fan-out change and answers alert-router with 429, so alert-router retries loudly and its backlog grows",
    avoid: ["api-key-over-quota", "push-unregistered"],
    arm: (ctx, start) => {
      fault(ctx, {
        role: "push",
        start,
        rate: ramp(start, 60, 0.85),
        own: (r) => ({
          level: "warn",
          msg: r.c(0.7)
            ? `fcm send throttled: messaging/message-rate-exceeded (HTTP 429) Retry-After=${r.i(20, 60)}s topic=alerts-${r.p(["us", "eu"])}; responding 429 to caller`
            : `FirebaseMessagingError: Quota exceeded for quota metric 'Send requests' and limit 'Send requests per minute' of service 'fcm.googleapis.com' for consumer 'project_number:${r.i(100000000, 999999999)}'.\n    at FirebaseMessagingRequestHandler.handleHttpError (/app/node_modules/firebase-admin/lib/messaging/messaging-api-request-internal.js:${r.i(90, 110)}:19)\n    at process.processTicksAndRejections (node:internal/process/task_queues:105:5)\n    at async Messaging.sendEach (/app/node_modules/firebase-admin/lib/messaging/messaging.js:${r.i(180, 210)}:24)\n    at async TopicFanout.flush (/app/src/fanout.js:${r.i(40, 90)}:21)`,
        }),
        seen: "5xx",
        status: 429,
        retries: 4,
        quiet: true,
      });
      every(ctx, start, 2.5, (t, r) =>
        ctx.add(
          t,
          "alerts",
          "error",
          `org.springframework.web.client.HttpClientErrorException$TooManyRequests: 429 Too Many Requests from POST http://push-relay:3000/v1/fanout (alert urn:oid:2.49.0.1.840.0.${r.hex(10)})`,
        ),
      );
      every(ctx, start + 60_000, 20, (t, r, n) =>
        ctx.add(
          t,
          "alerts",
          "warn",
          `Delivery backlog ${2000 + n * r.i(600, 1100)} alerts pending for push (oldest ${n * 20 + r.i(30, 60)} s)`,
        ),
      );
      ctx.add(start - 50_000, "push", "info", `fanout config reloaded: batch_size=500 -> 1000, concurrency=8 -> 32`);
    },
  },
  {
    category: "authentication",
    estate: "nimbus",
    role: "ingest",
    hints: ["auth", "token", "credential", "expired", "access"],
    severity: "medium",
    note: "model-ingest's storage credentials expire, every fetch of the new model run is refused with ExpiredToken, and forecast-svc keeps serving an ageing run",
    avoid: ["model-run-late", "grib-unknown-parameter", "ensemble-member-missing"],
    arm: (ctx, start) => {
      const day = new Date(start).toISOString().slice(0, 10).replace(/-/g, "");
      fault(ctx, {
        role: "ingest",
        start,
        rate: () => 0,
        own: null,
        seen: "5xx",
        status: 500,
        retries: 0,
        quiet: true,
      });
      every(ctx, start + 3000, 20, (t, r) =>
        ctx.add(
          t,
          "ingest",
          "error",
          r.c(0.5)
            ? `fetch failed s3://nimbus-model-mirror/gfs.${day}/06/atmos/gfs.t06z.pgrb2.0p25.f${String(r.i(0, 120)).padStart(3, "0")}\nTraceback (most recent call last):\n  File "/app/ingest/fetch.py", line 88, in fetch_object\n    resp = self.s3.get_object(Bucket=bucket, Key=key, Range=rng)\n  File "/usr/local/lib/python3.12/site-packages/botocore/client.py", line 569, in _api_call\n    return self._make_api_call(operation_name, kwargs)\n  File "/usr/local/lib/python3.12/site-packages/botocore/client.py", line 1023, in _make_api_call\n    raise error_class(parsed_response, operation_name)\nbotocore.exceptions.ClientError: An error occurred (ExpiredToken) when calling the GetObject operation: The provided token has expired.`
            : `fetch failed s3://nimbus-model-mirror/gfs.${day}/06/atmos/gfs.t06z.pgrb2.0p25.f${String(r.i(0, 120)).padStart(3, "0")}.idx: ClientError: An error occurred (ExpiredToken) when calling the GetObject operation: The provided token has expired. (attempt ${r.i(1, 5)}/5)`,
        ),
      );
      every(ctx, start + 90_000, 45, (t, r, n) =>
        ctx.add(
          t,
          "forecast",
          "warn",
          `No newer gfs run available after ${n + 1} polls; serving 00z (age ${6 + Math.floor(n / 20)}h${String(r.i(0, 59)).padStart(2, "0")}m)`,
        ),
      );
      every(ctx, start + 120_000, 60, (t, r) =>
        ctx.add(
          t,
          "nowcast",
          "warn",
          `blend input gfs 00z older than 6h; nowcast-to-model blending weight forced to 0 for leads > ${r.p([60, 90])}min`,
        ),
      );
      deploy(ctx, "keys", start - ctx.r.i(100, 200) * 1000);
    },
  },
  {
    category: "memory",
    estate: "stormline",
    role: "forecast",
    hints: ["memory", "outofmemory", "heap", "oom"],
    severity: "high",
    note: "point-forecast runs out of Java heap loading a new model grid and crash-loops; callers see refused connections and 502s",
    avoid: ["gc-pauses"],
    arm: (ctx, start) => {
      for (let i = 0; i < 12; i++)
        ctx.add(
          start - 120_000 + i * 10_000,
          "forecast",
          "warn",
          `[gc] GC(${4100 + i * 3}) Pause Full (G1 Compaction Pause) ${3900 + i * 8}M->${3780 + i * 10}M(4096M) ${1200 + i * 210}.${ctx.r.i(100, 999)}ms`,
        );
      ctx.add(
        start,
        "forecast",
        "error",
        `Exception in thread "grid-loader-1" java.lang.OutOfMemoryError: Java heap space\n\tat java.base/java.nio.HeapFloatBuffer.<init>(HeapFloatBuffer.java:64)\n\tat java.base/java.nio.FloatBuffer.allocate(FloatBuffer.java:363)\n\tat io.stormline.forecast.grid.ZarrGridReader.readChunk(ZarrGridReader.java:142)\n\tat io.stormline.forecast.grid.GridCache.load(GridCache.java:88)\n\tat io.stormline.forecast.grid.GridCache.lambda$refresh$2(GridCache.java:61)\n\tat java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)\n\tat java.base/java.lang.Thread.run(Thread.java:1583)`,
      );
      ctx.add(start + 400, "forecast", "error", "Terminating due to java.lang.OutOfMemoryError: Java heap space");
      // crash loop: boots, warms up, dies again; silent in between
      let t = start + ctx.r.i(30, 50) * 1000;
      while (t < ctx.end) {
        ctx.add(t, "forecast", "info", "Starting PointForecastApplication v1.88.1 using Java 21.0.7 with PID 1");
        ctx.add(t + 6200, "forecast", "info", "Tomcat started on port 8080 (http) with context path '/'");
        ctx.add(t + 6900, "forecast", "info", "Cache warmer: loading ecmwf-ifs 12z grids (41 params) into heap");
        const die = t + ctx.r.i(20, 40) * 1000;
        ctx.add(
          die,
          "forecast",
          "error",
          `Exception in thread "grid-loader-${ctx.r.i(1, 4)}" java.lang.OutOfMemoryError: Java heap space`,
        );
        ctx.add(die + 300, "forecast", "error", "Terminating due to java.lang.OutOfMemoryError: Java heap space");
        t = die + ctx.r.i(40, 160) * 1000;
      }
      fault(ctx, {
        role: "forecast",
        start,
        rate: () => 1,
        own: null,
        seen: "refused",
        status: 502,
        retries: 2,
        quiet: true,
      });
      deploy(ctx, "alerts", start - ctx.r.i(30, 120) * 1000, true);
    },
  },
  {
    category: "disk",
    estate: "stormline",
    role: "radar",
    hints: ["disk", "space", "enospc", "no space", "volume"],
    severity: "medium",
    note: "radar-compositor's frame volume fills up; composites can no longer be written and route-risk scores routes against an ever older radar frame",
    avoid: ["stale-radar-frames", "radar-site-maintenance"],
    arm: (ctx, start) => {
      for (const [i, pct] of [88, 91, 94, 97, 99].entries())
        ctx.add(
          start - (5 - i) * 45_000,
          "radar",
          "warn",
          `volume /var/lib/compositor usage ${pct}% (${(pct * 4.96).toFixed(0)}G of 496G), retention sweep removed 0 files (all frames younger than 6h)`,
        );
      fault(ctx, { role: "radar", start, rate: () => 0, own: null, seen: "5xx", status: 500, retries: 0, quiet: true });
      every(ctx, start, 10, (t, r) =>
        ctx.add(
          t,
          "radar",
          "error",
          r.c(0.6)
            ? `[error] write composite ${r.p(["EU", "NA"])} frame ${r.i(1000, 9999)} to /var/lib/compositor/frames/${r.hex(8)}.tif failed: No space left on device (errno 28)`
            : `[error] GDALWriteBlock failed: /var/lib/compositor/frames/${r.hex(8)}.tif: TIFFAppendToStrip: Write error at scanline ${r.i(100, 4000)}`,
        ),
      );
      every(ctx, start + 60_000, 8, (t, r, n) =>
        ctx.add(
          t,
          "nowcast",
          "warn",
          `Latest radar composite is ${Math.floor(n / 7) + 6} min old (expected <= 5); hazard layer scored against frame ${r.i(1000, 9999)}`,
        ),
      );
      deploy(ctx, "push", start + ctx.r.i(40, 150) * 1000);
    },
  },
];
