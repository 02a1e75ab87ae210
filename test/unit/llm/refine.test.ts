import { afterAll, beforeAll, beforeEach, describe, expect, test } from "@jest/globals";
import { createDiagnosisSession } from "../../../shared/diagnosis/index.js";
import { analysisResultSchema } from "../../../shared/domain/analysis-result.schema.js";
import { createLlmPort, parseLlmSpec, refineOrFallback } from "../../../shared/llm/index.js";
import { type FakeOpenAi, startFakeOpenAi } from "../../fakes/openai-compatible.js";

const API_KEY = "sk-test-fake-key-1234567890";
const SECRETS = [
  "hunter2-Sup3rSecret",
  "AKIAIOSFODNN7EXAMPLE",
  "jane.doe@example.com",
  "10.20.30.40",
  "4111 1111 1111 1111",
  "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NSJ9.c2lnbmF0dXJl",
];

function incident() {
  const s = createDiagnosisSession({
    llmContext: "Payments stack; on-call jane.doe@example.com, db password=hunter2-Sup3rSecret",
  });
  const t0 = Date.parse("2026-05-01T10:00:00Z");
  for (let i = 0; i < 600; i++) {
    const ts = new Date(t0 + i * 1000).toISOString();
    s.pushLine(
      JSON.stringify({ timestamp: ts, service: "api", level: "info", message: `GET /pay/${i} -> 200 in 12ms` }),
    );
    if (i > 300 && i % 3 === 0) {
      s.pushLine(
        JSON.stringify({
          timestamp: ts,
          service: "ledger-db-proxy",
          level: "error",
          message: `query failed: SQLSTATE 53300 too many connections user=app password=hunter2-Sup3rSecret key AKIAIOSFODNN7EXAMPLE from 10.20.30.40 card 4111 1111 1111 1111 token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NSJ9.c2lnbmF0dXJl`,
        }),
      );
      s.pushLine(
        JSON.stringify({
          timestamp: ts,
          service: "api",
          level: "error",
          message: "POST /pay -> 502 upstream ledger-db-proxy failed",
        }),
      );
    }
  }
  return { draft: s.finish(), evidence: s.evidence() };
}

describe("LLM port against the OpenAI-compatible fake", () => {
  let fake: FakeOpenAi;
  const { draft, evidence } = incident();

  beforeAll(async () => {
    fake = await startFakeOpenAi({ apiKey: API_KEY });
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(() => {
    fake.mode = "ok";
    fake.requests.length = 0;
    fake.respond = () => JSON.stringify({ ...draft, summary: "Refined by the model.", logsScanned: 1 });
  });

  const port = () => createLlmPort(`openai:${fake.baseUrl}#test-model`, { apiKey: API_KEY });

  test("a schema-valid answer replaces the draft (logsScanned stays the engine's)", async () => {
    const out = await refineOrFallback(port(), evidence, draft);
    expect(out.refined).toBe(true);
    expect(out.provider).toBe("openai:test-model");
    expect(out.result.summary).toBe("Refined by the model.");
    expect(out.result.logsScanned).toBe(draft.logsScanned);
    expect(analysisResultSchema.safeParse(out.result).success).toBe(true);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0].headers.authorization).toBe(`Bearer ${API_KEY}`);
    const body = JSON.parse(fake.requests[0].body);
    expect(body.model).toBe("test-model");
    expect(body.messages[0].role).toBe("system");
  });

  test("an answer wrapped in prose and fences is still read", async () => {
    fake.respond = () => `Here you go:\n\`\`\`json\n${JSON.stringify({ ...draft, summary: "fenced" })}\n\`\`\``;
    const out = await refineOrFallback(port(), evidence, draft);
    expect(out.result.summary).toBe("fenced");
  });

  test("invalid JSON falls back to the engine's result", async () => {
    fake.mode = "invalid";
    const out = await refineOrFallback(port(), evidence, draft);
    expect(out.refined).toBe(false);
    expect(out.result).toEqual(draft);
    expect(out.error).toMatch(/JSON/);
  });

  test("JSON that breaks the schema falls back", async () => {
    fake.respond = () => JSON.stringify({ ...draft, severity: "apocalyptic" });
    const out = await refineOrFallback(port(), evidence, draft);
    expect(out.refined).toBe(false);
    expect(out.result).toEqual(draft);
  });

  test("a 5xx falls back, with OpenAI's error message", async () => {
    fake.mode = "5xx";
    const out = await refineOrFallback(port(), evidence, draft);
    expect(out.refined).toBe(false);
    expect(out.result).toEqual(draft);
    expect(out.error).toMatch(/500.*error while processing/);
  });

  test("a wrong key (401) falls back and the error names no key", async () => {
    const wrong = createLlmPort(`openai:${fake.baseUrl}#test-model`, { apiKey: "sk-wrong-key-000000000" });
    const out = await refineOrFallback(wrong, evidence, draft);
    expect(out.refined).toBe(false);
    expect(out.error).toMatch(/401/);
    expect(out.error).not.toContain("sk-wrong-key");
  });

  test("a slow endpoint times out and falls back", async () => {
    fake.mode = "slow";
    fake.slowMs = 5000;
    const out = await refineOrFallback(port(), evidence, draft, { timeoutMs: 100 });
    expect(out.refined).toBe(false);
    expect(out.result).toEqual(draft);
    expect(out.error).toMatch(/timed out|abort/i);
  });

  test("no secret or personal data reaches the endpoint", async () => {
    await refineOrFallback(port(), evidence, draft);
    const sent = fake.requests.map((r) => r.body).join("\n");
    expect(sent.length).toBeGreaterThan(500);
    expect(sent).toContain("SQLSTATE 53300");
    for (const secret of SECRETS) expect(sent).not.toContain(secret);
    expect(sent).not.toContain(API_KEY);
  });

  test("none means no port and the draft stands", async () => {
    expect(createLlmPort("none")).toBeUndefined();
    expect(createLlmPort(undefined)).toBeUndefined();
    const out = await refineOrFallback(undefined, evidence, draft);
    expect(out).toEqual({ result: draft, refined: false });
  });
});

