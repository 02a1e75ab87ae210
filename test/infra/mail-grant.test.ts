// SES: with a sender configured (context logdx:mailFrom), a function whose access has `mail` may send from that
// sender only, and every function knows the sender; nobody else gets ses:SendEmail, and without a sender nobody does.
import { Template } from "aws-cdk-lib/assertions";
import { MAIL_FROM_CONTEXT } from "../../lib/app.js";
import { buildTestApp, route } from "./support.js";

const routes = [
  route("notify.test", "POST", "/v1/notify/test", { table: "read", egress: true, mail: true }),
  route("projects.list", "GET", "/v1/config/projects", { table: "read", egress: true }),
];

function sesStatements(context: Record<string, unknown>) {
  const { app, stateless } = buildTestApp({ routes, workers: [], nag: true, context });
  expect(() => app.synth()).not.toThrow(); // cdk-nag finds nothing to say about the grant
  const template = Template.fromStack(stateless);
  const policies = Object.values(template.findResources("AWS::IAM::Policy"));
  const functions = Object.values(template.findResources("AWS::Lambda::Function"));
  const statements = policies.flatMap(
    (p) =>
      p.Properties.PolicyDocument.Statement as Array<{
        Sid?: string;
        Action: unknown;
        Resource: unknown;
        Condition?: unknown;
      }>,
  );
  return { ses: statements.filter((s) => JSON.stringify(s.Action).includes("ses:")), functions };
}

test("the mail route alone may send, from the configured sender's identities only", () => {
  const { ses, functions } = sesStatements({ [MAIL_FROM_CONTEXT]: "alerts@example.com" });
  expect(ses).toHaveLength(1);
  expect(ses[0]).toMatchObject({ Sid: "SesSend", Action: "ses:SendEmail" });
  const resources = JSON.stringify(ses[0].Resource);
  expect(resources).toContain(":identity/alerts@example.com");
  expect(resources).toContain(":identity/example.com");
  expect(ses[0].Condition).toEqual({ StringEquals: { "ses:FromAddress": "alerts@example.com" } });
  for (const f of functions) expect(f.Properties.Environment.Variables.LOGDX_MAIL_FROM).toBe("alerts@example.com");
});

test("without a sender nobody may send and no function is told one", () => {
  const { ses, functions } = sesStatements({});
  expect(ses).toEqual([]);
  for (const f of functions) expect(f.Properties.Environment.Variables.LOGDX_MAIL_FROM).toBeUndefined();
});
