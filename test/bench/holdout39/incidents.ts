// The 52 incidents (4 per category): what the origin prints once the fault starts and how its callers report it.
import { albLine, apigwLine, nodeLine, pyLine } from "./estates.js";
import { type Ctx, lambda } from "./stream.js";

export interface Spec {
  cat: string;
  estate: string;
  origin: string;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  /** The origin is down or failing every request: its normal traffic stops at the fault. */
  mute?: boolean;
  run: (c: Ctx) => void;
}

const d = (c: Ctx, ms: number) => c.t0 + ms;
/** Invocations of a Lambda from t0 on, each built by f. */
function invokes(
  c: Ctx,
  fn: string,
  gap: number,
  f: (t: number, id: string) => Parameters<typeof lambda>[3],
  from = 0,
) {
  c.every(fn, d(c, from), c.end, gap, (t) => {
    const id = c.r.uuid();
    lambda(c, fn, t, { ...f(t, id), req: id });
    return null;
  });
}

const NODE_TE = (name: string, msg: string, frames: string[]) =>
  `{"errorType":"${name}","errorMessage":"${msg}","stack":[${[`${name}: ${msg}`, ...frames].map((s) => JSON.stringify(s)).join(",")}]}`;

const auth: Spec[] = [
  {
    cat: "authentication",
    estate: "parcel",
    origin: "carrier-sync",
    mute: true,
    hints: ["expiredtoken", "expired", "token", "sts", "credential"],
    sev: "medium",
    note: "carrier-sync VM runs on hand-issued STS session credentials that expire; every S3/SQS call fails with ExpiredToken and tracking updates stop",
    run: (c) => {
      const r = c.r;
      c.every("carrier-sync", d(c, 0), c.end, 2500, () => [
        "error",
        `ERROR carrier_sync.publisher: failed to publish ${r.int(1, 200)} updates to SQS tracking-events`,
        [
          "Traceback (most recent call last):",
          '  File "/opt/carrier-sync/carrier_sync/publisher.py", line 57, in flush',
          "    self.sqs.send_message_batch(QueueUrl=self.queue_url, Entries=batch)",
          '  File "/opt/carrier-sync/venv/lib/python3.11/site-packages/botocore/client.py", line 1021, in _make_api_call',
          "    raise error_class(parsed_response, operation_name)",
          "botocore.exceptions.ClientError: An error occurred (ExpiredToken) when calling the SendMessageBatch operation: The security token included in the request is expired",
        ],
      ]);
      c.every("carrier-sync", d(c, 1500), c.end, 9000, () => [
        "warn",
        `WARNING carrier_sync.archive: upload of raw feed to s3://parcelpath-carrier-raw failed: An error occurred (ExpiredToken) when calling the PutObject operation: The provided token has expired.`,
      ]);
      c.every("tracking-ingest-fn", d(c, 60000), c.end, 12000, (t) => {
        const id = r.uuid();
        lambda(c, "tracking-ingest-fn", t, {
          req: id,
          lines: [
            [
              "warn",
              nodeLine(
                t,
                id,
                "WARN",
                `no carrier updates received for ${Math.round((t - c.t0) / 1000)}s (expected every 30s)`,
              ),
            ],
          ],
        });
        return null;
      });
      c.every("edge-api", d(c, 120000), c.end, 8000, () => [
        "warn",
        `tracking status stale for 1Z${r.hex(10).toUpperCase()}: last carrier event ${r.int(3, 40)} min ago`,
      ]);
    },
  },
  {
    cat: "authentication",
    estate: "tally",
    origin: "ledger-fn",
    mute: true,
    hints: ["unauthorized", "401", "key", "authorization token", "auth"],
    sev: "high",
    note: "Cosmos DB primary key regenerated; ledger-fn still holds the old key from app settings and every request is rejected 401, postings pile up",
    run: (c) => {
      const r = c.r;
      c.every("ledger-fn", d(c, 0), c.end, 1200, () => {
        const id = r.uuid();
        return [
          [
            "info",
            `Executing 'Functions.PostEntries' (Reason='New ServiceBus message detected on 'ledger-postings'.', Id=${id})`,
          ],
          [
            "error",
            `Executed 'Functions.PostEntries' (Failed, Id=${id}, Duration=${r.int(20, 80)}ms)`,
            [
              "Microsoft.Azure.Cosmos.CosmosException : Response status code does not indicate success: Unauthorized (401); Substatus: 0; ActivityId: " +
                r.uuid() +
                "; Reason: (The input authorization token can't serve the request. The wrong key is being used or the expected payload is not built as per the protocol. For more info: https://aka.ms/cosmosdb-tsg-401.",
              "   at Microsoft.Azure.Cosmos.ResponseMessage.EnsureSuccessStatusCode()",
              "   at Tallyhub.Ledger.AccountStore.UpsertAsync(LedgerEntry entry) in /src/Ledger/AccountStore.cs:line 61",
              "   at Tallyhub.Ledger.PostEntries.Run(ServiceBusReceivedMessage msg) in /src/Ledger/PostEntries.cs:line 38",
            ],
          ],
        ];
      });
      c.every("cosmos-accounts", d(c, 0), c.end, 3000, () => [
        "warn",
        `DataPlaneRequests: Upsert on dbs/tally/colls/accounts statusCode=401 requestCharge=0.00 authTokenType=PrimaryMasterKey clientIp=10.2.0.${r.int(4, 40)}`,
      ]);
      c.every("portal-app", d(c, 30000), c.end, 2000, () => [
        "warn",
        `Tallyhub.Portal.LedgerClient: ledger balance for tenant t-${r.int(1000, 9999)} is behind by ${r.int(2, 90)} postings; showing cached summary`,
      ]);
    },
  },
  {
    cat: "authentication",
    estate: "clinic",
    origin: "reminders-fn",
    mute: true,
    hints: ["password", "authentication", "credential", "secret"],
    sev: "medium",
    note: "Secrets Manager rotated the reminders DB user's password; reminders-fn caches the old secret in its warm containers and every run fails password authentication",
    run: (c) => {
      const r = c.r;
      c.add(
        "patients-db",
        d(c, -4000),
        "info",
        `${new Date(d(c, -4000)).toISOString().replace("T", " ").slice(0, 19)} UTC:10.0.2.51(44120):rotation_lambda@patients:[9921]:LOG:  statement: ALTER USER reminders WITH PASSWORD '********'`,
      );
      invokes(c, "reminders-fn", 6000, (t, id) => ({
        outcome: "ok",
        lines: [
          [
            "error",
            pyLine(t, id, "ERROR", `could not load due reminders`),
            [
              "Traceback (most recent call last):",
              '  File "/var/task/reminders/handler.py", line 22, in handler',
              "    conn = db.connect()",
              '  File "/var/task/psycopg2/__init__.py", line 122, in connect',
              "    conn = _connect(dsn, connection_factory=connection_factory, **kwasync)",
              `psycopg2.OperationalError: connection to server at "patients-db.cluster-c8x1.eu-west-1.rds.amazonaws.com" (10.0.2.14), port 5432 failed: FATAL:  password authentication failed for user "reminders"`,
            ],
          ],
        ],
      }));
      c.every("patients-db", d(c, 0), c.end, 6000, (t) => [
        "error",
        `${new Date(t).toISOString().replace("T", " ").slice(0, 19)} UTC:10.0.4.${r.int(10, 90)}(${r.int(30000, 60000)}):reminders@patients:[${r.int(1000, 30000)}]:FATAL:  password authentication failed for user "reminders"`,
      ]);
      c.every("sms-sender", d(c, 60000), c.end, 30000, () => [
        "warn",
        `reminder queue empty for ${r.int(2, 15)} consecutive polls (expected ~40 msgs/min)`,
      ]);
    },
  },
  {
    cat: "authentication",
    estate: "stream",
    origin: "upload-authorizer",
    mute: true,
    hints: ["jwt", "signature", "token", "unauthorized", "jwks"],
    sev: "high",
    note: "upload-authorizer caches a JWKS that no longer contains the IdP's new signing key; every upload token fails signature verification and API Gateway answers 401",
    run: (c) => {
      const r = c.r;
      invokes(c, "upload-authorizer", 500, (t, id) => ({
        mem: 128,
        dur: r.float(2, 8),
        lines: [
          [
            "error",
            nodeLine(
              t,
              id,
              "ERROR",
              `deny: JsonWebTokenError: invalid signature (kid=${"k-2026-06"} not in cached JWKS, cache age 3h12m) sub=u_${r.hex(6)}`,
            ),
          ],
        ],
      }));
      c.every("upload-api-gw", d(c, 0), c.end, 500, (t) => [
        "info",
        apigwLine(r, t, r.pick(["POST /uploads", "PUT /uploads/{id}/parts"]), 401, 0, "Unauthorized"),
      ]);
      c.every("edge-worker", d(c, 5000), c.end, 900, () => [
        "warn",
        `POST https://upload.streamlet.example/uploads - 401 from origin, surfacing "Session expired, please sign in again" to client (colo ${r.pick(["AMS", "FRA", "LHR"])})`,
      ]);
    },
  },
];

