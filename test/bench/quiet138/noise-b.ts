// Harmless noise, part two: the estate itself (restarts that retry fine, cert rotation, backfills, rebalances,
// report statement timeouts, devices off wifi, hive alerts, GC pauses, idle connection resets, job retries).
import type { Ctx } from "./ctx.js";
import { edgeAccess } from "./edge.js";
import { burst } from "./noise-a.js";
import { deploy, edgeReload } from "./ops.js";
import { dotnetTrace, javaTrace, pyTrace } from "./runtimes.js";
import { serve } from "./traffic.js";

/** A planned rolling restart: a few refused calls at the callers, retried successfully. */
export function rollingRestart(c: Ctx, scale: number): void {
  const r = c.rng;
  const k = c.estate.key;
  const target = r.pick(
    k === "bramblecomb"
      ? ["cart-api", "catalog-search"]
      : k === "goldenfurrow"
        ? ["wholesale_portal", "shop_web"]
        : k === "waxwing"
          ? ["basket", "wholesale"]
          : ["shop-cart-svc", "shop-account-svc"],
  );
  const caller =
    k === "bramblecomb"
      ? "storefront-web"
      : k === "goldenfurrow"
        ? "nginx_edge"
        : k === "waxwing"
          ? target === "basket"
            ? "storefront"
            : "orders"
          : "shop-web-svc";
  const pods = scale >= 1 ? 3 : 1;
  for (let p = 0; p < pods; p++) {
    const t = c.at(r.float(0.2, 0.3) + p * 0.18);
    deploy(c, target, t, r.int(3000, 7000));
    const podIp = `10.4${r.int(0, 4)}.${r.int(0, 9)}.${r.int(2, 250)}`;
    const n = r.int(2, 5);
    for (let i = 0; i < n; i++) {
      const tt = t + 1500 + i * r.int(300, 900);
      const f = c.flow();
      if (caller === "nginx_edge") {
        c.emit(
          "nginx_edge",
          tt,
          "error",
          `${r.int(20, 40)}#${r.int(20, 40)}: *${r.int(100000, 999999)} connect() failed (111: Connection refused) while connecting to upstream, client: ${f.ip}, server: ${c.estate.host}, request: "GET /${target === "shop_web" ? "products/raw-wildflower" : "trade/price-list/"} HTTP/1.1", upstream: "http://10.43.${r.int(0, 9)}.${r.int(2, 200)}:${target === "shop_web" ? 3000 : 8000}/", host: "${c.estate.host}"`,
        );
        c.emit(
          "nginx_edge",
          tt + 1,
          "warn",
          `${r.int(20, 40)}#${r.int(20, 40)}: *${r.int(100000, 999999)} upstream server temporarily disabled while connecting to upstream`,
        );
      } else {
        c.emit(
          caller,
          tt,
          "warn",
          `call to ${target} failed: connect ECONNREFUSED ${podIp}:${target.includes("basket") ? 4000 : 8080}; retrying (attempt ${1 + (i % 2)}/3)`,
          {
            fields: c.ids(caller, f),
          },
        );
        c.emit(caller, tt + r.int(200, 600), "info", `call to ${target} succeeded after retry`, {
          fields: c.ids(caller, f),
        });
      }
    }
    if (k === "queencup") {
      c.emit(
        "haproxy",
        t + 2000,
        "warn",
        `Server ${target === "shop-cart-svc" ? "be_shop_cart/cart2" : "be_shop_account/account1"} is DOWN, reason: Layer4 connection problem, info: "Connection refused", check duration: 0ms. 2 active and 0 backup servers left. 0 sessions active, 0 requeued, 0 remaining in queue.`,
      );
      c.emit(
        "haproxy",
        t + 14000,
        "info",
        `Server ${target === "shop-cart-svc" ? "be_shop_cart/cart2" : "be_shop_account/account1"} is UP, reason: Layer7 check passed, code: 200, check duration: 3ms. 3 active and 0 backup servers online. 0 sessions requeued, 0 total in queue.`,
      );
    }
    if (k === "bramblecomb" && r.chance(0.6)) {
      const f = c.flow();
      edgeAccess(c, t + 2500, "GET", target === "cart-api" ? "/api/cart" : "/search", 503, 1, target, f, {
        flags: "UF,URX",
      });
    }
  }
}

