// Detect, localize and score stages on estates that are never clean and on stores and proxies that speak for others:
// errors running at the same pace all along are background; a job that dies and falls silent is an incident; a proxy's
// access lines say which answers were errors apart from its ordinary ones and pass on what its upstream answered; a
// server refusing one client's input, or one client's flood, points at that client.
import { expect, test } from "@jest/globals";
import { analyze } from "../../../../shared/diagnosis/analyze.js";
import { categoryOfText } from "../../../../shared/diagnosis/categories.js";
import { saysHowItCopes } from "../../../../shared/diagnosis/line-verdict.js";
import { aggregatesOf, healthy, type Row } from "./fixture.js";

const result = (rows: Row[]) => analyze(aggregatesOf(rows), 1).result;

test("an endpoint failing every few requests all window long, its caller saying so each time, is background", () => {
  const rows = healthy();
  for (let t = 20_000; t < 1_195_000; t += 35_000) {
    rows.push([
      t,
      "cart-svc",
      "error",
      "Servlet.service() for servlet [dispatcherServlet] threw exception [Request processing failed: java.lang.IllegalStateException: No report template registered for format pdf]",
    ]);
    rows.push([
      t + 200,
      "checkout-gw",
      "error",
      "upstream cart-svc responded 500 for GET /api/v1/carts/export?format=pdf",
    ]);
  }
  expect(result(rows).severity).toBe("low");
});

test("the same failure at most of the service's requests from the window's start is an outage under way", () => {
  const rows = healthy().filter(([, svc]) => svc !== "cart-svc");
  for (let t = 2_000; t < 1_195_000; t += 1000) {
    rows.push([
      t,
      "cart-svc",
      "error",
      "java.lang.IllegalStateException: No report template registered for format pdf",
    ]);
    rows.push([t + 200, "checkout-gw", "error", "upstream cart-svc responded 500 for POST /api/v1/carts"]);
  }
  expect(result(rows).severity).not.toBe("low");
});

test("a scheduled task failing the same way on every run from the window's start to its end is background", () => {
  const rows = healthy();
  for (let t = 90_000; t < 1_180_000; t += 150_000)
    rows.push([
      t,
      "tax-calc",
      "error",
      `Task ledger.tasks.reconcile[${t}] raised unexpected: KeyError('cost_centre')\nTraceback (most recent call last):\n  File "/app/ledger/tasks.py", line 212, in reconcile\nKeyError: 'cost_centre'`,
    ]);
  expect(result(rows).severity).toBe("low");
});

test("a training job whose step runs out of GPU memory and that then falls silent is an incident of its own", () => {
  const rows = healthy();
  for (let t = 0; t < 540_000; t += 5000)
    rows.push([t + 3, "ddp-train", "info", `[rank0] epoch 8 step ${9000 + t / 5000} loss=1.35 lr=4.2e-05`]);
  rows.push([
    540_100,
    "ddp-train",
    "error",
    '[rank0] exception in training step\nTraceback (most recent call last):\n  File "/workspace/train.py", line 233, in train_step\ntorch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB.',
  ]);
  rows.push([
    540_900,
    "ddp-train",
    "error",
    "torch.distributed.elastic.multiprocessing.api: failed (exitcode: 1) local_rank: 0 (pid: 512) of binary: /usr/bin/python3",
  ]);
  const r = result(rows);
  expect(r.rootCause.service).toBe("ddp-train");
  expect(r.rootCause.category).toBe("memory");
  expect(r.severity).not.toBe("low");
});

test("the same two lines from a job that keeps logging after them are not taken for its death", () => {
  const rows = healthy();
  for (let t = 0; t < 1_200_000; t += 5000)
    rows.push([t + 3, "ddp-train", "info", `[rank0] epoch 8 step ${9000 + t / 5000} loss=1.35 lr=4.2e-05`]);
  rows.push([
    540_100,
    "ddp-train",
    "error",
    '[rank0] exception in training step\nTraceback (most recent call last):\n  File "/workspace/train.py", line 233\nValueError: bad batch',
  ]);
  expect(result(rows).severity).toBe("low");
});

/** A proxy's access lines (200s always, a scanner's 4xx from minute 10) and, from minute 12, `upstream`'s failures. */
function edge(upstream: (i: number) => Row[], status = 500): Row[] {
  const rows = healthy();
  for (let i = 0; i < 1200; i++)
    rows.push([
      i * 1000 + 500,
      "kong",
      "info",
      `203.0.113.${i % 90} - - "POST /ledger/v2/balances/${i} HTTP/1.1" 200 812 "-" "okhttp/4.12.0" upstream: 10.0.4.7:8080 upstream_status: 200`,
    ]);
  for (let i = 600; i < 1200; i += 6)
    rows.push([
      i * 1000 + 600,
      "kong",
      "warn",
      `198.51.100.${i % 50} - - "POST /ledger/v2/balances/${i} HTTP/1.1" ${i % 12 === 0 ? 499 : 422} 62 "-" "zgrab/0.x" upstream: 10.0.4.7:8080 upstream_status: 422`,
    ]);
  for (let i = 720; i < 1200; i += 2) {
    rows.push(...upstream(i));
    rows.push([
      i * 1000 + 90,
      "kong",
      "error",
      `203.0.113.${i % 90} - - "POST /ledger/v2/balances/${i} HTTP/1.1" ${status} 247 "-" "okhttp/4.12.0" upstream: 10.0.4.7:8080 upstream_status: ${status}`,
    ]);
  }
  return rows;
}