const authz: Spec[] = [
  {
    cat: "authorization",
    estate: "parcel",
    origin: "label-printer-fn",
    mute: true,
    hints: ["accessdenied", "access denied", "not authorized", "permission", "s3:putobject"],
    sev: "high",
    note: "an IAM policy change dropped s3:PutObject on the labels bucket from label-printer-fn's role; every label upload is AccessDenied and shipments cannot be created",
    run: (c) => {
      const r = c.r;
      invokes(c, "label-printer-fn", 1500, (t, id) => ({
        mem: 1024,
        lines: [
          [
            "error",
            nodeLine(
              t,
              id,
              "ERROR",
              `Invoke Error \t${NODE_TE("AccessDenied", `User: arn:aws:sts::418273645091:assumed-role/label-printer-role/label-printer-fn is not authorized to perform: s3:PutObject on resource: \\"arn:aws:s3:::parcelpath-labels-prod/2026/${r.hex(8)}.zpl\\" because no identity-based policy allows the s3:PutObject action`, ["    at Request.extractError (/var/runtime/node_modules/aws-sdk/lib/services/s3.js:712:35)", "    at Request.callListeners (/var/runtime/node_modules/aws-sdk/lib/sequential_executor.js:106:20)"])}`,
            ),
          ],
        ],
      }));
      c.every("edge-api", d(c, 200), c.end, 700, () => [
        "error",
        `POST /v1/shipments failed: label service returned 502 (FunctionError: Unhandled) reqId=req-${r.hex(6)}`,
      ]);
      c.every("parcel-alb", d(c, 200), c.end, 700, (t) => [
        "info",
        albLine(r, t, "parcel-edge", "api.parcelpath.example", `POST /v1/shipments`, 502, 502),
      ]);
    },
  },
  {
    cat: "authorization",
    estate: "clinic",
    origin: "sms-sender",
    mute: true,
    hints: ["kms", "decrypt", "accessdenied", "not authorized", "permission"],
    sev: "medium",
    note: "sms-sender's role lost kms:Decrypt on the key encrypting the Twilio secret after a Terraform refactor; cold starts fail to read the secret and SMS stop going out",
    run: (c) => {
      const r = c.r;
      invokes(c, "sms-sender", 3000, (t, id) => ({
        init: r.float(300, 800),
        outcome: "exit",
        lines: [
          [
            "error",
            nodeLine(
              t,
              id,
              "ERROR",
              `Invoke Error \t${NODE_TE("AccessDeniedException", "User: arn:aws:sts::730335121887:assumed-role/sms-sender-role/sms-sender is not authorized to perform: kms:Decrypt on resource: arn:aws:kms:eu-west-1:730335121887:key/4b1f07c2-8e0a-4d5c-9a71-0f3c2e8b6d11 because no identity-based policy allows the kms:Decrypt action (Service: AWSKMS; Status Code: 400)", ["    at getTwilioSecret (/var/task/secrets.js:14:11)"])}`,
            ),
          ],
        ],
      }));
      c.every("sms-sender", d(c, 30000), c.end, 20000, () => [
        "warn",
        `SQS queue sms-outbound: ApproximateNumberOfMessagesVisible=${r.int(200, 4000)}, ${r.int(1, 60)} messages moved to sms-outbound-dlq (maxReceiveCount 5)`,
      ]);
      c.every("booking-api", d(c, 60000), c.end, 15000, () => [
        "warn",
        `c.c.booking.notify.ConfirmationSender - SMS confirmation for A-${r.int(100000, 999999)} not acknowledged after 120s`,
      ]);
    },
  },
  {
    cat: "authorization",
    estate: "bright",
    origin: "image-resizer",
    mute: true,
    hints: ["403", "permission", "denied", "storage.objects.create", "forbidden"],
    sev: "medium",
    note: "image-resizer's service account lost roles/storage.objectCreator on the media bucket; every resized variant write fails 403 and product images show placeholders",
    run: (c) => {
      const r = c.r;
      c.every("image-resizer", d(c, 0), c.end, 2000, () => [
        "error",
        `ApiError: image-resizer@brightcart-prod.iam.gserviceaccount.com does not have storage.objects.create access to the Google Cloud Storage object. Permission 'storage.objects.create' denied on resource (or it may not exist).`,
        [
          "    at new ApiError (/workspace/node_modules/@google-cloud/storage/build/cjs/src/nodejs-common/util.js:114:15)",
          "    at Util.parseHttpRespBody (/workspace/node_modules/@google-cloud/storage/build/cjs/src/nodejs-common/util.js:249:38)",
        ],
      ]);
      c.every("image-resizer", d(c, 100), c.end, 2000, () => [
        "error",
        `Function execution took ${r.int(200, 600)} ms, finished with status: 'error'`,
      ]);
      c.every("storefront", d(c, 30000), c.end, 1500, () => [
        "warn",
        `next/image: upstream image https://storage.googleapis.com/brightcart-media/variants/${r.hex(10)}_640.webp response 404, serving placeholder`,
      ]);
    },
  },
  {
    cat: "authorization",
    estate: "tally",
    origin: "statements-fn",
    mute: true,
    hints: ["authorizationpermissionmismatch", "403", "permission", "not authorized", "rbac"],
    sev: "medium",
    note: "statements-fn's managed identity has Storage Blob Data Reader instead of Contributor after a role reassignment; writing statement PDFs fails 403",
    run: (c) => {
      const r = c.r;
      c.every("statements-fn", d(c, 0), c.end, 2500, () => {
        const id = r.uuid();
        return [
          [
            "info",
            `Executing 'Functions.RenderStatement' (Reason='New queue message detected on 'statements-requested'.', Id=${id})`,
          ],
          [
            "error",
            `Executed 'Functions.RenderStatement' (Failed, Id=${id}, Duration=${r.int(300, 1400)}ms)`,
            [
              "Azure.RequestFailedException: This request is not authorized to perform this operation using this permission.",
              `RequestId:${r.uuid()}`,
              "Status: 403 (This request is not authorized to perform this operation using this permission.)",
              "ErrorCode: AuthorizationPermissionMismatch",
              "   at Azure.Storage.Blobs.BlockBlobClient.UploadAsync(Stream content, BlobUploadOptions options, CancellationToken cancellationToken)",
              "   at Tallyhub.Statements.RenderStatement.Run(String msg) in /src/Statements/RenderStatement.cs:line 74",
            ],
          ],
        ];
      });
      c.every("statements-fn", d(c, 60000), c.end, 30000, () => [
        "warn",
        `Message ${r.hex(32)} moved to poison queue 'statements-requested-poison' after 5 dequeue attempts`,
      ]);
      c.every("portal-app", d(c, 20000), c.end, 4000, () => [
        "warn",
        `Tallyhub.Portal.Statements: statement for tenant t-${r.int(1000, 9999)} still pending after 60s`,
      ]);
    },
  },
];

const config: Spec[] = [
  {
    cat: "configuration",
    estate: "stream",
    origin: "upload-api-gw",
    hints: ["configuration", "invalid permissions", "integration", "permission"],
    sev: "high",
    note: "a stage redeploy of the upload API recreated the Lambda integration without the lambda:InvokeFunction resource policy; API Gateway fails every request with a configuration error before reaching upload-api",
    run: (c) => {
      const r = c.r;
      c.add(
        "upload-api-gw",
        d(c, -2000),
        "info",
        `Deployment ${r.hex(6)} created for stage prod (API a1b2c3d4e5): 14 routes, integration upload-api:live`,
      );
      c.every("upload-api-gw", d(c, 0), c.end, 600, (t) => {
        const id = r.uuid();
        return [
          ["info", `(${id}) Extended Request Id: ${r.hex(8)}=`],
          ["error", `(${id}) Execution failed due to configuration error: Invalid permissions on Lambda function`],
          ["info", `(${id}) Method completed with status: 500`],
          [
            "info",
            apigwLine(r, t, r.pick(["POST /uploads", "PUT /uploads/{id}/parts"]), 500, 0, "Internal server error"),
          ],
        ];
      });
      c.every("edge-worker", d(c, 3000), c.end, 700, () => [
        "error",
        `POST https://upload.streamlet.example/uploads - origin returned 500 {"message":"Internal server error"}, retrying once (colo ${r.pick(["AMS", "FRA", "LHR"])})`,
      ]);
    },
  },
  {
    cat: "configuration",
    estate: "parcel",
    origin: "route-optimizer",
    mute: true,
    hints: ["env", "environment", "missing", "config", "property", "placeholder"],
    sev: "high",
    note: "task definition revision 58 of route-optimizer dropped the ROUTING_MATRIX_URL variable; new tasks fail Spring context start-up and ECS keeps replacing them",
    run: (c) => {
      const r = c.r;
      c.add(
        "route-optimizer",
        d(c, -5000),
        "info",
        "ECS: service route-optimizer has started 2 tasks: task 7f1c0e6a2b, task 0d93b4a1ce (task definition route-optimizer:58)",
      );
      c.every("route-optimizer", d(c, 0), c.end, 40000, () => {
        const task = r.hex(10);
        return [
          ["info", ":: Spring Boot ::                (v3.2.5)"],
          [
            "warn",
            "o.s.b.w.s.c.AnnotationConfigServletWebServerApplicationContext : Exception encountered during context initialization - cancelling refresh attempt: org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'matrixClient': Injection of autowired dependencies failed",
          ],
          [
            "error",
            "o.s.boot.SpringApplication : Application run failed",
            [
              "org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'matrixClient': Injection of autowired dependencies failed",
              "Caused by: java.lang.IllegalArgumentException: Could not resolve placeholder 'ROUTING_MATRIX_URL' in value \"$" +
                '{ROUTING_MATRIX_URL}"',
              "\tat org.springframework.util.PropertyPlaceholderHelper.parseStringValue(PropertyPlaceholderHelper.java:180)",
              "\tat org.springframework.beans.factory.annotation.AutowiredAnnotationBeanPostProcessor.postProcessProperties(AutowiredAnnotationBeanPostProcessor.java:498)",
            ],
          ],
          [
            "error",
            `ECS: (service route-optimizer) task ${task} stopped: Essential container in task exited (exit code 1)`,
          ],
        ];
      });
      c.every("edge-api", d(c, 60000), c.end, 900, () => [
        "error",
        `POST http://route-optimizer.parcelpath.local:8080/v1/plan failed: connect ECONNREFUSED 10.0.2.${r.int(10, 99)}:8080 reqId=req-${r.hex(6)}`,
      ]);
      c.every("parcel-alb", d(c, 60000), c.end, 1500, (t) => [
        "info",
        albLine(r, t, "parcel-edge", "api.parcelpath.example", "POST /v1/routes/plan", 503, "-"),
      ]);
    },
  },
  {
    cat: "configuration",
    estate: "bright",
    origin: "cart-svc",
    mute: true,
    hints: ["config", "redis_url", "not set", "environment", "localhost"],
    sev: "high",
    note: "revision cart-svc-00042 was deployed without the REDIS_URL env var; it falls back to localhost:6379 and every cart call fails",
    run: (c) => {
      const r = c.r;
      c.add(
        "cart-svc",
        d(c, -3000),
        "info",
        "Deploying container to Cloud Run service [cart-svc] in project [brightcart-prod] region [europe-west4]... Revision cart-svc-00042-tiv has been deployed and is serving 100 percent of traffic.",
      );
      c.add(
        "cart-svc",
        d(c, -1500),
        "warn",
        "WARNING:  settings: REDIS_URL not set, falling back to redis://localhost:6379/0",
      );
      c.every("cart-svc", d(c, 0), c.end, 400, () => [
        "error",
        `ERROR:    Exception in ASGI application`,
        [
          "Traceback (most recent call last):",
          '  File "/app/cart/store.py", line 44, in load',
          '    raw = await self.redis.get(f"cart:{cart_id}")',
          "redis.exceptions.ConnectionError: Error 111 connecting to localhost:6379. Connection refused.",
        ],
      ]);
      c.every("cart-svc", d(c, 10), c.end, 400, () => [
        "info",
        `INFO:     169.254.1.1:${r.int(20000, 60000)} - "GET /carts/${r.hex(12)} HTTP/1.1" 500`,
      ]);
      c.every("storefront", d(c, 500), c.end, 300, () => [
        "error",
        `GET /api/cart 502 in ${r.int(5, 40)}ms - cart-svc responded 500 Internal Server Error`,
      ]);
      c.every("checkout-fn", d(c, 2000), c.end, 3000, () => [
        "error",
        `checkout aborted: could not load cart (cart-svc 500)`,
      ]);
    },
  },
  {
    cat: "configuration",
    estate: "tally",
    origin: "portal-app",
    mute: true,
    hints: ["connectionstring", "configuration", "not been initialized", "setting"],
    sev: "high",
    note: "after a slot swap the production slot of portal-app lacks the slot-sticky ConnectionStrings:Ledger setting; every page touching the database throws",
    run: (c) => {
      const r = c.r;
      c.add(
        "portal-app",
        d(c, -4000),
        "info",
        "Swap slots 'staging' -> 'production' for app tallyhub-portal completed (initiated by deploy pipeline run 4412)",
      );
      c.every("portal-app", d(c, 0), c.end, 500, () => [
        "error",
        `Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddleware: An unhandled exception has occurred while executing the request.`,
        [
          "System.InvalidOperationException: The ConnectionString property has not been initialized.",
          "   at Microsoft.Data.SqlClient.SqlConnection.PermissionDemand()",
          "   at Microsoft.Data.SqlClient.SqlConnectionFactory.PermissionDemand(DbConnection outerConnection)",
          "   at Tallyhub.Portal.Data.LedgerDb.OpenAsync() in /src/Portal/Data/LedgerDb.cs:line 27",
        ],
      ]);
      c.every("portal-app", d(c, 20), c.end, 500, () => [
        "info",
        `Microsoft.AspNetCore.Hosting.Diagnostics: Request finished HTTP/1.1 ${r.pick(["GET /invoices", "GET /dashboard"])} - 500 - ${r.float(3, 30).toFixed(4)}ms`,
      ]);
    },
  },
];

