// The analysis worker and sweeper against DynamoDB Local and the Loki fakes: redelivered and duplicate
// messages give one result and one delivery, engine failures end failed (500 ANALYSIS_ERROR when synchronous),
// the sweeper re-enqueues, gives up and sends pending deliveries, and a restarted local server finishes
// what the previous one left unfinished.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import type { Context, SQSEvent } from "aws-lambda";
import { handler as workerHandler } from "../../../functions/workers/analysis.js";
import { handler as sweeperHandler } from "../../../functions/workers/analysis-sweeper.js";
import {
  createDiagnosisSession,
  type DiagnosisOptions,
  type DiagnosisSession,
} from "../../../shared/diagnosis/index.js";
import { isAppError } from "../../../shared/domain/errors.js";
import { effectivePlan } from "../../../shared/domain/plans.js";
import { loadConfig } from "../../../shared/runtime/config.js";
import { startLocalServer } from "../../../shared/runtime/local-server.js";
import { createAnalysis } from "../../../shared/services/analyses/create.js";
import { sweepAnalyses } from "../../../shared/services/analyses/sweeper.js";
import { processAnalysisMessage, WORKER_LEASE_MS } from "../../../shared/services/analyses/worker.js";
import type { AuthInfo } from "../../../shared/services/auth.types.js";
import { quotaUsage } from "../../../shared/services/quotas.js";
import { claimAnalysis, getAnalysisRecord } from "../../../shared/store/analyses.dynamo.js";
import { getLogSource, updateLogSource } from "../../../shared/store/log-sources.dynamo.js";
import { getTenant } from "../../../shared/store/tenants.dynamo.js";
import { callApi, startTestServer, type TestServer, testDynamoEndpoint } from "../../support/local-server.js";
import { createTestClock } from "../../support/test-clock.js";
import {
  addLokiSource,
  type Caller,
  createProject,
  deliveriesFor,
  expectExactAnalysis,
  type IncidentFakes,
  LOKI_KEY,
  linesIn,
  projectCaller,
  recordQueue,
  type SentMessage,
  startIncidentFakes,
  windowOf,
} from "./helpers.js";

let server: TestServer;
let fakes: IncidentFakes;
let sent: SentMessage[];
let call: Caller;
const clock = createTestClock();

beforeAll(async () => {
  fakes = await startIncidentFakes(clock.now().getTime());
  server = await startTestServer({ clock, workers: false });
  sent = recordQueue(server);
  call = projectCaller(server, server.bootstrap.keys.org, server.bootstrap.projectId);
  await addLokiSource(call, { name: "front", host: fakes.front.url, selector: '{app="front"}' });
  await addLokiSource(call, { name: "back", host: fakes.back.url, selector: '{app="back"}' });
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await fakes?.close();
});

const lambdaContext = () => ({ logdx: server.ctx }) as unknown as Context;
const sqsEvent = (bodies: unknown[]): SQSEvent => ({
  Records: bodies.map((b) => ({
    messageId: randomUUID(),
    receiptHandle: "r",
    body: typeof b === "string" ? b : JSON.stringify(b),
    attributes: {
      ApproximateReceiveCount: "1",
      SentTimestamp: "0",
      SenderId: "local",
      ApproximateFirstReceiveTimestamp: "0",
    },
    messageAttributes: {},
    md5OfBody: "",
    eventSource: "aws:sqs",
    eventSourceARN: "arn:aws:sqs:us-east-1:000000000000:analysis",
    awsRegion: "us-east-1",
  })),
});

async function queued(minutes = 30) {
  const res = await call("POST", "/v1/analyses", { body: { description: "d", ...windowOf(fakes.end, minutes) } });
  expect(res.json.data.status).toBe("processing");
  const message = sent.filter((m) => m.queue === "analysis" && m.body.analysisId === res.json.data.id);
  expect(message).toHaveLength(1);
  return { id: res.json.data.id as string, message: message[0].body };
}

const ref = (id: string) => ({ tenantId: server.bootstrap.tenantId, projectId: server.bootstrap.projectId, id });

function failingEngine(o: DiagnosisOptions): DiagnosisSession {
  const real = createDiagnosisSession(o);
  return {
    pushLine: (l) => real.pushLine(l),
    pushRecord: (r) => real.pushRecord(r),
    get linesSeen() {
      return real.linesSeen;
    },
    finish: () => {
      throw new Error("engine bug");
    },
    evidence: () => real.evidence(),
  };
}

