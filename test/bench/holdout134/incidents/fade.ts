// The thirteen Fade & Co incidents, one per category.
import { BARBER_SERVICES, BARBER_SKUS, dayIso, money, redisTime, slotStart } from "../domain.js";
import {
  barber,
  bookingRef,
  fade as E,
  F,
  gwLine,
  pax,
  railsRequest,
  shop,
  ticket,
  uvicornLine,
} from "../estates/fade.js";
import { ev } from "../ev.js";
import type { Rng } from "../rng.js";
import type { IncidentSpec } from "../spec.js";
import { dotnetErr, javaErr, nodeErr, pythonErr, rubyErr } from "../traces.js";
import type { ErrInfo, Ev, Flow } from "../types.js";

/** Spring's unresolved-placeholder text, `${NAME}`, built so that it is not a template literal. */
const PLACEHOLDER = ["$", "{NOSHOW_WEBHOOK_SECRET}"].join("");

/** Rails logs the exception block at FATAL after "Completed 500". */
const railsFatal = (t: number, e: ErrInfo): Ev => ev(t, F.booking, "fatal", "", undefined, e);

/** A booking POST that failed inside Rails with `e`, answered with `status`. */
function failedBooking(r: Rng, f: Flow, status: string, ms: number, e: ErrInfo, middle: Ev[] = []): Ev[] {
  const s = shop(r);
  const params = `{"shop_id"=>"${s.toLowerCase()}", "barber_id"=>"${barber(r)}", "service"=>"${r.pick(BARBER_SERVICES)}", "starts_at"=>"${slotStart(r, f.t)}", "deposit"=>"5.00"}`;
  return [
    ...railsRequest(r, f.t, "POST", "/bookings", "BookingsController#create", status, ms, params, middle),
    railsFatal(f.t + ms + 1, e),
    gwLine(r, f.t - 1, "POST", "/bookings", Number(status.slice(0, 3)), ms + 2, F.booking),
  ];
}

const authentication: IncidentSpec = {
  kind: "incident",
  estate: E,
  category: "authentication",
  origin: F.payments,
  hints: ["api key", "authentication", "expired", "401", "unauthorized"],
  severity: "high",
  note: "The payment vendor expired the live API key payments was still using, so every deposit capture and no-show fee was refused with 401 api_key_expired and online bookings failed with 502.",
  apply(s) {
    const S = s.start;
    const r = s.r;
    s.reload(S - r.int(90000, 200000));
    const authErr = () =>
      javaErr(
        "com.payvault.exception.AuthenticationException",
        `Expired API Key provided: sk_live_*********************4f2a; code: api_key_expired; request-id: req_${r.hex(14)}`,
        [
          "com.payvault.net.LiveResponseGetter.handleApiError(LiveResponseGetter.java:178)",
          "com.payvault.net.LiveResponseGetter.handleError(LiveResponseGetter.java:152)",
          "com.payvault.net.LiveResponseGetter.request(LiveResponseGetter.java:67)",
          "com.payvault.service.PaymentIntentService.create(PaymentIntentService.java:241)",
          "uk.co.fadeandco.payments.deposit.DepositService.capture(DepositService.java:73)",
          "uk.co.fadeandco.payments.api.DepositController.create(DepositController.java:38)",
        ],
      );
    let n = 0;
    s.fail(["book"], S, s.t1, 0.98, (f) => {
      const ref = bookingRef(r);
      n++;
      const ms = r.int(300, 700);
      const middle = [
        ev(
          f.t + r.int(8, 18),
          F.rota,
          "info",
          `chair reserved shop=${shop(r)} barber=${barber(r)} start=${slotStart(r, f.t)} service=${r.pick(BARBER_SERVICES)}`,
        ),
        ev(
          f.t + ms - 40,
          F.payments,
          "error",
          `Deposit capture failed for ${ref}: payment provider rejected credentials (401)`,
          undefined,
          n % 3 === 1 ? authErr() : undefined,
        ),
        ev(f.t + ms - 30, F.rota, "info", `chair released shop=${shop(r)} barber=${barber(r)} reason=payment_failed`),
      ];
      return failedBooking(
        r,
        f,
        "502 Bad Gateway",
        ms,
        rubyErr(
          "PaymentsClient::UpstreamError",
          'payments responded 502: {"error":"provider_error","detail":"deposit capture failed"}',
          [
            "app/services/payments_client.rb:41:in `capture_deposit!'",
            "app/services/booking_creator.rb:58:in `call'",
            "app/controllers/bookings_controller.rb:17:in `create'",
          ],
        ),
        middle,
      );
    });
    s.mute(F.payments, S, s.t1, (e) => e.msg.startsWith("No-show fee run"));
    s.every(S + r.int(5000, 40000), s.t1, 59000, 61000, (t) => {
      const k = r.int(1, 3);
      s.emit(
        t,
        F.payments,
        "error",
        `No-show fee run: ${k} of ${k} charges failed: AuthenticationException: Expired API Key provided: sk_live_*********************4f2a`,
      );
    });
  },
};

