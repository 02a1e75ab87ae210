// The bundles that deploy are the ones tested: the real app is synthesised once with bundling on, and every function
// bundle `cdk synth` wrote runs in a plain node process of its own, nothing else on its module path, with the
// environment the stack gives it (tokens replaced by this test's table and stand-in queues) and its event: an API
// Gateway v2 request, an SQS batch or a schedule tick. The functions with the table reach DynamoDB Local through the
// SDK they bundle (environment credentials, AWS_ENDPOINT_URL_DYNAMODB): an unknown key answers 401 only after the
// key lookup succeeded (an unreachable store would be 503).
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { Stack } from "aws-cdk-lib";
import type { CfnFunction } from "aws-cdk-lib/aws-lambda";
import type { NodejsFunction } from "aws-cdk-lib/aws-lambda-nodejs";
import { buildApp } from "../../lib/app.js";
import { type AppContext, systemClock } from "../../shared/app-context.js";
import { mintKey } from "../../shared/domain/api-key-format.js";
import type { RouteDef } from "../../shared/route.types.js";
import { routes } from "../../shared/routes/table.js";
import { createTenant, type TenantBootstrap } from "../../shared/services/tenants.js";
import { createDynamoStore, ensureTable, type Store } from "../../shared/store/store.js";
import { type WorkerDef, workers } from "../../shared/workers.js";

const endpoint = process.env.LOGDX_TEST_DYNAMODB_ENDPOINT;
if (!endpoint) throw new Error("LOGDX_TEST_DYNAMODB_ENDPOINT is set by the jest global setup");

const TableName = `deployed-${process.pid}-${Date.now()}`;
/** What the stack's tokens stand for here: no queue or key is reachable, and no function here needs one. */
const TOKEN_VALUES: Record<string, string> = {
  LOGDX_TABLE_NAME: TableName,
  LOGDX_ANALYSIS_QUEUE_URL: "http://127.0.0.1:9/000000000000/analysis",
  LOGDX_DELIVERY_QUEUE_URL: "http://127.0.0.1:9/000000000000/delivery",
  LOGDX_WATCHDOG_QUEUE_URL: "http://127.0.0.1:9/000000000000/watchdog",
  LOGDX_DELIVERY_DLQ_URL: "http://127.0.0.1:9/000000000000/delivery-dlq",
  LOGDX_KMS_KEY_ID: "arn:aws:kms:us-east-1:000000000000:key/00000000-0000-0000-0000-000000000000",
  LOGDX_PUBLIC_URL: "https://api.example.com",
};

interface Deployed {
  /** The route's or worker's id, or "$default" and "<route id> (stream)". */
  name: string;
  dir: string;
  handler: string;
  env: Record<string, string>;
}

// Built at load: synthesis runs esbuild once per function, which takes longer than a test's timeout.
const built = buildApp({ nag: false });
const assembly = built.app.synth();
const template = assembly.getStackByName(built.stateless.stackName).template as {
  Resources: Record<string, { Properties: Record<string, unknown> }>;
};

function deployed(name: string, fn: NodejsFunction): Deployed {
  const props = template.Resources[Stack.of(fn).getLogicalId(fn.node.defaultChild as CfnFunction)].Properties;
  const s3Key = (props.Code as { S3Key: string }).S3Key;
  const variables = (props.Environment as { Variables: Record<string, unknown> }).Variables;
  const env = Object.fromEntries(
    Object.entries(variables).map(([k, v]) => {
      if (typeof v === "string") return [k, v];
      if (!(k in TOKEN_VALUES)) throw new Error(`${name}: no test value for the stack's ${k}`);
      return [k, TOKEN_VALUES[k]];
    }),
  );
  return {
    name,
    dir: join(assembly.directory, `asset.${s3Key.replace(/\.zip$/, "")}`),
    handler: String(props.Handler).replace(/^index\./, ""),
    env,
  };
}

const routeFunctions = routes.map((r) => deployed(r.id, built.stateless.api.functions.get(r.id)!));
const streamFunctions = [...built.stateless.api.streamFunctions].map(([id, fn]) => deployed(`${id} (stream)`, fn));
const workerFunctions = workers.map((w) => deployed(w.id, built.stateless.workers.functions.get(w.id)!));
const notFoundFunction = deployed("$default", built.stateless.api.notFound);

// The child: imports the bundle from a copy in an empty directory (no node_modules above it), invokes the handler
// once, and prints the answer after a marker (the function's own logs go to stdout too). A streaming handler writes
// to the stream it is given.
const RUNNER = `
import { Writable } from "node:stream";
const [file, name, event] = process.argv.slice(1);
const mod = await import(file);
const context = {
  functionName: "deployed-bundles", functionVersion: "$LATEST", awsRequestId: "req-" + Date.now(),
  memoryLimitInMB: "1024", callbackWaitsForEmptyEventLoop: false, getRemainingTimeInMillis: () => 20000,
};
let result;
if (name === "streamHandler") {
  const chunks = [];
  const stream = new Writable({ write(c, _e, cb) { chunks.push(Buffer.from(c)); cb(); } });
  await mod[name](JSON.parse(event), stream, context);
  result = { streamed: Buffer.concat(chunks).toString("utf8") };
} else {
  result = await mod[name](JSON.parse(event), context);
}
process.stdout.write("\\n@@result@@" + JSON.stringify(result ?? null) + "\\n");
`;

