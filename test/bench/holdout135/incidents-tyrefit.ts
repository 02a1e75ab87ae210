// The thirteen tyrefit incidents, one per category, written through the nginx edge's eyes as much as the origin's.
import { configReload, rollingRestart } from "./changes.js";
import { dayAfter, garageId, plate, postcode, publicIp, tyreSize } from "./domain.js";
import { TF, TF_HOST, tfAccess, tfBookingFlow, tfLograge, tfSearchFlow } from "./estate-tyrefit.js";
import { shutdown, startup } from "./runtimes.js";
import { dotnetTrace, javaTrace, nodeTrace, pyTrace, rubyTrace } from "./stacks.js";
import { Req, type Scn } from "./stream.js";
import type { Incident } from "./types.js";

function nginxErr(
  q: Req,
  d: number,
  sev: "error" | "crit" | "warn",
  text: string,
  method: string,
  path: string,
  upstream?: string,
): void {
  const r = q.r;
  const w = r.int(20, 40);
  const up = upstream ? `, upstream: "${upstream}"` : "";
  q.log(
    d,
    TF.edge,
    sev === "warn" ? "warn" : "error",
    `[${sev}] ${w}#${w}: *${r.int(10_000, 999_999)} ${text}, client: ${publicIp(r)}, server: ${TF_HOST}, request: "${method} ${path} HTTP/1.1"${up}, host: "${TF_HOST}"`,
  );
}

const oauthExpired: Incident = {
  key: "tf-garagehub-invalid-grant",
  estate: "tyrefit",
  category: "authentication",
  origin: TF.sync,
  hints: ["oauth", "invalid_grant", "token", "401"],
  severity: "medium",
  note: "tf-garage-sync's refresh token for the garage DMS expired, so it can no longer authenticate and every diary sync fails with 401; slot availability goes stale and bookings start colliding with slots garages already filled.",
  jobs(name, t, s) {
    if (name !== "garage-sync") return false;
    failSync(s, t);
    return true;
  },
  flows(q) {
    if (q.flow !== "booking" || !q.s.start || q.t < q.s.start + 90_000 || q.r.chance(0.7)) return false;
    const r = q.r;
    const g = garageId(r);
    const slot = `${dayAfter(q.t, r, 6)}T${String(r.int(8, 16)).padStart(2, "0")}:00`;
    const d = r.lat(12);
    q.log(d, TF.slots, "info", `hold created garage=${g} slot=${slot} hold=h_${r.hex(8)} ttl=600s`);
    q.log(
      d + r.int(300, 900),
      TF.booking,
      "warn",
      `garage ${g} rejected booking for ${slot}: slot already occupied in garage diary (diary age ${r.int(3, 12)}m)`,
    );
    q.log(d + r.int(910, 950), TF.slots, "info", `hold released garage=${g} slot=${slot} reason=garage_conflict`);
    tfLograge(q, d + 960, "POST", "/v1/bookings", "BookingsController#create", 409, r.range(900, 1000));
    tfAccess(q, d + 965, "POST", "/v1/bookings", 409, d + 980);
    return true;
  },
  run(s, start) {
    const r = s.r;
    s.emit(start, TF.sync, "error", "token refresh failed for dms=garagehub", {
      errType: "authlib.integrations.base_client.errors.OAuthError",
      stack: pyTrace(
        [
          [
            "/app/garage_sync/dms/garagehub.py",
            64,
            "ensure_token",
            "self._token = self._client.refresh_token(TOKEN_URL, refresh_token=self._token['refresh_token'])",
          ],
          [
            "/usr/local/lib/python3.12/site-packages/authlib/oauth2/client.py",
            252,
            "refresh_token",
            "return self._refresh_token(",
          ],
          [
            "/usr/local/lib/python3.12/site-packages/authlib/oauth2/client.py",
            368,
            "_refresh_token",
            "token = self.parse_response_token(resp)",
          ],
          [
            "/usr/local/lib/python3.12/site-packages/authlib/oauth2/client.py",
            340,
            "parse_response_token",
            "raise self.oauth_error_class(",
          ],
        ],
        "authlib.integrations.base_client.errors.OAuthError: invalid_grant: Refresh token expired",
      ),
    });
    s.every(start + 60_000, s.t1, 60_000, 2000, (t) =>
      s.emit(
        t,
        TF.slots,
        "warn",
        `diaries stale for ${r.int(30, 44)} garages (oldest sync ${Math.round((t - start) / 60_000) + 2}m ago); serving cached availability`,
      ),
    );
  },
};

function failSync(s: Scn, t: number): void {
  const r = s.r;
  const n = r.int(30, 46);
  s.emit(t, TF.sync, "info", `diary sync started for ${n} garages (dms=garagehub, workers=4)`);
  let at = t + r.int(100, 300);
  for (let i = 0; i < 4; i++) {
    s.emit(
      at,
      TF.sync,
      "warn",
      `garage ${garageId(r)}: GET /v2/sites/${r.int(100, 999)}/diary -> 401 Unauthorized {"error":"invalid_token","error_description":"The access token expired"}`,
    );
    at += r.int(20, 200);
  }
  s.emit(
    at + 100,
    TF.sync,
    "error",
    `diary sync finished: 0 ok, ${n} failed (401 Unauthorized), 0 changed; next attempt in 120s`,
  );
}

