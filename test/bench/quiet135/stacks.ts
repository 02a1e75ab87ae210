// Exceptions and stack traces in each runtime's own shape: Java/Kotlin "at ...(File.java:N)" with Caused by,
// Python tracebacks, Node "    at fn (file:line:col)", Go error strings (stacks only on panics), .NET
// "---> inner" chains with "in file:line N", Ruby backtraces, Laravel "#N file(line)" stacks.
import { runtimeOf } from "./estates.js";
import type { Rng } from "./rng.js";
import type { Service } from "./types.js";

export type ExcKind =
  | "timeout"
  | "refused"
  | "reset"
  | "dns"
  | "noroute"
  | "tls"
  | "dup"
  | "stmt_timeout"
  | "lock_timeout"
  | "readonly"
  | "null"
  | "oom"
  | "disk"
  | "http"
  | "auth"
  | "validation"
  | "config"
  | "parse"
  | "generic";

export interface Exc {
  type: string;
  text: string;
  stack?: string;
}

export interface ExcOpts {
  /** Host (or host:port) the failing call went to. */
  host?: string;
  /** Free detail: constraint, path, property, status line, config key ... */
  detail?: string;
  /** App frames, innermost first, as "sub:Class.method". */
  where?: string[];
  /** Exception class override for generic/validation/config/parse/auth. */
  cls?: string;
  timeoutMs?: number;
}

interface Frame {
  sub: string;
  cls: string;
  fn: string;
}

function frames(where: string[] | undefined): Frame[] {
  const w = where && where.length > 0 ? where : ["handlers:RequestHandler.handle"];
  return w.map((x) => {
    const [sub, rest] = x.includes(":") ? (x.split(":") as [string, string]) : ["core", x];
    const dot = rest.lastIndexOf(".");
    return { sub, cls: rest.slice(0, dot), fn: rest.slice(dot + 1) };
  });
}

/** The same frame always prints the same line number and signature (FNV-1a of the key). */
function stable(key: string, lo: number, hi: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619) >>> 0;
  return lo + (h % (hi - lo + 1));
}

function stablePick<T>(key: string, xs: readonly T[]): T {
  return xs[stable(key, 0, xs.length - 1)] as T;
}

const snake = (s: string) =>
  s
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .replace(/-/g, "_")
    .toLowerCase();
const kebab = (s: string) => snake(s).replace(/_/g, "-");
const pascal = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const hostOnly = (h: string) => h.replace(/:\d+$/, "");
const portOf = (h: string, d: number) => {
  const m = /:(\d+)$/.exec(h);
  return m ? Number(m[1]) : d;
};

export function exc(r: Rng, svc: Service, kind: ExcKind, o: ExcOpts = {}): Exc {
  const rt = runtimeOf(svc.framework);
  const f = frames(o.where);
  switch (rt) {
    case "java":
      return javaExc(r, svc, kind, o, f);
    case "python":
      return pyExc(r, svc, kind, o, f);
    case "node":
      return nodeExc(r, svc, kind, o, f);
    case "go":
      return goExc(r, svc, kind, o, f);
    case "dotnet":
      return netExc(r, svc, kind, o, f);
    case "ruby":
      return rbExc(r, svc, kind, o, f);
    case "php":
      return phpExc(r, svc, kind, o, f);
    default:
      return { type: "error", text: o.detail ?? kind };
  }
}

// ---------------------------------------------------------------- Java / Kotlin

