// dependency: vendor 5xx and open breakers, Kafka replicas, Bigtable unavailable.
import { jvm } from "./stacks.js";
import { at, END, flow, rep, type Scenario } from "./types.js";

export const DEPENDENCY: Scenario[] = [
  {
    estate: "shop",
    cat: "dependency",
    origin: "payments-gw",
    hints: ["psp", "503", "unavailable", "breaker", "upstream"],
    sev: "high",
    note: "The PSP answers 503 (it does not log here); payments-gw, which shows the 503s and then opens its breaker, is the origin, and checkout-api fails charges loudly.",
    phases: [
      rep(
        0,
        60,
        1.5,
        "payments-gw",
        "error",
        "authorize psp=adyen failed: HTTP 503 Service Unavailable (psp-ref none)",
      ),
      at(
        61,
        "payments-gw",
        "warn",
        "circuit breaker psp-adyen OPEN (failure rate 87% over 50 calls), rejecting for 30s",
      ),
      rep(62, END, 2, "payments-gw", "error", "authorize rejected: circuit psp-adyen is OPEN"),
      flow(1, END, 0.6, [
        "checkout-api",
        "error",
        "charge failed: payments-gw returned 502 PAYMENT_PROVIDER_UNAVAILABLE",
      ]),
    ],
  },
  {
    estate: "saas",
    cat: "dependency",
    origin: "ingest-collector",
    hints: ["replica", "kafka", "notenoughreplicas", "broker"],
    sev: "high",
    note: "The managed Kafka cluster loses in-sync replicas (brokers do not log here); ingest-collector's produce calls fail with NotEnoughReplicas and it starts dropping batches.",
    phases: [
      rep(
        0,
        END,
        1,
        "ingest-collector",
        "error",
        "produce to raw-events failed",
        jvm(
          "org.apache.kafka.common.errors.NotEnoughReplicasException: Messages are rejected since there are fewer in-sync replicas than required.",
          [],
        ),
      ),
      rep(30, END, 8, "ingest-collector", "warn", (r) => `dropped batch after 5 retries (${r.int(100, 5000)} events)`),
      rep(
        45,
        END,
        15,
        "events-consumer",
        "warn",
        (r) => `fetch returned 0 records; lag on raw-events-${r.int(0, 11)} unchanged`,
      ),
    ],
  },
  {
    estate: "fleet",
    cat: "dependency",
    origin: "kafka-broker",
    hints: ["isr", "replica", "kafka", "under-replicated"],
    sev: "high",
    note: "A Kafka broker's disk stalls; the broker logs ISR shrink and leader changes, tracking-ingest produce requests time out and telemetry-consumer lag grows.",
    extra: ["kafka-broker"],
    phases: [
      rep(
        0,
        120,
        3,
        "kafka-broker",
        "warn",
        (r) =>
          `[Partition vehicle-pings-${r.int(0, 23)} broker=2] Shrinking ISR from 2,3,1 to 2. Leader: (highWatermark: ${r.int(1e6, 9e6)}, endOffset: ${r.int(1e6, 9e6)}). Out of sync replicas: (brokerId: 3), (brokerId: 1)`,
      ),
      rep(
        60,
        END,
        20,
        "kafka-broker",
        "error",
        (r) =>
          `[ReplicaFetcher replicaId=2, leaderId=3, fetcherId=0] Error sending fetch request (sessionId=${r.int(1e8, 9e8)}) to node 3: java.io.IOException: Connection to 3 was disconnected before the response was read`,
      ),
      rep(
        20,
        END,
        1.2,
        "tracking-ingest",
        "error",
        "produce vehicle-pings failed: org.apache.kafka.common.errors.TimeoutException: Expiring 42 record(s) for vehicle-pings-7:120000 ms has passed since batch creation",
      ),
      rep(
        40,
        END,
        10,
        "telemetry-consumer",
        "warn",
        (r) =>
          `consumer lag group=telemetry total=${r.int(50000, 900000)} (under-replicated partitions: ${r.int(6, 24)})`,
      ),
    ],
  },
  {
    estate: "ledger",
    cat: "dependency",
    origin: "fx-rates",
    hints: ["feed", "503", "breaker", "unavailable"],
    sev: "medium",
    note: "The external rates feed starts returning 503; fx-rates logs the failures and opens its breaker, and api-gateway refuses cross-currency transfers.",
    phases: [
      rep(0, 50, 5, "fx-rates", "error", "ECB feed fetch failed: 503 Service Unavailable"),
      at(
        51,
        "fx-rates",
        "warn",
        "circuit 'ecb-feed' OPEN after 10 consecutive failures; serving cached rates until stale (15m)",
      ),
      rep(900, END, 10, "fx-rates", "error", "cached rates stale > 15m and circuit 'ecb-feed' OPEN; refusing quotes"),
      flow(60, END, 4, ["api-gateway", "warn", "POST /v2/transfers 503 fx quote unavailable (fx-rates)"]),
    ],
  },
  {
    estate: "games",
    cat: "dependency",
    origin: "store-api",
    hints: ["503", "unavailable", "receipt", "backend"],
    sev: "medium",
    note: "The platform store's receipt-validation API returns 503 backendError; store-api cannot grant purchases and lobby-gw shows pending purchases.",
    phases: [
      rep(
        0,
        END,
        2,
        "store-api",
        "error",
        (r) =>
          `receipt validation failed for order GPA.${r.int(3300, 3399)}-${r.int(1000, 9999)}: 503 backendError from androidpublisher.googleapis.com`,
      ),
      rep(30, END, 6, "store-api", "warn", "grant deferred; receipt parked for revalidation"),
      flow(2, END, 4, ["lobby-gw", "warn", "POST /store/buy 202 purchase pending (store-api)"]),
    ],
  },
  {
    estate: "stream",
    cat: "dependency",
    origin: "watch-history",
    hints: ["unavailable", "bigtable"],
    sev: "medium",
    note: "Bigtable in one zone answers UNAVAILABLE (it does not log here); watch-history, whose writes keep failing after retries, is the origin and progress sync degrades.",
    phases: [
      rep(
        0,
        END,
        1.5,
        "watch-history",
        "error",
        "MutateRow failed after 5 attempts: rpc error: code = Unavailable desc = The service is currently unavailable.",
      ),
      rep(20, END, 8, "edge-api", "warn", "POST /v3/progress 503 from watch-history, client will retry"),
    ],
  },
];
