import { Validations } from "aws-cdk-lib";
import { Template } from "aws-cdk-lib/assertions";
import { Queue } from "aws-cdk-lib/aws-sqs";
import type { IConstruct } from "constructs";
import { buildTestApp, syntheticRoutes, syntheticWorkers } from "./support.js";

const ACK_KEY = Validations.ACKNOWLEDGED_RULES_METADATA_KEY;

function acknowledgments(root: IConstruct): Array<{ path: string; id: string; reason: string }> {
  return root.node
    .findAll()
    .flatMap((c) =>
      c.node.metadata
        .filter((m) => m.type === ACK_KEY)
        .flatMap((m) =>
          Object.entries(m.data as Record<string, string>).map(([id, reason]) => ({ path: c.node.path, id, reason })),
        ),
    );
}

test("AwsSolutions reports no unacknowledged finding, and every acknowledgment carries its reason", () => {
  const { app } = buildTestApp({ routes: syntheticRoutes(2), workers: syntheticWorkers });
  expect(() => app.synth()).not.toThrow();
  const acks = acknowledgments(app);
  expect(acks.length).toBeGreaterThan(0);
  for (const a of acks) {
    expect(a.reason.trim().length).toBeGreaterThan(40);
  }
  // What this design accepts, and nothing else: authorization in the functions, the pinned runtime, X-Ray's
  // resourceless actions.
  expect([...new Set(acks.map((a) => a.id))].sort()).toEqual([
    "AwsSolutions::AwsSolutions-APIG4",
    "AwsSolutions::AwsSolutions-IAM5[Resource::*]",
    "AwsSolutions::AwsSolutions-L1",
  ]);
});

test("the check is live: an unencrypted queue without TLS enforcement fails synthesis", () => {
  const { app, stateful } = buildTestApp({ routes: syntheticRoutes(0), workers: [] });
  new Queue(stateful, "Careless");
  expect(() => app.synth()).toThrow(/AwsSolutions-SQS4/);
});

test("a Bedrock cross-region profile grants that one model, acknowledged only where it is granted", () => {
  const model = "anthropic.claude-3-5-haiku-20241022-v1:0";
  const { app, stateless } = buildTestApp({
    routes: syntheticRoutes(0),
    workers: [],
    context: { "logdx:llm": `bedrock:us.${model}` },
  });
  expect(() => app.synth()).not.toThrow();
  const template = Template.fromStack(stateless);
  const policies = Object.values(template.findResources("AWS::IAM::Policy"));
  const withBedrock = policies.filter((p) => JSON.stringify(p).includes("bedrock:InvokeModel"));
  const llmRoutes = syntheticRoutes(0).filter((r) => r.access.llm);
  // Egress alone (log-sources.test reads an aggregator) is no reason to invoke the model.
  expect(syntheticRoutes(0).filter((r) => r.access.egress && !r.access.llm).length).toBeGreaterThan(0);
  expect(withBedrock).toHaveLength(llmRoutes.length);
  expect(JSON.stringify(withBedrock[0])).toContain(`:bedrock:*::foundation-model/${model}`);
  expect(JSON.stringify(withBedrock[0])).toContain(`:inference-profile/us.${model}`);
  const iam5 = acknowledgments(app).filter((a) => a.id.includes("IAM5") && a.id.includes("bedrock"));
  expect(iam5.map((a) => a.path).sort()).toEqual(
    llmRoutes.map((r) => stateless.api.functions.get(r.id)!.role!.node.path).sort(),
  );
  for (const f of Object.values(template.findResources("AWS::Lambda::Function"))) {
    expect(f.Properties.Environment.Variables.LOGDX_LLM).toBe(`bedrock:us.${model}`);
  }
});
