// The eight real incidents, each laid on an estate's normal traffic and noise. `run` writes the fault from t0 on.
import type { Format } from "./formats.js";
import { gap, hex, int, pick, type Rng } from "./rng.js";
import { type Ctx, emit, times } from "./stream.js";
import { stack } from "./traces.js";

export interface Incident {
  category: string;
  estate: string;
  origin: string;
  format: Format;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  run: (c: Ctx, t0: number) => void;
}

/** Poisson events at `perSec` in [a, b). */
function every(c: Ctx, a: number, b: number, perSec: number, f: (t: number, r: Rng) => void) {
  for (let t = a + gap(c.r, perSec); t < b; t += gap(c.r, perSec)) f(t, c.r);
}
const goTs = (t: number) => new Date(t).toISOString().slice(0, 19).replace("T", " ").replace(/-/g, "/");
const deploy = (c: Ctx, s: string, t: number, what: string) => emit(c, s, t, "info", what);

export const INCIDENTS: Incident[] = [
  {
    category: "database",
    estate: "meeple",
    origin: "preorder-svc",
    format: "ecs",
    hints: ["postgres", "sql", "database", "transaction"],
    sev: "high",
    note: "After a Postgres failover the preorder service's pool kept connections to the old primary, now a read-only replica, so every reservation write failed.",
    run: (c, t0) => {
      const o = "preorder-svc";
      deploy(c, "listing-sync", t0 - 70000, "listing-sync 2.14.1 rolled out (marketplace category map update)");
      emit(
        c,
        o,
        t0,
        "warn",
        "HikariPool-1 - Connection org.postgresql.jdbc.PgConnection@6d1a2f0b marked as broken because of SQLSTATE(57P01), ErrorCode(0)",
      );
      emit(
        c,
        o,
        t0 + 40,
        "warn",
        "HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@41c5e1d2 (This connection has been closed.). Possibly consider using a shorter maxLifetime value.",
      );
      c.drops.push({ svc: o, from: t0, to: c.d, p: 0.85 });
      every(c, t0 + 500, c.d, 1.1, (t, r) => {
        const po = `PO-${int(r, 100000, 999999)}`;
        emit(
          c,
          o,
          t,
          "error",
          `Reservation failed for ${po}: could not execute statement; SQL [n/a]`,
          stack(
            r,
            "java",
            "org.springframework.dao.InvalidDataAccessResourceUsageException",
            "could not execute statement; SQL [n/a]",
            [
              "org.hibernate.engine.jdbc.spi.SqlExceptionHelper.convert",
              "com.meepleharbor.preorder.AllocationRepository.reserve",
              "com.meepleharbor.preorder.PreorderService.place",
            ],
            "org.postgresql.util.PSQLException: ERROR: cannot execute UPDATE in a read-only transaction",
          ),
        );
        emit(
          c,
          "mh-storefront",
          t + int(r, 20, 90),
          "error",
          `POST /api/preorders 500 ${int(r, 40, 200)}ms upstream=preorder-svc`,
        );
        if (r() < 0.6)
          emit(
            c,
            "mh-storefront",
            t + int(r, 300, 900),
            "error",
            `POST /api/preorders 500 ${int(r, 40, 200)}ms upstream=preorder-svc (client retry)`,
          );
      });
      every(c, t0 + 2000, c.d, 0.5, (t, r) =>
        emit(
          c,
          "pledge-manager",
          t,
          "error",
          `PreorderClient::ServerError: 500 from preorder-svc for add-on upgrade (backer #${int(r, 10000, 99999)}), retry ${int(r, 1, 3)}/3`,
        ),
      );
      every(c, t0 + 10000, c.d, 0.05, (t) =>
        emit(c, o, t, "warn", "HikariPool-1 - Pool stats (total=20, active=20, idle=0, waiting=14)"),
      );
    },
  },
  {
    category: "network",
    estate: "brickle",
    origin: "bk-market-feed",
    format: "datadog",
    hints: ["connection", "network", "route", "reset"],
    sev: "medium",
    note: "The egress route from the marketplace feed workers was lost, so their calls to the marketplace API died with no-route-to-host and connection resets while the rest of the shop was fine.",
    run: (c, t0) => {
      const o = "bk-market-feed";
      deploy(c, "bk-cart", t0 + 45000, "bk-cart v7.3.0 started on :3000 (NODE_ENV=production)");
      c.drops.push({ svc: o, from: t0, to: c.d, p: 1 });
      every(c, t0, c.d, 0.45, (t, r) => {
        const e = pick(r, [
          "HTTPSConnectionPool(host='sellingpartnerapi-eu.amazon.com', port=443): Max retries exceeded with url: /feeds/2021-06-30/feeds (Caused by NewConnectionError('<urllib3.connection.HTTPSConnection object at 0x7f3c2a1b9d90>: Failed to establish a new connection: [Errno 113] No route to host'))",
          "('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer'))",
          "HTTPSConnectionPool(host='api.ebay.com', port=443): Max retries exceeded with url: /sell/inventory/v1/bulk_update_price_quantity (Caused by SSLError(SSLEOFError(8, 'EOF occurred in violation of protocol (_ssl.c:2427)')))",
        ]);
        if (r() < 0.75)
          emit(
            c,
            o,
            t,
            "warn",
            `feed push attempt ${int(r, 1, 5)}/5 failed, backing off ${pick(r, [2, 4, 8, 16])}s: ${e}`,
          );
        else
          emit(
            c,
            o,
            t,
            "error",
            `feed push gave up after 5 attempts (${int(r, 50, 500)} offers pending)`,
            stack(r, "python", "requests.exceptions.ConnectionError", e, [
              "requests.adapters.send",
              "requests.sessions.request",
              "feeds.client.push_offers",
              "feeds.worker.run_batch",
            ]),
          );
      });
      every(c, t0 + 60000, c.d, 0.03, (t, r) =>
        emit(
          c,
          "bk-stock",
          t,
          "warn",
          `marketplace stock ack overdue for ${int(r, 200, 900)} skus (last ack ${int(r, 2, 9)} min ago), oversell guard on`,
        ),
      );
    },
  },
  {
    category: "timeout",
    estate: "tinker",
    origin: "tt_giftcards",
    format: "gcp",
    hints: ["timeout", "timed"],
    sev: "high",
    note: "A gift card ledger reconciliation held table locks, so redemptions in tt_giftcards hit SQL command timeouts and checkout calls to it timed out in turn.",
    run: (c, t0) => {
      const o = "tt_giftcards";
      emit(c, o, t0 - 4000, "info", "LedgerReconciliation started for period 2025-11 (merchant settlements)");
      deploy(c, "tt_loyalty", t0 - 30000, "Application started. Hosting environment: Production; build 2025.11.3");
      c.drops.push({ svc: o, from: t0, to: c.d, p: 0.9 });
      every(c, t0 + 1500, c.d, 0.7, (t, r) => {
        emit(
          c,
          o,
          t,
          r() < 0.3 ? "warn" : "error",
          `Failed executing DbCommand (30,0${int(r, 10, 99)}ms) [Parameters=[@p0='?' (DbType = Guid), @p1='?' (DbType = Decimal)], CommandType='Text', CommandTimeout='30']\nUPDATE [GiftCardBalances] SET [Balance] = @p1 WHERE [CardId] = @p0;`,
          r() < 0.5
            ? stack(
                r,
                "dotnet",
                "Microsoft.Data.SqlClient.SqlException (0x80131904)",
                "Execution Timeout Expired.  The timeout period elapsed prior to completion of the operation or the server is not responding.",
                [
                  "Microsoft.Data.SqlClient.SqlCommand.ExecuteNonQueryAsync",
                  "TinkerTots.GiftCards.Ledger.RedeemAsync",
                  "TinkerTots.GiftCards.Api.RedeemEndpoint.HandleAsync",
                ],
              ).concat(["ClientConnectionId:8c2b4d0e-7a51-4f11-9d1c-2f7e6c0b1a93", "Error Number:-2,State:0,Class:11"])
            : undefined,
        );
        const t2 = t + int(r, 50, 400);
        emit(
          c,
          "tt_checkout",
          t2,
          "error",
          "Giftcard redemption call failed: The request was canceled due to the configured HttpClient.Timeout of 30 seconds elapsing.",
          r() < 0.3
            ? stack(
                r,
                "dotnet",
                "System.Threading.Tasks.TaskCanceledException",
                "The request was canceled due to the configured HttpClient.Timeout of 30 seconds elapsing.",
                [
                  "System.Net.Http.HttpClient.HandleFailure",
                  "TinkerTots.Checkout.GiftCardClient.RedeemAsync",
                  "TinkerTots.Checkout.OrderHandler.Handle",
                ],
              )
            : undefined,
        );
        emit(c, "tt_web", t2 + int(r, 5, 40), "error", `POST /checkout/submit -> 504 (30${int(r, 100, 900)} ms)`);
        if (r() < 0.5) emit(c, "tt_web", t2 + int(r, 2000, 6000), "warn", "checkout retry by client after 504");
      });
    },
  },
  {
    category: "dependency",
    estate: "dice",
    origin: "payments",
    format: "compose",
    hints: ["paylane", "unavailable", "circuit", "upstream"],
    sev: "high",
    note: "The card processor Paylane started answering 502/503, the payments service opened its circuit breaker, and orders failed at the payment step.",
    run: (c, t0) => {
      const o = "payments";
      c.drops.push({ svc: o, from: t0, to: c.d, p: 0.95 });
      let n = 0;
      const open = t0 + 40000;
      every(c, t0, open, 0.8, (t, r) => {
        n++;
        emit(
          c,
          o,
          t,
          "warn",
          `Paylane::APIError: (Status ${pick(r, [502, 503, 503])}) ${pick(r, ["upstream connect error or disconnect/reset before headers. reset reason: overflow", "Service Unavailable", "<html><body><h1>502 Bad Gateway</h1></body></html>"])} (Request-Id: req_${hex(r, 14)})`,
        );
      });
      emit(c, o, open, "error", `Circuit paylane OPEN after ${n} failures in 40s; failing fast for 60s`);
      every(c, open, c.d, 0.06, (t) => {
        emit(c, o, t, "warn", "Circuit paylane HALF_OPEN, trial request");
        emit(c, o, t + 900, "error", "Circuit paylane OPEN: trial failed (Status 503) Service Unavailable");
      });
      every(c, t0 + 300, c.d, 1.3, (t, r) => {
        const id = int(r, 50000, 99999);
        emit(
          c,
          "orders",
          t,
          "error",
          `Order ${id} payment step failed: PaymentsClient::Error 502 ${t > open ? "circuit open" : "Bad Gateway"}; order held in pending_payment`,
        );
        emit(
          c,
          "gateway",
          t + int(r, 5, 40),
          "error",
          `method=POST path=/orders status=502 dur=${int(r, 200, 9000)}ms bytes=112`,
        );
        if (r() < 0.3)
          emit(
            c,
            "pledges",
            t + 200,
            "error",
            `Late pledge charge for pledge ${int(r, 1000, 20000)} failed: payments unavailable; retry scheduled`,
          );
      });
    },
  },
  {
    category: "configuration",
    estate: "meeple",
    origin: "compliance-check",
    format: "logfmt",
    hints: ["config", "setting", "missing", "env"],
    sev: "high",
    note: "A release of compliance-check renamed its rules endpoint setting, so the new pods failed settings validation at startup and crash-looped while preorders piled up on compliance hold.",
    run: (c, t0) => {
      const o = "compliance-check";
      emit(
        c,
        o,
        t0 - 12000,
        "info",
        "deployment compliance-check: rolling update to image compliance-check:4.2.0 (config rev 318)",
      );
      c.drops.push({ svc: o, from: t0, to: c.d, p: 1 });
      for (let t = t0, k = 0; t < c.d; t += Math.min(300000, 10000 * 2 ** k++)) {
        emit(c, o, t, "info", "Starting compliance-check 4.2.0 (uvicorn, 4 workers)");
        emit(c, o, t + 600, "error", "Application startup failed. Exiting.", [
          ...stack(c.r, "python", "pydantic_core._pydantic_core.ValidationError", "1 validation error for Settings", [
            "compliance.settings.load",
            "compliance.main.lifespan",
          ]),
          "age_rules_url",
          "  Field required [type=missing, input_value={'env': 'prod', 'region': 'eu-west-1'}, input_type=dict]",
        ]);
        emit(
          c,
          o,
          t + 700,
          "warn",
          "Back-off restarting failed container compliance-check in pod compliance-check-7f9c8d-x2k4p",
        );
      }
      every(c, t0 + 2000, c.d, 0.9, (t, r) => {
        emit(
          c,
          "preorder-svc",
          t,
          "error",
          `Compliance check unavailable for PO-${int(r, 100000, 999999)}: I/O error on POST request for "http://compliance-check:8000/v1/checks": Connection refused; order placed on COMPLIANCE_HOLD`,
        );
        if (r() < 0.4)
          emit(
            c,
            "listing-sync",
            t + 300,
            "warn",
            "compliance pre-check failed (connection refused), listing publish deferred",
          );
      });
    },
  },
  {
    category: "memory",
    estate: "tinker",
    origin: "tt_wms",
    format: "jsonl",
    hints: ["memory", "heap", "outofmemory"],
    sev: "high",
    note: "The WMS wave planner loaded the whole peak-season pick backlog into memory, tt_wms ran out of Java heap and was restarted repeatedly.",
    run: (c, t0) => {
      const o = "tt_wms";
      for (const t of times(c, 6, t0 - 240000, t0 - 10000))
        emit(
          c,
          o,
          t,
          "warn",
          `GC pause (G1 Evacuation Pause) ${int(c.r, 600, 1900)}ms, heap ${int(c.r, 3600, 3990)}M->${int(c.r, 3500, 3900)}M(4096M)`,
        );
      c.drops.push({ svc: o, from: t0, to: c.d, p: 0.7 });
      for (let t = t0; t < c.d; t += int(c.r, 80, 150) * 1000) {
        emit(
          c,
          o,
          t,
          "error",
          "Wave planning failed for warehouse TT-DC2",
          stack(c.r, "java", "java.lang.OutOfMemoryError", "Java heap space", [
            "java.base/java.util.Arrays.copyOf",
            "java.base/java.util.ArrayList.grow",
            "com.tinkertots.wms.wave.PickBacklogLoader.loadAll",
            "com.tinkertots.wms.wave.WavePlanner.plan",
          ]),
        );
        emit(c, o, t + 900, "fatal", "Terminating due to java.lang.OutOfMemoryError: Java heap space", undefined, true);
        emit(c, o, t + 15000, "info", "Started WmsApplication in 12.4 seconds (process running for 13.1)");
        for (const u of times(c, 4, t + 1000, t + 14000))
          emit(
            c,
            "tt_preorders",
            u,
            "error",
            `Allocation push to tt_wms failed: 503 Service Unavailable (no healthy upstream); pre-order batch ${hex(c.r, 6)} requeued`,
          );
      }
      every(c, t0, c.d, 0.08, (t, r) =>
        emit(c, "tt_notify", t, "warn", `shipped-event lag ${int(r, 60, 600)}s on topic wms.cartons`),
      );
    },
  },
  {
    category: "disk",
    estate: "dice",
    origin: "labels",
    format: "gcp",
    hints: ["disk", "space", "enospc"],
    sev: "high",
    note: "The label spool volume of the labels service filled up, PDF writes failed with ENOSPC and packing lanes stalled without shipping labels.",
    run: (c, t0) => {
      const o = "labels";
      for (const [k, t] of times(c, 3, t0 - 300000, t0 - 20000).entries())
        emit(c, o, t, "warn", `spool volume /var/spool/labels at ${93 + k * 2}% (cleanup job last ran 6 days ago)`);
      c.drops.push({ svc: o, from: t0, to: c.d, p: 1 });
      every(c, t0, c.d, 0.7, (t, r) => {
        const id = `3S${hex(r, 12).toUpperCase()}`;
        emit(
          c,
          o,
          t,
          "error",
          `label ${id} failed`,
          stack(r, "node", "Error", `ENOSPC: no space left on device, write '/var/spool/labels/${id}.pdf'`, [
            "fs.writeFile",
            "spool.persist",
            "labels.render",
          ]),
        );
        emit(
          c,
          "warehouse",
          t + int(r, 100, 600),
          "error",
          `lane ${int(r, 1, 8)} blocked: no shipping label for pledge box (labels returned 500)`,
        );
        if (r() < 0.3)
          emit(
            c,
            "pledges",
            t + 800,
            "warn",
            `Pledge ${int(r, 1000, 20000)} fulfilment stuck at label step, will retry`,
          );
      });
    },
  },
  {
    category: "null_reference",
    estate: "brickle",
    origin: "bk-pick",
    format: "compose",
    hints: ["nil", "pointer", "null", "dereference"],
    sev: "high",
    note: "A store opened without a zone mapping and bk-pick dereferenced the nil zone for its picks, panicking on every pick confirmation for that store.",
    run: (c, t0) => {
      const o = "bk-pick";
      emit(c, "bk-stock", t0 - 50000, "info", "store ST-0999 (pop-up, Westfield) activated, 1,204 skus transferred");
      every(c, t0, c.d, 0.2, (t, r) => {
        const lines = stack(r, "go", "", "", [
          "main.(*Picker).assignZone",
          "main.(*Picker).Confirm",
          "main.confirmHandler.ServeHTTP",
        ]);
        emit(
          c,
          o,
          t,
          "error",
          `${goTs(t)} http: panic serving 10.42.${int(r, 0, 9)}.${int(r, 2, 250)}:${int(r, 30000, 60000)}: runtime error: invalid memory address or nil pointer dereference`,
          lines.slice(1),
          true,
        );
        emit(
          c,
          "bk-stock",
          t + int(r, 5, 60),
          "error",
          `pick confirm for store ST-0999 failed: Post "http://bk-pick:8080/picks/confirm": EOF`,
        );
        emit(
          c,
          "bk-edge",
          t + int(r, 20, 90),
          "error",
          `"POST /staff/picks/confirm HTTP/1.1" 502 0 rt=0.0${int(r, 10, 90)} upstream=bk-pick`,
        );
        if (r() < 0.3) emit(c, "bk-stock", t + 3000, "warn", "retrying pick confirm (attempt 2/3)");
      });
      emit(
        c,
        o,
        Math.min(t0 + 240000, c.d - 1000),
        "warn",
        "zone cache refresh: 0 zones for store ST-0999, using default route",
      );
    },
  },
];
