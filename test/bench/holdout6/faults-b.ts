// Fault recipes, part 2: rate_limiting, validation, null_reference, configuration (5 each).
import { hex, int } from "../holdout3/kit.js";
import { E, F, gopanic, I, jstack, netstack, nodestack, pytb, W } from "./lines.js";
import type { Fault } from "./types.js";

export const FAULTS_B: Fault[] = [
  // ---- rate_limiting
  {
    cat: "rate_limiting",
    mode: "cloud API throttling",
    hints: ["throttl", "rate", "limit"],
    sev: "medium",
    on: ["python", "go"],
    sym: "5xx",
    rate: 26,
    storm: 1.5,
    pool: [
      (c) =>
        E(
          c.o.rt === "python"
            ? "botocore.exceptions.ClientError: An error occurred (ThrottlingException) when calling the PutRecords operation (reached max retries: 4): Rate exceeded"
            : "operation error Kinesis: PutRecords, failed to get rate limit token, retry quota exceeded, 0 available, 5 requested; api error ThrottlingException: Rate exceeded for stream",
        ),
      (c) => W(`throttled by provider, backing off ${int(c.r, 200, 6400)}ms`),
    ],
    note: "rate_limiting: a backfill floods a cloud stream API and the origin is throttled (ThrottlingException); callers see 5xx",
  },
  {
    cat: "rate_limiting",
    mode: "partner API 429 Too Many Requests",
    hints: ["429", "too many", "rate", "limit"],
    sev: "medium",
    on: ["node", "ruby"],
    sym: "5xx",
    rate: 30,
    storm: 1.2,
    pool: [
      (c) => E(`partner API responded 429 Too Many Requests (retry-after: ${int(c.r, 5, 60)}s) on ${c.noun} lookup`),
      () => W("rate limit remaining=0 reset in 58s, queueing outbound calls"),
    ],
    note: "rate_limiting: a vendor API caps the origin at its quota after a traffic spike; 429 with retry-after; decoy 4xx elsewhere",
  },
  {
    cat: "rate_limiting",
    mode: "monthly quota exceeded on geocoding / SMS provider",
    hints: ["quota", "exceeded", "limit"],
    sev: "medium",
    on: ["dotnet", "jvm"],
    sym: "none",
    rate: 14,
    storm: 0,
    pool: [
      () => E("Notification send failed: 403 QuotaExceeded - daily message quota exhausted for account"),
      (c) => E(`quota exceeded for ${c.noun} notifications, ${int(c.r, 10, 400)} messages dropped`),
      () => W("provider quota nearly exhausted"),
    ],
    note: "rate_limiting: the origin's messaging provider quota runs out (status 403 but the cause is a quota); no callers fail loudly",
  },
  {
    cat: "rate_limiting",
    mode: "own rate limiter rejects a retrying client",
    hints: ["rate", "limit", "429", "throttl"],
    sev: "medium",
    on: ["rust", "go", "elixir"],
    sym: "5xx",
    rate: 40,
    storm: 0.8,
    underway: true,
    callerPool: [
      (c) => E(`call to ${c.o.name} rejected: 429 Too Many Requests (attempt ${int(c.r, 1, 5)}/5)`),
      (c) => W(`backing off ${int(c.r, 1, 30)}s after 429 from ${c.o.name}`),
    ],
    pool: [
      (c) => W(`rate limit exceeded for key client:${c.peer}, rejecting with 429 (limit=200/min)`),
      () => W("token bucket empty, request shed"),
    ],
    note: "rate_limiting: already under way; the origin's own limiter sheds a peer's traffic at WARN only; the peer logs errors naming the origin",
  },
  {
    cat: "rate_limiting",
    mode: "redis max clients / kafka quota throttling producer",
    hints: ["quota", "throttl", "rate"],
    sev: "medium",
    on: ["jvm", "python"],
    sym: "none",
    rate: 18,
    storm: 0,
    pool: [
      (c) =>
        W(`Produce request to ${c.broker} throttled due to quota violation, throttle_time_ms=${int(c.r, 500, 9000)}`),
      (c) =>
        E(
          c.o.rt === "jvm"
            ? "send failed: org.apache.kafka.common.errors.TimeoutException: Expiring 42 record(s) after being throttled by producer quota"
            : "KafkaTimeoutError: Batch for TopicPartition(topic='events', partition=3) containing 42 record(s) expired while throttled by broker quota",
        ),
    ],
    note: "rate_limiting: the broker applies a producer byte-rate quota to the origin; throttle_time grows, sends expire (message contains Timeout)",
  },
  // ---- validation
  {
    cat: "validation",
    mode: "schema registry rejects incompatible message",
    hints: ["schema", "validation", "invalid", "serializ"],
    sev: "medium",
    on: ["jvm"],
    sym: "none",
    rate: 22,
    storm: 0,
    pool: [
      (c) =>
        E(
          `Error serializing Avro message: Schema being registered is incompatible with an earlier schema for subject "${c.noun}-value"`,
          jstack(
            c.o.name,
            "org.apache.kafka.common.errors.SerializationException: Error registering Avro schema",
            "events.EventPublisher.publish",
            "io.confluent.kafka.schemaregistry.client.rest.exceptions.RestClientException: Schema being registered is incompatible with an earlier schema; error code: 409",
          ),
        ),
    ],
    note: "validation: a field rename breaks compatibility with the registry schema; every publish at the origin is rejected",
  },
  {
    cat: "validation",
    mode: "400 field error from new client payload",
    hints: ["validation", "invalid", "400", "field"],
    sev: "medium",
    on: ["dotnet", "node", "rust"],
    sym: "5xx",
    rate: 26,
    storm: 1.2,
    pool: [
      (c) =>
        W(
          c.o.rt === "dotnet"
            ? `One or more validation errors occurred: $.${c.noun}Date: The JSON value could not be converted to System.DateOnly. Path: $.${c.noun}Date`
            : `400 Bad Request: body/${c.noun}Date must match format "date" (got "31/11/2026")`,
        ),
      (c) => E(`request rejected 400: field '${c.noun}_qty' must be a positive integer, got "-1"`),
    ],
    note: "validation: a client release sends a malformed field; the origin rejects with 400 field errors; callers log failures naming the origin",
  },
  {
    cat: "validation",
    mode: "pydantic validation error on upstream feed",
    hints: ["validation", "pydantic", "invalid", "field"],
    sev: "medium",
    on: ["python"],
    sym: "none",
    rate: 20,
    storm: 0,
    pool: [
      (c) =>
        E(
          `pydantic_core._pydantic_core.ValidationError: 1 validation error for ${c.noun[0].toUpperCase()}${c.noun.slice(1)}Record\nweight_kg\n  Input should be a valid number, unable to parse string as a number [type=float_parsing, input_value='12,5', input_type=str]`,
        ),
      () => W("record quarantined: failed validation"),
    ],
    note: "validation: an upstream feed switches to decimal commas; the origin's model rejects every record; quarantine warnings",
  },
  {
    cat: "validation",
    mode: "json schema rejects events, consumer stuck",
    hints: ["schema", "invalid", "validation"],
    sev: "medium",
    on: ["go", "elixir"],
    sym: "none",
    rate: 24,
    storm: 0,
    pool: [
      (c) =>
        E(
          `event rejected: jsonschema: '/${c.noun}/amount' does not validate with schema#/properties/amount/type: expected number, but got string`,
        ),
      () => W("dead-lettered 1 message after 3 validation failures"),
    ],
    note: "validation: producers emit a string amount; the origin's JSON schema check rejects events and dead-letters them",
  },
  {
    cat: "validation",
    mode: "ActiveRecord validation failures on import",
    hints: ["validation", "invalid", "record"],
    sev: "medium",
    on: ["ruby", "jvm"],
    sym: "5xx",
    rate: 16,
    storm: 1.5,
    pool: [
      (c) =>
        E(
          c.o.rt === "ruby"
            ? `ActiveRecord::RecordInvalid: Validation failed: ${c.noun[0].toUpperCase()}${c.noun.slice(1)} iban is invalid, Payout method can't be blank`
            : `jakarta.validation.ConstraintViolationException: create${c.noun}.request.code: must match "^[A-Z]{3}-\\d{4}$"`,
        ),
      (c) => W(`import row ${int(c.r, 2, 9000)} skipped: validation failed`),
    ],
    note: "validation: a bulk import of badly formed rows; the origin fails model validation and its caller reports 5xx",
  },
  // ---- null_reference
  {
    cat: "null_reference",
    mode: "NullPointerException on optional field",
    hints: ["nullpointer", "null", "npe"],
    sev: "high",
    on: ["jvm"],
    sym: "5xx",
    rate: 22,
    storm: 2,
    pool: [
      (c) =>
        E(
          `Servlet.service() for servlet [dispatcherServlet] threw exception`,
          jstack(
            c.o.name,
            `java.lang.NullPointerException: Cannot invoke "String.trim()" because the return value of "${c.noun}.getCode()" is null`,
            "mapping.ViewMapper.toView",
          ),
        ),
    ],
    note: "null_reference: records without an optional code now reach a mapper that dereferences it; NPE at the origin, callers 5xx",
  },
  {
    cat: "null_reference",
    mode: "TypeError cannot read properties of undefined",
    hints: ["typeerror", "undefined", "null"],
    sev: "high",
    on: ["node"],
    sym: "5xx",
    rate: 24,
    storm: 2,
    pool: [
      (c) =>
        E(
          `unhandled error in ${c.route}`,
          nodestack(
            `TypeError: Cannot read properties of undefined (reading '${c.noun}Id')`,
            "buildSummary",
            "src/handlers/summary.js",
          ),
        ),
    ],
    note: "null_reference: a response field went missing and the origin reads a property of undefined; callers 5xx via the gateway",
  },
  {
    cat: "null_reference",
    mode: "AttributeError NoneType",
    hints: ["attributeerror", "nonetype", "none", "null"],
    sev: "medium",
    on: ["python"],
    sym: "5xx",
    rate: 18,
    storm: 1.5,
    pool: [
      (c) =>
        E(
          "Exception in ASGI application",
          pytb(
            "app/handlers.py",
            "resolve",
            `return record.${c.noun}.strip()`,
            `AttributeError: 'NoneType' object has no attribute '${c.noun}'`,
          ),
        ),
    ],
    note: "null_reference: a lookup returns None for a new kind of record; AttributeError 'NoneType' at the origin",
  },
  {
    cat: "null_reference",
    mode: "Go nil pointer dereference panic, crash loop",
    hints: ["nil", "pointer", "dereference", "null", "panic"],
    sev: "high",
    on: ["go"],
    sym: "refused",
    rate: 8,
    storm: 4,
    silent: true,
    pool: [
      (c) =>
        E(
          "panic recovered",
          gopanic(
            "runtime error: invalid memory address or nil pointer dereference\n[signal SIGSEGV: segmentation violation code=0x1 addr=0x28 pc=0x8f3a1c]",
            `handle${c.noun.replace(/-/g, "")}`,
          ),
        ),
    ],
    note: "null_reference: the origin panics on a nil pointer and goes silent (crash loop); callers get connection refused and are far louder",
  },
  {
    cat: "null_reference",
    mode: ".NET NullReferenceException",
    hints: ["nullreference", "null", "reference"],
    sev: "high",
    on: ["dotnet"],
    sym: "5xx",
    rate: 20,
    storm: 1.5,
    pool: [
      (c) =>
        E(
          "An unhandled exception has occurred while executing the request.",
          netstack(
            "System.NullReferenceException: Object reference not set to an instance of an object.",
            `Coop.${c.noun}Service`,
            "BuildReceiptAsync",
          ),
        ),
    ],
    note: "null_reference: a missing navigation property makes the origin throw NullReferenceException; callers see 5xx",
  },
  // ---- configuration
  {
    cat: "configuration",
    mode: "missing env var after deploy, crash loop",
    hints: ["config", "environment", "missing", "variable", "env"],
    sev: "high",
    on: ["node", "python", "go"],
    sym: "refused",
    rate: 6,
    storm: 4,
    silent: true,
    lead: [(c) => I(`starting ${c.o.name} version 2.${int(c.r, 10, 40)}.0 (build ${hex(c.r, 7)})`)],
    pool: [
      (c) =>
        F(
          `config error: required environment variable ${c.noun.toUpperCase().replace(/-/g, "_")}_SERVICE_URL is not set`,
        ),
      () => E("process exited with code 1"),
    ],
    note: "configuration: a release drops an env var; the origin exits at start and goes silent, callers get connection refused",
  },
  {
    cat: "configuration",
    mode: "invalid value in config file (this is configuration although it says invalid)",
    hints: ["config", "invalid", "setting", "parse"],
    sev: "high",
    on: ["jvm", "dotnet"],
    sym: "5xx",
    rate: 12,
    storm: 2.5,
    lead: [() => I("Refreshing config from configmap (resourceVersion changed)")],
    pool: [
      (c) =>
        E(
          c.o.rt === "jvm"
            ? "Failed to bind properties under 'app.pool.max-size' to int: Property: app.pool.max-size Value: \"20 \" Reason: failed to convert java.lang.String to int"
            : "Options validation failed: 'RetryPolicy:BackoffSeconds' value 'fast' is not valid for Int32 (appsettings.Production.json)",
        ),
      () => W("config reload rejected, keeping previous settings for unaffected sections"),
    ],
    note: "configuration: a config-map edit puts an invalid value in the origin's settings; binding fails on reload; callers 5xx",
  },
  {
    cat: "configuration",
    mode: "wrong endpoint after deploy",
    hints: ["config", "endpoint", "url", "host"],
    sev: "high",
    on: ["ruby", "elixir", "rust", "go"],
    sym: "5xx",
    rate: 20,
    storm: 2,
    lead: [
      (c) =>
        I(
          `deployed release ${int(c.r, 100, 999)}: ${c.noun.toUpperCase()}_API_BASE=https://staging-api.internal (from settings)`,
        ),
    ],
    pool: [
      (c) => E(`${c.noun} lookup failed: 404 Not Found from https://staging-api.internal/v1/${c.noun}s`),
      () => W("upstream returned unexpected html error page"),
    ],
    note: "configuration: the deploy points the origin at a staging endpoint; every lookup 404s; callers 5xx",
  },
  {
    cat: "configuration",
    mode: "bad feature flag enables unfinished path",
    hints: ["flag", "feature", "config"],
    sev: "medium",
    on: ["dotnet", "node", "jvm"],
    sym: "5xx",
    rate: 16,
    storm: 1.5,
    lead: [() => I("feature flag 'new-pricing-engine' changed: false -> true (rollout 100%)")],
    pool: [
      () => E("pricing engine v2 not configured: missing rate card 'default' (flag new-pricing-engine enabled)"),
      () => W("falling back failed: v1 engine disabled by flag"),
    ],
    note: "configuration: a flag flipped to 100% routes to an unconfigured code path; errors at the origin only after the flag change",
  },
  {
    cat: "configuration",
    mode: "trust-store path wrong after image change",
    hints: ["truststore", "config", "keystore", "path", "certificate"],
    sev: "high",
    on: ["jvm"],
    sym: "5xx",
    rate: 14,
    storm: 2,
    pool: [
      (c) =>
        E(
          "Failed to initialize SSL context: java.io.FileNotFoundException: /etc/pki/java/cacerts-prod.jks (No such file or directory)",
          jstack(
            c.o.name,
            "java.lang.IllegalStateException: Failed to load trust store from javax.net.ssl.trustStore=/etc/pki/java/cacerts-prod.jks",
            "tls.SslContextFactory.build",
            "java.io.FileNotFoundException: /etc/pki/java/cacerts-prod.jks (No such file or directory)",
          ),
        ),
    ],
    note: "configuration: a base-image change moved the trust store; the origin's javax.net.ssl.trustStore setting points at a missing file",
  },
];
