// The Powertools wiring of createHandler's chain: in a Lambda invocation the logger carries the Lambda context and
// an EMF line (ColdStart, then the response count) is written; a local invocation (ports on context.logdx) writes none.
import { afterEach, beforeEach, expect, jest, test } from "@jest/globals";
import type { Context } from "aws-lambda";
import type { AppContext } from "../../../shared/app-context.js";
import type { ApiEvent } from "../../../shared/http/types.js";
import type { RouteDef } from "../../../shared/route.types.js";

// As the Lambda runtime sets it before our modules load (Powertools reads it when its instances are built).
process.env.AWS_LAMBDA_INITIALIZATION_TYPE = "on-demand";
const { createHandler } = await import("../../../shared/http/create-handler.js");
const { loadConfig } = await import("../../../shared/runtime/config.js");
const { logger } = await import("../../../shared/runtime/logger.js");

const route: RouteDef = {
  id: "probe.observability",
  method: "GET",
  path: "/probe",
  handler: "",
  summary: "logs one line",
  scope: "public",
  rateCategory: "read",
  idempotent: false,
  access: { table: "none" },
};
const handler = createHandler(route, async () => {
  logger.info("probe handled", { authorization: undefined });
  return { ok: true };
});

const event = (requestId: string) =>
  ({
    version: "2.0",
    routeKey: "GET /probe",
    rawPath: "/probe",
    rawQueryString: "",
    headers: { authorization: "Bearer svc_secret_abcdefghijklmnopqrstuvwxyz012345" },
    isBase64Encoded: false,
    requestContext: { requestId, http: { method: "GET", path: "/probe" } },
  }) as unknown as ApiEvent;

const lambdaContext = (awsRequestId: string) =>
  ({
    functionName: "logdx-stateless-ProbeFn",
    functionVersion: "$LATEST",
    invokedFunctionArn: "arn:aws:lambda:us-east-1:000000000000:function:logdx-stateless-ProbeFn",
    memoryLimitInMB: "1024",
    awsRequestId,
    logGroupName: "/aws/lambda/probe",
    logStreamName: "stream",
    callbackWaitsForEmptyEventLoop: true,
    getRemainingTimeInMillis: () => 29_000,
  }) as unknown as Context;

let lines: string[];
beforeEach(() => {
  lines = [];
  jest.spyOn(process.stdout, "write").mockImplementation((chunk: unknown) => {
    lines.push(...String(chunk).split("\n").filter(Boolean));
    return true;
  });
});
afterEach(() => {
  jest.restoreAllMocks();
});

const parsed = () => lines.flatMap((l) => (l.startsWith("{") ? [JSON.parse(l) as Record<string, unknown>] : []));
const emf = () => parsed().filter((l) => l._aws !== undefined);

test("a Lambda invocation logs with the Lambda context and publishes EMF metrics in the logdx namespace", async () => {
  const res = await handler(event("gw-1"), lambdaContext("aws-req-1"));
  expect(res.statusCode).toBe(200);

  const log = parsed().find((l) => l.message === "probe handled");
  expect(log).toMatchObject({
    function_name: "logdx-stateless-ProbeFn",
    function_request_id: "aws-req-1",
    cold_start: true,
  });
  const metrics = emf();
  const names = metrics.flatMap((m) =>
    (
      m._aws as { CloudWatchMetrics: Array<{ Namespace: string; Metrics: Array<{ Name: string }> }> }
    ).CloudWatchMetrics.flatMap((c) => c.Metrics.map((x) => `${c.Namespace}/${x.Name}`)),
  );
  expect(names).toEqual(expect.arrayContaining(["logdx/ColdStart", "logdx/Successes"]));
  expect(metrics.find((m) => "ColdStart" in m)).toMatchObject({ function_name: "logdx-stateless-ProbeFn" });
  // The event (and its bearer key) is never logged.
  expect(lines.join("\n")).not.toContain("svc_secret_");

  lines = [];
  await handler(event("gw-2"), lambdaContext("aws-req-2"));
  expect(parsed().find((l) => l.message === "probe handled")).toMatchObject({
    function_request_id: "aws-req-2",
    cold_start: false,
  });
});

test("a local invocation (ports on context.logdx) writes no EMF line and adds no metric", async () => {
  const app = { config: loadConfig(), clock: { now: () => new Date() } } as unknown as AppContext;
  for (const n of [3, 4, 5]) {
    const res = await handler(event(`gw-${n}`), { ...lambdaContext(`aws-req-${n}`), logdx: app } as Context & {
      logdx: AppContext;
    });
    expect(res.statusCode).toBe(200);
  }
  expect(emf()).toEqual([]);
  // The next Lambda invocation publishes its own count only: nothing piled up from the local ones.
  await handler(event("gw-6"), lambdaContext("aws-req-6"));
  expect(emf().map((m) => m.Successes)).toEqual([1]);
});
