// Harmless noise from the platform: abusive clients hitting rate limits, vulnerability scanners, rolling
// restarts with callers retrying, certificate rotation, deprecation warnings, clients hanging up, jobs that
// fail once and succeed, consumer-group rebalances, a report query killed by its timeout, autoscaling,
// cold caches, config reloads, long-but-healthy GC pauses, replica lag handled by routing.
import { callerRetry, callersOf } from "./callers.js";
import { emit, every, rt, service, spread } from "./ctx.js";
import { count, firstRole, type NoiseKind } from "./noise-kit.js";
import { lay, reloadLines, restart } from "./runtimes.js";
import {
  dotnetTrace,
  EXPRESS_TAIL,
  goRecovered,
  javaTrace,
  nodeTrace,
  pyTrace,
  rubyTrace,
  SPRING_WEB,
} from "./stacks.js";
import { clf, iso, nginxErrTime, podIp, uuid } from "./text.js";
import type { Ctx, Estate, Service } from "./types.js";

const ABUSER_UA = [
  "python-requests/2.31.0",
  "Go-http-client/1.1",
  "curl/7.88.1",
  "axios/1.6.8",
  "Scrapy/2.11.1 (+https://scrapy.org)",
];
const SCAN_PATHS = [
  "/wp-login.php",
  "/.env",
  "/.git/config",
  "/actuator/env",
  "/phpmyadmin/index.php",
  "/cgi-bin/luci/;stok=/locale",
  "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php",
  "/server-status",
  "/.aws/credentials",
  "/admin/config.php",
  "/boaform/admin/formLogin",
  "/owa/auth/logon.aspx",
  "/HNAP1/",
  "/solr/admin/info/system",
  "/.DS_Store",
  "/api/v1/../../../../etc/passwd",
];
const SCAN_UA = [
  "Mozilla/5.0 zgrab/0.x",
  "Mozilla/5.0 (compatible; Nuclei - Open-source project (github.com/projectdiscovery/nuclei))",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0.4044.129 Safari/537.36",
  "masscan/1.3 (https://github.com/robertdavidgraham/masscan)",
];

/** The Kafka topic a Java service of these estates produces to or consumes from. */
function topicOf(svc: string): string {
  if (svc.includes("resale") || svc === "swapmeet") return "resale.events";
  if (svc.includes("transfer")) return "ticket.transfers.v2";
  if (svc.includes("ledger")) return "pos.settlements";
  return "ticket.orders";
}

const frontDoor = (c: Ctx): string => c.estate.roles.edge ?? firstRole(c, "shop");

function rateLimited(c: Ctx, t: number, ip: string, ua: string, path: string): void {
  const r = c.rng;
  const svc = frontDoor(c);
  switch (rt(c, svc)) {
    case "envoy":
      emit(
        c,
        t,
        svc,
        "warn",
        `[${iso(t)}] "GET ${path} HTTP/1.1" 429 RL 0 18 0 - "${ip}" "${ua}" "${uuid(r)}" "${c.estate.words.domain}" "-"`,
      );
      return;
    case "nginx":
      if (r.chance(0.5))
        emit(
          c,
          t,
          svc,
          "error",
          `${nginxErrTime(t)} [error] ${r.int(20, 40)}#${r.int(20, 40)}: *${r.int(100000, 999999)} limiting requests, excess: ${r.float(10, 40).toFixed(3)} by zone "api", client: ${ip}, server: ${c.estate.words.domain}, request: "GET ${path} HTTP/1.1", host: "${c.estate.words.domain}"`,
        );
      else
        emit(
          c,
          t,
          svc,
          "warn",
          `${ip} - - [${clf(t)}] "GET ${path} HTTP/1.1" 429 169 "-" "${ua}" rt=0.000 uct="-" uht="-" urt="-" ua="-"`,
        );
      return;
    case "node":
      emit(
        c,
        t,
        svc,
        "warn",
        `request completed GET ${path} statusCode=429 responseTime=0.${r.int(2, 9)} (Rate limit exceeded, retry in 1 minute) ip=${ip}`,
      );
      return;
    default:
      emit(
        c,
        t,
        svc,
        "warn",
        `Rate limit exceeded for client ${ip} (bucket anon-${path.split("/")[2] ?? "api"}, 120 req/min): 429 returned`,
      );
  }
}

function scan(c: Ctx, t: number, ip: string, ua: string): void {
  const r = c.rng;
  const path = r.pick(SCAN_PATHS);
  const svc = frontDoor(c);
  switch (rt(c, svc)) {
    case "envoy":
      emit(
        c,
        t,
        svc,
        "warn",
        `[${iso(t)}] "GET ${path} HTTP/1.1" 404 NR 0 0 0 - "${ip}" "${ua}" "${uuid(r)}" "${c.estate.words.domain}" "-"`,
      );
      return;
    case "nginx":
      if (r.chance(0.45))
        emit(
          c,
          t,
          svc,
          "error",
          `${nginxErrTime(t)} [error] ${r.int(20, 40)}#${r.int(20, 40)}: *${r.int(100000, 999999)} open() "/usr/share/nginx/html${path}" failed (2: No such file or directory), client: ${ip}, server: ${c.estate.words.domain}, request: "GET ${path} HTTP/1.1", host: "${c.estate.words.domain}"`,
        );
      else
        emit(
          c,
          t,
          svc,
          "warn",
          `${ip} - - [${clf(t)}] "GET ${path} HTTP/1.1" 404 153 "-" "${ua}" rt=0.000 uct="-" uht="-" urt="-" ua="-"`,
        );
      return;
    case "node":
      emit(c, t, svc, "info", `Route GET:${path} not found`);
      emit(c, t + 1, svc, "warn", `request completed GET ${path} statusCode=404 responseTime=0.${r.int(3, 9)}`);
      return;
    case "java":
      emit(
        c,
        t,
        svc,
        "warn",
        `Resolved [org.springframework.web.servlet.resource.NoResourceFoundException: No static resource ${path.replace(/^\//, "")}.]`,
      );
      return;
    default:
      emit(c, t, svc, "warn", `unmatched route ${path} from ${ip}`);
  }
}

