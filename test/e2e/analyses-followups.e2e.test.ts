// What can be done with a finished analysis, over HTTP: follow-up, feedback, similar, postmortem and polish,
// each with its success and every error it can give (polish through the OpenAI-compatible fake).
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import type { LlmPort } from "../../shared/llm/index.js";
import { createTenant } from "../../shared/services/tenants.js";
import { type FakeOpenAi, startFakeOpenAi } from "../fakes/openai-compatible.js";
import {
  exactFeedback,
  exactFollowup,
  exactPolished,
  exactPostmortem,
  exactSimilarList,
} from "../integration/analyses/exact-schemas.js";
import {
  addLokiSource,
  type Caller,
  createProject,
  expectExactAnalysis,
  type IncidentFakes,
  projectCaller,
  startIncidentFakes,
  windowOf,
} from "../integration/analyses/helpers.js";
import { startTestServer, type TestServer } from "../support/local-server.js";

let server: TestServer;
let fakes: IncidentFakes;
let llm: FakeOpenAi;
let llmPort: LlmPort | undefined;
let main: Caller;
let incident: any;
let twin: any;
let failedId: string;
let freeKey: string;
const UNKNOWN = "0190a0a0-0000-7000-8000-000000000000";

beforeAll(async () => {
  fakes = await startIncidentFakes();
  llm = await startFakeOpenAi();
  server = await startTestServer({ config: { llm: { kind: "openai", baseUrl: llm.baseUrl, model: "test-model" } } });
  llmPort = server.ctx.llm;
  expect(llmPort?.provider).toBe("openai:test-model");
  // the analyses themselves are diagnosed by the engine alone; the LLM is switched on per test
  server.ctx.llm = undefined;
  const { org } = server.bootstrap.keys;
  main = projectCaller(server, org, server.bootstrap.projectId);
  await addLokiSource(main, { name: "front", host: fakes.front.url, selector: '{app="front"}' });
  await addLokiSource(main, { name: "back", host: fakes.back.url, selector: '{app="back"}' });
  const make = async (minutes: number) => {
    const res = await main("POST", "/v1/analyses", {
      body: { description: "Bookings fail", ...windowOf(fakes.end, minutes) },
    });
    expect(res.json.data.status).toBe("complete");
    expectExactAnalysis(res.json.data);
    return res.json.data;
  };
  incident = await make(14);
  twin = await make(15);

  const broken = projectCaller(server, org, await createProject(server, org, "Broken"));
  await addLokiSource(broken, { name: "x", host: fakes.front.url, apiKey: "wrong", selector: '{app="front"}' });
  const failed = await broken("POST", "/v1/analyses", {
    body: { description: "d", ...windowOf(fakes.end, 10) },
  });
  expect(failed.json.data.status).toBe("failed");
  expectExactAnalysis(failed.json.data);
  failedId = failed.json.data.id;
  // the failed analysis lives in another project: reach it with the org key and that project's header
  brokenCall = broken;
  freeKey = (await createTenant(server.ctx, { name: "Free", plan: "free" })).keys.secret;
}, 60_000);

let brokenCall: Caller;

afterAll(async () => {
  await server?.stop();
  await fakes?.close();
  await llm?.close();
});

function withLlm<T>(fn: () => Promise<T>): Promise<T> {
  server.ctx.llm = llmPort;
  return fn().finally(() => {
    server.ctx.llm = undefined;
  });
}

