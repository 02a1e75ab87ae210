// `npm start`: the whole service on this machine (see ARCHITECTURE.md "Local mode contract").
// The npm script `exec`s node, so SIGTERM/SIGINT sent to `npm start` (npm forwards them) reach this process,
// which stops everything it started: the HTTP server, the workers and the DynamoDB Local JVM.
import { loadConfig } from "../shared/runtime/config.js";
import { type LocalServer, startLocalServer } from "../shared/runtime/local-server.js";

let server: LocalServer | undefined;
let stopping = false;

async function stop(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  // still starting: main() stops what it started as soon as startLocalServer returns
  if (!server) return;
  console.log(`${signal}: stopping…`);
  await server.stop();
  process.exit(0);
}

async function main() {
  // Before anything is started, so a signal during start-up is not the default "die and orphan the JVM".
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  const config = loadConfig();
  const started = await startLocalServer({ config });
  if (stopping) {
    await started.stop();
    process.exit(0);
  }
  server = started;
  const { bootstrap } = server;
  console.log(`logdx listening on ${server.baseUrl} (data in ${server.ctx.config.dataDir})`);
  console.log(
    server.bootstrapCreated
      ? "First start: bootstrapped a tenant (enterprise plan). Keep these keys; they are also in bootstrap.json:"
      : "Existing tenant (from bootstrap.json):",
  );
  console.log(JSON.stringify(bootstrap, null, 2));
}

main().catch((err) => {
  console.error(`logdx failed to start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
