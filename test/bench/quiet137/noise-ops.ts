// Harmless operational noise: rolling restarts with retries that succeed, certificate rotation, a duplicate-
// skipping backfill, consumer rebalances, report statement timeouts, devices dropping off wifi, threshold
// alerts, vendor retries, GC pauses, and unrelated deploys or config reloads.
import type { EstateDef } from "./estates.js";
import { chainFail } from "./incident-kit.js";
import { burst } from "./noise-requests.js";
import { callerWords, shutdownLines, startupLines } from "./runtimes.js";
import { dotnetStack, javaStack, pyTrace } from "./stacks.js";
import { emitEdge, fill, lineEv, type ReqHook } from "./traffic.js";
import type { Ctx } from "./types.js";

function callersOf(def: EstateDef, svc: string): string[] {
  const s = new Set<string>();
  for (const r of def.routes) {
    const i = r.chain.indexOf(svc);
    if (i > 0) s.add(r.chain[i - 1]);
  }
  return [...s];
}

/** A service is restarted (deploy or rollout): shutdown, start-up, and callers' retries that succeed. */
export function restart(
  ctx: Ctx,
  def: EstateDef,
  svc: string,
  at: number,
  version: string,
  noisy: boolean,
): Array<[number, number]> {
  const r = ctx.r;
  const gaps: Array<[number, number]> = [];
  const rt = ctx.svc(svc).runtime;
  const replicas = noisy ? r.int(2, 3) : 1;
  let t = at;
  for (let i = 0; i < replicas; i++) {
    for (const l of shutdownLines(rt, svc)) {
      t += r.int(5, 80);
      lineEv(ctx, t, svc, l, null);
    }
    const gap = r.int(4000, 16000);
    if (noisy)
      for (const c of callersOf(def, svc)) {
        const crt = ctx.svc(c).runtime;
        for (let j = 0; j < r.int(2, 6); j++) {
          lineEv(ctx, t + r.int(100, gap), c, callerWords(crt, r, svc, "/v1/health", "retry-ok"), null);
        }
        if (r.chance(0.5)) lineEv(ctx, t + r.int(100, gap), c, callerWords(crt, r, svc, "/v1/ping", "reset"), null);
      }
    gaps.push([t, t + gap]);
    t += gap;
    for (const l of startupLines(rt, r, svc, version)) {
      t += r.int(30, 900);
      lineEv(ctx, t, svc, l, null);
    }
    t += r.int(8000, 25000);
  }
  return gaps;
}

/** A rolling restart; while a replica is down a few requests hit it and the edge answers 502/503 once. */
export function rollingRestart(ctx: Ctx, def: EstateDef, _k: number): ReqHook {
  const r = ctx.r;
  const cands = def.services.filter((s) => s.role === "api" && callersOf(def, s.name).length);
  const s = r.pick(cands.length ? cands : def.services.filter((x) => x.role !== "proxy"));
  const at = r.int(ctx.start + 60000, ctx.end - 180000);
  lineEv(
    ctx,
    at - 1500,
    s.name,
    {
      level: "INFO",
      msg: `Received SIGTERM; node drain for kernel patching (${r.pick(["ip-10-0-1-", "gke-pool-b-", "node-"])}${r.int(10, 250)})`,
    },
    null,
  );
  const gaps = restart(ctx, def, s.name, at, `${r.int(1, 4)}.${r.int(0, 30)}.${r.int(0, 9)}`, true);
  let blips = r.int(1, 5);
  return (c, p) => {
    const i = p.route.chain.indexOf(s.name);
    if (i < 0 || blips <= 0 || !gaps.some(([a, b]) => p.t >= a && p.t < b) || !c.r.chance(0.35)) return false;
    blips--;
    // The proxy had already picked the terminating replica: one refused connection, one 502/503 to the client.
    if (i === 0) {
      emitEdge(
        c,
        p,
        c.svc(def.proxy).runtime === "envoy" ? 503 : 502,
        c.r.int(1, 4),
        c.svc(def.proxy).runtime === "envoy" ? "UF" : "SC--",
      );
      return true;
    }
    chainFail(c, p, { at: i, how: "refused", waitMs: c.r.int(1, 5), retries: 0, edge: 502 });
    return true;
  };
}

