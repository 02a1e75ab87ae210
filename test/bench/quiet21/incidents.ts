// The eight failures, one per category, written as the services involved would log them: the origin in its own
// runtime's words (sometimes only WARN, once nothing at all), the callers louder, with retries and breakers.
import { type Ctx, emit, every, poisson, tid } from "./ctx.js";
import type { EstateId } from "./estates.js";
import { javaStack, nodeStack } from "./stacks.js";

export interface Incident {
  id: string;
  estate: EstateId;
  origin: string;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** services this scenario must keep in the file */
  needs: string[];
  /** lays the failure, starting at the origin at `start` (true time) */
  run(c: Ctx, start: number): void;
}

const lot = (c: Ctx) => `L${c.rng.digits(2)}${String.fromCharCode(65 + c.rng.int(0, 25))}${c.rng.digits(4)}.1`;
const box = (c: Ctx) => `${c.rng.pick(["MSCU", "MAEU", "CMAU", "HLBU", "TGHU"])}${c.rng.digits(7)}`;

export const INCIDENTS: Incident[] = [
  {
    id: "mes-oracle-processes",
    estate: "fab",
    origin: "mes-dispatch",
    category: "database",
    hints: ["database", "jdbc", "sql", "ora-", "oracle", "connection", "pool"],
    severity: "high",
    note: "mes-dispatch cannot get Oracle connections (ORA-00020, Hikari pool timeouts), so track-ins fail on the shop-floor UI and the equipment host.",
    needs: ["mes-dispatch", "shopfloor-ui", "eap-secsgem", "wip-tracker"],
    run(c, start) {
      c.dampen.set("mes-dispatch", { from: start, keep: 0.15 });
      c.dampen.set("wip-tracker", { from: start + 20000, keep: 0.5 });
      c.dampen.set("shopfloor-ui", { from: start + 30000, keep: 0.3 });
      emit(c, start, "mes-dispatch", "warn", "HikariPool-1 - Pool stats (total=40, active=40, idle=0, waiting=17)", {
        keep: true,
      });
      poisson(c, start + 2000, c.t1, 14, (t) =>
        emit(
          c,
          t,
          "mes-dispatch",
          "error",
          "Failed to obtain JDBC Connection; nested exception is java.sql.SQLTransientConnectionException",
          {
            keep: true,
            errType: "java.sql.SQLTransientConnectionException",
            stack: javaStack(
              "org.springframework.jdbc.CannotGetJdbcConnectionException",
              "Failed to obtain JDBC Connection; nested exception is java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms.",
              [
                "org.springframework.jdbc.datasource.DataSourceUtils.getConnection(DataSourceUtils.java:84)",
                "org.springframework.jdbc.core.JdbcTemplate.execute(JdbcTemplate.java:376)",
                "com.kestrel.mes.dispatch.TrackInService.trackIn(TrackInService.java:131)",
                "com.kestrel.mes.dispatch.api.TrackInController.post(TrackInController.java:57)",
              ],
              [
                "java.sql.SQLException",
                "ORA-00020: maximum number of processes (600) exceeded",
                [
                  "oracle.jdbc.driver.T4CTTIoer11.processError(T4CTTIoer11.java:509)",
                  "oracle.jdbc.driver.T4CConnection.logon(T4CConnection.java:498)",
                  "com.zaxxer.hikari.pool.PoolBase.newConnection(PoolBase.java:364)",
                ],
              ],
            ),
          },
        ),
      );
      poisson(c, start + 1000, c.t1, 3, (t) =>
        emit(
          c,
          t,
          "mes-dispatch",
          "warn",
          `HikariPool-1 - Pool stats (total=${c.rng.int(22, 40)}, active=${c.rng.int(22, 40)}, idle=0, waiting=${c.rng.int(20, 64)})`,
          { keep: true },
        ),
      );
      poisson(c, start + 30000, c.t1, 24, (t) => {
        const l = lot(c);
        emit(
          c,
          t,
          "shopfloor-ui",
          "error",
          `POST /api/trackin lot=${l} 503 ${c.rng.int(30001, 30090)}ms - mes-dispatch: Service Unavailable`,
        );
      });
      poisson(c, start + 30000, c.t1, 30, (t) => {
        const tool = c.rng.pick(["DB-03", "WB-11", "WB-12", "MOLD-02", "SAW-07"]);
        emit(
          c,
          t,
          "eap-secsgem",
          "warn",
          `${tool} host TrackIn request to MES timed out after 30s, retry ${c.rng.int(1, 3)}/3 (equipment held in WAIT)`,
        );
      });
      poisson(c, start + 60000, c.t1, 6, (t) =>
        emit(
          c,
          t,
          "eap-secsgem",
          "error",
          `${c.rng.pick(["DB-03", "WB-11", "MOLD-02"])} S2F41 START rejected by host: lot ${lot(c)} not tracked in (MES unavailable)`,
        ),
      );
      poisson(c, start + 40000, c.t1, 4, (t) =>
        emit(
          c,
          t,
          "wip-tracker",
          "error",
          "lot state sync failed: GET http://mes-dispatch:8080/api/lots/changes -> 500 Internal Server Error",
        ),
      );
    },
  },
  {
    id: "eap-hsms-network",
    estate: "fab",
    origin: "eap-secsgem",
    category: "network",
    hints: ["network", "connection", "reset", "route", "socket", "unreachable", "hsms"],
    severity: "medium",
    note: "the equipment host loses its HSMS links to all bonders at once (resets, no route to host) while the rest of the estate is fine.",
    needs: ["eap-secsgem", "mes-dispatch", "shopfloor-ui", "fdc-collector"],
    run(c, start) {
      c.dampen.set("eap-secsgem", { from: start, keep: 0.1 });
      const tools = ["DB-03", "DB-05", "WB-11", "WB-12", "WB-14", "MOLD-02"];
      tools.forEach((tool, i) => {
        const ip = `10.20.4.${31 + i * 6}`;
        emit(
          c,
          start + i * 700,
          "eap-secsgem",
          "error",
          `${tool} HSMS recv() on ${ip}:5000 failed: Connection reset by peer (errno 104), state SELECTED->NOT CONNECTED`,
          { keep: true },
        );
        every(c, start + 8000 + i * 900, c.t1, 15000, (t) =>
          emit(
            c,
            t,
            "eap-secsgem",
            c.rng.chance(0.6) ? "warn" : "error",
            c.rng.chance(0.7)
              ? `${tool} HSMS connect() to ${ip}:5000 failed: No route to host (errno 113), T5 retry in 15s`
              : `${tool} HSMS T8 network intercharacter timeout on ${ip}:5000, closing socket`,
          ),
        );
      });
      poisson(c, start + 20000, c.t1, 10, (t) =>
        emit(
          c,
          t,
          "mes-dispatch",
          "warn",
          `Equipment ${c.rng.pick(tools)} communication state NOT_COMMUNICATING (reported by EAP), dispatch to equipment suspended`,
        ),
      );
      poisson(c, start + 25000, c.t1, 16, (t) =>
        emit(
          c,
          t,
          "shopfloor-ui",
          "error",
          `POST /api/trackin eqp=${c.rng.pick(tools)} 409 ${c.rng.int(20, 90)}ms - equipment offline`,
        ),
      );
      poisson(c, start + 15000, c.t1, 3, (t) =>
        emit(c, t, "fdc-collector", "warn", `no trace data from ${c.rng.pick(tools)} for ${c.rng.int(60, 400)}s`),
      );
    },
  },
  {
    id: "label-enospc",
    estate: "pharma",
    origin: "label-print",
    category: "disk",
    hints: ["enospc", "disk", "space", "no space", "device", "volume"],
    severity: "high",
    note: "the label-print spool volume fills up and every ZPL job write fails with ENOSPC, stopping the packaging lines.",
    needs: ["label-print", "serialization-svc", "mes-pack", "aggregation-svc", "hmi-web"],
    run(c, start) {
      emit(c, start - 240000, "label-print", "warn", "spool volume /var/spool/zpl 91% used (threshold 90%)");
      emit(c, start - 90000, "label-print", "warn", "spool volume /var/spool/zpl 97% used (threshold 90%)");
      c.dampen.set("label-print", { from: start, keep: 0.05 });
      c.dampen.set("vision-inspect", { from: start + 30000, keep: 0.2 });
      c.dampen.set("aggregation-svc", { from: start + 30000, keep: 0.2 });
      poisson(c, start, c.t1, 12, (t) => {
        const id = tid(c);
        const job = c.rng.hex(8);
        emit(c, t, "label-print", "error", `job ${job} failed: ENOSPC: no space left on device, write`, {
          keep: true,
          trace: id,
          errType: "Error",
          stack: nodeStack("Error: ENOSPC: no space left on device, write", [
            "Object.writeSync (node:fs:929:3)",
            `SpoolWriter.flush (/app/dist/spool/writer.js:58:12)`,
            "async PrintQueue.submit (/app/dist/queue.js:112:5)",
          ]),
        });
        emit(
          c,
          t + 60,
          "serialization-svc",
          "error",
          `label job ${job} not accepted by label-print (HTTP 500), ${c.rng.int(20, 120)} serials returned to pool`,
          { trace: id },
        );
      });
      poisson(c, start + 15000, c.t1, 20, (t) =>
        emit(c, t, "serialization-svc", "warn", `retry ${c.rng.int(1, 5)}/5 POST http://label-print:3000/jobs -> 500`),
      );
      every(c, start + 40000, c.t1, 30000, (t) => {
        emit(
          c,
          t,
          "mes-pack",
          "error",
          `line ${c.rng.pick(["PL-01", "PL-02", "PL-04"])} stopped: labeller LBL1 not ready, OEE reason code 41 (material/labels)`,
        );
        emit(c, t + 200, "hmi-web", "warn", "GET /api/lines/PL-01/status 200 - alarm banner: LABELLER FAULT");
      });
    },
  },
  {
    id: "tokenizer-psp-down",
    estate: "hotel",
    origin: "payment-tokenizer",
    category: "dependency",
    hints: ["503", "unavailable", "psp", "vault", "upstream", "circuit", "dependency"],
    severity: "high",
    note: "the external card vault at the payment provider answers 503; payment-tokenizer opens its circuit breaker and bookings fail at the payment step.",
    needs: ["payment-tokenizer", "booking-engine", "pms-core"],
    run(c, start) {
      c.dampen.set("payment-tokenizer", { from: start, keep: 0.05 });
      c.dampen.set("pms-core", { from: start + 10000, keep: 0.6 });
      c.dampen.set("booking-engine", { from: start + 3000, keep: 0.5 });
      poisson(c, start, start + 50000, 40, (t) =>
        emit(
          c,
          t,
          "payment-tokenizer",
          "warn",
          `POST https://vault.paynova.example/v2/tokens -> 503 Service Unavailable (${c.rng.int(20, 300)}ms) x-request-id=${c.rng.hex(12)}`,
          { keep: true },
        ),
      );
      emit(
        c,
        start + 50000,
        "payment-tokenizer",
        "error",
        "CircuitBreaker 'pspVault' changed state from CLOSED to OPEN (failure rate 87.5% > 50.0%)",
        { keep: true },
      );
      poisson(c, start + 51000, c.t1, 20, (t) =>
        emit(c, t, "payment-tokenizer", "error", "tokenization failed", {
          keep: true,
          errType: "io.github.resilience4j.circuitbreaker.CallNotPermittedException",
          stack: javaStack(
            "io.github.resilience4j.circuitbreaker.CallNotPermittedException",
            "CircuitBreaker 'pspVault' is OPEN and does not permit further calls",
            [
              "io.github.resilience4j.circuitbreaker.CallNotPermittedException.createCallNotPermittedException(CallNotPermittedException.java:48)",
              "com.lumen.pay.vault.VaultClient.tokenize(VaultClient.java:77)",
              "com.lumen.pay.api.TokenController.create(TokenController.java:39)",
            ],
          ),
        }),
      );
      every(c, start + 110000, c.t1, 60000, (t) => {
        emit(c, t, "payment-tokenizer", "info", "CircuitBreaker 'pspVault' changed state from OPEN to HALF_OPEN", {
          keep: true,
        });
        emit(
          c,
          t + 400,
          "payment-tokenizer",
          "warn",
          "POST https://vault.paynova.example/v2/tokens -> 503 Service Unavailable (41ms)",
          { keep: true },
        );
        emit(
          c,
          t + 450,
          "payment-tokenizer",
          "error",
          "CircuitBreaker 'pspVault' changed state from HALF_OPEN to OPEN",
          { keep: true },
        );
      });
      poisson(c, start + 3000, c.t1, 45, (t) => {
        emit(
          c,
          t,
          "booking-engine",
          "error",
          `POST /api/v3/reservations 502 ${c.rng.int(40, 900)}ms - payment step failed: payment-tokenizer responded 502 Bad Gateway`,
        );
        if (c.rng.chance(0.6))
          emit(c, t + 1200, "booking-engine", "warn", "retrying payment-tokenizer call (attempt 2/3) after 1000ms");
      });
      poisson(c, start + 20000, c.t1, 4, (t) =>
        emit(
          c,
          t,
          "pms-core",
          "warn",
          `Reservation R${c.rng.digits(8)} held without guarantee: payment token missing from booking engine`,
        ),
      );
    },
  },
  {
    id: "ari-missing-endpoint",
    estate: "hotel",
    origin: "ari-publisher",
    category: "configuration",
    hints: ["config", "property", "endpoint", "uri", "missing", "setting"],
    severity: "medium",
    note: "a new ari-publisher release starts without the booking channel endpoint URL set, so every rate and availability push to that channel fails and the channel manager's backlog grows.",
    needs: ["ari-publisher", "channel-manager", "booking-engine"],
    run(c, start) {
      const d = start - 20000;
      emit(c, d, "ari-publisher", "info", "Received SIGTERM, starting graceful shutdown (drain 20s)");
      emit(
        c,
        d + 6000,
        "ari-publisher",
        "info",
        "starting ari-publisher v5.14.0 (build 9f3c2e1), profile prod, config revision 212",
      );
      emit(
        c,
        d + 11000,
        "ari-publisher",
        "warn",
        "No value bound for 'channels.booking.endpoint-url' (ARI_CHANNELS_BOOKING_ENDPOINT_URL unset), using ''",
      );
      emit(c, d + 17000, "ari-publisher", "info", "Started AriPublisherApplication in 11.2 seconds");
      emit(c, d + 18000, "ari-publisher", "info", "readiness probe passed, accepting traffic");
      c.dampen.set("ari-publisher", { from: start, keep: 0.5 });
      poisson(c, start, c.t1, 18, (t) =>
        emit(
          c,
          t,
          "ari-publisher",
          "error",
          `ARI push to booking failed for ${c.rng.pick(["LUM-AMS1", "LUM-LIS2", "LUM-BCN1", "LUM-PRG1"])}`,
          {
            keep: true,
            errType: "java.lang.IllegalArgumentException",
            stack: javaStack("java.lang.IllegalArgumentException", "URI is not absolute", [
              "java.base/java.net.URL.fromURI(URL.java:721)",
              "org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:776)",
              "com.lumen.ari.channel.BookingChannelClient.send(BookingChannelClient.java:64)",
              "com.lumen.ari.publish.Publisher.push(Publisher.java:102)",
            ]),
          },
        ),
      );
      every(c, start + 30000, c.t1, 30000, (t) =>
        emit(
          c,
          t,
          "channel-manager",
          "warn",
          `ARI backlog channel=booking pending=${Math.round((t - start) / 150)} oldest=${Math.round((t - start) / 1000)}s (publisher nacks)`,
        ),
      );
      poisson(c, start + 60000, c.t1, 8, (t) =>
        emit(
          c,
          t,
          "channel-manager",
          "error",
          `delta seq=${c.rng.digits(6)} for booking NACKed by ari-publisher, requeued (attempt ${c.rng.int(2, 6)})`,
        ),
      );
    },
  },
  {
    id: "yard-solver-deadline",
    estate: "port",
    origin: "yard-planner",
    category: "timeout",
    hints: ["timeout", "deadline", "timed out"],
    severity: "medium",
    note: "the yard-planner slot solver starts running past its 5s deadline (logged only at WARN); the TOS times out on it and gate transactions pile up.",
    needs: ["yard-planner", "tos-core", "gate-ocr", "truck-appointments"],
    run(c, start) {
      c.dampen.set("yard-planner", { from: start, keep: 0.1 });
      c.dampen.set("tos-core", { from: start + 8000, keep: 0.5 });
      poisson(c, start, c.t1, 15, (t) => {
        const id = tid(c);
        emit(
          c,
          t + 5000,
          "yard-planner",
          "warn",
          `slot search for ${box(c)} cancelled: context deadline exceeded after 5.00s (iterations=${c.rng.int(90000, 400000)}, candidates=${c.rng.int(1800, 5000)})`,
          { keep: true, trace: id },
        );
        emit(c, t + 4000, "tos-core", "error", "yard slot request failed for gate visit, holding truck at lane", {
          trace: id,
          errType: "org.springframework.web.client.ResourceAccessException",
          stack: javaStack(
            "org.springframework.web.client.ResourceAccessException",
            'I/O error on POST request for "http://yard-planner:8080/v1/slots": Read timed out',
            [
              "org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:791)",
              "nl.westkade.tos.yard.YardPlannerClient.requestSlot(YardPlannerClient.java:58)",
              "nl.westkade.tos.gate.GateInService.accept(GateInService.java:144)",
            ],
            [
              "java.net.SocketTimeoutException",
              "Read timed out",
              ["java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:288)"],
            ],
          ),
        });
      });
      poisson(c, start + 20000, c.t1, 30, (t) =>
        emit(
          c,
          t,
          "truck-appointments",
          "warn",
          `slot confirmation pending for appt A${c.rng.digits(7)}, retry ${c.rng.int(1, 5)}/5 (TOS 504)`,
        ),
      );
      poisson(c, start + 30000, c.t1, 10, (t) =>
        emit(
          c,
          t,
          "gate-ocr",
          "warn",
          `lane ${c.rng.int(1, 14)} transaction open ${c.rng.int(60, 400)}s waiting for TOS decision`,
        ),
      );
    },
  },
  {
    id: "crane-telemetry-oom",
    estate: "port",
    origin: "crane-telemetry",
    category: "memory",
    hints: ["memory", "outofmemory", "heap", "oom"],
    severity: "high",
    note: "crane-telemetry's heap fills (back-to-back full GCs) and it dies with OutOfMemoryError and restarts repeatedly, so the TOS pauses crane moves on stale telemetry.",
    needs: ["crane-telemetry", "tos-core"],
    run(c, start) {
      for (let i = 0; i < 6; i++)
        emit(
          c,
          start + i * 9000,
          "crane-telemetry",
          "warn",
          `[gc] GC(${9120 + i}) Pause Full (G1 Compaction Pause) ${8100 + i * 12}M->${8060 + i * 20}M(8192M) ${c.rng.int(2400, 4900)}.${c.rng.int(100, 999)}ms`,
        );
      c.dampen.set("crane-telemetry", { from: start + 20000, keep: 0.25 });
      let t = start + 58000;
      while (t < c.t1) {
        emit(c, t, "crane-telemetry", "error", 'Exception in thread "telemetry-decoder-3"', {
          keep: true,
          errType: "java.lang.OutOfMemoryError",
          stack: javaStack("java.lang.OutOfMemoryError", "Java heap space", [
            "java.base/java.util.Arrays.copyOf(Arrays.java:3537)",
            "java.base/java.io.ByteArrayOutputStream.ensureCapacity(ByteArrayOutputStream.java:100)",
            "nl.westkade.crane.decode.FrameAssembler.append(FrameAssembler.java:73)",
            "nl.westkade.crane.decode.PlcFrameDecoder.run(PlcFrameDecoder.java:41)",
          ]),
        });
        emit(
          c,
          t + 1500,
          "crane-telemetry",
          "fatal",
          "Terminating due to java.lang.OutOfMemoryError: Java heap space",
          { keep: true },
        );
        emit(
          c,
          t + 24000,
          "crane-telemetry",
          "info",
          "Starting CraneTelemetryApplication v3.8.2 using Java 17.0.9 with PID 1",
          { keep: true },
        );
        emit(c, t + 41000, "crane-telemetry", "info", "Started CraneTelemetryApplication in 15.9 seconds", {
          keep: true,
        });
        for (let k = 0; k < 3; k++)
          emit(
            c,
            t + 70000 + k * 15000,
            "crane-telemetry",
            "warn",
            `[gc] GC(${40 + k}) Pause Full (G1 Compaction Pause) ${8000 + k * 40}M->${7900 + k * 60}M(8192M) ${c.rng.int(1900, 4200)}.${c.rng.int(100, 999)}ms`,
          );
        t += c.rng.int(140000, 200000);
      }
      poisson(c, start + 30000, c.t1, 20, (x) =>
        emit(
          c,
          x,
          "tos-core",
          "error",
          `${c.rng.pick(["QC03", "QC04", "QC05", "QC06", "QC07"])} telemetry stale for ${c.rng.int(30, 120)}s, crane moves paused (safety interlock)`,
        ),
      );
      poisson(c, start + 40000, c.t1, 10, (x) =>
        emit(
          c,
          x,
          "tos-core",
          "warn",
          "GET http://crane-telemetry:8080/v1/cranes/state failed: Connection refused, retry 1/3",
        ),
      );
    },
  },
  {
    id: "edi-gateway-silent",
    estate: "port",
    origin: "edi-gateway",
    category: "unknown",
    hints: ["unavailable", "503", "unresponsive", "down", "unknown", "no healthy"],
    severity: "high",
    note: "edi-gateway stops logging and answering without a word; the TOS, VGM service and customs bridge all get 503 no healthy upstream when they hand it EDI.",
    needs: ["edi-gateway", "tos-core", "vgm-service", "customs-bridge"],
    run(c, start) {
      c.silentFrom.set("edi-gateway", start);
      poisson(c, start + 12000, c.t1, 14, (t) =>
        emit(
          c,
          t,
          "tos-core",
          "error",
          `EDI dispatch ${c.rng.pick(["COARRI", "CODECO", "COPARN"])} to ${c.rng.pick(["MAEU", "HLCU", "CMDU"])} failed: POST http://edi-gateway/api/messages -> 503 Service Unavailable (no healthy upstream), retry ${c.rng.int(1, 5)}/5`,
          { trace: tid(c) },
        ),
      );
      poisson(c, start + 20000, c.t1, 6, (t) =>
        emit(c, t, "vgm-service", "error", "forwarding VERMAS to edi-gateway failed", {
          stack: [
            "Traceback (most recent call last):",
            '  File "/app/vgm/forward.py", line 51, in forward',
            "    resp.raise_for_status()",
            '  File "/usr/local/lib/python3.12/site-packages/requests/models.py", line 1024, in raise_for_status',
            "    raise HTTPError(http_error_msg, response=self)",
            "requests.exceptions.HTTPError: 503 Server Error: Service Unavailable for url: http://edi-gateway/api/messages/vermas",
          ],
        }),
      );
      poisson(c, start + 30000, c.t1, 4, (t) =>
        emit(c, t, "customs-bridge", "warn", "declaration ack via edi-gateway not delivered (503), parked for retry"),
      );
      every(c, start + 60000, c.t1, 60000, (t) =>
        emit(
          c,
          t,
          "tos-core",
          "warn",
          `EDI outbound queue depth ${Math.round((t - start) / 400)} (edi-gateway not consuming)`,
        ),
      );
    },
  },
];
