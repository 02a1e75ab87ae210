// Harmless noise, part two: the estate itself (restarts, certificates, backfills, rebalances, reports, devices).
import { deploy } from "./chronic.js";
import type { Ctx } from "./context.js";
import { ids } from "./estates.js";
import type { Span } from "./noise-a.js";
import { adhoc, direct } from "./noise-a.js";
import { dotnetTrace, javaTrace, phpLine, pyTrace } from "./runtimes.js";
import { nginxErrTime } from "./traffic.js";

// ---------------------------------------------------------------- rolling restart with retries that succeed
export function rollingRestart(ctx: Ctx, s: Span): void {
  const r = ctx.r;
  const e = ctx.estate;
  const callers = e.routes.filter((x) => x.calls.length > 0);
  const route = r.pick(callers.length ? callers : e.routes);
  const target = route.calls.length ? r.pick(route.calls) : route.to;
  const caller = route.calls.length ? route.to : e.proxy;
  const replicas = r.int(2, 3);
  let at = r.float(s.from, s.from + (s.to - s.from) * 0.4);
  const ver = `${r.int(1, 9)}.${r.int(0, 40)}.${r.int(0, 9)}`;
  for (let k = 0; k < replicas; k++) {
    deploy(ctx, target, at, ver);
    const cs = ctx.svc(caller);
    const n = Math.round(r.int(3, 9) * s.weight);
    for (let i = 0; i < n; i++) {
      const t = at + r.int(200, 9000);
      const text =
        cs.rt === "java"
          ? `[http-nio-8080-exec-${r.int(1, 30)}] c.c.orders.client.RetryingClient : call to ${target} failed (Connection refused), retrying in 200ms (attempt 1/3)`
          : cs.rt === "rails"
            ? `Faraday::ConnectionFailed: Failed to open TCP connection to ${target}:8000 (Connection refused - connect(2) for "${target}" port 8000), retry 1/3`
            : cs.rt === "dotnet"
              ? `Polly[3] Execution attempt. Source: '${target}-pipeline/Retry', Operation Key: '', Result: 'Connection refused (${target}:8080)', Handled: 'True', Attempt: '0', Execution Time: ${r.float(1, 5).toFixed(4)}ms`
              : cs.rt === "php"
                ? phpLine(
                    "WARN",
                    `retrying ${target}`,
                    `{"attempt":1,"error":"cURL error 7: Failed to connect to ${target} port 8080: Connection refused"}`,
                  )
                : cs.rt === "envoy" || cs.rt === "haproxy" || cs.rt === "nginx" || cs.rt === "traefik"
                  ? ""
                  : cs.rt === "python"
                    ? `${cs.logger}: httpx.ConnectError: [Errno 111] Connection refused (${target}:8080), retrying 1/3 in 0.2s`
                    : cs.rt === "go"
                      ? `call failed, retrying target=${target} attempt=1 err="dial tcp 10.42.${r.int(0, 31)}.${r.int(2, 250)}:8080: connect: connection refused"`
                      : `upstream ${target} connect ECONNREFUSED, retrying attempt=1 max=3`;
      if (text) ctx.emit(caller, t, "WARN", text);
      if (text && r.chance(0.8))
        ctx.emit(caller, t + r.int(200, 700), "INFO", `retry succeeded target=${target} attempt=2`);
    }
    if (ctx.svc(e.proxy).rt === "envoy" && r.chance(0.7))
      direct(ctx, at + r.int(500, 3000), adhoc(route.method, route.path(r), route.to), 503, {
        backendLine: false,
        flags: "URX",
        dur: r.int(200, 900),
      });
    at += r.int(25000, 60000);
  }
  if (ctx.svc(e.proxy).rt === "haproxy")
    ctx.emit(
      e.proxy,
      at - 20000,
      "WARN",
      `Server be_${target.replace(/-(svc|worker)$/, "").replace(/-/g, "_")}/${target.replace(/-(svc|worker)$/, "")}2 is DOWN, reason: Layer4 connection problem, info: "Connection refused", check duration: 0ms. 2 active and 0 backup servers left. 0 sessions active, 0 requeued, 0 remaining in queue.`,
    );
}