const db: Spec[] = [
  {
    cat: "database",
    estate: "clinic",
    origin: "patients-db",
    hints: ["failover", "database", "recovery", "read-only", "aurora", "postgres"],
    sev: "high",
    note: "the Aurora PostgreSQL writer of patients-db crashed and the cluster failed over; for minutes writes fail (read-only / recovery mode) and connections reset across booking-api and the functions",
    run: (c) => {
      const r = c.r;
      const ts = (t: number) => new Date(t).toISOString().replace("T", " ").slice(0, 19);
      c.add(
        "patients-db",
        d(c, 0),
        "fatal",
        `${ts(d(c, 0))} UTC::@:[412]:LOG:  server process (PID 18842) was terminated by signal 9: Killed`,
      );
      c.add(
        "patients-db",
        d(c, 300),
        "error",
        `${ts(d(c, 300))} UTC::@:[412]:LOG:  terminating any other active server processes`,
      );
      c.add(
        "patients-db",
        d(c, 2000),
        "warn",
        "RDS-EVENT-0072: A failover for the DB cluster has started. (cluster patients-db)",
      );
      c.add(
        "patients-db",
        d(c, 40000),
        "info",
        "RDS-EVENT-0071: A failover for the DB cluster has completed. New writer: patients-db-instance-2",
      );
      c.add("patients-db", d(c, 60000), "warn", "RDS-EVENT-0004: DB instance shutdown (patients-db-instance-1)");
      c.every("patients-db", d(c, 1000), c.end, 2500, (t) => [
        "error",
        `${ts(t)} UTC:10.0.2.${r.int(10, 90)}(${r.int(30000, 60000)}):booking@patients:[${r.int(1000, 30000)}]:FATAL:  the database system is in recovery mode`,
      ]);
      c.every("booking-api", d(c, 800), c.end, 300, () => [
        "error",
        r.pick([
          "o.h.engine.jdbc.spi.SqlExceptionHelper - ERROR: cannot execute INSERT in a read-only transaction",
          "com.zaxxer.hikari.pool.ProxyConnection - HikariPool-1 - Connection org.postgresql.jdbc.PgConnection@5d1f0c marked as broken because of SQLSTATE(08006), ErrorCode(0)",
          "o.h.engine.jdbc.spi.SqlExceptionHelper - FATAL: the database system is in recovery mode",
        ]),
      ]);
      c.every("clinic-alb", d(c, 1000), c.end, 500, (t) => [
        "info",
        albLine(
          r,
          t,
          "clinic-web",
          "book.clinicly.example",
          `POST /api/appointments?clinic=${r.int(10, 90)}`,
          500,
          500,
        ),
      ]);
      invokes(
        c,
        "slots-fn",
        4000,
        (t, id) => ({
          lines: [
            [
              "error",
              pyLine(
                t,
                id,
                "ERROR",
                "calendar write failed: psycopg2.errors.ReadOnlySqlTransaction: cannot execute UPDATE in a read-only transaction",
              ),
            ],
          ],
        }),
        1500,
      );
    },
  },
  {
    cat: "database",
    estate: "bright",
    origin: "catalog-db",
    hints: ["too many", "connection", "clients", "postgres", "cloud sql"],
    sev: "high",
    note: "Cloud SQL catalog-db runs out of connection slots (leaked idle-in-transaction sessions from a reporting job); cart-svc and inventory-sync are refused",
    run: (c) => {
      const r = c.r;
      const ts = (t: number) => `${new Date(t).toISOString().replace("T", " ").slice(0, 23)} UTC`;
      c.every("catalog-db", d(c, -60000), d(c, 0), 15000, (t) => [
        "warn",
        `${ts(t)} [${r.int(1000, 9999)}]: [1-1] db=catalog,user=reporting LOG:  process ${r.int(1000, 9999)} still waiting for ShareLock on transaction ${r.int(100000, 999999)} after 1000.085 ms`,
      ]);
      c.every("catalog-db", d(c, 0), c.end, 700, (t) => [
        "error",
        `${ts(t)} [${r.int(1000, 9999)}]: [1-1] db=catalog,user=${r.pick(["cart", "inventory", "storefront"])} FATAL:  remaining connection slots are reserved for non-replication superuser connections`,
      ]);
      c.every("catalog-db", d(c, 0), c.end, 9000, (t) => [
        "warn",
        `${ts(t)} [${r.int(1000, 9999)}]: [1-1] db=catalog,user=reporting LOG:  ${r.int(180, 200)} of 200 connections in state 'idle in transaction' (oldest xact 00:${r.int(10, 40)}:12)`,
      ]);
      c.every("cart-svc", d(c, 300), c.end, 350, () => [
        "error",
        `ERROR:    sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "10.44.0.3", port 5432 failed: FATAL:  remaining connection slots are reserved for non-replication superuser connections`,
      ]);
      c.every("inventory-sync", d(c, 500), c.end, 3000, () => [
        "error",
        `batch failed: could not obtain connection from pool (catalog-db): too many clients already`,
      ]);
      c.every("storefront", d(c, 800), c.end, 400, () => [
        "error",
        `GET /api/cart 503 in ${r.int(100, 2000)}ms - cart-svc unavailable`,
      ]);
    },
  },
  {
    cat: "database",
    estate: "parcel",
    origin: "shipments-db",
    hints: ["deadlock", "lock", "innodb", "mysql", "database"],
    sev: "medium",
    note: "a new composite index on shipments-db (Aurora MySQL) makes concurrent upserts of shipment_events deadlock constantly; InnoDB reports deadlocks and writers roll back",
    run: (c) => {
      const r = c.r;
      c.add(
        "shipments-db",
        d(c, -20000),
        "info",
        "[Note] [MY-010000] [InnoDB] Online DDL on `shipments`.`shipment_events`: ADD INDEX idx_parcel_status (parcel_id, status, created_at) completed",
      );
      c.every("shipments-db", d(c, 0), c.end, 3000, () => [
        "warn",
        "[Note] [MY-012468] [InnoDB] Transactions deadlock detected, dumping detailed information.",
        [
          "------------------------",
          "LATEST DETECTED DEADLOCK",
          "------------------------",
          `*** (1) TRANSACTION: TRANSACTION ${r.int(10000000, 99999999)}, ACTIVE 0 sec inserting`,
          "INSERT INTO shipment_events (parcel_id, status, created_at, depot_id) VALUES (...) ON DUPLICATE KEY UPDATE status = VALUES(status)",
          "*** (1) WAITING FOR THIS LOCK TO BE GRANTED: RECORD LOCKS space id 412 page no 88213 n bits 320 index idx_parcel_status of table `shipments`.`shipment_events` trx id lock_mode X locks gap before rec insert intention waiting",
          "*** WE ROLL BACK TRANSACTION (2)",
        ],
      ]);
      invokes(
        c,
        "tracking-ingest-fn",
        600,
        (t, id) => ({
          lines: [
            [
              "error",
              nodeLine(
                t,
                id,
                "ERROR",
                `batch item failed: Error: ER_LOCK_DEADLOCK: Deadlock found when trying to get lock; try restarting transaction (parcel 1Z${r.hex(10).toUpperCase()})`,
              ),
            ],
            [
              "warn",
              nodeLine(
                t,
                id,
                "WARN",
                `reporting batchItemFailures: ${r.int(1, 6)} of 10 records returned to queue tracking-events`,
              ),
            ],
          ],
        }),
        200,
      );
      c.every("edge-api", d(c, 2000), c.end, 1500, () => [
        "error",
        `POST /v1/shipments 500: ER_LOCK_DEADLOCK: Deadlock found when trying to get lock; try restarting transaction reqId=req-${r.hex(6)}`,
      ]);
    },
  },
  {
    cat: "database",
    estate: "tally",
    origin: "ledger-sql",
    hints: ["database", "sql", "40613", "not currently available", "unavailable"],
    sev: "high",
    note: "Azure SQL database ledger on tallyhub-sql becomes unavailable (reconfiguration stuck); every connection gets error 40613 for many minutes",
    run: (c) => {
      const r = c.r;
      c.add(
        "ledger-sql",
        d(c, 0),
        "warn",
        "Resource health: Degraded - database 'ledger' on server 'tallyhub-sql' is undergoing a reconfiguration. Connections may fail.",
      );
      c.add(
        "ledger-sql",
        d(c, 240000),
        "error",
        "Resource health: Unavailable - database 'ledger' on server 'tallyhub-sql' is unavailable. Azure engineers are investigating.",
      );
      c.every("ledger-sql", d(c, 1000), c.end, 8000, () => [
        "error",
        `Errors: error_number=40613 severity=17 state=${r.int(2, 4)} message="Database 'ledger' on server 'tallyhub-sql' is not currently available. Please retry the connection later."`,
      ]);
      c.every("portal-app", d(c, 500), c.end, 400, () => [
        "error",
        "Microsoft.EntityFrameworkCore.Database.Connection: An error occurred using the connection to database 'ledger' on server 'tcp:tallyhub-sql.database.windows.net,1433'.",
        [
          `Microsoft.Data.SqlClient.SqlException (0x80131904): Database 'ledger' on server 'tallyhub-sql' is not currently available.  Please retry the connection later.  If the problem persists, contact customer support, and provide them the session tracing ID of '${r.uuid().toUpperCase()}'.`,
          "   at Microsoft.Data.SqlClient.SqlInternalConnection.OnError(SqlException exception, Boolean breakConnection, Action`1 wrapCloseInAction)",
        ],
      ]);
      c.every("statements-fn", d(c, 1000), c.end, 5000, () => [
        "error",
        "Executed 'Functions.RenderStatement' (Failed): Microsoft.Data.SqlClient.SqlException (0x80131904): Database 'ledger' on server 'tallyhub-sql' is not currently available.",
      ]);
    },
  },
];

