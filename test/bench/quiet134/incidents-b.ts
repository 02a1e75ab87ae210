// Incidents 5-8: a provisioner released without its tenant region, a catalogue JVM leaking heap until it is
// killed, a stock service's state volume filling up, a job router dereferencing a field a partner stopped sending.
import { access, api, appReq, proxyError, routeOf } from "./http.js";
import type { IncidentDef } from "./incident-kit.js";
import { rollingDeploy, startLines } from "./lifecycle.js";
import type { Ids } from "./types.js";

export const provisionerRegion: IncidentDef = {
  key: "provisioner-missing-region",
  estate: "keystone",
  category: "configuration",
  severity: "medium",
  hints: ["config", "region", "missing", "env", "setting", "tenant"],
  originRole: "smartlock",
  noise: ["firmware_rejects", "smartlock_offline", "chronic_legacy_error"],
  note: "smartlock-provisioner 3.9.0 shipped without LATCHWISE_TENANT_REGION (renamed in the chart), so every provisioning call to Latchwise went out with an empty region and was refused; smart-lock installs could not be completed while dispatch-engine and notify-hub held jobs open.",
  install(ctx, r, start) {
    const sl = ctx.svc("smartlock");
    const d = ctx.svc("dispatch");
    const nt = ctx.svc("notify");
    const v = ctx.estate.vendors;
    rollingDeploy(ctx, r, sl, start, "3.8.4", "3.9.0", 2);
    for (const t of [start + 400, start + r.int(12000, 20000)]) {
      ctx.emit(t, sl, "WARN", `config: LATCHWISE_TENANT_REGION not set; defaulting to ""`, { force: true });
      ctx.emit(
        t + 3,
        sl,
        "INFO",
        `config loaded: vendor_base=https://${v.locksHost}/v4 tenant_region= signing_key=/etc/provisioner/keys/latchwise.pem mqtt=tls://mqtt.${ctx.estate.internal}:8883`,
        { force: true },
      );
    }
    ctx.emit(
      start + r.int(3000, 9000),
      sl,
      "ERROR",
      `latchwise token refresh failed: 401 Unauthorized {"error":"invalid_client","error_description":"client not registered in region ''"}; using cached token (expires in ${r.int(20, 50)}m)`,
      { force: true },
    );
    const fail = (t: number, ids: Ids, lock: string, attempt: number) => {
      ctx.emit(
        t,
        sl,
        "ERROR",
        `provision ${lock} failed: latchwise register: 400 Bad Request: {"error":"invalid_request","error_description":"unknown tenant region ''"} (attempt ${attempt})`,
        { ids },
      );
      if (r.chance(0.4)) appReq(ctx, t + 2, sl, ids, "POST", `/v1/smartlocks/${lock}/provision`, 500, r.int(80, 300));
      access(ctx, t + 4, ids, {
        method: "POST",
        path: api(ctx, `/smartlocks/${lock}/provision`),
        status: 500,
        ms: r.int(80, 300),
        up: sl,
        ua: ctx.ua("app"),
        flags: "-",
      });
    };
    ctx.hook = (flow, t, ids) => {
      if (t < start + 1500 || flow !== "provision") return false;
      const lock = ctx.lock();
      ctx.emit(
        t + 10,
        sl,
        "INFO",
        `provisioning ${lock} model=${r.pick(["LX-400", "LX-410", "Entry-2"])} fw=${r.pick(["2.7.4", "3.0.1"])} site=S-${r.int(10000, 99999)}`,
        { ids },
      );
      for (let a = 1; a <= 3; a++) fail(t + 200 + (a - 1) * r.int(15000, 30000), ids, lock, a);
      const id = ctx.callout();
      ctx.emit(
        t + r.int(60000, 90000),
        d,
        "WARN",
        `job for ${id} cannot be closed: smart lock ${lock} not provisioned (install workflow step 4/5)`,
        { ids },
      );
      if (r.chance(0.6))
        ctx.emit(
          t + r.int(90000, 120000),
          nt,
          "WARN",
          `install confirmation for ${lock} held: provisioning not confirmed`,
          { ids },
        );
      return true;
    };
    // installers on site retrying from the tech app
    ctx.poisson(r, 2.5, (t) => fail(t, ctx.ids(), ctx.lock(), r.int(2, 5)), start + 60000, ctx.t1);
  },
};

