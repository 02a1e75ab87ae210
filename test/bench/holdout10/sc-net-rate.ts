// Network (NXDOMAIN after a resolver change, no route to host, MQTT resets, TLS handshake failures) and
// rate limiting (ad server 429s, Twilio 20429, Kinesis throughput exceeded, S3 SlowDown).
import { dotnet } from "./stacks.js";
import type { Scenario } from "./types.js";

const INF = Number.POSITIVE_INFINITY;

export const network: Scenario[] = [
  {
    estate: "claims",
    cat: "network",
    origin: "notif-relay",
    hints: ["nxdomain", "dns", "resolve"],
    sev: "medium",
    note: "a node's resolv.conf change breaks DNS for notif-relay; SMTP relay lookups return :nxdomain; emails stop (callers only WARN)",
    run: (x) => {
      x.every(
        "notif-relay",
        "error",
        0,
        INF,
        2.5,
        (r) =>
          `[error] email delivery failed template=${r.pick(["payout_confirmation", "claim_received", "adjuster_assigned"])}: {:error, {:failed_connect, [{:to_address, {~c"smtp-relay.claims.internal", 587}}, {:inet, [:inet], :nxdomain}]}}`,
      );
      x.every("notif-relay", "warn", 5, INF, 15, (r) => `[warning] Swoosh retry queue size=${r.int(100, 5000)}`);
      x.every(
        "payout-engine",
        "warn",
        20,
        INF,
        8,
        "Notification for payout not acknowledged by notif-relay (503), parked for retry",
      );
      x.deploy(-30, "doc-vault", "v4.19.0", "go");
    },
  },
  {
    estate: "podcast",
    cat: "network",
    origin: "search-indexer",
    hints: ["route", "network", "dial"],
    sev: "medium",
    note: "a security-group change isolates search-indexer's subnet from the Elasticsearch nodes: 'no route to host'; search 503s at the edge",
    run: (x) => {
      x.thin("search-indexer", 0, 0.1);
      x.every(
        "search-indexer",
        "error",
        0,
        INF,
        1.5,
        (r) =>
          `query q="${r.pick(["crime", "history", "nba", "ai"])}" failed: ConnectionError(<urllib3.connection.HTTPConnection object at 0x7f${r.hex(10)}>: Failed to establish a new connection: [Errno 113] No route to host) caused by: NewConnectionError(... [Errno 113] No route to host)`,
      );
      x.every(
        "search-indexer",
        "warn",
        5,
        INF,
        10,
        "bulk indexing paused: all 3 nodes unreachable (es-podcast-0,1,2:9200)",
      );
      x.every(
        "listen-edge",
        "error",
        1,
        INF,
        1.2,
        (r) => `GET /v2/search status=503 dur=${r.int(3000, 3100)}ms upstream=search-indexer`,
      );
    },
  },
  {
    estate: "port",
    cat: "network",
    origin: "crane-telemetry",
    hints: ["reset", "connection", "network"],
    sev: "medium",
    note: "a flapping switch port on the quay side: crane-telemetry's MQTT and gRPC links reset by peer over and over; yard-tos gets no crane cycles",
    decoy: 1,
    run: (x) => {
      x.every(
        "crane-telemetry",
        "error",
        0,
        INF,
        3,
        (r) =>
          `mqtt: connection lost to broker tcp://quay-mqtt:1883: read tcp 10.8.1.${r.int(10, 60)}:${r.int(40000, 60000)}->10.8.3.4:1883: read: connection reset by peer`,
      );
      x.every("crane-telemetry", "warn", 1, INF, 4, "mqtt: reconnecting (attempt 1, backoff 2s)");
      x.every(
        "crane-telemetry",
        "error",
        5,
        INF,
        6,
        (r) =>
          `forward cycles to yard-tos: rpc error: code = Unavailable desc = connection error: desc = "transport: Error while dialing: dial tcp 10.8.2.${r.int(2, 40)}:7443: connect: connection reset by peer"`,
      );
      x.thin("crane-telemetry", 0, 0.25);
      x.every(
        "yard-tos",
        "warn",
        30,
        INF,
        8,
        (r) => `c.t.yard.VesselOpsListener : no crane cycle events from STS-${r.int(1, 9)} for ${r.int(60, 300)}s`,
      );
    },
  },
  {
    estate: "claims",
    cat: "network",
    origin: "payout-engine",
    hints: ["ssl", "tls", "handshake"],
    sev: "medium",
    note: "the bank's new edge only offers TLS 1.3 ciphers payout-engine's base image lacks; every SEPA submit fails at the TLS handshake",
    run: (x) => {
      x.every("payout-engine", "error", 0, INF, 4, "SEPA submission failed", () =>
        dotnet(
          "System.Net.Http.HttpRequestException: The SSL connection could not be established, see inner exception.\n ---> System.Security.Authentication.AuthenticationException: Authentication failed because the remote party sent a TLS alert: 'HandshakeFailure'.\n ---> System.ComponentModel.Win32Exception (0x80090326): The message received was unexpected or badly formatted.",
          [
            "System.Net.Security.SslStream.ForceAuthenticationAsync[TIOAdapter](Boolean receiveFirst, Byte[] reAuthenticationData, CancellationToken cancellationToken)",
            "System.Net.Http.ConnectHelper.EstablishSslConnectionAsync(SslClientAuthenticationOptions sslOptions, HttpRequestMessage request, Boolean async, Stream stream, CancellationToken cancellationToken)",
            "Claims.Payouts.Bank.SepaClient.SubmitAsync(Pain001 file) in /src/Payouts/Bank/SepaClient.cs:line 62",
          ],
        ),
      );
      x.every(
        "payout-engine",
        "warn",
        30,
        INF,
        15,
        (r) => `Health check 'sepa-gateway' completed after ${r.int(40, 200)}ms with status Unhealthy`,
      );
      x.every("policy-ledger", "warn", 60, INF, 12, "c.c.l.PayoutSync : 0 payouts confirmed in last 5 min");
    },
  },
];