const dep: Spec[] = [
  {
    cat: "dependency",
    estate: "clinic",
    origin: "sms-sender",
    mute: true,
    hints: ["twilio", "503", "unavailable", "provider", "upstream", "dependency"],
    sev: "medium",
    note: "Twilio's messaging API answers 503 for the region; sms-sender's invocations fail, SQS retries them and they land in the DLQ",
    run: (c) => {
      const r = c.r;
      invokes(c, "sms-sender", 700, (t, id) => ({
        dur: r.float(400, 2000),
        lines: [
          [
            "error",
            nodeLine(
              t,
              id,
              "ERROR",
              `Invoke Error \t${NODE_TE("RestException", "Service Unavailable: Twilio is temporarily unable to process your request (status 503, code 20503)", ["    at success (/var/task/node_modules/twilio/lib/base/Version.js:135:15)"])}`,
            ),
          ],
        ],
      }));
      c.every("sms-sender", d(c, 60000), c.end, 15000, () => [
        "warn",
        `SQS redrive: ${r.int(5, 80)} messages from sms-outbound moved to sms-outbound-dlq (maxReceiveCount 5)`,
      ]);
      c.every("booking-api", d(c, 30000), c.end, 6000, () => [
        "warn",
        `c.c.booking.notify.ConfirmationSender - SMS confirmation for A-${r.int(100000, 999999)} not acknowledged after 120s`,
      ]);
    },
  },
  {
    cat: "dependency",
    estate: "bright",
    origin: "payments-bridge",
    mute: true,
    hints: ["stripe", "api_error", "upstream", "provider", "503", "dependency"],
    sev: "high",
    note: "Stripe's API returns 500/503 api_error for payment intents; payments-bridge opens its circuit and checkout-fn fails every order",
    run: (c) => {
      const r = c.r;
      c.every("payments-bridge", d(c, 0), c.end, 900, () => [
        "error",
        `stripe: POST /v1/payment_intents/pi_${r.hex(24)}/confirm -> ${r.pick([500, 503])} {"error":{"type":"api_error","message":"An unknown error occurred"}} request-id=req_${r.hex(14)}`,
      ]);
      c.add(
        "payments-bridge",
        d(c, 30000),
        "warn",
        "circuit breaker 'stripe' OPEN after 50% failures in 20 calls; failing fast for 30s",
      );
      c.every("payments-bridge", d(c, 60000), c.end, 30000, () => [
        "warn",
        "circuit breaker 'stripe' HALF_OPEN -> OPEN (probe failed: 503 from api.stripe.com)",
      ]);
      c.every("checkout-fn", d(c, 500), c.end, 500, () => [
        "error",
        `order BC-${r.int(100000, 999999)} payment failed: payments-bridge 502 (upstream stripe unavailable)`,
      ]);
      c.every("storefront", d(c, 600), c.end, 600, () => ["error", `POST /api/checkout 502 in ${r.int(200, 3000)}ms`]);
    },
  },
  {
    cat: "dependency",
    estate: "tally",
    origin: "fx-rates",
    hints: ["upstream", "provider", "unavailable", "503", "dependency", "feed"],
    sev: "medium",
    note: "the commercial FX rate provider fx-rates relies on answers 503; fx-rates serves stale rates then refuses, and invoice conversion fails",
    run: (c) => {
      const r = c.r;
      c.every("fx-rates", d(c, 0), c.end, 1500, (t) => [
        "error",
        `time=${new Date(t).toISOString()} level=ERROR msg="provider fetch failed" provider=openxr url=https://api.openxr-rates.example/v3/latest status=503 body="upstream connect error or disconnect/reset before headers. reset reason: overflow"`,
      ]);
      c.every("fx-rates", d(c, 120000), c.end, 800, (t) => [
        "error",
        `time=${new Date(t).toISOString()} level=ERROR msg="rate too stale to serve" pair=EUR${r.pick(["USD", "GBP", "CHF"])} age=${r.int(600, 1800)}s max_age=600s`,
      ]);
      c.every("portal-app", d(c, 121000), c.end, 700, () => [
        "error",
        `Tallyhub.Portal.Invoices: currency conversion failed for invoice INV-${r.int(10000, 99999)}: fx-rates returned 503`,
      ]);
    },
  },
  {
    cat: "dependency",
    estate: "stream",
    origin: "transcode-fn",
    mute: true,
    hints: ["mediaconvert", "serviceunavailable", "503", "unavailable", "dependency", "upstream"],
    sev: "medium",
    note: "AWS Elemental MediaConvert answers ServiceUnavailable/InternalServiceException for job submission in the region; transcode-fn fails and the Step Functions pipeline retries until TaskFailed",
    run: (c) => {
      const r = c.r;
      invokes(c, "transcode-fn", 2500, (t, id) => ({
        mem: 3008,
        dur: r.float(300, 3000),
        lines: [
          [
            "error",
            pyLine(t, id, "ERROR", "CreateJob failed"),
            [
              "Traceback (most recent call last):",
              '  File "/var/task/transcode/submit.py", line 61, in submit',
              "    resp = mc.create_job(**job)",
              "botocore.errorfactory.ServiceUnavailableException: An error occurred (ServiceUnavailableException) when calling the CreateJob operation (reached max retries: 4): Service Unavailable",
            ],
          ],
        ],
      }));
      c.every("ingest-pipeline", d(c, 20000), c.end, 5000, () => [
        "error",
        `{"type":"TaskFailed","execution_arn":"arn:aws:states:eu-west-1:552019377410:execution:ingest-pipeline:${r.hex(12)}","state":"Transcode","error":"MediaConvert.ServiceUnavailableException","cause":"Service Unavailable"}`,
      ]);
      c.every("media-meta", d(c, 30000), c.end, 4000, () => [
        "warn",
        `{"level":"warn","msg":"video stuck in processing","video":"${r.hex(10)}","state":"transcoding","age_s":${r.int(300, 1200)}}`,
      ]);
    },
  },
];