const authorization: IncidentSpec = {
  kind: "incident",
  estate: E,
  category: "authorization",
  origin: F.stock,
  hints: ["accessdenied", "access denied", "not authorized", "permission", "403"],
  severity: "medium",
  note: "A tightened bucket policy stopped stockroom's role from writing to its S3 bucket, so stock snapshots and supplier purchase-order PDFs failed with AccessDenied on s3:PutObject and no supplier orders went out.",
  apply(s) {
    const S = s.start;
    const r = s.r;
    s.deploy(F.loyalty, S - r.int(120000, 220000), "2.7.3");
    const denied = (key: string) =>
      nodeErr(
        "AccessDenied",
        `User: arn:aws:sts::418295537712:assumed-role/fadeco-stockroom/i-0c41f9e2d7a3b5618 is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::fadeco-stock/${key}" with an explicit deny in a resource-based policy`,
        [
          "throwDefaultError (/app/node_modules/@smithy/smithy-client/dist-cjs/index.js:867:20)",
          "/app/node_modules/@smithy/smithy-client/dist-cjs/index.js:876:5",
          "de_CommandError (/app/node_modules/@aws-sdk/client-s3/dist-cjs/index.js:4970:14)",
          "process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
          "async /app/node_modules/@smithy/middleware-serde/dist-cjs/index.js:35:20",
          "async uploadPurchaseOrder (/app/dist/orders/upload.js:22:5)",
        ],
        [
          "  '$fault': 'client',",
          "  '$metadata': { httpStatusCode: 403, requestId: '" + r.hex(16).toUpperCase() + "', attempts: 1 },",
          "  Code: 'AccessDenied'",
        ],
      );
    s.mute(F.stock, S, s.t1, (e) => e.msg.startsWith("stock snapshot exported"));
    s.every(S + r.int(1000, 30000), s.t1, 115000, 125000, (t) => {
      const key = `snapshots/${new Date(t).toISOString().slice(0, 16).replace(":", "-")}.csv`;
      s.emit(t, F.stock, "error", `stock snapshot export failed key=${key}`, undefined, denied(key));
    });
    s.fail(["stock"], S, s.t1, 1, (f) => {
      const po = `PO-${r.int(40000, 49999)}`;
      const key = `purchase-orders/${po}.pdf`;
      return [
        ev(
          f.t,
          F.stock,
          "info",
          `reorder check shop=${shop(r)} sku=${r.pick(BARBER_SKUS)} on_hand=${r.int(0, 3)} par=${r.int(4, 10)} -> drafted ${po}`,
        ),
        ev(
          f.t + r.int(200, 600),
          F.stock,
          "error",
          `purchase order ${po} upload failed: AccessDenied (403); supplier email not sent`,
          undefined,
          r.chance(0.4) ? denied(key) : undefined,
        ),
      ];
    });
  },
};

const database: IncidentSpec = {
  kind: "incident",
  estate: E,
  category: "database",
  origin: F.booking,
  hints: ["too many clients", "connection", "postgres", "database", "pg"],
  severity: "high",
  note: "booking's Postgres ran out of connection slots and new connections were refused with FATAL sorry, too many clients already, so slot pages and bookings failed with 500 until connections drained.",
  apply(s) {
    const S = s.start;
    const r = s.r;
    s.deploy(F.notifier, S - r.int(60000, 150000), "4.2.0");
    const pgErr = () =>
      rubyErr(
        "ActiveRecord::ConnectionNotEstablished",
        'connection to server at "172.18.0.3", port 5432 failed: FATAL:  sorry, too many clients already\n',
        [
          "activerecord (7.1.3.2) lib/active_record/connection_adapters/postgresql_adapter.rb:71:in `rescue in new_client'",
          "activerecord (7.1.3.2) lib/active_record/connection_adapters/postgresql_adapter.rb:62:in `new_client'",
          "activerecord (7.1.3.2) lib/active_record/connection_adapters/postgresql_adapter.rb:987:in `connect'",
          "app/models/slot.rb:31:in `free_for'",
          "app/controllers/slots_controller.rb:8:in `index'",
        ],
      );
    const p = s.ramp(S, S + 45000, 0.35, 0.75);
    s.fail(["slots"], S, s.t1, p, (f) => {
      const sh = shop(r);
      const ms = r.int(20, 90);
      const path = `/shops/${sh.toLowerCase()}/slots?date=${dayIso(f.t, r.int(0, 9))}&service=${r.pick(BARBER_SERVICES)}`;
      return [
        ...railsRequest(r, f.t, "GET", path, "SlotsController#index", "500 Internal Server Error", ms),
        railsFatal(f.t + ms + 1, pgErr()),
        gwLine(r, f.t - 1, "GET", `/shops/${sh.toLowerCase()}/slots`, 500, ms + 2, F.booking),
      ];
    });
    s.fail(["book"], S, s.t1, p, (f) => failedBooking(r, f, "500 Internal Server Error", r.int(20, 80), pgErr()));
    s.every(S + 20000, s.t1, 25000, 40000, (t) =>
      s.emit(
        t,
        F.booking,
        "error",
        'ActiveRecord::ConnectionNotEstablished in SolidQueue dispatcher: connection to server at "172.18.0.3", port 5432 failed: FATAL:  sorry, too many clients already',
      ),
    );
  },
};