export function certRotation(c: Ctx, scale: number): void {
  const r = c.rng;
  const k = c.estate.key;
  const t0 = c.at(r.float(0.15, 0.5));
  edgeReload(c, t0, "certs");
  const dev =
    k === "bramblecomb"
      ? "hive-telemetry-ingest"
      : k === "goldenfurrow"
        ? "hive_scale_collector"
        : k === "waxwing"
          ? "sensors"
          : "hive-telemetry-worker";
  const n = Math.round(r.int(14, 30) * scale);
  for (let i = 0; i < n; i++) {
    const t = t0 + r.int(2000, 240000);
    const gw = `yard-${r.int(1, 9)}-gw`;
    const msg =
      k === "goldenfurrow"
        ? `TLS handshake with ${gw} failed: [SSL: TLSV1_ALERT_UNKNOWN_CA] tlsv1 alert unknown ca (_ssl.c:2580); gateway still pins the old intermediate, it will refetch the bundle`
        : k === "waxwing"
          ? `TLS client error from ${gw}: {:tls_alert, {:bad_certificate, ~c"received CLIENT ALERT: Fatal - Bad Certificate"}} (gateway rotating its bundle)`
          : `tls: handshake failure from ${gw} (${r.int(10, 10)}.${r.int(60, 70)}.${r.int(0, 9)}.${r.int(2, 250)}): remote error: tls: bad certificate; gateway will refetch ca bundle`;
    c.emit(dev, t, "warn", msg, { logger: k === "waxwing" ? "Sensors.Gateways" : undefined, fields: c.ids(dev) });
    c.emit(
      dev,
      t + r.int(15000, 60000),
      "info",
      `${gw} reconnected with refreshed CA bundle (fingerprint ${r.hex(8)})`,
      { fields: c.ids(dev) },
    );
  }
  if (k === "queencup")
    c.emit(
      "haproxy",
      t0 + 5,
      "info",
      "ssl crt-list /etc/haproxy/certs.lst reloaded: queencup.example.pem (notAfter Aug 29 2026)",
    );
}

export function backfillDuplicates(c: Ctx, scale: number): void {
  const r = c.rng;
  const [a, b] = burst(c, Math.max(scale, 0.8));
  const k = c.estate.key;
  let skipped = 0;
  const svc =
    k === "bramblecomb"
      ? "order-events-consumer"
      : k === "goldenfurrow"
        ? "sidekiq_jobs"
        : k === "waxwing"
          ? "orders"
          : "fin-ledger-worker";
  c.emit(
    svc,
    a - 500,
    "info",
    `backfill ${k === "goldenfurrow" ? "BackfillStockMovementsJob" : "order-history"} started range=2026-04-01..2026-04-30 mode=insert-skip-existing`,
  );
  c.poisson(a, b, 1500 / scale, (t) => {
    skipped++;
    const id = r.int(4000000, 4999999);
    if (k === "goldenfurrow") {
      c.emit(
        "stock_db",
        t,
        "error",
        `[${r.int(3000, 9000)}] shop@stock ERROR:  duplicate key value violates unique constraint "stock_movements_pkey"`,
        {
          stack: `DETAIL:  Key (id)=(${id}) already exists.\nSTATEMENT:  INSERT INTO "stock_movements" ("id", "sku", "qty", "moved_at") VALUES ($1, $2, $3, $4)`,
          inline: true,
        },
      );
      if (skipped % 10 === 0)
        c.emit(
          svc,
          t + 5,
          "info",
          `pid=7 tid=${r.alnum(4)} class=BackfillStockMovementsJob progress: ${skipped * 10} rows, ${skipped} duplicates skipped`,
        );
    } else if (k === "bramblecomb") {
      c.emit(
        svc,
        t,
        "warn",
        `Skipping duplicate order event id=${id}: org.springframework.dao.DuplicateKeyException: PreparedStatementCallback; ERROR: duplicate key value violates unique constraint "order_events_pkey"`,
        {
          logger: "c.b.fulfil.OrderEventsListener",
          fields: c.ids(svc),
        },
      );
    } else if (k === "waxwing") {
      c.emit(svc, t, r.chance(0.3) ? "error" : "warn", `Backfill: order ${id} already exported, skipped`, {
        logger: "Orders.Outbox.FileJournal",
        fields: c.ids(svc),
        stack:
          skipped % 6 === 1
            ? dotnetTrace(
                "Microsoft.EntityFrameworkCore.DbUpdateException",
                "An error occurred while saving the entity changes. See the inner exception for details.",
                [
                  "Microsoft.EntityFrameworkCore.Update.ReaderModificationCommandBatch.ExecuteAsync(IRelationalConnection connection, CancellationToken cancellationToken)",
                  "Orders.Backfill.HistoryImporter.ImportAsync(DateOnly from, DateOnly to) in /src/Orders/Backfill/HistoryImporter.cs:line 57",
                ],
              ) +
              `\n ---> Npgsql.PostgresException (0x80004005): 23505: duplicate key value violates unique constraint "pk_order_exports"`
            : undefined,
        errType: "Microsoft.EntityFrameworkCore.DbUpdateException",
      });
    } else {
      c.emit(
        svc,
        t,
        "warn",
        `Ledger backfill: posting ${id} already present (23505 duplicate key value violates unique constraint "ux_postings_source"), skipped`,
        { logger: "Fin.Ledger.PostingWorker" },
      );
    }
  });
  c.emit(
    svc,
    b + 800,
    "info",
    `backfill finished inserted=${r.int(2000, 9000)} skipped_duplicates=${skipped} errors=0`,
  );
}