function javaExc(r: Rng, svc: Service, kind: ExcKind, o: ExcOpts, f: Frame[]): Exc {
  const host = o.host ?? "localhost:8080";
  const app = f.map((x) => {
    const cls = `${svc.pkg}.${x.sub}.${x.cls}`;
    const ln = stable(`${cls}.${x.fn}`, 40, 420);
    return `\tat ${cls}.${x.fn}(${x.cls}.java:${ln})`;
  });
  const ktor = svc.framework === "ktor";
  const web = ktor
    ? [
        "\tat io.ktor.server.routing.Route$buildPipeline$1$1.invokeSuspend(Route.kt:116)",
        "\tat io.ktor.util.pipeline.SuspendFunctionGun.loop(SuspendFunctionGun.kt:120)",
        "\tat io.ktor.util.pipeline.SuspendFunctionGun.proceed(SuspendFunctionGun.kt:78)",
        "\tat kotlinx.coroutines.DispatchedTask.run(DispatchedTask.kt:108)",
      ]
    : [
        `\tat ${svc.pkg}.web.${pascal(svc.name.replace(/[-_].*/, ""))}Controller.handle(${pascal(svc.name.replace(/[-_].*/, ""))}Controller.java:${stable(svc.name, 30, 200)})`,
        "\tat org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:885)",
        "\tat jakarta.servlet.http.HttpServlet.service(HttpServlet.java:658)",
        "\tat org.apache.tomcat.util.threads.TaskThread$WrappingRunnable.run(TaskThread.java:61)",
        "\tat java.base/java.lang.Thread.run(Thread.java:1583)",
      ];
  const omitted = `\t... ${r.int(38, 96)} common frames omitted`;
  const http5 = [
    "\tat org.apache.hc.client5.http.impl.classic.InternalExecRuntime.execute(InternalExecRuntime.java:212)",
    "\tat org.apache.hc.client5.http.impl.classic.MainClientExec.execute(MainClientExec.java:107)",
    "\tat org.apache.hc.client5.http.impl.classic.InternalHttpClient.doExecute(InternalHttpClient.java:174)",
    "\tat org.springframework.http.client.HttpComponentsClientHttpRequest.executeInternal(HttpComponentsClientHttpRequest.java:95)",
    "\tat org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:889)",
  ];
  const pg = [
    "\tat org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2725)",
    "\tat org.postgresql.core.v3.QueryExecutorImpl.processResults(QueryExecutorImpl.java:2412)",
    "\tat org.postgresql.core.v3.QueryExecutorImpl.execute(QueryExecutorImpl.java:371)",
    "\tat org.postgresql.jdbc.PgStatement.executeInternal(PgStatement.java:502)",
    "\tat org.postgresql.jdbc.PgPreparedStatement.executeUpdate(PgPreparedStatement.java:152)",
    "\tat com.zaxxer.hikari.pool.HikariProxyPreparedStatement.executeUpdate(HikariProxyPreparedStatement.java)",
  ];
  const wrapIo = (type: string, text: string, low: string[]): Exc => {
    const outer = "org.springframework.web.client.ResourceAccessException";
    const outerText = `I/O error on POST request for "https://${hostOnly(host)}${o.detail ?? "/"}": ${text}`;
    return {
      type: outer,
      text: outerText,
      stack: [
        `${outer}: ${outerText}`,
        "\tat org.springframework.web.client.RestTemplate.createResourceAccessException(RestTemplate.java:915)",
        "\tat org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:895)",
        ...app,
        ...web,
        `Caused by: ${type}: ${text}`,
        ...low,
        ...http5.slice(0, 3),
        omitted,
      ].join("\n"),
    };
  };
  switch (kind) {
    case "timeout":
      return wrapIo("java.net.SocketTimeoutException", "Read timed out", [
        "\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:288)",
        "\tat java.base/sun.nio.ch.NioSocketImpl.implRead(NioSocketImpl.java:314)",
        "\tat java.base/sun.nio.ch.NioSocketImpl.read(NioSocketImpl.java:355)",
        "\tat java.base/java.net.Socket$SocketInputStream.read(Socket.java:1099)",
        "\tat java.base/sun.security.ssl.SSLSocketInputRecord.read(SSLSocketInputRecord.java:489)",
      ]);
    case "refused":
      return wrapIo(
        "org.apache.hc.client5.http.HttpHostConnectException",
        `Connect to http://${host} [${hostOnly(host)}/10.${r.int(0, 3)}.${r.int(0, 255)}.${r.int(2, 250)}] failed: Connection refused`,
        [
          "\tat java.base/sun.nio.ch.Net.pollConnect(Native Method)",
          "\tat java.base/sun.nio.ch.Net.pollConnectNow(Net.java:682)",
          "\tat java.base/sun.nio.ch.NioSocketImpl.timedFinishConnect(NioSocketImpl.java:542)",
          "\tat java.base/sun.nio.ch.NioSocketImpl.connect(NioSocketImpl.java:592)",
        ],
      );
    case "reset":
      return wrapIo("java.net.SocketException", "Connection reset", [
        "\tat java.base/sun.nio.ch.NioSocketImpl.implRead(NioSocketImpl.java:328)",
        "\tat java.base/sun.nio.ch.NioSocketImpl.read(NioSocketImpl.java:355)",
        "\tat java.base/java.net.Socket$SocketInputStream.read(Socket.java:1099)",
      ]);
    case "dns":
      return wrapIo("java.net.UnknownHostException", `${hostOnly(host)}: Name or service not known`, [
        "\tat java.base/java.net.Inet6AddressImpl.lookupAllHostAddr(Native Method)",
        "\tat java.base/java.net.Inet6AddressImpl.lookupAllHostAddr(Inet6AddressImpl.java:52)",
        "\tat java.base/java.net.InetAddress$PlatformResolver.lookupByName(InetAddress.java:1211)",
        "\tat java.base/java.net.InetAddress.getAllByName0(InetAddress.java:1828)",
      ]);
    case "noroute":
      return wrapIo("java.net.NoRouteToHostException", "No route to host", [
        "\tat java.base/sun.nio.ch.Net.pollConnect(Native Method)",
        "\tat java.base/sun.nio.ch.Net.pollConnectNow(Net.java:682)",
      ]);
    case "tls":
      return wrapIo("javax.net.ssl.SSLHandshakeException", o.detail ?? "Remote host terminated the handshake", [
        "\tat java.base/sun.security.ssl.SSLSocketImpl.handleEOF(SSLSocketImpl.java:1715)",
        "\tat java.base/sun.security.ssl.SSLSocketImpl.startHandshake(SSLSocketImpl.java:456)",
      ]);
    case "dup":
    case "stmt_timeout":
    case "lock_timeout":
    case "readonly": {
      const pgText =
        kind === "dup"
          ? `ERROR: duplicate key value violates unique constraint "${o.detail ?? "uq_key"}"\n  Detail: Key (${o.detail?.replace(/^.*?_/, "").replace(/_key$/, "") ?? "id"})=(${r.int(1000, 99999)}) already exists.`
          : kind === "stmt_timeout"
            ? "ERROR: canceling statement due to statement timeout"
            : kind === "lock_timeout"
              ? "ERROR: canceling statement due to lock timeout"
              : "ERROR: cannot execute UPDATE in a read-only transaction";
      const outer =
        kind === "dup"
          ? "org.springframework.dao.DataIntegrityViolationException"
          : kind === "readonly"
            ? "org.springframework.dao.TransientDataAccessResourceException"
            : "org.springframework.dao.QueryTimeoutException";
      const outerText = `PreparedStatementCallback; SQL [${o.where?.length ? "update" : "select"} ...]; ${pgText.split("\n")[0]}`;
      return {
        type: outer,
        text: outerText,
        stack: [
          `${outer}: ${outerText}`,
          "\tat org.springframework.jdbc.support.SQLStateSQLExceptionTranslator.doTranslate(SQLStateSQLExceptionTranslator.java:118)",
          "\tat org.springframework.jdbc.core.JdbcTemplate.translateException(JdbcTemplate.java:1548)",
          "\tat org.springframework.jdbc.core.JdbcTemplate.update(JdbcTemplate.java:1001)",
          ...app,
          ...web,
          `Caused by: org.postgresql.util.PSQLException: ${pgText}`,
          ...pg,
          omitted,
        ].join("\n"),
      };
    }
    case "null": {
      const text = o.detail ?? 'Cannot invoke "String.trim()" because "value" is null';
      return {
        type: "java.lang.NullPointerException",
        text,
        stack: [`java.lang.NullPointerException: ${text}`, ...app, ...web].join("\n"),
      };
    }
    case "oom":
      return {
        type: "java.lang.OutOfMemoryError",
        text: "Java heap space",
        stack: [
          "java.lang.OutOfMemoryError: Java heap space",
          "\tat java.base/java.util.Arrays.copyOf(Arrays.java:3541)",
          "\tat java.base/java.util.ArrayList.grow(ArrayList.java:237)",
          "\tat java.base/java.util.ArrayList.add(ArrayList.java:484)",
          ...app,
          ...web,
        ].join("\n"),
      };
    case "disk":
      return {
        type: "java.io.IOException",
        text: "No space left on device",
        stack: [
          "java.io.IOException: No space left on device",
          "\tat java.base/sun.nio.ch.FileDispatcherImpl.write0(Native Method)",
          "\tat java.base/sun.nio.ch.FileDispatcherImpl.write(FileDispatcherImpl.java:62)",
          "\tat java.base/sun.nio.ch.IOUtil.write(IOUtil.java:137)",
          "\tat java.base/sun.nio.ch.FileChannelImpl.write(FileChannelImpl.java:293)",
          ...app,
        ].join("\n"),
      };
    case "http": {
      const status = o.detail ?? "503 Service Unavailable";
      const cls = status.startsWith("5")
        ? `org.springframework.web.client.HttpServerErrorException$${status.replace(/^\d+ /, "").replace(/ /g, "")}`
        : `org.springframework.web.client.HttpClientErrorException$${status.replace(/^\d+ /, "").replace(/ /g, "")}`;
      const text = `${status}: "${o.cls ?? "[no body]"}"`;
      return {
        type: cls,
        text,
        stack: [
          `${cls}: ${text}`,
          "\tat org.springframework.web.client.HttpServerErrorException.create(HttpServerErrorException.java:102)",
          "\tat org.springframework.web.client.DefaultResponseErrorHandler.handleError(DefaultResponseErrorHandler.java:186)",
          "\tat org.springframework.web.client.RestTemplate.handleResponse(RestTemplate.java:942)",
          ...app,
          ...web,
        ].join("\n"),
      };
    }
    case "auth": {
      const cls = o.cls ?? "org.springframework.security.authentication.BadCredentialsException";
      const text = o.detail ?? "Bad credentials";
      return {
        type: cls,
        text,
        stack: [
          `${cls}: ${text}`,
          "\tat org.springframework.security.authentication.dao.AbstractUserDetailsAuthenticationProvider.authenticate(AbstractUserDetailsAuthenticationProvider.java:141)",
          "\tat org.springframework.security.authentication.ProviderManager.authenticate(ProviderManager.java:182)",
          ...app,
        ].join("\n"),
      };
    }
    default: {
      const cls =
        o.cls ??
        (kind === "validation"
          ? "jakarta.validation.ConstraintViolationException"
          : kind === "config"
            ? "java.lang.IllegalStateException"
            : kind === "parse"
              ? "com.fasterxml.jackson.core.JsonParseException"
              : "java.lang.IllegalStateException");
      const text = o.detail ?? "unexpected state";
      return { type: cls, text, stack: [`${cls}: ${text}`, ...app, ...web.slice(0, 3)].join("\n") };
    }
  }
}