// ---------------------------------------------------------------- certificate rotation at the edge
export function certRotation(ctx: Ctx, s: Span): void {
  const r = ctx.r;
  const e = ctx.estate;
  const p = e.proxy;
  const prt = ctx.svc(p).rt;
  const at = r.float(s.from, s.from + (s.to - s.from) * 0.5);
  const renewed = `cert-manager: certificate ${e.namespace}/edge-tls renewed (serial ${r.hex(8)}…), secret updated`;
  ctx.emit(
    p,
    at,
    "INFO",
    prt === "nginx"
      ? `${nginxErrTime(at)} [notice] 1#1: signal 1 (SIGHUP) received, reconfiguring (${renewed})`
      : renewed,
  );
  const dev = e.roles.devices;
  const n = Math.round(r.int(20, 60) * s.weight);
  const olds = [r.ip("10.8"), r.ip("10.8"), r.ip("10.8")];
  for (let i = 0; i < n; i++) {
    const t = at + r.int(2000, Math.max(3000, s.to - at));
    const c = r.pick(olds);
    const text =
      prt === "nginx"
        ? `${nginxErrTime(t)} [info] 29#29: *${r.int(100000, 999999)} SSL_do_handshake() failed (SSL: error:0A000418:SSL routines::tlsv1 alert unknown ca:SSL alert number 48) while SSL handshaking, client: ${c}, server: 0.0.0.0:443`
        : prt === "envoy"
          ? `[source/common/tls/ssl_socket.cc:248] [Tags: "ConnectionId":"${r.int(10000, 99999)}"] remote address:${c}:${r.int(30000, 60000)},TLS_error:|268435581:SSL routines:OPENSSL_internal:CERTIFICATE_VERIFY_FAILED:TLS_error_end`
          : prt === "traefik"
            ? `http: TLS handshake error from ${c}:${r.int(30000, 60000)}: remote error: tls: unknown certificate authority`
            : `${c}:${r.int(30000, 60000)} [${new Date(t).toISOString()}] fe_https/1: SSL handshake failure`;
    ctx.emit(p, t, prt === "nginx" ? "INFO" : "WARN", text);
  }
  const ds = ctx.svc(dev);
  const device = dev.includes("telemetry") ? () => ids.van(r) : () => ids.bank(r);
  for (let i = 0; i < olds.length; i++) {
    const t = at + r.int(10000, 60000);
    const d = device();
    ctx.emit(
      dev,
      t,
      "WARN",
      `${ds.rt === "elixir" ? "[Lockers.Uplink] " : ""}device ${d} (${olds[i]}) still pinned to old CA bundle; scheduled bundle refresh on next check-in`,
    );
    ctx.emit(dev, t + r.int(60000, 200000), "INFO", `device ${d} (${olds[i]}) CA bundle refreshed, uplink healthy`);
  }
}

