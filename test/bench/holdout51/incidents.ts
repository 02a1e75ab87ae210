// The 52 faults (4 per category), each told where it lives: the origin's own lines from the onset, what callers
// see in their own words, and any lead-up (a release, GC pressure) before it.
import type { Estate, Role } from "./estates.js";
import type { Level } from "./formats.js";
import { WORDS } from "./lang.js";
import type { Rng } from "./rng.js";

export interface Emit {
  role: Role;
  /** Mean seconds between lines. */
  every: number;
  level: Level;
  msg: (r: Rng) => string;
  stack?: (r: Rng) => string[];
  /** Seconds after the onset it starts (default 0) and stops (default never). */
  from?: number;
  until?: number;
  /** A line that follows each one after `after` seconds (a restart after a crash). */
  followedBy?: { after: number; level: Level; msg: (r: Rng) => string };
}

export interface Fault {
  category: string;
  origin: Role;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  emits: Emit[];
  /** One-off lines at seconds relative to the onset (negative = before). */
  once?: Array<{ at: number; role: Role; level: Level; msg: string }>;
}

const ip = (r: Rng) => `10.${r.int(10, 40)}.${r.int(0, 9)}.${r.int(2, 250)}`;
const iis = (r: Rng, path: string, status: number, sub: number, ms: number) =>
  `${r.pick(["GET", "POST"])} ${path} - 443 - ${ip(r)} ${status} ${sub} 0 ${ms}`;
const netStack = (ns: string, cls: string) => [
  `   at ${ns}.${cls}.SendAsync(HttpRequestMessage request, CancellationToken ct)`,
  `   at ${ns}.Services.${cls}Service.ExecuteAsync(Int32 id) in C:\\build\\src\\${ns}\\Services\\${cls}Service.cs:line ${84 + cls.length}`,
  "   at Microsoft.AspNetCore.Mvc.Infrastructure.ActionMethodExecutor.TaskOfIActionResultExecutor.Execute(ActionContext actionContext)",
];
const javaStack = (pkg: string, cls: string) => [
  `\tat ${pkg}.${cls}.execute(${cls}.java:${40 + cls.length * 3})`,
  `\tat ${pkg}.web.ApiController.handle(ApiController.java:88)`,
  "\tat org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:885)",
];

type Make = (e: Estate) => Fault;

const authentication: Make[] = [
  (e) => ({
    category: "authentication",
    origin: "java",
    hints: ["authentication", "password", "credential", "psqlexception"],
    severity: "high",
    note: `${e.svc.java} still uses the old password for PostgreSQL user app after a rotation; every new connection is rejected`,
    emits: [
      {
        role: "java",
        every: 3,
        level: "error",
        msg: () =>
          `${WORDS[e.lang].jul.severe} [HikariPool-1 connection adder] com.zaxxer.hikari.pool.HikariPool.createPoolEntry HikariPool-1 - Exception during pool initialization: org.postgresql.util.PSQLException: FATAL: ${WORDS[e.lang].pgAuth("app")}`,
        stack: () => [
          "\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
          "\tat org.postgresql.core.v3.ConnectionFactoryImpl.tryConnect(ConnectionFactoryImpl.java:203)",
        ],
      },
      { role: "pg", every: 3, level: "error", msg: () => `${WORDS[e.lang].pg.fatal}:  ${WORDS[e.lang].pgAuth("app")}` },
      {
        role: "api",
        every: 6,
        level: "error",
        from: 20,
        msg: (r) =>
          `System.Net.Http.HttpClient.${e.svc.java}.LogicalHandler[101] End processing HTTP request after ${r.int(30000, 30100)}ms - 503`,
      },
    ],
  }),
  (e) => ({
    category: "authentication",
    origin: "ad",
    hints: ["ldap", "credential", "bind", "expired", "49"],
    severity: "high",
    note: `the service account of ${e.svc.ad} expired (AcceptSecurityContext data 532); directory binds fail and logins behind it fail`,
    emits: [
      {
        role: "ad",
        every: 4,
        level: "error",
        msg: () =>
          `LDAP bind as CN=svc_${e.svc.ad.split("-")[0]},OU=Service,DC=${e.realm.split(".")[0].toLowerCase()} failed: LDAP: error code 49 - 80090308: LdapErr: DSID-0C09044E, comment: AcceptSecurityContext error, data 532, v4563`,
      },
      {
        role: "web",
        every: 5,
        level: "warn",
        from: 10,
        msg: (r) => iis(r, "/Account/Login.aspx", 401, 1, r.int(40, 900)),
      },
      {
        role: "api",
        every: 7,
        level: "warn",
        from: 10,
        msg: () =>
          `Microsoft.AspNetCore.Authentication.Negotiate.NegotiateHandler[5] Negotiate was not authenticated. Failure message: Directory lookup through ${e.svc.ad} failed`,
      },
    ],
  }),
  (e) => ({
    category: "authentication",
    origin: "api",
    hints: ["token", "jwt", "signature", "idx10501", "bearer"],
    severity: "high",
    note: `${e.svc.api} kept a stale signing-key set after the identity provider rotated keys; every bearer token fails signature validation`,
    emits: [
      {
        role: "api",
        every: 1.5,
        level: "info",
        msg: (r) =>
          `Microsoft.AspNetCore.Authentication.JwtBearer.JwtBearerHandler[1] Failed to validate the token. Microsoft.IdentityModel.Tokens.SecurityTokenSignatureKeyNotFoundException: IDX10501: Signature validation failed. Unable to match key: kid: '${r.hex(6)}'.`,
      },
      {
        role: "api",
        every: 3,
        level: "warn",
        msg: () =>
          "Microsoft.AspNetCore.Authentication.JwtBearer.JwtBearerHandler[7] Bearer was not authenticated. Failure message: IDX10501: Signature validation failed.",
      },
      {
        role: "web",
        every: 3,
        level: "error",
        from: 5,
        msg: (r) => iis(r, `${e.path}/aktuell`, 502, 3, r.int(30, 200)),
      },
      {
        role: "bus",
        every: 8,
        level: "error",
        from: 5,
        msg: () => `${e.dotnetNs}.Messaging.QueueConsumer[0] Forwarding to ${e.svc.api} failed: 401 (Unauthorized)`,
      },
    ],
  }),
  (e) => ({
    category: "authentication",
    origin: "win",
    hints: ["login", "credential", "18456", "sqlexception"],
    severity: "high",
    note: `${e.svc.win} runs with a SQL login whose password was changed on the server; SQL Server rejects it (18456 state 8)`,
    emits: [
      {
        role: "win",
        every: 4,
        level: "error",
        msg: () =>
          `System.Data.SqlClient.SqlException (0x80131904): Login failed for user 'svc_${e.svc.win.split("-")[0]}'.`,
        stack: () => [
          "   at System.Data.SqlClient.SqlInternalConnectionTds..ctor(DbConnectionPoolIdentity identity, SqlConnectionString connectionOptions)",
          `   at ${e.dotnetNs}.Worker.ProcessBatchAsync() in C:\\build\\src\\Worker.cs:line 142`,
        ],
      },
      {
        role: "sql",
        every: 4,
        level: "error",
        msg: (r) =>
          `Logon Error: 18456, Severity: 14, State: 8.` +
          ` Login failed for user 'svc_${e.svc.win.split("-")[0]}'. Reason: Password did not match that for the login provided. [CLIENT: ${ip(r)}]`,
      },
    ],
  }),
];