const network: IncidentSpec = {
  kind: "incident",
  estate: E,
  category: "network",
  origin: F.notifier,
  hints: ["name resolution", "dns", "resolve", "gaierror", "network"],
  severity: "medium",
  note: "The notifier VM's DNS resolver stopped answering, so every SMS and e-mail task failed to resolve the SMS API and SMTP hosts and Celery kept retrying while walk-in and booking messages piled up.",
  apply(s) {
    const S = s.start;
    const r = s.r;
    s.deploy(F.queue, S + r.int(60000, 140000), "1.19.4");
    const host = "api.sendloop.example";
    const dnsErr = () =>
      pythonErr(
        "requests.exceptions.ConnectionError",
        `HTTPSConnectionPool(host='${host}', port=443): Max retries exceeded with url: /v2/messages (Caused by NameResolutionError("<urllib3.connection.HTTPSConnection object at 0x7f3a2c1b9d50>: Failed to resolve '${host}' ([Errno -3] Temporary failure in name resolution)"))`,
        [
          [
            "/usr/local/lib/python3.12/site-packages/celery/app/trace.py",
            453,
            "trace_task",
            "R = retval = fun(*args, **kwargs)",
          ],
          [
            "/app/notify/tasks.py",
            64,
            "send_sms",
            'resp = session.post(f"{SENDLOOP_URL}/v2/messages", json=payload, timeout=10)',
          ],
          [
            "/usr/local/lib/python3.12/site-packages/requests/sessions.py",
            637,
            "post",
            'return self.request("POST", url, data=data, json=json, **kwargs)',
          ],
          [
            "/usr/local/lib/python3.12/site-packages/requests/adapters.py",
            519,
            "send",
            "raise ConnectionError(e, request=request)",
          ],
        ],
        [
          {
            link: "context",
            type: "socket.gaierror",
            message: "[Errno -3] Temporary failure in name resolution",
            frames: [
              [
                "/usr/local/lib/python3.12/site-packages/urllib3/connection.py",
                198,
                "_new_conn",
                "sock = connection.create_connection(",
              ],
              [
                "/usr/local/lib/python3.12/site-packages/urllib3/util/connection.py",
                60,
                "create_connection",
                "for res in socket.getaddrinfo(host, port, family, socket.SOCK_STREAM):",
              ],
              [
                "/usr/local/lib/python3.12/socket.py",
                963,
                "getaddrinfo",
                "for res in _socket.getaddrinfo(host, port, family, type, proto, flags):",
              ],
            ],
          },
        ],
      );
    let n = 0;
    const retry = (t: number, task: string, what: string) => {
      const id = r.uuid();
      n++;
      s.emit(t, F.notifier, "info", `Task ${task}[${id}] received`);
      if (n % 5 === 1)
        s.emit(t + r.int(5, 30), F.notifier, "error", `Task ${task}[${id}] attempt failed`, undefined, dnsErr());
      s.emit(
        t + r.int(10040, 10100),
        F.notifier,
        "warn",
        `Task ${task}[${id}] retry: Retry in ${r.pick([30, 60, 120])}s: ${what}`,
      );
    };
    const smsWhat = `ConnectionError(MaxRetryError("HTTPSConnectionPool(host='${host}', port=443): Max retries exceeded with url: /v2/messages (Caused by NameResolutionError(\\"<urllib3.connection.HTTPSConnection object at 0x7f3a2c1b9d50>: Failed to resolve '${host}' ([Errno -3] Temporary failure in name resolution)\\"))"))`;
    const mailWhat = "gaierror(-3, 'Temporary failure in name resolution')";
    s.fail(["join-queue"], S, s.t1, 1, (f) => {
      const sh = shop(r);
      const ms = r.int(6, 30);
      retry(f.t + ms + r.int(5, 30), "notify.tasks.send_sms", smsWhat);
      return [
        ev(
          f.t + ms - 2,
          F.queue,
          "info",
          `ticket issued shop=${sh} ticket=${ticket(r)} position=${r.int(1, 14)} eta_min=${r.int(5, 80)} party=1`,
        ),
        gwLine(r, f.t, "POST", `/api/queue/${sh}/tickets`, 201, ms, F.queue),
      ];
    });
    s.fail(["book"], S, s.t1, 1, (f) => {
      const events = E.flows.find((k) => k.name === "book")?.render(r, f.t, undefined) ?? [];
      const kept = events.filter((e) => e.svc !== F.notifier);
      if (kept.length !== events.length)
        retry(f.t + r.int(400, 1200), "notify.tasks.send_booking_confirmation", mailWhat);
      return kept;
    });
    s.mute(F.notifier, S, s.t1, (e) => e.msg.includes("send_due_reminders") && e.msg.includes("succeeded"));
    s.every(S + 30000, s.t1, 59000, 61000, (t) => retry(t, "notify.tasks.send_due_reminders", smsWhat));
  },
};

