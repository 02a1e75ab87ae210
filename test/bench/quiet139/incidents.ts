// The eight incidents, one per category, written from the shapes of public postmortems: the origin is often
// quieter than its callers, callers complain in their own words, and the window's noise shares the fault's words.
import type { Ctx } from "./ctx.js";
import { dotnetTrace, goPanic, javaTrace, nodeTrace, pyTrace, upstreamIp } from "./shapes.js";
import { orderId, pickupId, ticketId, valId } from "./traffic.js";
import type { Category, Rec } from "./types.js";

export interface IncidentDef {
  category: Category;
  estate: string;
  origin: string;
  /** Services the window must hold (origin, its callers, the edge). */
  needs: string[];
  hints: string[];
  severity: "medium" | "high";
  /** Noise kinds that use the fault's words, placed near it. */
  decoys: string[];
  /** A service with an unrelated deploy a minute or two from the fault. */
  deployNear: string;
  note: string;
  build: (ctx: Ctx, start: number) => Rec[];
}

/** Arrival times from `from` to `to` with the given mean gap. */
function times(ctx: Ctx, from: number, to: number, mean: number): number[] {
  const out: number[] = [];
  for (let t = from + ctx.rng.gap(mean); t < to; t += ctx.rng.gap(mean)) out.push(t);
  return out;
}

const dbReadOnly: IncidentDef = {
  category: "database",
  estate: "tickwell",
  origin: "repair-tickets",
  needs: ["edge-nginx", "storefront-bff", "repair-tickets", "courier-pickup"],
  hints: ["read-only", "read only", "database", "sql", "postgres", "psql", "25006", "transaction"],
  severity: "high",
  decoys: ["dupes", "slowq"],
  deployNear: "customer-notify",
  note: "after a database failover repair-tickets keeps writing through pooled connections to the demoted primary, so every ticket update fails with SQLSTATE 25006 (read-only transaction) while reads still work; the BFF and courier service report upstream 500s",
  build(ctx, start) {
    const r = ctx.rng;
    const out: Rec[] = [];
    ctx.blocks.push({ svc: "repair-tickets", from: start, to: ctx.end, keep: 0.55 });
    for (let i = 0; i < 3; i++)
      out.push(
        ctx.line(
          "repair-tickets",
          start + i * r.int(200, 900),
          "warn",
          `HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@${r.hex(7)} (This connection has been closed.). Possibly consider using a shorter maxLifetime value.`,
        ),
      );
    for (const t of times(ctx, start + 1500, ctx.end, 5200)) {
      const tk = ticketId(r);
      const flow = ctx.newFlow();
      const table = r.pick(["tickets", "ticket_events", "parts_requests"]);
      out.push(
        ctx.line(
          "repair-tickets",
          t + 40,
          "error",
          javaTrace(
            r,
            `Request processing failed: org.springframework.jdbc.UncategorizedSQLException: PreparedStatementCallback; uncategorized SQLException for SQL [UPDATE ${table} SET state = ?, updated_at = now() WHERE ticket_id = ?]; SQL state [25006]; error code [0]; ERROR: cannot execute UPDATE in a read-only transaction`,
            [
              "org.springframework.jdbc.core.JdbcTemplate.translateException(JdbcTemplate.java:1549)",
              "org.springframework.jdbc.core.JdbcTemplate.update(JdbcTemplate.java:1005)",
              `com.tickwell.repair.TicketRepository.updateState(TicketRepository.java:${r.int(80, 99)})`,
              `com.tickwell.repair.TicketService.transition(TicketService.java:${r.int(140, 160)})`,
            ],
            {
              head: "org.postgresql.util.PSQLException: ERROR: cannot execute UPDATE in a read-only transaction",
              frames: [
                "org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2725)",
                "com.zaxxer.hikari.pool.HikariProxyPreparedStatement.executeUpdate(HikariProxyPreparedStatement.java)",
              ],
            },
          ),
          ctx.idFor(ctx.get("repair-tickets"), flow, 2),
        ),
      );
      if (r.chance(0.6)) {
        out.push(
          ctx.line(
            "storefront-bff",
            t + 70,
            "error",
            `PATCH repair-tickets /tickets/${tk}/status failed: Request failed with status code 500 (customer approval not saved)`,
            ctx.idFor(ctx.get("storefront-bff"), flow, 1),
          ),
        );
        out.push(
          ...ctx.access(t, ctx.get("storefront-bff"), "POST", `/api/repairs/${tk}/approve`, 502, r.int(60, 200), flow),
        );
      } else {
        const pk = pickupId(r);
        for (let a = 1; a <= 3; a++)
          out.push(
            ctx.line(
              "courier-pickup",
              t + 80 + a * 400,
              a < 3 ? "warn" : "error",
              a < 3
                ? `attach ${pk} to ${tk}: repair-tickets answered 500, retry ${a}/3`
                : `giving up attaching pickup ${pk} to ${tk} after 3 attempts (HTTP 500 from repair-tickets); pickup stays unlinked`,
              ctx.idFor(ctx.get("courier-pickup"), flow, 1),
            ),
          );
        out.push(...ctx.access(t, ctx.get("courier-pickup"), "POST", "/pickups", 500, r.int(1300, 1800), flow));
      }
    }
    return out;
  },
};