const authorization: Make[] = [
  (e) => ({
    category: "authorization",
    origin: "win",
    hints: ["unauthorizedaccess", "access", "denied", "permission"],
    severity: "medium",
    note: `the export share's ACL lost the service account of ${e.svc.win}; writing documents fails with access denied`,
    emits: [
      {
        role: "win",
        every: 5,
        level: "error",
        msg: (r) =>
          `System.UnauthorizedAccessException: Access to the path '\\\\fs01\\export\\${e.db}\\${r.int(100000, 999999)}.pdf' is denied.`,
        stack: () => [
          "   at System.IO.FileStream.ValidateFileHandle(SafeFileHandle fileHandle)",
          `   at ${e.dotnetNs}.Export.DocumentWriter.Write(Document doc) in C:\\build\\src\\Export\\DocumentWriter.cs:line 57`,
        ],
      },
      {
        role: "batch",
        every: 30,
        level: "warn",
        from: 60,
        msg: (r) => `${e.svc.win}: ${r.int(3, 40)} Dokumente/documents pending in export queue`,
      },
    ],
  }),
  (e) => ({
    category: "authorization",
    origin: "ad",
    hints: ["insufficient", "access", "ldap", "rights"],
    severity: "medium",
    note: `${e.svc.ad} lost write permission on the users OU; every attribute update is refused with INSUFF_ACCESS_RIGHTS`,
    emits: [
      {
        role: "ad",
        every: 3,
        level: "error",
        msg: (r) =>
          `modify CN=user${r.int(1000, 9999)},OU=Users failed: LDAP: error code 50 - 00002098: SecErr: DSID-03150F94, problem 4003 (INSUFF_ACCESS_RIGHTS), data 0`,
      },
      {
        role: "ad",
        every: 60,
        level: "warn",
        from: 30,
        msg: (r) => `Delta sync: ${r.int(20, 80)} users changed, 0 groups changed, ${r.int(20, 80)} errors`,
      },
    ],
  }),
  (e) => ({
    category: "authorization",
    origin: "api",
    hints: ["authorization", "forbidden", "403", "role"],
    severity: "high",
    note: `${e.svc.api}'s role policy still requires the renamed AD group; authenticated users get 403 on every write`,
    emits: [
      {
        role: "api",
        every: 2,
        level: "info",
        msg: () =>
          "Microsoft.AspNetCore.Authorization.DefaultAuthorizationService[2] Authorization failed. These requirements were not met: RolesAuthorizationRequirement:User.IsInRole must be true for one of the following roles: (App-Disponenten)",
      },
      {
        role: "api",
        every: 4,
        level: "warn",
        msg: (r) =>
          `Microsoft.AspNetCore.Hosting.Diagnostics[2] Request finished HTTP/1.1 POST http://${e.svc.api}${e.path}/${r.int(100000, 999999)} - 403 - - ${r.int(2, 9)}.${r.int(0, 9)}ms`,
      },
      {
        role: "web",
        every: 4,
        level: "warn",
        from: 3,
        msg: (r) => iis(r, `${e.path}/speichern`, 403, 0, r.int(10, 90)),
      },
    ],
  }),
  (e) => ({
    category: "authorization",
    origin: "batch",
    hints: ["accessdenied", "permission", "denied", "access"],
    severity: "medium",
    note: `${e.svc.batch} can no longer write its output directory after an ownership change; each export aborts`,
    emits: [
      {
        role: "batch",
        every: 12,
        level: "error",
        msg: (r) =>
          `java.nio.file.AccessDeniedException: /srv/${e.db}/export/${r.int(20260101, 20261231)}.csv: ${({ de: "Keine Berechtigung", fr: "Permission non accordée", es: "Permiso denegado", pt: "Permissão negada", ja: "許可がありません" } as const)[e.lang]}`,
        stack: () => [
          "\tat java.base/sun.nio.fs.UnixException.translateToIOException(UnixException.java:90)",
          "\tat java.base/java.nio.file.Files.newBufferedWriter(Files.java:2975)",
        ],
      },
    ],
  }),
];