test("a proxy's 5xx answers are read apart from its 4xx: the upstream's exception is the cause, not the scanner", () => {
  const r = result(
    edge((i) => [
      [
        i * 1000 + 80,
        "ledger-api",
        "error",
        "co.elastic.clients.elasticsearch._types.ElasticsearchException: [es/index] failed: [cluster_block_exception] index [ledger] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block]",
      ],
    ]),
  );
  expect(r.rootCause.service).toBe("ledger-api");
  expect(r.rootCause.category).toBe("disk");
});

test("a proxy passing on the 500s its upstream answered points at the upstream failing as it began, cause unstated", () => {
  const r = result(
    edge((i) => [[i * 1000 + 80, "ledger-api", "error", `Request failed: unexpected error (errorId=E-${i})`]]),
  );
  expect(r.rootCause.service).toBe("ledger-api");
});

test("a server refusing one client's input that the client quotes points at that client", () => {
  const rows = healthy();
  for (let i = 720; i < 1200; i++) {
    // (the server logs the statement it refused before the client hears of it)
    rows.push([
      i * 1000 + 5,
      "cart-svc",
      "error",
      'psycopg2.errors.InvalidTextRepresentation: invalid input syntax for type uuid: "undefined"',
    ]);
    rows.push([
      i * 1000,
      "orders-pg",
      "error",
      'invalid input syntax for type uuid: "undefined"\nSTATEMENT:  SELECT * FROM accounts WHERE external_id = $1',
    ]);
  }
  expect(result(rows).rootCause.service).toBe("cart-svc");
});

test("one client sending a store far more than it takes is the origin of the store's refusals, not the store", () => {
  const rows = healthy();
  for (let i = 720; i < 1200; i++) {
    const t = i * 1000;
    rows.push([
      t + 100,
      "search-es",
      "error",
      "EsRejectedExecutionException[rejected execution of coordinating operation]",
    ]);
    for (let k = 0; k < 6; k++)
      rows.push([
        t + 10 + k,
        "cart-svc",
        "warn",
        "bulk request to search-es rejected: 429 Too Many Requests (es_rejected_execution_exception), backing off 30s",
      ]);
    if (i % 2 === 0)
      rows.push([
        t + 50,
        "tax-calc",
        "error",
        "search-es index update failed: 429 Too Many Requests - es_rejected_execution_exception",
      ]);
  }
  expect(result(rows).rootCause.service).toBe("cart-svc");
});

test("handled errors in the words services use: a default served, a response without its extras, a field omitted", () => {
  expect(
    saysHowItCopes(
      "CircuitBreaker 'recommendations' is OPEN and does not permit further calls; serving default recommendations",
    ),
  ).toBe(true);
  expect(
    saysHowItCopes("pricing hints unavailable, serving list without hints: rpc error: code = DeadlineExceeded"),
  ).toBe(true);
  expect(saysHowItCopes("masking helper failed, field omitted from audit log")).toBe(true);
  expect(saysHowItCopes("search timed out on 3 of 12 shards, returning partial results")).toBe(true);
  expect(saysHowItCopes("pricing hints unavailable: rpc error: code = DeadlineExceeded")).toBe(false);
});

test("an error whose very next line announces its retry is coped with", () => {
  const rows = healthy();
  for (let t = 600_000; t < 1_200_000; t += 20_000) {
    rows.push([
      t,
      "tax-calc",
      "error",
      "geocode request throttled\nTraceback (most recent call last):\nrequests.exceptions.HTTPError: 429 Client Error: Too Many Requests",
    ]);
    rows.push([t + 10, "tax-calc", "warn", "honouring Retry-After: 2 from geocoder"]);
  }
  expect(result(rows).severity).toBe("low");
});

test("stores' own words for their limits and modes read as what they are", () => {
  expect(categoryOfText('MongoServerError: Document failed validation (details: {"operatorName":"$jsonSchema"})')).toBe(
    "validation",
  );
  expect(
    categoryOfText(
      "java.sql.SQLSyntaxErrorException: Expression #2 of SELECT list is not in GROUP BY clause; this is incompatible with sql_mode=only_full_group_by",
    ),
  ).toBe("configuration");
  expect(
    categoryOfText(
      "snowflake.connector.errors.ProgrammingError: 000630 (57014): Statement reached its statement or warehouse timeout of 3600 second(s) and was canceled.",
    ),
  ).toBe("timeout");
  expect(
    categoryOfText(
      "ValueError: The model's max seq len (32768) is larger than the maximum number of tokens that can be stored in KV cache (20000). Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine.",
    ),
  ).toBe("configuration");
});

test("a broker refusing one client's login before the client reports it points at that client, not the broker", () => {
  const rows = healthy();
  for (let i = 720; i < 1200; i += 3) {
    rows.push([
      i * 1000,
      "events-kafka",
      "info",
      `INFO [SocketServer listenerType=BROKER, nodeId=1] Failed authentication with /10.0.12.${i % 200} (channelId=10.1.1.20:9094-10.0.12.${i % 200}:46255-3) (Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512)`,
    ]);
    rows.push([
      i * 1000 + 900,
      "cart-svc",
      "error",
      "org.apache.kafka.common.errors.SaslAuthenticationException: Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512",
    ]);
  }
  expect(result(rows).rootCause.service).toBe("cart-svc");
});
