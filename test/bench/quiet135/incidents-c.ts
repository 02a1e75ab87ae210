// Incidents in the club estate (Velvet Lantern): the card acquirer behind payments-bridge answering too
// slowly to be useful, and the POS sync spool volume filling up.
import { card } from "./background.js";
import { type IncidentDef, unrelatedDeploy } from "./incidents-a.js";
import { exc } from "./stacks.js";
import { edgeLine, makeReq, pickRoute, svcLines } from "./traffic.js";

export const acquirerSlow: IncidentDef = {
  key: "acquirer_slow",
  estate: "velvet",
  origin: "payments-bridge",
  category: "timeout",
  hints: ["timeout", "timed out", "sockettimeout", "read timed out", "deadline", "gateway timeout"],
  severity: "high",
  noise: ["webhook_replays", "double_bookings", "underage_refusals", "vuln_scanner", "gc_pauses"],
  note: "The card acquirer stopped answering payments-bridge within its 10 s read timeout, so tab settlements and table deposits failed with SocketTimeoutException; bar-tab's retries, table-booking's 504 errors and Envoy's UT 504s outnumber payments-bridge's own lines.",
  run(ctx, S) {
    const r = ctx.r;
    const pb = ctx.named("payments-bridge");
    const tab = ctx.named("bar-tab");
    const tb = ctx.named("table-booking");
    const edge = ctx.named("door-edge");
    unrelatedDeploy(ctx, "notify-worker", S - r.int(60000, 150000));
    ctx.emit(edge, S - r.int(15000, 50000), "INFO", "cds: add 1 cluster(s), remove 0 cluster(s)");
    ctx.emit(
      edge,
      S - r.int(14000, 15000),
      "INFO",
      "cds: added/updated 1 cluster(s), skipped 23 unmodified cluster(s)",
    );
    ctx.suppressRole("tabs", S, ctx.t1, 0.97, /close|settle/);
    ctx.suppressRole("bookings", S, ctx.t1, 0.97, /holds/);
    const acquirer = "api.tillpoint.example";
    const authorize = (t: number, ids: ReturnType<typeof ctx.ids>, amount: number): { ms: number; ok: boolean } => {
      const ok = r.chance(0.12);
      const ms = ok ? r.int(3500, 9000) : 10000 + r.int(2, 30);
      const inner = makeReq(ctx, t, {
        role: "pay",
        method: "POST",
        path: "/internal/v1/authorize",
        weight: 1,
        ms: 200,
      });
      inner.ids = ctx.child(ids);
      if (ok) {
        ctx.emit(
          pb,
          t + ms - 2,
          "WARN",
          `acquirer call slow: POST https://${acquirer}/v1/authorizations took ${ms}ms (threshold 2000ms)`,
          { ids: inner.ids },
        );
        svcLines(ctx, inner, t, 200, ms);
      } else {
        if (r.chance(0.3)) {
          const e = exc(r, pb, "timeout", {
            host: acquirer,
            detail: "/v1/authorizations",
            where: ["acquirer:TillpointClient.authorize", "authorize:AuthorizationService.authorize"],
          });
          ctx.emitExc(pb, t + ms, "ERROR", `authorization failed psp=tillpoint amount=${amount} currency=GBP`, e, {
            ids: inner.ids,
          });
        } else
          ctx.emit(
            pb,
            t + ms,
            "WARN",
            `TimeLimiter 'tillpoint' recorded a timeout exception after 10000ms; returning 504 (amount=${amount})`,
            { ids: inner.ids },
          );
        svcLines(ctx, inner, t, 504, ms + 2);
      }
      return { ms, ok };
    };
    // bar tab settlements: POS -> envoy -> bar-tab -> payments-bridge (two attempts) ; envoy route timeout 15s
    ctx.poisson(S, ctx.t1, ctx.scale * r.float(14, 22), (t) => {
      const route = ctx.estate.routes.find((x) => x.path.includes("/close")) ?? pickRoute(ctx, "tabs");
      const req = makeReq(ctx, t, route);
      const tabNo = /tabs\/(\d+)/.exec(req.path)?.[1] ?? String(r.int(10000, 99999));
      const amount = r.int(900, 24000);
      const a1 = authorize(t + 4, req.ids, amount);
      if (a1.ok) {
        svcLines(ctx, req, t, 200, a1.ms + 10);
        edgeLine(ctx, req, t, 200, a1.ms + 11);
        ctx.emit(
          tab,
          t + a1.ms + 9,
          "INFO",
          `Tab ${tabNo} settled: total £${(amount / 100).toFixed(2)}, ${card(ctx)} approved`,
          { ids: req.ids },
        );
        return;
      }
      ctx.emit(
        tab,
        t + a1.ms + 6,
        "WARN",
        `Execution attempt. Source: 'payments-bridge//Standard-Retry', Operation Key: '', Result: '504', Handled: 'True', Attempt: '0', Execution Time: ${(a1.ms + r.float(1, 9)).toFixed(4)}ms`,
        { ids: req.ids },
      );
      authorize(t + a1.ms + 210, req.ids, amount);
      edgeLine(ctx, req, t, 504, 15000 + r.int(0, 3), { flags: "UT" });
      const e = exc(r, tab, "timeout", {
        timeoutMs: 15000,
        where: [
          "payments:PaymentsBridgeClient.AuthorizeAsync",
          "settlement:SettlementService.SettleAsync",
          "api:TabsController.Close",
        ],
      });
      ctx.emitExc(tab, t + 15000 + r.int(1, 8), "ERROR", `Tab ${tabNo} settlement failed`, e, { ids: req.ids });
      if (r.chance(0.5))
        ctx.emit(
          tab,
          t + 15000 + r.int(9, 14),
          "ERROR",
          `Connection id "0HN${r.alnum(10, true)}", Request id "0HN${r.alnum(10, true)}:0000000${r.int(1, 9)}": An unhandled exception was thrown by the application.`,
          { ids: req.ids, errType: e.type },
        );
    });
    // table deposits: app -> envoy -> table-booking -> payments-bridge
    ctx.poisson(S + r.int(0, 20000), ctx.t1, ctx.scale * r.float(4, 8), (t) => {
      const route = ctx.estate.routes.find((x) => x.path.includes("/holds")) ?? pickRoute(ctx, "bookings");
      const req = makeReq(ctx, t, route);
      const a = authorize(t + 8, req.ids, r.int(2000, 20000));
      if (a.ok) {
        svcLines(ctx, req, t, 201, a.ms + 20);
        edgeLine(ctx, req, t, 201, a.ms + 21);
        return;
      }
      const e = exc(r, tb, "http", {
        detail: "504 Gateway Timeout",
        where: ["deposits:DepositClient.hold", "holds:HoldService.place"],
      });
      ctx.emitExc(
        tb,
        t + a.ms + 15,
        "ERROR",
        `deposit authorization failed for hold ${r.alnum(6, true)}: 504 Gateway Timeout from payments-bridge`,
        e,
        { ids: req.ids },
      );
      svcLines(ctx, req, t, 502, a.ms + 18);
      edgeLine(ctx, req, t, 502, a.ms + 19, { passThrough: true });
    });
  },
};

