// Incidents of authentication, authorization, configuration and database (4 each), told with the origin
// where the fault lives: a backend, a new app release or web bundle, or the third party behind a service.
import {
  clientStatus,
  clientTimeout,
  deploy,
  type Incident,
  javaStack,
  nodeStack,
  on,
  pkg,
  url,
  verb,
  viaBff,
} from "./kit.js";

export const INCIDENTS_A: Incident[] = [
  // ---- authentication
  {
    cat: "authentication",
    origin: "auth",
    need: ["auth", "gateway", "ios", "android", "web"],
    hints: ["invalid_client", "client authentication", "credential", "authentication", "secret"],
    sev: "high",
    note: (s) =>
      `${s.n("auth")}: Sign in with Apple client secret (JWT) expired; token exchange fails with invalid_client, logins and refreshes fail`,
    extra: (s, t0) =>
      s.sink.every(t0, s.end, 6, (t) =>
        s.log(
          "auth",
          t,
          "error",
          `POST https://appleid.apple.com/auth/token -> 400 {"error":"invalid_client"}; client_secret JWT rejected (iat 2026-01-02, exp 180d)`,
        ),
      ),
    hit: (s, r) => {
      if (!on(s, r, ["login"], 0.9)) return false;
      s.log(
        "auth",
        r.t + 60,
        "error",
        `token grant failed grant_type=refresh_token client_id=${r.client}-app: upstream identity provider invalid_client`,
        undefined,
        r.trace,
      );
      s.gatewayLine(r, r.t + 90, 401, 90, "auth", "warn");
      clientStatus(s, r, r.t + 120, 401);
      return true;
    },
  },
  {
    cat: "authentication",
    origin: "ios",
    need: ["ios", "gateway", "auth", "bff"],
    release: "ios",
    hints: ["401", "token", "expired", "unauthorized", "refresh"],
    sev: "medium",
    note: (s) =>
      `${s.n("ios")}: new release stops refreshing the access token (refresh skipped after Keychain migration); its users get 401 token expired everywhere`,
    extra: (s, t0) =>
      s.log("ios", t0, "info", `[Release] ${s.release?.ver} phased release started (build ${s.rng.int(1200, 1900)})`),
    hit: (s, r) => {
      if (r.client !== "ios" || r.ver !== s.release?.ver || r.route === "image") return false;
      s.gatewayLine(r, r.t + 4, 401, 4, "bff", "warn");
      s.log(
        "gateway",
        r.t + 3,
        "warn",
        `JWT verification failed: "exp" claim timestamp check failed (expired ${s.rng.int(2, 90)}m ago) client=ios/${r.ver}`,
        undefined,
        r.trace,
      );
      s.log(
        "ios",
        r.t + 40,
        "error",
        `[AuthManager] ${verb(s, r)} ${url(s, r)} -> 401 Unauthorized; refresh skipped: no refresh token in keychain (errSecItemNotFound -25300) app=${r.ver}`,
        undefined,
        r.trace,
      );
      return true;
    },
  },
  {
    cat: "authentication",
    origin: "android",
    need: ["android", "gateway", "bff", "auth"],
    release: "android",
    hints: ["401", "authorization header", "bearer", "unauthorized", "token"],
    sev: "medium",
    note: (s) =>
      `${s.n("android")}: new release's OkHttp Authenticator drops the Authorization header after a token refresh; every retried call is 401 missing bearer token`,
    extra: (s, t0) => s.log("android", t0, "info", `[Release] staged rollout ${s.release?.ver} started at 20%`),
    hit: (s, r) => {
      if (r.client !== "android" || r.ver !== s.release?.ver || r.route === "image") return false;
      s.log(
        "gateway",
        r.t + 3,
        "warn",
        `401 missing bearer token: no Authorization header on ${s.path(r.route)} client=android/${r.ver}`,
        undefined,
        r.trace,
      );
      s.log(
        "auth",
        r.t + 20,
        "info",
        `token issued grant_type=refresh_token client_id=android-app sub=${r.user} expires_in=3600`,
        undefined,
        r.trace,
      );
      s.log(
        "android",
        r.t + 60,
        "error",
        `okhttp.OkHttpClient: <-- 401 ${url(s, r)} HTTP 401 after authenticator retry; Authorization header absent app=${r.ver}`,
        undefined,
        r.trace,
      );
      return true;
    },
  },
  {
    cat: "authentication",
    origin: "media",
    need: ["media", "gateway", "ios", "web"],
    hints: ["invalidaccesskeyid", "access key", "credential", "authentication", "s3"],
    sev: "high",
    note: (s) =>
      `${s.n("media")}: its S3 access key was deactivated during a rotation; every PutObject fails with InvalidAccessKeyId, uploads return 500`,
    hit: (s, r) => {
      if (!on(s, r, ["upload"], 1)) return false;
      s.log(
        "media",
        r.t + 120,
        "error",
        `PutObject failed: InvalidAccessKeyId: The AWS Access Key Id you provided does not exist in our records. (Service: S3, Status Code: 403, Request ID: ${s.rng.hex(16).toUpperCase()})`,
        undefined,
        r.trace,
      );
      s.gatewayLine(r, r.t + 150, 500, 150, "media", "error");
      clientStatus(s, r, r.t + 200, 500);
      return true;
    },
  },
  // ---- authorization
  {
    cat: "authorization",
    origin: "media",
    need: ["media", "gateway", "android", "web"],
    hints: ["accessdenied", "access denied", "forbidden", "permission", "policy"],
    sev: "high",
    note: (s) =>
      `${s.n("media")}: bucket policy change removed s3:PutObject for its role; uploads fail with AccessDenied`,
    extra: (s, t0) =>
      s.log(
        "media",
        t0 - 40000,
        "info",
        "config reload: bucket policy revision 41 applied by terraform (uploads-prod)",
      ),
    hit: (s, r) => {
      if (!on(s, r, ["upload"], 1)) return false;
      s.log(
        "media",
        r.t + 110,
        "error",
        `PutObject u/${r.user}/${s.rng.hex(8)}.jpg failed: AccessDenied: User: arn:aws:sts::4411:assumed-role/${s.n("media")}/pod is not authorized to perform: s3:PutObject on resource: arn:aws:s3:::uploads-prod because no identity-based policy allows the s3:PutObject action`,
        undefined,
        r.trace,
      );
      s.gatewayLine(r, r.t + 140, 500, 140, "media", "error");
      clientStatus(s, r, r.t + 190, 500);
      return true;
    },
  },
  {
    cat: "authorization",
    origin: "gateway",
    need: ["gateway", "bff", "orders", "ios", "android"],
    hints: ["scope", "403", "forbidden", "insufficient_scope", "authorization"],
    sev: "high",
    note: (s) =>
      `${s.n("gateway")}: new route policy requires scope orders:write on POST /v3/orders, which mobile tokens never carry; checkouts get 403`,
    extra: (s, t0) =>
      s.log(
        "gateway",
        t0 - 5000,
        "info",
        "declarative config applied: routes=42 plugins=18 (policy orders-write-scope enabled)",
      ),
    hit: (s, r) => {
      if (!on(s, r, ["checkout"], 1)) return false;
      s.log(
        "gateway",
        r.t + 2,
        "warn",
        `403 insufficient_scope: route POST /v3/orders requires scope "orders:write"; token scopes [openid profile orders:read] client=${r.client}/${r.ver}`,
        undefined,
        r.trace,
      );
      clientStatus(s, r, r.t + 40, 403);
      return true;
    },
  },
  {
    cat: "authorization",
    origin: "push",
    need: ["push", "android", "orders"],
    hints: ["permission_denied", "permission", "senderid", "denied", "fcm"],
    sev: "medium",
    note: (s) =>
      `${s.n("push")}: its service account lost the Firebase Cloud Messaging role; every FCM send is PERMISSION_DENIED, Android users get no notifications`,
    extra: (s, t0) => {
      s.sink.every(t0, s.end, 2, (t) =>
        s.log(
          "push",
          t,
          "error",
          `FCM send failed for token ${s.rng.hex(10)}...: 403 PERMISSION_DENIED: Permission 'cloudmessaging.messages.create' denied on resource '//cloudresourcemanager.googleapis.com/projects/${pkg(s)}-prod' (or it may not exist).`,
        ),
      );
      s.sink.every(t0, s.end, 45, (t) =>
        s.log("push", t, "warn", `batch partially delivered: apns ok, fcm 0/${s.rng.int(300, 1500)} sent`),
      );
      s.sink.every(t0 + 60000, s.end, 50, (t) =>
        s.log(
          "orders",
          t,
          "warn",
          `notification for order O-${s.rng.int(1000000, 9999999)} not acknowledged by ${s.n("push")} (fcm failed)`,
        ),
      );
    },
  },
  {
    cat: "authorization",
    origin: "search",
    need: ["search", "bff", "web", "ios"],
    hints: ["security_exception", "unauthorized", "privilege", "authorization", "forbidden"],
    sev: "high",
    note: (s) =>
      `${s.n("search")}: its Elasticsearch role lost read privilege on the new products index alias; every query fails with security_exception, search returns 502`,
    hit: (s, r) => {
      if (!on(s, r, ["search"], 1)) return false;
      s.log(
        "search",
        r.t + 20,
        "error",
        `search failed: ResponseError: security_exception: action [indices:data/read/search] is unauthorized for user [${s.n("search")}] with effective roles [catalog_reader] on indices [products-v7], this action is granted by the index privileges [read,all]`,
        undefined,
        r.trace,
      );
      viaBff(s, r, r.t + 40, 502, `GET /v3/search 502: upstream ${s.n("search")} returned 500`);
      return true;
    },
  },
  // ---- configuration
  {
    cat: "configuration",
    origin: "web",
    need: ["web", "gateway", "bff"],
    hints: ["csp", "connect-src", "config", "api url", "staging"],
    sev: "high",
    note: (s) =>
      `${s.n("web")}: new bundle was built with the staging API base URL; the browser blocks it (CSP connect-src) and every fetch fails, web traffic to the gateway drops`,
    release: "web",
    extra: (s, t0) =>
      s.log(
        "web",
        t0,
        "info",
        `[deploy] bundle ${s.release?.ver} published to ${s.e.web} (build #${s.rng.int(3000, 9000)})`,
      ),
    hit: (s, r) => {
      if (r.client !== "web" || r.ver !== s.release?.ver || r.route === "image") return false;
      const stg = `https://api.staging.${s.e.api.replace(/^api\./, "")}`;
      s.log(
        "web",
        r.t,
        "error",
        `[csp-report] Refused to connect to '${stg}${s.path(r.route).split(" ")[1]}' because it violates the following Content Security Policy directive: "connect-src 'self' https://${s.e.api}". bundle=${r.ver}`,
        undefined,
        r.trace,
      );
      if (s.rng.chance(0.6))
        s.log(
          "web",
          r.t + 5,
          "error",
          `[rum] Unhandled rejection: TypeError: Failed to fetch (${verb(s, r)} ${stg}) bundle=${r.ver}`,
          undefined,
          r.trace,
        );
      return true;
    },
  },
  {
    cat: "configuration",
    origin: "ios",
    need: ["ios", "gateway", "bff"],
    release: "ios",
    hints: ["version", "header", "accept-version", "config", "api version"],
    sev: "medium",
    note: (s) =>
      `${s.n("ios")}: new release ships with apiVersion=2 in its build config; gateway rejects the retired version header and all its calls fail with 400`,
    extra: (s, t0) =>
      s.log(
        "ios",
        t0,
        "info",
        `[Release] ${s.release?.ver} available on App Store; APIConfig loaded baseURL=https://${s.e.api} apiVersion=2 (Info.plist)`,
      ),
    hit: (s, r) => {
      if (r.client !== "ios" || r.ver !== s.release?.ver || r.route === "image") return false;
      s.log(
        "gateway",
        r.t + 2,
        "warn",
        `400 unsupported API version: Accept-Version "2" is retired (supported: 3, 4) client=ios/${r.ver}`,
        undefined,
        r.trace,
      );
      s.log(
        "ios",
        r.t + 40,
        "error",
        `[NetworkClient] ${verb(s, r)} ${url(s, r)} -> 400 Bad Request {"error":"unsupported_api_version","supported":["3","4"]} app=${r.ver}`,
        undefined,
        r.trace,
      );
      return true;
    },
  },
  {
    cat: "configuration",
    origin: "bff",
    need: ["bff", "gateway", "orders", "ios", "web"],
    hints: ["invalid url", "err_invalid_url", "config", "env", "orders_base_url"],
    sev: "high",
    note: (s) =>
      `${s.n("bff")}: redeployed without ORDERS_BASE_URL; every call to orders builds 'undefined/v1/...' and fails with ERR_INVALID_URL, home and checkout 500`,
    extra: (s, t0) => {
      deploy(s, "bff", t0 - 2000, "v2.41.0");
      s.log("bff", t0 - 1000, "warn", "config: ORDERS_BASE_URL is not set; orders client will use an empty base");
    },
    hit: (s, r) => {
      if (!on(s, r, ["home", "checkout"], 1)) return false;
      s.log(
        "bff",
        r.t + 8,
        "error",
        `${s.path(r.route)} 500`,
        nodeStack("TypeError [ERR_INVALID_URL]: Invalid URL", [
          "new URL (node:internal/url:797:36)",
          "OrdersClient.request (/app/dist/clients/orders.js:41:17)",
          "async HomeController.get (/app/dist/routes/home.js:22:19)",
        ]) + "\n  input: 'undefined/v1/orders?user=me'",
        r.trace,
      );
      s.gatewayLine(r, r.t + 12, 500, 12, "bff", "error");
      if (s.rng.chance(0.6)) clientStatus(s, r, r.t + 50, 500);
      return true;
    },
  },
  {
    cat: "configuration",
    origin: "cdn",
    need: ["cdn", "web", "ios", "android"],
    hints: ["preset", "config", "presets.yaml", "unknown preset", "configuration"],
    sev: "medium",
    note: (s) =>
      `${s.n("cdn")}: config reload loaded an empty presets file; every resize request fails 'unknown preset', product images broken in all clients`,
    extra: (s, t0) => {
      s.log("cdn", t0, "info", "config reloaded from /etc/resizer/presets.yaml (0 presets, 0 overrides)");
      s.log(
        "cdn",
        t0 + 10,
        "warn",
        "presets.yaml: top-level key 'preset' unknown, expected 'presets'; no presets loaded",
      );
    },
    hit: (s, r) => {
      if (!on(s, r, ["image"], 0.85)) return false;
      const w = s.rng.pick([320, 640, 1080]);
      s.log(
        "cdn",
        r.t + 2,
        "error",
        `GET /i/${s.rng.hex(10)}.jpg?w=${w} 400 unknown preset "w${w}" (presets loaded: 0)`,
        undefined,
        r.trace,
      );
      if (s.rng.chance(0.5)) {
        if (r.client === "web")
          s.log(
            "web",
            r.t + 30,
            "error",
            `[rum] image failed to load https://${s.e.img}/i/${s.rng.hex(10)}.jpg?w=${w} (400)`,
            undefined,
            r.trace,
          );
        else if (r.client === "ios")
          s.log(
            "ios",
            r.t + 30,
            "warn",
            `[ImageLoader] https://${s.e.img}/i/${s.rng.hex(10)}.jpg?w=${w} -> 400, showing placeholder`,
            undefined,
            r.trace,
          );
        else
          s.log(
            "android",
            r.t + 30,
            "warn",
            `Glide: Load failed for https://${s.e.img}/i/${s.rng.hex(10)}.jpg?w=${w}: HttpException: Failed to load, status code: 400`,
            undefined,
            r.trace,
          );
      }
      return true;
    },
  },
  // ---- database
  {
    cat: "database",
    origin: "db",
    need: ["db", "orders", "bff", "gateway", "ios"],
    hints: ["recovery", "database", "postgres", "starting up", "connection"],
    sev: "high",
    note: (s) =>
      `${s.n("db")}: primary crashed and is replaying WAL in recovery; orders cannot connect ('the database system is in recovery mode'), checkout and home fail`,
    extra: (s, t0) => {
      s.log("db", t0, "fatal", "LOG:  server process (PID 28114) was terminated by signal 6: Aborted");
      s.log("db", t0 + 5, "info", "LOG:  terminating any other active server processes");
      s.log("db", t0 + 400, "info", "LOG:  all server processes terminated; reinitializing");
      s.log("db", t0 + 900, "info", "LOG:  database system was interrupted; last known up at 2026-06-01 00:00:00 UTC");
      s.log(
        "db",
        t0 + 1500,
        "info",
        "LOG:  database system was not properly shut down; automatic recovery in progress",
      );
      s.sink.every(t0 + 2000, s.end, 3, (t) =>
        s.log("db", t, "error", `FATAL:  the database system is in recovery mode`),
      );
      s.sink.every(t0 + 5000, s.end, 20, (t) =>
        s.log(
          "db",
          t,
          "info",
          `LOG:  redo in progress, elapsed time: ${Math.round((t - t0) / 1000)}.${s.rng.int(10, 99)} s, current LSN: 3A/${s.rng.hex(8).toUpperCase()}`,
        ),
      );
    },
    hit: (s, r) => {
      if (!on(s, r, ["checkout", "home"], 0.95)) return false;
      s.log(
        "orders",
        r.t + 15,
        "error",
        `error: the database system is in recovery mode (SQLSTATE 57P03) while acquiring connection from pool`,
        undefined,
        r.trace,
      );
      viaBff(s, r, r.t + 30, 503, `${s.path(r.route)} 503: ${s.n("orders")} responded 503 Service Unavailable`);
      return true;
    },
  },
  {
    cat: "database",
    origin: "profiles",
    need: ["profiles", "bff", "gateway", "android", "web"],
    hints: ["hikari", "pool", "connection", "database", "leak"],
    sev: "high",
    note: (s) =>
      `${s.n("profiles")}: a release leaks JDBC connections on the preferences path; HikariCP pool is exhausted and profile reads fail after 30 s waits`,
    extra: (s, t0) => {
      s.log(
        "profiles",
        t0 - 60000,
        "info",
        `Started ProfilesApplication in 9.${s.rng.int(100, 999)} seconds (process running for 10.2) version=3.18.0`,
      );
      s.sink.every(t0, s.end, 30, (t) =>
        s.log(
          "profiles",
          t,
          "warn",
          "HikariPool-1 - Connection leak detection triggered for org.postgresql.jdbc.PgConnection@" +
            s.rng.hex(8) +
            " on thread http-nio-8080-exec-" +
            s.rng.int(1, 200),
        ),
      );
      s.sink.every(t0 + 60000, s.end, 10, (t) =>
        s.log(
          "profiles",
          t,
          "warn",
          `HikariPool-1 - Pool stats (total=20, active=20, idle=0, waiting=${s.rng.int(20, 140)})`,
        ),
      );
    },
    hit: (s, r, k) => {
      if (!on(s, r, ["home", "profile"], 0.3 + 0.65 * k)) return false;
      s.log(
        "profiles",
        r.t + 30000,
        "error",
        `GET /internal/profiles/${r.user} 500`,
        javaStack(
          s,
          "org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection; nested exception is java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms.",
          [
            "profiles.repo.ProfileRepository.findById(ProfileRepository.java:44)",
            "profiles.api.ProfileController.get(ProfileController.java:31)",
          ],
        ),
        r.trace,
      );
      s.log(
        "bff",
        r.t + 10000,
        "error",
        `${s.path(r.route)} 504: ${s.n("profiles")} did not answer within 10000ms`,
        undefined,
        r.trace,
      );
      s.gatewayLine(r, r.t + 10010, 504, 10010, "bff", "error");
      if (s.rng.chance(0.6)) clientTimeout(s, r, r.t + 10050);
      return true;
    },
  },
  {
    cat: "database",
    origin: "orders",
    need: ["orders", "db", "bff", "gateway", "web", "ios"],
    hints: ["relation", "does not exist", "schema", "migration", "sql"],
    sev: "high",
    note: (s) =>
      `${s.n("orders")}: v5.2 went out before its migration ran; every order insert hits 'relation order_promotions does not exist', checkout 500`,
    extra: (s, t0) => {
      deploy(s, "orders", t0 - 3000, "v5.2.0");
      s.log(
        "orders",
        t0 - 1500,
        "info",
        "migrations: 0 pending (migrations table checked against bundle 5.1.x manifest)",
      );
    },
    hit: (s, r) => {
      if (!on(s, r, ["checkout"], 1)) return false;
      s.log(
        "db",
        r.t + 8,
        "error",
        `ERROR:  relation "order_promotions" does not exist at character 13\nSTATEMENT:  INSERT INTO order_promotions (order_id, code, amount) VALUES ($1, $2, $3)`,
      );
      s.log(
        "orders",
        r.t + 12,
        "error",
        `POST /internal/orders 500: error: relation "order_promotions" does not exist (code 42P01) at OrderRepository.insert`,
        undefined,
        r.trace,
      );
      viaBff(s, r, r.t + 30, 500, `POST /v3/orders 500: ${s.n("orders")} responded 500`);
      return true;
    },
  },
  {
    cat: "database",
    origin: "orders",
    need: ["orders", "db", "bff", "gateway", "android"],
    hints: ["deadlock", "database", "sql", "40p01", "transaction"],
    sev: "medium",
    note: (s) =>
      `${s.n("orders")}: new stock-reservation batch job locks rows in the opposite order to checkout; postgres reports deadlocks and a share of checkouts fail`,
    extra: (s, t0) => {
      s.log("orders", t0, "info", "job stock-reservation-sync started (cron */1 * * * *), batch size 500");
      s.sink.every(t0 + 60000, s.end, 60, (t) =>
        s.log(
          "orders",
          t,
          "info",
          `job stock-reservation-sync: ${s.rng.int(300, 500)} rows updated, ${s.rng.int(2, 30)} retried after deadlock`,
        ),
      );
    },
    hit: (s, r) => {
      if (!on(s, r, ["checkout"], 0.6)) return false;
      s.log(
        "db",
        r.t + 1000,
        "error",
        `ERROR:  deadlock detected\nDETAIL:  Process ${s.rng.int(2000, 9000)} waits for ShareLock on transaction ${s.rng.int(8000000, 9000000)}; blocked by process ${s.rng.int(2000, 9000)}.\nHINT:  See server log for query details.`,
      );
      s.log(
        "orders",
        r.t + 1010,
        "error",
        `POST /internal/orders 500: SequelizeDatabaseError: deadlock detected (40P01) in OrderService.reserveStock`,
        undefined,
        r.trace,
      );
      viaBff(s, r, r.t + 1030, 500, `POST /v3/orders 500: ${s.n("orders")} responded 500`);
      return true;
    },
  },
];