function restartTarget(c: Ctx): Service {
  const cands = c.estate.services.filter((s) => !["envoy", "nginx", "keycloak"].includes(s.rt));
  return c.rng.pick(cands);
}

function bump(v: string, r: Ctx["rng"]): string {
  const p = v.split(".");
  const last = Number(p[p.length - 1]);
  if (Number.isFinite(last)) p[p.length - 1] = String(last + r.int(1, 3));
  return p.join(".");
}

function rolling(c: Ctx, from: number, to: number, big: boolean): void {
  const r = c.rng;
  const called = c.estate.services.filter(
    (s) =>
      !["envoy", "nginx", "keycloak"].includes(s.rt) &&
      callersOf(c, s.name).some((x) => !["envoy", "nginx"].includes(rt(c, x))),
  );
  const targets = big ? r.shuffle(called).slice(0, r.int(2, 3)) : [restartTarget(c)];
  let t = r.float(from, from + (to - from) * 0.4);
  for (const s of targets) {
    const up = restart(c, s.name, t, bump(s.version, r), r.float(6000, 20000));
    const callers = callersOf(c, s.name).filter((x) => !["envoy", "nginx"].includes(rt(c, x)));
    const n = big ? r.int(15, 50) : r.int(1, 4);
    const replicas = Math.max(1, s.replicas);
    for (let i = 0; i < n && callers.length; i++) {
      const rep = r.int(0, replicas - 1);
      const at = t + rep * 20000 + r.float(300, 6000);
      callerRetry(c, r.pick(callers), s.name, at, r.pick(["refused", "reset", "refused", "5xx"]));
    }
    const edge = c.estate.roles.edge;
    if (edge && big && callersOf(c, s.name).includes(edge)) {
      for (let i = 0; i < r.int(1, 4); i++) {
        const at = r.float(t, t + 3000);
        if (rt(c, edge) === "envoy")
          emit(
            c,
            at,
            edge,
            "error",
            `[${iso(at)}] "GET /api/v1/${s.name.split("-")[0]} HTTP/2" 503 UC 0 95 ${r.int(1, 9)} - "${podIp(r, 100)}" "${c.estate.words.app}/${c.estate.words.appVersion}" "${uuid(r)}" "${c.estate.words.domain}" "${podIp(r)}:${s.port}"`,
          );
        else
          emit(
            c,
            at,
            edge,
            "error",
            `${nginxErrTime(at)} [error] 31#31: *${r.int(100000, 999999)} connect() failed (111: Connection refused) while connecting to upstream, client: ${podIp(r, 100)}, server: ${c.estate.words.domain}, request: "GET /api/ HTTP/1.1", upstream: "http://${podIp(r, 172)}:${s.port}/", host: "${c.estate.words.domain}"`,
          );
      }
    }
    t = up + r.float(20000, 60000);
    if (t > to) break;
  }
}

function certRotation(c: Ctx, from: number, to: number, big: boolean): void {
  const r = c.rng;
  const t0 = r.float(from, (from + to) / 2);
  const notAfter = iso(t0 + 90 * 86400000).slice(0, 19) + "Z";
  const serial = Array.from({ length: 8 }, () => r.hex(2)).join(":");
  for (const s of c.estate.services) {
    const at = t0 + r.float(0, 40000);
    switch (s.rt) {
      case "go":
        emit(
          c,
          at,
          s.name,
          "info",
          `tls: certificate reloaded from /etc/tls/tls.crt serial=${serial} not_after=${notAfter}`,
        );
        break;
      case "java":
        emit(
          c,
          at,
          s.name,
          "info",
          `Connector [https-jsse-nio-8443] TLS virtual host [_default_] certificate reloaded (keystore /etc/tls/keystore.p12)`,
        );
        break;
      case "dotnet":
        emit(
          c,
          at,
          s.name,
          "info",
          `Certificate for endpoint 'Https' reloaded. Subject: CN=${s.name}.svc, Thumbprint: ${r.hex(40).toUpperCase()}, NotAfter: ${notAfter}`,
        );
        break;
      case "nginx":
        lay(c, at, s.name, reloadLines("nginx", s.name, 1));
        break;
      case "envoy":
        emit(
          c,
          at,
          s.name,
          "info",
          `sds: secret 'ingress-tls' updated, ${r.int(2, 4)} listeners draining old TLS contexts`,
        );
        break;
      default:
        break;
    }
  }
  const gos = c.estate.services.filter((s) => s.rt === "go");
  const n = count(c, big, 30, 90);
  if (gos.length)
    spread(c, t0, to, n, (t) => {
      const s = r.pick(gos);
      emit(
        c,
        t,
        s.name,
        r.chance(0.7) ? "info" : "error",
        `http: TLS handshake error from ${podIp(r, r.pick([10, 42, 172]))}:${r.int(30000, 65000)}: ${r.pick(["EOF", "EOF", "remote error: tls: bad certificate", "tls: client offered only unsupported versions: [302 301]"])}`,
      );
    });
  const edge = c.estate.roles.edge;
  if (edge && big)
    spread(c, t0, t0 + 120000, r.int(6, 20), (t) =>
      emit(
        c,
        t,
        edge,
        "warn",
        rt(c, edge) === "nginx"
          ? `${nginxErrTime(t)} [info] 31#31: *${r.int(100000, 999999)} SSL_do_handshake() failed (SSL: error:0A000102:SSL routines::unsupported protocol) while SSL handshaking, client: ${podIp(r, 100)}, server: 0.0.0.0:443`
          : `TLS error: 268435703:SSL routines:OPENSSL_internal:WRONG_VERSION_NUMBER (downstream ${podIp(r, 100)}:${r.int(30000, 65000)})`,
      ),
    );
}