const disk: Spec[] = [
  {
    cat: "disk",
    estate: "parcel",
    origin: "shipments-db",
    hints: ["storage", "space", "disk", "storage-full", "errcode: 28"],
    sev: "high",
    note: "RDS MySQL instance shipments-db fills its allocated storage (binlog retention raised); the instance goes storage-full and writes fail",
    run: (c) => {
      const r = c.r;
      c.add(
        "shipments-db",
        d(c, -90000),
        "warn",
        "RDS-EVENT-0089: The free storage capacity for DB instance shipments-db is low at 4% of the provisioned storage [Provisioned Storage: 500.00 GB, Free Storage: 20.01 GB]. You may want to increase the provisioned storage to address this issue.",
      );
      c.add(
        "shipments-db",
        d(c, 0),
        "error",
        "RDS-EVENT-0007: Allocated storage has been exhausted. Allocate additional storage to resolve the issue. (DB instance shipments-db, status storage-full)",
      );
      c.every("shipments-db", d(c, 0), c.end, 3000, () => [
        "error",
        `[ERROR] [MY-012639] [InnoDB] Write to file ./shipments/shipment_events.ibd failed at offset ${r.int(1000000, 9999999)}. 16384 bytes should have been written, only 0 were written. Operating system error number 28. Check that your OS and file system support files of this size.`,
      ]);
      c.every("tracking-ingest-fn", d(c, 500), c.end, 800, (t) => {
        const id = r.uuid();
        lambda(c, "tracking-ingest-fn", t, {
          req: id,
          lines: [
            [
              "error",
              nodeLine(
                t,
                id,
                "ERROR",
                "batch failed: Error: ER_ERROR_ON_WRITE: Error writing file '/rdsdbdata/tmp/MLfd=412' (OS errno 28 - No space left on device)",
              ),
            ],
          ],
        });
        return null;
      });
      c.every("edge-api", d(c, 1000), c.end, 700, () => [
        "error",
        `POST /v1/shipments 500: ER_RECORD_FILE_FULL: The table 'shipments' is full reqId=req-${r.hex(6)}`,
      ]);
    },
  },
  {
    cat: "disk",
    estate: "stream",
    origin: "transcode-fn",
    mute: true,
    hints: ["no space", "space", "errno 28", "/tmp", "disk", "ephemeral"],
    sev: "medium",
    note: "transcode-fn downloads 4K sources into /tmp (512 MB ephemeral storage) and warm containers don't clean up; ffmpeg fails with No space left on device",
    run: (c) => {
      const r = c.r;
      invokes(c, "transcode-fn", 3000, (t, id) => ({
        mem: 3008,
        dur: r.float(2000, 9000),
        lines: [
          [
            "info",
            pyLine(
              t,
              id,
              "INFO",
              `downloading s3://streamlet-sources/${r.hex(10)}/source.mov (${r.int(300, 900)} MB) to /tmp`,
            ),
          ],
          [
            "error",
            pyLine(t, id, "ERROR", "segment failed"),
            [
              "Traceback (most recent call last):",
              '  File "/var/task/transcode/segment.py", line 92, in run',
              '    with open(out_path, "wb") as fh:',
              `OSError: [Errno 28] No space left on device: '/tmp/work/seg_${String(r.int(1, 999)).padStart(5, "0")}.ts'`,
            ],
          ],
        ],
      }));
      c.every("ingest-pipeline", d(c, 10000), c.end, 6000, () => [
        "error",
        `{"type":"TaskFailed","execution_arn":"arn:aws:states:eu-west-1:552019377410:execution:ingest-pipeline:${r.hex(12)}","state":"Transcode","error":"OSError","cause":"[Errno 28] No space left on device"}`,
      ]);
    },
  },
  {
    cat: "disk",
    estate: "bright",
    origin: "search-proxy",
    hints: ["no space", "space", "disk", "28", "pwrite"],
    sev: "medium",
    note: "the search-proxy VM's root disk fills with nginx proxy_temp and access logs (logrotate broken); buffered responses fail and search returns 500",
    run: (c) => {
      const r = c.r;
      c.every("search-proxy", d(c, 0), c.end, 600, () => [
        "error",
        `[crit] 1123#1123: *${r.int(100000, 999999)} pwrite() "/var/cache/nginx/proxy_temp/${r.int(1, 9)}/${r.int(10, 99)}/00000${r.int(10000, 99999)}" failed (28: No space left on device) while reading upstream, client: 10.128.0.${r.int(2, 60)}, server: search.internal, request: "GET /search?q=${r.pick(["milk", "bread", "pasta"])} HTTP/1.1"`,
      ]);
      c.every("search-proxy", d(c, 300), c.end, 15000, () => [
        "error",
        `[alert] 1120#1120: write() to "/var/log/nginx/access.log" failed (28: No space left on device) while logging request`,
      ]);
      c.every("storefront", d(c, 800), c.end, 700, () => [
        "error",
        `GET /search?q=${r.pick(["milk", "bread", "eggs"])} 500 in ${r.int(10, 90)}ms - search backend returned 500`,
      ]);
    },
  },
  {
    cat: "disk",
    estate: "clinic",
    origin: "audit-writer",
    hints: ["no space", "space", "disk", "ioexception", "volume"],
    sev: "medium",
    note: "audit-writer (ECS on EC2) spools to a docker volume on the instance; the volume fills and spool writes fail with No space left on device",
    run: (c) => {
      const r = c.r;
      c.add(
        "audit-writer",
        d(c, -60000),
        "warn",
        "WARN  c.c.audit.Spool - spool volume /var/spool/audit is 93% full (18.6 GiB of 20 GiB)",
      );
      c.every("audit-writer", d(c, 0), c.end, 900, () => [
        "error",
        "ERROR c.c.audit.Spool - failed to append audit batch",
        [
          "java.io.IOException: No space left on device",
          "\tat java.base/sun.nio.ch.FileDispatcherImpl.write0(Native Method)",
          "\tat java.base/sun.nio.ch.FileChannelImpl.write(FileChannelImpl.java:285)",
          "\tat com.clinicly.audit.Spool.append(Spool.java:77)",
        ],
      ]);
      c.every("booking-api", d(c, 2000), c.end, 2500, () => [
        "warn",
        `c.c.booking.audit.AuditPublisher - audit-writer rejected batch (507 Insufficient Storage), keeping ${r.int(10, 500)} events in memory`,
      ]);
    },
  },
];

const mem: Spec[] = [
  {
    cat: "memory",
    estate: "parcel",
    origin: "route-optimizer",
    mute: true,
    hints: ["outofmemory", "memory", "heap", "oom"],
    sev: "high",
    note: "route-optimizer's solver holds whole-country distance matrices after a new depot was added; the JVM runs out of heap and ECS kills the container for memory",
    run: (c) => {
      const r = c.r;
      c.every("route-optimizer", d(c, -60000), d(c, 0), 10000, () => [
        "warn",
        `o.s.b.a.m.MemoryHealthIndicator : heap usage ${r.int(86, 94)}% after full GC (G1 Old Gen ${r.int(2700, 2950)}M/3072M)`,
      ]);
      c.every("route-optimizer", d(c, 0), c.end, 45000, () => {
        const task = r.hex(10);
        return [
          [
            "error",
            "o.a.c.c.C.[.[.[/].[dispatcherServlet] : Servlet.service() for servlet [dispatcherServlet] threw exception [Handler dispatch failed: java.lang.OutOfMemoryError: Java heap space] with root cause",
            [
              "java.lang.OutOfMemoryError: Java heap space",
              "\tat com.parcelpath.route.matrix.DistanceMatrix.<init>(DistanceMatrix.java:41)",
              "\tat com.parcelpath.route.PlanService.plan(PlanService.java:88)",
            ],
          ],
          [
            "error",
            `ECS: (service route-optimizer) task ${task} stopped: OutOfMemoryError: Container killed due to memory usage (exit code 137)`,
          ],
          ["info", `ECS: service route-optimizer has started 1 tasks: task ${r.hex(10)}`],
        ];
      });
      c.every("edge-api", d(c, 1000), c.end, 700, () => [
        "error",
        `POST http://route-optimizer.parcelpath.local:8080/v1/plan failed: ${r.pick(["socket hang up", "connect ECONNREFUSED 10.0.2.41:8080", "read ECONNRESET"])} reqId=req-${r.hex(6)}`,
      ]);
      c.every("parcel-alb", d(c, 1000), c.end, 1500, (t) => [
        "info",
        albLine(r, t, "parcel-edge", "api.parcelpath.example", "POST /v1/routes/plan", 502, "-"),
      ]);
    },
  },
  {
    cat: "memory",
    estate: "stream",
    origin: "thumbnails-fn",
    mute: true,
    hints: ["memory", "killed", "max memory", "runtime.exiterror", "oom"],
    sev: "medium",
    note: "thumbnails-fn decodes new 8K uploads fully in memory; invocations hit the 1024 MB limit and the runtime is killed (signal: killed, Max Memory Used 1024 MB)",
    run: (c) => {
      const r = c.r;
      invokes(c, "thumbnails-fn", 2000, (t, id) => ({
        mem: 1024,
        used: 1024,
        dur: r.float(1500, 6000),
        outcome: "killed",
        lines: [
          ["info", nodeLine(t, id, "INFO", `sharp: decoding ${r.hex(10)} 7680x4320 (${r.int(40, 120)} MB source)`)],
        ],
      }));
      c.every("ingest-pipeline", d(c, 5000), c.end, 5000, () => [
        "error",
        `{"type":"TaskFailed","execution_arn":"arn:aws:states:eu-west-1:552019377410:execution:ingest-pipeline:${r.hex(12)}","state":"Thumbnails","error":"Runtime.ExitError","cause":"RequestId: ${r.uuid()} Error: Runtime exited with error: signal: killed"}`,
      ]);
    },
  },
  {
    cat: "memory",
    estate: "bright",
    origin: "storefront",
    hints: ["memory", "memory limit", "exceeded", "mib", "oom"],
    sev: "high",
    note: "storefront (Cloud Run) leaks memory through an unbounded SSR cache after a release; instances exceed the 512 MiB limit and are killed mid-request",
    run: (c) => {
      const r = c.r;
      c.every("storefront", d(c, 0), c.end, 20000, () => [
        [
          "error",
          `Memory limit of 512 MiB exceeded with ${r.int(513, 540)} MiB used. Consider increasing the memory limit, see https://cloud.google.com/run/docs/configuring/memory-limits`,
        ],
        ["warn", "Container terminated on signal 9."],
      ]);
      c.every("storefront", d(c, 200), c.end, 900, () => [
        "error",
        "The request failed because either the HTTP response was malformed or connection to the instance had an error. Additional troubleshooting documentation can be found at: https://cloud.google.com/run/docs/troubleshooting#malformed-response-or-connection-error",
      ]);
      c.every("storefront", d(c, -40000), c.end, 30000, () => [
        "warn",
        `ssr-cache: ${r.int(40000, 90000)} entries (${r.int(300, 480)} MB), no eviction policy configured`,
      ]);
    },
  },
  {
    cat: "memory",
    estate: "tally",
    origin: "notify-worker",
    mute: true,
    hints: ["heap", "memory", "out of memory", "allocation failed"],
    sev: "medium",
    note: "notify-worker (Node container) builds the whole month's digest in memory; V8 hits its heap limit, crashes and restarts in a loop, emails stop",
    run: (c) => {
      const r = c.r;
      c.every("notify-worker", d(c, 0), c.end, 50000, () => [
        ["info", `[notify] building monthly digest for ${r.int(20000, 40000)} tenants`],
        [
          "fatal",
          "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
          [
            "----- Native stack trace -----",
            " 1: 0xb8ced1 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]",
            " 2: 0xf06250 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
          ],
        ],
        ["info", "> notify-worker@3.8.1 start\n> node dist/main.js"],
      ]);
      c.every("notify-worker", d(c, 5000), c.end, 50000, () => [
        "warn",
        `<--- Last few GCs ---> [1:0x6a1c2c0] ${r.int(40000, 90000)} ms: Mark-Compact 2041.3 (2083.1) -> 2040.8 (2083.6) MB, ${r.int(900, 1800)}.2 / 0.0 ms (average mu = 0.11) allocation failure; scavenge might not succeed`,
      ]);
      c.every("ledger-fn", d(c, 60000), c.end, 20000, () => [
        "warn",
        `notification outbox backlog ${r.int(200, 3000)} (notify-worker not consuming)`,
      ]);
    },
  },
];