const kafkaAcl: Incident = {
  key: "tf-stock-topic-acl",
  estate: "tyrefit",
  category: "authorization",
  origin: TF.stock,
  hints: ["authorization", "not authorized", "acl", "topicauthorization"],
  severity: "medium",
  note: "A Kafka ACL change removed tf-stock's read permission on depot.stock.v2; the consumer fails with TopicAuthorizationException and stops, so depot stock shown with tyres goes stale.",
  jobs(name) {
    return name === "stock";
  },
  run(s, start) {
    const r = s.r;
    const cid = "consumer-tf-stock-1";
    s.emit(
      start,
      TF.stock,
      "warn",
      `[Consumer clientId=${cid}, groupId=tf-stock] Error while fetching metadata with correlation id ${r.int(80_000, 99_000)} : {depot.stock.v2=TOPIC_AUTHORIZATION_FAILED}`,
      { logger: "org.apache.kafka.clients.NetworkClient" },
    );
    s.emit(
      start + 3,
      TF.stock,
      "error",
      `[Consumer clientId=${cid}, groupId=tf-stock] Topic authorization failed for topics [depot.stock.v2]`,
      { logger: "org.apache.kafka.clients.Metadata" },
    );
    s.emit(start + 20, TF.stock, "error", "Authorization Exception and no authorizationExceptionRetryInterval set", {
      logger: "o.s.k.l.KafkaMessageListenerContainer",
      errType: "org.apache.kafka.common.errors.TopicAuthorizationException",
      stack: javaTrace(
        "org.apache.kafka.common.errors.TopicAuthorizationException: Not authorized to access topics: [depot.stock.v2]",
        [],
      ),
    });
    s.emit(start + 60, TF.stock, "error", "Stopping container due to an Error", {
      logger: "o.s.k.l.KafkaMessageListenerContainer",
    });
    s.emit(
      start + 200,
      TF.stock,
      "info",
      `[Consumer clientId=${cid}, groupId=tf-stock] Member ${cid}-${r.hex(8)} sending LeaveGroup request to coordinator kafka-1.kafka:9092 (id: 2147483646 rack: null) due to the consumer unsubscribed from all topics`,
      { logger: "o.a.k.c.c.internals.ConsumerCoordinator" },
    );
    s.emit(start + 400, TF.stock, "info", "tf-stock: Consumer stopped", {
      logger: "o.s.k.l.KafkaMessageListenerContainer",
    });
    s.every(start + 180_000, s.t1, 60_000, 1500, (t) =>
      s.emit(
        t,
        TF.tyres,
        "warn",
        `depot stock snapshot is ${Math.round((t - start) / 60_000)}m old (limit 3m); showing "call to confirm" instead of stock counts`,
        { logger: "c.t.catalog.stock.StockView" },
      ),
    );
  },
};

function readOnlyTx(q: Req, d: number, booking: string): void {
  const r = q.r;
  q.log(
    d,
    TF.booking,
    "error",
    "ActiveRecord::StatementInvalid (PG::ReadOnlySqlTransaction: ERROR:  cannot execute INSERT in a read-only transaction):",
    {
      errType: "ActiveRecord::StatementInvalid",
      stack: rubyTrace([
        "",
        "app/models/booking.rb:112:in `confirm!'",
        "app/services/bookings/create.rb:47:in `block in call'",
        "app/services/bookings/create.rb:39:in `call'",
        "app/controllers/bookings_controller.rb:22:in `create'",
      ]),
    },
  );
  q.log(d + 2, TF.booking, "warn", `booking ${booking} not persisted, requesting refund of captured payment`);
  q.log(
    d + r.int(200, 600),
    TF.pay,
    "info",
    `refund created re_${r.hex(14)} for booking ${booking} reason=booking_failed`,
  );
}