const timeout: IncidentSpec = {
  kind: "incident",
  estate: E,
  category: "timeout",
  origin: F.rota,
  hints: ["timeout", "timed out", "readtimeout"],
  severity: "high",
  note: "chair-rota's free-chair endpoint started waiting on barbers' external calendar sync that no longer answered in time, so its responses took 10-15 s and booking's Net::ReadTimeout turned slot pages and bookings into 500s and gateway timeouts.",
  apply(s) {
    const S = s.start;
    const r = s.r;
    s.deploy(F.loyalty, S - r.int(90000, 180000), "2.7.4");
    const readTimeout = () =>
      pythonErr("httpx.ReadTimeout", "The read operation timed out", [
        ["/app/rota/sync.py", 77, "busy_blocks", 'resp = await client.post("/calendar/v3/freeBusy", json=body)'],
        ["/usr/local/lib/python3.12/site-packages/httpx/_client.py", 1892, "post", "return await self.request("],
        [
          "/usr/local/lib/python3.12/site-packages/httpx/_transports/default.py",
          372,
          "handle_async_request",
          "with map_httpcore_exceptions():",
        ],
        ["/usr/local/lib/python3.12/contextlib.py", 158, "__exit__", "self.gen.throw(value)"],
        [
          "/usr/local/lib/python3.12/site-packages/httpx/_transports/default.py",
          86,
          "map_httpcore_exceptions",
          "raise mapped_exc(message) from exc",
        ],
      ]);
    const rubyTimeout = () =>
      rubyErr("Net::ReadTimeout", "Net::ReadTimeout with #<TCPSocket:(closed)>", [
        "app/services/rota_client.rb:22:in `free_chairs'",
        "app/controllers/slots_controller.rb:9:in `index'",
        "actionpack (7.1.3.2) lib/action_controller/metal/basic_implicit_render.rb:6:in `send_action'",
      ]);
    let n = 0;
    const slow = s.ramp(S, S + 60000, 0.5, 0.9);
    s.fail(["slots"], S, s.t1, slow, (f) => {
      n++;
      const sh = shop(r);
      const path = `/shops/${sh.toLowerCase()}/slots?date=${dayIso(f.t, r.int(0, 9))}&service=${r.pick(BARBER_SERVICES)}`;
      const rotaMs = r.int(10100, 15500);
      const out: Ev[] = [];
      if (n % 3 === 1)
        out.push(
          ev(
            f.t + 10050,
            F.rota,
            "error",
            `freebusy sync failed for barber ${barber(r)} (shop ${sh})`,
            undefined,
            readTimeout(),
          ),
        );
      else out.push(ev(f.t + 10050, F.rota, "warn", `freebusy for barber ${barber(r)} took >10s, retrying once`));
      out.push(uvicornLine(r, f.t + rotaMs, "GET", `/rota/${sh}/free?date=${dayIso(f.t, 1)}`, "200 OK"));
      if (r.chance(0.3)) {
        out.push(...railsRequest(r, f.t, "GET", path, "SlotsController#index", "200 OK", rotaMs + 30));
        out.push(gwLine(r, f.t - 1, "GET", `/shops/${sh.toLowerCase()}/slots`, 200, rotaMs + 32, F.booking));
        return out;
      }
      const ms = 5000 + r.int(3, 20);
      out.push(...railsRequest(r, f.t, "GET", path, "SlotsController#index", "500 Internal Server Error", ms));
      out.push(railsFatal(f.t + ms + 1, rubyTimeout()));
      out.push(gwLine(r, f.t - 1, "GET", `/shops/${sh.toLowerCase()}/slots`, 500, ms + 2, F.booking));
      return out;
    });
    s.fail(["book"], S, s.t1, slow, (f) =>
      failedBooking(
        r,
        f,
        "500 Internal Server Error",
        5000 + r.int(3, 20),
        rubyErr("Net::ReadTimeout", "Net::ReadTimeout with #<TCPSocket:(closed)>", [
          "app/services/rota_client.rb:35:in `reserve_chair'",
          "app/services/booking_creator.rb:41:in `call'",
          "app/controllers/bookings_controller.rb:17:in `create'",
        ]),
      ),
    );
  },
};

const rateLimiting: IncidentSpec = {
  kind: "incident",
  estate: E,
  category: "rate_limiting",
  origin: F.loyalty,
  hints: ["429", "rate", "too many", "throttl", "limit"],
  severity: "medium",
  note: "A loyalty backfill pushed all stamp cards to the e-mail CRM at once and the CRM answered 429 Too Many Requests, so loyalty's stamp and redemption syncs backed off and then dropped updates.",
  apply(s) {
    const S = s.start;
    const r = s.r;
    s.emit(S - 3000, F.loyalty, "info", `backfill: syncing ${r.int(40000, 52000)} cards to loopmail (concurrency=32)`);
    s.poisson(S, s.t1, 600, (t) => {
      const remaining = 0;
      s.emit(
        t,
        F.loyalty,
        "warn",
        `loopmail POST /api/profile-import 429 Too Many Requests (x-ratelimit-remaining=${remaining}, retry-after=${r.int(5, 30)}s) batch=${r.int(100, 999)}`,
      );
    });
    s.fail(["till"], S, s.t1, 0.6, (f) => {
      const sh = shop(r);
      const amt = money(r, 12, 45);
      const c = `LC-${r.int(10000, 39999)}`;
      const out: Ev[] = [
        ev(
          f.t,
          F.till,
          "info",
          `Sale ${r.int(1000, 9999)} approved on ${pax(r)} (${sh}): £${amt} contactless VISA auth ${r.digits(6)}`,
        ),
      ];
      out.push(
        ev(f.t + r.int(100, 400), F.loyalty, "info", `stamp added card=${c} stamps=${r.int(1, 9)}/10 shop=${sh}`),
      );
      if (r.chance(0.5))
        out.push(
          ev(
            f.t + r.int(500, 3000),
            F.loyalty,
            "warn",
            `crm sync deferred card=${c}: 429 Too Many Requests from loopmail`,
          ),
        );
      else
        out.push(
          ev(
            f.t + r.int(3000, 9000),
            F.loyalty,
            "error",
            `crm sync dropped card=${c} after 5 attempts: 429 Too Many Requests (rate limit 75/s exceeded)`,
          ),
        );
      return out;
    });
    s.every(S + 60000, s.t1, 60000, 60000, (t) =>
      s.emit(t, F.loyalty, "warn", `crm queue depth ${r.int(3000, 30000)}; throttled by loopmail`),
    );
  },
};

