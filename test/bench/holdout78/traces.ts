// Stack traces in each runtime's own shape (first line is the exception line).
import type { Rng } from "./rng.js";

export const java = (r: Rng, head: string, frames: string[], cause?: string): string[] => {
  const out = [head, ...frames.map((f) => `\tat ${f}(${f.split(".").at(-2)}.java:${r.int(30, 480)})`)];
  out.push(
    `\tat org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:${r.int(880, 900)})`,
    "\tat jakarta.servlet.http.HttpServlet.service(HttpServlet.java:658)",
    `\t... ${r.int(48, 96)} common frames omitted`,
  );
  if (cause) out.push(`Caused by: ${cause}`, `\t... ${r.int(12, 40)} more`);
  return out;
};

export const python = (r: Rng, frames: [string, string, string][], last: string): string[] => {
  const out = ["Traceback (most recent call last):"];
  for (const [file, fn, code] of frames) out.push(`  File "${file}", line ${r.int(20, 400)}, in ${fn}`, `    ${code}`);
  out.push(last);
  return out;
};

export const goPanic = (r: Rng, head: string, frames: string[]): string[] => {
  const out = [head, "", `goroutine ${r.int(20, 9000)} [running]:`];
  for (const f of frames) {
    out.push(`${f}(0xc000${r.hex(6)}, 0x${r.hex(2)})`);
    out.push(
      `\t/src/${f.split(".")[0]?.split("/").slice(-1)[0] ?? "main"}/${f.split(".")[1]?.toLowerCase() ?? "x"}.go:${r.int(30, 300)} +0x${r.hex(3)}`,
    );
  }
  return out;
};

export const node = (r: Rng, head: string, frames: string[]): string[] => [
  head,
  ...frames.map((f) => {
    const [fn, file] = f.split("@");
    return `    at ${fn} (${file}:${r.int(10, 320)}:${r.int(5, 40)})`;
  }),
  `    at process.processTicksAndRejections (node:internal/process/task_queues:${r.pick([95, 105])}:5)`,
];

export const dotnet = (r: Rng, head: string, frames: string[]): string[] => [
  head,
  ...frames.map((f) => {
    const file = f.split("(")[0]?.split(".").at(-2) ?? "Program";
    return `   at ${f} in /src/${file}.cs:line ${r.int(20, 260)}`;
  }),
  "--- End of stack trace from previous location ---",
  "   at Microsoft.AspNetCore.Routing.EndpointMiddleware.<Invoke>g__AwaitRequestTask|6_0(Endpoint endpoint, Task requestTask, ILogger logger)",
];

export const ruby = (r: Rng, head: string, frames: string[]): string[] => [
  head,
  ...frames.map((f) => {
    const [file, meth] = f.split("#");
    return `${file}:${r.int(8, 220)}:in \`${meth}'`;
  }),
  `/usr/local/bundle/gems/actionpack-7.1.3/lib/action_controller/metal/basic_implicit_render.rb:6:in \`send_action'`,
];
