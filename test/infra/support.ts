// Builds the CDK app for the infra tests: esbuild skipped (context), synthetic route tables where useful.

import { type BuildAppOptions, buildApp } from "../../lib/app.js";
import type { RouteAccess, RouteDef } from "../../shared/route.types.js";
import type { WorkerDef } from "../../shared/workers.js";

export const FIXTURE_HANDLER = "test/infra/fixtures/handler.ts";
/** What active tracing grants every function (on Resource *: X-Ray's actions take no resource). */
export const XRAY_ACTIONS = ["xray:PutTelemetryRecords", "xray:PutTraceSegments"];
export const SKIP_BUNDLING = { "aws:cdk:bundling-stacks": [] };

export function route(id: string, method: RouteDef["method"], path: string, access: RouteAccess): RouteDef {
  return {
    id,
    method,
    path,
    handler: FIXTURE_HANDLER,
    summary: id,
    scope: "project",
    rateCategory: method === "GET" ? "read" : "mutation",
    idempotent: false,
    access,
  };
}

/** A route table shaped like the real one will be: a few with distinct access, then enough routes to fill SPEC. */
export function syntheticRoutes(fillerCount: number): RouteDef[] {
  const routes = [
    route("health.get", "GET", "/health", { table: "read" }),
    route("projects.list", "GET", "/v1/config/projects", { table: "read" }),
    route("projects.create", "POST", "/v1/config/projects", { table: "readwrite" }),
    route("log-sources.create", "POST", "/v1/config/log-sources", {
      table: "readwrite",
      kms: ["encrypt"],
      egress: true,
    }),
    route("log-sources.test", "POST", "/v1/config/log-sources/{id}/test", {
      table: "read",
      kms: ["decrypt"],
      egress: true,
    }),
    {
      ...route("analyses.create", "POST", "/v1/analyses", {
        table: "readwrite",
        queues: ["analysis"],
        kms: ["decrypt"],
        egress: true,
        llm: true,
      }),
      allowPublicKey: true,
    },
  ];
  for (let i = 0; i < fillerCount; i += 1) {
    routes.push(route(`filler.r${i}`, i % 2 ? "PUT" : "GET", `/v1/filler/r${i}/{id}`, { table: "read" }));
  }
  return routes;
}

export const syntheticWorkers: WorkerDef[] = [
  {
    id: "analysis.worker",
    kind: "queue",
    queue: "analysis",
    batchSize: 1,
    handler: FIXTURE_HANDLER,
    summary: "Runs queued analyses",
    timeoutSeconds: 300,
    access: { table: "readwrite", queues: ["delivery"], kms: ["decrypt"], egress: true, llm: true },
  },
  {
    id: "delivery.worker",
    kind: "queue",
    queue: "delivery",
    batchSize: 10,
    handler: FIXTURE_HANDLER,
    summary: "Delivers notifications",
    timeoutSeconds: 60,
    access: { table: "readwrite", kms: ["decrypt"], egress: true },
  },
  {
    id: "watchdog.dispatch",
    kind: "schedule",
    schedule: "rate(1 minute)",
    handler: FIXTURE_HANDLER,
    summary: "Dispatches due watchdog rules",
    timeoutSeconds: 60,
    access: { table: "readwrite", queues: ["analysis"] },
  },
];

export function buildTestApp(opts: BuildAppOptions = {}) {
  return buildApp({ ...opts, context: { ...SKIP_BUNDLING, ...opts.context } });
}
