// The eight failures of quiet52, one per category, each in its own runtime's words: what the failing service says
// (or does not say), how its callers word it, which caller retries loudly, and what else it writes meanwhile.
import { runtimeOf } from "./estates.js";
import type { Rec } from "./formats.js";
import type { Rng } from "./rng.js";
import { type Ctx, type Fault, rec, type Said, startupLines } from "./stream.js";

export interface IncidentDef {
  key: string;
  estate: string;
  origin: string;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  /** The origin itself is deployed just before the fault (configuration). */
  deploysOrigin: boolean;
  note: string;
  fault: (c: Ctx, start: number) => Fault;
}

const emp = (r: Rng) => `E${r.int(100000, 999999)}`;
const ramp = (lo: number, hi: number, rampMs: number) => (dt: number) => Math.min(hi, lo + ((hi - lo) * dt) / rampMs);
const E = (msg: string): Said => ({ level: "error", msg });
const W = (msg: string): Said => ({ level: "warn", msg });

/** Lines every `every` ms (jittered) from `from` to the end of the window. */
function every(c: Ctx, from: number, every: number, f: (t: number, i: number) => Rec[]): Rec[] {
  const out: Rec[] = [];
  let i = 0;
  for (let t = from + c.r.next() * every; t < c.t0 + c.span; t += every * c.r.range(0.7, 1.3)) out.push(...f(t, i++));
  return out;
}

