// Timeout, rate-limiting, validation and null-reference incidents.
import type { Incident } from "./incident.js";
import { goPanic, javaStack, logAll, M, nodeStack, pyStack, retrying, rubyStack, S } from "./kit.js";

export const WORK: Incident[] = [
  {
    category: "timeout",
    estate: 0,
    origin: "prod",
    hints: ["timeout", "timed out", "sockettimeout"],
    severity: "medium",
    note: "The ERP that {prod} calls synchronously stops answering in time; plan requests hang on read timeouts and {orders} times out on {prod} in turn, more loudly.",
    story: {
      needs: ["prod", "orders", "web"],
      run(c) {
        logAll(
          c,
          "prod",
          c.t0,
          c.end,
          8 * S,
          "WARN",
          () => "ERP availability call failed, plan recalculation deferred",
          () =>
            javaStack("com.hearthstone.planner", "java.net.SocketTimeoutException: Read timed out", [
              "erp.ErpClient.availability(ErpClient.java:58)",
              "PlanController.recalc(PlanController.java:33)",
            ]),
        );
        retrying(c, "orders", "prod", c.t0 + 20 * S, c.end, 3 * S, "timeout", "POST", "/plans/recalc");
      },
    },
  },
  {
    category: "timeout",
    estate: 1,
    origin: "orders",
    hints: ["lock", "timeout"],
    severity: "high",
    note: "A schema migration in {orders} waits behind a long transaction for an ACCESS EXCLUSIVE lock; every order write queues behind it and is cancelled by lock_timeout.",
    story: {
      needs: ["orders", "web", "wholesale"],
      degrade: () => [{ role: "orders", from: 10 * S, frac: 0.5, fail: 500, edgeStatus: 500 }],
      run(c) {
        c.log(
          c.t0 - 3 * S,
          "orders",
          "INFO",
          "alembic: Running upgrade b71a0c -> 2d9e44, add allergen_ack column to order_lines",
        );
        logAll(
          c,
          "orders",
          c.t0,
          c.end,
          2 * S,
          "ERROR",
          () => "order write failed",
          () =>
            pyStack(
              [["/srv/order_api/db.py", 77, "write_order", "await conn.execute(q, *args)"]],
              "asyncpg.exceptions.LockNotAvailableError: canceling statement due to lock timeout",
            ),
        );
        retrying(c, "wholesale", "orders", c.t0 + 15 * S, c.end, 6 * S, 500, "POST", "/orders/bulk");
      },
    },
  },
  {
    category: "timeout",
    estate: 2,
    origin: "routes",
    hints: ["deadline", "timeout"],
    severity: "medium",
    note: "Route solves in {routes} start exceeding their deadline after a big wholesale drop list; it only warns, while {driver} logs loud request timeouts.",
    story: {
      needs: ["routes", "driver"],
      degrade: () => [{ role: "routes", from: 20 * S, frac: 0.5, fail: "timeout", edgeStatus: 504 }],
      run(c) {
        logAll(
          c,
          "routes",
          c.t0,
          c.end,
          6 * S,
          "WARN",
          () =>
            `solve for R${c.r.int(10, 58)} aborted: context deadline exceeded after 30s (drops=${c.r.int(120, 260)})`,
        );
        retrying(c, "driver", "routes", c.t0 + 10 * S, c.end, 3 * S, "timeout", "GET", "/v1/manifest");
      },
    },
  },
  {
    category: "timeout",
    estate: 3,
    origin: "print",
    hints: ["timeout", "etimedout", "timed out"],
    severity: "medium",
    note: "Line printers stop acknowledging jobs in time and {print} times out on each; {label} sees its own read timeouts to {print} and labels stop reaching line L3.",
    story: {
      needs: ["print", "label"],
      run(c) {
        logAll(
          c,
          "print",
          c.t0,
          c.end,
          4 * S,
          "ERROR",
          () => `job ${c.r.hex(8)} failed on L3-zebra-${c.r.int(1, 4)}`,
          () =>
            nodeStack("Error: Socket timeout after 15000ms waiting for ~HS status response", [
              "Socket.<anonymous> (/app/dist/zpl/transport.js:61:18)",
              "async ZebraPrinter.send (/app/dist/zpl/printer.js:40:5)",
            ]),
        );
        logAll(
          c,
          "label",
          c.t0 + 20 * S,
          c.end,
          5 * S,
          "ERROR",
          () =>
            `org.springframework.web.client.ResourceAccessException: I/O error on POST request for "http://qa-label-print:3000/jobs": Read timed out`,
        );
      },
    },
  },
  {
    category: "rate_limiting",
    estate: 0,
    origin: "notify",
    hints: ["throttl", "rate"],
    severity: "medium",
    note: "The delivery-reminder burst from {notify} exceeds the SES sending rate; sends are throttled, retried and queued, and delivery-window emails go out late.",
    story: {
      needs: ["notify", "routes"],
      run(c) {
        c.log(c.t0 - 2 * S, "notify", "INFO", "delivery-window reminders: 4,812 recipients queued");
        logAll(
          c,
          "notify",
          c.t0,
          c.end,
          1.2 * S,
          "WARN",
          () => `send failed, requeue (attempt ${c.r.int(1, 5)})`,
          () =>
            nodeStack("Throttling: Maximum sending rate exceeded.", [
              "ProtocolError.throwServiceException (/app/node_modules/@smithy/smithy-client/dist-cjs/index.js:839:20)",
              "async SesMailer.send (/app/dist/mailer.js:33:7)",
            ]),
        );
        logAll(
          c,
          "notify",
          c.t0 + 2 * M,
          c.end,
          20 * S,
          "ERROR",
          () => `queue lag ${c.r.int(300, 1400)}s exceeds 300s SLO for reminders`,
        );
      },
    },
  },
  {
    category: "rate_limiting",
    estate: 1,
    origin: "notify",
    hints: ["429", "rate", "too many requests"],
    severity: "medium",
    note: "{notify} sends van-arrival SMS faster than the Twilio account allows; it gets 429s, its retries make it worse and arrival texts stop.",
    story: {
      needs: ["notify", "routes"],
      run(c) {
        logAll(
          c,
          "notify",
          c.t0,
          c.end,
          0.9 * S,
          "ERROR",
          () => `Unable to create record: Too Many Requests (HTTP 429, code 20429) to=+4477009${c.r.int(10000, 99999)}`,
        );
        logAll(
          c,
          "notify",
          c.t0 + 5 * S,
          c.end,
          2 * S,
          "WARN",
          () => `retrying SMS in ${c.r.int(1, 30)}s (Retry-After)`,
        );
        logAll(
          c,
          "routes",
          c.t0 + M,
          c.end,
          30 * S,
          "WARN",
          () => `level=warn msg="arrival notification not confirmed" route=R${c.r.int(10, 58)}`,
        );
      },
    },
  },
  {
    category: "rate_limiting",
    estate: 2,
    origin: "driver",
    hints: ["rate", "429", "quota", "over_query_limit"],
    severity: "medium",
    note: "{driver} re-geocodes every drop after an app release and hits the geocoding vendor's per-second quota; it logs 429s as WARN and couriers get 502s.",
    story: {
      needs: ["driver", "routes"],
      degrade: () => [{ role: "driver", from: 30 * S, frac: 0.4, fail: 502, edgeStatus: 502 }],
      run(c) {
        c.deploy(c.t0 - 70 * S, "driver", "7.3.0");
        logAll(
          c,
          "driver",
          c.t0,
          c.end,
          0.8 * S,
          "WARN",
          () =>
            `geocode failed for drop ${c.r.int(1, 60)}: 429 {"status":"OVER_QUERY_LIMIT","error_message":"You have exceeded your rate-limit for this API."}`,
        );
        logAll(
          c,
          "driver",
          c.t0 + 30 * S,
          c.end,
          4 * S,
          "ERROR",
          () => "manifest build failed: 7 drops without coordinates",
        );
      },
    },
  },
  {
    category: "rate_limiting",
    estate: 3,
    origin: "wholesale",
    hints: ["throughput", "throttl", "rate"],
    severity: "medium",
    note: "The Monday EDI catch-up in {wholesale} exceeds the DynamoDB table's provisioned write throughput; writes are throttled and {orders} sees orders arrive minutes late.",
    story: {
      needs: ["wholesale", "orders"],
      run(c) {
        logAll(
          c,
          "wholesale",
          c.t0,
          c.end,
          1.5 * S,
          "WARN",
          () =>
            "software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException: The level of configured provisioned throughput for the table was exceeded. Consider increasing your provisioning level with the UpdateTable API. (Service: DynamoDb, Status Code: 400)",
        );
        logAll(
          c,
          "wholesale",
          c.t0 + M,
          c.end,
          10 * S,
          "ERROR",
          () => `EDI message ${c.r.hex(10)} dead-lettered after 10 attempts`,
        );
        logAll(c, "orders", c.t0 + 2 * M, c.end, 30 * S, "WARN", () => `wholesale intake lag ${c.r.int(120, 900)}s`);
      },
    },
  },
  {
    category: "validation",
    estate: 0,
    origin: "wholesale",
    hints: ["validation", "format", "invalid"],
    severity: "medium",
    note: "The largest supermarket partner changes its EDIFACT date qualifier; {wholesale} rejects every ORDERS file from it and tomorrow's volume silently goes missing.",
    story: {
      needs: ["wholesale", "orders", "prod"],
      run(c) {
        logAll(
          c,
          "wholesale",
          c.t0,
          c.end,
          7 * S,
          "ERROR",
          () =>
            `interchange ${c.r.int(100000, 999999)} from GLN 5000${c.r.int(100000000, 999999999)} rejected: segment DTM+2 element 2380 '02/12/2026' does not match format 102 (CCYYMMDD)`,
        );
        logAll(c, "wholesale", c.t0 + 2 * S, c.end, 7 * S, "INFO", () => "CONTRL negative acknowledgement sent");
        logAll(
          c,
          "prod",
          c.t0 + 3 * M,
          c.end,
          60 * S,
          "WARN",
          () => "forecast deviation: wholesale demand 38% below same weekday",
        );
      },
    },
  },
  {
    category: "validation",
    estate: 1,
    origin: "label",
    hints: ["validation", "pydantic", "enum"],
    severity: "high",
    note: "A recipe update sends an allergen code {label} does not know; its pydantic model rejects the declaration, no PPDS labels are produced and {print} goes idle.",
    story: {
      needs: ["label", "print", "prod"],
      run(c) {
        logAll(
          c,
          "label",
          c.t0,
          c.end,
          4 * S,
          "ERROR",
          () => "label render rejected",
          () => [
            "pydantic_core._pydantic_core.ValidationError: 1 validation error for AllergenDeclaration",
            "allergens.3",
            "  Input should be 'celery', 'cereals_gluten', 'crustaceans', 'eggs', 'fish', 'lupin', 'milk', 'molluscs', 'mustard', 'nuts', 'peanuts', 'sesame', 'soya' or 'sulphites' [type=enum, input_value='SULPHITES', input_type=str]",
          ],
        );
        logAll(
          c,
          "print",
          c.t0 + M,
          c.end,
          45 * S,
          "WARN",
          () => `level=warn msg="queue idle" line=L${c.r.int(1, 4)} idle_for=${c.r.int(60, 400)}s`,
        );
      },
    },
  },
  {
    category: "validation",
    estate: 2,
    origin: "tills",
    hints: ["unmarshal", "json", "validation"],
    severity: "medium",
    note: "A till firmware rollout starts sending amounts as strings; {tills} rejects uploads from updated shops with 400 and those tills keep retrying.",
    story: {
      needs: ["tills", "pay"],
      degrade: () => [{ role: "tills", from: 0, frac: 0.3, fail: 400, edgeStatus: 400 }],
      run(c) {
        logAll(
          c,
          "tills",
          c.t0,
          c.end,
          1.5 * S,
          "WARN",
          () =>
            `rejecting upload from S1${c.r.int(10, 64)}/T${c.r.int(1, 6)} (fw 4.2.0): json: cannot unmarshal string into Go struct field Line.lines.amount_pence of type int64`,
        );
      },
    },
  },
  {
    category: "validation",
    estate: 3,
    origin: "orders",
    hints: ["validation", "rejected value", "invalid"],
    severity: "medium",
    note: "A distributor's new integration sends quantities with decimal commas; {orders} rejects its orders as invalid and the distributor's client retries without end.",
    story: {
      needs: ["orders", "web"],
      degrade: () => [{ role: "orders", from: 0, frac: 0.2, fail: 400, edgeStatus: 400 }],
      run(c) {
        logAll(
          c,
          "orders",
          c.t0,
          c.end,
          1.8 * S,
          "WARN",
          () =>
            `Resolved [org.springframework.web.bind.MethodArgumentNotValidException: Validation failed for argument [0] in public ResponseEntity<OrderAck> OrderController.create(OrderRequest): [Field error in object 'orderRequest' on field 'lines[${c.r.int(0, 9)}].quantity': rejected value [${c.r.int(1, 40)},5]; codes [typeMismatch]; default message [must be a number]]]`,
        );
      },
    },
  },
  {
    category: "null_reference",
    estate: 0,
    origin: "label",
    hints: ["typeerror", "undefined", "null"],
    severity: "medium",
    note: "A new seasonal SKU has no recipe record; {label} throws TypeError on it and every catalogue page that lists it returns 500 through {web}.",
    story: {
      needs: ["label", "web"],
      degrade: () => [{ role: "label", from: 0, frac: 0.35, fail: 500, edgeStatus: 500 }],
      run(c) {
        logAll(
          c,
          "label",
          c.t0,
          c.end,
          2 * S,
          "ERROR",
          () => "unhandled error in GET /labels/MINCE-PIE-6",
          () =>
            nodeStack("TypeError: Cannot read properties of undefined (reading 'declaredAllergens')", [
              "buildAllergenPanel (/app/dist/panel.js:41:37)",
              "renderLabel (/app/dist/render.js:88:22)",
            ]),
        );
      },
    },
  },
  {
    category: "null_reference",
    estate: 1,
    origin: "routes",
    hints: ["nil pointer", "panic", "nil"],
    severity: "high",
    note: "{routes} panics on a route whose vehicle was deleted and restarts in a loop; {driver} sees connection refused and envoy 503s.",
    story: {
      needs: ["routes", "driver"],
      degrade: () => [{ role: "routes", from: 0, frac: 0.6, fail: "refused", edgeStatus: 503 }],
      run(c) {
        for (let t = c.t0; t < c.end; t += 35 * S + c.r.int(0, 20000)) {
          c.log(
            t,
            "routes",
            "ERROR",
            "panic: runtime error: invalid memory address or nil pointer dereference",
            goPanic(
              "runtime error: invalid memory address or nil pointer dereference\n[signal SIGSEGV: segmentation violation code=0x1 addr=0x28 pc=0x8a1f2c]",
              [
                "mc/vandispatch/assign.(*Planner).capacityFor(0xc000412a80, 0x0)",
                "mc/vandispatch/assign.(*Planner).Assign(0xc000412a80, {0xc0001e8000, 0x2a, 0x40})",
                "main.(*server).handleManifest(0xc00011c1e0, {0xb4e3a0, 0xc0003d6000}, 0xc000532200)",
              ],
            ),
          );
          c.mute("routes", t + 1, t + 6000);
          c.deploy(t - 2000, "routes", "1.31.4", false);
        }
      },
    },
  },
  {
    category: "null_reference",
    estate: 2,
    origin: "invoice",
    hints: ["nomethoderror", "nil"],
    severity: "medium",
    note: "{invoice} crashes on wholesale accounts without a VAT profile with NoMethodError on nil; month-end statements stop partway.",
    story: {
      needs: ["invoice", "orders"],
      run(c) {
        logAll(
          c,
          "invoice",
          c.t0,
          c.end,
          5 * S,
          "ERROR",
          () => `statement job failed for C${c.r.int(10000, 99999)}`,
          () =>
            rubyStack("NoMethodError: undefined method `vat_rate' for nil:NilClass", [
              "app/services/statement_builder.rb:57:in `line_total'",
              "app/jobs/statement_job.rb:22:in `perform'",
              "sidekiq (7.2.1) lib/sidekiq/processor.rb:202:in `execute_job'",
            ]),
        );
        logAll(c, "invoice", c.t0 + 5 * S, c.end, 30 * S, "WARN", () => `Sidekiq retry set size ${c.r.int(40, 400)}`);
      },
    },
  },
  {
    category: "null_reference",
    estate: 3,
    origin: "stock",
    hints: ["nullpointer", "null"],
    severity: "high",
    note: "A goods-in lot arrives without an expiry date and {stock} throws NullPointerException on every allocation touching it; {orders} fails allocations and retries.",
    story: {
      needs: ["stock", "orders"],
      degrade: () => [{ role: "stock", from: 0, frac: 0.4, fail: 500, edgeStatus: 500 }],
      run(c) {
        logAll(
          c,
          "stock",
          c.t0,
          c.end,
          3 * S,
          "ERROR",
          () => "Servlet.service() for servlet [dispatcherServlet] threw exception",
          () =>
            javaStack(
              "com.northfield.stock",
              `java.lang.NullPointerException: Cannot invoke "java.time.LocalDate.isBefore(java.time.chrono.ChronoLocalDate)" because the return value of "com.northfield.stock.Lot.getExpiry()" is null`,
              [
                "alloc.FefoAllocator.pick(FefoAllocator.kt:39)",
                "alloc.AllocationService.allocate(AllocationService.kt:72)",
              ],
            ),
        );
        retrying(c, "orders", "stock", c.t0 + 5 * S, c.end, 5 * S, 500, "POST", "/allocations");
      },
    },
  },
];