describe("POST /v1/analyses/{id}/followup", () => {
  const ask = (question: string, id = incident.id, headers?: Record<string, string>) =>
    main("POST", `/v1/analyses/${id}/followup`, { body: { question }, headers });

  it("answers which service went first, citing timeline entries", async () => {
    const res = await ask("Which service failed first?");
    expect(res.status).toBe(201);
    const f = exactFollowup.parse(res.json.data);
    expect(f.question).toBe("Which service failed first?");
    expect(f.evidence.length).toBeGreaterThan(0);
    const timeline = incident.result.timeline;
    for (const i of f.evidence) expect(i).toBeLessThan(timeline.length);
    const firstCited = timeline[f.evidence[0]];
    expect(f.answer).toContain(firstCited.service);
    const cited = f.evidence.map((i: number) => Date.parse(timeline[i].timestamp));
    expect(cited).toEqual([...cited].sort((a, b) => a - b));
  });

  it("shows the errors of a named service", async () => {
    const service = incident.result.affectedServices.find((s: { errorCount: number }) => s.errorCount > 0).serviceName;
    const res = await ask(`show errors of ${service}`);
    expect(res.status).toBe(201);
    expect(res.json.data.answer).toContain(service);
    for (const i of res.json.data.evidence) expect(incident.result.timeline[i].service).toBe(service);
  });

  it("answers when it started and what changed", async () => {
    const when = await ask("When did it start?");
    expect(when.status).toBe(201);
    expect(when.json.data.answer).toMatch(/\d{4}-\d{2}-\d{2}T/);
    const changed = await ask("What changed?");
    expect(changed.status).toBe(201);
    expect(changed.json.data.answer.length).toBeGreaterThan(20);
  });

  it("goes through the LLM when one is configured, keeping only real timeline indexes", async () => {
    llm.respond = () => JSON.stringify({ answer: "The pool ran out in room-inventory.", evidence: [0, 999, -1] });
    const before = llm.requests.length;
    const res = await withLlm(() => ask("Why did bookings fail?"));
    expect(res.status).toBe(201);
    exactFollowup.parse(res.json.data);
    expect(res.json.data).toMatchObject({ answer: "The pool ran out in room-inventory.", evidence: [0] });
    expect(llm.requests.length).toBe(before + 1);
    expect(llm.requests[llm.requests.length - 1].body).toContain("Why did bookings fail?");
  });

  it("falls back to the evidence when the LLM answers nonsense", async () => {
    llm.mode = "invalid";
    try {
      const res = await withLlm(() => ask("Which service failed first?"));
      expect(res.status).toBe(201);
      expect(res.json.data.answer).toContain("showed the first problem");
    } finally {
      llm.mode = "ok";
    }
  });

  it("honours Idempotency-Key", async () => {
    const headers = { "idempotency-key": `fu-${Date.now()}` };
    const a = await ask("When did it start?", twin.id, headers);
    const b = await ask("When did it start?", twin.id, headers);
    expect(b.headers.get("idempotent-replayed")).toBe("true");
    expect(b.json.data.id).toBe(a.json.data.id);
    const c = await ask("Something else?", twin.id, headers);
    expect(c.status).toBe(409);
    expect(c.json.error.code).toBe("IDEMPOTENCY_KEY_CONFLICT");
  });

  it("refuses a bad question, an unknown id and an analysis without result", async () => {
    expect((await ask("")).json.error.code).toBe("VALIDATION_ERROR");
    expect((await ask("x".repeat(2001))).json.error.code).toBe("VALIDATION_ERROR");
    const extra = await main("POST", `/v1/analyses/${incident.id}/followup`, { body: { question: "q", x: 1 } });
    expect(extra.status).toBe(400);
    const missing = await ask("q", UNKNOWN);
    expect(missing.status).toBe(404);
    expect(missing.json.error.code).toBe("NOT_FOUND");
    const failed = await brokenCall("POST", `/v1/analyses/${failedId}/followup`, { body: { question: "why?" } });
    expect(failed.status).toBe(409);
    expect(failed.json.error.code).toBe("CONFLICT");
  });

  it("answers 409 CONFLICT for an analysis still processing", async () => {
    // no worker runs in this file: a window past the synchronous limit stays processing
    const queued = await main("POST", "/v1/analyses", { body: { description: "later", ...windowOf(fakes.end, 30) } });
    expect(queued.json.data.status).toBe("processing");
    const res = await ask("Which service failed first?", queued.json.data.id);
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe("CONFLICT");
  });

  it("allows at most 20 follow-ups per analysis", async () => {
    const fresh = await main("POST", "/v1/analyses", {
      body: { description: "again", ...windowOf(fakes.end, 12) },
    });
    const id = fresh.json.data.id;
    for (let i = 0; i < 20; i++) expect((await ask(`question ${i}?`, id)).status).toBe(201);
    const over = await ask("one more?", id);
    expect(over.status).toBe(403);
    expect(over.json.error.code).toBe("RESOURCE_LIMIT");
  });
});

