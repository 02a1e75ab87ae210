// Incident scripts, part C: authentication, authorization, validation, null reference, disk, unknown.
import { callerErr } from "./callers.js";
import { dframes, jframes, nframes, pyTrace, uuid } from "./faultkit.js";
import type { IncidentSpec } from "./incidents-a.js";
import { kafkaTime, klogTime } from "./stream.js";

export const AUTHENTICATION: IncidentSpec[] = [
  {
    cat: "authentication",
    kind: "jvm",
    needs: ["kafka"],
    hints: ["sasl", "authentication", "credentials", "scram"],
    sev: "medium",
    note: "{o}'s Kafka SCRAM password is rotated on the cluster but not in its secret; SASL authentication fails and the consumer stops",
    run: (x) => {
      const { o, r, st } = x;
      const broker = st.estate.services.find((s) => s.kind === "kafka")!;
      x.loop(4, (at) =>
        x.emit(
          at,
          o,
          "error",
          `[ntainer#0-0-C-1] o.a.k.clients.NetworkClient : [Consumer clientId=${o.name}-0, groupId=${o.name}] Connection to node ${r.int(0, 2)} (kafka-${r.int(0, 2)}:9094) failed authentication due to: Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512`,
        ),
      );
      x.loop(6, (at) =>
        x.emit(
          at,
          broker,
          "info",
          `[${kafkaTime(at)}] INFO [SocketServer listenerType=BROKER, nodeId=1] Failed authentication with /${x.ip()} (channelId=${x.ip()}:9094-${x.ip()}:${r.int(30000, 60000)}-${r.int(1, 99)}) (Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512) (org.apache.kafka.common.network.Selector)`,
        ),
      );
      x.loop(
        30,
        (at) => x.emit(at, x.c, "warn", `no updates from ${o.name} consumer for ${r.int(60, 600)}s (lag growing)`),
        x.t0 + 60000,
      );
    },
  },
  {
    cat: "authentication",
    kind: "ruby",
    needs: ["postgres"],
    hints: ["password", "authentication", "credential", "pg"],
    sev: "high",
    note: "{o}'s database password is rotated in PostgreSQL but its secret still holds the old one: 'password authentication failed for user'",
    run: (x) => {
      const { o, db, r } = x;
      const user = `${o.name.replace(/-/g, "_")}_app`;
      x.loop(3, (at) => {
        x.emit(
          at,
          db,
          "fatal",
          `FATAL:  password authentication failed for user "${user}"\nDETAIL:  Connection matched file "/etc/postgresql/pg_hba.conf" line 99: "host all all 10.0.0.0/8 scram-sha-256"`,
        );
        x.emit(
          at + r.int(2, 20),
          o,
          "error",
          `ActiveRecord::ConnectionNotEstablished (connection to server at "${db.name}" (${x.ip()}), port 5432 failed: FATAL:  password authentication failed for user "${user}"):`,
          [
            "/usr/local/bundle/gems/activerecord-7.1.3/lib/active_record/connection_adapters/postgresql_adapter.rb:61:in `rescue in new_client'",
            "/usr/local/bundle/gems/activerecord-7.1.3/lib/active_record/connection_adapters/postgresql_adapter.rb:56:in `new_client'",
          ],
        );
      });
    },
  },
  {
    cat: "authentication",
    kind: "node",
    hints: ["invalid_client", "authentication", "client", "credential", "401"],
    sev: "medium",
    note: "{o}'s OAuth client secret for the identity provider expires; token requests fail with invalid_client (401) and outbound calls stop",
    run: (x) => {
      const { o, c, r } = x;
      x.loop(3, (at) =>
        x.emit(at, o, "error", `token refresh failed: OPError: invalid_client (Client authentication failed)`, [
          ...nframes(
            "processResponse (/app/node_modules/openid-client/lib/helpers/process_response.js:38:13)",
            "Client.grant (/app/node_modules/openid-client/lib/client.js:1343:22)",
            `async TokenCache.get (/app/dist/${o.pkg}/token-cache.js:${r.int(10, 60)}:19)`,
          ),
          "  error: 'invalid_client',",
          "  error_description: 'Client authentication failed',",
          "  status: 401",
        ]),
      );
      x.loop(6, (at) => callerErr(x, at, c, o, 502), x.t0 + 3000);
    },
  },
];