const configuration: Make[] = [
  (e) => ({
    category: "configuration",
    origin: "api",
    hints: ["options", "configuration", "setting", "smtp"],
    severity: "high",
    note: `release of ${e.svc.api} shipped appsettings.Production.json without Smtp:Host; options validation fails on every request that sends mail`,
    once: [
      { at: -25, role: "api", level: "info", msg: "Microsoft.Hosting.Lifetime[14] Now listening on: http://[::]:8080" },
      {
        at: -24,
        role: "api",
        level: "info",
        msg: `Microsoft.Hosting.Lifetime[0] Hosting environment: Production; version 4.${e.lang.length + 10}.0 deployed`,
      },
    ],
    emits: [
      {
        role: "api",
        every: 3,
        level: "error",
        msg: () =>
          "Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddleware[1] An unhandled exception has occurred while executing the request. Microsoft.Extensions.Options.OptionsValidationException: DataAnnotation validation failed for 'SmtpOptions' members: 'Host' with the error: 'The Host field is required.'.",
        stack: () => [
          "   at Microsoft.Extensions.Options.OptionsFactory`1.Create(String name)",
          ...netStack(e.dotnetNs, "Mail").slice(1),
        ],
      },
      {
        role: "web",
        every: 4,
        level: "error",
        from: 2,
        msg: (r) => iis(r, `${e.path}/bestaetigen`, 500, 0, r.int(40, 300)),
      },
    ],
  }),
  (e) => ({
    category: "configuration",
    origin: "web",
    hints: ["500.19", "configuration", "web.config", "config"],
    severity: "high",
    note: `a new web.config on ${e.svc.web} references the rewrite section, which this IIS has no module for; every page answers 500.19`,
    once: [
      {
        at: -40,
        role: "web",
        level: "info",
        msg: `Web Deploy: updated file C:\\inetpub\\${e.svc.web}\\web.config (package ${e.svc.web}-2026.11.${e.lang.length})`,
      },
    ],
    emits: [
      {
        role: "web",
        every: 1.5,
        level: "error",
        msg: (r) => iis(r, r.pick(["/Default.aspx", "/Konto/Uebersicht.aspx", "/api/status"]), 500, 19, r.int(1, 9)),
      },
      {
        role: "web",
        every: 20,
        level: "error",
        msg: () =>
          `HTTP Error 500.19 - Internal Server Error: The requested page cannot be accessed because the related configuration data for the page is invalid. Config Error: The configuration section 'rewrite' cannot be read because it is missing a section declaration. Config File: \\\\?\\C:\\inetpub\\${e.svc.web}\\web.config`,
      },
    ],
  }),
  (e) => ({
    category: "configuration",
    origin: "java",
    hints: ["placeholder", "configuration", "property"],
    severity: "high",
    note: `${e.svc.java} was released without the property ${e.javaPkg}.vendor.url and cannot start; callers get refused connections`,
    once: [
      {
        at: -5,
        role: "java",
        level: "info",
        msg: `${WORDS[e.lang].jul.info} [main] org.springframework.boot.StartupInfoLogger.logStarting Starting Application v3.${e.lang.length}.0 using Java 17.0.11`,
      },
    ],
    emits: [
      {
        role: "java",
        every: 20,
        level: "error",
        msg: () =>
          `${WORDS[e.lang].jul.severe} [main] org.springframework.boot.SpringApplication.reportFailure Application run failed: java.lang.IllegalArgumentException: Could not resolve placeholder '${e.javaPkg}.vendor.url' in value "\${${e.javaPkg}.vendor.url}"`,
        stack: () => [
          "\tat org.springframework.util.PropertyPlaceholderHelper.parseStringValue(PropertyPlaceholderHelper.java:180)",
        ],
      },
      {
        role: "java",
        every: 20,
        level: "info",
        msg: () =>
          `${WORDS[e.lang].jul.info} [main] org.springframework.boot.StartupInfoLogger.logStarting Starting Application v3.${e.lang.length}.0 using Java 17.0.11`,
      },
      {
        role: "api",
        every: 3,
        level: "error",
        from: 8,
        msg: (r) =>
          `System.Net.Http.HttpRequestException: ${WORDS[e.lang].econnrefused} (${e.svc.java}:8080) -> POST ${e.path}/${r.int(1000, 9999)}/tarif`,
      },
    ],
  }),
  (e) => ({
    category: "configuration",
    origin: "win",
    hints: ["culture", "globalization", "configuration", "invariant"],
    severity: "medium",
    note: `a release of ${e.svc.win} turned on InvariantGlobalization; creating the local culture throws on every document`,
    once: [{ at: -30, role: "win", level: "info", msg: WORDS[e.lang].scmRunning(e.winName) }],
    emits: [
      {
        role: "win",
        every: 4,
        level: "error",
        msg: () =>
          `System.Globalization.CultureNotFoundException: Only the invariant culture is supported in globalization-invariant mode. See https://aka.ms/GlobalizationInvariantMode for more information. (Parameter 'name') ${({ de: "de-DE", fr: "fr-FR", es: "es-CL", pt: "pt-BR", ja: "ja-JP" } as const)[e.lang]} is an invalid culture identifier.`,
        stack: () => [
          "   at System.Globalization.CultureInfo..ctor(String name, Boolean useUserOverride)",
          `   at ${e.dotnetNs}.Documents.Formatter..ctor() in C:\\build\\src\\Documents\\Formatter.cs:line 21`,
        ],
      },
    ],
  }),
];

const database: Make[] = [
  (e) => ({
    category: "database",
    origin: "sql",
    hints: ["transaction log", "9002", "sql", "database"],
    severity: "high",
    note: `the transaction log of ${e.db} on ${e.svc.sql} filled up because log backups stopped; every write fails with 9002`,
    emits: [
      {
        role: "sql",
        every: 4,
        level: "error",
        msg: (r) =>
          `spid${r.int(51, 140)} Error: 9002, Severity: 17, State: 2. The transaction log for database '${e.db}' is full due to 'LOG_BACKUP'.`,
      },
      {
        role: "api",
        every: 3,
        level: "error",
        from: 2,
        msg: () =>
          `Microsoft.EntityFrameworkCore.Update[10000] An exception occurred in the database while saving changes for context type '${e.dotnetNs}.Data.AppDbContext'. Microsoft.Data.SqlClient.SqlException (0x80131904): The transaction log for database '${e.db}' is full due to 'LOG_BACKUP'.`,
      },
      {
        role: "win",
        every: 8,
        level: "error",
        from: 5,
        msg: () =>
          `System.Data.SqlClient.SqlException (0x80131904): The transaction log for database '${e.db}' is full due to 'LOG_BACKUP'.`,
      },
    ],
  }),
  (e) => ({
    category: "database",
    origin: "api",
    hints: ["pool", "connection", "npgsql", "database"],
    severity: "high",
    note: `${e.svc.api} leaks Npgsql connections in a new code path; its pool is exhausted and requests wait 15 s and fail`,
    emits: [
      {
        role: "api",
        every: 2,
        level: "error",
        from: 40,
        msg: () =>
          "Npgsql.NpgsqlException (0x80004005): The connection pool has been exhausted, either raise 'Max Pool Size' (currently 100) or 'Timeout' (currently 15 seconds) in your connection string.",
        stack: () => [
          "   at Npgsql.PoolingDataSource.<Get>g__RentAsync|34_0(NpgsqlConnection conn, NpgsqlTimeout timeout, Boolean async, CancellationToken cancellationToken)",
        ],
      },
      { role: "web", every: 4, level: "error", from: 50, msg: (r) => iis(r, e.path, 500, 0, r.int(15000, 15400)) },
    ],
  }),
  (e) => ({
    category: "database",
    origin: "pg",
    hints: ["recovery", "database", "postgres", "psqlexception"],
    severity: "high",
    note: `${e.svc.pg} crashed and is replaying WAL; all clients are refused while it is in recovery`,
    once: [
      {
        at: 0,
        role: "pg",
        level: "error",
        msg: `${WORDS[e.lang].pg.log}:  server process (PID 28841) was terminated by signal 6: Aborted`,
      },
    ],
    emits: [
      { role: "pg", every: 2, level: "error", msg: () => `${WORDS[e.lang].pg.fatal}:  ${WORDS[e.lang].pgRecovery}` },
      {
        role: "java",
        every: 3,
        level: "error",
        from: 2,
        msg: () =>
          `${WORDS[e.lang].jul.severe} [http-nio-8080-exec-4] org.hibernate.engine.jdbc.spi.SqlExceptionHelper.logExceptions FATAL: ${WORDS[e.lang].pgRecovery}`,
      },
      {
        role: "pg",
        every: 60,
        level: "info",
        from: 30,
        msg: () => `${WORDS[e.lang].pg.log}:  redo in progress, elapsed time: 42.17 s, current LSN: 3A/5C0001C8`,
      },
    ],
  }),
  (e) => ({
    category: "database",
    origin: "sql",
    hints: ["deadlock", "1205", "sql", "database"],
    severity: "medium",
    note: `after a plan change on ${e.svc.sql}, updates of ${e.table} deadlock constantly and retries run out`,
    emits: [
      {
        role: "sql",
        every: 3,
        level: "error",
        msg: (r) =>
          `spid${r.int(51, 140)} Error: 1205, Severity: 13, State: 51. Transaction (Process ID ${r.int(51, 140)}) was deadlocked on lock resources with another process and has been chosen as the deadlock victim. Rerun the transaction.`,
      },
      {
        role: "win",
        every: 5,
        level: "error",
        from: 3,
        msg: () =>
          `${e.dotnetNs}.Worker[0] giving up after 3 attempts: System.Data.SqlClient.SqlException (0x80131904): Transaction was deadlocked on lock resources with another process and has been chosen as the deadlock victim.`,
      },
      {
        role: "api",
        every: 7,
        level: "warn",
        from: 3,
        msg: (r) => `${e.dotnetNs}.Data.Retry[0] retry ${r.int(1, 3)}/3 after SqlException 1205`,
      },
    ],
  }),
];

