// createAwsContext: in a Lambda-like environment the ports are the AWS adapters (DynamoDB, SQS, KMS, SES, Bedrock), each
// talking to the service in the configured region. The services here are one recording HTTP server, reached through
// the SDK's AWS_ENDPOINT_URL_<SERVICE> settings; no request leaves the machine.
import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, test } from "@jest/globals";
import { BedrockLlm } from "../../../shared/llm/bedrock.aws.js";
import { type Env, loadConfig } from "../../../shared/runtime/config.js";
import { createAwsContext } from "../../../shared/runtime/lambda-context.js";
import { getItem } from "../../../shared/store/items.js";

const REGION = "eu-west-3";
const KEY_ARN = "arn:aws:kms:eu-west-3:000000000000:key/11111111-2222-3333-4444-555555555555";
// The SQS client sends to the queue URL's host: the URLs point at the recording server too (set in beforeAll).
let ANALYSIS_URL = "";

const lambdaEnv: Env = {
  AWS_LAMBDA_FUNCTION_NAME: "logdx-stateless-AnalysesCreate",
  AWS_REGION: REGION,
  LOGDX_RUNTIME: "aws",
  LOGDX_TABLE_NAME: "logdx-table",
  LOGDX_ANALYSIS_QUEUE_URL: "set in beforeAll",
  LOGDX_DELIVERY_QUEUE_URL: "set in beforeAll",
  LOGDX_WATCHDOG_QUEUE_URL: "set in beforeAll",
  LOGDX_KMS_KEY_ID: KEY_ARN,
  LOGDX_ALLOW_PRIVATE_NETWORK: "false",
  LOGDX_LLM: "bedrock:anthropic.claude-3-haiku-20240307-v1:0",
  LOGDX_MAIL_FROM: "alerts@example.com",
};

interface Call {
  target: string;
  /** The SigV4 credential scope's region and service. */
  scope: string;
  body: Record<string, unknown>;
}
const calls: Call[] = [];
let server: Server;
const saved: Record<string, string | undefined> = {};

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

function answer(target: string, body: Record<string, unknown>): Record<string, unknown> {
  if (target.endsWith(".SendMessage")) {
    const md5 = createHash("md5").update(String(body.MessageBody)).digest("hex");
    return { MessageId: "m-1", MD5OfMessageBody: md5 };
  }
  if (target.endsWith(".GenerateDataKey")) {
    return { KeyId: KEY_ARN, Plaintext: Buffer.alloc(32, 7).toString("base64"), CiphertextBlob: "d3JhcHBlZA==" };
  }
  if (target === "POST /v2/email/outbound-emails") return { MessageId: "ses-1" };
  if (target.endsWith(".GetItem")) return { Item: { pk: { S: "tenant#t_1" }, sk: { S: "meta" }, n: { N: "7" } } };
  return {};
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = await readJson(req);
    // JSON protocols name the operation in X-Amz-Target; SES v2 (REST-JSON) in the method and path.
    const target = String(req.headers["x-amz-target"] ?? `${req.method} ${req.url}`);
    const scope = /Credential=[^/]+\/\d+\/([^/]+\/[^/]+)\//.exec(String(req.headers.authorization))?.[1] ?? "";
    calls.push({ target, scope, body });
    res.writeHead(200, { "content-type": "application/x-amz-json-1.0" });
    res.end(JSON.stringify(answer(target, body)));
  });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  ANALYSIS_URL = `${endpoint}/000000000000/logdx-analysis`;
  lambdaEnv.LOGDX_ANALYSIS_QUEUE_URL = ANALYSIS_URL;
  lambdaEnv.LOGDX_DELIVERY_QUEUE_URL = `${endpoint}/000000000000/logdx-delivery`;
  lambdaEnv.LOGDX_WATCHDOG_QUEUE_URL = `${endpoint}/000000000000/logdx-watchdog`;
  const env: Record<string, string> = {
    AWS_ENDPOINT_URL_DYNAMODB: endpoint,
    AWS_ENDPOINT_URL_SQS: endpoint,
    AWS_ENDPOINT_URL_KMS: endpoint,
    AWS_ENDPOINT_URL_SESV2: endpoint,
    AWS_ACCESS_KEY_ID: "AKIDEXAMPLE",
    AWS_SECRET_ACCESS_KEY: "secret",
  };
  for (const [k, v] of Object.entries(env)) {
    saved[k] = process.env[k];
    process.env[k] = v;
  }
});

