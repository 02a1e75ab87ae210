// The 17 incidents of the wafer-fab MES estate.
import { FAB, TOOLS } from "./estate-fab.js";
import { crashLoop, probeFail } from "./kube.js";
import { dotnet, elixir, goroutines, java, node, py } from "./stacks.js";
import type { Ctx, Scenario } from "./types.js";
import { day, lot } from "./util.js";

const E = FAB;
const thread = (c: Ctx) => `http-nio-8080-exec-${c.r.int(1, 40)}`;
const wafer = (c: Ctx) => `${lot(c.r).slice(0, 8)}-${String(c.r.int(1, 25)).padStart(2, "0")}`;
const operator = (c: Ctx) =>
  c.r.pick(["jwu", "mkarimi", "tperez", "lnguyen", "sokafor", "dbauer", "hsato", "rkowalski"]);

const SPRING_WEB = [
  "org.springframework.web.servlet.FrameworkServlet.processRequest(FrameworkServlet.java:1014)",
  "org.springframework.web.servlet.FrameworkServlet.doPost(FrameworkServlet.java:914)",
  "jakarta.servlet.http.HttpServlet.service(HttpServlet.java:590)",
  "org.apache.catalina.core.ApplicationFilterChain.internalDoFilter(ApplicationFilterChain.java:205)",
  "org.apache.tomcat.util.net.NioEndpoint$SocketProcessor.doRun(NioEndpoint.java:1744)",
  "java.base/java.lang.Thread.run(Thread.java:1583)",
];

