// The local runtime: DynamoDB Local (persisted under the data dir), fauxqs, the local key file, and a node:http
// server that turns each request into an API Gateway v2 event for the same Middy handlers Lambda runs.
import { randomUUID } from "node:crypto";
import { existsSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { GetQueueAttributesCommand } from "@aws-sdk/client-sqs";
import { startDynamoDbLocal } from "../../scripts/dynamodb-local.mjs";
import { type AppContext, type Clock, realSleep, systemClock } from "../app-context.js";
import { createLocalCrypto } from "../crypto/envelope.local.js";
import { notFoundHandler } from "../http/create-handler.js";
import { anonymousRate } from "../http/envelope.js";
import { errorResult, logFailure } from "../http/error-response.js";
import { rateHeaders, withHeaders } from "../http/response.js";
import { markStreamable, takeStream } from "../http/sse.js";
import { createOutgoingHttp } from "../net/outgoing-http.js";
import { createLocalMail } from "../notify/mail.local.js";
import { type LocalSqs, startLocalSqs } from "../queue/fauxqs.local.js";
import { type QueueConsumer, type SqsBatchHandler, startQueueConsumer } from "../queue/local-consumer.js";
import type { QueueName } from "../queue/queue.port.js";
import { QUEUE_NAMES, QUEUE_SETTINGS } from "../queue/queues.js";
import { createSqsQueue } from "../queue/sqs.js";
import type { RouteDef } from "../route.types.js";
import { routes as routeTable } from "../routes/table.js";
import { llmPortFor } from "../services/analyses/llm-port.js";
import { startLocalSweeps } from "../services/sweeps.js";
import { startLocalTicker } from "../services/watchdog/dispatcher.js";
import { createDynamoStore, ensureTable } from "../store/store.js";
import { workers } from "../workers.js";
import { accessView } from "./access-view.js";
import { type Bootstrap, ensureBootstrap } from "./bootstrap.local.js";
import { type Config, loadConfig } from "./config.js";
import { createLocalCors } from "./cors.local.js";
import { type ApiHandler, lambdaContextFor, readBody, toApiEvent, writeResult } from "./http-adapter.local.js";
import { createRouter } from "./router.js";
import { writeStream } from "./sse.local.js";

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** Where a running local server notes the endpoint of the DynamoDB Local it owns. */
export const endpointFile = (dataDir: string) => join(dataDir, "dynamodb.endpoint.json");

export interface LocalServerOptions {
  /** Settings; defaults to the environment's. */
  config?: Config;
  /** Overrides config.dataDir. */
  dataDir?: string;
  /** Overrides config.port; 0 picks a free port. */
  port?: number;
  host?: string;
  /** Use this DynamoDB (e.g. the test run's) instead of starting one persisted under the data dir. */
  dynamoEndpoint?: string;
  /** Overrides config.tableName (tests isolate by table). */
  tableName?: string;
  clock?: Clock;
  sleep?: (ms: number) => Promise<void>;
  /** Start the queue workers found in functions/workers/ (default true). */
  workers?: boolean;
  routes?: readonly RouteDef[];
}

export interface LocalServer {
  baseUrl: string;
  port: number;
  bootstrap: Bootstrap;
  bootstrapCreated: boolean;
  ctx: AppContext;
  /** Messages waiting on a local queue (or its dead-letter queue) plus those received and not yet deleted. */
  queueDepth(queue: QueueName, which?: "main" | "dead-letter"): Promise<number>;
  stop(): Promise<void>;
}

/** `route.handler` is a repo-relative module path, optionally `#exportName` (default `handler`). */
async function loadHandler(route: RouteDef, cache: Map<string, Promise<ApiHandler>>): Promise<ApiHandler> {
  let found = cache.get(route.handler);
  if (!found) {
    const [file, exportName = "handler"] = route.handler.split("#");
    found = import(join(repoRoot, file)).then((m: Record<string, unknown>) => {
      const fn = m[exportName];
      if (typeof fn !== "function") throw new Error(`${route.handler} exports no handler`);
      return fn as ApiHandler;
    });
    cache.set(route.handler, found);
  }
  return found;
}

export async function startLocalServer(opts: LocalServerOptions = {}): Promise<LocalServer> {
  const base = opts.config ?? loadConfig();
  const config: Config = {
    ...base,
    dataDir: resolve(opts.dataDir ?? base.dataDir),
    port: opts.port ?? base.port,
    tableName: opts.tableName ?? base.tableName,
  };
  const cleanups: Array<() => Promise<void>> = [];
  const stopAll = async () => {
    for (const c of cleanups.reverse()) await c().catch(() => {});
  };
  try {
    let endpoint = opts.dynamoEndpoint ?? config.dynamoEndpoint;
    if (!endpoint) {
      const ddb = await startDynamoDbLocal({ dbPath: join(config.dataDir, "dynamodb") });
      cleanups.push(() => ddb.stop());
      endpoint = ddb.endpoint;
      // Lets `npm run admin` talk to this DynamoDB Local instead of opening the same files twice.
      writeFileSync(endpointFile(config.dataDir), JSON.stringify({ endpoint, pid: process.pid }));
      cleanups.push(async () => rmSync(endpointFile(config.dataDir), { force: true }));
    }
    const store = createDynamoStore({ tableName: config.tableName, region: config.region, endpoint });
    cleanups.push(async () => store.doc.destroy());
    await ensureTable(store);

    const sqs: LocalSqs = await startLocalSqs({ prefix: config.tableName });
    cleanups.push(() => sqs.stop());

    const ctx: AppContext = {
      config,
      store,
      queue: createSqsQueue({ client: sqs.client, queueUrls: sqs.queueUrls, deadLetterUrls: sqs.dlqUrls }),
      crypto: createLocalCrypto({ keyFile: join(config.dataDir, "master.key") }),
      http: createOutgoingHttp({ allowPrivateNetwork: config.allowPrivateNetwork }),
      mail: createLocalMail({
        from: config.mailFrom ?? "logdx@localhost.localdomain",
        smtpUrl: config.smtpUrl,
        outboxDir: join(config.dataDir, "outbox"),
      }),
      clock: opts.clock ?? systemClock,
      llm: llmPortFor(config.llm),
      sleep: opts.sleep ?? realSleep,
    };

    const table = opts.routes ?? routeTable;
    const match = createRouter(table);
    const handlers = new Map<string, Promise<ApiHandler>>();
    const views = new Map<RouteDef, AppContext>();
    const viewOf = (route: RouteDef) => {
      const view = views.get(route) ?? accessView(ctx, route.access);
      views.set(route, view);
      return view;
    };
    const cors = createLocalCors(table, config.corsOrigins);
    // Settled once bootstrap.json is written: only an ephemeral port (0) has to listen before that, to learn
    // its number, and its requests wait here; a fixed port is not opened until then.
    let markReady: () => void = () => {};
    const ready = new Promise<void>((ok) => {
      markReady = ok;
    });
    const server: Server = createServer(async (req, res) => {
      let corsHeaders: Record<string, string> = {};
      try {
        await ready;
        const url = new URL(req.url ?? "/", "http://localhost");
        if (cors.preflight(req, res, url.pathname)) return;
        const found = match(req.method ?? "GET", url.pathname);
        corsHeaders = cors.responseHeaders(found?.route, req);
        const body = await readBody(req);
        const event = toApiEvent(req, body, found?.route, found?.params ?? {});
        const handler = found ? await loadHandler(found.route, handlers) : (notFoundHandler as ApiHandler);
        if (found?.route.streaming) markStreamable(event);
        const result = withHeaders(
          await handler(event, lambdaContextFor(found ? viewOf(found.route) : ctx, found?.route.id ?? "notFound")),
          corsHeaders,
        );
        const stream = takeStream(event);
        if (stream && result.statusCode === 200) await writeStream(res, result, stream);
        else writeResult(res, result);
      } catch (err) {
        // Failed outside the Middy chain (body read, handler load): still the envelope and the usual headers.
        const requestId = randomUUID();
        logFailure(err, requestId);
        const rate = rateHeaders(anonymousRate(ctx.config, ctx.clock.now().getTime()));
        if (!res.headersSent) {
          writeResult(
            res,
            withHeaders(errorResult(err, requestId), { "X-Request-Id": requestId, ...rate, ...corsHeaders }),
          );
        }
      }
    });
    server.keepAliveTimeout = 5000;
    const host = opts.host ?? "127.0.0.1";
    const listen = async () => {
      await new Promise<void>((ok, fail) => {
        server.once("error", fail);
        server.listen(config.port, host, () => {
          server.off("error", fail);
          ok();
        });
      });
      cleanups.push(
        () =>
          new Promise<void>((ok) => {
            server.close(() => ok());
            server.closeAllConnections();
          }),
      );
      return (server.address() as AddressInfo).port;
    };
    const port = config.port === 0 ? await listen() : config.port;
    const baseUrl = `http://${host}:${port}`;
    // Links in notifications point at this server unless LOGDX_PUBLIC_URL names another address.
    config.publicUrl ??= baseUrl;

    if (opts.workers !== false) {
      for (const consumer of await startWorkers(ctx, sqs)) cleanups.push(() => consumer.stop());
      const sweeper = workers.find((w) => w.id === "analysis.sweeper");
      const sweeps = startLocalSweeps(sweeper ? accessView(ctx, sweeper.access) : ctx);
      cleanups.push(() => sweeps.stop());
      const dispatcher = workers.find((w) => w.id === "watchdog.dispatcher");
      const ticker = startLocalTicker(
        dispatcher ? accessView(ctx, dispatcher.access) : ctx,
        config.watchdogTickSeconds,
      );
      cleanups.push(() => ticker.stop());
    }

    const { bootstrap, created } = await ensureBootstrap(ctx, config.dataDir, baseUrl);
    markReady();
    if (config.port !== 0) await listen();
    const queueDepth = async (queue: QueueName, which: "main" | "dead-letter" = "main") => {
      const out = await sqs.client.send(
        new GetQueueAttributesCommand({
          QueueUrl: which === "main" ? sqs.queueUrls[queue] : sqs.dlqUrls[queue],
          AttributeNames: ["ApproximateNumberOfMessages", "ApproximateNumberOfMessagesNotVisible"],
        }),
      );
      const a = out.Attributes ?? {};
      return Number(a.ApproximateNumberOfMessages ?? 0) + Number(a.ApproximateNumberOfMessagesNotVisible ?? 0);
    };
    return { baseUrl, port, bootstrap, bootstrapCreated: created, ctx, queueDepth, stop: stopAll };
  } catch (err) {
    await stopAll();
    throw err;
  }
}

/** Each functions/workers/<queue>.ts that exists consumes its queue, as its Lambda would on AWS. */
async function startWorkers(ctx: AppContext, sqs: LocalSqs): Promise<QueueConsumer[]> {
  const consumers: QueueConsumer[] = [];
  for (const name of QUEUE_NAMES) {
    const file = join(repoRoot, "functions", "workers", `${name}.ts`);
    if (!existsSync(file)) continue;
    const mod = (await import(file)) as { handler?: SqsBatchHandler };
    const worker = mod.handler;
    if (typeof worker !== "function") continue;
    const def = workers.find((w) => w.handler === `functions/workers/${name}.ts`);
    const view = def ? accessView(ctx, def.access) : ctx;
    consumers.push(
      startQueueConsumer({
        client: sqs.client,
        queueUrl: sqs.queueUrls[name],
        queueArn: sqs.queueArns[name],
        visibilityTimeout: QUEUE_SETTINGS[name].visibilityTimeoutSeconds,
        batchSize: 5,
        waitTimeSeconds: 1,
        functionName: `worker-${name}`,
        handler: (event, context) => worker(event, { ...context, logdx: view } as typeof context),
      }),
    );
  }
  return consumers;
}
