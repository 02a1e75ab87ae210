// The thirteen Grainline incidents. Correlation ids reach only the order path, so plant-side failures must
// be tied together by names, batches and timing.
import {
  BATCHER,
  customer,
  DRIVERS,
  doughBatch,
  driver,
  EDI,
  INTAKE,
  INVOICE,
  LABELLER,
  mixer,
  PLANNER,
  PORTAL,
  planId,
  RABBIT,
  RECIPES,
  ROUTES,
  railsLines,
  route,
  sku,
  wo,
} from "../estates/grainline.js";
import { backoff, day, ev, every, grouped, hhmm, poisson, SEC } from "../kit.js";
import { rollout } from "../lifecycle.js";
import { javaTrace, nodeTrace, pyTrace, rubyTrace, SPRING_TAIL } from "../stacks.js";
import type { Ctx, Ev, Incident } from "../types.js";

const PY = "/usr/local/lib/python3.11/site-packages";
const GEMS = "/app/vendor/bundle/ruby/3.2.0/gems";

// ---------------------------------------------------------------------------------------------------------
const sftpAuthFail = () =>
  javaTrace(
    "org.springframework.messaging.MessagingException: Problem occurred while synchronizing '/outbound/850' to local directory; nested exception is org.springframework.messaging.MessagingException: Failed to execute on session; nested exception is java.lang.IllegalStateException: failed to create SFTP Session",
    [
      "org.springframework.integration.file.remote.synchronizer.AbstractInboundFileSynchronizer.synchronizeToLocalDirectory(AbstractInboundFileSynchronizer.java:348)",
      "org.springframework.integration.file.remote.synchronizer.AbstractInboundFileSynchronizingMessageSource.doReceive(AbstractInboundFileSynchronizingMessageSource.java:267)",
      "org.springframework.integration.endpoint.AbstractMessageSource.receive(AbstractMessageSource.java:142)",
      "org.springframework.integration.endpoint.SourcePollingChannelAdapter.receiveMessage(SourcePollingChannelAdapter.java:212)",
      "org.springframework.integration.endpoint.AbstractPollingEndpoint.doPoll(AbstractPollingEndpoint.java:444)",
      "org.springframework.scheduling.support.DelegatingErrorHandlingRunnable.run(DelegatingErrorHandlingRunnable.java:54)",
      "java.base/java.lang.Thread.run(Thread.java:840)",
    ],
    [
      {
        head: "java.lang.IllegalStateException: failed to create SFTP Session",
        frames: [
          "org.springframework.integration.sftp.session.DefaultSftpSessionFactory.getSession(DefaultSftpSessionFactory.java:404)",
          "org.springframework.integration.sftp.session.DefaultSftpSessionFactory.getSession(DefaultSftpSessionFactory.java:58)",
          "org.springframework.integration.file.remote.RemoteFileTemplate.execute(RemoteFileTemplate.java:446)",
        ],
        more: 14,
      },
      {
        head: "com.jcraft.jsch.JSchException: Auth fail",
        frames: [
          "com.jcraft.jsch.Session.connect(Session.java:519)",
          "com.jcraft.jsch.Session.connect(Session.java:183)",
          "org.springframework.integration.sftp.session.DefaultSftpSessionFactory.initJschSession(DefaultSftpSessionFactory.java:432)",
          "org.springframework.integration.sftp.session.DefaultSftpSessionFactory.getSession(DefaultSftpSessionFactory.java:399)",
        ],
        more: 16,
      },
    ],
  );

const ediSftpAuth: Incident = {
  key: "gl-edi-sftp-auth",
  estate: "grainline",
  category: "authentication",
  origin: EDI,
  hints: ["auth", "sftp", "ssh", "credential"],
  severity: "medium",
  note: "Fernhill's EDI host stopped accepting edi-gateway's SSH key after a change on their side, so every SFTP poll for purchase orders failed with Auth fail and the largest grocer's orders silently stopped arriving.",
  mute: (e) => e.svc === EDI && /^sftp poll FERNHILL/.test(e.msg),
  breaks: {
    "edi-po": (c) => (c.r.chance(0.6) ? [] : null),
  },
  events: (c) => [
    ...every(c, c.t0, c.end, 60, 0.02, (t) => [
      ev(t, EDI, "ERROR", "sftp poll FERNHILL failed: sftp.fernhill-edi.co.uk:22 user grainline", {
        stack: sftpAuthFail(),
        err: "org.springframework.messaging.MessagingException",
      }),
    ]).map((e, i) => {
      if (i === 0) e.t = c.t0;
      return e;
    }),
    ...every(c, c.t0 + 200 * SEC, c.end, 180, 0.05, (t) => [
      ev(
        t,
        INTAKE,
        "WARN",
        `no EDI 850 from FERNHILL since ${hhmm(c.t0)} (expected every 15m); standing-order fallback armed for ${day(t, 1)}`,
      ),
      ev(
        t + 900,
        PLANNER,
        "WARN",
        `FERNHILL demand for ${day(t, 1)} incomplete: ${c.r.int(0, 3)}/14 stores received, using forecast`,
      ),
    ]),
  ],
};

// ---------------------------------------------------------------------------------------------------------
const DENIED = "REQUEST_DENIED: This API project is not authorized to use this API.";

