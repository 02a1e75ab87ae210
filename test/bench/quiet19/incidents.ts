// The eight failures of quiet19, one per category, as each runtime and caller would log them.
import { type Ctx, emit, every, traceId } from "./ctx.js";
import type { Ev } from "./formats.js";

export interface Failure {
  key: string;
  estate: string;
  category: string;
  origin: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** writes the failure from t0 on; returns which baseline lines it silences */
  gen: (c: Ctx, t0: number) => (e: Ev) => boolean;
}

const S = 1000;

export const FAILURES: Failure[] = [
  {
    key: "gis-trace-timeout",
    estate: "northmere",
    category: "timeout",
    origin: "gis-trace",
    hints: ["timeout", "timed out", "deadline"],
    severity: "high",
    note: "gis-trace's feeder network traces start running past their 30 s limit and are cancelled; oms-dispatch retries and times out, the outage map and crew app return 504s.",
    gen: (c, t0) => {
      every(c, t0, c.t1, 3500, (t) => {
        const f = `F-${c.r.int(2100, 2399)}`;
        emit(
          c,
          t,
          "gis-trace",
          "warn",
          `trace feeder ${f} downstream still running after 30.0s (visited ${c.r.int(12000, 40000)} edges), cancelling`,
        );
        if (c.r.chance(0.35))
          emit(c, t + 5, "gis-trace", "error", `Exception in trace worker for ${f}`, {
            errType: "TimeoutError",
            stack: [
              "Traceback (most recent call last):",
              '  File "/app/gistrace/api.py", line 88, in trace_downstream',
              "    result = fut.result(timeout=settings.TRACE_TIMEOUT_S)",
              '  File "/usr/local/lib/python3.11/concurrent/futures/_base.py", line 458, in result',
              "    raise TimeoutError()",
              "TimeoutError",
            ],
          });
        for (let a = 1; a <= 3; a++) {
          emit(
            c,
            t - 20 * S + a * 10 * S + c.r.int(5, 60),
            "oms-dispatch",
            a < 3 ? "warn" : "error",
            a < 3
              ? `WARN  c.n.oms.trace.GisTraceClient - trace ${f} attempt ${a}/3 failed: Read timed out, retrying`
              : `ERROR c.n.oms.trace.GisTraceClient - trace ${f} failed after 3 attempts`,
            a < 3 || c.r.chance(0.5)
              ? {}
              : {
                  errType: "java.net.SocketTimeoutException",
                  stack: [
                    'org.springframework.web.client.ResourceAccessException: I/O error on POST request for "http://gis-trace:8080/v1/trace": Read timed out',
                    "\tat org.springframework.web.client.RestTemplate.createResourceAccessException(RestTemplate.java:915)",
                    "\tat com.northmere.oms.trace.GisTraceClient.trace(GisTraceClient.java:61)",
                    "\tat com.northmere.oms.web.OutageController.map(OutageController.java:44)",
                    "Caused by: java.net.SocketTimeoutException: Read timed out",
                    "\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:278)",
                  ],
                },
          );
        }
        emit(
          c,
          t + 10 * S + 200,
          "outage-portal",
          "error",
          `GET /api/outages?region=${c.r.pick(["north", "coast", "valley", "metro"])} 504 30${c.r.int(100, 999)}ms upstream oms-dispatch timed out`,
        );
        if (c.r.chance(0.4))
          emit(
            c,
            t + 10 * S + 260,
            "crew-mobile-api",
            "error",
            `GET /v1/orders/WO-${c.r.int(80000, 89999)}/trace 502 dur=30.4s err="oms-dispatch: context deadline exceeded (Client.Timeout exceeded while awaiting headers)"`,
          );
      });
      return (e) => e.t >= t0 && (e.tag === "portal" || (e.svc === "gis-trace" && e.level === "info"));
    },
  },
  {
    key: "opcua-network",
    estate: "northmere",
    category: "network",
    origin: "opcua-gateway",
    hints: ["network", "route", "reset", "connection", "socket", "unreachable"],
    severity: "high",
    note: "opcua-gateway loses its network path to the PLC servers (connection resets, no route to host) and only warns while reconnecting; its publish lines stop and the historian and EMS flood with stale-data and comm-fail errors.",
    gen: (c, t0) => {
      const plcs = ["plc-hyd-07", "plc-hyd-11", "plc-sub-122", "plc-sub-088"];
      for (const p of plcs)
        emit(
          c,
          t0 + c.r.int(0, 1500),
          "opcua-gateway",
          "warn",
          `WARN  o.e.m.o.s.c.t.u.UascClientMessageHandler - channel to opc.tcp://${p}.ot.northmere.local:4840 closed: java.io.IOException: Connection reset by peer`,
        );
      every(c, t0 + 5 * S, c.t1, 2500, (t) => {
        const p = c.r.pick(plcs);
        emit(
          c,
          t,
          "opcua-gateway",
          "warn",
          `WARN  o.e.m.o.s.c.session.SessionFsm - reconnect to opc.tcp://${p}.ot.northmere.local:4840 failed: java.net.NoRouteToHostException: No route to host; next attempt in ${c.r.pick([5, 10, 20])}s`,
        );
      });
      every(c, t0 + 20 * S, c.t1, 700, (t) =>
        emit(
          c,
          t,
          "historian-ingest",
          "error",
          `fail: Historian.Ingest.Watchdog[5] No data received from opcua-gateway for ${c.r.int(900, 1600)} tags in 60s; points marked Comm Fail (${c.r.pick(["HYD-07", "HYD-11", "SUB-122", "SUB-088"])})`,
        ),
      );
      every(c, t0 + 15 * S, c.t1, 500, (t) =>
        emit(
          c,
          t,
          "ems-alarms",
          "error",
          `ALARM TELEMETRY STALE ${c.r.pick(["HYD-07", "HYD-11", "SUB-122", "SUB-088"])}.${c.r.pick(["GEN1.MW", "GEN2.MW", "BUS2.KV", "T1.OIL_TEMP", "FDR4.AMPS"])} quality=BAD age>30s priority=1`,
        ),
      );
      every(c, t0 + 30 * S, c.t1, 6000, (t) =>
        emit(
          c,
          t,
          "scada-fe",
          "warn",
          "state estimator input: 412 measurements missing from OPC UA source, using pseudo-measurements",
        ),
      );
      return (e) =>
        e.t >= t0 &&
        ((e.svc === "opcua-gateway" && e.level === "info") ||
          (e.tag === "telemetry" && e.svc === "historian-ingest" && c.r.chance(0.85)));
    },
  },
  {
    key: "mdm-oracle-sessions",
    estate: "tallowbrook",
    category: "database",
    origin: "mdm-vee",
    hints: ["database", "oracle", "ora-", "session", "connection", "sql", "pool", "jdbc"],
    severity: "high",
    note: "mdm-vee's Oracle database refuses new sessions (ORA-00018 / ORA-12516) so its pool cannot hand out connections; usage-api and the customer portal fail and the head-end spools reads.",
    gen: (c, t0) => {
      every(c, t0, c.t1, 900, (t) => {
        const tr = traceId(c);
        const ora = c.r.chance(0.5);
        emit(
          c,
          t,
          "mdm-vee",
          "error",
          `ERROR [http-nio-8080-exec-${c.r.int(1, 40)}] o.h.e.jdbc.spi.SqlExceptionHelper - ${ora ? "ORA-00018: maximum number of sessions exceeded" : "mdm-pool - Connection is not available, request timed out after 30000ms."}`,
          {
            trace: tr,
            errType: ora ? "java.sql.SQLException" : "java.sql.SQLTransientConnectionException",
            stack: c.r.chance(0.5)
              ? [
                  ora
                    ? "java.sql.SQLException: ORA-00018: maximum number of sessions exceeded"
                    : "java.sql.SQLTransientConnectionException: mdm-pool - Connection is not available, request timed out after 30000ms.",
                  "\tat com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:696)",
                  "\tat com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:181)",
                  "\tat com.tallowbrook.mdm.repo.IntervalRepository.findBySdp(IntervalRepository.java:52)",
                  ...(ora
                    ? []
                    : [
                        "Caused by: java.sql.SQLException: ORA-12516: TNS:listener could not find available handler with matching protocol stack",
                      ]),
                ]
              : undefined,
          },
        );
        emit(
          c,
          t + 30,
          "usage-api",
          "error",
          `usage query sdp=SDP${c.r.int(1000000, 9999999)} status=502 dur=${c.r.int(100, 30000)}ms err="mdm-vee: 500 Internal Server Error"`,
          { trace: tr },
        );
        emit(c, t + 60, "usage-api", "warn", `retrying mdm-vee request (attempt ${c.r.int(2, 3)}/3) after 250ms`, {
          trace: tr,
        });
        emit(
          c,
          t + 90,
          "customer-portal",
          "error",
          `GET /account/usage 502 ${c.r.int(200, 31000)}ms - usage service unavailable`,
          { trace: tr },
        );
      });
      every(c, t0 + 10 * S, c.t1, 5000, (t) =>
        emit(
          c,
          t,
          "ami-headend",
          "error",
          `ERROR c.t.ami.upload.MdmUploader - upload of interval batch ${c.r.int(10000, 99999)} to mdm-vee failed (HTTP 500), spooled ${c.r.int(2000, 9000)} reads to /var/spool/ami`,
        ),
      );
      return (e) => e.t >= t0 && (e.tag === "usage" || (e.tag === "reads" && e.svc === "mdm-vee" && c.r.chance(0.8)));
    },
  },
  {
    key: "paystream-503",
    estate: "tallowbrook",
    category: "dependency",
    origin: "payment-bridge",
    hints: ["503", "dependency", "upstream", "circuit", "unavailable", "paystream", "processor", "server"],
    severity: "high",
    note: "the card processor Paystream starts answering 503 to payment-bridge, whose circuit breaker opens; customer payments fail with 502 at the portal.",
    gen: (c, t0) => {
      let fails = 0;
      every(c, t0, c.t1, 1400, (t) => {
        const tr = traceId(c);
        fails++;
        if (fails <= 20 || c.r.chance(0.15)) {
          emit(
            c,
            t,
            "payment-bridge",
            "error",
            "Faraday::ServerError: the server responded with status 503 (POST https://api.paystream.example/v3/charges)",
            {
              trace: tr,
              errType: "Faraday::ServerError",
              stack: [
                "/usr/local/bundle/gems/faraday-2.9.0/lib/faraday/response/raise_error.rb:38:in `on_complete'",
                "/usr/local/bundle/gems/faraday-2.9.0/lib/faraday/middleware.rb:18:in `block in call'",
                "/app/app/services/paystream/client.rb:41:in `create_charge'",
                "/app/app/controllers/charges_controller.rb:17:in `create'",
              ],
            },
          );
        } else {
          emit(c, t, "payment-bridge", "warn", "Stoplight paystream-charges switching from green to red", {
            trace: tr,
          });
          emit(
            c,
            t + 2,
            "payment-bridge",
            "error",
            "Stoplight::Error::RedLight: paystream-charges (circuit open, failing fast)",
            { trace: tr },
          );
        }
        emit(c, t + 8, "payment-bridge", "info", `Completed 502 Bad Gateway in ${c.r.int(3, 1900)}ms`, { trace: tr });
        emit(
          c,
          t + 30,
          "customer-portal",
          "error",
          `POST /account/pay 502 ${c.r.int(30, 2100)}ms - payment-bridge returned 502`,
          { trace: tr },
        );
        if (c.r.chance(0.5))
          emit(c, t + 1500, "customer-portal", "warn", `POST /account/pay retry by client 502 ${c.r.int(30, 400)}ms`, {
            trace: tr,
          });
      });
      return (e) => e.t >= t0 && e.tag === "pay";
    },
  },
  {
    key: "ocr-oom",
    estate: "kestrel",
    category: "memory",
    origin: "ocr-worker",
    hints: ["memory", "oom", "memoryerror", "sigkill", "out of memory"],
    severity: "high",
    note: "ocr-worker runs out of memory on large scans: MemoryError tracebacks, then gunicorn reports workers killed with SIGKILL; its OCR lines stop and doc-intake's calls fail and the queue grows.",
    gen: (c, t0) => {
      let pid = c.r.int(4000, 4200);
      every(c, t0, c.t1, 9000, (t, i) => {
        if (i % 3 === 0)
          emit(c, t - 600, "ocr-worker", "error", `Error processing doc_${c.r.hex(10)}`, {
            errType: "MemoryError",
            stack: [
              "Traceback (most recent call last):",
              '  File "/app/ocr/tasks.py", line 64, in run_ocr',
              '    img = Image.open(buf).convert("L")',
              '  File "/usr/local/lib/python3.11/site-packages/PIL/Image.py", line 922, in convert',
              "    self.load()",
              '  File "/usr/local/lib/python3.11/site-packages/PIL/ImageFile.py", line 269, in load',
              "    self.im = Image.core.new(self.mode, self.size)",
              "MemoryError",
            ],
          });
        emit(
          c,
          t,
          "ocr-worker",
          "error",
          `[${new Date(t).toISOString().slice(0, 19).replace("T", " ")} +0000] [1] [ERROR] Worker (pid:${pid}) was sent SIGKILL! Perhaps out of memory?`,
        );
        pid += c.r.int(3, 40);
        emit(
          c,
          t + 400,
          "ocr-worker",
          "info",
          `[${new Date(t + 400).toISOString().slice(0, 19).replace("T", " ")} +0000] [${pid}] [INFO] Booting worker with pid: ${pid}`,
        );
      });
      every(c, t0 + 2 * S, c.t1, 1500, (t) => {
        const tr = traceId(c);
        emit(
          c,
          t,
          "doc-intake",
          "error",
          `fail: Kestrel.Intake.OcrClient[3] OCR request for doc_${c.r.hex(10)} to ocr-worker failed (attempt ${c.r.int(1, 3)}/3)`,
          {
            trace: tr,
            errType: "System.Net.Http.HttpRequestException",
            stack: [
              "System.Net.Http.HttpRequestException: An error occurred while sending the request.",
              " ---> System.IO.IOException: The response ended prematurely.",
              "   at System.Net.Http.HttpConnection.SendAsync(HttpRequestMessage request, Boolean async, CancellationToken cancellationToken)",
              "   --- End of inner exception stack trace ---",
              "   at Kestrel.Intake.Ocr.OcrClient.SubmitAsync(Document doc, CancellationToken ct) in /src/Intake/Ocr/OcrClient.cs:line 58",
            ],
          },
        );
      });
      every(c, t0 + 60 * S, c.t1, 20 * S, (t) =>
        emit(
          c,
          t,
          "doc-intake",
          "warn",
          `warn: Kestrel.Intake.Queue[1] ocr-pending depth ${c.r.int(400, 2400)}, oldest item ${c.r.int(2, 14)}m`,
        ),
      );
      every(c, t0 + 90 * S, c.t1, 12 * S, (t) =>
        emit(
          c,
          t,
          "case-api",
          "warn",
          `WARN  c.k.case.EvidenceService - evidence for case BEN-2026-00${c.r.int(10000, 99999)} still awaiting OCR after 15m`,
        ),
      );
      return (e) =>
        e.t >= t0 &&
        (e.tag === "upload"
          ? e.svc !== "doc-intake" && e.svc !== "citizen-portal"
          : e.svc === "ocr-worker" && e.level === "info");
    },
  },
  {
    key: "idverify-client-secret",
    estate: "kestrel",
    category: "authentication",
    origin: "id-verify",
    hints: ["authentication", "credential", "oauth", "invalid_client", "unauthorized", "401", "secret", "token"],
    severity: "high",
    note: "id-verify's client secret at the national identity broker stops being accepted (401 invalid_client); every identity check fails and citizens cannot submit applications.",
    gen: (c, t0) => {
      every(c, t0, c.t1, 1300, (t) => {
        const tr = traceId(c);
        emit(
          c,
          t,
          "id-verify",
          "error",
          'token request failed: oauth2: "invalid_client" "Client authentication failed: client secret expired" (status 401) endpoint=https://broker.identity.gov.example/oauth2/token',
          { trace: tr, errType: "oauth2.RetrieveError" },
        );
        emit(
          c,
          t + 10,
          "id-verify",
          "error",
          `identity check aborted applicant=A-${c.r.int(100000, 999999)} status=502 dur=${c.r.int(90, 400)}ms`,
          { trace: tr },
        );
        emit(
          c,
          t + 40,
          "citizen-portal",
          "error",
          `POST /apply/identity 502 ${c.r.int(100, 600)}ms - id-verify: Bad Gateway`,
          { trace: tr },
        );
        if (c.r.chance(0.6))
          emit(c, t + 3000, "citizen-portal", "warn", `POST /apply/identity retry 502 ${c.r.int(100, 600)}ms`, {
            trace: tr,
          });
      });
      every(c, t0 + 60 * S, c.t1, 30 * S, (t) =>
        emit(
          c,
          t,
          "case-api",
          "warn",
          `WARN  c.k.case.IntakeMonitor - no new applications in the last 60s (expected ~${c.r.int(20, 40)})`,
        ),
      );
      return (e) => e.t >= t0 && e.tag === "apply";
    },
  },
  {
    key: "ftgw-enospc",
    estate: "harbourline",
    category: "disk",
    origin: "ft-gateway",
    hints: ["disk", "space", "no space", "enospc", "full", "volume"],
    severity: "high",
    note: "ft-gateway's landing volume fills up: inbound transfers fail with no space left on device (logged at WARN), Control-M file watchers time out and the BACS and recon jobs fail downstream.",
    gen: (c, t0) => {
      emit(c, t0, "ft-gateway", "warn", "volume /srv/ft usage 100% (0 B free of 500 GiB)");
      every(c, t0 + 2 * S, c.t1, 4000, (t) => {
        const p = c.r.pick(["BACS-IN", "AGENTS-IN", "REINS-IN"]);
        emit(
          c,
          t,
          "ft-gateway",
          "warn",
          `transfer ${p} get failed partner=${p === "BACS-IN" ? "BNKX" : p === "AGENTS-IN" ? "AGNTNET" : "REINS1"}: write /srv/ft/inbound/${p.toLowerCase()}/part-${c.r.hex(6)}.tmp: no space left on device (received ${c.r.int(1, 400)} MB), partner will retry`,
        );
      });
      every(c, t0 + 60 * S, c.t1, 25 * S, (t) => {
        const j = c.r.pick(["BACS0100", "AGNT0450", "RNWL2200"]);
        emit(
          c,
          t,
          "ctm-server",
          "error",
          `FW-${j.slice(0, 4)}IN file watcher timed out, ${j} ENDED NOTOK (input file not available)`,
        );
        emit(
          c,
          t + 600,
          "recon-batch",
          "error",
          `reconciliation aborted: input /mnt/ft/inbound/${j.slice(0, 4).toLowerCase()}/latest.dat is missing`,
          {
            errType: "FileNotFoundError",
            stack: [
              "Traceback (most recent call last):",
              '  File "/app/recon/run.py", line 41, in main',
              "    df = load_extract(cfg.input_path)",
              "FileNotFoundError: [Errno 2] No such file or directory: '/mnt/ft/inbound/latest.dat'",
            ],
          },
        );
      });
      return (e) => e.t >= t0 && e.svc === "ft-gateway" && e.level === "info" && e.msg.includes(" get ");
    },
  },
  {
    key: "mqbridge-queue-config",
    estate: "harbourline",
    category: "configuration",
    origin: "mq-bridge",
    hints: ["configuration", "config", "queue", "2085", "unknown_object", "mqrc"],
    severity: "high",
    note: "a config reload gives mq-bridge a misspelled target queue (QL.CLAIM.IN); every put fails with MQRC 2085 and claims-api cannot lodge claims.",
    gen: (c, t0) => {
      emit(
        c,
        t0 - 1500,
        "mq-bridge",
        "info",
        "INFO  o.s.c.c.s.ConfigServicePropertySourceLocator - Fetching config from server at : http://config-server:8888",
      );
      emit(
        c,
        t0 - 900,
        "mq-bridge",
        "info",
        "INFO  c.h.mq.BridgeConfig - refreshed keys [bridge.claims.target-queue, bridge.claims.batch-size] (profile prod, label release-2026.11.3)",
      );
      every(c, t0, c.t1, 1600, (t) => {
        emit(c, t, "mq-bridge", "error", "ERROR c.h.mq.ClaimsPublisher - put to QL.CLAIM.IN on HMQP1 failed", {
          errType: "com.ibm.msg.client.jms.DetailedInvalidDestinationException",
          stack: [
            "com.ibm.msg.client.jms.DetailedInvalidDestinationException: JMSWMQ2008: Failed to open MQ queue 'QL.CLAIM.IN'.",
            "\tat com.ibm.msg.client.wmq.common.internal.Reason.reasonToException(Reason.java:513)",
            "\tat com.harbourline.mq.ClaimsPublisher.put(ClaimsPublisher.java:77)",
            "Caused by: com.ibm.mq.MQException: JMSCMQ0001: IBM MQ call failed with compcode '2' ('MQCC_FAILED') reason '2085' ('MQRC_UNKNOWN_OBJECT_NAME').",
            "\t... 9 common frames omitted",
          ],
        });
        emit(
          c,
          t + 50,
          "claims-api",
          "error",
          `fail: Harbourline.Claims.Api[0] Claim CLM-${c.r.int(300000, 399999)} could not be forwarded: mq-bridge returned 500 Internal Server Error`,
        );
        for (let a = 1; a <= c.r.int(1, 3); a++)
          emit(
            c,
            t + 50 + a * 400,
            "claims-api",
            "warn",
            `warn: Polly[3] Execution attempt. Source: 'ClaimsForwarder//Retry', Operation Key: '', Result: '500', Handled: 'True', Attempt: '${a}', Execution Time: ${c.r.int(20, 90)}ms`,
          );
      });
      return (e) => e.t >= t0 && e.tag === "claims";
    },
  },
];