function deprecation(c: Ctx, svc: Service): string {
  switch (svc.rt) {
    case "node":
      return "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.";
    case "python":
      return "/usr/local/lib/python3.12/site-packages/botocore/auth.py:419: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).";
    case "java":
      return c.rng.chance(0.5)
        ? "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)"
        : "spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering. Explicitly configure spring.jpa.open-in-view to disable this warning";
    case "ruby":
      return "DEPRECATION WARNING: `Rails.application.secrets` is deprecated in favor of `Rails.application.credentials` and will be removed in Rails 7.2.";
    case "dotnet":
      return c.rng.chance(0.5)
        ? "Storing keys in a directory '/root/.aspnet/DataProtection-Keys' that may not be persisted outside of the container. Protected data will be unavailable when container is destroyed."
        : `No XML encryptor configured. Key {${uuid(c.rng)}} may be persisted to storage in unencrypted form.`;
    case "go":
      return "deprecated: X-Gate-Token header auth used by 4 clients; switch to mTLS before 2027-01-01";
    case "nginx":
      return 'the "listen ... http2" directive is deprecated, use the "http2" directive instead in /etc/nginx/conf.d/default.conf:14';
    case "envoy":
      return "Using deprecated option 'envoy.config.route.v3.RetryPolicy.per_try_timeout' from file route.proto. This configuration will be removed from Envoy soon.";
    case "keycloak":
      return "The 'hostname-strict-https' option is deprecated and will be removed in a future release.";
  }
}

function clientAbort(c: Ctx, t: number): void {
  const r = c.rng;
  const cands = c.estate.services.filter((s) => ["java", "node", "python", "go", "dotnet"].includes(s.rt));
  const s = r.pick(cands);
  switch (s.rt) {
    case "java":
      emit(
        c,
        t,
        s.name,
        "error",
        "Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception",
        {
          stack: javaTrace(
            "org.apache.catalina.connector.ClientAbortException",
            "java.io.IOException: Broken pipe",
            [
              "org.apache.catalina.connector.OutputBuffer.realWriteBytes(OutputBuffer.java:341)",
              "org.apache.catalina.connector.OutputBuffer.flushByteBuffer(OutputBuffer.java:778)",
              "org.apache.catalina.connector.CoyoteOutputStream.write(CoyoteOutputStream.java:132)",
              ...SPRING_WEB,
            ],
            [
              {
                cls: "java.io.IOException",
                msg: "Broken pipe",
                frames: [
                  "java.base/sun.nio.ch.SocketDispatcher.write0(Native Method)",
                  "java.base/sun.nio.ch.SocketChannelImpl.write(SocketChannelImpl.java:580)",
                ],
                more: 41,
              },
            ],
          ),
          errType: "org.apache.catalina.connector.ClientAbortException",
        },
      );
      return;
    case "node":
      emit(c, t, s.name, "error", "request aborted by client", {
        stack: nodeTrace("BadRequestError: request aborted", [
          "IncomingMessage.onAborted (/app/node_modules/raw-body/index.js:245:10)",
          "IncomingMessage.emit (node:events:519:28)",
          "IncomingMessage._destroy (node:_http_incoming:224:10)",
          "_destroy (node:internal/streams/destroy:122:10)",
          ...EXPRESS_TAIL.slice(3),
        ]),
      });
      return;
    case "python":
      emit(
        c,
        t,
        s.name,
        "error",
        `Error handling request ${s.name === c.estate.roles.lineup ? r.pick(["/api/v1/lineup/", "/api/setlist/today", "/api/v1/me/favourites"]) : r.pick(["/api/v1/status", "/api/v1/export.csv", "/api/v1/summary"])}`,
        {
          stack: pyTrace(
            [
              [
                "/usr/local/lib/python3.12/site-packages/gunicorn/workers/gthread.py",
                282,
                "handle",
                "keepalive = self.handle_request(req, conn)",
              ],
              [
                "/usr/local/lib/python3.12/site-packages/gunicorn/workers/gthread.py",
                345,
                "handle_request",
                "resp.write(item)",
              ],
              [
                "/usr/local/lib/python3.12/site-packages/gunicorn/http/wsgi.py",
                346,
                "write",
                "util.write(self.sock, arg, self.chunked)",
              ],
              ["/usr/local/lib/python3.12/site-packages/gunicorn/util.py", 299, "write", "sock.sendall(data)"],
            ],
            "BrokenPipeError: [Errno 32] Broken pipe",
          ),
        },
      );
      return;
    case "go":
      emit(
        c,
        t,
        s.name,
        "error",
        `write response failed: write tcp ${podIp(r)}:${s.port}->${podIp(r)}:${r.int(30000, 65000)}: write: broken pipe`,
      );
      return;
    default:
      emit(
        c,
        t,
        s.name,
        "error",
        `Connection id "0HN${r.hex(9).toUpperCase()}", Request id "0HN${r.hex(9).toUpperCase()}:0000000${r.int(1, 9)}": An unhandled exception was thrown by the application.`,
        {
          stack: dotnetTrace("Microsoft.AspNetCore.Connections.ConnectionResetException: Connection reset by peer", [
            "System.IO.Pipelines.Pipe.GetReadResult(ReadResult& result)",
            "Microsoft.AspNetCore.Server.Kestrel.Core.Internal.Http.Http1ContentLengthMessageBody.ReadAsyncInternal(CancellationToken cancellationToken)",
            "System.Text.Json.JsonSerializer.ReadFromStreamAsync[TValue](Stream utf8Json, ReadBufferState bufferState, CancellationToken cancellationToken)",
          ]),
          errType: "Microsoft.AspNetCore.Connections.ConnectionResetException",
        },
      );
  }
}