export function consumerRebalance(c: Ctx, scale: number): void {
  const r = c.rng;
  const k = c.estate.key;
  const rounds = scale >= 1 ? r.int(3, 5) : 1;
  for (let i = 0; i < rounds; i++) {
    const t = c.at(r.float(0.1, 0.85));
    if (k === "bramblecomb") {
      const L = "o.a.k.c.c.internals.ConsumerCoordinator";
      const cid = `[Consumer clientId=fulfil-${r.int(0, 2)}, groupId=fulfil]`;
      c.emit("order-events-consumer", t, "info", `${cid} Request joining group due to: group is already rebalancing`, {
        logger: L,
      });
      c.emit(
        "order-events-consumer",
        t + 40,
        "warn",
        `${cid} Offset commit failed on partition orders.placed-${r.int(0, 5)} at offset ${r.int(100000, 999999)}: The coordinator is not aware of this member.`,
        { logger: L },
      );
      for (let p = 0; p < r.int(2, 6); p++)
        c.emit(
          "order-events-consumer",
          t + 45 + p,
          "warn",
          `${cid} Synchronous auto-commit of offsets {orders.placed-${p}=OffsetAndMetadata{offset=${r.int(100000, 999999)}, leaderEpoch=${r.int(3, 9)}, metadata=''}} failed: Offset commit cannot be completed since the consumer is not part of an active group for auto partition assignment; it is likely that the consumer was kicked out of the group.`,
          { logger: L },
        );
      c.emit(
        "order-events-consumer",
        t + 52,
        "error",
        `Batch of ${r.int(20, 200)} records will be redelivered after rebalance (CommitFailedException)`,
        { logger: "c.b.fulfil.OrderEventsListener" },
      );
      c.emit(
        "order-events-consumer",
        t + 60,
        "info",
        `${cid} Revoke previously assigned partitions orders.placed-0, orders.placed-1, orders.paid-0`,
        { logger: L },
      );
      c.emit(
        "order-events-consumer",
        t + 3100,
        "info",
        `${cid} Successfully joined group with generation Generation{generationId=${r.int(100, 900)}, memberId='fulfil-${r.int(0, 2)}-${r.uuid()}', protocol='range'}`,
        { logger: L },
      );
      c.emit(
        "order-events-consumer",
        t + 3150,
        "info",
        `${cid} Adding newly assigned partitions: orders.placed-0, orders.placed-1, orders.paid-0`,
        { logger: L },
      );
    } else if (k === "goldenfurrow") {
      c.emit(
        "invoice_worker",
        t,
        "warn",
        "consumer: Connection to broker lost. Trying to re-establish the connection...",
        { logger: "celery.worker.consumer.consumer" },
      );
      c.emit(
        "invoice_worker",
        t + 10,
        "error",
        "consumer: Cannot connect to amqp://invoice:**@rabbitmq:5672//: [Errno 111] Connection refused.\nTrying again in 2.00 seconds... (1/100)",
        { logger: "celery.worker.consumer.consumer" },
      );
      c.emit("invoice_worker", t + 4200, "info", "Connected to amqp://invoice:**@rabbitmq:5672//", {
        logger: "celery.worker.consumer.connection",
      });
      c.emit("invoice_worker", t + 4300, "info", "mingle: all alone", { logger: "celery.worker.consumer.mingle" });
    } else if (k === "waxwing") {
      c.emit(
        "mailer",
        t,
        "warn",
        `amqp connection closed: CONNECTION_FORCED - broker forced connection closure with reason 'shutdown'; reconnecting in 2000ms`,
        { fields: c.ids("mailer") },
      );
      c.emit("mailer", t + 2600, "info", "amqp connected, consuming queue mail.outbound prefetch=20", {
        fields: c.ids("mailer"),
      });
    } else {
      c.emit(
        "fin-ledger-worker",
        t,
        "warn",
        "RabbitMQ connection shut down: AMQP close-reason, initiated by Peer, code=320, text='CONNECTION_FORCED - broker forced connection closure with reason 'shutdown''",
        { logger: "Fin.Ledger.PostingWorker" },
      );
      c.emit(
        "fin-ledger-worker",
        t + 5200,
        "info",
        "RabbitMQ connection recovered; consumer on queue ledger.postings re-registered",
        { logger: "Fin.Ledger.PostingWorker" },
      );
    }
  }
}