const net: Spec[] = [
  {
    cat: "network",
    estate: "clinic",
    origin: "sms-sender",
    mute: true,
    hints: ["dns", "eai_again", "getaddrinfo", "network", "lookup"],
    sev: "medium",
    note: "sms-sender was moved into private subnets whose route to the NAT was removed with a subnet change; DNS to the Twilio API fails (EAI_AGAIN) and outbound connections cannot be made",
    run: (c) => {
      const r = c.r;
      invokes(c, "sms-sender", 900, (t, id) => ({
        dur: r.float(5000, 10000),
        lines: [
          [
            "error",
            nodeLine(
              t,
              id,
              "ERROR",
              `Invoke Error \t${NODE_TE("Error", "getaddrinfo EAI_AGAIN api.twilio.com", ["    at GetAddrInfoReqWrap.onlookup [as oncomplete] (node:dns:107:26)"])}`,
            ),
          ],
        ],
      }));
      c.every("sms-sender", d(c, 40000), c.end, 15000, () => [
        "warn",
        `SQS redrive: ${r.int(5, 80)} messages from sms-outbound moved to sms-outbound-dlq (maxReceiveCount 5)`,
      ]);
    },
  },
  {
    cat: "network",
    estate: "bright",
    origin: "cart-svc",
    hints: ["econnreset", "reset", "connection", "vpc connector", "network"],
    sev: "medium",
    note: "cart-svc's Serverless VPC Access connector is saturated/flapping; connections to Memorystore are reset mid-request although Redis itself is healthy",
    run: (c) => {
      const r = c.r;
      c.every("cart-svc", d(c, 0), c.end, 500, () => [
        "error",
        r.pick([
          "ERROR:    redis.exceptions.ConnectionError: Error while reading from 10.44.8.3:6379 : (104, 'Connection reset by peer')",
          "ERROR:    redis.exceptions.ConnectionError: Error 110 connecting to 10.44.8.3:6379. Connection timed out.",
          "ERROR:    redis.exceptions.ConnectionError: Error while reading from 10.44.8.3:6379 : (104, 'Connection reset by peer')",
        ]),
      ]);
      c.every("cart-svc", d(c, 0), c.end, 30000, () => [
        "warn",
        `vpc-access-connector cart-conn: instances at max (${r.int(9, 10)}/10), throughput ${r.int(950, 1000)} Mbps`,
      ]);
      c.every("storefront", d(c, 500), c.end, 600, () => [
        "error",
        `GET /api/cart 502 in ${r.int(5, 900)}ms - cart-svc responded 500 Internal Server Error`,
      ]);
    },
  },
  {
    cat: "network",
    estate: "parcel",
    origin: "carrier-sync",
    mute: true,
    hints: ["ssl", "certificate", "tls", "handshake", "verify"],
    sev: "medium",
    note: "carrier-sync's outbound proxy on the VM subnet started intercepting TLS; every HTTPS call to the carrier APIs fails the TLS handshake with certificate verify failed",
    run: (c) => {
      const r = c.r;
      c.every("carrier-sync", d(c, 0), c.end, 2000, () => [
        "error",
        `ERROR carrier_sync.poller: ${r.pick(["dhl", "ups", "dpd", "gls"])} poll failed: HTTPSConnectionPool(host='api.${r.pick(["dhl", "ups", "dpd", "gls"])}.example', port=443): Max retries exceeded with url: /track/v2/events (Caused by SSLError(SSLCertVerificationError(1, '[SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: self-signed certificate in certificate chain (_ssl.c:1006)')))`,
      ]);
      c.every("tracking-ingest-fn", d(c, 60000), c.end, 15000, (t) => {
        const id = r.uuid();
        lambda(c, "tracking-ingest-fn", t, {
          req: id,
          lines: [
            [
              "warn",
              nodeLine(
                t,
                id,
                "WARN",
                `no carrier updates received for ${Math.round((t - c.t0) / 1000)}s (expected every 30s)`,
              ),
            ],
          ],
        });
        return null;
      });
    },
  },
  {
    cat: "network",
    estate: "stream",
    origin: "media-meta",
    hints: ["dns", "lookup", "no such host", "network", "resolve"],
    sev: "medium",
    note: "media-meta tasks can no longer resolve the ElastiCache endpoint (Route 53 resolver rule change in its VPC); lookups fail and requests error",
    run: (c) => {
      const r = c.r;
      c.every("media-meta", d(c, 0), c.end, 400, () => [
        "error",
        `{"level":"error","msg":"cache get failed","key":"v:${r.hex(10)}","err":"dial tcp: lookup media-cache.x7k2pq.ng.0001.euw1.cache.amazonaws.com on 10.20.0.2:53: ${r.pick(["no such host", "server misbehaving", "no such host"])}"}`,
      ]);
      c.every("media-meta", d(c, 100), c.end, 900, () => [
        "error",
        `{"level":"error","msg":"request","method":"GET","path":"/videos/${r.hex(10)}","status":500,"dur_ms":${r.int(1, 20)}}`,
      ]);
      c.every("playback-api", d(c, 1000), c.end, 800, () => [
        "error",
        `GET /manifest/${r.hex(10)}.m3u8 502 ${r.int(5, 50)}ms - media-meta returned 500`,
      ]);
    },
  },
];

const npe: Spec[] = [
  {
    cat: "null_reference",
    estate: "tally",
    origin: "ledger-fn",
    mute: true,
    hints: ["nullreference", "null", "object reference"],
    sev: "high",
    note: "a new ledger-fn build assumes every posting has a CostCentre; postings from the bank-feed importer have none and PostEntries throws NullReferenceException",
    run: (c) => {
      const r = c.r;
      c.add(
        "ledger-fn",
        d(c, -3000),
        "info",
        "Host started (Version=4.34.2). Deployed package ledger-fn-2026.06.2.zip",
      );
      c.every("ledger-fn", d(c, 0), c.end, 900, () => {
        const id = r.uuid();
        return [
          [
            "info",
            `Executing 'Functions.PostEntries' (Reason='New ServiceBus message detected on 'ledger-postings'.', Id=${id})`,
          ],
          [
            "error",
            `Executed 'Functions.PostEntries' (Failed, Id=${id}, Duration=${r.int(5, 40)}ms)`,
            [
              "System.NullReferenceException: Object reference not set to an instance of an object.",
              "   at Tallyhub.Ledger.Allocation.SplitByCostCentre(LedgerEntry entry) in /src/Ledger/Allocation.cs:line 19",
              "   at Tallyhub.Ledger.PostEntries.Run(ServiceBusReceivedMessage msg) in /src/Ledger/PostEntries.cs:line 44",
            ],
          ],
        ];
      });
      c.every("ledger-fn", d(c, 60000), c.end, 20000, () => [
        "warn",
        `Message ${r.hex(32)} dead-lettered on 'ledger-postings' (MaxDeliveryCountExceeded)`,
      ]);
      c.every("portal-app", d(c, 30000), c.end, 2500, () => [
        "warn",
        `Tallyhub.Portal.LedgerClient: ledger balance for tenant t-${r.int(1000, 9999)} is behind by ${r.int(2, 90)} postings; showing cached summary`,
      ]);
    },
  },
  {
    cat: "null_reference",
    estate: "parcel",
    origin: "tracking-ingest-fn",
    mute: true,
    hints: ["typeerror", "undefined", "cannot read properties", "null"],
    sev: "medium",
    note: "a carrier started sending events without the shipment object; tracking-ingest-fn reads event.shipment.trackingNumber and throws TypeError for every batch",
    run: (c) => {
      const r = c.r;
      invokes(c, "tracking-ingest-fn", 700, (t, id) => ({
        lines: [
          [
            "error",
            nodeLine(
              t,
              id,
              "ERROR",
              `Invoke Error \t${NODE_TE("TypeError", "Cannot read properties of undefined (reading 'trackingNumber')", ["    at toEvent (/var/task/index.js:48:38)", "    at Array.map (<anonymous>)", "    at Runtime.handler (/var/task/index.js:21:30)"])}`,
            ),
          ],
        ],
      }));
      c.every("tracking-ingest-fn", d(c, 45000), c.end, 20000, () => [
        "warn",
        `SQS redrive: ${r.int(10, 200)} messages from tracking-events moved to tracking-events-dlq (maxReceiveCount 3)`,
      ]);
      c.every("edge-api", d(c, 60000), c.end, 6000, () => [
        "warn",
        `tracking status stale for 1Z${r.hex(10).toUpperCase()}: last carrier event ${r.int(3, 40)} min ago`,
      ]);
    },
  },
  {
    cat: "null_reference",
    estate: "bright",
    origin: "checkout-fn",
    hints: ["nonetype", "attributeerror", "none", "null"],
    sev: "high",
    note: "checkout-fn reads the loyalty profile of every customer; guests have none and the new release calls .get() on None, failing every guest checkout",
    run: (c) => {
      const r = c.r;
      c.every("checkout-fn", d(c, 0), c.end, 700, () => [
        [
          "error",
          "Exception on /checkout [POST]",
          [
            "Traceback (most recent call last):",
            '  File "/layers/google.python.pip/pip/lib/python3.11/site-packages/flask/app.py", line 1463, in wsgi_app',
            "    response = self.full_dispatch_request()",
            '  File "/workspace/main.py", line 87, in checkout',
            '    tier = profile.get("tier", "basic")',
            "AttributeError: 'NoneType' object has no attribute 'get'",
          ],
        ],
        ["error", `Function execution took ${r.int(30, 120)} ms, finished with status code: 500`],
      ]);
      c.every("storefront", d(c, 300), c.end, 900, () => ["error", `POST /api/checkout 500 in ${r.int(50, 400)}ms`]);
    },
  },
  {
    cat: "null_reference",
    estate: "stream",
    origin: "edge-worker",
    hints: ["typeerror", "null", "cannot read properties"],
    sev: "high",
    note: "a new edge-worker version reads request.cf.country; requests without cf geo data throw TypeError and Cloudflare returns error 1101",
    run: (c) => {
      const r = c.r;
      c.add("edge-worker", d(c, -2000), "info", "Deployed streamlet-edge triggers (version 5f2d1a0c, 100% of traffic)");
      c.every("edge-worker", d(c, 0), c.end, 250, (t) => [
        "error",
        `GET https://play.streamlet.example/${r.pick(["v", "e", "hls"])}/${r.hex(10)} - Exception Thrown @ ${new Date(t).toUTCString()}`,
        [
          "  (error) TypeError: Cannot read properties of null (reading 'country')",
          "      at geoGate (worker.js:211:34)",
          "      at Object.fetch (worker.js:58:17)",
        ],
      ]);
    },
  },
];