function jobRetry(c: Ctx, t: number): void {
  const r = c.rng;
  const workers = c.estate.services.filter((s) => s.rt !== "envoy" && s.rt !== "nginx" && s.rt !== "keycloak");
  const s = r.pick(workers);
  const later = t + r.int(15000, 90000);
  switch (s.rt) {
    case "ruby": {
      const jid = r.hex(24);
      const cls = r.pick(["PayoutBatchJob", "GuestlistExportJob", "AdvanceReminderJob"]);
      emit(
        c,
        t,
        s.name,
        "error",
        `pid=7 tid=${r.hex(4)} class=${cls} jid=${jid} error_class=Net::ReadTimeout error_message="Net::ReadTimeout with #<TCPSocket:(closed)>" fail`,
        {
          stack: rubyTrace("Net::ReadTimeout: Net::ReadTimeout with #<TCPSocket:(closed)>", [
            "/usr/local/lib/ruby/3.3.0/net/protocol.rb:229:in `rbuf_fill'",
            "/usr/local/lib/ruby/3.3.0/net/protocol.rb:199:in `readuntil'",
            "/usr/local/lib/ruby/3.3.0/net/http/response.rb:40:in `read_status_line'",
            "/usr/local/bundle/gems/faraday-net_http-3.1.0/lib/faraday/adapter/net_http.rb:68:in `perform_request'",
            `/app/app/jobs/${cls.replace(/([a-z])([A-Z])/g, "$1_$2").toLowerCase()}.rb:${r.int(12, 60)}:in \`perform'`,
            "/usr/local/bundle/gems/sidekiq-7.2.4/lib/sidekiq/processor.rb:220:in `execute_job'",
          ]),
          errType: "Net::ReadTimeout",
        },
      );
      emit(
        c,
        t + 2,
        s.name,
        "warn",
        `pid=7 tid=${r.hex(4)} class=${cls} jid=${jid} retry_count=0 Retrying in ${r.int(15, 40)} seconds`,
      );
      emit(
        c,
        later,
        s.name,
        "info",
        `pid=7 tid=${r.hex(4)} class=${cls} jid=${jid} elapsed=${r.float(0.2, 3).toFixed(3)} done`,
      );
      return;
    }
    case "python": {
      const id = uuid(r);
      const task = r.pick(["reports.export_vendor_sales", "sync.pull_artist_contracts", "sync.refresh_weather_model"]);
      emit(
        c,
        t,
        s.name,
        "info",
        `Task ${task}[${id}] retry: Retry in 30s: ConnectionError(ProtocolError('Connection aborted.', RemoteDisconnected('Remote end closed connection without response')))`,
      );
      emit(c, later, s.name, "info", `Task ${task}[${id}] succeeded in ${r.float(0.5, 9).toFixed(3)}s: None`);
      return;
    }
    case "java":
      emit(
        c,
        t,
        s.name,
        "warn",
        `[Producer clientId=${s.name}-outbox] Got error produce response with correlation id ${r.int(10000, 99999)} on topic-partition ${topicOf(s.name)}-${r.int(0, 5)}, retrying (2147483646 attempts left). Error: NOT_LEADER_OR_FOLLOWER`,
      );
      emit(
        c,
        t + 3,
        s.name,
        "warn",
        `[Producer clientId=${s.name}-outbox] Received invalid metadata error in produce request on partition ${topicOf(s.name)}-${r.int(0, 5)} due to org.apache.kafka.common.errors.NotLeaderOrFollowerException: For requests intended only for the leader, this error indicates that the broker is not the current leader. For requests intended for any replica, this error indicates that the broker is not a replica of the topic partition.. Going to request metadata update now`,
      );
      return;
    case "dotnet":
      emit(
        c,
        t,
        s.name,
        "warn",
        `Failed to process the job '${r.int(10000, 99999)}': an exception occurred. Retry attempt 1 of 10 will be performed in 00:00:${r.int(20, 59)}.`,
        {
          stack: dotnetTrace(
            "System.Net.Http.HttpRequestException: The SSL connection could not be established, see inner exception.",
            [
              "System.Net.Http.ConnectHelper.EstablishSslConnectionAsync(SslClientAuthenticationOptions sslOptions, HttpRequestMessage request, Boolean async, Stream stream, CancellationToken cancellationToken)",
              "Reports.VendorSettlementExport.RunAsync(CancellationToken ct) in /src/Reports/VendorSettlementExport.cs:line 52",
            ],
          ),
          errType: "System.Net.Http.HttpRequestException",
        },
      );
      emit(c, later, s.name, "info", "Job VendorSettlementExport.RunAsync succeeded on attempt 2");
      return;
    case "go":
      emit(
        c,
        t,
        s.name,
        "warn",
        `job ${r.pick(["sync-entitlements", "export-scans", "refresh-allowlist"])} attempt 1 failed: context deadline exceeded; retrying in 5s`,
      );
      emit(c, t + r.int(5000, 9000), s.name, "info", "job finished on attempt 2");
      return;
    default: {
      const id = r.int(1000, 9999);
      emit(c, t, s.name, "warn", `job ${id} failed (attempt 1/5): Error: socket hang up`);
      emit(c, later, s.name, "info", `job ${id} completed (attempt 2)`);
    }
  }
}