// ---------------------------------------------------------------- Python

function pyExc(r: Rng, svc: Service, kind: ExcKind, o: ExcOpts, f: Frame[]): Exc {
  const host = o.host ?? "localhost:8000";
  const site = "/usr/local/lib/python3.12/site-packages";
  const callCode = [
    "resp = self.session.post(url, json=payload, timeout=self.timeout)",
    "response = await self._client.post(path, json=body)",
    "r = requests.get(url, params=params, timeout=(3.05, 10))",
  ];
  const dbCode = ["session.commit()", "cur.execute(sql, params)", "await session.execute(stmt)"];
  const codeFor = (i: number) => {
    if (i > 0)
      return r.pick([
        "return await handler(request)",
        "result = func(*args, **kwargs)",
        "return self.run(*args, **kwargs)",
      ]);
    if (["dup", "stmt_timeout", "lock_timeout", "readonly"].includes(kind) || /sqlalchemy|psycopg/.test(o.cls ?? ""))
      return r.pick(dbCode);
    if (kind === "null") return o.cls ?? "return booking.package.name.upper()";
    if (kind === "disk") return "fh.write(chunk)";
    if (kind === "validation" || kind === "parse" || kind === "config" || kind === "generic")
      return "raise " + (o.cls ?? "ValueError").split(".").pop() + "(msg)";
    return r.pick(callCode);
  };
  const app = [...f].reverse().map((x, i, arr) => {
    const file = `/app/${svc.pkg}/${x.sub}/${snake(x.cls)}.py`;
    return `  File "${file}", line ${stable(`${file}:${x.fn}`, 20, 380)}, in ${snake(x.fn)}\n    ${codeFor(arr.length - 1 - i)}`;
  });
  const tb = (lib: string[], last: string) => ["Traceback (most recent call last):", ...app, ...lib, last].join("\n");
  const reqLib = [
    `  File "${site}/requests/sessions.py", line 589, in request\n    resp = self.send(prep, **send_kwargs)`,
    `  File "${site}/requests/sessions.py", line 703, in send\n    r = adapter.send(request, **kwargs)`,
    `  File "${site}/requests/adapters.py", line 713, in send\n    raise ReadTimeout(e, request=request)`,
  ];
  const h = hostOnly(host);
  const port = portOf(host, 443);
  switch (kind) {
    case "timeout": {
      const text = `HTTPSConnectionPool(host='${h}', port=${port}): Read timed out. (read timeout=${(o.timeoutMs ?? 10000) / 1000})`;
      return {
        type: "requests.exceptions.ReadTimeout",
        text,
        stack: tb(reqLib, `requests.exceptions.ReadTimeout: ${text}`),
      };
    }
    case "refused": {
      const text = `HTTPConnectionPool(host='${h}', port=${port}): Max retries exceeded with url: ${o.detail ?? "/"} (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f${r.hex(10)}>: Failed to establish a new connection: [Errno 111] Connection refused'))`;
      return {
        type: "requests.exceptions.ConnectionError",
        text,
        stack: tb(reqLib.slice(0, 2), `requests.exceptions.ConnectionError: ${text}`),
      };
    }
    case "reset": {
      const text = `('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer'))`;
      return {
        type: "requests.exceptions.ConnectionError",
        text,
        stack: tb(reqLib.slice(0, 2), `requests.exceptions.ConnectionError: ${text}`),
      };
    }
    case "dns":
    case "noroute": {
      const inner = kind === "dns" ? "[Errno -2] Name or service not known" : "[Errno 113] No route to host";
      const text = `HTTPSConnectionPool(host='${h}', port=${port}): Max retries exceeded with url: ${o.detail ?? "/"} (Caused by NewConnectionError('<urllib3.connection.HTTPSConnection object at 0x7f${r.hex(10)}>: Failed to establish a new connection: ${inner}'))`;
      return {
        type: "requests.exceptions.ConnectionError",
        text,
        stack: tb(reqLib.slice(0, 2), `requests.exceptions.ConnectionError: ${text}`),
      };
    }
    case "tls": {
      const text = `HTTPSConnectionPool(host='${h}', port=${port}): Max retries exceeded (Caused by SSLError(SSLCertVerificationError(1, '[SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: ${o.detail ?? "certificate has expired"} (_ssl.c:1000)')))`;
      return {
        type: "requests.exceptions.SSLError",
        text,
        stack: tb(reqLib.slice(0, 2), `requests.exceptions.SSLError: ${text}`),
      };
    }
    case "dup":
    case "stmt_timeout":
    case "lock_timeout":
    case "readonly": {
      const [pgCls, pgText] =
        kind === "dup"
          ? [
              "UniqueViolation",
              `duplicate key value violates unique constraint "${o.detail ?? "uq_key"}"\nDETAIL:  Key (${(o.detail ?? "id").replace(/^[a-z]+_/, "").replace(/_key$/, "")})=(${r.int(1000, 999999)}) already exists.`,
            ]
          : kind === "stmt_timeout"
            ? ["QueryCanceled", "canceling statement due to statement timeout"]
            : kind === "lock_timeout"
              ? ["LockNotAvailable", "canceling statement due to lock timeout"]
              : ["ReadOnlySqlTransaction", `cannot execute ${o.detail ?? "INSERT"} in a read-only transaction`];
      const sa = kind === "dup" ? "IntegrityError" : kind === "readonly" ? "InternalError" : "OperationalError";
      const text = `(psycopg2.errors.${pgCls}) ${pgText}`;
      const lib = [
        `  File "${site}/sqlalchemy/engine/base.py", line 1967, in _exec_single_context\n    self.dialect.do_execute(`,
        `  File "${site}/sqlalchemy/engine/default.py", line 924, in do_execute\n    cursor.execute(statement, parameters)`,
      ];
      return {
        type: `sqlalchemy.exc.${sa}`,
        text,
        stack: [
          tb(lib, `psycopg2.errors.${pgCls}: ${pgText}`),
          "",
          "The above exception was the direct cause of the following exception:",
          "",
          tb(lib.slice(0, 1), `sqlalchemy.exc.${sa}: ${text}`),
        ].join("\n"),
      };
    }
    case "null": {
      const text = o.detail ?? "'NoneType' object has no attribute 'name'";
      return { type: "AttributeError", text, stack: tb([], `AttributeError: ${text}`) };
    }
    case "oom":
      return { type: "MemoryError", text: "", stack: tb([], "MemoryError") };
    case "disk": {
      const text = `[Errno 28] No space left on device: '${o.detail ?? "/data/out.tmp"}'`;
      return { type: "OSError", text, stack: tb([], `OSError: ${text}`) };
    }
    case "http": {
      const status = o.detail ?? "503 Service Unavailable";
      const text = `${status.replace(/^(\d+) /, "$1 Server Error: ")} for url: https://${h}${o.cls ?? "/"}`;
      return {
        type: "requests.exceptions.HTTPError",
        text,
        stack: tb(
          [
            `  File "${site}/requests/models.py", line 1024, in raise_for_status\n    raise HTTPError(http_error_msg, response=self)`,
          ],
          `requests.exceptions.HTTPError: ${text}`,
        ),
      };
    }
    default: {
      const cls = o.cls ?? (kind === "config" ? "KeyError" : kind === "parse" ? "ValueError" : "RuntimeError");
      const text = o.detail ?? "unexpected state";
      return { type: cls, text, stack: tb([], `${cls}: ${text}`) };
    }
  }
}