async function authInfo(): Promise<AuthInfo> {
  const tenant = (await getTenant(server.ctx.store, server.bootstrap.tenantId))!;
  return {
    keyId: "test",
    kind: "secret",
    tenant,
    plan: effectivePlan(tenant.plan, server.ctx.config),
    permissions: ["analysis:create", "analysis:read"],
    keyProjectId: server.bootstrap.projectId,
    projectId: server.bootstrap.projectId,
  };
}

describe("analysis worker", () => {
  it("runs a message once: a duplicate in the batch and a later redelivery change nothing", async () => {
    const { id, message } = await queued();
    const out = await workerHandler(sqsEvent([message, message]), lambdaContext());
    expect(out.batchItemFailures).toEqual([]);
    const done = await call("GET", `/v1/analyses/${id}`);
    expectExactAnalysis(done.json.data);
    expect(done.json.data.status).toBe("complete");
    expect(deliveriesFor(sent, id)).toHaveLength(1);

    const again = await workerHandler(sqsEvent([message]), lambdaContext());
    expect(again.batchItemFailures).toEqual([]);
    const after = await call("GET", `/v1/analyses/${id}`);
    expect(after.json.data).toEqual(done.json.data);
    expect(deliveriesFor(sent, id)).toHaveLength(1);
    expect((await getAnalysisRecord(server.ctx.store, ref(id)))?.attempts).toBe(1);
  });

  it("is partial with result.truncated when the line budget is reached", async () => {
    const { id, message } = await queued();
    expect(await processAnalysisMessage(server.ctx, message, { lineBudget: 200 })).toBe("ran");
    const a = (await call("GET", `/v1/analyses/${id}`)).json.data;
    expectExactAnalysis(a);
    expect(a.status).toBe("partial");
    expect(a.result.truncated).toBe(true);
    expect(a.result.sourceErrors).toEqual([]);
    expect(a.result.logsScanned).toBeLessThanOrEqual(200);
    expect(deliveriesFor(sent, id)).toHaveLength(1);
  });

  it("shares one line budget: what the smaller source leaves goes to the bigger one", async () => {
    const { id, message } = await queued();
    const done = (await call("GET", `/v1/analyses/${id}`)).json.data;
    const w = { timeStart: done.timeStart, timeEnd: done.timeEnd };
    const front = linesIn(
      fakes.lines.filter((l) => l.source === "front"),
      w,
    );
    const back = linesIn(
      fakes.lines.filter((l) => l.source === "back"),
      w,
    );
    // uneven sources: an even split of exactly front + back lines would cut the bigger one
    expect(front).not.toBe(back);
    expect(await processAnalysisMessage(server.ctx, message, { lineBudget: front + back })).toBe("ran");
    const a = (await call("GET", `/v1/analyses/${id}`)).json.data;
    expectExactAnalysis(a);
    expect(a.status).toBe("complete");
    expect(a.result.truncated).toBe(false);
    expect(a.result.logsScanned).toBe(front + back);
  });

  it("is partial when one source's credentials cannot be opened, failed when none can", async () => {
    const org = server.bootstrap.keys.org;
    const project = await createProject(server, org, `Sealed ${randomUUID().slice(0, 6)}`);
    const sealed = projectCaller(server, org, project);
    const good = await addLokiSource(sealed, { name: "front", host: fakes.front.url, selector: '{app="front"}' });
    const bad = await addLokiSource(sealed, { name: "back", host: fakes.back.url, selector: '{app="back"}' });
    const store = server.ctx.store;
    const tenantId = server.bootstrap.tenantId;
    // another source's blob: sealed under a different encryption context, so it cannot be opened as this one's
    const goodBlob = (await getLogSource(store, tenantId, project, good))!.credentials;
    const badBlob = (await getLogSource(store, tenantId, project, bad))!.credentials;
    await updateLogSource(store, tenantId, project, bad, { credentials: goodBlob }, clock.now());

    const res = await sealed("POST", "/v1/analyses", { body: { description: "d", ...windowOf(fakes.end, 10) } });
    expect(res.status).toBe(202);
    expectExactAnalysis(res.json.data);
    expect(res.json.data.status).toBe("partial");
    expect(res.json.data.result.sourceErrors).toEqual([
      { sourceId: bad, code: "INTERNAL_ERROR", message: expect.stringContaining("back") },
    ]);
    expect(res.json.data.result.logsScanned).toBeGreaterThan(0);
    expect(JSON.stringify(res.json.data)).not.toContain(LOKI_KEY);

    await updateLogSource(store, tenantId, project, good, { credentials: badBlob }, clock.now());
    const none = await sealed("POST", "/v1/analyses", { body: { description: "d", ...windowOf(fakes.end, 10) } });
    expect(none.status).toBe(202);
    expect(none.json.data.status).toBe("failed");
    expect(none.json.data.error.code).toBe("INTERNAL_ERROR");
    expect(none.json.data.progress).toMatchObject({ sourcesDone: 2, sourcesTotal: 2 });
  });

  it("drops a message that is not an analysis reference instead of retrying it forever", async () => {
    const out = await workerHandler(sqsEvent(["not json", { analysisId: 1 }]), lambdaContext());
    expect(out.batchItemFailures).toEqual([]);
    expect(await processAnalysisMessage(server.ctx, { tenantId: "t", projectId: "p", analysisId: "nope" })).toBe(
      "skipped",
    );
  });

  it("ends failed with ANALYSIS_ERROR and no delivery when the engine fails", async () => {
    const { id, message } = await queued();
    expect(await processAnalysisMessage(server.ctx, message, { createSession: failingEngine })).toBe("ran");
    const a = (await call("GET", `/v1/analyses/${id}`)).json.data;
    expectExactAnalysis(a);
    expect(a.status).toBe("failed");
    expect(a.error.code).toBe("ANALYSIS_ERROR");
    expect(a.result).toBeNull();
    expect(deliveriesFor(sent, id)).toHaveLength(0);
  });
});

