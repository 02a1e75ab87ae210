// The eight failures, one per category, each told by its own service and by the callers in their words.
import type { Role } from "./estates.js";
import { dotnetTrace, javaTrace, nodeTrace, pyTrace, rubyTrace } from "./stacks.js";
import type { Stream } from "./stream.js";
import { change } from "./traffic.js";
import { access, voice } from "./voice.js";

export interface Failure {
  category: string;
  estate: string;
  role: Role;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  run: (st: Stream, t: number) => void;
}

/** gunicorn's own timestamp prefix. */
const gts = (ms: number) => `${new Date(ms).toISOString().slice(0, 19).replace("T", " ")} +0000`;
const cno = (st: Stream) => st.estate.caseFmt(st.rng.int(1200, 9800));

export const FAILURES: Failure[] = [
  {
    category: "database",
    estate: "evergreen",
    role: "plots",
    hints: ["connection", "pool", "database", "postgres", "npgsql", "too many clients", "sql"],
    severity: "high",
    note: "plot-registry's PostgreSQL runs out of connection slots; its Npgsql pool exhausts and arrangements-api and the gateway report timeouts and 503s for plot lookups",
    run: (st, t) => {
      const p = st.svc("plots");
      const c = st.svc("cases");
      const gw = st.svc("gateway");
      st.down.set("plots", t);
      st.every(t, st.t1, 22, (x) => {
        const exhausted = x > t + 40000 && st.rng.chance(0.6);
        const head = exhausted
          ? "Npgsql.NpgsqlException (0x80004005): The connection pool has been exhausted, either raise 'Max Pool Size' (currently 100) or 'Timeout' (currently 15 seconds) in your connection string."
          : "Npgsql.PostgresException (0x80004005): 53300: sorry, too many clients already";
        st.add(
          x,
          p.name,
          "error",
          `Microsoft.EntityFrameworkCore.Database.Connection: An error occurred using the connection to database 'plots' on server 'tcp://pg-plots.${st.estate.namespace}.svc:5432'.`,
        );
        st.add(
          x + 2,
          p.name,
          "error",
          "Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddleware: An unhandled exception has occurred while executing the request.",
          {
            stack: dotnetTrace(head, [
              exhausted
                ? "Npgsql.PoolingDataSource.<Get>g__RentAsync|34_0(NpgsqlConnection conn, NpgsqlTimeout timeout, Boolean async, CancellationToken cancellationToken)"
                : "Npgsql.Internal.NpgsqlConnector.ReadMessageLong(Boolean async, DataRowLoadingMode dataRowLoadingMode, Boolean readingNotifications, Boolean isReadingPrependedMessage)",
              "Npgsql.NpgsqlConnection.<Open>g__OpenAsync|42_0(Boolean async, CancellationToken cancellationToken)",
              "Microsoft.EntityFrameworkCore.Storage.RelationalConnection.OpenInternalAsync(Boolean errorsExpected, CancellationToken cancellationToken)",
              "PlotRegistry.Lots.LotQueryHandler.Handle(LotQuery query, CancellationToken ct) in /src/PlotRegistry/Lots/LotQueryHandler.cs:line 33",
            ]),
            trace: st.id(),
          },
        );
      });
      st.every(t + 3000, st.t1, 40, (x) => {
        const tr = st.id();
        const n = st.rng.int(1, 3);
        st.add(
          x,
          c.name,
          n < 3 ? "warn" : "error",
          voice(
            st.rng,
            c,
            "PlotClient",
            n < 3
              ? `GET http://plot-registry/api/lots?caseId=${cno(st)} failed: 503 Service Unavailable (attempt ${n}/3), retrying`
              : `I/O error on GET request for "http://plot-registry/api/lots": Read timed out; giving up after 3 attempts`,
          ),
          { trace: tr },
        );
        if (n === 3)
          st.add(
            x + 30,
            gw.name,
            "error",
            access(st.rng, gw.rt, "GET", "/api/plots?section=12", 503, st.rng.int(15000, 15400)),
            { trace: tr },
          );
      });
    },
  },
  {
    category: "network",
    estate: "lakeside",
    role: "stream",
    hints: ["reset", "connection", "network", "route", "socket", "uplink"],
    severity: "medium",
    note: "livestream-ingest loses its uplink to the HLS packager (connection resets, then no route to host) and logs it only at WARN while the family portal's viewers stall",
    run: (st, t) => {
      const s = st.svc("stream");
      const gw = st.svc("gateway");
      st.down.set("stream", t);
      st.quietFrom.set(s.name, t + 60000);
      st.every(t, st.t1, 30, (x) => {
        const late = x > t + 90000;
        const src = `10.8.3.14:${st.rng.int(40000, 60000)}`;
        st.add(
          x,
          s.name,
          "warn",
          late
            ? `segment push failed stream_id=${st.rng.hex(8)} seq=${st.rng.int(300, 900)} err="Put \\"http://hls-packager.lfp.svc:8080/live/${st.rng.hex(8)}/seg.ts\\": dial tcp 10.8.40.2:8080: connect: no route to host"`
            : `segment push failed stream_id=${st.rng.hex(8)} seq=${st.rng.int(300, 900)} err="write tcp ${src}->10.8.40.2:8080: write: connection reset by peer"`,
        );
      });
      st.periodic(t, st.t1, 30000, (x) =>
        st.add(
          x,
          s.name,
          "warn",
          `uplink to packager 10.8.40.2 unhealthy: ${st.rng.int(20, 80)} connection resets in 30s, ${st.rng.int(40, 100)}% segments undelivered`,
        ),
      );
      st.every(t + 5000, st.t1, 45, (x) => {
        const r = st.rng.next();
        if (r < 0.5)
          st.add(
            x,
            gw.name,
            "error",
            `GET /live/${st.rng.hex(8)}/index.m3u8 504 ${st.rng.int(10000, 10020)}ms - upstream livestream-ingest timed out`,
          );
        else if (r < 0.8)
          st.add(
            x,
            gw.name,
            "warn",
            `player heartbeat from viewer ${st.rng.hex(10)}: buffering ${st.rng.int(8, 60)}s, playlist not advancing`,
          );
        else st.add(x, gw.name, "warn", `viewer ${st.rng.hex(10)} retrying playlist (attempt ${st.rng.int(2, 9)})`);
      });
    },
  },
  {
    category: "timeout",
    estate: "harborvale",
    role: "crematory",
    hints: ["timeout", "timed out", "deadline", "worker timeout"],
    severity: "medium",
    note: "retort-planner's schedule solver starts overrunning its time budget so gunicorn kills its workers on WORKER TIMEOUT; casefile-svc's calls time out and hv-edge answers 504",
    run: (st, t) => {
      const c = st.svc("crematory");
      const cs = st.svc("cases");
      const gw = st.svc("gateway");
      st.down.set("crematory", t);
      st.quietFrom.set(c.name, t);
      let pid = st.rng.int(300, 900);
      st.every(t, st.t1, 4, (x) => {
        st.add(
          x,
          c.name,
          "warn",
          voice(
            st.rng,
            c,
            "Planner",
            `solve for ${st.rng.int(9, 16)} cases / 3 retorts exceeded 25.0s budget (status=UNKNOWN, ${st.rng.int(1, 9)}.${st.rng.int(1, 9)}M branches), still searching`,
          ),
        );
        st.add(x + 5100, c.name, "fatal", `[${gts(x + 5100)}] [1] [CRITICAL] WORKER TIMEOUT (pid:${pid})`);
        st.add(
          x + 5110,
          c.name,
          "error",
          `[${gts(x + 5110)}] [${pid}] [ERROR] Error handling request /api/crematory/schedule`,
          {
            stack: pyTrace(
              [
                [
                  "/usr/local/lib/python3.11/site-packages/gunicorn/workers/sync.py",
                  135,
                  "handle",
                  "self.handle_request(listener, req, client, addr)",
                ],
                ["/app/planner/api.py", 61, "build_schedule", "plan = solver.solve(cases, retorts, horizon_hours=36)"],
                ["/app/planner/solver.py", 204, "solve", "status = self._cp.Solve(self._model)"],
                [
                  "/usr/local/lib/python3.11/site-packages/gunicorn/workers/base.py",
                  204,
                  "handle_abort",
                  "sys.exit(1)",
                ],
              ],
              "SystemExit: 1",
            ),
          },
        );
        st.add(x + 5200, c.name, "info", `[${gts(x + 5200)}] [${pid}] [INFO] Worker exiting (pid: ${pid})`, {
          keep: true,
        });
        pid += st.rng.int(1, 30);
        st.add(x + 5600, c.name, "info", `[${gts(x + 5600)}] [1] [INFO] Booting worker with pid: ${pid}`, {
          keep: true,
        });
      });
      st.every(t + 2000, st.t1, 10, (x) => {
        const tr = st.id();
        st.add(
          x,
          cs.name,
          "error",
          `CasefileSvc.Scheduling.CrematoryClient: GET http://retort-planner:8000/api/crematory/schedule failed`,
          {
            stack: dotnetTrace(
              "System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 30 seconds elapsing.",
              [
                "System.Net.Http.HttpClient.HandleFailure(Exception e, Boolean telemetryStarted, HttpResponseMessage response, CancellationTokenSource cts, CancellationToken cancellationToken, CancellationTokenSource pendingRequestsCts)",
                "System.Net.Http.HttpClient.<SendAsync>g__Core|83_0(HttpRequestMessage request, HttpCompletionOption completionOption, CancellationTokenSource cts, Boolean disposeCts, CancellationTokenSource pendingRequestsCts, CancellationToken cancellationToken)",
                "CasefileSvc.Scheduling.CrematoryClient.GetScheduleAsync(DateOnly day, CancellationToken ct) in /src/CasefileSvc/Scheduling/CrematoryClient.cs:line 41",
              ],
            ),
            trace: tr,
          },
        );
        st.add(
          x + 40,
          gw.name,
          "error",
          access(st.rng, gw.rt, "GET", "/api/crematory/schedule", 504, 30000 + st.rng.int(1, 40)),
          { trace: tr },
        );
      });
    },
  },
  {
    category: "dependency",
    estate: "stillwater",
    role: "obits",
    hints: ["503", "unavailable", "vendor", "dependency", "upstream", "circuit", "presswire"],
    severity: "medium",
    note: "the PressWire newspaper placement API that notice-wire submits to starts answering 503; notice-wire opens its circuit breaker and casebook's publish jobs pile up retries",
    run: (st, t) => {
      const o = st.svc("obits");
      const cb = st.svc("cases");
      const gw = st.svc("gateway");
      st.down.set("obits", t);
      let fails = 0;
      st.every(t, st.t1, 14, (x) => {
        fails++;
        if (fails % 12 === 5) {
          st.add(
            x,
            o.name,
            "warn",
            voice(
              st.rng,
              o,
              "Breaker",
              "circuit breaker 'presswire' OPEN after 5 consecutive failures; rejecting calls for 60s",
            ),
          );
          return;
        }
        if (fails % 12 > 5 && fails % 12 < 11) {
          st.add(
            x,
            o.name,
            "warn",
            voice(
              st.rng,
              o,
              "Syndication",
              `placement of OB${st.rng.int(40000, 99999)} short-circuited: breaker 'presswire' is OPEN`,
            ),
          );
          return;
        }
        st.add(
          x,
          o.name,
          "error",
          voice(st.rng, o, "Syndication", `placement failed for OB${st.rng.int(40000, 99999)}`),
          {
            stack: pyTrace(
              [
                ["/app/notice_wire/syndication.py", 142, "place", "resp.raise_for_status()"],
                [
                  "/usr/local/lib/python3.12/site-packages/requests/models.py",
                  1024,
                  "raise_for_status",
                  "raise HTTPError(http_error_msg, response=self)",
                ],
              ],
              "requests.exceptions.HTTPError: 503 Server Error: Service Unavailable for url: https://api.presswire-placements.com/v2/notices",
            ),
          },
        );
      });
      st.every(t + 4000, st.t1, 36, (x) => {
        const n = st.rng.int(1, 25);
        st.add(
          x,
          cb.name,
          n > 20 ? "error" : "warn",
          `PublishObituaryJob JID-${st.rng.hex(24)} failed: Faraday::ServerError: the server responded with status 502 (POST http://notice-wire:8000/notices); retry ${n} in ${Math.round((n ** 4 + 15) / 1)}s`,
        );
      });
      st.every(t + 4000, st.t1, 6, (x) =>
        st.add(x, gw.name, "error", access(st.rng, gw.rt, "POST", "/api/obituaries", 502, st.rng.int(200, 900))),
      );
    },
  },
  {
    category: "configuration",
    estate: "evergreen",
    role: "esign",
    hints: ["config", "url", "environment", "invalid url", "missing", "env"],
    severity: "high",
    note: "a new esign-bridge release reads the renamed ESIGN_API_BASE_URL that was never set, so every envelope send fails with Invalid URL and arrangements-api gets 500s",
    run: (st, t) => {
      const e = st.svc("esign");
      const c = st.svc("cases");
      const gw = st.svc("gateway");
      change(st, e, t - 10000, "deploy");
      st.add(
        t + 200,
        e.name,
        "info",
        `config loaded: env=production accountId=${st.rng.hex(8)}-${st.rng.hex(4)} esignBaseUrl=undefined webhookPath=/hooks/esign`,
      );
      st.down.set("esign", t);
      st.every(t + 2000, st.t1, 12, (x) => {
        const tr = st.id();
        const id = `${st.rng.hex(8)}-${st.rng.hex(4)}`;
        st.add(x, e.name, "error", `failed to create envelope for case ${cno(st)}`, {
          stack: [
            ...nodeTrace("TypeError: Invalid URL", [
              "new URL (node:internal/url:816:29)",
              "EsignClient.createEnvelope (/app/dist/esign/client.js:58:21)",
              "async EnvelopeService.send (/app/dist/envelopes/service.js:112:26)",
              "async /app/dist/routes/envelopes.js:31:20",
            ]),
            "{",
            "  code: 'ERR_INVALID_URL',",
            `  input: 'undefined/restapi/v2.1/accounts/${id}/envelopes'`,
            "}",
          ],
          trace: tr,
        });
        st.add(
          x + 15,
          c.name,
          "error",
          voice(
            st.rng,
            c,
            "DocumentService",
            `e-signature request for case ${cno(st)} failed: 500 Internal Server Error from POST http://esign-bridge:3000/envelopes: "{"error":"envelope_send_failed"}"`,
          ),
          { trace: tr },
        );
        st.add(
          x + 40,
          gw.name,
          "error",
          access(
            st.rng,
            gw.rt,
            "POST",
            `/api/cases/${encodeURIComponent(cno(st))}/documents/sign`,
            502,
            st.rng.int(40, 120),
          ),
          { trace: tr },
        );
      });
    },
  },
  {
    category: "disk",
    estate: "harborvale",
    role: "preneed",
    hints: ["disk", "space", "no space", "device", "enospc", "storage"],
    severity: "high",
    note: "contracts-api's PDF volume fills up and every contract render fails with No space left on device; casefile-svc and esign-hooks fail downstream",
    run: (st, t) => {
      const p = st.svc("preneed");
      const cs = st.svc("cases");
      const es = st.svc("esign");
      const gw = st.svc("gateway");
      st.down.set("preneed", t);
      st.add(t - 60000, p.name, "warn", "c.m.preneed.storage.VolumeMonitor : /data/contracts usage 94% (free 3.1 GiB)");
      st.every(t, st.t1, 9, (x) => {
        const k = `PN-${st.rng.int(10000, 99999)}`;
        st.add(
          x,
          p.name,
          "error",
          `[http-nio-8080-exec-${st.rng.int(1, 40)}] c.m.preneed.pdf.ContractRenderer : failed to write /data/contracts/2026/11/${k}.pdf`,
          {
            stack: javaTrace(st.rng, "java.io.IOException: No space left on device", [
              "java.base/sun.nio.ch.FileDispatcherImpl.write0(Native Method)",
              "java.base/sun.nio.ch.FileDispatcherImpl.write(FileDispatcherImpl.java:62)",
              "java.base/sun.nio.ch.FileChannelImpl.write(FileChannelImpl.java:285)",
              "org.apache.pdfbox.pdmodel.PDDocument.save(PDDocument.java:1300)",
              "com.memorial.preneed.pdf.ContractRenderer.render(ContractRenderer.java:97)",
            ]),
            trace: st.id(),
          },
        );
      });
      st.every(t + 3000, st.t1, 7, (x) => {
        const tr = st.id();
        st.add(
          x,
          cs.name,
          "error",
          `CasefileSvc.Contracts.ContractsClient: Response status code does not indicate success: 500 (Internal Server Error). POST http://contracts-api:8080/contracts/render`,
          { trace: tr },
        );
        st.add(
          x + 30,
          gw.name,
          "error",
          access(st.rng, gw.rt, "POST", "/api/preneed/contracts", 500, st.rng.int(30, 200)),
          { trace: tr },
        );
      });
      st.every(t + 8000, st.t1, 4, (x) =>
        st.add(
          x,
          es.name,
          "error",
          `ContractsClient::NotFound: GET /contracts/PN-${st.rng.int(10000, 99999)}/pdf returned 404, envelope not created`,
          {
            stack: rubyTrace("", [
              "app/clients/contracts_client.rb:27:in `fetch_pdf'",
              "app/jobs/send_contract_envelope_job.rb:14:in `perform'",
            ]).slice(1),
          },
        ),
      );
    },
  },
  {
    category: "memory",
    estate: "lakeside",
    role: "cases",
    hints: ["memory", "heap", "oom", "out of memory", "allocation"],
    severity: "high",
    note: "case-manager's Node heap fills after a report export starts caching whole case files and the process aborts with heap out of memory every minute or two; the portal and signing-worker see resets",
    run: (st, t) => {
      const c = st.svc("cases");
      const gw = st.svc("gateway");
      const sw = st.svc("esign");
      st.add(t, c.name, "info", "export job 'annual-case-archive' started (3,912 cases)");
      let x = t + st.rng.int(60000, 90000);
      while (x < st.t1) {
        const pid = st.rng.int(20, 60);
        st.add(x - 2000, c.name, "error", "<--- Last few GCs --->", {
          stack: [
            "",
            `[${pid}:0x${st.rng.hex(12)}]   ${st.rng.int(80000, 99000)} ms: Mark-Compact ${st.rng.int(2030, 2046)}.${st.rng.int(1, 9)} (2081.${st.rng.int(1, 9)}) -> 2029.${st.rng.int(1, 9)} (2082.${st.rng.int(1, 9)}) MB, ${st.rng.int(900, 1800)}.${st.rng.int(1, 9)} / 0.0 ms  (average mu = 0.${st.rng.int(100, 300)}, current mu = 0.0${st.rng.int(10, 60)}) allocation failure; scavenge might not succeed`,
          ],
        });
        st.add(
          x,
          c.name,
          "fatal",
          "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
          {
            stack: [
              " 1: 0xb8ced0 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]",
              " 2: 0xf06b50 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
              " 3: 0xf06e37 v8::internal::V8::FatalProcessOutOfMemory(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
              " 4: 0x1118a15  [node]",
              " 5: 0x1130898 v8::internal::Heap::CollectGarbage(v8::internal::AllocationSpace, v8::internal::GarbageCollectionReason, v8::GCCallbackFlags) [node]",
            ],
          },
        );
        for (let i = 0; i < st.rng.int(6, 14); i++) {
          const y = x + st.rng.int(50, 6000);
          if (st.rng.chance(0.5))
            st.add(
              y,
              gw.name,
              "error",
              `GET /api/cases/${st.estate.caseFmt(st.rng.int(1200, 9800))} 502 - upstream case-manager: Error: socket hang up (ECONNRESET)`,
            );
          else
            st.add(
              y,
              gw.name,
              "error",
              `POST /api/cases/notes 502 - upstream case-manager: connect ECONNREFUSED 10.8.2.31:3000`,
            );
        }
        st.add(
          x + 200,
          sw.name,
          "error",
          voice(
            st.rng,
            sw,
            "Tasks",
            "refresh of case status failed: requests.exceptions.ConnectionError: HTTPConnectionPool(host='case-manager', port=3000): Max retries exceeded with url: /api/cases/status (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object>: Failed to establish a new connection: [Errno 111] Connection refused'))",
          ),
        );
        st.add(x + st.rng.int(4000, 7000), c.name, "info", "server listening on 0.0.0.0:3000 (version 5.12.1)");
        st.add(x + st.rng.int(7000, 9000), c.name, "info", "export job 'annual-case-archive' resumed at case 1");
        x += st.rng.int(60000, 110000);
      }
    },
  },
  {
    category: "null_reference",
    estate: "stillwater",
    role: "flowers",
    hints: ["nomethoderror", "nil", "null", "undefined method"],
    severity: "medium",
    note: "after a florist catalog sync adds products without a delivery zone, every bloom-orders checkout raises NoMethodError on nil and portal-bff returns 500s",
    run: (st, t) => {
      const f = st.svc("flowers");
      const gw = st.svc("gateway");
      st.add(
        t - 5000,
        f.name,
        "info",
        `catalog sync from florist network: ${st.rng.int(200, 400)} products updated, 37 added`,
      );
      st.down.set("flowers", t);
      st.every(t, st.t1, 10, (x) => {
        const rid = st.rng.hex(8);
        st.add(
          x,
          f.name,
          "info",
          `[${rid}] Started POST "/api/orders" for 10.3.${st.rng.int(0, 9)}.${st.rng.int(2, 250)}`,
        );
        st.add(x + 20, f.name, "fatal", `[${rid}] NoMethodError (undefined method \`cutoff_at' for nil:NilClass):`, {
          stack: rubyTrace("", [
            `[${rid}] app/models/delivery_window.rb:23:in \`for_service'`,
            `[${rid}] app/services/order_builder.rb:71:in \`build'`,
            `[${rid}] app/controllers/api/orders_controller.rb:18:in \`create'`,
          ]).slice(1),
        });
        st.add(
          x + 22,
          f.name,
          "info",
          `[${rid}] Completed 500 Internal Server Error in ${st.rng.int(12, 60)}ms (ActiveRecord: ${st.rng.int(2, 9)}.${st.rng.int(0, 9)}ms)`,
        );
        st.add(
          x + 40,
          gw.name,
          "error",
          `POST /api/flowers/orders 500 ${st.rng.int(20, 80)}ms - bloom-orders responded 500`,
        );
      });
    },
  },
];