export const AUTHORIZATION: IncidentSpec[] = [
  {
    cat: "authorization",
    kind: "go",
    hints: ["accessdenied", "access denied", "not authorized", "403", "permission"],
    sev: "medium",
    note: "an IAM policy change removes s3:PutObject from {o}'s role; every upload fails with AccessDenied (403)",
    run: (x) => {
      const { o, c, r } = x;
      const bucket = `${x.e.ns}-artifacts`;
      x.loop(3, (at) =>
        x.emit(
          at,
          o,
          "error",
          `upload failed key=${r.int(2026, 2026)}/${r.hex(8)}.pdf err="operation error S3: PutObject, https response error StatusCode: 403, RequestID: ${r.hex(16).toUpperCase()}, HostID: ${r.hex(32)}, api error AccessDenied: User: arn:aws:sts::4182${r.int(10000000, 99999999)}:assumed-role/${o.name}-irsa/${r.int(1000000000, 1999999999)} is not authorized to perform: s3:PutObject on resource: \\"arn:aws:s3:::${bucket}/${r.hex(8)}.pdf\\" because no identity-based policy allows the s3:PutObject action"`,
        ),
      );
      x.loop(7, (at) => callerErr(x, at, c, o, 500), x.t0 + 3000);
    },
  },
  {
    cat: "authorization",
    kind: "python",
    hints: ["forbidden", "403", "rbac", "permission", "cannot"],
    sev: "medium",
    note: "{o}'s service account loses its RoleBinding; Kubernetes API calls answer 403 Forbidden ('cannot list resource configmaps')",
    run: (x) => {
      const { o, r } = x;
      x.loop(5, (at) =>
        x.emit(
          at,
          o,
          "error",
          "feature-flag refresh failed",
          pyTrace(
            [
              [
                `/app/${o.pkg}/flags.py`,
                r.int(20, 80),
                "refresh",
                "cms = v1.list_namespaced_config_map(namespace=NS, label_selector='app.kubernetes.io/part-of=flags')",
              ],
              [
                "/usr/local/lib/python3.12/site-packages/kubernetes/client/rest.py",
                238,
                "request",
                "raise ApiException(http_resp=r)",
              ],
            ],
            `kubernetes.client.exceptions.ApiException: (403)\nReason: Forbidden\nHTTP response headers: HTTPHeaderDict({'Audit-Id': '${uuid(r)}', 'Content-Type': 'application/json'})\nHTTP response body: {"kind":"Status","apiVersion":"v1","metadata":{},"status":"Failure","message":"configmaps is forbidden: User \\"system:serviceaccount:${x.e.ns}:${o.name}\\" cannot list resource \\"configmaps\\" in API group \\"\\" in the namespace \\"${x.e.ns}\\"","reason":"Forbidden","details":{"kind":"configmaps"},"code":403}`,
          ),
        ),
      );
      x.loop(
        20,
        (at) =>
          x.emit(
            at,
            o,
            "warn",
            `serving stale feature flags (last refresh ${Math.round((at - x.t0) / 1000) + 60}s ago)`,
          ),
        x.t0 + 20000,
      );
    },
  },
];