const readOnlyPrimary: Incident = {
  key: "tf-booking-readonly-primary",
  estate: "tyrefit",
  category: "database",
  origin: TF.booking,
  hints: ["read-only", "readonly", "postgres", "sql"],
  severity: "high",
  note: "After a database failover tf-booking's connection pool still points at the old primary, now a read-only replica, so every booking write fails with PG::ReadOnlySqlTransaction and payments are refunded.",
  flows(q) {
    if (q.flow === "booking") {
      tfBookingFlow(q, {
        confirm(q2, d, booking) {
          readOnlyTx(q2, d, booking);
          tfLograge(q2, d + 3, "POST", "/v1/bookings", "BookingsController#create", 500, q2.r.range(40, 120));
          tfAccess(q2, d + 8, "POST", "/v1/bookings", 500, d + 20);
          return null;
        },
      });
      return true;
    }
    if (q.flow === "photos") {
      const r = q.r;
      const booking = `BK${r.int(400_000, 499_999)}`;
      const d = r.int(800, 3000);
      q.log(
        d,
        TF.booking,
        "error",
        "ActiveRecord::StatementInvalid (PG::ReadOnlySqlTransaction: ERROR:  cannot execute INSERT in a read-only transaction):",
        {
          errType: "ActiveRecord::StatementInvalid",
          stack: rubyTrace([
            "",
            "app/models/booking_photo.rb:31:in `attach!'",
            "app/controllers/bookings/photos_controller.rb:12:in `create'",
          ]),
        },
      );
      tfLograge(
        q,
        d + 2,
        "POST",
        `/v1/bookings/${booking}/photos`,
        "Bookings::PhotosController#create",
        500,
        r.range(200, 700),
      );
      tfAccess(q, d + 6, "POST", `/v1/bookings/${booking}/photos`, 500, d + 12);
      return true;
    }
    return false;
  },
  run(s, start) {
    const q = new Req(s, "booking", start);
    readOnlyTx(q, 0, `BK${s.r.int(400_000, 499_999)}`);
    s.every(start + 45_000, s.t1, 90_000, 10_000, (t) =>
      s.emit(
        t,
        TF.booking,
        "error",
        "SlotHoldSweeper failed: PG::ReadOnlySqlTransaction: ERROR:  cannot execute DELETE in a read-only transaction",
      ),
    );
  },
};

function pkix(r: Scn["r"], p: string): { stack: string; errType: string; logger: string } {
  return {
    errType: "org.springframework.web.client.ResourceAccessException",
    logger: "c.t.catalog.vehicle.VehicleSpecClient",
    stack: javaTrace(
      `org.springframework.web.client.ResourceAccessException: I/O error on GET request for "https://api.vehiclespec.co.uk/v3/vrm/${p}/tyres": PKIX path building failed: sun.security.provider.certpath.SunCertPathBuilderException: unable to find valid certification path to requested target`,
      [
        "org.springframework.web.client.RestTemplate.createResourceAccessException(RestTemplate.java:926)",
        "org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:906)",
        "org.springframework.web.client.RestTemplate.getForObject(RestTemplate.java:403)",
        `com.tyrefit.catalog.vehicle.VehicleSpecClient.tyresFor(VehicleSpecClient.java:${r.int(60, 64)})`,
        "com.tyrefit.catalog.vehicle.VehicleController.tyreSizes(VehicleController.java:38)",
      ],
      {
        head: "javax.net.ssl.SSLHandshakeException: PKIX path building failed: sun.security.provider.certpath.SunCertPathBuilderException: unable to find valid certification path to requested target",
        frames: [
          "java.base/sun.security.ssl.Alert.createSSLException(Alert.java:130)",
          "java.base/sun.security.ssl.TransportContext.fatal(TransportContext.java:383)",
          "java.base/sun.security.ssl.CertificateMessage$T13CertificateConsumer.checkServerCerts(CertificateMessage.java:1357)",
          "java.base/sun.security.ssl.SSLHandshake.consume(SSLHandshake.java:393)",
          "java.base/sun.security.ssl.SSLSocketImpl.startHandshake(SSLSocketImpl.java:448)",
        ],
        more: r.int(40, 48),
      },
    ),
  };
}

const pkixFailure: Incident = {
  key: "tf-vehiclespec-pkix",
  estate: "tyrefit",
  category: "network",
  origin: TF.tyres,
  hints: ["ssl", "handshake", "pkix", "certification"],
  severity: "medium",
  note: "The vehicle-spec vendor moved to a certificate chain tf-tyre-catalog's truststore does not know, so every TLS handshake for a registration lookup fails with PKIX path building failed and search by reg breaks.",
  flows(q) {
    if (q.flow !== "reg" || q.r.chance(0.25)) return false;
    const r = q.r;
    const p = plate(r);
    const d = r.lat(35);
    q.log(d, TF.tyres, "error", `reg lookup ${p} failed`, pkix(r, p));
    tfAccess(q, d + 4, "GET", `/v1/vehicles/${p}/tyre-sizes`, 502, d + 9);
    return true;
  },
  run(s, start) {
    const p = plate(s.r);
    s.emit(start, TF.tyres, "error", `reg lookup ${p} failed`, pkix(s.r, p));
  },
};

