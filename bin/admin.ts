// `npm run admin -- tenant create|set`: operator commands against the data dir's DynamoDB.
// Talks to the running server's DynamoDB Local when `npm start` is up (dynamodb.endpoint.json), else starts
// one on the data dir for the duration of the command. LOGDX_DYNAMODB_ENDPOINT overrides both.
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { Command, InvalidArgumentError } from "commander";
import { startDynamoDbLocal } from "../scripts/dynamodb-local.mjs";
import { type AppContext, realSleep, systemClock } from "../shared/app-context.js";
import { PLAN_NAMES, type PlanName } from "../shared/domain/plans.js";
import { BILLING_STATES, type BillingState } from "../shared/domain/tenant.schema.js";
import { loadConfig } from "../shared/runtime/config.js";
import { endpointFile } from "../shared/runtime/local-server.js";
import { createTenant, setTenant } from "../shared/services/tenants.js";
import { createDynamoStore, ensureTable } from "../shared/store/store.js";

const config = loadConfig();
const dataDir = resolve(config.dataDir);

async function reachable(endpoint: string): Promise<boolean> {
  try {
    await fetch(endpoint, { method: "POST", body: "{}", signal: AbortSignal.timeout(1500) });
    return true;
  } catch {
    return false;
  }
}

async function withContext<T>(fn: (ctx: AppContext) => Promise<T>): Promise<T> {
  let endpoint = config.dynamoEndpoint;
  let stop: (() => Promise<void>) | undefined;
  const noted = endpointFile(dataDir);
  if (!endpoint && existsSync(noted)) {
    const candidate = (JSON.parse(readFileSync(noted, "utf8")) as { endpoint?: string }).endpoint;
    if (candidate && (await reachable(candidate))) endpoint = candidate;
  }
  if (!endpoint) {
    const ddb = await startDynamoDbLocal({ dbPath: join(dataDir, "dynamodb") });
    endpoint = ddb.endpoint;
    stop = () => ddb.stop();
  }
  const store = createDynamoStore({ tableName: config.tableName, region: config.region, endpoint });
  try {
    await ensureTable(store);
    const unused = () => {
      throw new Error("not available in the admin CLI");
    };
    return await fn({
      config,
      store,
      clock: systemClock,
      sleep: realSleep,
      queue: { send: async () => unused() },
      crypto: { encrypt: async () => unused(), decrypt: async () => unused() },
      http: { request: async () => unused() },
      mail: { send: async () => unused() },
    });
  } finally {
    store.doc.destroy();
    await stop?.();
  }
}

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (v: string): T => {
    if (!values.includes(v as T)) throw new InvalidArgumentError(`expected one of ${values.join(", ")}`);
    return v as T;
  };

const program = new Command("admin").description("logdx operator commands (local mode)");
const tenant = program.command("tenant").description("manage tenants");

tenant
  .command("create")
  .requiredOption("--name <name>", "tenant name")
  .option("--plan <plan>", `one of ${PLAN_NAMES.join(", ")}`, oneOf(PLAN_NAMES), "free" as PlanName)
  .action(async (opts: { name: string; plan: PlanName }) => {
    const created = await withContext((ctx) => createTenant(ctx, { name: opts.name, plan: opts.plan }));
    const running = join(dataDir, "bootstrap.json");
    const baseUrl = existsSync(running)
      ? (JSON.parse(readFileSync(running, "utf8")) as { baseUrl: string }).baseUrl
      : `http://127.0.0.1:${config.port}`;
    console.log(JSON.stringify({ baseUrl, ...created }, null, 2));
  });

tenant
  .command("set")
  .requiredOption("--id <id>", "tenant id")
  .option("--plan <plan>", `one of ${PLAN_NAMES.join(", ")}`, oneOf(PLAN_NAMES))
  .option("--billing <state>", `one of ${BILLING_STATES.join(", ")}`, oneOf(BILLING_STATES))
  .option("--overage <on|off>", "allow analyses beyond the monthly quota", oneOf(["on", "off"] as const))
  .action(async (opts: { id: string; plan?: PlanName; billing?: BillingState; overage?: "on" | "off" }) => {
    const updated = await withContext((ctx) =>
      setTenant(ctx, opts.id, {
        plan: opts.plan,
        billing: opts.billing,
        overage: opts.overage === undefined ? undefined : opts.overage === "on",
      }),
    );
    console.log(JSON.stringify(updated, null, 2));
  });

program.parseAsync().catch((err: unknown) => {
  console.error(`admin: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