export const catalogHeap: IncidentDef = {
  key: "catalog-heap-leak",
  estate: "brassward",
  category: "memory",
  severity: "high",
  hints: ["memory", "heap", "outofmemory", "oom"],
  originRole: "stock",
  noise: ["long_gc_pauses", "scraper_rate_limited", "dns_dead_sink"],
  note: "blank_catalog's unbounded compatibility-matrix cache filled the heap: GC pauses grew, the JVM died with OutOfMemoryError and restarted in a loop, and shop_web and nginx reported timeouts, refused connections and 502/504s on key pages and cut orders.",
  install(ctx, r, start) {
    const c = ctx.svc("stock");
    const web = ctx.svc("web");
    const desk = ctx.svc("intake");
    ctx.mutes.set(`gc:${c.name}`, start);
    // cycles: pressure (long GCs) -> OOM -> dead for a while -> restart
    const down: Array<[number, number]> = [];
    let t = start;
    let gcn = r.int(4000, 6000);
    while (t < ctx.t1) {
      const pressure = r.int(90000, 180000);
      ctx.every(
        r,
        9000,
        3000,
        (tt) => {
          const frac = (tt - t) / pressure;
          const ms = 200 + frac * r.int(1200, 2600);
          ctx.emit(
            tt,
            c,
            ms > 900 ? "WARN" : "INFO",
            `GC(${gcn++}) Pause Full (G1 Compaction Pause) ${r.int(1990, 2046)}M->${Math.round(1500 + frac * 520)}M(2048M) ${ms.toFixed(3)}ms`,
          );
        },
        t,
        t + pressure,
      );
      ctx.emit(
        t + pressure * 0.5,
        c,
        "WARN",
        `cache 'compat-matrix' holds ${(1.1 + r.float(0, 0.8)).toFixed(1)}M entries (${r.int(1300, 1700)} MB est.); no max size configured`,
      );
      const oom = t + pressure;
      ctx.emit(
        oom,
        c,
        "ERROR",
        `Exception in thread "http-nio-8080-exec-${r.int(1, 40)}" java.lang.OutOfMemoryError: Java heap space`,
        { force: true },
      );
      ctx.emit(oom + r.int(5, 60), c, "ERROR", "Servlet.service() for servlet [dispatcherServlet] threw exception", {
        force: true,
        trace: {
          ex: "java.lang.OutOfMemoryError",
          msg: "Java heap space",
          frames: [
            ["java.base/java.util.HashMap", "resize"],
            ["java.base/java.util.HashMap", "putVal"],
            ["compat.CompatMatrixCache", "put"],
            ["compat.CompatibilityService", "lookup"],
            ["api.BlankController", "compatible"],
          ],
        },
      });
      ctx.emit(oom + r.int(100, 400), c, "ERROR", "Terminating due to java.lang.OutOfMemoryError: Java heap space", {
        force: true,
      });
      const dead = r.int(30000, 70000);
      down.push([oom, oom + dead]);
      ctx.silence(c.name, oom + 500, oom + dead);
      const ready = startLines(ctx, r, c, oom + dead, "2.14.1");
      ctx.silence(c.name, oom + dead, ready);
      t = ready + 2000;
    }
    const isDown = (tt: number) => down.some(([a, b]) => tt >= a && tt < b);
    const callCatalog = (tt: number, ids: Ids, what: string, path: string) => {
      if (isDown(tt)) {
        const e = r.chance(0.3);
        ctx.emit(
          tt + 5,
          web,
          "ERROR",
          `${what} failed: Errno::ECONNREFUSED (Failed to open TCP connection to blank_catalog:8080 (Connection refused - connect(2) for "blank_catalog" port 8080))`,
          e
            ? {
                trace: {
                  ex: "Errno::ECONNREFUSED",
                  msg: 'Failed to open TCP connection to blank_catalog:8080 (Connection refused - connect(2) for "blank_catalog" port 8080)',
                  frames: [
                    ["/usr/local/lib/ruby/3.3.0/net/http.rb", "connect"],
                    ["BlankCatalogClient", "fetch"],
                    ["KeysController", "show"],
                  ],
                },
              }
            : {},
        );
        appReq(ctx, tt + 8, web, ids, "GET", path, 502, r.int(3, 30));
        access(ctx, tt + 10, ids, { method: "GET", path, status: 502, ms: r.int(3, 30), up: web });
      } else {
        const e = r.chance(0.3);
        ctx.emit(
          tt + 5000,
          web,
          "ERROR",
          `${what} failed: Net::ReadTimeout with #<TCPSocket:(closed)> (blank_catalog, 5s)`,
          e
            ? {
                trace: {
                  ex: "Net::ReadTimeout",
                  msg: "Net::ReadTimeout with #<TCPSocket:(closed)>",
                  frames: [
                    ["/usr/local/lib/ruby/3.3.0/net/protocol.rb", "rbuf_fill"],
                    ["BlankCatalogClient", "fetch"],
                    ["KeysController", "show"],
                  ],
                },
              }
            : {},
        );
        appReq(ctx, tt + 5003, web, ids, "GET", path, 504, 5003);
        access(ctx, tt + 5005, ids, { method: "GET", path, status: 504, ms: 5005, up: web });
        if (r.chance(0.1)) proxyError(ctx, tt + 5005, web, "timeout", "GET", path);
      }
    };
    ctx.hook = (flow, tt, ids) => {
      if (tt < start + 60000) return false;
      if (flow === "portal" && r.chance(0.65)) {
        callCatalog(
          tt,
          ids,
          "blank lookup",
          `/shop/keys/${r.pick(["house", "car", "padlock", "window"])}/${r.int(100, 999)}`,
        );
        return true;
      }
      if (flow === "cut" && r.chance(0.7)) {
        callCatalog(tt, ids, "cut order compatibility check", "/shop/cut-orders/new");
        return true;
      }
      if (flow === "callout" && r.chance(0.4)) {
        ctx.emit(tt + 5000, desk, "WARN", `parts lookup for quote timed out (blank_catalog); quoting labour only`, {
          ids,
        });
        return false;
      }
      return false;
    };
  },
};

