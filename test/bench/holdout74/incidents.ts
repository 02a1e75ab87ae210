// The 52 incidents of holdout74: each of the 13 categories once per estate. Every entry says where the fault lives,
// what the origin prints (if anything) and how the services around it report it in their own words.
import type { T } from "./estates.js";
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";
import { cpp, dotnet, go, java, node, python, ruby } from "./stacks.js";

export type Category =
  | "authentication"
  | "authorization"
  | "database"
  | "network"
  | "timeout"
  | "rate_limiting"
  | "validation"
  | "null_reference"
  | "configuration"
  | "dependency"
  | "memory"
  | "disk"
  | "unknown";

export interface Emit {
  svc: string;
  every: number; // mean seconds between lines
  level: Level;
  msg: T;
  stack?: T;
  after?: number; // seconds after the start before this begins
  until?: number; // seconds after the start when this stops
  fixed?: boolean; // a fixed period (restart loops, batch runs) instead of Poisson
}

export interface Incident {
  estate: string;
  origin: string;
  category: Category;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  silent?: boolean; // the origin's normal lines stop at the start
  failFrac?: number; // share of request flows through the origin that break (default 0.85)
  pre?: [Level, T][]; // printed by the origin 40-150 s before the start (a release or config change)
  mute?: string[]; // the origin's periodic lines containing these stop at the start (they would say all is well)
  emits: Emit[];
}

const e = (svc: string, every: number, level: Level, msg: T, o: Partial<Emit> = {}): Emit => ({
  svc,
  every,
  level,
  msg,
  ...o,
});
const app = (r: Rng) => `APP-${r.int(100000, 999999)}`;
const ln = (r: Rng) => `LN-${r.int(1000, 99999)}`;
const uuid = (r: Rng) => `${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}`;