afterAll(async () => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  await new Promise((ok) => server.close(ok));
});

test("from a Lambda environment: DynamoDB, SQS, KMS, SES and Bedrock adapters in the configured region", async () => {
  const ctx = await createAwsContext(loadConfig(lambdaEnv));
  expect(ctx.config.inLambda).toBe(true);
  expect(ctx.config.allowPrivateNetwork).toBe(false);

  expect(ctx.store.tableName).toBe("logdx-table");
  expect(await getItem(ctx.store, { pk: "tenant#t_1", sk: "meta" })).toEqual({ pk: "tenant#t_1", sk: "meta", n: 7 });

  await ctx.queue.send("analysis", { analysisId: "an_1" });

  const blob = await ctx.crypto.encrypt("s3cret", { tenantId: "t_1", resource: "log-source:ls_1" });
  expect(blob.kid).toBe(`kms:${KEY_ARN}`);
  expect(JSON.stringify(blob)).not.toContain("s3cret");

  expect(await ctx.mail.send({ to: ["oncall@example.com"], subject: "s", text: "t" })).toEqual({ messageId: "ses-1" });

  expect(ctx.llm).toBeInstanceOf(BedrockLlm);
  expect(ctx.llm?.provider).toBe("bedrock:anthropic.claude-3-haiku-20240307-v1:0");

  expect(calls.map((c) => [c.target.split(".").pop(), c.scope])).toEqual([
    ["GetItem", `${REGION}/dynamodb`],
    ["SendMessage", `${REGION}/sqs`],
    ["GenerateDataKey", `${REGION}/kms`],
    ["POST /v2/email/outbound-emails", `${REGION}/ses`],
  ]);
  expect(calls[3].body).toMatchObject({ FromEmailAddress: "alerts@example.com" });
  expect(calls[0].body).toEqual({
    TableName: "logdx-table",
    Key: { pk: { S: "tenant#t_1" }, sk: { S: "meta" } },
    ConsistentRead: true,
  });
  expect(calls[1].body).toMatchObject({ QueueUrl: ANALYSIS_URL, MessageBody: JSON.stringify({ analysisId: "an_1" }) });
  expect(calls[2].body).toMatchObject({
    KeyId: KEY_ARN,
    EncryptionContext: { tenantId: "t_1", resource: "log-source:ls_1" },
  });
});

test("no LLM configured: no LLM port", async () => {
  const ctx = await createAwsContext(loadConfig({ ...lambdaEnv, LOGDX_LLM: undefined }));
  expect(ctx.llm).toBeUndefined();
});

test.each([
  ["LOGDX_ANALYSIS_QUEUE_URL", /LOGDX_ANALYSIS_QUEUE_URL, LOGDX_DELIVERY_QUEUE_URL and LOGDX_WATCHDOG_QUEUE_URL must/],
  ["LOGDX_DELIVERY_QUEUE_URL", /LOGDX_ANALYSIS_QUEUE_URL, LOGDX_DELIVERY_QUEUE_URL and LOGDX_WATCHDOG_QUEUE_URL must/],
  ["LOGDX_WATCHDOG_QUEUE_URL", /LOGDX_ANALYSIS_QUEUE_URL, LOGDX_DELIVERY_QUEUE_URL and LOGDX_WATCHDOG_QUEUE_URL must/],
  ["LOGDX_KMS_KEY_ID", /LOGDX_KMS_KEY_ID must be set in Lambda/],
])("without %s: a clear error naming the setting", async (missing, message) => {
  await expect(createAwsContext(loadConfig({ ...lambdaEnv, [missing]: undefined }))).rejects.toThrow(message);
});
