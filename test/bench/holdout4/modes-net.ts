// Failure modes of the path and of time: network, timeout, dependency and rate limiting (four each).
import { hex, int, pick } from "../holdout3/kit.js";
import { callers, edge5xx, relay, retryStorm } from "./propagate.js";
import { exc } from "./stacks.js";
import type { Ctx, Mode, Svc } from "./types.js";

const apps = (c: Ctx, not: string) => c.all.filter((s) => s.kind === "app" && s.name !== not);
const usersOf = (c: Ctx, s: Svc) => apps(c, s.name).filter((x) => (c.estate.calls[x.name] ?? []).includes(s.name));

function tlsCallerLine(c: Ctx, t: number, u: Svc, s: Svc) {
  // the certificate expired at the fault start, on the second
  const notAfter = new Date(Math.floor(c.t0 / 1000) * 1000 - 1000);
  const javaDate = notAfter.toUTCString().replace(/^(\w+), (\d+) (\w+) (\d+) ([\d:]+) GMT$/, "$1 $3 $2 $5 UTC $4");
  const url = `https://${s.name}.${c.estate.ns}.internal:8443`;
  if (u.rt === "java")
    return c.emit(
      t,
      u,
      "ERROR",
      `I/O error on POST request for "${url}/ledger/moves"`,
      exc(
        u,
        c.estate.pkg,
        "javax.net.ssl.SSLHandshakeException",
        "PKIX path validation failed: java.security.cert.CertPathValidatorException: validity check failed",
        ["post", "move"],
        ["java.security.cert.CertificateExpiredException", `NotAfter: ${javaDate}`],
      ),
    );
  if (u.rt === "go")
    return c.emit(t, u, "ERROR", "upstream call failed", {
      err: `Post "${url}/ledger/moves": tls: failed to verify certificate: x509: certificate has expired or is not yet valid: current time ${new Date(t).toISOString().slice(0, 19)}Z is after ${notAfter.toISOString().slice(0, 19)}Z`,
    });
  if (u.rt === "python")
    return c.emit(
      t,
      u,
      "ERROR",
      `request to ${s.name} failed`,
      exc(
        u,
        c.estate.pkg,
        "requests.exceptions.SSLError",
        `HTTPSConnectionPool(host='${s.name}.${c.estate.ns}.internal', port=8443): Max retries exceeded (Caused by SSLError(SSLCertVerificationError(1, '[SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: certificate has expired (_ssl.c:1006)')))`,
        ["post_move", "run"],
      ),
    );
  if (u.rt === "node")
    return c.emit(
      t,
      u,
      "ERROR",
      `${s.name} request failed`,
      exc(u, c.estate.pkg, "Error", "certificate has expired", ["callLedger", "handler"]),
    );
  if (u.rt === "dotnet")
    return c.emit(
      t,
      u,
      "ERROR",
      `Request to ${s.name} failed`,
      exc(
        u,
        c.estate.pkg,
        "System.Net.Http.HttpRequestException",
        "The SSL connection could not be established, see inner exception.",
        ["send", "invoke"],
        [
          "System.Security.Authentication.AuthenticationException",
          "The remote certificate is invalid because of errors in the certificate chain: NotTimeValid",
        ],
      ),
    );
  return c.emit(t, u, "ERROR", `TLS handshake with ${s.name} failed: certificate expired`);
}

