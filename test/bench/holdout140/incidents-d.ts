// Blacklight Quest & Tag (estate D): thirteen incidents, one per category. Correlation ids on bk-/cx-/fin-.
import type { Ctx } from "./ctx.js";
import { edgeUpstreamState } from "./edge.js";
import { crashLoop, extra, flat, type IncidentDef, ramp, routeOf, unrelatedDeploy } from "./kit.js";
import { rollingRestart } from "./noise.js";
import { ids, jlog, shutdown, startup } from "./runtime.js";
import { goTrace, javaTrace, pyTrace, WEBFLUX } from "./stacks.js";

function goOom(c: Ctx, svc: string, x: number): void {
  const head = "fatal error: runtime: out of memory";
  const rt = [
    "",
    "runtime stack:",
    `runtime.throw({0x9c3f21?, 0x${c.r.hex(10)}?})`,
    "\t/usr/local/go/src/runtime/panic.go:1023 +0x5c",
    "runtime.sysMapOS(0xc0d4000000, 0x4000000)",
    "\t/usr/local/go/src/runtime/mem_linux.go:167 +0x11b",
    "runtime.(*mheap).grow(0xf2e1a0, 0x2000?)",
    "\t/usr/local/go/src/runtime/mheap.go:1495 +0x229",
  ].join("\n");
  c.emit(x, svc, "error", head, {
    err: { type: "fatal error", msg: "runtime: out of memory" },
    stack: `${rt.replace(/^\n/, "")}\n${goTrace(
      "",
      [
        ["blacklight/vestrelay/internal/telemetry.(*Buffer).Append(...)", "/src/internal/telemetry/buffer.go:88"],
        [
          "blacklight/vestrelay/internal/telemetry.(*Replayer).enqueue(0xc000214e00, {0xc0a3f1c000, 0x4e2, 0x4e2})",
          "/src/internal/telemetry/replay.go:141",
        ],
        ["blacklight/vestrelay/internal/udp.(*Listener).serve(0xc0001b8000)", "/src/internal/udp/listener.go:77"],
      ],
      c.r.int(100, 900),
    ).replace(/^\n/, "")}`,
  });
}

const BIND_FAIL = `

***************************
APPLICATION FAILED TO START
***************************

Description:

Failed to bind properties under 'payments.acquirer.read-timeout' to java.time.Duration:

    Property: payments.acquirer.read-timeout
    Value: "15 s"
    Origin: System Environment Property "PAYMENTS_ACQUIRER_READ_TIMEOUT"
    Reason: failed to convert java.lang.String to java.time.Duration (caused by java.lang.IllegalArgumentException: '15 s' is not a valid duration)

Action:

Update your application's configuration
`;