/** A deploy or config reload of a service, marked as a release line. */
export function deploy(ctx: Ctx, def: EstateDef, svc: string, at: number): void {
  const r = ctx.r;
  const rt = ctx.svc(svc).runtime;
  const v = `${r.int(1, 9)}.${r.int(0, 40)}.${r.int(0, 12)}`;
  if (rt === "envoy" || rt === "nginx" || rt === "traefik" || rt === "haproxy") {
    const msg =
      rt === "envoy"
        ? "lds: add/update listener 'https_listener'"
        : rt === "nginx"
          ? `${new Date(at).toISOString().slice(0, 19).replace(/-/g, "/").replace("T", " ")} [notice] 1#1: signal 1 (SIGHUP) received from ${r.int(800, 4000)}, reconfiguring`
          : rt === "traefik"
            ? 'Configuration loaded from provider "docker"'
            : `Proxy www reloaded: new config applied (pid ${r.int(100, 900)})`;
    lineEv(ctx, at, svc, { level: "INFO", msg }, null);
    if (rt === "nginx")
      lineEv(
        ctx,
        at + 3,
        svc,
        {
          level: "INFO",
          msg: `${new Date(at).toISOString().slice(0, 19).replace(/-/g, "/").replace("T", " ")} [notice] 1#1: start worker processes`,
        },
        null,
      );
    return;
  }
  if (r.chance(0.4)) {
    lineEv(
      ctx,
      at,
      svc,
      {
        level: "INFO",
        msg: `config reloaded from ${r.pick(["consul", "configmap", "/etc/app/settings.yaml", "SSM"])} keys_changed=${r.int(1, 4)} (feature.${r.pick(["winter_promo", "welsh_sms", "slot_cache_v2", "photo_compression"])}=${r.pick(["true", "false"])})`,
      },
      null,
    );
    return;
  }
  lineEv(ctx, at - 800, svc, { level: "INFO", msg: `deploying ${svc} ${v} (rollout ${r.hex(7)})` }, null);
  restart(ctx, def, svc, at, v, false);
}

export function certRotation(ctx: Ctx, def: EstateDef, k: number): void {
  const r = ctx.r;
  const at = r.int(ctx.start + 60000, ctx.end - 120000);
  const px = def.proxy;
  const rt = ctx.svc(px).runtime;
  const msg =
    rt === "envoy"
      ? "secret 'edge-cert' updated from SDS (cert-manager renewal, not_after=2027-03-01T05:12:09Z)"
      : rt === "nginx"
        ? "[notice] 1#1: signal 1 (SIGHUP) received, reconfiguring (certbot renew: /etc/letsencrypt/live/ renewed)"
        : rt === "traefik"
          ? `Adding certificate for domain(s) ${def.host},www.${def.host}`
          : "Loading success: new certificate /etc/haproxy/certs/site.pem committed (set ssl cert)";
  lineEv(ctx, at, px, { level: "INFO", msg }, null);
  // Internal mTLS rotation: a few handshakes fail until each client reloads its bundle.
  const go = def.services.find((s) => s.runtime === "go") ?? def.services.find((s) => s.role === "api")!;
  for (const t of burst(ctx, Math.round(r.int(8, 30) * k) + 3, r.int(20000, 70000), at + 500)) {
    const from = `10.0.${r.int(1, 6)}.${r.int(2, 250)}:${r.int(30000, 60000)}`;
    const m =
      go.runtime === "go"
        ? `http: TLS handshake error from ${from}: remote error: tls: bad certificate`
        : `TLS handshake failed from ${from}: certificate signed by unknown authority (client has stale CA bundle)`;
    lineEv(ctx, t, go.name, { level: go.runtime === "go" ? "INFO" : "WARN", msg: m }, null);
  }
  lineEv(
    ctx,
    at + r.int(60000, 90000),
    go.name,
    { level: "INFO", msg: "trust bundle reloaded: 2 CA certificates (1 new)" },
    null,
  );
}