const validation: IncidentSpec = {
  kind: "incident",
  estate: E,
  category: "validation",
  origin: F.queue,
  hints: ["unmarshal", "json", "invalid", "decode", "validation"],
  severity: "medium",
  note: "Shop kiosks updated to 2.0.0 send party_size as a string and walkin-queue rejects every kiosk check-in with a JSON unmarshal error, so walk-ins can no longer join queues from the kiosks.",
  apply(s) {
    const S = s.start;
    const r = s.r;
    s.reload(S + r.int(30000, 90000));
    s.fail(["join-queue"], S, s.t1, s.ramp(S, S + 180000, 0.4, 0.8), (f) => {
      const sh = shop(r);
      const ms = r.int(1, 4);
      const fld = r.chance(0.8) ? "party_size" : "ticket_pref.max_wait";
      const ty = fld === "party_size" ? "int" : "int32";
      return [
        ev(
          f.t + ms - 1,
          F.queue,
          "warn",
          `bad request path=/api/queue/${sh}/tickets ua="FadeKiosk/2.0.0 (shop ${sh})" err="decode check-in: json: cannot unmarshal string into Go struct field CheckIn.${fld} of type ${ty}"`,
        ),
        gwLine(r, f.t, "POST", `/api/queue/${sh}/tickets`, 400, ms, F.queue),
      ];
    });
    s.poisson(S + 20000, s.t1, 9000, (t) => {
      const sh = shop(r);
      s.emit(
        t,
        F.queue,
        "warn",
        `bad request path=/api/queue/${sh}/tickets ua="FadeKiosk/2.0.0 (shop ${sh})" err="decode check-in: json: cannot unmarshal string into Go struct field CheckIn.party_size of type int"`,
      );
      s.add([gwLine(r, t - 2, "POST", `/api/queue/${sh}/tickets`, 400, 2, F.queue)]);
    });
  },
};

const nullReference: IncidentSpec = {
  kind: "incident",
  estate: E,
  category: "null_reference",
  origin: F.booking,
  hints: ["nomethoderror", "nil", "undefined method", "null"],
  severity: "medium",
  note: "After guest barbers were removed from the rota, booking's slot and booking pages for shops that still had their slots crash with NoMethodError undefined method display_name for nil.",
  apply(s) {
    const S = s.start;
    const r = s.r;
    s.emit(
      S - 4000,
      F.rota,
      "info",
      `rota import: removed ${r.int(6, 14)} guest barbers (season ended), 0 slots reassigned`,
    );
    const nme = (view: boolean) =>
      rubyErr(
        "NoMethodError",
        "undefined method `display_name' for nil",
        view
          ? [
              "app/views/slots/_slot.json.jbuilder:4",
              "app/views/slots/index.json.jbuilder:6",
              "actionview (7.1.3.2) lib/action_view/template.rb:261:in `block in render'",
              "app/controllers/slots_controller.rb:12:in `index'",
            ]
          : [
              "app/models/booking.rb:88:in `barber_label'",
              "app/services/booking_creator.rb:63:in `confirmation_text'",
              "app/controllers/bookings_controller.rb:19:in `create'",
            ],
      );
    const affected = ["FC-LDN-03", "FC-MAN-07", "FC-BRS-02", "FC-GLA-05", "FC-LDS-01"];
    s.fail(["slots"], S, s.t1, 0.4, (f) => {
      const sh = r.pick(affected);
      const ms = r.int(30, 80);
      const path = `/shops/${sh.toLowerCase()}/slots?date=${dayIso(f.t, r.int(0, 9))}&service=${r.pick(BARBER_SERVICES)}`;
      return [
        uvicornLine(r, f.t + ms - 12, "GET", `/rota/${sh}/free?date=${dayIso(f.t, 1)}`, "200 OK"),
        ...railsRequest(r, f.t, "GET", path, "SlotsController#index", "500 Internal Server Error", ms),
        railsFatal(f.t + ms + 1, nme(true)),
        gwLine(r, f.t - 1, "GET", `/shops/${sh.toLowerCase()}/slots`, 500, ms + 2, F.booking),
      ];
    });
    s.fail(["book"], S, s.t1, 0.35, (f) =>
      failedBooking(r, f, "500 Internal Server Error", r.int(300, 700), nme(false)),
    );
  },
};

