// The 52 failing windows: 4 per category, one in each estate. Each lists what the broken service and its callers log.
import type { Level } from "./formats.js";
import { cppStack, dotnetStack, goPanic, javaStack, nodeStack, pyStack, rubyStack, type StackFn } from "./stacks.js";

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

export interface Msg {
  level: Level;
  tpl: string;
  stack?: StackFn;
}
export interface Actor {
  svc: string;
  /** mean seconds between lines */
  every: number;
  msgs: Msg[];
  /** seconds after the start before this actor notices */
  lag?: number;
}
export interface IncSpec {
  estate: string;
  origin: string;
  category: Category;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  /** lines before the start (seconds, negative): the change that set it off */
  pre?: { at: number; svc: string; level: Level; tpl: string }[];
  actors: Actor[];
  /** origin's normal lines stop at the start */
  quiet?: boolean;
  /** share of normal flows through the origin that stop (default 0.85) */
  drop?: number;
}

const m = (level: Level, tpl: string, stack?: StackFn): Msg => ({ level, tpl, stack });

const rails = (top: string[]): StackFn =>
  rubyStack([
    ...top,
    "app/controllers/application_controller.rb around_request",
    "actionpack (7.1.3) lib/action_controller/metal/basic_implicit_render.rb send_action",
  ]);

