import {
  createLogSourceSchema,
  hostToCheck,
  secretValues,
  updateLogSourceSchema,
} from "../../../shared/domain/log-source.schema.js";

const ok = (body: unknown) => createLogSourceSchema.safeParse(body).success;
const base = { name: "prod", sources: ["x"] };

describe("create log source schema (SPEC §2.1 keys exactly)", () => {
  test.each([
    ["cloudwatch", { accessKeyId: "AKIA1", secretAccessKey: "s3cr3t" }],
    ["cloudwatch", { accessKeyId: "AKIA1", secretAccessKey: "s3cr3t", sessionToken: "tok" }],
    ["datadog", { apiKey: "a", appKey: "b" }],
    ["loki", { host: "https://logs.example.com" }],
    ["loki", { host: "https://logs.example.com", apiKey: "k", orgId: "team" }],
    ["splunk", { host: "https://splunk.example.com:8089", token: "t" }],
    ["elastic", { host: "https://es.example.com", username: "u", password: "p" }],
    ["elastic", { host: "https://es.example.com", apiKey: "k" }],
  ])("%s accepts %j", (type, credentials) => {
    const sources = type === "loki" ? ['{app="x"}'] : ["x"];
    expect(ok({ ...base, type, credentials, sources })).toBe(true);
  });

  test.each([
    ["cloudwatch", { accessKeyId: "AKIA1" }],
    ["cloudwatch", { accessKeyId: "AKIA1", secretAccessKey: "s", extra: "no" }],
    ["datadog", { apiKey: "a" }],
    ["datadog", { apiKey: "a", appKey: "b", site: "datadoghq.eu" }],
    ["loki", { apiKey: "k" }],
    ["loki", { host: "ftp://x" }],
    ["loki", { host: "https://user:pw@logs.example.com" }],
    ["splunk", { host: "https://s:8089" }],
    ["elastic", { host: "https://es" }],
    ["elastic", { host: "https://es", username: "u" }],
    ["elastic", { host: "https://es", username: "u", password: "p", apiKey: "k" }],
    ["gcp_logging", { serviceAccountJson: "{}" }],
    ["gcp_logging", { serviceAccountJson: "not json" }],
    ["nope", { a: "b" }],
  ])("%s refuses %j", (type, credentials) => {
    expect(ok({ ...base, type, credentials, sources: type === "loki" ? ['{app="x"}'] : ["x"] })).toBe(false);
  });

  test("gcp accepts a service-account key JSON", () => {
    const key = JSON.stringify({
      type: "service_account",
      project_id: "p",
      client_email: "a@b",
      private_key: "-----BEGIN PRIVATE KEY-----",
    });
    expect(ok({ ...base, type: "gcp_logging", credentials: { serviceAccountJson: key } })).toBe(true);
  });

  test("region only for cloudwatch, settings per type, sources at least one, names 1-255", () => {
    const cw = { ...base, type: "cloudwatch", credentials: { accessKeyId: "A", secretAccessKey: "S" } };
    expect(ok({ ...cw, region: "eu-west-1" })).toBe(true);
    expect(ok({ ...cw, region: "Mars" })).toBe(false);
    const dd = { ...base, type: "datadog", credentials: { apiKey: "a", appKey: "b" } };
    expect(ok({ ...dd, region: "eu-west-1" })).toBe(false);
    expect(ok({ ...dd, settings: { site: "datadoghq.eu" } })).toBe(true);
    expect(ok({ ...dd, settings: { site: "evil.example.com" } })).toBe(false);
    const sp = { ...base, type: "splunk", credentials: { host: "https://s:8089", token: "t" } };
    expect(
      ok({
        ...sp,
        settings: { authScheme: "Splunk", caPem: "-----BEGIN CERTIFICATE-----\nMII\n-----END CERTIFICATE-----" },
      }),
    ).toBe(true);
    expect(ok({ ...sp, settings: { authScheme: "Basic" } })).toBe(false);
    expect(ok({ ...dd, sources: [] })).toBe(false);
    expect(ok({ ...dd, name: "" })).toBe(false);
    expect(ok({ ...dd, name: "x".repeat(256) })).toBe(false);
    expect(ok({ ...base, type: "loki", credentials: { host: "https://l" }, sources: ["checkout"] })).toBe(false);
  });
});

describe("update schema", () => {
  test("any subset; credentials re-validated whole for the type; type cannot change", () => {
    const s = updateLogSourceSchema("elastic");
    expect(s.safeParse({ name: "new" }).success).toBe(true);
    expect(s.safeParse({ isActive: false }).success).toBe(true);
    expect(s.safeParse({ credentials: { host: "https://es", apiKey: "k" } }).success).toBe(true);
    expect(s.safeParse({ credentials: { apiKey: "k" } }).success).toBe(false);
    expect(s.safeParse({ type: "loki", name: "x" }).success).toBe(false);
    expect(s.safeParse({ type: "elastic", name: "x" }).success).toBe(true);
    expect(s.safeParse({}).success).toBe(false);
    expect(s.safeParse({ type: "elastic" }).success).toBe(false);
    expect(s.safeParse({ region: "eu-west-1" }).success).toBe(false);
    expect(updateLogSourceSchema("cloudwatch").safeParse({ region: "eu-west-1" }).success).toBe(true);
  });
});

test("helpers: which host to SSRF-check, and which values are secrets", () => {
  expect(hostToCheck("splunk", { host: "https://s", token: "t" })).toBe("https://s");
  expect(hostToCheck("datadog", { apiKey: "a", appKey: "b" })).toBeUndefined();
  const key = JSON.stringify({ private_key: "-----BEGIN PRIVATE KEY-----\nABCD\n", private_key_id: "kid-123456" });
  expect(secretValues({ host: "https://h", apiKey: "secret-1" })).toEqual(["secret-1"]);
  expect(secretValues({ serviceAccountJson: key })).toEqual(
    expect.arrayContaining([key, "-----BEGIN PRIVATE KEY-----\nABCD\n", "kid-123456"]),
  );
});
