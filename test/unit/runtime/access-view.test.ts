// accessView: a route or worker sees only the ports its access grants, read through from the shared context.
import { expect, test } from "@jest/globals";
import type { AppContext } from "../../../shared/app-context.js";
import type { LlmPort } from "../../../shared/llm/llm.port.js";
import { accessView } from "../../../shared/runtime/access-view.js";

const sent: string[] = [];
const llm = { provider: "openai:test" } as LlmPort;
const ctx = {
  store: { tableName: "t1" },
  queue: { send: async (q: string) => void sent.push(q) },
  crypto: { encrypt: async () => ({ ct: "x" }) },
  http: { request: async () => ({ status: 200 }) },
  mail: { send: async () => ({ messageId: "m-1" }) },
  llm,
} as unknown as AppContext;

test("a port the access does not grant fails every call, naming what to declare", async () => {
  const view = accessView(ctx, { table: "read" });
  await expect(view.queue.send("analysis", {})).rejects.toThrow(
    "this function has no queue access: declare queues in its access",
  );
  await expect(view.crypto.encrypt("s", { tenantId: "t", resource: "r" })).rejects.toThrow(
    /no KMS access: declare kms/,
  );
  await expect(view.http.request("https://example.com")).rejects.toThrow(/no outgoing HTTP access: declare egress/);
  await expect(view.mail.send({ to: ["a@example.com"], subject: "s", text: "t" })).rejects.toThrow(
    /no mail access: declare mail/,
  );
  expect(view.llm).toBeUndefined();
  expect(sent).toEqual([]);
  // awaiting, logging or printing a refused port calls nothing (no stray rejection)
  await expect(Promise.resolve(view.queue)).resolves.toBe(view.queue);
  expect(JSON.stringify({ queue: view.queue })).toBe('{"queue":{}}');
  expect(String(view.queue)).toBe("[object Object]");
});

test("granted ports are the context's own, and a port swapped on the context later shows through", async () => {
  const view = accessView(ctx, {
    table: "readwrite",
    queues: ["analysis"],
    kms: ["decrypt"],
    egress: true,
    llm: true,
    mail: true,
  });
  await view.queue.send("analysis", {});
  expect(sent).toEqual(["analysis"]);
  expect(view.crypto).toBe(ctx.crypto);
  expect(view.http).toBe(ctx.http);
  expect(view.llm).toBe(llm);
  expect(view.mail).toBe(ctx.mail);
  const other = { tableName: "t2" } as AppContext["store"];
  ctx.store = other;
  expect(view.store).toBe(other);
});

test("egress without llm: outgoing HTTP but no LLM (log-source tests read aggregators, never the model)", () => {
  const view = accessView(ctx, { table: "read", kms: ["decrypt"], egress: true });
  expect(view.http).toBe(ctx.http);
  expect(view.llm).toBeUndefined();
});
