// The real route table and worker list (shared/routes.ts, shared/workers.ts), as `npm run synth` builds them.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { Template } from "aws-cdk-lib/assertions";
import { NOT_FOUND_HANDLER } from "../../lib/api/http-api.js";
import { REPO_ROOT } from "../../lib/functions/logdx-function.js";
import { routes } from "../../shared/routes.js";
import { workers } from "../../shared/workers.js";
import { buildTestApp } from "./support.js";

test("every handler module named by the route table and the worker list exists", () => {
  const missing = [...[...routes, ...workers].map((e) => e.handler), NOT_FOUND_HANDLER].filter(
    (h) => !existsSync(join(REPO_ROOT, h)),
  );
  expect(missing).toEqual([]);
});

test("the real app gives every route of the table an HTTP API route and its own function", () => {
  const { app, stateless } = buildTestApp();
  expect(() => app.synth()).not.toThrow(); // includes the AwsSolutions checks
  const t = Template.fromStack(stateless);
  const routeKeys = Object.values(t.findResources("AWS::ApiGatewayV2::Route")).map((r) => r.Properties.RouteKey);
  expect(routeKeys.sort()).toEqual([...routes.map((r) => `${r.method} ${r.path}`), "$default"].sort());
  expect(stateless.api.functions.size).toBe(routes.length);
  t.resourceCountIs("AWS::Lambda::Function", routes.length + workers.length + 1); // + the $default not-found one
  const scheduled = workers.filter((w) => w.kind === "schedule").length;
  t.resourceCountIs("AWS::Scheduler::Schedule", scheduled);
});