// ---------------------------------------------------------------------------------------------------------------
const brightwell: Incident[] = [
  {
    estate: "brightwell",
    origin: "loan-applications",
    category: "database",
    hints: ["connection", "database", "postgres", "psql", "sql", "slots"],
    sev: "high",
    note: "The applications Postgres runs out of connection slots; loan-applications cannot open connections and the BFF retries into 503s.",
    emits: [
      e(
        "loan-applications",
        1.3,
        "error",
        () => "HikariPool-1 - Exception during pool initialization of new connection",
        {
          stack: () =>
            java(
              "org.postgresql.util.PSQLException",
              "FATAL: remaining connection slots are reserved for non-replication superuser connections",
              [
                "org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
                "org.postgresql.core.v3.ConnectionFactoryImpl.tryConnect(ConnectionFactoryImpl.java:203)",
                "org.postgresql.core.v3.ConnectionFactoryImpl.openConnectionImpl(ConnectionFactoryImpl.java:258)",
                "org.postgresql.jdbc.PgConnection.<init>(PgConnection.java:263)",
                "com.zaxxer.hikari.pool.PoolBase.newConnection(PoolBase.java:359)",
                "com.zaxxer.hikari.pool.HikariPool.createPoolEntry(HikariPool.java:477)",
                "com.zaxxer.hikari.pool.HikariPool$PoolEntryCreator.call(HikariPool.java:746)",
              ],
            ),
        },
      ),
      e(
        "loan-applications",
        2,
        "error",
        (r) =>
          `Request processing failed for POST /api/applications/${app(r)}/submit: org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection`,
      ),
      e(
        "loan-applications",
        10,
        "warn",
        (r) =>
          `HikariPool-1 - Pool stats (total=${r.int(3, 6)}, active=${r.int(3, 6)}, idle=0, waiting=${r.int(20, 60)})`,
      ),
      e(
        "borrower-app-bff",
        1.6,
        "error",
        (r) => `POST /v2/applications 503 ${r.int(1000, 30000)}ms upstream=loan-applications code=UPSTREAM_UNAVAILABLE`,
        { after: 3 },
      ),
      e(
        "borrower-app-bff",
        0.45,
        "warn",
        (r) => `retrying POST http://loan-applications:8080/api/applications (attempt ${r.int(2, 4)}/4) after 503`,
        { after: 3 },
      ),
    ],
  },
  {
    estate: "brightwell",
    origin: "bureau-gateway",
    category: "network",
    hints: ["reset", "connection", "network", "socket"],
    sev: "medium",
    note: "Connections from bureau-gateway to the Experian API are reset mid-request; decisioning refers applications and loan-applications retries.",
    emits: [
      e(
        "bureau-gateway",
        1.8,
        "error",
        (r) =>
          `Experian CreditProfile failed for ${app(r)}: I/O error on POST request for "https://uk-api.experian.com/consumerservices/credit-profile/v2/credit-report": Connection reset`,
        {
          stack: () =>
            java(
              "org.springframework.web.client.ResourceAccessException",
              'I/O error on POST request for "https://uk-api.experian.com/consumerservices/credit-profile/v2/credit-report": Connection reset',
              [
                "org.springframework.web.client.RestTemplate.createResourceAccessException(RestTemplate.java:915)",
                "org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:895)",
                "com.brightwell.bureau.experian.ExperianClient.creditProfile(ExperianClient.java:118)",
                "com.brightwell.bureau.BureauService.pull(BureauService.java:64)",
              ],
              "java.net.SocketException: Connection reset\n\tat java.base/sun.nio.ch.NioSocketImpl.implRead(NioSocketImpl.java:318)\n\tat java.base/sun.security.ssl.SSLSocketInputRecord.read(SSLSocketInputRecord.java:489)",
            ),
        },
      ),
      e(
        "bureau-gateway",
        6,
        "warn",
        () => "Connection reset by peer on pooled connection to uk-api.experian.com:443, evicting (leased=12)",
      ),
      e(
        "decisioning",
        2.6,
        "error",
        (r) =>
          `Bureau data unavailable for ${app(r)}: bureau-gateway returned 502 BAD_GATEWAY; referring to manual underwriting`,
        { after: 2 },
      ),
      e(
        "loan-applications",
        0.9,
        "warn",
        (r) => `Retrying bureau pull for ${app(r)} (attempt ${r.int(2, 3)}/3) after 502 from bureau-gateway`,
        { after: 2 },
      ),
    ],
  },
  {
    estate: "brightwell",
    origin: "esign-connector",
    category: "timeout",
    hints: ["timeout", "timed out", "econnaborted", "exceeded"],
    sev: "medium",
    note: "DocuSign envelope calls from esign-connector stop returning within 15 s; agreements stall and loan-applications and the BFF time out.",
    emits: [
      e("esign-connector", 3, "error", (r) => `createEnvelope failed for ${app(r)}: timeout of 15000ms exceeded`, {
        stack: (r) =>
          node("AxiosError", "timeout of 15000ms exceeded", [
            `RedirectableRequest.handleRequestTimeout (/app/node_modules/axios/lib/adapters/http.js:${r.int(640, 660)}:16)`,
            "RedirectableRequest.emit (node:events:519:28)",
            "Timeout.<anonymous> (/app/node_modules/follow-redirects/index.js:210:12)",
            "listOnTimeout (node:internal/timers:581:17)",
            "process.processTimers (node:internal/timers:519:7)",
            "Axios.request (/app/node_modules/axios/lib/core/Axios.js:45:41)",
            "async DocusignClient.createEnvelope (/app/dist/docusign/client.js:88:22)",
          ]),
      }),
      e(
        "esign-connector",
        9,
        "warn",
        (r) => `docusign POST /restapi/v2.1/accounts/${uuid(r)}/envelopes still pending after 12000ms`,
      ),
      e(
        "loan-applications",
        3.2,
        "error",
        (r) => `Agreement step failed for ${app(r)}: call to esign-connector timed out after 20000 ms`,
        {
          after: 15,
          stack: () =>
            java("java.net.SocketTimeoutException", "Read timed out", [
              "java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:278)",
              "java.base/java.net.Socket$SocketInputStream.read(Socket.java:1099)",
              "com.brightwell.apps.esign.EsignClient.requestAgreement(EsignClient.java:52)",
            ]),
        },
      ),
      e(
        "borrower-app-bff",
        2.5,
        "warn",
        (r) => `GET /v2/applications/${app(r)}/agreement 504 ${r.int(20000, 20100)}ms`,
        { after: 16 },
      ),
    ],
  },
  {
    estate: "brightwell",
    origin: "kyc-checks",
    category: "rate_limiting",
    hints: ["rate", "429", "throttl", "too many"],
    sev: "medium",
    note: "The identity vendor starts answering kyc-checks with 429 rate limits (logged at WARN only); checks queue up and loan-applications parks applications.",
    failFrac: 0.7,
    emits: [
      e(
        "kyc-checks",
        0.9,
        "warn",
        (r) =>
          `onfido POST /v3.6/workflow_runs -> 429 Too Many Requests (type=rate_limit, retry after 60s) application=${app(r)}; requeued`,
      ),
      e(
        "kyc-checks",
        15,
        "warn",
        (r) => `check queue depth ${r.int(200, 900)} (max in flight 20); provider throttling, backing off`,
      ),
      e(
        "loan-applications",
        3,
        "error",
        (r) => `KYC result for ${app(r)} not received after 120s, application parked in REFER`,
        { after: 120 },
      ),
      e(
        "borrower-app-bff",
        5,
        "info",
        (r) => `GET /v2/applications/${app(r)}/status 200 ${r.int(20, 60)}ms state=pending_verification`,
        { after: 30 },
      ),
    ],
  },
  {
    estate: "brightwell",
    origin: "disbursement",
    category: "authentication",
    mute: ["heartbeat"],
    hints: ["oauth", "invalid_client", "authentication", "401", "unauthorized", "credential"],
    sev: "high",
    note: "The bank API rejects disbursement's client credentials (invalid_client); payouts are held and loan-applications reports unconfirmed disbursements.",
    emits: [
      e(
        "disbursement",
        4,
        "error",
        () =>
          "Token request to https://auth.clearbank.co.uk/oauth2/token failed: [invalid_client] Client authentication failed",
        {
          stack: () =>
            java(
              "org.springframework.security.oauth2.client.ClientAuthorizationException",
              "[invalid_client] Client authentication failed",
              [
                "org.springframework.security.oauth2.client.ClientCredentialsOAuth2AuthorizedClientProvider.getTokenResponse(ClientCredentialsOAuth2AuthorizedClientProvider.java:92)",
                "org.springframework.security.oauth2.client.ClientCredentialsOAuth2AuthorizedClientProvider.authorize(ClientCredentialsOAuth2AuthorizedClientProvider.java:80)",
                "org.springframework.security.oauth2.client.AuthorizedClientServiceOAuth2AuthorizedClientManager.authorize(AuthorizedClientServiceOAuth2AuthorizedClientManager.java:144)",
                "com.brightwell.disbursement.bank.ClearBankClient.submit(ClearBankClient.java:71)",
              ],
              'org.springframework.web.client.HttpClientErrorException$Unauthorized: 401 Unauthorized: "{"error":"invalid_client"}"',
            ),
        },
      ),
      e("disbursement", 3, "warn", (r) => `Payout ${app(r)} held: no access token for bank API, will retry in 60s`),
      e(
        "loan-applications",
        6,
        "warn",
        (r) => `Disbursement for ${app(r)} not confirmed after 300s (status=SUBMITTED)`,
        { after: 90 },
      ),
    ],
  },
  {
    estate: "brightwell",
    origin: "repayments",
    category: "authorization",
    hints: ["accessdenied", "access denied", "not authorized", "kms", "permission", "authoriz"],
    sev: "high",
    note: "repayments loses kms:Decrypt on the card-token key, so every card repayment fails and the BFF returns 500s.",
    emits: [
      e(
        "repayments",
        1.6,
        "error",
        (r) =>
          `card token decrypt failed loan=${ln(r)}: operation error KMS: Decrypt, https response error StatusCode: 400, RequestID: ${uuid(r)}, api error AccessDeniedException: User: arn:aws:sts::441726009312:assumed-role/repayments-prod/${r.hex(16)} is not authorized to perform: kms:Decrypt on resource: arn:aws:kms:eu-west-2:441726009312:key/4be1f3a2-77c0-4d43-9a1e-0d5e2f0c11aa because no identity-based policy allows the kms:Decrypt action`,
      ),
      e(
        "borrower-app-bff",
        2,
        "error",
        (r) => `POST /v2/payments 500 ${r.int(40, 180)}ms upstream=repayments body={"code":"internal"}`,
        { after: 1 },
      ),
      e("collections", 7, "warn", (r) => `payment link for ${ln(r)} failed: repayments responded 500; agent notified`, {
        after: 10,
      }),
    ],
  },
  {
    estate: "brightwell",
    origin: "disbursement",
    category: "validation",
    hints: ["validation", "schema", "cvc", "invalid", "pattern"],
    sev: "medium",
    note: "disbursement builds payment messages whose reference field fails its own pacs.008 schema check, so payouts are rejected before submission.",
    emits: [
      e(
        "disbursement",
        2.5,
        "error",
        (r) =>
          `Payout ${app(r)} rejected by schema validation: cvc-pattern-valid: Value 'BWL LOAN ${app(r)}/${r.int(1, 9)}#' is not facet-valid with respect to pattern '[A-Za-z0-9/\\-?:().,'+ ]{1,35}' for type 'Max35Text'.`,
        {
          stack: () =>
            java(
              "org.xml.sax.SAXParseException",
              "cvc-pattern-valid: Value is not facet-valid with respect to pattern for type 'Max35Text'.",
              [
                "java.xml/com.sun.org.apache.xerces.internal.util.ErrorHandlerWrapper.createSAXParseException(ErrorHandlerWrapper.java:204)",
                "java.xml/com.sun.org.apache.xerces.internal.jaxp.validation.XMLSchemaValidator.reportSchemaError(XMLSchemaValidator.java:4279)",
                "com.brightwell.disbursement.iso.Pacs008Builder.validate(Pacs008Builder.java:133)",
                "com.brightwell.disbursement.PayoutService.submit(PayoutService.java:58)",
              ],
            ),
        },
      ),
      e(
        "loan-applications",
        6,
        "warn",
        (r) => `Disbursement for ${app(r)} not confirmed after 300s (status=REJECTED_LOCAL)`,
        { after: 60 },
      ),
    ],
  },
  {
    estate: "brightwell",
    origin: "borrower-app-bff",
    category: "null_reference",
    hints: ["typeerror", "undefined", "null", "cannot read"],
    sev: "high",
    note: "borrower-app-bff crashes on loans without a top-up offer (reading 'apr' of undefined) and the loan screen returns 500.",
    failFrac: 0.5,
    emits: [
      e("borrower-app-bff", 1.3, "error", () => "unhandled error in GET /v2/loans/current", {
        stack: (r) =>
          node("TypeError", "Cannot read properties of undefined (reading 'apr')", [
            `mapTopUpOffer (/app/dist/mappers/offer.js:41:${r.int(20, 40)})`,
            "Array.map (<anonymous>)",
            "buildLoanView (/app/dist/routes/loans.js:88:27)",
            "async /app/dist/routes/loans.js:31:18",
          ]),
      }),
      e("borrower-app-bff", 1.3, "error", (r) => `GET /v2/loans/current 500 ${r.int(8, 40)}ms`),
    ],
  },
  {
    estate: "brightwell",
    origin: "collections",
    category: "configuration",
    hints: ["config", "url", "missingschema", "scheme", "setting"],
    sev: "medium",
    note: "A config reload gives collections a dialer base URL without a scheme; every outbound call fails with MissingSchema.",
    silent: true,
    pre: [
      ["info", () => "config reload: applied collections-config rev 58 (changed: DIALER_BASE_URL, CAMPAIGN_WINDOW)"],
      ["info", () => "dialer client re-initialised base_url=dialer.internal:8443/v2"],
    ],
    emits: [
      e("collections", 2.2, "error", (r) => `dialer call failed account=${ln(r)}`, {
        stack: () =>
          python(
            [
              [
                "/app/collections/dialer.py",
                74,
                "place_call",
                'resp = self.session.post(f"{self.base_url}/calls", json=payload, timeout=10)',
              ],
              [
                "/usr/local/lib/python3.12/site-packages/requests/sessions.py",
                637,
                "post",
                'return self.request("POST", url, data=data, json=json, **kwargs)',
              ],
              [
                "/usr/local/lib/python3.12/site-packages/requests/models.py",
                438,
                "prepare_url",
                "raise MissingSchema(",
              ],
            ],
            "requests.exceptions.MissingSchema: Invalid URL 'dialer.internal:8443/v2/calls': No scheme supplied. Perhaps you meant https://dialer.internal:8443/v2/calls?",
          ),
      }),
      e("collections", 60, "warn", (r) => `campaign early_arrears: 0 calls placed in last 60s (${r.int(40, 90)} due)`, {
        after: 60,
        fixed: true,
      }),
    ],
  },
  {
    estate: "brightwell",
    origin: "repayments",
    category: "dependency",
    hints: ["503", "unavailable", "circuit", "acquirer", "upstream"],
    sev: "high",
    note: "The card acquirer answers repayments with 503s until its circuit breaker opens; the BFF returns 502 on payments.",
    emits: [
      e(
        "repayments",
        1.5,
        "error",
        (r) =>
          `card payment loan=${ln(r)} failed: POST https://api.checkout.com/payments: 503 Service Unavailable body={"request_id":"${r.hex(8)}","error_type":"service_unavailable"}`,
        { until: 45 },
      ),
      e(
        "repayments",
        30,
        "warn",
        () => 'circuit breaker "acquirer" state changed from closed to open (failures=20/20)',
        { after: 45, fixed: true },
      ),
      e("repayments", 1.5, "error", (r) => `card payment loan=${ln(r)} rejected: circuit breaker is open`, {
        after: 46,
      }),
      e(
        "borrower-app-bff",
        2,
        "error",
        (r) => `POST /v2/payments 502 ${r.int(30, 3000)}ms upstream=repayments code=PAYMENT_PROVIDER_UNAVAILABLE`,
        { after: 2 },
      ),
    ],
  },
  {
    estate: "brightwell",
    origin: "decisioning",
    category: "memory",
    hints: ["outofmemory", "heap", "memory", "oom"],
    sev: "high",
    note: "decisioning's heap fills (long full GCs, then OutOfMemoryError and restarts); loan-applications sees read timeouts to decisioning.",
    failFrac: 0.6,
    emits: [
      e(
        "decisioning",
        7,
        "warn",
        (r) =>
          `[gc] GC(${r.int(4000, 9000)}) Pause Full (G1 Compaction Pause) ${r.int(2030, 2046)}M->${r.int(2020, 2040)}M(2048M) ${r.int(900, 2600)}.${r.int(100, 999)}ms`,
      ),
      e("decisioning", 50, "error", () => "Handler dispatch failed: java.lang.OutOfMemoryError: Java heap space", {
        after: 80,
        fixed: true,
        stack: () =>
          java("java.lang.OutOfMemoryError", "Java heap space", [
            "java.base/java.util.Arrays.copyOf(Arrays.java:3541)",
            "java.base/java.util.ArrayList.grow(ArrayList.java:237)",
            "com.brightwell.decisioning.features.FeatureAssembler.expandTradelines(FeatureAssembler.java:211)",
            "com.brightwell.decisioning.DecisionService.decide(DecisionService.java:97)",
          ]),
      }),
      e("decisioning", 50, "fatal", () => "Terminating due to java.lang.OutOfMemoryError: Java heap space", {
        after: 81,
        fixed: true,
      }),
      e("decisioning", 50, "info", () => "Starting DecisioningApplication using Java 21.0.4 with PID 1", {
        after: 95,
        fixed: true,
      }),
      e(
        "loan-applications",
        2.2,
        "error",
        (r) =>
          `Decision call failed for ${app(r)}: I/O error on POST request for "http://decisioning:8080/v1/decide": Read timed out`,
        { after: 30 },
      ),
    ],
  },
  {
    estate: "brightwell",
    origin: "esign-connector",
    category: "disk",
    hints: ["enospc", "no space", "disk", "space"],
    sev: "high",
    note: "The volume esign-connector renders agreement PDFs on fills up (ENOSPC); agreement requests fail with 500.",
    emits: [
      e("esign-connector", 2.8, "error", (r) => `agreement render failed for ${app(r)}`, {
        stack: (r) =>
          node("Error", `ENOSPC: no space left on device, write '/var/lib/esign/tmp/${app(r)}.pdf'`, [
            "async open (node:internal/fs/promises:639:25)",
            "async Object.writeFile (node:internal/fs/promises:1216:14)",
            "async renderAgreement (/app/dist/pdf/render.js:57:5)",
            "async /app/dist/routes/agreements.js:22:19",
          ]),
      }),
      e(
        "esign-connector",
        60,
        "warn",
        () => "tmp cleanup: /var/lib/esign/tmp is 100% used (0 B free), removed 0 files",
        { fixed: true },
      ),
      e(
        "loan-applications",
        3,
        "error",
        (r) => `Agreement step failed for ${app(r)}: esign-connector responded 500 INTERNAL_SERVER_ERROR`,
        { after: 2 },
      ),
    ],
  },
  {
    estate: "brightwell",
    origin: "pricing",
    category: "unknown",
    hints: ["unavailable", "crash", "restart", "unknown", "refused", "exit"],
    sev: "high",
    note: "pricing keeps restarting without logging why (only start-up lines); decisioning gets connection refused and the BFF returns 502.",
    silent: true,
    emits: [
      e("pricing", 40, "info", (r) => `starting pricing version=v2.14.${r.int(1, 3)} GOMAXPROCS=2`, { fixed: true }),
      e("pricing", 40, "info", () => "rate card loaded version=2026-09-01 products=14", { fixed: true, after: 3 }),
      e(
        "decisioning",
        1.8,
        "error",
        (r) =>
          `Pricing call failed for ${app(r)}: I/O error on POST request for "http://pricing:8080/v1/quote": Connection refused`,
        { after: 1 },
      ),
      e(
        "borrower-app-bff",
        2.2,
        "error",
        (r) => `POST /v2/applications 502 ${r.int(900, 3000)}ms upstream=loan-applications code=QUOTE_UNAVAILABLE`,
        { after: 2 },
      ),
      e(
        "loan-applications",
        0.8,
        "warn",
        (r) => `Retrying decision for ${app(r)} (attempt ${r.int(2, 3)}/3): pricing unavailable`,
        { after: 2 },
      ),
    ],
  },
];

