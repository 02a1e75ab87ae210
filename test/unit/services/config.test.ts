import { describe, expect, it } from "@jest/globals";
import { loadConfig } from "../../../shared/runtime/config.js";

describe("config", () => {
  it("defaults match ARCHITECTURE.md", () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      inLambda: false,
      dataDir: ".logdx",
      port: 8787,
      allowPrivateNetwork: true,
      syncWindowSeconds: 900,
      watchdogTickSeconds: 60,
      llm: { kind: "none" },
      deliveryBackoffMs: 1000,
      idempotencyTtlSeconds: 86400,
      endpointOverrides: {},
      rateLimits: {},
      quotas: {},
      tableName: "logdx",
    });
    expect(c.legacyKeySunset.toISOString()).toBe("2026-06-30T00:00:00.000Z");
  });

  it("parses every setting", () => {
    const c = loadConfig({
      LOGDX_DATA_DIR: "/tmp/x",
      PORT: "9000",
      LOGDX_ALLOW_PRIVATE_NETWORK: "false",
      LOGDX_LLM: "openai:http://127.0.0.1:11434/v1#llama3",
      LOGDX_RATE_LIMITS: '{"read":5,"windowSeconds":10}',
      LOGDX_QUOTAS: '{"analysesPerMonth":3}',
      LOGDX_ENDPOINT_OVERRIDES: '{"datadog":"http://127.0.0.1:9999"}',
      LOGDX_LEGACY_KEY_SUNSET: "2030-01-01",
      LOGDX_SMTP_URL: "smtp://localhost:2525",
    });
    expect(c.llm).toEqual({ kind: "openai", baseUrl: "http://127.0.0.1:11434/v1", model: "llama3" });
    expect(c.rateLimits).toEqual({ read: 5, windowSeconds: 10 });
    expect(c.quotas).toEqual({ analysesPerMonth: 3 });
    expect(c.endpointOverrides).toEqual({ datadog: "http://127.0.0.1:9999" });
    expect(c.allowPrivateNetwork).toBe(false);
    expect(loadConfig({ LOGDX_LLM: "bedrock:anthropic.claude" }).llm).toEqual({
      kind: "bedrock",
      modelId: "anthropic.claude",
    });
  });

  it("inside Lambda: private network off and endpoint overrides ignored", () => {
    const c = loadConfig({ AWS_LAMBDA_FUNCTION_NAME: "f", LOGDX_ENDPOINT_OVERRIDES: '{"datadog":"http://x"}' });
    expect(c.allowPrivateNetwork).toBe(false);
    expect(c.endpointOverrides).toEqual({});
  });

  it("names every bad setting", () => {
    expect(() => loadConfig({ PORT: "x", LOGDX_RATE_LIMITS: "{", LOGDX_LLM: "gpt" })).toThrow(
      /PORT[\s\S]*LOGDX_LLM[\s\S]*LOGDX_RATE_LIMITS|PORT[\s\S]*LOGDX_RATE_LIMITS[\s\S]*LOGDX_LLM/,
    );
  });
});