const lockTimeout: Incident = {
  key: "tf-slots-lock-deadline",
  estate: "tyrefit",
  category: "timeout",
  origin: TF.slots,
  hints: ["timeout", "deadline", "timed out"],
  severity: "high",
  note: "A bulk availability rebuild in tf-slots holds the per-garage Redis locks for minutes, so slot queries and holds run out of time (context deadline exceeded) and bookings time out at the edge.",
  flows(q) {
    const r = q.r;
    if (q.flow === "slots" && r.chance(0.65)) {
      const g = garageId(r);
      const day = dayAfter(q.t, r, 10);
      q.log(
        2000 + r.int(0, 5),
        TF.slots,
        "error",
        `availability garage=${g} date=${day} failed: acquire lock slots:${g}:${day}: context deadline exceeded (waited 2s)`,
      );
      tfAccess(q, 2010, "GET", `/v1/garages/${g}/slots?date=${day}`, 503, 2012);
      return true;
    }
    if (q.flow === "booking" && r.chance(0.75)) {
      tfBookingFlow(q, {
        hold(q2, d, g, slot) {
          q2.log(
            d + 3000,
            TF.slots,
            "error",
            `hold failed garage=${g} slot=${slot}: acquire lock slots:${g}:${slot.slice(0, 10)}: context deadline exceeded (waited 3s)`,
          );
          q2.log(
            d + 5000,
            TF.booking,
            "error",
            "Faraday::TimeoutError (Net::ReadTimeout with #<TCPSocket:(closed)>):",
            {
              errType: "Faraday::TimeoutError",
              stack: rubyTrace([
                "",
                "app/clients/slots_client.rb:41:in `hold'",
                "app/services/bookings/create.rb:28:in `call'",
                "app/controllers/bookings_controller.rb:22:in `create'",
              ]),
            },
          );
          tfLograge(q2, d + 5002, "POST", "/v1/bookings", "BookingsController#create", 504, 5003.4);
          nginxErr(
            q2,
            d + 5004,
            "error",
            "upstream timed out (110: Connection timed out) while reading response header from upstream",
            "POST",
            "/v1/bookings",
            "http://10.44.7.12:3000/v1/bookings",
          );
          tfAccess(q2, d + 5005, "POST", "/v1/bookings", 504, d + 5006);
          return null;
        },
      });
      return true;
    }
    return false;
  },
  run(s, start) {
    const r = s.r;
    s.emit(
      start - r.int(1500, 4000),
      TF.slots,
      "info",
      `rebuild availability chain=roadside-partners garages=${r.int(150, 260)} days=28 requested_by=ops-api`,
    );
    s.emit(
      start,
      TF.slots,
      "error",
      `availability garage=${garageId(r)} date=${dayAfter(start, r, 7)} failed: acquire lock slots: context deadline exceeded (waited 2s)`,
    );
    let done = 0;
    s.every(start + 20_000, s.t1, 30_000, 1000, (t) => {
      done += r.int(2, 6);
      s.emit(
        t,
        TF.slots,
        "warn",
        `rebuild progress ${done} garages, lock held ${r.int(20, 90)}s on current garage (slow query on diary_entries)`,
      );
    });
  },
};

function smsLimited(s: Scn, t: number, id: string | undefined, booking?: string): void {
  const r = s.r;
  const to = `+44 7*** ***${r.digits(3)}`;
  s.emit(
    t,
    TF.notify,
    "warn",
    `textwave POST /2010-04-01/Accounts/AC${r.hex(8)}/Messages.json -> 429 Too Many Requests {"code": 20429, "message": "Too Many Requests"} to=${to}${booking ? ` booking=${booking}` : ""}`,
    { id },
  );
}

const smsThrottle: Incident = {
  key: "tf-sms-20429",
  estate: "tyrefit",
  category: "rate_limiting",
  origin: TF.notify,
  hints: ["429", "rate", "too many", "throttl"],
  severity: "medium",
  note: "tf-notify started a seasonal reminder campaign without a send rate, the SMS provider answers 429 (code 20429) to everything, and booking confirmation texts fail along with the campaign.",
  flows(q) {
    if (q.flow !== "booking") return false;
    tfBookingFlow(q, {
      sms(q2, d, booking) {
        const r = q2.r;
        const id = q2.s.idFor(TF.notify, q2.id);
        let at = d;
        for (let a = 1; a <= 3; a++) {
          smsLimited(q2.s, at, id, booking);
          at += 2 ** a * 1000 + r.int(0, 300);
        }
        if (r.chance(0.25))
          q2.log(
            at - d,
            TF.notify,
            "info",
            `sms queued to +44 7*** ***${r.digits(3)} template=booking_confirmed booking=${booking} provider=textwave (after 3 retries)`,
          );
        else
          q2.log(
            at - d + 4,
            TF.notify,
            "error",
            `booking_confirmed sms for ${booking} failed after 3 attempts: RateLimited(429, code=20429)`,
          );
      },
    });
    return true;
  },
  run(s, start) {
    const r = s.r;
    s.emit(
      start - r.int(800, 3000),
      TF.notify,
      "info",
      `campaign winter-tyres-2026 started: ${r.int(5000, 9000)} recipients, send_rate=unlimited`,
    );
    smsLimited(s, start, undefined);
    s.poisson(start, s.t1, 0.9, (t) => smsLimited(s, t, undefined));
    let sent = 0;
    s.every(start + 20_000, s.t1, 30_000, 500, (t) => {
      sent += r.int(0, 20);
      s.emit(
        t,
        TF.notify,
        "warn",
        `campaign winter-tyres-2026: ${sent} sent, ${r.int(200, 800)} throttled in last 30s, backlog ${r.int(4000, 8000)}`,
      );
    });
  },
};