describe("POST /v1/analyses/{id}/feedback", () => {
  const stats = async () =>
    (
      await server.call("GET", `/v1/config/projects/${server.bootstrap.projectSlug}/stats`, {
        key: server.bootstrap.keys.org,
      })
    ).json.data.feedback;

  it("stores the rating; the latest one counts in the stats", async () => {
    const first = await main("POST", `/v1/analyses/${twin.id}/feedback`, { body: { rating: "accurate" } });
    expect(first.status).toBe(201);
    const fb = exactFeedback.parse(first.json.data);
    expect(fb).toMatchObject({ analysisId: twin.id, rating: "accurate", comment: null, correctRootCause: null });
    expect(await stats()).toMatchObject({ accurate: 1, inaccurate: 0 });

    const second = await main("POST", `/v1/analyses/${twin.id}/feedback`, {
      body: { rating: "inaccurate", comment: "it was the network", correctRootCause: { category: "network" } },
    });
    expect(second.status).toBe(201);
    expect(exactFeedback.parse(second.json.data).correctRootCause).toEqual({ category: "network" });
    expect(await stats()).toMatchObject({ accurate: 0, partially_accurate: 0, inaccurate: 1 });
  });

  it("counts root-cause corrections of the latest feedback, by category, in the stats", async () => {
    const fresh = await main("POST", "/v1/analyses", { body: { description: "again", ...windowOf(fakes.end, 13) } });
    const id = fresh.json.data.id;
    const give = (body: unknown) => main("POST", `/v1/analyses/${id}/feedback`, { body });
    const before = await stats();
    expect(before.correctedByCategory).toEqual(expect.objectContaining({ database: expect.any(Number) }));
    const delta = async () => {
      const now = await stats();
      const byCategory = Object.fromEntries(
        Object.entries(now.correctedByCategory as Record<string, number>)
          .map(([k, v]) => [k, v - before.correctedByCategory[k]])
          .filter(([, v]) => v !== 0),
      );
      return { corrected: now.correctedRootCauses - before.correctedRootCauses, byCategory };
    };

    expect((await give({ rating: "inaccurate", correctRootCause: { category: "database" } })).status).toBe(201);
    expect(await delta()).toEqual({ corrected: 1, byCategory: { database: 1 } });
    // the latest feedback replaces the earlier correction
    expect((await give({ rating: "inaccurate", correctRootCause: { category: "memory" } })).status).toBe(201);
    expect(await delta()).toEqual({ corrected: 1, byCategory: { memory: 1 } });
    expect((await give({ rating: "partially_accurate", correctRootCause: { service: "room-inventory" } })).status).toBe(
      201,
    );
    expect(await delta()).toEqual({ corrected: 1, byCategory: {} });
    expect((await give({ rating: "accurate" })).status).toBe(201);
    expect(await delta()).toEqual({ corrected: 0, byCategory: {} });
  });

  it("honours Idempotency-Key", async () => {
    const headers = { "idempotency-key": `fb-${Date.now()}` };
    const a = await main("POST", `/v1/analyses/${incident.id}/feedback`, { body: { rating: "accurate" }, headers });
    const b = await main("POST", `/v1/analyses/${incident.id}/feedback`, { body: { rating: "accurate" }, headers });
    expect(b.json.data.id).toBe(a.json.data.id);
    expect(b.headers.get("idempotent-replayed")).toBe("true");
    const c = await main("POST", `/v1/analyses/${incident.id}/feedback`, { body: { rating: "inaccurate" }, headers });
    expect(c.status).toBe(409);
    expect(c.json.error.code).toBe("IDEMPOTENCY_KEY_CONFLICT");
  });

  it.each([
    [{ rating: "great" }],
    [{}],
    [{ rating: "accurate", comment: "x".repeat(2001) }],
    [{ rating: "accurate", correctRootCause: { category: "cosmic_rays" } }],
    [{ rating: "accurate", correctRootCause: { team: "db" } }],
    [{ rating: "accurate", extra: true }],
  ])("refuses %j", async (body) => {
    const res = await main("POST", `/v1/analyses/${incident.id}/feedback`, { body });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe("VALIDATION_ERROR");
  });

  it("answers 404 for an unknown analysis and 409 for one without result", async () => {
    const missing = await main("POST", `/v1/analyses/${UNKNOWN}/feedback`, { body: { rating: "accurate" } });
    expect(missing.status).toBe(404);
    const failed = await brokenCall("POST", `/v1/analyses/${failedId}/feedback`, { body: { rating: "accurate" } });
    expect(failed.status).toBe(409);
    expect(failed.json.error.code).toBe("CONFLICT");
  });
});