interface Invocation {
  status: number | null;
  result: unknown;
  stderr: string;
}

function invoke(fn: Deployed, event: unknown, runDir: string): Promise<Invocation> {
  const dir = mkdtempSync(join(runDir, "fn-"));
  cpSync(join(fn.dir, "index.mjs"), join(dir, "index.mjs"));
  const env = {
    PATH: process.env.PATH ?? "",
    ...fn.env,
    AWS_LAMBDA_FUNCTION_NAME: `logdx-${fn.name}`,
    AWS_REGION: "us-east-1",
    AWS_ACCESS_KEY_ID: "local",
    AWS_SECRET_ACCESS_KEY: "local",
    AWS_ENDPOINT_URL_DYNAMODB: endpoint as string,
  };
  const args = ["--input-type=module", "-e", RUNNER, join(dir, "index.mjs"), fn.handler, JSON.stringify(event)];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env, cwd: dir, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c: Buffer) => {
      stdout += c.toString("utf8");
    });
    child.stderr.on("data", (c: Buffer) => {
      stderr += c.toString("utf8");
    });
    child.on("error", reject);
    child.on("close", (status) => {
      const line = stdout.split("\n").find((l) => l.startsWith("@@result@@"));
      resolve({ status, result: line ? JSON.parse(line.slice("@@result@@".length)) : undefined, stderr });
    });
  });
}

/** Runs the invocations two at a time (the machine's cores), in order of the list. */
async function invokeAll(calls: Array<[Deployed, unknown]>, runDir: string): Promise<Map<string, Invocation>> {
  const out = new Map<string, Invocation>();
  let next = 0;
  const lane = async () => {
    while (next < calls.length) {
      const [fn, event] = calls[next++];
      out.set(fn.name, await invoke(fn, event, runDir));
    }
  };
  await Promise.all([lane(), lane()]);
  return out;
}

function httpEvent(method: string, path: string, headers: Record<string, string>, routeKey = `${method} ${path}`) {
  const now = Date.now();
  return {
    version: "2.0",
    routeKey,
    rawPath: path,
    rawQueryString: "",
    headers: { host: "api.example.com", "user-agent": "deployed-bundles-test", ...headers },
    requestContext: {
      accountId: "000000000000",
      apiId: "test",
      domainName: "api.example.com",
      domainPrefix: "api",
      http: { method, path, protocol: "HTTP/1.1", sourceIp: "192.0.2.1", userAgent: "deployed-bundles-test" },
      requestId: `apigw-${now}`,
      routeKey,
      stage: "$default",
      time: new Date(now).toUTCString(),
      timeEpoch: now,
    },
    isBase64Encoded: false,
  };
}

/** The route's own request: its path with sample ids, and a JSON body for the methods that carry one. */
function routeEvent(route: RouteDef, authorization?: string) {
  const pathParameters: Record<string, string> = {};
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    pathParameters[name] = `sample-${name}`;
    return pathParameters[name];
  });
  const event = httpEvent(route.method, path, {
    "content-type": "application/json",
    ...(authorization ? { authorization } : {}),
  });
  return {
    ...event,
    routeKey: `${route.method} ${route.path}`,
    ...(Object.keys(pathParameters).length ? { pathParameters } : {}),
    ...(route.method === "GET" || route.method === "DELETE" ? {} : { body: "{}" }),
  };
}

function workerEvent(worker: WorkerDef) {
  if (worker.kind === "schedule") {
    return { version: "0", id: "tick", "detail-type": "Scheduled Event", source: "aws.scheduler", detail: {} };
  }
  return {
    Records: [
      {
        messageId: "m-1",
        receiptHandle: "r-1",
        body: JSON.stringify({ kind: "unknown" }),
        attributes: { ApproximateReceiveCount: "1", SentTimestamp: String(Date.now()) },
        messageAttributes: {},
        md5OfBody: "",
        eventSource: "aws:sqs",
        eventSourceARN: `arn:aws:sqs:us-east-1:000000000000:${worker.queue}`,
        awsRegion: "us-east-1",
      },
    ],
  };
}

const bodyOf = (inv: Invocation | undefined) => {
  const r = inv?.result as { body?: string; streamed?: string } | undefined;
  return JSON.parse(r?.body ?? r?.streamed ?? "null") as {
    success?: boolean;
    data?: unknown;
    error?: { code?: string; message?: string; requestId?: string };
  } | null;
};
const statusOf = (inv: Invocation | undefined) => (inv?.result as { statusCode?: number } | undefined)?.statusCode;