function loadIndexRejected(q: Req, d: number, g: string, size: string): void {
  const r = q.r;
  const li = size.split(" ")[2]?.replace(/[A-Z]$/, "") ?? "109/107";
  q.log(d, TF.pricing, "error", `Pricing request for garage ${g} rejected`, {
    errType: "FluentValidation.ValidationException",
    stack: dotnetTrace(
      `FluentValidation.ValidationException: Validation failed: \n -- Items[${r.int(0, 30)}].LoadIndex: 'Load Index' must be a whole number between 60 and 130. You entered '${li}'. Severity: Error`,
      [
        "FluentValidation.AbstractValidator`1.RaiseValidationException(ValidationContext`1 context, ValidationResult result)",
        "FluentValidation.AbstractValidator`1.ValidateAndThrow(T instance)",
        "TyreFit.Pricing.Api.PriceRequestHandler.Handle(PriceRequest request, CancellationToken ct) in /src/TyreFit.Pricing.Api/PriceRequestHandler.cs:line 41",
        "TyreFit.Pricing.Api.Endpoints.<>c.<<MapPriceEndpoints>b__0_0>d.MoveNext() in /src/TyreFit.Pricing.Api/Endpoints.cs:line 19",
      ],
    ),
  });
}

const loadIndex: Incident = {
  key: "tf-pricing-dual-load-index",
  estate: "tyrefit",
  category: "validation",
  origin: TF.pricing,
  hints: ["validation", "loadindex", "load index", "invalid"],
  severity: "medium",
  note: "tf-pricing 5.4.0 added request validation that only accepts a single load index, so every price request containing a van tyre with a dual index such as 109/107 is rejected and those searches come back unpriced or fail.",
  flows(q) {
    if (q.flow !== "tyres") return false;
    const r = q.r;
    const size = r.chance(0.45)
      ? r.pick(["215/65 R16C 109/107T", "235/65 R16C 115/113R", "195/75 R16C 107/105R"])
      : tyreSize(r);
    if (!size.includes("C ")) {
      tfSearchFlow(q);
      return true;
    }
    const g = garageId(r);
    const n = r.int(6, 40);
    const d1 = r.lat(30);
    q.log(d1, TF.tyres, "info", `search size="${size}" season=summer brands=${r.int(4, 12)} results=${n} took=${d1}ms`);
    loadIndexRejected(q, d1 + r.int(3, 8), g, size);
    q.log(d1 + 12, TF.tyres, "warn", `pricing returned 400 for garage ${g}; returning ${n} results without prices`, {
      logger: "c.t.catalog.search.SearchController",
    });
    tfAccess(
      q,
      d1 + 15,
      "GET",
      `/v1/tyres?size=${encodeURIComponent(size.split(" ").slice(0, 2).join(""))}&garage=${g}`,
      200,
      d1 + 20,
    );
    return true;
  },
  run(s, start) {
    rollingRestart(s, TF.pricing, start - 30_000, "5.4.0");
    const q = new Req(s, "tyres", start);
    loadIndexRejected(q, 0, garageId(s.r), "215/65 R16C 109/107T");
  },
};

function vanTypeError(q: Req, d: number): void {
  q.log(d, TF.vans, "error", "quote failed: Cannot read properties of undefined (reading 'lat')", {
    errType: "TypeError",
    stack: nodeTrace("TypeError: Cannot read properties of undefined (reading 'lat')", [
      "haversineKm (/app/dist/routing/distance.js:9:31)",
      "/app/dist/routing/assign.js:44:29",
      "Array.map (<anonymous>)",
      "VanAssigner.rank (/app/dist/routing/assign.js:41:14)",
      "VanAssigner.bestVan (/app/dist/routing/assign.js:23:27)",
      "QuoteService.quote (/app/dist/quotes/quote.service.js:57:41)",
      "async /app/dist/quotes/quote.controller.js:18:19",
    ]),
  });
}

const vanUndefined: Incident = {
  key: "tf-van-without-position",
  estate: "tyrefit",
  category: "null_reference",
  origin: TF.vans,
  hints: ["typeerror", "undefined", "null", "lat"],
  severity: "medium",
  note: "A new mobile-fitting van joined the shift before its telematics unit reported a position, and tf-fitter-dispatch dereferences the missing position for every quote in its region, failing mobile bookings with a TypeError.",
  flows(q) {
    if (q.flow !== "mobile" || q.r.chance(0.25)) return false;
    const d = q.r.lat(20);
    vanTypeError(q, d);
    q.log(d + 1, TF.vans, "error", `POST /v1/quotes 500 ${d + 2}ms postcode=${postcode(q.r)}`);
    tfAccess(q, d + 5, "POST", "/v1/mobile-bookings/quote", 500, d + 8);
    return true;
  },
  run(s, start) {
    s.emit(
      start - s.r.int(200, 900),
      TF.vans,
      "info",
      "van VAN-25 joined shift (depot LDS, driver d_4411, telematics pending)",
    );
    const q = new Req(s, "mobile", start);
    vanTypeError(q, 0);
  },
};