const dependency: Make[] = [
  (e) => ({
    category: "dependency",
    origin: "bus",
    hints: ["msmq", "queue", "messagequeue", "unavailable"],
    severity: "high",
    note: `the remote MSMQ host behind ${e.svc.bus} is down; every send to ${e.queue} fails`,
    emits: [
      {
        role: "bus",
        every: 2,
        level: "error",
        msg: () =>
          `System.Messaging.MessageQueueException (0x80004005): Remote computer is not available. (FormatName:DIRECT=OS:mq02\\private$\\${e.queue})`,
        stack: () => [
          "   at System.Messaging.MessageQueue.SendInternal(Object obj, MessageQueueTransaction internalTransaction, MessageQueueTransactionType transactionType)",
        ],
      },
      {
        role: "api",
        every: 6,
        level: "warn",
        from: 5,
        msg: (r) => `${e.dotnetNs}.Outbox[0] ${r.int(100, 4000)} events waiting for ${e.svc.bus}`,
      },
    ],
  }),
  (e) => ({
    category: "dependency",
    origin: "api",
    hints: ["circuit", "503", "vendor", "dependency", "unavailable"],
    severity: "high",
    note: `the vendor ${e.vendor} answers 503 to ${e.svc.api}; Polly opens the circuit and checkout fails`,
    emits: [
      {
        role: "api",
        every: 3,
        level: "warn",
        until: 60,
        msg: () =>
          `System.Net.Http.HttpRequestException: Response status code does not indicate success: 503 (Service Unavailable). (https://${e.vendor}/v2/submit)`,
      },
      {
        role: "api",
        every: 2,
        level: "error",
        from: 45,
        msg: () =>
          `Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls. (client '${e.vendor}')`,
      },
      {
        role: "web",
        every: 5,
        level: "error",
        from: 50,
        msg: (r) => iis(r, `${e.path}/senden`, 502, 3, r.int(20, 200)),
      },
    ],
  }),
  (e) => ({
    category: "dependency",
    origin: "java",
    hints: ["502", "bad gateway", "vendor", "upstream"],
    severity: "medium",
    note: `${e.svc.java}'s external rate provider ${e.vendor} returns 502 Bad Gateway; quotes fail`,
    emits: [
      {
        role: "java",
        every: 3,
        level: "error",
        msg: () =>
          `${WORDS[e.lang].jul.severe} [http-nio-8080-exec-7] ${e.javaPkg}.client.VendorClient.fetch org.springframework.web.client.HttpServerErrorException$BadGateway: 502 Bad Gateway from GET https://${e.vendor}/rates: "<html><head><title>502 Bad Gateway</title></head>"`,
      },
      {
        role: "api",
        every: 5,
        level: "error",
        from: 3,
        msg: () => `System.Net.Http.HttpClient.${e.svc.java}.LogicalHandler[101] End processing HTTP request - 500`,
      },
    ],
  }),
  (e) => ({
    category: "dependency",
    origin: "win",
    hints: ["smtp", "mail", "service not available"],
    severity: "medium",
    note: `the Exchange relay used by ${e.svc.win} refuses service (421 4.3.2); notices pile up`,
    emits: [
      {
        role: "win",
        every: 4,
        level: "error",
        msg: () =>
          "System.Net.Mail.SmtpException: Service not available, closing transmission channel. The server response was: 4.3.2 Service not available",
        stack: () => [
          "   at System.Net.Mail.SmtpConnection.GetConnection(String host, Int32 port)",
          `   at ${e.dotnetNs}.Notices.Mailer.Send(Notice n) in C:\\build\\src\\Notices\\Mailer.cs:line 77`,
        ],
      },
    ],
  }),
];

const disk: Make[] = [
  (e) => ({
    category: "disk",
    origin: "pg",
    hints: ["space", "disk", "enospc", "device"],
    severity: "high",
    note: `the data volume of ${e.svc.pg} filled up; inserts into ${e.table} fail`,
    emits: [
      {
        role: "pg",
        every: 3,
        level: "error",
        msg: (r) => `${WORDS[e.lang].pg.error}:  ${WORDS[e.lang].pgExtend(`base/16384/${r.int(16400, 26000)}`)}`,
      },
      {
        role: "java",
        every: 4,
        level: "error",
        from: 2,
        msg: () =>
          `${WORDS[e.lang].jul.severe} [http-nio-8080-exec-2] org.hibernate.engine.jdbc.spi.SqlExceptionHelper.logExceptions ${WORDS[e.lang].pg.error}: ${WORDS[e.lang].pgExtend("base/16384/24577")}`,
      },
    ],
  }),
  (e) => ({
    category: "disk",
    origin: "win",
    hints: ["disk", "space", "ioexception"],
    severity: "medium",
    note: `drive D: of ${e.svc.win}'s server is full; writing documents fails with the localized ERROR_DISK_FULL`,
    emits: [
      {
        role: "win",
        every: 4,
        level: "error",
        msg: (r) =>
          `System.IO.IOException: ${WORDS[e.lang].winDiskFull} : 'D:\\Daten\\${e.db}\\${r.int(100000, 999999)}.tmp'`,
        stack: () => [
          "   at System.IO.RandomAccess.WriteAtOffset(SafeFileHandle handle, ReadOnlySpan`1 buffer, Int64 fileOffset)",
        ],
      },
      {
        role: "win",
        every: 60,
        level: "warn",
        msg: () =>
          `EventID=2013 Provider="srv" Level=${WORDS[e.lang].ev.warn}: The D: disk is at or near capacity. You may need to delete some files.`,
      },
    ],
  }),
  (e) => ({
    category: "disk",
    origin: "batch",
    hints: ["space", "disk", "device", "enospc"],
    severity: "medium",
    note: `the backup volume of ${e.svc.batch} is full; archives are truncated`,
    emits: [
      {
        role: "batch",
        every: 10,
        level: "error",
        msg: (r) => `tar: /backup/${e.db}-${r.int(1, 30)}.tar.gz: Cannot write: ${WORDS[e.lang].enospc}`,
      },
      { role: "batch", every: 25, level: "error", from: 10, msg: () => `gzip: stdout: ${WORDS[e.lang].enospc}` },
    ],
  }),
  (e) => ({
    category: "disk",
    origin: "sql",
    hints: ["disk", "space", "filegroup", "1105", "112"],
    severity: "high",
    note: `the data drive of ${e.svc.sql} is full; autogrow fails and the PRIMARY filegroup of ${e.db} cannot grow`,
    emits: [
      {
        role: "sql",
        every: 5,
        level: "error",
        msg: () =>
          `spid62 Error: 5149, Severity: 16, State: 1. MODIFY FILE encountered operating system error 112(${WORDS[e.lang].winDiskFull}) while attempting to expand the physical file 'E:\\MSSQL\\DATA\\${e.db}.mdf'.`,
      },
      {
        role: "sql",
        every: 4,
        level: "error",
        msg: (r) =>
          `spid${r.int(51, 140)} Error: 1105, Severity: 17, State: 2. Could not allocate space for object 'dbo.${e.table}'.'PK_${e.table}' in database '${e.db}' because the 'PRIMARY' filegroup is full.`,
      },
      {
        role: "api",
        every: 4,
        level: "error",
        from: 3,
        msg: () =>
          `Microsoft.Data.SqlClient.SqlException (0x80131904): Could not allocate space for object 'dbo.${e.table}' in database '${e.db}' because the 'PRIMARY' filegroup is full.`,
      },
    ],
  }),
];