// ---------------------------------------------------------------- a backfill that skips duplicates
export function backfillDuplicates(ctx: Ctx, s: Span): void {
  const r = ctx.r;
  const svc = ctx.estate.roles.backfill;
  const st = ctx.svc(svc);
  const total = r.int(20000, 90000);
  let done = r.int(1000, 9000);
  ctx.emit(
    svc,
    s.from,
    "INFO",
    `backfill garment_events from legacy_pos started: ${total} rows, batch=500, on_conflict=skip`,
  );
  ctx.tick(s.from, s.to, 15000, (t) => {
    done = Math.min(total, done + r.int(1500, 4000));
    ctx.emit(
      svc,
      t,
      "INFO",
      `backfill progress ${done}/${total} inserted=${Math.round(done * 0.83)} skipped_duplicates=${Math.round(done * 0.17)}`,
    );
  });
  ctx.every(s.from, s.to, 1800 / s.weight, (t) => {
    const tg = ids.tag(r);
    const seq = r.int(1, 9);
    const detail = `DETAIL:  Key (tag_id, event_seq)=(${tg}, ${seq}) already exists.`;
    if (st.rt === "python")
      ctx.emit(svc, t, "WARN", `tagging.backfill: duplicate row skipped tag=${tg} seq=${seq}`, {
        stack: r.chance(0.3)
          ? pyTrace(
              [["/app/tagging/backfill.py", 88, "copy_batch", "cur.execute(INSERT_EVENT, row)"]],
              `psycopg.errors.UniqueViolation: duplicate key value violates unique constraint "garment_events_pkey"\n${detail}`,
            )
          : undefined,
      });
    else if (st.rt === "sidekiq")
      ctx.emit(
        svc,
        t,
        "WARN",
        `class=LegacyPosBackfillJob jid=${r.hex(24)} WARN: ActiveRecord::RecordNotUnique: PG::UniqueViolation: ERROR:  duplicate key value violates unique constraint "garment_events_pkey" ${detail} (skipped)`,
      );
    else if (st.rt === "dotnet")
      ctx.emit(svc, t, "WARN", `Sudsy.Ledger.Backfill[0] Skipping duplicate posting ${ids.order(r)}`, {
        stack: r.chance(0.3)
          ? dotnetTrace(
              `Npgsql.PostgresException (0x80004005): 23505: duplicate key value violates unique constraint "postings_order_ref_key"`,
              [
                "Npgsql.Internal.NpgsqlConnector.ReadMessageLong(Boolean async, DataRowLoadingMode dataRowLoadingMode, Boolean readingNotifications, Boolean isReadingPrependedMessage)",
                "Sudsy.Ledger.Backfill.LegacyImporter.CopyBatchAsync(IReadOnlyList`1 rows, CancellationToken ct) in /src/Ledger/Backfill/LegacyImporter.cs:line 77",
              ],
            )
          : undefined,
      });
    else
      ctx.emit(
        svc,
        t,
        "WARN",
        `backfill: skipping duplicate tag=${tg} seq=${seq} err="ERROR: duplicate key value violates unique constraint \\"garment_events_pkey\\" (SQLSTATE 23505)"`,
      );
  });
}