const upstreamPort: Incident = {
  key: "tf-edge-wrong-upstream-port",
  estate: "tyrefit",
  category: "configuration",
  origin: TF.edge,
  hints: ["config", "upstream", "refused", "port"],
  severity: "high",
  note: "An edge config change pointed the tf-booking upstream at port 3001 where nothing listens; after the reload every booking and account request gets connect() failed (111: Connection refused) and a 502 while tf-booking itself sees no traffic.",
  flows(q) {
    if (!["booking", "account", "photos"].includes(q.flow)) return false;
    const r = q.r;
    const method = q.flow === "account" ? "GET" : "POST";
    const path =
      q.flow === "account"
        ? "/v1/me/bookings"
        : q.flow === "photos"
          ? `/v1/bookings/BK${r.int(400_000, 499_999)}/photos`
          : "/v1/bookings";
    const ip = `10.44.7.${r.pick([12, 13, 41])}`;
    const d = r.int(1, 4);
    nginxErr(
      q,
      d,
      "error",
      "connect() failed (111: Connection refused) while connecting to upstream",
      method,
      path,
      `http://${ip}:3001${path}`,
    );
    if (r.chance(0.4))
      nginxErr(
        q,
        d + 1,
        "warn",
        "upstream server temporarily disabled while connecting to upstream",
        method,
        path,
        `http://${ip}:3001${path}`,
      );
    tfAccess(q, d + 2, method, path, 502, d + 3, 0);
    return true;
  },
  drop(e, s) {
    return e.svc === TF.booking && s.on(e.t) && !e.msg.includes("HealthController");
  },
  run(s, start) {
    s.emit(start - 900, TF.edge, "info", "[notice] 1#1: signal 1 (SIGHUP) received from 112, reconfiguring");
    s.emit(start - 895, TF.edge, "info", "[notice] 1#1: reconfiguring");
    s.emit(start - 890, TF.edge, "info", '[notice] 1#1: using the "epoll" event method');
    s.emit(start - 885, TF.edge, "info", "[notice] 1#1: start worker processes");
    s.emit(start - 700, TF.edge, "info", "[notice] 1#1: gracefully shutting down old worker processes");
    const q = new Req(s, "booking", start);
    nginxErr(
      q,
      0,
      "error",
      "connect() failed (111: Connection refused) while connecting to upstream",
      "POST",
      "/v1/bookings",
      "http://10.44.7.12:3001/v1/bookings",
    );
    configReload(s, TF.slots, start + s.r.int(60_000, 120_000));
  },
};

const lenderDown: Incident = {
  key: "tf-pay-in-3-lender-503",
  estate: "tyrefit",
  category: "dependency",
  origin: TF.pay,
  hints: ["503", "unavailable", "circuit", "breaker"],
  severity: "medium",
  note: "The pay-in-3 lender behind tf-payments answers 503 Service Unavailable; tf-payments' circuit breaker opens and every financed booking fails while card bookings work.",
  flows(q) {
    if (q.flow !== "booking" || q.r.chance(0.6)) return false;
    tfBookingFlow(q, {
      pay(q2, d, amount, booking) {
        const r = q2.r;
        if (r.chance(0.3)) {
          q2.log(
            d,
            TF.pay,
            "warn",
            `splitly POST /v2/applications -> 503 Service Unavailable in ${r.int(20, 3000)}ms (booking=${booking}, amount=${amount})`,
          );
        } else {
          q2.log(d, TF.pay, "error", `pay-in-3 application for ${booking} not sent: Breaker is open`, {
            errType: "EOPENBREAKER",
            stack: nodeTrace("Error: Breaker is open", [
              "CircuitBreaker.call (/app/node_modules/opossum/lib/circuit.js:706:17)",
              "SplitlyClient.apply (/app/dist/lenders/splitly.js:52:33)",
              "FinanceService.start (/app/dist/finance/finance.service.js:38:18)",
            ]),
          });
        }
        q2.log(
          d + 30,
          TF.booking,
          "warn",
          `finance for ${booking} unavailable (payments 503), offering card payment instead`,
        );
        tfLograge(q2, d + 34, "POST", "/v1/bookings", "BookingsController#create", 503, r.range(300, 3200));
        tfAccess(q2, d + 38, "POST", "/v1/bookings", 503, d + 45);
        return null;
      },
    });
    return true;
  },
  run(s, start) {
    const r = s.r;
    s.emit(
      start,
      TF.pay,
      "warn",
      `splitly POST /v2/applications -> 503 Service Unavailable in ${r.int(20, 80)}ms body="<html><body><h1>503 Service Unavailable</h1>No server is available to handle this request.</body></html>"`,
    );
    s.emit(start + r.int(20_000, 40_000), TF.pay, "error", 'circuit "splitly" opened after 5 failures in 30s');
    s.every(start + 60_000, s.t1, 30_000, 200, (t) => {
      s.emit(t, TF.pay, "info", 'circuit "splitly" half-open, sending trial request');
      s.emit(t + r.int(20, 900), TF.pay, "warn", `splitly GET /v2/health -> 503 Service Unavailable`);
      s.emit(t + r.int(901, 950), TF.pay, "error", 'circuit "splitly" opened again (trial failed)');
    });
  },
};