function rebalance(c: Ctx, from: number, to: number, big: boolean): void {
  const r = c.rng;
  const javas = c.estate.services.filter((s) => s.rt === "java");
  if (!javas.length) return;
  const s = r.pick(javas);
  const group = `${s.name}-consumers`;
  const rounds = big ? r.int(5, 10) : 1;
  let t = r.float(from, from + (to - from) * 0.3);
  let gen = r.int(20, 90);
  for (let i = 0; i < rounds && t < to; i++) {
    const cid = `consumer-${group}-${r.int(1, 3)}`;
    const pre = `[Consumer clientId=${cid}, groupId=${group}]`;
    const parts = Array.from({ length: 3 }, (_, k) => `${topicOf(s.name)}-${k * 2 + r.int(0, 1)}`).join(", ");
    emit(c, t, s.name, "info", `${pre} Request joining group due to: group is already rebalancing`);
    emit(c, t + 40, s.name, "info", `${pre} Revoke previously assigned partitions ${parts}`);
    if (r.chance(0.7))
      emit(
        c,
        t + 90,
        s.name,
        "error",
        `${pre} Offset commit failed on partition ${parts.split(", ")[0]} at offset ${r.digits(7)}: The coordinator is not aware of this member.`,
      );
    if (r.chance(0.5))
      emit(c, t + 95, s.name, "error", "Commit failed after rebalance, records will be redelivered", {
        stack: javaTrace(
          "org.apache.kafka.clients.consumer.CommitFailedException",
          "Offset commit cannot be completed since the consumer is not part of an active group for auto partition assignment; it is likely that the consumer was kicked out of the group.",
          [
            "org.apache.kafka.clients.consumer.internals.ConsumerCoordinator.sendOffsetCommitRequest(ConsumerCoordinator.java:1351)",
            "org.apache.kafka.clients.consumer.internals.ConsumerCoordinator.commitOffsetsSync(ConsumerCoordinator.java:1188)",
            "org.apache.kafka.clients.consumer.KafkaConsumer.commitSync(KafkaConsumer.java:1518)",
            "org.springframework.kafka.listener.KafkaMessageListenerContainer$ListenerConsumer.commitSync(KafkaMessageListenerContainer.java:3185)",
            "java.base/java.lang.Thread.run(Thread.java:1583)",
          ],
        ),
        errType: "org.apache.kafka.clients.consumer.CommitFailedException",
      });
    emit(
      c,
      t + 120,
      s.name,
      "warn",
      `${pre} Synchronous auto-commit of offsets {${parts.split(", ")[0]}=OffsetAndMetadata{offset=${r.digits(7)}, leaderEpoch=${r.int(3, 20)}, metadata=''}} failed: Offset commit cannot be completed since the consumer is not part of an active group for auto partition assignment; it is likely that the consumer was kicked out of the group.`,
    );
    gen += 1;
    emit(
      c,
      t + r.int(3000, 9000),
      s.name,
      "info",
      `${pre} Successfully joined group with generation Generation{generationId=${gen}, memberId='${cid}-${uuid(r)}', protocol='range'}`,
    );
    emit(c, t + r.int(9001, 12000), s.name, "info", `${pre} Adding newly assigned partitions: ${parts}`);
    t += r.float(25000, 90000);
  }
}