// ---------------------------------------------------------------- consumer group rebalance
export function consumerRebalance(ctx: Ctx, s: Span): void {
  const r = ctx.r;
  const svc = ctx.estate.roles.consumer;
  const st = ctx.svc(svc);
  const rounds = Math.max(1, Math.round(r.int(1, 3) * s.weight));
  for (let k = 0; k < rounds; k++) {
    const at = r.float(s.from, s.to);
    const group = `${svc.replace(/_/g, "-")}-group`;
    if (st.rt === "java") {
      const p = `[kafka-consumer-${r.int(1, 3)}] o.a.k.c.c.internals.ConsumerCoordinator : [Consumer clientId=${svc}-1, groupId=${group}]`;
      ctx.emit(svc, at, "INFO", `${p} Request joining group due to: group is already rebalancing`);
      ctx.emit(svc, at + 5, "INFO", `${p} Revoke previously assigned partitions payments-0, payments-1, payments-2`);
      ctx.emit(
        svc,
        at + 40,
        "ERROR",
        `${p} Offset commit failed on partition payments-1 at offset ${r.int(100000, 999999)}: The coordinator is not aware of this member.`,
        {
          stack: javaTrace(
            "org.apache.kafka.clients.consumer.CommitFailedException: Offset commit cannot be completed since the consumer is not part of an active group for auto partition assignment; it is likely that the consumer was kicked out of the group.",
            [
              "org.apache.kafka.clients.consumer.internals.ConsumerCoordinator.sendOffsetCommitRequest(ConsumerCoordinator.java:1263)",
              "org.apache.kafka.clients.consumer.internals.ConsumerCoordinator.commitOffsetsSync(ConsumerCoordinator.java:1104)",
              "org.springframework.kafka.listener.KafkaMessageListenerContainer$ListenerConsumer.commitIfNecessary(KafkaMessageListenerContainer.java:3021)",
            ],
          ),
        },
      );
      ctx.emit(
        svc,
        at + r.int(3000, 9000),
        "INFO",
        `${p} Successfully joined group with generation Generation{generationId=${r.int(40, 400)}, memberId='${svc}-1-${r.uuid()}', protocol='cooperative-sticky'}`,
      );
      ctx.emit(svc, at + r.int(9000, 12000), "INFO", `${p} Adding newly assigned partitions: payments-0, payments-2`);
    } else if (st.rt === "node") {
      ctx.emit(
        svc,
        at,
        "ERROR",
        `[Connection] Response Heartbeat(key: 12, version: 3) {"broker":"kafka-1:9092","clientId":"${svc}","error":"The group is rebalancing, so a rejoin is needed","correlationId":${r.int(1000, 9000)},"size":10}`,
      );
      ctx.emit(
        svc,
        at + 20,
        "ERROR",
        `[Runner] The group is rebalancing, re-joining {"groupId":"${group}","memberId":"${svc}-${r.uuid()}","error":"The group is rebalancing, so a rejoin is needed","retryCount":0,"retryTime":${r.int(200, 400)}}`,
      );
      ctx.emit(
        svc,
        at + r.int(3000, 8000),
        "INFO",
        `[ConsumerGroup] Consumer has joined the group {"groupId":"${group}","memberId":"${svc}-${r.uuid()}","leaderId":"${svc}-${r.uuid()}","isLeader":false,"memberAssignment":{"orders.v1":[0,1,2]},"groupProtocol":"RoundRobinAssigner","duration":${r.int(3000, 9000)}}`,
      );
    } else {
      ctx.emit(
        svc,
        at,
        "WARN",
        `consumer group rebalance in progress group=${group} reason="member left: ${svc}-2 (pod terminating)"`,
      );
      for (let i = 0; i < r.int(2, 6); i++)
        ctx.emit(
          svc,
          at + r.int(10, 3000),
          "ERROR",
          `commit offsets failed group=${group} partition=${r.int(0, 5)} err="kafka server: The provided member is not known in the current generation (REBALANCE_IN_PROGRESS)"`,
        );
      ctx.emit(
        svc,
        at + r.int(4000, 9000),
        "INFO",
        `partitions assigned group=${group} generation=${r.int(40, 400)} partitions=[0 1 2]`,
      );
    }
  }
}

// ---------------------------------------------------------------- reports hitting the statement timeout
export function reportTimeouts(ctx: Ctx, s: Span): void {
  const r = ctx.r;
  const e = ctx.estate;
  const svc = e.roles.report;
  const st = ctx.svc(svc);
  const report = r.pick([
    "store_revenue_by_week",
    "garment_turnaround_p95",
    "locker_utilisation",
    "van_stops_per_hour",
  ]);
  ctx.every(s.from, s.to, 45000 / s.weight, (t) => {
    const q = `SELECT store_id, date_trunc('week', received_at) ... /* report:${report} */`;
    const path = `/admin/reports/${report}`;
    const edge = r.chance(0.5);
    if (st.rt === "java")
      ctx.emit(
        svc,
        t,
        "ERROR",
        `[http-nio-8080-exec-${r.int(1, 30)}] o.h.engine.jdbc.spi.SqlExceptionHelper : ERROR: canceling statement due to statement timeout`,
        {
          stack: javaTrace("org.postgresql.util.PSQLException: ERROR: canceling statement due to statement timeout", [
            "org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2733)",
            "org.postgresql.jdbc.PgPreparedStatement.executeQuery(PgPreparedStatement.java:137)",
            "com.zaxxer.hikari.pool.HikariProxyPreparedStatement.executeQuery(HikariProxyPreparedStatement.java)",
            "org.springframework.jdbc.core.JdbcTemplate.query(JdbcTemplate.java:733)",
            `${st.logger.split(".").slice(0, 3).join(".")}.reports.ReportRepository.run(ReportRepository.java:58)`,
          ]),
        },
      );
    else if (st.rt === "rails")
      ctx.emit(
        svc,
        t,
        "ERROR",
        `ActiveRecord::QueryCanceled (PG::QueryCanceled: ERROR:  canceling statement due to statement timeout\n): ${q}`,
      );
    else if (st.rt === "dotnet")
      ctx.emit(svc, t, "ERROR", `Sudsy.Ledger.Reports[0] Report ${report} failed`, {
        stack: dotnetTrace(
          "Npgsql.PostgresException (0x80004005): 57014: canceling statement due to statement timeout",
          [
            "Npgsql.Internal.NpgsqlConnector.ReadMessageLong(Boolean async, DataRowLoadingMode dataRowLoadingMode, Boolean readingNotifications, Boolean isReadingPrependedMessage)",
            `Sudsy.Ledger.Reports.ReportRunner.RunAsync(String name, DateRange range) in /src/Ledger/Reports/ReportRunner.cs:line 41`,
          ],
        ),
      });
    else
      ctx.emit(
        svc,
        t,
        "ERROR",
        `report ${report} failed: ERROR: canceling statement due to statement timeout (SQLSTATE 57014)`,
      );
    ctx.emit(
      svc,
      t + r.int(50, 300),
      "INFO",
      `${st.rt === "java" ? "[task-3] c.reports.ReportRunner : " : ""}report ${report} re-queued with a 7-day window (was 90 days)`,
    );
    ctx.emit(
      svc,
      t + r.int(8000, 30000),
      "INFO",
      `${st.rt === "java" ? "[task-3] c.reports.ReportRunner : " : ""}report ${report} finished rows=${r.int(100, 9000)} took=${r.int(3, 28)}s`,
    );
    if (edge) direct(ctx, t - 30000, adhoc("GET", path, svc), 504, { dur: 30000, backendLine: false });
  });
}