// ---------------------------------------------------------------------------------------------------------------
const ldApp = (r: Rng) => String(r.int(100000, 999999));
const ldLoan = (r: Rng) => `LD-${r.int(1000, 99999)}`;
const lendora: Incident[] = [
  {
    estate: "lendora",
    origin: "servicing-core",
    category: "database",
    hints: ["sql", "deadlock", "database", "sqlexception"],
    sev: "high",
    note: "servicing-core transactions keep deadlocking in SQL Server; statements and balances fail and apply-web shows 500s.",
    emits: [
      e(
        "servicing-core",
        1.8,
        "error",
        (r) =>
          `fail: Microsoft.EntityFrameworkCore.Update[10000] An exception occurred in the database while saving changes for context type 'Lendora.Servicing.LoanContext' (loan ${ldLoan(r)})`,
        {
          stack: (r) =>
            dotnet(
              "Microsoft.EntityFrameworkCore.DbUpdateException",
              "An error occurred while saving the entity changes. See the inner exception for details.",
              [
                "Microsoft.EntityFrameworkCore.Update.ReaderModificationCommandBatch.ExecuteAsync(IRelationalConnection connection, CancellationToken cancellationToken)",
                "Microsoft.EntityFrameworkCore.SqlServer.Update.Internal.SqlServerModificationCommandBatch.ExecuteAsync(IRelationalConnection connection, CancellationToken cancellationToken)",
                "Lendora.Servicing.Payments.AllocatePaymentHandler.Handle(AllocatePayment cmd, CancellationToken ct) in /src/Lendora.Servicing/Payments/AllocatePaymentHandler.cs:line 88",
              ],
              `Microsoft.Data.SqlClient.SqlException (0x80131904): Transaction (Process ID ${r.int(50, 180)}) was deadlocked on lock resources with another process and has been chosen as the deadlock victim. Rerun the transaction.`,
            ),
        },
      ),
      e(
        "servicing-core",
        4,
        "warn",
        (r) => `Retrying transaction for loan ${ldLoan(r)} after SQL error 1205 (attempt 2/3)`,
      ),
      e(
        "apply-web",
        2.5,
        "error",
        (r) =>
          `Faraday::ServerError (the server responded with status 500) GET http://servicing-core/loans/${ldLoan(r)}/balance`,
        { after: 2 },
      ),
      e(
        "apply-web",
        2.5,
        "info",
        (r) =>
          `Completed 500 Internal Server Error in ${r.int(200, 900)}ms (ActiveRecord: 3.1ms | Allocations: ${r.int(4000, 9000)})`,
        { after: 2 },
      ),
    ],
  },
  {
    estate: "lendora",
    origin: "payouts",
    category: "network",
    mute: ["keepalive"],
    hints: ["route", "dial", "network", "connect", "unreachable"],
    sev: "high",
    note: "payouts can no longer reach the Faster Payments gateway (no route to host); payouts stack up and servicing flags missed SLAs.",
    emits: [
      e(
        "payouts",
        2,
        "error",
        (r) =>
          `fps submit application=${ldApp(r)}: Post "https://fps-gw.clearbank.internal/v3/payments": dial tcp 10.42.8.17:443: connect: no route to host`,
      ),
      e(
        "payouts",
        20,
        "warn",
        (r) => `outbound queue depth=${r.int(40, 300)} oldest=${r.int(60, 900)}s rail=faster_payments`,
      ),
      e(
        "servicing-core",
        5,
        "warn",
        (r) => `Payout for application ${ldApp(r)} not confirmed within SLA (15 min); raised ops ticket`,
        { after: 60 },
      ),
    ],
  },
  {
    estate: "lendora",
    origin: "credit-pull",
    category: "timeout",
    hints: ["timeout", "timed out", "taskcanceled", "canceled"],
    sev: "medium",
    note: "Equifax searches from credit-pull exceed the 30 s HttpClient timeout; underwriting refers applications and apply-web returns 504s.",
    failFrac: 0.9,
    emits: [
      e(
        "credit-pull",
        2.4,
        "error",
        (r) => `fail: Lendora.CreditPull.EquifaxClient[0] Equifax consumer search for application ${ldApp(r)} failed`,
        {
          stack: () =>
            dotnet(
              "System.Threading.Tasks.TaskCanceledException",
              "The request was canceled due to the configured HttpClient.Timeout of 30 seconds elapsing.",
              [
                "System.Net.Http.HttpClient.HandleFailure(Exception e, Boolean telemetryStarted, HttpResponseMessage response, CancellationTokenSource cts, CancellationToken cancellationToken, CancellationTokenSource pendingRequestsCts)",
                "System.Net.Http.HttpClient.<SendAsync>g__Core|83_0(HttpRequestMessage request, HttpCompletionOption completionOption, CancellationTokenSource cts, Boolean disposeCts, CancellationTokenSource pendingRequestsCts, CancellationToken originalCancellationToken)",
                "Lendora.CreditPull.EquifaxClient.SearchAsync(SearchRequest req, CancellationToken ct) in /src/Lendora.CreditPull/EquifaxClient.cs:line 64",
              ],
              "System.TimeoutException: The operation was canceled.",
            ),
        },
      ),
      e(
        "underwriting-api",
        2.6,
        "error",
        (r) => `Credit file unavailable for application ${ldApp(r)}: credit-pull request timed out after 35s; referred`,
        { after: 33 },
      ),
      e(
        "apply-web",
        2.8,
        "info",
        (r) => `Completed 504 Gateway Timeout in ${r.int(35000, 35200)}ms (Views: 0.2ms | ActiveRecord: 4.4ms)`,
        { after: 34 },
      ),
    ],
  },
  {
    estate: "lendora",
    origin: "agreements",
    category: "rate_limiting",
    hints: ["rate", "limit", "exceeded", "hourly", "throttl"],
    sev: "medium",
    note: "agreements hits DocuSign's hourly API limit; envelope jobs retry and apply-web shows holding pages.",
    emits: [
      e(
        "agreements",
        2,
        "error",
        (r) =>
          `SendEnvelopeJob application_id=${ldApp(r)} failed: DocuSign_eSign::ApiError {"errorCode":"HOURLY_APIINVOCATION_LIMIT_EXCEEDED","message":"The maximum number of hourly API invocations has been exceeded. The hourly limit is 1000."}`,
      ),
      e(
        "agreements",
        1.4,
        "warn",
        (r) => `Sidekiq job SendEnvelopeJob jid=${r.hex(24)} retry ${r.int(1, 8)} in ${r.int(30, 600)}s`,
      ),
      e(
        "apply-web",
        4,
        "warn",
        (r) => `agreement not ready for application ${ldApp(r)} after 90s, rendering holding page`,
        { after: 60 },
      ),
    ],
  },
  {
    estate: "lendora",
    origin: "fraud-score",
    category: "authentication",
    hints: ["auth", "authentication", "password", "credential", "redis"],
    sev: "high",
    note: "fraud-score's Redis password stops being accepted (AuthenticationError) and scoring fails; underwriting refers every application.",
    emits: [
      e("fraud-score", 1.8, "error", (r) => `scoring failed application=${ldApp(r)}`, {
        stack: () =>
          python(
            [
              ["/srv/fraud/app/features.py", 112, "load_velocity", "hits = self.redis.zcount(key, since, now)"],
              [
                "/usr/local/lib/python3.11/site-packages/redis/commands/core.py",
                4401,
                "zcount",
                'return self.execute_command("ZCOUNT", name, min, max, keys=[name])',
              ],
              [
                "/usr/local/lib/python3.11/site-packages/redis/connection.py",
                375,
                "on_connect",
                'raise AuthenticationError("Invalid Username or Password")',
              ],
            ],
            "redis.exceptions.AuthenticationError: invalid username-password pair or user is disabled.",
          ),
      }),
      e(
        "underwriting-api",
        2,
        "error",
        (r) =>
          `fail: Lendora.Underwriting.FraudClient[0] Fraud score unavailable for application ${ldApp(r)} (500 InternalServerError from fraud-score); referring`,
        { after: 2 },
      ),
    ],
  },
  {
    estate: "lendora",
    origin: "underwriting-api",
    category: "authorization",
    hints: ["authoriz", "403", "permission", "forbidden"],
    sev: "high",
    note: "underwriting-api is refused (403 AuthorizationPermissionMismatch) reading bank-statement blobs, so affordability checks fail and apply-web errors.",
    emits: [
      e(
        "underwriting-api",
        2,
        "error",
        (r) =>
          `fail: Lendora.Underwriting.Affordability.StatementReader[0] Could not read statements for application ${ldApp(r)}`,
        {
          stack: (r) =>
            dotnet(
              "Azure.RequestFailedException",
              `This request is not authorized to perform this operation using this permission.\nRequestId:${uuid(r)}\nStatus: 403 (This request is not authorized to perform this operation using this permission.)\nErrorCode: AuthorizationPermissionMismatch`,
              [
                "Azure.Storage.Blobs.BlobRestClient.DownloadAsync(String snapshot, String versionId, Nullable`1 timeout, String range, CancellationToken cancellationToken)",
                "Azure.Storage.Blobs.Specialized.BlobBaseClient.StartDownloadAsync(HttpRange range, BlobRequestConditions conditions, Boolean async, CancellationToken cancellationToken)",
                "Lendora.Underwriting.Affordability.StatementReader.ReadAsync(String applicationId) in /src/Lendora.Underwriting/Affordability/StatementReader.cs:line 41",
              ],
            ),
        },
      ),
      e(
        "apply-web",
        2.2,
        "error",
        (r) => `UnderwritingClient::Error: 500 from underwriting-api for application ${ldApp(r)}`,
        { after: 1 },
      ),
    ],
  },
  {
    estate: "lendora",
    origin: "repayments-dd",
    category: "validation",
    hints: ["validation", "invalid", "sort code", "rejected"],
    sev: "medium",
    note: "repayments-dd's pre-submission check rejects the Bacs collection file over malformed sort codes; servicing-core's collection job fails.",
    emits: [
      e(
        "repayments-dd",
        2.5,
        "warn",
        (r) =>
          `mandate DDI${r.int(1000, 99999)}: destination sort code "${r.int(10000, 99999)}" invalid (must be 6 digits)`,
      ),
      e(
        "repayments-dd",
        30,
        "error",
        (r) =>
          `bacs: submission file STD18 rejected by pre-validation: ${r.int(30, 160)} invalid records of ${r.int(900, 1500)}; collection run aborted`,
        { after: 5, fixed: true },
      ),
      e(
        "servicing-core",
        30,
        "error",
        () =>
          "fail: Hangfire.AutomaticRetryAttribute[0] Job DirectDebitCollectionJob failed: repayments-dd returned 422 UnprocessableEntity",
        { after: 6, fixed: true },
      ),
    ],
  },
  {
    estate: "lendora",
    origin: "apply-web",
    category: "null_reference",
    hints: ["nomethoderror", "nil", "null", "undefined method"],
    sev: "high",
    note: "apply-web raises NoMethodError on nil for applicants without a previous address, so submissions return 500.",
    failFrac: 0.55,
    emits: [
      e("apply-web", 1.7, "error", () => "NoMethodError (undefined method `postcode' for nil):", {
        stack: (r) =>
          ruby("NoMethodError", "undefined method `postcode' for nil", [
            `app/services/address_history.rb:${r.int(20, 30)}:in \`block in three_years'`,
            "app/services/address_history.rb:18:in `each'",
            "app/services/applications/submit.rb:44:in `call'",
            "app/controllers/applications_controller.rb:61:in `submit'",
          ]),
      }),
      e(
        "apply-web",
        1.7,
        "info",
        (r) =>
          `Completed 500 Internal Server Error in ${r.int(20, 90)}ms (ActiveRecord: 6.3ms | Allocations: ${r.int(3000, 8000)})`,
      ),
    ],
  },
  {
    estate: "lendora",
    origin: "collections-dialer",
    category: "configuration",
    hints: ["config", "caller", "missing", "env", "setting"],
    sev: "medium",
    note: "After a release collections-dialer has no caller id configured and refuses every outbound call.",
    silent: true,
    pre: [
      ["info", () => "dialer v4.3.0 started, campaign=arrears_d14"],
      ["warn", () => "config: DIALER_CALLER_ID is empty"],
    ],
    emits: [
      e("collections-dialer", 2, "error", (r) => `call to ${ldLoan(r)} not placed`, {
        stack: () =>
          node("Error", "DIALER_CALLER_ID is not set; refusing to place outbound calls without a presented number", [
            "assertCallerId (/app/src/dialer/policy.js:22:11)",
            "Dialer.place (/app/src/dialer/index.js:87:5)",
            "async Worker.run (/app/src/worker.js:40:9)",
          ]),
      }),
    ],
  },
  {
    estate: "lendora",
    origin: "underwriting-api",
    category: "dependency",
    hints: ["503", "unavailable", "circuit", "truelayer", "upstream", "dependency"],
    sev: "medium",
    note: "The open-banking provider answers underwriting-api with 503s and its circuit breaker opens (WARN only); apply-web reports 502s.",
    emits: [
      e(
        "underwriting-api",
        2,
        "warn",
        (r) =>
          `warn: Lendora.Underwriting.OpenBanking[0] TrueLayer GET /data/v1/accounts for application ${ldApp(r)} returned 503 ServiceUnavailable`,
        { until: 40 },
      ),
      e(
        "underwriting-api",
        30,
        "warn",
        () =>
          "warn: Polly[3] Circuit breaker opened for 30s after 5 consecutive failures (TrueLayer: 503 ServiceUnavailable)",
        { after: 40, fixed: true },
      ),
      e(
        "underwriting-api",
        2,
        "warn",
        (r) =>
          `warn: Lendora.Underwriting.OpenBanking[0] Affordability for application ${ldApp(r)} skipped: BrokenCircuitException`,
        { after: 41 },
      ),
      e(
        "apply-web",
        1.8,
        "error",
        (r) =>
          `Completed 502 Bad Gateway in ${r.int(100, 900)}ms - affordability check unavailable (application ${ldApp(r)})`,
        { after: 2 },
      ),
    ],
  },
  {
    estate: "lendora",
    origin: "fraud-score",
    category: "memory",
    hints: ["memory", "sigkill", "oom", "out of memory"],
    sev: "high",
    note: "fraud-score workers grow until they are SIGKILLed for memory; underwriting sees resets and refers applications.",
    failFrac: 0.6,
    emits: [
      e(
        "fraud-score",
        12,
        "warn",
        (r) =>
          `worker rss ${(1.7 + r.next() * 0.28).toFixed(2)}GiB of 2.00GiB limit (feature cache ${r.int(60, 90)}k entries)`,
      ),
      e(
        "fraud-score",
        35,
        "error",
        (r) => `[ERROR] Worker (pid:${r.int(30, 400)}) was sent SIGKILL! Perhaps out of memory?`,
        { after: 60, fixed: true },
      ),
      e("fraud-score", 35, "info", (r) => `[INFO] Booting worker with pid: ${r.int(400, 900)}`, {
        after: 61,
        fixed: true,
      }),
      e(
        "underwriting-api",
        3,
        "error",
        (r) =>
          `fail: Lendora.Underwriting.FraudClient[0] Fraud score call failed for application ${ldApp(r)}: An error occurred while sending the request. (Connection reset by peer)`,
        { after: 60 },
      ),
    ],
  },
  {
    estate: "lendora",
    origin: "repayments-dd",
    category: "disk",
    mute: ["cut-off"],
    hints: ["disk", "no space", "space", "enospc"],
    sev: "high",
    note: "repayments-dd's data volume is full; it cannot write Bacs output or store returns, and servicing-core's collection job fails.",
    emits: [
      e(
        "repayments-dd",
        3,
        "error",
        (r) =>
          `persist ddr return batch ${r.int(1000, 9999)}: write /data/bacs/inbound/ARUDD_${r.int(100, 999)}.xml: no space left on device`,
      ),
      e(
        "repayments-dd",
        25,
        "error",
        () => "bacs: write /data/bacs/outbound/STD18_20260914.txt: no space left on device; collection run aborted",
        { after: 4, fixed: true },
      ),
      e(
        "servicing-core",
        25,
        "error",
        () =>
          "fail: Hangfire.AutomaticRetryAttribute[0] Job DirectDebitCollectionJob failed: repayments-dd returned 500 InternalServerError",
        { after: 5, fixed: true },
      ),
    ],
  },
  {
    estate: "lendora",
    origin: "agreements",
    category: "unknown",
    hints: ["unavailable", "crash", "restart", "unknown", "refused"],
    sev: "high",
    note: "agreements keeps restarting with nothing but boot lines; apply-web gets connection refused and no agreements reach payouts.",
    silent: true,
    emits: [
      e(
        "agreements",
        45,
        "info",
        () => "Puma starting in cluster mode... * Puma version: 6.4.2 (ruby 3.3.4-p94) * Workers: 4",
        { fixed: true },
      ),
      e("agreements", 45, "info", () => "* Listening on http://0.0.0.0:3000", { fixed: true, after: 2 }),
      e(
        "apply-web",
        2,
        "error",
        () =>
          'Faraday::ConnectionFailed (Failed to open TCP connection to agreements:3000 (Connection refused - connect(2) for "agreements" port 3000))',
        { after: 1 },
      ),
      e("apply-web", 2, "info", (r) => `Completed 502 Bad Gateway in ${r.int(5, 40)}ms (ActiveRecord: 1.1ms)`, {
        after: 1,
      }),
    ],
  },
];