const memory: Make[] = [
  (e) => ({
    category: "memory",
    origin: "java",
    hints: ["outofmemory", "heap", "memory"],
    severity: "high",
    note: `${e.svc.java}'s heap fills with a cache that never evicts; long full GCs, then OutOfMemoryError`,
    emits: [
      {
        role: "java",
        every: 12,
        level: "warn",
        until: 150,
        msg: (r) =>
          `[gc] GC(${r.int(3000, 9000)}) Pause Full (G1 Compaction Pause) ${r.int(3900, 4050)}M->${r.int(3850, 3990)}M(4096M) ${r.int(1800, 4800)}.${r.int(100, 999)}ms`,
      },
      {
        role: "java",
        every: 5,
        level: "error",
        from: 120,
        msg: () =>
          `${WORDS[e.lang].jul.severe} [http-nio-8080-exec-${e.lang.length}] org.apache.catalina.core.StandardWrapperValve.invoke Servlet.service() threw exception java.lang.OutOfMemoryError: Java heap space`,
      },
      {
        role: "api",
        every: 5,
        level: "error",
        from: 60,
        msg: (r) =>
          `System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 30 seconds elapsing. (${e.svc.java}, ${r.int(30000, 30050)}ms)`,
      },
    ],
  }),
  (e) => ({
    category: "memory",
    origin: "web",
    hints: ["outofmemory", "memory", "private bytes"],
    severity: "high",
    note: `${e.svc.web}'s worker process exhausts memory; OutOfMemoryException and private-bytes recycles every minute`,
    emits: [
      {
        role: "web",
        every: 5,
        level: "error",
        msg: () =>
          `EventID=1309 Provider="ASP.NET 4.0.30319.0" Level=${WORDS[e.lang].ev.error}: Event code: 3005 Event message: An unhandled exception has occurred. Exception type: OutOfMemoryException Exception message: Exception of type 'System.OutOfMemoryException' was thrown.`,
      },
      {
        role: "web",
        every: 60,
        level: "warn",
        msg: (r) =>
          `EventID=5117 Provider="WAS" Level=${WORDS[e.lang].ev.warn}: A worker process with process id of '${r.int(2000, 9000)}' serving application pool '${e.svc.web}' has requested a recycle because it reached its private bytes memory limit.`,
      },
      { role: "web", every: 4, level: "error", from: 5, msg: (r) => iis(r, "/Default.aspx", 503, 2, r.int(1, 30)) },
    ],
  }),
  (e) => ({
    category: "memory",
    origin: "api",
    hints: ["outofmemory", "memory", "heap"],
    severity: "high",
    note: `${e.svc.api} hits its container memory limit; the GC cannot satisfy allocations and it throws OutOfMemoryException`,
    emits: [
      {
        role: "api",
        every: 15,
        level: "warn",
        until: 120,
        msg: (r) =>
          `${e.dotnetNs}.Diagnostics.GcMonitor[0] GC heap ${r.int(1800, 1990)} MB of 2048 MB hard limit, gen2 collections ${r.int(400, 900)}, pause ${r.int(300, 900)} ms`,
      },
      {
        role: "api",
        every: 4,
        level: "error",
        from: 90,
        msg: () =>
          'Microsoft.AspNetCore.Server.Kestrel[13] Connection id "0HN8" , Request id "0HN8:00000002": An unhandled exception was thrown by the application. System.OutOfMemoryException: Exception of type \'System.OutOfMemoryException\' was thrown.',
      },
      { role: "web", every: 5, level: "error", from: 95, msg: (r) => iis(r, e.path, 502, 3, r.int(100, 3000)) },
    ],
  }),
  (e) => ({
    category: "memory",
    origin: "win",
    hints: ["memory", "outofmemory", "virtual memory"],
    severity: "medium",
    note: `${e.svc.win} (${e.winName}.exe) grows until Windows reports low virtual memory and the service crashes out of memory`,
    emits: [
      {
        role: "win",
        every: 90,
        level: "warn",
        msg: (r) =>
          `EventID=2004 Provider="Microsoft-Windows-Resource-Exhaustion-Detector" Level=${WORDS[e.lang].ev.warn}: Windows successfully diagnosed a low virtual memory condition. The following programs consumed the most virtual memory: ${e.winName}.exe (${r.int(2000, 9000)}) consumed ${r.int(13, 15)}843200000 bytes`,
      },
      {
        role: "win",
        every: 8,
        level: "error",
        from: 60,
        msg: () => `System.OutOfMemoryException: Exception of type 'System.OutOfMemoryException' was thrown.`,
      },
    ],
  }),
];

const hostUnknown = {
  de: "Der angegebene Host ist unbekannt.",
  fr: "Hôte inconnu.",
  es: "No se conoce ese host.",
  pt: "Host desconhecido.",
  ja: "そのようなホストは不明です。",
} as const;
const reset = {
  de: "Eine vorhandene Verbindung wurde vom Remotehost geschlossen.",
  fr: "Une connexion existante a dû être fermée par l'hôte distant.",
  es: "Se ha forzado la interrupción de una conexión existente por el host remoto",
  pt: "Foi forçado o cancelamento de uma conexão existente pelo host remoto.",
  ja: "既存の接続はリモート ホストに強制的に切断されました。",
} as const;
const noRoute = {
  de: "Keine Route zum Zielrechner",
  fr: "Aucun chemin d'accès pour atteindre l'hôte cible",
  es: "No hay ruta hasta el `host'",
  pt: "Sem rota para o host",
  ja: "ホストへの経路がありません",
} as const;