const routesMapsDenied: Incident = {
  key: "gl-routes-maps-denied",
  estate: "grainline",
  category: "authorization",
  origin: ROUTES,
  hints: ["denied", "authoriz", "permission", "forbidden"],
  severity: "high",
  note: "After a billing-project change the maps API key of route-dispatch was no longer authorised for the distance matrix API; route re-optimisation failed with REQUEST_DENIED and drivers could not load their day's routes.",
  share: 0.85,
  breaks: {
    driver: (c, t) => {
      const r = c.r;
      const rt = route(c);
      const d = driver(c);
      const out: Ev[] = [];
      let x = t;
      for (let k = 0; k < r.int(1, 3); k++) {
        out.push(ev(x + r.int(150, 400), ROUTES, "ERROR", `re-optimise ${rt} failed: distance matrix ${DENIED}`));
        out.push(ev(x + r.int(401, 420), ROUTES, "INFO", `GET /routes/${rt}/plan 502 (${r.int(150, 420)}ms)`));
        out.push(
          ev(
            x + r.int(421, 460),
            DRIVERS,
            "ERROR",
            `GET /v1/routes/today 502 driver=${d} route=${rt}: route-dispatch responded 502 Bad Gateway`,
          ),
        );
        x += r.int(5000, 20000);
      }
      return out;
    },
    route: (c, t) => {
      if (!c.r.chance(0.35)) return null;
      return [ev(t, ROUTES, "ERROR", `route ${route(c)} van VN-${c.r.int(10, 44)}: sequencing failed: ${DENIED}`)];
    },
  },
  events: (c) => [
    ev(c.t0, ROUTES, "ERROR", `re-optimise ${route(c)} failed: distance matrix ${DENIED}`),
    ...every(c, c.t0 + 45 * SEC, c.end, 60, 0.05, (t) => [
      ev(
        t,
        ROUTES,
        "WARN",
        `distance matrix: 0 fresh responses in last 60s, ${c.r.int(6, 22)} routes pending re-optimisation`,
      ),
    ]),
  ],
};

// ---------------------------------------------------------------------------------------------------------
const ag976 = (c: Ctx) =>
  [
    "Microsoft.Data.SqlClient.SqlException (0x80131904): The target database, 'Ledger', is participating in an availability group and is currently not accessible for queries. Either data movement is suspended or the availability replica is not enabled for read access. To allow read-only access to this and other databases in the availability group, enable read access to one or more secondary availability replicas in the group.  For more information, see the ALTER AVAILABILITY GROUP statement in SQL Server Books Online.",
    "   at Microsoft.Data.SqlClient.SqlConnection.OnError(SqlException exception, Boolean breakConnection, Action`1 wrapCloseInAction)",
    "   at Microsoft.Data.SqlClient.TdsParser.ThrowExceptionAndWarning(TdsParserStateObject stateObj, Boolean callerHasConnectionLock, Boolean asyncClose)",
    "   at Microsoft.Data.SqlClient.TdsParser.TryRun(RunBehavior runBehavior, SqlCommand cmdHandler, SqlDataReader dataStream, BulkCopySimpleResultSet bulkCopyHandler, TdsParserStateObject stateObj, Boolean& dataReady)",
    "   at Microsoft.Data.SqlClient.SqlInternalConnectionTds.CompleteLogin(Boolean enlistOK)",
    "   at Microsoft.Data.ProviderBase.DbConnectionPool.CreateObject(DbConnection owningObject, DbConnectionOptions userOptions, DbConnectionInternal oldConnection)",
    "   at Microsoft.Data.SqlClient.SqlConnection.InternalOpenAsync(CancellationToken cancellationToken)",
    "   at Grainline.Invoicing.Ledger.LedgerRepository.PostAsync(Invoice invoice, CancellationToken ct) in /src/Invoicing/Ledger/LedgerRepository.cs:line 72",
    "   at Grainline.Invoicing.Jobs.InvoiceRunJob.ExecuteAsync(PerformContext context) in /src/Invoicing/Jobs/InvoiceRunJob.cs:line 48",
    `ClientConnectionId:${c.r.uuid()}`,
    "Error Number:976,State:1,Class:14",
  ].join("\n");

const invoiceAgOffline: Incident = {
  key: "gl-invoice-ag-offline",
  estate: "grainline",
  category: "database",
  origin: INVOICE,
  hints: ["sql", "database", "availability", "sqlexception"],
  severity: "medium",
  note: "The SQL Server availability group behind invoice-run's ledger database was left with no readable primary after a failover, so invoice posting failed with error 976 and credit checks and statements that depend on it degraded.",
  breaks: {
    invoice: (c, t, id) => {
      const r = c.r;
      const [cid] = customer(c);
      const job = r.int(88000, 89999);
      return [
        ev(
          t,
          INVOICE,
          "ERROR",
          `Failed to post invoice for ${cid}`,
          r.chance(0.4) ? { id, stack: ag976(c), err: "Microsoft.Data.SqlClient.SqlException" } : { id },
        ),
        ev(
          t + 3,
          INVOICE,
          "WARN",
          `Failed to process the job '${job}': an exception occurred. Retry attempt ${r.int(1, 4)} of 10 will be performed in 00:0${r.int(0, 4)}:${r.int(10, 59)}.`,
          { id },
        ),
      ];
    },
    "portal-order": (c, t, id) => {
      const r = c.r;
      if (!r.chance(0.5)) return null;
      const [cid] = customer(c);
      const ms = r.int(200, 600);
      const out = railsLines(c, t, "POST", "/orders", "OrdersController#create", "202 Accepted", ms, id);
      out.splice(
        2,
        0,
        ev(
          t + ms - 10,
          INTAKE,
          "WARN",
          `credit check for ${cid} unavailable (invoice-run 503), order ${wo(c)} held for review`,
          { id },
        ),
      );
      return out;
    },
  },
  events: (c) => [
    ev(c.t0, INVOICE, "ERROR", `Failed to post invoice for ${customer(c)[0]}`, {
      stack: ag976(c),
      err: "Microsoft.Data.SqlClient.SqlException",
    }),
  ],
};

