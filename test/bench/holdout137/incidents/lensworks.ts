// LensWorks lab: machine-side faults and the services around the surfacing lines. No request ids here.
import { LW, lwDesign, lwJob, lwLine, lwOrder, lwStore } from "../estates/lensworks.js";
import { uuid } from "../rng.js";
import * as st from "../stacks.js";
import type { IncidentSpec } from "./spec.js";

export const lensworksIncidents: IncidentSpec[] = [
  {
    estate: "lensworks",
    category: "database",
    origin: LW.blanks,
    hints: ["deadlock", "mysql", "database", "transaction"],
    severity: "medium",
    note: "A stock recount in lens_blank_stock took row locks in the opposite order to blank reservations, so MySQL kept killing reservations as deadlock victims and lab_router parked new jobs.",
    nearby: LW.status,
    build(c) {
      const r = c.r;
      c.emit(LW.blanks, c.at(-3), ["info", "stock recount started: warehouses=[A,B,C,D] mode=locking"]);
      c.mute(LW.blanks, c.at(0), c.end, 0.3);
      c.loop(c.at(0), c.end, 1700, (i, t) => {
        const job = lwJob(r);
        c.emit(LW.blanks, t, [
          "warn",
          `reserve blank job=${job}: Error 1213 (40001): Deadlock found when trying to get lock; try restarting transaction (attempt 1/3)`,
        ]);
        c.emit(LW.blanks, t + 180, [
          "warn",
          `reserve blank job=${job}: Error 1213 (40001): Deadlock found when trying to get lock; try restarting transaction (attempt 2/3)`,
        ]);
        if (r.chance(0.3)) {
          c.emit(LW.blanks, t + 400, [
            "info",
            `reserved blank idx=1.60 base=4.00 qty=2 job=${job} remaining=${r.int(6, 200)} (after 2 retries)`,
          ]);
          return;
        }
        c.emit(LW.blanks, t + 420, [
          "error",
          `reserve blank job=${job} failed after 3 attempts: Error 1213 (40001): Deadlock found when trying to get lock; try restarting transaction`,
        ]);
        c.emit(LW.router, t + 440, [
          "error",
          `job ${job}: blank reservation failed (lens_blank_stock HTTP 500), job parked in HOLD`,
        ]);
        c.emit(LW.router, t + 445, ["warn", `HOLD queue depth ${40 + i}`]);
        if (i % 3 === 0)
          c.emit(LW.intake, t + 500, [
            "warn",
            `Order ${lwOrder(r)} acknowledged to store but lab job ${job} is on HOLD (blank reservation)`,
          ]);
      });
    },
  },
  {
    estate: "lensworks",
    category: "disk",
    origin: LW.edger,
    hints: ["read-only", "readonly", "filesystem", "disk"],
    severity: "high",
    note: "The NFS share edger_bridge writes OMA job files to was remounted read-only after a storage fault, so no edger received job data and edging stopped lab-wide.",
    build(c) {
      const r = c.r;
      c.mute(LW.edger, c.at(0), c.end, 0);
      c.loop(c.at(0), c.end, 1500, (i, t) => {
        const job = lwJob(r);
        const m = `EDG-0${r.pick([1, 3, 4, 5])}`;
        c.emit(LW.edger, t, [
          "error",
          `${m} job ${job}: cannot stage OMA file: [Errno 30] Read-only file system: '/mnt/lab-share/oma/${job}.oma'`,
          i % 6 === 0
            ? st.python(
                [["/opt/edger_bridge/bridge/jobs.py", 141, "stage", "with open(path, 'w', encoding='ascii') as fh:"]],
                `OSError: [Errno 30] Read-only file system: '/mnt/lab-share/oma/${job}.oma'`,
              )
            : undefined,
        ]);
        c.emit(LW.edger, t + 30, ["warn", `${m} REQ=${job} answered with ERR (no job data)`]);
        if (i % 2 === 0)
          c.emit(LW.router, t + 200, ["warn", `job ${job} bounced back from EDG (bridge error), requeued`]);
      });
      c.every(LW.router, c.at(60), c.end, 30000, (i) => [
        "warn",
        `EDG queue depth ${60 + i * 25} (limit 80), edgers idle`,
      ]);
      c.every(LW.dispatch, c.at(240), c.end, 60000, () => [
        "warn",
        `run RUN-0514-PM short: ${r.int(30, 90)} jobs not edged by cut-off`,
      ]);
    },
  },
  {
    estate: "lensworks",
    category: "memory",
    origin: LW.tracer,
    hints: ["memory", "oom", "heap"],
    severity: "high",
    note: "A store's tracer kept re-uploading a corrupt 2 GB trace that frame_tracer_api decoded fully into memory; the process died with 'runtime: out of memory' / the OOM killer over and over, so traces could not be fetched for new orders.",
    build(c) {
      const r = c.r;
      const kills = [0, 150, 310, 470, 640, 820].map((s) => c.at(s));
      for (const [n, t] of kills.entries()) {
        c.emit(LW.tracer, t - 2500, [
          "warn",
          `upload from TR-KO-044 declares ${r.int(2000000, 2100000)} points, decode buffer ${r.float(1.7, 1.95).toFixed(2)} GiB`,
        ]);
        if (n % 2 === 0)
          c.emit(LW.tracer, t, [
            "fatal",
            "fatal error: runtime: out of memory",
            [
              "",
              "runtime stack:",
              "runtime.throw({0x9c1d2e?, 0x40000000?})",
              "\t/usr/local/go/src/runtime/panic.go:1023 +0x5c fp=0x7ffc6b2d1e28 sp=0x7ffc6b2d1df8 pc=0x43d89c",
              "runtime.sysMapOS(0xc0a4000000, 0x40000000)",
              "\t/usr/local/go/src/runtime/mem_linux.go:167 +0x11b fp=0x7ffc6b2d1e70 sp=0x7ffc6b2d1e28 pc=0x41c9bb",
              "runtime.(*mheap).grow(0xe2a9a0, 0x20000?)",
              "\t/usr/local/go/src/runtime/mheap.go:1528 +0x23d fp=0x7ffc6b2d1ee8 sp=0x7ffc6b2d1e90 pc=0x42f1dd",
              "",
              `goroutine ${r.int(400, 9000)} [running]:`,
              "lensworks/frame_tracer_api/oma.(*Decoder).readRadii(0xc0001b4000, 0x1e8480)",
              "\t/src/oma/decode.go:212 +0x1c5",
              "lensworks/frame_tracer_api/api.(*Server).upload(0xc000132000, {0xa51b40, 0xc0003a2000}, 0xc0004be000)",
              "\t/src/api/upload.go:64 +0x2f4",
            ],
            "raw",
          ]);
        else {
          c.emit(LW.tracer, t, [
            "error",
            "frame_tracer_api.service: A process of this unit has been killed by the OOM killer.",
          ]);
          c.emit(LW.tracer, t + 5, [
            "error",
            "frame_tracer_api.service: Main process exited, code=killed, status=9/KILL",
          ]);
        }
        c.emit(LW.tracer, t + 10, [
          "warn",
          `frame_tracer_api.service: Failed with result '${n % 2 === 0 ? "exit-code" : "oom-kill"}'.`,
        ]);
        c.mute(LW.tracer, t - 3000, t + 12000);
        c.emit(LW.tracer, t + 11000, ["info", "frame_tracer_api v1.14.2 listening on :7070 (max body 4 GiB)"]);
        c.loop(t + 100, t + 11000, 700, (_i, tt) => {
          c.emit(LW.intake, tt, [
            "error",
            `Order ${lwOrder(r)}: frame trace fetch failed: Connection refused (frame_tracer_api:7070)`,
          ]);
        });
      }
      c.every(LW.router, c.at(30), c.end, 8000, () => [
        "warn",
        `job ${lwJob(r)} waiting for frame trace (>${r.int(2, 9)} min)`,
      ]);
      c.mute(LW.tracer, c.at(0), c.end, 0.5);
    },
  },
  {
    estate: "lensworks",
    category: "network",
    origin: LW.surfacing,
    hints: ["socket", "route", "network", "unreachable"],
    severity: "high",
    note: "A switch change in the lab VLAN cut the route to the SURF-2 and SURF-3 generators; surfacing_ctrl's Modbus/TCP sessions reset and every reconnect failed with 'No route to host' while lab_router re-routed everything to SURF-1.",
    nearby: LW.router,
    build(c) {
      const r = c.r;
      const gens = [
        ["SURF-2/GEN-01", "10.40.3.21"],
        ["SURF-2/GEN-02", "10.40.3.22"],
        ["SURF-3/GEN-01", "10.40.3.31"],
      ] as const;
      for (const [name, ip] of gens) {
        c.emit(LW.surfacing, c.at(r.float(0, 0.4)), [
          "error",
          `[${name}] connection lost to ${ip}:502`,
          st.dotnet(
            "System.IO.IOException: Unable to read data from the transport connection: Connection reset by peer.",
            [
              "System.Net.Sockets.NetworkStream.Read(Span`1 buffer)",
              "NModbus.IO.TcpClientAdapter.Read(Byte[] buffer, Int32 offset, Int32 size)",
              "LensWorks.Surfacing.Machines.GeneratorSession.PollAsync(CancellationToken ct) in /src/Surfacing/Machines/GeneratorSession.cs:line 96",
            ],
            {
              head: "System.Net.Sockets.SocketException (104): Connection reset by peer",
              frames: ["System.Net.Sockets.NetworkStream.Read(Span`1 buffer)"],
            },
          ),
        ]);
        c.every(LW.surfacing, c.at(r.float(1.5, 5)), c.end, 5000, (i) => [
          i % 4 === 3 ? "error" : "warn",
          `[${name}] reconnect attempt ${i + 1} to ${ip}:502 failed: System.Net.Sockets.SocketException (113): No route to host`,
        ]);
      }
      c.mute(LW.surfacing, c.at(0), c.end, 0.35);
      c.loop(c.at(3), c.end, 1400, (_i, t) => {
        const job = lwJob(r);
        c.emit(LW.router, t, ["warn", `job ${job} re-routed ${r.pick(["SURF-2", "SURF-3"])} -> SURF-1 (line offline)`]);
        if (r.chance(0.3))
          c.emit(LW.router, t + 5, [
            "error",
            `SURF-1 over capacity: queue depth ${r.int(40, 95)}, job ${job} due-date at risk`,
          ]);
      });
    },
  },
  {
    estate: "lensworks",
    category: "timeout",
    origin: LW.coating,
    hints: ["lock", "timeout", "wait"],
    severity: "medium",
    note: "An ad-hoc report left a transaction open on the coating_batch table; coating_queue's batch state updates waited the full innodb_lock_wait_timeout and failed, so finished chambers were not unloaded.",
    build(c) {
      const r = c.r;
      const stack = (): string[] =>
        st.java(
          "org.springframework.dao.CannotAcquireLockException: PreparedStatementCallback; SQL [UPDATE coating_batch SET state = ?, unloaded_at = ? WHERE id = ?]; Lock wait timeout exceeded; try restarting transaction",
          [
            "org.springframework.jdbc.support.SQLErrorCodeSQLExceptionTranslator.doTranslate(SQLErrorCodeSQLExceptionTranslator.java:269)",
            "org.springframework.jdbc.support.AbstractFallbackSQLExceptionTranslator.translate(AbstractFallbackSQLExceptionTranslator.java:107)",
            "org.springframework.jdbc.core.JdbcTemplate.translateException(JdbcTemplate.java:1548)",
            "org.springframework.jdbc.core.JdbcTemplate.update(JdbcTemplate.java:1013)",
            "com.lensworks.coating.batch.BatchRepository.markUnloaded(BatchRepository.java:66)",
            "com.lensworks.coating.chamber.ChamberCycleListener.onCycleComplete(ChamberCycleListener.java:41)",
          ],
          [
            {
              head: "com.mysql.cj.jdbc.exceptions.MySQLTransactionRollbackException: Lock wait timeout exceeded; try restarting transaction",
              frames: [
                "com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:123)",
                "com.mysql.cj.jdbc.exceptions.SQLExceptionsMapping.translateException(SQLExceptionsMapping.java:122)",
                "com.mysql.cj.jdbc.ClientPreparedStatement.executeInternal(ClientPreparedStatement.java:916)",
                "com.mysql.cj.jdbc.ClientPreparedStatement.executeUpdateInternal(ClientPreparedStatement.java:1061)",
              ],
              omitted: 12,
            },
          ],
        );
      c.loop(c.at(0), c.end, 14000, (i, t) => {
        const batch = `CB-${2650 + i}`;
        const ch = r.pick(["AR-1", "AR-2"]);
        c.emit(LW.coating, t, ["info", `chamber ${ch} cycle complete for ${batch}, marking unloaded`]);
        c.emit(LW.coating, t + 50000 + r.int(5, 60), [
          "error",
          `Failed to mark ${batch} unloaded`,
          i % 2 === 0 ? stack() : undefined,
        ]);
        c.emit(LW.coating, t + 50100, [
          "warn",
          `chamber ${ch} blocked: ${batch} still LOADED, next batch cannot start`,
        ]);
      });
      c.every(LW.router, c.at(60), c.end, 30000, (i) => ["warn", `COAT queue depth ${12 + i * 4} and not draining`]);
      c.every(LW.qc, c.at(300), c.end, 45000, () => ["warn", `no coated lenses received for ${r.int(5, 14)} min`]);
    },
  },
  {
    estate: "lensworks",
    category: "dependency",
    origin: LW.intake,
    hints: ["rabbitmq", "broker", "amqp", "unreachable"],
    severity: "high",
    note: "The RabbitMQ broker rx_intake publishes new jobs to went down for an unplanned restart that hung; rx_intake could not reconnect, returned 503 to stores, and lab_router saw no new jobs.",
    build(c) {
      const r = c.r;
      c.emit(LW.intake, c.at(0), [
        "error",
        "Publisher connection shut down",
        st.dotnet(
          "RabbitMQ.Client.Exceptions.AlreadyClosedException: Already closed: The AMQP operation was interrupted: AMQP close-reason, initiated by Peer, code=320, text='CONNECTION_FORCED - broker forced connection closure with reason 'shutdown'', classId=0, methodId=0",
          [
            "RabbitMQ.Client.Impl.SessionBase.Transmit(OutgoingCommand& cmd)",
            "RabbitMQ.Client.Impl.ModelBase.ModelSend(MethodBase method, ContentHeaderBase header, ReadOnlyMemory`1 body)",
            "RabbitMQ.Client.Impl.ModelBase.BasicPublish(String exchange, String routingKey, Boolean mandatory, IBasicProperties basicProperties, ReadOnlyMemory`1 body)",
            "LensWorks.RxIntake.Messaging.JobPublisher.Publish(LabJob job) in /src/RxIntake/Messaging/JobPublisher.cs:line 52",
          ],
        ),
      ]);
      c.mute(LW.intake, c.at(0), c.end, 0);
      c.every(LW.intake, c.at(5), c.end, 5000, (i) => [
        "error",
        `RabbitMQ connection recovery attempt ${i + 1} failed`,
        i % 5 === 0
          ? st.dotnet(
              "RabbitMQ.Client.Exceptions.BrokerUnreachableException: None of the specified endpoints were reachable",
              [
                "RabbitMQ.Client.ConnectionFactory.CreateConnection(IEndpointResolver endpointResolver, String clientProvidedName)",
                "RabbitMQ.Client.Framing.Impl.AutorecoveringConnection.TryRecoverConnectionDelegate()",
              ],
              {
                head: "RabbitMQ.Client.Exceptions.ConnectFailureException: Connection failed",
                frames: [
                  "RabbitMQ.Client.Impl.SocketFrameHandler.ConnectOrFail(ITcpClient socket, AmqpTcpEndpoint endpoint, TimeSpan timeout)",
                  "RabbitMQ.Client.Impl.SocketFrameHandler.ConnectUsingAddressFamily(AmqpTcpEndpoint endpoint, Func`2 socketFactory, TimeSpan timeout, AddressFamily family)",
                ],
              },
            )
          : undefined,
      ]);
      c.loop(c.at(1), c.end, 1300, (_i, t) => {
        c.emit(LW.intake, t, [
          "error",
          `Order ${lwOrder(r)} not accepted: 503 job bus unavailable (broker rabbit-lab-01:5672)`,
        ]);
      });
      c.every(LW.router, c.at(120), c.end, 60000, (i) => [
        "warn",
        `no new jobs consumed from lab.jobs for ${2 + i} min (consumer connected: false)`,
      ]);
      c.every(LW.router, c.at(8), c.end, 10000, () => [
        "warn",
        "amqp: dial tcp 10.40.1.30:5672: connect: connection refused, retrying in 10s",
      ]);
    },
  },
  {
    estate: "lensworks",
    category: "authentication",
    origin: LW.dispatch,
    hints: ["oauth", "invalid_client", "authentication", "credential"],
    severity: "medium",
    note: "Someone regenerated the courier API client secret in the courier's portal; dispatch's OAuth token requests failed with invalid_client, so no shipping labels or manifests could be created.",
    build(c) {
      const r = c.r;
      c.mute(LW.dispatch, c.at(0), c.end, 0);
      c.loop(c.at(0), c.end, 4000, (i, t) => {
        const jid = r.hex(24);
        c.emit(LW.dispatch, t, [
          "warn",
          `DispatchLabelJob JID-${jid} failed: OAuth2::Error: invalid_client: Client authentication failed (e.g., unknown client, no client authentication included, or unsupported authentication method).`,
          i % 4 === 0
            ? st.ruby("OAuth2::Error: invalid_client: Client authentication failed", [
                "/usr/local/bundle/gems/oauth2-2.0.9/lib/oauth2/client.rb:143:in `request'",
                "/usr/local/bundle/gems/oauth2-2.0.9/lib/oauth2/client.rb:184:in `get_token'",
                "/usr/local/bundle/gems/oauth2-2.0.9/lib/oauth2/strategy/client_credentials.rb:18:in `get_token'",
                "/app/app/services/courier/token_store.rb:22:in `fetch'",
                "/app/app/jobs/dispatch_label_job.rb:14:in `perform'",
              ])
            : undefined,
        ]);
        c.emit(LW.dispatch, t + 20, [
          "info",
          `DispatchLabelJob JID-${jid} will retry in ${r.int(15, 300)} seconds (retry_count=${r.int(0, 6)})`,
        ]);
      });
      c.every(LW.dispatch, c.at(10), c.end, 20000, () => [
        "error",
        'POST https://auth.courier.example/oauth/token -> 401 {"error":"invalid_client"}',
      ]);
      c.every(LW.status, c.at(200), c.end, 9000, () => [
        "warn",
        `GET /v1/jobs/${lwJob(r)}/tracking 200 tracking=null (label not created)`,
      ]);
    },
  },
  {
    estate: "lensworks",
    category: "authorization",
    origin: LW.qc,
    hints: ["authorization", "permission", "forbidden", "403"],
    severity: "medium",
    note: "The SAS token role for the QC certificate container lost write permission in an access review, so lensmeter_qc could not upload QC certificates (AuthorizationPermissionMismatch) and dispatch held every finished job.",
    nearby: LW.dispatch,
    build(c) {
      const r = c.r;
      c.loop(c.at(0), c.end, 3300, (i, t) => {
        const job = lwJob(r);
        const rid = `${uuid(r)}`;
        c.emit(LW.qc, t, [
          "warn",
          `certificate upload for ${job} failed (403 AuthorizationPermissionMismatch), will retry at next sweep`,
          i % 5 === 0
            ? st
                .python(
                  [
                    ["/opt/lensmeter_qc/qc/certs.py", 77, "upload", "blob.upload_blob(pdf, overwrite=True)"],
                    [
                      "/usr/local/lib/python3.11/site-packages/azure/core/tracing/decorator.py",
                      78,
                      "wrapper_use_tracer",
                      "return func(*args, **kwargs)",
                    ],
                    [
                      "/usr/local/lib/python3.11/site-packages/azure/storage/blob/_blob_client.py",
                      765,
                      "upload_blob",
                      "return upload_block_blob(**options)",
                    ],
                  ],
                  `azure.core.exceptions.HttpResponseError: This request is not authorized to perform this operation using this permission.\nRequestId:${rid}\nTime:${new Date(t).toISOString().replace("Z", "0000Z")}\nErrorCode:AuthorizationPermissionMismatch`,
                )
                .flatMap((l) => l.split("\n"))
            : undefined,
        ]);
        c.emit(LW.dispatch, t + r.int(2000, 9000), [
          "error",
          `job ${job} held: QC certificate missing (cannot ship without cert)`,
        ]);
        if (i % 2 === 0)
          c.emit(LW.dispatch, t + r.int(9000, 12000), [
            "error",
            `Manifest line rejected job=${lwJob(r)} store=${lwStore(r)}: QC certificate missing`,
          ]);
      });
    },
  },
  {
    estate: "lensworks",
    category: "rate_limiting",
    origin: LW.status,
    hints: ["429", "rate", "limit", "throttle"],
    severity: "medium",
    note: "After a maintenance window order_status_api replayed its status backlog to Northlight's store-system API, which answered 429 Too Many Requests; store status updates stalled behind retries.",
    build(c) {
      const r = c.r;
      c.emit(LW.status, c.at(-5), [
        "info",
        `replaying status backlog: ${r.int(14000, 19000)} updates for Northlight stores`,
      ]);
      c.loop(c.at(0), c.end, 450, (i, t) => {
        const job = lwJob(r);
        c.emit(LW.status, t, [
          i % 4 === 0 ? "error" : "warn",
          `POST https://api.northlight-stores.example/v1/lab-status job=${job} -> 429 Too Many Requests (retry-after: ${r.pick([30, 60, 60, 120])}s, quota 600/min)`,
        ]);
      });
      c.every(LW.status, c.at(30), c.end, 30000, (i) => [
        "warn",
        `status push queue depth ${12000 + i * 900}, oldest ${1 + i} min`,
      ]);
    },
  },
  {
    estate: "lensworks",
    category: "validation",
    origin: LW.tracer,
    hints: ["invalid", "trace", "validation", "oma"],
    severity: "medium",
    note: "Kestrel stores' tracers started sending OMA traces whose radius count does not match the TRCFMT header; frame_tracer_api rejected them as invalid, so those jobs could not be edged.",
    build(c) {
      const r = c.r;
      c.loop(c.at(0), c.end, 2400, (_i, t) => {
        const job = lwJob(r);
        const store = `KO-${r.int(100, 389)}`;
        const n = r.pick([399, 398, 401]);
        c.emit(LW.tracer, t, [
          "error",
          `trace rejected job=${job} store=${store} tracer=TR-KO-${r.int(10, 99)}: invalid OMA record: TRCFMT=1;400;E;R declares 400 radii, got ${n} (422)`,
        ]);
        if (r.chance(0.6))
          c.emit(LW.edger, t + r.int(30000, 90000), [
            "error",
            `EDG-0${r.int(1, 5)} job ${job}: no frame trace on file, cannot edge`,
          ]);
        if (r.chance(0.4)) c.emit(LW.router, t + 500, ["warn", `job ${job} moved to HOLD: awaiting valid frame trace`]);
      });
    },
  },
  {
    estate: "lensworks",
    category: "null_reference",
    origin: LW.surfacing,
    hints: ["nullreference", "null", "reference"],
    severity: "medium",
    note: "surfacing_ctrl's back-curve calculation dereferenced the frame wrap angle, which is null for traces without wrap data; every such job failed with NullReferenceException and went to HOLD.",
    build(c) {
      const r = c.r;
      c.loop(c.at(0), c.end, 2600, (i, t) => {
        const job = lwJob(r);
        const line = lwLine(r);
        c.emit(LW.surfacing, t, [
          "error",
          `[${line}] job ${job} failed in back-curve calculation (design ${lwDesign(r)})`,
          i % 3 === 0
            ? st.dotnet(
                "System.NullReferenceException: Object reference not set to an instance of an object.",
                [
                  "LensWorks.Surfacing.Calc.BackCurveCalculator.Compute(LensJob job) in /src/Surfacing/Calc/BackCurveCalculator.cs:line 143",
                  "LensWorks.Surfacing.Lines.LineScheduler.PrepareAsync(LensJob job, CancellationToken ct) in /src/Surfacing/Lines/LineScheduler.cs:line 88",
                  "LensWorks.Surfacing.Lines.LineScheduler.RunAsync(CancellationToken ct) in /src/Surfacing/Lines/LineScheduler.cs:line 51",
                ],
                undefined,
                [2],
              )
            : undefined,
        ]);
        c.emit(LW.router, t + 150, ["warn", `job ${job} returned from ${line} with status CALC_FAILED, moved to HOLD`]);
      });
    },
  },
  {
    estate: "lensworks",
    category: "configuration",
    origin: LW.router,
    hints: ["vhost", "config", "not_allowed", "amqp"],
    severity: "high",
    note: "A routing.yaml change reloaded into lab_router pointed its AMQP URL at a vhost that does not exist; every connection was refused with NOT_ALLOWED and no job was routed to any line.",
    build(c) {
      const r = c.r;
      c.emit(LW.router, c.at(0), ["info", "SIGHUP: reloading /etc/lab_router/routing.yaml"]);
      c.emit(LW.router, c.at(0) + 40, [
        "info",
        "config changed: amqp.url amqp://lab_router:***@rabbit-lab-01:5672/lab -> amqp://lab_router:***@rabbit-lab-01:5672/lab-prod",
      ]);
      c.mute(LW.router, c.at(0), c.end, 0);
      c.every(LW.router, c.at(1), c.end, 5000, () => [
        "error",
        'amqp connect failed: Exception (530) Reason: "NOT_ALLOWED - vhost lab-prod not found", retrying in 5s',
      ]);
      c.every(LW.intake, c.at(90), c.end, 30000, () => [
        "warn",
        `lab.jobs queue has ${r.int(80, 900)} ready messages and 0 consumers`,
      ]);
      c.every(LW.surfacing, c.at(180), c.end, 60000, () => [
        "warn",
        `[${lwLine(r)}] no jobs scheduled for ${r.int(3, 12)} min, generators idle`,
      ]);
      c.every(LW.edger, c.at(240), c.end, 45000, () => ["warn", "no routed jobs in EDG queue, all edgers idle"]);
    },
  },
  {
    estate: "lensworks",
    category: "unknown",
    origin: LW.dispatch,
    hints: ["unknown", "runtimeerror", "dispatch", "manifest"],
    severity: "medium",
    note: "dispatch's manifest job started failing with a bare RuntimeError ('unhandled exception') for every run; nothing says what went wrong, and stores saw no despatch updates.",
    build(c) {
      const r = c.r;
      c.mute(LW.dispatch, c.at(0), c.end, 0.1);
      c.loop(c.at(0), c.end, 7000, (i, t) => {
        const jid = r.hex(24);
        c.emit(LW.dispatch, t, [
          "warn",
          `DispatchManifestJob JID-${jid} run=RUN-0514-PM failed: RuntimeError: unhandled exception`,
          i % 3 === 0
            ? st.ruby("RuntimeError: unhandled exception", [
                "/app/app/jobs/dispatch_manifest_job.rb:88:in `perform'",
                "/usr/local/bundle/gems/sidekiq-7.2.4/lib/sidekiq/processor.rb:202:in `execute_job'",
                "/usr/local/bundle/gems/sidekiq-7.2.4/lib/sidekiq/processor.rb:170:in `block (2 levels) in process'",
              ])
            : undefined,
        ]);
        c.emit(LW.dispatch, t + 10, ["error", `DispatchManifestJob JID-${jid} dead after ${r.int(3, 25)} retries`]);
      });
      c.every(LW.status, c.at(60), c.end, 6000, () => [
        "warn",
        `job ${lwJob(r)} shows QC_PASSED for ${r.int(40, 200)} min with no despatch record`,
      ]);
    },
  },
];
