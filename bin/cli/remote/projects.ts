// `logdx projects list`: the tenant's projects (an org key's view).
import type { Command } from "commander";
import { jsonOption } from "./common-options.js";
import { printJson, printTable } from "./output.js";
import { type CommonOptions, runRemote } from "./run.js";

export function registerProjects(program: Command): void {
  const projects = program.command("projects").description("the tenant's projects (needs an org key)");
  projects
    .command("list")
    .description("every project of the tenant; * marks the default")
    .addOption(jsonOption())
    .action((opts: CommonOptions) =>
      runRemote("projects list", opts, async (client) => {
        const list = await client.projects.list();
        if (opts.json) printJson(list);
        else
          printTable(
            list.map((p) => ({ ID: p.id, SLUG: `${p.slug}${p.isDefault ? " *" : ""}`, NAME: p.name })),
            "no projects",
          );
        return 0;
      }),
    );
}