// ---------------------------------------------------------------------------------------------------------
const batcherNoRoute: Incident = {
  key: "gl-batcher-modbus-no-route",
  estate: "grainline",
  category: "network",
  origin: BATCHER,
  hints: ["network", "route", "connection", "unreachable"],
  severity: "high",
  note: "A plant-floor switch failure cut dough-batcher off from mixers M2 and M3: Modbus reads were reset and reconnects got no route to host, interlocks held the batches and production fell behind.",
  mute: (e) => e.svc === BATCHER && /^mixer M[23] load/.test(e.msg),
  share: 0.7,
  breaks: {
    batch: (c, t) => {
      const r = c.r;
      const b = doughBatch(c);
      const m = r.pick(["M2", "M3"]);
      const n = Math.round((t - c.t0) / SEC);
      const out: Ev[] = [
        ev(t, BATCHER, "WARN", `mixer ${m}: batch ${b} state UNKNOWN (no comms ${n}s), interlock engaged`),
      ];
      if (n > 240 && r.chance(0.6))
        out.push(
          ev(
            t + r.int(50, 400),
            PLANNER,
            "WARN",
            `batch ${b} overdue in MIXING (${Math.round(n / 60)}m), divider line ${m === "M2" ? 2 : 3} waiting`,
          ),
        );
      return out;
    },
  },
  events: (c) => [
    ev(
      c.t0,
      BATCHER,
      "ERROR",
      `modbus read M2 holding registers 40001-40020: read tcp 10.20.1.5:${c.r.int(40000, 60000)}->10.20.8.32:502: read: connection reset by peer`,
    ),
    ev(
      c.t0 + c.r.int(100, 900),
      BATCHER,
      "ERROR",
      `modbus read M3 holding registers 40001-40020: read tcp 10.20.1.5:${c.r.int(40000, 60000)}->10.20.8.33:502: read: connection reset by peer`,
    ),
    ...poisson(c, c.t0 + 1000, c.end, 2.2, (t) => {
      const m = c.r.pick(["2", "3"]);
      return [
        ev(
          t,
          BATCHER,
          "ERROR",
          `modbus dial M${m} 10.20.8.3${m}:502: dial tcp 10.20.8.3${m}:502: connect: no route to host`,
        ),
      ];
    }),
    ...every(c, c.t0 + 15 * SEC, c.end, 30, 0.05, (t) => [
      ev(t, BATCHER, "WARN", "plc link health: M1 ok, M2 down, M3 down"),
    ]),
  ],
};

// ---------------------------------------------------------------------------------------------------------
const planTimeout = (run: string) =>
  pyTrace(
    [
      [
        "/app/planner/run.py",
        146,
        "execute",
        'raise PlanningTimeout(f"planning run {run_id} exceeded deadline of {self.deadline_s}s") from None',
      ],
    ],
    `planner.errors.PlanningTimeout: planning run ${run} exceeded deadline of 120s`,
    {
      frames: [
        ["/app/planner/run.py", 141, "execute", "plan = future.result(timeout=self.deadline_s)"],
        ["/usr/local/lib/python3.11/concurrent/futures/_base.py", 458, "result", "raise TimeoutError()"],
      ],
      last: "TimeoutError",
      direct: false,
    },
  );

const plannerDeadline: Incident = {
  key: "gl-planner-deadline",
  estate: "grainline",
  category: "timeout",
  origin: PLANNER,
  hints: ["timeout", "deadline", "timed out", "exceeded"],
  severity: "medium",
  note: "Tomorrow's production planning run in production-planner kept exceeding its 120 s solver deadline on an unusually large order book and was aborted each time, so no plan was released for the next shift.",
  share: 0.25,
  breaks: {
    batch: (c, t) => [
      ev(t, BATCHER, "WARN", `mixer ${mixer(c)} idle: no released plan for shift B (${day(t, 1)}), holding`),
    ],
  },
  events: (c) => {
    const run = `P-${day(c.t0, 1).slice(5).replace("-", "")}-A`;
    return [
      ...backoff(c, c.t0 - 120_000, c.end, [131], (t, n) => [
        ev(
          t,
          PLANNER,
          "INFO",
          `planning run ${run} attempt ${n + 1} started: ${grouped(1842)} order lines (FERNHILL ${grouped(1204)}), horizon 36h, solver deadline 120s`,
        ),
        ev(
          t + 120_000,
          PLANNER,
          "ERROR",
          `planning run ${run} attempt ${n + 1} aborted: no feasible plan within deadline`,
          { stack: planTimeout(run), err: "planner.errors.PlanningTimeout" },
        ),
      ]),
      ...every(c, c.t0 + 90 * SEC, c.end, 120, 0.05, (t) => [
        ev(
          t,
          INTAKE,
          "WARN",
          `cutoff confirmation for ${c.r.int(180, 240)} orders delayed: production-planner has no plan ${run}`,
        ),
      ]),
    ];
  },
};

