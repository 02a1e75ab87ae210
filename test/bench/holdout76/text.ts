// Fills message templates ({n}, {id}, {plate}, {a|b|c} ...) and builds stack traces in each runtime's own style.
import { hex, int, pick, type Rng } from "./rng.js";

const LETTERS = "ABCDEFGHJKLMNPRSTVWXYZ";
const plate = (r: Rng) =>
  pick(r, [
    () =>
      `${pick(r, [...LETTERS])}${pick(r, [...LETTERS])}${int(r, 10, 74)} ${pick(r, [...LETTERS])}${pick(r, [...LETTERS])}${pick(r, [...LETTERS])}`,
    () => `${int(r, 1, 99)}-${pick(r, [...LETTERS])}${pick(r, [...LETTERS])}${pick(r, [...LETTERS])}-${int(r, 1, 9)}`,
    () => `${pick(r, [...LETTERS])}${pick(r, [...LETTERS])}-${int(r, 100, 999)}-${pick(r, [...LETTERS])}`,
  ])();

const TOKENS: Record<string, (r: Rng) => string> = {
  n: (r) => String(int(r, 1, 99)),
  nn: (r) => String(int(r, 100, 999)),
  n4: (r) => String(int(r, 1000, 9999)),
  id: (r) => hex(r, 8),
  ms: (r) => String(int(r, 4, 180)),
  lat: (r) => String(int(r, 35, 740)),
  plate,
  tag: (r) => `${int(r, 100, 999)}.${int(r, 1000000, 9999999)}`,
  badge: (r) => hex(r, 6).toUpperCase(),
  floor: (r) => String(int(r, 0, 24)),
  temp: (r) => (int(r, 180, 245) / 10).toFixed(1),
  eur: (r) => (int(r, 120, 4800) / 100).toFixed(2),
  pct: (r) => String(int(r, 12, 88)),
  dev: (r) => String(int(r, 1001, 4899)),
  lane: (r) => String(int(r, 1, 6)),
  ip: (r) => `10.${int(r, 20, 60)}.${int(r, 0, 15)}.${int(r, 2, 250)}`,
  port: (r) => String(int(r, 32768, 60999)),
  spd: (r) => String(int(r, 38, 134)),
};

const SHARED = new Set(["lane", "plate", "tag", "badge", "eur"]);

/** Fills a template; `memo` keeps plates, lanes, tags ... and {a|b} choices the same across one request's lines. */
export function fill(r: Rng, tpl: string, memo?: Map<string, string>): string {
  return tpl.replace(/\{([^{}]+)\}/g, (m, k: string) => {
    const keep = memo && (k.includes("|") || SHARED.has(k));
    const known = keep ? memo.get(k) : undefined;
    if (known !== undefined) return known;
    const f = TOKENS[k];
    const v = k.includes("|") ? pick(r, k.split("|")) : f ? f(r) : m;
    if (keep) memo.set(k, v);
    return v;
  });
}

export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp";

const camel = (s: string) =>
  s
    .split("-")
    .map((w) => w[0]?.toUpperCase() + w.slice(1))
    .join("");
const snake = (s: string) => s.replace(/-/g, "_");

/** A stack trace for `ex` ("Type: message") thrown in `svc`; `frames` are the app's own method names. */
export function stack(r: Rng, rt: Runtime, svc: string, ex: string, frames: string[], org: string): string[] {
  const C = camel(svc);
  const n = () => int(r, 21, 412);
  switch (rt) {
    case "java":
      return [
        ex,
        ...frames.map((f) => `\tat com.${org}.${snake(svc).replace(/_/g, "")}.${f}(${f.split(".")[0]}.java:${n()})`),
        `\tat org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:${n()})`,
        `\tat org.apache.catalina.core.ApplicationFilterChain.doFilter(ApplicationFilterChain.java:${n()})`,
        `\tat java.base/java.lang.Thread.run(Thread.java:1583)`,
      ];
    case "python":
      return [
        "Traceback (most recent call last):",
        ...frames.flatMap((f) => [
          `  File "/app/${snake(svc)}/${f.split(".")[0]}.py", line ${n()}, in ${f.split(".")[1] ?? f}`,
          `    ${pick(r, ["return ", "result = ", "out = "])}${f.split(".")[1] ?? f}(${pick(r, ["payload", "batch", "item, timeout=self.timeout", "*args, **kwargs"])})`,
        ]),
        ex,
      ];
    case "go":
      return [
        ex,
        "",
        `goroutine ${int(r, 40, 900)} [running]:`,
        ...frames.flatMap((f) => [
          `${org}/${svc}/${f}(0xc000${hex(r, 6)})`,
          `\t/src/${svc}/internal/${f.split(".")[0]?.replace(/[()*]/g, "")}.go:${n()} +0x${hex(r, 3)}`,
        ]),
        "created by net/http.(*Server).Serve in goroutine 1",
        `\t/usr/local/go/src/net/http/server.go:3285 +0x4b4`,
      ];
    case "node":
      if (!frames.length) return [ex];
      return [
        ex,
        ...frames.map(
          (f) => `    at ${f} (/srv/${svc}/dist/${f.split(".")[0]?.toLowerCase()}.js:${n()}:${int(r, 5, 60)})`,
        ),
        "    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
      ];
    case "dotnet":
      return [
        ex,
        ...frames.map((f) => `   at ${camel(org)}.${C}.${f}() in /src/${C}/${f.split(".")[0]}.cs:line ${n()}`),
        "   at Microsoft.AspNetCore.Routing.EndpointMiddleware.<Invoke>g__AwaitRequestTask|6_0(Endpoint endpoint, Task requestTask, ILogger logger)",
        "   at Microsoft.AspNetCore.Diagnostics.DeveloperExceptionPageMiddlewareImpl.Invoke(HttpContext context)",
      ];
    case "ruby":
      return [
        ex,
        ...frames.map((f) => `/app/app/${f.split("#")[0]}.rb:${n()}:in \`${f.split("#")[1] ?? "call"}'`),
        `/usr/local/bundle/gems/actionpack-7.1.3/lib/action_controller/metal/basic_implicit_render.rb:6:in \`send_action'`,
      ];
    case "cpp":
      return [ex, ...frames.map((f, i) => `  #${i} 0x${hex(r, 12)} in ${f} (/opt/${svc}/bin/${svc}+0x${hex(r, 6)})`)];
  }
}
