// Kestrel Valley Electric (grid operations, no request ids): one failure per category.
import { KESTREL as E } from "./estates.js";
import { HEX, int, pick } from "./rng.js";
import type { Fault } from "./stream.js";
import { dotnetTrace, javaTrace, pyTrace } from "./traces.js";

const rtuIn = (zone: string, n: number) => `RTU-${zone}${String(n).padStart(2, "0")}`;

export const KESTREL_FAULTS: Fault[] = [
  {
    estate: E,
    category: "authentication",
    origin: "opcua-gateway",
    hints: ["ldap", "authentication", "credential", "bind", "password", "identity"],
    severity: "high",
    note: "The OPC UA gateway's LDAP bind account password expires, so every session activation is rejected and the FEP and DERMS can no longer publish or write.",
    failRate: 0.9,
    own: (r) => [
      {
        level: "warn",
        msg: `ActivateSession rejected for user '${pick(r, ["svc_fep", "svc_derms"])}': Bad_UserAccessDenied (0x801F0000) - identity provider unavailable`,
      },
    ],
    near: (r, caller) =>
      caller === "scada-fep"
        ? [
            { level: "warn", msg: "OPC UA session to opc.tcp://opcua-gateway:4840 lost, reconnecting (attempt 1)" },
            {
              level: "error",
              msg: `publish ${int(r, 40, 400)} points to opcua-gateway failed: ActivateSession returned Bad_UserAccessDenied, buffering`,
              dt: 400,
            },
          ]
        : [
            {
              level: "error",
              msg: `setpoint write for DER-${int(r, 100, 480)} failed: opcua-gateway session rejected (BadUserAccessDenied); holding last setpoint`,
            },
          ],
    noEdge: true,
    tick: {
      every: 15,
      lines: (r) => [
        {
          level: "error",
          msg: javaTrace("LDAP authentication of UA session failed for directory ldaps://dc01.kve.local:636", [
            "java.naming/com.sun.jndi.ldap.LdapCtx.mapErrorCode(LdapCtx.java:3261)",
            "java.naming/com.sun.jndi.ldap.LdapCtx.processReturnCode(LdapCtx.java:3207)",
            "java.naming/com.sun.jndi.ldap.LdapCtx.connect(LdapCtx.java:2794)",
            "com.kve.opcua.security.LdapIdentityValidator.validateUsernameToken(LdapIdentityValidator.java:88)",
            "org.eclipse.milo.opcua.sdk.server.identity.AbstractUsernameIdentityValidator.validateIdentityToken(AbstractUsernameIdentityValidator.java:38)",
          ]).replace(
            "failed for directory ldaps://dc01.kve.local:636",
            `failed for directory ldaps://dc01.kve.local:636\njavax.naming.AuthenticationException: [LDAP: error code 49 - 80090308: LdapErr: DSID-0C090447, comment: AcceptSecurityContext error, data 532, v4563]`,
          ),
        },
        ...(r() < 0.3
          ? [
              {
                level: "warn" as const,
                msg: "Bind DN CN=svc-opcua-ldap,OU=Service Accounts,DC=kve,DC=local rejected; 0 of 2 LDAP servers usable",
              },
            ]
          : []),
      ],
    },
  },
  {
    estate: E,
    category: "authorization",
    origin: "topology-svc",
    hints: ["forbidden", "403", "access", "denied", "authority", "permission"],
    severity: "medium",
    note: "The topology service starts denying network traces to the OMS service principal (missing authority), so outage calls can no longer be grouped to a device.",
    failRate: 0.95,
    own: (r) => [
      {
        level: "warn",
        msg: javaTrace(
          `Access denied for principal 'svc-oms-engine' on GET /api/trace/upstream?sp=SP-${int(r, 100000, 999999)}: required authority NETWORK_TRACE_READ`,
          [],
        ).concat(
          "\norg.springframework.security.access.AccessDeniedException: Access Denied\n\tat org.springframework.security.authorization.method.AuthorizationManagerBeforeMethodInterceptor.attemptAuthorization(AuthorizationManagerBeforeMethodInterceptor.java:256)\n\tat org.springframework.security.authorization.method.AuthorizationManagerBeforeMethodInterceptor.invoke(AuthorizationManagerBeforeMethodInterceptor.java:197)\n\tat com.kve.topology.api.TraceController$$SpringCGLIB$$0.upstream(<generated>)",
        ),
      },
    ],
    near: (r) => [
      {
        level: "error",
        msg: `Call ${int(r, 800000, 899999)} could not be grouped: topology-svc answered 403 FORBIDDEN for upstream trace; call parked in UNGROUPED`,
      },
    ],
    edgeStatus: 202,
    noEdge: true,
    tick: {
      every: 60,
      lines: (r) => [
        {
          svc: "oms-engine",
          level: "warn",
          msg: `Ungrouped call backlog ${int(r, 40, 900)} (threshold 25); prediction engine running without topology`,
        },
      ],
    },
  },
  {
    estate: E,
    category: "database",
    origin: "historian-writer",
    hints: ["sql", "pool", "database", "connection", "deadlock", "sqlexception"],
    severity: "high",
    note: "The historian writer exhausts its SQL Server connection pool and gets chosen as deadlock victim, so archive writes fail and the OPC UA gateway backs up and drops batches.",
    failRate: 0.7,
    own: (r) => [
      {
        level: "error",
        msg:
          r() < 0.7
            ? dotnetTrace(
                "Archive write failed for batch " +
                  HEX(r, 8) +
                  "\nSystem.InvalidOperationException: Timeout expired.  The timeout period elapsed prior to obtaining a connection from the pool.  This may have occurred because all pooled connections were in use and max pool size was reached.",
                [
                  "Microsoft.Data.SqlClient.ConnectionPool.DbConnectionPool.TryGetConnection(DbConnection owningObject, UInt32 waitForMultipleObjectsTimeout, Boolean allowCreate, Boolean onlyOneCheckConnection, DbConnectionOptions userOptions, DbConnectionInternal& connection)",
                  "Microsoft.Data.SqlClient.SqlConnection.TryOpen(TaskCompletionSource`1 retry, SqlConnectionOverrides overrides)",
                  "Kve.Historian.Writer.ArchiveSink.WriteBatchAsync(PointBatch batch, CancellationToken ct) in /src/Kve.Historian.Writer/ArchiveSink.cs:line 142",
                ],
              )
            : dotnetTrace(
                `Archive write failed for batch ${HEX(r, 8)}\nMicrosoft.Data.SqlClient.SqlException (0x80131904): Transaction (Process ID ${int(r, 51, 140)}) was deadlocked on lock resources with another process and has been chosen as the deadlock victim. Rerun the transaction.`,
                [
                  "Microsoft.Data.SqlClient.SqlConnection.OnError(SqlException exception, Boolean breakConnection, Action`1 wrapCloseInAction)",
                  "Microsoft.Data.SqlClient.SqlCommand.EndExecuteNonQuery(IAsyncResult asyncResult)",
                  "Kve.Historian.Writer.ArchiveSink.WriteBatchAsync(PointBatch batch, CancellationToken ct) in /src/Kve.Historian.Writer/ArchiveSink.cs:line 151",
                ],
              ) + "\nClientConnectionId:4f1c2a0e-77d2-4b8a-9d13-0c6f1e2a9b31\nError Number:1205,State:51,Class:13",
      },
    ],
    near: (r) => [
      { level: "warn", msg: "Historian sink historian-writer rejected batch (HTTP 503), retry 1/3 in 500 ms" },
      {
        level: "warn",
        msg: "Historian sink historian-writer rejected batch (HTTP 503), retry 2/3 in 1000 ms",
        dt: 600,
      },
      {
        level: "warn",
        msg: "Historian sink historian-writer rejected batch (HTTP 503), retry 3/3 in 2000 ms",
        dt: 1700,
      },
      {
        level: "error",
        msg: `Dropping ${int(r, 40, 400)} notifications for historian after 3 attempts; sink queue ${int(r, 2000, 9000)}/10000`,
        dt: 3800,
      },
    ],
    callerDelay: 15000,
    noEdge: true,
  },
  {
    estate: E,
    category: "network",
    origin: "scada-fep",
    hints: ["route", "network", "unreachable", "connect", "ehostunreach", "socket"],
    severity: "high",
    note: "The FEP loses its path to every RTU behind the Elmwood WAN router (no route to host), so polls fail, points go bad quality in the gateway and comm-fail alarms flood.",
    failRate: 0.55,
    mute: /RTU-ELM/,
    own: (r) => [
      {
        level: "error",
        msg: `DNP3 channel CH-ELM-${int(r, 1, 4)} (10.41.${int(r, 10, 14)}.${int(r, 2, 60)}:20000) connect failed: No route to host (errno 113) [${rtuIn("ELM", int(r, 1, 40))}]`,
      },
    ],
    tick: {
      every: 6,
      lines: (r) => [
        {
          svc: "opcua-gateway",
          level: "warn",
          msg: `Node ns=2;s=${rtuIn("ELM", int(r, 1, 40))}.* quality changed Good -> Bad_NotConnected (0x808A0000), ${int(r, 20, 300)} items`,
        },
        ...(r() < 0.4
          ? [
              {
                level: "warn" as const,
                msg: `channel CH-ELM-${int(r, 1, 4)} marked OFFLINE after 3 consecutive connect failures; backoff 30s`,
              },
            ]
          : []),
        ...(r() < 0.5
          ? [
              {
                svc: "alarm-router",
                level: "info" as const,
                msg: `routed alarm ${rtuIn("ELM", int(r, 1, 40))}.COMM_FAIL to desk north`,
              },
            ]
          : []),
        ...(r() < 0.2
          ? [
              {
                level: "error" as const,
                msg: "read from 10.41.12.1:20000 failed: Connection reset by peer (errno 104)",
              },
            ]
          : []),
      ],
    },
  },
  {
    estate: E,
    category: "timeout",
    origin: "topology-svc",
    hints: ["timeout", "timed out", "deadline", "exceeded"],
    severity: "medium",
    note: "Upstream traces in the topology service start running into their 30 s deadline, so OMS calls to it time out and outage-call intake returns 504.",
    failRate: 0.8,
    own: (r) => [
      {
        level: "warn",
        msg: `Upstream trace from SP-${int(r, 100000, 999999)} aborted after 30000 ms: traversal deadline exceeded (visited ${int(r, 200000, 900000)} nodes, frontier ${int(r, 1000, 9000)})`,
      },
    ],
    near: (r) => [
      {
        level: "error",
        msg: javaTrace(
          `Grouping of call ${int(r, 800000, 899999)} failed: I/O error on GET request for "http://topology-svc:8080/api/trace/upstream": Read timed out`,
          [
            "java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:278)",
            "org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:915)",
            "com.kve.oms.topology.TopologyClient.traceUpstream(TopologyClient.java:61)",
            "com.kve.oms.grouping.CallGrouper.group(CallGrouper.java:104)",
          ],
          "java.net.SocketTimeoutException: Read timed out",
        ),
      },
    ],
    callerDelay: 30000,
    edgeStatus: 504,
  },
  {
    estate: E,
    category: "rate_limiting",
    origin: "crew-dispatch",
    hints: ["429", "rate", "limit", "too many", "quota", "throttl"],
    severity: "medium",
    note: "The routing vendor starts answering crew-dispatch with 429 Too Many Requests, so crew ETAs and status syncs fail after retries.",
    failRate: 0.85,
    own: (r) => [
      {
        level: "warn",
        msg: `routing API responded 429 Too Many Requests for crew ${pick(r, ["L", "T", "S"])}-${int(r, 10, 80)} eta (x-ratelimit-remaining: 0, retry-after: 60)`,
      },
      {
        level: "warn",
        msg: "retrying eta request in 2000ms (attempt 2/4)",
        dt: 300,
      },
      {
        level: "error",
        msg: "eta computation failed after 4 attempts: HTTPError: Response code 429 (Too Many Requests)",
        dt: 6500,
      },
    ],
    tick: {
      every: 30,
      lines: (r) => [{ level: "warn", msg: `eta refresh queue length ${int(r, 300, 1500)}, dropping oldest jobs` }],
    },
  },
  {
    estate: E,
    category: "validation",
    origin: "derms-dispatch",
    hints: ["validation", "schema", "invalid", "pydantic", "input"],
    severity: "medium",
    note: "The DERMS dispatcher starts rejecting the aggregator's dispatch schedules as invalid (setpoints out of range) and falls back to stale schedules.",
    failRate: 0.9,
    own: (r) => [
      {
        level: "error",
        msg: `rejecting schedule ${HEX(r, 6)} from aggregator ${pick(r, ["vpp-resi", "solar-north"])}: 2 validation errors for DispatchSchedule\nintervals.${int(r, 0, 95)}.p_kw\n  Input should be less than or equal to 5000 [type=less_than_equal, input_value=${int(r, 6000, 90000)}.0, input_type=float]\n    For further information visit https://errors.pydantic.dev/2.8/v/less_than_equal\nintervals.${int(r, 0, 95)}.start\n  Input should be a valid datetime [type=datetime_type, input_value='2026-10-14T24:00:00', input_type=str]`,
      },
    ],
    tick: {
      every: 40,
      lines: (r) => [
        {
          level: "warn",
          msg: `group vpp-resi running on last accepted schedule (age ${int(r, 5, 40)} min)`,
        },
      ],
    },
  },
  {
    estate: E,
    category: "null_reference",
    origin: "oms-engine",
    hints: ["null", "nullpointer", "npe"],
    severity: "high",
    note: "The OMS engine throws NullPointerException when grouping calls on devices without a feeder, so outage-call intake and crew updates get 500s.",
    failRate: 0.6,
    own: (r) => [
      {
        level: "error",
        msg: javaTrace(
          `Unhandled exception processing call ${int(r, 800000, 899999)}\njava.lang.NullPointerException: Cannot invoke "com.kve.oms.model.Feeder.getId()" because the return value of "com.kve.oms.model.Device.getFeeder()" is null`,
          [
            "com.kve.oms.grouping.CallGrouper.predictDevice(CallGrouper.java:187)",
            "com.kve.oms.grouping.CallGrouper.group(CallGrouper.java:112)",
            "com.kve.oms.api.CallController.create(CallController.java:54)",
            "java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)",
          ],
        ),
      },
    ],
    near: (r, caller) => [
      caller === "grid-edge-api"
        ? {
            level: "error",
            msg: `POST /v1/outage-calls status=500 dur=${int(r, 20, 90)}ms err="oms-engine: 500 Internal Server Error"`,
          }
        : { level: "error", msg: "crew status sync failed: request to oms-engine returned 500" },
    ],
  },
  {
    estate: E,
    category: "configuration",
    origin: "historian-writer",
    hints: ["config", "connectionstring", "setting", "initialized", "missing"],
    severity: "high",
    note: "A historian-writer release ships without the archive connection string, so every write fails with ConnectionString not initialized and the gateway drops batches.",
    failRate: 1,
    mute: /Snapshot flush/,
    change: () => [
      { level: "info", msg: "Application is shutting down..." },
      { level: "info", msg: "Now listening on: http://[::]:8080" },
      {
        level: "info",
        msg: "Application started. Hosting environment: Production; Content root path: /app (build 4.2.0)",
      },
      {
        level: "warn",
        msg: "Configuration key 'Archive:ConnectionString' resolved to an empty value (sources: appsettings.json, appsettings.Production.json, env)",
      },
    ],
    own: (r) => [
      {
        level: "error",
        msg: dotnetTrace(
          `Archive write failed for batch ${HEX(r, 8)}\nSystem.InvalidOperationException: The ConnectionString property has not been initialized.`,
          [
            "Microsoft.Data.SqlClient.SqlConnection.PermissionDemand()",
            "Microsoft.Data.SqlClient.SqlConnection.TryOpen(TaskCompletionSource`1 retry, SqlConnectionOverrides overrides)",
            "Kve.Historian.Writer.ArchiveSink.WriteBatchAsync(PointBatch batch, CancellationToken ct) in /src/Kve.Historian.Writer/ArchiveSink.cs:line 139",
          ],
        ),
      },
    ],
    near: (r) => [
      { level: "warn", msg: "Historian sink historian-writer returned HTTP 500, retry 1/3" },
      { level: "error", msg: `Dropping ${int(r, 40, 400)} notifications for historian after 3 attempts`, dt: 3500 },
    ],
    noEdge: true,
  },
  {
    estate: E,
    category: "dependency",
    origin: "alarm-router",
    hints: ["503", "unavailable", "twilio", "provider", "circuit", "upstream"],
    severity: "medium",
    note: "The SMS/voice paging provider behind alarm-router returns 503, its circuit opens and OMS customer notifications and on-call pages queue up.",
    failRate: 0,
    tick: {
      every: 4,
      lines: (r, i) => [
        {
          level: "error",
          msg: pyTrace(
            [
              [
                "/app/alarm_router/notify/sms.py",
                77,
                "send",
                "msg = self.client.messages.create(to=to, from_=self.sender, body=body)",
              ],
              [
                "/usr/local/lib/python3.11/site-packages/twilio/base/version.py",
                317,
                "create",
                "return self._parse_create(method, uri, response)",
              ],
            ],
            `twilio.base.exceptions.TwilioRestException: HTTP 503 error: Unable to create record: Service Unavailable`,
          ),
        },
        ...(i % 8 === 3
          ? [
              {
                level: "warn" as const,
                msg: `circuit 'sms-provider' OPEN after ${int(r, 10, 25)} consecutive failures; ${int(r, 20, 400)} pages queued`,
              },
            ]
          : []),
        ...(i % 5 === 1
          ? [
              {
                svc: "oms-engine",
                level: "warn" as const,
                msg: `Customer outage notification batch OE-${int(r, 40000, 49999)} failed: alarm-router /notify returned 503 (provider unavailable), requeued`,
              },
            ]
          : []),
      ],
    },
  },
  {
    estate: E,
    category: "memory",
    origin: "opcua-gateway",
    hints: ["memory", "heap", "outofmemory", "oom", "gc"],
    severity: "high",
    note: "The OPC UA gateway's heap fills up (long GC pauses, then OutOfMemoryError), so FEP publishes and DERMS writes time out.",
    failRate: 0.5,
    own: (r) =>
      r() < 0.3
        ? [
            {
              level: "error",
              msg: 'Exception in thread "milo-shared-thread-pool-3" java.lang.OutOfMemoryError: Java heap space',
            },
          ]
        : [],
    near: (r, caller) =>
      caller === "scada-fep"
        ? [
            {
              level: "error",
              msg: `publish to opcua-gateway timed out after 5000 ms, buffering ${int(r, 40, 900)} points`,
            },
          ]
        : [
            {
              level: "error",
              msg: `setpoint write for DER-${int(r, 100, 480)} failed: BadTimeout (0x800A0000) from opcua-gateway`,
            },
          ],
    callerDelay: 5000,
    tick: {
      every: 7,
      lines: (r, i) =>
        i < 14
          ? [
              {
                level: "warn",
                msg: `GC pause (G1 Evacuation Pause) ${3600 + i * 30}M->${3580 + i * 32}M(4096M) ${int(r, 300, 1800)}.${int(r, 0, 9)}ms`,
              },
            ]
          : [
              {
                level: "error",
                msg: javaTrace(
                  "Uncaught exception in subscription publishing task\njava.lang.OutOfMemoryError: Java heap space",
                  [
                    "java.base/java.util.Arrays.copyOf(Arrays.java:3541)",
                    "java.base/java.util.ArrayList.grow(ArrayList.java:237)",
                    "org.eclipse.milo.opcua.sdk.server.subscriptions.Subscription.gatherNotifications(Subscription.java:412)",
                    "org.eclipse.milo.opcua.sdk.server.subscriptions.Subscription.returnNotifications(Subscription.java:378)",
                  ],
                ),
              },
              {
                level: "warn",
                msg: `GC pause (G1 Full GC) 4095M->4091M(4096M) ${int(r, 2000, 6000)}.${int(r, 0, 9)}ms`,
              },
            ],
    },
  },
  {
    estate: E,
    category: "disk",
    origin: "scada-fep",
    hints: ["disk", "space", "enospc", "no space", "storage"],
    severity: "high",
    note: "The FEP's event journal volume fills up, so sequence-of-events records can no longer be journaled and class 1 events are held in memory.",
    failRate: 0.4,
    own: (r) => [
      {
        level: "error",
        msg: `${pick(r, ["RTU-OAK", "RTU-CDR", "RTU-BRK"])}${String(int(r, 1, 40)).padStart(2, "0")}: ${int(r, 1, 30)} class 1 events not journaled (ENOSPC), held in memory`,
      },
    ],
    tick: {
      every: 8,
      lines: (r, i) => [
        {
          level: "error",
          msg: `SOE journal append failed: /var/lib/fep/soe/2026-10-14.jnl: No space left on device (errno 28)`,
        },
        ...(i % 4 === 0
          ? [
              {
                level: "warn" as const,
                msg: `filesystem /var/lib/fep 100% used (0 MB free of 20480 MB); in-memory event buffer ${int(r, 400, 9000)}/10000`,
              },
            ]
          : []),
      ],
    },
  },
  {
    estate: E,
    category: "unknown",
    origin: "derms-dispatch",
    hints: ["exit", "worker", "crash", "unknown", "restart"],
    severity: "medium",
    note: "The DERMS dispatcher's workers keep exiting with code 1 and rebooting without saying why, so no setpoints reach the gateway.",
    failRate: 1,
    mute: /forecast refresh|dispatched setpoint/,
    tick: {
      every: 12,
      lines: (r) => [
        { level: "error", msg: `Worker (pid:${int(r, 30, 400)}) exited with code 1` },
        { level: "info", msg: `Booting worker with pid: ${int(r, 30, 400)}`, dt: 900 },
        ...(r() < 0.3
          ? [
              {
                svc: "opcua-gateway",
                level: "warn" as const,
                msg: "No setpoint writes from client derms-dispatch for 120 s; DER groups holding last value",
              },
            ]
          : []),
      ],
    },
  },
];