// ---------------------------------------------------------------- devices dropping off the shop wifi
export function deviceWifi(ctx: Ctx, s: Span): void {
  const r = ctx.r;
  const e = ctx.estate;
  const svc = e.roles.devices;
  const st = ctx.svc(svc);
  const thing = svc.includes("telemetry") ? () => ids.van(r) : () => ids.bank(r);
  ctx.every(s.from, s.to, 20000 / s.weight, (t) => {
    const d = thing();
    const ip = r.ip("10.8");
    const pre = st.rt === "elixir" ? "[Lockers.Uplink] " : "";
    ctx.emit(svc, t, "WARN", `${pre}heartbeat missed device=${d} last_seen=${r.int(31, 90)}s ago`);
    ctx.emit(
      svc,
      t + r.int(100, 2000),
      "ERROR",
      st.rt === "elixir"
        ? `${pre}${d} socket closed: {:error, :econnreset}`
        : `read tcp 10.42.3.17:8883->${ip}:${r.int(30000, 60000)}: read: connection reset by peer device=${d}`,
    );
    ctx.emit(
      svc,
      t + r.int(20000, 120000),
      "INFO",
      `${pre}device ${d} reconnected from ${ip} (wifi rssi=-${r.int(70, 88)} dBm), ${r.int(0, 14)} buffered events replayed`,
    );
  });
}

// ---------------------------------------------------------------- threshold alerts from the press floor
export function thresholdAlerts(ctx: Ctx, s: Span): void {
  const r = ctx.r;
  const svc = ctx.estate.roles.press;
  const st = ctx.svc(svc);
  const pre = st.rt === "elixir" ? "[PressFloor.Alarms] " : st.rt === "python" ? `${st.logger}: ` : "";
  ctx.every(s.from, s.to, 30000 / s.weight, (t) => {
    const p = ids.press(r);
    const kind = r.pick([
      ["boiler temperature", "C", 186, 195, 185],
      ["steam pressure", "bar", 7, 8, 6.8],
      ["bed temperature", "C", 182, 190, 180],
    ] as const);
    const v = r.int(kind[2], kind[3]);
    ctx.emit(
      svc,
      t,
      "WARN",
      `${pre}threshold exceeded press=${p} metric="${kind[0]}" value=${v}${kind[1]} limit=${kind[4]}${kind[1]} for=30s`,
    );
    if (r.chance(0.4))
      ctx.emit(
        svc,
        t + 30000,
        "ERROR",
        `${pre}ALERT firing press=${p} "${kind[0]} high" severity=page-operator (operator acknowledged)`,
      );
    ctx.emit(svc, t + r.int(40000, 120000), "INFO", `${pre}back within limits press=${p} metric="${kind[0]}"`);
  });
}

