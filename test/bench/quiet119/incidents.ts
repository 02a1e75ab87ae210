// Eight failures, one per category, each written the way the estate's own software would report it.
import { deploy, type FlowHook } from "./background.js";
import type { Estate, Step } from "./estates.js";
import type { Rng } from "./rng.js";
import type { Stream } from "./stream.js";

export interface IncCtx {
  s: Stream;
  e: Estate;
  r: Rng;
  start: number;
}
export interface Incident {
  estate: string;
  origin: string;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  apply: (c: IncCtx) => { hook?: FlowHook; post?: () => void };
}

const trace = (c: IncCtx) => (c.e.traceIds ? c.r.hex(16) : undefined);

export const INCIDENTS: Incident[] = [
  {
    estate: "brightbite",
    origin: "aligner-mfg-orders",
    category: "configuration",
    hints: ["config", "setting", "improperlyconfigured", "env", "routing", "missing"],
    severity: "high",
    note: "aligner-mfg-orders 2.31.0 starts without MFG_PLANT_ROUTING and every order creation fails; treatment-planner retries handoffs loudly and approvals return 502",
    apply: (c) => {
      const o = "aligner-mfg-orders";
      deploy(c.s, c.e, o, c.start - 14000, "2.31.0", c.r);
      c.s.add(c.start - 2500, o, "warn", "MFG_PLANT_ROUTING not found in environment; plant routing table is empty");
      const tb = (region: string) => [
        "Traceback (most recent call last):",
        '  File "/usr/local/lib/python3.11/site-packages/uvicorn/protocols/http/httptools_impl.py", line 426, in run_asgi',
        "    result = await app(  # type: ignore[func-returns-value]",
        '  File "/usr/local/lib/python3.11/site-packages/starlette/routing.py", line 73, in app',
        "    response = await func(request)",
        '  File "/app/mfg_orders/api/orders.py", line 88, in create_order',
        `    plant = settings.PLANT_ROUTING[order.region]  # region=${region}`,
        '  File "/app/mfg_orders/settings.py", line 41, in __getattr__',
        '    raise ImproperlyConfigured(f"{name} is not set (expected env MFG_{name})")',
        "mfg_orders.settings.ImproperlyConfigured: PLANT_ROUTING is not set (expected env MFG_PLANT_ROUTING)",
      ];
      const fail = (t: number, tp: string, tr: string | undefined) => {
        c.s.add(t, o, "error", "Exception in ASGI application", {
          stack: tb(c.r.pick(["us-south", "us-west", "us-east"])),
          trace: tr,
        });
        c.s.add(t + 4, o, "info", `10.42.7.${c.r.int(2, 250)}:0 - "POST /v1/orders HTTP/1.1" 500`, { trace: tr });
        c.s.add(
          t + c.r.int(10, 30),
          "treatment-planner",
          "error",
          `Handoff of setup ${tp} to manufacturing failed: 500 Internal Server Error from POST http://aligner-mfg-orders:8000/v1/orders [body: Internal Server Error]`,
          { trace: tr },
        );
      };
      for (let t = c.start + 30000; t < c.s.t1; t += 60000 + c.r.int(-300, 300))
        c.s.add(t, o, "error", "plant sync aborted: PLANT_ROUTING is not set (expected env MFG_PLANT_ROUTING)");
      let pending = c.r.int(8, 14);
      for (let t = c.start + 15000; t < c.s.t1; t += 20000) {
        pending += c.r.int(1, 3);
        c.s.add(
          t,
          "treatment-planner",
          "warn",
          `HandoffRetryJob: retrying ${pending} pending manufacturing handoffs (oldest ${Math.round((t - c.start) / 1000)}s)`,
        );
        for (let i = 0; i < Math.min(pending, 12); i++)
          fail(t + 50 + i * c.r.int(30, 90), `TP-${c.r.int(100000, 999999)}`, trace(c));
      }
      return {
        hook: (t, flow, steps, r) => {
          if (t < c.start || flow.name !== "approve") return null;
          const tp = /TP-\d+/.exec(steps[0].msg)?.[0] ?? "TP-0";
          const out: Step[] = [steps[0], steps[1]];
          out.push({ svc: o, dt: r.int(30, 60), level: "error", msg: "Exception in ASGI application" });
          for (let a = 1; a <= 3; a++)
            out.push({
              svc: "treatment-planner",
              dt: r.int(40, 200) * a,
              level: "warn",
              msg: `POST http://aligner-mfg-orders:8000/v1/orders for ${tp} returned 500, retrying (attempt ${a} of 3)`,
            });
          out.push({
            svc: "treatment-planner",
            dt: r.int(5, 20),
            level: "error",
            msg: `Handoff of setup ${tp} to manufacturing failed after 3 attempts; queued for HandoffRetryJob`,
          });
          out.push({
            svc: "doctor-review",
            dt: r.int(10, 40),
            level: "error",
            msg: `Completed 502 Bad Gateway in ${r.int(900, 2400)}ms (ActiveRecord: ${r.float(5, 20, 1)}ms) - PlannerClient::UpstreamError: treatment-planner responded 502`,
          });
          return out;
        },
      };
    },
  },
  {
    estate: "orthovue",
    origin: "finance-plans",
    category: "database",
    hints: ["database", "pool", "connection", "npgsql", "postgres"],
    severity: "high",
    note: "a leaked connection path in finance-plans drains its Npgsql pool until every quote and dunning query fails; clinic-portal reports 500s and retries",
    apply: (c) => {
      const o = "finance-plans";
      for (let i = 0; i < 6; i++)
        c.s.add(
          c.start - 120000 + i * 20000,
          o,
          "warn",
          `Npgsql pool for finance-db: ${40 + i * 11}/100 connections busy, ${i} waiters (idle lifetime 300s)`,
        );
      const stack = [
        "   at Npgsql.ConnectorPool.<Get>g__RentAsync|28_0(NpgsqlConnection conn, NpgsqlTimeout timeout, Boolean async, CancellationToken cancellationToken)",
        "   at Npgsql.NpgsqlConnection.<Open>g__OpenAsync|45_0(Boolean async, CancellationToken cancellationToken)",
        "   at Microsoft.EntityFrameworkCore.Storage.RelationalConnection.OpenInternalAsync(Boolean errorsExpected, CancellationToken cancellationToken)",
        "   at Orthovue.Finance.Services.QuoteService.ComputeAsync(QuoteRequest req, CancellationToken ct) in /src/FinancePlans/Services/QuoteService.cs:line 112",
      ];
      const err = () =>
        "Npgsql.NpgsqlException (0x80004005): The connection pool has been exhausted, either raise 'Max Pool Size' (currently 100) or 'Timeout' (currently 15 seconds) in your connection string.";
      for (let t = c.start + 60000; t < c.s.t1; t += 180000)
        c.s.add(
          t,
          o,
          "error",
          "Hangfire job DunningScan failed: An exception occurred while iterating over the results of a query for context type 'Orthovue.Finance.Data.FinanceDbContext'.",
          { stack: [err(), ...stack.slice(0, 3)] },
        );
      return {
        hook: (t, flow, _steps, r) => {
          if (t < c.start || flow.name !== "pay") return null;
          const out: Step[] = [];
          for (let a = 0; a < 3; a++) {
            out.push({
              svc: o,
              dt: a === 0 ? 15000 : r.int(14900, 15100),
              level: "error",
              msg: "An exception occurred while iterating over the results of a query for context type 'Orthovue.Finance.Data.FinanceDbContext'.",
              stack: a === 0 ? [err(), ...stack] : [err()],
            });
            out.push({
              svc: o,
              dt: 2,
              level: "error",
              msg: `HTTP POST /api/finance/quote responded 500 in ${r.float(15000, 15100, 4)} ms`,
            });
            if (a < 2)
              out.push({
                svc: "clinic-portal",
                dt: r.int(5, 30),
                level: "warn",
                msg: `Execution attempt. Source: 'finance-plans-client//Standard-Retry', Operation Key: '', Result: '500', Handled: 'True', Attempt: '${a}', Execution Time: ${r.float(15000, 15200, 4)}ms`,
              });
          }
          out.push({
            svc: "clinic-portal",
            dt: r.int(5, 30),
            level: "error",
            msg: "An unhandled exception has occurred while executing the request. System.Net.Http.HttpRequestException: Response status code does not indicate success: 500 (Internal Server Error). (finance-plans POST /api/finance/quote)",
          });
          out.push({
            svc: "clinic-portal",
            dt: 3,
            level: "info",
            msg: `Request finished HTTP/1.1 POST https://portal.orthovue.eu/api/finance/quote - 500 - application/problem+json ${r.float(45000, 46000, 4)}ms`,
          });
          return out;
        },
      };
    },
  },
  {
    estate: "straightline",
    origin: "parcel-gateway",
    category: "dependency",
    hints: ["dependency", "upstream", "503", "unavailable", "easypost", "vendor", "circuit"],
    severity: "medium",
    note: "the label vendor behind parcel-gateway answers 503, its breaker opens (WARN only) and fab-scheduler's label purchases fail in a loud retry loop",
    apply: (c) => {
      const o = "parcel-gateway";
      let fails = 0;
      for (let t = c.start; t < c.s.t1; t += c.r.gap(2500)) {
        fails++;
        const tr = trace(c);
        if (fails < 25 || (t - c.start) % 60000 < 3000)
          c.s.add(
            t,
            o,
            "warn",
            `EasyPost POST /v2/shipments/shp_${c.r.hex(12)}/buy responded 503 Service Unavailable in ${c.r.int(200, 9000)}ms (x-ep-request-uuid ${c.r.hex(8)}-${c.r.hex(4)})`,
            { trace: tr },
          );
        else c.s.add(t, o, "warn", "circuit easypost is OPEN, failing fast (CircuitOpenError)", { trace: tr });
        c.s.add(
          t + c.r.int(5, 30),
          "fab-scheduler",
          "error",
          `Label purchase failed for case ${c.r.int(400000, 499999)}: parcel-gateway returned 502 Bad Gateway {"error":"carrier_unavailable"}`,
          { trace: tr },
        );
        for (let a = 1; a <= 4; a++)
          c.s.add(
            t + a * c.r.int(400, 1200),
            "fab-scheduler",
            "warn",
            `Retrying label purchase (attempt ${a + 1}/5) after org.springframework.web.client.HttpServerErrorException$BadGateway: 502 Bad Gateway`,
            { trace: tr },
          );
      }
      c.s.add(
        c.start + 30000,
        o,
        "warn",
        "circuit easypost OPEN: 20 failures in 30s (threshold 50%), next probe in 30s",
      );
      for (let t = c.start + 60000; t < c.s.t1; t += 30000)
        c.s.add(t, o, "warn", "circuit easypost HALF_OPEN probe: POST /v2/shipments -> 503, back to OPEN");
      return {};
    },
  },
  {
    estate: "alinea",
    origin: "scan-qc",
    category: "disk",
    hints: ["disk", "space", "enospc", "errno 28", "volume", "no space"],
    severity: "high",
    note: "the scratch volume of scan-qc fills up, every scan upload fails with ENOSPC and edge-gw returns 500 for POST /v1/scans",
    apply: (c) => {
      const o = "scan-qc";
      for (let i = 0; i < 4; i++)
        c.s.add(
          c.start - 200000 + i * 50000,
          o,
          "warn",
          `scratch volume /scratch at ${93 + i}% (${(18.6 + i * 0.4).toFixed(1)}G of 20G), cleanup of sc_* older than 24h found 0 candidates`,
        );
      const tb = (id: string) => [
        "Traceback (most recent call last):",
        '  File "/app/scan_qc/worker.py", line 57, in handle_upload',
        "    mesh_path = stage_mesh(upload, workdir)",
        '  File "/app/scan_qc/staging.py", line 33, in stage_mesh',
        '    with open(dest, "wb") as fh:',
        `OSError: [Errno 28] No space left on device: '/scratch/${id}/upper.stl'`,
      ];
      return {
        hook: (t, flow, _steps, r) => {
          if (t < c.start || flow.name !== "scan") return null;
          const id = `sc_${r.hex(10)}`;
          const out: Step[] = [
            { svc: o, dt: 0, level: "error", msg: `upload ${id} failed while staging mesh`, stack: tb(id) },
            {
              svc: "edge-gw",
              dt: r.int(30, 200),
              level: "error",
              msg: `"POST /v1/scans HTTP/1.1" 500 upstream=scan-qc dur=${r.int(100, 600)}ms bytes=93`,
            },
          ];
          return out;
        },
        post: () => {
          for (let t = c.start + 20000; t < c.s.t1; t += 60000)
            c.s.add(
              t,
              o,
              "error",
              "tempfile cleanup failed: [Errno 28] No space left on device: '/scratch/.cleanup.lock'",
            );
        },
      };
    },
  },
  {
    estate: "brightbite",
    origin: "photo-checkin",
    category: "memory",
    hints: ["memory", "outofmemory", "heap", "oom"],
    severity: "high",
    note: "photo-checkin runs out of Java heap decoding photo sets, dies and restarts in a loop; smile-web-api reports refused connections and 503s on photo uploads",
    apply: (c) => {
      const o = "photo-checkin";
      const down: [number, number][] = [];
      let t = c.start;
      while (t < c.s.t1) {
        c.s.add(
          t - c.r.int(20000, 40000),
          o,
          "warn",
          `Retained heap ${c.r.int(88, 96)}% of 3072MB after full GC (PhotoSetDecoder cache ${c.r.int(1800, 2600)}MB)`,
        );
        c.s.add(
          t,
          o,
          "error",
          "Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception [Handler dispatch failed: java.lang.OutOfMemoryError: Java heap space]",
          {
            stack: [
              "java.lang.OutOfMemoryError: Java heap space",
              "\tat java.base/java.awt.image.DataBufferInt.<init>(DataBufferInt.java:75)",
              "\tat java.desktop/java.awt.image.Raster.createPackedRaster(Raster.java:534)",
              "\tat java.desktop/java.awt.image.BufferedImage.<init>(BufferedImage.java:376)",
              "\tat com.brightbite.photocheckin.decode.PhotoSetDecoder.toRgb(PhotoSetDecoder.java:142)",
              "\tat com.brightbite.photocheckin.api.CheckinController.upload(CheckinController.java:61)",
            ],
          },
        );
        c.s.add(t + 900, o, "error", "Terminating due to java.lang.OutOfMemoryError: Java heap space");
        const back = t + c.r.int(35000, 70000);
        down.push([t + 1000, back]);
        c.s.add(back, o, "info", "Starting PhotoCheckinApplication v3.8.2 using Java 21.0.4 with PID 1");
        c.s.add(
          back + 15000,
          o,
          "info",
          `Started PhotoCheckinApplication in ${c.r.float(13, 17, 3)} seconds (process running for ${c.r.float(15, 19, 3)})`,
        );
        t = back + 15000 + c.r.int(50000, 110000);
      }
      const isDown = (x: number) => down.some(([a, b]) => x >= a && x < b + 15000);
      return {
        hook: (tt, flow, steps, r) => {
          if (tt < c.start || flow.name !== "photo") return null;
          if (isDown(tt))
            return [
              {
                svc: "smile-web-api",
                dt: r.int(2, 10),
                level: "error",
                msg: `upstream photo-checkin request failed: connect ECONNREFUSED 10.42.3.${r.int(10, 40)}:8080 (attempt 1/2)`,
              },
              {
                svc: "smile-web-api",
                dt: r.int(200, 400),
                level: "error",
                msg: "upstream photo-checkin request failed: connect ECONNREFUSED 10.42.3.17:8080 (attempt 2/2)",
              },
              {
                svc: "smile-web-api",
                dt: 2,
                level: "error",
                msg: `POST /api/v3/checkins/photos 503 ${r.int(300, 700)}ms - photo service unavailable`,
              },
            ];
          if (r.chance(0.35))
            return [
              {
                svc: "smile-web-api",
                dt: r.int(4000, 12000),
                level: "error",
                msg: "upstream photo-checkin request failed: socket hang up (ECONNRESET)",
              },
              {
                svc: "smile-web-api",
                dt: 2,
                level: "error",
                msg: `POST /api/v3/checkins/photos 502 ${r.int(4000, 12000)}ms`,
              },
            ];
          return steps;
        },
        post: () => c.s.remove((e) => e.svc === o && e.level === "info" && isDown(e.t) && !e.msg.startsWith("Start")),
      };
    },
  },
  {
    estate: "orthovue",
    origin: "ios-scan-ingest",
    category: "network",
    hints: ["network", "connection", "reset", "tcp", "dial", "tls", "egress"],
    severity: "medium",
    note: "the egress path of ios-scan-ingest to object storage starts resetting and timing out TLS handshakes, so scan uploads from clinics fail and mesh-segmenter runs dry",
    apply: (c) => {
      const o = "ios-scan-ingest";
      const ipx = () => `52.219.170.${c.r.int(10, 250)}`;
      const errs = () =>
        c.r.pick([
          `read tcp 10.8.3.14:${c.r.int(30000, 60000)}->${ipx()}:443: read: connection reset by peer`,
          `dial tcp ${ipx()}:443: i/o timeout`,
          "net/http: TLS handshake timeout",
          `write tcp 10.8.3.14:${c.r.int(30000, 60000)}->${ipx()}:443: write: broken pipe`,
        ]);
      return {
        hook: (t, flow, _steps, r) => {
          if (t < c.start || flow.name !== "scan" || r.chance(0.15)) return null;
          const cs = `C-${r.int(200000, 899999)}`;
          return [
            {
              svc: o,
              dt: 0,
              level: "warn",
              msg: `multipart upload part 3/7 failed case=${cs} err="Put \\"https://ov-scans-eu.s3.eu-central-1.amazonaws.com/raw/${cs}.ply?partNumber=3\\": ${errs()}" retry=1`,
            },
            {
              svc: o,
              dt: r.int(2000, 10000),
              level: "error",
              msg: `scan upload failed case=${cs} err="Put \\"https://ov-scans-eu.s3.eu-central-1.amazonaws.com/raw/${cs}.ply?partNumber=3\\": ${errs()}" attempts=3`,
            },
            {
              svc: "clinic-portal",
              dt: r.int(5, 40),
              level: "error",
              msg: `Scan upload for ${cs} failed: ios-scan-ingest responded 502 Bad Gateway`,
            },
            {
              svc: "clinic-portal",
              dt: 2,
              level: "info",
              msg: `Request finished HTTP/1.1 POST https://portal.orthovue.eu/api/cases/${cs}/scans - 502 - application/problem+json ${r.float(8000, 30000, 4)}ms`,
            },
          ];
        },
        post: () => {
          for (let t = c.start + 45000; t < c.s.t1; t += 60000)
            c.s.add(t, "mesh-segmenter", "info", "queue scans.segment empty, polling again in 60s");
        },
      };
    },
  },
  {
    estate: "straightline",
    origin: "ortho-signoff",
    category: "timeout",
    hints: ["timeout", "timed out", "rack", "request timeout"],
    severity: "medium",
    note: "plan-diff rendering in ortho-signoff starts running past its 15s Rack::Timeout, sign-offs time out and patient-app-bff returns 504s while retrying",
    apply: (c) => {
      const o = "ortho-signoff";
      const rackStack = [
        "Rack::Timeout::RequestTimeoutException (Request ran for longer than 15000ms ):",
        "app/services/plan_diff/renderer.rb:88:in `block in render_stage_pairs'",
        "app/services/plan_diff/renderer.rb:71:in `each_cons'",
        "app/services/plan_diff/renderer.rb:71:in `render_stage_pairs'",
        "app/controllers/signoffs_controller.rb:23:in `create'",
      ];
      for (let t = c.start; t < c.s.t1; t += c.r.gap(4000)) {
        const id = c.r.hex(8);
        const tr = trace(c);
        c.s.add(
          t,
          o,
          "info",
          `Started POST "/signoffs" for 10.60.${c.r.int(0, 9)}.${c.r.int(2, 250)} (plan=${c.r.int(400000, 499999)}-v${c.r.int(1, 4)}, stages=${c.r.int(30, 48)})`,
          { trace: tr },
        );
        c.s.add(t + 10000, o, "warn", `source=rack-timeout id=${id} timeout=15000ms service=10000ms state=active`, {
          trace: tr,
        });
        c.s.add(t + 15000, o, "error", `source=rack-timeout id=${id} timeout=15000ms service=15000ms state=timed_out`, {
          trace: tr,
          stack: rackStack,
        });
        c.s.add(
          t + 15005,
          o,
          "info",
          "Completed 500 Internal Server Error in 15001ms (ActiveRecord: 41.2ms | Allocations: 2210551)",
          { trace: tr },
        );
        c.s.add(
          t + 15030,
          "patient-app-bff",
          "error",
          "upstream ortho-signoff timed out after 15000ms on POST /signoffs; retrying (1/2)",
          { trace: tr },
        );
        c.s.add(
          t + 30100,
          "patient-app-bff",
          "error",
          `POST /v2/plan/accept 504 ${c.r.int(30100, 30400)}ms - ortho-signoff: upstream request timeout`,
          { trace: tr },
        );
      }
      return { hook: (t, flow) => (t >= c.start && flow.name === "signoff" ? [] : null) };
    },
  },
  {
    estate: "alinea",
    origin: "plan-engine",
    category: "unknown",
    hints: ["crash", "exit", "worker", "died", "unavailable", "unknown"],
    severity: "high",
    note: "plan-engine workers start dying with exit code 1 and no error; its normal lines and probes stop while edge-gw and mfg-bridge report 503s and retry",
    apply: (c) => {
      const o = "plan-engine";
      for (let t = c.start; t < c.s.t1; t += c.r.int(8000, 20000)) {
        const p = c.r.int(40, 900);
        c.s.add(t, o, "error", `Worker ${p} died (code 1, signal null); restarting`);
        c.s.add(t + c.r.int(600, 1200), o, "info", `Worker ${p + c.r.int(3, 30)} started`);
      }
      for (let t = c.start + 5000; t < c.s.t1; t += c.r.gap(3000)) {
        const tr = trace(c);
        const wo = `WO-${c.r.int(100000, 999999)}`;
        c.s.add(
          t,
          "mfg-bridge",
          "warn",
          `Plan export for ${wo} failed: 503 Service Unavailable from GET http://plan-engine:3000/v1/plans/export; retry ${c.r.int(1, 5)}/5 in 2s`,
          { trace: tr },
        );
      }
      return {
        hook: (t, flow, _steps, r) => {
          if (t < c.start || (flow.name !== "plan" && flow.name !== "mfg")) return null;
          if (flow.name === "mfg")
            return [
              {
                svc: "mfg-bridge",
                dt: r.int(10, 500),
                level: "error",
                msg: "Work order export aborted: plan-engine unreachable (503 after 5 attempts)",
              },
            ];
          return [
            {
              svc: "edge-gw",
              dt: r.int(1, 5000),
              level: "error",
              msg: `"GET /v1/plans/pl_${r.hex(8)} HTTP/1.1" 503 upstream=plan-engine dur=${r.int(1, 5000)}ms bytes=57 err="${r.pick(["upstream connect error or disconnect/reset before headers", "EOF", "no healthy upstream"])}"`,
            },
          ];
        },
        post: () =>
          c.s.remove((e) => e.svc === o && e.t >= c.start && e.level === "info" && !e.msg.startsWith("Worker")),
      };
    },
  },
];