const configuration: IncidentSpec = {
  kind: "incident",
  estate: E,
  category: "configuration",
  origin: F.payments,
  hints: ["placeholder", "config", "property", "missing"],
  severity: "high",
  note: "payments was redeployed with a compose file missing NOSHOW_WEBHOOK_SECRET; Spring failed to start on an unresolvable placeholder, the container restart-looped and booking could not reach payments for deposits.",
  apply(s) {
    const S = s.start;
    const r = s.r;
    s.add([
      ev(S - 1200, F.payments, "info", "Commencing graceful shutdown. Waiting for active requests to complete"),
      ev(S - 300, F.payments, "info", "Graceful shutdown complete"),
    ]);
    s.mute(F.payments, S - 300, s.t1);
    const fail = () =>
      javaErr(
        "org.springframework.beans.factory.UnsatisfiedDependencyException",
        "Error creating bean with name 'noShowWebhookController' defined in URL [jar:nested:/app/app.jar/!BOOT-INF/classes/!/uk/co/fadeandco/payments/api/NoShowWebhookController.class]: Unsatisfied dependency expressed through constructor parameter 1: Error creating bean with name 'webhookVerifier': Injection of autowired dependencies failed",
        [
          "org.springframework.beans.factory.support.ConstructorResolver.createArgumentArray(ConstructorResolver.java:795)",
          "org.springframework.beans.factory.support.ConstructorResolver.autowireConstructor(ConstructorResolver.java:237)",
          "org.springframework.boot.SpringApplication.run(SpringApplication.java:335)",
          "uk.co.fadeandco.payments.PaymentsApplication.main(PaymentsApplication.java:12)",
        ],
        [
          {
            type: "java.lang.IllegalArgumentException",
            message: `Could not resolve placeholder 'NOSHOW_WEBHOOK_SECRET' in value "${PLACEHOLDER}"`,
            frames: [
              "org.springframework.util.PropertyPlaceholderHelper.parseStringValue(PropertyPlaceholderHelper.java:180)",
              "org.springframework.util.PropertyPlaceholderHelper.replacePlaceholders(PropertyPlaceholderHelper.java:126)",
            ],
            omitted: 41,
          },
        ],
      );
    for (
      let t = S + r.int(2000, 4000), i = 0;
      t < s.t1;
      t += r.int(9000, 12000) + Math.min(60000, 2000 * 2 ** i), i++
    ) {
      s.emit(
        t,
        F.payments,
        "info",
        "Starting PaymentsApplication v2026.3.1 using Java 21.0.3 with PID 1 (/app/app.jar started by app in /app)",
      );
      s.emit(t + 300, F.payments, "info", 'The following 1 profile is active: "prod"');
      s.emit(t + 2900, F.payments, "info", "Tomcat initialized with port 8080 (http)");
      s.emit(
        t + 4100,
        F.payments,
        "warn",
        "Exception encountered during context initialization - cancelling refresh attempt: org.springframework.beans.factory.UnsatisfiedDependencyException: Error creating bean with name 'noShowWebhookController': Could not resolve placeholder 'NOSHOW_WEBHOOK_SECRET' in value \"" +
          PLACEHOLDER +
          '"',
      );
      s.emit(t + 4200, F.payments, "info", "Stopping service [Tomcat]");
      s.emit(t + 4400, F.payments, "error", "Application run failed", undefined, fail());
    }
    s.fail(["book"], S, s.t1, 1, (f) => {
      const ms = r.int(3, 15);
      return failedBooking(
        r,
        f,
        "503 Service Unavailable",
        ms,
        rubyErr(
          "Faraday::ConnectionFailed",
          'Failed to open TCP connection to payments:8080 (Connection refused - connect(2) for "payments" port 8080)',
          [
            "app/services/payments_client.rb:39:in `capture_deposit!'",
            "app/services/booking_creator.rb:58:in `call'",
            "app/controllers/bookings_controller.rb:17:in `create'",
          ],
        ),
        [
          ev(
            f.t + r.int(8, 18),
            F.rota,
            "info",
            `chair reserved shop=${shop(r)} barber=${barber(r)} start=${slotStart(r, f.t)} service=${r.pick(BARBER_SERVICES)}`,
          ),
        ],
      );
    });
  },
};