export const FAB_INCIDENTS: Scenario[] = [
  {
    key: "fab-portal-ldap-bind-expired",
    estate: E,
    incident: true,
    origin: "fab-portal",
    category: "authentication",
    hints: ["ldap", "invalidcredentials", "bind", "password expired", "data 532"],
    sev: "high",
    note: "the portal's LDAP service account password expired under the AD policy (AcceptSecurityContext data 532); every operator login fails at the directory bind while existing sessions keep working",
    play(c) {
      const bindErr = () =>
        node(
          "InvalidCredentialsError: 80090308: LdapErr: DSID-0C090569, comment: AcceptSecurityContext error, data 532, v4f7c",
          [
            "messageCallback (/app/node_modules/ldapjs/lib/client/client.js:1264:45)",
            "Parser.onMessage (/app/node_modules/ldapjs/lib/client/client.js:925:14)",
            "Parser.emit (node:events:519:28)",
            "Parser.write (/app/node_modules/ldapjs/lib/messages/parser.js:135:10)",
            "TLSSocket.onData (/app/node_modules/ldapjs/lib/client/client.js:875:22)",
          ],
        );
      c.at(
        c.on,
        "fab-portal",
        "error",
        "ldap: service bind failed for CN=svc-fabportal,OU=Service Accounts,DC=fab7,DC=corp (ldaps://dc01.fab7.corp:636)",
        { stack: bindErr() },
      );
      c.ramp(c.on + 1, c.end, 0.15, 0.5, (t) => {
        const u = operator(c);
        c.at(
          t,
          "fab-portal",
          "error",
          `login failed for ${u}: directory bind failed (InvalidCredentialsError: 80090308: LdapErr: DSID-0C090569, comment: AcceptSecurityContext error, data 532, v4f7c)`,
        );
        c.at(t + 0.01, "fab-portal", "info", `request completed POST /auth/login 401 ${c.r.int(40, 180)}ms`);
        if (c.r.chance(0.12))
          c.at(
            t + 0.02,
            "fab-portal",
            "error",
            "ldap: service bind failed for CN=svc-fabportal,OU=Service Accounts,DC=fab7,DC=corp (ldaps://dc01.fab7.corp:636)",
            { stack: bindErr() },
          );
      });
      c.every(c.on + 240, c.end, 300, (t) =>
        c.at(
          t,
          "fab-portal",
          "warn",
          `auth: ${c.r.int(20, 90)} failed logins in last 5m across ${c.r.int(8, 30)} operators, 0 successful`,
        ),
      );
      c.every(c.on + 400, c.end, 420, (t) =>
        c.at(
          t,
          "mes-core",
          "warn",
          `[${thread(c)}] c.f.m.shift.ShiftHandover : shift handover for ${c.r.pick(["BAY-A", "BAY-C"])} not acknowledged: no operator signed in for ${c.r.int(6, 20)} min`,
        ),
      );
    },
  },
  {
    key: "dispatcher-lease-rbac",
    estate: E,
    incident: true,
    origin: "dispatcher",
    category: "authorization",
    hints: ["forbidden", "rbac", "leases", "serviceaccount", "403"],
    sev: "high",
    noDeploy: true,
    note: "an RBAC cleanup synced by Argo CD dropped the Role that let the dispatcher's service account update its leader lease; the dispatcher loses leadership and stops issuing moves, tools starve",
    play(c) {
      c.at(
        c.on - c.r.num(25, 70),
        "argocd-application-controller",
        "info",
        `Initiated automated sync to '${c.r.hex(40)}' application=argocd/fab-platform-rbac`,
      );
      c.at(
        c.on - c.r.num(10, 20),
        "argocd-application-controller",
        "info",
        "Updated sync status: OutOfSync -> Synced application=argocd/fab-platform-rbac",
      );
      const forbidden = (verb: string) =>
        `Failure executing: ${verb} at: https://10.96.0.1:443/apis/coordination.k8s.io/v1/namespaces/fab-mes/leases/dispatcher-leader. Message: leases.coordination.k8s.io "dispatcher-leader" is forbidden: User "system:serviceaccount:fab-mes:dispatcher" cannot ${verb === "PUT" ? "update" : "get"} resource "leases" in API group "coordination.k8s.io" in the namespace "fab-mes". Received status: Status(apiVersion=v1, code=403, details=StatusDetails(causes=[], group=coordination.k8s.io, kind=leases, name=dispatcher-leader, retryCauses=null, uid=null), kind=Status, message=leases.coordination.k8s.io "dispatcher-leader" is forbidden, metadata=ListMeta(_continue=null, remainingItemCount=null, resourceVersion=null, selfLink=null, additionalProperties={}), reason=Forbidden, status=Failure, additionalProperties={}).`;
      c.at(
        c.on,
        "dispatcher",
        "error",
        "[leader-elector] i.f.k.c.e.leaderelection.LeaderElector : Exception occurred while renewing lock",
        {
          stack: java(`io.fabric8.kubernetes.client.KubernetesClientException: ${forbidden("PUT")}`, [
            "io.fabric8.kubernetes.client.dsl.internal.OperationSupport.requestFailure(OperationSupport.java:660)",
            "io.fabric8.kubernetes.client.dsl.internal.OperationSupport.requestFailure(OperationSupport.java:640)",
            "io.fabric8.kubernetes.client.dsl.internal.OperationSupport.assertResponseCode(OperationSupport.java:589)",
            "io.fabric8.kubernetes.client.extended.leaderelection.resourcelock.ResourceLock.update(ResourceLock.java:62)",
            "io.fabric8.kubernetes.client.extended.leaderelection.LeaderElector.tryAcquireOrRenew(LeaderElector.java:230)",
            "io.fabric8.kubernetes.client.extended.leaderelection.LeaderElector.renewWithTimeout(LeaderElector.java:171)",
            "java.base/java.util.concurrent.CompletableFuture$AsyncSupply.run(CompletableFuture.java:1768)",
          ]),
        },
      );
      c.at(
        c.on + 10.2,
        "dispatcher",
        "warn",
        "[leader-elector] i.f.k.c.e.leaderelection.LeaderElector : Leader lost: dispatcher-5c8f7-2 stopped leading",
      );
      c.at(
        c.on + 10.3,
        "dispatcher",
        "info",
        "[leader-elector] c.f.d.DispatchLoop : leadership lost, dispatch loop stopped",
      );
      c.mute("dispatcher", c.on + 10, c.end, 0);
      c.every(c.on + 12, c.end, 5, (t) =>
        c.at(
          t,
          "dispatcher",
          "error",
          `[leader-elector] i.f.k.c.e.leaderelection.LeaderElector : Exception occurred while acquiring lock 'dispatcher-leader': io.fabric8.kubernetes.client.KubernetesClientException: ${forbidden("GET")}`,
        ),
      );
      c.every(c.on + 90, c.end, 25, (t) =>
        c.at(
          t,
          "eqp-gateway",
          "warn",
          `equipment idle with empty queue\t{"eqp": "${c.r.pick(TOOLS)}", "idle_for": "${c.r.int(2, 30)}m${c.r.int(0, 59)}s", "state": "IDLE"}`,
        ),
      );
      c.mute("amhs-bridge", c.on + 30, c.end, 0.15);
      c.every(c.on + 120, c.end, 60, (t) =>
        c.at(
          t,
          "mes-core",
          "warn",
          `[scheduling-1] c.f.m.wip.DispatchHeartbeatMonitor : no dispatch decisions received for ${Math.round((t - c.on) / 60)} min (last cycle ${c.r.int(40000, 90000)})`,
        ),
      );
    },
  },
  {
    key: "mes-core-deadlock-lot-merge",
    estate: E,
    incident: true,
    origin: "mes-core",
    category: "database",
    hints: ["deadlock", "40P01", "CannotAcquireLockException", "ShareLock"],
    sev: "high",
    note: "a mes-core release added lot merge/split that updates lot rows in the opposite order to TrackOut; Postgres reports deadlocks and lock waits, TrackOut calls from eqp-gateway fail",
    play(c) {
      c.deploy(c.on - c.r.num(90, 300), "mes-core", "v8.14.0");
      c.ramp(c.on, c.end, 0.12, 0.5, (t) => {
        const a = c.r.int(40000, 49999);
        const b = a + c.r.int(1, 300);
        const tx = c.r.int(9900000, 9999999);
        const l = lot(c.r);
        c.at(
          t,
          "mes-db",
          "error",
          `ERROR:  deadlock detected\nDETAIL:  Process ${a} waits for ShareLock on transaction ${tx}; blocked by process ${b}.\n\tProcess ${b} waits for ShareLock on transaction ${tx + 3}; blocked by process ${a}.\n\tProcess ${a}: UPDATE lot SET qty=$1, state=$2, version=$3 WHERE id=$4 AND version=$5\n\tProcess ${b}: UPDATE lot SET parent_lot_id=$1, qty=$2, version=$3 WHERE id=$4 AND version=$5\nHINT:  See server log for query details.\nCONTEXT:  while updating tuple (${c.r.int(1000, 3000)},${c.r.int(1, 40)}) in relation "lot"`,
        );
        c.at(
          t + 0.02,
          "mes-core",
          "warn",
          `[${thread(c)}] o.h.engine.jdbc.spi.SqlExceptionHelper : SQL Error: 0, SQLState: 40P01`,
        );
        c.at(
          t + 0.021,
          "mes-core",
          "error",
          `[${thread(c)}] o.h.engine.jdbc.spi.SqlExceptionHelper : ERROR: deadlock detected\n  Detail: Process ${a} waits for ShareLock on transaction ${tx}; blocked by process ${b}.\nProcess ${b} waits for ShareLock on transaction ${tx + 3}; blocked by process ${a}.\n  Hint: See server log for query details.\n  Where: while updating tuple (${c.r.int(1000, 3000)},${c.r.int(1, 40)}) in relation "lot"`,
        );
        c.at(
          t + 0.03,
          "mes-core",
          "error",
          `[${thread(c)}] c.f.m.web.ApiExceptionHandler : TrackOut failed for lot ${l}`,
          {
            stack: java(
              `org.springframework.dao.CannotAcquireLockException: could not execute statement [ERROR: deadlock detected] [update lot set qty=?,state=?,version=? where id=? and version=?]; SQL [update lot set qty=?,state=?,version=? where id=? and version=?]`,
              [
                "org.springframework.orm.jpa.vendor.HibernateJpaDialect.convertHibernateAccessException(HibernateJpaDialect.java:262)",
                "org.springframework.orm.jpa.vendor.HibernateJpaDialect.translateExceptionIfPossible(HibernateJpaDialect.java:241)",
                "org.springframework.orm.jpa.JpaTransactionManager.doCommit(JpaTransactionManager.java:565)",
                "org.springframework.transaction.support.AbstractPlatformTransactionManager.processCommit(AbstractPlatformTransactionManager.java:794)",
                "com.fab7.mes.lot.LotTrackingService$$SpringCGLIB$$0.trackOut(<generated>)",
                "com.fab7.mes.web.LotController.trackOut(LotController.java:141)",
                ...SPRING_WEB,
              ],
              [
                {
                  head: "org.hibernate.exception.LockAcquisitionException: could not execute statement [ERROR: deadlock detected] [update lot set qty=?,state=?,version=? where id=? and version=?]",
                  frames: [
                    "org.hibernate.dialect.PostgreSQLDialect.lambda$buildSQLExceptionConversionDelegate$0(PostgreSQLDialect.java:1129)",
                    "org.hibernate.engine.jdbc.spi.SqlExceptionHelper.convert(SqlExceptionHelper.java:58)",
                    "org.hibernate.engine.jdbc.internal.ResultSetReturnImpl.executeUpdate(ResultSetReturnImpl.java:197)",
                  ],
                  more: 61,
                },
                {
                  head: `org.postgresql.util.PSQLException: ERROR: deadlock detected\n  Detail: Process ${a} waits for ShareLock on transaction ${tx}; blocked by process ${b}.`,
                  frames: [
                    "org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2725)",
                    "org.postgresql.core.v3.QueryExecutorImpl.processResults(QueryExecutorImpl.java:2412)",
                    "org.postgresql.jdbc.PgPreparedStatement.executeUpdate(PgPreparedStatement.java:152)",
                    "com.zaxxer.hikari.pool.HikariProxyPreparedStatement.executeUpdate(HikariProxyPreparedStatement.java)",
                  ],
                  more: 78,
                },
              ],
            ),
          },
        );
        c.at(
          t + 0.05,
          "eqp-gateway",
          "error",
          `TrackOut rejected by mes-core\t{"eqp": "${c.r.pick(TOOLS)}", "lot": "${l}", "status": 500, "error": "lock conflict, retry"}`,
        );
      });
      c.ramp(c.on + 30, c.end, 0.05, 0.3, (t) => {
        c.at(
          t,
          "mes-db",
          "info",
          `LOG:  process ${c.r.int(40000, 49999)} still waiting for ShareLock on transaction ${c.r.int(9900000, 9999999)} after 1000.${c.r.int(100, 999)} ms`,
        );
        c.at(
          t + 0.001,
          "mes-db",
          "info",
          `DETAIL:  Process holding the lock: ${c.r.int(40000, 49999)}. Wait queue: ${c.r.int(40000, 49999)}, ${c.r.int(40000, 49999)}.`,
        );
      });
      c.every(c.on + 200, c.end, 60, (t) =>
        c.at(t, "fab-portal", "warn", `wip board stale: mes-core TrackOut error rate ${c.r.int(8, 35)}% over 5m`),
      );
    },
  },
  {
    key: "amhs-bridge-mcs-nxdomain",
    estate: E,
    incident: true,
    origin: "amhs-bridge",
    category: "network",
    hints: ["nxdomain", "dns", "Mint.TransportError", "non-existing domain"],
    sev: "high",
    note: "the internal DNS zone migration dropped the A record of the AMHS vendor controller mcs01.amhs.fab7.corp; amhs-bridge cannot resolve it, its MCS client GenServer crashes repeatedly and no carrier moves happen",
    play(c) {
      c.at(
        c.on,
        "amhs-bridge",
        "error",
        "[MCS] poll failed: %Mint.TransportError{reason: :nxdomain} (host mcs01.amhs.fab7.corp)",
      );
      c.every(c.on + 2, c.end, 6, (t, i) => {
        if (i % 4 === 0)
          c.at(t, "amhs-bridge", "error", "GenServer AmhsBridge.McsClient terminating", {
            stack: elixir(
              "** (MatchError) no match of right hand side value: {:error, %Mint.TransportError{reason: :nxdomain}}",
              [
                "(amhs_bridge 3.2.1) lib/amhs_bridge/mcs_client.ex:88: AmhsBridge.McsClient.handle_info/2",
                "(stdlib 5.2.3) gen_server.erl:1095: :gen_server.try_handle_info/4",
                "(stdlib 5.2.3) gen_server.erl:1183: :gen_server.handle_msg/6",
                "(stdlib 5.2.3) proc_lib.erl:241: :proc_lib.init_p_do_apply/3",
                "Last message: :poll",
              ],
            ),
          });
        else
          c.at(
            t,
            "amhs-bridge",
            "error",
            `[MCS] transfer TJ-${c.r.int(100000, 999999)} dispatch failed: {:error, %Mint.TransportError{reason: :nxdomain}} host=mcs01.amhs.fab7.corp`,
          );
      });
      c.every(c.on + 20, c.end, 30, (t) =>
        c.at(
          t,
          "amhs-bridge",
          "warn",
          `[supervisor] child AmhsBridge.McsClient restarted (${c.r.int(3, 5)} restarts in 60s, max_restarts=10)`,
        ),
      );
      c.mute("amhs-bridge", c.on, c.end, 0.05);
      c.every(c.on + 60, c.end, 14, (t) =>
        c.at(
          t,
          "dispatcher",
          "warn",
          `[dispatch-loop] c.f.d.moves.MoveRequester : move request for carrier F${c.r.hex(4).toUpperCase()} to ${c.r.pick(TOOLS)} not acknowledged by amhs-bridge within 60s`,
        ),
      );
      c.every(c.on + 300, c.end, 45, (t) =>
        c.at(
          t,
          "eqp-gateway",
          "warn",
          `load port waiting for carrier\t{"eqp": "${c.r.pick(TOOLS)}", "port": ${c.r.int(1, 4)}, "waited": "${c.r.int(5, 25)}m"}`,
        ),
      );
    },
  },
  {
    key: "eqp-gateway-hsms-deadline",
    estate: E,
    incident: true,
    origin: "eqp-gateway",
    category: "timeout",
    hints: ["deadline exceeded", "timeout", "TaskCanceledException", "HttpClient.Timeout"],
    sev: "medium",
    note: "LITHO-03 stops answering S7F3 after a firmware update and eqp-gateway's per-tool send lock is shared across the host; every recipe download and status poll through eqp-gateway times out, recipe-mgmt-svc's HttpClient gives up after 30s",
    play(c) {
      c.at(
        c.on,
        "eqp-gateway",
        "warn",
        `S7F4 reply not received, still waiting\t{"eqp": "LITHO-03", "system_bytes": "0x00012ab4", "waited": "45s"}`,
      );
      c.every(c.on + 20, c.end, 2.5, (t) => {
        const e = c.r.pick(TOOLS);
        c.at(
          t,
          "eqp-gateway",
          "error",
          `request failed\t{"route": "/v1/eqp/{id}/recipes", "eqp": "${e}", "elapsed": "30.00${c.r.int(1, 9)}s", "error": "context deadline exceeded"}`,
        );
        c.at(t + 0.01, "recipe-mgmt-svc", "error", `Recipe download to ${e} failed`, {
          stack: dotnet(
            "System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 30 seconds elapsing.",
            [
              "System.Net.Http.HttpClient.HandleFailure(Exception e, Boolean telemetryStarted, HttpResponseMessage response, CancellationTokenSource cts, CancellationToken cancellationToken, CancellationTokenSource pendingRequestsCts)",
              "System.Net.Http.HttpClient.<SendAsync>g__Core|83_0(HttpRequestMessage request, HttpCompletionOption completionOption, CancellationTokenSource cts, Boolean disposeCts, CancellationTokenSource pendingRequestsCts, CancellationToken originalCancellationToken)",
              "Fab.Recipes.Equipment.EqpGatewayClient.DownloadAsync(String eqpId, RecipeBody body, CancellationToken ct) in /src/Fab.Recipes.Api/Equipment/EqpGatewayClient.cs:line 57",
              "Fab.Recipes.Api.Controllers.DownloadController.Post(String eqpId, DownloadRequest req) in /src/Fab.Recipes.Api/Controllers/DownloadController.cs:line 33",
            ],
            {
              head: "System.TimeoutException: The operation was canceled.",
              frames: [],
              inner: {
                head: "System.Threading.Tasks.TaskCanceledException: The operation was canceled.",
                frames: [
                  "System.Net.Http.HttpConnection.SendAsync(HttpRequestMessage request, Boolean async, CancellationToken cancellationToken)",
                ],
              },
            },
          ),
        });
        if (c.r.chance(0.5))
          c.at(
            t + 0.02,
            "mes-core",
            "warn",
            `[${thread(c)}] c.f.m.lot.LotTrackingService : TrackIn lot=${lot(c.r)} on ${e} waiting for recipe confirmation (timeout), lot left in WAIT`,
          );
      });
      c.every(c.on + 30, c.end, 4, (t) =>
        c.at(
          t,
          "eqp-gateway",
          "warn",
          `S1F3 status poll failed\t{"eqp": "${c.r.pick(TOOLS)}", "error": "context deadline exceeded", "timeout": "10s"}`,
        ),
      );
      c.every(c.on + 90, c.end, 40, (t) =>
        c.at(
          t,
          "eqp-gateway",
          "warn",
          `S7F4 reply not received, still waiting\t{"eqp": "LITHO-03", "system_bytes": "0x00012ab4", "waited": "${Math.round(t - c.on + 45)}s"}`,
        ),
      );
      c.mute("eqp-gateway", c.on + 20, c.end, 0.3);
    },
  },
  {
    key: "yield-s3-slowdown",
    estate: E,
    incident: true,
    origin: "yield-analytics",
    category: "rate_limiting",
    hints: ["SlowDown", "reduce your request rate", "throttl", "503"],
    sev: "medium",
    note: "a new per-wafer parquet export fans out thousands of small PutObject calls onto one S3 prefix; S3 answers SlowDown, export tasks fail after retries and wafer-map uploads from the same bucket get throttled too",
    play(c) {
      c.at(
        c.on - c.r.num(20, 60),
        "yield-analytics",
        "info",
        "Scheduler: Sending due task export-per-wafer (yield.tasks.export_wafer_parquet)",
      );
      c.at(
        c.on - c.r.num(5, 15),
        "yield-analytics",
        "info",
        `export_wafer_parquet: fan-out ${c.r.int(9000, 16000)} wafers to s3://fab7-yield-lake/bins/dt=${day(c.ms(c.on))}/ (concurrency=256)`,
      );
      c.ramp(c.on, c.end, 0.3, 1.0, (t) => {
        const id = c.r.uuid();
        if (c.r.chance(0.6))
          c.at(
            t,
            "yield-analytics",
            "warn",
            `Task yield.tasks.export_wafer_parquet[${id}] retry: Retry in ${c.r.int(5, 40)}s: ClientError('An error occurred (SlowDown) when calling the PutObject operation (reached max retries: 4): Please reduce your request rate.')`,
          );
        else
          c.at(
            t,
            "yield-analytics",
            "error",
            `Task yield.tasks.export_wafer_parquet[${id}] raised unexpected: ClientError('An error occurred (SlowDown) when calling the PutObject operation (reached max retries: 4): Please reduce your request rate.')`,
            {
              stack: py(
                [
                  [
                    "/usr/local/lib/python3.12/site-packages/celery/app/trace.py",
                    453,
                    "trace_task",
                    "R = retval = fun(*args, **kwargs)",
                  ],
                  [
                    "/app/yield/tasks.py",
                    212,
                    "export_wafer_parquet",
                    "s3.put_object(Bucket=BUCKET, Key=key, Body=buf.getvalue())",
                  ],
                  [
                    "/usr/local/lib/python3.12/site-packages/botocore/client.py",
                    565,
                    "_api_call",
                    "return self._make_api_call(operation_name, kwargs)",
                  ],
                  [
                    "/usr/local/lib/python3.12/site-packages/botocore/client.py",
                    1021,
                    "_make_api_call",
                    "raise error_class(parsed_response, operation_name)",
                  ],
                ],
                "botocore.exceptions.ClientError: An error occurred (SlowDown) when calling the PutObject operation (reached max retries: 4): Please reduce your request rate.",
              ),
            },
          );
      });
      c.every(c.on + 15, c.end, 8, (t) =>
        c.at(
          t,
          "wafer-map-worker",
          "warn",
          `wafer_map_worker::store: upload throttled wafer=${wafer(c)} attempt=${c.r.int(1, 3)} error=service error: unhandled error (SlowDown): Error { code: "SlowDown", message: "Please reduce your request rate.", aws_request_id: "${c.r.hex(16).toUpperCase()}" }`,
        ),
      );
      c.every(c.on + 240, c.end, 120, (t) =>
        c.at(
          t,
          "yield-analytics",
          "warn",
          `export_wafer_parquet: ${c.r.int(300, 4000)} of ${c.r.int(9000, 16000)} wafers exported, ${c.r.int(200, 3000)} failed (SlowDown)`,
        ),
      );
    },
  },
  {
    key: "spc-metrology-nan-batch",
    estate: E,
    incident: true,
    origin: "spc-engine",
    category: "validation",
    hints: ["validation", "pydantic", "finite_number", "422", "nan"],
    sev: "medium",
    note: "after a vendor software update METRO-11 uploads thickness batches with NaN sites and unit 'A' (angstrom); spc-engine rejects each batch with pydantic validation errors, lots pile up on SPC-NODATA holds",
    play(c) {
      const site = () => c.r.int(1, 49);
      c.every(c.on, c.end, 9, (t) => {
        const l = lot(c.r);
        const [s1, s2] = [site(), site()];
        c.at(
          t,
          "spc-engine",
          "error",
          `measurement batch rejected: eqp=METRO-11 lot=${l} step=THK-POLY-DEP\n3 validation errors for MeasurementBatch\nsites.${s1}.value\n  Input should be a finite number [type=finite_number, input_value=nan, input_type=float]\n    For further information visit https://errors.pydantic.dev/2.8/v/finite_number\nsites.${s2}.value\n  Input should be a finite number [type=finite_number, input_value=nan, input_type=float]\n    For further information visit https://errors.pydantic.dev/2.8/v/finite_number\nunit\n  Input should be 'nm' or 'um' [type=literal_error, input_value='A', input_type=str]\n    For further information visit https://errors.pydantic.dev/2.8/v/literal_error`,
        );
        c.at(
          t + 0.01,
          "spc-engine",
          "info",
          `${c.r.ip()} - - "POST /api/v1/measurements HTTP/1.1" 422 ${c.r.int(600, 1400)} "-" "eqp-gateway/2.8"`,
        );
        c.at(
          t + 0.02,
          "eqp-gateway",
          "error",
          `measurement forward failed\t{"eqp": "METRO-11", "lot": "${l}", "status": 422, "error": "spc-engine rejected batch"}`,
        );
        if (c.r.chance(0.7))
          c.at(
            t + 0.5,
            "mes-core",
            "info",
            `[${thread(c)}] c.f.m.hold.HoldService : hold SPC-NODATA placed on ${l} (no accepted measurement for THK-POLY-DEP)`,
          );
      });
      c.every(c.on + 300, c.end, 180, (t) =>
        c.at(
          t,
          "spc-engine",
          "warn",
          `charts THK-POLY-DEP not updated for ${Math.round((t - c.on) / 60)} min: all batches from METRO-11 rejected`,
        ),
      );
    },
  },
  {
    key: "dispatcher-npe-route-view",
    estate: E,
    incident: true,
    origin: "dispatcher",
    category: "null_reference",
    hints: ["NullPointerException", "getRoute", "null"],
    sev: "high",
    note: "dispatcher v6.3 reads the new lot_route_v2 view, where rework lots have no route; the ranking rule dereferences the null route and every dispatch cycle for a bay holding a rework lot aborts",
    play(c) {
      c.deploy(c.on - c.r.num(60, 200), "dispatcher", "v6.3.0");
      c.at(
        c.on - c.r.num(30, 50),
        "dispatcher",
        "info",
        '[main] o.f.core.internal.command.DbMigrate : Migrating schema "dispatch" to version "57 - lot route v2 view"',
      );
      c.at(
        c.on - c.r.num(20, 29),
        "dispatcher",
        "info",
        '[main] o.f.core.internal.command.DbMigrate : Successfully applied 1 migration to schema "dispatch", now at version v57 (execution time 00:00.412s)',
      );
      const npe = () =>
        java(
          'java.lang.NullPointerException: Cannot invoke "com.fab7.dispatch.model.Route.currentStep()" because the return value of "com.fab7.dispatch.model.LotView.getRoute()" is null',
          [
            "com.fab7.dispatch.rules.CriticalRatioRule.score(CriticalRatioRule.java:74)",
            "com.fab7.dispatch.rules.RuleChain.lambda$rank$2(RuleChain.java:51)",
            "java.base/java.util.stream.ReferencePipeline$3$1.accept(ReferencePipeline.java:197)",
            "java.base/java.util.ArrayList$ArrayListSpliterator.forEachRemaining(ArrayList.java:1708)",
            "java.base/java.util.stream.AbstractPipeline.copyInto(AbstractPipeline.java:509)",
            "com.fab7.dispatch.rules.RuleChain.rank(RuleChain.java:55)",
            "com.fab7.dispatch.DispatchCycle.run(DispatchCycle.java:118)",
            "com.fab7.dispatch.DispatchLoop.lambda$start$0(DispatchLoop.java:66)",
            "java.base/java.util.concurrent.ScheduledThreadPoolExecutor$ScheduledFutureTask.run(ScheduledThreadPoolExecutor.java:304)",
            "java.base/java.lang.Thread.run(Thread.java:1583)",
          ],
        );
      c.every(c.on, c.end, 5, (t) => {
        const b = `BAY-${c.r.pick(["A", "B", "C", "D"])}${c.r.int(1, 4)}`;
        c.at(
          t,
          "dispatcher",
          "error",
          `[dispatch-loop] c.f.d.DispatchCycle : dispatch cycle failed for ${b}, no moves issued`,
          { stack: npe() },
        );
      });
      c.mute("dispatcher", c.on, c.end, 0.35);
      c.every(c.on + 150, c.end, 30, (t) =>
        c.at(
          t,
          "eqp-gateway",
          "warn",
          `equipment idle with empty queue\t{"eqp": "${c.r.pick(TOOLS)}", "idle_for": "${c.r.int(2, 20)}m${c.r.int(0, 59)}s", "state": "IDLE"}`,
        ),
      );
    },
  },
  {
    key: "eqp-gateway-nil-secs-profile",
    estate: E,
    incident: true,
    origin: "eqp-gateway",
    category: "null_reference",
    hints: ["nil pointer dereference", "panic", "SIGSEGV", "CrashLoopBackOff"],
    sev: "high",
    note: "the equipment table gained a secs_profile column that is NULL for the newly installed CVD-14; when CVD-14 connects, eqp-gateway panics on a nil profile and the whole gateway crash-loops, disconnecting every tool",
    play(c) {
      c.at(
        c.on - c.r.num(40, 120),
        "mes-core",
        "info",
        `[${thread(c)}] c.f.m.eqp.EquipmentAdminController : equipment CVD-14 registered (model AMAT-PRODUCER-GT, port 5000) by ${operator(c)}`,
      );
      crashLoop(
        c,
        c.on - 0.5,
        "eqp-gateway",
        (t, n) => {
          if (n > 0)
            c.at(t - 0.4, "eqp-gateway", "info", `hsms select.req sent\t{"eqp": "CVD-14", "addr": "10.31.8.114:5000"}`);
          c.at(t, "eqp-gateway", "fatal", "panic: runtime error: invalid memory address or nil pointer dereference", {
            stack: `${goroutines([
              [
                "github.com/fab7/eqp-gateway/internal/hsms.(*Session).applyProfile(0xc0004a2d80, 0x0)",
                "/src/internal/hsms/session.go:212 +0x3c",
              ],
              [
                "github.com/fab7/eqp-gateway/internal/hsms.(*Session).onSelected(0xc0004a2d80)",
                "/src/internal/hsms/session.go:148 +0x1a5",
              ],
              [
                "github.com/fab7/eqp-gateway/internal/hsms.(*Session).readLoop(0xc0004a2d80)",
                "/src/internal/hsms/session.go:301 +0x4d2",
              ],
              [
                "created by github.com/fab7/eqp-gateway/internal/hsms.Dial in goroutine 88",
                "/src/internal/hsms/dial.go:61 +0x2f8",
              ],
            ])}`,
          });
        },
        0.6,
      );
      c.mute("eqp-gateway", c.on, c.end, 0.08);
      c.every(c.on + 5, c.end, 4, (t) =>
        c.at(
          t,
          "mes-core",
          "error",
          `[${thread(c)}] c.f.m.eqp.EqpGatewayClient : status poll for ${c.r.pick(TOOLS)} failed: I/O error on GET request for "http://eqp-gateway:8080/v1/eqp/status": Connection refused`,
        ),
      );
      c.every(c.on + 30, c.end, 20, (t) =>
        c.at(t, "spc-engine", "warn", `no measurements received from eqp-gateway in the last ${c.r.int(1, 9)} minutes`),
      );
    },
  },
  {
    key: "recipe-mgmt-options-validation",
    estate: E,
    incident: true,
    origin: "recipe-mgmt-svc",
    category: "configuration",
    hints: ["OptionsValidationException", "configuration", "MaxParallelDownloads", "CrashLoopBackOff"],
    sev: "medium",
    noDeploy: true,
    note: "a ConfigMap change set Equipment__MaxParallelDownloads=0; Reloader restarts recipe-mgmt-svc, whose options validation fails at startup, and it crash-loops while portal and gateway calls are refused",
    play(c) {
      c.at(
        c.on - c.r.num(15, 40),
        "argocd-application-controller",
        "info",
        `Initiated automated sync to '${c.r.hex(40)}' application=fab-mes/recipe-mgmt-config`,
      );
      c.at(
        c.on - 3,
        "reloader",
        "info",
        "Changes detected in 'recipe-mgmt-svc-config' of type 'CONFIGMAP' in namespace 'fab-mes'; updated 'recipe-mgmt-svc' of type 'Deployment' in namespace 'fab-mes'",
      );
      const boom = dotnet(
        "Unhandled exception. Microsoft.Extensions.Options.OptionsValidationException: DataAnnotation validation failed for 'EquipmentOptions' members: 'MaxParallelDownloads' with the error: 'The field MaxParallelDownloads must be between 1 and 64.'.",
        [
          "Microsoft.Extensions.Options.OptionsFactory`1.Create(String name)",
          "Microsoft.Extensions.Options.UnnamedOptionsManager`1.get_Value()",
          "Microsoft.Extensions.DependencyInjection.OptionsBuilderExtensions.<>c__DisplayClass0_1`1.<ValidateOnStart>b__1()",
          "Microsoft.Extensions.Options.StartupValidator.Validate()",
          "Microsoft.Extensions.Hosting.Internal.Host.StartAsync(CancellationToken cancellationToken)",
          "Microsoft.Extensions.Hosting.HostingAbstractionsHostExtensions.RunAsync(IHost host, CancellationToken token)",
          "Microsoft.Extensions.Hosting.HostingAbstractionsHostExtensions.Run(IHost host)",
          "Program.<Main>$(String[] args) in /src/Fab.Recipes.Api/Program.cs:line 71",
        ],
      );
      crashLoop(
        c,
        c.on,
        "recipe-mgmt-svc",
        (t) =>
          c.at(t, "recipe-mgmt-svc", "fatal", boom.split("\n")[0], { stack: boom.split("\n").slice(1).join("\n") }),
        1.2,
      );
      c.mute("recipe-mgmt-svc", c.on, c.end, 0);
      c.every(c.on + 2, c.end, 3, (t) => {
        if (c.r.chance(0.5))
          c.at(t, "fab-portal", "error", "recipe lookup failed", {
            stack: node(`Error: connect ECONNREFUSED 10.96.${c.r.int(10, 200)}.${c.r.int(2, 250)}:8080`, [
              "TCPConnectWrap.afterConnect [as oncomplete] (node:net:1607:16)",
            ]),
          });
        else
          c.at(
            t,
            "eqp-gateway",
            "error",
            `recipe fetch failed\t{"eqp": "${c.r.pick(TOOLS)}", "error": "Get \\"http://recipe-mgmt-svc:8080/api/recipes/${c.r.pick(["ETCH-POLY", "DEP-TEOS", "CMP-CU"])}-${c.r.int(1, 40)}\\": dial tcp 10.96.41.7:8080: connect: connection refused"}`,
          );
      });
    },
  },
  {
    key: "wafer-map-toml-config",
    estate: E,
    incident: true,
    origin: "wafer-map-worker",
    category: "configuration",
    hints: ["TOML parse error", "config", "invalid type", "CrashLoopBackOff"],
    sev: "medium",
    noDeploy: true,
    note: 'a config push wrote max_die_per_map = "12k" into wafer-map-worker\'s config.toml; the worker fails to parse it at every start and crash-loops; the dispatcher dispatches without wafer maps and yield analytics misses maps',
    play(c) {
      c.at(
        c.on - c.r.num(8, 30),
        "argocd-application-controller",
        "info",
        `Initiated automated sync to '${c.r.hex(40)}' application=fab-mes/wafer-map-worker`,
      );
      const err = [
        "Error: failed to load config from /etc/wafer-map/config.toml",
        "",
        "Caused by:",
        "    TOML parse error at line 14, column 19",
        "       |",
        '    14 | max_die_per_map = "12k"',
        "       |                   ^^^^^",
        '    invalid type: string "12k", expected u32',
      ].join("\n");
      crashLoop(
        c,
        c.on,
        "wafer-map-worker",
        (t) => c.at(t, "wafer-map-worker", "error", err.split("\n")[0], { stack: err.split("\n").slice(1).join("\n") }),
        0.1,
      );
      c.mute("wafer-map-worker", c.on, c.end, 0);
      c.every(c.on + 20, c.end, 6, (t) =>
        c.at(
          t,
          "dispatcher",
          "warn",
          `[grpc-default-executor-${c.r.int(0, 9)}] c.f.d.wafermap.WaferMapClient : wafer map ${wafer(c)} not available (UNAVAILABLE: io exception), dispatching without map`,
        ),
      );
      c.every(c.on + 200, c.end, 60, (t) =>
        c.at(
          t,
          "yield-analytics",
          "warn",
          `rollup_wafer_bins: ${c.r.int(20, 300)} wafers skipped, map missing in s3://fab7-wafermaps`,
        ),
      );
    },
  },
  {
    key: "fab-portal-heap-leak",
    estate: E,
    incident: true,
    origin: "fab-portal",
    category: "memory",
    hints: ["heap out of memory", "Reached heap limit", "memory leak", "Mark-Compact"],
    sev: "high",
    onset: [0.2, 0.4],
    note: "fab-portal leaks websocket WIP subscriptions (never removed on disconnect); event-loop lag and GC pauses grow, then V8 aborts with 'Reached heap limit', the pod restarts and the leak begins again",
    play(c) {
      const tCrash = c.on + (c.end - c.on) * 0.55;
      let heap = Math.max(700, 1600 - (c.on / 30) * 14);
      let restarted = false;
      c.every(0, c.end, 30, (t) => {
        if (t > tCrash && !restarted) {
          heap = 310;
          restarted = true;
        } else heap = Math.min(2035, heap + c.r.num(8, 20));
        const lvl = t >= c.on && t < tCrash ? "warn" : "info";
        c.at(
          t,
          "fab-portal",
          lvl,
          `process memory rss=${Math.round(heap * 1.18)}MB heapUsed=${Math.round(heap)}MB heapTotal=${Math.round(heap * 1.04)}MB ws_subscriptions=${Math.round(heap * 31)}`,
        );
      });
      c.ramp(c.on, tCrash, 0.03, 0.4, (t) =>
        c.at(t, "fab-portal", "warn", `event loop lag ${c.r.int(300, 2400)}ms (threshold 200ms)`),
      );
      c.ramp(c.on + 60, tCrash, 0.02, 0.3, (t) =>
        c.at(t, "fab-portal", "error", `request timed out GET /lots/${lot(c.r)} after 15000ms`),
      );
      const gc = c.r.int(8000000, 9000000);
      c.at(
        tCrash,
        "fab-portal",
        "fatal",
        "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
        {
          stack: [
            "",
            "<--- Last few GCs --->",
            "",
            `[1:0x6b2c4e0]  ${gc} ms: Mark-Compact 2030.4 (2083.1) -> 2026.9 (2084.6) MB, 1812.22 / 0.00 ms  (average mu = 0.121, current mu = 0.034) allocation failure; scavenge might not succeed`,
            `[1:0x6b2c4e0]  ${gc + c.r.int(1900, 2300)} ms: Mark-Compact 2042.1 (2095.3) -> 2038.5 (2096.1) MB, 2011.48 / 0.00 ms  (average mu = 0.071, current mu = 0.032) allocation failure; scavenge might not succeed`,
            "",
            "",
            "<--- JS stacktrace --->",
            "",
            "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
            "----- Native stack trace -----",
            "",
            " 1: 0xb8d0a3 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]",
            " 2: 0xf06250 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
            " 3: 0xf06537 v8::internal::V8::FatalProcessOutOfMemory(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
            " 4: 0x1117f55  [node]",
            " 5: 0x112fdd8 v8::internal::Heap::CollectGarbage(v8::internal::AllocationSpace, v8::internal::GarbageCollectionReason, v8::GCCallbackFlags) [node]",
          ].join("\n"),
        },
      );
      c.mute("fab-portal", tCrash, tCrash + 5, 0);
      c.at(
        tCrash + 1,
        "kubelet",
        "info",
        `"SyncLoop (PLEG): event for pod" pod="fab-mes/${c.pod("fab-portal")}" event={"Type":"ContainerDied"}`,
      );
      c.boot(tCrash + 3, "fab-portal");
      c.every(tCrash + 1, tCrash + 12, 2, (t) =>
        probeFail(
          c,
          t,
          "fab-portal",
          "Readiness",
          `Get "http://10.244.2.77:3000/healthz": dial tcp 10.244.2.77:3000: connect: connection refused`,
        ),
      );
    },
  },
  {
    key: "mes-core-debug-log-disk",
    estate: E,
    incident: true,
    origin: "mes-core",
    category: "disk",
    hints: ["No space left on device", "ephemeral-storage", "disk", "evict"],
    sev: "high",
    onset: [0.45, 0.7],
    noDeploy: true,
    note: "org.hibernate.SQL was set to DEBUG in mes-core's config to chase a bug; the log file on the node's ephemeral storage grows until logback and the report exporter hit ENOSPC and kubelet evicts mes-core",
    play(c) {
      const push = Math.max(5, c.on - c.r.num(0.35, 0.45) * c.end);
      c.at(
        push,
        "argocd-application-controller",
        "info",
        `Initiated automated sync to '${c.r.hex(40)}' application=fab-mes/mes-core-config`,
      );
      c.at(
        push + 4,
        "mes-core",
        "info",
        "[RMI TCP Connection(4)-127.0.0.1] o.s.c.e.event.RefreshEventListener : Refresh keys changed: [logging.level.org.hibernate.SQL, logging.level.org.hibernate.orm.jdbc.bind]",
      );
      c.ramp(push + 5, c.on + 200, 2, 4, (t) =>
        c.at(
          t,
          "mes-core",
          "debug",
          c.r.chance(0.6)
            ? `[${thread(c)}] org.hibernate.SQL : select l1_0.id,l1_0.lot_no,l1_0.qty,l1_0.route_id,l1_0.state,l1_0.version from lot l1_0 where l1_0.lot_no=?`
            : `[${thread(c)}] org.hibernate.orm.jdbc.bind : binding parameter (1:VARCHAR) <- [${lot(c.r)}]`,
        ),
      );
      c.at(
        c.on,
        "kubelet",
        "warn",
        `"Disk usage on image filesystem is over the high threshold, trying to free bytes down to the low threshold" usage=87 highThreshold=85 amountToFree=${c.r.int(4000000000, 9000000000)} lowThreshold=80`,
      );
      c.at(
        c.on + 40,
        "kubelet",
        "error",
        `"Image garbage collection failed multiple times in a row" err="Failed to garbage collect required amount of images. Attempted to free ${c.r.int(4000000000, 9000000000)} bytes, but only found 0 bytes eligible to free."`,
      );
      c.every(c.on + 70, c.on + 190, 3, (t) =>
        c.at(
          t,
          "mes-core",
          "error",
          "ERROR in ch.qos.logback.core.rolling.RollingFileAppender[FILE] - IO failure in appender java.io.IOException: No space left on device",
        ),
      );
      c.every(c.on + 80, c.on + 190, 20, (t) =>
        c.at(t, "mes-core", "error", `[scheduling-1] c.f.m.report.WipReportExporter : WIP report export failed`, {
          stack: java("java.io.IOException: No space left on device", [
            "java.base/sun.nio.ch.FileDispatcherImpl.write0(Native Method)",
            "java.base/sun.nio.ch.FileDispatcherImpl.write(FileDispatcherImpl.java:62)",
            "java.base/sun.nio.ch.IOUtil.writeFromNativeBuffer(IOUtil.java:137)",
            "java.base/sun.nio.ch.FileChannelImpl.write(FileChannelImpl.java:305)",
            "java.base/java.nio.file.Files.write(Files.java:3583)",
            "com.fab7.mes.report.WipReportExporter.export(WipReportExporter.java:88)",
          ]),
        }),
      );
      const ev = c.on + 195;
      c.at(ev, "kubelet", "warn", `"Eviction manager: attempting to reclaim" resourceName="ephemeral-storage"`);
      c.at(
        ev + 0.1,
        "kubelet",
        "info",
        `"Eviction manager: must evict pod(s) to reclaim" resourceName="ephemeral-storage"`,
      );
      c.at(
        ev + 0.2,
        "kubelet",
        "info",
        `"Eviction manager: pods ranked for eviction" pods=["fab-mes/${c.pod("mes-core")}","fab-mes/${c.pod("spc-engine")}"]`,
      );
      c.at(
        ev + 2,
        "kubelet",
        "warn",
        `"Eviction manager: pod is evicted successfully" pod="fab-mes/${c.pod("mes-core")}" message="The node was low on resource: ephemeral-storage. Threshold quantity: 10Gi, available: 8832Ki. Container mes-core was using 41Gi, request is 0, has larger consumption of ephemeral-storage. "`,
      );
      c.mute("mes-core", ev + 2, ev + 40, 0);
      c.every(ev + 3, ev + 40, 2, (t) =>
        c.at(
          t,
          "eqp-gateway",
          "error",
          `TrackOut failed\t{"eqp": "${c.r.pick(TOOLS)}", "lot": "${lot(c.r)}", "error": "Post \\"http://mes-core:8080/api/v2/lots/trackout\\": dial tcp 10.96.18.40:8080: connect: connection refused"}`,
        ),
      );
      c.boot(ev + 20, "mes-core", "v8.13.2");
      c.every(ev + 45, c.end, 3, (t) =>
        c.at(
          t,
          "mes-core",
          "debug",
          `[${thread(c)}] org.hibernate.SQL : select l1_0.id,l1_0.lot_no,l1_0.qty,l1_0.route_id,l1_0.state,l1_0.version from lot l1_0 where l1_0.lot_no=?`,
        ),
      );
    },
  },
  {
    key: "yield-scratch-pvc-full",
    estate: E,
    incident: true,
    origin: "yield-analytics",
    category: "disk",
    hints: ["No space left on device", "Errno 28", "disk full", "volume"],
    sev: "medium",
    note: "yield-analytics stages parquet files on its scratch PVC and a retention change stopped the cleanup; the volume fills, exports and rollups fail with Errno 28",
    play(c) {
      let pct = 86;
      c.every(0, c.on, 120, (t) => {
        pct = Math.min(94, pct + c.r.num(0.2, 0.9));
        c.at(
          t,
          "yield-analytics",
          "info",
          `scratch volume /scratch usage ${pct.toFixed(1)}% (${Math.round(pct * 2)}Gi of 200Gi)`,
        );
      });
      c.at(
        c.on,
        "yield-analytics",
        "warn",
        "scratch volume /scratch usage 97.8% (196Gi of 200Gi), cleanup job last ran 9 days ago",
      );
      c.ramp(c.on + 30, c.end, 0.1, 0.4, (t) => {
        const id = c.r.uuid();
        const task = c.r.pick(["export_parquet", "rollup_wafer_bins", "export_wafer_parquet"]);
        c.at(
          t,
          "yield-analytics",
          "error",
          `Task yield.tasks.${task}[${id}] raised unexpected: OSError(28, 'No space left on device')`,
          {
            stack: py(
              [
                [
                  "/usr/local/lib/python3.12/site-packages/celery/app/trace.py",
                  453,
                  "trace_task",
                  "R = retval = fun(*args, **kwargs)",
                ],
                ["/app/yield/tasks.py", 148, task, "pq.write_table(table, path, compression='zstd')"],
                [
                  "/usr/local/lib/python3.12/site-packages/pyarrow/parquet/core.py",
                  1902,
                  "write_table",
                  "with ParquetWriter(",
                ],
                [
                  "/usr/local/lib/python3.12/site-packages/pyarrow/parquet/core.py",
                  1070,
                  "__init__",
                  "sink = self.file_handle = filesystem.open_output_stream(",
                ],
                ["pyarrow/_fs.pyx", 887, "pyarrow._fs.FileSystem.open_output_stream", ""],
                ["pyarrow/error.pxi", 91, "pyarrow.lib.check_status", ""],
              ],
              `OSError: [Errno 28] Error writing bytes to file. Detail: [errno 28] No space left on device`,
            ).replace(/\n {4}\n/g, "\n"),
          },
        );
      });
      c.every(c.on + 60, c.end, 90, (t) =>
        c.at(t, "yield-analytics", "warn", `scratch volume /scratch usage 100.0% (200Gi of 200Gi)`),
      );
      c.every(c.on + 300, c.end, 150, (t) =>
        c.at(
          t,
          "fab-portal",
          "warn",
          `yield dashboard data stale: last rollup ${Math.round((t - c.on) / 60) + 5} min ago`,
        ),
      );
    },
  },
  {
    key: "spc-historian-outage",
    estate: E,
    incident: true,
    origin: "spc-engine",
    category: "dependency",
    hints: ["503", "Service Unavailable", "piwebapi", "RetryError", "upstream"],
    sev: "medium",
    note: "the plant historian's PI Web API goes down for unannounced vendor maintenance; spc-engine cannot fetch sensor traces for FDC charts, retries exhaust, charts go stale and lots are held",
    play(c) {
      const url = () =>
        `https://piwebapi.fab7.corp/piwebapi/streams/F1DP${c.r.hex(20).toUpperCase()}/recorded?startTime=*-2h&maxCount=5000`;
      c.ramp(c.on, c.end, 0.25, 0.6, (t) => {
        if (c.r.chance(0.7))
          c.at(
            t,
            "spc-engine",
            "warn",
            `Retrying (Retry(total=${c.r.int(0, 2)}, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ResponseError('too many 503 error responses')': /piwebapi/streams/F1DP${c.r.hex(20).toUpperCase()}/recorded`,
          );
        else
          c.at(
            t,
            "spc-engine",
            "error",
            `FDC trace fetch failed for ${c.r.pick(TOOLS)} chamber ${c.r.pick(["A", "B", "C"])}`,
            {
              stack: py(
                [
                  ["/app/spc/fdc/historian.py", 64, "fetch_trace", "resp = self.session.get(url, timeout=(3, 20))"],
                  [
                    "/usr/local/lib/python3.12/site-packages/requests/sessions.py",
                    602,
                    "get",
                    'return self.request("GET", url, **kwargs)',
                  ],
                  [
                    "/usr/local/lib/python3.12/site-packages/requests/adapters.py",
                    691,
                    "send",
                    "raise RetryError(e, request=request)",
                  ],
                ],
                `requests.exceptions.RetryError: HTTPSConnectionPool(host='piwebapi.fab7.corp', port=443): Max retries exceeded with url: ${url().replace("https://piwebapi.fab7.corp", "")} (Caused by ResponseError('too many 503 error responses'))`,
                {
                  how: "context",
                  frames: [
                    [
                      "/usr/local/lib/python3.12/site-packages/requests/adapters.py",
                      667,
                      "send",
                      "resp = conn.urlopen(",
                    ],
                    [
                      "/usr/local/lib/python3.12/site-packages/urllib3/connectionpool.py",
                      944,
                      "urlopen",
                      "retries = retries.increment(method, url, response=response, _pool=self)",
                    ],
                    [
                      "/usr/local/lib/python3.12/site-packages/urllib3/util/retry.py",
                      519,
                      "increment",
                      "raise MaxRetryError(_pool, url, reason) from reason  # type: ignore[arg-type]",
                    ],
                  ],
                  last: `urllib3.exceptions.MaxRetryError: HTTPSConnectionPool(host='piwebapi.fab7.corp', port=443): Max retries exceeded with url: ${url().replace("https://piwebapi.fab7.corp", "")} (Caused by ResponseError('too many 503 error responses'))`,
                },
              ),
            },
          );
      });
      c.every(c.on + 120, c.end, 40, (t) => {
        const l = lot(c.r);
        c.at(
          t,
          "spc-engine",
          "warn",
          `chart FDC-${c.r.pick(["RF-FWD", "CHUCK-TEMP", "PRESSURE"])}-${c.r.pick(TOOLS)} stale ${Math.round((t - c.on) / 60)}m, lot ${l} requires disposition`,
        );
        c.at(
          t + 0.4,
          "mes-core",
          "info",
          `[${thread(c)}] c.f.m.hold.HoldService : hold SPC-NODATA placed on ${l} (FDC data unavailable)`,
        );
      });
    },
  },
  {
    key: "spc-gunicorn-sigsegv",
    estate: E,
    incident: true,
    origin: "spc-engine",
    category: "unknown",
    hints: ["SIGSEGV", "worker", "segmentation"],
    sev: "medium",
    note: "spc-engine's gunicorn workers start dying with SIGSEGV every minute or two, with nothing logged before the signal; eqp-gateway's measurement posts get EOF / connection reset while workers reboot",
    play(c) {
      c.ramp(c.on, c.end, 0.012, 0.03, (t) => {
        const pid = c.r.int(200, 9000);
        c.at(t, "spc-engine", "error", `Worker (pid:${pid}) was sent SIGSEGV!`);
        c.at(t + 0.3, "spc-engine", "info", `Booting worker with pid: ${pid + c.r.int(1, 80)}`);
        for (let k = 0; k < c.r.int(2, 6); k++)
          c.at(
            t + c.r.num(-0.05, 0.2),
            "eqp-gateway",
            "error",
            `measurement forward failed\t{"eqp": "${c.r.pick(TOOLS)}", "lot": "${lot(c.r)}", "error": "Post \\"http://spc-engine:8000/api/v1/measurements\\": ${c.r.pick(["EOF", "read tcp 10.244.1.31:48812->10.96.22.9:8000: read: connection reset by peer"])}"}`,
          );
      });
      c.every(c.on + 300, c.end, 240, (t) =>
        c.at(t, "spc-engine", "warn", `measurement backlog ${c.r.int(40, 600)} batches (eqp-gateway retries)`),
      );
    },
  },
  {
    key: "recipe-mgmt-clr-fatal",
    estate: E,
    incident: true,
    origin: "recipe-mgmt-svc",
    category: "unknown",
    hints: ["Fatal error", "Internal CLR error", "0x80131506", "exit code 134"],
    sev: "high",
    note: "recipe-mgmt-svc dies every few minutes with 'Fatal error. Internal CLR error. (0x80131506)' and no managed exception; kubelet restarts it; recipe downloads and portal lookups fail during each restart",
    play(c) {
      let t = c.on;
      while (t < c.end) {
        c.at(t, "recipe-mgmt-svc", "fatal", "Fatal error. Internal CLR error. (0x80131506)");
        c.at(
          t + 0.6,
          "kubelet",
          "info",
          `"SyncLoop (PLEG): event for pod" pod="fab-mes/${c.pod("recipe-mgmt-svc")}" event={"Type":"ContainerDied"}`,
        );
        c.mute("recipe-mgmt-svc", t, t + 12, 0);
        c.every(t + 0.5, t + 11, 1.5, (u) =>
          c.at(
            u,
            "eqp-gateway",
            "error",
            `recipe fetch failed\t{"eqp": "${c.r.pick(TOOLS)}", "error": "Get \\"http://recipe-mgmt-svc:8080/api/recipes/CMP-CU-${c.r.int(1, 40)}\\": dial tcp 10.96.41.7:8080: connect: connection refused"}`,
          ),
        );
        c.at(t + c.r.num(1, 8), "fab-portal", "error", `recipe lookup failed: connect ECONNREFUSED 10.96.41.7:8080`);
        c.boot(t + 10, "recipe-mgmt-svc");
        t += c.r.num(120, 330);
      }
    },
  },
];