// ---------------------------------------------------------------------------------------------------------------
const cand = (r: Rng) => `C-${r.int(100000, 999999)}`;
const hireloop: Incident[] = [
  {
    estate: "hireloop",
    origin: "offers",
    category: "database",
    hints: ["database", "read-only", "sql", "postgres", "psql", "transaction"],
    sev: "high",
    note: "offers' connections land on a read-only Postgres after a failover; every offer write fails and the careers site returns 500s.",
    emits: [
      e("offers", 2, "error", (r) => `Offer OF-${r.int(1000, 99999)} update failed`, {
        stack: () =>
          java(
            "org.springframework.dao.InvalidDataAccessApiUsageException",
            "could not execute statement [ERROR: cannot execute UPDATE in a read-only transaction]",
            [
              "org.springframework.orm.jpa.vendor.HibernateJpaDialect.convertHibernateAccessException(HibernateJpaDialect.java:276)",
              "org.springframework.orm.jpa.JpaTransactionManager.doCommit(JpaTransactionManager.java:565)",
              "com.hireloop.offers.OfferService.accept(OfferService.java:143)",
            ],
            "org.postgresql.util.PSQLException: ERROR: cannot execute UPDATE in a read-only transaction",
          ),
      }),
      e(
        "careers-web",
        2.5,
        "error",
        (r) => `POST /api/offers/OF-${r.int(1000, 99999)}/accept 500 ${r.int(40, 300)}ms - offers responded 500`,
        { after: 2 },
      ),
      e("hris-sync", 20, "warn", () => "offers export page 1 failed: 500 Server Error, will retry", { after: 30 }),
    ],
  },
  {
    estate: "hireloop",
    origin: "interview-scheduler",
    category: "network",
    hints: ["dns", "eai_again", "getaddrinfo", "network", "lookup"],
    sev: "medium",
    note: "interview-scheduler cannot resolve Google API hostnames (EAI_AGAIN); interviews are not booked and careers-web returns 502.",
    emits: [
      e("interview-scheduler", 2.2, "error", (r) => `calendar insert failed interview=I-${r.int(100000, 999999)}`, {
        stack: () =>
          node("Error", "getaddrinfo EAI_AGAIN www.googleapis.com", [
            "GetAddrInfoReqWrap.onlookupall [as oncomplete] (node:dns:120:26)",
            "async Gaxios._request (/app/node_modules/gaxios/build/src/gaxios.js:142:16)",
            "async CalendarProvider.insertEvent (/app/dist/providers/google.js:61:21)",
          ]),
      }),
      e(
        "interview-scheduler",
        10,
        "error",
        () =>
          "token refresh failed: request to https://oauth2.googleapis.com/token failed, reason: getaddrinfo EAI_AGAIN oauth2.googleapis.com",
      ),
      e(
        "careers-web",
        3,
        "error",
        (r) => `POST /api/interviews 502 ${r.int(2000, 5000)}ms - interview-scheduler responded 502`,
        { after: 2 },
      ),
    ],
  },
  {
    estate: "hireloop",
    origin: "candidate-search",
    category: "timeout",
    hints: ["timeout", "sockettimeout", "timed out"],
    sev: "medium",
    note: "Search queries from candidate-search to its Elasticsearch cluster hit the 30 s socket timeout; recruiter search returns 504 and careers-web retries.",
    failFrac: 0.9,
    emits: [
      e("candidate-search", 2, "error", (r) => `Search failed recruiter=R-${r.int(100, 999)}`, {
        stack: (r) =>
          java(
            "java.net.SocketTimeoutException",
            `30,000 milliseconds timeout on connection http-outgoing-${r.int(1, 40)} [ACTIVE]`,
            [
              "org.elasticsearch.client.RestClient.extractAndWrapCause(RestClient.java:915)",
              "org.elasticsearch.client.RestClient.performRequest(RestClient.java:300)",
              "co.elastic.clients.transport.rest_client.RestClientHttpClient.performRequest(RestClientHttpClient.java:91)",
              "com.hireloop.search.CandidateQueryService.search(CandidateQueryService.java:77)",
            ],
          ),
      }),
      e("careers-web", 2.2, "error", (r) => `GET /api/recruiter/search 504 ${r.int(30000, 30400)}ms`, { after: 30 }),
      e("careers-web", 0.8, "warn", (r) => `retrying candidate-search query (attempt ${r.int(2, 3)}/3) after timeout`, {
        after: 30,
      }),
    ],
  },
  {
    estate: "hireloop",
    origin: "hris-sync",
    category: "rate_limiting",
    mute: ["workday sync"],
    hints: ["429", "rate", "too many", "throttl"],
    sev: "medium",
    note: "Workday throttles hris-sync (429 with a one-hour Retry-After, WARN only); new-hire handoffs back up and offers complains.",
    emits: [
      e(
        "hris-sync",
        1.5,
        "warn",
        (r) =>
          `Task hris.push_new_hire[${uuid(r)}] retry: Retry in ${r.int(60, 600)}s: HTTPError('429 Client Error: Too Many Requests for url: https://wd3-services1.myworkday.com/ccx/api/staffing/v6/hireloop/workers')`,
      ),
      e("hris-sync", 60, "warn", () => "workday rate limit: Retry-After=3600 received, pausing push queue", {
        fixed: true,
      }),
      e(
        "offers",
        5,
        "error",
        (r) => `Onboarding handoff for OF-${r.int(1000, 99999)} not acknowledged by hris-sync within 10 minutes`,
        { after: 90 },
      ),
    ],
  },
  {
    estate: "hireloop",
    origin: "bg-checks",
    category: "authentication",
    hints: ["401", "unauthorized", "authentication", "api key", "credential"],
    sev: "high",
    note: "Checkr rejects bg-checks' API key (401); background checks are not ordered and offers reports failed orders.",
    emits: [
      e(
        "bg-checks",
        3,
        "error",
        (r) =>
          `Checkr::AuthenticationError: 401 Unauthorized {"error":"Bad authentication error"} (candidate=${cand(r)})`,
        {
          stack: () =>
            ruby("Checkr::AuthenticationError", "401 Unauthorized", [
              "/usr/local/bundle/gems/checkr-official-2.1.0/lib/checkr/api_resource.rb:83:in `handle_api_error'",
              "/usr/local/bundle/gems/checkr-official-2.1.0/lib/checkr/api_resource.rb:52:in `request'",
              "app/jobs/order_report_job.rb:14:in `perform'",
            ]),
        },
      ),
      e(
        "offers",
        5,
        "error",
        (r) => `Background check order failed for C-${r.int(100000, 999999)}: bg-checks responded 502 BAD_GATEWAY`,
        { after: 3 },
      ),
    ],
  },
  {
    estate: "hireloop",
    origin: "resume-parser",
    category: "authorization",
    hints: ["accessdenied", "access denied", "authoriz", "permission", "403"],
    sev: "high",
    note: "resume-parser is denied GetObject on the resume bucket; uploads are never parsed and the careers site reports pending parses.",
    emits: [
      e("resume-parser", 1.5, "error", (r) => `parse task failed candidate=${cand(r)}`, {
        stack: (r) =>
          python(
            [
              [
                "/app/parser/tasks.py",
                41,
                "parse_resume",
                'body = s3.get_object(Bucket=BUCKET, Key=key)["Body"].read()',
              ],
              [
                "/usr/local/lib/python3.12/site-packages/botocore/client.py",
                565,
                "_api_call",
                "return self._make_api_call(operation_name, kwargs)",
              ],
              [
                "/usr/local/lib/python3.12/site-packages/botocore/client.py",
                1021,
                "_make_api_call",
                "raise error_class(parsed_response, operation_name)",
              ],
            ],
            `botocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the GetObject operation: Access Denied (key=uploads/2026/09/${r.hex(12)}.pdf)`,
          ),
      }),
      e("careers-web", 4, "warn", (r) => `resume parse still pending for C-${r.int(100000, 999999)} after 120s`, {
        after: 120,
      }),
    ],
  },
  {
    estate: "hireloop",
    origin: "careers-web",
    category: "validation",
    hints: ["validation", "pattern", "invalid", "400"],
    sev: "medium",
    note: "careers-web's phone-number validation rejects most international numbers (WARN 400s); applications from candidates stop arriving.",
    failFrac: 0.75,
    emits: [
      e(
        "careers-web",
        1.3,
        "warn",
        (r) =>
          `ValidationError: "phone" with value "${r.pick(["+44 7700 900", "+353 85 1", "+48 512 3"])}${r.int(100, 999)}" fails to match the required pattern: /^\\+?[0-9]{10,14}$/`,
      ),
      e("careers-web", 1.3, "warn", (r) => `POST /api/applications 400 ${r.int(5, 30)}ms`),
    ],
  },
  {
    estate: "hireloop",
    origin: "job-syndicator",
    category: "null_reference",
    hints: ["nil", "null", "pointer", "panic", "dereference"],
    sev: "high",
    note: "job-syndicator panics on a nil pointer in its feed builder and crash-loops; no feeds are pushed to job boards.",
    silent: true,
    emits: [
      e(
        "job-syndicator",
        30,
        "fatal",
        () => "panic: runtime error: invalid memory address or nil pointer dereference",
        {
          fixed: true,
          stack: (r) =>
            `[signal SIGSEGV: segmentation violation code=0x1 addr=0x28 pc=0x${r.hex(6)}]\n\n${go(
              r,
              "runtime error: invalid memory address or nil pointer dereference",
              [
                [
                  "github.com/hireloop/job-syndicator/internal/feeds.(*Builder).salaryBlock(...)",
                  "/src/internal/feeds/builder.go:212",
                ],
                [
                  "github.com/hireloop/job-syndicator/internal/feeds.(*Builder).Item(0xc0001a2f00, 0x0)",
                  "/src/internal/feeds/builder.go:147",
                ],
                [
                  "github.com/hireloop/job-syndicator/internal/boards.(*Indeed).Push(0xc000128d20, {0x10d3a28, 0xc0003f4c30})",
                  "/src/internal/boards/indeed.go:88",
                ],
                ["main.main.func2()", "/src/cmd/syndicator/main.go:74"],
              ],
            ).replace(/^panic: .*\n\n/, "")}`,
        },
      ),
      e(
        "job-syndicator",
        30,
        "info",
        (r) => `job-syndicator starting rev=${r.hex(7)} boards=indeed,linkedin,totaljobs,reed`,
        { fixed: true, after: 4 },
      ),
    ],
  },
  {
    estate: "hireloop",
    origin: "notifier",
    category: "configuration",
    hints: ["config", "template", "setting", "no such file"],
    sev: "medium",
    note: "A config reload points notifier at a template set that does not exist; interview invites stop and the scheduler waits for confirmations.",
    silent: true,
    pre: [
      [
        "info",
        () =>
          "config reloaded from configmap notifier-config (rev 42): NOTIFIER_TEMPLATE_DIR=/etc/notifier/templates/v8",
      ],
    ],
    emits: [
      e(
        "notifier",
        2,
        "error",
        (r) =>
          `send failed template=interview_invite to=cand-${r.int(100000, 999999)}: open /etc/notifier/templates/v8/interview_invite.html: no such file or directory`,
      ),
      e(
        "interview-scheduler",
        6,
        "warn",
        (r) => `invite for I-${r.int(100000, 999999)} not confirmed by notifier after 60s`,
        { after: 60 },
      ),
    ],
  },
  {
    estate: "hireloop",
    origin: "offers",
    category: "dependency",
    hints: ["503", "unavailable", "circuit", "docusign", "upstream"],
    sev: "medium",
    note: "DocuSign answers offers with 503s and offers' circuit breaker opens; offer letters are not sent.",
    emits: [
      e(
        "offers",
        2.5,
        "error",
        (r) =>
          `Envelope creation failed for OF-${r.int(1000, 99999)}: 503 Service Unavailable from POST https://eu.docusign.net/restapi/v2.1/accounts/${uuid(r)}/envelopes`,
        { until: 50 },
      ),
      e("offers", 30, "warn", () => "CircuitBreaker 'docusign' changed state from CLOSED to OPEN", {
        after: 50,
        fixed: true,
      }),
      e(
        "offers",
        2.5,
        "error",
        (r) =>
          `Offer OF-${r.int(1000, 99999)} not sent: CallNotPermittedException: CircuitBreaker 'docusign' is OPEN and does not permit further calls`,
        { after: 51 },
      ),
      e(
        "careers-web",
        5,
        "warn",
        (r) => `GET /api/offers/OF-${r.int(1000, 99999)} 200 ${r.int(20, 80)}ms state=awaiting_signature_link`,
        { after: 10 },
      ),
    ],
  },
  {
    estate: "hireloop",
    origin: "interview-scheduler",
    category: "memory",
    hints: ["heap", "memory", "out of memory", "oom"],
    sev: "high",
    note: "interview-scheduler's Node heap fills and the process aborts with JavaScript heap out of memory; careers-web gets socket hang ups.",
    failFrac: 0.6,
    emits: [
      e(
        "interview-scheduler",
        45,
        "fatal",
        () => "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
        {
          after: 70,
          fixed: true,
          stack: (r) =>
            cpp([
              "<--- Last few GCs --->",
              "",
              `[1:0x6a3c000]   ${r.int(800000, 900000)} ms: Mark-Compact 2041.7 (2083.5) -> 2039.9 (2083.7) MB, 1834.21 / 0.00 ms  (average mu = 0.112, current mu = 0.021) allocation failure; scavenge might not succeed`,
              "",
              "<--- JS stacktrace --->",
              "",
              " 1: 0xb9c1f0 node::Abort() [node]",
              " 2: 0xaa27ee  [node]",
              " 3: 0xd73950 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
              " 4: 0xd73cf7 v8::internal::V8::FatalProcessOutOfMemory(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
            ]),
        },
      ),
      e("interview-scheduler", 45, "info", () => "interview-scheduler listening on :3000 (node v20.17.0)", {
        after: 78,
        fixed: true,
      }),
      e(
        "interview-scheduler",
        15,
        "warn",
        (r) => `freebusy cache size ${r.int(400, 900)}k entries, event loop lag ${r.int(300, 2500)}ms`,
      ),
      e(
        "careers-web",
        3,
        "error",
        (r) => `POST /api/interviews 502 ${r.int(1000, 9000)}ms - interview-scheduler: socket hang up`,
        { after: 40 },
      ),
    ],
  },
  {
    estate: "hireloop",
    origin: "hris-sync",
    category: "disk",
    mute: ["workday sync"],
    hints: ["disk", "no space", "errno 28", "space"],
    sev: "medium",
    note: "hris-sync's export volume fills (Errno 28); new hires are not pushed and offers reports unacknowledged handoffs.",
    emits: [
      e(
        "hris-sync",
        4,
        "error",
        (r) => `Task hris.export_new_hires[${uuid(r)}] raised unexpected: OSError(28, 'No space left on device')`,
        {
          stack: () =>
            python(
              [
                ["/app/hris/exports.py", 58, "write_batch", "writer.writerows(rows)"],
                [
                  "/usr/local/lib/python3.12/csv.py",
                  167,
                  "writerows",
                  "return self.writer.writerows(map(self._dict_to_list, rowdicts))",
                ],
              ],
              "OSError: [Errno 28] No space left on device: '/var/lib/hris-sync/exports/workday_hires_20260914.csv'",
            ),
        },
      ),
      e(
        "offers",
        6,
        "error",
        (r) => `Onboarding handoff for OF-${r.int(1000, 99999)} not acknowledged by hris-sync within 10 minutes`,
        { after: 100 },
      ),
    ],
  },
  {
    estate: "hireloop",
    origin: "resume-parser",
    category: "unknown",
    hints: ["exit", "crash", "unavailable", "unknown", "worker"],
    sev: "medium",
    note: "resume-parser workers keep exiting with code 1 and no reason; careers-web gets 502s from it and nothing new is indexed.",
    silent: true,
    emits: [
      e("resume-parser", 20, "error", (r) => `[ERROR] Worker (pid:${r.int(10, 300)}) exited with code 1`, {
        fixed: true,
      }),
      e("resume-parser", 20, "info", (r) => `[INFO] Booting worker with pid: ${r.int(300, 700)}`, {
        fixed: true,
        after: 1,
      }),
      e(
        "careers-web",
        3.5,
        "warn",
        (r) => `resume-parser POST /parse -> 502 Bad Gateway (candidate=C-${r.int(100000, 999999)}), queued for retry`,
        { after: 2 },
      ),
    ],
  },
];