export function reportTimeouts(c: Ctx, scale: number): void {
  const r = c.rng;
  const k = c.estate.key;
  const n = scale >= 1 ? r.int(4, 8) : r.int(1, 2);
  for (let i = 0; i < n; i++) {
    const t = c.at(r.float(0.1, 0.9));
    const f = c.flow();
    if (k === "goldenfurrow") {
      c.emit(
        "stock_db",
        t,
        "error",
        `[${r.int(3000, 9000)}] trade@stock ERROR:  canceling statement due to statement timeout`,
        {
          stack:
            "STATEMENT:  SELECT date_trunc('week', moved_at), sku, sum(qty) FROM stock_movements WHERE moved_at >= $1 GROUP BY 1, 2 ORDER BY 1",
          inline: true,
        },
      );
      c.emit("wholesale_portal", t + 5, "error", "Internal Server Error: /trade/reports/season-yield/", {
        logger: "django.request",
        stack: pyTrace(
          [
            [
              "/usr/local/lib/python3.11/site-packages/django/db/backends/utils.py",
              89,
              "_execute",
              "return self.cursor.execute(sql, params)",
            ],
            [
              "/app/trade/reports.py",
              64,
              "season_yield",
              "rows = list(qs.values('week', 'sku').annotate(total=Sum('qty')))",
            ],
          ],
          "django.db.utils.OperationalError: canceling statement due to statement timeout",
        ),
      });
      edgeAccess(
        c,
        t + 30000,
        "GET",
        "/trade/reports/season-yield/?from=2019-01-01",
        500,
        30002,
        "wholesale_portal",
        f,
      );
    } else if (k === "waxwing") {
      c.emit("wholesale", t, "error", "Annual volume report failed for account 412", {
        logger: "Wholesale.Quotes.QuoteService",
        fields: c.ids("wholesale", f),
        stack: dotnetTrace(
          "Npgsql.PostgresException (0x80004005)",
          "57014: canceling statement due to statement timeout",
          [
            "Npgsql.Internal.NpgsqlConnector.ReadMessageLong(Boolean async, DataRowLoadingMode dataRowLoadingMode, Boolean readingNotifications, Boolean isReadingPrependedMessage)",
            "Wholesale.Reports.VolumeReport.BuildAsync(Int32 accountId, CancellationToken ct) in /src/Wholesale/Reports/VolumeReport.cs:line 72",
          ],
        ),
        errType: "Npgsql.PostgresException",
      });
      serve(c, "wholesale", t - 30000, "GET", "/api/trade/reports/volume", 500, 30001, f, false);
    } else if (k === "queencup") {
      c.emit("trade-wholesale-svc", t, "error", "Reseller volume export failed for R-117 (range 2018-2026)", {
        logger: "c.q.trade.orders.TradeOrderService",
        stack: javaTrace(
          "org.springframework.dao.QueryTimeoutException",
          "PreparedStatementCallback; SQL [select ...]; ERROR: canceling statement due to statement timeout",
          [
            "org.springframework.jdbc.support.SQLStateSQLExceptionTranslator.doTranslate(SQLStateSQLExceptionTranslator.java:113)",
            "c.q.trade.orders.TradeOrderService.exportVolumes(TradeOrderService.java:188)",
          ],
        ),
        errType: "org.springframework.dao.QueryTimeoutException",
      });
      edgeAccess(c, t + 20, "GET", "/trade/exports/volume?from=2018-01-01", 504, 30000, "trade-wholesale-svc", f, {
        flags: "sH--",
      });
    } else {
      c.emit("extraction-scheduler", t, "error", "season yield report failed (will retry with smaller range)", {
        fields: c.ids("extraction-scheduler", f),
        stack: pyTrace(
          [
            ["/app/scheduler/reports.py", 41, "season_yield", "cur.execute(SEASON_YIELD_SQL, (since,))"],
            [
              "/usr/local/lib/python3.12/site-packages/psycopg/cursor.py",
              732,
              "execute",
              "raise ex.with_traceback(None)",
            ],
          ],
          "psycopg.errors.QueryCanceled: canceling statement due to statement timeout",
        ),
      });
      c.emit("extraction-scheduler", t + 9000, "info", "season yield report done for 2026 only (12 rows)", {
        fields: c.ids("extraction-scheduler", f),
      });
    }
  }
}