describe("synchronous engine failure", () => {
  it("throws 500 ANALYSIS_ERROR and leaves the analysis failed, never processing", async () => {
    let caught: unknown;
    try {
      await createAnalysis(
        server.ctx,
        await authInfo(),
        { description: "sync", ...windowOf(fakes.end, 10) },
        { createSession: failingEngine },
      );
    } catch (err) {
      caught = err;
    }
    expect(isAppError(caught) && caught.code).toBe("ANALYSIS_ERROR");
    expect(isAppError(caught) && caught.status).toBe(500);
    const id = (isAppError(caught) && (caught.details?.analysisId as string)) || "";
    const a = (await call("GET", `/v1/analyses/${id}`)).json.data;
    expect(a.status).toBe("failed");
    expect(a.error).toEqual({ code: "ANALYSIS_ERROR", message: expect.any(String) });
  });

  it("gives the monthly quota unit back, so the client's retry does not pay twice", async () => {
    const auth = await authInfo();
    const used = async () => (await quotaUsage(server.ctx, auth.tenant, "analysesPerMonth")).used;
    const before = await used();
    await expect(
      createAnalysis(
        server.ctx,
        auth,
        { description: "sync", ...windowOf(fakes.end, 10) },
        { createSession: failingEngine },
      ),
    ).rejects.toMatchObject({ code: "ANALYSIS_ERROR" });
    expect(await used()).toBe(before);
    // a successful retry pays its one unit
    await createAnalysis(server.ctx, auth, { description: "sync", ...windowOf(fakes.end, 10) });
    expect(await used()).toBe(before + 1);
  });
});