let bookingKills: Array<[number, number]> = [];

const pumaOom: Incident = {
  key: "tf-booking-puma-oom",
  estate: "tyrefit",
  category: "memory",
  origin: TF.booking,
  hints: ["memory", "oom", "out of memory"],
  severity: "high",
  note: "tf-booking's Puma workers bloat on a new availability export until PumaWorkerKiller and then the kernel kill them repeatedly; in-flight requests are cut off and the edge returns 502 for them.",
  flows(q) {
    if (!["booking", "account", "photos"].includes(q.flow)) return false;
    const r = q.r;
    const hit = bookingKills.some(([a, b]) => q.t >= a - 8000 && q.t < b + 1000);
    if (!hit) {
      if (q.flow !== "account" || r.chance(0.5)) return false;
      const d = r.int(1500, 6000);
      tfLograge(q, d, "GET", "/v1/me/bookings", "Me::BookingsController#index", 200, d - r.int(1, 20));
      tfAccess(q, d + 3, "GET", "/v1/me/bookings", 200, d + 5);
      return true;
    }
    const path = q.flow === "account" ? "/v1/me/bookings" : "/v1/bookings";
    const method = q.flow === "account" ? "GET" : "POST";
    nginxErr(
      q,
      r.int(5, 3000),
      "error",
      "upstream prematurely closed connection while reading response header from upstream",
      method,
      path,
      `http://10.44.7.${r.pick([12, 13, 41])}:3000${path}`,
    );
    tfAccess(q, 3001, method, path, 502, 3002);
    return true;
  },
  run() {},
  plan(s, start) {
    const r = s.r;
    bookingKills = [];
    let t = start;
    let i = 0;
    while (t < s.t1) {
      const pod = i % 3;
      const pid = r.int(40, 400);
      const total = (3000 + r.range(20, 300)).toFixed(1);
      if (i % 3 === 2) {
        // The kernel gets there first: nothing from the worker, only Puma noticing.
        s.emit(
          t,
          TF.booking,
          "error",
          `! Worker ${r.int(0, 1)} (PID: ${pid}) died unexpectedly (signal: SIGKILL), restarting`,
          { pod },
        );
      } else {
        s.emit(
          t,
          TF.booking,
          "warn",
          `PumaWorkerKiller: Out of memory. 2 workers consuming total: ${total} mb out of max: 3000.0 mb. Sending TERM to pid ${pid} consuming ${r.range(1500, 1900).toFixed(1)} mb.`,
          { pod },
        );
      }
      s.emit(
        t + r.int(1800, 3500),
        TF.booking,
        "info",
        `- Worker ${r.int(0, 1)} (PID: ${pid + r.int(3, 30)}) booted in ${r.range(1.8, 3.4).toFixed(2)}s, phase: 0`,
        { pod },
      );
      bookingKills.push([t, t + 3500]);
      t += r.int(18_000, 45_000);
      i++;
    }
    s.every(start + 5_000, s.t1, 60_000, 1500, (u) =>
      s.emit(
        u,
        TF.booking,
        "warn",
        `slow request: GET /internal/availability-export took ${r.int(9, 30)}.${r.digits(2)}s, rss grew ${r.int(300, 700)} MB`,
      ),
    );
  },
};