export const NET_MODES: Mode[] = [
  {
    id: "dns-no-such-host",
    cat: "network",
    note: "service's DNS lookups for its database fail (resolver on its node broken)",
    hints: ["dns", "lookup", "resolv", "host"],
    sev: "high",
    rts: ["go"],
    run(c) {
      c.silence(c.origin, c.t0, 0.4);
      const s = c.origin;
      const target = (c.estate.calls[s.name] ?? ["db"])[0];
      for (const t of c.ticks(c.t0, c.end, 1100))
        c.emit(t, s, "ERROR", "query failed", {
          err: pick(c.r, [
            `failed to connect to \`host=${target}.${c.estate.ns}.svc.cluster.local user=app database=${c.estate.ns}\`: hostname resolving error (lookup ${target}.${c.estate.ns}.svc.cluster.local on 10.96.0.10:53: server misbehaving)`,
            `dial tcp: lookup ${target}.${c.estate.ns}.svc.cluster.local on 10.96.0.10:53: no such host`,
          ]),
        });
      callers(c, c.t0 + 600, c.end, "5xx", 2500, { code: 502 });
      edge5xx(c, c.t0 + 900, c.end, 2000, 502, s);
    },
  },
  {
    id: "tls-serving-cert-expired",
    cat: "network",
    note: "internal service's serving certificate expires; clients fail the TLS handshake",
    hints: ["tls", "certificate", "ssl", "x509", "handshake"],
    sev: "high",
    rts: ["rust"],
    run(c) {
      c.silence(c.origin, c.t0, 0.4);
      const s = c.origin;
      for (const t of c.ticks(c.t0, c.end, 1500))
        c.emit(t, s, "WARN", "tls accept failed", {
          err: "received fatal alert: CertificateExpired",
          f: {
            target: "rustls::server::hs",
            peer: `10.42.${int(c.r, 1, 9)}.${int(c.r, 2, 250)}:${int(c.r, 30000, 60000)}`,
          },
        });
      for (const u of c.callers) for (const t of c.ticks(c.t0 + 300, c.end, 1800)) tlsCallerLine(c, t, u, s);
      for (const u of c.callers) relay(c, u, c.t0 + 1500, c.end, "5xx", 3500, 500);
    },
  },
  {
    id: "kafka-broker-partition",
    cat: "network",
    note: "a broker loses its network path; ISR shrinks and producers cannot reach leaders",
    hints: ["network", "connection", "route", "disconnect", "unreachable"],
    sev: "high",
    rts: ["kafka"],
    run(c) {
      const b = c.origin;
      const topic = b.ops[0];
      for (const t of c.ticks(c.t0, c.end, 2500))
        c.emit(
          t,
          b,
          "WARN",
          `[ReplicaFetcher replicaId=1, leaderId=3, fetcherId=0] Error in response for fetch request (type=FetchRequest, replicaId=1, maxWait=500, minBytes=1, maxBytes=10485760)`,
          {
            err: "java.io.IOException: Connection to 3 was disconnected before the response was read",
            f: { logger: "kafka.server.ReplicaFetcherThread" },
          },
        );
      for (const t of c.ticks(c.t0 + 10000, c.end, 9000))
        c.emit(
          t,
          b,
          "INFO",
          `[Partition ${topic}-${int(c.r, 0, 11)} broker=1] Shrinking ISR from 1,2,3 to 1,2. Leader: (highWatermark: ${int(c.r, 1e6, 9e6)}, endOffset: ${int(c.r, 1e6, 9e6)}). Out of sync replicas: (brokerId: 3, endOffset: ${int(c.r, 1e6, 9e6)}).`,
          { f: { logger: "kafka.cluster.Partition" } },
        );
      for (const t of c.ticks(c.t0 + 2000, c.end, 15000))
        c.emit(
          t,
          b,
          "WARN",
          "[NodeToControllerChannelManager id=3 name=heartbeat] Connection to node 9092 (kafka-0.meter-bus/10.42.7.21:9093) could not be established. Node may not be available.",
          { f: { logger: "org.apache.kafka.clients.NetworkClient" } },
        );
      for (const u of usersOf(c, b)) {
        for (const t of c.ticks(c.t0 + 4000, c.end, 1500))
          c.emit(t, u, "ERROR", "produce failed", {
            err: pick(c.r, [
              "dial tcp 10.42.7.23:9092: connect: no route to host",
              "kafka: client has run out of available brokers to talk to: dial tcp 10.42.7.23:9092: i/o timeout",
            ]),
          });
        retryStorm(c, u, b, c.t0 + 5000, c.end, 450, "no route to host");
      }
    },
  },
  {
    id: "node-mysql-econnreset",
    cat: "network",
    note: "pooled MySQL connections reset by a firewall/NAT idle timeout",
    hints: ["reset", "econnreset", "connection", "socket", "network"],
    sev: "medium",
    rts: ["node"],
    run(c) {
      c.silence(c.origin, c.t0, 0.4);
      const s = c.origin;
      for (const t of c.ticks(c.t0, c.end, 1300)) {
        const x = c.r();
        const e =
          x < 0.5
            ? exc(s, c.estate.pkg, "Error", "read ECONNRESET", ["query", "saveDraft"])
            : x < 0.8
              ? exc(s, c.estate.pkg, "Error", "Connection lost: The server closed the connection.", [
                  "query",
                  "loadStory",
                ])
              : exc(s, c.estate.pkg, "Error", "Can't add new command when connection is in closed state", [
                  "query",
                  "listStories",
                ]);
        c.emit(t, s, "ERROR", "db query failed", {
          ...e,
          f: {
            code: x < 0.5 ? "ECONNRESET" : x < 0.8 ? "PROTOCOL_CONNECTION_LOST" : "PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR",
            fatal: true,
          },
        });
      }
      callers(c, c.t0 + 800, c.end, "5xx", 4000, { code: 500, skip: 0.4 });
    },
  },
  {
    id: "go-deadline-own-work",
    cat: "timeout",
    note: "reslotting computation grows past its context deadline",
    hints: ["deadline", "timeout", "exceeded"],
    sev: "medium",
    rts: ["go"],
    run(c) {
      c.silence(c.origin, c.t0, 0.4);
      const s = c.origin;
      for (const t of c.ticks(c.t0, c.end, 2200)) {
        const zone = `Z${int(c.r, 1, 40)}`;
        c.emit(t - 30000, s, "INFO", "reslot started", { f: { zone, candidates: int(c.r, 90000, 240000) } });
        c.emit(t, s, "ERROR", "reslot aborted", {
          err: "context deadline exceeded",
          f: { zone, elapsed: "30.000412s", deadline: "30s" },
        });
      }
      for (const u of c.callers)
        for (const t of c.ticks(c.t0 + 400, c.end, 2600)) {
          if (u.rt === "python")
            c.emit(
              t,
              u,
              "ERROR",
              "slot lookup failed",
              exc(
                u,
                c.estate.pkg,
                "grpc._channel._InactiveRpcError",
                `<_InactiveRpcError of RPC that terminated with: status = StatusCode.DEADLINE_EXCEEDED details = "Deadline Exceeded" debug_error_string = "UNKNOWN:Error received from peer ipv4:10.42.3.9:9090 {grpc_status:4}">`,
                ["get_slots", "plan_wave"],
              ),
            );
          else
            c.emit(t, u, "ERROR", "slot lookup failed", {
              err: "rpc error: code = DeadlineExceeded desc = context deadline exceeded",
            });
        }
    },
  },
  {
    id: "php-lock-wait-timeout",
    cat: "timeout",
    note: "InnoDB lock wait timeouts behind a long moderation batch",
    hints: ["lock", "timeout"],
    sev: "medium",
    rts: ["php"],
    run(c) {
      c.silence(c.origin, c.t0, 0.4);
      const s = c.origin;
      c.emit(c.t0 - 5000, s, "INFO", "moderation batch started: recount_votes (412k rows)");
      for (const t of c.ticks(c.t0 + 50000, c.end, 1600))
        c.emit(
          t,
          s,
          "ERROR",
          'Uncaught PHP Exception Doctrine\\DBAL\\Exception\\LockWaitTimeoutException: "An exception occurred while executing a query: SQLSTATE[HY000]: General error: 1205 Lock wait timeout exceeded; try restarting transaction"',
          {
            stack: exc(s, c.estate.pkg, "x", "y", ["addComment", "__invoke"]).stack,
          },
        );
      callers(c, c.t0 + 51000, c.end, "5xx", 4000, { code: 500 });
      edge5xx(c, c.t0 + 51000, c.end, 3000, 500, s);
    },
  },
  {
    id: "celery-time-limit",
    cat: "timeout",
    note: "basecalling tasks exceed their time limit and are killed",
    hints: ["time limit", "timelimit", "timeout", "exceeded"],
    sev: "medium",
    rts: ["python"],
    run(c) {
      const s = c.origin;
      for (const t of c.ticks(c.t0, c.end, 5000)) {
        const id = `${hex(c.r, 8)}-${hex(c.r, 4)}-${hex(c.r, 4)}-${hex(c.r, 4)}-${hex(c.r, 12)}`;
        c.emit(t, s, "WARN", `Soft time limit (240s) exceeded for basecall.chunk[${id}]`);
        c.emit(t + 60000, s, "ERROR", `Hard time limit (300s) exceeded for basecall.chunk[${id}]`);
        c.emit(
          t + 60050,
          s,
          "ERROR",
          `Process 'ForkPoolWorker-${int(c.r, 1, 16)}' pid:${int(c.r, 200, 900)} exited with 'signal 9 (SIGKILL)'`,
        );
        c.emit(
          t + 60100,
          s,
          "ERROR",
          `Task handler raised error: TimeLimitExceeded(300)`,
          exc(s, c.estate.pkg, "billiard.exceptions.TimeLimitExceeded", "300", ["on_hard_timeout"]),
        );
      }
      for (const u of c.callers)
        for (const t of c.ticks(c.t0 + 70000, c.end, 6000))
          c.emit(t, u, "WARN", `run ${hex(c.r, 6)} waiting on basecalls for ${int(c.r, 6, 30)}m; lane throughput 0`);
    },
  },
  {
    id: "dotnet-vendor-timeout",
    cat: "timeout",
    note: "carrier label endpoint stops answering in time; HttpClient/Polly timeouts",
    hints: ["timeout", "cancel"],
    sev: "high",
    rts: ["dotnet"],
    run(c) {
      c.silence(c.origin, c.t0, 0.4);
      const s = c.origin;
      for (const t of c.ticks(c.t0 + 30000, c.end, 1500)) {
        const x = c.r() < 0.5;
        c.emit(
          t,
          s,
          "ERROR",
          `Label request to carrier endpoint https://labels.parcelco.example/v3/shipments failed after ${x ? "30000" : "30001"} ms`,
          {
            ...exc(
              s,
              c.estate.pkg,
              x ? "Polly.Timeout.TimeoutRejectedException" : "System.Threading.Tasks.TaskCanceledException",
              x
                ? "The delegate executed asynchronously through TimeoutPolicy did not complete within the timeout."
                : "The request was canceled due to the configured HttpClient.Timeout of 30 seconds elapsing.",
              ["createLabel", "post"],
              x ? undefined : ["System.TimeoutException", "The operation was canceled."],
            ),
            f: { category: `${s.name.replace(/-/g, ".")}.Carriers.LabelClient` },
          },
        );
      }
      for (const t of c.ticks(c.t0, c.end, 8000))
        c.emit(t, s, "WARN", `Carrier label latency p95 ${int(c.r, 12, 30)}s above 5s SLO`);
      callers(c, c.t0 + 31000, c.end, "timeout", 3000);
      edge5xx(c, c.t0 + 31000, c.end, 3000, 504, c.callers[0] ?? s);
    },
  },
  {
    id: "payproc-vendor-503",
    cat: "dependency",
    note: "card processor answers 503; breaker opens, checkouts fail",
    hints: ["unavailable", "503", "processor", "upstream", "vendor", "dependency"],
    sev: "high",
    rts: ["go"],
    run(c) {
      c.silence(c.origin, c.t0, 0.4);
      const s = c.origin;
      for (const t of c.ticks(c.t0, c.end, 900)) {
        if (t > c.t0 + 60000 && c.r() < 0.6)
          c.emit(t, s, "WARN", "authorize rejected locally: circuit breaker 'payproc' is open", {
            f: { state: "open" },
          });
        else
          c.emit(t, s, "ERROR", "authorize failed", {
            err: `POST https://api.payproc.example/v2/authorizations: processor returned 503 Service Unavailable (request_id=pp_${hex(c.r, 12)})`,
            f: { attempt: int(c.r, 1, 3) },
          });
      }
      c.emit(c.t0 + 60000, s, "WARN", "circuit breaker 'payproc' state changed from closed to open");
      callers(c, c.t0 + 500, c.end, "5xx", 2000, { code: 502 });
      for (const u of c.callers) relay(c, u, c.t0 + 1000, c.end, "5xx", 3000, 502);
      edge5xx(c, c.t0 + 1000, c.end, 2000, 502, c.callers[0] ?? s);
    },
  },
  {
    id: "s3-internal-error",
    cat: "dependency",
    note: "object storage provider returns 500 InternalError on writes",
    hints: ["s3", "internal", "500", "storage", "unavailable"],
    sev: "high",
    rts: ["go"],
    run(c) {
      c.silence(c.origin, c.t0, 0.4);
      const s = c.origin;
      for (const t of c.ticks(c.t0, c.end, 1000))
        c.emit(t, s, "ERROR", "put object failed", {
          err: `operation error S3: PutObject, exceeded maximum number of attempts, 3, https response error StatusCode: 500, RequestID: ${hex(c.r, 16).toUpperCase()}, HostID: ${hex(c.r, 24)}, api error InternalError: We encountered an internal error. Please try again.`,
          f: { bucket: `${c.estate.ns}-runs`, key: `runs/${hex(c.r, 8)}/chunk-${int(c.r, 1, 900)}.pod5` },
        });
      callers(c, c.t0 + 700, c.end, "5xx", 2200, { code: 502 });
      for (const u of c.callers.slice(0, 1)) retryStorm(c, u, s, c.t0 + 1000, c.end, 350, "502 from upload");
    },
  },
  {
    id: "amqp-broker-down",
    cat: "dependency",
    note: "managed RabbitMQ broker forces connections closed and stays unavailable",
    hints: ["broker", "amqp", "rabbit", "unavailable"],
    sev: "medium",
    rts: ["ruby"],
    run(c) {
      const s = c.origin;
      c.emit(
        c.t0,
        s,
        "ERROR",
        "AMQP connection to slot-events broker lost",
        exc(
          s,
          c.estate.pkg,
          "Bunny::ConnectionForced",
          "Connection forcefully closed by the server: CONNECTION_FORCED - broker forced connection closure with reason 'shutdown'",
          ["publish_slot_event", "create"],
        ),
      );
      for (const t of c.ticks(c.t0 + 5000, c.end, 5000)) {
        c.emit(
          t,
          s,
          "WARN",
          "Bunny: connection to b-7f3e.mq.eu-west-1.amazonaws.com:5671 refused by broker (CONNECTION_FORCED - broker is not running or in maintenance); will retry recovery in 5 seconds",
        );
        if (c.r() < 0.5)
          c.emit(
            t + 100,
            s,
            "ERROR",
            "appointment event not published",
            exc(
              s,
              c.estate.pkg,
              "Bunny::TCPConnectionFailedForAllHosts",
              "Could not establish TCP connection to any of the configured hosts",
              ["publish_slot_event", "create"],
            ),
          );
      }
      callers(c, c.t0 + 8000, c.end, "5xx", 6000, { code: 500, skip: 0.4 });
    },
  },
  {
    id: "mail-api-503",
    cat: "dependency",
    note: "transactional e-mail provider answers 503; confirmations pile up",
    hints: ["503", "unavailable", "mail", "transport"],
    sev: "medium",
    rts: ["php"],
    run(c) {
      const s = c.origin;
      for (const t of c.ticks(c.t0, c.end, 1200)) {
        c.emit(
          t,
          s,
          "ERROR",
          'Error thrown while handling message App\\Message\\SendConfirmation. Removing from transport after 3 retries. Error: "Unable to send an email: Service Unavailable (code 503)."',
          {
            stack: exc(s, c.estate.pkg, "x", "y", ["send", "__invoke"]).stack,
          },
        );
        if (c.r() < 0.6)
          c.emit(
            t + 300,
            s,
            "WARN",
            `Error thrown while handling message App\\Message\\SendConfirmation. Sending for retry #${int(c.r, 1, 3)} using ${int(c.r, 1000, 9000)} ms delay. Error: "Unable to send an email: Service Unavailable (code 503)."`,
          );
      }
    },
  },
  {
    id: "carrier-api-429",
    cat: "rate_limiting",
    note: "carrier rating API rate-limits the account; retries amplify the 429 storm",
    hints: ["429", "rate", "too many"],
    sev: "medium",
    rts: ["node"],
    run(c) {
      c.silence(c.origin, c.t0, 0.4);
      const s = c.origin;
      for (const t of c.ticks(c.t0, c.end, 700))
        c.emit(t, s, "WARN", "carrier quote rejected", {
          f: {
            carrier: pick(c.r, ["parcelco", "freightline"]),
            status: 429,
            retryAfter: int(c.r, 20, 60),
            body: "Too Many Requests: quota 600/min exceeded",
          },
        });
      for (const t of c.ticks(c.t0 + 20000, c.end, 2500))
        c.emit(
          t,
          s,
          "ERROR",
          "quote failed after retries",
          exc(s, c.estate.pkg, "AxiosError", "Request failed with status code 429", ["fetchQuote", "quoteHandler"]),
        );
      for (const u of c.callers) retryStorm(c, u, s, c.t0 + 21000, c.end, 300, "429 Too Many Requests from rates");
      callers(c, c.t0 + 22000, c.end, "5xx", 3000, { code: 503, skip: 0.5 });
    },
  },
  {
    id: "speech-vendor-429",
    cat: "rate_limiting",
    note: "transcription vendor rate limit reached after a backfill",
    hints: ["429", "rate", "ratelimit"],
    sev: "medium",
    rts: ["python"],
    run(c) {
      const s = c.origin;
      c.emit(c.t0 - 10000, s, "INFO", "backfill enqueued 18,400 archive clips for transcription");
      for (const t of c.ticks(c.t0, c.end, 800))
        c.emit(
          t,
          s,
          "ERROR",
          `transcription failed for clip ${hex(c.r, 10)}`,
          exc(
            s,
            c.estate.pkg,
            "speechkit.RateLimitError",
            "Error code: 429 - {'error': {'message': 'Rate limit reached for requests per minute (limit 300)', 'type': 'requests'}}",
            ["transcribe", "process_clip"],
          ),
        );
      for (const t of c.ticks(c.t0, c.end, 3000))
        c.emit(t, s, "WARN", `Retrying speechkit request in ${int(c.r, 8, 40)}.0 seconds`);
    },
  },
  {
    id: "dynamodb-throttle",
    cat: "rate_limiting",
    note: "DynamoDB table throttles writes above provisioned throughput",
    hints: ["throughput", "throttl", "rate", "provisioned"],
    sev: "high",
    rts: ["java"],
    run(c) {
      c.silence(c.origin, c.t0, 0.4);
      const s = c.origin;
      for (const t of c.ticks(c.t0, c.end, 900))
        c.emit(
          t,
          s,
          "ERROR",
          "Failed to persist order event",
          exc(
            s,
            c.estate.pkg,
            "software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException",
            `The level of configured provisioned throughput for the table was exceeded. Consider increasing your provisioning level with the UpdateTable API. (Service: DynamoDb, Status Code: 400, Request ID: ${hex(c.r, 32).toUpperCase()})`,
            ["putEvent", "createOrder"],
          ),
        );
      callers(c, c.t0 + 500, c.end, "5xx", 2500, { code: 500, skip: 0.3 });
      edge5xx(c, c.t0 + 800, c.end, 2500, 500, s);
    },
  },
  {
    id: "push-vendor-429",
    cat: "rate_limiting",
    note: "push-notification vendor answers 429 on breaking-news fan-out",
    hints: ["429", "rate", "too many"],
    sev: "medium",
    rts: ["ruby"],
    run(c) {
      const s = c.origin;
      for (const t of c.ticks(c.t0, c.end, 900))
        c.emit(
          t,
          s,
          "ERROR",
          `push fan-out batch ${int(c.r, 1, 400)} failed`,
          exc(s, c.estate.pkg, "Faraday::TooManyRequestsError", "the server responded with status 429", [
            "deliver_batch",
            "perform",
          ]),
        );
      for (const t of c.ticks(c.t0 + 2000, c.end, 4000))
        c.emit(
          t,
          s,
          "WARN",
          `[ActiveJob] [PushFanoutJob] Retrying in ${int(c.r, 3, 60)}s (attempt ${int(c.r, 2, 8)}): Faraday::TooManyRequestsError`,
        );
    },
  },
];