const network: Make[] = [
  (e) => ({
    category: "network",
    origin: "java",
    hints: ["route", "network", "noroutetohost", "host"],
    severity: "high",
    note: `${e.svc.java}'s host lost its route to the database subnet; every connection attempt fails with no route to host`,
    emits: [
      {
        role: "java",
        every: 3,
        level: "error",
        msg: () =>
          `${WORDS[e.lang].jul.severe} [HikariPool-1 connection adder] com.zaxxer.hikari.pool.HikariPool.createPoolEntry java.net.NoRouteToHostException: ${noRoute[e.lang]}`,
        stack: () => javaStack(e.javaPkg, "Repository").slice(0, 2),
      },
      {
        role: "api",
        every: 5,
        level: "error",
        from: 20,
        msg: () => `System.Net.Http.HttpClient.${e.svc.java}.LogicalHandler[101] End processing HTTP request - 503`,
      },
    ],
  }),
  (e) => ({
    category: "network",
    origin: "api",
    hints: ["ssl", "tls", "certificate", "handshake"],
    severity: "medium",
    note: `outbound traffic of ${e.svc.api} now crosses a TLS-inspecting proxy; handshakes to ${e.vendor} fail`,
    emits: [
      {
        role: "api",
        every: 3,
        level: "error",
        msg: () =>
          `System.Net.Http.HttpRequestException: The SSL connection could not be established, see inner exception. ---> System.Security.Authentication.AuthenticationException: The remote certificate is invalid because of errors in the certificate chain: PartialChain (https://${e.vendor})`,
      },
    ],
  }),
  (e) => ({
    category: "network",
    origin: "win",
    hints: ["dns", "host", "socketexception", "11001"],
    severity: "medium",
    note: `${e.svc.win}'s server points at a retired DNS server; name lookups fail with WSAHOST_NOT_FOUND`,
    emits: [
      {
        role: "win",
        every: 4,
        level: "error",
        msg: (r) =>
          `System.Net.Sockets.SocketException (11001): ${hostUnknown[e.lang]} (${r.pick(["fs01", "mq02", e.vendor, `sql01.${e.realm.toLowerCase()}`])})`,
        stack: () => [
          "   at System.Net.Dns.GetHostEntryOrAddressesCore(String hostName, Boolean justAddresses, AddressFamily addressFamily)",
        ],
      },
    ],
  }),
  (e) => ({
    category: "network",
    origin: "bus",
    hints: ["reset", "socket", "10054", "connection"],
    severity: "medium",
    note: `${e.svc.bus}'s connections through the new firewall get reset mid-stream`,
    emits: [
      {
        role: "bus",
        every: 3,
        level: "error",
        msg: () =>
          `System.IO.IOException: Unable to read data from the transport connection: ${reset[e.lang]}. ---> System.Net.Sockets.SocketException (10054): ${reset[e.lang]}`,
      },
      {
        role: "bus",
        every: 6,
        level: "warn",
        msg: (r) => `${e.dotnetNs}.Messaging.QueueConsumer[0] reconnecting to '${e.queue}' (attempt ${r.int(1, 9)})`,
      },
    ],
  }),
];

const nullRef: Make[] = [
  (e) => ({
    category: "null_reference",
    origin: "api",
    hints: ["nullreference", "null", "object reference"],
    severity: "high",
    note: `a release of ${e.svc.api} dereferences a missing address on ${e.entity} records; requests fail with NullReferenceException`,
    emits: [
      {
        role: "api",
        every: 3,
        level: "error",
        msg: () =>
          "Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddleware[1] An unhandled exception has occurred while executing the request. System.NullReferenceException: Object reference not set to an instance of an object.",
        stack: () => [
          `   at ${e.dotnetNs}.Services.${e.entity}Mapper.ToDto(${e.entity} source) in C:\\build\\src\\Services\\${e.entity}Mapper.cs:line 34`,
          ...netStack(e.dotnetNs, e.entity).slice(1),
        ],
      },
      { role: "web", every: 4, level: "error", from: 2, msg: (r) => iis(r, e.path, 500, 0, r.int(20, 200)) },
    ],
  }),
  (e) => ({
    category: "null_reference",
    origin: "web",
    hints: ["nullreference", "null", "object reference"],
    severity: "medium",
    note: `${e.svc.web}'s account page assumes a session value that is gone; ASP.NET 3005 events with NullReferenceException`,
    emits: [
      {
        role: "web",
        every: 4,
        level: "error",
        msg: () =>
          `EventID=1309 Provider="ASP.NET 4.0.30319.0" Level=${WORDS[e.lang].ev.error}: Event code: 3005 Event message: An unhandled exception has occurred. Exception type: NullReferenceException Exception message: Object reference not set to an instance of an object. at ASP.konto_uebersicht_aspx.Page_Load(Object sender, EventArgs e)`,
      },
      { role: "web", every: 4, level: "error", msg: (r) => iis(r, "/Konto/Uebersicht.aspx", 500, 0, r.int(20, 200)) },
    ],
  }),
  (e) => ({
    category: "null_reference",
    origin: "java",
    hints: ["nullpointer", "null"],
    severity: "high",
    note: `${e.svc.java} gets a null factor for a new product line and throws NullPointerException on every quote`,
    emits: [
      {
        role: "java",
        every: 3,
        level: "error",
        msg: () =>
          `${WORDS[e.lang].jul.severe} [http-nio-8080-exec-9] org.apache.catalina.core.StandardWrapperValve.invoke Servlet.service() threw exception java.lang.NullPointerException: Cannot invoke "java.math.BigDecimal.multiply(java.math.BigDecimal)" because the return value of "${e.javaPkg}.Tarif.getFaktor()" is null`,
        stack: () => javaStack(e.javaPkg, "QuoteService"),
      },
      {
        role: "api",
        every: 5,
        level: "error",
        from: 2,
        msg: () => `System.Net.Http.HttpClient.${e.svc.java}.LogicalHandler[101] End processing HTTP request - 500`,
      },
    ],
  }),
  (e) => ({
    category: "null_reference",
    origin: "bus",
    hints: ["nullreference", "null", "object reference"],
    severity: "medium",
    note: `${e.svc.bus}'s handler throws NullReferenceException on a message type without a header; messages go to the dead-letter queue`,
    emits: [
      {
        role: "bus",
        every: 3,
        level: "error",
        msg: () => "System.NullReferenceException: Object reference not set to an instance of an object.",
        stack: () => [
          `   at ${e.dotnetNs}.Messaging.Handlers.EventHandler.Handle(Message msg) in C:\\build\\src\\Messaging\\EventHandler.cs:line 61`,
        ],
      },
      {
        role: "bus",
        every: 10,
        level: "warn",
        msg: (r) =>
          `${e.dotnetNs}.Messaging.QueueConsumer[0] message ${r.hex(8)} moved to dead-letter after 5 deliveries`,
      },
    ],
  }),
];

