// Incidents of null_reference, rate_limiting, timeout, validation and unknown (4 each).
import { clientStatus, clientTimeout, deploy, type Incident, javaStack, nodeStack, on, viaBff } from "./kit.js";

export const INCIDENTS_C: Incident[] = [
  // ---- null_reference
  {
    cat: "null_reference",
    origin: "web",
    need: ["web", "bff", "profiles", "gateway"],
    release: "web",
    hints: ["typeerror", "undefined", "null", "reading 'id'", "cannot read"],
    sev: "medium",
    note: (s) =>
      `${s.n("web")}: new bundle reads account.id from /v3/me, but the BFF (correctly, as announced) returns guests without an account object; the order page crashes with TypeError reading 'id'`,
    extra: (s, t0) => s.log("web", t0, "info", `[deploy] bundle ${s.release?.ver} published to ${s.e.web}`),
    hit: (s, r) => {
      if (r.client !== "web" || r.ver !== s.release?.ver || !["profile", "home"].includes(r.route)) return false;
      s.clientLine(r, r.t + 90, 200, 90);
      s.log(
        "web",
        r.t + 110,
        "error",
        `[rum] Uncaught TypeError: Cannot read properties of undefined (reading 'id') bundle=${r.ver} view=/orders`,
        `    at OrderHeader (https://${s.e.web}/assets/${r.ver}.js:1:48213)\n    at renderWithHooks (https://${s.e.web}/assets/vendor.js:2:31188)\n    at updateFunctionComponent (https://${s.e.web}/assets/vendor.js:2:34002)`,
        r.trace,
      );
      s.log(
        "gateway",
        r.t + 80,
        "info",
        `${s.path(r.route)} 200 upstream=${s.n("bff")} duration=80ms client=web/${r.ver}`,
        undefined,
        r.trace,
      );
      return true;
    },
  },
  {
    cat: "null_reference",
    origin: "android",
    need: ["android", "bff", "orders", "gateway"],
    release: "android",
    hints: ["nullpointerexception", "null", "non-null", "kotlin", "npe"],
    sev: "medium",
    note: (s) =>
      `${s.n("android")}: new release crashes on pickup orders whose deliveryWindow is null (a valid, documented value); Kotlin NPE 'Parameter specified as non-null is null'`,
    extra: (s, t0) => s.log("android", t0, "info", `[Release] staged rollout ${s.release?.ver} started at 25%`),
    hit: (s, r) => {
      if (
        r.client !== "android" ||
        r.ver !== s.release?.ver ||
        !["home", "checkout"].includes(r.route) ||
        !s.rng.chance(0.7)
      )
        return false;
      s.clientLine(r, r.t + 120, 200, 120);
      s.log(
        "android",
        r.t + 160,
        "fatal",
        `Fatal Exception: java.lang.NullPointerException: Parameter specified as non-null is null: method com.${s.e.ns.split("-")[0]}.app.orders.OrderCardView.bindDeliveryWindow, parameter window app=${r.ver}`,
        `\tat com.${s.e.ns.split("-")[0]}.app.orders.OrderCardView.bindDeliveryWindow(Unknown Source:2)\n\tat com.${s.e.ns.split("-")[0]}.app.orders.OrdersAdapter.onBindViewHolder(OrdersAdapter.kt:64)\n\tat androidx.recyclerview.widget.RecyclerView$Adapter.bindViewHolder(RecyclerView.java:7065)`,
        r.trace,
      );
      s.log("bff", r.t + 100, "info", `${s.path(r.route)} 200 ${s.rng.int(60, 140)}ms`, undefined, r.trace);
      return true;
    },
  },
  {
    cat: "null_reference",
    origin: "orders",
    need: ["orders", "bff", "gateway", "ios", "web"],
    hints: ["nullpointerexception", "null", "address", "npe", "cannot invoke"],
    sev: "high",
    note: (s) =>
      `${s.n("orders")}: a release computes tax from the shipping address, which is null for click-and-collect orders; NullPointerException, those checkouts 500`,
    extra: (s, t0) =>
      s.log(
        "orders",
        t0 - 5000,
        "info",
        `Started OrdersApplication in 11.${s.rng.int(100, 999)} seconds version=7.3.0`,
      ),
    hit: (s, r) => {
      if (!on(s, r, ["checkout"], 0.55)) return false;
      s.log(
        "orders",
        r.t + 20,
        "error",
        `POST /internal/orders 500`,
        javaStack(
          s,
          `java.lang.NullPointerException: Cannot invoke "com.${s.e.ns.split("-")[0]}.orders.model.Address.getCountry()" because "order.shippingAddress" is null`,
          [
            "orders.tax.TaxCalculator.rateFor(TaxCalculator.java:58)",
            "orders.service.OrderService.create(OrderService.java:131)",
          ],
        ),
        r.trace,
      );
      viaBff(s, r, r.t + 40, 500, `POST /v3/orders 500: ${s.n("orders")} responded 500`);
      return true;
    },
  },
  {
    cat: "null_reference",
    origin: "bff",
    need: ["bff", "gateway", "profiles", "ios", "android"],
    hints: ["typeerror", "null", "cannot read", "avatarurl", "undefined"],
    sev: "high",
    note: (s) =>
      `${s.n("bff")}: new home aggregator dereferences profile.avatar, which is null for users without a photo; TypeError and 500 for those users`,
    extra: (s, t0) => deploy(s, "bff", t0 - 4000, "v2.43.0"),
    hit: (s, r) => {
      if (!on(s, r, ["home"], 0.6)) return false;
      s.log(
        "profiles",
        r.t + 5,
        "info",
        `profile ${r.user} loaded (cache hit) in ${s.rng.int(2, 20)}ms`,
        undefined,
        r.trace,
      );
      s.log(
        "bff",
        r.t + 20,
        "error",
        "GET /v3/home 500",
        nodeStack("TypeError: Cannot read properties of null (reading 'avatarUrl')", [
          "buildHeader (/app/dist/home/header.js:14:32)",
          "async HomeController.get (/app/dist/routes/home.js:29:21)",
        ]),
        r.trace,
      );
      s.gatewayLine(r, r.t + 25, 500, 25, "bff", "error");
      if (s.rng.chance(0.6)) clientStatus(s, r, r.t + 60, 500);
      return true;
    },
  },
  // ---- rate_limiting
  {
    cat: "rate_limiting",
    origin: "push",
    need: ["push", "android", "orders"],
    hints: ["quota_exceeded", "quota", "429", "rate", "fcm"],
    sev: "medium",
    note: (s) =>
      `${s.n("push")}: a marketing campaign fan-out exceeds the FCM project quota; sends are rejected 429 QUOTA_EXCEEDED, order updates to Android users are dropped`,
    extra: (s, t0) => {
      s.log(
        "push",
        t0 - 2000,
        "info",
        `campaign summer-sale started: ${s.rng.int(800000, 1200000)} recipients, concurrency 200`,
      );
      s.sink.every(t0, s.end, 1.2, (t) =>
        s.log(
          "push",
          t,
          "error",
          `FCM send failed: 429 RESOURCE_EXHAUSTED QUOTA_EXCEEDED: Quota exceeded for quota metric 'Messages' and limit 'Messages per minute' of service 'fcm.googleapis.com'; retry after ${s.rng.int(10, 60)}s`,
        ),
      );
      s.sink.every(t0 + 60000, s.end, 40, (t) =>
        s.log("orders", t, "warn", `order status push for O-${s.rng.int(1000000, 9999999)} failed: ${s.n("push")} 429`),
      );
    },
  },
  {
    cat: "rate_limiting",
    origin: "ios",
    need: ["ios", "gateway", "bff"],
    release: "ios",
    hints: ["429", "rate limit", "retry", "too many requests", "storm"],
    sev: "high",
    note: (s) =>
      `${s.n("ios")}: new release's SDK retries failed feed calls immediately with no backoff; the retry storm trips the gateway rate limit and all its users get 429`,
    extra: (s, t0) => {
      s.log("ios", t0, "info", `[Release] ${s.release?.ver} phased release started`);
      s.sink.every(t0 + 20000, s.end, 0.4, (t) => {
        const tr = s.rng.hex(12);
        s.log(
          "gateway",
          t,
          "warn",
          `429 rate limit exceeded: client ios/${s.release?.ver} consumer ${s.rng.hex(6)} limit=60/min GET /v3/home`,
          undefined,
          tr,
        );
        if (s.rng.chance(0.3))
          s.log(
            "ios",
            t + 30,
            "warn",
            `[NetworkClient] GET https://${s.e.api}/v3/home -> 429 Too Many Requests; retrying immediately (attempt ${s.rng.int(2, 40)}) app=${s.release?.ver}`,
            undefined,
            tr,
          );
      });
    },
  },
  {
    cat: "rate_limiting",
    origin: "media",
    need: ["media", "gateway", "android", "web"],
    hints: ["slowdown", "reduce your request rate", "throttl", "rate", "503"],
    sev: "medium",
    note: (s) =>
      `${s.n("media")}: a thumbnail backfill hammers one S3 prefix; S3 throttles with 503 SlowDown and user uploads fail`,
    extra: (s, t0) =>
      s.log("media", t0 - 10000, "info", "backfill thumbnails: started, 2.4M objects, concurrency 256, prefix u/"),
    hit: (s, r) => {
      if (!on(s, r, ["upload"], 0.8)) return false;
      s.log(
        "media",
        r.t + 1500,
        "error",
        `PutObject failed: SlowDown: Please reduce your request rate. (Service: S3, Status Code: 503, Request ID: ${s.rng.hex(16).toUpperCase()})`,
        undefined,
        r.trace,
      );
      s.gatewayLine(r, r.t + 1520, 503, 1520, "media", "error");
      clientStatus(s, r, r.t + 1560, 503);
      return true;
    },
  },
  {
    cat: "rate_limiting",
    origin: "auth",
    need: ["auth", "gateway", "ios", "android", "web"],
    hints: ["429", "too many requests", "rate", "20429", "twilio"],
    sev: "high",
    note: (s) =>
      `${s.n("auth")}: the SMS one-time-code provider (Twilio Verify) rate-limits the account (429, code 20429); phone logins fail`,
    hit: (s, r) => {
      if (!on(s, r, ["login"], 0.9)) return false;
      s.log(
        "auth",
        r.t + 400,
        "error",
        `OTP send failed: POST https://verify.twilio.com/v2/Services/VA${s.rng.hex(8)}/Verifications -> 429 Too Many Requests {"code":20429,"message":"Too Many Requests"}`,
        undefined,
        r.trace,
      );
      s.gatewayLine(r, r.t + 420, 503, 420, "auth", "error");
      clientStatus(s, r, r.t + 460, 503);
      return true;
    },
  },
  // ---- timeout
  {
    cat: "timeout",
    origin: "search",
    need: ["search", "bff", "gateway", "ios", "android", "web"],
    hints: ["timeout", "timed out", "deadline", "slow"],
    sev: "high",
    note: (s) =>
      `${s.n("search")}: a new wildcard-heavy ranking query runs past its 8 s deadline; BFF gives up, clients report request timed out`,
    hit: (s, r, k) => {
      if (!on(s, r, ["search"], 0.5 + 0.45 * k)) return false;
      s.log(
        "search",
        r.t + 8000,
        "error",
        `query "${s.rng.pick(s.e.things)}" aborted: search exceeded deadline of 8000ms (took ${s.rng.int(8001, 9500)}ms, timed_out=true)`,
        undefined,
        r.trace,
      );
      s.log(
        "bff",
        r.t + 5000,
        "error",
        `GET /v3/search 504: ${s.n("search")} timeout after 5000ms`,
        undefined,
        r.trace,
      );
      s.gatewayLine(r, r.t + 5010, 504, 5010, "bff", "error");
      if (s.rng.chance(0.6)) clientTimeout(s, r, r.t + 5050);
      return true;
    },
  },
  {
    cat: "timeout",
    origin: "orders",
    need: ["orders", "bff", "gateway", "ios", "web"],
    hints: ["timeout", "timed out", "read timeout", "adyen"],
    sev: "high",
    note: (s) =>
      `${s.n("orders")}: calls to the payment provider stop answering in time (read timeout 10 s); checkouts hang and then fail 504`,
    hit: (s, r) => {
      if (!on(s, r, ["checkout"], 0.9)) return false;
      s.log(
        "orders",
        r.t + 10000,
        "error",
        `payment authorisation failed: ReadTimeout: HTTPSConnectionPool(host='checkout-live.adyen.com', port=443): Read timed out. (read timeout=10)`,
        undefined,
        r.trace,
      );
      viaBff(s, r, r.t + 10020, 504, `POST /v3/orders 504: ${s.n("orders")} timed out`);
      return true;
    },
  },
  {
    cat: "timeout",
    origin: "media",
    need: ["media", "gateway", "ios", "android"],
    hints: ["timeout", "timed out", "killed", "deadline", "ffmpeg"],
    sev: "medium",
    note: (s) =>
      `${s.n("media")}: video transcodes run past the 120 s job timeout after an ffmpeg preset change; uploads of video never finish`,
    extra: (s, t0) => s.log("media", t0 - 30000, "info", "transcode preset updated: h264 crf=18 preset=veryslow"),
    hit: (s, r) => {
      if (!on(s, r, ["upload"], 0.7)) return false;
      s.log(
        "media",
        r.t + 120000,
        "error",
        `transcode job ${s.rng.hex(8)} killed: exceeded timeout of 120s (ffmpeg -preset veryslow still running, 41% done)`,
        undefined,
        r.trace,
      );
      s.gatewayLine(r, r.t + 60000, 504, 60000, "media", "error");
      clientTimeout(s, r, r.t + 60000);
      return true;
    },
  },
  {
    cat: "timeout",
    origin: "auth",
    need: ["auth", "gateway", "ios", "android", "web"],
    hints: ["timeout", "timed out", "kms", "sign", "deadline"],
    sev: "high",
    note: (s) =>
      `${s.n("auth")}: token signing calls to KMS time out after 3 s (KMS key in a degraded region); logins and refreshes hang and fail`,
    hit: (s, r) => {
      if (!on(s, r, ["login"], 0.9)) return false;
      s.log(
        "auth",
        r.t + 3000,
        "error",
        `token grant failed: KMS Sign request timed out after 3000ms (key alias/${s.e.ns}-jwt, region eu-west-1)`,
        undefined,
        r.trace,
      );
      s.gatewayLine(r, r.t + 3010, 504, 3010, "auth", "error");
      if (s.rng.chance(0.7)) clientTimeout(s, r, r.t + 3040);
      return true;
    },
  },
  // ---- validation
  {
    cat: "validation",
    origin: "android",
    need: ["android", "gateway", "bff", "orders"],
    release: "android",
    hints: ["validation", "must be a number", "quantity", "400", "payload"],
    sev: "medium",
    note: (s) =>
      `${s.n("android")}: new release serialises item quantity as a string; orders rejects the payload with 400 '"items[0].quantity" must be a number'`,
    extra: (s, t0) => s.log("android", t0, "info", `[Release] staged rollout ${s.release?.ver} started at 30%`),
    hit: (s, r) => {
      if (r.client !== "android" || r.ver !== s.release?.ver || r.route !== "checkout") return false;
      s.log(
        "orders",
        r.t + 8,
        "warn",
        `POST /internal/orders 400 ValidationError: "items[0].quantity" must be a number (got "2") client=android/${r.ver}`,
        undefined,
        r.trace,
      );
      viaBff(s, r, r.t + 20, 400, `POST /v3/orders 400: ${s.n("orders")} rejected payload (validation)`, 1);
      return true;
    },
  },
  {
    cat: "validation",
    origin: "web",
    need: ["web", "gateway", "bff", "orders"],
    release: "web",
    hints: ["validation", "deliverydate", "iso 8601", "422", "format"],
    sev: "medium",
    note: (s) =>
      `${s.n("web")}: new bundle sends deliveryDate as a locale string ('12/06/2026'); orders answers 422 and web checkouts fail`,
    extra: (s, t0) => s.log("web", t0, "info", `[deploy] bundle ${s.release?.ver} published to ${s.e.web}`),
    hit: (s, r) => {
      if (r.client !== "web" || r.ver !== s.release?.ver || r.route !== "checkout") return false;
      s.log(
        "orders",
        r.t + 8,
        "warn",
        `POST /internal/orders 422 Unprocessable Entity: deliveryDate "12/06/2026" is not a valid ISO 8601 date (expected YYYY-MM-DD)`,
        undefined,
        r.trace,
      );
      viaBff(s, r, r.t + 20, 422, `POST /v3/orders 422: ${s.n("orders")} rejected payload`, 1);
      s.log(
        "web",
        r.t + 60,
        "error",
        `[rum] checkout failed: 422 {"error":"validation_failed","field":"deliveryDate"} bundle=${r.ver}`,
        undefined,
        r.trace,
      );
      return true;
    },
  },
  {
    cat: "validation",
    origin: "ios",
    need: ["ios", "gateway", "bff", "orders"],
    release: "ios",
    hints: ["validation", "currency", "missing", "required", "400"],
    sev: "medium",
    note: (s) =>
      `${s.n("ios")}: new release drops the required currency field from the checkout body; orders rejects with 400 missing required field 'currency'`,
    extra: (s, t0) => s.log("ios", t0, "info", `[Release] ${s.release?.ver} phased release started`),
    hit: (s, r) => {
      if (r.client !== "ios" || r.ver !== s.release?.ver || r.route !== "checkout") return false;
      s.log(
        "orders",
        r.t + 8,
        "warn",
        `POST /internal/orders 400 invalid request body: missing required field 'currency' client=ios/${r.ver}`,
        undefined,
        r.trace,
      );
      viaBff(s, r, r.t + 20, 400, `POST /v3/orders 400: ${s.n("orders")} rejected payload`, 1);
      return true;
    },
  },
  {
    cat: "validation",
    origin: "bff",
    need: ["bff", "gateway", "profiles", "web", "ios"],
    hints: ["validation", "e.164", "phone", "422", "invalid"],
    sev: "medium",
    note: (s) =>
      `${s.n("bff")}: a release forwards phone numbers without normalising them; profiles rejects profile saves with 422 'phone must be E.164'`,
    extra: (s, t0) => deploy(s, "bff", t0 - 3000, "v2.44.0"),
    hit: (s, r) => {
      if (!on(s, r, ["profile"], 0.7)) return false;
      s.log(
        "profiles",
        r.t + 6,
        "warn",
        `PATCH /internal/profiles/${r.user} 422: field "phone" must match E.164 (got "06 ${s.rng.int(10000000, 99999999)}")`,
        undefined,
        r.trace,
      );
      viaBff(s, r, r.t + 18, 422, `PATCH /v3/me 422: ${s.n("profiles")} rejected update (phone)`, 0.8);
      return true;
    },
  },
  // ---- unknown
  {
    cat: "unknown",
    origin: "orders",
    need: ["orders", "bff", "gateway", "ios", "android"],
    hints: ["exit", "crash", "unknown", "restart", "exited"],
    sev: "high",
    note: (s) =>
      `${s.n("orders")}: its process keeps exiting with code 1 and no error logged; callers see 502/connection refused while it restarts`,
    extra: (s, t0) => {
      for (let t = t0; t < s.end; t += s.rng.int(40, 90) * 1000) {
        s.log("orders", t, "error", `worker exited unexpectedly (code=1, signal=null); restarting`);
        s.log("orders", t + 3000, "info", `orders-api starting (pid ${s.rng.int(10, 90)})`);
      }
    },
    hit: (s, r) => {
      if (!on(s, r, ["home", "checkout"], 0.45)) return false;
      viaBff(s, r, r.t + 20, 502, `${s.path(r.route)} 502: ${s.n("orders")} connect ECONNREFUSED`);
      return true;
    },
  },
  {
    cat: "unknown",
    origin: "push",
    need: ["push", "ios", "android", "orders"],
    hints: ["failed", "unknown", "job", "push", "dispatch"],
    sev: "medium",
    note: (s) =>
      `${s.n("push")}: dispatch jobs start failing with no reason logged; notifications stop for all platforms`,
    extra: (s, t0) => {
      s.sink.every(t0, s.end, 3, (t) =>
        s.log(
          "push",
          t,
          "error",
          `dispatch job ${s.rng.hex(10)} failed (attempt ${s.rng.int(1, 5)}/5): Error: undefined`,
        ),
      );
      s.sink.every(t0 + 60000, s.end, 40, (t) =>
        s.log(
          "orders",
          t,
          "warn",
          `order status push for O-${s.rng.int(1000000, 9999999)} not acknowledged by ${s.n("push")} after 30s`,
        ),
      );
    },
  },
  {
    cat: "unknown",
    origin: "profiles",
    need: ["profiles", "bff", "gateway", "web", "android"],
    hints: ["500", "internal", "unknown", "unhandled", "error"],
    sev: "high",
    note: (s) =>
      `${s.n("profiles")}: starts answering 500 'Internal Server Error' with no cause in its logs; profile and home calls fail`,
    hit: (s, r, k) => {
      if (!on(s, r, ["home", "profile"], 0.3 + 0.5 * k)) return false;
      s.log(
        "profiles",
        r.t + 15,
        "error",
        `GET /internal/profiles/${r.user} 500 Internal Server Error (unhandled)`,
        undefined,
        r.trace,
      );
      viaBff(s, r, r.t + 30, 502, `${s.path(r.route)} 502: ${s.n("profiles")} responded 500`);
      return true;
    },
  },
  {
    cat: "unknown",
    origin: "media",
    need: ["media", "gateway", "ios", "web"],
    hints: ["signal", "crash", "unknown", "exit", "segmentation"],
    sev: "medium",
    note: (s) =>
      `${s.n("media")}: its image-processing workers die on signal 11 without any diagnostic; uploads fail 502`,
    extra: (s, t0) => {
      s.sink.every(t0, s.end, 20, (t) => {
        s.log("media", t, "error", `worker ${s.rng.int(1, 16)} exited on signal 11 (SIGSEGV); respawning`);
      });
    },
    hit: (s, r) => {
      if (!on(s, r, ["upload"], 0.8)) return false;
      s.gatewayLine(r, r.t + 400, 502, 400, "media", "error");
      s.log(
        "gateway",
        r.t + 401,
        "error",
        `upstream prematurely closed connection while reading response header from upstream ${s.n("media")}`,
        undefined,
        r.trace,
      );
      clientStatus(s, r, r.t + 440, 502);
      return true;
    },
  },
];