describe("analysis sweeper", () => {
  it("re-enqueues a run nobody claimed, then fails it after repeated lost leases", async () => {
    const { id } = await queued();
    expect(await sweepAnalyses(server.ctx)).toMatchObject({ requeued: 0 });
    clock.advance(3 * 60_000);
    const before = sent.filter((m) => m.queue === "analysis" && m.body.analysisId === id).length;
    const first = await sweeperHandler({}, lambdaContext());
    expect(first.requeued).toBeGreaterThanOrEqual(1);
    expect(sent.filter((m) => m.queue === "analysis" && m.body.analysisId === id).length).toBe(before + 1);

    // three holders that each die without finishing
    for (let i = 0; i < 3; i++) {
      const held = await claimAnalysis(server.ctx.store, ref(id), {
        token: `t${i}`,
        now: clock.now(),
        leaseMs: WORKER_LEASE_MS,
        sweepMarginMs: 30_000,
      });
      expect(held?.attempts).toBe(i + 1);
      clock.advance(WORKER_LEASE_MS + 60_000);
    }
    const last = await sweepAnalyses(server.ctx);
    expect(last.failed).toBeGreaterThanOrEqual(1);
    const a = (await call("GET", `/v1/analyses/${id}`)).json.data;
    expect(a.status).toBe("failed");
    expect(a.error.code).toBe("ANALYSIS_TIMEOUT");
    // a late holder cannot overwrite the final state
    expect(await processAnalysisMessage(server.ctx, { ...ref(id), analysisId: id })).toBe("skipped");
  });

  it("sends a delivery the worker could not, exactly once", async () => {
    const { id, message } = await queued();
    const real = server.ctx.queue;
    server.ctx.queue = {
      send: async (queue, body, opts) => {
        if (queue === "delivery") throw new Error("queue down");
        return real.send(queue, body, opts);
      },
    };
    try {
      expect(await processAnalysisMessage(server.ctx, message)).toBe("ran");
    } finally {
      server.ctx.queue = real;
    }
    expect(deliveriesFor(sent, id)).toHaveLength(0);
    expect((await getAnalysisRecord(server.ctx.store, ref(id)))?.fanout).toBe("pending");
    clock.advance(2 * 60_000);
    expect((await sweepAnalyses(server.ctx)).fannedOut).toBeGreaterThanOrEqual(1);
    await sweepAnalyses(server.ctx);
    expect(deliveriesFor(sent, id)).toHaveLength(1);
    expect((await getAnalysisRecord(server.ctx.store, ref(id)))?.fanout).toBe("sent");
  });

  it("resends a delivery it could not mark sent with the same dedupId, for the consumer to drop", async () => {
    const { id, message } = await queued();
    // the send goes through, marking it sent fails: the record stays pending and the sweeper sends again
    const store = server.ctx.store;
    const realSend = store.doc.send.bind(store.doc);
    let failMarks = 1;
    store.doc.send = ((command: { input?: { UpdateExpression?: string } }, ...rest: unknown[]) => {
      if (failMarks > 0 && command.input?.UpdateExpression?.includes("fanout") && deliveriesFor(sent, id).length > 0) {
        failMarks--;
        return Promise.reject(new Error("store hiccup"));
      }
      return (realSend as (...a: unknown[]) => unknown)(command, ...rest);
    }) as typeof store.doc.send;
    try {
      expect(await processAnalysisMessage(server.ctx, message)).toBe("ran");
    } finally {
      store.doc.send = realSend as typeof store.doc.send;
    }
    expect(failMarks).toBe(0);
    expect((await getAnalysisRecord(store, ref(id)))?.fanout).toBe("pending");
    clock.advance(2 * 60_000);
    await sweepAnalyses(server.ctx);
    const copies = deliveriesFor(sent, id);
    expect(copies).toHaveLength(2);
    expect(copies[0].body).toEqual(copies[1].body);
    expect(copies[0].body.dedupId).toBe(`analysis.completed:${id}`);
  });
});

describe("local restart", () => {
  it("re-enqueues unfinished analyses at start-up and the worker completes them", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "logdx-analyses-"));
    const tableName = `logdx-test-${randomUUID().slice(0, 8)}`;
    const opts = { config: loadConfig(), dataDir, port: 0, dynamoEndpoint: testDynamoEndpoint(), tableName };
    try {
      const first = await startLocalServer({ ...opts, workers: false });
      let id: string;
      try {
        const headers = { "x-project-id": first.bootstrap.projectId };
        const key = first.bootstrap.keys.org;
        const source = await callApi(first.baseUrl, "POST", "/v1/config/log-sources", {
          key,
          headers,
          body: {
            type: "loki",
            name: "front",
            credentials: { host: fakes.front.url, apiKey: "loki-test-key-zz" },
            sources: ['{app="front"}'],
          },
        });
        expect(source.status).toBe(201);
        const end = Date.now();
        const res = await callApi(first.baseUrl, "POST", "/v1/analyses", {
          key,
          headers,
          body: {
            description: "left behind",
            timeStart: new Date(end - 30 * 60_000).toISOString(),
            timeEnd: new Date(end).toISOString(),
          },
        });
        expect(res.json.data.status).toBe("processing");
        id = res.json.data.id;
      } finally {
        await first.stop();
      }
      const second = await startLocalServer({ ...opts, workers: true });
      try {
        const key = second.bootstrap.keys.org;
        const headers = { "x-project-id": second.bootstrap.projectId };
        let status = "processing";
        for (let i = 0; i < 100 && status === "processing"; i++) {
          await new Promise((r) => setTimeout(r, 100));
          status = (await callApi(second.baseUrl, "GET", `/v1/analyses/${id}`, { key, headers })).json.data.status;
        }
        expect(status).toBe("complete");
      } finally {
        await second.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