const dependency: IncidentSpec = {
  kind: "incident",
  estate: E,
  category: "dependency",
  origin: F.till,
  hints: ["acquirer", "unavailable", "503", "issuer", "circuit"],
  severity: "high",
  note: "The card acquirer's gateway started answering till's authorisations with 503 and response code 91 (issuer or switch inoperative), till's circuit breaker opened and in-shop card payments failed.",
  apply(s) {
    const S = s.start;
    const r = s.r;
    s.deploy(F.stock, S - r.int(100000, 200000), "3.4.0");
    const unavailable = () =>
      dotnetErr(
        "FadeCo.Till.Acquirer.AcquirerException",
        'Acquirer returned 503 Service Unavailable: {"responseCode":"91","message":"Issuer or switch inoperative"}',
        [
          "FadeCo.Till.Acquirer.AcquiraClient.AuthoriseAsync(AuthorisationRequest request, CancellationToken ct) in /src/FadeCo.Till/Acquirer/AcquiraClient.cs:line 91",
          "Polly.Outcome`1.ThrowIfException()",
          "Polly.ResiliencePipeline.ExecuteAsync[TResult](Func`2 callback, CancellationToken cancellationToken)",
          "FadeCo.Till.Sales.SaleProcessor.ProcessAsync(TerminalSale sale, CancellationToken ct) in /src/FadeCo.Till/Sales/SaleProcessor.cs:line 54",
        ],
      );
    const broken = () =>
      dotnetErr("Polly.CircuitBreaker.BrokenCircuitException", "The circuit is now open and is not allowing calls.", [
        "Polly.CircuitBreaker.CircuitStateController`1.OnActionPreExecuteAsync(ResilienceContext context)",
        "Polly.CircuitBreaker.CircuitBreakerResilienceStrategy`1.ExecuteCore[TState](Func`3 callback, ResilienceContext context, TState state)",
        "FadeCo.Till.Sales.SaleProcessor.ProcessAsync(TerminalSale sale, CancellationToken ct) in /src/FadeCo.Till/Sales/SaleProcessor.cs:line 54",
      ]);
    let open = false;
    let k = 0;
    s.fail(["till"], S, s.t1, s.ramp(S, S + 30000, 0.5, 0.95), (f) => {
      const sh = shop(r);
      const amt = money(r, 12, 45);
      const term = pax(r);
      k++;
      if (!open && k > 6) {
        open = true;
        s.emit(
          f.t - 50,
          F.till,
          "warn",
          "Circuit breaker 'acquira' transitioned to Open (failure ratio 0.94 over 30s, 17 calls); break duration 30s",
        );
      }
      if (open && k % 4 === 0) s.emit(f.t - 20, F.till, "info", "Circuit breaker 'acquira' transitioned to HalfOpen");
      const e = open && k % 4 !== 0 ? broken() : unavailable();
      return [
        ev(
          f.t + r.int(200, 3000),
          F.till,
          "error",
          `Sale ${r.int(1000, 9999)} failed on ${term} (${sh}): £${amt} ${e.message}`,
          undefined,
          k % 3 === 1 ? e : undefined,
        ),
      ];
    });
    s.every(S + 60000, s.t1, 30000, 30000, (t) =>
      s.emit(t, F.till, "warn", `Terminals in fallback (cash only) mode: ${r.int(20, 70)}/${r.int(118, 124)}`),
    );
  },
};

const memory: IncidentSpec = {
  kind: "incident",
  estate: E,
  category: "memory",
  origin: F.stock,
  hints: ["heap", "out of memory", "memory", "allocation failed"],
  severity: "medium",
  note: "stockroom's new reorder planner loads fourteen months of sales history per run and the Node process dies with JavaScript heap out of memory every few minutes, dropping stock adjustments from the tills while it restarts.",
  apply(s) {
    const S = s.start;
    const r = s.r;
    const down: [number, number][] = [];
    for (let t = S; t < s.t1; t += r.int(130000, 200000)) {
      s.emit(
        t - r.int(40000, 60000),
        F.stock,
        "info",
        `reorder planner: loading sales history 14 months (${r.int(1800, 2300)}k rows)`,
      );
      const oom = (t: number) => {
        const gcs = [
          "<--- Last few GCs --->",
          "",
          `[1:0x6b8e2c0]   ${r.int(300000, 900000)} ms: Mark-Compact 2019.6 (2083.9) -> 2013.1 (2085.4) MB, pooled: 0 MB, 1834.21 / 0.00 ms  (average mu = 0.112, current mu = 0.018) allocation failure; scavenge might not succeed`,
          `[1:0x6b8e2c0]   ${r.int(300000, 900000)} ms: Mark-Compact 2029.8 (2094.1) -> 2027.4 (2096.9) MB, pooled: 0 MB, 2011.78 / 0.00 ms  (average mu = 0.061, current mu = 0.009) allocation failure; scavenge might not succeed`,
          "",
          "",
          "<--- JS stacktrace --->",
          "",
          "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
          "----- Native stack trace -----",
          "",
          " 1: 0xb8f7a1 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]",
          " 2: 0xf06c30 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
          " 3: 0xf06f17 v8::internal::V8::FatalProcessOutOfMemory(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
          " 4: 0x1118d65  [node]",
          " 5: 0x1130be8 v8::internal::Heap::CollectGarbage(v8::internal::AllocationSpace, v8::internal::GarbageCollectionReason, v8::GCCallbackFlags) [node]",
        ];
        s.emit(t, F.stock, "fatal", gcs.join("\n"));
      };
      oom(t);
      down.push([t, t + 6000]);
      s.add(E.deploy(r, F.stock, t + 2500, "3.4.0").filter((e) => !/SIGTERM|closed/.test(e.msg)));
    }
    s.mute(F.stock, S, s.t1, (e) => down.some(([a, b]) => e.t >= a && e.t < b) && !e.msg.includes("stockroom@"));
    s.fail(
      ["till"],
      S,
      s.t1,
      (t) => (down.some(([a, b]) => t >= a - 3000 && t < b + 2000) ? 1 : 0.2),
      (f) => {
        const sh = shop(r);
        return [
          ev(
            f.t,
            F.till,
            "info",
            `Sale ${r.int(1000, 9999)} approved on ${pax(r)} (${sh}): £${money(r, 12, 45)} contactless MASTERCARD auth ${r.digits(6)}`,
          ),
          ev(
            f.t + r.int(100, 500),
            F.till,
            "warn",
            `Stock sync to stockroom failed for ${r.pick(BARBER_SKUS)}: ${r.chance(0.5) ? "connect ECONNREFUSED 172.18.0.12:4100" : "socket hang up"}; queued`,
          ),
        ];
      },
    );
  },
};