const rate: Make[] = [
  (e) => ({
    category: "rate_limiting",
    origin: "bus",
    hints: ["throttl", "50009", "servicebusy", "rate"],
    severity: "medium",
    note: `${e.svc.bus} replays a backlog far above its Service Bus namespace quota and gets throttled (50009)`,
    once: [
      {
        at: -10,
        role: "bus",
        level: "info",
        msg: `${e.dotnetNs}.Messaging.Replay[0] replaying 240000 messages to '${e.queue}' with parallelism 64`,
      },
    ],
    emits: [
      {
        role: "bus",
        every: 1.5,
        level: "warn",
        msg: () =>
          `Azure.Messaging.ServiceBus.ServiceBusException: The request was terminated because the entity is being throttled. Error code : 50009. Please wait 2 seconds and try again. (ServiceBusy)`,
      },
    ],
  }),
  (e) => ({
    category: "rate_limiting",
    origin: "api",
    hints: ["429", "too many", "rate"],
    severity: "medium",
    note: `${e.svc.api} exceeds the request quota of ${e.vendor}, which answers 429 Too Many Requests`,
    emits: [
      {
        role: "api",
        every: 2,
        level: "error",
        msg: (r) =>
          `System.Net.Http.HttpRequestException: Response status code does not indicate success: 429 (Too Many Requests). (https://${e.vendor}/v2/lookup, Retry-After: ${r.int(20, 60)})`,
      },
      {
        role: "web",
        every: 6,
        level: "warn",
        from: 3,
        msg: (r) => iis(r, `${e.path}/pruefen`, 503, 0, r.int(100, 300)),
      },
    ],
  }),
  (e) => ({
    category: "rate_limiting",
    origin: "ad",
    hints: ["429", "toomanyrequests", "throttl"],
    severity: "medium",
    note: `${e.svc.ad} full resync hammers Microsoft Graph and is throttled`,
    emits: [
      {
        role: "ad",
        every: 2,
        level: "error",
        msg: (r) =>
          `Microsoft.Graph.ServiceException: Code: TooManyRequests Message: Too many requests. Status code: 429 (Retry-After: ${r.int(5, 60)})`,
      },
    ],
  }),
  (e) => ({
    category: "rate_limiting",
    origin: "java",
    hints: ["429", "rate limit"],
    severity: "medium",
    note: `${e.svc.java} exceeds ${e.vendor}'s 600 requests/minute limit`,
    emits: [
      {
        role: "java",
        every: 2,
        level: "warn",
        msg: () =>
          `${WORDS[e.lang].jul.warning} [pool-3-thread-2] ${e.javaPkg}.client.VendorClient.fetch HTTP 429 Too Many Requests from ${e.vendor}: rate limit of 600 requests per minute exceeded (X-RateLimit-Remaining: 0)`,
      },
    ],
  }),
];

const timeout: Make[] = [
  (e) => ({
    category: "timeout",
    origin: "api",
    hints: ["timeout", "timed out", "expired"],
    severity: "high",
    note: `${e.svc.api}'s report query now scans ${e.table} and exceeds its 30 s command timeout`,
    emits: [
      {
        role: "api",
        every: 4,
        level: "error",
        msg: () =>
          "System.Data.SqlClient.SqlException (0x80131904): Timeout expired.  The timeout period elapsed prior to completion of the operation or the server is not responding.",
        stack: () => [
          "   at System.Data.SqlClient.SqlCommand.EndExecuteReaderInternal(IAsyncResult asyncResult)",
          ...netStack(e.dotnetNs, "Report").slice(1),
        ],
      },
      {
        role: "web",
        every: 5,
        level: "error",
        from: 30,
        msg: (r) => iis(r, `${e.path}/bericht`, 500, 0, r.int(30000, 30400)),
      },
    ],
  }),
  (e) => ({
    category: "timeout",
    origin: "java",
    hints: ["timeout", "timed out", "sockettimeout"],
    severity: "medium",
    note: `${e.vendor} stopped answering ${e.svc.java} within its 10 s read timeout`,
    emits: [
      {
        role: "java",
        every: 4,
        level: "error",
        msg: () =>
          `${WORDS[e.lang].jul.severe} [http-nio-8080-exec-3] ${e.javaPkg}.client.VendorClient.fetch I/O error on GET request for "https://${e.vendor}/rates": Read timed out; nested exception is java.net.SocketTimeoutException: Read timed out`,
      },
    ],
  }),
  (e) => ({
    category: "timeout",
    origin: "batch",
    hints: ["timeout", "statement", "cancel"],
    severity: "medium",
    note: `${e.svc.batch}'s export query runs past statement_timeout and PostgreSQL cancels it each try`,
    emits: [
      {
        role: "batch",
        every: 30,
        level: "error",
        msg: () => `org.postgresql.util.PSQLException: ${WORDS[e.lang].pg.error}: ${WORDS[e.lang].pgStmtTimeout}`,
      },
      {
        role: "pg",
        every: 30,
        level: "error",
        msg: () => `${WORDS[e.lang].pg.error}:  ${WORDS[e.lang].pgStmtTimeout}`,
      },
    ],
  }),
  (e) => ({
    category: "timeout",
    origin: "bus",
    hints: ["timeout", "timed out"],
    severity: "medium",
    note: `${e.svc.bus}'s WCF calls to the partner service time out after 1 minute`,
    emits: [
      {
        role: "bus",
        every: 6,
        level: "error",
        msg: () =>
          "System.TimeoutException: The request channel timed out while waiting for a reply after 00:01:00. Increase the timeout value passed to the call to Request or increase the SendTimeout value on the Binding.",
      },
    ],
  }),
];