export const spoolFull: IncidentDef = {
  key: "spool_full",
  estate: "velvet",
  origin: "pos-sync",
  category: "disk",
  hints: ["disk", "space", "enospc", "no space", "spool", "volume", "storage"],
  severity: "medium",
  noise: ["printer_offline", "pos_reconciliation_variance", "card_declines", "cellar_temperature", "vuln_scanner"],
  note: "pos-sync's spool volume filled (an export cursor had stopped compaction), so every till batch append failed with 'no space left on device' and 507s; bar-tab's push failures and retries are louder, and the tills kept trading offline.",
  run(ctx, S) {
    const r = ctx.r;
    const ps = ctx.named("pos-sync");
    const tab = ctx.named("bar-tab");
    const dev = ctx.named("venue-devices");
    ctx.emit(
      ps,
      S - r.int(420000, 540000),
      "WARN",
      `segment compaction skipped: export cursor lagging (${r.int(300, 420)} segments pending)`,
    );
    let pct = 91;
    ctx.every(S - 240000, S, 60000, (t) => {
      pct = Math.min(99, pct + r.int(1, 3));
      ctx.emit(
        ps,
        t,
        "WARN",
        `spool volume /var/spool/possync at ${pct}% (${((20 * pct) / 100).toFixed(1)}Gi of 20Gi)`,
      );
    });
    unrelatedDeploy(ctx, "guestlist-api", S + r.int(40000, 140000));
    ctx.every(S + 500, ctx.t1, 60000, (t) =>
      ctx.emit(ps, t, "WARN", "spool volume /var/spool/possync at 100% (20.0Gi of 20Gi)"),
    );
    let seg = r.int(400, 420);
    ctx.suppressRole("pos", S, ctx.t1, 0.95);
    ctx.poisson(S, ctx.t1, ctx.scale * r.float(16, 26), (t) => {
      const route = pickRoute(ctx, "pos");
      const req = makeReq(ctx, t, route);
      const term = `BAR-${r.int(1, 6)}`;
      const seq = r.int(100000, 999999);
      ctx.emit(
        ps,
        t + r.int(3, 12),
        "ERROR",
        `append batch terminal=${term} seq=${seq}: write /var/spool/possync/seg-${String(seg).padStart(6, "0")}.wal: no space left on device`,
        { ids: req.ids, errType: "*fs.PathError" },
      );
      if (r.chance(0.05)) seg++;
      svcLines(ctx, req, t, 507, r.int(5, 14));
      edgeLine(ctx, req, t, 507, r.int(15, 20));
      if (r.chance(0.3))
        ctx.emit(
          dev,
          t + r.int(200, 2000),
          "WARN",
          `till ${term} reports sync failure; offline queue ${r.int(5, 120)} txns`,
        );
    });
    let backlog = 0;
    ctx.poisson(S + 2000, ctx.t1, ctx.scale * r.float(18, 30), (t) => {
      backlog++;
      const tabNo = r.int(10000, 99999);
      const e = exc(r, tab, "http", {
        detail: "507 (Insufficient Storage)",
        where: ["pos:PosSyncClient.PushAsync", "settlement:SettlementService.SettleAsync"],
      });
      ctx.emitExc(tab, t, "ERROR", `POS sync push failed for tab ${tabNo}`, e);
      ctx.emit(tab, t + 2, "WARN", `tab ${tabNo} queued for POS re-sync (backlog ${backlog})`);
    });
    ctx.every(S + 30000, ctx.t1, 60000, (t) => {
      ctx.emit(tab, t, "INFO", `re-sync sweep: retrying ${backlog} queued POS pushes`);
      ctx.spread(t + 10, t + 4000, Math.min(25, backlog), (tt) =>
        ctx.emit(
          tab,
          tt,
          "ERROR",
          `POS re-sync failed for tab ${r.int(10000, 99999)}: Response status code does not indicate success: 507 (Insufficient Storage).`,
        ),
      );
    });
    ctx.every(S + r.int(5000, 20000), ctx.t1, 120000, (t) =>
      ctx.emit(ps, t, "ERROR", `checkpoint failed: write /var/spool/possync/checkpoint.tmp: no space left on device`, {
        errType: "*fs.PathError",
      }),
    );
  },
};