const springPlaceholder: IncidentDef = {
  category: "configuration",
  estate: "tickwell",
  origin: "valuation-svc",
  needs: ["edge-nginx", "storefront-bff", "valuation-svc"],
  hints: ["config", "placeholder", "property", "insurer_quote_url", "setting", "environment", "bean"],
  severity: "high",
  decoys: ["config", "deploy"],
  deployNear: "customer-notify",
  note: "a release of valuation-svc expects a new INSURER_QUOTE_URL setting that was never added, so Spring fails to start (unresolvable placeholder) and the pod crash-loops; the BFF reports connection refused and the edge serves 503s for valuations",
  build(ctx, start) {
    const r = ctx.rng;
    const out: Rec[] = [];
    const v = "valuation-svc";
    ctx.blocks.push({ svc: v, from: start - 3000, to: ctx.end, keep: 0 });
    out.push(ctx.line(v, start - 4000, "info", "received SIGTERM (rollout of valuation-svc:3.8.0, image sha 4be91c0)"));
    out.push(
      ctx.line(v, start - 2500, "info", "Commencing graceful shutdown. Waiting for active requests to complete"),
    );
    let t = start;
    let backoff = 10000;
    while (t < ctx.end) {
      out.push(ctx.line(v, t, "info", "Starting valuation-svc v3.8.0 using Java 21.0.4 with PID 1"));
      out.push(ctx.line(v, t + 2100, "info", 'The following 1 profile is active: "prod"'));
      out.push(
        ctx.line(
          v,
          t + 5200,
          "warn",
          "Exception encountered during context initialization - cancelling refresh attempt: org.springframework.beans.factory.UnsatisfiedDependencyException: Error creating bean with name 'quoteController': Unsatisfied dependency expressed through constructor parameter 0",
        ),
      );
      out.push(
        ctx.line(
          v,
          t + 5300,
          "error",
          `\n\n***************************\nAPPLICATION FAILED TO START\n***************************\n\nDescription:\n\nFailed to bind properties under 'insurer.quote.url' to java.lang.String:\n\n    Reason: Could not resolve placeholder 'INSURER_QUOTE_URL' in value "\${INSURER_QUOTE_URL}"\n\nAction:\n\nUpdate your application's configuration`.trimStart(),
        ),
      );
      out.push(
        ctx.line(
          v,
          t + 5320,
          "error",
          javaTrace(
            r,
            "Application run failed",
            [
              "org.springframework.boot.SpringApplication.run(SpringApplication.java:335)",
              "com.tickwell.valuation.ValuationApplication.main(ValuationApplication.java:12)",
            ],
            {
              head: `java.lang.IllegalArgumentException: Could not resolve placeholder 'INSURER_QUOTE_URL' in value "\${INSURER_QUOTE_URL}"`,
              frames: [
                "org.springframework.util.PropertyPlaceholderHelper.parseStringValue(PropertyPlaceholderHelper.java:180)",
                "org.springframework.core.env.AbstractPropertyResolver.resolveRequiredPlaceholders(AbstractPropertyResolver.java:239)",
              ],
            },
          ),
        ),
      );
      t += 5400 + backoff;
      backoff = Math.min(backoff * 2, 300000);
    }
    for (const tt of times(ctx, start, ctx.end, 4000)) {
      const flow = ctx.newFlow();
      out.push(
        ctx.line(
          "storefront-bff",
          tt + 5,
          "error",
          nodeTrace(`valuation request failed: connect ECONNREFUSED ${upstreamIp(v)}:8080`, [
            "TCPConnectWrap.afterConnect [as oncomplete] (node:net:1607:16)",
          ]),
          ctx.idFor(ctx.get("storefront-bff"), flow, 1),
        ),
      );
      out.push(
        ...ctx.access(
          tt,
          ctx.get("storefront-bff"),
          r.pick(["POST", "GET"]),
          r.pick(["/api/valuations", `/api/valuations/${valId(r)}`]),
          503,
          r.int(3, 20),
          flow,
        ),
      );
    }
    return out;
  },
};