export function backfill(ctx: Ctx, def: EstateDef, k: number): void {
  const r = ctx.r;
  const svc = def.roles.backfill;
  const rt = ctx.svc(svc).runtime;
  const total = r.int(8000, 40000);
  const start = ctx.start + r.int(5000, 60000);
  const n = Math.round(r.int(60, 220) * k) + 10;
  const span = ctx.end - start - 30000;
  lineEv(
    ctx,
    start,
    svc,
    { level: "INFO", msg: `backfill certificate_search_index started: ${total} rows, batch=500, on_conflict=skip` },
    null,
  );
  for (let i = 0; i < n; i++) {
    const t = start + Math.round((span * (i + r.float(0, 1))) / n);
    const id = r.int(104000, 189999);
    const pg = `duplicate key value violates unique constraint "certificate_search_job_id_key"\nDETAIL:  Key (job_id)=(${id}) already exists.`;
    const msg =
      rt === "spring"
        ? `skipping row job_id=${id}: could not execute statement [ERROR: ${pg.split("\n")[0]}]`
        : rt === "php"
          ? `production.WARNING: Backfill skipped duplicate {"job_id":${id},"sqlstate":"23505"}`
          : rt === "elixir"
            ? `backfill skipped job_id=${id}: %Postgrex.Error{postgres: %{code: :unique_violation, constraint: "certificate_search_job_id_key"}}`
            : `IntegrityError (skipped): ${pg.split("\n")[0]} job_id=${id}`;
    lineEv(ctx, t, svc, { level: r.chance(0.3) ? "ERROR" : "WARN", msg }, null);
    if (i % 12 === 5)
      lineEv(
        ctx,
        t + 50,
        svc,
        {
          level: "INFO",
          msg: `backfill progress ${Math.min(total, Math.round((total * (i + 1)) / n))}/${total} inserted=${r.int(100, 4000)} skipped_duplicates=${i + 1}`,
        },
        null,
      );
  }
}

export function rebalance(ctx: Ctx, def: EstateDef, k: number): void {
  const r = ctx.r;
  const svc = def.roles.consumer;
  const rt = ctx.svc(svc).runtime;
  const rounds = Math.max(1, Math.round(r.int(1, 4) * k));
  for (let i = 0; i < rounds; i++) {
    const t = r.int(ctx.start + 30000, ctx.end - 40000);
    const gen = r.int(40, 900);
    const lines: Array<[string, "INFO" | "WARN" | "ERROR"]> =
      rt === "spring"
        ? [
            [
              `[Consumer clientId=consumer-${svc}-1, groupId=${svc}] Request joining group due to: group is already rebalancing`,
              "INFO",
            ],
            [
              `[Consumer clientId=consumer-${svc}-1, groupId=${svc}] Revoke previously assigned partitions job-events-0, job-events-1, job-events-2`,
              "INFO",
            ],
            [
              `[Consumer clientId=consumer-${svc}-1, groupId=${svc}] Offset commit failed on partition job-events-1 at offset ${r.int(10000, 99999)}: The coordinator is not aware of this member.`,
              "WARN",
            ],
            [
              `[Consumer clientId=consumer-${svc}-1, groupId=${svc}] Successfully joined group with generation Generation{generationId=${gen}, memberId='consumer-${svc}-1-${r.uuid()}', protocol='range'}`,
              "INFO",
            ],
          ]
        : rt === "node"
          ? [
              [
                `{"level":"ERROR","logger":"kafkajs","message":"[Connection] Response Heartbeat(key: 12, version: 3)","broker":"kafka-1:9092","clientId":"${svc}","error":"The group is rebalancing, so a rejoin is needed","correlationId":${r.int(100, 9999)}}`,
                "ERROR",
              ],
              [
                `{"level":"WARN","logger":"kafkajs","message":"[Runner] The group is rebalancing, re-joining","groupId":"${svc}","memberId":"${svc}-${r.uuid()}","error":"The group is rebalancing, so a rejoin is needed","retryCount":0}`,
                "WARN",
              ],
              [
                `{"level":"INFO","logger":"kafkajs","message":"[ConsumerGroup] Consumer has joined the group","groupId":"${svc}","generationId":${gen},"isLeader":false}`,
                "INFO",
              ],
            ]
          : rt === "celery" || rt === "python"
            ? [
                ["consumer: Connection to broker lost. Trying to re-establish the connection...", "WARN"],
                [
                  'Traceback (most recent call last):\n  File "/usr/local/lib/python3.12/site-packages/celery/worker/consumer/consumer.py", line 340, in start\n    blueprint.start(self)\nConnectionResetError: [Errno 104] Connection reset by peer',
                  "ERROR",
                ],
                ["Connected to amqp://guest:**@rabbitmq:5672//", "INFO"],
                ["mingle: all alone", "INFO"],
              ]
            : rt === "sidekiq"
              ? [
                  [
                    "Redis::ConnectionError: Connection lost (ECONNRESET) — failover to redis-replica-1 in progress",
                    "WARN",
                  ],
                  ["heartbeat: Connection lost (ECONNRESET)", "ERROR"],
                  ["Redis connection re-established (role=master)", "INFO"],
                ]
              : [
                  [`consumer group rebalanced: partitions revoked=[0 1 2] assigned=[1 2] generation=${gen}`, "INFO"],
                  [`commit failed: kafka server: the provided member is not known in the current generation`, "WARN"],
                  [`consumer group rebalanced: assigned=[0 1 2] generation=${gen + 1}`, "INFO"],
                ];
    let tt = t;
    for (const [m, l] of lines) {
      const [first, ...rest] = m.split("\n");
      tt += r.int(20, 3000);
      lineEv(ctx, tt, svc, { level: l, msg: first, stack: rest.length ? rest.join("\n") : undefined }, null);
    }
  }
}

