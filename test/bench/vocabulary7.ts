// Blind vocabulary table 7: ten teams' logging habits (terse, chatty, error catalogs, one-line cause chains in
// Java, Go, Rust, Python and .NET shapes, nested JSON causes), one line each, with the category a person would give;
// written without reading the classifier or the earlier tables.
export const VOCABULARY_7: Array<[string, string]> = [
  ["authentication", "auth fail: bad creds user=svc-ledger (ldap bind rej)"],
  ["authentication", "jwt sig invalid, tok rejected kid=k-7731"],
  [
    "authentication",
    "We tried to log in to the reporting warehouse as svc_reports but the password we have was rejected, so the nightly export cannot start",
  ],
  [
    "authentication",
    "The incoming request carried an access token that expired 14 minutes ago, so we refused to authenticate the caller and returned 401",
  ],
  ["authentication", "ERR_AUTH_0107: invalid client credentials for client_id=billing-batch (401 from token endpoint)"],
  ["authentication", "E-IAM-22 SAML assertion signature could not be verified; login denied for user u-88213"],
  [
    "authentication",
    "ReportJobException: export 4471 failed; caused by: FetchException: could not read source; caused by: org.springframework.security.authentication.BadCredentialsException: Bad credentials",
  ],
  [
    "authentication",
    "SyncException: sync of tenant t-19 aborted; caused by: HttpClientErrorException$Unauthorized: 401 Unauthorized: [invalid_token: token has expired]",
  ],
  ["authentication", "dashboard widgets stay empty for user u-4410 (refresh token revoked; user must sign in again)"],
  [
    "authentication",
    "metrics push from edge-04 rejected (HTTP basic authentication failed for user ingest: wrong password)",
  ],
  [
    "authentication",
    "sync contacts: call crm: oauth2: cannot fetch token: 401 Unauthorized: invalid_grant: refresh token expired",
  ],
  ["authentication", "handle request: verify session: jwt: token is expired by 3m12s"],
  [
    "authentication",
    "Error: failed to sync mailbox Caused by: 0: IMAP login failed 1: authentication failed: invalid credentials for user archive@example.test",
  ],
  [
    "authentication",
    "Error: could not start replication worker Caused by: SASL authentication failed: bad username or password (mechanism SCRAM-SHA-512)",
  ],
  [
    "authentication",
    "AuthenticationError: Incorrect API key provided for org org-7731; During handling of the above exception, another exception occurred: SummaryJobFailed: could not summarise batch 19",
  ],
  [
    "authentication",
    "jwt.exceptions.InvalidSignatureError: Signature verification failed; During handling of the above exception, another exception occurred: rest_framework.exceptions.NotAuthenticated: Incorrect authentication credentials.",
  ],
  [
    "authentication",
    "System.InvalidOperationException: Failed to load customer profile ---> Microsoft.IdentityModel.Tokens.SecurityTokenExpiredException: IDX10223: Lifetime validation failed. The token is expired.",
  ],
  [
    "authentication",
    "System.Exception: Unable to open mailbox ---> Microsoft.Identity.Client.MsalUiRequiredException: AADSTS50126: Error validating credentials due to invalid username or password.",
  ],
  [
    "authentication",
    '{"error":"login_failed","message":"could not open session","cause":{"type":"InvalidCredentials","detail":"password mismatch for user svc-audit"}}',
  ],
  [
    "authentication",
    '{"code":401,"error":"unauthenticated","cause":{"reason":"ID token signature invalid","issuer":"https://id.example.test"}}',
  ],
  ["authorization", "authz deny: role=viewer act=delete res=inv/8812"],
  ["authorization", "403 forbid s3 putobj bkt=exports-prod (AccessDenied)"],
  [
    "authorization",
    "The user u-3391 is signed in correctly but does not have the billing-admin role, so we refused to let them issue the refund",
  ],
  [
    "authorization",
    "Our service account authenticated fine but the cluster API says it is not allowed to list pods in namespace payments",
  ],
  ["authorization", "ERR_PAY_0315: caller lacks permission payments:refund:create on merchant m-2210"],
  ["authorization", "E-LEDGER-41 access denied: tenant t-77 is not permitted to read ledger account acc-9921"],
  [
    "authorization",
    "ExportException: export 99 failed; caused by: com.amazonaws.services.s3.model.AmazonS3Exception: Access Denied (Service: Amazon S3; Status Code: 403; Error Code: AccessDenied)",
  ],
  [
    "authorization",
    "InvoiceServiceException: cannot void invoice inv-556; caused by: org.springframework.security.access.AccessDeniedException: Access is denied",
  ],
  [
    "authorization",
    "nightly cleanup removed nothing (service account is missing the storage.objects.delete permission)",
  ],
  ["authorization", "admin page returns 403 for user u-12 (role 'support' is not allowed to view audit logs)"],
  [
    "authorization",
    'list nodes: kubernetes: nodes is forbidden: User "system:serviceaccount:ops:reaper" cannot list resource "nodes" in API group "" at the cluster scope',
  ],
  [
    "authorization",
    "rotate keys: kms decrypt: AccessDeniedException: User arn:aws:iam::000000000000:role/app is not authorized to perform kms:Decrypt",
  ],
  [
    "authorization",
    "Error: failed to publish release Caused by: 0: GitHub API error 1: 403 Forbidden: Resource not accessible by integration",
  ],
  [
    "authorization",
    "Error: cannot rotate tenant secrets Caused by: permission denied: policy 'tenant-admin' required, caller has 'tenant-read'",
  ],
  [
    "authorization",
    "django.core.exceptions.PermissionDenied: user u-441 lacks permission expenses.approve_expense; During handling of the above exception, another exception occurred: ApprovalFailed: approval of exp-8812 rejected",
  ],
  [
    "authorization",
    "google.api_core.exceptions.Forbidden: 403 The caller does not have permission; During handling of the above exception, another exception occurred: ExportError: could not write to dataset analytics",
  ],
  [
    "authorization",
    "System.Exception: Could not archive order 7731 ---> Azure.RequestFailedException: This request is not authorized to perform this operation using this permission. Status: 403 (Forbidden) ErrorCode: AuthorizationPermissionMismatch",
  ],
  [
    "authorization",
    "System.InvalidOperationException: Cannot update claim c-19 ---> App.Security.ForbiddenException: user u-90 is not a member of group claims-editors",
  ],
  [
    "authorization",
    '{"status":403,"error":"forbidden","cause":{"type":"InsufficientScope","required":"orders:write","granted":"orders:read"}}',
  ],
  [
    "authorization",
    '{"error":"access_denied","message":"refund blocked","cause":{"policy":"refund-policy","detail":"principal svc-pos is not granted refunds:create"}}',
  ],
  ["database", "db conn pool exh (50/50 in use, wait q=212)"],
  ["database", "pg deadlock detected tx=88213 rel=orders"],
  [
    "database",
    "While saving the booking we hit a duplicate key on the reservations primary key and the database rolled back the whole transaction",
  ],
  [
    "database",
    "The read replica is now more than ninety seconds behind the primary so we stopped serving balance queries from it",
  ],
  ["database", "ERR_DB_0042: too many connections (max_connections=200) for role app_rw"],
  ["database", "E-LEDGER-17 SQLSTATE 40P01 deadlock while posting journal entry je-4410"],
  [
    "database",
    'OrderSubmitException: could not submit order 88; caused by: org.springframework.dao.DataIntegrityViolationException: could not execute statement; caused by: org.postgresql.util.PSQLException: ERROR: duplicate key value violates unique constraint "orders_pkey"',
  ],
  [
    "database",
    "BatchException: step load failed; caused by: com.mysql.cj.jdbc.exceptions.MySQLTransactionRollbackException: Deadlock found when trying to get lock; try restarting transaction",
  ],
  [
    "database",
    'checkout writes failing since 10:02 (relation "payments_v2" does not exist - migration 0087 not applied)',
  ],
  ["database", "balance endpoint serving stale data (replica lag 184s on db-replica-2)"],
  ["database", 'create invoice: insert row: pq: duplicate key value violates unique constraint "invoices_number_key"'],
  ["database", "load cart: query: pgx: FATAL: sorry, too many clients already (SQLSTATE 53300)"],
  [
    "database",
    "Error: failed to persist event batch Caused by: 0: database error 1: error returned from database: could not serialize access due to concurrent update (SQLSTATE 40001)",
  ],
  ["database", "Error: migration failed Caused by: migration 20260301 was previously applied but has been modified"],
  [
    "database",
    'psycopg2.errors.ForeignKeyViolation: insert or update on table "order_items" violates foreign key constraint "order_items_order_id_fkey"; During handling of the above exception, another exception occurred: OrderSaveError: could not save order 5521',
  ],
  [
    "database",
    "sqlalchemy.exc.OperationalError: (pymysql.err.OperationalError) (1213, 'Deadlock found when trying to get lock; try restarting transaction'); During handling of the above exception, another exception occurred: InventorySyncError: sync aborted",
  ],
  [
    "database",
    "System.Exception: Failed to save reservation ---> Microsoft.EntityFrameworkCore.DbUpdateException: An error occurred while saving the entity changes. ---> Microsoft.Data.SqlClient.SqlException: Transaction (Process ID 71) was deadlocked on lock resources with another process and has been chosen as the deadlock victim.",
  ],
  [
    "database",
    "System.InvalidOperationException: Unable to load ledger ---> Npgsql.PostgresException: 53300: remaining connection slots are reserved for non-replication superuser connections",
  ],
  [
    "database",
    '{"error":"persist_failed","cause":{"component":"postgres","sqlstate":"40P01","message":"deadlock detected"}}',
  ],
  [
    "database",
    '{"level":"error","msg":"read failed","cause":{"type":"ReplicaLagExceeded","replica":"pg-ro-3","lag_seconds":240}}',
  ],
  ["network", "conn refused 10.4.2.17:8443 (ECONNREFUSED)"],
  ["network", "dns nxdomain ledger.svc.cluster.local"],
  [
    "network",
    "We could not reach the pricing service because the TCP connection was reset by the peer halfway through sending the request",
  ],
  [
    "network",
    "The DNS lookup for inventory.internal.example failed with SERVFAIL, so we never even opened a connection to it",
  ],
  ["network", "ERR_NET_0009: no route to host 10.12.0.44 while contacting settlement gateway"],
  ["network", "E-CONN-03 TLS handshake failed with payments-edge:443 (remote host closed connection during handshake)"],
  [
    "network",
    "OrderSubmitException: could not submit order 88; caused by: RetryExhausted: 3 attempts failed; caused by: java.net.UnknownHostException: ledger.svc",
  ],
  [
    "network",
    "ShipmentException: label creation failed; caused by: javax.net.ssl.SSLHandshakeException: Remote host terminated the handshake",
  ],
  ["network", "order sync stalled (connection reset by peer talking to 10.0.7.21:5672)"],
  ["network", "stock lookups failing (getaddrinfo EAI_AGAIN stock-api.internal)"],
  ["network", 'fetch rates: Get "https://rates.internal/v2": dial tcp 10.8.1.4:443: connect: connection refused'],
  ["network", "send batch: write tcp 10.1.1.5:51234->10.1.9.9:9092: write: broken pipe"],
  [
    "network",
    "Error: failed to sync Caused by: 0: error sending request for url (http://catalog.svc:8080/items) 1: error trying to connect: dns error: failed to lookup address information: Name or service not known",
  ],
  ["network", "Error: stream closed Caused by: connection reset by peer (os error 104)"],
  [
    "network",
    "ConnectionRefusedError: [Errno 111] Connection refused; During handling of the above exception, another exception occurred: urllib3.exceptions.NewConnectionError: Failed to establish a new connection to search.internal:9200",
  ],
  [
    "network",
    "socket.gaierror: [Errno -2] Name or service not known; During handling of the above exception, another exception occurred: requests.exceptions.ConnectionError: HTTPConnectionPool(host='geo.internal', port=80): Max retries exceeded",
  ],
  [
    "network",
    "System.Net.Http.HttpRequestException: An error occurred while sending the request. ---> System.Net.Sockets.SocketException (10054): An existing connection was forcibly closed by the remote host.",
  ],
  [
    "network",
    "System.Net.Http.HttpRequestException: The SSL connection could not be established, see inner exception. ---> System.IO.IOException: Unable to read data from the transport connection: Connection reset by peer.",
  ],
  [
    "network",
    '{"error":"send_failed","cause":{"syscall":"connect","code":"EHOSTUNREACH","address":"10.3.4.5","port":6379}}',
  ],
  ["network", '{"error":"lookup_failed","cause":{"type":"DNSError","code":"ENOTFOUND","hostname":"tax-api.internal"}}'],
  ["timeout", "req tmo 30s GET /v1/quotes"],
  ["timeout", "lock wait tmo tbl=stock 50s"],
  [
    "timeout",
    "The report generation job was still running when its 15 minute time budget ran out, so we cancelled it and marked the run failed",
  ],
  [
    "timeout",
    "We waited the full 10 seconds for the fraud service to answer the scoring request and it never replied, so the payment was declined",
  ],
  ["timeout", "ERR_PAY_0042: call to acquirer timed out after 8000ms"],
  ["timeout", "E-SHIP-12 deadline exceeded waiting for carrier quote (5s)"],
  ["timeout", "QuoteException: pricing failed; caused by: java.net.SocketTimeoutException: Read timed out"],
  [
    "timeout",
    "FulfilmentException: pick list not created; caused by: java.util.concurrent.TimeoutException: Waited 30 seconds for future to complete",
  ],
  ["timeout", "search page blank (query cancelled: exceeded statement_timeout of 20s)"],
  ["timeout", "checkout spinner never ends (gateway gave up after 60s waiting for order-svc to respond)"],
  ["timeout", "resolve address: call geocoder: context deadline exceeded"],
  ["timeout", "process job 7781: acquire lock: redis: lock wait timed out after 10s"],
  ["timeout", "Error: failed to refresh index Caused by: 0: request to search backend failed 1: operation timed out"],
  ["timeout", "Error: worker stalled Caused by: deadline has elapsed"],
  [
    "timeout",
    "TimeoutError: job exceeded its 300s time limit; During handling of the above exception, another exception occurred: TaskFailed: thumbnail task t-812 failed",
  ],
  [
    "timeout",
    "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='fx.internal', port=443): Read timed out. (read timeout=5); During handling of the above exception, another exception occurred: QuoteError: could not price basket b-12",
  ],
  [
    "timeout",
    "System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 100 seconds elapsing. ---> System.TimeoutException: The operation was canceled.",
  ],
  [
    "timeout",
    "System.Exception: Failed to close period ---> Microsoft.Data.SqlClient.SqlException: Execution Timeout Expired. The timeout period elapsed prior to completion of the operation or the server is not responding.",
  ],
  ["timeout", '{"error":"timeout","cause":{"operation":"fetch_inventory","elapsed_ms":30000,"limit_ms":30000}}'],
  [
    "timeout",
    '{"error":"job_failed","cause":{"type":"DeadlineExceeded","detail":"grpc call loyalty.Points/Get exceeded 2s deadline"}}',
  ],
  ["rate_limiting", "429 from maps api, backoff 30s"],
  ["rate_limiting", "rl hit: 1200/min quota exh key=partner-44"],
  [
    "rate_limiting",
    "The shipping carrier told us we have sent too many label requests this minute and asked us to slow down, so we are pausing the queue",
  ],
  ["rate_limiting", "We are throttling this client because it has made more than 100 requests in the last ten seconds"],
  ["rate_limiting", "ERR_SMS_0429: provider throttled send, rate limit 50 msg/s exceeded"],
  ["rate_limiting", "E-GEO-08 daily request quota exceeded for geocoding key (25000 requests)"],
  [
    "rate_limiting",
    "NotificationException: push failed; caused by: HttpClientErrorException$TooManyRequests: 429 Too Many Requests",
  ],
  [
    "rate_limiting",
    "SyncException: stream export aborted; caused by: com.amazonaws.AmazonServiceException: Rate exceeded (Service: AmazonKinesis; Error Code: ThrottlingException)",
  ],
  ["rate_limiting", "emails queued but not sent (mail API returned 429, retry-after 120)"],
  ["rate_limiting", "webhook deliveries delayed (partner endpoint is throttling us at 10 req/s)"],
  [
    "rate_limiting",
    "publish metrics: put: googleapi: Error 429: Quota exceeded for quota metric 'Write requests' and limit 'Write requests per minute'",
  ],
  ["rate_limiting", "handle login: limiter: rate limit exceeded for ip 203.0.113.7"],
  [
    "rate_limiting",
    "Error: failed to fetch releases Caused by: 0: HTTP status client error (429 Too Many Requests) for url (https://api.vendor.test/releases)",
  ],
  ["rate_limiting", "Error: ingest paused Caused by: throttled: request rate above 500/s for tenant t-3"],
  [
    "rate_limiting",
    "RateLimitError: Rate limit reached: 60 requests per minute; During handling of the above exception, another exception occurred: SummaryError: could not summarise ticket tk-88",
  ],
  [
    "rate_limiting",
    "botocore.exceptions.ClientError: An error occurred (ThrottlingException) when calling the PutEvents operation: Rate exceeded; During handling of the above exception, another exception occurred: AuditWriteError: audit event lost",
  ],
  [
    "rate_limiting",
    "System.Exception: Mailbox sync failed ---> Microsoft.Graph.ServiceException: Code: TooManyRequests Message: Application is over its MailboxConcurrency limit.",
  ],
  [
    "rate_limiting",
    "System.InvalidOperationException: Could not send SMS ---> Sms.ApiException: HTTP 429 Too Many Requests: request rate limit reached for account AC-000",
  ],
  ["rate_limiting", '{"status":429,"error":"too_many_requests","cause":{"limit":"100/min","retry_after_s":42}}'],
  ["rate_limiting", '{"error":"send_failed","cause":{"type":"Throttled","detail":"maximum sending rate exceeded"}}'],
  ["validation", "bad req: qty=-3 out of range [1,999]"],
  ["validation", "inval payload: missing field 'email'"],
  [
    "validation",
    "The order we received has a delivery date in the past, so we rejected it and asked the client to fix the date",
  ],
  ["validation", "The uploaded CSV has 14 columns on row 2201 but the header has 12, so we refused to import the file"],
  ["validation", "ERR_PAY_0108: card expiry 13/27 is not a valid month"],
  ["validation", "E-KYC-05 date_of_birth '31-02-1990' failed format check"],
  [
    "validation",
    "OrderSubmitException: could not submit order 91; caused by: javax.validation.ConstraintViolationException: quantity: must be greater than 0",
  ],
  [
    "validation",
    'ImportException: batch 7 rejected; caused by: com.fasterxml.jackson.databind.exc.InvalidFormatException: Cannot deserialize value of type `java.time.LocalDate` from String "2026-13-40"',
  ],
  [
    "validation",
    "message m-8812 sent to dead-letter queue (payload failed schema validation: 'amount' must be a number)",
  ],
  ["validation", "signup rejected for request r-55 (email 'foo@' is not a valid address)"],
  ["validation", "decode order: json: cannot unmarshal string into Go struct field Order.total of type float64"],
  [
    "validation",
    "create user: validate: Key: 'User.Phone' Error:Field validation for 'Phone' failed on the 'e164' tag",
  ],
  [
    "validation",
    "Error: rejected event e-4401 Caused by: 0: invalid payload 1: missing field `customer_id` at line 1 column 88",
  ],
  ["validation", "Error: cannot apply price update Caused by: price must be non-negative, got -12.50"],
  [
    "validation",
    "pydantic.ValidationError: 1 validation error for Booking nights: Input should be greater than 0; During handling of the above exception, another exception occurred: BookingRejected: request r-91 rejected",
  ],
  [
    "validation",
    "ValueError: invalid postcode 'ZZ9 9ZZZ' in shipping address of request r-410; During handling of the above exception, another exception occurred: AddressNormalisationFailed: address could not be normalised",
  ],
  [
    "validation",
    "System.Exception: Could not register patient ---> FluentValidation.ValidationException: Validation failed: -- NationalId: 'National Id' must be 11 characters.",
  ],
  [
    "validation",
    "System.InvalidOperationException: Rejected line item from request r-7 ---> System.FormatException: The input string 'twelve' for field quantity was not in a correct format.",
  ],
  [
    "validation",
    '{"status":400,"error":"invalid_request","cause":{"field":"currency","value":"EURO","rule":"must be ISO 4217 code"}}',
  ],
  [
    "validation",
    '{"error":"schema_violation","cause":{"path":"$.items[3].sku","message":"required property missing"}}',
  ],
  ["null_reference", "NPE in PriceCalc.apply l.88"],
  ["null_reference", "nil ptr deref handler=/v1/carts"],
  [
    "null_reference",
    "The shipment record came back without an address object and the code tried to read the postcode from it anyway, crashing with a null pointer",
  ],
  [
    "null_reference",
    "We crashed while rendering the invoice because the customer field was undefined when the template tried to read its name",
  ],
  ["null_reference", "ERR_CORE_0001: NullReferenceException in LoyaltyCalculator.Compute"],
  ["null_reference", "E-UI-09 TypeError: Cannot read properties of undefined (reading 'currency')"],
  [
    "null_reference",
    'CheckoutException: cannot price cart c-88; caused by: java.lang.NullPointerException: Cannot invoke "com.shop.Discount.getRate()" because "discount" is null',
  ],
  [
    "null_reference",
    "ReportException: render failed; caused by: java.lang.NullPointerException: Parameter specified as non-null is null: method com.shop.Mapper.map, parameter source",
  ],
  [
    "null_reference",
    "profile page 500s for some users (AttributeError: 'NoneType' object has no attribute 'avatar_url')",
  ],
  [
    "null_reference",
    "worker crashed and restarted (panic: runtime error: invalid memory address or nil pointer dereference)",
  ],
  [
    "null_reference",
    "sync account a-41: apply patch: runtime error: invalid memory address or nil pointer dereference [signal SIGSEGV: segmentation violation code=0x1 addr=0x18]",
  ],
  [
    "null_reference",
    "handle event: panic recovered: runtime error: invalid memory address or nil pointer dereference in (*Cart).Total",
  ],
  ["null_reference", "Error: failed to build summary Caused by: called `Option::unwrap()` on a `None` value"],
  ["null_reference", "Error: render failed Caused by: 0: template error 1: tried to read property `owner` of null"],
  [
    "null_reference",
    "AttributeError: 'NoneType' object has no attribute 'get'; During handling of the above exception, another exception occurred: WebhookProcessingError: webhook wh-81 failed",
  ],
  [
    "null_reference",
    "TypeError: 'NoneType' object is not subscriptable; During handling of the above exception, another exception occurred: ReconcileError: could not reconcile statement st-31",
  ],
  [
    "null_reference",
    "System.InvalidOperationException: Failed to build statement ---> System.NullReferenceException: Object reference not set to an instance of an object.",
  ],
  [
    "null_reference",
    "System.AggregateException: One or more errors occurred. ---> System.NullReferenceException: Object reference not set to an instance of an object. at Billing.TaxService.Apply()",
  ],
  [
    "null_reference",
    '{"error":"internal","cause":{"type":"TypeError","message":"Cannot read properties of null (reading \'id\')"}}',
  ],
  [
    "null_reference",
    '{"error":"render_failed","cause":{"type":"NullPointerException","at":"InvoiceMapper.java:57","detail":"customer was null"}}',
  ],
  ["configuration", "cfg missing: env DATABASE_URL not set"],
  ["configuration", "bad cfg: smtp.port='abc' not int"],
  [
    "configuration",
    "The service started but the PAYMENTS_API_BASE_URL setting still points at the old staging hostname, so every payment call goes to the wrong place",
  ],
  [
    "configuration",
    "After the release the feature flag new-checkout was switched on in production but the config key it needs, checkout.v2.queue, was never added",
  ],
  ["configuration", "ERR_CFG_0003: required setting ledger.currency.default is missing from application.yaml"],
  ["configuration", "E-BOOT-02 config file /etc/app/config.toml not found, refusing to start"],
  [
    "configuration",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: literal Spring placeholder text in a log line
    "ApplicationContextException: Failed to start bean 'kafkaListener'; caused by: IllegalArgumentException: Could not resolve placeholder 'orders.topic' in value \"${orders.topic}\"",
  ],
  [
    "configuration",
    "SmtpException: cannot send mail; caused by: IllegalStateException: property mail.smtp.host is not configured",
  ],
  ["configuration", "all outbound webhooks failing (WEBHOOK_SIGNING_SECRET env var is empty after deploy)"],
  [
    "configuration",
    "thumbnails not generated (config value image.endpoint is 'htp://img.internal' - invalid URL scheme)",
  ],
  [
    "configuration",
    "init: load config: yaml: unmarshal errors: line 14: cannot unmarshal !!str `fast` into time.Duration",
  ],
  ["configuration", "start server: tls: load key pair: open /etc/certs/tls.key: no such file or directory"],
  [
    "configuration",
    "Error: failed to start Caused by: 0: invalid configuration 1: missing field `redis_url` in config.toml",
  ],
  [
    "configuration",
    "Error: cannot initialise event producer Caused by: environment variable `KAFKA_BROKERS` not found",
  ],
  [
    "configuration",
    "KeyError: 'PAYMENT_WEBHOOK_SECRET'; During handling of the above exception, another exception occurred: django.core.exceptions.ImproperlyConfigured: Set the PAYMENT_WEBHOOK_SECRET environment variable",
  ],
  [
    "configuration",
    "ValueError: invalid literal for int() with base 10: 'ten' (setting WORKER_CONCURRENCY); During handling of the above exception, another exception occurred: RuntimeError: worker pool could not be configured",
  ],
  [
    "configuration",
    "System.InvalidOperationException: Host failed to start ---> Microsoft.Extensions.Options.OptionsValidationException: DataAnnotation validation failed for 'SmtpOptions' members: 'Host' with the error: 'The Host field is required.'",
  ],
  [
    "configuration",
    "System.InvalidOperationException: Unable to start ---> System.ArgumentException: Connection string 'OrdersDb' was not found in appsettings.Production.json",
  ],
  [
    "configuration",
    '{"error":"startup_failed","cause":{"type":"ConfigError","key":"FEATURE_FLAGS_URL","detail":"not set"}}',
  ],
  [
    "configuration",
    '{"error":"tls_setup_failed","cause":{"setting":"ssl.truststore.location","value":"/etc/kafka/truststore.jks","detail":"path configured but file not present in image"}}',
  ],
  ["dependency", "upstr 503 from pay-vendor, 0/3 ok"],
  ["dependency", "cb open: tax-svc (err rate 87%)"],
  [
    "dependency",
    "The payment provider has been answering every authorisation request with HTTP 502 for the last five minutes, so we are failing checkouts",
  ],
  [
    "dependency",
    "The message broker cluster reports all of its nodes down, so we cannot publish order events until it comes back",
  ],
  ["dependency", "ERR_PAY_0503: acquirer returned 503 Service Unavailable (maintenance window)"],
  ["dependency", "E-SHIP-30 carrier API returned 500 Internal Server Error for label request l-7712"],
  [
    "dependency",
    "NotificationException: push failed; caused by: io.github.resilience4j.circuitbreaker.CallNotPermittedException: CircuitBreaker 'sms-gateway' is OPEN and does not permit further calls",
  ],
  [
    "dependency",
    "FxException: conversion failed; caused by: HttpServerErrorException$BadGateway: 502 Bad Gateway from fx-provider",
  ],
  ["dependency", "address autocomplete disabled (geocoding vendor status page reports a major outage)"],
  ["dependency", "orders piling up in outbox (event bus reports all brokers offline)"],
  ["dependency", "charge card: psp: unexpected status 503 Service Unavailable: upstream unavailable"],
  ["dependency", "fetch flags: gobreaker: circuit breaker is open"],
  [
    "dependency",
    "Error: failed to enrich profile Caused by: 0: call to identity-vendor failed 1: server returned 502 Bad Gateway",
  ],
  ["dependency", "Error: cannot enqueue job Caused by: broker unavailable: cluster nats-main is down"],
  [
    "dependency",
    "requests.exceptions.HTTPError: 503 Server Error: Service Unavailable for url: https://kyc-vendor.example.test/v1/check; During handling of the above exception, another exception occurred: OnboardingError: KYC step failed",
  ],
  [
    "dependency",
    "pybreaker.CircuitBreakerError: circuit 'loyalty-api' is open after 20 consecutive failures; During handling of the above exception, another exception occurred: PointsError: could not award points",
  ],
  [
    "dependency",
    "System.Exception: Payment failed ---> Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls.",
  ],
  [
    "dependency",
    "System.InvalidOperationException: Could not convert currency ---> System.Net.Http.HttpRequestException: Response status code does not indicate success: 503 (Service Unavailable) from fx-rates vendor.",
  ],
  [
    "dependency",
    '{"error":"upstream_error","cause":{"provider":"sms-vendor","status":500,"body":"internal error, please retry later"}}',
  ],
  [
    "dependency",
    '{"error":"publish_failed","cause":{"component":"message-broker","state":"unavailable","detail":"all queue nodes down"}}',
  ],
  ["memory", "OOMKilled exit 137 pod=resizer-7f9"],
  ["memory", "heap 98% gc thrash, alloc fail 64MB"],
  [
    "memory",
    "The worker ran out of memory while loading the full product catalogue into a single list and the JVM gave up",
  ],
  [
    "memory",
    "Kubernetes killed the container because it went over its 512Mi memory limit, and this is the fourth restart in an hour",
  ],
  ["memory", "ERR_RT_0137: process terminated by OOM killer (rss=3.9GiB)"],
  ["memory", "E-IMG-11 cannot allocate 268435456 bytes for image buffer"],
  ["memory", "ReportException: monthly report failed; caused by: java.lang.OutOfMemoryError: Java heap space"],
  ["memory", "IndexException: rebuild failed; caused by: java.lang.OutOfMemoryError: GC overhead limit exceeded"],
  ["memory", "exporter restarting every few minutes (container exceeded memory limit, OOMKilled)"],
  [
    "memory",
    "pdf generation crashes on large invoices (FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory)",
  ],
  ["memory", "build index: fatal error: runtime: out of memory"],
  ["memory", "decode batch: allocate buffer: cannot allocate memory"],
  ["memory", "Error: ingest aborted Caused by: memory allocation of 1073741824 bytes failed"],
  [
    "memory",
    "Error: worker exited Caused by: process killed by signal 9 (SIGKILL) after exceeding cgroup memory limit",
  ],
  [
    "memory",
    "numpy.core._exceptions._ArrayMemoryError: Unable to allocate 7.45 GiB for an array with shape (1000000000,) and data type float64; During handling of the above exception, another exception occurred: ExportFailed: could not build export for tenant t-8",
  ],
  [
    "memory",
    "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB; During handling of the above exception, another exception occurred: InferenceError: batch 44 failed",
  ],
  [
    "memory",
    "System.Exception: Thumbnail batch failed ---> System.OutOfMemoryException: Exception of type 'System.OutOfMemoryException' was thrown.",
  ],
  [
    "memory",
    "System.AggregateException: One or more errors occurred. ---> System.OutOfMemoryException: Insufficient memory to continue the execution of the program.",
  ],
  ["memory", '{"error":"worker_crashed","cause":{"reason":"OOMKilled","exit_code":137,"limit":"1Gi"}}'],
  ["memory", '{"error":"job_failed","cause":{"type":"HeapExhausted","heap_used_mb":4090,"heap_max_mb":4096}}'],
  ["disk", "ENOSPC write /var/lib/app/q.dat"],
  ["disk", "disk 100% /data, inodes 0 free"],
  ["disk", "We could not write the nightly backup because the volume mounted at /backups has no free space left"],
  [
    "disk",
    "The log directory has run out of inodes, so we cannot create any new files even though there are gigabytes free",
  ],
  ["disk", "ERR_FS_0028: filesystem /mnt/uploads is mounted read-only, cannot store attachment"],
  ["disk", "E-SEARCH-14 index blocked: flood-stage disk watermark [95%] exceeded on node es-data-2"],
  ["disk", "UploadException: could not store file f-881; caused by: java.io.IOException: No space left on device"],
  [
    "disk",
    "BulkIndexException: bulk request failed; caused by: ClusterBlockException: index [orders] blocked by: [FORBIDDEN/12/index read-only / allow delete (api)] after disk usage exceeded flood-stage watermark",
  ],
  ["disk", "uploads failing since 03:10 (EROFS: read-only file system, open '/srv/media/tmp-881')"],
  ["disk", "postgres stopped accepting writes (could not extend file: No space left on device)"],
  ["disk", "rotate logs: create /var/log/app/app.log.1: no space left on device"],
  ["disk", "write segment: open /data/wal/000181.seg: read-only file system"],
  ["disk", "Error: failed to write snapshot Caused by: No space left on device (os error 28)"],
  ["disk", "Error: cannot create temp file Caused by: Disk quota exceeded (os error 122)"],
  [
    "disk",
    "OSError: [Errno 28] No space left on device: '/tmp/export-77.csv'; During handling of the above exception, another exception occurred: ExportFailed: export e-77 aborted",
  ],
  [
    "disk",
    "OSError: [Errno 30] Read-only file system: '/app/cache/session.db'; During handling of the above exception, another exception occurred: SessionStoreError: could not persist session",
  ],
  [
    "disk",
    "System.Exception: Could not save report ---> System.IO.IOException: There is not enough space on the disk.",
  ],
  [
    "disk",
    "System.InvalidOperationException: Archive failed ---> System.IO.IOException: No space left on device : '/var/archive/2026-11.zip'",
  ],
  ["disk", '{"error":"write_failed","cause":{"errno":"ENOSPC","path":"/var/lib/queue/segment-12","free_bytes":0}}'],
  ["disk", '{"error":"volume_full","cause":{"volume":"pvc-data-0","used_pct":100,"inodes_free":0}}'],
  ["unknown", "job fail rc=1"],
  ["unknown", "proc exit unexp, no err"],
  ["unknown", "Something went wrong while finalising the order and we could not complete it; please try again later"],
  ["unknown", "The settlement run stopped part-way and reported failure, but no error details were recorded"],
  ["unknown", "ERR_GEN_9999: unexpected error"],
  ["unknown", "E-LEDGER-00 internal failure while posting batch b-771"],
  ["unknown", "OrderSubmitException: could not submit order 112; caused by: ServiceException: internal error"],
  [
    "unknown",
    "BatchJobException: step 'reconcile' finished with status FAILED; caused by: java.lang.RuntimeException: Unhandled error",
  ],
  ["unknown", "refunds not processed (reason unknown)"],
  ["unknown", "worker w-12 stopped consuming (no further details)"],
  ["unknown", "process payout p-881: unexpected error"],
  ["unknown", "sync tenant t-5: step 3: operation failed"],
  ["unknown", "Error: failed to sync Caused by: unexpected error occurred"],
  ["unknown", "Error: job aborted Caused by: 0: worker returned failure 1: internal error"],
  [
    "unknown",
    "Exception: something went wrong; During handling of the above exception, another exception occurred: TaskFailed: task t-91 failed",
  ],
  [
    "unknown",
    "RuntimeError: unexpected failure in reconcile step; During handling of the above exception, another exception occurred: JobError: job j-2207 failed",
  ],
  ["unknown", "System.Exception: Operation failed ---> System.Exception: An unexpected error occurred."],
  ["unknown", "System.ApplicationException: Posting failed ---> Ledger.InternalException: Internal error (code 0)"],
  ["unknown", '{"error":"internal_error","cause":{"type":"Unknown","detail":""}}'],
  ["unknown", '{"error":"failed","message":"export did not complete","cause":{}}'],
];