const oauthInvalidClient: IncidentDef = {
  category: "authentication",
  estate: "hallmark",
  origin: "courier_booking",
  needs: ["envoy_edge", "shop_checkout", "repair_intake", "courier_booking"],
  hints: ["auth", "credential", "token", "invalid_client", "401", "unauthorized", "oauth"],
  severity: "medium",
  decoys: ["logins", "authz"],
  deployNear: "stock_sync",
  note: "the carrier rotated the OAuth client secret and courier_booking's token refresh is refused with invalid_client, so every insured pickup call gets 401; courier_booking only warns per call while checkout and intake log loud errors about 502s from it",
  build(ctx, start) {
    const r = ctx.rng;
    const out: Rec[] = [];
    const v = "courier_booking";
    ctx.blocks.push({ svc: v, from: start, to: ctx.end, keep: 0.05 });
    for (let t = start; t < ctx.end; t += r.int(55000, 65000))
      out.push(
        ctx.line(
          v,
          t,
          "error",
          `carrier token refresh failed: 401 {"error":"invalid_client","error_description":"Client authentication failed"} (client_id=hallmark-prod-7731)`,
        ),
      );
    for (const t of times(ctx, start + 2000, ctx.end, 4500)) {
      const flow = ctx.newFlow();
      out.push(
        ctx.line(
          v,
          t,
          "warn",
          `POST https://api.vaultline.example/v2/pickups -> 401 Unauthorized, token refresh pending; returning 502 to caller`,
        ),
      );
      if (r.chance(0.5)) {
        const so = orderId(r);
        out.push(
          ctx.line(
            "shop_checkout",
            t + 30,
            "error",
            nodeTrace(`insured delivery booking failed for order ${so}: courier_booking responded 502 Bad Gateway`, [
              "BookingClient.book (/app/dist/clients/courier.js:77:13)",
              "process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
              "async checkout (/app/dist/routes/checkout.js:141:7)",
            ]),
            flow.edgeId,
          ),
        );
        out.push(...ctx.access(t - 300, ctx.get("shop_checkout"), "POST", "/api/checkout", 502, r.int(300, 700), flow));
      } else {
        const tk = ticketId(r);
        out.push(
          ctx.line(
            "repair_intake",
            t + 40,
            "error",
            `could not schedule collection for ${tk}\n` +
              pyTrace(
                [
                  ["/app/intake/services/collection.py", 64, "schedule", "resp.raise_for_status()"],
                  [
                    "/usr/local/lib/python3.12/site-packages/requests/models.py",
                    1024,
                    "raise_for_status",
                    "raise HTTPError(http_error_msg, response=self)",
                  ],
                ],
                `requests.exceptions.HTTPError: 502 Server Error: Bad Gateway for url: http://courier_booking:8000/bookings`,
              ),
            flow.edgeId,
          ),
        );
        out.push(
          ...ctx.access(
            t - 200,
            ctx.get("repair_intake"),
            "POST",
            `/intake/tickets/${tk}/collection`,
            502,
            r.int(200, 600),
            flow,
          ),
        );
      }
    }
    return out;
  },
};