export const INCIDENTS: IncSpec[] = [
  // ---------------- authentication
  {
    estate: "vigilsec",
    origin: "case-api",
    category: "authentication",
    hints: ["password", "authentication", "credential", "auth"],
    sev: "high",
    note: "After the nightly secret rotation case-api keeps the old Postgres password and every request fails with password authentication failed; console-bff and alert-dispatch report 500s from case-api.",
    pre: [
      {
        at: -40,
        svc: "case-api",
        level: "info",
        tpl: "vault-agent: rendered /vault/secrets/database.yml (lease renewed: false)",
      },
    ],
    actors: [
      {
        svc: "case-api",
        every: 4,
        msgs: [
          m(
            "error",
            'PG::ConnectionBad: connection to server at "10.20.4.11", port 5432 failed: FATAL:  password authentication failed for user "case_app"',
            rails([
              "activerecord (7.1.3) lib/active_record/connection_adapters/postgresql_adapter.rb new_client",
              "activerecord (7.1.3) lib/active_record/connection_adapters/abstract/connection_pool.rb checkout_new_connection",
            ]),
          ),
          m(
            "info",
            "Completed 500 Internal Server Error in {int:3-20}ms (ActiveRecord: 0.0ms | Allocations: {int:300-900})",
          ),
        ],
      },
      {
        svc: "console-bff",
        every: 3,
        lag: 2,
        msgs: [
          m("error", "PATCH /api/cases/C-{int:20000-29999} 502 {int:10-60}ms upstream=case-api status=500"),
          m("error", "GET /api/cases?assigned=me 502 {int:10-60}ms upstream=case-api status=500"),
        ],
      },
      {
        svc: "alert-dispatch",
        every: 2.5,
        lag: 5,
        msgs: [
          m(
            "warn",
            "case creation for alert A-{int:500000-599999} failed: case-api responded 500, retry {int:1-5}/5 in {int:1-16}s",
          ),
          m("error", "alert A-{int:500000-599999} parked in retry queue after 5 attempts (case-api 500)"),
        ],
      },
    ],
  },
  {
    estate: "brightfort",
    origin: "policy-svc",
    category: "authentication",
    hints: ["aadsts", "secret", "credential", "token", "auth"],
    sev: "high",
    note: "policy-svc's Entra ID client secret expires, it can no longer get tokens to read policies from storage, and agent check-ins fail at checkin-svc with 500s from policy-svc.",
    actors: [
      {
        svc: "policy-svc",
        every: 5,
        msgs: [
          m(
            "error",
            "fail: PolicyService.Storage.BlobPolicyStore[0] Failed to acquire token for https://bfpolicies.blob.core.windows.net",
            dotnetStack(
              "Azure.Identity.AuthenticationFailedException: ClientSecretCredential authentication failed: AADSTS7000222: The provided client secret keys for app 'b3f1c9e2-5d7a-4c1e-9a63-3e1f7c2a9d10' are expired. Visit the Azure portal to create new keys for your app.",
              [
                "Azure.Identity.CredentialDiagnosticScope.FailWrapAndThrow(Exception ex)",
                "Azure.Identity.ClientSecretCredential.GetTokenAsync(TokenRequestContext requestContext, CancellationToken cancellationToken)",
                "PolicyService.Storage.BlobPolicyStore.LoadAsync(String tenant, Int32 rev)",
              ],
            ),
          ),
          m(
            "error",
            'fail: Microsoft.AspNetCore.Server.Kestrel[13] Connection id "0HN4{hex:8}", Request id "0HN4{hex:8}:0000000{int:1-9}": An unhandled exception was thrown by the application.',
          ),
        ],
      },
      {
        svc: "checkin-svc",
        every: 1.5,
        lag: 1,
        msgs: [
          m("error", "agent {hex:12} check-in failed: policy fetch: policy-svc returned 500 Internal Server Error"),
          m(
            "warn",
            "policy fetch for tenant {int:3000-3400} failed, serving stale rev-{int:410-412} to agent {hex:12}",
          ),
        ],
      },
      {
        svc: "agent-edge",
        every: 2,
        lag: 2,
        msgs: [m("error", '{ip} - - "POST /agent/v3/checkin HTTP/1.1" 502 166 rt={dec:0-1} upstream="checkin-svc"')],
      },
    ],
    drop: 0.9,
  },
  {
    estate: "tallyscan",
    origin: "findings-svc",
    category: "authentication",
    hints: ["jwt", "token", "signature", "key", "auth"],
    sev: "high",
    note: "The identity provider rolled its signing key; findings-svc keeps a stale JWKS cache and rejects every bearer token with 401, so the portal, scan uploads and reports fail.",
    actors: [
      {
        svc: "findings-svc",
        every: 3,
        msgs: [
          m("warn", "o.s.s.o.s.r.a.JwtAuthenticationProvider : Failed to authenticate since the JWT was invalid"),
          m(
            "error",
            "o.s.s.w.a.ExceptionTranslationFilter : Sending 401 for POST /api/findings/batch",
            javaStack(
              "org.springframework.security.oauth2.server.resource.InvalidBearerTokenException: An error occurred while attempting to decode the Jwt: Signed JWT rejected: Another algorithm expected, or no matching key(s) found",
              [
                "org.springframework.security.oauth2.server.resource.authentication.JwtAuthenticationProvider.getJwt",
                "org.springframework.security.oauth2.server.resource.authentication.JwtAuthenticationProvider.authenticate",
                "org.springframework.security.authentication.ProviderManager.authenticate",
              ],
              "com.nimbusds.jose.proc.BadJOSEException: Signed JWT rejected: Another algorithm expected, or no matching key(s) found",
            ),
          ),
          m("debug", "JWKS cache hit for https://id.tallyscan.io/.well-known/jwks.json (age 14h, kid=2026-05-a)"),
        ],
      },
      {
        svc: "portal-web",
        every: 2,
        lag: 1,
        msgs: [
          m("error", "GET /api/v2/vulns?severity=critical 502 {int:20-90}ms - findings-svc answered 401 Unauthorized"),
          m("warn", "session {hex:10} forced re-login after upstream 401 from findings-svc"),
        ],
      },
      {
        svc: "scan-node",
        every: 3,
        lag: 4,
        msgs: [
          m(
            "error",
            "upload chunk scan=S-{int:70000-79999}: POST https://findings-svc/api/findings/batch: 401 Unauthorized, will retry",
          ),
          m("warn", "results spool now {int:20-300} chunks waiting for upload"),
        ],
      },
      {
        svc: "report-render",
        every: 12,
        lag: 20,
        msgs: [
          m(
            "error",
            "ReportJob JID-{hex:12} ERROR: Faraday::UnauthorizedError: the server responded with status 401 (findings-svc /api/findings/export)",
          ),
        ],
      },
    ],
  },
  {
    estate: "saltmarsh",
    origin: "ticketing-bridge",
    category: "authentication",
    hints: ["401", "unauthorized", "authenticat", "credential", "password"],
    sev: "medium",
    note: "The ServiceNow integration user's password expires; ticketing-bridge gets 401 User Not Authenticated on every create and soar-runner's playbooks fail at the ticket step.",
    actors: [
      {
        svc: "ticketing-bridge",
        every: 6,
        msgs: [
          m(
            "error",
            'ServiceNow POST /api/now/import/u_soc_alert_import failed: 401 Unauthorized {"error":{"message":"User Not Authenticated","detail":"Required to provide Auth information"},"status":"failure"} (user=svc_soc_bridge)',
            rubyStack([
              "/app/lib/snow/client.rb create_record",
              "/app/app/jobs/create_ticket_job.rb perform",
              "/usr/local/bundle/gems/sidekiq-7.2.4/lib/sidekiq/processor.rb execute_job",
            ]),
          ),
          m("warn", "CreateTicketJob JID-{hex:12} failed, will retry in {int:15-120} seconds (retry_count={int:1-6})"),
        ],
      },
      {
        svc: "soar-runner",
        every: 8,
        lag: 6,
        msgs: [
          m(
            "error",
            "playbook pb_enrich_alert run {hex:8}: step create_ticket failed: ticketing-bridge returned 502 (upstream 401)",
          ),
          m("warn", "alert {hex:8} left in triage queue without ticket"),
        ],
      },
    ],
    drop: 1,
  },
  // ---------------- authorization
  {
    estate: "vigilsec",
    origin: "search-data",
    category: "authorization",
    hints: ["permission", "security_exception", "forbidden", "403", "authoriz"],
    sev: "high",
    note: "A role-mapping change on the search cluster drops the ingest backend role's write permission; search-data denies every bulk write from svc_parser and parser-pool retries and dead-letters events.",
    pre: [
      {
        at: -25,
        svc: "search-data",
        level: "info",
        tpl: "[search-data-0] Updated role mappings, applied security config version 18 (roles_mapping)",
      },
    ],
    actors: [
      {
        svc: "search-data",
        every: 4,
        msgs: [
          m(
            "warn",
            "[search-data-{int:0-3}] No cluster-level perm match for User [name=svc_parser, backend_roles=[ingest], requestedTenant=null] Resolved [aliases=[*], allIndices=[*], types=[*], originalRequested=[events-2026.06], remoteIndices=[]] [Action [[indices:data/write/bulk]]]",
          ),
          m(
            "info",
            "[search-data-{int:0-3}] audit: MISSING_PRIVILEGES user=svc_parser action=indices:data/write/bulk[s]",
          ),
        ],
      },
      {
        svc: "parser-pool",
        every: 1.2,
        lag: 1,
        msgs: [
          m(
            "error",
            '[main] Encountered a retryable error (will retry with exponential backoff) {:code=>403, :url=>"https://search-data:9200/_bulk", :content_length=>{int:80000-900000}, :body=>"{\\"type\\":\\"security_exception\\",\\"reason\\":\\"no permissions for [indices:data/write/bulk] and User [name=svc_parser, backend_roles=[ingest]]\\"}"}',
          ),
          m("warn", "[main] dead letter queue at {int:20-95}% of 1gb, {int:1000-90000} events pending"),
        ],
      },
      {
        svc: "ingest-gw",
        every: 6,
        lag: 30,
        msgs: [
          m(
            "warn",
            "backpressure from parser-pool: queue depth {int:5000-50000}, answering 429 to agents for tenant t-{int:1000-1099}",
          ),
        ],
      },
    ],
  },
  {
    estate: "brightfort",
    origin: "asset-inventory",
    category: "authorization",
    hints: ["accessdenied", "access denied", "not authorized", "iam", "authoriz"],
    sev: "medium",
    note: "A tightened IAM policy removes dynamodb:Query from asset-inventory's role; reconciliations fail with AccessDeniedException and patch-report builds from stale data.",
    actors: [
      {
        svc: "asset-inventory",
        every: 5,
        msgs: [
          m(
            "error",
            "Reconcile failed for tenant {int:3000-3400}",
            javaStack(
              "software.amazon.awssdk.services.dynamodb.model.DynamoDbException: User: arn:aws:sts::381492004518:assumed-role/asset-inventory-prod/i-0{hex:16} is not authorized to perform: dynamodb:Query on resource: arn:aws:dynamodb:eu-central-1:381492004518:table/assets-v3/index/by-tenant because no identity-based policy allows the dynamodb:Query action (Service: DynamoDb, Status Code: 400, Request ID: {hex:8})",
              [
                "software.amazon.awssdk.core.internal.http.CombinedResponseHandler.handleErrorResponse",
                "software.amazon.awssdk.services.dynamodb.DefaultDynamoDbClient.query",
                "io.brightfort.inventory.store.AssetStore.byTenant",
                "io.brightfort.inventory.ReconcileJob.run",
              ],
            ),
          ),
          m("warn", "AccessDeniedException on assets-v3/by-tenant, skipping tenant {int:3000-3400}"),
        ],
      },
      {
        svc: "patch-report",
        every: 12,
        lag: 20,
        msgs: [
          m(
            "warn",
            "warn: PatchReport.Builder[0] asset-inventory returned 502 for tenant {int:3000-3400}, using snapshot from {int:2-9}h ago",
          ),
        ],
      },
    ],
  },
  {
    estate: "tallyscan",
    origin: "report-render",
    category: "authorization",
    hints: ["accessdenied", "access denied", "forbidden", "403", "s3"],
    sev: "medium",
    note: "The report bucket policy is rewritten and report-render's role may no longer PutObject; every report job dies with Aws::S3::Errors::AccessDenied and portal downloads 404.",
    actors: [
      {
        svc: "report-render",
        every: 7,
        msgs: [
          m(
            "error",
            "ReportJob JID-{hex:12} ERROR: Aws::S3::Errors::AccessDenied: Access Denied (PutObject s3://tally-reports-prod/tenant-{int:200-260}/R-{int:9000-9999}.pdf)",
            rubyStack([
              "/usr/local/bundle/gems/aws-sdk-core-3.191.3/lib/seahorse/client/plugins/raise_response_errors.rb call",
              "/usr/local/bundle/gems/aws-sdk-s3-1.143.0/lib/aws-sdk-s3/plugins/sse_cpk.rb call",
              "/app/app/services/report_store.rb upload",
              "/app/app/workers/report_job.rb perform",
            ]),
          ),
          m("warn", "ReportJob JID-{hex:12} WARN: moved to retry set (attempt {int:1-8})"),
        ],
      },
      {
        svc: "portal-web",
        every: 9,
        lag: 30,
        msgs: [
          m(
            "warn",
            "GET /api/v2/reports/R-{int:9000-9999}/download 404 {int:10-40}ms - report not ready after {int:5-30} min",
          ),
        ],
      },
      {
        svc: "notify-hook",
        every: 30,
        lag: 60,
        msgs: [m("warn", "report-ready event overdue for R-{int:9000-9999} (SLA 15 min)")],
      },
    ],
    drop: 1,
  },
  {
    estate: "saltmarsh",
    origin: "query-api",
    category: "authorization",
    hints: ["authoriz", "forbidden", "403", "claim", "policy"],
    sev: "high",
    note: "query-api ships an authorization policy that requires a tenant_scope claim the SSO tokens do not carry; every analyst hunt gets 403 while tokens are valid.",
    pre: [
      {
        at: -70,
        svc: "query-api",
        level: "info",
        tpl: "info: Microsoft.Hosting.Lifetime[0] Application started. Hosting environment: Production; Content root path: /app (build 2026.06.{int:10-14}-{hex:7})",
      },
    ],
    actors: [
      {
        svc: "query-api",
        every: 2,
        msgs: [
          m(
            "info",
            "info: Microsoft.AspNetCore.Authorization.DefaultAuthorizationService[2] Authorization failed. These requirements were not met: ClaimsAuthorizationRequirement:Claim.Type=tenant_scope and Claim.Value is one of the following values: (soc:read)",
          ),
          m(
            "info",
            "info: Microsoft.AspNetCore.Authentication.JwtBearer.JwtBearerHandler[13] AuthenticationScheme: Bearer was forbidden.",
          ),
        ],
      },
      {
        svc: "web-console",
        every: 1.5,
        lag: 1,
        msgs: [
          m("error", "GET /api/hunts/{hex:6}/results 403 {int:5-40} ms - query-api: Forbidden"),
          m(
            "warn",
            "user {pick:a.kovacs|m.osei|l.brandt|r.tan}@saltmarsh-soc.com saw 'You do not have access to this tenant' ({int:1-9} times)",
          ),
        ],
      },
      {
        svc: "detections",
        every: 8,
        lag: 4,
        msgs: [
          m(
            "error",
            "rule {pick:win_susp_lsass_access|o365_mass_download|aws_root_login} failed: query-api 403 Forbidden",
          ),
        ],
      },
    ],
    drop: 1,
  },
  // ---------------- database
  {
    estate: "vigilsec",
    origin: "case-api",
    category: "database",
    hints: ["connection", "pool", "database", "activerecord", "sql"],
    sev: "high",
    note: "A long-running report query holds case-api's ActiveRecord pool; requests wait 5 s for a connection and fail with ConnectionTimeoutError while callers report 500s.",
    actors: [
      {
        svc: "case-api",
        every: 3,
        msgs: [
          m(
            "error",
            "ActiveRecord::ConnectionTimeoutError (could not obtain a connection from the pool within 5.000 seconds (waited 5.00{int:1-9} seconds); all pooled connections were in use):",
            rails([
              "activerecord (7.1.3) lib/active_record/connection_adapters/abstract/connection_pool.rb acquire_connection",
              "app/models/case.rb open_for_alert",
            ]),
          ),
          m(
            "warn",
            "slow query (41.2s): SELECT cases.* FROM cases LEFT JOIN case_events ON ... WHERE tenant_id IN (...) ORDER BY updated_at -- job=MonthlySlaExport",
          ),
          m(
            "info",
            "Completed 500 Internal Server Error in 500{int:1-9}ms (ActiveRecord: 0.0ms | Allocations: {int:300-900})",
          ),
        ],
      },
      {
        svc: "console-bff",
        every: 2.5,
        lag: 5,
        msgs: [m("error", "GET /api/cases?assigned=me 504 {int:5000-5200}ms upstream=case-api")],
      },
      {
        svc: "alert-dispatch",
        every: 2,
        lag: 6,
        msgs: [
          m("warn", "case creation for alert A-{int:500000-599999} failed: case-api responded 500, retry {int:1-5}/5"),
        ],
      },
    ],
  },
  {
    estate: "brightfort",
    origin: "checkin-svc",
    category: "database",
    hints: ["too many", "connection", "clients", "postgres", "database"],
    sev: "high",
    note: "checkin-svc exhausts Postgres connection slots (sorry, too many clients already) after an agent reconnect wave; agent-edge returns 502s for check-ins.",
    actors: [
      {
        svc: "checkin-svc",
        every: 1.5,
        msgs: [
          m("error", "checkin agent={hex:12}: store heartbeat: pq: sorry, too many clients already"),
          m(
            "error",
            "checkin agent={hex:12}: begin tx: FATAL: remaining connection slots are reserved for non-replication superuser connections (SQLSTATE 53300)",
          ),
          m("warn", "db pool stats: open={int:95-100} inUse={int:95-100} idle=0 waitCount={int:1000-9000}"),
        ],
      },
      {
        svc: "agent-edge",
        every: 1,
        lag: 1,
        msgs: [m("error", '{ip} - - "POST /agent/v3/checkin HTTP/1.1" 502 166 rt={dec:2-5} upstream="checkin-svc"')],
      },
    ],
    drop: 0.9,
  },
  {
    estate: "tallyscan",
    origin: "findings-svc",
    category: "database",
    hints: ["deadlock", "psqlexception", "sql", "database", "transaction"],
    sev: "medium",
    note: "A new batch upsert in findings-svc takes row locks in different orders; Postgres reports deadlocks on every concurrent upload and scan-node retries pile up.",
    actors: [
      {
        svc: "findings-svc",
        every: 4,
        msgs: [
          m("warn", "o.h.engine.jdbc.spi.SqlExceptionHelper   : SQL Error: 0, SQLState: 40P01"),
          m(
            "error",
            "o.h.engine.jdbc.spi.SqlExceptionHelper   : ERROR: deadlock detected\n  Detail: Process {int:10000-40000} waits for ShareLock on transaction {int:8000000-9000000}; blocked by process {int:10000-40000}.",
            javaStack(
              "org.springframework.dao.CannotAcquireLockException: could not execute batch [ERROR: deadlock detected] [insert into finding (...) values (...) on conflict (asset_id, plugin_id) do update ...]",
              [
                "org.springframework.orm.jpa.vendor.HibernateJpaDialect.convertHibernateAccessException",
                "io.tallyscan.findings.ingest.BatchUpserter.upsert",
                "io.tallyscan.findings.api.FindingsController.batch",
              ],
              "org.postgresql.util.PSQLException: ERROR: deadlock detected",
            ),
          ),
        ],
      },
      {
        svc: "scan-node",
        every: 2,
        lag: 2,
        msgs: [
          m(
            "warn",
            "upload chunk scan=S-{int:70000-79999}: findings-svc 500, retrying in {int:1-8}s (attempt {int:2-6})",
          ),
          m("error", "upload chunk scan=S-{int:70000-79999} gave up after 6 attempts: findings-svc 500"),
        ],
      },
    ],
    drop: 0.5,
  },
  {
    estate: "saltmarsh",
    origin: "detections",
    category: "database",
    hints: ["too many connections", "mysql", "connection", "database", "operationalerror"],
    sev: "medium",
    note: "detections' MySQL state store runs out of connections (1040 Too many connections); scheduled rules stop running and soar-runner sees no alerts.",
    actors: [
      {
        svc: "detections",
        every: 4,
        msgs: [
          m(
            "error",
            "rule {pick:win_susp_lsass_access|o365_mass_download|aws_root_login|linux_reverse_shell} failed to load checkpoint",
            pyStack(
              [
                ["/app/detections/scheduler.py", "run_rule", "state = self.store.checkpoint(rule.id)"],
                ["/app/detections/store.py", "checkpoint", "with self.engine.connect() as conn:"],
                [
                  "/usr/local/lib/python3.11/site-packages/pymysql/connections.py",
                  "_read_packet",
                  "packet.raise_for_error()",
                ],
              ],
              "sqlalchemy.exc.OperationalError: (pymysql.err.OperationalError) (1040, 'Too many connections')\n(Background on this error at: https://sqlalche.me/e/20/e3q8)",
            ),
          ),
          m("warn", "scheduler lag {int:60-600}s, {int:10-120} rules overdue"),
        ],
      },
    ],
    quiet: true,
  },
  // ---------------- network
  {
    estate: "vigilsec",
    origin: "alert-dispatch",
    category: "network",
    hints: ["eai_again", "dns", "getaddrinfo", "resolve", "network"],
    sev: "high",
    note: "After a node pool move alert-dispatch's pods cannot resolve any external host (getaddrinfo EAI_AGAIN); Slack, PagerDuty and email deliveries all fail while other services are fine.",
    actors: [
      {
        svc: "alert-dispatch",
        every: 2,
        msgs: [
          m(
            "error",
            "delivery of alert A-{int:500000-599999} to {pick:slack|pagerduty|smtp} failed",
            nodeStack("Error: getaddrinfo EAI_AGAIN {pick:hooks.slack.com|events.pagerduty.com|smtp.sendgrid.net}", [
              "GetAddrInfoReqWrap.onlookup [as oncomplete] (node:dns",
              "async Dispatcher.deliver (/app/dist/dispatcher.js",
              "async Worker.run (/app/dist/worker.js",
            ]),
          ),
          m("warn", "alert A-{int:500000-599999} requeued (attempt {int:2-9}), backlog {int:40-900}"),
        ],
      },
      {
        svc: "rule-engine",
        every: 20,
        lag: 60,
        msgs: [m("warn", "alert-dispatch queue lag {int:60-600}s (threshold 60s)")],
      },
    ],
  },
  {
    estate: "brightfort",
    origin: "verdict-api",
    category: "network",
    hints: ["no route", "dial tcp", "network", "connect", "route"],
    sev: "high",
    note: "A security-group change cuts verdict-api off from its cache subnet (dial tcp: no route to host); verdict lookups fail and sandbox-broker retries submissions.",
    pre: [
      {
        at: -50,
        svc: "sigupdate-sync",
        level: "info",
        tpl: "SIGHUP received, reloading /etc/sigupdate/mirrors.conf (6 edges)",
      },
    ],
    actors: [
      {
        svc: "verdict-api",
        every: 2,
        msgs: [
          m("error", "GET /v1/verdicts/{hex:16}: lookup cache: dial tcp 10.42.7.19:6379: connect: no route to host"),
          m("error", "store verdict sha256={hex:16}...: dial tcp 10.42.7.20:6379: connect: no route to host"),
          m("warn", "redis pool: 0/64 connections healthy"),
        ],
      },
      {
        svc: "sandbox-broker",
        every: 3,
        lag: 3,
        msgs: [
          m("warn", "verdict-api POST /v1/verdicts returned 503, retry {int:1-5}/5"),
          m("error", "sample {hex:16}... verdict not recorded after 5 attempts, left in outbox"),
        ],
      },
      {
        svc: "agent-edge",
        every: 4,
        lag: 2,
        msgs: [
          m("error", '{ip} - - "GET /agent/v3/verdict/{hex:16} HTTP/1.1" 503 88 rt={dec:0-1} upstream="verdict-api"'),
        ],
      },
    ],
  },
  {
    estate: "tallyscan",
    origin: "scan-node",
    category: "network",
    hints: ["reset", "connection", "network", "econnreset", "tcp"],
    sev: "medium",
    note: "The DMZ firewall in front of the scan-node fleet starts resetting long-lived connections; scan-node uploads and heartbeats die with connection reset by peer and the orchestrator marks nodes lost.",
    actors: [
      {
        svc: "scan-node",
        every: 3,
        msgs: [
          m(
            "error",
            "heartbeat to scan-orchestrator: read tcp 10.8.3.{int:2-60}:{int:40000-60000}->10.8.0.5:443: read: connection reset by peer",
          ),
          m(
            "error",
            'upload chunk scan=S-{int:70000-79999}: Post "https://findings-svc/api/findings/batch": write tcp 10.8.3.{int:2-60}:{int:40000-60000}->10.8.0.9:443: write: connection reset by peer',
          ),
          m("warn", "results spool {int:10-200} chunks, oldest {int:1-20}m"),
        ],
      },
      {
        svc: "scan-orchestrator",
        every: 6,
        lag: 40,
        msgs: [
          m("warn", "scan-node-{int:1-12} missed 3 heartbeats, marking lost and requeueing {int:1-12} chunks"),
          m("error", "scan S-{int:70000-79999} stalled: {int:2-12} chunks lost with node"),
        ],
      },
    ],
    drop: 0.7,
  },
  {
    estate: "saltmarsh",
    origin: "lake-writer",
    category: "network",
    hints: ["reset", "ssl", "handshake", "connection", "network"],
    sev: "medium",
    note: "The egress proxy in lake-writer's path drops TLS sessions mid-handshake; S3 uploads fail with SSLException: Connection reset and the parquet buffer grows.",
    actors: [
      {
        svc: "lake-writer",
        every: 4,
        msgs: [
          m(
            "error",
            "Upload of part-{hex:8}.parquet failed after 3 attempts",
            javaStack(
              "software.amazon.awssdk.core.exception.SdkClientException: Unable to execute HTTP request: Connection reset",
              [
                "software.amazon.awssdk.core.exception.SdkClientException$BuilderImpl.build",
                "software.amazon.awssdk.core.internal.http.pipeline.stages.utils.RetryableStageHelper.setLastException",
                "com.saltmarsh.lake.S3PartUploader.put",
                "com.saltmarsh.lake.PartitionFlusher.flush",
              ],
              "javax.net.ssl.SSLException: Connection reset",
            ),
          ),
          m("warn", "local buffer {int:2-30} GB / 40 GB, {int:100-3000} parts waiting"),
        ],
      },
      {
        svc: "stream-router",
        every: 15,
        lag: 90,
        msgs: [m("warn", "consumer group lake-writer lag {int:100000-900000} on events-norm")],
      },
    ],
    drop: 0.95,
  },
  // ---------------- timeout
  {
    estate: "vigilsec",
    origin: "search-data",
    category: "timeout",
    hints: ["timeout", "timed out", "slow", "took"],
    sev: "high",
    note: "A tenant's wildcard hunt saturates the search thread pools; search-data logs only slowlog warnings while rule-engine and console-bff time out after 30 s.",
    actors: [
      {
        svc: "search-data",
        every: 3,
        msgs: [
          m(
            "warn",
            '[search-data-{int:0-3}] [events-2026.06][{int:0-5}] took[{int:18-58}.{int:0-9}s], total_hits[{int:1000000-9000000}+ hits], search_type[QUERY_THEN_FETCH], total_shards[48], source[{"query":{"wildcard":{"process.command_line":"*powershell*-enc*"}}}]',
          ),
          m("warn", "[search-data-{int:0-3}] search thread pool queue {int:800-1000}/1000, active 25/25"),
        ],
      },
      {
        svc: "rule-engine",
        every: 2,
        lag: 10,
        msgs: [
          m(
            "error",
            "rule R-{int:1000-1400} evaluation aborted",
            javaStack(
              "java.net.SocketTimeoutException: 30,000 milliseconds timeout on connection http-outgoing-{int:1-40} [ACTIVE]",
              [
                "org.opensearch.client.RestClient.extractAndWrapCause",
                "org.opensearch.client.RestClient.performRequest",
                "com.vigil.rules.SearchWindow.count",
                "com.vigil.rules.Evaluator.evaluate",
              ],
            ),
          ),
          m("warn", "rule R-{int:1000-1400} skipped this window (previous run still in flight)"),
        ],
      },
      {
        svc: "console-bff",
        every: 3,
        lag: 5,
        msgs: [
          m("error", "GET /api/search?range=24h 504 30{int:0-9}{int:10-99}ms upstream=search-data error=ETIMEDOUT"),
        ],
      },
    ],
    drop: 0.3,
  },
  {
    estate: "brightfort",
    origin: "detonator",
    category: "timeout",
    hints: ["timeout", "time limit", "timed out", "deadline"],
    sev: "medium",
    note: "detonator's guest VMs stop returning from analysis; jobs run into the 300 s hard limit and sandbox-broker's Celery tasks hit SoftTimeLimitExceeded.",
    actors: [
      {
        svc: "detonator",
        every: 6,
        msgs: [
          m(
            "warn",
            "job {hex:8}: vm {pick:win10-x64|win11-x64}-{int:1-24} guest agent did not report within 240s, extending",
          ),
          m("error", "job {hex:8}: analysis exceeded hard limit 300s, vm reverted, no report"),
        ],
      },
      {
        svc: "sandbox-broker",
        every: 4,
        lag: 240,
        msgs: [
          m(
            "error",
            "Task sandbox.detonate[{hex:8}-{hex:4}] raised unexpected: SoftTimeLimitExceeded()",
            pyStack(
              [
                [
                  "/usr/local/lib/python3.11/site-packages/celery/app/trace.py",
                  "trace_task",
                  "R = retval = fun(*args, **kwargs)",
                ],
                ["/app/broker/tasks.py", "detonate", "report = client.wait_report(job_id, poll=5)"],
                ["/app/broker/detonator_client.py", "wait_report", "time.sleep(poll)"],
              ],
              "celery.exceptions.SoftTimeLimitExceeded: SoftTimeLimitExceeded()",
            ),
          ),
          m("warn", "sample {hex:16}... released to user without verdict (fail-open after timeout)"),
        ],
      },
    ],
    drop: 1,
  },
  {
    estate: "tallyscan",
    origin: "plugin-feed",
    category: "timeout",
    hints: ["timeout", "timed out", "readtimeout", "read timed out"],
    sev: "medium",
    note: "The vendor plugin mirror stops answering in time; plugin-feed's downloads end in ReadTimeout and scan-orchestrator holds scans waiting for the plugin set.",
    actors: [
      {
        svc: "plugin-feed",
        every: 20,
        msgs: [
          m(
            "error",
            "download of plugin set 2026061{int:0-2}0400 failed",
            pyStack(
              [
                ["/app/feed/sync.py", "pull", "resp = self.session.get(url, stream=True, timeout=(5, 60))"],
                [
                  "/usr/local/lib/python3.11/site-packages/requests/sessions.py",
                  "send",
                  "r = adapter.send(request, **kwargs)",
                ],
                [
                  "/usr/local/lib/python3.11/site-packages/requests/adapters.py",
                  "send",
                  "raise ReadTimeout(e, request=request)",
                ],
              ],
              "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='plugins.feed.tallyscan.net', port=443): Read timed out. (read timeout=60)",
            ),
          ),
          m("warn", "retrying plugin set download in {int:30-120}s (attempt {int:2-9})"),
        ],
      },
      {
        svc: "scan-orchestrator",
        every: 5,
        lag: 30,
        msgs: [
          m(
            "warn",
            "scan S-{int:70000-79999} held: plugin set 2026061{int:0-2}0400 not available yet ({int:1-40} scans waiting)",
          ),
          m("error", "scheduled scan S-{int:70000-79999} missed its window (plugin set unavailable)"),
        ],
      },
    ],
    drop: 0.6,
  },
  {
    estate: "saltmarsh",
    origin: "soar-runner",
    category: "timeout",
    hints: ["timeout", "deadline", "timed out", "exceeded"],
    sev: "medium",
    note: "The URL-detonation step in soar-runner's playbooks starts hanging; every run hits the 120 s step deadline and alerts pile up untriaged.",
    actors: [
      {
        svc: "soar-runner",
        every: 5,
        msgs: [
          m("error", "playbook pb_phish_triage run {hex:8}: step detonate_url exceeded 120s deadline, cancelled"),
          m("warn", "worker pool {int:14-16}/16 busy, {int:20-400} runs queued"),
          m(
            "error",
            "playbook pb_enrich_alert run {hex:8} aborted: asyncio.exceptions.TimeoutError in step detonate_url",
          ),
        ],
      },
      {
        svc: "ticketing-bridge",
        every: 20,
        lag: 120,
        msgs: [m("warn", "no playbook result for alert {hex:8} after 10 min, ticket created with partial enrichment")],
      },
    ],
    drop: 0.9,
  },
  // ---------------- rate limiting
  {
    estate: "vigilsec",
    origin: "intel-sync",
    category: "rate_limiting",
    hints: ["429", "quota", "rate", "too many requests", "throttl"],
    sev: "medium",
    note: "intel-sync's enrichment lookups exceed the VirusTotal quota and get 429 QuotaExceededError; IOC enrichment stops and rule-engine evaluates without reputation data.",
    actors: [
      {
        svc: "intel-sync",
        every: 2,
        msgs: [
          m(
            "warn",
            'VirusTotal GET /api/v3/files/{hex:16}... -> 429 {"error": {"code": "QuotaExceededError", "message": "Quota exceeded"}}',
          ),
          m("error", "reputation lookup queue {int:1000-40000} items, dropping oldest {int:100-900}"),
        ],
      },
      {
        svc: "rule-engine",
        every: 6,
        lag: 20,
        msgs: [
          m(
            "warn",
            "rule R-{int:1000-1400}: reputation enrichment unavailable from intel-sync (HTTP 503), evaluating without it",
          ),
        ],
      },
    ],
  },
  {
    estate: "brightfort",
    origin: "agent-edge",
    category: "rate_limiting",
    hints: ["limiting", "rate", "429", "limit_req", "excess"],
    sev: "high",
    note: "A fleet-wide agent restart makes agent-edge's limit_req zone reject most check-ins with 429; agents back off and check-in volume at checkin-svc falls.",
    actors: [
      {
        svc: "agent-edge",
        every: 0.5,
        msgs: [
          m(
            "error",
            '[error] {int:20-40}#{int:20-40}: *{int:100000-999999} limiting requests, excess: {int:20-90}.{int:100-999} by zone "checkin", client: {ip}, server: agents.brightfort.io, request: "POST /agent/v3/checkin HTTP/1.1"',
          ),
          m("warn", '{ip} - - "POST /agent/v3/checkin HTTP/1.1" 429 162 rt=0.000'),
        ],
      },
      {
        svc: "checkin-svc",
        every: 30,
        lag: 60,
        msgs: [m("warn", "check-in rate {int:40-90}/s below baseline 400/s, {int:1000-9000} agents overdue")],
      },
    ],
    drop: 0.8,
  },
  {
    estate: "tallyscan",
    origin: "notify-hook",
    category: "rate_limiting",
    hints: ["429", "rate", "too many requests", "retry-after", "throttl"],
    sev: "medium",
    note: "A burst of critical findings makes notify-hook exceed Slack's per-workspace limit; deliveries get 429 with Retry-After and the notification queue grows.",
    actors: [
      {
        svc: "notify-hook",
        every: 1.5,
        msgs: [
          m(
            "warn",
            "slack chat.postMessage 429 Too Many Requests (Retry-After: {int:20-60}) channel=#vuln-{pick:critical|alerts|ops} tenant={int:200-260}",
          ),
          m("error", "notification {hex:10} dropped after 5 attempts: slack rate_limited"),
          m("warn", "queue depth {int:500-9000} (max 10000)"),
        ],
      },
    ],
    drop: 1,
  },
  {
    estate: "saltmarsh",
    origin: "lake-writer",
    category: "rate_limiting",
    hints: ["slowdown", "rate", "throttl", "reduce your request rate", "503"],
    sev: "medium",
    note: "A partitioning change makes lake-writer hammer one S3 prefix; S3 answers SlowDown (please reduce your request rate) and commits fall behind.",
    pre: [
      {
        at: -90,
        svc: "lake-writer",
        level: "info",
        tpl: "config reloaded: partition.layout=tenant/dt/hour -> dt/hour (flush.parallelism 64)",
      },
    ],
    actors: [
      {
        svc: "lake-writer",
        every: 2,
        msgs: [
          m(
            "warn",
            "S3 PUT events/dt=2026-06-1{int:0-9}/hour={int:10-23}/part-{hex:8}.parquet throttled: SlowDown (Service: S3, Status Code: 503, Request ID: {hex:16})",
          ),
          m(
            "error",
            "flush of partition events/dt=2026-06-1{int:0-9} failed",
            javaStack(
              "software.amazon.awssdk.services.s3.model.S3Exception: Please reduce your request rate. (Service: S3, Status Code: 503, Request ID: {hex:16})",
              [
                "software.amazon.awssdk.services.s3.DefaultS3Client.putObject",
                "com.saltmarsh.lake.S3PartUploader.put",
                "com.saltmarsh.lake.PartitionFlusher.flush",
              ],
            ),
          ),
        ],
      },
      {
        svc: "stream-router",
        every: 15,
        lag: 60,
        msgs: [m("warn", "consumer group lake-writer lag {int:100000-900000} on events-norm")],
      },
    ],
    drop: 0.5,
  },
  // ---------------- validation
  {
    estate: "vigilsec",
    origin: "ingest-gw",
    category: "validation",
    hints: ["invalid", "validation", "400", "schema", "rfc3339"],
    sev: "medium",
    note: "Agents on the new 5.2 build send event.created without a timezone; ingest-gw rejects their batches with 400 invalid event and data from those tenants stops arriving.",
    actors: [
      {
        svc: "ingest-gw",
        every: 1.5,
        msgs: [
          m(
            "warn",
            'POST /v1/events tenant=t-{int:1000-1099} -> 400 in {int:1-5}ms: invalid event[{int:0-400}]: field "event.created": parsing time "2026-06-1{int:0-9}T{int:10-23}:{int:10-59}:{int:10-59}" as "2006-01-02T15:04:05Z07:00": cannot parse "" as "Z07:00" (agent=5.2.0)',
          ),
          m("info", "rejected {int:100-900} batches in last 60s, top user-agent vigil-agent/5.2.0"),
        ],
      },
      {
        svc: "rule-engine",
        every: 40,
        lag: 120,
        msgs: [m("warn", "data gap: no endpoint events from {int:3-20} tenants in the last 5m")],
      },
    ],
    drop: 0.6,
  },
  {
    estate: "brightfort",
    origin: "policy-svc",
    category: "validation",
    hints: ["json", "jsonexception", "could not be converted", "validation", "invalid"],
    sev: "medium",
    note: "A policy revision saved with a port range as a string cannot be deserialized; policy-svc throws JsonException for those tenants and their agents keep the old policy.",
    actors: [
      {
        svc: "policy-svc",
        every: 5,
        msgs: [
          m(
            "error",
            "fail: PolicyService.Api.PolicyController[0] Cannot load policy rev-413 for tenant {int:3000-3400}",
            dotnetStack(
              "System.Text.Json.JsonException: The JSON value could not be converted to System.Int32. Path: $.firewall.rules[14].port | LineNumber: 0 | BytePositionInLine: 1822.",
              [
                "System.Text.Json.ThrowHelper.ThrowJsonException(String message)",
                "System.Text.Json.Serialization.Converters.Int32Converter.Read(Utf8JsonReader& reader, Type typeToConvert, JsonSerializerOptions options)",
                "PolicyService.Storage.PolicySerializer.Deserialize(Stream body)",
                "PolicyService.Api.PolicyController.Get(String tenant, Int32 rev)",
              ],
            ),
          ),
        ],
      },
      {
        svc: "checkin-svc",
        every: 3,
        lag: 2,
        msgs: [m("warn", "agent {hex:12}: policy rev-413 unavailable (policy-svc 500), keeping rev-412")],
      },
    ],
    drop: 0.4,
  },
  {
    estate: "tallyscan",
    origin: "scan-orchestrator",
    category: "validation",
    hints: ["validation", "validationerror", "invalid", "cidr", "pydantic"],
    sev: "medium",
    note: "A customer target import contains ranges like 10.0.0.0/33; scan-orchestrator's dispatch fails pydantic validation for every scan built from it.",
    actors: [
      {
        svc: "scan-orchestrator",
        every: 5,
        msgs: [
          m(
            "error",
            "Task scans.dispatch[{hex:8}-{hex:4}] raised unexpected: ValidationError(model='ScanTarget', errors=[...])",
            pyStack(
              [
                [
                  "/usr/local/lib/python3.12/site-packages/celery/app/trace.py",
                  "trace_task",
                  "R = retval = fun(*args, **kwargs)",
                ],
                ["/app/orchestrator/tasks.py", "dispatch", "targets = [ScanTarget(**t) for t in chunk]"],
                [
                  "/usr/local/lib/python3.12/site-packages/pydantic/main.py",
                  "__init__",
                  "validated_self = self.__pydantic_validator__.validate_python(data, self_instance=self)",
                ],
              ],
              "pydantic_core._pydantic_core.ValidationError: 1 validation error for ScanTarget\ncidr\n  value is not a valid IPv4 or IPv6 network [type=ip_any_network, input_value='10.{int:0-200}.0.0/33', input_type=str]",
            ),
          ),
          m("warn", "scan S-{int:70000-79999} failed to start ({int:1-40} chunks invalid)"),
        ],
      },
      {
        svc: "portal-web",
        every: 20,
        lag: 60,
        msgs: [m("info", "GET /api/v2/scans/S-{int:70000-79999} 200 {int:20-90}ms (status=failed)")],
      },
    ],
    drop: 0.5,
  },
  {
    estate: "saltmarsh",
    origin: "normalizer",
    category: "validation",
    hints: ["unmarshal", "json", "invalid", "validation", "type"],
    sev: "medium",
    note: "A new winlogbeat build sends source.port as a string; normalizer refuses those events (cannot unmarshal string into int) and sends them to the dead-letter topic.",
    actors: [
      {
        svc: "normalizer",
        every: 1,
        msgs: [
          m(
            "error",
            "decode event from winlogbeat/8.17.{int:0-2}: json: cannot unmarshal string into Go struct field Endpoint.source.port of type int",
          ),
          m("warn", "dead-letter: {int:100-900} events to events-dlq in last 10s"),
        ],
      },
      {
        svc: "detections",
        every: 30,
        lag: 90,
        msgs: [m("warn", "rule win_susp_lsass_access: input volume dropped {int:60-90}% vs 7-day baseline")],
      },
    ],
    drop: 0.6,
  },
  // ---------------- null reference
  {
    estate: "vigilsec",
    origin: "rule-engine",
    category: "null_reference",
    hints: ["nullpointer", "null", "npe"],
    sev: "high",
    note: "A rule-pack update adds a rule that lower-cases user.name; events without a user make rule-engine throw NullPointerException and detections stop for that tenant group.",
    pre: [
      {
        at: -35,
        svc: "rule-engine",
        level: "info",
        tpl: "rule pack reloaded: 1413 rules (1 added) from git sha {hex:7}",
      },
    ],
    actors: [
      {
        svc: "rule-engine",
        every: 3,
        msgs: [
          m(
            "error",
            'evaluation of rule R-2311 "Service account interactive logon" failed for tenant t-{int:1000-1099}',
            javaStack(
              'java.lang.NullPointerException: Cannot invoke "String.toLowerCase()" because the return value of "com.vigil.model.Event.userName()" is null',
              [
                "com.vigil.rules.builtin.ServiceAccountLogon.matches",
                "com.vigil.rules.Evaluator.evaluateOne",
                "com.vigil.rules.Evaluator.evaluate",
                "java.base/java.util.concurrent.ThreadPoolExecutor.runWorker",
              ],
            ),
          ),
          m("warn", "rule worker {int:1-16} restarted after uncaught exception"),
        ],
      },
    ],
    drop: 0.5,
  },
  {
    estate: "brightfort",
    origin: "verdict-api",
    category: "null_reference",
    hints: ["nil pointer", "nil", "null", "panic", "segmentation"],
    sev: "high",
    note: "verdict-api dereferences a nil reputation record for hashes it has never seen; net/http recovers the panics, agents get empty replies and sandbox-broker retries verdict writes.",
    actors: [
      {
        svc: "verdict-api",
        every: 2.5,
        msgs: [
          m(
            "error",
            "http: panic serving 10.42.{int:0-9}.{int:2-200}:{int:30000-60000}: runtime error: invalid memory address or nil pointer dereference",
            goPanic([
              "net/http.(*conn).serve.func1() /usr/local/go/src/net/http/server.go",
              "panic({0x1a2b3c0?, 0x2f1e4d0?}) /usr/local/go/src/runtime/panic.go",
              "github.com/brightfort/verdict-api/internal/reputation.(*Record).Score(...) /src/internal/reputation/record.go",
              "github.com/brightfort/verdict-api/internal/api.(*Handler).GetVerdict(0xc000214a80, {0x1d4f6a8, 0xc0004b21c0}, 0xc0001f4000) /src/internal/api/verdicts.go",
              "net/http.HandlerFunc.ServeHTTP(0xc000412300?, {0x1d4f6a8?, 0xc0004b21c0?}, 0x4d5e76?) /usr/local/go/src/net/http/server.go",
            ]),
          ),
        ],
      },
      {
        svc: "agent-edge",
        every: 2,
        lag: 1,
        msgs: [
          m(
            "error",
            '[error] {int:20-40}#{int:20-40}: *{int:100000-999999} upstream prematurely closed connection while reading response header from upstream, client: {ip}, server: agents.brightfort.io, request: "GET /agent/v3/verdict/{hex:16} HTTP/1.1", upstream: "http://10.42.{int:0-9}.{int:2-200}:8080/v1/verdicts/{hex:16}"',
          ),
          m("warn", '{ip} - - "GET /agent/v3/verdict/{hex:16} HTTP/1.1" 502 157 rt={dec:0-1} upstream="verdict-api"'),
        ],
      },
      {
        svc: "sandbox-broker",
        every: 6,
        lag: 5,
        msgs: [
          m(
            "warn",
            "verdict-api POST /v1/verdicts: RemoteDisconnected('Remote end closed connection without response'), retry {int:1-5}/5",
          ),
        ],
      },
    ],
    drop: 0.7,
  },
  {
    estate: "tallyscan",
    origin: "portal-web",
    category: "null_reference",
    hints: ["typeerror", "undefined", "null", "cannot read"],
    sev: "medium",
    note: "A portal-web release assumes every finding has a cvss block; findings from an old plugin lack it and the vulnerability list API throws TypeError for many tenants.",
    pre: [
      { at: -60, svc: "portal-web", level: "info", tpl: "received SIGTERM, draining connections" },
      { at: -55, svc: "portal-web", level: "info", tpl: "portal-web v5.20.0 ready on :3000" },
    ],
    actors: [
      {
        svc: "portal-web",
        every: 2.5,
        msgs: [
          m(
            "error",
            "GET /api/v2/vulns?severity=critical 500 {int:20-300}ms",
            nodeStack("TypeError: Cannot read properties of undefined (reading 'baseScore')", [
              "toRow (/app/dist/routes/vulns.js",
              "Array.map (<anonymous>)",
              "listVulns (/app/dist/routes/vulns.js",
              "async /app/node_modules/express/lib/router/layer.js",
            ]),
          ),
        ],
      },
    ],
    drop: 0.8,
  },
  {
    estate: "saltmarsh",
    origin: "ti-matcher",
    category: "null_reference",
    hints: ["attributeerror", "nonetype", "none", "null"],
    sev: "high",
    note: "Indicators without a confidence block make ti-matcher crash with AttributeError on 'NoneType'; batches stop flowing to lake-writer and the router's consumer lag grows.",
    actors: [
      {
        svc: "ti-matcher",
        every: 2,
        msgs: [
          m(
            "error",
            "batch {hex:8} failed, offset not committed",
            pyStack(
              [
                ["/app/matcher/worker.py", "handle", "hits = self.match(events)"],
                ["/app/matcher/match.py", "match", "if ind.meta.get('confidence').get('score', 0) < self.min_score:"],
              ],
              "AttributeError: 'NoneType' object has no attribute 'get'",
            ),
          ),
        ],
      },
      {
        svc: "stream-router",
        every: 12,
        lag: 60,
        msgs: [
          m("warn", "consumer group ti-matcher lag {int:50000-900000} on events-norm, rebalancing ({int:1-5} members)"),
        ],
      },
    ],
    quiet: true,
  },
  // ---------------- configuration
  {
    estate: "vigilsec",
    origin: "geoip-enricher",
    category: "configuration",
    hints: ["config", "filenotfound", "path", "no such file", "mmdb"],
    sev: "high",
    note: "A geoip-enricher release renames the database path setting; the new pods look for /data/GeoLite2-City.mmdb which is not mounted and every batch fails.",
    pre: [
      {
        at: -45,
        svc: "geoip-enricher",
        level: "info",
        tpl: "Starting gunicorn 22.0.0 (geoip-enricher 2.8.0, GEOIP_DB=/data/GeoLite2-City.mmdb)",
      },
      { at: -44, svc: "geoip-enricher", level: "info", tpl: "Listening at: http://0.0.0.0:8000 (1)" },
    ],
    actors: [
      {
        svc: "geoip-enricher",
        every: 2,
        msgs: [
          m(
            "error",
            "enrich batch failed",
            pyStack(
              [
                ["/app/enricher/app.py", "enrich", "reader = get_reader()"],
                ["/app/enricher/geo.py", "get_reader", "return maxminddb.open_database(settings.GEOIP_DB)"],
                [
                  "/usr/local/lib/python3.12/site-packages/maxminddb/__init__.py",
                  "open_database",
                  "return maxminddb.reader.Reader(database, mode)",
                ],
              ],
              "FileNotFoundError: [Errno 2] No such file or directory: '/data/GeoLite2-City.mmdb'",
            ),
          ),
        ],
      },
      {
        svc: "parser-pool",
        every: 2,
        lag: 1,
        msgs: [
          m(
            "warn",
            "[main] enrichment call to geoip-enricher failed (500), indexing {int:40-900} events without geo fields",
          ),
        ],
      },
    ],
    quiet: true,
  },
  {
    estate: "brightfort",
    origin: "sandbox-broker",
    category: "configuration",
    hints: ["improperlyconfigured", "setting", "config", "missing", "environment"],
    sev: "high",
    note: "sandbox-broker is redeployed without the DETONATOR_POOL_URL setting; every submission fails with ImproperlyConfigured and files are released without verdicts.",
    pre: [
      {
        at: -30,
        svc: "sandbox-broker",
        level: "info",
        tpl: "celery@sandbox-broker-{hex:5} v5.4.0 (opalescent) ready. (release 2026.06.12-{hex:7})",
      },
    ],
    actors: [
      {
        svc: "sandbox-broker",
        every: 4,
        msgs: [
          m(
            "error",
            "Task sandbox.detonate[{hex:8}-{hex:4}] raised unexpected: ImproperlyConfigured('DETONATOR_POOL_URL is not set')",
            pyStack(
              [
                [
                  "/usr/local/lib/python3.11/site-packages/celery/app/trace.py",
                  "trace_task",
                  "R = retval = fun(*args, **kwargs)",
                ],
                ["/app/broker/tasks.py", "detonate", "client = DetonatorClient.from_settings()"],
                [
                  "/app/broker/detonator_client.py",
                  "from_settings",
                  'raise ImproperlyConfigured(f"{name} is not set")',
                ],
              ],
              "django.core.exceptions.ImproperlyConfigured: DETONATOR_POOL_URL is not set",
            ),
          ),
          m("warn", "sample {hex:16}... released to user without verdict (fail-open)"),
        ],
      },
    ],
    drop: 1,
  },
  {
    estate: "tallyscan",
    origin: "scan-node",
    category: "configuration",
    hints: ["profile", "config", "not found", "invalid", "setting"],
    sev: "medium",
    note: "A config reload points scan-node at a rate profile that was never shipped; every chunk is refused with invalid rate profile while heartbeats stay green.",
    pre: [
      {
        at: -20,
        svc: "scan-node",
        level: "info",
        tpl: "config reloaded from /etc/scan-node/scan-node.yaml (default_rate_profile=gentle-v2)",
      },
    ],
    actors: [
      {
        svc: "scan-node",
        every: 3,
        msgs: [
          m(
            "error",
            'chunk scan=S-{int:70000-79999} rejected: invalid rate profile "gentle-v2": not found in /etc/scan-node/profiles.d',
          ),
          m("warn", "scan-node-{int:1-12}: 0 chunks running, {int:1-40} refused in last minute"),
        ],
      },
      {
        svc: "scan-orchestrator",
        every: 5,
        lag: 10,
        msgs: [
          m("warn", "chunk S-{int:70000-79999}/{int:1-40} refused by scan-node-{int:1-12}, requeued ({int:2-9}x)"),
        ],
      },
    ],
    drop: 1,
  },
  {
    estate: "saltmarsh",
    origin: "query-api",
    category: "configuration",
    hints: ["options", "config", "region", "required", "validation"],
    sev: "high",
    note: "query-api starts after a config change without Lake:Region; options validation fails at startup, the pods crash-loop and web-console gets 503s.",
    pre: [
      {
        at: -15,
        svc: "query-api",
        level: "info",
        tpl: "info: Microsoft.Hosting.Lifetime[0] Application is shutting down... (configmap query-api-settings changed)",
      },
    ],
    actors: [
      {
        svc: "query-api",
        every: 25,
        msgs: [
          m(
            "fatal",
            "crit: Microsoft.AspNetCore.Hosting.Diagnostics[6] Application startup exception",
            dotnetStack(
              "Microsoft.Extensions.Options.OptionsValidationException: DataAnnotation validation failed for 'LakeOptions' members: 'Region' with the error: 'The Region field is required.'.",
              [
                "Microsoft.Extensions.Options.OptionsFactory`1.Create(String name)",
                "Microsoft.Extensions.Options.OptionsMonitor`1.Get(String name)",
                "QueryApi.Lake.LakeClientFactory..ctor(IOptionsMonitor`1 options)",
                "QueryApi.Program.<Main>$(String[] args)",
              ],
            ),
          ),
        ],
      },
      {
        svc: "web-console",
        every: 1.5,
        lag: 3,
        msgs: [
          m(
            "error",
            "GET /api/hunts/{hex:6}/results 503 {int:1-9} ms - query-api: connect ECONNREFUSED 10.60.{int:0-9}.{int:2-200}:8080",
          ),
          m("error", "GET /api/alerts?status=open 503 {int:1-9} ms - query-api unavailable"),
        ],
      },
      {
        svc: "detections",
        every: 6,
        lag: 5,
        msgs: [
          m(
            "error",
            "rule {pick:win_susp_lsass_access|o365_mass_download|aws_root_login} failed: query-api connection refused",
          ),
        ],
      },
    ],
    quiet: true,
  },
  // ---------------- dependency
  {
    estate: "vigilsec",
    origin: "alert-dispatch",
    category: "dependency",
    hints: ["pagerduty", "503", "unavailable", "circuit", "upstream"],
    sev: "medium",
    note: "PagerDuty's Events API returns 503 for every page; alert-dispatch retries, then opens its circuit breaker for the pagerduty channel.",
    actors: [
      {
        svc: "alert-dispatch",
        every: 2,
        msgs: [
          m(
            "warn",
            "pagerduty enqueue for alert A-{int:500000-599999} -> 503 Service Unavailable, retry {int:1-4}/4 in {int:1-8}s",
          ),
          m(
            "error",
            "pagerduty delivery failed for alert A-{int:500000-599999}: Request failed with status code 503 (events.pagerduty.com/v2/enqueue)",
          ),
          m(
            "error",
            "circuit breaker 'pagerduty' OPEN after {int:20-40} failures in 60s, falling back to email for high severity",
          ),
        ],
      },
    ],
    drop: 0.5,
  },
  {
    estate: "brightfort",
    origin: "telemetry-writer",
    category: "dependency",
    hints: ["cassandra", "allnodesfailed", "nodes", "unavailable", "driver"],
    sev: "high",
    note: "The Cassandra cluster behind telemetry-writer becomes unavailable; every write fails with AllNodesFailedException and agent-edge answers 503 to telemetry uploads.",
    actors: [
      {
        svc: "telemetry-writer",
        every: 3,
        msgs: [
          m(
            "error",
            "write batch for tenant {int:3000-3400} failed",
            javaStack(
              "com.datastax.oss.driver.api.core.AllNodesFailedException: All 3 node(s) tried for the query failed (showing first 3 nodes, use getAllErrors() for more): Node(endPoint=cass-{int:0-2}.cass.svc/10.42.{int:2-9}.{int:2-200}:9042, hostId=null, hashCode={hex:8}): [com.datastax.oss.driver.api.core.connection.ConnectionInitException: [s0|control|connecting...] Protocol initialization request, step 1 (OPTIONS): failed to send request (java.nio.channels.NotYetConnectedException)]",
              [
                "com.datastax.oss.driver.internal.core.cql.CqlRequestHandler.sendRequest",
                "com.datastax.oss.driver.internal.core.session.DefaultSession.execute",
                "io.brightfort.telemetry.ProcessEventWriter.write",
              ],
            ),
          ),
          m("warn", "[s0] Error while opening new channel to cass-{int:0-2}.cass.svc/10.42.{int:2-9}.{int:2-200}:9042"),
        ],
      },
      {
        svc: "agent-edge",
        every: 1,
        lag: 1,
        msgs: [
          m("error", '{ip} - - "POST /agent/v3/telemetry HTTP/1.1" 503 88 rt={dec:0-1} upstream="telemetry-writer"'),
        ],
      },
    ],
    drop: 1,
  },
  {
    estate: "tallyscan",
    origin: "credential-vault",
    category: "dependency",
    hints: ["vault", "sealed", "503", "unavailable"],
    sev: "high",
    note: "The HashiCorp Vault cluster behind credential-vault seals itself after a restart; every lease request gets 503 Vault is sealed and authenticated scans cannot start.",
    actors: [
      {
        svc: "credential-vault",
        every: 3,
        msgs: [
          m(
            "error",
            "issue lease role=scan-{pick:ssh|winrm|snmp}: Error making API request.\n\nURL: PUT https://vault.internal:8200/v1/database/creds/scan-{pick:ssh|winrm}\nCode: 503. Errors:\n\n* Vault is sealed",
          ),
          m("warn", "vault health: sealed=true standby=false (https://vault.internal:8200)"),
        ],
      },
      {
        svc: "scan-node",
        every: 3,
        lag: 2,
        msgs: [
          m(
            "error",
            "chunk scan=S-{int:70000-79999}: credentials unavailable: credential-vault returned 503, running unauthenticated checks only",
          ),
        ],
      },
      {
        svc: "scan-orchestrator",
        every: 8,
        lag: 20,
        msgs: [m("warn", "scan S-{int:70000-79999} degraded: {int:10-100}% of hosts scanned without credentials")],
      },
    ],
    drop: 1,
  },
  {
    estate: "saltmarsh",
    origin: "stream-router",
    category: "dependency",
    hints: ["kafka", "broker", "not available", "disconnected", "node"],
    sev: "high",
    note: "Two Kafka brokers behind stream-router go down; produce requests fail with broker not available, and beat-intake backs up and starts refusing batches.",
    actors: [
      {
        svc: "stream-router",
        every: 1.5,
        msgs: [
          m(
            "warn",
            "[Producer clientId=stream-router-{int:1-3}] Connection to node {int:1-2} (kafka-{int:1-2}.kafka.soc-platform.svc/10.60.{int:2-9}.{int:2-200}:9092) could not be established. Broker may not be available.",
          ),
          m(
            "error",
            "produce to events-raw-{int:0-11} failed: org.apache.kafka.common.errors.NotLeaderOrFollowerException: For requests intended only for the leader, this error indicates that the broker is not the current leader.",
          ),
        ],
      },
      {
        svc: "beat-intake",
        every: 2,
        lag: 20,
        msgs: [
          m(
            "error",
            "batch from {pick:winlogbeat|filebeat}/8.{int:10-17} rejected: downstream stream-router unavailable (503), client will retry",
          ),
          m("warn", "spool {int:20-95}% full"),
        ],
      },
    ],
    drop: 0.9,
  },
  // ---------------- memory
  {
    estate: "vigilsec",
    origin: "search-data",
    category: "memory",
    hints: ["outofmemory", "heap", "memory", "circuitbreaking", "data too large"],
    sev: "high",
    note: "An aggregation over a high-cardinality field exhausts search-data's heap: parent circuit breaker trips, then a node dies with OutOfMemoryError and searches and bulk writes fail.",
    actors: [
      {
        svc: "search-data",
        every: 4,
        msgs: [
          m(
            "warn",
            "[search-data-{int:0-3}] [gc][{int:10000-90000}] overhead, spent [{int:4-9}.{int:1-9}s] collecting in the last [{int:5-9}.{int:1-9}s]",
          ),
          m(
            "warn",
            "[search-data-{int:0-3}] attempting to trigger G1GC due to high heap usage [{int:31000000000-32200000000}]",
          ),
          m(
            "error",
            "[search-data-2] fatal error in thread [opensearch[search-data-2][search][T#{int:1-25}]], exiting",
            (r) => [
              `java.lang.OutOfMemoryError: Java heap space`,
              `\tat org.opensearch.search.aggregations.bucket.terms.GlobalOrdinalsStringTermsAggregator.buildAggregations(GlobalOrdinalsStringTermsAggregator.java:${r.int(100, 400)})`,
              `\tat org.opensearch.search.aggregations.AggregationPhase.execute(AggregationPhase.java:${r.int(100, 200)})`,
            ],
          ),
        ],
      },
      {
        svc: "parser-pool",
        every: 2,
        lag: 10,
        msgs: [
          m(
            "error",
            '[main] Encountered a retryable error {:code=>429, :body=>"circuit_breaking_exception: [parent] Data too large, data for [<http_request>] would be [{int:31000000000-32500000000}/30.2gb], which is larger than the limit of [31621696716/29.4gb]"}',
          ),
        ],
      },
      {
        svc: "console-bff",
        every: 3,
        lag: 5,
        msgs: [
          m(
            "error",
            "GET /api/search?range=24h 503 {int:100-3000}ms upstream=search-data error=search_phase_execution_exception",
          ),
        ],
      },
    ],
    drop: 0.6,
  },
  {
    estate: "brightfort",
    origin: "detonator",
    category: "memory",
    hints: ["bad_alloc", "memory", "alloc", "oom"],
    sev: "medium",
    note: "A large memory-dump sample makes detonator's trace collector grow without bound; workers abort with std::bad_alloc and restart, and analyses are lost.",
    actors: [
      {
        svc: "detonator",
        every: 15,
        msgs: [
          m(
            "fatal",
            "terminate called after throwing an instance of 'std::bad_alloc'",
            cppStack(
              [
                "  what():  std::bad_alloc",
                '*** Aborted at 17{int:10000000-99999999} (unix time) try "date -d @17..." if you are using GNU date ***',
                "PC: @ 0x7f{hex:10} raise",
              ],
              [
                "std::__throw_bad_alloc()",
                "operator new(unsigned long)",
                "detonator::TraceBuffer::grow(unsigned long)",
                "detonator::JobRunner::collect()",
              ],
            ),
          ),
          m("warn", "worker {int:1-8} rss {int:6000-7900} MB (limit 8192 MB), trace buffer {int:3000-5000} MB"),
          m("info", "worker {int:1-8} restarted by supervisor (exit signal 6)"),
        ],
      },
      {
        svc: "sandbox-broker",
        every: 8,
        lag: 30,
        msgs: [
          m(
            "error",
            "detonation job {hex:8} lost: detonator worker exited (status 134), resubmitting sample {hex:16}...",
          ),
          m("warn", "detonation backlog {int:100-900} samples"),
        ],
      },
    ],
    drop: 0.7,
  },
  {
    estate: "tallyscan",
    origin: "report-render",
    category: "memory",
    hints: ["memory", "nomemoryerror", "oom", "rss"],
    sev: "medium",
    note: "A 200k-finding export makes report-render's Sidekiq processes balloon; jobs die with NoMemoryError, workers are killed by the memory killer and reports stall.",
    actors: [
      {
        svc: "report-render",
        every: 8,
        msgs: [
          m("warn", "Sidekiq::MemoryKiller: worker pid {int:20-99} rss {int:2100-3900}MB > 2048MB, sending TERM"),
          m(
            "error",
            "ReportJob JID-{hex:12} ERROR: NoMemoryError: failed to allocate memory",
            rubyStack([
              "/app/app/services/pdf_table.rb render_rows",
              "/app/app/services/report_builder.rb build",
              "/app/app/workers/report_job.rb perform",
            ]),
          ),
          m(
            "info",
            'Booting Sidekiq 7.2.4 with Sidekiq::RedisConnection::RedisClientAdapter options {:url=>"redis://redis:6379/3"}',
          ),
        ],
      },
      {
        svc: "portal-web",
        every: 12,
        lag: 90,
        msgs: [
          m(
            "warn",
            "GET /api/v2/reports/R-{int:9000-9999}/download 404 {int:10-40}ms - report not ready after {int:5-30} min",
          ),
        ],
      },
    ],
    drop: 0.9,
  },
  {
    estate: "saltmarsh",
    origin: "detections",
    category: "memory",
    hints: ["memory", "sigkill", "oom", "memoryerror"],
    sev: "medium",
    note: "A rule loading a year of data into pandas makes detections' gunicorn workers run out of memory; workers are SIGKILLed mid-rule and scheduling falls behind.",
    actors: [
      {
        svc: "detections",
        every: 8,
        msgs: [
          m("error", "[{int:1-9}] [ERROR] Worker (pid:{int:100-999}) was sent SIGKILL! Perhaps out of memory?"),
          m("info", "[{int:1-9}] [INFO] Booting worker with pid: {int:100-999}"),
          m(
            "error",
            "rule o365_mass_download failed",
            pyStack(
              [
                ["/app/detections/rules/o365.py", "run", "df = pd.DataFrame.from_records(rows)"],
                [
                  "/usr/local/lib/python3.11/site-packages/pandas/core/frame.py",
                  "from_records",
                  "arrays, arr_columns = to_arrays(data, columns)",
                ],
              ],
              "numpy.core._exceptions._ArrayMemoryError: Unable to allocate 6.1 GiB for an array with shape (41, 19982113) and data type object",
            ),
          ),
        ],
      },
    ],
    drop: 0.6,
  },
  // ---------------- disk
  {
    estate: "vigilsec",
    origin: "search-data",
    category: "disk",
    hints: ["disk", "watermark", "flood", "read-only", "read_only"],
    sev: "high",
    note: "search-data's hot nodes pass the flood-stage watermark; indices become read-only-allow-delete and parser-pool's bulk writes are rejected with cluster_block_exception.",
    actors: [
      {
        svc: "search-data",
        every: 10,
        msgs: [
          m(
            "warn",
            "[search-data-{int:1-3}] flood stage disk watermark [95%] exceeded on [search-data-{int:1-3}][/usr/share/opensearch/data] free: {int:10-40}.{int:1-9}gb[{dec:3-5}%], all indices on this node will be marked read-only",
          ),
          m(
            "warn",
            "[search-data-{int:1-3}] high disk watermark [90%] exceeded, shards will be relocated away from this node",
          ),
        ],
      },
      {
        svc: "parser-pool",
        every: 1,
        lag: 2,
        msgs: [
          m(
            "error",
            '[main] retrying failed action with response code: 429 ({"type"=>"cluster_block_exception", "reason"=>"index [events-2026.06] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];"})',
          ),
        ],
      },
      {
        svc: "ingest-gw",
        every: 8,
        lag: 60,
        msgs: [m("warn", "backpressure from parser-pool: queue depth {int:5000-50000}, answering 429 to agents")],
      },
    ],
    drop: 0.8,
  },
  {
    estate: "brightfort",
    origin: "sandbox-broker",
    category: "disk",
    hints: ["no space", "disk", "errno 28", "space"],
    sev: "medium",
    note: "sandbox-broker's sample spool volume fills up; writes fail with [Errno 28] No space left on device and uploads from agents are refused.",
    actors: [
      {
        svc: "sandbox-broker",
        every: 4,
        msgs: [
          m(
            "error",
            "could not spool sample {hex:16}...",
            pyStack(
              [
                ["/app/broker/api.py", "upload", "path = spool.write(sample_id, request.stream)"],
                ["/app/broker/spool.py", "write", "shutil.copyfileobj(stream, fh, 1 << 20)"],
              ],
              "OSError: [Errno 28] No space left on device: '/var/spool/samples/{hex:2}/{hex:16}.bin'",
            ),
          ),
          m("warn", "spool cleanup skipped: {int:3000-9000} samples still referenced by pending jobs"),
        ],
      },
      {
        svc: "agent-edge",
        every: 3,
        lag: 2,
        msgs: [m("error", '{ip} - - "POST /agent/v3/files HTTP/1.1" 507 70 rt={dec:0-1} upstream="sandbox-broker"')],
      },
    ],
    drop: 1,
  },
  {
    estate: "tallyscan",
    origin: "plugin-feed",
    category: "disk",
    hints: ["read-only", "errno 30", "file system", "disk"],
    sev: "medium",
    note: "plugin-feed's volume is remounted read-only after I/O errors; unpacking plugin sets fails with [Errno 30] and scan-node keeps stale plugins.",
    actors: [
      {
        svc: "plugin-feed",
        every: 12,
        msgs: [
          m(
            "error",
            "unpack of plugin set 2026061{int:0-2}0400 failed",
            pyStack(
              [
                ["/app/feed/sync.py", "install", "tar.extractall(staging)"],
                ["/usr/local/lib/python3.12/tarfile.py", "makefile", 'with bltn_open(targetpath, "wb") as target:'],
              ],
              "OSError: [Errno 30] Read-only file system: '/srv/plugins/staging/2026061{int:0-2}0400/{pick:ssh|smb|http}_{int:10000-99999}.nasl'",
            ),
          ),
          m("warn", "health: /srv/plugins mounted ro, last successful install {int:20-90} min ago"),
        ],
      },
      {
        svc: "scan-node",
        every: 15,
        lag: 60,
        msgs: [m("warn", "plugin set is {int:2-9}h old (max 6h), continuing with stale plugins")],
      },
      {
        svc: "scan-orchestrator",
        every: 20,
        lag: 60,
        msgs: [m("warn", "plugin set sync failed on plugin-feed, scans run with previous set")],
      },
    ],
    drop: 0.5,
  },
  {
    estate: "saltmarsh",
    origin: "beat-intake",
    category: "disk",
    hints: ["no space", "disk", "spool", "space"],
    sev: "high",
    note: "beat-intake's disk spool volume fills while the router is slow; writes fail with no space left on device and the intake starts refusing beats.",
    actors: [
      {
        svc: "beat-intake",
        every: 1.5,
        msgs: [
          m("error", "spool: write /var/spool/beat-intake/q-{int:1000-9999}.seg: no space left on device"),
          m(
            "error",
            "batch from {pick:winlogbeat|filebeat|auditbeat}/8.{int:10-17} host={pick:DC|WS|SRV}-{hex:4} refused: 503 spool unavailable",
          ),
          m("warn", "disk /var/spool/beat-intake {int:99-100}% used"),
        ],
      },
    ],
    drop: 0.9,
  },
  // ---------------- unknown
  {
    estate: "vigilsec",
    origin: "ingest-gw",
    category: "unknown",
    hints: ["internal", "500", "error", "unknown"],
    sev: "high",
    note: "ingest-gw starts answering 500 internal error to agents and the syslog relay without logging any cause; syslog-relay requeues and its backlog grows.",
    actors: [
      {
        svc: "ingest-gw",
        every: 2,
        msgs: [
          m("error", 'POST /v1/events tenant=t-{int:1000-1099} -> 500 in {int:0-2}ms err="internal error"'),
          m("error", 'POST /v1/syslog -> 500 in {int:0-2}ms err="internal error"'),
        ],
      },
      {
        svc: "syslog-relay",
        every: 1.5,
        lag: 2,
        msgs: [
          m("error", "forward to ingest-gw failed: 500 Internal Server Error, requeued {int:200-4000} messages"),
          m("warn", "relay backlog {int:10000-900000} messages on disk"),
        ],
      },
    ],
    drop: 0.9,
  },
  {
    estate: "brightfort",
    origin: "policy-svc",
    category: "unknown",
    hints: ["restart", "crash", "exit", "unavailable", "unknown"],
    sev: "high",
    note: "policy-svc restarts every half minute without logging any exception; check-ins fail with 503 from policy-svc in between starts.",
    actors: [
      {
        svc: "policy-svc",
        every: 30,
        msgs: [
          m("info", "info: Microsoft.Hosting.Lifetime[14] Now listening on: http://[::]:8080"),
          m("info", "info: Microsoft.Hosting.Lifetime[0] Application started. Press Ctrl+C to shut down."),
          m("info", "info: Microsoft.Hosting.Lifetime[0] Hosting environment: Production"),
        ],
      },
      {
        svc: "checkin-svc",
        every: 1.5,
        lag: 1,
        msgs: [
          m(
            "error",
            'agent {hex:12} check-in failed: policy fetch: Get "http://policy-svc:8080/v2/policy": dial tcp 10.42.3.{int:2-200}:8080: connect: connection refused',
          ),
          m("error", "agent {hex:12} check-in failed: policy fetch: policy-svc returned 503 (no healthy upstream)"),
        ],
      },
    ],
    quiet: true,
  },
  {
    estate: "tallyscan",
    origin: "findings-svc",
    category: "unknown",
    hints: ["500", "internal", "error", "unknown"],
    sev: "high",
    note: "findings-svc answers 500 to most batch uploads and queries with no exception in its log; scan-node and portal-web report the failures.",
    actors: [
      {
        svc: "findings-svc",
        every: 3,
        msgs: [
          m("error", "POST /api/findings/batch 500 ({int:1-9} ms)"),
          m("error", "GET /api/findings?sev=critical 500 ({int:1-9} ms)"),
        ],
      },
      {
        svc: "scan-node",
        every: 2.5,
        lag: 2,
        msgs: [
          m(
            "warn",
            "upload chunk scan=S-{int:70000-79999}: findings-svc 500 Internal Server Error, retrying in {int:1-8}s",
          ),
        ],
      },
      {
        svc: "portal-web",
        every: 3,
        lag: 3,
        msgs: [m("error", "GET /api/v2/vulns?severity=critical 502 {int:20-90}ms - findings-svc answered 500")],
      },
    ],
    drop: 0.9,
  },
  {
    estate: "saltmarsh",
    origin: "web-console",
    category: "unknown",
    hints: ["500", "internal", "error", "unknown"],
    sev: "medium",
    note: "web-console's API routes answer 500 without any logged error while query-api behind it stays healthy and idle.",
    actors: [
      {
        svc: "web-console",
        every: 1.5,
        msgs: [
          m("error", "GET /api/hunts/{hex:6}/results 500 - - {int:1-4} ms"),
          m("error", "GET /api/alerts?status=open 500 - - {int:1-4} ms"),
          m("error", "POST /api/cases 500 - - {int:1-4} ms"),
        ],
      },
    ],
    drop: 0.95,
  },
];