// ---------------------------------------------------------------------------------------------------------
const tooMany = () =>
  javaTrace(
    'org.springframework.web.client.HttpClientErrorException$TooManyRequests: 429 Too Many Requests: "{"Title":"Too Many Requests","Detail":"Rate limit exceeded","Status":429}"',
    [
      "org.springframework.web.client.HttpClientErrorException.create(HttpClientErrorException.java:130)",
      "org.springframework.web.client.DefaultResponseErrorHandler.handleError(DefaultResponseErrorHandler.java:183)",
      "org.springframework.web.client.RestTemplate.handleResponse(RestTemplate.java:915)",
      "org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:864)",
      "com.grainline.intake.credit.LedgerlyClient.fetchBalance(LedgerlyClient.java:66)",
      "com.grainline.intake.credit.CreditGate.check(CreditGate.java:41)",
      "com.grainline.intake.orders.OrderService.accept(OrderService.java:97)",
      ...SPRING_TAIL.slice(0, 3),
    ],
  );

const intakeLedgerly429: Incident = {
  key: "gl-intake-ledgerly-429",
  hours: [[13, 14]],
  estate: "grainline",
  category: "rate_limiting",
  origin: INTAKE,
  hints: ["rate", "429", "too many", "throttl"],
  severity: "medium",
  note: "order-intake's cutoff credit refresh hammered the accounting API and hit its per-minute rate limit, so live orders could not get a credit decision and were held.",
  share: 0.8,
  breaks: {
    "portal-order": (c, t, id) => {
      const r = c.r;
      const ms = r.int(2000, 6000);
      const w = wo(c);
      const out = railsLines(c, t, "POST", "/orders", "OrdersController#create", "202 Accepted", ms, id);
      out.splice(
        2,
        0,
        ev(
          t + ms - 30,
          INTAKE,
          "ERROR",
          `Order ${w} held: customer credit unknown after 3 attempts`,
          r.chance(0.3)
            ? { id, stack: tooMany(), err: "org.springframework.web.client.HttpClientErrorException$TooManyRequests" }
            : { id },
        ),
        ev(t + ms - 5, PORTAL, "WARN", `order ${w} accepted but held for credit review`, { id }),
      );
      return out;
    },
    "edi-po": (c, t, id) => {
      const r = c.r;
      const ic = `0000${r.int(41000, 42999)}`;
      return [
        ev(
          t,
          EDI,
          "INFO",
          `received 850 interchange ${ic} from FERNHILL (${r.int(1, 4)} POs, ${r.int(20, 240)} lines) via sftp`,
          { id },
        ),
        ev(t + r.int(2000, 6000), INTAKE, "ERROR", `Order ${wo(c)} held: customer credit unknown after 3 attempts`, {
          id,
        }),
      ];
    },
  },
  events: (c) => [
    ev(c.t0 - 3100, INTAKE, "INFO", "credit refresh started for 1,412 accounts (cutoff sweep), concurrency=32"),
    ev(
      c.t0,
      INTAKE,
      "WARN",
      `credit sync for ${customer(c)[0]} throttled by ledgerly: 429 Too Many Requests (X-Rate-Limit-Problem: minute, Retry-After: 58)`,
    ),
    ...poisson(c, c.t0 + 100, c.end, 0.6, (t) => [
      ev(
        t,
        INTAKE,
        "WARN",
        `credit sync for C-0${c.r.int(100, 999)} throttled by ledgerly: 429 Too Many Requests (X-Rate-Limit-Problem: minute, Retry-After: ${c.r.int(1, 60)})`,
      ),
    ]),
    ...every(c, c.t0 + 60 * SEC, c.end, 60, 0.05, (t) => [
      ev(
        t,
        INTAKE,
        "INFO",
        `credit refresh progress: ${c.r.int(80, 400)}/1,412 accounts, ${c.r.int(600, 1800)} throttled calls`,
      ),
    ]),
  ],
};

// ---------------------------------------------------------------------------------------------------------
const x12Invalid = (c: Ctx) =>
  javaTrace(
    `com.grainline.edi.x12.X12ValidationException: segment PO1*${c.r.int(1, 40)} element PO103 (Unit or Basis for Measurement Code) value 'BX' not in code list [CA, CS, EA, DZ]`,
    [
      "com.grainline.edi.x12.PartnerProfileValidator.validateElement(PartnerProfileValidator.java:211)",
      "com.grainline.edi.x12.PartnerProfileValidator.validateSegment(PartnerProfileValidator.java:148)",
      "com.grainline.edi.x12.PartnerProfileValidator.validate(PartnerProfileValidator.java:92)",
      "com.grainline.edi.inbound.Inbound850Handler.handle(Inbound850Handler.java:58)",
      "org.springframework.integration.handler.AbstractMessageHandler.handleMessage(AbstractMessageHandler.java:56)",
    ],
  );