export const VALIDATION: IncidentSpec[] = [
  {
    cat: "validation",
    kind: "jvm",
    hints: ["invalidformat", "deserialize", "validation", "invalid", "parse"],
    sev: "medium",
    note: "a partner starts sending dates as dd/MM/yyyy; {o} rejects every inbound message with Jackson InvalidFormatException (400)",
    run: (x) => {
      const { o, r } = x;
      x.loop(3, (at) =>
        x.emit(
          at,
          o,
          "warn",
          `[nio-8080-exec-${r.int(1, 40)}] .w.s.m.s.DefaultHandlerExceptionResolver : Resolved [org.springframework.http.converter.HttpMessageNotReadableException: JSON parse error: Cannot deserialize value of type \`java.time.LocalDate\` from String "${r.int(10, 28)}/0${r.int(1, 9)}/2026": Failed to deserialize java.time.LocalDate: (java.time.format.DateTimeParseException) Text '${r.int(10, 28)}/06/2026' could not be parsed at index 2]`,
        ),
      );
      x.loop(6, (at) =>
        x.emit(
          at,
          o,
          "error",
          `[nio-8080-exec-${r.int(1, 40)}] ${o.pkg}.inbound.PartnerFeedController : rejected partner batch ${r.hex(10)}: ${r.int(20, 400)} of ${r.int(400, 500)} records failed validation (first: InvalidFormatException at [Source: REDACTED; line: 1, column: ${r.int(40, 400)}] (through reference chain: ${o.pkg}.inbound.Item["deliveryDate"]))`,
        ),
      );
    },
  },
  {
    cat: "validation",
    kind: "node",
    hints: ["zod", "validation", "invalid", "schema", "expected"],
    sev: "medium",
    note: "an upstream producer starts emitting events with customer.email = null; {o}'s zod schema rejects them all and they pile up in the dead-letter topic",
    run: (x) => {
      const { o, r } = x;
      x.loop(2, (at) =>
        x.emit(
          at,
          o,
          "error",
          `event ${uuid(r)} failed schema validation, sent to dead-letter topic: ZodError: [\n  {\n    "code": "invalid_type",\n    "expected": "string",\n    "received": "null",\n    "path": [\n      "customer",\n      "email"\n    ],\n    "message": "Expected string, received null"\n  }\n]`,
        ),
      );
      x.loop(
        30,
        (at) => x.emit(at, o, "warn", `dead-letter topic depth ${r.int(100, 9000)} (alert threshold 100)`),
        x.t0 + 30000,
      );
    },
  },
];

export const NULLREF: IncidentSpec[] = [
  {
    cat: "null_reference",
    kind: "dotnet",
    hints: ["nullreference", "null", "object reference"],
    sev: "high",
    note: "{o} release adds an optional billing address; records without one crash the builder with NullReferenceException",
    run: (x) => {
      const { o, c, r } = x;
      x.emit(
        x.t0 - 5000,
        o,
        "info",
        `Application started. Hosting environment: Production; version 4.${r.int(10, 30)}.0`,
      );
      x.loop(3, (at) =>
        x.emit(at, o, "error", "An unhandled exception has occurred while executing the request.", [
          "System.NullReferenceException: Object reference not set to an instance of an object.",
          ...dframes(
            `${o.pkg}.Builders.DocumentBuilder.AddBillingBlock(Customer customer) in /src/${o.pkg}/Builders/DocumentBuilder.cs:line ${r.int(40, 140)}`,
            `${o.pkg}.Builders.DocumentBuilder.Build(Order order) in /src/${o.pkg}/Builders/DocumentBuilder.cs:line ${r.int(20, 39)}`,
            "Microsoft.AspNetCore.Mvc.Infrastructure.ActionMethodExecutor.TaskOfIActionResultExecutor.Execute(ActionContext actionContext, IActionResultTypeMapper mapper, ObjectMethodExecutor executor, Object controller, Object[] arguments)",
          ),
        ]),
      );
      x.loop(6, (at) => callerErr(x, at, c, o, 500), x.t0 + 2000);
    },
  },
  {
    cat: "null_reference",
    kind: "node",
    hints: ["typeerror", "undefined", "null", "cannot read"],
    sev: "high",
    note: "a {o} deploy assumes every account has a preferences object; requests for older accounts crash with 'Cannot read properties of undefined (reading 'locale')'",
    run: (x) => {
      const { o, c, r } = x;
      x.loop(3, (at) =>
        x.emit(
          at,
          o,
          "error",
          "TypeError: Cannot read properties of undefined (reading 'locale')",
          nframes(
            `renderForAccount (/app/dist/${o.pkg}/render.js:${r.int(20, 90)}:38)`,
            `async Router.handle (/app/dist/${o.pkg}/routes.js:${r.int(20, 90)}:20)`,
            "async /app/node_modules/express/lib/router/index.js:284:9",
          ),
        ),
      );
      x.loop(4, (at) =>
        x.emit(at, o, "info", `GET ${o.paths[0]}/${r.int(100, 999)} 500 ${r.int(2, 20)}.${r.int(100, 999)} ms - 21`),
      );
      if (c.name !== o.name) x.loop(8, (at) => callerErr(x, at, c, o, 500), x.t0 + 2000);
    },
  },
];

