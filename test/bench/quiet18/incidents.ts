// The eight failures of quiet18, one per category, each written the way its runtime and its callers really log it.
import { access } from "./baseline.js";
import type { Ctx } from "./ctx.js";
import { chance, digits, hex, int, pick } from "./rng.js";
import { cppBacktrace, dotnetTrace, javaTrace, pythonTrace } from "./stacks.js";

export interface IncidentKind {
  id: string;
  estate: string;
  originRole: "charging" | "ussd" | "mediation" | "prov" | "fare" | "gds" | "dcs" | "wab";
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** lays the failure from t0 (true start at the origin) to b */
  lay: (c: Ctx, t0: number, b: number) => void;
}

export const INCIDENTS: IncidentKind[] = [
  {
    id: "ocs-oracle-sessions",
    estate: "kestrel",
    originRole: "charging",
    category: "database",
    hints: ["database", "oracle", "ora-", "sql", "jdbc", "connection", "pool", "session"],
    severity: "high",
    note: "ocs-charging's Oracle runs out of sessions (ORA-00018); credit control answers fail, the DRA retries to both OCS nodes and the self-care API returns 503",
    lay(c, t0, b) {
      const ocs = c.n("charging");
      c.s.drop(
        (e) =>
          e.svc === ocs && e.level === "info" && e.t >= t0 && /^(CCR|balance query|bundle)/.test(e.msg) && c.r() < 0.93,
      );
      c.s.drop(
        (e) => e.svc === c.n("dra") && e.level === "info" && e.t >= t0 && /^relay CCR/.test(e.msg) && c.r() < 0.9,
      );
      c.s.drop(
        (e) => e.svc === c.n("edge") && e.t >= t0 && /balance|bundles/.test(e.msg) && e.level === "info" && c.r() < 0.9,
      );
      const stack = javaTrace("java.sql.SQLException", "ORA-00018: maximum number of sessions exceeded", [
        "oracle.jdbc.driver.T4CTTIoer11.processError(T4CTTIoer11.java:630)",
        "oracle.jdbc.driver.T4CTTIoauthenticate.doOAUTH(T4CTTIoauthenticate.java:1302)",
        "oracle.jdbc.driver.PhysicalConnection.connect(PhysicalConnection.java:1057)",
        "com.zaxxer.hikari.pool.PoolBase.newConnection(PoolBase.java:364)",
        "com.zaxxer.hikari.pool.HikariPool$PoolEntryCreator.call(HikariPool.java:744)",
      ]);
      c.s.poisson(t0, b, 8, (t) =>
        c.s.add(t, ocs, "error", "HikariPool-1 - Exception during pool initialization of new connection", { stack }),
      );
      c.s.poisson(t0 + 4000, b, 30, (t) => {
        const tr = c.tr();
        const m = c.msisdn();
        c.s.add(
          t,
          ocs,
          "error",
          `CCR-U msisdn=${m} failed: could not reserve units, answering 5012 DIAMETER_UNABLE_TO_COMPLY`,
          {
            trace: tr,
            stack: chance(c.r, 0.3)
              ? javaTrace(
                  "org.springframework.jdbc.CannotGetJdbcConnectionException",
                  "Failed to obtain JDBC Connection",
                  [
                    "org.springframework.jdbc.datasource.DataSourceUtils.getConnection(DataSourceUtils.java:84)",
                    "com.kestrel.ocs.balance.BalanceDao.reserve(BalanceDao.java:118)",
                    "com.kestrel.ocs.gy.CcrUpdateHandler.handle(CcrUpdateHandler.java:73)",
                  ],
                  {
                    ex: "java.sql.SQLTransientConnectionException",
                    msg: "HikariPool-1 - Connection is not available, request timed out after 30000ms (total=40, active=40, idle=0, waiting=212)",
                    frames: [
                      "com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:696)",
                      "com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:181)",
                    ],
                  },
                )
              : undefined,
          },
        );
        for (let i = 0; i < 2; i++)
          c.s.add(
            t + 30 + i * 6000,
            c.n("dra"),
            i === 0 ? "warn" : "error",
            `relay CCR-U app=4 hbh=0x${hex(c.r, 8)} ocs-${i + 1} rc=${pick(c.r, [5012, 3004])} ${i === 0 ? "-> retransmit to alternate peer (T-flag set)" : "no more peers, CCFH=CONTINUE sent to pgw"}`,
            { trace: tr },
          );
      });
      c.s.poisson(t0 + 8000, b, 22, (t) =>
        c.s.add(
          t,
          c.n("edge"),
          "error",
          `${access(c.rt("edge"), "GET", `/v1/subscribers/${c.msisdn()}/balance`, 503, c.ms(6000, 30000))} upstream=ocs-charging error="upstream request timeout"`,
          { trace: c.tr() },
        ),
      );
      c.s.poisson(t0 + 10000, b, 10, (t) =>
        c.s.add(
          t,
          c.n("ussd"),
          "warn",
          `dialog ${hex(c.r, 8)} balance lookup failed (ocs-charging: 503), showing "service temporarily unavailable"`,
        ),
      );
    },
  },
  {
    id: "ussd-crashloop",
    estate: "kestrel",
    originRole: "ussd",
    category: "unknown",
    hints: ["crash", "restart", "exit", "abort", "unavailable", "signal", "terminated"],
    severity: "high",
    note: "ussd-gw stops logging dialogs and restarts over and over without saying why; the API gateway reports refused and timed-out USSD pushes",
    lay(c, t0, b) {
      const u = c.n("ussd");
      c.s.drop((e) => e.svc === u && e.t >= t0 - 500 && !e.msg.startsWith("supervisor") && !e.msg.includes("starting"));
      let t = t0 + c.ms(2000, 5000);
      let n = 1;
      while (t < b) {
        c.s.add(
          t,
          u,
          "error",
          `supervisor: worker pid ${int(c.r, 3000, 9000)} exited with status 134, restarting (${n} restarts in the last ${Math.ceil((t - t0) / 60000)} min)`,
        );
        if (chance(c.r, 0.5))
          c.s.add(t + 5, u, "error", "supervisor: core dumped", {
            stack: cppBacktrace("SIGABRT", [
              "/lib/x86_64-linux-gnu/libc.so.6(abort+0xd3) [0x7f3a2c1e4859]",
              "ussd-gw(_ZN4ussd9DialogMgr7advanceERNS_6DialogE+0x2b1) [0x55d1e3a4c2f1]",
              "ussd-gw(_ZN4ussd8Sigtran11onTcapBeginEPKhm+0x144) [0x55d1e3a51a84]",
              "ussd-gw(_ZN4ussd10EventLoop3runEv+0x8e) [0x55d1e3a39b1e]",
            ]),
          });
        c.s.add(t + 3000, u, "info", `ussd-gw 4.7.2 starting, 8 worker threads`);
        t += c.ms(30000, 70000);
        n++;
      }
      c.s.poisson(t0 + 3000, b, 35, (tt) => {
        const why = pick(c.r, [
          "connect ECONNREFUSED 10.24.3.18:7100",
          "upstream request timeout",
          "no healthy upstream",
        ]);
        c.s.add(
          tt,
          c.n("edge"),
          "error",
          `${access(c.rt("edge"), "POST", "/v1/ussd/push", pick(c.r, [502, 503, 504]), c.ms(2, 10000))} upstream=ussd-gw error="${why}"`,
          { trace: c.tr() },
        );
      });
      c.s.poisson(t0 + 20000, b, 6, (tt) =>
        c.s.add(
          tt,
          c.n("smsc"),
          "warn",
          `USSD fallback: session notify for ${c.msisdn()} sent as SMS (ussd-gw not answering)`,
        ),
      );
    },
  },
  {
    id: "mediation-spool-full",
    estate: "orbitel",
    originRole: "mediation",
    category: "disk",
    hints: ["disk", "space", "enospc", "errno 28", "no space", "storage", "volume"],
    severity: "high",
    note: "mediation-ingest's spool volume fills up; decoding fails with ENOSPC, rating starves of usage and invoices lag",
    lay(c, t0, b) {
      const m = c.n("mediation");
      c.s.add(t0 - 150000, m, "warn", "spool /data/spool usage 91% (threshold 90%)");
      c.s.add(t0 - 60000, m, "warn", "spool /data/spool usage 97% (threshold 90%)");
      c.s.drop(
        (e) =>
          e.svc === m &&
          e.t >= t0 &&
          (e.msg.startsWith("decoded") || (e.t > t0 + 30000 && e.msg.startsWith("collected"))),
      );
      c.s.drop((e) => e.svc === c.n("rating") && e.t >= t0 + 90000 && e.msg.startsWith("rated batch"));
      c.s.every(t0, b, 12000, (t) => {
        const f = `CDR_MSC0${int(c.r, 1, 4)}_${c.dd}_${int(c.r, 100, 999)}.dat`;
        c.s.add(t, m, "error", `decode failed for ${f}, file left in inbox`, {
          stack: pythonTrace(
            [
              ["/srv/mediation/ingest/worker.py", 142, "process", "self._write_batch(out_path, records)"],
              ["/srv/mediation/ingest/worker.py", 201, "_write_batch", "fh.write(encoder.encode(chunk))"],
            ],
            `OSError: [Errno 28] No space left on device: '/data/spool/out/${f}.avro.tmp'`,
          ),
        });
      });
      c.s.every(t0 + 30000, b, 60000, (t) =>
        c.s.add(
          t,
          m,
          "error",
          `spool /data/spool 100% used (0 B free), sftp collection paused, inbox backlog ${int(c.r, 40, 400)} files`,
        ),
      );
      c.s.every(t0 + 90000, b, 30000, (t) =>
        c.s.add(
          t,
          c.n("rating"),
          "warn",
          `no usage received on rating.usage.v2 for ${Math.round((t - t0) / 1000)}s, consumer lag 0, idle`,
        ),
      );
      c.s.every(t0 + 120000, b, 45000, (t) =>
        c.s.add(
          t,
          c.n("billrun"),
          "warn",
          `usage completeness check failed for cycle C${int(c.r, 1, 28)}: last usage ${Math.round((t - t0) / 60000)} min old, hot-bill requests delayed`,
        ),
      );
    },
  },
  {
    id: "prov-dns",
    estate: "orbitel",
    originRole: "prov",
    category: "network",
    hints: ["dns", "lookup", "no such host", "resolve", "network", "dial"],
    severity: "medium",
    note: "subscriber-provisioning can no longer resolve the HSS front-end name (DNS), logs it only at WARN, and SIM activations fail at the self-care edge with retries",
    lay(c, t0, b) {
      const p = c.n("prov");
      c.s.drop((e) => e.svc === p && e.level === "info" && e.t >= t0 && e.msg.startsWith("HSS create"));
      c.s.drop((e) => e.svc === c.n("edge") && e.t >= t0 && e.msg.includes("/v1/sim/activate") && e.level === "info");
      c.s.poisson(t0, b, 14, (t) => {
        c.s.add(
          t,
          p,
          "warn",
          `HSS create imsi=${c.imsi()} attempt ${int(c.r, 1, 3)}/3 failed: Post "https://hss-fe01.core.orbitel.internal:8443/provisioning/v2/subscribers": dial tcp: lookup hss-fe01.core.orbitel.internal on 10.96.0.10:53: no such host`,
        );
      });
      c.s.poisson(t0 + 2000, b, 30, (t) => {
        c.s.add(
          t,
          c.n("edge"),
          "error",
          `${access(c.rt("edge"), "POST", "/v1/sim/activate", 502, c.ms(3000, 9000))} upstream subscriber-provisioning: 502 Bad Gateway`,
        );
        if (chance(c.r, 0.7))
          c.s.add(
            t + 5,
            c.n("edge"),
            "warn",
            `retrying POST subscriber-provisioning/v2/activate (attempt ${int(c.r, 2, 4)}/4) after 502`,
          );
      });
      c.s.add(
        t0 + 240000,
        p,
        "warn",
        "HSS front-end pool: 0/2 endpoints resolvable, activations queued in memory: 118",
      );
    },
  },
  {
    id: "fare-heap",
    estate: "skylark",
    originRole: "fare",
    category: "memory",
    hints: ["memory", "outofmemory", "heap", "oom", "gc overhead"],
    severity: "high",
    note: "fare-quote's JVM runs out of heap after the fare cache grows, goes silent through long pauses and restarts; booking-api and ndc-gateway time out and open their breakers",
    lay(c, t0, b) {
      const f = c.n("fare");
      c.s.add(t0 - 90000, f, "warn", "heap usage 91% after GC (threshold 85%)");
      c.s.add(t0 - 30000, f, "warn", "[gc] Pause Full (G1 Compaction Pause) 7931M->7902M(8192M) 4412.118ms");
      c.s.add(t0, f, "error", 'Exception in thread "quote-worker-17"', {
        stack: javaTrace("java.lang.OutOfMemoryError", "Java heap space", [
          "java.base/java.util.Arrays.copyOf(Arrays.java:3537)",
          "java.base/java.util.ArrayList.grow(ArrayList.java:237)",
          "com.skylark.fare.cache.RuleIndex.expand(RuleIndex.java:212)",
          "com.skylark.fare.QuoteEngine.quote(QuoteEngine.java:88)",
        ]),
      });
      c.s.add(t0 + 800, f, "error", "Terminating due to java.lang.OutOfMemoryError: Java heap space");
      c.s.drop(
        (e) => e.svc === f && e.t > t0 + 800 && !e.msg.startsWith("Started") && !e.msg.includes("OutOfMemoryError"),
      );
      let t = t0 + 40000;
      while (t < b) {
        c.s.add(
          t,
          f,
          "info",
          `Started FareQuoteApplication in ${int(c.r, 18, 30)}.${digits(c.r, 3)} seconds (process running for ${int(c.r, 20, 32)}.9)`,
        );
        c.s.add(t + c.ms(40000, 70000), f, "error", "java.lang.OutOfMemoryError: GC overhead limit exceeded");
        c.s.add(
          t + c.ms(71000, 80000),
          f,
          "error",
          "Terminating due to java.lang.OutOfMemoryError: GC overhead limit exceeded",
        );
        t += c.ms(110000, 140000);
      }
      c.s.drop(
        (e) =>
          e.svc === c.n("edge") && e.t > t0 && e.msg.includes("/v2/availability") && e.level === "info" && c.r() < 0.85,
      );
      c.s.poisson(t0 + 1500, b, 30, (tt) => {
        const tr = c.tr();
        c.s.add(
          tt,
          c.n("edge"),
          "error",
          `${access(c.rt("edge"), "GET", "/v2/availability", 504, c.ms(5000, 5010))} fare-quote: ${pick(c.r, ["ETIMEDOUT", "socket hang up", "timeout of 5000ms exceeded"])}`,
          { trace: tr },
        );
        if (chance(c.r, 0.6))
          c.s.add(
            tt + 20,
            c.n("edge"),
            "warn",
            `retry 1/2 fare-quote /quote after ${pick(c.r, ["ETIMEDOUT", "ECONNREFUSED"])}`,
            { trace: tr },
          );
      });
      c.s.poisson(t0 + 2000, b, 14, (tt) =>
        c.s.add(
          tt,
          c.n("ndc"),
          "error",
          `OfferPrice pricing call to fare-quote failed: java.net.SocketTimeoutException: Read timed out (3000 ms)`,
          { trace: c.tr() },
        ),
      );
      c.s.add(t0 + 9000, c.n("ndc"), "warn", "CircuitBreaker 'fareQuote' changed state from CLOSED to OPEN");
      c.s.add(t0 + 69000, c.n("ndc"), "warn", "CircuitBreaker 'fareQuote' changed state from OPEN to HALF_OPEN");
      c.s.add(t0 + 72000, c.n("ndc"), "warn", "CircuitBreaker 'fareQuote' changed state from HALF_OPEN to OPEN");
    },
  },
  {
    id: "amadeus-503",
    estate: "skylark",
    originRole: "gds",
    category: "dependency",
    hints: ["amadeus", "gds", "dependency", "503", "unavailable", "upstream", "circuit", "provider"],
    severity: "high",
    note: "the Amadeus web-services host behind gds-connector answers 503 and SOAP server errors; gds-connector's breaker opens and booking-api fails availability searches",
    lay(c, t0, b) {
      const g = c.n("gds");
      c.s.drop(
        (e) => e.svc === g && e.level === "info" && e.t >= t0 && /^(Air_|session pool)/.test(e.msg) && c.r() < 0.92,
      );
      c.s.drop(
        (e) =>
          e.svc === c.n("edge") && e.t >= t0 && e.msg.includes("/v2/availability") && e.level === "info" && c.r() < 0.9,
      );
      c.s.poisson(t0, b, 26, (t) => {
        const tr = c.tr();
        if (chance(c.r, 0.75))
          c.s.add(
            t,
            g,
            "error",
            `Air_MultiAvailability failed: 1A endpoint https://nodeD1.production.webservices.amadeus.com/1ASIWSKYSK returned 503 Service Unavailable (${c.ms(40, 900)}ms)`,
            {
              trace: tr,
              stack: chance(c.r, 0.25)
                ? dotnetTrace(
                    "System.ServiceModel.ServerTooBusyException",
                    "The HTTP service located at https://nodeD1.production.webservices.amadeus.com/1ASIWSKYSK is unavailable.  This could be because the service is too busy or because no endpoint was found listening at the specified address.",
                    [
                      "System.ServiceModel.Channels.HttpChannelUtilities.ProcessGetResponseWebException(HttpWebRequest request, HttpWebResponse response, HttpChannelFactory`1 factory, WebException responseException, ChannelBinding channelBinding)",
                      "Skylark.Gds.Amadeus.AmadeusClient.SendAsync[TReq,TRes](TReq request, CancellationToken ct) in /src/Skylark.Gds/Amadeus/AmadeusClient.cs:line 144",
                      "Skylark.Gds.Availability.AvailabilityService.SearchAsync(AvailabilityQuery q) in /src/Skylark.Gds/Availability/AvailabilityService.cs:line 61",
                    ],
                  )
                : undefined,
            },
          );
        else
          c.s.add(
            t,
            g,
            "error",
            `1A returned soapenv:Server "11|Session|" on Air_SellFromRecommendation (remote system error), ${pick(c.r, ["retrying", "giving up"])}`,
            { trace: tr },
          );
        c.s.add(
          t + c.ms(20, 90),
          c.n("edge"),
          "error",
          `${access(c.rt("edge"), "GET", "/v2/availability", 503, c.ms(800, 3000))} gds-connector: 503 "availability provider unavailable"`,
          { trace: tr },
        );
        if (chance(c.r, 0.6))
          c.s.add(t + c.ms(100, 400), c.n("edge"), "warn", `retry 1/3 gds-connector /availability after 503`, {
            trace: tr,
          });
      });
      c.s.every(t0 + 8000, b, 35000, (t) =>
        c.s.add(
          t,
          g,
          "warn",
          "Circuit breaker for 1A opened for 00:00:30 due to: 503 Service Unavailable (5 consecutive failures)",
        ),
      );
      c.s.poisson(t0 + 10000, b, 8, (t) =>
        c.s.add(
          t,
          c.n("ndc"),
          "warn",
          `AirShoppingRQ degraded: GDS interline options unavailable (gds-connector breaker open), returning own-metal offers only`,
        ),
      );
    },
  },
  {
    id: "dcs-missing-key",
    estate: "meridian",
    originRole: "dcs",
    category: "configuration",
    hints: ["configuration", "config", "options", "missing", "setting", "required", "keyid"],
    severity: "high",
    note: "departure-control is deployed with a settings file that lacks the boarding-pass signing key id; every check-in fails option validation and web-checkin returns 500",
    lay(c, t0, b) {
      const d = c.n("dcs");
      c.s.add(t0 - 9000, d, "info", "Received SIGTERM, draining in-flight requests (grace 30s)");
      c.s.add(
        t0 - 2000,
        d,
        "info",
        "Now listening on: http://[::]:8080. Application started. Hosting environment: Production (7.3.0)",
      );
      c.s.add(
        t0 - 1800,
        d,
        "info",
        "Loaded configuration from appsettings.json, appsettings.Production.json, env (release 7.3.0, chart departure-control-7.3.0)",
      );
      c.s.drop((e) => e.svc === d && e.t >= t0 && /^(checked in|boarded)/.test(e.msg));
      c.s.drop((e) => e.svc === c.n("edge") && e.t >= t0 && e.msg.includes("/v2/checkin") && e.level === "info");
      const stack = dotnetTrace(
        "Microsoft.Extensions.Options.OptionsValidationException",
        "DataAnnotation validation failed for 'BcbpSigningOptions' members: 'KeyId' with the error: 'The KeyId field is required.'.",
        [
          "Microsoft.Extensions.Options.OptionsFactory`1.Create(String name)",
          "Microsoft.Extensions.Options.UnnamedOptionsManager`1.get_Value()",
          "Meridian.Dcs.Boarding.BcbpIssuer..ctor(IOptions`1 options) in /src/Meridian.Dcs/Boarding/BcbpIssuer.cs:line 31",
          "Meridian.Dcs.Checkin.CheckinHandler.Handle(CheckinCommand cmd, CancellationToken ct) in /src/Meridian.Dcs/Checkin/CheckinHandler.cs:line 77",
        ],
      );
      c.s.poisson(t0, b, 20, (t) => {
        c.s.add(
          t,
          d,
          "error",
          `An unhandled exception has occurred while executing the request. POST /api/checkin/${c.pnr()}`,
          { stack: chance(c.r, 0.4) ? stack : stack.split("\n")[0] },
        );
        c.s.add(
          t + c.ms(5, 40),
          c.n("edge"),
          "error",
          `${access(c.rt("edge"), "POST", `/v2/checkin/${c.pnr()}`, 500, c.ms(30, 120))} departure-control responded 500 Internal Server Error`,
        );
      });
      c.s.poisson(t0 + 30000, b, 6, (t) =>
        c.s.add(t, c.n("bags"), "warn", `no BSM from departure-control for ${c.flight()} in 5 min (check-in open)`),
      );
    },
  },
  {
    id: "loadsheet-deadline",
    estate: "meridian",
    originRole: "wab",
    category: "timeout",
    hints: ["timeout", "deadline", "timed out", "exceeded"],
    severity: "medium",
    note: "loadsheet's trim optimisation starts running past its 30 s deadline (logged only at WARN); departure-control cannot close flights and retries",
    lay(c, t0, b) {
      const w = c.n("wab");
      c.s.drop((e) => e.svc === w && e.level === "info" && e.t >= t0 && e.msg.startsWith("loadsheet"));
      c.s.poisson(t0, b, 5, (t) => {
        const f = c.flight();
        c.s.add(
          t,
          w,
          "warn",
          `loadsheet ${f}/${c.dd} edition ${int(c.r, 1, 3)}: trim optimisation aborted after 30.000s: context deadline exceeded (iterations=${int(c.r, 180000, 240000)}, best MAC spread ${int(c.r, 2, 6)}.${int(c.r, 0, 9)}%)`,
        );
        c.s.add(
          t + 30,
          c.n("dcs"),
          "error",
          `Loadsheet request for ${f} timed out after 00:00:30; flight cannot be finalised (attempt ${int(c.r, 1, 3)})`,
          {
            stack: chance(c.r, 0.3)
              ? dotnetTrace(
                  "System.Threading.Tasks.TaskCanceledException",
                  "The request was canceled due to the configured HttpClient.Timeout of 30 seconds elapsing.",
                  [
                    "System.Net.Http.HttpClient.HandleFailure(Exception e, Boolean telemetryStarted, HttpResponseMessage response, CancellationTokenSource cts, CancellationToken cancellationToken, CancellationTokenSource pendingRequestsCts)",
                    "Meridian.Dcs.Loadcontrol.LoadsheetClient.RequestAsync(String flight) in /src/Meridian.Dcs/Loadcontrol/LoadsheetClient.cs:line 52",
                  ],
                )
              : undefined,
          },
        );
      });
      c.s.poisson(t0 + 60000, b, 3, (t) =>
        c.s.add(
          t,
          c.n("dcs"),
          "warn",
          `flight ${c.flight()} departure held: no final loadsheet (captain acceptance pending)`,
        ),
      );
      c.s.every(t0 + 60000, b, 60000, (t) =>
        c.s.add(
          t,
          w,
          "warn",
          `solver pool saturated: 16/16 busy, queue=${int(c.r, 9, 30)}, oldest waiting ${int(c.r, 20, 90)}s`,
        ),
      );
    },
  },
];