// ---------------------------------------------------------------- Node

function nodeExc(r: Rng, svc: Service, kind: ExcKind, o: ExcOpts, f: Frame[]): Exc {
  const host = o.host ?? "localhost:8080";
  const base = svc.framework === "nest" ? "/usr/src/app/dist" : "/srv/app";
  const app = f.map(
    (x) =>
      `    at ${x.cls}.${x.fn} (${base}/${svc.pkg}/${x.sub}/${kebab(x.cls)}.js:${stable(`${svc.name}${x.cls}${x.fn}`, 12, 300)}:${stable(`${x.fn}${x.cls}`, 5, 60)})`,
  );
  const asyncTail = ["    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)"];
  const ip = `10.${r.int(0, 3)}.${r.int(0, 255)}.${r.int(2, 250)}`;
  const mk = (type: string, text: string, low: string[], tail = asyncTail): Exc => ({
    type,
    text,
    stack: [`${type}: ${text}`, ...low, ...app, ...tail].join("\n"),
  });
  switch (kind) {
    case "timeout":
      return r.chance(0.5)
        ? mk("AxiosError", `timeout of ${o.timeoutMs ?? 5000}ms exceeded`, [
            `    at RedirectableRequest.handleRequestTimeout (${base}/node_modules/axios/lib/adapters/http.js:647:16)`,
            "    at RedirectableRequest.emit (node:events:519:28)",
            `    at Timeout.<anonymous> (${base}/node_modules/follow-redirects/index.js:210:12)`,
            "    at listOnTimeout (node:internal/timers:573:17)",
          ])
        : mk("TimeoutError", "The operation was aborted due to timeout", [
            "    at node:internal/deps/undici/undici:13502:13",
          ]);
    case "refused":
      return mk(
        "Error",
        `connect ECONNREFUSED ${ip}:${portOf(host, 8080)}`,
        ["    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1605:16)"],
        [],
      );
    case "reset":
      return mk("Error", "read ECONNRESET", ["    at TCP.onStreamRead (node:internal/stream_base_commons:217:20)"], []);
    case "dns":
      return mk(
        "Error",
        `getaddrinfo ENOTFOUND ${hostOnly(host)}`,
        ["    at GetAddrInfoReqWrap.onlookup [as oncomplete] (node:dns:118:26)"],
        [],
      );
    case "noroute":
      return mk(
        "Error",
        `connect EHOSTUNREACH ${ip}:${portOf(host, 443)}`,
        ["    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1605:16)"],
        [],
      );
    case "tls":
      return mk("Error", o.detail ?? "certificate has expired", [
        "    at TLSSocket.onConnectSecure (node:_tls_wrap:1674:34)",
        "    at TLSSocket.emit (node:events:519:28)",
      ]);
    case "dup":
    case "stmt_timeout":
    case "lock_timeout":
    case "readonly": {
      const text =
        kind === "dup"
          ? `duplicate key value violates unique constraint "${o.detail ?? "uq_key"}"`
          : kind === "stmt_timeout"
            ? "canceling statement due to statement timeout"
            : kind === "lock_timeout"
              ? "canceling statement due to lock timeout"
              : "cannot execute UPDATE in a read-only transaction";
      return mk("error", text, [
        `    at ${base}/node_modules/pg/lib/client.js:526:17`,
        "    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
        `    at async PGStore.query (${base}/node_modules/@mikro-orm/knex/dist/AbstractSqlConnection.js:212:20)`,
      ]);
    }
    case "null": {
      const text = o.detail ?? "Cannot read properties of undefined (reading 'id')";
      return mk("TypeError", text, [], asyncTail);
    }
    case "oom":
      return {
        type: "FATAL ERROR",
        text: "Reached heap limit Allocation failed - JavaScript heap out of memory",
        stack: [
          "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
          "----- Native stack trace -----",
          "",
          " 1: 0xb8cf03 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]",
          " 2: 0xf05f90 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
          " 3: 0xf06277 v8::internal::V8::FatalProcessOutOfMemory(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
          " 4: 0x1117cc5  [node]",
        ].join("\n"),
      };
    case "disk":
      return mk("Error", `ENOSPC: no space left on device, write '${o.detail ?? "/tmp/out"}'`, [], []);
    case "http": {
      const status = Number((o.detail ?? "503").slice(0, 3));
      return mk("AxiosError", `Request failed with status code ${status}`, [
        `    at settle (${base}/node_modules/axios/lib/core/settle.js:19:12)`,
        `    at IncomingMessage.handleStreamEnd (${base}/node_modules/axios/lib/adapters/http.js:599:11)`,
        "    at IncomingMessage.emit (node:events:531:35)",
        "    at endReadableNT (node:internal/streams/readable:1696:12)",
      ]);
    }
    default: {
      const cls = o.cls ?? (kind === "parse" ? "SyntaxError" : "Error");
      return mk(cls, o.detail ?? "unexpected state", []);
    }
  }
}