const ediHarborInvalid: Incident = {
  key: "gl-edi-x12-uom",
  estate: "grainline",
  category: "validation",
  origin: EDI,
  hints: ["validation", "x12", "invalid", "edi"],
  severity: "medium",
  note: "Harbor Foods changed its EDI mapping and started sending unit of measure BX, which edi-gateway's partner profile rejects, so every Harbor purchase order failed X12 validation and was bounced with a negative 997.",
  breaks: {
    "edi-po": (c, t, id) => {
      const r = c.r;
      if (!r.chance(0.45)) return null;
      const ic = `0000${r.int(41000, 42999)}`;
      const n = r.int(1, 40);
      return [
        ev(
          t,
          EDI,
          "INFO",
          `received 850 interchange ${ic} from HARBORFOODS (${r.int(1, 4)} POs, ${r.int(20, 240)} lines) via sftp`,
          { id },
        ),
        ev(
          t + r.int(20, 80),
          EDI,
          "ERROR",
          `850 interchange ${ic} from HARBORFOODS rejected: X12 validation failed`,
          r.chance(0.4) ? { id, stack: x12Invalid(c), err: "com.grainline.edi.x12.X12ValidationException" } : { id },
        ),
        ev(
          t + r.int(81, 200),
          EDI,
          "WARN",
          `sent 997 to HARBORFOODS for interchange ${ic}: AK5*R*5 (rejected, ${n} element errors)`,
          { id },
        ),
      ];
    },
  },
  events: (c) => {
    const r = c.r;
    return [
      ev(
        c.t0,
        EDI,
        "ERROR",
        `850 interchange 0000${r.int(41000, 42999)} from HARBORFOODS rejected: X12 validation failed`,
        { stack: x12Invalid(c), err: "com.grainline.edi.x12.X12ValidationException" },
      ),
      ...poisson(c, c.t0 + 5000, c.end, 24, (t) => {
        const ic = `0000${r.int(41000, 42999)}`;
        return [
          ev(
            t,
            EDI,
            "INFO",
            `received 850 interchange ${ic} from HARBORFOODS (${r.int(1, 3)} POs, ${r.int(20, 120)} lines) via as2`,
          ),
          ev(
            t + r.int(20, 80),
            EDI,
            "ERROR",
            `850 interchange ${ic} from HARBORFOODS rejected: X12 validation failed (PO103 'BX')`,
          ),
          ev(t + r.int(81, 200), EDI, "WARN", `sent 997 to HARBORFOODS for interchange ${ic}: AK5*R*5 (rejected)`),
        ];
      }),
      ...every(c, c.t0 + 60 * SEC, c.end, 60, 0.05, (t) => [
        ev(t, EDI, "ERROR", `HARBORFOODS: 0/${r.int(3, 30)} documents accepted since ${hhmm(c.t0)} (PO103 'BX')`),
      ]),
      ...every(c, c.t0 + 300 * SEC, c.end, 240, 0.05, (t) => [
        ev(t, INTAKE, "WARN", `expected HARBORFOODS standing POs for ${day(t, 1)} not received (0/9 DCs)`),
      ]),
    ];
  },
};

// ---------------------------------------------------------------------------------------------------------
const npe = () =>
  javaTrace(
    'java.lang.NullPointerException: Cannot invoke "com.grainline.recipes.model.Ingredient.getAllergens()" because the return value of "com.grainline.recipes.model.RecipeLine.getIngredient()" is null',
    [
      "com.grainline.recipes.allergen.AllergenRollup.lambda$rollup$0(AllergenRollup.java:74)",
      "java.base/java.util.stream.ReferencePipeline$7$1.accept(ReferencePipeline.java:273)",
      "java.base/java.util.ArrayList$ArrayListSpliterator.forEachRemaining(ArrayList.java:1625)",
      "java.base/java.util.stream.AbstractPipeline.copyInto(AbstractPipeline.java:509)",
      "java.base/java.util.stream.ReduceOps$ReduceOp.evaluateSequential(ReduceOps.java:921)",
      "java.base/java.util.stream.ReferencePipeline.collect(ReferencePipeline.java:682)",
      "com.grainline.recipes.allergen.AllergenRollup.rollup(AllergenRollup.java:76)",
      "com.grainline.recipes.api.RecipeController.current(RecipeController.java:58)",
      ...SPRING_TAIL,
    ],
  );

const recipesNpe: Incident = {
  key: "gl-recipes-npe",
  estate: "grainline",
  category: "null_reference",
  origin: RECIPES,
  hints: ["nullpointer", "null", "npe"],
  severity: "high",
  note: "Retiring an ingredient left recipe lines pointing at nothing; recipe-registry threw NullPointerException rolling up allergens for every recipe that used it, so case labels for those products could not be printed.",
  share: 0.5,
  breaks: {
    label: (c, t) => {
      const r = c.r;
      const s = sku(c);
      const task = r.uuid();
      const out: Ev[] = [ev(t, LABELLER, "INFO", `Task labeller.tasks.render_case_labels[${task}] received`)];
      let x = t;
      for (let k = 0; k < 3; k++) {
        x += r.int(5, 40);
        out.push(
          ev(
            x,
            RECIPES,
            "ERROR",
            `GET /recipes/${s}?rev=current 500`,
            r.chance(0.25) ? { stack: npe(), err: "java.lang.NullPointerException" } : {},
          ),
        );
        x += r.int(10, 40);
        if (k < 2)
          out.push(
            ev(
              x,
              LABELLER,
              "WARN",
              `Task labeller.tasks.render_case_labels[${task}] retry: Retry in 10s: HTTPError('500 Server Error:  for url: http://recipe-registry:8080/recipes/${s}?rev=current')`,
            ),
          );
        else
          out.push(
            ev(
              x,
              LABELLER,
              "ERROR",
              `Task labeller.tasks.render_case_labels[${task}] raised unexpected: HTTPError('500 Server Error:  for url: http://recipe-registry:8080/recipes/${s}?rev=current')`,
            ),
          );
        x += 10_000;
      }
      return out;
    },
  },
  events: (c) => [
    ev(
      c.t0 - 31_000,
      RECIPES,
      "INFO",
      "ingredient ING-0881 'soya flour (supplier B)' retired by k.obrien (change CR-2207)",
    ),
    ev(c.t0, RECIPES, "ERROR", `GET /recipes/${sku(c)}?rev=current 500`, {
      stack: npe(),
      err: "java.lang.NullPointerException",
    }),
  ],
};

