// network: ephemeral ports, DNS resolver timeouts, resets, egress proxy, VPC endpoint connect timeouts.
import { jvm } from "./stacks.js";
import { at, END, flow, rep, type Scenario } from "./types.js";

export const NETWORK: Scenario[] = [
  {
    estate: "shop",
    cat: "network",
    origin: "cart-svc",
    hints: ["address", "port", "connect", "ephemeral"],
    sev: "high",
    note: "cart-svc opens a new Redis connection per request after a client change and runs out of ephemeral ports (TIME_WAIT); connects fail with 'cannot assign requested address'.",
    phases: [
      at(0, "cart-svc", "warn", "tcp sockets in TIME_WAIT: 27814 (local port range 32768-60999)"),
      rep(
        20,
        END,
        0.8,
        "cart-svc",
        "error",
        (r) => `redis dial failed: dial tcp 10.0.${r.int(40, 45)}.12:6379: connect: cannot assign requested address`,
      ),
      flow(21, END, 1.5, ["storefront-web", "error", "GET /api/cart 502 Bad Gateway (cart-svc)"]),
    ],
  },
  {
    estate: "stream",
    cat: "network",
    origin: "coredns",
    hints: ["dns", "resolve", "timeout", "lookup"],
    sev: "high",
    note: "coredns upstream forwarding to the VPC resolver times out (packet-rate limit on the resolver ENI); coredns logs the i/o timeouts while edge-api and playback-svc fail lookups.",
    extra: ["coredns"],
    phases: [
      rep(
        0,
        END,
        0.7,
        "coredns",
        "error",
        (r) =>
          `[ERROR] plugin/errors: 2 ${r.pick(["catalog-svc", "entitlements", "license.ezdrm.example"])}.${r.pick(["media-prod.svc.cluster.local", "com"])}. A: read udp 10.2.0.5:${r.int(30000, 60000)}->169.254.169.253:53: i/o timeout`,
      ),
      flow(1, END, 0.9, [
        "edge-api",
        "error",
        "GET /v3/home 502: getaddrinfo EAI_AGAIN catalog-svc.media-prod.svc.cluster.local",
      ]),
      rep(
        5,
        END,
        5,
        "playback-svc",
        "error",
        "licence call failed: java.net.UnknownHostException: license.ezdrm.example: Temporary failure in name resolution",
      ),
    ],
  },
  {
    estate: "games",
    cat: "network",
    origin: "chat-relay",
    hints: ["reset", "connection"],
    sev: "medium",
    note: "Connections from chat-relay to its pub/sub Redis are reset mid-stream after a security-group change on the path; chat-relay logs the resets and reconnect loops, lobby-gw sees chat drop.",
    phases: [
      rep(
        0,
        END,
        1.5,
        "chat-relay",
        "error",
        (r) =>
          `pubsub receive failed: read tcp 10.4.2.19:${r.int(30000, 60000)}->10.4.7.8:6379: read: connection reset by peer`,
      ),
      rep(2, END, 5, "chat-relay", "warn", "reconnecting to pubsub (attempt 3), rooms paused"),
      rep(10, END, 6, "lobby-gw", "warn", "chat channel closed by chat-relay, client will reconnect"),
    ],
  },
  {
    estate: "fleet",
    cat: "network",
    origin: "geo-cache",
    hints: ["proxy", "connect", "timeout", "dial"],
    sev: "medium",
    note: "The egress proxy used by geo-cache stops accepting connections; geo-cache cannot reach the geocoding API and dispatch-api falls back to raw addresses.",
    phases: [
      rep(
        0,
        END,
        2,
        "geo-cache",
        "error",
        'geocode upstream failed: Get "https://maps.example.com/geocode/v1": proxyconnect tcp: dial tcp 10.9.0.12:3128: i/o timeout',
      ),
      rep(
        5,
        END,
        6,
        "dispatch-api",
        "warn",
        (r) => `job ${r.int(100000, 999999)}: geocode unavailable, using depot centroid`,
      ),
    ],
  },
  {
    estate: "ledger",
    cat: "network",
    origin: "statements-batch",
    hints: ["connect", "timed out", "endpoint"],
    sev: "medium",
    note: "Uploads from statements-batch to S3 through the VPC endpoint start timing out at connect; the batch stalls, retries and fails its uploads.",
    phases: [
      rep(
        0,
        END,
        4,
        "statements-batch",
        "error",
        "upload failed",
        jvm(
          "software.amazon.awssdk.core.exception.SdkClientException: Unable to execute HTTP request: Connect to fin-statements.s3.eu-west-1.amazonaws.com:443 [fin-statements.s3.eu-west-1.amazonaws.com/10.20.8.41] failed: connect timed out",
          [
            "software.amazon.awssdk.core.exception.SdkClientException$BuilderImpl.build(SdkClientException.java:111)",
            "fin.statements.Uploader.put(Uploader.java:64)",
          ],
          "java.net.SocketTimeoutException: connect timed out",
        ),
      ),
      rep(30, END, 30, "statements-batch", "warn", "upload queue 2400 pending, retrying with backoff"),
    ],
  },
  {
    estate: "games",
    cat: "network",
    origin: "telemetry-fwd",
    hints: ["dns", "lookup", "timeout"],
    sev: "medium",
    note: "telemetry-fwd's node-local DNS lookups for the Kinesis endpoint time out; it logs the failures and buffers events to disk until the buffer fills.",
    phases: [
      rep(
        0,
        END,
        2,
        "telemetry-fwd",
        "error",
        "PutRecords failed: RequestError: send request failed",
        () =>
          'caused by: Post "https://kinesis.eu-west-1.amazonaws.com/": dial tcp: lookup kinesis.eu-west-1.amazonaws.com on 10.0.0.2:53: read udp 10.4.9.3:41822->10.0.0.2:53: i/o timeout',
      ),
      rep(60, END, 20, "telemetry-fwd", "warn", (r) => `spool buffer ${r.int(40, 99)}% of 2GiB`),
    ],
  },
];