export const DISK: IncidentSpec[] = [
  {
    cat: "disk",
    kind: "postgres",
    hints: ["space", "disk", "no space", "device"],
    sev: "high",
    keep: 0.1,
    note: "{o}'s WAL volume fills up: 'could not write to file \"pg_wal/xlogtemp\": No space left on device', the server PANICs and apps lose connections",
    run: (x) => {
      const { o, c, c2, r } = x;
      x.emit(
        x.t0,
        o,
        "warn",
        `WARNING:  could not write to file "pg_wal/xlogtemp.${r.int(100, 999)}": No space left on device`,
      );
      x.emit(
        x.t0 + 400,
        o,
        "fatal",
        `PANIC:  could not write to file "pg_wal/xlogtemp.${r.int(100, 999)}": No space left on device`,
      );
      x.emit(
        x.t0 + 900,
        o,
        "info",
        `LOG:  server process (PID ${r.int(1000, 9999)}) was terminated by signal 6: Aborted`,
      );
      x.emit(x.t0 + 950, o, "info", "LOG:  terminating any other active server processes");
      x.loop(
        30,
        (at) => {
          x.emit(at, o, "info", "LOG:  database system was not properly shut down; automatic recovery in progress");
          x.emit(
            at + 500,
            o,
            "fatal",
            `FATAL:  could not write to file "pg_wal/xlogtemp.${r.int(100, 999)}": No space left on device`,
          );
          x.emit(at + 700, o, "info", "LOG:  startup process (PID 31) exited with exit code 1");
        },
        x.t0 + 5000,
      );
      const say = (at: number, s: typeof c) =>
        x.emit(
          at,
          s,
          "error",
          s.kind === "python"
            ? `psycopg2.OperationalError: connection to server at "${o.name}" (${x.ip()}), port 5432 failed: FATAL:  the database system is in recovery mode`
            : s.kind === "jvm"
              ? `[nio-8080-exec-${r.int(1, 40)}] com.zaxxer.hikari.pool.HikariPool : HikariPool-1 - Connection is not available, request timed out after 30000ms (total=0, active=0, idle=0, waiting=${r.int(5, 40)})`
              : `database unavailable: FATAL: the database system is in recovery mode (SQLSTATE 57P03)`,
        );
      x.loop(3, (at) => say(at, c), x.t0 + 1000);
      x.loop(5, (at) => say(at, c2), x.t0 + 1000);
    },
  },
  {
    cat: "disk",
    kind: "kafka",
    hints: ["space", "disk", "no space", "log dir"],
    sev: "high",
    note: "{o}'s data volume fills up; the broker fails appends with 'No space left on device', marks the log dir offline and producers get NOT_LEADER errors",
    run: (x) => {
      const { o, c, r } = x;
      const k = (at: number) => kafkaTime(at);
      x.emit(
        x.t0,
        o,
        "error",
        `[${k(x.t0)}] ERROR Error while appending records to ${r.pick(["events", "orders", "readings"])}-${r.int(0, 11)} in dir /var/lib/kafka/data (org.apache.kafka.storage.internals.log.LogDirFailureChannel)`,
        [
          "java.io.IOException: No space left on device",
          ...jframes(
            "java.base/sun.nio.ch.FileDispatcherImpl.write0(Native Method)",
            "org.apache.kafka.common.record.MemoryRecords.writeFullyTo(MemoryRecords.java:92)",
            "kafka.log.LogSegment.append(LogSegment.scala:158)",
          ),
        ],
      );
      x.emit(
        x.t0 + 300,
        o,
        "warn",
        `[${k(x.t0 + 300)}] WARN [ReplicaManager broker=1] Stopping serving replicas in dir /var/lib/kafka/data (kafka.server.ReplicaManager)`,
      );
      x.emit(
        x.t0 + 700,
        o,
        "error",
        `[${k(x.t0 + 700)}] ERROR Shutdown broker because all log dirs in /var/lib/kafka/data have failed (kafka.log.LogManager)`,
      );
      x.loop(
        5,
        (at) =>
          x.emit(
            at,
            c,
            "warn",
            `Got error produce response with correlation id ${r.int(1000, 99999)} on topic-partition ${r.pick(["events", "orders", "readings"])}-${r.int(0, 11)}, retrying. Error: NOT_LEADER_OR_FOLLOWER`,
          ),
        x.t0 + 1000,
      );
      x.loop(
        9,
        (at) =>
          x.emit(
            at,
            x.c2,
            "error",
            `Connection to node 1 (${o.name}:9092) could not be established. Broker may not be available.`,
          ),
        x.t0 + 2000,
      );
    },
  },
];

