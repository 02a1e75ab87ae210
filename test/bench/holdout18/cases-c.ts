// Holdout 18 incidents: dependency, memory, disk, unknown (4 each).
import { ev, type Scenario } from "./types.js";

export const CASES_C: Scenario[] = [
  {
    key: "dep-psp-5xx",
    est: "tix",
    origin: "checkout-svc",
    cat: "dependency",
    sev: "high",
    hints: ["payment", "provider", "503", "circuit", "unavailable"],
    note: "The payment provider returns 503s; checkout-svc logs them and opens its breaker while box-office-api is louder.",
    ev: [
      ev("checkout-svc", "error", 0, 60, 2, [
        "PaymentGateway::ServerError: PSP authorise returned 503 Service Unavailable (psp_ref=none, attempt 3/3)",
      ]),
      ev("checkout-svc", "warn", 60, undefined, 10, [
        "circuit psp OPEN (failure rate 87% over 20 calls), short-circuiting authorise",
      ]),
      ev("box-office-api", "error", 1, undefined, 0.7, [
        "POST /v3/carts/{hex}/checkout 502 (checkout-svc: payment_unavailable)",
      ]),
    ],
  },
  {
    key: "dep-sms-gateway",
    est: "lease",
    origin: "notify-hub",
    cat: "dependency",
    sev: "medium",
    hints: ["gateway", "502", "sms", "provider", "unavailable"],
    note: "The SMS gateway answers 502 for every send; notify-hub logs the vendor errors and other services report undelivered codes.",
    ev: [
      ev("notify-hub", "error", 0, undefined, 1.5, [
        "[error] sms provider POST /v2/messages -> 502 Bad Gateway (upstream vendor), msg_{hex} queued for retry",
      ]),
      ev("tenant-portal", "error", 30, undefined, 2, [
        "login 2FA code not confirmed for tenant T{id} (delivery failed)",
      ]),
    ],
  },
  {
    key: "dep-partner-booking",
    est: "orbit",
    origin: "pass-scheduler",
    cat: "dependency",
    sev: "medium",
    hints: ["partner", "500", "unavailable", "circuit"],
    note: "A partner ground-network booking API fails with 500s; pass-scheduler logs them and trips its breaker while ops-console shows many failures.",
    ev: [
      ev("pass-scheduler", "error", 0, 90, 3, [
        "ERROR partner booking API POST /v1/contacts -> 500 Internal Server Error (partner=northgrid)",
      ]),
      ev("pass-scheduler", "warn", 90, undefined, 15, [
        "WARN breaker partner-booking OPEN; skipping {n} contact reservations",
      ]),
      ev("ops-console", "error", 5, undefined, 1.5, ["reservation for SAT-{n} failed: scheduler returned 502"]),
    ],
  },
  {
    key: "dep-captcha",
    est: "tix",
    origin: "queue-gate",
    cat: "dependency",
    sev: "high",
    hints: ["captcha", "provider", "503", "unavailable"],
    note: "The bot-check vendor behind queue-gate is down; queue-gate logs vendor errors but edge-nginx's 503 access lines dominate.",
    ev: [
      ev("queue-gate", "error", 0, undefined, 2, [
        "bot-check verify failed: provider responded 503 Service Unavailable (fan {hex})",
      ]),
      ev("edge-nginx", "info", 0.3, undefined, 0.25, [
        '{ip} - - "POST /queue/enter HTTP/2.0" 503 {n} "-" "Mozilla/5.0" rt=0.{n} urt=0.{n}',
      ]),
    ],
  },
  {
    key: "mem-jvm-heap",
    est: "orbit",
    origin: "frame-decoder",
    cat: "memory",
    sev: "high",
    hints: ["outofmemory", "heap", "memory", "gc"],
    note: "frame-decoder's heap fills; long GC pause WARNs come first, then OutOfMemoryError, while telemetry-ingest logs backpressure errors more often.",
    ev: [
      ev("frame-decoder", "warn", 0, 120, 8, [
        "WARN  [gc] GC(4{n}) Pause Full (G1 Compaction Pause) 3980M->3961M(4096M) 2{n}.118ms",
      ]),
      ev(
        "frame-decoder",
        "error",
        120,
        undefined,
        6,
        ["ERROR c.o.decoder.FramePipeline - decode worker died"],
        "java.lang.OutOfMemoryError: Java heap space\n\tat java.base/java.util.Arrays.copyOf(Arrays.java:3537)\n\tat com.orbitline.decoder.FrameAssembler.append(FrameAssembler.java:88)",
      ),
      ev("telemetry-ingest", "error", 100, undefined, 0.8, [
        'level=error msg="kafka produce backpressure" err="queue full" pending={id}',
      ]),
    ],
  },
  {
    key: "mem-redis-maxmemory",
    est: "tix",
    origin: "tix-redis",
    cat: "memory",
    sev: "high",
    hints: ["memory", "maxmemory", "oom", "allocate"],
    note: "tix-redis cannot fork for a save and then hits maxmemory; hold-engine and queue-gate log OOM command errors far more often than redis does.",
    ev: [
      ev("tix-redis", "warn", 0, undefined, 60, ["1:M # Can't save in background: fork: Cannot allocate memory"]),
      ev("hold-engine", "error", 40, undefined, 0.8, [
        'level=error msg="hold cache" err="OOM command not allowed when used memory > \'maxmemory\'."',
      ]),
      ev("queue-gate", "error", 42, undefined, 1.2, [
        "ReplyError: OOM command not allowed when used memory > 'maxmemory'. (command ZADD)",
      ]),
    ],
  },
  {
    key: "mem-node-heap",
    est: "lease",
    origin: "tenant-portal",
    cat: "memory",
    sev: "high",
    hints: ["heap", "memory", "allocation"],
    note: "tenant-portal runs out of JavaScript heap and restarts; haproxy-edge logs many 503s.",
    stop: [["tenant-portal", 60]],
    ev: [
      ev("tenant-portal", "warn", 0, 60, 10, ["heap used 1.{n}GB of 2.0GB after GC"]),
      ev(
        "tenant-portal",
        "fatal",
        60,
        undefined,
        90,
        ["FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory"],
        "<--- Last few GCs --->\n[1:0x6b8e2c0]  9814 ms: Mark-Compact 2011.4 (2083.1) -> 2007.9 (2084.6) MB, 1712.33 / 0.00 ms",
      ),
      ev("haproxy-edge", "warn", 61, undefined, 0.4, [
        '{ip}:{id} [fe_https~] be_portal/<NOSRV> 0/-1/-1/-1/0 503 {n} - - SC-- {n}/{n}/0/0/0 0/0 "GET /tenant/dashboard HTTP/1.1"',
      ]),
    ],
  },
  {
    key: "mem-beam-alloc",
    est: "orbit",
    origin: "mission-api",
    cat: "memory",
    sev: "high",
    hints: ["memory", "allocate", "heap"],
    note: "mission-api's BEAM VM cannot allocate heap and dies; envoy-mesh and ops-console log resets.",
    stop: [["mission-api", 30]],
    ev: [
      ev("mission-api", "warn", 0, 30, 6, ["[warning] process <0.{n}.0> message_queue_len={id} (PassBroadcaster)"]),
      ev("mission-api", "fatal", 30, undefined, 120, [
        'eheap_alloc: Cannot allocate 3280532608 bytes of memory (of type "heap").',
      ]),
      ev("envoy-mesh", "info", 31, undefined, 0.6, [
        '"GET /api/passes HTTP/1.1" 503 UF,URX 0 91 {n} - "{ip}" "ops-console/5.2" "{hex}" "mission-api:8080" "{ip}:8080"',
      ]),
      ev("ops-console", "error", 31, undefined, 1, [
        "GET /console/passes 503 upstream connect error or disconnect/reset before headers",
      ]),
    ],
  },
  {
    key: "disk-es-flood",
    est: "orbit",
    origin: "gs-elastic",
    cat: "disk",
    sev: "high",
    hints: ["disk", "watermark", "flood", "read-only"],
    note: "gs-elastic passes its high and then flood-stage disk watermark and blocks writes; archive-writer logs many rejected bulk requests.",
    ev: [
      ev("gs-elastic", "warn", 0, 150, 30, [
        "[es-data-2] high disk watermark [90%] exceeded on [es-data-2][/usr/share/elasticsearch/data] free: 9.{n}gb[8.{n}%], shards will be relocated away from this node",
      ]),
      ev("gs-elastic", "warn", 150, undefined, 30, [
        "[es-data-2] flood stage disk watermark [95%] exceeded on [es-data-2][/usr/share/elasticsearch/data] free: 4.1gb[4.3%], all indices on this node will be marked read-only",
      ]),
      ev("archive-writer", "error", 152, undefined, 1, [
        "ERROR archive_writer::index: bulk rejected: cluster_block_exception: index [telemetry-2026.07] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block]",
      ]),
    ],
  },
  {
    key: "disk-mysql-full",
    est: "lease",
    origin: "pm-mysql",
    cat: "disk",
    sev: "high",
    hints: ["disk", "space", "errno 28", "full"],
    note: "pm-mysql's volume fills while writing binlogs and writers hang; rent-ledger's command timeouts are the loudest lines.",
    ev: [
      ev("pm-mysql", "error", 0, undefined, 60, [
        "[ERROR] [MY-000035] [Server] Disk is full writing './binlog.000412' (OS errno 28 - No space left on device). Waiting for someone to free space... Retry in 60 secs.",
      ]),
      ev("rent-ledger", "error", 30, undefined, 1, [
        "fail: Microsoft.EntityFrameworkCore.Update[10000] An exception occurred in the database while saving changes. MySqlConnector.MySqlException (0x80004005): The Command Timeout expired before the operation completed.",
      ]),
      ev("tenant-portal", "error", 32, undefined, 1.5, ["POST /tenant/payments/intent 504 - ledger write timed out"]),
    ],
  },
  {
    key: "disk-kafka-logdir",
    est: "tix",
    origin: "tix-kafka",
    cat: "disk",
    sev: "high",
    hints: ["disk", "no space", "log dir", "ioexception"],
    note: "tix-kafka runs out of space in its log directory and takes it offline; producers in fan-notify and checkout-svc log leader errors.",
    ev: [
      ev("tix-kafka", "error", 0, undefined, undefined, [
        "[ReplicaManager broker=1] Error while writing to checkpoint file /var/lib/kafka/data/replication-offset-checkpoint java.io.IOException: No space left on device",
      ]),
      ev("tix-kafka", "error", 1, undefined, undefined, [
        "[LogDirFailureChannel id=1] Error while appending records to orders-3 in dir /var/lib/kafka/data",
      ]),
      ev("tix-kafka", "warn", 2, undefined, 45, [
        "[ReplicaManager broker=1] Stopping serving replicas in dir /var/lib/kafka/data",
      ]),
      ev("checkout-svc", "error", 3, undefined, 1.5, [
        "Kafka::NotLeaderForPartition: order event publish failed topic=orders partition={n}",
      ]),
      ev("fan-notify", "error", 4, undefined, 1, [
        "KafkaJSProtocolError: This server is not the leader for that topic-partition (NOT_LEADER_OR_FOLLOWER)",
      ]),
    ],
  },
  {
    key: "disk-tmp-enospc",
    est: "lease",
    origin: "doc-vault",
    cat: "disk",
    sev: "medium",
    hints: ["enospc", "no space", "disk"],
    note: "doc-vault's scratch volume fills and uploads fail with ENOSPC; tenant-portal logs more failures.",
    ev: [
      ev("doc-vault", "warn", 0, 90, 30, ["scratch volume /var/tmp/uploads at 9{n}% used"]),
      ev("doc-vault", "error", 90, undefined, 3, ["Error: ENOSPC: no space left on device, write (upload {hex})"]),
      ev("tenant-portal", "error", 91, undefined, 1.2, [
        "POST /tenant/documents 500 - upload failed: doc-vault responded 500",
      ]),
    ],
  },
  {
    key: "unk-seatmap-exit",
    est: "tix",
    origin: "seat-map",
    cat: "unknown",
    sev: "high",
    hints: ["exit", "restart", "crash", "unknown"],
    note: "seat-map keeps exiting with no reason logged; box-office-api and nginx report refused connections naming it.",
    stop: [["seat-map", 0]],
    ev: [
      ev("seat-map", "info", 0, undefined, 25, ['level=info msg="starting seat-map" version=4.2.1']),
      ev("seat-map", "error", 3, undefined, 25, ['level=error msg="shutting down" status=1']),
      ev("box-office-api", "error", 1, undefined, 0.7, [
        "GET /v3/events/{id}/seatmap 502 - connect ECONNREFUSED 10.3.2.4:8080 (seat-map)",
      ]),
    ],
  },
  {
    key: "unk-lease-500",
    est: "lease",
    origin: "lease-svc",
    cat: "unknown",
    sev: "high",
    hints: ["internal", "unhandled", "500", "unknown"],
    note: "lease-svc starts answering 500 with only an opaque error reference; its callers are louder and more specific-sounding.",
    ev: [
      ev("lease-svc", "error", 0, undefined, 2, ["Request failed with an internal error (ref {hex})"]),
      ev("tenant-portal", "error", 0.4, undefined, 0.8, ["GET /tenant/lease 502 - lease-svc returned 500"]),
      ev("maintenance-desk", "error", 1, undefined, 3, [
        "requests.exceptions.HTTPError: 500 Server Error: Internal Server Error for url: http://lease-svc/api/leases/{id}",
      ]),
    ],
  },
  {
    key: "unk-planner-worker",
    est: "orbit",
    origin: "contact-planner",
    cat: "unknown",
    sev: "medium",
    hints: ["exited", "worker", "unknown", "crash"],
    note: "contact-planner workers exit without saying why; pass-scheduler and mission-api complain about missing windows.",
    ev: [
      ev("contact-planner", "error", 0, undefined, 8, [
        "ERROR planner: worker {n} exited unexpectedly (exit status 70), respawning",
      ]),
      ev("pass-scheduler", "error", 5, undefined, 2, [
        "ERROR no visibility windows returned for SAT-{n} (contact-planner 503)",
      ]),
      ev("mission-api", "warn", 6, undefined, 4, ["[warning] contact-planner returned 503, serving cached windows"]),
    ],
  },
  {
    key: "unk-kafka-shutdown",
    est: "orbit",
    origin: "gs-kafka",
    cat: "unknown",
    sev: "high",
    hints: ["shutdown", "broker", "unknown", "node"],
    note: "A gs-kafka broker shuts itself down without any logged reason; producers and consumers log connection errors to node 2.",
    ev: [
      ev("gs-kafka", "info", 0, undefined, undefined, ["[KafkaServer id=2] shutting down"]),
      ev("gs-kafka", "info", 2, undefined, undefined, ["[KafkaServer id=2] shut down completed"]),
      ev("telemetry-ingest", "error", 1, undefined, 0.8, [
        'level=error msg="produce failed" err="kafka: client has run out of available brokers to talk to: dial tcp 10.8.0.12:9092: connect: connection refused"',
      ]),
      ev("frame-decoder", "warn", 2, undefined, 2, [
        "WARN  o.a.k.clients.NetworkClient - [Consumer clientId=frame-decoder-0, groupId=frame-decoder] Connection to node 2 (gs-kafka-2/10.8.0.12:9092) could not be established. Broker may not be available.",
      ]),
    ],
  },
];