export function devicesOffline(c: Ctx, scale: number): void {
  const r = c.rng;
  const k = c.estate.key;
  const dev =
    k === "bramblecomb"
      ? "hive-telemetry-ingest"
      : k === "goldenfurrow"
        ? "hive_scale_collector"
        : k === "waxwing"
          ? "sensors"
          : "hive-telemetry-worker";
  const pre = k === "bramblecomb" ? "BC-HV-" : k === "goldenfurrow" ? "HS-" : k === "waxwing" ? "wx-hive-" : "qc-demo-";
  const yard = r.int(2, 8);
  const n = Math.round(r.int(8, 22) * scale) + 1;
  const t0 = c.at(r.float(0.1, 0.6));
  for (let i = 0; i < n; i++) {
    const id = `${pre}${String(r.int(1, 480)).padStart(4, "0")}`;
    const t = t0 + r.int(0, 180000);
    const off =
      k === "waxwing"
        ? `device ${id} missed 3 uplinks (last seen ${r.int(300, 900)}s ago, yard-${yard})`
        : `device ${id} offline: last seen ${r.int(300, 900)}s ago (yard-${yard}, wifi ap yard${yard}-ap1)`;
    c.emit(dev, t, "warn", off, { fields: c.ids(dev), logger: k === "waxwing" ? "Sensors.Uplink" : undefined });
    if (r.chance(0.5))
      c.emit(
        dev,
        t + r.int(100, 3000),
        k === "goldenfurrow" ? "error" : "warn",
        k === "goldenfurrow"
          ? `mqtt session ${id} dropped: [Errno 104] Connection reset by peer`
          : `mqtt client ${id} disconnected: read tcp 10.40.7.12:1883->10.60.${yard}.${r.int(2, 250)}:${r.int(30000, 60000)}: read: connection reset by peer`,
        { fields: c.ids(dev) },
      );
    if (r.chance(0.8))
      c.emit(dev, t + r.int(60000, 240000), "info", `device ${id} back online (rssi ${r.int(-95, -80)})`, {
        fields: c.ids(dev),
      });
  }
}

