// Active tracing on every function, X-Ray's grant the only `Resource: *`, and the spans of shared/runtime/tracing.ts
// as a deployed bundle emits them: to the X-Ray daemon in a Lambda, nowhere elsewhere.
import { spawnSync } from "node:child_process";
import { createSocket } from "node:dgram";
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "@jest/globals";
import { Template } from "aws-cdk-lib/assertions";
import { build } from "esbuild";
import { BUNDLE_OPTIONS } from "../../lib/functions/bundling.js";
import { REPO_ROOT } from "../../lib/functions/logdx-function.js";
import { buildTestApp, syntheticRoutes, syntheticWorkers, XRAY_ACTIONS } from "./support.js";

test("every function traces actively, and X-Ray's two actions are the only grant on Resource *", () => {
  const { stateless } = buildTestApp({ routes: syntheticRoutes(2), workers: syntheticWorkers });
  const template = Template.fromStack(stateless);
  const functions = Object.values(template.findResources("AWS::Lambda::Function"));
  expect(functions.length).toBeGreaterThan(syntheticWorkers.length);
  for (const f of functions) expect(f.Properties.TracingConfig).toEqual({ Mode: "Active" });

  const statements = Object.values(template.findResources("AWS::IAM::Policy")).flatMap(
    (p) => p.Properties.PolicyDocument.Statement as Array<{ Action: string | string[]; Resource: unknown }>,
  );
  const onEverything = statements.filter((s) => s.Resource === "*");
  expect(onEverything).toHaveLength(functions.length);
  for (const s of onEverything) expect([s.Action].flat().sort()).toEqual(XRAY_ACTIONS);
});

const dir = join(REPO_ROOT, ".cache", `tracing-bundle-${process.pid}`);
const bundle = join(dir, "index.mjs");

beforeAll(async () => {
  mkdirSync(dir, { recursive: true });
  await build({
    ...BUNDLE_OPTIONS,
    mainFields: [...BUNDLE_OPTIONS.mainFields],
    external: [...BUNDLE_OPTIONS.external],
    alias: { ...BUNDLE_OPTIONS.alias },
    banner: { js: BUNDLE_OPTIONS.banner },
    bundle: true,
    entryPoints: [join(REPO_ROOT, "test/infra/fixtures/traced-handler.ts")],
    outfile: bundle,
    logLevel: "error",
  });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Invokes the bundle's handler in its own node with `env`, beside a UDP X-Ray daemon; what it answered and sent. */
async function invoke(env: Record<string, string>) {
  const daemon = createSocket("udp4");
  const sent: string[] = [];
  daemon.on("message", (m) => sent.push(m.toString()));
  await new Promise<void>((ok) => daemon.bind(0, "127.0.0.1", ok));
  const script = `
    const { handler } = await import(${JSON.stringify(`file://${bundle}`)});
    const answer = await handler();
    await new Promise((r) => setTimeout(r, 200));
    console.log(JSON.stringify({ answer }));`;
  const { AWS_EXECUTION_ENV, LAMBDA_TASK_ROOT, _X_AMZN_TRACE_ID, ...base } = process.env;
  const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
    encoding: "utf8",
    env: { ...base, AWS_XRAY_DAEMON_ADDRESS: `127.0.0.1:${(daemon.address() as { port: number }).port}`, ...env },
  });
  // the subsegment is one datagram sent before the child's last line
  await new Promise((r) => setTimeout(r, 100));
  daemon.close();
  expect(run.stderr).not.toMatch(/Error/);
  return { ...(JSON.parse(run.stdout.trim().split("\n").pop() ?? "{}") as { answer: string }), sent: sent.join("") };
}

const inLambda = {
  AWS_EXECUTION_ENV: "AWS_Lambda_nodejs22.x",
  LAMBDA_TASK_ROOT: "/var/task",
  _X_AMZN_TRACE_ID: "Root=1-5759e988-bd862e3fe1be46a994272793;Parent=53995c3f42cd8ad8;Sampled=1",
};

test("in a Lambda, a span reaches the X-Ray daemon as a subsegment of the invocation, with its annotations", async () => {
  const { answer, sent } = await invoke(inLambda);
  expect(answer).toBe("diagnosed");
  const doc = JSON.parse(sent.split("\n")[1]);
  expect(doc).toMatchObject({
    name: "engine",
    type: "subsegment",
    parent_id: "53995c3f42cd8ad8",
    trace_id: "1-5759e988-bd862e3fe1be46a994272793",
    annotations: { sources: 2 },
  });
});

test("POWERTOOLS_TRACE_ENABLED=false, and anywhere but a Lambda: the work runs and nothing is sent", async () => {
  for (const env of [{ ...inLambda, POWERTOOLS_TRACE_ENABLED: "false" }, {}]) {
    const out = await invoke(env);
    expect(out).toEqual({ answer: "diagnosed", sent: "" });
  }
});
