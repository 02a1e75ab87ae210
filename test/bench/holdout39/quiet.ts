// The 12 quiet windows: platform noise that looks alarming to a keyword matcher but is normal operation.
import { albLine, nodeLine, pyLine } from "./estates.js";
import { type Ctx, lambda } from "./stream.js";

export interface QuietSpec {
  estate: string;
  note: string;
  run: (c: Ctx) => void;
}

const d = (c: Ctx, ms: number) => c.t0 + ms;

export const QUIET: QuietSpec[] = [
  {
    estate: "stream",
    note: "upload-api and thumbnails-fn are redeployed; a burst of cold starts with INIT_REPORT and slower first invocations, all succeed",
    run: (c) => {
      const r = c.r;
      c.add("upload-api", d(c, -1000), "info", "UpdateFunctionCode: upload-api version 88 published, alias live -> 88");
      for (const fn of ["upload-api", "thumbnails-fn"])
        c.every(fn, d(c, 0), d(c, 90000), 3000, (t) => {
          const id = r.uuid();
          lambda(c, fn, t, {
            req: id,
            init: r.float(400, 1400),
            mem: fn === "upload-api" ? 512 : 1024,
            lines: [["info", nodeLine(t, id, "INFO", "handler ready (cold start)")]],
          });
          return null;
        });
    },
  },
  {
    estate: "parcel",
    note: "tracking-ingest-fn times out once on a slow batch; SQS makes the batch visible again and the retry succeeds",
    run: (c) => {
      const r = c.r;
      for (const k of [0, 1]) {
        const t = d(c, k * 200000);
        const id = r.uuid();
        lambda(c, "tracking-ingest-fn", t, {
          req: id,
          outcome: "timeout",
          timeoutS: 15,
          lines: [["info", nodeLine(t + 10, id, "INFO", "processing SQS batch: 10 records (queue tracking-events)")]],
        });
        const id2 = r.uuid();
        lambda(c, "tracking-ingest-fn", t + 45000, {
          req: id2,
          dur: 2100,
          lines: [
            [
              "info",
              nodeLine(
                t + 45010,
                id2,
                "INFO",
                "processed SQS batch: 10 records, 0 failures (queue tracking-events, ApproximateReceiveCount=2)",
              ),
            ],
          ],
        });
      }
    },
  },
  {
    estate: "stream",
    note: "media-meta uses DynamoDB conditional writes for idempotent event handling; duplicate deliveries end in ConditionalCheckFailedException and are ignored",
    run: (c) => {
      const r = c.r;
      c.every("media-meta", d(c, -60000), c.end, 2500, () => [
        "info",
        `{"level":"info","msg":"duplicate upload event ignored","video":"${r.hex(10)}","err":"ConditionalCheckFailedException: The conditional request failed"}`,
      ]);
    },
  },
  {
    estate: "clinic",
    note: "planned Aurora minor-version upgrade of patients-db in the maintenance window: announced, ~20 s failover, a few connection errors retried by the pool, all recovered",
    run: (c) => {
      const r = c.r;
      c.add(
        "patients-db",
        d(c, -120000),
        "info",
        "RDS-EVENT-0046: Database cluster patients-db is being upgraded to engine version 15.7 during the maintenance window (notified 7 days ago)",
      );
      c.add(
        "patients-db",
        d(c, 0),
        "warn",
        "RDS-EVENT-0072: A failover for the DB cluster has started. (planned maintenance: patients-db)",
      );
      c.add("patients-db", d(c, 21000), "info", "RDS-EVENT-0071: A failover for the DB cluster has completed.");
      c.add(
        "patients-db",
        d(c, 90000),
        "info",
        "RDS-EVENT-0047: Database cluster patients-db upgraded to engine version 15.7",
      );
      c.every("booking-api", d(c, 500), d(c, 20000), 2500, () => [
        "warn",
        "com.zaxxer.hikari.pool.PoolBase - HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@3e1a2b (This connection has been closed.). Possibly consider using a shorter maxLifetime value.",
      ]);
      c.add(
        "booking-api",
        d(c, 22000),
        "info",
        "com.zaxxer.hikari.pool.HikariPool - HikariPool-1 - Pool stats (total=20, active=3, idle=17, waiting=0)",
      );
      c.every("slots-fn", d(c, 2000), d(c, 18000), 6000, (t) => {
        const id = r.uuid();
        lambda(c, "slots-fn", t, {
          req: id,
          lines: [
            [
              "warn",
              pyLine(t, id, "WARNING", "db connect failed (server closed the connection unexpectedly), retrying in 2s"),
            ],
            ["info", pyLine(t + 3000, id, "INFO", "ehr sync: calendar refreshed after 1 retry")],
          ],
        });
        return null;
      });
    },
  },
  {
    estate: "clinic",
    note: "rolling ECS deploy of booking-api: old targets drain at the ALB (health checks fail on the draining target as intended), new tasks healthy, steady state reached",
    run: (c) => {
      const r = c.r;
      c.add(
        "booking-api",
        d(c, 0),
        "info",
        "ECS: (service booking-api) has started 2 tasks: task 9c1e0a77f2 task 4b0d21e9aa (task definition booking-api:212)",
      );
      c.add(
        "booking-api",
        d(c, 40000),
        "info",
        "ECS: (service booking-api) registered 2 targets in (target-group clinic-web-tg)",
      );
      c.add(
        "booking-api",
        d(c, 45000),
        "info",
        "ECS: (service booking-api) has begun draining connections on 2 tasks.",
      );
      c.add(
        "booking-api",
        d(c, 46000),
        "info",
        "ECS: (service booking-api) deregistered 2 targets in (target-group clinic-web-tg)",
      );
      c.every("booking-api", d(c, 46000), d(c, 106000), 10000, () => [
        "info",
        "c.c.booking.Shutdown - graceful shutdown in progress, refusing new requests (SIGTERM received)",
      ]);
      c.every("clinic-alb", d(c, 46000), d(c, 106000), 5000, (t) => [
        "info",
        albLine(r, t, "clinic-web", "book.clinicly.example", "GET /actuator/health", 503, 503, 0.002, "10.0.2.77:8080"),
      ]);
      c.add(
        "booking-api",
        d(c, 110000),
        "info",
        "ECS: (service booking-api) has stopped 2 running tasks: task 1a9f03cb2d task 7e22d0b4c1.",
      );
      c.add("booking-api", d(c, 130000), "info", "ECS: (service booking-api) has reached a steady state.");
    },
  },
  {
    estate: "stream",
    note: "thumbnails-fn checks S3 for a cached thumbnail first; NoSuchKey / 404 on cache misses is the normal path and the thumbnail is generated",
    run: (c) => {
      const r = c.r;
      c.every("thumbnails-fn", d(c, -30000), c.end, 3000, (t) => {
        const id = r.uuid();
        lambda(c, "thumbnails-fn", t, {
          req: id,
          mem: 1024,
          lines: [
            [
              "info",
              nodeLine(
                t,
                id,
                "INFO",
                `cache miss for thumbs/${r.hex(10)}/320.webp (NoSuchKey: The specified key does not exist.), generating`,
              ),
            ],
            ["info", nodeLine(t + 100, id, "INFO", "sharp: wrote 6 thumbnails")],
          ],
        });
        return null;
      });
    },
  },
  {
    estate: "tally",
    note: "nightly RollupBalances burst gets a few Cosmos DB 429s that the SDK retries transparently; every execution succeeds",
    run: (c) => {
      const r = c.r;
      c.every("ledger-fn", d(c, 0), d(c, 180000), 4000, () => [
        "warn",
        `Cosmos DB request rate is large (429, SubStatusCode 3200) on accounts; SDK retrying after ${r.int(8, 60)}ms (attempt ${r.int(1, 2)})`,
      ]);
      c.every("cosmos-accounts", d(c, 0), d(c, 180000), 8000, () => [
        "info",
        "DataPlaneRequests: Upsert on dbs/tally/colls/accounts statusCode=429 subStatusCode=3200 requestCharge=0.00 (retried by client)",
      ]);
    },
  },
  {
    estate: "bright",
    note: "traffic rise makes Cloud Run scale storefront and cart-svc out; new instances start, pass startup probes and serve",
    run: (c) => {
      const r = c.r;
      c.every("storefront", d(c, 0), d(c, 120000), 15000, () => [
        [
          "info",
          "Starting new instance. Reason: AUTOSCALING - Instance started due to configured scaling factors (e.g. CPU utilization, request throughput, etc.) or no existing capacity for current traffic.",
        ],
        ["info", `Default STARTUP TCP probe succeeded after 1 attempt for container "storefront-1" on port 8080.`],
        ["info", `  ▲ Next.js 14.2.3\n   - Local:        http://localhost:8080\n ✓ Ready in ${r.int(300, 900)}ms`],
      ]);
      c.every("cart-svc", d(c, 0), d(c, 120000), 25000, () => [
        [
          "info",
          "Starting new instance. Reason: AUTOSCALING - Instance started due to configured scaling factors (e.g. CPU utilization, request throughput, etc.) or no existing capacity for current traffic.",
        ],
        ["info", "INFO:     Application startup complete."],
      ]);
    },
  },
  {
    estate: "tally",
    note: "portal-app slot swap with warm-up: the staging slot is warmed, swapped into production, settings applied, every request keeps succeeding",
    run: (c) => {
      c.add(
        "portal-app",
        d(c, 0),
        "info",
        "Swap slots 'staging' -> 'production' for app tallyhub-portal initiated (initiated by deploy pipeline run 4419)",
      );
      c.add("portal-app", d(c, 15000), "info", "Site warm-up: 3 of 3 warm-up requests to /health returned 200");
      c.add(
        "portal-app",
        d(c, 30000),
        "info",
        "Swap slots 'staging' -> 'production' for app tallyhub-portal completed",
      );
      c.add(
        "portal-app",
        d(c, 31000),
        "info",
        "Microsoft.Hosting.Lifetime: Application started. Hosting environment: Production; Content root path: /home/site/wwwroot",
      );
      c.add(
        "portal-app",
        d(c, 31500),
        "warn",
        "warn: Microsoft.AspNetCore.DataProtection.Repositories.EphemeralXmlRepository[50] Using an in-memory repository. Keys will not be persisted to storage.",
      );
    },
  },
  {
    estate: "parcel",
    note: "rolling deploy of edge-api on ECS Fargate behind the ALB; old tasks drain, new ones pass health checks, the service reaches steady state",
    run: (c) => {
      c.add(
        "edge-api",
        d(c, 0),
        "info",
        "ECS: (service edge-api) has started 3 tasks: task 3f0e2a1b9c task 8d7c6b5a4e task 0a1b2c3d4e (task definition edge-api:144)",
      );
      c.add(
        "edge-api",
        d(c, 35000),
        "info",
        "ECS: (service edge-api) registered 3 targets in (target-group parcel-edge-tg)",
      );
      c.add("edge-api", d(c, 40000), "info", "ECS: (service edge-api) has begun draining connections on 3 tasks.");
      c.add("edge-api", d(c, 41000), "info", "server closing: SIGTERM received, draining keep-alive connections");
      c.add("edge-api", d(c, 100000), "info", "ECS: (service edge-api) has stopped 3 running tasks.");
      c.add("edge-api", d(c, 120000), "info", "ECS: (service edge-api) has reached a steady state.");
    },
  },
  {
    estate: "stream",
    note: "one ingest-pipeline execution hits a transient Lambda.ServiceException in Thumbnails, the state's Retry re-runs it and the execution succeeds",
    run: (c) => {
      const r = c.r;
      const ex = r.hex(12);
      const arn = `arn:aws:states:eu-west-1:552019377410:execution:ingest-pipeline:${ex}`;
      c.add(
        "ingest-pipeline",
        d(c, 0),
        "warn",
        `{"type":"TaskFailed","execution_arn":"${arn}","state":"Thumbnails","error":"Lambda.ServiceException","cause":"Lambda returned 500 (ServiceException); Retry 1 of 3 in 2s"}`,
      );
      c.add(
        "ingest-pipeline",
        d(c, 2500),
        "info",
        `{"type":"TaskScheduled","execution_arn":"${arn}","state":"Thumbnails"}`,
      );
      c.add(
        "ingest-pipeline",
        d(c, 4000),
        "info",
        `{"type":"TaskSucceeded","execution_arn":"${arn}","state":"Thumbnails"}`,
      );
      c.add(
        "ingest-pipeline",
        d(c, 9000),
        "info",
        `{"type":"ExecutionSucceeded","execution_arn":"${arn}","state":"Publish"}`,
      );
    },
  },
  {
    estate: "clinic",
    note: "an operator redrives the sms-outbound DLQ after yesterday's Twilio blip; the 37 old messages are processed successfully",
    run: (c) => {
      const r = c.r;
      c.add(
        "sms-sender",
        d(c, 0),
        "info",
        "SQS: StartMessageMoveTask from arn:aws:sqs:eu-west-1:730335121887:sms-outbound-dlq to sms-outbound (37 messages) started",
      );
      c.every("sms-sender", d(c, 1000), d(c, 60000), 1600, (t) => {
        const id = r.uuid();
        lambda(c, "sms-sender", t, {
          req: id,
          lines: [
            ["info", nodeLine(t, id, "INFO", `twilio: queued SM${r.hex(32)} (redriven, ApproximateReceiveCount=6)`)],
          ],
        });
        return null;
      });
      c.add("sms-sender", d(c, 62000), "info", "SQS: message move task completed: 37 messages moved, 0 failed");
    },
  },
];