describe("GET /v1/analyses/{id}/similar", () => {
  it("ranks the project's other analyses, the same incident first, never itself", async () => {
    const res = await main("GET", `/v1/analyses/${incident.id}/similar`);
    expect(res.status).toBe(200);
    const items = exactSimilarList.parse(res.json.data);
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(5);
    expect(items.map((i: { analysisId: string }) => i.analysisId)).not.toContain(incident.id);
    const scores = items.map((i: { score: number }) => i.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(items[0].score).toBeGreaterThan(0.5);
    const sameIncident = items.find((i: { analysisId: string }) => i.analysisId === twin.id);
    expect(sameIncident?.score).toBeGreaterThan(0.4);
    // the rater's correction of the twin's category is what similar reports
    expect(sameIncident?.category).toBe("network");
  });

  it("needs the pro plan", async () => {
    const res = await server.call("GET", `/v1/analyses/${incident.id}/similar`, { key: freeKey });
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe("PLAN_FEATURE_GATE");
  });

  it("answers 404 for an unknown analysis and 409 for one without result", async () => {
    expect((await main("GET", `/v1/analyses/${UNKNOWN}/similar`)).status).toBe(404);
    const failed = await brokenCall("GET", `/v1/analyses/${failedId}/similar`);
    expect(failed.status).toBe(409);
    expect(failed.json.error.code).toBe("CONFLICT");
  });
});

describe("POST /v1/analyses/{id}/postmortem", () => {
  it("writes the postmortem with every section, feedback included when present", async () => {
    const res = await main("POST", `/v1/analyses/${twin.id}/postmortem`);
    expect(res.status).toBe(201);
    const p = exactPostmortem.parse(res.json.data);
    expect(p.analysisId).toBe(twin.id);
    for (const heading of [
      "# Postmortem: ",
      "## Summary",
      "## Impact",
      "## Timeline",
      "| Time (UTC) | Service | Level | Event |",
      "## Root cause",
      "## Action items",
      "## Feedback",
      "it was the network",
    ]) {
      expect(p.markdown).toContain(heading);
    }
    expect(p.markdown).toContain(twin.result.rootCause.service);
    const rows = p.markdown.split("\n").filter((l) => l.startsWith("| 20"));
    expect(rows).toHaveLength(twin.result.timeline.length);
    for (const row of rows) expect(row.split(/(?<!\\)\|/).length).toBe(6);
  });

  it("leaves out the feedback section without feedback, and honours Idempotency-Key", async () => {
    const fresh = await main("POST", "/v1/analyses", { body: { description: "x", ...windowOf(fakes.end, 11) } });
    const headers = { "idempotency-key": `pm-${Date.now()}` };
    const a = await main("POST", `/v1/analyses/${fresh.json.data.id}/postmortem`, { headers });
    expect(a.status).toBe(201);
    exactPostmortem.parse(a.json.data);
    expect(a.json.data.markdown).not.toContain("## Feedback");
    const b = await main("POST", `/v1/analyses/${fresh.json.data.id}/postmortem`, { headers });
    expect(b.headers.get("idempotent-replayed")).toBe("true");
    expect(b.json.data.generatedAt).toBe(a.json.data.generatedAt);
  });

  it("takes an empty body or {} only: junk fields or malformed JSON are 400 VALIDATION_ERROR", async () => {
    const path = `/v1/analyses/${twin.id}/postmortem`;
    expect((await main("POST", path, { body: {} })).status).toBe(201);
    expect((await main("POST", path, { raw: "  " })).status).toBe(201);
    for (const raw of ['{"junk":1}', "{not json", "null", "[]", '"text"']) {
      const res = await main("POST", path, { raw, headers: { "content-type": "application/json" } });
      expect([raw, res.status]).toEqual([raw, 400]);
      expect(res.json.error.code).toBe("VALIDATION_ERROR");
    }
  });

  it("keeps an Idempotency-Key free after a refused body, and replays {} sent again", async () => {
    const path = `/v1/analyses/${twin.id}/postmortem`;
    const headers = { "idempotency-key": `pm-junk-${Date.now()}` };
    const junk = await main("POST", path, { body: { junk: 1 }, headers });
    expect(junk.status).toBe(400);
    expect(junk.json.error.code).toBe("VALIDATION_ERROR");
    const first = await main("POST", path, { body: {}, headers });
    expect(first.status).toBe(201);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    const again = await main("POST", path, { body: {}, headers });
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.json.data).toEqual(first.json.data);
  });

  it("answers 404 for an unknown analysis and 409 for one without result", async () => {
    expect((await main("POST", `/v1/analyses/${UNKNOWN}/postmortem`)).status).toBe(404);
    const failed = await brokenCall("POST", `/v1/analyses/${failedId}/postmortem`);
    expect(failed.status).toBe(409);
    expect(failed.json.error.code).toBe("CONFLICT");
  });
});

