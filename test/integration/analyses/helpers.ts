// Shared by the analyses e2e and integration tests: Loki fakes serving the hotel incident, projects with
// log sources made over HTTP, a recording queue, polling and SSE parsing.
import { expect } from "@jest/globals";
import type { QueueName, QueuePort } from "../../../shared/queue/queue.port.js";
import { type FakeLine, type FakeLoki, startFakeLoki } from "../../fakes/aggregators.js";
import { hotelIncidentLines } from "../../fixtures/incidents/hotel-incident.js";
import type { CallOptions, CallResult, TestServer } from "../../support/local-server.js";
import { exactAnalysis } from "./exact-schemas.js";

export const LOKI_KEY = "loki-test-key-zz";

export interface SentMessage {
  queue: QueueName;
  body: Record<string, unknown>;
}

/** Records every message the server sends (the real queue still gets it). */
export function recordQueue(server: TestServer): SentMessage[] {
  const sent: SentMessage[] = [];
  const real: QueuePort = server.ctx.queue;
  server.ctx.queue = {
    send: async (queue, body, opts) => {
      sent.push({ queue, body });
      await real.send(queue, body, opts);
    },
  };
  return sent;
}

/** Waits until nothing is waiting or in flight on a queue: a worker's message is deleted once its whole run, fan-out included, is done. */
export async function drained(server: TestServer, queue: QueueName, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while ((await server.queueDepth(queue)) > 0) {
    if (Date.now() > until) throw new Error(`the ${queue} queue did not drain`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export const deliveriesFor = (sent: SentMessage[], analysisId: string) =>
  sent.filter((m) => m.queue === "delivery" && m.body.analysisId === analysisId);

/** The incident split over two Loki servers: the hotel's front services on one, the back on the other. */
export const FRONT = new Set(["front-door-api", "booking-desk", "loyalty-points", "channel-manager"]);

export interface IncidentFakes {
  end: number;
  lines: FakeLine[];
  front: FakeLoki;
  back: FakeLoki;
  close(): Promise<void>;
}

export async function startIncidentFakes(end = Date.now()): Promise<IncidentFakes> {
  const lines = hotelIncidentLines(end, (s) => (FRONT.has(s) ? "front" : "back"));
  const front = await startFakeLoki({ lines: lines.filter((l) => l.source === "front"), apiKey: LOKI_KEY });
  const back = await startFakeLoki({ lines: lines.filter((l) => l.source === "back"), apiKey: LOKI_KEY });
  return {
    end,
    lines,
    front,
    back,
    close: async () => {
      await Promise.all([front.close(), back.close()]);
    },
  };
}

/** Calls as the tenant's org key acting on one project. */
export function projectCaller(server: TestServer, orgKey: string, projectId: string) {
  return (method: string, path: string, opts: CallOptions = {}): Promise<CallResult> =>
    server.call(method, path, { ...opts, key: orgKey, headers: { "x-project-id": projectId, ...opts.headers } });
}

export type Caller = ReturnType<typeof projectCaller>;

export async function createProject(server: TestServer, orgKey: string, name: string): Promise<string> {
  const res = await server.call("POST", "/v1/config/projects", { key: orgKey, body: { name } });
  expect(res.status).toBe(201);
  return res.json.data.id as string;
}

export async function addLokiSource(
  call: Caller,
  opts: { name: string; host: string; apiKey?: string; selector: string },
): Promise<string> {
  const res = await call("POST", "/v1/config/log-sources", {
    body: {
      type: "loki",
      name: opts.name,
      credentials: { host: opts.host, apiKey: opts.apiKey ?? LOKI_KEY },
      sources: [opts.selector],
    },
  });
  expect(res.status).toBe(201);
  return res.json.data.id as string;
}

/** A window of `minutes` ending at `end`. */
export const windowOf = (end: number, minutes: number) => ({
  timeStart: new Date(end - minutes * 60_000).toISOString(),
  timeEnd: new Date(end).toISOString(),
});

export const linesIn = (lines: FakeLine[], w: { timeStart: string; timeEnd: string }) =>
  lines.filter((l) => l.timestamp >= Date.parse(w.timeStart) && l.timestamp < Date.parse(w.timeEnd)).length;

/** The analysis matches SPEC §2.2 + API-DECISIONS exactly (the test-side schema: strict objects, exact enums). */
export function expectExactAnalysis(data: unknown): void {
  const parsed = exactAnalysis.safeParse(data);
  if (!parsed.success) throw new Error(`not an exact analysis: ${JSON.stringify(parsed.error.issues.slice(0, 5))}`);
  expect(parsed.data).toEqual(data);
}

export async function pollUntilFinal(call: Caller, id: string, timeoutMs = 30_000): Promise<CallResult> {
  const started = Date.now();
  for (;;) {
    const res = await call("GET", `/v1/analyses/${id}`);
    if (res.status !== 200) return res;
    if (["complete", "partial", "failed"].includes(res.json.data.status)) return res;
    if (Date.now() - started > timeoutMs) throw new Error(`analysis ${id} still ${res.json.data.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface SseEvent {
  id?: string;
  event: string;
  data: any;
}

export function parseSse(text: string): SseEvent[] {
  const events: SseEvent[] = [];
  for (const block of text.split("\n\n")) {
    const fields: Record<string, string> = {};
    for (const line of block.split("\n")) {
      if (!line || line.startsWith(":")) continue;
      const at = line.indexOf(":");
      const name = at < 0 ? line : line.slice(0, at);
      fields[name] = at < 0 ? "" : line.slice(at + 1).replace(/^ /, "");
    }
    if (fields.data !== undefined) {
      events.push({ id: fields.id, event: fields.event ?? "message", data: JSON.parse(fields.data) });
    }
  }
  return events;
}