export const UNKNOWN: IncidentSpec[] = [
  {
    cat: "unknown",
    kind: "ruby",
    style: "sidekiq",
    hints: ["exit", "crash", "restart", "unknown", "worker"],
    sev: "medium",
    keep: 0.2,
    note: "{o} (Sidekiq) keeps exiting with code 1 a few seconds after boot; the kubelet reports the restarts, {o} never logs a reason",
    run: (x) => {
      const { o, r } = x;
      x.loop(40, (at, i) => {
        x.emit(at, o, "info", `Booted Rails 7.1.3 application in production environment`);
        x.emit(at + 300, o, "info", `Running in ruby 3.3.1 (2024-04-23 revision c56cd86388) +YJIT [x86_64-linux]`);
        x.emit(at + 350, o, "info", "Starting processing, hit Ctrl-C to stop");
        x.emit(
          at + r.int(3000, 8000),
          x.kube,
          "warn",
          `I${klogTime(at + 8000)}    ${r.int(1000, 9999)} kuberuntime_container.go:779] "Container exited" pod="${x.e.ns}/${x.pod(o)}" containerName="${o.name}" exitCode=1 reason="Error" restartCount=${i + 1}`,
        );
        if (i > 1)
          x.emit(
            at + 9000,
            x.kube,
            "error",
            `E${klogTime(at + 9000)}    ${r.int(1000, 9999)} pod_workers.go:1298] "Error syncing pod, skipping" err="failed to \\"StartContainer\\" for \\"${o.name}\\" with CrashLoopBackOff: \\"back-off ${Math.min(10 * 2 ** (i - 1), 300)}s restarting failed container=${o.name} pod=${x.pod(o)}_${x.e.ns}(${uuid(r)})\\"" pod="${x.e.ns}/${x.pod(o)}"`,
          );
      });
      x.loop(
        60,
        (at) =>
          x.emit(
            at,
            x.c,
            "warn",
            `sidekiq queue 'default' latency ${r.int(60, 900)}s, ${r.int(500, 9000)} jobs enqueued`,
          ),
        x.t0 + 60000,
      );
    },
  },
];