let store: Store;
let tenant: TenantBootstrap;
let runDir: string;
let answers: Map<string, Invocation>;
let listed: Invocation | undefined;
/** Well-formed, but no such key: the function must read the store to refuse it. */
const unknownKey = mintKey("secret");

beforeAll(async () => {
  store = createDynamoStore({ tableName: TableName, region: "us-east-1", endpoint });
  await ensureTable(store);
  tenant = await createTenant({ store, clock: systemClock } as AppContext, { name: "Bundles", plan: "enterprise" });
  runDir = mkdtempSync(join(tmpdir(), "logdx-deployed-"));
  const calls: Array<[Deployed, unknown]> = [
    ...routeFunctions.map((fn, i): [Deployed, unknown] => {
      const route = routes[i];
      return [fn, routeEvent(route, route.scope === "public" ? undefined : `Bearer ${unknownKey}`)];
    }),
    ...streamFunctions.map((fn): [Deployed, unknown] => {
      const route = routes.find((r) => `${r.id} (stream)` === fn.name)!;
      return [fn, routeEvent(route, `Bearer ${unknownKey}`)];
    }),
    ...workerFunctions.map((fn, i): [Deployed, unknown] => [fn, workerEvent(workers[i])]),
    [notFoundFunction, httpEvent("GET", "/v1/nothing-here", {}, "$default")],
  ];
  answers = await invokeAll(calls, runDir);
  const projectsList = routes.find((r) => r.id === "projects.list")!;
  const fn = routeFunctions[routes.indexOf(projectsList)];
  listed = (await invokeAll([[fn, routeEvent(projectsList, `Bearer ${tenant.keys.org}`)]], runDir)).get(fn.name);
}, 240_000);

afterAll(() => {
  store?.doc.destroy();
  if (runDir) rmSync(runDir, { recursive: true, force: true });
});

describe("every function bundle cdk synth writes", () => {
  it("covers every route, streaming URL, worker and the $default route", () => {
    expect(answers.size).toBe(routeFunctions.length + streamFunctions.length + workerFunctions.length + 1);
    const failed = [...answers].filter(([, inv]) => inv.status !== 0 || inv.result === undefined);
    expect(failed.map(([name, inv]) => `${name}: exit ${inv.status}: ${inv.stderr.slice(-400)}`)).toEqual([]);
  });

  it("public routes answer 200; $default answers 404 in the error envelope", () => {
    for (const route of routes.filter((r) => r.scope === "public")) {
      expect([route.id, statusOf(answers.get(route.id))]).toEqual([route.id, 200]);
    }
    const notFound = answers.get("$default");
    expect(statusOf(notFound)).toBe(404);
    expect(bodyOf(notFound)).toMatchObject({ success: false, error: { code: "NOT_FOUND" } });
  });

  it("every authenticated route, streaming URLs included, looks the key up in DynamoDB and answers 401 in the envelope", () => {
    const authenticated = [
      ...routes.filter((r) => r.scope !== "public").map((r) => r.id),
      ...streamFunctions.map((f) => f.name),
    ];
    const streamed = new Set(streamFunctions.map((f) => f.name));
    // A function URL stream has no status line outside Lambda (the runtime's awslambda global writes it): its body tells.
    expect(authenticated.map((name) => [name, streamed.has(name) ? 401 : statusOf(answers.get(name))])).toEqual(
      authenticated.map((name) => [name, 401]),
    );
    for (const name of authenticated) {
      expect(bodyOf(answers.get(name))).toMatchObject({
        success: false,
        error: { code: "UNAUTHORIZED", message: expect.any(String), requestId: expect.any(String) },
      });
    }
  });

  it("a known key gets its route's data: the bundled SDK reads and writes the table", () => {
    expect(statusOf(listed)).toBe(200);
    const body = bodyOf(listed) as { success: boolean; data: Array<{ id: string }> };
    expect(body.success).toBe(true);
    expect(body.data.map((p) => p.id)).toContain(tenant.projectId);
  });

  it("queue workers answer a partial batch response; scheduled workers report their tick's counts", () => {
    for (const worker of workers) {
      const result = answers.get(worker.id)?.result as Record<string, unknown> | null | undefined;
      if (worker.kind === "queue") {
        // A message of no known kind is dropped, not retried.
        expect([worker.id, result]).toEqual([worker.id, { batchItemFailures: [] }]);
      } else {
        // Each count comes from reading the table: a store it could not reach would have failed the tick.
        expect([worker.id, Object.values(result ?? {}).length > 0]).toEqual([worker.id, true]);
        expect([worker.id, Object.values(result ?? {}).filter((v) => typeof v !== "number")]).toEqual([worker.id, []]);
      }
    }
  });
});