export function thresholdAlerts(c: Ctx, scale: number): void {
  const r = c.rng;
  const k = c.estate.key;
  const dev =
    k === "bramblecomb"
      ? "hive-telemetry-ingest"
      : k === "goldenfurrow"
        ? "hive_scale_collector"
        : k === "waxwing"
          ? "sensors"
          : "hive-telemetry-worker";
  const pre = k === "bramblecomb" ? "BC-HV-" : k === "goldenfurrow" ? "HS-" : k === "waxwing" ? "wx-hive-" : "qc-demo-";
  const n = Math.round(r.int(6, 16) * scale) + 1;
  for (let i = 0; i < n; i++) {
    const id = `${pre}${String(r.int(1, 480)).padStart(4, "0")}`;
    const t = c.at(r.float(0.02, 0.98));
    const m = r.weighted<[string, "warn" | "error"]>([
      [
        3,
        [
          `ALERT swarm suspected hive=${id} weight drop ${r.float(1.6, 3.2).toFixed(2)}kg in ${r.int(6, 14)}min`,
          "error",
        ],
      ],
      [2, [`ALERT brood temperature low hive=${id} ${r.float(27, 31.5).toFixed(1)}C (threshold 32.0C)`, "warn"]],
      [2, [`ALERT scale battery low hive=${id} ${r.float(3.3, 3.45).toFixed(2)}V`, "warn"]],
      [1, [`ALERT hive=${id} weight gain ${r.float(2, 4).toFixed(1)}kg/day - consider adding a super`, "warn"]],
      [1, [`ALERT possible robbing at hive=${id}: entrance counter ${r.int(400, 900)}/min`, "error"]],
    ]);
    c.emit(dev, t, m[1], m[0], { fields: c.ids(dev), logger: k === "waxwing" ? "Sensors.Alerts" : undefined });
  }
}

export function gcPauses(c: Ctx, scale: number): void {
  const r = c.rng;
  const k = c.estate.key;
  const n = Math.round(r.int(6, 18) * scale) + 1;
  if (k === "goldenfurrow") {
    for (let i = 0; i < Math.ceil(n / 4); i++)
      c.emit(
        "shop_web",
        c.at(r.float(0.05, 0.95)),
        "warn",
        `PumaWorkerKiller: Out of memory. 2 workers consuming total: ${r.int(1201, 1260)}.${r.int(0, 9)} mb out of max: 1200 mb. Sending TERM to pid ${r.int(20, 90)} consuming ${r.int(600, 640)}.${r.int(0, 9)} mb.`,
      );
    return;
  }
  const svc =
    k === "bramblecomb"
      ? r.pick(["cart-api", "order-events-consumer"])
      : k === "waxwing"
        ? "orders"
        : "trade-wholesale-svc";
  for (let i = 0; i < n; i++) {
    const t = c.at(r.float(0.02, 0.98));
    if (k === "waxwing") {
      c.emit(
        svc,
        t,
        "warn",
        `GC pause ${r.int(180, 420)}ms (gen2, heap ${r.int(600, 900)}MB/1024MB) observed by event listener`,
        { logger: "Orders.Diagnostics.RuntimeMetrics", fields: c.ids(svc) },
      );
      continue;
    }
    const before = r.int(700, 980);
    c.emit(
      svc,
      t,
      r.chance(0.3) ? "warn" : "info",
      `[gc] GC(${r.int(100, 9000)}) Pause Young (Normal) (G1 Evacuation Pause) ${before}M->${before - r.int(200, 500)}M(1024M) ${r.float(120, 380).toFixed(3)}ms`,
      {
        logger: undefined,
        fields: c.ids(svc),
      },
    );
    if (i === 2)
      c.emit(
        svc,
        t + 10,
        "warn",
        `HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=${r.int(31, 70)}s115ms).`,
        { logger: "com.zaxxer.hikari.pool.HikariPool", fields: c.ids(svc) },
      );
  }
}