const nodeHeap: IncidentDef = {
  category: "memory",
  estate: "hallmark",
  origin: "shop_checkout",
  needs: ["envoy_edge", "shop_checkout", "payment_bridge"],
  hints: ["memory", "heap", "oom", "out of memory"],
  severity: "high",
  decoys: ["gc", "killed"],
  deployNear: "appraisal_api",
  note: "shop_checkout leaks memory after a promotion banner cache starts growing; its heap warnings climb, V8 aborts with 'JavaScript heap out of memory' (exit 134) and the pod restarts and dies again, going silent in between while Envoy returns 503 UF/UC for checkout",
  build(ctx, start) {
    const r = ctx.rng;
    const out: Rec[] = [];
    const v = "shop_checkout";
    let t = start;
    let heap = 790;
    let cycle = 0;
    while (t < ctx.end) {
      const crashAt = t + (cycle === 0 ? r.int(150000, 200000) : r.int(70000, 110000));
      for (let w = t; w < Math.min(crashAt, ctx.end); w += r.int(20000, 30000)) {
        heap = Math.min(1010, heap + r.int(15, 40));
        out.push(
          ctx.line(
            v,
            w,
            "warn",
            `heap usage ${heap}MB of 1024MB (${Math.round(heap / 10.24)}%), event loop lag ${r.int(80, 900)}ms`,
          ),
        );
      }
      if (crashAt >= ctx.end) break;
      ctx.blocks.push({ svc: v, from: crashAt - 20000, to: crashAt + 25000, keep: 0.1 });
      out.push(
        ctx.raw(
          v,
          crashAt,
          "error",
          `\n<--- Last few GCs --->\n\n[1:0x${r.hex(7)}]   ${r.int(100000, 900000)} ms: Mark-Compact 1009.${r.int(1, 9)} (1042.${r.int(1, 9)}) -> 1007.${r.int(1, 9)} (1043.${r.int(1, 9)}) MB, ${r.int(900, 1900)}.${r.int(10, 99)} / 0.00 ms  (average mu = 0.1${r.int(0, 9)}, current mu = 0.0${r.int(1, 9)}) allocation failure; scavenge might not succeed\n\n\n<--- JS stacktrace --->\n\nFATAL ERROR: Ineffective mark-compacts near heap limit Allocation failed - JavaScript heap out of memory`.trimStart(),
        ),
      );
      out.push(
        ctx.raw(
          v,
          crashAt + 3,
          "error",
          [
            " 1: 0xb8d0a3 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]",
            " 2: 0xf06460 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
            " 3: 0x10d7a55 v8::internal::Heap::FatalProcessOutOfMemory(char const*) [node]",
          ].join("\n"),
        ),
      );
      const back = crashAt + r.int(18000, 30000);
      for (const e of times(ctx, crashAt - 15000, Math.min(back, ctx.end), 900)) {
        const flags = e < crashAt ? "UC" : r.pick(["UF,URX", "UF"]);
        out.push(
          ...ctx.access(
            e,
            ctx.get(v),
            "POST",
            r.pick(["/api/checkout", "/api/cart/items", "/api/cart"]),
            e < crashAt ? 503 : 503,
            e < crashAt ? r.int(8000, 15000) : r.int(1, 5),
            ctx.newFlow(),
            { flags },
          ),
        );
      }
      if (back < ctx.end) {
        out.push(
          ctx.line(
            v,
            back,
            "info",
            `shop_checkout@4.12.${r.int(0, 3)} starting (node v20.15.0, NODE_ENV=production, --max-old-space-size=1024)`,
          ),
        );
        out.push(ctx.line(v, back + r.int(400, 900), "info", "listening on :3000"));
        out.push(ctx.line(v, back + r.int(2000, 4000), "info", "promo banner cache warmed: 3 campaigns"));
      }
      heap = r.int(840, 900);
      t = back + 5000;
      cycle++;
    }
    return out;
  },
};

