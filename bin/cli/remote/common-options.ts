// Options every remote command shares.
import { Option } from "commander";

export const jsonOption = () => new Option("--json", "print exactly one JSON value (the API's data) for scripts");
export const projectOption = () =>
  new Option("--project <id>", "project id for an org key (X-Project-Id); default LOGDX_PROJECT or the login's");

/** --limit and --cursor of a paged list, and the query they make. */
export interface PageOptions {
  limit?: string;
  cursor?: string;
}
export const limitOption = () => new Option("--limit <n>", "at most this many (1-100, default 20)");
export const cursorOption = () =>
  new Option("--cursor <cursor>", "the next page, from a previous --json answer's nextCursor");
export const pageQuery = (opts: PageOptions) => ({
  limit: opts.limit ? Number(opts.limit) : undefined,
  cursor: opts.cursor,
});