// ---------------------------------------------------------------------------------------------------------------
const tfc = (r: Rng) => String(r.int(100000, 999999));
const talentforge: Incident[] = [
  {
    estate: "talentforge",
    origin: "ats-portal",
    category: "database",
    hints: ["npgsql", "database", "connection pool", "pool", "postgres"],
    sev: "high",
    note: "ats-portal's Npgsql pool is exhausted against its Postgres; recruiter pages and CV uploads fail with 500.",
    emits: [
      e(
        "ats-portal",
        1.5,
        "error",
        () =>
          "fail: Microsoft.EntityFrameworkCore.Database.Connection[20004] An error occurred using the connection to database 'ats' on server 'tcp://ats-pg-primary:5432'.",
        {
          stack: () =>
            dotnet(
              "Npgsql.NpgsqlException (0x80004005)",
              "The connection pool has been exhausted, either raise 'Max Pool Size' (currently 100) or 'Timeout' (currently 15 seconds) in your connection string.",
              [
                "Npgsql.PoolingDataSource.<Get>g__RentAsync|34_0(NpgsqlConnection conn, NpgsqlTimeout timeout, Boolean async, CancellationToken cancellationToken)",
                "Npgsql.NpgsqlConnection.<Open>g__OpenAsync|42_0(Boolean async, CancellationToken cancellationToken)",
                "Microsoft.EntityFrameworkCore.Storage.RelationalConnection.OpenInternalAsync(Boolean errorsExpected, CancellationToken cancellationToken)",
              ],
              "System.TimeoutException: The operation has timed out.",
            ),
        },
      ),
      e(
        "ats-portal",
        1.5,
        "info",
        (r) =>
          `Request finished HTTP/1.1 GET /api/search - 500 - application/problem+json ${r.int(15000, 15200)}.${r.int(1000, 9999)}ms`,
      ),
    ],
  },
  {
    estate: "talentforge",
    origin: "hris-connector",
    category: "network",
    mute: ["BambooHR"],
    hints: ["ssl", "handshake", "tls", "network"],
    sev: "medium",
    note: "TLS handshakes from hris-connector to BambooHR are terminated by the remote side; employee syncs fail.",
    emits: [
      e("hris-connector", 3, "error", (r) => `BambooHR request GET /v1/employees/${r.int(100, 9999)} failed`, {
        stack: () =>
          java(
            "javax.net.ssl.SSLHandshakeException",
            "Remote host terminated the handshake",
            [
              "java.base/sun.security.ssl.SSLSocketImpl.handleEOF(SSLSocketImpl.java:1714)",
              "java.base/sun.security.ssl.SSLSocketImpl.startHandshake(SSLSocketImpl.java:456)",
              "org.apache.hc.client5.http.ssl.SSLConnectionSocketFactory.createLayeredSocket(SSLConnectionSocketFactory.java:291)",
              "com.talentforge.hris.bamboo.BambooClient.get(BambooClient.java:66)",
            ],
            "java.io.EOFException: SSL peer shut down incorrectly",
          ),
      }),
      e(
        "hris-connector",
        60,
        "error",
        () => "BambooHR delta sync aborted: 0 employees processed, last error SSLHandshakeException",
        { fixed: true, after: 20 },
      ),
      e(
        "offer-docs",
        20,
        "warn",
        (r) => `HRIS record for candidate ${tfc(r)} not found yet, start date confirmation delayed`,
        { after: 60 },
      ),
    ],
  },
  {
    estate: "talentforge",
    origin: "parse-engine",
    category: "timeout",
    hints: ["deadline", "timeout", "exceeded", "timed out"],
    sev: "medium",
    note: "parse-engine jobs start exceeding their 30 s deadline; the queue grows and ats-portal saves candidates without parsed profiles.",
    failFrac: 0.85,
    emits: [
      e(
        "parse-engine",
        2.2,
        "error",
        (r) =>
          `job ${r.int(1000, 99999)}: deadline exceeded after 30000 ms (stage=layout, page ${r.int(1, 3)}/${r.int(3, 6)}), worker ${r.int(0, 7)} abandoned`,
      ),
      e(
        "parse-engine",
        15,
        "warn",
        (r) => `queue_depth=${r.int(80, 400)} oldest_wait=${r.int(30, 300)}s workers busy 8/8`,
      ),
      e(
        "ats-portal",
        2.5,
        "warn",
        (r) =>
          `warn: TalentForge.Cv.ParseClient[0] CV parse for candidate ${tfc(r)} timed out after 35s; saved without parsed profile`,
        { after: 35 },
      ),
    ],
  },
  {
    estate: "talentforge",
    origin: "screening-gw",
    category: "rate_limiting",
    hints: ["429", "rate", "too many", "throttl"],
    sev: "medium",
    note: "Sterling returns 429 to screening-gw (WARN only); screening orders are deferred and ats-portal reports failures.",
    emits: [
      e(
        "screening-gw",
        1.8,
        "warn",
        (r) =>
          `sterling POST /v2/screenings -> 429 Too Many Requests (X-RateLimit-Remaining: 0, reset in ${r.int(600, 3600)}s), order candidate=${tfc(r)} deferred`,
      ),
      e(
        "ats-portal",
        5,
        "error",
        (r) =>
          `fail: TalentForge.Screening.ScreeningClient[0] Screening order for candidate ${tfc(r)} failed: screening-gw returned 503 ServiceUnavailable`,
        { after: 5 },
      ),
    ],
  },
  {
    estate: "talentforge",
    origin: "calendar-bridge",
    category: "authentication",
    hints: ["aadsts", "client secret", "authentication", "msal", "credential", "invalid"],
    sev: "high",
    note: "calendar-bridge's Entra ID client secret is no longer accepted (AADSTS7000215); no interviews are booked.",
    emits: [
      e(
        "calendar-bridge",
        2.5,
        "error",
        () => "fail: TalentForge.Calendar.GraphTokenProvider[0] Token acquisition failed",
        {
          stack: (r) =>
            dotnet(
              "Microsoft.Identity.Client.MsalServiceException",
              `AADSTS7000215: Invalid client secret provided. Ensure the secret being sent in the request is the client secret value, not the client secret ID, for a secret added to app '${uuid(r)}'. Trace ID: ${uuid(r)} Correlation ID: ${uuid(r)}`,
              [
                "Microsoft.Identity.Client.Internal.Requests.RequestBase.HandleTokenRefreshErrorAsync(MsalServiceException e, MsalAccessTokenCacheItem cachedAccessTokenItem)",
                "Microsoft.Identity.Client.Internal.Requests.ClientCredentialRequest.ExecuteAsync(CancellationToken cancellationToken)",
                "TalentForge.Calendar.GraphTokenProvider.GetTokenAsync() in /src/TalentForge.Calendar/GraphTokenProvider.cs:line 38",
              ],
            ),
        },
      ),
      e(
        "ats-portal",
        4,
        "warn",
        (r) =>
          `warn: TalentForge.Interviews.BookingService[0] Interview booking for candidate ${tfc(r)} pending: calendar-bridge returned 502`,
        { after: 3 },
      ),
    ],
  },
  {
    estate: "talentforge",
    origin: "offer-docs",
    category: "authorization",
    hints: ["accessdenied", "access denied", "authoriz", "permission", "403"],
    sev: "high",
    note: "offer-docs is denied PutObject on the offers bucket; offer letters cannot be stored and ats-portal reports failures.",
    emits: [
      e(
        "offer-docs",
        3,
        "error",
        (r) =>
          `Aws::S3::Errors::AccessDenied: Access Denied (put_object bucket=tf-offers-prod key=letters/${tfc(r)}.pdf)`,
        {
          stack: () =>
            ruby("Aws::S3::Errors::AccessDenied", "Access Denied", [
              "/usr/local/bundle/gems/aws-sdk-core-3.201.3/lib/seahorse/client/plugins/raise_response_errors.rb:17:in `call'",
              "/usr/local/bundle/gems/aws-sdk-s3-1.156.0/lib/aws-sdk-s3/plugins/sse_cpk.rb:24:in `call'",
              "app/services/offer_letter_store.rb:19:in `upload'",
              "app/jobs/render_offer_job.rb:12:in `perform'",
            ]),
        },
      ),
      e(
        "ats-portal",
        4,
        "error",
        (r) =>
          `fail: TalentForge.Offers.OfferService[0] Offer letter generation failed for candidate ${tfc(r)}: offer-docs returned 500`,
        { after: 2 },
      ),
    ],
  },
  {
    estate: "talentforge",
    origin: "posting-feed",
    category: "validation",
    hints: ["validation", "pydantic", "invalid", "enum"],
    sev: "medium",
    note: "posting-feed's own model rejects every posting over a lower-case salary currency; nothing is published to job boards.",
    silent: true,
    emits: [
      e("posting-feed", 1.5, "error", (r) => `posting ${r.int(10000, 99999)} skipped`, {
        stack: () =>
          "pydantic_core._pydantic_core.ValidationError: 1 validation error for JobPosting\nsalary.currency\n  Input should be 'GBP', 'EUR' or 'USD' [type=enum, input_value='gbp', input_type=str]\n    For further information visit https://errors.pydantic.dev/2.8/v/enum",
      }),
      e(
        "posting-feed",
        14,
        "info",
        (r) =>
          `published 0 postings to ${r.pick(["indeed", "adzuna", "cv-library", "linkedin"])} (${r.int(30, 200)} skipped)`,
        { after: 5 },
      ),
    ],
  },
  {
    estate: "talentforge",
    origin: "talent-index",
    category: "null_reference",
    hints: ["nullpointer", "null", "npe"],
    sev: "high",
    note: "talent-index throws a NullPointerException for candidates without an email; indexing fails and ats-portal reports 500s.",
    failFrac: 0.6,
    emits: [
      e("talent-index", 2, "error", (r) => `indexing failed for cand_${tfc(r)}`, {
        stack: () =>
          java(
            "java.lang.NullPointerException",
            'Cannot invoke "String.toLowerCase()" because the return value of "com.talentforge.index.CandidateDoc.getEmail()" is null',
            [
              "com.talentforge.index.DocMapper.toLucene(DocMapper.java:54)",
              "com.talentforge.index.IndexService.upsert(IndexService.java:88)",
              "com.talentforge.index.web.IndexController.put(IndexController.java:33)",
            ],
          ),
      }),
      e(
        "ats-portal",
        2.5,
        "error",
        (r) =>
          `fail: TalentForge.Search.Indexer[0] Indexing failed for candidate ${tfc(r)}: talent-index returned 500 InternalServerError`,
        { after: 1 },
      ),
    ],
  },
  {
    estate: "talentforge",
    origin: "mail-relay",
    category: "configuration",
    hints: ["config", "tls_mode", "setting", "unsupported"],
    sev: "medium",
    note: "After a config change mail-relay has an unsupported tls_mode and defers every message; interview and offer emails stop.",
    silent: true,
    pre: [
      ["info", () => "mail-relay starting, config=/etc/mail-relay/relay.yaml"],
      ["info", () => "config loaded: upstream=email-smtp.eu-west-1.amazonaws.com:587 tls_mode=startls pool=8"],
    ],
    emits: [
      e(
        "mail-relay",
        1.8,
        "error",
        (r) => `deliver msg id=${r.hex(10)}: unsupported tls_mode "startls" (want none|starttls|tls), message deferred`,
      ),
      e("mail-relay", 30, "warn", (r) => `deferred queue size ${r.int(100, 900)}, oldest ${r.int(60, 900)}s`, {
        fixed: true,
        after: 30,
      }),
    ],
  },
  {
    estate: "talentforge",
    origin: "offer-docs",
    category: "dependency",
    hints: ["503", "unavailable", "adobe", "server error"],
    sev: "medium",
    note: "Adobe Sign answers offer-docs with 503s; agreements are not created and ats-portal waits for signature links.",
    emits: [
      e(
        "offer-docs",
        2.5,
        "error",
        () =>
          "Faraday::ServerError: the server responded with status 503 (POST https://api.eu1.adobesign.com/api/rest/v6/agreements)",
        {
          stack: () =>
            ruby("Faraday::ServerError", "the server responded with status 503", [
              "/usr/local/bundle/gems/faraday-2.10.1/lib/faraday/response/raise_error.rb:38:in `on_complete'",
              "app/clients/adobe_sign_client.rb:41:in `create_agreement'",
              "app/jobs/send_offer_job.rb:17:in `perform'",
            ]),
        },
      ),
      e("offer-docs", 2, "warn", (r) => `SendOfferJob jid=${r.hex(24)} retry ${r.int(1, 6)} in ${r.int(20, 300)}s`),
      e(
        "ats-portal",
        6,
        "warn",
        (r) => `warn: TalentForge.Offers.OfferService[0] Offer for candidate ${tfc(r)} still awaiting signature link`,
        { after: 60 },
      ),
    ],
  },
  {
    estate: "talentforge",
    origin: "parse-engine",
    category: "memory",
    hints: ["bad_alloc", "memory", "alloc", "oom"],
    sev: "high",
    note: "parse-engine workers run out of memory on large CVs (std::bad_alloc) and the process restarts; ats-portal sees connection resets.",
    failFrac: 0.6,
    emits: [
      e(
        "parse-engine",
        14,
        "warn",
        (r) =>
          `worker ${r.int(0, 7)} rss ${(3.1 + r.next() * 0.8).toFixed(1)}GiB exceeds soft limit 3.0GiB (job ${r.int(1000, 99999)}, ${r.int(80, 400)} pages)`,
      ),
      e("parse-engine", 40, "fatal", () => "terminate called after throwing an instance of 'std::bad_alloc'", {
        after: 50,
        fixed: true,
        stack: () => cpp(["  what():  std::bad_alloc"]),
      }),
      e("parse-engine", 40, "info", () => "parse-engine 5.3.1 starting, 8 workers, model=cv-layout-2026.07", {
        after: 56,
        fixed: true,
      }),
      e(
        "ats-portal",
        3,
        "error",
        (r) =>
          `fail: TalentForge.Cv.ParseClient[0] CV parse request failed for candidate ${tfc(r)}: An error occurred while sending the request. (Connection reset by peer)`,
        { after: 50 },
      ),
    ],
  },
  {
    estate: "talentforge",
    origin: "talent-index",
    category: "disk",
    mute: ["merged"],
    hints: ["no space", "disk", "space", "ioexception"],
    sev: "high",
    note: "talent-index's Lucene volume fills; writes fail with No space left on device and the IndexWriter closes.",
    emits: [
      e("talent-index", 20, "error", () => "IndexWriter tragic event, closing", {
        fixed: true,
        stack: () =>
          java("java.io.IOException", "No space left on device", [
            "java.base/sun.nio.ch.FileDispatcherImpl.write0(Native Method)",
            "java.base/sun.nio.ch.FileChannelImpl.write(FileChannelImpl.java:294)",
            "org.apache.lucene.store.FSDirectory$FSIndexOutput$1.write(FSDirectory.java:416)",
            "org.apache.lucene.index.IndexWriter.commit(IndexWriter.java:3794)",
          ]),
      }),
      e(
        "talent-index",
        2,
        "error",
        (r) =>
          `indexing failed for cand_${tfc(r)}: org.apache.lucene.store.AlreadyClosedException: this IndexWriter is closed`,
        { after: 1 },
      ),
      e(
        "ats-portal",
        2.5,
        "error",
        (r) =>
          `fail: TalentForge.Search.Indexer[0] Indexing failed for candidate ${tfc(r)}: talent-index returned 500 InternalServerError`,
        { after: 2 },
      ),
    ],
  },
  {
    estate: "talentforge",
    origin: "screening-gw",
    category: "unknown",
    hints: ["unavailable", "refused", "restart", "crash", "unknown"],
    sev: "medium",
    note: "screening-gw restarts again and again without logging a reason; ats-portal gets connection refused and vendor callbacks stop.",
    silent: true,
    emits: [
      e("screening-gw", 35, "info", () => "screening-gw starting version=1.9.3 listen=:8080", { fixed: true }),
      e(
        "ats-portal",
        3,
        "error",
        (r) =>
          `fail: TalentForge.Screening.ScreeningClient[0] Screening order for candidate ${tfc(r)} failed: Connection refused (screening-gw:8080)`,
        {
          after: 2,
          stack: () =>
            dotnet(
              "System.Net.Http.HttpRequestException",
              "Connection refused (screening-gw:8080)",
              [
                "System.Net.Http.HttpConnectionPool.ConnectToTcpHostAsync(String host, Int32 port, HttpRequestMessage initialRequest, Boolean async, CancellationToken cancellationToken)",
                "TalentForge.Screening.ScreeningClient.OrderAsync(ScreeningOrder order) in /src/TalentForge.Screening/ScreeningClient.cs:line 52",
              ],
              "System.Net.Sockets.SocketException (111): Connection refused",
            ),
        },
      ),
    ],
  },
];

export const INCIDENTS: Incident[] = [...brightwell, ...lendora, ...hireloop, ...talentforge];