export const stockDisk: IncidentDef = {
  key: "stock-state-disk-full",
  estate: "tumbler",
  category: "disk",
  severity: "medium",
  hints: ["disk", "space", "rocksdb", "no space", "enospc", "storage", "volume"],
  originRole: "stock",
  noise: ["disk_logrotate", "blank_out_of_stock", "chronic_legacy_error"],
  note: "The state volume of stock filled up, RocksDB writes failed with No space left on device and the van-ledger stream threads died; van stock stopped updating and reservations were refused, which dispatcher, keys and the tech app reported as 503s.",
  install(ctx, r, start) {
    const st = ctx.svc("stock");
    const dp = ctx.svc("dispatch");
    const keys = ctx.svc("keys");
    ctx.emit(
      start - r.int(150000, 240000),
      st,
      "WARN",
      `state dir /var/lib/stock/state usage 91% (${r.int(46, 47)}.${r.int(0, 9)}G of 50G)`,
    );
    ctx.emit(
      start - r.int(40000, 80000),
      st,
      "WARN",
      `state dir /var/lib/stock/state usage 97% (48.${r.int(4, 9)}G of 50G)`,
    );
    const thread = `van-ledger-app-${r.uuid()}-StreamThread-${r.int(1, 2)}`;
    ctx.emit(
      start,
      st,
      "ERROR",
      `stream-thread [${thread}] Encountered the following exception during processing and the thread is going to shut down: `,
      {
        trace: {
          ex: "org.apache.kafka.streams.errors.ProcessorStateException",
          msg: `Error while putting key ${r.hex(8)} value [B@${r.hex(7)} into store van-stock-store`,
          frames: [
            ["org.apache.kafka.streams.state.internals/RocksDBStore", "put"],
            ["org.apache.kafka.streams.state.internals/MeteredKeyValueStore", "put"],
            ["ledger.VanStockProcessor", "process"],
          ],
          tail: "worker",
          causes: [
            {
              ex: "org.rocksdb.RocksDBException",
              msg: `While appending to file: /var/lib/stock/state/van-ledger-app/0_${r.int(0, 11)}/rocksdb/van-stock-store/000${r.int(300, 999)}.log: No space left on device`,
              frames: [
                ["org.rocksdb/RocksDB", "put"],
                ["org.apache.kafka.streams.state.internals/RocksDBStore$SingleColumnFamilyAccessor", "put"],
              ],
            },
          ],
        },
      },
    );
    ctx.emit(start + 30, st, "INFO", `stream-thread [${thread}] State transition from RUNNING to PENDING_SHUTDOWN`);
    ctx.emit(start + 900, st, "INFO", `stream-thread [${thread}] State transition from PENDING_SHUTDOWN to DEAD`);
    ctx.emit(
      start + 950,
      st,
      "ERROR",
      "stream-client [van-ledger-app] All stream threads have died. The instance will be in error state and should be closed.",
    );
    ctx.emit(start + 960, st, "INFO", "stream-client [van-ledger-app] State transition from RUNNING to ERROR");
    ctx.mutes.set("checkpoint", start);
    const refuse = (t: number, ids: Ids) => {
      if (r.chance(0.4))
        ctx.emit(t, st, "WARN", "van-stock-store not queryable: KafkaStreams is not running. State is ERROR.", { ids });
      if (r.chance(0.3)) appReq(ctx, t + 1, st, ids, "GET", `/v2/vans/${ctx.van()}/stock`, 503, r.int(1, 5), "INFO");
    };
    ctx.hook = (flow, t, ids) => {
      if (t < start) return false;
      if (flow === "stock") return true;
      if (flow === "techpoll" && r.chance(0.25)) {
        refuse(t, ids);
        access(ctx, t + 4, ids, {
          method: "GET",
          path: api(ctx, `/vans/${ctx.van()}/stock`),
          status: 503,
          ms: r.int(2, 9),
          up: st,
          ua: ctx.ua("app"),
          flags: "----",
        });
        return true;
      }
      if (flow === "callout" && r.chance(0.7)) {
        const id = ctx.callout();
        ctx.emit(
          t + r.int(8, 40),
          ctx.svc("intake"),
          "INFO",
          `Callout ${id} created type=lockout postcode=${ctx.postcode()} channel=web`,
          { ids },
        );
        refuse(t + 300, ids);
        ctx.emit(
          t + 310,
          dp,
          "WARN",
          `stock reservation for ${id} failed: 503 Service Unavailable from http://stock:8080/v1/reservations; assigning without reserved parts`,
          { ids },
        );
        ctx.emit(
          t + r.int(400, 900),
          dp,
          "INFO",
          `Assigned ${id} to ${ctx.tech()} eta=${r.int(12, 55)}m distance=${r.float(0.8, 24).toFixed(1)}km (parts unconfirmed)`,
          { ids },
        );
        const { method, path } = routeOf(ctx, "intake");
        access(ctx, t + r.int(900, 1200), ids, {
          method,
          path,
          status: 201,
          ms: r.int(900, 1200),
          up: ctx.svc("intake"),
        });
        return true;
      }
      if (flow === "cut") {
        const order = ctx.order();
        ctx.emit(
          t + 30,
          keys,
          "INFO",
          `Cut order ${order} blank=${ctx.blank()} qty=1 machine=${ctx.town().toLowerCase()}-M1 queued`,
          { ids },
        );
        ctx.emit(
          t + r.int(30000, 90000),
          keys,
          "WARN",
          `stock decrement for ${order} failed: 503 from stock (store unavailable); queued for retry (${r.int(3, 40)} pending)`,
        );
        return true;
      }
      return false;
    };
  },
};

