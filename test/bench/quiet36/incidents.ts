// Eight failures, one per category, each on its estate's usual noise.
import { flightNo, pnr } from "./estates.js";
import { restartLines } from "./runtimes.js";
import { dotnet, java, node } from "./stacks.js";
import type { Stream } from "./stream.js";

export interface IncidentKind {
  id: string;
  estate: string;
  origin: string;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  uses: string[];
  note: string;
  run: (s: Stream, at: number) => void;
}

const CC = ["SK", "LH", "KL", "BA", "AY", "DY", "LX", "EI"];

export const INCIDENTS: IncidentKind[] = [
  {
    id: "pnr-pg-slots",
    estate: "skylark",
    origin: "pnr-service",
    category: "database",
    hints: ["connection", "database", "postgres", "sql", "pool", "hikari", "too many"],
    severity: "high",
    uses: ["pnr-service", "shop-bff", "ticketing", "payment-orch"],
    note: "the orders database runs out of connection slots, pnr-service's Hikari pool times out and order creation fails across the booking path",
    run: (s, at) => {
      const r = s.r;
      const end = s.t1;
      s.drop(
        (e) =>
          e.t >= at &&
          e.t % 9 !== 0 &&
          ((e.svc === "pnr-service" && /^Order(Create|Retrieve).* (created|ok)/.test(e.msg)) ||
            (e.svc === "ticketing" && e.msg.startsWith("ETKT")) ||
            (e.svc === "payment-orch" && e.msg.startsWith("authorised")) ||
            (e.svc === "notify-sender" && e.msg.startsWith("queued itinerary")) ||
            (e.svc === "shop-bff" && /orders(\/\w+)? 20[01]/.test(e.msg))),
      );
      s.add(
        at,
        "pnr-service",
        "warn",
        `HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=1m2s).`,
      );
      s.every(at + 800, end, 20, (t) =>
        s.add(
          t,
          "pnr-service",
          "warn",
          `HikariPool-1 - Pool is empty, failed to create/setup connection (${r.hex(8)})`,
          {
            stack: java(
              "org.postgresql.util.PSQLException: FATAL: remaining connection slots are reserved for non-replication superuser connections",
              [
                "org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
                "org.postgresql.core.v3.ConnectionFactoryImpl.tryConnect(ConnectionFactoryImpl.java:203)",
                "com.zaxxer.hikari.pool.PoolBase.newConnection(PoolBase.java:364)",
                "com.zaxxer.hikari.pool.HikariPool.createPoolEntry(HikariPool.java:476)",
              ],
            ),
          },
        ),
      );
      s.poisson(at + 2000, end, 1.6, (t) => {
        const tr = s.tid();
        const loc = pnr(r);
        const op = r.chance(0.6) ? "OrderCreate" : "OrderRetrieve";
        const m = op === "OrderCreate" ? ["create", 88, 54] : ["retrieve", 131, 77];
        const st = java(
          "org.springframework.transaction.CannotCreateTransactionException: Could not open JPA EntityManager for transaction",
          [
            "org.springframework.orm.jpa.JpaTransactionManager.doBegin(JpaTransactionManager.java:466)",
            "org.springframework.transaction.support.AbstractPlatformTransactionManager.startTransaction(AbstractPlatformTransactionManager.java:531)",
            `aero.skylark.pnr.order.OrderService.${m[0]}(OrderService.java:${m[1]})`,
            `aero.skylark.pnr.api.OrderController.${m[0]}(OrderController.java:${m[2]})`,
          ],
          {
            head: "java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=40, active=40, idle=0, waiting=57)",
            frames: [
              "com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)",
              "com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:179)",
            ],
            more: 118,
          },
        );
        s.add(
          t,
          "pnr-service",
          "error",
          `${op} failed for ${op === "OrderCreate" ? "new order" : loc}: could not open transaction`,
          r.chance(0.35) ? { stack: st, trace: tr } : { trace: tr },
        );
        s.add(t + 150, "shop-bff", "error", `upstream pnr-service POST /orders 500 after 30012ms`, { trace: tr });
        for (let k = 2; k <= 3; k++)
          s.add(t + 150 + k * 300, "shop-bff", "warn", `retrying pnr-service POST /orders (attempt ${k}/3) after 500`, {
            trace: tr,
          });
        s.add(t + 1200, "shop-bff", "error", `POST /api/v3/orders 502 BOOKING_UNAVAILABLE ${r.int(30000, 32000)}ms`, {
          trace: tr,
        });
        if (r.chance(0.3))
          s.add(
            t + 500,
            "ticketing",
            "error",
            `issue ETKT skipped: GET pnr-service /orders/${loc} -> 500 Internal Server Error`,
            { trace: tr },
          );
        if (r.chance(0.3))
          s.add(
            t + 700,
            "payment-orch",
            "warn",
            `authorised payment ${r.digits(16)} has no confirmed order after 45s; scheduling auto-cancel`,
            { trace: tr },
          );
      });
    },
  },
  {
    id: "ancillary-missing-setting",
    estate: "skylark",
    origin: "ancillary-catalog",
    category: "configuration",
    hints: ["configuration", "config", "missing", "setting", "invalidoperation", "options"],
    severity: "medium",
    uses: ["ancillary-catalog", "shop-bff", "offer-pricer"],
    note: "a new ancillary-catalog release lacks its currency-rates endpoint setting, so every ancillary request fails and offers price without bags and seats",
    run: (s, at) => {
      const r = s.r;
      s.add(at - 2200, "ancillary-catalog", "info", "Application is shutting down...");
      restartLines(s, "ancillary-catalog", "dotnet", at, "2026.11.30.3");
      s.drop((e) => e.t >= at && e.svc === "ancillary-catalog" && e.msg.startsWith("Served"));
      s.poisson(at + 1500, s.t1, 2, (t) => {
        const tr = s.tid();
        const id = `OF-${r.hex(10)}`;
        const st = dotnet(
          "System.InvalidOperationException: Section 'Pricing:CurrencyRates' has no value for 'Endpoint'. Set Pricing__CurrencyRates__Endpoint.",
          [
            "Skylark.Ancillary.Pricing.CurrencyRateClient..ctor(IOptions`1 options) in /src/Skylark.Ancillary/Pricing/CurrencyRateClient.cs:line 29",
            "Microsoft.Extensions.DependencyInjection.ServiceLookup.CallSiteRuntimeResolver.VisitConstructor(ConstructorCallSite constructorCallSite, RuntimeResolverContext context)",
            "Skylark.Ancillary.Api.Controllers.AncillaryController.GetForOffer(String offerId) in /src/Skylark.Ancillary/Api/Controllers/AncillaryController.cs:line 44",
          ],
        );
        s.add(
          t,
          "ancillary-catalog",
          "error",
          `An unhandled exception has occurred while executing the request.`,
          r.chance(0.5) ? { stack: st, trace: tr } : { trace: tr },
        );
        s.add(
          t + 40,
          "offer-pricer",
          "warn",
          `ancillary-catalog GET /ancillaries?offer=${id} -> 500; pricing ${id} without bundle`,
          { trace: tr },
        );
        s.add(
          t + 90,
          "shop-bff",
          "error",
          `GET /api/v3/offers/${id}/ancillaries 502 upstream ancillary-catalog responded 500`,
          { trace: tr },
        );
      });
    },
  },
  {
    id: "aqq-vendor-503",
    estate: "nordvale",
    origin: "apis-gateway",
    category: "dependency",
    hints: ["503", "upstream", "unavailable", "dependency", "aqq", "apis", "circuit"],
    severity: "medium",
    uses: ["apis-gateway", "dcs-checkin", "kiosk-edge", "mobile-bff"],
    note: "the government AQQ passenger-screening endpoint behind apis-gateway answers 503, the breaker opens and international check-in stalls",
    run: (s, at) => {
      const r = s.r;
      s.drop((e) => e.t >= at && e.svc === "apis-gateway" && e.msg.includes("status=0Z"));
      s.poisson(at, at + 70000, 2, (t) =>
        s.add(
          t,
          "apis-gateway",
          "warn",
          `AQQ POST https://aqq.screening.example.gov/v3/query status=503 body="Service Unavailable - back-end server is at capacity" attempt=${r.int(1, 3)}/3 rtt=${r.int(20, 200)}ms`,
        ),
      );
      s.add(
        at + 70000,
        "apis-gateway",
        "warn",
        `circuit breaker aqq: state changed from closed to open (failure ratio 0.93 over 60s)`,
      );
      s.every(at + 130000, s.t1, 60, (t) => {
        s.add(t, "apis-gateway", "warn", `circuit breaker aqq: state changed from open to half-open`);
        s.add(
          t + 300,
          "apis-gateway",
          "warn",
          `AQQ trial request status=503; circuit breaker aqq: state changed from half-open to open`,
        );
      });
      s.poisson(at + 70000, s.t1, 1.5, (t) =>
        s.add(t, "apis-gateway", "warn", `AQQ NV${r.int(1, 99)} rejected locally: circuit open`),
      );
      s.poisson(at + 5000, s.t1, 1.1, (t) => {
        const loc = pnr(r);
        s.add(
          t,
          "dcs-checkin",
          "error",
          `CKI ${loc} on NV${r.int(1, 99)}: APP status not received from apis-gateway (HTTP 503), passenger INHIBITED`,
        );
        if (r.chance(0.6))
          s.add(
            t + 200,
            r.chance(0.5) ? "kiosk-edge" : "mobile-bff",
            "error",
            `POST /v2/checkin/${loc} 500 ${r.int(3000, 9000)}ms upstream=dcs-checkin`,
          );
        if (r.chance(0.4)) s.add(t + 400, "dcs-checkin", "warn", `retrying APP for ${loc} in 5s (attempt 2/4)`);
      });
    },
  },
  {
    id: "bpgen-silent",
    estate: "nordvale",
    origin: "boarding-pass-gen",
    category: "unknown",
    hints: ["unresponsive", "timeout", "timed out", "hang", "unknown", "no response"],
    severity: "medium",
    uses: ["boarding-pass-gen", "dcs-checkin", "kiosk-edge", "mobile-bff"],
    note: "boarding-pass-gen stops logging and answering while check-in, kiosks and the app time out waiting for boarding passes",
    run: (s, at) => {
      const r = s.r;
      s.mute("boarding-pass-gen", at, s.t1);
      s.poisson(at + 3000, s.t1, 1.3, (t) => {
        const loc = pnr(r);
        const st = java(
          'org.springframework.web.client.ResourceAccessException: I/O error on POST request for "http://boarding-pass-gen:8000/v1/passes": Read timed out',
          [
            "org.springframework.web.client.RestTemplate.createResourceAccessException(RestTemplate.java:905)",
            "no.nordvale.dcs.bp.BoardingPassClient.issue(BoardingPassClient.java:61)",
            "no.nordvale.dcs.checkin.CheckinService.complete(CheckinService.java:147)",
          ],
          {
            head: "java.net.SocketTimeoutException: Read timed out",
            frames: ["java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:278)"],
            more: 63,
          },
        );
        s.add(
          t,
          "dcs-checkin",
          "error",
          `boarding pass for ${loc} not issued: POST boarding-pass-gen /v1/passes read timed out after 5000ms`,
          r.chance(0.25) ? { stack: st } : {},
        );
        s.add(
          t + 100,
          r.chance(0.6) ? "mobile-bff" : "kiosk-edge",
          "error",
          `GET /v2/trips/${loc}/boarding-pass 504 ${r.int(5000, 5100)}ms`,
        );
        if (r.chance(0.5))
          s.add(
            t + 300,
            "kiosk-edge",
            "warn",
            `kiosk K${r.int(1, 40)} print aborted: no boarding pass data for ${loc}, REFER_TO_AGENT`,
          );
      });
    },
  },
  {
    id: "gate-solver-limit",
    estate: "harbourside",
    origin: "gate-allocator",
    category: "timeout",
    hints: ["timeout", "time limit", "timed out", "deadline"],
    severity: "medium",
    uses: ["gate-allocator", "aodb-core", "resource-planner", "fids-publisher"],
    note: "gate-allocator's solver hits its time limit on every replan, so allocation calls exceed the AODB's HTTP timeout and new gates stop being assigned",
    run: (s, at) => {
      const r = s.r;
      s.drop(
        (e) =>
          e.t >= at + 20000 &&
          ((e.svc === "gate-allocator" && e.msg.startsWith("assigned")) ||
            (e.svc === "aodb-core" && e.msg.includes("by gate-allocator")) ||
            (e.svc === "resource-planner" && e.msg.includes("accepted"))),
      );
      s.add(at, "gate-allocator", "info", `replan triggered by ASM batch: ${r.int(200, 260)} movements, horizon 6h`);
      s.every(at, s.t1, 32, (t) => {
        s.add(
          t + 30000,
          "gate-allocator",
          "warn",
          `CP-SAT stopped at time limit 30.0s status=UNKNOWN (no feasible assignment, ${r.int(180, 260)} movements, ${r.int(6000, 9000)} conflicts); keeping previous plan`,
        );
        s.add(
          t + 30100,
          "gate-allocator",
          "warn",
          `POST /v1/allocate took ${r.float(30.1, 31.5).toFixed(1)}s (budget 5s)`,
        );
      });
      s.poisson(at + 20000, s.t1, 4, (t) => {
        const tr = s.tid();
        const f = flightNo(r, r.pick(CC));
        const st = dotnet(
          "System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 20 seconds elapsing.",
          [
            "System.Net.Http.HttpClient.HandleFailure(Exception e, Boolean telemetryStarted, HttpResponseMessage response, CancellationTokenSource cts, CancellationToken cancellationToken, CancellationTokenSource pendingRequestsCts)",
            "System.Net.Http.HttpClient.<SendAsync>g__Core|83_0(HttpRequestMessage request, HttpCompletionOption completionOption, CancellationTokenSource cts, Boolean disposeCts, CancellationTokenSource pendingRequestsCts, CancellationToken originalCancellationToken)",
            "Hia.Aodb.Gates.GateAllocatorClient.AllocateAsync(AllocationRequest req, CancellationToken ct) in /src/Hia.Aodb/Gates/GateAllocatorClient.cs:line 48",
          ],
        );
        s.add(
          t,
          "aodb-core",
          "error",
          `Gate allocation for ${f} failed: POST http://gate-allocator:8000/v1/allocate did not answer within 20s; flight left without gate`,
          r.chance(0.4) ? { stack: st, trace: tr } : { trace: tr },
        );
        if (r.chance(0.5))
          s.add(
            t + 200,
            "resource-planner",
            "error",
            `gate plan refresh failed: aodb-core /gates/plan timed out after 25000ms, showing ${r.int(4, 30)} stands unassigned`,
            { trace: tr },
          );
        if (r.chance(0.4))
          s.add(t + 300, "fids-publisher", "warn", `${f}: gate TBA published to ${r.int(12, 60)} displays`, {
            trace: tr,
          });
      });
    },
  },
  {
    id: "fids-heap",
    estate: "harbourside",
    origin: "fids-publisher",
    category: "memory",
    hints: ["heap", "memory", "out of memory", "oom", "allocation"],
    severity: "high",
    uses: ["fids-publisher", "fids-display-agent", "flight-info-api", "aodb-core"],
    note: "fids-publisher's heap fills, it crashes with a JavaScript heap OOM and restarts in a loop while screens go blank",
    run: (s, at) => {
      const r = s.r;
      s.every(at, at + 90000, 20, (t) =>
        s.add(
          t,
          "fids-publisher",
          "warn",
          `memory: heapUsed=${r.int(1500, 1900)}MB heapLimit=2048MB subscriptions=${r.int(410, 418)} (GC ${r.int(400, 1300)}ms)`,
        ),
      );
      let t = at + 90000;
      while (t < s.t1) {
        s.add(t, "fids-publisher", "error", "<--- Last few GCs --->", {
          stack: [
            `[1:0x6b3e2c0]  ${r.int(900000, 990000)} ms: Mark-Compact 2043.1 (2081.4) -> 2039.8 (2082.1) MB, 1630.2 / 0.0 ms  (average mu = 0.112, current mu = 0.021) allocation failure; scavenge might not succeed`,
            "",
            "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
            " 1: 0xb82d7c node::Abort() [node]",
            " 2: 0xa9a7e0 node::FatalError(char const*, char const*) [node]",
            " 3: 0xd6e61e v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, bool) [node]",
          ],
        });
        const down = r.int(15000, 25000);
        s.mute("fids-publisher", t + 1, t + down, true);
        s.poisson(t + 300, t + down, 0.5, (u) => {
          const d = `FIDS-${r.pick(["T1", "T2"])}-${r.pick(["L0", "L1", "L2"])}-${String(r.int(1, 220)).padStart(3, "0")}`;
          s.add(
            u,
            "fids-display-agent",
            "warn",
            `display ${d} websocket closed (code=1006 abnormal closure), reconnecting in ${r.int(1, 10)}s`,
          );
        });
        s.poisson(t + 300, t + down, 1.5, (u) => {
          const st = node("Error: connect ECONNREFUSED 10.42.3.17:3000", [
            "TCPConnectWrap.afterConnect [as oncomplete] (node:net:1607:16)",
          ]);
          s.add(
            u,
            r.chance(0.5) ? "flight-info-api" : "aodb-core",
            "error",
            r.chance(0.5)
              ? `publish to fids-publisher failed: dial tcp 10.42.3.17:3000: connect: connection refused`
              : `FIDS push failed: fids-publisher unavailable (HTTP 503 from ingress)`,
          );
          if (r.chance(0.1)) s.add(u + 5, "fids-display-agent", "error", `resync fetch failed`, { stack: st });
        });
        restartLines(s, "fids-publisher", "node", t + down, "3.9.2");
        s.add(t + down + 2000, "fids-display-agent", "info", `heartbeat: ${r.int(120, 300)}/418 displays online`);
        const up = r.int(70000, 110000);
        s.every(t + down + 10000, t + down + up, 18, (u) =>
          s.add(
            u,
            "fids-publisher",
            "warn",
            `memory: heapUsed=${Math.min(2040, r.int(900, 2040))}MB heapLimit=2048MB subscriptions=418`,
          ),
        );
        t += down + up;
      }
    },
  },
  {
    id: "edi-sftp-auth",
    estate: "lakeport",
    origin: "airline-edi-gw",
    category: "authentication",
    hints: ["auth", "authentication", "credential", "login", "jsch", "permission", "publickey"],
    severity: "medium",
    uses: ["airline-edi-gw", "bsm-ingest", "bag-reconcile", "sortation-ctrl"],
    note: "airline-edi-gw can no longer log in to the SITA Type B gateway, so no BSMs arrive and bags are held as unauthorised",
    run: (s, at) => {
      const r = s.r;
      s.mute("airline-edi-gw", at, s.t1, true);
      s.drop((e) => e.t >= at + 5000 && e.svc === "bsm-ingest" && e.msg.startsWith("BSM .N"));
      s.every(at, s.t1, 40, (t) => {
        const st = java("com.jcraft.jsch.JSchException: Auth fail for methods 'publickey,password'", [
          "com.jcraft.jsch.Session.connect(Session.java:519)",
          "org.springframework.integration.sftp.session.DefaultSftpSessionFactory.getSession(DefaultSftpSessionFactory.java:408)",
          "aero.lakeport.edi.typeb.TypeBPoller.poll(TypeBPoller.java:77)",
        ]);
        s.add(
          t,
          "airline-edi-gw",
          "error",
          `Type B poll failed: SFTP login to typeb-gw.sita.example:22 as LKPBHS01 rejected`,
          { stack: st },
        );
        s.add(t + 50, "airline-edi-gw", "warn", `Type B poll: 0 messages received; next attempt in 40s`);
      });
      s.every(at + 60000, s.t1, 30, (t) =>
        s.add(t, "bsm-ingest", "warn", `no BSM received for ${Math.round((t - at) / 1000)}s (threshold 60s)`),
      );
      s.poisson(at + 90000, s.t1, 1.2, (t) => {
        const tag = `0${r.int(100, 999)}${r.digits(6)}`;
        s.add(
          t,
          "sortation-ctrl",
          "error",
          `tag ${tag} no sort instruction (no BSM), diverted to problem bag area PB-${r.int(1, 3)}`,
        );
        if (r.chance(0.6))
          s.add(
            t + 300,
            "bag-reconcile",
            "error",
            `bag ${tag} unauthorised: no BSM on file - held for manual reconciliation`,
          );
      });
    },
  },
  {
    id: "bagrec-enospc",
    estate: "lakeport",
    origin: "bag-reconcile",
    category: "disk",
    hints: ["disk", "space", "no space", "enospc", "ioexception", "device"],
    severity: "medium",
    uses: ["bag-reconcile", "gate-screens", "transfer-bag-planner", "sortation-ctrl"],
    note: "bag-reconcile's journal volume fills up and every load/authority write fails, so gates lose bag counts and the planner retries",
    run: (s, at) => {
      const r = s.r;
      s.add(at, "bag-reconcile", "warn", `journal volume /var/lib/bagrec 97% used (${r.int(480, 490)}MB free)`);
      s.drop((e) => e.t >= at + 45000 && e.svc === "bag-reconcile" && e.level === "info" && e.msg.startsWith("bag "));
      s.poisson(at + 45000, s.t1, 1.5, (t) => {
        const tag = `0${r.int(100, 999)}${r.digits(6)}`;
        const st = java("java.io.IOException: No space left on device", [
          "java.base/sun.nio.ch.FileDispatcherImpl.write0(Native Method)",
          "java.base/sun.nio.ch.FileChannelImpl.write(FileChannelImpl.java:290)",
          "aero.lakeport.bagrec.journal.SegmentWriter.append(SegmentWriter.java:118)",
          "aero.lakeport.bagrec.LoadService.recordLoad(LoadService.java:64)",
        ]);
        s.add(
          t,
          "bag-reconcile",
          "error",
          `failed to record load event for bag ${tag}`,
          r.chance(0.4) ? { stack: st } : {},
        );
        if (r.chance(0.5))
          s.add(
            t + 200,
            "gate-screens",
            "error",
            `gate ${r.pick(["D", "E"])}${r.int(1, 20)} bag count unavailable: bag-reconcile POST /loads 500`,
          );
        if (r.chance(0.5)) {
          s.add(
            t + 300,
            "transfer-bag-planner",
            "warn",
            `bag-reconcile returned 500 for ${tag}, retrying (attempt 2/5)`,
          );
          s.add(t + 1300, "transfer-bag-planner", "error", `giving up on ${tag} after 5 attempts: bag-reconcile 500`);
        }
        if (r.chance(0.2))
          s.add(
            t + 400,
            "sortation-ctrl",
            "warn",
            `reconcile ack missing for tag ${tag}, holding at make-up MU-${r.int(1, 14)}`,
          );
      });
      s.every(at + 45000, s.t1, 60, (t) =>
        s.add(t, "bag-reconcile", "warn", `journal volume /var/lib/bagrec 100% used (0 bytes free)`),
      );
    },
  },
];