function slowReport(c: Ctx, from: number, to: number, big: boolean): void {
  const r = c.rng;
  const svc = firstRole(c, "wallet", "resale", "transfer");
  const s = service(c, svc);
  const t0 = r.float(from, (from + to) / 2);
  emit(
    c,
    t0,
    svc,
    "info",
    `report export started: ${r.pick(["vendor settlement", "top-up reconciliation", "resale payouts"])} ${r.pick(["2026-05-01..2026-06-30", "all days", "season to date"])} requested by finance`,
  );
  const n = big ? r.int(8, 16) : 1;
  for (let i = 0; i < n; i++) {
    const at = t0 + 20000 * (i + 1) + r.int(0, 5000);
    emit(
      c,
      at - 2000,
      svc,
      "warn",
      `slow query ${r.float(8, 30).toFixed(1)}s: SELECT vendor_id, date_trunc('hour', created_at), sum(amount_minor) FROM ledger_entries WHERE created_at >= $1 GROUP BY 1, 2`,
    );
    switch (s.rt) {
      case "java":
        emit(c, at, svc, "warn", "SQL Error: 0, SQLState: 57014");
        emit(c, at + 1, svc, "error", "ERROR: canceling statement due to statement timeout");
        break;
      case "dotnet":
        emit(c, at, svc, "error", "Report chunk failed", {
          stack: dotnetTrace(
            "Npgsql.PostgresException (0x80004005): 57014: canceling statement due to statement timeout",
            [
              "Npgsql.Internal.NpgsqlConnector.ReadMessageLong(Boolean async, DataRowLoadingMode dataRowLoadingMode, Boolean readingNotifications, Boolean isReadingPrependedMessage)",
              "Npgsql.NpgsqlDataReader.NextResult(Boolean async, Boolean isConsuming, CancellationToken cancellationToken)",
              "Reports.SettlementReport.RunChunkAsync(DateOnly day, CancellationToken ct) in /src/Reports/SettlementReport.cs:line 88",
            ],
          ),
          errType: "Npgsql.PostgresException",
        });
        break;
      case "python":
        emit(c, at, svc, "error", "report chunk failed, will split range", {
          stack: pyTrace(
            [["/app/reports/export.py", 112, "run_chunk", "cur.execute(SQL_SETTLEMENT, (start, end))"]],
            "psycopg2.errors.QueryCanceled: canceling statement due to statement timeout",
          ),
        });
        break;
      default:
        emit(
          c,
          at,
          svc,
          "error",
          `report chunk failed: ERROR: canceling statement due to statement timeout (SQLSTATE 57014)`,
        );
    }
  }
  emit(
    c,
    t0 + 20000 * (n + 1) + 60000,
    svc,
    "info",
    `report export finished after splitting into daily chunks (${r.int(30, 70)} chunks, ${r.int(40, 300)}k rows)`,
  );
}

function autoscale(c: Ctx, from: number, to: number, big: boolean): void {
  const r = c.rng;
  const cands = c.estate.services.filter((s) => ["java", "node", "go", "dotnet", "python"].includes(s.rt));
  const s = r.pick(cands);
  const pods = big ? r.int(2, 5) : 1;
  let t = r.float(from, from + (to - from) * 0.5);
  for (let i = 0; i < pods; i++) {
    emit(c, t, s.name, "info", `new instance starting (scale-out ${s.replicas + i} -> ${s.replicas + i + 1}, cpu 78%)`);
    const probes = big ? r.int(4, 12) : r.int(1, 3);
    for (let k = 0; k < probes; k++)
      emit(
        c,
        t + 2000 + k * 5000,
        s.name,
        "warn",
        `GET /healthz 503 (warming up: ${r.pick(["caches", "connection pool", "jit", "entitlement snapshot"])} not ready)`,
      );
    emit(c, t + 2000 + probes * 5000, s.name, "info", "ready: all readiness checks passed");
    t += r.float(20000, 60000);
  }
}

function coldCache(c: Ctx, from: number, to: number, big: boolean): void {
  const r = c.rng;
  const svc = firstRole(c, "lineup");
  const t0 = r.float(from, (from + to) / 2);
  emit(
    c,
    t0,
    svc,
    "warn",
    `cache empty after planned failover of ${r.pick(["redis-lineup-0", "cache-primary", "memcached-2"])} (maintenance MNT-${r.int(300, 900)}), rebuilding on demand`,
  );
  spread(c, t0, t0 + 90000, count(c, big, 60, 220), (t) =>
    emit(
      c,
      t,
      svc,
      r.chance(0.8) ? "warn" : "info",
      `cache miss key=${r.pick(["lineup", "timetable", "artist", "stage"])}:${r.pick(["fri", "sat", "sun", String(r.int(100, 999))])}:v${r.int(40, 44)} rebuilt in ${r.int(30, 400)}ms`,
    ),
  );
  emit(c, t0 + 95000, svc, "info", `cache warm: ${r.int(300, 900)} keys, hit ratio back to ${r.int(93, 99)}%`);
}

function rejectedReload(c: Ctx, s: Service, t: number): void {
  const r = c.rng;
  const key = r.pick(["retry.max_attempts", "pool.size", "rate_limit.burst", "timeouts.read_ms"]);
  switch (s.rt) {
    case "envoy":
      emit(
        c,
        t,
        s.name,
        "warn",
        `gRPC config for type.googleapis.com/envoy.config.cluster.v3.Cluster rejected: Proto constraint validation failed (ClusterValidationError.ConnectTimeout: value must be greater than 0s): name: "${r.pick(["lineup_api", "ticket_shop", "resale_market"])}"`,
      );
      return;
    case "nginx":
      emit(
        c,
        t,
        s.name,
        "error",
        `${nginxErrTime(t)} [emerg] 1#1: unknown directive "proxy_read_timout" in /etc/nginx/conf.d/upstreams.conf:${r.int(10, 60)}`,
      );
      emit(c, t + 5, s.name, "warn", "configuration test failed, reload aborted; previous configuration still active");
      return;
    default:
      emit(
        c,
        t,
        s.name,
        "error",
        `config reload rejected: invalid value for '${key}' (${r.pick(["-1", '""', "abc", "0"])}); keeping previous configuration`,
      );
  }
}