export const INCIDENTS: IncidentDef[] = [
  {
    key: "pool-exhausted",
    estate: "crewdeck",
    origin: "timeclock-api",
    category: "database",
    hints: ["connection", "pool", "database", "jdbc", "postgres", "hikari", "sql"],
    severity: "high",
    deploysOrigin: false,
    note: "at a shift change the time-clock service's Postgres connection pool is exhausted (server out of connection slots); punches fail through the gateway and the shift planner",
    fault: (_c, start) => ({
      origin: "timeclock-api",
      start,
      failP: ramp(0.3, 0.85, 120000),
      silent: false,
      originSay: (r) =>
        r.chance(0.5)
          ? E(
              `Request processing failed: org.springframework.transaction.CannotCreateTransactionException: Could not open JPA EntityManager for transaction\norg.springframework.transaction.CannotCreateTransactionException: Could not open JPA EntityManager for transaction\n\tat org.springframework.orm.jpa.JpaTransactionManager.doBegin(JpaTransactionManager.java:466)\n\tat org.springframework.transaction.support.AbstractPlatformTransactionManager.startTransaction(AbstractPlatformTransactionManager.java:531)\n\tat com.crewdeck.timeclock.punch.PunchService.record(PunchService.java:74)\nCaused by: java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=40, active=40, idle=0, waiting=${r.int(60, 220)})\n\tat com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)\n\tat com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:179)\n\t... 41 common frames omitted`,
            )
          : W(
              `SQL Error: 0, SQLState: 08001 - HikariPool-1 - Connection is not available, request timed out after 30001ms.`,
            ),
      callerSay: (r, caller, callee, direct) => {
        if (caller === "shift-planner")
          return E(
            `Coverage check failed: I/O error on GET request for "http://${callee}:8080/internal/punches/open": Read timed out`,
          );
        return E(
          direct
            ? `upstream ${callee} status=503 path=/api/v1/punches dur=${r.int(29800, 30100)}ms err="upstream request timeout"`
            : `upstream ${callee} status=502 dur=${r.int(30000, 31000)}ms`,
        );
      },
      storm: {
        svc: "crewdeck-gateway",
        max: 4,
        say: (r, a, max, callee) =>
          W(`retrying upstream=${callee} attempt=${a}/${max} last_status=503 backoff=${r.int(100, 800)}ms`),
      },
      extra: (cc) => [
        ...every(cc, start + 20000, 30000, (t) => [
          rec(
            cc,
            "timeclock-api",
            t,
            "warn",
            `HikariPool-1 - Pool stats (total=40, active=40, idle=0, waiting=${cc.r.int(80, 260)})`,
          ),
        ]),
        ...every(cc, start + 45000, 70000, (t) => [
          rec(
            cc,
            "timeclock-api",
            t,
            "error",
            "HikariPool-1 - Exception during pool initialization of new connection: org.postgresql.util.PSQLException: FATAL: remaining connection slots are reserved for non-replication superuser connections",
          ),
        ]),
      ],
    }),
  },
  {
    key: "conn-resets",
    estate: "paylark",
    origin: "ach-outbound",
    category: "network",
    hints: ["reset", "connection", "network", "socket", "tcp", "broken pipe"],
    severity: "high",
    deploysOrigin: false,
    note: "the ACH outbound service's connections are reset in both directions (its database, the bank SFTP and the pay-run engine calling it); the pay-run engine retries loudly",
    fault: (_c, start) => ({
      origin: "ach-outbound",
      start,
      failP: ramp(0.4, 0.9, 90000),
      silent: false,
      originSay: (r) =>
        r.pick([
          E(
            `write entries failed: write tcp 10.42.3.${r.int(2, 250)}:${r.int(30000, 60000)}->10.43.12.5:5432: write: connection reset by peer`,
          ),
          E(
            `http: response write failed: write tcp 10.42.3.17:9090->10.42.1.${r.int(2, 250)}:${r.int(30000, 60000)}: write: broken pipe`,
          ),
          W(
            `pgx: conn closed: read tcp 10.42.3.17:${r.int(30000, 60000)}->10.43.12.5:5432: read: connection reset by peer, reconnecting`,
          ),
        ]),
      callerSay: (r, _caller, callee, direct) =>
        direct
          ? E(
              `ACH submission failed for run PR-${r.int(40000, 49999)}\norg.springframework.web.client.ResourceAccessException: I/O error on POST request for "http://${callee}:9090/v1/batches": Connection reset\n\tat org.springframework.web.client.RestTemplate.createResourceAccessException(RestTemplate.java:915)\n\tat org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:895)\n\tat com.paylark.payrun.funding.AchClient.submit(AchClient.java:61)\nCaused by: java.net.SocketException: Connection reset\n\tat java.base/sun.nio.ch.NioSocketImpl.implRead(NioSocketImpl.java:318)\n\t... 88 common frames omitted`,
            )
          : E(`POST /api/payroll/submit 502 ${r.int(900, 4000)} ms - upstream ${callee} 500`),
      storm: {
        svc: "payrun-engine",
        max: 5,
        say: (_r, a, max, callee) =>
          W(
            `Retrying POST ${callee}/v1/batches (attempt ${a}/${max}) after java.net.SocketException: Connection reset`,
          ),
      },
      extra: (cc) =>
        every(cc, start + 10000, 25000, (t) => [
          rec(
            cc,
            "ach-outbound",
            t,
            "error",
            `sftp upload PAYLARK-20261015-${cc.r.int(10, 40)}.ach to bank gateway failed: ssh: handshake failed: read tcp 10.42.3.17:${cc.r.int(30000, 60000)}->198.51.100.24:22: read: connection reset by peer`,
          ),
        ]),
    }),
  },
  {
    key: "verify-vendor-down",
    estate: "benefly",
    origin: "bank-gateway",
    category: "dependency",
    hints: ["vendor", "503", "unavailable", "circuit", "upstream", "dependency", "verification"],
    severity: "high",
    deploysOrigin: false,
    note: "the bank-account verification vendor behind the bank gateway answers 503; the gateway warns and opens its breaker, hub-api and payroll-core report 502s",
    fault: (_c, start) => ({
      origin: "bank-gateway",
      start,
      failP: ramp(0.5, 0.95, 60000),
      silent: false,
      originSay: (r) =>
        r.chance(0.6)
          ? W(`verify call rejected: circuit breaker "acctverify" is open (since ${r.int(5, 400)}s)`)
          : W(
              `acctverify POST https://api.acctverify.example/v2/accounts/verify -> 503 Service Unavailable (upstream x-request-id=${r.hex(12)}) latency=${r.int(40, 1200)}ms`,
            ),
      callerSay: (r, caller, callee, direct) =>
        caller === "hub-api"
          ? E(
              `Unhandled exception while verifying account for ${emp(r)}\nSystem.Net.Http.HttpRequestException: Response status code does not indicate success: 502 (Bad Gateway).\n   at System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()\n   at Benefly.Hub.Clients.${direct ? "BankGatewayClient" : "PayrollClient"}.VerifyAsync(VerifyRequest request, CancellationToken ct) in /src/Hub/Clients/${direct ? "BankGatewayClient" : "PayrollClient"}.cs:line 57\n   at Benefly.Hub.Endpoints.DirectDeposit.Post(HttpContext ctx) in /src/Hub/Endpoints/DirectDeposit.cs:line 33`,
            )
          : E(
              `Direct deposit validation failed for ${emp(r)}: ${callee} returned 502 BAD_GATEWAY on POST /v1/accounts/verify`,
            ),
      storm: {
        svc: "hub-api",
        max: 3,
        say: (r, a, _m, callee) =>
          W(
            `Execution attempt. Source: '${callee}-pipeline/Standard-Retry', Operation Key: '', Result: '502', Handled: 'True', Attempt: '${a}', Execution Time: ${r.int(30, 900)}.${r.int(1000, 9999)}ms`,
          ),
      },
      extra: (cc) => [
        rec(
          cc,
          "bank-gateway",
          start + 35000,
          "warn",
          `circuit breaker "acctverify": closed -> open (failures=${cc.r.int(20, 40)}/50, ratio 0.${cc.r.int(60, 90)})`,
        ),
        ...every(cc, start + 65000, 30000, (t) => [
          rec(
            cc,
            "bank-gateway",
            t,
            "warn",
            `circuit breaker "acctverify": half-open probe failed (503 Service Unavailable), open again for 30s`,
          ),
        ]),
      ],
    }),
  },
  {
    key: "missing-ruleset-config",
    estate: "tallyhour",
    origin: "overtime-rules",
    category: "configuration",
    hints: ["config", "configuration", "setting", "missing", "section"],
    severity: "high",
    deploysOrigin: true,
    note: "right after a release of the overtime-rules service every daily-overtime evaluation fails because a configuration section is missing; punch processing and previews return 5xx",
    fault: (_c, start) => ({
      origin: "overtime-rules",
      start,
      failP: () => 0.45,
      silent: false,
      originSay: (r) =>
        E(
          `An unhandled exception has occurred while executing the request.\nSystem.InvalidOperationException: Section 'OvertimeRules:Jurisdictions:${r.pick(["NV", "AK", "PR"])}:DailyThresholdHours' was not found in configuration.\n   at Tallyhour.Overtime.RulesetProvider.GetRequired[T](String key) in /src/Overtime/RulesetProvider.cs:line 48\n   at Tallyhour.Overtime.RulesetProvider.Load(String jurisdiction) in /src/Overtime/RulesetProvider.cs:line 31\n   at Tallyhour.Overtime.Endpoints.Evaluate.Handle(EvaluateRequest req) in /src/Overtime/Endpoints/Evaluate.cs:line 22\n   at Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddlewareImpl.<Invoke>g__Awaited|10_0(ExceptionHandlerMiddlewareImpl middleware, HttpContext context, Task task)`,
        ),
      callerSay: (r, caller, callee) =>
        caller === "api-front"
          ? E(
              `POST /v3/overtime/preview 502 ${r.int(30, 200)}ms - upstream ${callee} responded 500 Internal Server Error`,
            )
          : E(
              `overtime evaluation failed employee=${emp(r)} upstream=${callee}:5000 status=500 err="500 Internal Server Error"`,
            ),
      storm: {
        svc: "punch-processor",
        max: 3,
        say: (r, a, max, callee) =>
          W(`requeue overtime evaluation attempt=${a}/${max} upstream=${callee} status=500 delay=${r.int(1, 5)}s`),
      },
      extra: () => [],
    }),
  },
  {
    key: "spool-volume-full",
    estate: "paylark",
    origin: "payslip-renderer",
    category: "disk",
    hints: ["enospc", "disk", "space", "device", "volume"],
    severity: "high",
    deploysOrigin: false,
    note: "on pay day the pay-slip renderer's scratch volume fills up and every render fails with ENOSPC; the portal returns 500s for pay slips",
    fault: (_c, start) => ({
      origin: "payslip-renderer",
      start,
      failP: ramp(0.7, 1, 30000),
      silent: true,
      originSay: (r) => {
        const id = r.int(1000000, 9999999);
        return E(
          `render failed for PS-${id}\nError: ENOSPC: no space left on device, write\n    at async open (node:internal/fs/promises:639:25)\n    at async Object.writeFile (node:internal/fs/promises:1212:14)\n    at async PdfRenderer.toFile (/app/dist/render/pdf.js:142:9)\n    at async renderPayslip (/app/dist/handlers/payslip.js:57:20) {\n  errno: -28,\n  code: 'ENOSPC',\n  syscall: 'write',\n  path: '/var/tmp/render/PS-${id}.pdf'\n}`,
        );
      },
      callerSay: (r, _caller, callee, direct) =>
        direct
          ? E(`GET /api/paystubs/${emp(r)} 500 ${r.int(80, 900)} ms - ${callee} responded 500`)
          : E(`"GET /v2/employees/${emp(r)}/paystubs HTTP/1.1" 500 112 ${r.int(100, 1200)}ms`),
      storm: {
        svc: "employer-portal",
        max: 3,
        say: (r, a, max, callee) =>
          W(`request to http://${callee}:3100/render failed with 500, retry ${a} of ${max} in ${r.int(100, 500)}ms`),
      },
      extra: (cc) =>
        every(cc, start + 5000, 40000, (t) => [
          rec(
            cc,
            "payslip-renderer",
            t,
            "error",
            "upload queue: failed to stage batch manifest: ENOSPC: no space left on device, open '/var/tmp/render/manifest.json'",
          ),
        ]),
    }),
  },
  {
    key: "planner-heap",
    estate: "crewdeck",
    origin: "shift-planner",
    category: "memory",
    hints: ["memory", "heap", "outofmemory", "oom", "gc"],
    severity: "high",
    deploysOrigin: false,
    note: "the shift planner runs out of Java heap building next week's schedules for a large retailer and restarts in a loop; the gateway reports 502s",
    fault: (_c, start) => ({
      origin: "shift-planner",
      start,
      failP: ramp(0.3, 0.9, 120000),
      silent: false,
      originSay: (r) =>
        r.chance(0.25)
          ? E(
              `Servlet.service() for servlet [dispatcherServlet] threw exception\njava.lang.OutOfMemoryError: Java heap space\n\tat java.base/java.util.Arrays.copyOf(Arrays.java:3541)\n\tat java.base/java.util.ArrayList.grow(ArrayList.java:237)\n\tat com.crewdeck.planner.solver.CandidateGenerator.expand(CandidateGenerator.java:${r.int(90, 140)})\n\tat com.crewdeck.planner.solver.WeekPlanner.plan(WeekPlanner.java:58)`,
            )
          : null,
      callerSay: (r, _caller, callee, direct) =>
        direct
          ? E(
              `upstream ${callee} status=502 err="${r.pick(["connection refused", "EOF", "upstream request timeout"])}" dur=${r.int(5, 30000)}ms`,
            )
          : E(`upstream ${callee} status=502`),
      storm: {
        svc: "crewdeck-gateway",
        max: 3,
        say: (r, a, max, callee) =>
          W(`retrying upstream=${callee} attempt=${a}/${max} last_status=502 backoff=${r.int(100, 800)}ms`),
      },
      extra: (cc) => [
        ...every(cc, start - 60000, 12000, (t) => [
          rec(
            cc,
            "shift-planner",
            t,
            "warn",
            `[gc] GC(${cc.r.int(900, 3000)}) Pause Full (G1 Compaction Pause) 3${cc.r.int(80, 99)}M->3${cc.r.int(70, 99)}M(4096M) ${cc.r.int(900, 4000)}.${cc.r.int(100, 999)}ms`,
          ),
        ]),
        ...every(cc, start + 60000, 110000, (t) => [
          rec(cc, "shift-planner", t, "error", "Terminating due to java.lang.OutOfMemoryError: Java heap space"),
          ...startupLines(runtimeOf(cc.e, "shift-planner"), "shift-planner", "5.31.2", cc.r).map((m, i) =>
            rec(cc, "shift-planner", t + 9000 + i * 700, "info", m),
          ),
        ]),
      ],
    }),
  },
  {
    key: "nil-hsa-plan",
    estate: "benefly",
    origin: "deductions-calc",
    category: "null_reference",
    hints: ["nomethoderror", "nil", "null", "undefined method"],
    severity: "medium",
    deploysOrigin: false,
    note: "after the 2027 plan-year rollover the deductions calculator crashes on members whose HSA plan has no employer contribution record (nil); enrolment previews and payroll steps fail",
    fault: (_c, start) => ({
      origin: "deductions-calc",
      start,
      failP: () => 0.35,
      silent: false,
      originSay: (r) =>
        E(
          `NoMethodError (undefined method \`employer_contribution' for nil:NilClass):\n  app/services/deduction_calculator.rb:${r.int(110, 118)}:in \`hsa_deduction'\n  app/services/deduction_calculator.rb:42:in \`block in call'\n  app/services/deduction_calculator.rb:38:in \`each'\n  app/services/deduction_calculator.rb:38:in \`call'\n  app/controllers/api/v1/deductions_controller.rb:17:in \`preview'`,
        ),
      callerSay: (r, caller, callee, direct) =>
        caller === "hub-api"
          ? E(
              `Request finished HTTP/1.1 POST https://api.benefly.example/elections/${r.int(10000, 99999)} - 502 0 application/problem+json ${r.int(100, 900)}.${r.int(1000, 9999)}ms`,
            )
          : E(
              direct
                ? `Deductions preview failed for member ${emp(r)}: 500 Internal Server Error from ${callee}`
                : `${callee} returned 502`,
            ),
      extra: () => [],
    }),
  },
  {
    key: "processor-stalls",
    estate: "tallyhour",
    origin: "punch-processor",
    category: "unknown",
    hints: ["unresponsive", "hang", "stall", "stopped", "restart", "unknown", "no response"],
    severity: "high",
    deploysOrigin: false,
    note: "the punch processor stops answering without logging anything and keeps restarting; terminals spool punches and the API times out",
    fault: (_c, start) => ({
      origin: "punch-processor",
      start,
      failP: () => 0.97,
      silent: true,
      originSay: () => null,
      callerSay: (r, caller, callee) =>
        caller === "kiosk-ingest"
          ? E(
              `forward to ${callee}:9000 failed: request timed out after 5000 ms; batch spooled (spool depth ${r.int(200, 9000)})`,
            )
          : E(`POST /v3/punches 504 ${r.int(10000, 10050)}ms - upstream ${callee} did not respond`),
      storm: {
        svc: "kiosk-ingest",
        max: 4,
        say: (_r, a, max, callee) =>
          W(`retry ${a}/${max} forwarding batch to ${callee}:9000 (previous attempt timed out)`),
      },
      extra: (cc) =>
        every(cc, start + 90000, 150000, (t) =>
          startupLines("go", "punch-processor", "2.14.3", cc.r).map((m, i) =>
            rec(cc, "punch-processor", t + i * 300, "info", m),
          ),
        ),
    }),
  },
];