export function keepaliveResets(c: Ctx, scale: number): void {
  const r = c.rng;
  const k = c.estate.key;
  const n = Math.round(r.int(12, 28) * scale) + 1;
  for (let i = 0; i < n; i++) {
    const t = c.at(r.float(0.02, 0.98));
    if (k === "bramblecomb") {
      c.emit(
        "storefront-web",
        t,
        "warn",
        "upstream cart-api socket reset on idle keep-alive connection, retrying idempotent GET",
        {
          fields: c.ids("storefront-web"),
          stack:
            i % 3 === 0
              ? "Error: read ECONNRESET\n    at TCP.onStreamRead (node:internal/stream_base_commons:217:20)"
              : undefined,
          errType: "Error",
        },
      );
    } else if (k === "goldenfurrow") {
      c.emit(
        "invoice_worker",
        t,
        "warn",
        `Retrying (Retry(total=2, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ProtocolError('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer'))': /v1/vat-rates?country=GB`,
        {
          logger: "urllib3.connectionpool",
        },
      );
    } else if (k === "waxwing") {
      c.emit(
        "basket",
        t,
        "warn",
        `Finch pool: connection to http://orders:8080 closed by peer (:closed), request retried`,
        { logger: "Basket.Http", fields: c.ids("basket") },
      );
    } else {
      c.emit(
        "shop-cart-svc",
        t,
        "warn",
        `redis: connection pool: discarding bad conn: read tcp 10.41.2.9:${r.int(30000, 60000)}->10.41.5.20:6379: read: connection reset by peer`,
      );
    }
  }
}

export function jobRetries(c: Ctx, scale: number): void {
  const r = c.rng;
  const k = c.estate.key;
  const n = Math.round(r.int(8, 18) * scale) + 1;
  for (let i = 0; i < n; i++) {
    const t = c.at(r.float(0.05, 0.9));
    if (k === "goldenfurrow") {
      const jid = r.hex(24);
      c.emit(
        "sidekiq_jobs",
        t,
        "info",
        `pid=8 tid=${r.alnum(4)} class=OrderConfirmationMailer jid=${jid} elapsed=15.012 INFO: fail`,
      );
      c.emit(
        "sidekiq_jobs",
        t + 2,
        "warn",
        `pid=8 tid=${r.alnum(4)} class=OrderConfirmationMailer jid=${jid} Net::ReadTimeout: Net::ReadTimeout with #<TCPSocket:(closed)>`,
        {
          stack:
            "/usr/local/lib/ruby/3.3.0/net/protocol.rb:229:in 'rbuf_fill'\n/usr/local/bundle/gems/mail-2.8.1/lib/mail/network/delivery_methods/smtp.rb:109:in 'start_smtp_session'",
        },
      );
      c.emit(
        "sidekiq_jobs",
        t + r.int(20000, 40000),
        "info",
        `pid=8 tid=${r.alnum(4)} class=OrderConfirmationMailer jid=${jid} elapsed=0.811 INFO: done`,
      );
    } else if (k === "waxwing") {
      c.emit(
        "mailer",
        t,
        "warn",
        `send failed template=dispatch-notice attempt=1: 421 4.7.0 Try again later, closing connection. - will retry in 30s`,
        { fields: c.ids("mailer") },
      );
      c.emit("mailer", t + 30500, "info", "send ok template=dispatch-notice attempt=2", { fields: c.ids("mailer") });
    } else if (k === "bramblecomb") {
      c.emit("extraction-scheduler", t, "warn", "assign_uncapping_station: station U2 busy, retry in 20s", {
        fields: c.ids("extraction-scheduler"),
      });
    } else {
      c.emit("ops-extract-worker", t, "warn", "refractometer R2 read timeout (serial /dev/ttyUSB1), retrying 1/3");
      c.emit("ops-extract-worker", t + 1200, "info", "refractometer R2 read ok on retry");
    }
  }
}