function configReload(c: Ctx, from: number, to: number, big: boolean): void {
  const r = c.rng;
  const n = big ? r.int(3, 6) : 1;
  const svcs = r.shuffle(c.estate.services).slice(0, n);
  for (const s of svcs) {
    const t = r.float(from, to);
    if (big && r.chance(0.6)) {
      const tries = r.int(3, 9);
      for (let k = 1; k <= tries; k++) rejectedReload(c, s, t - k * r.float(15000, 35000));
    }
    lay(
      c,
      t,
      s.name,
      reloadLines(
        s.rt,
        s.name,
        r.int(1, 5),
        r.chance(0.7)
          ? r.pick(["legacy_mode", "retry.jitter", "cache.ttl_seconds", "listen_http2", "featureFlags.newCheckout"])
          : undefined,
      ),
    );
    if (r.chance(0.5))
      emit(
        c,
        t + 300,
        s.name,
        "info",
        `feature flag '${r.pick(["resale.dynamic_fees", "wallet.apple_pay", "lineup.clashfinder", "gates.fast_lane"])}' changed ${r.chance(0.5) ? "false -> true" : "true -> false"}`,
      );
  }
}

function gcPauses(c: Ctx, from: number, to: number, big: boolean): void {
  const r = c.rng;
  const javas = c.estate.services.filter((s) => s.rt === "java");
  if (!javas.length) return;
  const s = r.pick(javas);
  let gc = r.int(800, 4000);
  every(c, s.name, big ? 9000 : 30000, (t) => {
    if (t < from || t > to) return;
    gc += 1;
    const before = r.int(700, 980);
    const after = r.int(260, 420);
    const long = r.chance(big ? 0.25 : 0.05);
    const ms = long ? r.float(180, 650) : r.float(8, 60);
    emit(
      c,
      t,
      s.name,
      long ? "warn" : "info",
      `[gc] GC(${gc}) Pause Young (${long ? "Concurrent Start) (G1 Humongous Allocation" : "Normal) (G1 Evacuation Pause"}) ${before}M->${after}M(1024M) ${ms.toFixed(3)}ms`,
    );
    if (long && r.chance(0.3))
      emit(
        c,
        t + 5,
        s.name,
        "warn",
        `HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=${r.int(31, 70)}s${r.int(100, 999)}ms).`,
      );
  });
}

function replicaLag(c: Ctx, from: number, to: number, big: boolean): void {
  const r = c.rng;
  const svc = firstRole(c, "wallet", "resale", "transfer");
  const t0 = r.float(from, (from + to) / 2);
  const t1 = Math.min(to, t0 + r.float(120000, 400000));
  const ticket = `OPS-${r.int(3000, 3999)}`;
  every(c, svc, big ? 10000 : 40000, (t) => {
    if (t < t0 || t > t1) return;
    emit(
      c,
      t,
      svc,
      "warn",
      `read replica lag ${r.float(1.2, 9).toFixed(1)}s exceeds 1.0s, routing reads to primary (vacuum on replica, ${ticket})`,
    );
  });
  spread(c, t0, t1, big ? r.int(15, 50) : r.int(0, 3), (t) => {
    const rtm = rt(c, svc);
    const pg = "ERROR: canceling statement due to conflict with recovery";
    const detail = "User query might have needed to see row versions that must be removed.";
    if (rtm === "java") {
      emit(c, t, svc, "warn", "SQL Error: 0, SQLState: 40001");
      emit(c, t + 1, svc, "error", pg, {
        stack: [`  Detail: ${detail}`],
        errType: "org.postgresql.util.PSQLException",
      });
    } else if (rtm === "dotnet")
      emit(
        c,
        t,
        svc,
        "error",
        `Replica read failed, retrying on primary: Npgsql.PostgresException (0x80004005): 40001: canceling statement due to conflict with recovery DETAIL: ${detail}`,
      );
    else emit(c, t, svc, "error", `${pg} (${detail}) - retried on primary`);
  });
  emit(c, t1, svc, "info", "read replica lag back under 1.0s, reads routed to replica again");
}

