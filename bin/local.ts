// `npm start`: the whole service on this machine (see ARCHITECTURE.md "Local mode contract").
import { loadConfig } from "../shared/runtime/config.js";
import { startLocalServer } from "../shared/runtime/local-server.js";

async function main() {
  const config = loadConfig();
  const server = await startLocalServer({ config });
  const { bootstrap } = server;
  console.log(`logdx listening on ${server.baseUrl} (data in ${server.ctx.config.dataDir})`);
  console.log(
    server.bootstrapCreated
      ? "First start: bootstrapped a tenant (enterprise plan). Keep these keys; they are also in bootstrap.json:"
      : "Existing tenant (from bootstrap.json):",
  );
  console.log(JSON.stringify(bootstrap, null, 2));
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log("stopping…");
    await server.stop();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((err) => {
  console.error(`logdx failed to start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
