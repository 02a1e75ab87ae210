// The eight real failures of quiet62, one per category, each told by its callers in their own words.
import { access, type Ctx, emitNormalOrder, nextSeq, type Order } from "./background.js";
import { svc } from "./estates.js";
import { every } from "./stream.js";

export interface Incident {
  category: string;
  estate: string;
  origin: "oms" | "fix1" | "fix2" | "margin" | "md" | "funding";
  hints: string[];
  severity: "medium" | "high";
  at: [number, number];
  phase: Ctx["phase"];
  note: string;
  /** Writes the origin's own lines from t0 and installs the hook that makes callers fail. */
  start(c: Ctx, t0: number): void;
}

const fail = (c: Ctx, t: number, o: Order, tr: string | undefined, status: number, ms: number, why: string) => {
  const entry = svc(c.e, o.entry);
  const r = c.e.roles[o.entry]?.runtime ?? "go";
  c.s.add(
    t + ms,
    entry,
    status >= 500 ? "ERROR" : "WARN",
    `${access(r, "POST", "/v2/orders", status, ms, entry)} ${why}`,
    {
      trace: tr,
    },
  );
};

export const INCIDENTS: Incident[] = [
  {
    category: "timeout",
    estate: "larkspur",
    origin: "margin",
    hints: ["timeout", "deadline", "timed out", "slow"],
    severity: "high",
    at: [15, 20],
    phase: "open",
    note: "margin-engine's per-account margin computations start overrunning their deadline (logged only at WARN); pretrade-risk's margin lookups time out and most orders are rejected",
    start(c, t0) {
      const m = svc(c.e, "margin");
      const risk = svc(c.e, "risk");
      c.hook = (flow, t, tr, o) => {
        if (t < t0) return false;
        if (flow === "marginCall") {
          c.s.add(
            t,
            m,
            "WARN",
            `intraday margin run overran schedule: ${c.rng.int(38, 95)}.${c.rng.int(0, 9)}s (budget 10s), ${c.rng.int(3000, 9000)} accounts pending`,
          );
          return true;
        }
        if (flow !== "order" || c.rng.chance(0.12)) return false;
        c.s.add(
          t + 4,
          svc(c.e, "oms"),
          "INFO",
          `NewOrderSingle accepted clOrdId=${o.id} acct=${o.acct} ${o.side} ${o.qty} ${o.sym} LMT ${o.px} DAY`,
          { trace: tr },
        );
        if (c.rng.chance(0.5))
          c.s.add(
            t + 1800,
            m,
            "WARN",
            `compute_requirement acct=${o.acct} exceeded deadline 2.0s (elapsed ${(2 + c.rng.next() * 9).toFixed(1)}s, positions=${c.rng.int(3, 400)}), request abandoned`,
            { trace: tr },
          );
        for (let a = 1; a <= 3; a++) {
          const at = t + 9 + a * 2000;
          if (a < 3)
            c.s.add(at, risk, "WARN", `margin lookup for ${o.acct} timed out after 2000ms (attempt ${a}/3), retrying`, {
              trace: tr,
            });
          else
            c.s.add(at, risk, "ERROR", `pre-trade check failed clOrdId=${o.id}: margin requirement unavailable`, {
              trace: tr,
              stack: c.rng.chance(0.3)
                ? [
                    `java.net.SocketTimeoutException: Read timed out calling http://${m}:8000/v1/requirement/${o.acct}`,
                    "\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:278)",
                    "\tat java.base/sun.nio.ch.NioSocketImpl.implRead(NioSocketImpl.java:304)",
                    `\tat ${c.e.pkg}.risk.margin.MarginClient.requirement(MarginClient.java:88)`,
                    `\tat ${c.e.pkg}.risk.checks.BuyingPowerCheck.apply(BuyingPowerCheck.java:61)`,
                  ]
                : undefined,
            });
        }
        c.s.add(
          t + 6015,
          svc(c.e, "oms"),
          "ERROR",
          `order ${o.id} rejected by pre-trade risk: RISK_CHECK_UNAVAILABLE`,
          { trace: tr },
        );
        fail(c, t, o, tr, 503, 6030, "(risk check unavailable)");
        return true;
      };
    },
  },
  {
    category: "disk",
    estate: "larkspur",
    origin: "fix1",
    hints: ["disk", "space", "ioexception", "storage", "enospc"],
    severity: "high",
    at: [14, 50],
    phase: "open",
    note: "fix-gw-xnas fills its message-store volume and can no longer persist outbound messages; orders to XNAS hang and time out in smart-router and order-manager",
    start(c, t0) {
      const f = svc(c.e, "fix1");
      for (let i = 0; i < 4; i++)
        c.s.add(
          t0 - 200_000 + i * 50_000,
          f,
          "WARN",
          `message store volume /var/fix at ${94 + i}% (warn at 75%), rotation freed 0 bytes`,
        );
      c.hook = (flow, t, tr, o) => {
        if (t < t0 || flow !== "order") return false;
        const add = (dt: number, svcName: string, level: "INFO" | "WARN" | "ERROR", msg: string, stack?: string[]) =>
          c.s.add(t + dt, svcName, level, msg, { trace: tr, stack });
        add(
          4,
          svc(c.e, "oms"),
          "INFO",
          `NewOrderSingle accepted clOrdId=${o.id} acct=${o.acct} ${o.side} ${o.qty} ${o.sym} LMT ${o.px} DAY`,
        );
        add(9, svc(c.e, "risk"), "INFO", `pre-trade ok clOrdId=${o.id} acct=${o.acct} checks=7 in 2ms`);
        add(14, svc(c.e, "sor"), "INFO", `route ${o.id} ${o.sym} ${o.qty} -> ${o.venue}`);
        add(
          17,
          f,
          "ERROR",
          `FIX.4.2:LARKSPUR->XNAS: error storing outgoing message 34=${nextSeq(c, f)} 11=${o.id}, message not sent`,
          c.rng.chance(0.35)
            ? [
                "java.io.IOException: No space left on device",
                "\tat java.base/java.io.RandomAccessFile.writeBytes(Native Method)",
                "\tat java.base/java.io.RandomAccessFile.write(RandomAccessFile.java:559)",
                "\tat quickfix.FileStore.storeSequenceNumbers(FileStore.java:315)",
                "\tat quickfix.FileStore.set(FileStore.java:358)",
                "\tat quickfix.Session.sendRaw(Session.java:2814)",
                "\tat quickfix.Session.send(Session.java:2754)",
              ]
            : undefined,
        );
        add(
          2017,
          svc(c.e, "sor"),
          "ERROR",
          `no ack from ${o.venue} for ${o.id} within 2000ms, venue ${o.venue} marked DEGRADED`,
        );
        add(
          5020,
          svc(c.e, "oms"),
          "ERROR",
          `order ${o.id} timed out waiting for venue acknowledgement (5000ms), status=PENDING_NEW -> REJECTED`,
        );
        fail(c, t, o, tr, 504, 5040, "(upstream timeout)");
        if (c.rng.chance(0.3))
          add(
            5100,
            f,
            "WARN",
            `Disconnecting: error writing FIX log file /var/fix/log/FIX.4.2-LARKSPUR-XNAS.messages.log: No space left on device`,
          );
        return true;
      };
    },
  },
  {
    category: "configuration",
    estate: "pinegate",
    origin: "margin",
    hints: ["config", "placeholder", "property", "missing", "setting"],
    severity: "high",
    at: [15, 45],
    phase: "open",
    note: "margin-svc is redeployed as 3.9.0 and fails to start because the property margin.haircut.table-url is missing; risk-gate cannot reach it and rejects margin orders",
    start(c, t0) {
      const m = svc(c.e, "margin");
      c.s.add(t0 - 6000, m, "INFO", "Commencing graceful shutdown. Waiting for active requests to complete");
      c.s.add(t0 - 5000, m, "INFO", "Graceful shutdown complete");
      c.s.downs.push({ svc: m, from: t0 - 4000, to: c.end });
      let t = t0;
      while (t < c.end) {
        c.s.evs.push({
          keep: true,
          t,
          svc: m,
          level: "INFO",
          msg: `Starting MarginServiceApplication v3.9.0 using Java 21.0.4 with PID 1 (/app/margin-svc.jar started by app in /app)`,
        });
        c.s.evs.push({
          keep: true,
          t: t + 2100,
          svc: m,
          level: "INFO",
          msg: `The following 1 profile is active: "prod"`,
        });
        c.s.evs.push({
          keep: true,
          t: t + 4800,
          svc: m,
          level: "WARN",
          msg: "Exception encountered during context initialization - cancelling refresh attempt: org.springframework.beans.factory.UnsatisfiedDependencyException: Error creating bean with name 'haircutTableLoader'",
        });
        c.s.evs.push({
          keep: true,
          t: t + 4900,
          svc: m,
          level: "ERROR",
          msg: "Application run failed",
          stack: [
            "org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'haircutTableLoader': Injection of autowired dependencies failed",
            "\tat org.springframework.beans.factory.annotation.AutowiredAnnotationBeanPostProcessor.postProcessProperties(AutowiredAnnotationBeanPostProcessor.java:515)",
            "\tat org.springframework.beans.factory.support.AbstractAutowireCapableBeanFactory.populateBean(AbstractAutowireCapableBeanFactory.java:1439)",
            "\tat org.springframework.boot.SpringApplication.run(SpringApplication.java:335)",
            "\tat com.pinegate.margin.MarginServiceApplication.main(MarginServiceApplication.java:12)",
            `Caused by: java.lang.IllegalArgumentException: Could not resolve placeholder 'margin.haircut.table-url' in value "${"$"}{margin.haircut.table-url}"`,
            "\tat org.springframework.util.PropertyPlaceholderHelper.parseStringValue(PropertyPlaceholderHelper.java:180)",
            "\tat org.springframework.core.env.AbstractPropertyResolver.resolveRequiredPlaceholders(AbstractPropertyResolver.java:239)",
            "\t... 24 common frames omitted",
          ],
        });
        t += c.rng.int(20_000, 160_000) + 5000;
      }
      const risk = svc(c.e, "risk");
      c.hook = (flow, t, _tr, o) => {
        if (t < t0 - 4000 || flow !== "order" || c.rng.chance(0.3)) return false;
        c.s.add(
          t + 4,
          svc(c.e, "oms"),
          "INFO",
          `NewOrderSingle accepted clOrdId=${o.id} acct=${o.acct} ${o.side} ${o.qty} ${o.sym} LMT ${o.px} DAY`,
        );
        c.s.add(t + 8, risk, "ERROR", `Margin requirement lookup failed for ${o.acct}`, {
          stack: c.rng.chance(0.25)
            ? [
                `System.Net.Http.HttpRequestException: Connection refused (${m}:8080)`,
                " ---> System.Net.Sockets.SocketException (111): Connection refused",
                "   at System.Net.Sockets.Socket.AwaitableSocketAsyncEventArgs.ThrowException(SocketError error, CancellationToken cancellationToken)",
                "   at System.Net.Http.HttpConnectionPool.ConnectToTcpHostAsync(String host, Int32 port, HttpRequestMessage initialRequest, Boolean async, CancellationToken cancellationToken)",
                "   --- End of inner exception stack trace ---",
                "   at Pinegate.RiskGate.Margin.MarginClient.GetRequirementAsync(String account) in /src/RiskGate/Margin/MarginClient.cs:line 57",
                "   at Pinegate.RiskGate.Checks.MarginCheck.EvaluateAsync(OrderRequest order) in /src/RiskGate/Checks/MarginCheck.cs:line 34",
              ]
            : undefined,
        });
        c.s.add(t + 10, risk, "WARN", `REJECT ${o.id}: RISK_CHECK_UNAVAILABLE (margin)`);
        c.s.add(t + 12, svc(c.e, "oms"), "ERROR", `Order ${o.id} rejected by risk-gate: RISK_CHECK_UNAVAILABLE`);
        fail(c, t, o, undefined, 503, 20, "risk check unavailable");
        return true;
      };
      // the margin run is gone with the service; only the pre-start lines of each crash loop remain
    },
  },
  {
    category: "memory",
    estate: "pinegate",
    origin: "md",
    hints: ["memory", "oom", "out of memory", "heap"],
    severity: "high",
    at: [14, 35],
    phase: "open",
    note: "md-handler's book buffers grow until the Go runtime runs out of memory; it crashes and restarts in a loop while sor has no market data and rejects marketable orders",
    start(c, t0) {
      const md = svc(c.e, "md");
      const sor = svc(c.e, "sor");
      let t = t0 + 60_000;
      while (t < c.end) {
        for (let k = 1; k <= 4; k++)
          c.s.add(
            t - 60_000 + k * 12_000,
            md,
            "WARN",
            `subscriber ${sor} slow: outbound queue ${(k * 0.7 + c.rng.next()).toFixed(1)}M msgs, heap in use ${(1.8 + k * 0.55).toFixed(2)}GiB`,
          );
        c.s.add(t, md, "ERROR", "fatal error: runtime: out of memory", {
          stack: [
            "",
            "runtime stack:",
            "runtime.throw({0x1a3c2f5?, 0x2000?})",
            "\t/usr/local/go/src/runtime/panic.go:1101 +0x48",
            "runtime.sysMapOS(0xc1a0000000, 0x40000000)",
            "\t/usr/local/go/src/runtime/mem_linux.go:167 +0x11b",
            "",
            "goroutine 412 [running]:",
            "pinegate/mdhandler/book.(*Depth).append(...)",
            "\t/src/internal/book/depth.go:88 +0x2f4",
            "pinegate/mdhandler/fanout.(*Subscriber).enqueue(0xc000a1e000, {0xc0b2f40000, 0x3c, 0x40})",
            "\t/src/internal/fanout/subscriber.go:141 +0x1b8",
          ],
        });
        const back = t + c.rng.int(15_000, 40_000);
        c.s.downs.push({ svc: md, from: t + 1, to: back });
        c.s.add(back, md, "INFO", "md-handler starting (build 2.14.1, GOMEMLIMIT unset)");
        c.s.add(back + 900, md, "INFO", "recovering books from snapshot for 6 units");
        t = back + c.rng.int(90_000, 160_000);
      }
      const isDown = (x: number) => c.s.downs.some((d) => d.svc === md && x >= d.from && x < d.to);
      every(c.rng, t0, c.end, 2500, (x) => {
        if (isDown(x))
          c.s.add(
            x,
            sor,
            "ERROR",
            `md subscribe ${md}:9100 failed: dial tcp 10.41.7.23:9100: connect: connection refused`,
          );
      });
      c.hook = (flow, x, _tr, o) => {
        if (x < t0 || flow !== "order") return false;
        if (!isDown(x) && c.rng.chance(0.5)) return false;
        c.s.add(
          x + 4,
          svc(c.e, "oms"),
          "INFO",
          `NewOrderSingle accepted clOrdId=${o.id} acct=${o.acct} ${o.side} ${o.qty} ${o.sym} LMT ${o.px} DAY`,
        );
        c.s.add(
          x + 12,
          sor,
          "ERROR",
          `route ${o.id} ${o.sym} refused: no NBBO (last update ${c.rng.int(3, 40)}.${c.rng.int(0, 9)}s ago), marketable order not routed`,
        );
        c.s.add(x + 14, svc(c.e, "oms"), "ERROR", `Order ${o.id} rejected by sor: NO_MARKET_DATA`);
        fail(c, x, o, undefined, 503, 20, "market data unavailable");
        return true;
      };
    },
  },
  {
    category: "authentication",
    estate: "pinegate",
    origin: "fix2",
    hints: ["logon", "password", "credential", "auth"],
    severity: "medium",
    at: [14, 25],
    phase: "open",
    note: "after its weekly password rotation fix-arca's logons are rejected by the exchange for a wrong password; ARCX stays down and sor reroutes or rejects ARCA-only orders",
    start(c, t0) {
      const f = svc(c.e, "fix2");
      const sor = svc(c.e, "sor");
      c.s.add(t0 - 90_000, f, "INFO", "credential refresh: loaded secret fix/arca/PGMK01 version 27 from vault");
      c.s.add(t0, f, "WARN", "Disconnecting: socket closed by counterparty");
      c.s.add(t0 + 5, sor, "WARN", "venue ARCX session DOWN, removed from routing table");
      every(c.rng, t0 + 10_000, c.end, 30_000, (t) => {
        c.s.add(t, f, "INFO", "Initiated logon request (35=A 49=PGMK01 56=ARCA 108=30 554=********)");
        c.s.add(
          t + c.rng.int(20, 80),
          f,
          "ERROR",
          `IN 35=5 58=Invalid Logon: password incorrect for SenderCompID PGMK01 (session FIX.4.2:PGMK01->ARCA)`,
        );
        c.s.add(t + 90, f, "WARN", "Logon rejected by counterparty, retrying in 30s");
      });
      c.hook = (flow, t, _tr, o) => {
        if (t < t0 || flow !== "order" || o.fix !== "fix2") return false;
        if (c.rng.chance(0.7)) {
          emitNormalOrder(c, t, undefined, { ...o, fix: "fix1", venue: c.e.venues[0] });
          c.s.add(t + 13, sor, "WARN", `preferred venue ARCX unavailable for ${o.id}, rerouted to XNYS`);
          return true;
        }
        c.s.add(
          t + 4,
          svc(c.e, "oms"),
          "INFO",
          `NewOrderSingle accepted clOrdId=${o.id} acct=${o.acct} ${o.side} ${o.qty} ${o.sym} LMT ${o.px} DAY`,
        );
        c.s.add(
          t + 13,
          sor,
          "ERROR",
          `no route for ${o.id} ${o.sym}: ARCX-only instruction (ALO) and ARCX session down`,
        );
        c.s.add(t + 15, svc(c.e, "oms"), "ERROR", `Order ${o.id} rejected by sor: VENUE_UNAVAILABLE`);
        return true;
      };
    },
  },
  {
    category: "dependency",
    estate: "tidewater",
    origin: "funding",
    hints: ["503", "unavailable", "partner", "bank", "upstream", "circuit", "dependency"],
    severity: "medium",
    at: [15, 5],
    phase: "open",
    note: "the ACH bank partner behind transfers answers 503 and then times out; transfers' circuit breaker opens and deposits fail in mobile-bff and edge-api",
    start(c, t0) {
      const tf = svc(c.e, "funding");
      let fails = 0;
      let openUntil = 0;
      every(c.rng, t0 + 60_000, c.end, 120_000, (t) =>
        c.s.add(t, tf, "INFO", "circuit breaker 'bankrail-ach' HALF_OPEN, trial request allowed"),
      );
      c.hook = (flow, t, tr, o) => {
        if (t < t0 || flow !== "funding") return false;
        const amt = c.rng.pick([100, 250, 500, 1000, 2500]);
        for (let i = 0; i < 3; i++) {
          const at = t + i * 2000;
          if (at < openUntil) {
            c.s.add(
              at,
              tf,
              "ERROR",
              `deposit DEP-${c.rng.hex(8)} $${amt}.00 for ${o.acct} failed: CircuitBreakerOpenError: Breaker is open (bankrail-ach)`,
              { trace: tr },
            );
            break;
          }
          c.s.add(
            at + 400,
            tf,
            "WARN",
            `POST https://api.bankrail.example/v2/ach/transfers -> 503 Service Unavailable (attempt ${i + 1}/3)`,
            { trace: tr },
          );
          if (++fails % 5 === 0) {
            c.s.add(at + 401, tf, "ERROR", "circuit breaker 'bankrail-ach' OPEN after 5 consecutive failures (503)", {
              trace: tr,
            });
            openUntil = at + 60_000;
          }
        }
        const n = c.rng.chance(0.3);
        c.s.add(
          t + 6100,
          tf,
          "ERROR",
          `deposit for ${o.acct} failed: BankRailError: upstream returned 503 Service Unavailable`,
          {
            trace: tr,
            stack: n
              ? [
                  "BankRailError: upstream returned 503 Service Unavailable",
                  "    at BankRailClient.request (/srv/transfers/dist/clients/bankrail.js:88:13)",
                  "    at async BankRailClient.createAchTransfer (/srv/transfers/dist/clients/bankrail.js:141:18)",
                  "    at async DepositService.submit (/srv/transfers/dist/services/deposit.js:57:22)",
                ]
              : undefined,
          },
        );
        c.s.add(
          t + 6150,
          svc(c.e, "app"),
          "ERROR",
          `POST /v1/deposits failed: transfers responded 502 Bad Gateway (acct ${o.acct})`,
          { trace: tr },
        );
        c.s.add(t + 6160, svc(c.e, "edge"), "WARN", access("go", "POST", "/v2/deposits", 502, 6160), { trace: tr });
        return true;
      };
    },
  },
  {
    category: "network",
    estate: "tidewater",
    origin: "fix1",
    hints: ["reset", "connection", "network", "socket", "route", "unreachable"],
    severity: "high",
    at: [16, 10],
    phase: "open",
    note: "fixgw-cboe's TCP path to the exchange breaks: the session is reset and reconnects fail with no route to host, so router cannot route to BATS and orders fail",
    start(c, t0) {
      const f = svc(c.e, "fix1");
      const router = svc(c.e, "sor");
      c.s.add(
        t0,
        f,
        "ERROR",
        "Disconnecting: Socket exception (/10.88.4.12:41934 --> /198.18.40.21:15012): java.net.SocketException: Connection reset",
        {
          stack: [
            "java.net.SocketException: Connection reset",
            "\tat java.base/sun.nio.ch.SocketChannelImpl.throwConnectionReset(SocketChannelImpl.java:401)",
            "\tat java.base/sun.nio.ch.SocketChannelImpl.read(SocketChannelImpl.java:434)",
            "\tat org.apache.mina.transport.socket.nio.NioProcessor.read(NioProcessor.java:378)",
            "\tat quickfix.mina.initiator.InitiatorIoHandler.exceptionCaught(InitiatorIoHandler.java:98)",
          ],
        },
      );
      c.s.add(t0 + 20, router, "WARN", "venue BATS session DOWN, removed from routing table");
      every(c.rng, t0 + 5000, c.end, 10_000, (t) => {
        c.s.add(t, f, "INFO", "Initiating logon to 198.18.40.21:15012 (session FIX.4.4:TIDEW->CBOE)");
        if (c.rng.chance(0.15)) {
          c.s.add(t + 60, f, "INFO", "Received logon response, session established");
          c.s.add(
            t + c.rng.int(800, 4000),
            f,
            "ERROR",
            "Disconnecting: Socket exception: java.net.SocketException: Connection reset by peer",
          );
        } else
          c.s.add(
            t + 3000,
            f,
            "ERROR",
            `Exception during connection: java.net.NoRouteToHostException: No route to host (198.18.40.21:15012)`,
          );
      });
      c.hook = (flow, t, tr, o) => {
        if (t < t0 || flow !== "order") return false;
        c.s.add(
          t + 4,
          svc(c.e, "oms"),
          "INFO",
          `NewOrderSingle accepted clOrdId=${o.id} acct=${o.acct} ${o.side} ${o.qty} ${o.sym} LMT ${o.px} DAY`,
          { trace: tr },
        );
        c.s.add(t + 9, svc(c.e, "risk"), "INFO", `pre-trade ok clOrdId=${o.id} acct=${o.acct} checks=7 in 2ms`, {
          trace: tr,
        });
        c.s.add(
          t + 14,
          router,
          "ERROR",
          `route ${o.id} ${o.sym} failed: venue BATS unavailable (session not logged on), no alternate venue for order type`,
          { trace: tr },
        );
        c.s.add(t + 16, svc(c.e, "oms"), "ERROR", `order ${o.id} rejected: routing failed (VENUE_UNAVAILABLE)`, {
          trace: tr,
        });
        fail(c, t, o, tr, 502, 30, "(routing failed)");
        return true;
      };
    },
  },
  {
    category: "database",
    estate: "quayside",
    origin: "oms",
    hints: ["connection", "database", "postgres", "pool", "sql", "jdbc"],
    severity: "high",
    at: [14, 45],
    phase: "open",
    note: "order-svc's Postgres connections run out (too many clients / Hikari pool timeouts); app-backend and open-api retry and fail order submissions",
    start(c, t0) {
      const oms = svc(c.e, "oms");
      c.s.add(t0, oms, "WARN", "HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=48s).");
      c.s.add(t0 + 200, oms, "WARN", "HikariPool-1 - Pool stats (total=40, active=40, idle=0, waiting=118)");
      c.hook = (flow, t, _tr, o) => {
        if (t < t0 || flow !== "order" || c.rng.chance(0.15)) return false;
        const tries = o.entry === "app" ? 3 : 1;
        for (let i = 0; i < tries; i++) {
          const at = t + i * 31_000;
          const pg = c.rng.chance(0.25);
          c.s.add(at + 30_005, oms, "ERROR", `Failed to persist order ${o.id} for ${o.acct}`, {
            stack: c.rng.chance(0.35)
              ? [
                  pg
                    ? "org.postgresql.util.PSQLException: FATAL: remaining connection slots are reserved for roles with the SUPERUSER attribute"
                    : "java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=40, active=40, idle=0, waiting=121)",
                  ...(pg
                    ? [
                        "\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:698)",
                        "\tat org.postgresql.core.v3.ConnectionFactoryImpl.openConnectionImpl(ConnectionFactoryImpl.java:213)",
                        "\tat com.zaxxer.hikari.pool.PoolBase.newConnection(PoolBase.java:360)",
                        "\tat com.zaxxer.hikari.pool.HikariPool.createPoolEntry(HikariPool.java:477)",
                      ]
                    : [
                        "\tat com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)",
                        "\tat com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:179)",
                        "\tat com.zaxxer.hikari.HikariDataSource.getConnection(HikariDataSource.java:100)",
                      ]),
                  "\tat com.quayside.ordersvc.repo.OrderRepository.insert(OrderRepository.java:73)",
                  "\tat com.quayside.ordersvc.api.OrderController.submit(OrderController.java:58)",
                ]
              : undefined,
          });
          if (o.entry === "app") {
            c.s.add(
              at + 10_000,
              svc(c.e, "app"),
              "ERROR",
              `Faraday::TimeoutError: Net::ReadTimeout with #<TCPSocket:(closed)> POST http://${oms}:8080/orders (attempt ${i + 1}/3)`,
            );
          }
        }
        if (o.entry === "app")
          c.s.add(
            t + 62_100,
            svc(c.e, "app"),
            "ERROR",
            access("ruby", "POST", "/api/orders", 503, 30_120) + " order service unavailable",
          );
        else
          c.s.add(
            t + 30_020,
            svc(c.e, "edge"),
            "ERROR",
            access("node", "POST", "/v2/orders", 500, 30_020) + ` upstream ${oms} returned 500`,
          );
        return true;
      };
    },
  },
];