export function reportTimeouts(ctx: Ctx, def: EstateDef, k: number): void {
  const r = ctx.r;
  const svc = def.roles.reports;
  const rt = ctx.svc(svc).runtime;
  for (const t of burst(ctx, Math.round(r.int(3, 10) * k) + 2, ctx.end - ctx.start - 90000, ctx.start + 30000)) {
    const month = r.pick(["2026-09", "2026-10", "2026-11"]);
    let msg: string;
    let stack: string | undefined;
    let kind: string | undefined;
    if (rt === "spring") {
      kind = "org.springframework.dao.QueryTimeoutException";
      msg = `Monthly engineer utilisation report ${month} failed: PreparedStatementCallback; SQL [select e.id, count(j.id) ... group by e.id]; ERROR: canceling statement due to statement timeout`;
      stack = javaStack(
        r,
        [
          "org.springframework.jdbc.support.SQLStateSQLExceptionTranslator.doTranslate(SQLStateSQLExceptionTranslator.java:116)",
          "org.springframework.jdbc.core.JdbcTemplate.query(JdbcTemplate.java:733)",
          "c.s.reports.UtilisationReport.run(UtilisationReport.java:88)",
        ],
        [
          [
            "org.postgresql.util.PSQLException",
            "ERROR: canceling statement due to statement timeout",
            ["org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2733)"],
          ],
        ],
      );
    } else if (rt === "dotnet") {
      kind = "Npgsql.PostgresException";
      msg = `Revenue report ${month} query failed: 57014: canceling statement due to statement timeout`;
      stack = dotnetStack(r, [
        [
          "Npgsql.Internal.NpgsqlConnector.ReadMessageLong(Boolean async, DataRowLoadingMode dataRowLoadingMode, Boolean readingNotifications, Boolean isReadingPrependedMessage)",
          "",
        ],
        [
          "Invoicing.Reports.RevenueReport.BuildAsync(String month, CancellationToken ct)",
          "/src/Invoicing/Reports/RevenueReport.cs",
        ],
      ]);
    } else if (rt === "python") {
      kind = "django.db.utils.OperationalError";
      msg = `report export ${month} failed: canceling statement due to statement timeout`;
      stack = pyTrace(
        [
          [
            "/app/reports/exports.py",
            142,
            "engineer_utilisation",
            "rows = list(qs.values('engineer_id').annotate(n=Count('id')))",
          ],
          [
            "/usr/local/lib/python3.12/site-packages/django/db/backends/utils.py",
            105,
            "_execute",
            "return self.cursor.execute(sql, params)",
          ],
        ],
        "django.db.utils.OperationalError: canceling statement due to statement timeout",
      );
    } else {
      msg = `production.ERROR: SQLSTATE[57014]: Query canceled: 7 ERROR:  canceling statement due to statement timeout (SQL: select * from invoices where issued_at >= '${month}-01') {"report":"vat-${month}"}`;
    }
    lineEv(ctx, t, svc, { level: "ERROR", msg, stack, kind }, null);
    lineEv(
      ctx,
      t + r.int(2000, 9000),
      svc,
      { level: "INFO", msg: `report ${month} retried in 4 weekly chunks: completed in ${r.int(8, 40)}s` },
      null,
    );
  }
}

