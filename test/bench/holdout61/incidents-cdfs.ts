// Commonwealth Department of Family Services (benefits case management, request ids): one failure per category.
import { CDFS as E } from "./estates.js";
import { hex, int, pick } from "./rng.js";
import type { Fault } from "./stream.js";
import { dotnetTrace, javaTrace, nodeTrace, pyTrace, rubyTrace } from "./traces.js";

const caseNo = (r: () => number) => `C-2026-${int(r, 100000, 999999)}`;

export const CDFS_FAULTS: Fault[] = [
  {
    estate: E,
    category: "authentication",
    origin: "income-verify",
    hints: ["oauth", "401", "unauthorized", "invalid_client", "credential", "token"],
    severity: "high",
    note: "income-verify can no longer obtain a token from the federal data hub (401 invalid_client), so wage matching fails and applications stall at verification.",
    failRate: 1,
    mute: /token cache ok|wage match/,
    own: () => [
      {
        level: "error",
        msg: 'wage match failed: hub token: oauth2: cannot fetch token: 401 Unauthorized\nResponse: {"error":"invalid_client","error_description":"client assertion rejected"}',
      },
    ],
    near: (r) => [
      {
        level: "error",
        msg: `Income verification step failed for applicant: income-verify responded 502 Bad Gateway (attempt ${int(r, 1, 2)}/2)`,
      },
    ],
    tick: {
      every: 30,
      lines: () => [{ level: "warn", msg: "hub token refresh failed (401 invalid_client); 0 cached tokens" }],
    },
  },
  {
    estate: E,
    category: "authorization",
    origin: "doc-intake",
    hints: ["authorization", "permission", "not authorized", "403", "access"],
    severity: "high",
    note: "doc-intake's identity loses write permission on the intake blob container (AuthorizationPermissionMismatch), so citizen document uploads fail.",
    failRate: 1,
    own: (r) => [
      {
        level: "error",
        msg: pyTrace(
          [
            ["/app/intake/storage.py", 41, "put", "blob.upload_blob(data, overwrite=False, metadata=meta)"],
            [
              "/usr/local/lib/python3.11/site-packages/azure/storage/blob/_blob_client.py",
              765,
              "upload_blob",
              "return upload_block_blob(**options)",
            ],
            [
              "/usr/local/lib/python3.11/site-packages/azure/storage/blob/_upload_helpers.py",
              195,
              "upload_block_blob",
              "process_storage_error(error)",
            ],
          ],
          `azure.core.exceptions.HttpResponseError: This request is not authorized to perform this operation using this permission.\nRequestId:${hex(r, 8)}-${hex(r, 4)}-00${hex(r, 2)}-${hex(r, 4)}-${hex(r, 12)}\nTime:2026-10-20T14:0${int(r, 0, 9)}:11.4420000Z\nErrorCode:AuthorizationPermissionMismatch`,
        ),
      },
    ],
    near: (r) => [
      { level: "error", msg: `POST /api/documents 502 ${int(r, 100, 900)}ms upstream doc-intake responded 500` },
    ],
  },
  {
    estate: E,
    category: "database",
    origin: "case-mgmt",
    hints: ["ora-", "database", "sql", "connection", "oracle", "jdbc"],
    severity: "high",
    note: "case-mgmt's Oracle sessions run out (ORA-12516 from the listener, pool timeouts), so applications, case lookups and determinations fail.",
    failRate: 0.7,
    own: (r) => [
      {
        level: "error",
        msg:
          r() < 0.5
            ? javaTrace(
                "Unable to acquire JDBC Connection [HikariPool-1 - Connection is not available, request timed out after 30004ms (total=40, active=40, idle=0, waiting=97)] [n/a]",
                [
                  "org.hibernate.exception.internal.SQLStateConversionDelegate.convert(SQLStateConversionDelegate.java:98)",
                  "org.hibernate.resource.jdbc.internal.LogicalConnectionManagedImpl.acquireConnectionIfNeeded(LogicalConnectionManagedImpl.java:108)",
                  "gov.cdfs.casemgmt.service.CaseService.create(CaseService.java:91)",
                ],
                "java.sql.SQLException: Listener refused the connection with the following error:\nORA-12516, TNS:listener could not find available handler with matching protocol stack",
              )
            : "SQL Error: 12516, SQLState: 66000\nORA-12516, TNS:listener could not find available handler with matching protocol stack",
      },
    ],
    near: (r, caller) =>
      caller === "citizen-portal"
        ? [
            {
              level: "error",
              msg: `${pick(r, ["GET /api/cases/mine", "POST /api/applications"])} 500 ${int(r, 30000, 31000)}ms upstream case-mgmt responded 500`,
            },
          ]
        : [],
    callerDelay: 30000,
  },
  {
    estate: E,
    category: "network",
    origin: "treasury-bridge",
    hints: ["dns", "getaddrinfo", "network", "resolve", "socket"],
    severity: "medium",
    note: "treasury-bridge can no longer resolve the Treasury SFTP host (getaddrinfo failures), so staged payment files are never pushed and payment batches go unacknowledged.",
    failRate: 0,
    tick: {
      every: 20,
      lines: (r, i) => [
        {
          level: "error",
          msg: rubyTrace(
            `SFTP push of TRS${int(r, 100000, 999999)}.ach failed: SocketError: getaddrinfo: Name or service not known (sftp.fiscal.treasury.example.gov:22)`,
            [
              "/usr/local/bundle/gems/net-ssh-7.2.3/lib/net/ssh/transport/session.rb:74:in `initialize'",
              "/usr/local/bundle/gems/net-ssh-7.2.3/lib/net/ssh.rb:255:in `new'",
              "/app/lib/treasury/sftp_pusher.rb:22:in `push'",
            ],
          ),
        },
        {
          level: "warn",
          msg: `retrying SFTP push in 30s (attempt ${(i % 5) + 1}/5); ${int(r, 2, 9)} files staged`,
          dt: 200,
        },
        ...(i % 6 === 4
          ? [
              {
                svc: "payment-orch",
                level: "warn" as const,
                msg: `Treasury acknowledgement for PB-${int(r, 70000, 79999)} overdue (sent to treasury-bridge ${int(r, 5, 20)} min ago)`,
              },
            ]
          : []),
      ],
    },
  },
  {
    estate: E,
    category: "timeout",
    origin: "idv-gateway",
    hints: ["timeout", "timed out", "canceled", "httpclient"],
    severity: "high",
    note: "The identity-proofing vendor stops answering idv-gateway within its 15 s HttpClient timeout, so applications time out at the identity step.",
    failRate: 0.85,
    own: () => [
      {
        level: "error",
        msg: dotnetTrace(
          "Identity proofing call failed\nSystem.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 15 seconds elapsing.\n ---> System.TimeoutException: The operation was canceled.",
          [
            "System.Net.Http.HttpClient.HandleFailure(Exception e, Boolean telemetryStarted, HttpResponseMessage response, CancellationTokenSource cts, CancellationToken cancellationToken, CancellationTokenSource pendingRequestsCts)",
            "System.Net.Http.HttpClient.SendAsync(HttpRequestMessage request, HttpCompletionOption completionOption, CancellationToken cancellationToken)",
            "Cdfs.Idv.Proofing.VendorClient.VerifyAsync(ProofingRequest req) in /src/Cdfs.Idv/Proofing/VendorClient.cs:line 57",
          ],
        ),
      },
    ],
    near: (r) => [
      {
        level: "error",
        msg: `Identity step for ${caseNo(r)} failed: I/O error on POST request for "http://idv-gateway/api/proofing": Read timed out`,
      },
    ],
    callerDelay: 15500,
    edgeStatus: 504,
  },
  {
    estate: E,
    category: "rate_limiting",
    origin: "ocr-worker",
    hints: ["throttl", "rate", "exceeded", "429", "limit"],
    severity: "medium",
    note: "The cloud OCR API throttles ocr-worker (ThrottlingException: Rate exceeded), so uploaded documents pile up unprocessed.",
    failRate: 0.9,
    own: (r) => [
      { level: "warn", msg: `AnalyzeDocument throttled for doc_${hex(r, 12)}, retry 3/5 in ${int(r, 2, 8)}.0s` },
      {
        level: "error",
        dt: 9000,
        msg: pyTrace(
          [
            [
              "/app/ocr/textract.py",
              63,
              "analyze",
              'resp = self.client.analyze_document(Document=doc, FeatureTypes=["FORMS"])',
            ],
            [
              "/usr/local/lib/python3.11/site-packages/botocore/client.py",
              1021,
              "_make_api_call",
              "raise error_class(parsed_response, operation_name)",
            ],
          ],
          "botocore.errorfactory.ThrottlingException: An error occurred (ThrottlingException) when calling the AnalyzeDocument operation (reached max retries: 4): Rate exceeded",
        ),
      },
    ],
    near: (r) => [
      {
        level: "warn",
        msg: `OCR job for doc_${hex(r, 12)} not finished after 300s; backlog ${int(r, 200, 3000)}`,
        dt: 300000,
      },
    ],
    noEdge: true,
  },
  {
    estate: E,
    category: "validation",
    origin: "payment-orch",
    hints: ["validation", "constraint", "invalid", "checksum"],
    severity: "high",
    note: "payment-orch rejects every payment batch on bean-validation errors (invalid routing number checksums, zero amounts), so no payment files reach treasury-bridge.",
    failRate: 1,
    own: (r) => [
      {
        level: "error",
        msg: javaTrace(
          `Payment batch PB-${int(r, 70000, 79999)} rejected: 2 constraint violation(s)\njakarta.validation.ConstraintViolationException: release.items[${int(r, 0, 300)}].routingNumber: ABA checksum invalid, release.items[${int(r, 0, 300)}].amount: must be greater than 0`,
          [
            "org.springframework.validation.beanvalidation.MethodValidationInterceptor.invoke(MethodValidationInterceptor.java:138)",
            "gov.cdfs.payments.batch.BatchReleaseService$$SpringCGLIB$$0.release(<generated>)",
            "gov.cdfs.payments.batch.ReleaseScheduler.run(ReleaseScheduler.java:47)",
          ],
        ),
      },
    ],
    tick: {
      every: 60,
      lines: (r) => [
        {
          level: "warn",
          msg: `Release window closed: 0 of ${int(r, 3, 12)} batches released, ${int(r, 200, 3000)} items on hold`,
        },
      ],
    },
  },
  {
    estate: E,
    category: "null_reference",
    origin: "notice-gen",
    hints: ["nil", "nomethoderror", "undefined method", "null"],
    severity: "medium",
    note: "notice-gen crashes with NoMethodError on nil when rendering approval notices without a certification end date, so case-mgmt saves determinations without notices.",
    failRate: 0.7,
    own: (r) => [
      {
        level: "error",
        msg: rubyTrace(
          `NoticeRenderJob failed for ${caseNo(r)}: undefined method \`strftime' for nil:NilClass (NoMethodError)`,
          [
            "/app/app/notices/noa_101.rb:58:in `certification_end'",
            "/app/app/notices/base_notice.rb:112:in `block in render_fields'",
            "/app/app/notices/base_notice.rb:109:in `each'",
            "/app/app/jobs/notice_render_job.rb:19:in `perform'",
          ],
        ),
      },
    ],
    near: (r) => [
      {
        level: "error",
        msg: `Notice generation for ${caseNo(r)} failed: 500 INTERNAL_SERVER_ERROR from notice-gen; determination saved without notice`,
      },
    ],
  },
  {
    estate: E,
    category: "configuration",
    origin: "audit-log",
    hints: ["config", "endpoint", "sink", "missing", "setting"],
    severity: "high",
    note: "After a config reload audit-log has no endpoint for its archive sink and rejects every append, and notice-gen (for which audit is mandatory) starts failing.",
    failRate: 1,
    mute: /flush:/,
    change: () => [
      { level: "info", msg: "config reload requested (SIGHUP)" },
      { level: "info", msg: "config loaded from /etc/audit-log/config.yaml: sinks=[archive] retention=2555d" },
      { level: "warn", msg: 'sink "archive": endpoint is empty, sink disabled' },
    ],
    own: () => [
      {
        level: "error",
        msg: 'append rejected: no writable sink configured (sink "archive" disabled: archive.endpoint not set)',
      },
    ],
    near: (r) => [
      {
        level: "error",
        msg: `AuditClient::Error: POST http://audit-log/v1/events returned 500 (${caseNo(r)}); aborting render because audit is mandatory`,
      },
    ],
  },
  {
    estate: E,
    category: "dependency",
    origin: "citizen-portal",
    hints: ["503", "unavailable", "oidc", "login", "provider", "dependency"],
    severity: "high",
    note: "The external identity provider that citizen-portal signs people in with returns 503, so sign-ins fail and applications and uploads drop.",
    failRate: 0.7,
    own: (r) => [
      {
        level: "error",
        msg: nodeTrace("OIDC callback failed: OPError: expected 200 OK, got: 503 Service Unavailable", [
          "processResponse (/app/node_modules/openid-client/lib/helpers/process_response.js:41:11)",
          "Client.grant (/app/node_modules/openid-client/lib/client.js:1321:22)",
          "async Client.callback (/app/node_modules/openid-client/lib/client.js:484:24)",
        ]),
      },
      { level: "warn", msg: `GET /auth/callback 502 ${int(r, 200, 3000)}ms`, dt: 3 },
    ],
    tick: {
      every: 45,
      lines: () => [
        {
          level: "warn",
          msg: "OIDC discovery refresh for https://secure.login.example.gov failed (503); using cached metadata",
        },
      ],
    },
  },
  {
    estate: E,
    category: "memory",
    origin: "ocr-worker",
    hints: ["memory", "memoryerror", "allocate", "oom", "sigkill"],
    severity: "medium",
    note: "ocr-worker runs out of memory on large scanned TIFFs (MemoryError, workers SIGKILLed), so OCR of uploaded documents stalls.",
    failRate: 0.6,
    own: (r) => [
      {
        level: "error",
        msg: pyTrace(
          [
            ["/app/ocr/pipeline.py", 88, "preprocess", 'arr = np.asarray(img.convert("L"))'],
            [
              "/usr/local/lib/python3.11/site-packages/PIL/Image.py",
              745,
              "__array_interface__",
              'new["data"] = self.tobytes()',
            ],
          ],
          `numpy.core._exceptions._ArrayMemoryError: Unable to allocate ${int(r, 1, 3)}.${int(r, 10, 99)} GiB for an array with shape (${int(r, 20000, 40000)}, ${int(r, 20000, 30000)}) and data type uint8`,
        ),
      },
    ],
    tick: {
      every: 35,
      lines: (r) => [
        { level: "error", msg: `Worker (pid:${int(r, 20, 300)}) was sent SIGKILL! Perhaps out of memory?` },
        { level: "info", msg: `Booting worker with pid: ${int(r, 20, 300)}`, dt: 600 },
      ],
    },
  },
  {
    estate: E,
    category: "disk",
    origin: "doc-intake",
    hints: ["disk", "space", "errno 28", "no space", "storage"],
    severity: "high",
    note: "doc-intake's scratch volume fills up (Errno 28), so citizen document uploads fail with 500.",
    failRate: 0.9,
    own: (r) => [
      {
        level: "error",
        msg: pyTrace(
          [
            ["/app/intake/api.py", 77, "receive", "path = spool.write(upload.file, name)"],
            ["/app/intake/spool.py", 23, "write", "shutil.copyfileobj(src, fh, 1 << 20)"],
            ["/usr/local/lib/python3.11/shutil.py", 200, "copyfileobj", "fdst_write(buf)"],
          ],
          `OSError: [Errno 28] No space left on device: '/scratch/intake/doc_${hex(r, 12)}.pdf'`,
        ),
      },
    ],
    near: (r) => [
      { level: "error", msg: `POST /api/documents 502 ${int(r, 100, 900)}ms upstream doc-intake responded 500` },
    ],
    tick: {
      every: 60,
      lines: () => [{ level: "warn", msg: "scratch volume /scratch 100% used; cleanup cron last ran 26h ago" }],
    },
  },
  {
    estate: E,
    category: "unknown",
    origin: "income-verify",
    hints: ["crash", "restart", "unknown", "unavailable", "refused"],
    severity: "high",
    note: "income-verify keeps restarting every few seconds without logging an error, so idv-gateway's income step gets connection refused and applications fail.",
    failRate: 0.9,
    mute: /token cache ok|wage match/,
    near: () => [
      {
        level: "error",
        msg: "Income verification step failed: System.Net.Http.HttpRequestException: Connection refused (income-verify:8080)",
      },
    ],
    tick: {
      every: 20,
      lines: (r) => [
        { level: "info", msg: `starting income-verify version=v3.4.1 commit=${hex(r, 7)} go=go1.22.6` },
        { level: "info", msg: "listening on :8080", dt: 150 },
      ],
    },
  },
];
