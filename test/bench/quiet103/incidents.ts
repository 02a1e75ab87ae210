// The eight incidents of quiet103, one per category, each drawn from how such failures show up in public
// postmortems: callers report in their own words and retry louder than the origin; some origins only warn,
// one simply goes silent.
import { edgeLine, type StepHook } from "./baseline.js";
import type { Role } from "./estates.js";
import { stack } from "./stacks.js";
import type { Scene } from "./stream.js";

export interface IncidentDef {
  estate: string;
  role: Role;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: (svc: string) => string;
  /** lays the origin's own lines and returns the checkout hook */
  setup: (s: Scene, start: number) => StepHook;
}

const CHECKOUT_PATH = ["/api/checkout", "/v2/orders", "/api/basket/checkout", "/cart/checkout"];

function edgeFail(
  s: Scene,
  t: number,
  f: { trace?: string; ip: string; ua: string; order: string },
  status: number,
  ms: number,
): void {
  s.emit(
    t,
    "edge",
    status >= 500 ? "warn" : "info",
    edgeLine(s, "POST", CHECKOUT_PATH[s.est.style], status, ms, "checkout", {
      ...f,
      place: "",
      total: "",
      qty: 1,
      sku: "",
      wh: "",
      carrier: "",
    }),
    { trace: f.trace },
  );
}