const dnsInPod: IncidentDef = {
  category: "network",
  estate: "bezel",
  origin: "dispatch",
  needs: ["traefik", "vitrine", "bench", "dispatch"],
  hints: ["dns", "nxdomain", "resolve", "domain", "network", "transport", "lookup"],
  severity: "medium",
  decoys: ["dns", "disconnects"],
  deployNear: "ledger",
  note: "dispatch's pods lose name resolution (every lookup, internal and external, returns nxdomain) so it can neither reach the carrier nor warden; it logs a few transport warnings and crashed sessions while vitrine and bench report timeouts waiting for dispatch",
  build(ctx, start) {
    const r = ctx.rng;
    const out: Rec[] = [];
    const v = "dispatch";
    ctx.blocks.push({ svc: v, from: start, to: ctx.end, keep: 0.05 });
    out.push(
      ctx.raw(
        v,
        start,
        "warn",
        "[warning] Finch pool for https://api.vaultline.example:443 failed to connect: %Mint.TransportError{reason: :nxdomain}",
      ),
    );
    for (const t of times(ctx, start + 3000, ctx.end, 24000)) {
      const host = r.chance(0.6) ? "api.vaultline.example" : "warden.bezel.svc.cluster.local";
      out.push(
        ctx.raw(
          v,
          t,
          r.chance(0.6) ? "warn" : "error",
          r.chance(0.5)
            ? `[warning] ${host === "api.vaultline.example" ? "carrier" : "warden"} request failed, will retry: %Mint.TransportError{reason: :nxdomain} (host ${host})`
            : `[error] GenServer Dispatch.CarrierSession terminating\n** (MatchError) no match of right hand side value: {:error, %Mint.TransportError{reason: :nxdomain}}\n    (dispatch 2.3.1) lib/dispatch/carrier_session.ex:88: Dispatch.CarrierSession.handle_info/2\n    (stdlib 5.2.3) gen_server.erl:1095: :gen_server.try_handle_info/3\n    (stdlib 5.2.3) gen_server.erl:1183: :gen_server.handle_msg/6\nLast message: :refresh_slots`,
        ),
      );
    }
    for (const t of times(ctx, start + 1000, ctx.end, 3500)) {
      if (r.chance(0.55)) {
        out.push(
          ctx.line(
            "vitrine",
            t + 5000,
            "error",
            `delivery slots unavailable for order ${orderId(r)}: dispatch did not answer within 5000ms (TimeoutError: The operation was aborted due to timeout)`,
          ),
        );
        out.push(...ctx.access(t, ctx.get("vitrine"), "GET", "/api/delivery-slots", 504, 5003));
      } else {
        out.push(
          ctx.line(
            "bench",
            t + 15000,
            "error",
            `[error] return courier for ${ticketId(r)} not booked: ** (exit) exited in: GenServer.call(Bench.Dispatch, {:book_return, ...}, 15000)\n    ** (EXIT) time out`,
          ),
        );
        out.push(...ctx.access(t, ctx.get("bench"), "POST", `/tickets/${ticketId(r)}/return`, 500, 15012));
      }
    }
    return out;
  },
};

const supplierQuota: IncidentDef = {
  category: "rate_limiting",
  estate: "bezel",
  origin: "mainspring",
  needs: ["traefik", "vitrine", "bench", "mainspring"],
  hints: ["rate", "429", "throttl", "quota", "too many requests", "limit"],
  severity: "medium",
  decoys: ["botlimit", "vendor"],
  deployNear: "dispatch",
  note: "a full availability refresh in mainspring exhausts the supplier API quota, so every parts lookup is answered 429 with Retry-After; mainspring only warns while vitrine and bench log errors about failed parts availability and orders",
  build(ctx, start) {
    const r = ctx.rng;
    const out: Rec[] = [];
    const v = "mainspring";
    ctx.blocks.push({ svc: v, from: start + 20000, to: ctx.end, keep: 0.15 });
    out.push(
      ctx.line(
        v,
        start - r.int(30000, 60000),
        "info",
        `msg="full availability refresh started" skus=14212 supplier=sternkreuz workers=32`,
      ),
    );
    for (const t of times(ctx, start, ctx.end, 7000))
      out.push(
        ctx.line(
          v,
          t,
          "warn",
          `msg="supplier throttled request" supplier=sternkreuz status=429 path=/v3/availability x_ratelimit_remaining=0 retry_after=${r.int(30, 60)}s`,
        ),
      );
    for (const t of times(ctx, start + 20000, ctx.end, 3000)) {
      if (r.chance(0.6)) {
        out.push(
          ctx.line(
            "vitrine",
            t + 40,
            "error",
            `parts availability lookup failed for SKU STR-${r.digits(4)}: mainspring responded 503 (body: "supplier unavailable")`,
          ),
        );
        out.push(
          ...ctx.access(
            t,
            ctx.get("vitrine"),
            "GET",
            `/api/products/straps/${r.digits(5)}/availability`,
            503,
            r.int(30, 90),
          ),
        );
      } else {
        const tk = ticketId(r);
        out.push(
          ctx.line(
            "bench",
            t + 60,
            "error",
            `[error] parts order for ${tk} failed: {:error, %{status: 503, body: "supplier unavailable"}} from mainspring, ticket left in awaiting-parts`,
          ),
        );
      }
    }
    return out;
  },
};