const rate: Spec[] = [
  {
    cat: "rate_limiting",
    estate: "stream",
    origin: "media-meta",
    hints: ["throughput", "provisionedthroughputexceeded", "throttl", "rate"],
    sev: "medium",
    note: "a viral video drives media-meta's view-counter writes to one partition of its provisioned DynamoDB table; requests are throttled with ProvisionedThroughputExceededException",
    run: (c) => {
      const r = c.r;
      c.every("media-meta", d(c, 0), c.end, 350, () => [
        "error",
        `{"level":"error","msg":"dynamodb UpdateItem failed","table":"media-meta","err":"ProvisionedThroughputExceededException: The level of configured provisioned throughput for the table was exceeded. Consider increasing your provisioning level with the UpdateTable API.","retries":3}`,
      ]);
      c.every("media-meta", d(c, 100), c.end, 1200, () => [
        "error",
        `{"level":"error","msg":"request","method":"PUT","path":"/videos/${r.hex(10)}/views","status":503,"dur_ms":${r.int(200, 900)}}`,
      ]);
      c.every("playback-api", d(c, 800), c.end, 900, () => [
        "warn",
        `GET /manifest/${r.hex(10)}.m3u8 200 ${r.int(300, 1400)}ms (view count update failed: media-meta 503)`,
      ]);
    },
  },
  {
    cat: "rate_limiting",
    estate: "tally",
    origin: "statements-fn",
    hints: ["429", "requestratetoolarge", "request rate", "throttl", "rate"],
    sev: "medium",
    note: "month-end statements-fn fan-out queries Cosmos DB far above the container's provisioned RU/s; requests fail with 429 RequestRateTooLarge after SDK retries are exhausted",
    run: (c) => {
      const r = c.r;
      c.every("statements-fn", d(c, 0), c.end, 500, () => [
        "error",
        `Executed 'Functions.RenderStatement' (Failed, Id=${r.uuid()}, Duration=${r.int(3000, 9000)}ms)`,
        [
          `Microsoft.Azure.Cosmos.CosmosException : Response status code does not indicate success: TooManyRequests (429); Substatus: 3200; ActivityId: ${r.uuid()}; Reason: (Message: {"Errors":["Request rate is large. More Request Units may be needed, so no changes were made. Please retry this request later. Learn more: http://aka.ms/cosmosdb-error-429"]}`,
          "   at Tallyhub.Statements.TransactionReader.ReadMonthAsync(String tenant) in /src/Statements/TransactionReader.cs:line 52",
        ],
      ]);
      c.every("cosmos-accounts", d(c, 0), c.end, 1000, () => [
        "warn",
        `DataPlaneRequests: Query on dbs/tally/colls/transactions statusCode=429 subStatusCode=3200 requestCharge=0.00 (RequestRateTooLarge, provisioned 4000 RU/s, consumed ${r.int(4000, 4100)} RU/s)`,
      ]);
      c.every("portal-app", d(c, 30000), c.end, 3000, () => [
        "warn",
        `Tallyhub.Portal.Statements: statement for tenant t-${r.int(1000, 9999)} still pending after 60s`,
      ]);
    },
  },
  {
    cat: "rate_limiting",
    estate: "clinic",
    origin: "reminders-fn",
    hints: ["throttling", "rate exceeded", "sending rate", "throttl", "rate"],
    sev: "medium",
    note: "reminders-fn now sends all next-day reminders in one burst; SES rejects it with Throttling: Maximum sending rate exceeded",
    run: (c) => {
      const r = c.r;
      invokes(c, "reminders-fn", 1500, (t, id) => ({
        lines: [
          ["info", pyLine(t, id, "INFO", `sending ${r.int(300, 900)} reminder emails for window +24h`)],
          [
            "error",
            pyLine(
              t,
              id,
              "ERROR",
              `send_email failed for appointment A-${r.int(100000, 999999)}: An error occurred (Throttling) when calling the SendEmail operation (reached max retries: 4): Maximum sending rate exceeded.`,
            ),
          ],
          [
            "error",
            pyLine(
              t,
              id,
              "ERROR",
              `send_email failed for appointment A-${r.int(100000, 999999)}: An error occurred (Throttling) when calling the SendEmail operation (reached max retries: 4): Maximum sending rate exceeded.`,
            ),
          ],
        ],
      }));
    },
  },
  {
    cat: "rate_limiting",
    estate: "parcel",
    origin: "label-printer-fn",
    hints: ["slowdown", "reduce your request rate", "503", "throttl", "rate"],
    sev: "medium",
    note: "label-printer-fn writes every label under one S3 prefix at peak; S3 answers 503 SlowDown and labels fail",
    run: (c) => {
      const r = c.r;
      invokes(c, "label-printer-fn", 500, (t, id) => ({
        mem: 1024,
        lines: [
          [
            "error",
            nodeLine(
              t,
              id,
              "ERROR",
              `Invoke Error \t${NODE_TE("SlowDown", "Please reduce your request rate.", ["    at Request.extractError (/var/runtime/node_modules/aws-sdk/lib/services/s3.js:712:35)"])}`,
            ),
          ],
        ],
      }));
      c.every("edge-api", d(c, 200), c.end, 800, () => [
        "error",
        `POST /v1/shipments failed: label service returned 502 (FunctionError: Unhandled) reqId=req-${r.hex(6)}`,
      ]);
    },
  },
];

const tmo: Spec[] = [
  {
    cat: "timeout",
    estate: "stream",
    origin: "transcode-fn",
    mute: true,
    hints: ["timed out", "timeout", "task timed out"],
    sev: "medium",
    note: "transcode-fn's probe step now runs on full 4K sources and exceeds the function's 30 s timeout; Step Functions reports States.Timeout",
    run: (c) => {
      const r = c.r;
      invokes(c, "transcode-fn", 3000, (t, id) => ({
        mem: 3008,
        outcome: "timeout",
        timeoutS: 30,
        lines: [
          [
            "info",
            pyLine(
              t,
              id,
              "INFO",
              `ffprobe: analysing s3://streamlet-sources/${r.hex(10)}/source.mov (2160p, ${r.int(20, 90)} min)`,
            ),
          ],
        ],
      }));
      c.every("ingest-pipeline", d(c, 31000), c.end, 4000, () => [
        "error",
        `{"type":"TaskFailed","execution_arn":"arn:aws:states:eu-west-1:552019377410:execution:ingest-pipeline:${r.hex(12)}","state":"Transcode","error":"States.Timeout","cause":"Task timed out after 30.03 seconds"}`,
      ]);
    },
  },
  {
    cat: "timeout",
    estate: "clinic",
    origin: "slots-fn",
    mute: true,
    hints: ["timed out", "timeout", "read timeout"],
    sev: "medium",
    note: "the EHR calendar API stops answering within the read timeout; slots-fn waits 25 s per call and its invocations time out at 30 s",
    run: (c) => {
      const r = c.r;
      invokes(c, "slots-fn", 1500, (t, id) => ({
        outcome: "timeout",
        timeoutS: 30,
        lines: [
          [
            "error",
            pyLine(
              t,
              id,
              "ERROR",
              `ehr sync for clinic ${r.int(10, 90)} failed: ReadTimeout: HTTPSConnectionPool(host='api.ehr-partner.example', port=443): Read timed out. (read timeout=25)`,
            ),
          ],
        ],
      }));
      c.every("booking-api", d(c, 30000), c.end, 2000, () => [
        "warn",
        `c.c.booking.web.SlotController - slots for clinic ${r.int(10, 90)} stale (last sync ${r.int(2, 20)} min ago)`,
      ]);
    },
  },
  {
    cat: "timeout",
    estate: "bright",
    origin: "order-events",
    hints: ["timeout", "timed out", "deadline"],
    sev: "medium",
    note: "order-events (Cloud Function on Pub/Sub) waits on a long row lock while reserving stock and runs into its 60 s timeout; Pub/Sub redelivers and the backlog grows",
    run: (c) => {
      const r = c.r;
      c.every("order-events", d(c, 0), c.end, 1200, () => [
        [
          "warn",
          `reserving stock for order BC-${r.int(100000, 999999)}: waiting on lock for stock row sku-${r.int(10000, 99999)}`,
        ],
        ["error", `Function execution took 60002 ms, finished with status: 'timeout'`],
      ]);
      c.every("order-events", d(c, 60000), c.end, 20000, () => [
        "warn",
        `subscription order-placed-sub: oldest unacked message age ${r.int(90, 900)}s, ${r.int(200, 5000)} undelivered`,
      ]);
      c.every("catalog-db", d(c, 0), c.end, 5000, (t) => [
        "info",
        `${new Date(t).toISOString().replace("T", " ").slice(0, 23)} UTC [${r.int(1000, 9999)}]: [1-1] db=catalog,user=orders LOG:  process ${r.int(1000, 9999)} still waiting for RowExclusiveLock on relation 16532 of database 16384 after 1000.112 ms`,
      ]);
    },
  },
  {
    cat: "timeout",
    estate: "tally",
    origin: "statements-fn",
    mute: true,
    hints: ["timeout", "exceeded", "timed out"],
    sev: "medium",
    note: "statements-fn GenerateStatements runs past the Functions host limit of 5 minutes on large tenants and is cancelled",
    run: (c) => {
      const r = c.r;
      c.every("statements-fn", d(c, 0), c.end, 8000, () => {
        const id = r.uuid();
        return [
          [
            "error",
            `Timeout value of 00:05:00 exceeded by function 'Functions.GenerateStatements' (Id: '${id}'). Initiating cancellation.`,
          ],
          [
            "error",
            `Executed 'Functions.GenerateStatements' (Failed, Id=${id}, Duration=300012ms)`,
            [
              "Microsoft.Azure.WebJobs.Host.FunctionTimeoutException: Timeout value of 00:05:00 was exceeded by function: Functions.GenerateStatements",
            ],
          ],
        ];
      });
      c.every("portal-app", d(c, 20000), c.end, 4000, () => [
        "warn",
        `Tallyhub.Portal.Statements: statement for tenant t-${r.int(1000, 9999)} still pending after 60s`,
      ]);
    },
  },
];