describe("POST /v1/analyses/{id}/postmortem/polish", () => {
  const polish = (id: string, body: unknown = {}) => main("POST", `/v1/analyses/${id}/postmortem/polish`, { body });

  it("polishes the latest postmortem through the LLM", async () => {
    llm.respond = (req) => {
      const doc = req.messages[req.messages.length - 1].content;
      return "```markdown\n" + doc.replace("# Postmortem:", "# Incident review:") + "\n```";
    };
    const res = await withLlm(() => polish(twin.id));
    expect(res.status).toBe(200);
    const p = exactPolished.parse(res.json.data);
    expect(p.provider).toBe("openai:test-model");
    expect(p.markdown.startsWith("# Incident review:")).toBe(true);
    expect(p.markdown).toContain("## Timeline");
    expect(p.markdown).not.toContain("```");
  });

  it("polishes the Markdown it is given", async () => {
    llm.respond = (req) => req.messages[req.messages.length - 1].content.toUpperCase();
    const res = await withLlm(() => polish(twin.id, { markdown: "# my notes\nall good" }));
    expect(res.status).toBe(200);
    exactPolished.parse(res.json.data);
    expect(res.json.data.markdown).toBe("# MY NOTES\nALL GOOD");
  });

  it("answers 503 SERVICE_UNAVAILABLE saying no LLM is configured", async () => {
    const res = await polish(twin.id);
    expect(res.status).toBe(503);
    expect(res.json.error.code).toBe("SERVICE_UNAVAILABLE");
    expect(res.json.error.message).toMatch(/LLM/);
  });

  it("answers 502 UPSTREAM_ERROR when the LLM fails", async () => {
    llm.mode = "5xx";
    try {
      const res = await withLlm(() => polish(twin.id));
      expect(res.status).toBe(502);
      expect(res.json.error.code).toBe("UPSTREAM_ERROR");
      expect(res.json.error.details.upstream).toBe("llm");
    } finally {
      llm.mode = "ok";
    }
  });

  it("needs the pro plan", async () => {
    const res = await withLlm(() =>
      server.call("POST", `/v1/analyses/${twin.id}/postmortem/polish`, { key: freeKey, body: {} }),
    );
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe("PLAN_FEATURE_GATE");
  });

  it("refuses bad input, unknown ids and analyses without result", async () => {
    const bad = await withLlm(() => polish(twin.id, { markdown: "" }));
    expect(bad.status).toBe(400);
    expect(bad.json.error.code).toBe("VALIDATION_ERROR");
    expect((await withLlm(() => polish(UNKNOWN))).status).toBe(404);
    const failed = await withLlm(() => brokenCall("POST", `/v1/analyses/${failedId}/postmortem/polish`, { body: {} }));
    expect(failed.status).toBe(409);
    expect(failed.json.error.code).toBe("CONFLICT");
  });
});