// ---------------------------------------------------------------- long pauses (JVM GC, .NET thread pool, event loop lag)
export function gcPauses(ctx: Ctx, s: Span): void {
  const r = ctx.r;
  const e = ctx.estate;
  const svc = e.roles.jvm ?? e.roles.web;
  const st = ctx.svc(svc);
  ctx.every(s.from, s.to, 25000 / s.weight, (t) => {
    if (st.rt === "java") {
      const ms = r.float(180, 900).toFixed(3);
      ctx.emit(
        svc,
        t,
        "INFO",
        `[gc] GC(${r.int(300, 999)}) Pause Young (Normal) (G1 Evacuation Pause) ${r.int(700, 1400)}M->${r.int(300, 500)}M(2048M) ${ms}ms`,
      );
      if (r.chance(0.3))
        ctx.emit(
          svc,
          t + 50,
          "WARN",
          `[HikariPool-1 housekeeper] com.zaxxer.hikari.pool.HikariPool : HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=${r.int(31, 70)}s${r.int(100, 999)}ms).`,
        );
      if (r.chance(0.2))
        ctx.emit(
          svc,
          t + 60,
          "WARN",
          `[gc] GC(${r.int(300, 999)}) Pause Full (G1 Compaction Pause) 1890M->612M(2048M) ${r.int(1100, 2400)}.${r.digits(3)}ms`,
        );
    } else if (st.rt === "dotnet") {
      ctx.emit(
        svc,
        t,
        "WARN",
        `Microsoft.AspNetCore.Server.Kestrel[22] As of "${new Date(t).toISOString()}", the heartbeat has been running for "00:00:0${r.int(1, 3)}.${r.digits(7)}" which is longer than "00:00:01". This could be caused by thread pool starvation.`,
      );
    } else if (st.rt === "node") {
      ctx.emit(
        svc,
        t,
        "WARN",
        `event loop lag ${r.int(180, 900)}ms (gc major pause), ${r.int(2, 30)} requests delayed`,
      );
    } else if (st.rt === "rails") {
      ctx.emit(
        svc,
        t,
        "WARN",
        `Puma: worker ${r.int(0, 3)} GC.stat major_gc_count=${r.int(40, 90)} pause=${r.int(150, 600)}ms (oldmalloc limit reached)`,
      );
    } else {
      ctx.emit(svc, t, "WARN", `slow GC pause detected pause_ms=${r.int(150, 600)} heap_mb=${r.int(300, 900)}`);
    }
  });
}

// ---------------------------------------------------------------- label printers out of media
export function printerOut(ctx: Ctx, s: Span): void {
  const r = ctx.r;
  const svc = ctx.estate.roles.tagging;
  const st = ctx.svc(svc);
  const pre = st.rt === "python" ? `${st.logger}: ` : "";
  const n = Math.max(1, Math.round(r.int(2, 4) * s.weight));
  for (let k = 0; k < n; k++) {
    const p = `zt411-${r.int(1, 6)}`;
    const at = r.float(s.from, s.to);
    const dur = r.int(60000, 240000);
    ctx.emit(
      svc,
      at,
      "ERROR",
      `${pre}printer ${p} reported MEDIA OUT (~HS paper out flag=1); ${r.int(2, 9)} jobs held`,
    );
    ctx.every(at, at + dur, 9000, (t) =>
      ctx.emit(svc, t, "WARN", `${pre}job ${r.int(100000, 999999)} held: printer ${p} not ready (media out)`),
    );
    ctx.emit(svc, at + dur, "INFO", `${pre}printer ${p} ready again (media loaded), releasing held jobs`);
  }
}