export const INCIDENTS: IncidentDef[] = [
  {
    estate: "cellardoor",
    role: "stock",
    category: "database",
    hints: ["database", "postgres", "connection", "too many clients", "sql", "pool"],
    severity: "high",
    note: (svc) =>
      `${svc} cannot get Postgres connections (too many clients) so reservations fail and checkout and the club run retry loudly`,
    setup: (s, start) => {
      const dbErr = () =>
        `failed to connect to \`host=inventory-pg.internal user=stock_ledger database=stock\`: server error (FATAL: sorry, too many clients already (SQLSTATE 53300))`;
      s.every(60000, (t) => s.emit(t, "stock", "error", `WMS sync aborted: ${dbErr()}`), start + 5000, s.t1);
      s.every(
        2500,
        (t) => {
          const m = `M${s.rng.digits(6)}`;
          for (let i = 1; i <= 5; i++)
            s.emit(
              t + i * 400,
              "club",
              "warn",
              `allocation for member ${m} failed: stock-ledger responded 500 Internal Server Error, retry ${i}/5`,
            );
          s.emit(t + 2100, "club", "error", `member ${m} skipped: allocation failed after 5 attempts`);
        },
        start + 20000,
        s.t1,
      );
      return (step, t, f) => {
        if (step !== "stock" || t < start) return false;
        s.emit(t, "stock", "error", `reserve ${f.order}: ${dbErr()}`, { trace: f.trace });
        for (let i = 1; i <= 3; i++) {
          s.emit(
            t + i * 150,
            "checkout",
            "warn",
            `Reservation call to stock-ledger failed (500 Internal Server Error), attempt ${i}/3`,
            { trace: f.trace },
          );
          if (i < 3) s.emit(t + i * 150 + 60, "stock", "error", `reserve ${f.order}: ${dbErr()}`, { trace: f.trace });
        }
        s.emit(t + 520, "checkout", "error", `Checkout failed for order ${f.order}; voiding authorization`, {
          trace: f.trace,
          errType: "org.springframework.web.client.HttpServerErrorException$InternalServerError",
          stack: [
            `org.springframework.web.client.HttpServerErrorException$InternalServerError: 500 Internal Server Error: "{"error":"reserve failed"}"`,
            ...stack("java", "", "", [
              "org.springframework.web.client.HttpServerErrorException.create",
              "org.springframework.web.client.DefaultResponseErrorHandler.handleError",
              "com.cellardoor.checkout.inventory.StockLedgerClient.reserve",
              "com.cellardoor.checkout.OrderService.place",
              "com.cellardoor.checkout.web.CheckoutController.checkout",
            ]),
          ],
        });
        s.emit(t + 600, "pay", "info", `voided authorization for ${f.order} (reason=checkout_failed)`, {
          trace: f.trace,
        });
        edgeFail(s, t + 610, f, 500, 1300);
        return true;
      };
    },
  },
  {
    estate: "cellardoor",
    role: "tax",
    category: "null_reference",
    hints: ["attributeerror", "nonetype", "null", "none"],
    severity: "medium",
    note: (svc) =>
      `${svc} raises AttributeError on NoneType for orders with newly imported ready-to-drink SKUs that have no excise class, failing those checkouts`,
    setup: (s, start) => {
      s.emit(start - 4000, "stock", "info", "catalog import: 14 new SKUs (category RTD_COCKTAIL), 0 rejected");
      return (step, t, f) => {
        if (step !== "tax" || t < start || !s.rng.chance(0.55)) return false;
        const sku = `RTD-${s.rng.pick(["NEGRONI", "OLDFASH", "SPRITZ", "MARG"])}-355`;
        s.emit(t, "tax", "error", `Exception on /v1/quote [POST] (order ${f.order}, sku ${sku})`, {
          trace: f.trace,
          errType: "AttributeError",
          stack: stack("python", "AttributeError", "'NoneType' object has no attribute 'excise_rate'", [
            "excise.rates.rate_for",
            "excise.quote.line_excise",
            "excise.quote.build_quote",
            "excise.api.quote",
            "flask.app.dispatch_request",
          ]),
        });
        s.emit(t + 8, "tax", "info", `10.42.3.17 - - "POST /v1/quote HTTP/1.1" 500 265 "-" "Java-http-client/17"`, {
          trace: f.trace,
        });
        s.emit(t + 30, "checkout", "error", `tax quote failed for order ${f.order}: excise-tax returned HTTP 500`, {
          trace: f.trace,
        });
        edgeFail(s, t + 40, f, 502, 420);
        return true;
      };
    },
  },
  {
    estate: "barrelhouse",
    role: "age",
    category: "dependency",
    hints: ["503", "unavailable", "vendor", "dependency", "upstream", "circuit"],
    severity: "high",
    note: (svc) =>
      `the age verification vendor behind ${svc} answers 503, its circuit breaker opens and every order fails age verification`,
    setup: (s, start) => {
      let fails = 0;
      let openAt = 0;
      return (step, t, f) => {
        if (step !== "age" || t < start) return false;
        if (openAt && t - openAt > 30000) {
          s.emit(t, "age", "info", `Breaker "agecheckr" half-open, trying a request`);
          s.emit(
            t + 900,
            "age",
            "error",
            `agecheckr POST /v3/verify failed: 503 Service Unavailable (${s.est.ageVendor})`,
          );
          s.emit(t + 905, "age", "warn", `Breaker "agecheckr" re-opened`);
          openAt = t;
        }
        if (!openAt) {
          fails++;
          s.emit(
            t + 800,
            "age",
            "error",
            `agecheckr POST /v3/verify failed: 503 Service Unavailable (${s.est.ageVendor}) body="<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>"`,
          );
          if (fails >= 5) {
            openAt = t;
            s.emit(t + 810, "age", "warn", `Breaker "agecheckr" opened after 5 failures (errorThresholdPercentage 50)`);
          }
        } else {
          s.emit(t, "age", "warn", `verify ${f.order} rejected: Breaker is open`);
        }
        for (let i = 1; i <= 3; i++)
          s.emit(
            t + 820 + i * 200,
            "checkout",
            "warn",
            `Execution attempt. Source: 'AgeVerificationClient', Operation Key: 'Verify', Result: '503', Handled: 'True', Attempt: '${i}', Execution Time: ${s.rng.int(4, 900)}.${s.rng.digits(4)}ms`,
          );
        s.emit(
          t + 1500,
          "checkout",
          "error",
          `Order ${f.order} blocked: age verification service unavailable (id-verify responded 503 ServiceUnavailable)`,
          {
            errType: "System.Net.Http.HttpRequestException",
            stack: stack(
              "dotnet",
              "System.Net.Http.HttpRequestException",
              "Response status code does not indicate success: 503 (Service Unavailable).",
              [
                "System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode",
                "Barrelhouse.Orders.Clients.AgeVerificationClient.VerifyAsync",
                "Barrelhouse.Orders.Checkout.PlaceOrderHandler.Handle",
              ],
            ),
          },
        );
        edgeFail(s, t + 1510, f, 503, 1530);
        return true;
      };
    },
  },
  {
    estate: "barrelhouse",
    role: "stock",
    category: "disk",
    hints: ["disk", "flood", "watermark", "read-only", "cluster_block"],
    severity: "medium",
    note: (svc) =>
      `the search cluster behind ${svc} crosses the flood-stage disk watermark, its lots index goes read-only and every reservation write fails`,
    setup: (s, start) => {
      const reason =
        "Elasticsearch exception [type=cluster_block_exception, reason=index [bonded-lots] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];]";
      s.every(
        60000,
        (t) => s.emit(t, "stock", "error", `WMS sync: bulk update of lot quantities rejected: ${reason}`),
        start + 3000,
        s.t1,
      );
      return (step, t, f) => {
        if (step !== "stock" || t < start) return false;
        s.emit(t, "stock", "error", `Reservation ${f.order} failed: ${reason}`, {
          errType: "org.elasticsearch.ElasticsearchStatusException",
          stack: [
            `org.elasticsearch.ElasticsearchStatusException: ${reason}`,
            ...stack("java", "", "", [
              "org.elasticsearch.rest.BytesRestResponse.errorFromXContent",
              "org.elasticsearch.client.RestHighLevelClient.parseResponseException",
              "org.elasticsearch.client.RestHighLevelClient.update",
              "com.barrelhouse.inventory.lots.LotRepository.decrement",
              "com.barrelhouse.inventory.ReservationService.reserve",
            ]),
          ],
        });
        for (let i = 1; i <= 3; i++)
          s.emit(
            t + i * 250,
            "checkout",
            "warn",
            `Retry ${i} of 3 for 'InventoryClient.Reserve' after ${i * 200}ms: HttpRequestException 503 (Service Unavailable)`,
          );
        s.emit(
          t + 900,
          "checkout",
          "error",
          `Order ${f.order} failed: could not reserve ${f.sku} (bonded-inventory 503)`,
        );
        s.emit(t + 930, "pay", "info", `Authorization for ${f.order} voided`);
        edgeFail(s, t + 940, f, 503, 1100);
        return true;
      };
    },
  },
  {
    estate: "vinot",
    role: "comply",
    category: "configuration",
    hints: ["config", "configuration", "matrix", "missing", "rule"],
    severity: "high",
    note: (svc) =>
      `after a config reload ${svc} runs with an empty shipping matrix and only warns while it denies every destination, so all checkouts are refused`,
    setup: (s, start) => {
      s.emit(
        start,
        "comply",
        "info",
        "config reloaded from /etc/export-rules/config.yaml (revision 7731, 3 keys changed)",
      );
      s.emit(
        start + 15,
        "comply",
        "warn",
        `shipping.matrix_file not set, using empty shipping matrix (0 destinations)`,
      );
      let denied = 0;
      return (step, t, f) => {
        if (step !== "comply" || t < start) return false;
        denied++;
        s.emit(
          t,
          "comply",
          "warn",
          `no matrix entry for destination "${f.place}", denying by default order=${f.order}`,
          { trace: f.trace },
        );
        s.emit(
          t + 25,
          "checkout",
          "error",
          `checkout refused for ${f.order}: export-rules denied destination ${f.place} (reason=NO_RULE)`,
          { trace: f.trace },
        );
        if (denied % 10 === 0)
          s.emit(
            t + 30,
            "checkout",
            "error",
            `export-rules denied ${denied} of the last ${denied} destinations since ${new Date(start).toISOString().slice(11, 19)}`,
          );
        edgeFail(s, t + 40, f, 422, 190);
        return true;
      };
    },
  },
  {
    estate: "vinot",
    role: "pay",
    category: "memory",
    hints: ["memory", "heap", "outofmemory", "oom"],
    severity: "high",
    note: (svc) =>
      `${svc} runs out of Java heap, dies and restarts in a loop, so payment authorisations time out or are refused`,
    setup: (s, start) => {
      const cycle = 100000;
      const state = (t: number) => {
        if (t < start) return "ok";
        const p = (t - start) % cycle;
        return p < 45000 ? "gc" : p < 75000 ? "down" : "ok2";
      };
      for (let c = start; c < s.t1; c += cycle) {
        for (let g = 0; g < 45000; g += s.rng.int(5000, 9000))
          s.emit(
            c + g,
            "pay",
            "warn",
            `[gc] GC(${s.rng.int(900, 2000)}) Pause Full (G1 Compaction Pause) ${s.rng.int(2030, 2046)}M->${s.rng.int(2010, 2040)}M(2048M) ${s.rng.int(1800, 4900)}.${s.rng.digits(3)}ms`,
          );
        s.emit(
          c + 45000,
          "pay",
          "error",
          `Exception in thread "http-nio-8080-exec-${s.rng.int(2, 60)}" java.lang.OutOfMemoryError: Java heap space`,
          {
            errType: "java.lang.OutOfMemoryError",
            stack: [
              "java.lang.OutOfMemoryError: Java heap space",
              ...stack("java", "", "", [
                "java.util.Arrays.copyOf",
                "java.io.ByteArrayOutputStream.grow",
                "com.fasterxml.jackson.core.util.ByteArrayBuilder.toByteArray",
                "eu.vinot.psp.adyen.NotificationArchive.append",
                "eu.vinot.psp.adyen.AuthoriseService.authorise",
              ]),
            ],
          },
        );
        s.emit(c + 45200, "pay", "error", "Terminating due to java.lang.OutOfMemoryError: Java heap space");
        s.emit(c + 75000, "pay", "info", `Starting PspAdapterApplication v3.14.2 using Java 17.0.10 with PID 1`);
        s.emit(
          c + 86000,
          "pay",
          "info",
          `Started PspAdapterApplication in 10.8${s.rng.digits(2)} seconds (process running for 11.9)`,
        );
      }
      return (step, t, f) => {
        if (step !== "pay") return false;
        const st = state(t);
        if (st === "ok" || st === "ok2") return false;
        if (st === "gc" && s.rng.chance(0.5)) return false;
        const why = st === "down" ? "Connection refused: psp-adapter:8080" : "Read timed out after 8000ms";
        for (let i = 1; i <= 3; i++)
          s.emit(
            t + i * (st === "down" ? 100 : 8000),
            "checkout",
            "warn",
            `authorise ${f.order}: psp-adapter call failed (${why}), attempt ${i}/3`,
            { trace: f.trace },
          );
        s.emit(
          t + 3 * (st === "down" ? 100 : 8000) + 50,
          "checkout",
          "error",
          `payment authorisation failed for basket ${f.order}`,
          {
            trace: f.trace,
            errType: "requests.exceptions.ConnectionError",
            stack: stack(
              "python",
              st === "down" ? "requests.exceptions.ConnectionError" : "requests.exceptions.ReadTimeout",
              st === "down"
                ? "HTTPConnectionPool(host='psp-adapter', port=8080): Max retries exceeded with url: /v1/authorise (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f3a2c1b5e10>: Failed to establish a new connection: [Errno 111] Connection refused'))"
                : "HTTPConnectionPool(host='psp-adapter', port=8080): Read timed out. (read timeout=8)",
              [
                "requests.adapters.send",
                "requests.sessions.send",
                "basket.payments.client.authorise",
                "basket.checkout.commit",
              ],
            ),
          },
        );
        edgeFail(
          s,
          t + 3 * (st === "down" ? 100 : 8000) + 60,
          f,
          st === "down" ? 502 : 504,
          st === "down" ? 380 : 24100,
        );
        return true;
      };
    },
  },
  {
    estate: "ridgerye",
    role: "carrier",
    category: "timeout",
    hints: ["timeout", "timed out", "deadline"],
    severity: "medium",
    note: (svc) =>
      `the carrier ship API stops answering in time, ${svc} times out on every label and checkout waits past its deadline`,
    setup: (s, start) => {
      s.every(
        90000,
        (t) =>
          s.emit(
            t,
            "carrier",
            "error",
            `tracking poll FedEx aborted: curl error 28: Operation timed out after 30001 milliseconds with 0 bytes received`,
          ),
        start + 2000,
        s.t1,
      );
      return (step, t, f) => {
        if (step !== "carrier" || t < start) return false;
        s.emit(
          t + 30001,
          "carrier",
          "error",
          `ship request order=${f.order} POST https://apis.fedex.com/ship/v1/shipments failed: curl error 28: Operation timed out after 30001 milliseconds with 0 bytes received`,
        );
        for (let i = 1; i <= 2; i++)
          s.emit(
            t + i * 10000,
            "checkout",
            "warn",
            `label attempt ${i} for ${f.order}: Post "http://fulfillment-labels:8080/v1/labels": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
          );
        s.emit(
          t + 20050,
          "checkout",
          "error",
          `order ${f.order} left in PENDING_LABEL: fulfillment-labels did not answer within 10s (2 attempts)`,
        );
        edgeFail(s, t + 20060, f, 504, 20070);
        return true;
      };
    },
  },
  {
    estate: "ridgerye",
    role: "pay",
    category: "unknown",
    hints: ["unavailable", "unresponsive", "down", "unknown", "503", "no healthy"],
    severity: "high",
    note: (svc) =>
      `${svc} stops logging and answering with no message of its own; checkout, the gateway and the allocation run report it unavailable`,
    setup: (s, start) => {
      s.quietFrom.pay = start;
      s.every(
        1200,
        (t) => {
          const m = `M${s.rng.digits(6)}`;
          for (let i = 1; i <= 4; i++)
            s.emit(
              t + i * 300,
              "club",
              "warn",
              `charge member=${m} failed: billing unavailable (HTTP 503 no healthy upstream), retry ${i}/5 in ${i * 300}ms`,
            );
          s.emit(t + 1500, "club", "error", `allocation ${m} parked: payment failed after 5 attempts`);
        },
        start + 15000,
        s.t1,
      );
      return (step, t, f) => {
        if (step !== "pay" || t < start) return false;
        const kind = s.rng.chance(0.6)
          ? "503 Service Unavailable: no healthy upstream"
          : "502 Bad Gateway: upstream connect error or disconnect/reset before headers";
        s.emit(
          t + 5,
          "edge",
          "warn",
          `"POST /v1/charges HTTP/1.1" ${kind.slice(0, 3)} ${kind.startsWith("503") ? "UH" : "UF"} 412 19 0 - "10.20.3.4" "Go-http-client/1.1" "${s.rng.hex(16)}" "billing:3000"`,
        );
        for (let i = 1; i <= 2; i++)
          s.emit(
            t + i * 200,
            "checkout",
            "warn",
            `charge ${f.order}: billing responded ${kind.slice(0, 3)}, retry ${i}/2`,
          );
        s.emit(t + 450, "checkout", "error", `order ${f.order} failed: payment step: billing: ${kind}`);
        edgeFail(s, t + 460, f, 502, 470);
        return true;
      };
    },
  },
];