const val: Spec[] = [
  {
    cat: "validation",
    estate: "parcel",
    origin: "tracking-ingest-fn",
    hints: ["validation", "schema", "invalid", "must be"],
    sev: "medium",
    note: "a carrier changed its webhook timestamps to local time without offset; tracking-ingest-fn's schema validation rejects every event of that carrier",
    run: (c) => {
      const r = c.r;
      invokes(c, "tracking-ingest-fn", 800, (t, id) => ({
        lines: [
          [
            "error",
            nodeLine(
              t,
              id,
              "ERROR",
              `ValidationError: "events[${r.int(0, 9)}].timestamp" must be in ISO 8601 date format with offset (got "${r.int(10, 28)}.06.2026 ${r.int(10, 23)}:${r.int(10, 59)}") carrier=dpd`,
            ),
          ],
          [
            "warn",
            nodeLine(
              t,
              id,
              "WARN",
              `reporting batchItemFailures: ${r.int(1, 10)} of 10 records returned to queue tracking-events`,
            ),
          ],
        ],
      }));
      c.every("tracking-ingest-fn", d(c, 45000), c.end, 20000, () => [
        "warn",
        `SQS redrive: ${r.int(10, 200)} messages from tracking-events moved to tracking-events-dlq (maxReceiveCount 3)`,
      ]);
    },
  },
  {
    cat: "validation",
    estate: "bright",
    origin: "cart-svc",
    hints: ["validation", "422", "invalid", "unprocessable"],
    sev: "medium",
    note: "the mobile app started sending fractional quantities for weighed produce; cart-svc's request model rejects them with 422 validation errors",
    run: (c) => {
      const r = c.r;
      c.every("cart-svc", d(c, 0), c.end, 500, () => [
        [
          "warn",
          `WARNING:  request validation failed: 1 validation error for CartLine\nquantity\n  Input should be a valid integer, got a number with a fractional part [type=int_from_float, input_value=${r.int(0, 2)}.${r.int(1, 9)}${r.int(0, 9)}, input_type=float]`,
        ],
        ["info", `INFO:     169.254.1.1:${r.int(20000, 60000)} - "PATCH /carts/${r.hex(12)} HTTP/1.1" 422`],
      ]);
      c.every("storefront", d(c, 200), c.end, 900, () => [
        "warn",
        `PATCH /api/cart 422 in ${r.int(5, 40)}ms (app ios-5.12)`,
      ]);
    },
  },
  {
    cat: "validation",
    estate: "tally",
    origin: "kyc-gateway",
    mute: true,
    hints: ["validation", "invalid", "must not be empty", "validationexception"],
    sev: "medium",
    note: "the KYC provider's new onboarding form omits date of birth; kyc-gateway's FluentValidation rejects every submission",
    run: (c) => {
      const r = c.r;
      c.every("kyc-gateway", d(c, 0), c.end, 1500, () => [
        "error",
        `fail: Tallyhub.Kyc.Checks[0] KYC check ${r.hex(8)} rejected`,
        [
          "FluentValidation.ValidationException: Validation failed: ",
          " -- DateOfBirth: 'Date Of Birth' must not be empty. Severity: Error",
          " -- DateOfBirth: 'Date Of Birth' is not a valid date. Severity: Error",
          "   at Tallyhub.Kyc.Checks.SubmissionValidator.ValidateAndThrow(Submission s) in /src/Kyc/SubmissionValidator.cs:line 31",
        ],
      ]);
      c.every("portal-app", d(c, 30000), c.end, 5000, () => [
        "warn",
        `Tallyhub.Portal.Onboarding: tenant t-${r.int(1000, 9999)} stuck in 'kyc_pending' for ${r.int(5, 40)} min`,
      ]);
    },
  },
  {
    cat: "validation",
    estate: "clinic",
    origin: "intake-fn",
    mute: true,
    hints: ["validation", "fhir", "invalid", "schema"],
    sev: "medium",
    note: "a partner clinic system upgrade sends FHIR Appointments without timezone in start; intake-fn's FHIR validation rejects the bundles",
    run: (c) => {
      const r = c.r;
      invokes(c, "intake-fn", 900, (t, id) => ({
        lines: [
          [
            "error",
            pyLine(
              t,
              id,
              "ERROR",
              `rejected Bundle from partner clinic pc-${r.pick([114, 207, 311])}: fhir.resources validation error: 1 validation error for Appointment\nstart\n  Value error, Invalid instant '2026-06-${r.int(10, 28)}T${r.int(8, 17)}:${r.pick(["00", "30"])}:00': timezone offset is required [type=value_error]`,
            ),
          ],
        ],
      }));
      c.every("booking-api", d(c, 60000), c.end, 10000, () => [
        "warn",
        `c.c.booking.partner.SyncMonitor - no partner appointments imported for ${r.int(1, 20)} min (clinics pc-114, pc-207, pc-311)`,
      ]);
    },
  },
];

const unk: Spec[] = [
  {
    cat: "unknown",
    estate: "parcel",
    origin: "notify-fn",
    mute: true,
    hints: ["exit", "runtime", "crash", "exiterror", "unknown"],
    sev: "medium",
    note: "notify-fn's runtime exits with status 1 on every invocation after a layer update, with no traceback or message of its own",
    run: (c) => {
      const r = c.r;
      invokes(c, "notify-fn", 1200, () => ({ init: r.float(200, 500), outcome: "exit", dur: r.float(50, 300) }));
      c.every("notify-fn", d(c, 60000), c.end, 20000, () => [
        "warn",
        `SNS delivery to lambda notify-fn failed for ${r.int(5, 60)} messages; retrying per delivery policy`,
      ]);
    },
  },
  {
    cat: "unknown",
    estate: "bright",
    origin: "inventory-sync",
    mute: true,
    hints: ["exit", "container", "crash", "unknown", "exit(1)"],
    sev: "medium",
    note: "inventory-sync job executions die a few seconds in with 'Container called exit(1).' and nothing else logged; stock levels stop updating",
    run: (c) => {
      const r = c.r;
      c.every("inventory-sync", d(c, 0), c.end, 12000, () => [
        ["info", `execution inventory-sync-${r.hex(5)} task 0 starting`],
        ["error", "Container called exit(1)."],
        [
          "error",
          `Task inventory-sync-${r.hex(5)}-task0 failed with exit code 1; retrying (attempt ${r.int(1, 3)} of 3)`,
        ],
      ]);
      c.every("storefront", d(c, 180000), c.end, 5000, () => [
        "warn",
        `stock badge for sku-${r.int(10000, 99999)} stale (last inventory update ${r.int(4, 30)} min ago)`,
      ]);
    },
  },
  {
    cat: "unknown",
    estate: "tally",
    origin: "fx-rates",
    mute: true,
    hints: ["exit", "container", "crash", "unknown", "start"],
    sev: "high",
    note: "the fx-rates container on App Service exits right after start without any application output; the site fails to start and invoice conversion returns 503",
    run: (c) => {
      const r = c.r;
      c.every("fx-rates", d(c, 0), c.end, 25000, () => {
        const cn = `fx-rates_0_${r.hex(8)}`;
        return [
          ["info", `Starting container ${cn} for site fx-rates`],
          ["error", `Container ${cn} for site fx-rates has exited, failing site start`],
          [
            "error",
            `Container ${cn} didn't respond to HTTP pings on port: 8080, failing site start. See container logs for debugging.`,
          ],
        ];
      });
      c.every("portal-app", d(c, 3000), c.end, 700, () => [
        "error",
        `Tallyhub.Portal.Invoices: currency conversion failed for invoice INV-${r.int(10000, 99999)}: fx-rates returned 503`,
      ]);
    },
  },
  {
    cat: "unknown",
    estate: "clinic",
    origin: "booking-api",
    mute: true,
    hints: ["exit", "essential container", "crash", "unknown"],
    sev: "high",
    note: "booking-api tasks exit with code 1 shortly after start without a stack trace; ECS cycles them and the ALB returns 502/503",
    run: (c) => {
      const r = c.r;
      c.every("booking-api", d(c, 0), c.end, 30000, () => [
        [
          "info",
          "c.c.booking.BookingApplication - Started BookingApplication in 14.2 seconds (process running for 15.1)",
        ],
        [
          "error",
          `ECS: (service booking-api) task ${r.hex(10)} stopped: Essential container in task exited (exit code 1)`,
        ],
      ]);
      c.every("clinic-alb", d(c, 1000), c.end, 300, (t) => [
        "info",
        albLine(
          r,
          t,
          "clinic-web",
          "book.clinicly.example",
          `${r.pick(["GET /api/slots?clinic=", "POST /api/appointments?clinic="])}${r.int(10, 90)}`,
          r.pick([502, 503]),
          "-",
        ),
      ]);
    },
  },
];

export const INCIDENTS: Spec[] = [
  ...auth,
  ...authz,
  ...config,
  ...db,
  ...dep,
  ...disk,
  ...mem,
  ...net,
  ...npe,
  ...rate,
  ...tmo,
  ...val,
  ...unk,
];