describe("LOGDX_LLM parsing", () => {
  test("accepts the three forms and rejects the rest", () => {
    expect(parseLlmSpec("none")).toEqual({ kind: "none" });
    expect(parseLlmSpec("bedrock:anthropic.claude-3-haiku-20240307-v1:0")).toEqual({
      kind: "bedrock",
      modelId: "anthropic.claude-3-haiku-20240307-v1:0",
    });
    expect(parseLlmSpec("openai:http://127.0.0.1:8080/v1#llama-3.1-8b")).toEqual({
      kind: "openai",
      baseUrl: "http://127.0.0.1:8080/v1",
      model: "llama-3.1-8b",
    });
    expect(() => parseLlmSpec("openai:http://x")).toThrow();
    expect(() => parseLlmSpec("openai:ftp://x#m")).toThrow();
    expect(() => parseLlmSpec("bedrock:")).toThrow();
    expect(() => parseLlmSpec("gpt")).toThrow();
  });
});

describe("Bedrock Converse adapter", () => {
  test("sends a Converse request and validates the answer", async () => {
    const { draft, evidence } = incident();
    const sent: unknown[] = [];
    const client = {
      send: async (cmd: { input: unknown }) => {
        sent.push(cmd.input);
        return { output: { message: { content: [{ text: JSON.stringify({ ...draft, confidence: 0.5 }) }] } } };
      },
    };
    const port = createLlmPort("bedrock:amazon.nova-lite-v1:0", { bedrockClient: client as never });
    const out = await refineOrFallback(port, evidence, draft);
    expect(out.refined).toBe(true);
    expect(out.result.confidence).toBe(0.5);
    const input = sent[0] as { modelId: string; messages: Array<{ content: Array<{ text: string }> }> };
    expect(input.modelId).toBe("amazon.nova-lite-v1:0");
    for (const secret of SECRETS) expect(input.messages[0].content[0].text).not.toContain(secret);
  });

  test("a throwing client falls back", async () => {
    const { draft, evidence } = incident();
    const port = createLlmPort("bedrock:m", {
      bedrockClient: { send: async () => Promise.reject(new Error("ThrottlingException")) } as never,
    });
    const out = await refineOrFallback(port, evidence, draft);
    expect(out.refined).toBe(false);
    expect(out.result).toEqual(draft);
  });
});