export const INCIDENTS_D: IncidentDef[] = [
  {
    key: "d-smtp-535",
    estate: "D",
    category: "authentication",
    origin: "cx-notify",
    hints: ["smtp", "535", "eauth", "authentication", "invalid login", "credential"],
    severity: "medium",
    note: "The SMTP relay password was rotated without updating cx-notify; once its pooled connections closed every e-mail send failed with 535 Authentication credentials invalid (EAUTH) and confirmations piled up in retries.",
    run: (c, t) => {
      const n = "cx-notify";
      c.emit(t, n, "info", "smtp pool: closing idle connection after 300s host=smtp.relay.blacklightquest.com:587");
      c.knobs.set(`notify-broken:${n}`, (x) => (x >= t ? 1 : 0));
      c.poisson(t + 500, c.t1, 3800 / c.scale, (x) => {
        const id = `msg_${c.r.hex(12)}`;
        const attempt = c.r.int(1, 5);
        c.emit(
          x,
          n,
          "error",
          `email send failed id=${id} template=${c.r.pick(["reservation_confirmed", "reminder_24h", "waiver_request", "party_details"])} to=${c.r.pick(["a", "j", "m", "s"])}***@${c.r.pick(["gmail.com", "web.de", "gmx.de", "outlook.com"])}: Error: Invalid login: 535 5.7.8 Authentication credentials invalid (code=EAUTH responseCode=535 command="AUTH PLAIN")`,
        );
        if (attempt < 5)
          c.emit(x + 8, n, "warn", `message ${id} requeued attempt=${attempt}/5 backoff=${15 * 2 ** attempt}s`);
        else c.emit(x + 8, n, "error", `message ${id} moved to dead-letter after 5 attempts (last error EAUTH)`);
      });
      unrelatedDeploy(c, "cx-parties", t - c.r.int(60000, 200000));
    },
  },
  {
    key: "d-grants-42501",
    estate: "D",
    category: "authorization",
    origin: "bk-availability",
    hints: ["permission denied", "42501", "authorization", "privilege"],
    severity: "high",
    note: "A bk-availability release ran a migration that recreated the slot_holds table without the application role's grants, so every hold failed with 'permission denied for table slot_holds' (42501) and no reservation could be made.",
    run: (c, t) => {
      const ba = c.s("bk-availability");
      shutdown(c, ba, t - 15000);
      const v = ba.version;
      ba.version = "1.20.0";
      const b = startup(c, ba, t - 13000, "");
      ba.version = v;
      c.emit(t - 13000 + b + 20, ba.name, "info", "migrations: applied 20260516_0900_recreate_slot_holds (412ms)");
      c.emit(t - 13000 + b + 25, ba.name, "info", "migrations: schema up to date version=87");
      c.fault({
        svc: ba.name,
        from: t,
        to: c.t1,
        share: flat(1),
        mode: "status",
        status: 500,
        route: /holds/,
        says: (x, q) =>
          c.emit(
            x + 3,
            ba.name,
            "error",
            `create hold failed site=${q.vars.venue} err="pq: permission denied for table slot_holds" sqlstate=42501`,
            ids(q, c),
          ),
      });
      extra(
        c,
        routeOf(c, (r) => r.p === "/api/v1/reservations"),
        t,
        c.t1,
        c.r.int(30, 45),
      );
    },
  },
  {
    key: "d-mysql-conns",
    estate: "D",
    category: "database",
    origin: "cx-waivers",
    hints: ["mysql", "too many connections", "connectionnotestablished", "database"],
    severity: "medium",
    note: "cx-waivers' MySQL server ran out of connection slots, so a large share of waiver submissions and check-in lookups failed with 'Too many connections'; bk-reservations logged the 500s and retried.",
    run: (c, t) => {
      const w = "cx-waivers";
      c.fault({
        svc: w,
        from: t,
        to: c.t1,
        share: ramp(t, 30000, 0.6, 0.3),
        mode: "status",
        status: 500,
        route: /waivers/,
        says: (x, q) =>
          c.emit(
            x + 2,
            w,
            "error",
            `ActiveRecord::ConnectionNotEstablished: Mysql2::Error::ConnectionError: Too many connections (${q.edgePath.split("?")[0]})`,
            ids(q, c),
          ),
      });
      c.poisson(t + 10000, c.t1, 45000, (x) =>
        c.emit(
          x,
          w,
          "warn",
          "ActiveRecord::ConnectionTimeoutError: could not obtain a connection from the pool within 5.000 seconds (waited 5.001 seconds); all pooled connections were in use",
        ),
      );
      extra(
        c,
        routeOf(c, (r) => r.p.startsWith("/api/v1/waivers?")),
        t,
        c.t1,
        c.r.int(30, 45),
      );
    },
  },
  {
    key: "d-acquirer-reset",
    estate: "D",
    category: "network",
    origin: "fin-payments",
    hints: ["connection reset", "reset", "prematureclose", "network"],
    severity: "medium",
    note: "Connections from fin-payments to the card acquirer started being reset mid-request (NAT port exhaustion on the egress path), so about a third of charges failed with Connection reset and bk-reservations logged bad gateways.",
    run: (c, t) => {
      const fp = c.s("fin-payments");
      c.fault({
        svc: fp.name,
        from: t,
        to: c.t1,
        share: ramp(t, 60000, 0.4, 0.15),
        mode: "status",
        status: 502,
        route: /charges/,
        says: (x, q) =>
          c.emit(
            x + c.r.int(100, 2500),
            fp.name,
            "error",
            `Charge failed reservation=${q.vars.bk}: acquirer call failed`,
            {
              ...ids(q, c),
              logger: jlog(fp, "acquirer.AcquirerClient"),
              stack: javaTrace(
                "org.springframework.web.reactive.function.client.WebClientRequestException: recvAddress(..) failed: Connection reset by peer",
                [...WEBFLUX.slice(2), "com.blacklight.payments.acquirer.AcquirerClient.authorize:88"],
                [
                  [
                    "io.netty.channel.unix.Errors$NativeIoException: recvAddress(..) failed: Connection reset by peer",
                    [],
                  ],
                ],
                "kt",
              ),
            },
          ),
      });
      c.every(t, c.t1, 30000, 1000, (x) =>
        c.emit(
          x,
          fp.name,
          "warn",
          `acquirer connection pool active=${c.r.int(40, 50)} idle=0 pending_acquire=${c.r.int(5, 30)} max=50`,
          { logger: "reactor.netty.resources.PooledConnectionProvider" },
        ),
      );
      extra(
        c,
        routeOf(c, (r) => r.say === "pay"),
        t,
        c.t1,
        c.r.int(20, 35),
      );
    },
  },
  {
    key: "d-advisory-lock",
    estate: "D",
    category: "timeout",
    origin: "bk-availability",
    hints: ["lock timeout", "deadline", "timeout"],
    severity: "high",
    note: "A slot compaction run in bk-availability held its allocation advisory lock for minutes, so hold requests waited out their lock timeout; bk-reservations timed out, retried and opened its breaker, and reservations failed.",
    run: (c, t) => {
      const ba = "bk-availability";
      const pid = c.r.int(20000, 40000);
      c.emit(
        t - 4000,
        ba,
        "info",
        `slot compaction started site=south range=2026-05-16..2026-08-16 (advisory lock slot_alloc_south, pid ${pid})`,
      );
      c.every(t + 30000, c.t1, 30000, 1000, (x) =>
        c.emit(
          x,
          ba,
          "warn",
          `slot compaction still holding lock slot_alloc_south for ${Math.round((x - t + 4000) / 1000)}s (pid ${pid})`,
        ),
      );
      c.addSlow(ba, t, c.t1, 600);
      c.fault({
        svc: ba,
        from: t,
        to: c.t1,
        share: ramp(t, 30000, 0.8, 0.4),
        mode: "timeout",
        route: /holds/,
        says: (x, q) =>
          c.emit(
            x + 3000,
            ba,
            "error",
            `create hold failed site=${q.vars.venue} err="pq: canceling statement due to lock timeout" waited=3.0s lock=pg_advisory_xact_lock(slot_alloc_south)`,
            ids(q, c),
          ),
      });
      extra(
        c,
        routeOf(c, (r) => r.p === "/api/v1/reservations"),
        t,
        c.t1,
        c.r.int(30, 45),
      );
    },
  },
  {
    key: "d-registry-quota",
    estate: "D",
    category: "rate_limiting",
    origin: "iot-vest-relay",
    hints: ["resourceexhausted", "quota", "rate", "429", "throttl"],
    severity: "medium",
    note: "iot-vest-relay refreshed every vest's session token at once during a fleet firmware check and hit the cloud device registry's per-minute quota (ResourceExhausted), so many vests stayed in the lobby and game masters saw incomplete rosters.",
    run: (c, t) => {
      const vr = "iot-vest-relay";
      c.emit(t, vr, "info", "fleet firmware check started vests=160 (refreshing session tokens)");
      c.poisson(t + 500, c.t1, 2500 / c.scale, (x) =>
        c.emit(
          x,
          vr,
          "error",
          `vest token refresh failed vest=V-${String(c.r.int(1, 160)).padStart(4, "0")} err="rpc error: code = ResourceExhausted desc = Quota exceeded for quota metric 'Device token requests' and limit 'Device token requests per minute' of service 'iotcore.example.com'"`,
        ),
      );
      c.poisson(t + 5000, c.t1, 12000, (x) =>
        c.emit(
          x,
          vr,
          "warn",
          `vest V-${String(c.r.int(1, 160)).padStart(4, "0")} kept in lobby: no valid session token`,
        ),
      );
      c.fault({
        svc: vr,
        from: t,
        to: c.t1,
        share: flat(0.35),
        mode: "status",
        status: 503,
        route: /vests/,
        says: (x, q) =>
          c.emit(
            x + 1,
            vr,
            "warn",
            `arena ${q.vars.venue}: vest roster incomplete (${c.r.int(4, 12)}/${c.r.int(16, 24)} authorised)`,
          ),
      });
    },
  },
  {
    key: "d-firmware-pydantic",
    estate: "D",
    category: "validation",
    origin: "iot-prop-hub",
    hints: ["validationerror", "pydantic", "validation"],
    severity: "medium",
    note: "Props updated to firmware 3.1 began reporting battery and timestamps in a new text shape that iot-prop-hub's event model rejects, so their solve events were dropped as ValidationErrors and game masters had to override puzzles by hand.",
    run: (c, t) => {
      const ph = "iot-prop-hub";
      const upgraded = Array.from(
        { length: 4 },
        () => `${c.r.pick(c.est.rooms.filter((r) => !r.startsWith("arena")))}/${c.r.pick(c.est.props)}`,
      );
      for (const [i, p] of upgraded.entries())
        c.emit(t - 30000 + i * 4000, ph, "info", `prop ${p} announced firmware=3.1.0 (was 2.9.4)`, {
          logger: "prophub.registry",
        });
      const err = (p: string) =>
        `dropping event from ${p}: 2 validation errors for PropEvent\nbattery_pct\n  Input should be a valid integer, unable to parse string as an integer [type=int_parsing, input_value='87%', input_type=str]\n    For further information visit https://errors.pydantic.dev/2.7/v/int_parsing\nts\n  Input should be a valid datetime, invalid character in year [type=datetime_parsing, input_value='16/05/2026 18:31:02', input_type=str]`;
      c.poisson(t, c.t1, 3000 / c.scale, (x) =>
        c.emit(x, ph, "error", err(c.r.pick(upgraded)), { logger: "prophub.ingest" }),
      );
      c.fault({
        svc: ph,
        from: t,
        to: c.t1,
        share: flat(0.3),
        mode: "status",
        status: 500,
        route: /props$/,
        says: (x, q) =>
          c.emit(x + 1, ph, "error", "Error handling request", {
            logger: "aiohttp.server",
            stack: pyTrace(
              [
                [
                  "/usr/local/lib/python3.12/site-packages/aiohttp/web_protocol.py",
                  452,
                  "_handle_request",
                  "resp = await request_handler(request)",
                ],
                [
                  "/app/prophub/api.py",
                  61,
                  "room_props",
                  "states = [PropState.model_validate(raw) for raw in await store.room(room)]",
                ],
              ],
              `pydantic_core._pydantic_core.ValidationError: 1 validation error for PropState\nbattery_pct\n  Input should be a valid integer, unable to parse string as an integer [type=int_parsing, input_value='91%', input_type=str] (room=${q.vars.room})`,
            ),
          }),
      });
      c.poisson(t + 60000, c.t1, 40000, (x) =>
        c.emit(
          x,
          "ops-gm-desk",
          "warn",
          `no solve event from ${c.r.pick(upgraded)} in ${c.r.int(8, 15)}m while game running; GM override suggested`,
        ),
      );
    },
  },
  {
    key: "d-promo-npe",
    estate: "D",
    category: "null_reference",
    origin: "bk-reservations",
    hints: ["nullpointerexception", "null", "non-null"],
    severity: "high",
    note: "bk-reservations 7.3.1 passed a missing promo code into a Kotlin function that declares it non-null, so almost every reservation without a promo code failed with NullPointerException and customers could not book.",
    run: (c, t) => {
      const br = c.s("bk-reservations");
      const v = br.version;
      br.version = "7.3.1";
      rollingRestart(c, br, t - 50000, 2);
      br.version = v;
      c.fault({
        svc: br.name,
        from: t,
        to: c.t1,
        share: flat(0.85),
        mode: "status",
        status: 500,
        route: /^\/api\/v1\/reservations$/,
        says: (x, q) =>
          c.emit(x + 5, br.name, "error", "Unhandled exception on POST /api/v1/reservations", {
            ...ids(q, c),
            logger: jlog(br, "api.ErrorHandler"),
            stack: javaTrace(
              "java.lang.NullPointerException: Parameter specified as non-null is null: method com.blacklight.reservations.pricing.PromoService.apply, parameter promoCode",
              [
                "com.blacklight.reservations.pricing.PromoService.apply:0",
                "com.blacklight.reservations.api.ReservationController.create:57",
                "com.blacklight.reservations.api.ReservationController$create$1.invokeSuspend:0",
                "kotlin.coroutines.jvm.internal.BaseContinuationImpl.resumeWith:33",
              ],
              [],
              "kt",
            ),
          }),
      });
      extra(
        c,
        routeOf(c, (r) => r.p === "/api/v1/reservations"),
        t,
        c.t1,
        c.r.int(30, 45),
      );
    },
  },
  {
    key: "d-duration-bind",
    estate: "D",
    category: "configuration",
    origin: "fin-payments",
    hints: ["bind", "configuration", "duration", "property", "failed to start"],
    severity: "high",
    note: "An environment change set PAYMENTS_ACQUIRER_READ_TIMEOUT to '15 s', which Spring cannot bind to a Duration, so fin-payments failed to start and crash-looped; bk-reservations got connection refused and no payment went through.",
    run: (c, t) => {
      const fp = c.s("fin-payments");
      shutdown(c, fp, t - 700);
      crashLoop(c, fp, t, {
        backoff: true,
        runMs: () => 0,
        onBoot: () => 0,
        onCrash: (x) => {
          c.emit(x, fp.name, "info", "Starting PaymentsApplicationKt v5.7.0 using Java 21.0.3 with PID 1", {
            logger: jlog(fp, "PaymentsApplicationKt"),
          });
          c.emit(x + 40, fp.name, "info", 'The following 1 profile is active: "prod"', {
            logger: jlog(fp, "PaymentsApplicationKt"),
          });
          c.emit(x + 2400, fp.name, "error", BIND_FAIL, { logger: "o.s.b.d.LoggingFailureAnalysisReporter" });
        },
      });
      extra(
        c,
        routeOf(c, (r) => r.say === "pay"),
        t,
        c.t1,
        c.r.int(20, 30),
      );
    },
  },
  {
    key: "d-kafka-brokers",
    estate: "D",
    category: "dependency",
    origin: "bk-reservations",
    hints: ["kafka", "broker", "metadata", "not available", "dependency"],
    severity: "high",
    note: "The managed Kafka cluster became unreachable, so bk-reservations' synchronous publish of each new reservation blocked until 'Topic reservation-events not present in metadata after 60000 ms'; reservations hung and the edge answered 504.",
    exclude: ["ops-reporting"],
    run: (c, t) => {
      const br = c.s("bk-reservations");
      c.every(t, c.t1, 3000, 400, (x, i) => {
        const n = (i % 3) + 1;
        c.emit(
          x,
          br.name,
          "warn",
          `[Producer clientId=bk-reservations-1] Connection to node ${n} (b-${n}.events.internal/10.5.3.${10 + n}:9092) could not be established. Broker may not be available.`,
          { logger: "org.apache.kafka.clients.NetworkClient" },
        );
      });
      c.fault({
        svc: br.name,
        from: t,
        to: c.t1,
        share: flat(1),
        mode: "timeout",
        waitMs: 60000,
        route: /^\/api\/v1\/reservations$/,
        says: (x, q) =>
          c.emit(x + 60000, br.name, "error", `Failed to publish ReservationCreated for ${q.vars.bk}`, {
            ...ids(q, c),
            logger: jlog(br, "events.ReservationPublisher"),
            stack: javaTrace(
              "org.apache.kafka.common.errors.TimeoutException: Topic reservation-events not present in metadata after 60000 ms.",
              [
                "org.apache.kafka.clients.producer.KafkaProducer$ClusterAndWaitTime.<init>:0",
                "org.apache.kafka.clients.producer.KafkaProducer.waitOnMetadata:1142",
                "org.apache.kafka.clients.producer.KafkaProducer.doSend:1005",
                "com.blacklight.reservations.events.ReservationPublisher.publish:44",
              ],
              [],
              "kt",
            ),
          }),
      });
      extra(
        c,
        routeOf(c, (r) => r.p === "/api/v1/reservations"),
        t,
        c.t1,
        c.r.int(25, 40),
      );
    },
  },
  {
    key: "d-relay-oom",
    estate: "D",
    category: "memory",
    origin: "iot-vest-relay",
    hints: ["out of memory", "memory", "oom"],
    severity: "medium",
    note: "iot-vest-relay's telemetry replay buffer grew without bound after a base station flapped, until the Go runtime died with 'fatal error: runtime: out of memory' and restarted repeatedly, dropping vests from running games.",
    run: (c, t) => {
      const vr = c.s("iot-vest-relay");
      const cycles: Array<[number, number]> = [];
      let a = t - 120000;
      let x = t + c.r.int(150000, 210000);
      while (x < c.t1) {
        cycles.push([a, x]);
        goOom(c, vr.name, x);
        const down = c.r.int(6000, 12000);
        c.emit(
          x + c.r.int(300, 1500),
          "ops-gm-desk",
          "error",
          `vest relay stream closed: read ECONNRESET; ${c.r.int(12, 40)} vests dropped from live games`,
        );
        for (let k = 1; k * 2000 < down; k++)
          c.emit(
            x + k * 2000,
            "ops-gm-desk",
            "warn",
            `reconnecting to iot-vest-relay:9000 (attempt ${k}): connect ECONNREFUSED 10.${c.r.int(40, 47)}.${c.r.int(0, 15)}.${c.r.int(2, 250)}:9000`,
          );
        c.down(vr.name, x, x + down);
        const b = startup(c, vr, x + down);
        a = x + down + b;
        x = a + c.r.int(130000, 190000);
      }
      cycles.push([a, a + 170000]);
      const pressure = (y: number) => {
        for (const [p, q] of cycles) if (y >= p && y < q) return Math.max(0, Math.min(0.97, (y - p) / (q - p)));
        return 0;
      };
      c.knobs.set(`heap:${vr.name}`, pressure);
      c.every(
        t,
        c.t1,
        20000,
        1500,
        (y) =>
          !c.isDown(vr.name, y) &&
          pressure(y) > 0.35 &&
          c.emit(
            y,
            vr.name,
            "warn",
            `telemetry replay backlog frames=${Math.round(pressure(y) * 900000)} bs=bs-north-03 (flapping)`,
          ),
      );
    },
  },
  {
    key: "d-flood-stage",
    estate: "D",
    category: "disk",
    origin: "cx-waivers",
    hints: ["flood-stage", "disk", "watermark", "read-only", "cluster_block_exception"],
    severity: "medium",
    note: "The search cluster behind cx-waivers hit its flood-stage disk watermark and put the waivers index into read-only-allow-delete, so every new waiver failed to index with a 429 cluster_block_exception and submissions returned 500.",
    run: (c, t) => {
      const w = "cx-waivers";
      c.knobs.set(`broken:${w}`, (x) => (x >= t ? 1 : 0));
      const body =
        '[429] {"error":{"root_cause":[{"type":"cluster_block_exception","reason":"index [waivers-2026.05] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];"}],"type":"cluster_block_exception","reason":"index [waivers-2026.05] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];"},"status":429}';
      c.fault({
        svc: w,
        from: t,
        to: c.t1,
        share: flat(1),
        mode: "status",
        status: 500,
        route: /^\/waivers$/,
        says: (x, q) =>
          c.emit(x + 3, w, "error", `Elasticsearch::Transport::Transport::Errors::TooManyRequests: ${body}`, ids(q, c)),
      });
      extra(
        c,
        routeOf(c, (r) => r.p === "/api/v1/waivers"),
        t,
        c.t1,
        c.r.int(30, 45),
      );
    },
  },
  {
    key: "d-desk-restarts",
    estate: "D",
    category: "unknown",
    origin: "ops-gm-desk",
    hints: ["crash", "restart", "unknown", "unavailable"],
    severity: "medium",
    note: "ops-gm-desk started exiting every half minute or so without logging any error, only its startup lines each time; HAProxy marked it down and up again and game master consoles got 503s in between.",
    run: (c, t) => {
      const gm = c.s("ops-gm-desk");
      crashLoop(c, gm, t, {
        runMs: () => c.r.int(20000, 45000),
        downMs: () => c.r.int(8000, 20000),
        onCrash: (x) => edgeUpstreamState(c, x + c.r.int(1000, 3000), gm, false),
        onBoot: (x) => {
          const b = startup(c, gm, x);
          edgeUpstreamState(c, x + b + 2000, gm, true);
          return b;
        },
      });
      unrelatedDeploy(c, "cx-notify", t - c.r.int(40000, 150000));
    },
  },
];