describe("permissions", () => {
  const mint = async (permissions: string[]) => {
    const res = await server.call("POST", "/v1/config/api-keys", {
      key: server.bootstrap.keys.org,
      body: { kind: "secret", name: permissions.join("+"), projectId: server.bootstrap.projectId, permissions },
    });
    expect(res.status).toBe(201);
    return res.json.data.key as string;
  };

  it("answers 403 FORBIDDEN without analysis:create (follow-up, feedback, postmortem, polish)", async () => {
    const reader = await mint(["analysis:read"]);
    const calls: Array<[string, unknown]> = [
      [`/v1/analyses/${incident.id}/followup`, { question: "why?" }],
      [`/v1/analyses/${incident.id}/feedback`, { rating: "accurate" }],
      [`/v1/analyses/${incident.id}/postmortem`, {}],
      [`/v1/analyses/${incident.id}/postmortem/polish`, {}],
    ];
    for (const [path, body] of calls) {
      const res = await withLlm(() => server.call("POST", path, { key: reader, body }));
      expect([path, res.status, res.json.error.code]).toEqual([path, 403, "FORBIDDEN"]);
    }
    // the same key reads
    expect((await server.call("GET", `/v1/analyses/${incident.id}/similar`, { key: reader })).status).toBe(200);
  });

  it("answers 403 FORBIDDEN without analysis:read (similar, events)", async () => {
    const writer = await mint(["analysis:create"]);
    for (const path of [`/v1/analyses/${incident.id}/similar`, `/v1/analyses/${incident.id}/events`]) {
      const res = await server.call("GET", path, { key: writer });
      expect([path, res.status, res.json.error.code]).toEqual([path, 403, "FORBIDDEN"]);
    }
    const ok = await server.call("POST", `/v1/analyses/${incident.id}/postmortem`, { key: writer });
    expect(ok.status).toBe(201);
  });
});

describe("POST /v1/analyses, asynchronous, with Idempotency-Key", () => {
  it("replays the same processing analysis and queues it once", async () => {
    const headers = { "idempotency-key": `async-${Date.now()}` };
    const req = { description: "queued once", ...windowOf(fakes.end, 40) };
    const first = await main("POST", "/v1/analyses", { body: req, headers });
    expect(first.status).toBe(202);
    expect(first.json.data.status).toBe("processing");
    const again = await main("POST", "/v1/analyses", { body: req, headers });
    expect(again.status).toBe(202);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.json.data.id).toBe(first.json.data.id);
    const listed = (await main("GET", "/v1/analyses?status=processing&limit=100")).json.data;
    expect(listed.filter((a: { description: string }) => a.description === "queued once")).toHaveLength(1);
  });
});
