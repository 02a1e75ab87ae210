// The remote `logdx` commands (the compiled bin as a child process) against the real local server: login and its
// 0600 file, analyze with progress and --fail-on exit codes, analyses, sources, projects, --json, errors that name
// what failed, channels with their deliveries, and the stored key and channel secrets never printed.
import { execFile } from "node:child_process";
import { createHmac } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { startWebhookReceiver, type WebhookReceiver } from "../fakes/webhook-receiver.js";
import { type IncidentFakes, LOKI_KEY, startIncidentFakes } from "../integration/analyses/helpers.js";
import { startTestServer, type TestServer } from "../support/local-server.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const bin = join(root, "bin", "logdx-cli.mjs");
const configDir = mkdtempSync(join(tmpdir(), "logdx-cli-config-"));
let server: TestServer;
let fakes: IncidentFakes;
let receiver: WebhookReceiver;
const CHANNEL_SECRETS = ["whsec-cli-e2e-0d9f", "Bearer cli-e2e-token-7c2a"];
const outputs: string[] = [];

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Async on purpose: the server answering these requests runs in this process. */
function logdx(args: string[], env: Record<string, string> = {}, input?: string): Promise<Run> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [bin, ...args],
      { env: { PATH: process.env.PATH, LOGDX_CONFIG_DIR: configDir, NO_COLOR: "1", ...env }, timeout: 60_000 },
      (err, stdout, stderr) => {
        outputs.push(stdout, stderr);
        resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, stdout, stderr });
      },
    );
    if (input !== undefined) child.stdin?.end(input);
  });
}
const json = (r: Run) => JSON.parse(r.stdout);

beforeAll(async () => {
  fakes = await startIncidentFakes();
  receiver = await startWebhookReceiver();
  server = await startTestServer({ workers: true });
}, 60_000);

afterAll(async () => {
  // The keys went through argv, stdin and the file, never out.
  for (const key of [...Object.values(server.bootstrap.keys), ...CHANNEL_SECRETS])
    for (const out of outputs) expect(out).not.toContain(key);
  await server?.stop();
  await fakes?.close();
  await receiver?.close();
  rmSync(configDir, { recursive: true, force: true });
});

describe("login", () => {
  it("refuses a key the API refuses, naming the failure", async () => {
    const r = await logdx(["login", "--url", server.baseUrl, "--key", "svc_secret_nope"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/login: UNAUTHORIZED \(HTTP 401\)/);
  });

  it("checks the key (read from stdin), then keeps it in a file only the user can read", async () => {
    const r = await logdx(["login", "--url", server.baseUrl, "--key", "-"], {}, `${server.bootstrap.keys.secret}\n`);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/logged in to .* with svc_secret_….{4} \(secret key\)/);
    const file = join(configDir, "credentials.json");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual({ url: server.baseUrl, key: server.bootstrap.keys.secret });
  });
});