const metalFeedHang: IncidentDef = {
  category: "timeout",
  estate: "crownline",
  origin: "atelier-valuation",
  needs: ["platform-alb", "platform-haproxy", "storefront-web", "shopfloor-quotes", "atelier-valuation"],
  hints: ["timeout", "timed out", "deadline", "read timeout", "worker timeout"],
  severity: "medium",
  decoys: ["retries", "gc"],
  deployNear: "storefront-cart",
  note: "the metal price feed stops answering in time, so atelier-valuation's gunicorn workers hang on read timeouts and are killed by the WORKER TIMEOUT watchdog; shopfloor-quotes reports HttpClient timeouts, the shop's quote widget cURL timeouts and HAProxy 504s",
  build(ctx, start) {
    const r = ctx.rng;
    const out: Rec[] = [];
    const v = "atelier-valuation";
    ctx.blocks.push({ svc: v, from: start, to: ctx.end, keep: 0.1 });
    for (const t of times(ctx, start, ctx.end, 14000)) {
      const pid = r.int(9, 60);
      if (r.chance(0.5)) {
        out.push(ctx.raw(v, t, "fatal", `[CRITICAL] WORKER TIMEOUT (pid:${pid})`));
        out.push(ctx.raw(v, t + 900, "error", `[ERROR] Worker (pid:${pid}) was sent SIGKILL! Perhaps out of memory?`));
        out.push(ctx.raw(v, t + 1300, "info", `[INFO] Booting worker with pid: ${pid + r.int(1, 9)}`));
      } else
        out.push(
          ctx.line(
            v,
            t,
            "error",
            pyTrace(
              [
                ["/app/valuation/pricing.py", 112, "metal_fix", "resp = session.get(FEED_URL, params=q, timeout=30)"],
                [
                  "/usr/local/lib/python3.12/site-packages/requests/adapters.py",
                  713,
                  "send",
                  "raise ReadTimeout(e, request=request)",
                ],
              ],
              "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='api.metalquotes.example', port=443): Read timed out. (read timeout=30)",
            ),
          ),
        );
    }
    for (const t of times(ctx, start + 3000, ctx.end, 3800)) {
      const q = `Q-${r.digits(6)}`;
      if (r.chance(0.6)) {
        out.push(
          ctx.line(
            "shopfloor-quotes",
            t + 10000,
            "error",
            dotnetTrace(
              `Quote ${q} failed calling atelier-valuation: System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 10 seconds elapsing.`,
              [
                "System.Net.Http.HttpClient.HandleFailure(Exception e, Boolean telemetryStarted, HttpResponseMessage response, CancellationTokenSource cts, CancellationToken cancellationToken, CancellationTokenSource pendingRequestsCts)",
                "System.Net.Http.HttpClient.<SendAsync>g__Core|83_0(HttpRequestMessage request, HttpCompletionOption completionOption, CancellationTokenSource cts, Boolean disposeCts, CancellationTokenSource pendingRequestsCts, CancellationToken originalCancellationToken)",
                `Crownline.Quotes.ValuationClient.PriceAsync(QuoteRequest req) in /src/Quotes/ValuationClient.cs:line ${r.int(40, 80)}`,
              ],
            ),
          ),
        );
        out.push(
          ...ctx.access(t, ctx.get("shopfloor-quotes"), "POST", "/quotes", 504, 10001, undefined, { flags: "sH--" }),
        );
      } else {
        out.push(
          ctx.line(
            "storefront-web",
            t + 15000,
            "error",
            `Quote widget failed: cURL error 28: Operation timed out after 15001 milliseconds with 0 bytes received (see https://curl.haxx.se/libcurl/c/libcurl-errors.html) for http://shopfloor-quotes:5000/quotes`,
            r.hex(20),
          ),
        );
        out.push(
          ...ctx.access(
            t,
            ctx.get("storefront-web"),
            "GET",
            `/valuation/estimate?item=${r.pick(["ring", "bracelet", "watch"])}`,
            504,
            15002,
            undefined,
            { flags: "sH--" },
          ),
        );
      }
    }
    return out;
  },
};