export const routerNull: IncidentDef = {
  key: "router-null-site-access",
  estate: "pinpoint",
  category: "null_reference",
  severity: "medium",
  hints: ["null", "nullpointer", "npe", "non-null"],
  originRole: "dispatch",
  noise: ["duplicate_submissions", "rolling_restart", "chronic_legacy_error"],
  note: "FacilityGuard started sending partner callouts without the siteAccess block and field-job-router's access planner dereferenced it (NullPointerException), so partner jobs were never routed; field-callout-intake retried and logged 500s from the router louder than the router itself.",
  install(ctx, r, start) {
    const rt = ctx.svc("dispatch");
    const intake = ctx.svc("intake");
    const nt = ctx.svc("notify");
    const ins = ctx.estate.vendors.insurer;
    let firstInMinute = -1;
    const crash = (t: number, ids: Ids, id: string) => {
      const minute = Math.floor(t / 60000);
      const stack = minute !== firstInMinute || r.chance(0.15);
      firstInMinute = minute;
      if (stack)
        ctx.emit(t, rt, "ERROR", `Unhandled exception while routing ${id}`, {
          ids,
          trace: {
            ex: "java.lang.NullPointerException",
            msg: "Parameter specified as non-null is null: method com.pinpointsec.field.router.access.AccessPlanner.plan, parameter siteAccess",
            frames: [
              ["access.AccessPlanner", "plan"],
              ["routing.RoutingService", "route"],
              ["routing.RoutingService$routeAsync$1", "invokeSuspend"],
              ["api.RoutingController", "create"],
            ],
          },
        });
      appReq(ctx, t + 2, rt, ids, "POST", "/api/route", 500, r.int(8, 40));
    };
    ctx.hook = (flow, t, ids) => {
      if (t < start || flow !== "callout" || !r.chance(0.45)) return false;
      const id = ctx.callout();
      ctx.emit(
        t + r.int(8, 40),
        intake,
        "INFO",
        `Callout ${id} created type=${r.pick(["lockout", "burglary-repair", "lock-change"])} postcode=${ctx.postcode()} channel=partner:${ins.toLowerCase()}`,
        { ids },
      );
      ctx.emit(
        t + r.int(40, 120),
        ctx.svc("pricing"),
        "INFO",
        `Quote for ${id}: contract rate (${ins}), callout ${ctx.money(60, 90)}`,
        { ids },
      );
      for (let a = 1; a <= 3; a++) {
        const at = t + 200 + (a - 1) * r.int(200, 900);
        crash(at, ids, id);
        if (a < 3)
          ctx.emit(
            at + 20,
            intake,
            "WARN",
            `Polly: retry ${a} of 2 after ${a * 200}ms for field-job-router POST /api/route: 500 Internal Server Error`,
            { ids },
          );
      }
      const stack = r.chance(0.5);
      ctx.emit(
        t + 2200,
        intake,
        "ERROR",
        `Routing failed for partner callout ${id} (${ins}); returning 502`,
        stack
          ? {
              ids,
              trace: {
                ex: "System.Net.Http.HttpRequestException",
                msg: "Response status code does not indicate success: 500 (Internal Server Error).",
                frames: [
                  ["System.Net.Http.HttpResponseMessage", "EnsureSuccessStatusCode"],
                  ["Clients.JobRouterClient", "RouteAsync"],
                  ["Partners.PartnerCalloutHandler", "Handle"],
                ],
              },
            }
          : { ids },
      );
      access(ctx, t + 2210, ids, {
        method: "POST",
        path: api(ctx, `/partners/${ins.toLowerCase()}/callouts`),
        status: 502,
        ms: 2210,
        up: intake,
        ua: `${ins}-Connector/3.2`,
        ip: ctx.ip(),
      });
      if (r.chance(0.4))
        ctx.emit(
          t + r.int(30000, 60000),
          nt,
          "WARN",
          `no technician ETA for ${id} after 30s; partner SLA timer running`,
        );
      return true;
    };
    // the partner's own retries of the same callouts
    ctx.poisson(
      r,
      2,
      (t) => {
        const ids = ctx.ids();
        crash(t + 200, ids, ctx.callout());
        ctx.emit(t + 260, intake, "ERROR", `Routing failed for partner callout resubmission (${ins}); returning 502`, {
          ids,
        });
        access(ctx, t + 270, ids, {
          method: "POST",
          path: api(ctx, `/partners/${ins.toLowerCase()}/callouts`),
          status: 502,
          ms: 270,
          up: intake,
          ua: `${ins}-Connector/3.2`,
          ip: ctx.ip(),
        });
      },
      start + 30000,
      ctx.t1,
    );
  },
};