describe("with the stored key", () => {
  let sourceId: string;
  let channelId: string;

  it("sources add, list and test", async () => {
    const added = await logdx([
      "sources",
      "add",
      "--type",
      "loki",
      "--name",
      "back",
      "--source",
      '{app="back"}',
      "--credential",
      `host=${fakes.back.url}`,
      "--credential",
      `apiKey=${LOKI_KEY}`,
      "--json",
    ]);
    expect(added.code).toBe(0);
    sourceId = json(added).id;
    const listed = await logdx(["sources", "list"]);
    expect(listed.stdout).toMatch(/ID\s+TYPE\s+NAME/);
    expect(listed.stdout).toContain(sourceId);
    const tested = await logdx(["sources", "test", sourceId]);
    expect([tested.code, tested.stdout.split("\n")[0]]).toEqual([0, expect.stringMatching(/^ok \d+ ms/)]);
  });

  it("channels add a webhook (secrets never echoed), then list and get it", async () => {
    const [hmac, auth] = CHANNEL_SECRETS;
    const add = ["channels", "add", "--type", "webhook", "--name", "hook", "--url", `${receiver.url}/cli`];
    const added = await logdx([...add, "--threshold", "low", "--hmac-secret", hmac, "--auth-header", auth]);
    expect(added.code).toBe(0);
    const [, id] = added.stdout.match(/^added webhook channel hook (\S+)$/m) ?? [];
    channelId = id;
    const listed = await logdx(["channels", "list"]);
    expect(listed.stdout).toMatch(/ID\s+TYPE\s+NAME\s+THRESHOLD\s+ACTIVE/);
    expect(listed.stdout).toMatch(new RegExp(`${id}\\s+webhook\\s+hook\\s+low\\s+yes`));
    const got = json(await logdx(["channels", "get", id, "--json"]));
    expect(got).toEqual(expect.objectContaining({ id, type: "webhook", name: "hook", severityThreshold: "low" }));
    expect(Object.keys(got)).not.toContain("credentials");
    expect(json(await logdx(["channels", "list", "--json"])).map((c: { id: string }) => c.id)).toContain(id);
  });

  it("analyze prints the readable diagnosis; --fail-on exits 3 when it is that severe", async () => {
    const r = await logdx(["analyze", "--since", "10m", "--fail-on", "info"]);
    expect(r.code).toBe(3);
    expect(r.stdout).toMatch(/Analysis\s+\S+ · (complete|partial)/);
    expect(r.stdout).toMatch(/Severity\s+\w+/);
    expect(r.stdout).toContain("Root cause");
    expect(r.stderr).toMatch(/is at least info/);
    const quiet = await logdx(["analyze", "--since", "10m", "--json"]);
    expect(quiet.code).toBe(0);
    expect(json(quiet).result.summary).toEqual(expect.any(String));
  });

  it("analyze --wait follows a long window with progress lines, then prints it", async () => {
    const r = await logdx(["analyze", "--since", "30m", "--wait"]);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/^analysis \w{8} · \w+/m);
    expect(r.stdout).toContain("Root cause");
  });

  it("analyses list and get, as tables and JSON", async () => {
    const list = await logdx(["analyses", "list", "--limit", "2", "--json"]);
    const page = json(list);
    expect(page.data).toHaveLength(2);
    expect(page).toHaveProperty("nextCursor");
    const id = page.data[0].id;
    expect((await logdx(["analyses", "list"])).stdout).toMatch(/ID\s+STATUS\s+SEVERITY/);
    expect(json(await logdx(["analyses", "get", id, "--json"])).id).toBe(id);
    const missing = await logdx(["analyses", "get", "nope"]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/analyses get nope: NOT_FOUND \(HTTP 404\): .+ \(request [\w-]+\)/);
  });

  it("channels deliveries lists the attempts the analyses caused; remove deletes the channel", async () => {
    let page = json(await logdx(["channels", "deliveries", channelId, "--json"]));
    for (let i = 0; i < 50 && page.data.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 200));
      page = json(await logdx(["channels", "deliveries", channelId, "--json"]));
    }
    expect(page.data[0]).toEqual(
      expect.objectContaining({ channelId, event: "analysis.completed", status: "succeeded", responseStatus: 200 }),
    );
    // The secrets given on the command line reached the server: the receiver sees them used.
    const [hit] = receiver.to("/cli");
    const signature = createHmac("sha256", CHANNEL_SECRETS[0]).update(hit.body).digest("hex");
    expect([hit.headers.authorization, hit.headers["x-service-signature"]]).toEqual([
      CHANNEL_SECRETS[1],
      `sha256=${signature}`,
    ]);
    const table = await logdx(["channels", "deliveries", channelId]);
    expect(table.stdout).toMatch(/AT\s+EVENT\s+ATTEMPT\s+STATUS\s+HTTP/);
    expect(table.stdout).toMatch(/analysis\.completed\s+1\s+succeeded\s+200/);
    const removed = await logdx(["channels", "remove", channelId]);
    expect([removed.code, removed.stdout]).toEqual([0, `removed channel ${channelId}\n`]);
    const gone = await logdx(["channels", "get", channelId]);
    expect([gone.code, gone.stderr]).toEqual([2, expect.stringMatching(/channels get \S+: GONE \(HTTP 410\)/)]);
    expect((await logdx(["channels", "list"])).stdout).toMatch(/no channels: add one with `logdx channels add`/);
  });

  it("channels add: the API's 400 and a flag the type does not take are named", async () => {
    const add = ["channels", "add", "--type", "email", "--name", "oncall"];
    const invalid = await logdx([...add, "--recipients", "a@example.com,not-an-address"]);
    expect([invalid.code, invalid.stderr]).toEqual([
      2,
      expect.stringMatching(/channels add: VALIDATION_ERROR \(HTTP 400\): .+ \(request [\w-]+\)/),
    ]);
    const wrong = await logdx([...add, "--url", "https://example.com/hook"]);
    expect([wrong.code, wrong.stderr]).toEqual([
      2,
      expect.stringContaining("channels add: --url does not apply to --type email"),
    ]);
    const missing = await logdx([...add]);
    expect([missing.code, missing.stderr]).toEqual([
      2,
      expect.stringContaining("channels add: --type email needs --recipients"),
    ]);
    const badType = await logdx(["channels", "add", "--type", "sms", "--name", "x"]);
    expect(badType.code).toBe(1);
  });

  it("bad input is named", async () => {
    const r = await logdx(["analyze", "--since", "yesterday"]);
    expect([r.code, r.stderr]).toEqual([2, expect.stringContaining("--since yesterday: expected a duration")]);
  });
});

describe("environment and help", () => {
  it("LOGDX_URL and LOGDX_KEY override the stored login; projects list needs an org key", async () => {
    const env = { LOGDX_URL: server.baseUrl, LOGDX_KEY: server.bootstrap.keys.org };
    const r = await logdx(["projects", "list", "--json"], env);
    expect(json(r).map((p: { id: string }) => p.id)).toContain(server.bootstrap.projectId);
    const secret = await logdx(["projects", "list"]);
    expect([secret.code, secret.stderr]).toEqual([2, expect.stringContaining("ORG_KEY_REQUIRED")]);
  });

  it("without a login or environment, says how to log in", async () => {
    const r = await logdx(["analyses", "list"], { LOGDX_CONFIG_DIR: join(configDir, "empty") });
    expect([r.code, r.stderr]).toEqual([2, expect.stringContaining("not logged in: run `logdx login")]);
  });

  it("--version, and every command's --help explains it", async () => {
    const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
    expect((await logdx(["--version"])).stdout.trim()).toBe(pkg.version);
    for (const cmd of [
      ["login"],
      ["analyze"],
      ["analyses", "list"],
      ["analyses", "get"],
      ["sources", "add"],
      ["projects", "list"],
      ["channels", "list"],
      ["channels", "get"],
      ["channels", "add"],
      ["channels", "remove"],
      ["channels", "deliveries"],
    ]) {
      const r = await logdx([...cmd, "--help"]);
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/^Usage: logdx /);
      expect(r.stdout).toContain("--json");
    }
  });
});