// ---------------------------------------------------------------- Go

function goExc(r: Rng, svc: Service, kind: ExcKind, o: ExcOpts, f: Frame[]): Exc {
  const host = o.host ?? "localhost:8080";
  const ip = `10.${r.int(0, 3)}.${r.int(0, 255)}.${r.int(2, 250)}`;
  const lport = r.int(32768, 60999);
  const url = `https://${host}${o.detail ?? "/"}`;
  switch (kind) {
    case "timeout":
      return {
        type: "context.DeadlineExceeded",
        text: r.chance(0.5)
          ? `Post "${url}": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`
          : `Post "${url}": context deadline exceeded`,
      };
    case "refused":
      return { type: "*net.OpError", text: `dial tcp ${ip}:${portOf(host, 8080)}: connect: connection refused` };
    case "reset":
      return {
        type: "*net.OpError",
        text: `read tcp 10.${r.int(0, 3)}.${r.int(0, 255)}.${r.int(2, 250)}:${lport}->${ip}:${portOf(host, 5432)}: read: connection reset by peer`,
      };
    case "dns":
      return { type: "*net.DNSError", text: `dial tcp: lookup ${hostOnly(host)} on 10.96.0.10:53: no such host` };
    case "noroute":
      return { type: "*net.OpError", text: `dial tcp ${host}: connect: no route to host` };
    case "tls":
      return {
        type: "x509.CertificateInvalidError",
        text: `Post "${url}": tls: failed to verify certificate: x509: ${o.detail ?? "certificate has expired or is not yet valid"}`,
      };
    case "dup":
      return {
        type: "*pgconn.PgError",
        text: `ERROR: duplicate key value violates unique constraint "${o.detail ?? "uq_key"}" (SQLSTATE 23505)`,
      };
    case "stmt_timeout":
      return { type: "*pgconn.PgError", text: "ERROR: canceling statement due to statement timeout (SQLSTATE 57014)" };
    case "lock_timeout":
      return { type: "*pgconn.PgError", text: "ERROR: canceling statement due to lock timeout (SQLSTATE 55P03)" };
    case "readonly":
      return {
        type: "*pgconn.PgError",
        text: "ERROR: cannot execute INSERT in a read-only transaction (SQLSTATE 25006)",
      };
    case "disk":
      return { type: "*fs.PathError", text: `write ${o.detail ?? "/data/out"}: no space left on device` };
    case "null":
    case "oom": {
      const gor = r.int(200, 90000);
      const app = f.flatMap((x) => [
        `${svc.pkg}/internal/${x.sub}.(*${x.cls}).${pascal(x.fn)}(0xc000${r.hex(6)}, {0xc00${r.hex(7)}, 0x${r.int(8, 64).toString(16)}})`,
        `\t/src/internal/${x.sub}/${x.sub.toLowerCase()}.go:${r.int(30, 400)} +0x${r.hex(3)}`,
      ]);
      if (kind === "oom")
        return {
          type: "runtime: out of memory",
          text: "fatal error: runtime: out of memory",
          stack: [
            "fatal error: runtime: out of memory",
            "",
            "runtime stack:",
            "runtime.throw({0xb1e2a4?, 0x2000?})",
            "\t/usr/local/go/src/runtime/panic.go:1023 +0x5c",
            "runtime.sysMap(0xc0a4000000, 0x4000000, 0x1?)",
            "\t/usr/local/go/src/runtime/mem_linux.go:187 +0x11b",
            "",
            `goroutine ${gor} [running]:`,
            ...app,
          ].join("\n"),
        };
      return {
        type: "runtime.Error",
        text: "runtime error: invalid memory address or nil pointer dereference",
        stack: [
          "runtime error: invalid memory address or nil pointer dereference",
          `goroutine ${gor} [running]:`,
          "net/http.(*conn).serve.func1()",
          "\t/usr/local/go/src/net/http/server.go:1903 +0xbe",
          "panic({0xa61c40?, 0x10f7a30?})",
          "\t/usr/local/go/src/runtime/panic.go:770 +0x132",
          ...app,
          "net/http.HandlerFunc.ServeHTTP(0xc000134a80?, {0xc4b6d0?, 0xc0003a21c0?}, 0x0?)",
          "\t/usr/local/go/src/net/http/server.go:2171 +0x29",
        ].join("\n"),
      };
    }
    case "http":
      return {
        type: "*errors.errorString",
        text: `unexpected status ${o.detail ?? "503 Service Unavailable"} from ${hostOnly(host)}`,
      };
    default:
      return { type: o.cls ?? "*errors.errorString", text: o.detail ?? "unexpected state" };
  }
}

// ---------------------------------------------------------------- .NET