const clientTempFull: Incident = {
  key: "tf-edge-client-temp-enospc",
  estate: "tyrefit",
  category: "disk",
  origin: TF.edge,
  hints: ["space", "disk", "enospc", "no space"],
  severity: "medium",
  note: "The volume behind the edge's client_temp and proxy_temp directories filled up, so nginx cannot buffer photo uploads or large tyre-search responses to disk (28: No space left on device) and those requests fail.",
  flows(q) {
    const r = q.r;
    if (q.flow === "photos") {
      const booking = `BK${r.int(400_000, 499_999)}`;
      const path = `/v1/bookings/${booking}/photos`;
      const d = r.int(300, 1500);
      nginxErr(
        q,
        d,
        "warn",
        `a client request body is buffered to a temporary file /var/cache/nginx/client_temp/00000${r.digits(5)}`,
        "POST",
        path,
      );
      nginxErr(
        q,
        d + 1,
        "crit",
        `pwrite() "/var/cache/nginx/client_temp/00000${r.digits(5)}" failed (28: No space left on device)`,
        "POST",
        path,
      );
      tfAccess(q, d + 2, "POST", path, 500, d + 3, 0);
      return true;
    }
    if (q.flow === "tyres" && r.chance(0.35)) {
      const size = tyreSize(r);
      const g = garageId(r);
      const path = `/v1/tyres?size=${encodeURIComponent(size.split(" ").slice(0, 2).join(""))}&garage=${g}`;
      const n = r.int(50, 90);
      const d1 = r.lat(30);
      q.log(
        d1,
        TF.tyres,
        "info",
        `search size="${size}" season=summer brands=${r.int(8, 12)} results=${n} took=${d1}ms`,
      );
      q.log(d1 + 8, TF.pricing, "info", `Priced ${n} tyres for garage ${g} (matrix v2026.05.3) in ${r.int(5, 15)} ms`);
      nginxErr(
        q,
        d1 + 14,
        "crit",
        `pwrite() "/var/cache/nginx/proxy_temp/${r.int(1, 9)}/${r.int(10, 99)}/00000${r.digits(5)}" failed (28: No space left on device) while reading upstream`,
        "GET",
        path,
        `http://10.44.9.${r.int(2, 60)}:8080/v1/tyres`,
      );
      tfAccess(q, d1 + 15, "GET", path, 200, d1 + 16);
      return true;
    }
    return false;
  },
  run(s, start) {
    const q = new Req(s, "photos", start);
    nginxErr(
      q,
      0,
      "crit",
      `pwrite() "/var/cache/nginx/client_temp/00000${s.r.digits(5)}" failed (28: No space left on device)`,
      "POST",
      `/v1/bookings/BK${s.r.int(400_000, 499_999)}/photos`,
    );
  },
};

let pricingDown: Array<[number, number, number]> = [];

const pricingRestarts: Incident = {
  key: "tf-pricing-silent-restarts",
  estate: "tyrefit",
  category: "unknown",
  origin: TF.pricing,
  hints: ["unknown", "500", "restart", "unavailable"],
  severity: "high",
  note: "tf-pricing pods keep stopping and restarting and answer 500 in between without logging any exception, so tyre searches fail with pricing errors; nothing says why.",
  flows(q) {
    if (q.flow !== "tyres") return false;
    const down = pricingDown.some(([, a, b]) => q.t >= a && q.t < b);
    const r = q.r;
    if (!down && r.chance(0.7)) return false;
    const size = tyreSize(r);
    const g = garageId(r);
    const n = r.int(4, 70);
    const d1 = r.lat(30);
    q.log(d1, TF.tyres, "info", `search size="${size}" season=summer brands=${r.int(4, 12)} results=${n} took=${d1}ms`);
    if (down)
      q.log(
        d1 + 2,
        TF.tyres,
        "error",
        `pricing call failed: I/O error on POST request for "http://tf-pricing:8080/v1/price": Connection refused`,
        { logger: "c.t.catalog.search.PricingClient" },
      );
    else {
      q.log(d1 + 6, TF.pricing, "error", `HTTP POST /v1/price responded 500 in ${r.range(3, 30).toFixed(4)} ms`);
      q.log(
        d1 + 8,
        TF.tyres,
        "error",
        `pricing call failed: 500 Internal Server Error from POST http://tf-pricing:8080/v1/price: [no body]`,
        { logger: "c.t.catalog.search.PricingClient" },
      );
    }
    tfAccess(
      q,
      d1 + 12,
      "GET",
      `/v1/tyres?size=${encodeURIComponent(size.split(" ").slice(0, 2).join(""))}&garage=${g}`,
      502,
      d1 + 14,
    );
    return true;
  },
  drop(e) {
    return e.svc === TF.pricing && pricingDown.some(([p, a, b]) => e.pod === p && e.t >= a && e.t < b);
  },
  run() {},
  plan(s, start) {
    const r = s.r;
    pricingDown = [];
    let t = start;
    let pod = 0;
    s.emit(start, TF.pricing, "error", `HTTP POST /v1/price responded 500 in ${r.range(3, 30).toFixed(4)} ms`, { pod });
    t += r.int(15_000, 40_000);
    while (t < s.t1) {
      shutdown(s, TF.pricing, t, pod);
      const up = startup(s, TF.pricing, t + r.int(3000, 9000), pod);
      pricingDown.push([pod, t + 1, up]);
      t = up + r.int(40_000, 110_000);
      pod = 1 - pod;
    }
  },
};

export const TYREFIT_INCIDENTS: Incident[] = [
  oauthExpired,
  kafkaAcl,
  readOnlyPrimary,
  pkixFailure,
  lockTimeout,
  smsThrottle,
  loadIndex,
  vanUndefined,
  upstreamPort,
  lenderDown,
  pumaOom,
  clientTempFull,
  pricingRestarts,
];
