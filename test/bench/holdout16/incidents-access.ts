// Authentication, authorization and validation scenarios.
import { type IncidentSpec, st } from "./spec.js";

export const ACCESS: IncidentSpec[] = [
  {
    category: "authentication",
    estate: "registrar",
    origin: "student-records",
    hints: ["token", "jwt", "lifetime", "expired", "authentication", "bearer"],
    sev: "high",
    note: "student-records rejects every bearer token as expired after its node clock jumps; it logs at WARN, callers report 401s.",
    fault: st("student-records", "warn", 1.6, [
      "Bearer was not authenticated. Failure message: IDX10223: Lifetime validation failed. The token is expired. ValidTo (UTC): '7/1/2026 09:12:44 AM', Current time (UTC): '7/1/2026 10:14:02 AM'.",
      "AuthenticationScheme: Bearer was challenged.",
      "Bearer was not authenticated. Failure message: IDX10223: Lifetime validation failed. The token is expired.",
    ]),
    more: [
      st(
        "enrol-web",
        "error",
        0.7,
        [
          "student-records replied 401 to GET /api/students/{n}/holds; session bounced to re-login",
          "enrolment blocked: could not load academic record (upstream 401 from student-records)",
        ],
        { from: 2 },
      ),
      st(
        "campus-lb",
        "info",
        0.9,
        [
          '{ip}:{port} [https-in] records_api/rec{k} 0/0/0/{k}/{k} 401 212 - - ---- {k}/{k}/2/0/0 0/0 "GET /api/students/me HTTP/1.1"',
        ],
        { from: 1 },
      ),
      st(
        "fees-billing",
        "error",
        4,
        ["Sidekiq StatementJob JID-{hex} ERROR: Faraday::UnauthorizedError: the server responded with status 401"],
        { from: 9 },
      ),
    ],
  },
  {
    category: "authentication",
    estate: "furrow",
    origin: "tractor-ingest",
    hints: ["sasl", "scram", "authentication", "credential"],
    sev: "high",
    note: "tractor-ingest's Kafka producer fails SCRAM authentication after a secret rotation; the gateway retries uploads loudly.",
    fault: st("tractor-ingest", "error", 2.2, [
      "kafka producer: SASL handshake with broker telemetry-kafka-1:9094 failed: SCRAM-SHA-512: authentication failed (invalid credentials for user ingest-writer)",
      "flush aborted: kafka: client has run out of available brokers to talk to: SASL authentication failed",
    ]),
    more: [
      st(
        "telemetry-kafka",
        "info",
        2.2,
        [
          "[SocketServer listenerType=BROKER, nodeId=1] Failed authentication with /{ip} (channelId={ip}:9094-{ip}:{port}-{k}) (Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512)",
        ],
        { from: 0.2 },
      ),
      st(
        "edge-gateway",
        "error",
        0.35,
        [
          '[envoy] "POST /v1/telemetry/batch HTTP/2" 503 UF upstream_reset_before_response_started{remote_refused} {k}ms upstream=tractor-ingest',
          '[envoy] "POST /v1/telemetry/batch HTTP/2" 503 - via_upstream {k}ms upstream=tractor-ingest retry_attempt=3',
        ],
        { from: 3 },
      ),
      st("fleet-portal", "warn", 20, ["machine JD8R-{n} last seen {k}s ago, marking telemetry stale"], { from: 60 }),
    ],
  },
  {
    category: "authentication",
    estate: "inkwell",
    origin: "paywall-svc",
    hints: ["jwt", "signature", "verification", "authentication"],
    sev: "medium",
    note: "paywall-svc stops verifying reader session tokens after a signing-key swap; story-api falls back to locked articles.",
    fault: st(
      "paywall-svc",
      "error",
      1.4,
      [
        "JWT::VerificationError (Signature verification failed) in SessionsController#entitlement",
        "Completed 401 Unauthorized in {k}ms (ActiveRecord: 0.0ms)",
      ],
      {
        stack: [
          "jwt (2.8.1) lib/jwt/verify.rb:39:in `verify_signature'",
          "app/services/reader_token.rb:22:in `decode!'",
          "app/controllers/sessions_controller.rb:14:in `entitlement'",
        ],
        stackEvery: 6,
      },
    ),
    more: [
      st(
        "story-api",
        "warn",
        0.8,
        [
          "entitlement lookup for reader r{n} got 401 from paywall-svc, serving teaser only",
          "finished unary call grpc.method=GetStory grpc.code=Unauthenticated grpc.time_ms={k} note=paywall",
        ],
        { from: 1.5 },
      ),
      st(
        "cdn-edge",
        "info",
        1.1,
        ['{ip} - - "GET /api/entitlements HTTP/2.0" 401 88 "-" "InkwellApp/9.2 (Android)" rt=0.0{k}'],
        {
          from: 1,
        },
      ),
    ],
  },
  {
    category: "authentication",
    estate: "inkwell",
    origin: "wire-ingest",
    hints: ["token", "oauth", "401", "unauthorized", "authentication", "credential"],
    sev: "medium",
    note: "wire-ingest's OAuth client credentials for the news-agency feed expire; the feed poller fails, newsroom desks notice missing copy.",
    fault: st("wire-ingest", "error", 15, [
      '[error] feed poll {hex} failed: POST https://auth.wireco.example/oauth2/token -> 401 %{"error" => "invalid_client", "error_description" => "client secret has expired"}',
      "[error] GenServer WireIngest.Poller terminating ** (WireIngest.AuthError) could not obtain bearer token: invalid_client",
      "[error] feed poll {hex} failed: 401 Unauthorized, backing off 15s",
    ]),
    more: [
      st(
        "publish-pipeline",
        "warn",
        30,
        ["desk=business no wire copy received for {k}0s, breaking-news template idle"],
        { from: 40 },
      ),
      st("cms-editor", "error", 9, ["GET /api/wire/latest 504 from wire-ingest after 10000ms"], { from: 5 }),
    ],
  },
  {
    category: "authorization",
    estate: "registrar",
    origin: "fees-billing",
    hints: ["pundit", "notauthorized", "authoriz", "forbidden", "permission"],
    sev: "medium",
    note: "A policy change in fees-billing refuses invoice updates to bursary staff; the enrolment web app shows payment errors.",
    fault: st(
      "fees-billing",
      "error",
      2.5,
      [
        "Pundit::NotAuthorizedError (not allowed to update? this Invoice):",
        "Completed 403 Forbidden in {k}ms (ActiveRecord: 2.{k}ms)",
      ],
      {
        stack: [
          "app/controllers/invoices_controller.rb:41:in `update'",
          "app/policies/invoice_policy.rb:12:in `update?'",
        ],
        stackEvery: 5,
      },
    ),
    more: [
      st(
        "enrol-web",
        "error",
        3,
        ["fees-billing refused PATCH /invoices/{n} with 403; student sees 'payment plan could not be saved'"],
        {
          from: 2,
        },
      ),
      st(
        "waitlist-worker",
        "warn",
        6,
        ["Task waitlist.tasks.promote_next[{uuid}] retry: fee hold not cleared (fees-billing 403)"],
        {
          from: 8,
        },
      ),
    ],
  },
  {
    category: "authorization",
    estate: "furrow",
    origin: "yield-model",
    hints: ["accessdenied", "access denied", "permission", "iam", "authoriz"],
    sev: "medium",
    note: "After an IAM policy edit yield-model cannot write score files to object storage; the portal shows stale yields.",
    fault: st("yield-model", "error", 4, [
      "Task yield.tasks.score_field[{uuid}] raised unexpected: ClientError('An error occurred (AccessDenied) when calling the PutObject operation: User: arn:aws:sts::210987654321:assumed-role/yield-model-task/worker is not authorized to perform: s3:PutObject on resource: \"arn:aws:s3:::furrow-yield-scores/2026/field-{n}.parquet\" because no identity-based policy allows the s3:PutObject action')",
      "Task yield.tasks.score_field[{uuid}] retry: Retry in 30s: ClientError('An error occurred (AccessDenied) when calling the PutObject operation: Access Denied')",
    ]),
    more: [
      st("fleet-portal", "warn", 7, ["yield tile for field {n} is {k} min old, serving cached scores"], { from: 20 }),
      st("alert-router", "error", 10, ["yield-model callback missing for field {n} after 120s, alert suppressed"], {
        from: 30,
      }),
    ],
  },
  {
    category: "authorization",
    estate: "inkwell",
    origin: "publish-pipeline",
    hints: ["unauthorized", "security_exception", "privilege", "403", "forbidden", "authoriz"],
    sev: "high",
    note: "A role-mapping change leaves publish-pipeline's search user without write privilege; articles publish but never become searchable.",
    fault: st("publish-pipeline", "error", 2, [
      "index article_id={n} failed: elasticsearch returned 403: security_exception: action [indices:data/write/bulk[s]] is unauthorized for user [svc_publisher] with effective roles [news_reader] on indices [articles-2026.07], this action is granted by the index privileges [create_doc,create,index,write,all]",
      "search sync retry {k}/5 for article_id={n}: 403 Forbidden",
    ]),
    more: [
      st(
        "search-es",
        "info",
        6,
        [
          "[o.e.x.s.a.l.LoggingAuditTrail] [search-es-0] access_denied user.name=svc_publisher action=indices:data/write/bulk[s]",
        ],
        {
          from: 0.3,
        },
      ),
      st(
        "story-api",
        "warn",
        5,
        ["search returned 0 hits for freshly published story {n}, falling back to DB listing"],
        { from: 15 },
      ),
    ],
  },
  {
    category: "authorization",
    estate: "registrar",
    origin: "records-pg",
    hints: ["permission denied", "permission", "privilege", "grant", "authoriz"],
    sev: "high",
    note: "A migration revokes the app role's grant on an audit table in records-pg; every enrolment save in student-records fails.",
    fault: st("records-pg", "error", 1.8, [
      "ERROR:  permission denied for table enrolment_audit",
      "STATEMENT:  INSERT INTO enrolment_audit (student_id, section_id, action, at) VALUES ($1, $2, $3, now())",
    ]),
    more: [
      st(
        "records-pg",
        "info",
        1,
        ["LOG:  statement: REVOKE INSERT ON enrolment_audit FROM sis_app", "LOG:  statement: COMMIT"],
        {
          from: -6,
          seq: true,
        },
      ),
      st(
        "student-records",
        "error",
        1.8,
        [
          "An exception occurred in the database while saving changes for context type 'Registrar.Records.RecordsContext'.",
          "Request finished HTTP/1.1 PUT http://student-records/api/enrolments/{n} - 500 - application/problem+json {k}.9ms",
        ],
        { from: 0.5 },
      ),
      st("enrol-web", "error", 0.6, ["student-records PUT /api/enrolments -> 500, retrying ({k}/3)"], { from: 1.5 }),
    ],
  },
  {
    category: "validation",
    estate: "furrow",
    origin: "tractor-ingest",
    hints: ["validation", "invalid", "schema", "range"],
    sev: "medium",
    note: "A harvester firmware batch sends negative fuel rates; tractor-ingest rejects the frames at WARN and devices resend in a storm.",
    fault: st("tractor-ingest", "warn", 1.2, [
      "frame rejected machine=CLAAS-{n}: validation failed: fuel_rate_lph must be >= 0 (got -1.000000)",
      "frame rejected machine=CLAAS-{n}: validation failed: 3 errors (fuel_rate_lph out of range; engine_hours not monotonic; gnss.fix invalid)",
    ]),
    more: [
      st(
        "edge-gateway",
        "warn",
        0.3,
        ['[envoy] "POST /v1/telemetry/batch HTTP/2" 422 - via_upstream {k}ms upstream=tractor-ingest'],
        {
          from: 0.5,
        },
      ),
      st("firmware-ota", "info", 2, ["rollout ota-2026.7 stage=wave-2 devices=3{k}/{n} ok"], { from: -300, to: -30 }),
    ],
  },
  {
    category: "validation",
    estate: "registrar",
    origin: "enrol-web",
    hints: ["validation", "bad request", "invalid", "max_length"],
    sev: "medium",
    note: "Longer section codes from the new term break enrol-web's serializer limits; Django logs only WARN 'Bad Request' lines.",
    fault: st("enrol-web", "warn", 1.5, [
      "Bad Request: /api/enrol/ {'section_code': [ErrorDetail(string='Ensure this field has no more than 8 characters.', code='max_length')]}",
      "Bad Request: /api/enrol/swap/ {'from_section': [ErrorDetail(string='Ensure this field has no more than 8 characters.', code='max_length')]}",
    ]),
    more: [
      st(
        "waitlist-worker",
        "error",
        2,
        [
          "Task waitlist.tasks.promote_next[{uuid}] raised unexpected: HTTPError('400 Client Error: Bad Request for url: http://enrol-web/api/enrol/')",
        ],
        { from: 3 },
      ),
      st(
        "campus-lb",
        "info",
        1,
        [
          '{ip}:{port} [https-in] enrol_web/web{k} 0/0/1/{k}/{k} 400 301 - - ---- {k}/{k}/3/1/0 0/0 "POST /api/enrol/ HTTP/1.1"',
        ],
        { from: 0.4 },
      ),
    ],
  },
  {
    category: "validation",
    estate: "inkwell",
    origin: "cms-editor",
    hints: ["zod", "validation", "invalid", "schema", "required"],
    sev: "medium",
    note: "A new byline widget saves drafts without authorId; cms-editor's zod schema rejects them and publishing stalls.",
    fault: st("cms-editor", "error", 3, [
      'ZodError: [ { "code": "invalid_type", "expected": "string", "received": "undefined", "path": [ "byline", "authorId" ], "message": "Required" } ]',
      "POST /api/drafts/{n}/submit 422 {k}ms",
    ]),
    more: [
      st(
        "publish-pipeline",
        "error",
        2.5,
        ["publish request for draft {n} refused by cms-editor: 422 Unprocessable Entity"],
        { from: 2 },
      ),
      st("wire-ingest", "info", 30, ["[info] promoted wire item urn:publicid:wire:{hex} to draft"], { from: 10 }),
    ],
  },
  {
    category: "validation",
    estate: "registrar",
    origin: "student-records",
    hints: ["validation", "fluentvalidation", "invalid"],
    sev: "medium",
    note: "A validator rule change makes student-records reject profile updates with an overly strict date rule; fees-billing sync jobs fail.",
    fault: st("student-records", "warn", 2.4, [
      "Validation failed: \n -- DateOfBirth: 'Date Of Birth' must be less than '1/1/2010 12:00:00 AM'. Severity: Error",
      "Request finished HTTP/1.1 PUT http://student-records/api/students/{n} - 400 - application/problem+json {k}.2ms",
    ]),
    more: [
      st(
        "fees-billing",
        "error",
        1,
        [
          "Sidekiq ProfileSyncJob JID-{hex} ERROR: student-records rejected PUT /api/students/{n} (400 One or more validation errors occurred.)",
        ],
        { from: 2 },
      ),
    ],
  },
];