const proofVolumeFull: IncidentDef = {
  category: "disk",
  estate: "crownline",
  origin: "atelier-engraving",
  needs: ["platform-alb", "platform-haproxy", "storefront-web", "shopfloor-intake", "atelier-engraving"],
  hints: ["disk", "space", "enospc", "no space", "volume", "full"],
  severity: "high",
  decoys: ["disk", "killed"],
  deployNear: "comms-notify",
  note: "the proof-image volume of atelier-engraving fills up, so every proof write fails with 'no space left on device' and the service answers 500; storefront-web and shopfloor-intake log louder errors about failed engraving previews and job submissions",
  build(ctx, start) {
    const r = ctx.rng;
    const out: Rec[] = [];
    const v = "atelier-engraving";
    ctx.blocks.push({ svc: v, from: start, to: ctx.end, keep: 0.1 });
    out.push(
      ctx.line(v, start - r.int(120000, 200000), "warn", `msg="proof store filling" path=/var/lib/proofs used_pct=94`),
    );
    out.push(
      ctx.line(v, start - r.int(20000, 60000), "warn", `msg="proof store filling" path=/var/lib/proofs used_pct=99`),
    );
    for (const t of times(ctx, start, ctx.end, 9000)) {
      const job = `EJ-${r.digits(5)}`;
      out.push(
        ctx.line(
          v,
          t,
          r.chance(0.7) ? "error" : "warn",
          `msg="persist proof failed" job=${job} err="write /var/lib/proofs/2026/${job}.png: no space left on device"`,
        ),
      );
      if (r.chance(0.08))
        out.push(
          ctx.line(
            v,
            t + 5,
            "error",
            `http: panic serving 10.42.3.9:${r.int(30000, 60000)}: ` +
              goPanic(r, "close /var/lib/proofs/.tmp-proof: no space left on device", [
                "main.(*proofStore).Commit",
                "main.(*api).submitJob",
              ]),
          ),
        );
    }
    for (const t of times(ctx, start + 500, ctx.end, 3200)) {
      if (r.chance(0.6)) {
        out.push(
          ctx.line(
            "storefront-web",
            t + 30,
            "error",
            `Engraving preview unavailable: atelier-engraving returned HTTP 500 for POST /jobs (${r.pick(["ring", "watch caseback", "locket"])}, font ${r.pick(["Copperplate", "Futura"])})`,
            r.hex(20),
          ),
        );
        out.push(...ctx.access(t, ctx.get("storefront-web"), "POST", "/engraving/preview", 500, r.int(40, 200)));
      } else
        out.push(
          ctx.line(
            "shopfloor-intake",
            t + 40,
            "error",
            javaTrace(
              r,
              `Engraving job for ${ticketId(r)} not submitted: org.springframework.web.client.HttpServerErrorException$InternalServerError: 500 Internal Server Error: "{"error":"internal"}"`,
              [
                "org.springframework.web.client.DefaultResponseErrorHandler.handleError(DefaultResponseErrorHandler.java:102)",
                "org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:872)",
                `com.crownline.intake.EngravingClient.submit(EngravingClient.java:${r.int(30, 70)})`,
              ],
            ),
          ),
        );
    }
    return out;
  },
};

export const INCIDENTS: IncidentDef[] = [
  dbReadOnly,
  springPlaceholder,
  oauthInvalidClient,
  nodeHeap,
  dnsInPod,
  supplierQuota,
  metalFeedHang,
  proofVolumeFull,
];
