// The quota service other capabilities call, against DynamoDB Local.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { AppError } from "../../../shared/domain/errors.js";
import { effectivePlan, hasFeature, requireFeature } from "../../../shared/domain/plans.js";
import { consumeQuota, quotaUsage, releaseQuota } from "../../../shared/services/quotas.js";
import { createTenant, setTenant } from "../../../shared/services/tenants.js";
import { getTenant } from "../../../shared/store/tenants.dynamo.js";
import { startTestServer, type TestServer } from "../../support/local-server.js";
import { createTestClock } from "../../support/test-clock.js";

const clock = createTestClock("2026-05-31T23:59:00Z");
let s: TestServer;

beforeAll(async () => {
  s = await startTestServer({ clock, config: { quotas: { analysesPerMonth: 3 } } });
});
afterAll(() => s.stop());

const code = async (p: Promise<unknown>) => {
  try {
    await p;
    return "ok";
  } catch (err) {
    return err instanceof AppError ? err.code : String(err);
  }
};

describe("quotas", () => {
  it("analysesPerMonth: counted per tenant and UTC month; overage lifts the ceiling", async () => {
    const t = await createTenant(s.ctx, { name: "Q", plan: "free" });
    const tenant = (await getTenant(s.ctx.store, t.tenantId))!;
    for (let i = 0; i < 3; i++) expect(await code(consumeQuota(s.ctx, tenant, "analysesPerMonth"))).toBe("ok");
    expect(await code(consumeQuota(s.ctx, tenant, "analysesPerMonth"))).toBe("QUOTA_EXCEEDED");
    expect(await quotaUsage(s.ctx, tenant, "analysesPerMonth")).toEqual({ used: 3, limit: 3 });

    const withOverage = await setTenant(s.ctx, t.tenantId, { overage: true });
    expect(await code(consumeQuota(s.ctx, withOverage, "analysesPerMonth"))).toBe("ok");
    expect(await quotaUsage(s.ctx, withOverage, "analysesPerMonth")).toEqual({ used: 4, limit: null });

    clock.advance(120_000); // June
    expect(await code(consumeQuota(s.ctx, tenant, "analysesPerMonth"))).toBe("ok");
    expect((await quotaUsage(s.ctx, tenant, "analysesPerMonth")).used).toBe(1);
  });

  it("per-project quotas are per project; release never goes below zero", async () => {
    const t = await createTenant(s.ctx, { name: "P", plan: "free" });
    const tenant = (await getTenant(s.ctx.store, t.tenantId))!;
    const limit = effectivePlan("free", s.ctx.config).quotas.channelsPerProject;
    for (let i = 0; i < limit; i++) {
      expect(await code(consumeQuota(s.ctx, tenant, "channelsPerProject", { projectId: "p1" }))).toBe("ok");
    }
    expect(await code(consumeQuota(s.ctx, tenant, "channelsPerProject", { projectId: "p1" }))).toBe("QUOTA_EXCEEDED");
    expect(await code(consumeQuota(s.ctx, tenant, "channelsPerProject", { projectId: "p2" }))).toBe("ok");
    await releaseQuota(s.ctx, tenant, "channelsPerProject", { projectId: "p3" });
    expect((await quotaUsage(s.ctx, tenant, "channelsPerProject", { projectId: "p3" })).used).toBe(0);
  });

  it("concurrent consumers never overshoot", async () => {
    const t = await createTenant(s.ctx, { name: "C", plan: "free" });
    const tenant = (await getTenant(s.ctx.store, t.tenantId))!;
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () => code(consumeQuota(s.ctx, tenant, "logSourcesPerProject", { projectId: "p" }))),
    );
    const ok = outcomes.filter((o) => o === "ok").length;
    expect(ok).toBe(effectivePlan("free", s.ctx.config).quotas.logSourcesPerProject);
    expect(outcomes.filter((o) => o !== "ok").every((o) => o === "QUOTA_EXCEEDED" || o === "SERVICE_UNAVAILABLE")).toBe(
      true,
    );
  });
});

describe("plans", () => {
  it("feature gates and overrides", () => {
    expect(hasFeature("free", "similar")).toBe(false);
    expect(hasFeature("pro", "polish")).toBe(true);
    expect(() => requireFeature("free", "polish")).toThrow(expect.objectContaining({ code: "PLAN_FEATURE_GATE" }));
    const plan = effectivePlan("pro", { rateLimits: { read: 7 }, quotas: { channelsPerProject: 1 } });
    expect(plan.rate.read).toBe(7);
    expect(plan.rate.mutation).toBe(120);
    expect(plan.quotas.channelsPerProject).toBe(1);
  });
});