function recoveredPanic(c: Ctx, t: number): void {
  const r = c.rng;
  const gos = c.estate.services.filter((s) => s.rt === "go");
  const gate = gos.find((s) => s.name === c.estate.roles.gate);
  const s = gate && r.chance(0.7) ? gate : r.pick(gos);
  const [msg, frames] = r.pick<[string, Array<[string, string]>]>([
    [
      `runtime error: index out of range [${r.int(3, 9)}] with length ${r.int(2, 3)}`,
      [
        ["main.decodeFrame(...)", `/src/${s.name}/frame.go:57`],
        [
          `main.(*server).handleUpload(0xc000140a20, {0xb8e0f0, 0xc0004be0e0}, 0xc0003b8480)`,
          `/src/${s.name}/upload.go:${r.int(80, 140)} +0x3a5`,
        ],
      ],
    ],
    [
      "runtime error: invalid memory address or nil pointer dereference",
      [
        [
          `main.(*server).legacyStatus(0xc000140a20, {0xb8e0f0, 0xc0004be0e0}, 0xc0003b8480)`,
          `/src/${s.name}/legacy.go:${r.int(20, 60)} +0x1c`,
        ],
      ],
    ],
  ]);
  emit(c, t, s.name, "error", `http: panic serving ${podIp(r, r.pick([10, 42, 60]))}:${r.int(30000, 65000)}: ${msg}`, {
    stack: goRecovered(r.int(10000, 99999), frames),
    errType: "panic",
  });
  if (r.chance(0.5))
    emit(
      c,
      t + 2,
      s.name,
      "warn",
      `frame from device firmware ${r.pick(["2.3.1", "2.2.9"])} rejected (legacy protocol, device on replacement list)`,
    );
}

const services = (e: Estate) => e.services;

export const PLATFORM: NoiseKind[] = [
  {
    name: "abusive_client",
    what: "a scraper hammering the resale listings and getting rate limited",
    fits: (e) => services(e).length > 0,
    run: (c, from, to, big) => {
      const r = c.rng;
      const ip = `${r.pick([45, 91, 154, 185, 194])}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`;
      const ua = r.pick(ABUSER_UA);
      const path = r.pick([
        "/api/v2/resale/listings",
        "/api/resale/listings",
        "/v1/resale/listings",
        "/v1/resale/search",
      ]);
      spread(c, from, to, count(c, big, 60, 180), (t) => rateLimited(c, t, ip, ua, `${path}?page=${r.int(1, 90)}`));
    },
  },
  {
    name: "vuln_scanner",
    what: "an internet scanner probing for WordPress, .env files and admin panels",
    fits: (e) => services(e).length > 0,
    run: (c, from, to, big) => {
      const r = c.rng;
      const ip = `${r.pick([45, 80, 162, 167, 193, 205])}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`;
      const ua = r.pick(SCAN_UA);
      const t0 = r.float(from, Math.max(from + 1, to - 240000));
      spread(c, t0, Math.min(to, t0 + r.float(60000, 240000)), count(c, big, 80, 260), (t) => scan(c, t, ip, ua));
    },
  },
  {
    name: "rolling_restart",
    what: "a planned rolling restart with callers retrying a few requests",
    fits: () => true,
    run: rolling,
  },
  {
    name: "cert_rotation",
    what: "a certificate rotation with TLS handshake errors from old clients and load-balancer probes",
    fits: () => true,
    run: certRotation,
  },
  {
    name: "deprecation_spam",
    what: "deprecation warnings repeated by several services",
    fits: () => true,
    run: (c, from, to, big) => {
      const r = c.rng;
      const svcs = r.shuffle(c.estate.services).slice(0, big ? 5 : 2);
      for (const s of svcs)
        spread(c, from, to, count(c, big, 15, 45), (t) => emit(c, t, s.name, "warn", deprecation(c, s)));
    },
  },
  {
    name: "client_aborts",
    what: "phones on the congested site network hanging up mid-response",
    fits: () => true,
    run: (c, from, to, big) => spread(c, from, to, count(c, big, 40, 110), (t) => clientAbort(c, t)),
  },
  {
    name: "job_retries",
    what: "background jobs failing once on a transient error and succeeding on retry",
    fits: () => true,
    run: (c, from, to, big) => spread(c, from, to - 60000, count(c, big, 25, 70), (t) => jobRetry(c, t)),
  },
  {
    name: "consumer_rebalance",
    what: "Kafka consumer-group rebalances after a consumer deploy",
    fits: (e) => e.services.some((s) => s.rt === "java"),
    run: rebalance,
  },
  {
    name: "report_timeouts",
    what: "a finance report export hitting statement timeouts until it is split into chunks",
    fits: (e) => !!(e.roles.wallet || e.roles.resale),
    run: slowReport,
  },
  {
    name: "autoscale",
    what: "autoscaling adding instances that report not-ready while they warm up",
    fits: () => true,
    run: autoscale,
  },
  {
    name: "cold_cache",
    what: "a cold lineup cache after planned cache maintenance",
    fits: (e) => !!e.roles.lineup,
    run: coldCache,
  },
  {
    name: "config_reloads",
    what: "configuration reloads with ignored legacy keys and feature-flag flips",
    fits: () => true,
    run: configReload,
  },
  {
    name: "gc_pauses",
    what: "long but healthy garbage-collection pauses in a busy JVM",
    fits: (e) => e.services.some((s) => s.rt === "java"),
    run: gcPauses,
  },
  {
    name: "recovered_panics",
    what: "a Go handler panicking on malformed frames from old-firmware devices, recovered request by request",
    fits: (e) => e.services.some((s) => s.rt === "go"),
    run: (c, from, to, big) => spread(c, from, to, count(c, big, 15, 45), (t) => recoveredPanic(c, t)),
  },
  {
    name: "replica_lag",
    what: "read-replica lag during a replica vacuum, reads routed to the primary",
    fits: (e) => !!(e.roles.wallet || e.roles.resale),
    run: replicaLag,
  },
];