// ---------------------------------------------------------------------------------------------------------
const STAGING = "route-dispatch.staging.svc.cluster.local";
const enotfound = () =>
  nodeTrace(
    `Error: getaddrinfo ENOTFOUND ${STAGING}`,
    ["GetAddrInfoReqWrap.onlookup [as oncomplete] (node:dns:107:26)"],
    {
      errno: -3008,
      code: "ENOTFOUND",
      syscall: "getaddrinfo",
      hostname: STAGING,
    },
  );

const driversStagingUrl: Incident = {
  key: "gl-drivers-staging-url",
  estate: "grainline",
  category: "configuration",
  origin: DRIVERS,
  hints: ["config", "url", "staging", "endpoint"],
  severity: "high",
  note: "driver-app-api 4.8.0 shipped with ROUTE_DISPATCH_URL pointing at the staging cluster's hostname, which does not resolve in production, so every route fetch and drop completion from drivers' phones failed.",
  breaks: {
    driver: (c, t) => {
      const r = c.r;
      const d = driver(c);
      const out: Ev[] = [];
      let x = t;
      for (let k = 0; k < r.int(1, 3); k++) {
        out.push(
          ev(
            x + r.int(2, 20),
            DRIVERS,
            "ERROR",
            `GET /v1/routes/today 502 driver=${d}: getaddrinfo ENOTFOUND ${STAGING}`,
            r.chance(0.3) ? { stack: enotfound(), err: "Error" } : {},
          ),
        );
        x += r.int(4000, 15000);
      }
      return out;
    },
    route: (c, t) => {
      if (!c.r.chance(0.65)) return null;
      return [
        ev(
          t,
          DRIVERS,
          "ERROR",
          `POST /v1/drops/DRP-${c.r.int(80000, 99999)}/complete 502 driver=${driver(c)}: getaddrinfo ENOTFOUND ${STAGING}`,
        ),
      ];
    },
  },
  events: (c) => [
    ...rollout(c, DRIVERS, "node", c.t0 - 12_000, "4.8.0"),
    ev(
      c.t0 - 300,
      DRIVERS,
      "INFO",
      `upstreams: ROUTE_DISPATCH_URL=http://${STAGING}:8080 TELEMATICS_URL=https://api.fleetrack.io`,
    ),
    ev(c.t0, DRIVERS, "ERROR", `GET /v1/routes/today 502 driver=${driver(c)}: getaddrinfo ENOTFOUND ${STAGING}`, {
      stack: enotfound(),
      err: "Error",
    }),
  ],
};

// ---------------------------------------------------------------------------------------------------------
const soapFault = () =>
  rubyTrace([
    `${GEMS}/savon-2.14.0/lib/savon/response.rb:91:in \`raise_soap_and_http_errors!'`,
    `${GEMS}/savon-2.14.0/lib/savon/response.rb:23:in \`initialize'`,
    `${GEMS}/savon-2.14.0/lib/savon/operation.rb:73:in \`new'`,
    `${GEMS}/savon-2.14.0/lib/savon/operation.rb:73:in \`call'`,
    `${GEMS}/savon-2.14.0/lib/savon/client.rb:36:in \`call'`,
    "/app/app/services/vat/vies_client.rb:21:in `check'",
    "/app/app/models/concerns/vat_verifiable.rb:14:in `verify_vat!'",
    "/app/app/controllers/orders_controller.rb:31:in `create'",
  ]);

const viesOpen = (c: Ctx) => c.t0 + 70_000 + (c.t0 % 7000);

