import { cloudwatchRecord } from "../../../shared/connectors/cloudwatch.js";
import { createConnector } from "../../../shared/connectors/create-connector.js";
import { createOutgoingHttp } from "../../../shared/net/outgoing-http.js";
import { startFakeCloudWatchLogs } from "../../fakes/cloudwatch-logs.js";
import { CORPUS_END } from "../../fakes/log-corpus.js";
import { drain, runConnectorContract, WINDOW } from "./contract.js";

const AKID = "AKIAEXAMPLE7QTESTKEY";
const SECRET = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY";
const SESSION = "IQoJb3JpZ2luX2VjEFAKESESSIONTOKENVALUE==";
const WRONG = "wJalrXUtnFEMI/K7MDENG/WRONGWRONGWRONGKEY";

describe("cloudwatch connector against the CloudWatch Logs fake (SigV4 verified)", () => {
  runConnectorContract({
    type: "cloudwatch",
    sources: {
      "/ecs/checkout": "/ecs/checkout",
      "arn:aws:logs:eu-west-1:123456789012:log-group:/ecs/cart:*": "/ecs/cart",
    },
    startFake: (lines) =>
      startFakeCloudWatchLogs({ lines, accessKeyId: AKID, secretAccessKey: SECRET, sessionToken: SESSION }),
    connection: (_fake, valid) => ({
      type: "cloudwatch",
      credentials: { accessKeyId: AKID, secretAccessKey: valid ? SECRET : WRONG, sessionToken: SESSION },
      region: "eu-west-1",
      sources: ["/ecs/checkout", "arn:aws:logs:eu-west-1:123456789012:log-group:/ecs/cart:*"],
    }),
    overrides: (fake) => ({ cloudwatch: fake.url }),
    secrets: [SECRET, WRONG, SESSION],
    isReadRequest: (r) => r.headers["x-amz-target"] === "Logs_20140328.FilterLogEvents",
    expectedDiscovery: [
      { name: "/ecs/checkout", kind: "log_group" },
      { name: "/ecs/cart", kind: "log_group" },
    ],
  });
});

describe("cloudwatch specifics", () => {
  const http = createOutgoingHttp({ allowPrivateNetwork: true });

  test("requests are signed for logs in the tenant's region, newest first, with a half-open window", async () => {
    const fake = await startFakeCloudWatchLogs({ accessKeyId: AKID, secretAccessKey: SECRET });
    try {
      const c = createConnector(
        {
          type: "cloudwatch",
          credentials: { accessKeyId: AKID, secretAccessKey: SECRET },
          region: "ap-southeast-2",
          sources: ["/ecs/checkout"],
        },
        { http, endpointOverrides: { cloudwatch: fake.url }, now: () => CORPUS_END },
      );
      const records = await drain(c.read(WINDOW, { signal: AbortSignal.timeout(5_000), lineBudget: 20 }));
      expect(records).toHaveLength(20);
      const r = fake.requests[0];
      expect(String(r.headers.authorization)).toMatch(
        new RegExp(`Credential=${AKID}/\\d{8}/ap-southeast-2/logs/aws4_request`),
      );
      expect(r.headers["content-type"]).toBe("application/x-amz-json-1.1");
      expect(JSON.parse(r.body)).toMatchObject({
        logGroupName: "/ecs/checkout",
        startTime: WINDOW.start,
        endTime: WINDOW.end - 1,
        startFromHead: false,
        limit: 21,
      });
      // A line that names no service falls back to the group name.
      expect(cloudwatchRecord({ message: "plain text", timestamp: 1 }, "/ecs/checkout").service).toBe("checkout");
    } finally {
      await fake.close();
    }
  });

  test("an unknown access key is UnrecognizedClientException → ok:false, and a missing group is UPSTREAM_ERROR", async () => {
    const fake = await startFakeCloudWatchLogs({ accessKeyId: AKID, secretAccessKey: SECRET });
    try {
      const bad = createConnector(
        {
          type: "cloudwatch",
          credentials: { accessKeyId: "AKIAUNKNOWNKEY000000", secretAccessKey: SECRET },
          sources: ["/ecs/checkout"],
        },
        { http, endpointOverrides: { cloudwatch: fake.url }, now: () => CORPUS_END },
      );
      const t = await bad.test(AbortSignal.timeout(5_000));
      expect(t).toMatchObject({ ok: false, error: { code: "UPSTREAM_ERROR" } });
      expect(t.error?.message).toContain("UnrecognizedClientException");
      expect(t.error?.message).not.toContain(SECRET);
      const missing = createConnector(
        {
          type: "cloudwatch",
          credentials: { accessKeyId: AKID, secretAccessKey: SECRET },
          sources: ["/no/such/group"],
        },
        { http, endpointOverrides: { cloudwatch: fake.url }, now: () => CORPUS_END },
      );
      await expect(
        drain(missing.read(WINDOW, { signal: AbortSignal.timeout(5_000), lineBudget: 5 })),
      ).rejects.toMatchObject({
        code: "UPSTREAM_ERROR",
        details: { upstream: "log_source", awsError: "ResourceNotFoundException" },
      });
    } finally {
      await fake.close();
    }
  });
});