export function devicesWifi(ctx: Ctx, def: EstateDef, k: number): void {
  const r = ctx.r;
  const svc = def.roles.devices;
  for (const t of burst(ctx, Math.round(r.int(20, 80) * k) + 4, ctx.end - ctx.start - 40000, ctx.start + 10000)) {
    const dev = `${r.pick(["TAB", "VAN", "CAM"])}-${r.int(100, 480)}`;
    const m = r.pick([
      [
        `websocket closed code=1006 device=${dev} reason="abnormal closure" (last seen rssi=-${r.int(78, 93)}dBm)`,
        "WARN",
      ],
      [
        `upload interrupted device=${dev}: client closed connection after ${r.int(10, 90)}% (resumable session kept)`,
        "WARN",
      ],
      [`read request body from ${dev}: connection reset by peer`, "ERROR"],
      [`device ${dev} reconnected after ${r.int(12, 300)}s offline; replaying ${r.int(1, 14)} queued events`, "INFO"],
      [`heartbeat missed device=${dev} (3 in a row) - marking offline`, "WARN"],
    ] as const);
    lineEv(ctx, t, svc, { level: m[1], msg: m[0] }, null);
  }
}

export function thresholds(ctx: Ctx, def: EstateDef, k: number): void {
  const r = ctx.r;
  const svc = def.roles.stock;
  for (const t of burst(ctx, Math.round(r.int(10, 40) * k) + 3, ctx.end - ctx.start - 30000, ctx.start + 5000)) {
    lineEv(
      ctx,
      t,
      svc,
      {
        level: "WARN",
        msg: fill(
          r,
          "stock below reorder threshold sku={sku} depot={depot} on_hand={n1} min=10 — purchase order drafted",
        ),
      },
      null,
    );
  }
  const other = r.pick(def.services.filter((s) => s.role !== "proxy"));
  lineEv(
    ctx,
    r.int(ctx.start, ctx.end),
    other.name,
    {
      level: "WARN",
      msg: `disk usage at ${r.int(80, 84)}% on /var/lib/${other.name.replace(/_/g, "-")}/cache (warn threshold 80%)`,
    },
    null,
  );
}

export function vendorRetries(ctx: Ctx, def: EstateDef, k: number): void {
  const r = ctx.r;
  const svc = def.roles.notify;
  for (const t of burst(ctx, Math.round(r.int(8, 30) * k) + 3, r.int(30000, 200000))) {
    lineEv(
      ctx,
      t,
      svc,
      {
        level: "WARN",
        msg: `sms provider returned 503 Service Unavailable (attempt 1/5), retrying in ${r.int(1, 4)}s msg_ref=${r.hex(10)}`,
      },
      null,
    );
    lineEv(
      ctx,
      t + r.int(1500, 6000),
      svc,
      { level: "INFO", msg: `sms delivered on retry attempt=2 msg_ref=${r.hex(10)}` },
      null,
    );
  }
}

export function gcPauses(ctx: Ctx, def: EstateDef, k: number): void {
  const r = ctx.r;
  const jvm = def.roles.jvm ?? def.services.find((s) => s.runtime === "spring")?.name;
  if (!jvm) {
    const any = def.services.find((s) => s.runtime === "dotnet" || s.runtime === "go" || s.runtime === "node")!;
    for (const t of burst(ctx, Math.round(r.int(3, 9) * k) + 1, ctx.end - ctx.start - 60000)) {
      lineEv(
        ctx,
        t,
        any.name,
        {
          level: "WARN",
          msg: `event loop blocked / GC pause ${r.int(250, 900)}ms (gen2 collection, heap ${r.int(600, 900)}MB of 1536MB)`,
        },
        null,
      );
    }
    return;
  }
  for (const t of burst(ctx, Math.round(r.int(3, 8) * k) + 1, ctx.end - ctx.start - 60000)) {
    lineEv(
      ctx,
      t,
      jvm,
      {
        level: "INFO",
        msg: `[gc] GC(${r.int(900, 4000)}) Pause Full (G1 Compaction Pause) ${r.int(1500, 1900)}M->${r.int(400, 700)}M(2048M) ${r.int(900, 1900)}.${r.int(100, 999)}ms`,
      },
      null,
    );
    if (r.chance(0.5))
      lineEv(
        ctx,
        t + 40,
        jvm,
        {
          level: "WARN",
          msg: `HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=${r.int(1, 2)}m${r.int(1, 40)}s${r.int(1, 900)}ms).`,
          logger: "com.zaxxer.hikari.pool.HikariPool",
          thread: "HikariPool-1 housekeeper",
        },
        null,
      );
  }
}

export const NOISE_OPS = {
  certRotation,
  backfill,
  rebalance,
  reportTimeouts,
  devicesWifi,
  thresholds,
  vendorRetries,
  gcPauses,
};
export { callersOf };