const portalVies: Incident = {
  key: "gl-portal-vies-unavailable",
  estate: "grainline",
  category: "dependency",
  origin: PORTAL,
  hints: ["vies", "unavailable", "vat", "soap"],
  severity: "medium",
  note: "The EU VAT validation service that wholesale-portal calls at checkout answered MS_UNAVAILABLE, so orders from Irish and Dutch trade customers failed until the portal's circuit opened and held them.",
  share: 0.3,
  breaks: {
    "portal-order": (c, t, id) => {
      const r = c.r;
      const vat = r.pick([
        `IE${r.int(1000000, 9999999)}${r.pick(["V", "W", "H"])}`,
        `NL${r.int(100000000, 999999999)}B0${r.int(1, 9)}`,
      ]);
      if (t > viesOpen(c)) {
        const out = railsLines(
          c,
          t,
          "POST",
          "/orders",
          "OrdersController#create",
          "503 Service Unavailable",
          r.int(20, 60),
          id,
        );
        out.splice(
          2,
          0,
          ev(t + 15, PORTAL, "WARN", `circuit vies OPEN; order for ${vat} held, customer asked to retry later`, { id }),
        );
        return out;
      }
      const ms = r.int(800, 3000);
      const out = railsLines(c, t, "POST", "/orders", "OrdersController#create", "503 Service Unavailable", ms, id);
      out.splice(
        2,
        0,
        ev(
          t + ms - 5,
          PORTAL,
          "ERROR",
          `VIES check failed for ${vat}: (soap:Server) MS_UNAVAILABLE`,
          r.chance(0.4) ? { id, stack: soapFault(), err: "Savon::SOAPFault" } : { id },
        ),
      );
      return out;
    },
  },
  events: (c) => [
    ev(c.t0, PORTAL, "ERROR", `VIES check failed for IE${c.r.int(1000000, 9999999)}V: (soap:Server) MS_UNAVAILABLE`, {
      stack: soapFault(),
      err: "Savon::SOAPFault",
    }),
    ev(
      viesOpen(c),
      PORTAL,
      "WARN",
      "circuit vies OPEN after 8 failures in 60s (MS_UNAVAILABLE); EU VAT checks short-circuited for 300s",
    ),
  ],
};

// ---------------------------------------------------------------------------------------------------------
const BLOCKED = "*** Publishers will be blocked until this alarm clears ***";

const rabbitMemoryAlarm: Incident = {
  key: "gl-rabbit-memory-alarm",
  estate: "grainline",
  category: "memory",
  origin: RABBIT,
  hints: ["memory", "watermark", "alarm", "blocked"],
  severity: "high",
  note: "plant-rabbitmq crossed its memory high watermark (a consumerless archive queue had grown for weeks) and raised the memory alarm, blocking every publisher, so order events, batch confirmations and label jobs stopped flowing.",
  share: 0.9,
  breaks: {
    "portal-order": (c, t, id) => {
      const r = c.r;
      const ms = 5000 + r.int(5, 80);
      const w = wo(c);
      const out = railsLines(c, t, "POST", "/orders", "OrdersController#create", "503 Service Unavailable", ms, id);
      out.splice(
        2,
        0,
        ev(
          t + ms - 30,
          INTAKE,
          "ERROR",
          `publish order.accepted for ${w} failed: org.springframework.amqp.AmqpResourceNotAvailableException: connection blocked by broker (low on memory), waited 5000ms`,
          { id },
        ),
      );
      return out;
    },
    batch: (c, t) => {
      const b = doughBatch(c);
      const out: Ev[] = [
        ev(
          t,
          BATCHER,
          "INFO",
          `mixer ${mixer(c)}: batch ${b} complete, dough temp ${c.r.float(25.2, 26.9).toFixed(1)}C (target 26±1), ${c.r.int(9, 14)}m mix`,
        ),
      ];
      if (c.r.chance(0.4))
        out.push(
          ev(
            t + 30_000,
            BATCHER,
            "ERROR",
            `amqp publish batch.completed ${b} blocked 30s: connection.blocked (low on memory)`,
          ),
        );
      return out;
    },
    label: () => [],
  },
  events: (c) => [
    ev(
      c.t0 - 1,
      RABBIT,
      "WARN",
      `vm_memory_high_watermark set. Memory used:${3435973836 + c.r.int(1, 90000)} allowed:3435973836`,
    ),
    ev(
      c.t0,
      RABBIT,
      "WARN",
      `memory resource limit alarm set on node 'rabbit@plant-rabbitmq-0'.\n\n**********************************************************\n${BLOCKED}\n**********************************************************`,
    ),
    ev(c.t0 + c.r.int(50, 400), INTAKE, "WARN", "AMQP connection blocked by broker: low on memory"),
    ev(c.t0 + c.r.int(50, 400), PLANNER, "WARN", "Connection.Blocked received from broker: low on memory"),
    ev(c.t0 + c.r.int(50, 400), BATCHER, "WARN", "amqp connection blocked: low on memory"),
    ...every(c, c.t0 + 120 * SEC, c.end, 120, 0.05, (t) => [
      ev(
        t,
        PLANNER,
        "WARN",
        `no batch.completed events for ${Math.round((t - c.t0) / 60000)}m; plan ${planId(t)} progress frozen`,
      ),
    ]),
  ],
};

// ---------------------------------------------------------------------------------------------------------
const flood = () =>
  javaTrace(
    "org.elasticsearch.ElasticsearchStatusException: Elasticsearch exception [type=cluster_block_exception, reason=index [recipe-audit-2026.05] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];]",
    [
      "org.elasticsearch.rest.BytesRestResponse.errorFromXContent(BytesRestResponse.java:178)",
      "org.elasticsearch.client.RestHighLevelClient.parseEntity(RestHighLevelClient.java:2484)",
      "org.elasticsearch.client.RestHighLevelClient.parseResponseException(RestHighLevelClient.java:2461)",
      "org.elasticsearch.client.RestHighLevelClient.internalPerformRequest(RestHighLevelClient.java:2184)",
      "org.elasticsearch.client.RestHighLevelClient.performRequest(RestHighLevelClient.java:2137)",
      "org.elasticsearch.client.RestHighLevelClient.index(RestHighLevelClient.java:1075)",
      "com.grainline.recipes.audit.LabelAuditWriter.write(LabelAuditWriter.java:49)",
      "com.grainline.recipes.api.RecipeController.current(RecipeController.java:61)",
      ...SPRING_TAIL.slice(0, 3),
    ],
  );