function netExc(_r: Rng, svc: Service, kind: ExcKind, o: ExcOpts, f: Frame[]): Exc {
  const host = o.host ?? "localhost:8080";
  const app = f.map((x) => {
    const sub = pascal(x.sub);
    const m = pascal(x.fn);
    const key = `${svc.name}.${x.cls}.${m}`;
    return `   at ${svc.pkg}.${sub}.${x.cls}.${m}(${stablePick(key, ["CancellationToken ct", "String id, CancellationToken cancellationToken", "TabSettlement settlement, CancellationToken ct", ""])}) in /src/${svc.pkg}/${sub}/${x.cls}.cs:line ${stable(key, 20, 300)}`;
  });
  const aspTail = [
    "   at Microsoft.AspNetCore.Mvc.Infrastructure.ActionMethodExecutor.TaskOfIActionResultExecutor.Execute(ActionContext actionContext, IActionResultTypeMapper mapper, ObjectMethodExecutor executor, Object controller, Object[] arguments)",
    "   at Microsoft.AspNetCore.Mvc.Infrastructure.ControllerActionInvoker.<InvokeActionMethodAsync>g__Awaited|12_0(ControllerActionInvoker invoker, ValueTask`1 actionResultValueTask)",
    "   at Microsoft.AspNetCore.Routing.EndpointMiddleware.<Invoke>g__AwaitRequestTask|7_0(Endpoint endpoint, Task requestTask, ILogger logger)",
  ];
  const sock = (code: string, msg: string, type = "System.Net.Http.HttpRequestException"): Exc => {
    const text = `${msg} (${host})`;
    return {
      type,
      text,
      stack: [
        `${type}: ${text}`,
        ` ---> System.Net.Sockets.SocketException (${code}): ${msg}`,
        "   at System.Net.Sockets.Socket.AwaitableSocketAsyncEventArgs.ThrowException(SocketError error, CancellationToken cancellationToken)",
        "   at System.Net.Sockets.Socket.AwaitableSocketAsyncEventArgs.System.Threading.Tasks.Sources.IValueTaskSource.GetResult(Int16 token)",
        "   at System.Net.Http.HttpConnectionPool.ConnectToTcpHostAsync(String host, Int32 port, HttpRequestMessage initialRequest, Boolean async, CancellationToken cancellationToken)",
        "   --- End of inner exception stack trace ---",
        "   at System.Net.Http.HttpConnectionPool.ConnectToTcpHostAsync(String host, Int32 port, HttpRequestMessage initialRequest, Boolean async, CancellationToken cancellationToken)",
        "   at System.Net.Http.HttpConnectionPool.ConnectAsync(HttpRequestMessage request, Boolean async, CancellationToken cancellationToken)",
        "   at System.Net.Http.HttpClient.<SendAsync>g__Core|83_0(HttpRequestMessage request, HttpCompletionOption completionOption, CancellationTokenSource cts, Boolean disposeCts, CancellationTokenSource pendingRequestsCts, CancellationToken originalCancellationToken)",
        ...app,
        ...aspTail,
      ].join("\n"),
    };
  };
  const ef = (pg: string, code: string): Exc => {
    const type = "Microsoft.EntityFrameworkCore.DbUpdateException";
    const text = "An error occurred while saving the entity changes. See the inner exception for details.";
    return {
      type,
      text,
      stack: [
        `${type}: ${text}`,
        ` ---> Npgsql.PostgresException (0x80004005): ${code}: ${pg}`,
        "   at Npgsql.Internal.NpgsqlConnector.ReadMessageLong(Boolean async, DataRowLoadingMode dataRowLoadingMode, Boolean readingNotifications, Boolean isReadingPrependedMessage)",
        "   at Npgsql.NpgsqlDataReader.NextResult(Boolean async, Boolean isConsuming, CancellationToken cancellationToken)",
        "   at Microsoft.EntityFrameworkCore.Update.ReaderModificationCommandBatch.ExecuteAsync(IRelationalConnection connection, CancellationToken cancellationToken)",
        "   --- End of inner exception stack trace ---",
        "   at Microsoft.EntityFrameworkCore.DbContext.SaveChangesAsync(Boolean acceptAllChangesOnSuccess, CancellationToken cancellationToken)",
        ...app,
        ...aspTail,
      ].join("\n"),
    };
  };
  switch (kind) {
    case "timeout": {
      const s = Math.round((o.timeoutMs ?? 15000) / 1000);
      const type = "System.Threading.Tasks.TaskCanceledException";
      const text = `The request was canceled due to the configured HttpClient.Timeout of ${s} seconds elapsing.`;
      return {
        type,
        text,
        stack: [
          `${type}: ${text}`,
          " ---> System.TimeoutException: The operation was canceled.",
          " ---> System.Threading.Tasks.TaskCanceledException: The operation was canceled.",
          " ---> System.IO.IOException: Unable to read data from the transport connection: Operation canceled.",
          " ---> System.Net.Sockets.SocketException (125): Operation canceled",
          "   --- End of inner exception stack trace ---",
          "   at System.Net.Http.HttpConnection.SendAsync(HttpRequestMessage request, Boolean async, CancellationToken cancellationToken)",
          "   --- End of inner exception stack trace ---",
          "   at System.Net.Http.HttpClient.HandleFailure(Exception e, Boolean telemetryStarted, HttpResponseMessage response, CancellationTokenSource cts, CancellationToken cancellationToken, CancellationTokenSource pendingRequestsCts)",
          "   at System.Net.Http.HttpClient.<SendAsync>g__Core|83_0(HttpRequestMessage request, HttpCompletionOption completionOption, CancellationTokenSource cts, Boolean disposeCts, CancellationTokenSource pendingRequestsCts, CancellationToken originalCancellationToken)",
          ...app,
          ...aspTail,
        ].join("\n"),
      };
    }
    case "refused":
      return sock("111", "Connection refused");
    case "reset": {
      const type = "System.Net.Http.HttpRequestException";
      const text = "An error occurred while sending the request.";
      return {
        type,
        text,
        stack: [
          `${type}: ${text}`,
          " ---> System.IO.IOException: Unable to read data from the transport connection: Connection reset by peer.",
          " ---> System.Net.Sockets.SocketException (104): Connection reset by peer",
          "   --- End of inner exception stack trace ---",
          "   at System.Net.Sockets.Socket.AwaitableSocketAsyncEventArgs.ThrowException(SocketError error, CancellationToken cancellationToken)",
          "   at System.Net.Http.HttpConnection.SendAsync(HttpRequestMessage request, Boolean async, CancellationToken cancellationToken)",
          "   --- End of inner exception stack trace ---",
          "   at System.Net.Http.HttpConnection.SendAsync(HttpRequestMessage request, Boolean async, CancellationToken cancellationToken)",
          ...app,
          ...aspTail,
        ].join("\n"),
      };
    }
    case "dns":
      return sock("0xFFFDFFFF", "Name or service not known");
    case "noroute":
      return sock("113", "No route to host");
    case "tls": {
      const type = "System.Security.Authentication.AuthenticationException";
      const text =
        o.detail ?? "The remote certificate is invalid because of errors in the certificate chain: NotTimeValid";
      return { type, text, stack: [`${type}: ${text}`, ...app].join("\n") };
    }
    case "dup":
      return ef(
        `duplicate key value violates unique constraint "${o.detail ?? "IX_key"}"\n\nDETAIL: Detail redacted as it may contain sensitive data. Specify 'Include Error Detail' in the connection string to include this information.`,
        "23505",
      );
    case "stmt_timeout":
      return ef("canceling statement due to statement timeout", "57014");
    case "lock_timeout":
      return ef("canceling statement due to lock timeout", "55P03");
    case "readonly":
      return ef("cannot execute UPDATE in a read-only transaction", "25006");
    case "null": {
      const type = "System.NullReferenceException";
      const text = "Object reference not set to an instance of an object.";
      return { type, text, stack: [`${type}: ${text}`, ...app, ...aspTail].join("\n") };
    }
    case "oom": {
      const type = "System.OutOfMemoryException";
      const text = "Exception of type 'System.OutOfMemoryException' was thrown.";
      return { type, text, stack: [`${type}: ${text}`, ...app].join("\n") };
    }
    case "disk": {
      const type = "System.IO.IOException";
      const text = `No space left on device : '${o.detail ?? "/data/out"}'`;
      return {
        type,
        text,
        stack: [
          `${type}: ${text}`,
          "   at System.IO.RandomAccess.WriteAtOffset(SafeFileHandle handle, ReadOnlySpan`1 buffer, Int64 fileOffset)",
          "   at System.IO.Strategies.OSFileStreamStrategy.Write(ReadOnlySpan`1 buffer)",
          ...app,
        ].join("\n"),
      };
    }
    case "http": {
      const type = "System.Net.Http.HttpRequestException";
      const text = `Response status code does not indicate success: ${o.detail ?? "503 (Service Unavailable)"}.`;
      return {
        type,
        text,
        stack: [
          `${type}: ${text}`,
          "   at System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()",
          ...app,
          ...aspTail,
        ].join("\n"),
      };
    }
    default: {
      const type =
        o.cls ??
        (kind === "config"
          ? "Microsoft.Extensions.Options.OptionsValidationException"
          : kind === "parse"
            ? "System.Text.Json.JsonException"
            : kind === "validation"
              ? "FluentValidation.ValidationException"
              : "System.InvalidOperationException");
      const text = o.detail ?? "Operation is not valid due to the current state of the object.";
      return { type, text, stack: [`${type}: ${text}`, ...app, ...aspTail.slice(0, 1)].join("\n") };
    }
  }
}