export const rateLimiting: Scenario[] = [
  {
    estate: "podcast",
    cat: "rate_limiting",
    origin: "ad-stitcher",
    hints: ["429", "rate", "too many"],
    sev: "medium",
    note: "a big show drop multiplies ad requests; the ad server throttles ad-stitcher with 429 Too Many Requests; fill collapses",
    run: (x) => {
      x.every(
        "ad-stitcher",
        "warn",
        0,
        INF,
        0.9,
        (r) =>
          `c.p.ads.DecisionClient : ad decision 429 Too Many Requests from ads.adserver.example (Retry-After: ${r.int(1, 30)}) for ep_${r.hex(10)}`,
      );
      x.every(
        "ad-stitcher",
        "error",
        20,
        INF,
        3,
        (r) =>
          `c.p.ads.StitchService : stitch aborted for ep_${r.hex(10)}: decision quota exhausted (rate limit 2000 req/min)`,
      );
      x.every(
        "playback-api",
        "warn",
        5,
        INF,
        2,
        (r) => `ad break for ep_${r.hex(10)} returned no creatives, serving content only`,
      );
      x.deploy(-60, "playback-api", "2026.07.20", "node");
    },
  },
  {
    estate: "claims",
    cat: "rate_limiting",
    origin: "notif-relay",
    hints: ["429", "too many", "rate"],
    sev: "medium",
    note: "a catastrophe event (hail) triggers mass status SMS; Twilio answers 20429 Too Many Requests; notif-relay backs off, queue grows",
    run: (x) => {
      x.every(
        "fnol-intake",
        "info",
        -60,
        INF,
        0.6,
        (r) => `Claim CLM-${r.int(2026000, 2026999)} received via mobile (lossType=HAIL) cat-event=CAT-2026-07`,
      );
      x.every(
        "notif-relay",
        "error",
        0,
        INF,
        1,
        (r) =>
          `[error] Twilio send failed status=429 code=20429 message="Too Many Requests" to=+44 7${r.int(100, 999)} ****${r.int(10, 99)}`,
      );
      x.every(
        "notif-relay",
        "warn",
        3,
        INF,
        8,
        (r) => `[warning] backing off sms dispatcher for ${r.int(1, 60)}s, queue=${r.int(1000, 90000)}`,
      );
    },
  },
  {
    estate: "port",
    cat: "rate_limiting",
    origin: "vessel-ais",
    hints: ["throughput", "rate", "exceeded"],
    sev: "medium",
    note: "vessel-ais replays a backlog after reconnecting and exceeds the Kinesis shard write limit; ProvisionedThroughputExceededException",
    run: (x) => {
      x.at(-5, "vessel-ais", "info", "INFO ais.receiver: upstream reconnected, replaying 1.9M buffered messages");
      x.every(
        "vessel-ais",
        "error",
        0,
        INF,
        1.5,
        (r) =>
          `ERROR ais.publisher: PutRecords partial failure ${r.int(100, 500)}/500 records: ProvisionedThroughputExceededException: Rate exceeded for shard shardId-00000000000${r.int(0, 3)} in stream ais-positions under account 418296503117.`,
      );
      x.every("vessel-ais", "warn", 5, INF, 10, "WARNING ais.publisher: backlog growing, dropping oldest positions");
      x.every("berth-planner", "warn", 60, INF, 15, "c.t.berth.EtaService : AIS feed lagging > 5 min");
    },
  },
  {
    estate: "claims",
    cat: "rate_limiting",
    origin: "doc-vault",
    hints: ["slowdown", "rate", "reduce"],
    sev: "medium",
    note: "doc-vault's re-encryption job hammers one S3 prefix; S3 answers 503 SlowDown ('Please reduce your request rate'); uploads fail",
    run: (x) => {
      x.at(
        -10,
        "doc-vault",
        "info",
        "reencrypt: starting job for prefix claims-docs/2026/ (4.1M objects, concurrency=512)",
      );
      x.every(
        "doc-vault",
        "error",
        0,
        INF,
        1.2,
        (r) =>
          `put claims-docs/CLM-${r.int(2026000, 2026999)}/${r.hex(10)}.pdf failed: operation error S3: PutObject, exceeded maximum number of attempts, 3, https response error StatusCode: 503, RequestID: ${r.hex(16).toUpperCase()}, api error SlowDown: Please reduce your request rate.`,
      );
      x.every(
        "claims-portal",
        "error",
        2,
        INF,
        2,
        (r) => `POST /api/v3/claims/{id}/documents 502 ${r.int(1000, 9000)}ms upstream=doc-vault`,
      );
    },
  },
];