const recipesFloodStage: Incident = {
  key: "gl-recipes-es-flood-stage",
  estate: "grainline",
  category: "disk",
  origin: RECIPES,
  hints: ["disk", "flood", "watermark", "read-only"],
  severity: "medium",
  note: "The Elasticsearch cluster under recipe-registry passed its flood-stage disk watermark and made the audit and recipe indices read-only, so allergen label audits and recipe reindexing failed and labels were withheld.",
  share: 0.55,
  breaks: {
    label: (c, t) => {
      const r = c.r;
      const s = sku(c);
      const task = r.uuid();
      return [
        ev(t, LABELLER, "INFO", `Task labeller.tasks.render_case_labels[${task}] received`),
        ev(
          t + r.int(5, 40),
          RECIPES,
          "ERROR",
          `label audit write for ${s} failed, returning 503`,
          r.chance(0.3) ? { stack: flood(), err: "org.elasticsearch.ElasticsearchStatusException" } : {},
        ),
        ev(
          t + r.int(41, 90),
          LABELLER,
          "WARN",
          `Task labeller.tasks.render_case_labels[${task}] retry: Retry in 30s: HTTPError('503 Server Error:  for url: http://recipe-registry:8080/recipes/${s}?rev=current')`,
        ),
      ];
    },
  },
  events: (c) => [
    ev(c.t0, RECIPES, "ERROR", `label audit write for ${sku(c)} failed, returning 503`, {
      stack: flood(),
      err: "org.elasticsearch.ElasticsearchStatusException",
    }),
    ...poisson(c, c.t0 + 20 * SEC, c.end, 45, (t) => [
      ev(
        t,
        RECIPES,
        "ERROR",
        `reindex of recipes-v7 after revision save failed: Elasticsearch exception [type=cluster_block_exception, reason=index [recipes-v7] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];]`,
      ),
    ]),
  ],
};

// ---------------------------------------------------------------------------------------------------------
const workerLost = (job: number) =>
  pyTrace(
    [[`${PY}/billiard/pool.py`, 1265, "mark_as_worker_lost", "raise WorkerLostError("]],
    `billiard.exceptions.WorkerLostError: Worker exited prematurely: exitcode 1 Job: ${job}.`,
  );

const labellerWorkerLost: Incident = {
  key: "gl-labeller-worker-lost",
  estate: "grainline",
  category: "unknown",
  origin: LABELLER,
  hints: ["worker", "crash", "exit", "unknown"],
  severity: "high",
  note: "allergen-labeller's Celery pool workers started exiting with code 1 mid-task without any error of their own, so case label jobs were lost and packing lines waited for labels.",
  share: 0.85,
  breaks: {
    label: (c, t) => {
      const r = c.r;
      const s = sku(c);
      const task = r.uuid();
      const job = r.int(200, 999);
      const out: Ev[] = [
        ev(t, LABELLER, "INFO", `Task labeller.tasks.render_case_labels[${task}] received`),
        ev(t + r.int(5, 40), RECIPES, "INFO", `GET /recipes/${s}?rev=current 200 (${r.int(3, 25)}ms)`),
        ev(
          t + r.int(300, 900),
          LABELLER,
          "ERROR",
          `Process 'ForkPoolWorker-${r.int(1, 8)}' pid:${r.int(100, 999)} exited with 'exitcode 1'`,
        ),
        ev(
          t + r.int(901, 950),
          LABELLER,
          "ERROR",
          `Task handler raised error: WorkerLostError('Worker exited prematurely: exitcode 1 Job: ${job}.')`,
          r.chance(0.3) ? { stack: workerLost(job), err: "billiard.exceptions.WorkerLostError" } : {},
        ),
      ];
      if (r.chance(0.3))
        out.push(
          ev(
            t + r.int(60, 200) * SEC,
            PLANNER,
            "WARN",
            `case labels missing for batch ${doughBatch(c)} (${s}), packing line ${r.int(1, 3)} held`,
          ),
        );
      return out;
    },
  },
  events: (c) => [
    ev(c.t0, LABELLER, "ERROR", `Process 'ForkPoolWorker-3' pid:${c.r.int(100, 999)} exited with 'exitcode 1'`),
    ev(
      c.t0 + 40,
      LABELLER,
      "ERROR",
      "Task handler raised error: WorkerLostError('Worker exited prematurely: exitcode 1 Job: 211.')",
      { stack: workerLost(211), err: "billiard.exceptions.WorkerLostError" },
    ),
  ],
};

export const grainlineIncidents: Incident[] = [
  ediSftpAuth,
  routesMapsDenied,
  invoiceAgOffline,
  batcherNoRoute,
  plannerDeadline,
  intakeLedgerly429,
  ediHarborInvalid,
  recipesNpe,
  driversStagingUrl,
  portalVies,
  rabbitMemoryAlarm,
  recipesFloodStage,
  labellerWorkerLost,
];