// ---------------------------------------------------------------- Ruby

function rbExc(r: Rng, svc: Service, kind: ExcKind, o: ExcOpts, f: Frame[]): Exc {
  const host = o.host ?? "localhost:8080";
  const gems = "/usr/local/bundle/gems";
  const app = f.map(
    (x) =>
      `${svc.pkg}/${x.sub}/${snake(x.cls)}.rb:${stable(`${svc.name}${x.cls}${x.fn}`, 10, 260)}:in \`${snake(x.fn)}'`,
  );
  const rails = [
    `${gems}/actionpack-7.1.3.2/lib/action_controller/metal/basic_implicit_render.rb:6:in \`send_action'`,
    `${gems}/actionpack-7.1.3.2/lib/abstract_controller/base.rb:224:in \`process_action'`,
  ];
  const sidekiq = [
    `${gems}/sidekiq-7.2.4/lib/sidekiq/processor.rb:220:in \`execute_job'`,
    `${gems}/sidekiq-7.2.4/lib/sidekiq/processor.rb:185:in \`block (4 levels) in process'`,
  ];
  const tail = svc.framework === "sidekiq" ? sidekiq : rails;
  const mk = (type: string, text: string, low: string[] = []): Exc => ({
    type,
    text,
    stack: [...low, ...app, ...tail].join("\n"),
  });
  const h = hostOnly(host);
  const p = portOf(host, 443);
  switch (kind) {
    case "timeout":
      return mk("Net::ReadTimeout", "Net::ReadTimeout with #<TCPSocket:(closed)>", [
        "/usr/local/lib/ruby/3.3.0/net/protocol.rb:229:in `rbuf_fill'",
        "/usr/local/lib/ruby/3.3.0/net/protocol.rb:199:in `readuntil'",
        "/usr/local/lib/ruby/3.3.0/net/http/response.rb:40:in `read_status_line'",
      ]);
    case "refused":
      return mk(
        "Errno::ECONNREFUSED",
        `Failed to open TCP connection to ${h}:${p} (Connection refused - connect(2) for "${h}" port ${p})`,
        [
          "/usr/local/lib/ruby/3.3.0/net/http.rb:1603:in `initialize'",
          "/usr/local/lib/ruby/3.3.0/net/http.rb:1603:in `open'",
        ],
      );
    case "reset":
      return mk("Errno::ECONNRESET", "Connection reset by peer", [
        "/usr/local/lib/ruby/3.3.0/openssl/buffering.rb:214:in `sysread_nonblock'",
      ]);
    case "dns":
      return mk(
        "Socket::ResolutionError",
        `Failed to open TCP connection to ${h}:${p} (getaddrinfo: Name or service not known)`,
        ["/usr/local/lib/ruby/3.3.0/net/http.rb:1603:in `initialize'"],
      );
    case "noroute":
      return mk(
        "Errno::EHOSTUNREACH",
        `Failed to open TCP connection to ${h}:${p} (No route to host - connect(2) for "${h}" port ${p})`,
        ["/usr/local/lib/ruby/3.3.0/net/http.rb:1603:in `initialize'"],
      );
    case "tls":
      return mk(
        "OpenSSL::SSL::SSLError",
        `SSL_connect returned=1 errno=0 peeraddr=${h}:${p} state=error: certificate verify failed (certificate has expired)`,
        ["/usr/local/lib/ruby/3.3.0/net/protocol.rb:46:in `connect_nonblock'"],
      );
    case "dup":
      return mk(
        "ActiveRecord::RecordNotUnique",
        `PG::UniqueViolation: ERROR:  duplicate key value violates unique constraint "${o.detail ?? "index_key"}"\nDETAIL:  Key (${(o.detail ?? "id").replace(/^index_[a-z]+_on_/, "")})=(${r.int(1000, 99999)}) already exists.`,
        [
          `${gems}/activerecord-7.1.3.2/lib/active_record/connection_adapters/postgresql/database_statements.rb:55:in \`exec'`,
        ],
      );
    case "stmt_timeout":
      return mk(
        "ActiveRecord::QueryCanceled",
        "PG::QueryCanceled: ERROR:  canceling statement due to statement timeout",
        [
          `${gems}/activerecord-7.1.3.2/lib/active_record/connection_adapters/postgresql/database_statements.rb:55:in \`exec'`,
        ],
      );
    case "lock_timeout":
      return mk(
        "ActiveRecord::LockWaitTimeout",
        "PG::LockNotAvailable: ERROR:  canceling statement due to lock timeout",
        [
          `${gems}/activerecord-7.1.3.2/lib/active_record/connection_adapters/postgresql/database_statements.rb:55:in \`exec'`,
        ],
      );
    case "readonly":
      return mk(
        "ActiveRecord::StatementInvalid",
        "PG::ReadOnlySqlTransaction: ERROR:  cannot execute UPDATE in a read-only transaction",
        [
          `${gems}/activerecord-7.1.3.2/lib/active_record/connection_adapters/postgresql/database_statements.rb:55:in \`exec'`,
        ],
      );
    case "null":
      return mk("NoMethodError", o.detail ?? "undefined method `id' for nil");
    case "oom":
      return mk("NoMemoryError", "failed to allocate memory");
    case "disk":
      return mk("Errno::ENOSPC", `No space left on device @ io_write - ${o.detail ?? "/app/tmp/out"}`);
    case "http":
      return mk("Faraday::ServerError", `the server responded with status ${(o.detail ?? "503").slice(0, 3)}`, [
        `${gems}/faraday-2.9.0/lib/faraday/response/raise_error.rb:38:in \`on_complete'`,
      ]);
    default:
      return mk(
        o.cls ??
          (kind === "validation" ? "ActiveRecord::RecordInvalid" : kind === "config" ? "KeyError" : "RuntimeError"),
        o.detail ?? "unexpected state",
      );
  }
}