const unknown: Make[] = [
  (e) => {
    let crashes = 0;
    return {
      category: "unknown",
      origin: "win",
      hints: ["crash", "terminated", "unexpected"],
      severity: "high",
      note: `${e.svc.win} (${e.winName}) keeps terminating unexpectedly with no application error logged`,
      emits: [
        {
          role: "win",
          every: 45,
          level: "error",
          msg: () =>
            `EventID=7031 Provider="Service Control Manager" Level=${WORDS[e.lang].ev.error}: ${WORDS[e.lang].scmCrash(e.winName, ++crashes)}`,
          followedBy: {
            after: 12,
            level: "info",
            msg: () =>
              `EventID=7036 Provider="Service Control Manager" Level=${WORDS[e.lang].ev.info}: ${WORDS[e.lang].scmRunning(e.winName)}`,
          },
        },
      ],
    };
  },
  (e) => ({
    category: "unknown",
    origin: "web",
    hints: ["application pool", "disabled", "crash", "fatal"],
    severity: "high",
    note: `${e.svc.web}'s worker processes die; WAS disables the application pool (5002) without an exception in the logs`,
    emits: [
      {
        role: "web",
        every: 20,
        level: "warn",
        until: 100,
        msg: (r) =>
          `EventID=5011 Provider="WAS" Level=${WORDS[e.lang].ev.warn}: A process serving application pool '${e.svc.web}' suffered a fatal communication error with the Windows Process Activation Service. The process id was '${r.int(2000, 9000)}'. The data field contains the error number.`,
      },
      {
        role: "web",
        every: 120,
        level: "error",
        from: 100,
        msg: () =>
          `EventID=5002 Provider="WAS" Level=${WORDS[e.lang].ev.error}: Application pool '${e.svc.web}' is being automatically disabled due to a series of failures in the process(es) serving that application pool.`,
      },
      { role: "web", every: 3, level: "error", from: 100, msg: (r) => iis(r, "/Default.aspx", 503, 2, r.int(0, 3)) },
    ],
  }),
  (e) => ({
    category: "unknown",
    origin: "java",
    hints: ["exited", "failure", "restart"],
    severity: "high",
    note: `${e.svc.java} exits with status 1 shortly after each start and logs nothing about why`,
    emits: [
      {
        role: "java",
        every: 30,
        level: "error",
        msg: () => `${e.svc.java}.service: Main process exited, code=exited, status=1/FAILURE`,
        followedBy: {
          after: 5,
          level: "info",
          msg: (r) => `${e.svc.java}.service: Scheduled restart job, restart counter is at ${r.int(2, 9)}.`,
        },
      },
      {
        role: "api",
        every: 4,
        level: "error",
        from: 2,
        msg: () => `System.Net.Http.HttpRequestException: ${WORDS[e.lang].econnrefused} (${e.svc.java}:8080)`,
      },
    ],
  }),
  (e) => ({
    category: "unknown",
    origin: "api",
    hints: ["exited", "crash", "restart"],
    severity: "high",
    note: `${e.svc.api}'s process exits repeatedly with code 1 and no exception; the site shows 502s`,
    emits: [
      {
        role: "api",
        every: 25,
        level: "error",
        msg: () => "Microsoft.Hosting.Lifetime[0] Application is shutting down... (process exited with code 1)",
        followedBy: {
          after: 8,
          level: "info",
          msg: () => "Microsoft.Hosting.Lifetime[0] Application started. Press Ctrl+C to shut down.",
        },
      },
      { role: "web", every: 3, level: "error", from: 1, msg: (r) => iis(r, e.path, 502, 3, r.int(0, 20)) },
    ],
  }),
];

const pattern = {
  de: 'muss dem regulären Ausdruck "\\d{5}" entsprechen',
  fr: 'doit respecter "\\d{5}"',
  es: 'debe coincidir con "\\d{5}"',
  pt: 'deve corresponder a "\\d{5}"',
  ja: '"\\d{5}" にマッチさせてください',
} as const;

const validation: Make[] = [
  (e) => ({
    category: "validation",
    origin: "api",
    hints: ["json", "validation", "deserializ", "convert"],
    severity: "medium",
    note: `a partner started sending dates in local notation to ${e.svc.api}; System.Text.Json rejects the payloads with 400`,
    emits: [
      {
        role: "api",
        every: 2.5,
        level: "warn",
        msg: (r) =>
          `Microsoft.AspNetCore.Mvc.Infrastructure.ObjectResultExecutor[1] Validation failed for ${e.path}: System.Text.Json.JsonException: The JSON value could not be converted to System.DateTime. Path: $.items[${r.int(0, 9)}].deliveryDate | LineNumber: 0 | BytePositionInLine: ${r.int(80, 400)}.`,
      },
      {
        role: "api",
        every: 2.5,
        level: "warn",
        msg: (r) =>
          `Microsoft.AspNetCore.Hosting.Diagnostics[2] Request finished HTTP/1.1 POST http://${e.svc.api}${e.path}/import - 400 - application/problem+json ${r.int(2, 9)}.${r.int(0, 9)}ms`,
      },
    ],
  }),
  (e) => ({
    category: "validation",
    origin: "win",
    hints: ["format", "validation", "formatexception", "input"],
    severity: "medium",
    note: `the partner import file for ${e.svc.win} now has decimal commas; rows are rejected with FormatException`,
    emits: [
      {
        role: "win",
        every: 3,
        level: "error",
        msg: (r) =>
          `${e.dotnetNs}.Import.CsvImporter[0] row ${r.int(2, 9000)} rejected: System.FormatException: The input string '${r.int(1, 999)},${r.int(10, 99)}' was not in a correct format.`,
      },
      {
        role: "win",
        every: 40,
        level: "warn",
        from: 20,
        msg: (r) =>
          `${e.dotnetNs}.Import.CsvImporter[0] import finished with ${r.int(200, 900)} rejected rows of ${r.int(900, 1200)}`,
      },
    ],
  }),
  (e) => ({
    category: "validation",
    origin: "java",
    hints: ["constraintviolation", "validation", "invalid"],
    severity: "medium",
    note: `${e.svc.java} rejects a partner batch whose postal codes fail bean validation`,
    emits: [
      {
        role: "java",
        every: 2.5,
        level: "warn",
        msg: () =>
          `${WORDS[e.lang].jul.warning} [http-nio-8080-exec-5] org.springframework.web.servlet.mvc.support.DefaultHandlerExceptionResolver.logException Resolved [jakarta.validation.ConstraintViolationException: create.request.postleitzahl: ${pattern[e.lang]}]`,
      },
    ],
  }),
  (e) => ({
    category: "validation",
    origin: "bus",
    hints: ["validation", "iban", "fluentvalidation"],
    severity: "medium",
    note: `messages on ${e.queue} from a partner carry malformed IBANs; ${e.svc.bus} fails validation and dead-letters them`,
    emits: [
      {
        role: "bus",
        every: 3,
        level: "error",
        msg: () =>
          "FluentValidation.ValidationException: Validation failed: \n -- Iban: 'Iban' is not in the correct format. Severity: Error",
      },
      {
        role: "bus",
        every: 9,
        level: "warn",
        msg: (r) =>
          `${e.dotnetNs}.Messaging.QueueConsumer[0] message ${r.hex(8)} moved to dead-letter (ValidationFailed)`,
      },
    ],
  }),
];

export const FAULTS: Make[] = [
  ...authentication,
  ...authorization,
  ...configuration,
  ...database,
  ...dependency,
  ...disk,
  ...memory,
  ...network,
  ...nullRef,
  ...rate,
  ...timeout,
  ...validation,
  ...unknown,
];