const disk: IncidentSpec = {
  kind: "incident",
  estate: E,
  category: "disk",
  origin: F.redis,
  hints: ["no space", "disk", "misconf", "rdb", "persist"],
  severity: "high",
  note: "redis's data volume filled up, its background RDB saves failed with No space left on device and, with stop-writes-on-bgsave-error, it refused all writes with MISCONF, so walk-in tickets and queue updates failed.",
  apply(s) {
    const S = s.start;
    const r = s.r;
    s.mute(F.redis, S - 30000, s.t1);
    const line = (t: number, role: string, sym: string, msg: string, level: Ev["level"] = "info", pid = "1") =>
      s.emit(t, F.redis, level, `${pid}:${role} ${redisTime(t)} ${sym} ${msg}`);
    for (let t = S, i = 0; t < s.t1; t += i === 0 ? 5000 : 60000, i++) {
      const pid = String(r.int(2000, 9000));
      line(t, "M", "*", `${i === 0 ? r.int(100, 900) : 1} changes in ${i === 0 ? 300 : 60} seconds. Saving...`);
      line(t + 2, "M", "*", `Background saving started by pid ${pid}`);
      line(t + r.int(50, 200), "C", "#", `Write error saving DB on disk: No space left on device`, "warn", pid);
      line(
        t + r.int(201, 260),
        "C",
        "#",
        `Failed opening the temp RDB file temp-${pid}.rdb (in server root dir /data) for saving: No space left on device`,
        "warn",
        pid,
      );
      line(t + r.int(300, 400), "M", "#", "Background saving error", "warn");
    }
    const misconf =
      "MISCONF Redis is configured to save RDB snapshots, but it's currently unable to persist to disk. Commands that may modify the data set are disabled, because this instance is configured to report errors during writes if RDB snapshotting fails (stop-writes-on-bgsave-error option). Please check the Redis logs for details about the RDB error.";
    s.fail(["join-queue"], S + 400, s.t1, 1, (f) => {
      const sh = shop(r);
      const ms = r.int(2, 8);
      return [
        ev(f.t + ms - 1, F.queue, "error", `issue ticket shop=${sh} failed: ${misconf}`),
        gwLine(r, f.t, "POST", `/api/queue/${sh}/tickets`, 500, ms, F.queue),
      ];
    });
    s.mute(F.queue, S + 400, s.t1, (e) => e.msg.startsWith("eta recompute"));
    s.every(S + 400, s.t1, 14900, 15100, (t) => s.emit(t, F.queue, "error", `eta recompute failed: ${misconf}`));
    s.poisson(S + 2000, s.t1, 20000, (t) =>
      s.emit(
        t,
        F.booking,
        "error",
        `Rack::Attack throttle store write failed: Redis::CommandError: ${misconf.slice(0, 78)}...`,
      ),
    );
  },
};

const unknown: IncidentSpec = {
  kind: "incident",
  estate: E,
  category: "unknown",
  origin: F.queue,
  hints: ["unknown", "internal", "unexplained", "500", "restart"],
  severity: "high",
  note: "walkin-queue started failing queue reads and ticket issues with a bare internal error and its process restarted repeatedly without logging why, so shops' queue screens and the app showed errors.",
  apply(s) {
    const S = s.start;
    const r = s.r;
    s.reload(S - r.int(60000, 240000));
    const restarts: number[] = [];
    for (let t = S + r.int(40000, 70000); t < s.t1; t += r.int(70000, 140000)) {
      restarts.push(t);
      s.add([
        ev(t + 1500, F.queue, "info", `starting walkin-queue version=v1.19.3 commit=4ac19e0 go=go1.22.4`),
        ev(t + 1700, F.queue, "info", "redis connected addr=redis:6379 db=2"),
        ev(t + 1800, F.queue, "info", "http server listening addr=:8080"),
      ]);
    }
    const down = (t: number) => restarts.some((x) => t >= x && t < x + 1800);
    s.fail(
      ["queue-view", "join-queue"],
      S,
      s.t1,
      (t) => (down(t) ? 1 : 0.45),
      (f) => {
        const sh = shop(r);
        const path = f.kind === "queue-view" ? `/api/queue/${sh}` : `/api/queue/${sh}/tickets`;
        const method = f.kind === "queue-view" ? "GET" : "POST";
        if (down(f.t)) return [gwLine(r, f.t, method, path, 503, r.int(0, 2), F.queue, "UF")];
        const ms = r.int(2, 20);
        return [
          ev(
            f.t + ms - 1,
            F.queue,
            "error",
            `${f.kind === "queue-view" ? "queue snapshot" : "issue ticket"} failed shop=${sh} err="internal error"`,
          ),
          gwLine(r, f.t, method, path, 500, ms, F.queue),
        ];
      },
    );
  },
};

export const fadeIncidents: IncidentSpec[] = [
  authentication,
  authorization,
  database,
  network,
  timeout,
  rateLimiting,
  validation,
  nullReference,
  configuration,
  dependency,
  memory,
  disk,
  unknown,
];