// ---------------------------------------------------------------- PHP / Laravel

function phpExc(r: Rng, svc: Service, kind: ExcKind, o: ExcOpts, f: Frame[]): Exc {
  const host = o.host ?? "localhost:8080";
  const root = "/var/www/html";
  const app = f.map(
    (x, i) =>
      `#${i} ${root}/app/${pascal(x.sub)}/${x.cls}.php(${stable(`${x.cls}${x.fn}`, 20, 300)}): ${svc.pkg}\\${pascal(x.sub)}\\${x.cls}->${x.fn}(${stablePick(`${x.cls}${x.fn}`, ["Object(App\\Models\\Tab)", "Array", "''", ""])})`,
  );
  const n = app.length;
  const tail = [
    `#${n} ${root}/vendor/laravel/framework/src/Illuminate/Routing/Controller.php(54): App\\Http\\Controllers\\TabController->close(Object(Illuminate\\Http\\Request), '${r.int(1000, 99999)}')`,
    `#${n + 1} ${root}/vendor/laravel/framework/src/Illuminate/Routing/ControllerDispatcher.php(43): Illuminate\\Routing\\Controller->callAction('close', Array)`,
    `#${n + 2} ${root}/vendor/laravel/framework/src/Illuminate/Routing/Route.php(260): Illuminate\\Routing\\ControllerDispatcher->dispatch(Object(Illuminate\\Routing\\Route), Object(App\\Http\\Controllers\\TabController), 'close')`,
    `#${n + 3} ${root}/public/index.php(51): Illuminate\\Foundation\\Http\\Kernel->handle(Object(Illuminate\\Http\\Request))`,
    `#${n + 4} {main}`,
  ];
  const mk = (type: string, text: string, file: string): Exc => ({
    type,
    text: `${text} at ${file}`,
    stack: ["[stacktrace]", ...app, ...tail].join("\n"),
  });
  const guzzle = `${root}/vendor/guzzlehttp/guzzle/src/Handler/CurlFactory.php:275`;
  const h = hostOnly(host);
  switch (kind) {
    case "timeout":
      return mk(
        "GuzzleHttp\\Exception\\ConnectException",
        `cURL error 28: Operation timed out after ${(o.timeoutMs ?? 10000) + r.int(0, 3)} milliseconds with 0 bytes received (see https://curl.haxx.se/libcurl/c/libcurl-errors.html) for http://${host}${o.detail ?? "/"}`,
        guzzle,
      );
    case "refused":
      return mk(
        "GuzzleHttp\\Exception\\ConnectException",
        `cURL error 7: Failed to connect to ${h} port ${portOf(host, 80)} after ${r.int(0, 3)} ms: Couldn't connect to server (see https://curl.haxx.se/libcurl/c/libcurl-errors.html) for http://${host}${o.detail ?? "/"}`,
        guzzle,
      );
    case "reset":
      return mk(
        "GuzzleHttp\\Exception\\ConnectException",
        `cURL error 56: Recv failure: Connection reset by peer (see https://curl.haxx.se/libcurl/c/libcurl-errors.html) for http://${host}${o.detail ?? "/"}`,
        guzzle,
      );
    case "dns":
      return mk(
        "GuzzleHttp\\Exception\\ConnectException",
        `cURL error 6: Could not resolve host: ${h} (see https://curl.haxx.se/libcurl/c/libcurl-errors.html) for http://${host}${o.detail ?? "/"}`,
        guzzle,
      );
    case "noroute":
      return mk(
        "GuzzleHttp\\Exception\\ConnectException",
        `cURL error 7: Failed to connect to ${h} port ${portOf(host, 9100)} after ${r.int(1, 3000)} ms: No route to host`,
        guzzle,
      );
    case "dup":
      return mk(
        "Illuminate\\Database\\UniqueConstraintViolationException",
        `SQLSTATE[23505]: Unique violation: 7 ERROR:  duplicate key value violates unique constraint "${o.detail ?? "uq_key"}"`,
        `${root}/vendor/laravel/framework/src/Illuminate/Database/Connection.php:813`,
      );
    case "stmt_timeout":
    case "lock_timeout":
    case "readonly":
      return mk(
        "Illuminate\\Database\\QueryException",
        kind === "readonly"
          ? "SQLSTATE[25006]: Read only sql transaction: 7 ERROR:  cannot execute UPDATE in a read-only transaction"
          : `SQLSTATE[57014]: Query canceled: 7 ERROR:  canceling statement due to ${kind === "lock_timeout" ? "lock" : "statement"} timeout`,
        `${root}/vendor/laravel/framework/src/Illuminate/Database/Connection.php:829`,
      );
    case "null":
      return mk(
        "Error",
        o.detail ?? "Call to a member function format() on null",
        `${root}/app/Services/TabCloser.php:${r.int(40, 200)}`,
      );
    case "oom":
      return mk(
        "Symfony\\Component\\ErrorHandler\\Error\\FatalError",
        "Allowed memory size of 134217728 bytes exhausted (tried to allocate 20480 bytes)",
        `${root}/vendor/laravel/framework/src/Illuminate/Support/Collection.php:1471`,
      );
    case "disk":
      return mk(
        "ErrorException",
        `file_put_contents(${o.detail ?? "/var/www/html/storage/framework/cache/data/tmp"}): Failed to open stream: No space left on device`,
        `${root}/vendor/laravel/framework/src/Illuminate/Filesystem/Filesystem.php:204`,
      );
    case "http":
      return mk(
        "GuzzleHttp\\Exception\\ServerException",
        `Server error: \`POST http://${host}${o.cls ?? "/"}\` resulted in a \`${o.detail ?? "503 Service Unavailable"}\` response`,
        `${root}/vendor/guzzlehttp/guzzle/src/Exception/RequestException.php:113`,
      );
    default:
      return mk(
        o.cls ??
          (kind === "config"
            ? "RuntimeException"
            : kind === "validation"
              ? "Illuminate\\Validation\\ValidationException"
              : "LogicException"),
        o.detail ?? "unexpected state",
        `${root}/app/Services/${f[0]?.cls ?? "Service"}.php:${r.int(20, 200)}`,
      );
  }
}
