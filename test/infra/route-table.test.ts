// The real route table and worker list (shared/routes/table.ts, shared/workers.ts), as `npm run synth` builds them.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Stack } from "aws-cdk-lib";
import { Match, Template } from "aws-cdk-lib/assertions";
import type { CfnFunction } from "aws-cdk-lib/aws-lambda";
import type { NodejsFunction } from "aws-cdk-lib/aws-lambda-nodejs";
import { NOT_FOUND_HANDLER } from "../../lib/api/http-api.js";
import { constructIdOf } from "../../lib/functions/ids.js";
import { REPO_ROOT } from "../../lib/functions/logdx-function.js";
import { ENTRY_ROOT, routeEntryDir, routeModuleSource } from "../../lib/functions/route-entry.js";
import type { RouteDef } from "../../shared/route.types.js";
import { routes } from "../../shared/routes/table.js";
import { workers } from "../../shared/workers.js";
import { buildTestApp, XRAY_ACTIONS } from "./support.js";

const built = buildTestApp();
const assembly = built.app.synth(); // includes the AwsSolutions checks
const t = Template.fromJSON(assembly.getStackByName(built.stateless.stackName).template);
const logicalId = (fn: NodejsFunction) => Stack.of(fn).getLogicalId(fn.node.defaultChild as CfnFunction);

function actionsOf(fn: NodejsFunction): string[] {
  const roleId = Stack.of(fn).getLogicalId(fn.role!.node.defaultChild as never);
  const policies = t.findResources("AWS::IAM::Policy", { Properties: { Roles: Match.arrayWith([{ Ref: roleId }]) } });
  return Object.values(policies).flatMap((p) =>
    (p.Properties.PolicyDocument.Statement as Array<{ Action: string | string[] }>).flatMap((s) =>
      Array.isArray(s.Action) ? s.Action : [s.Action],
    ),
  );
}

test("every handler module named by the route table and the worker list exists", () => {
  const missing = [...[...routes, ...workers].map((e) => e.handler), NOT_FOUND_HANDLER].filter(
    (h) => !existsSync(join(REPO_ROOT, h)),
  );
  expect(missing).toEqual([]);
});

test("the real app gives every route of the table an HTTP API route and its own function", () => {
  const routeKeys = Object.values(t.findResources("AWS::ApiGatewayV2::Route")).map((r) => r.Properties.RouteKey);
  expect(routeKeys.sort()).toEqual([...routes.map((r) => `${r.method} ${r.path}`), "$default"].sort());
  expect(built.stateless.api.functions.size).toBe(routes.length);
  const streaming = routes.filter((r) => r.streaming).length;
  // + the $default not-found one and one streaming function per streaming route
  t.resourceCountIs("AWS::Lambda::Function", routes.length + workers.length + 1 + streaming);
});

test("a streaming route (analyses.events) also gets a RESPONSE_STREAM function URL, auth in the function, as an output", () => {
  expect(routes.filter((r) => r.streaming).map((r) => r.id)).toEqual(["analyses.events"]);
  const fn = built.stateless.api.streamFunctions.get("analyses.events")!;
  const fnId = logicalId(fn);
  t.resourceCountIs("AWS::Lambda::Url", 1);
  t.hasResourceProperties("AWS::Lambda::Url", {
    AuthType: "NONE",
    InvokeMode: "RESPONSE_STREAM",
    TargetFunctionArn: { "Fn::GetAtt": [fnId, "Arn"] },
    // A public key follows it from a page: the function URL answers CORS itself, never with credentials.
    Cors: { AllowOrigins: ["*"], AllowMethods: ["GET"], AllowCredentials: false },
  });
  const props = t.findResources("AWS::Lambda::Function")[fnId].Properties;
  expect(props.Handler).toBe("index.streamHandler");
  expect(props.Timeout).toBe(900);
  // The same access as the route's API Gateway function.
  expect(actionsOf(fn).sort()).toEqual(actionsOf(built.stateless.api.functions.get("analyses.events")!).sort());
  t.hasOutput("AnalysesEventsStreamUrl", { Value: { "Fn::GetAtt": [Match.stringLikeRegexp("Url"), "FunctionUrl"] } });
});

test("health and openapi declare no table access and their functions may touch nothing but their logs and traces", () => {
  for (const id of ["health.get", "openapi.get"]) {
    expect(routes.find((r) => r.id === id)?.access).toEqual({ table: "none" });
    const actions = actionsOf(built.stateless.api.functions.get(id)!);
    expect(actions.length).toBeGreaterThan(0);
    expect(actions.filter((a) => !a.startsWith("logs:") && !XRAY_ACTIONS.includes(a))).toEqual([]);
  }
  // A route with table access still gets it.
  expect(actionsOf(built.stateless.api.functions.get("projects.list")!)).toContain("dynamodb:Query");
});

test("every schedule targets the function of a scheduled worker of shared/workers.ts, on its expression", () => {
  const scheduled = workers.filter((w) => w.kind === "schedule");
  const schedules = Object.values(t.findResources("AWS::Scheduler::Schedule"));
  expect(schedules).toHaveLength(scheduled.length);
  const targets = schedules.map((s) => ({
    fn: s.Properties.Target.Arn["Fn::GetAtt"][0] as string,
    expression: s.Properties.ScheduleExpression as string,
  }));
  const expected = scheduled.map((w) => ({
    fn: logicalId(built.stateless.workers.functions.get(w.id)!),
    expression: w.schedule,
  }));
  expect(targets.sort((a, b) => a.fn.localeCompare(b.fn))).toEqual(expected.sort((a, b) => a.fn.localeCompare(b.fn)));
});

test("each route's function is bundled from a generated entry that registers only the routes of its handler", () => {
  for (const route of routes) {
    const source = readFileSync(join(routeEntryDir(route, routes, constructIdOf(route.id)), "route.ts"), "utf8");
    const ids = [...source.matchAll(/"id":"([^"]+)"/g)].map((m) => m[1]);
    expect(ids.sort()).toEqual(
      routes
        .filter((r) => r.handler === route.handler)
        .map((r) => r.id)
        .sort(),
    );
    expect(source).not.toMatch(/shared\/routes/);
  }
});

test("every route id a handler module asks createHandler for is registered by that module's entry", () => {
  for (const route of routes) {
    const source = readFileSync(join(REPO_ROOT, route.handler), "utf8");
    const asked = [...source.matchAll(/(?:createHandler(?:<[^>]*>)?|functionUrlStreamHandler)\(\s*"([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(asked.length).toBeGreaterThan(0);
    const registered = routes.filter((r) => r.handler === route.handler).map((r) => r.id);
    expect(asked.filter((id) => !registered.includes(id))).toEqual([]);
  }
});

test("a route whose body schema is not exported by a shared/domain module is refused with its name", () => {
  const withBody = routes.find((r) => r.body)!;
  const inline: RouteDef = { ...withBody, id: "x.post", body: withBody.body!.optional() };
  expect(() => routeModuleSource([inline], ENTRY_ROOT)).toThrow(/x\.post: its body schema is not exported/);
});
