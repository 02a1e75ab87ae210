// Stack traces in the shape each runtime prints them (Java, Python, Node; Go only for panics/goroutine dumps).
import type { Rng } from "./rng.js";
import type { Estate, Runtime } from "./types.js";

export function stackFor(
  e: Estate,
  r: Rng,
  svc: string,
  exc: string,
  detail: string,
  frames: string[],
  rt: Runtime = e.runtime[svc],
): string[] {
  const mod = svc.replace(/-/g, "");
  if (rt === "java") {
    const out = [`${exc}: ${detail}`];
    for (const f of frames) {
      const parts = f.split(".");
      const file = parts.length > 1 ? parts[parts.length - 2] : parts[0];
      out.push(`\tat com.${e.pkg}.${mod}.${f}(${file}.java:${r.int(30, 480)})`);
    }
    out.push(`\tat org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:${r.int(880, 900)})`);
    out.push(`\tat java.base/java.lang.Thread.run(Thread.java:1583)`);
    return out;
  }
  if (rt === "python") {
    const out = ["Traceback (most recent call last):"];
    const outer = [...frames].reverse();
    outer.forEach((f, k) => {
      const [file, fn] = f.split(".");
      const arg = r.pick(["record", "row", "batch", "payload"]);
      const next = outer[k + 1]?.split(".")[1];
      out.push(`  File "/app/${mod}/${file}.py", line ${r.int(20, 400)}, in ${fn ?? "run"}`);
      out.push(next ? `    ${next}(${arg})` : `    return _coerce(${arg}, strict=True)`);
    });
    out.push(`${exc}: ${detail}`);
    return out;
  }
  if (rt === "node") {
    const out = [`${exc}: ${detail}`];
    for (const f of frames) {
      const [file, fn] = f.split(".");
      out.push(`    at ${fn ?? file} (/srv/${svc}/dist/${file}.js:${r.int(10, 300)}:${r.int(5, 40)})`);
    }
    out.push("    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)");
    return out;
  }
  const out = [`panic: ${detail}`, "", `goroutine ${r.int(20, 9000)} [running]:`];
  for (const f of frames) {
    out.push(`github.com/${e.pkg}/${svc}/internal.${f}(...)`);
    out.push(`\t/src/internal/${f.split(".")[0].toLowerCase()}.go:${r.int(20, 300)} +0x${r.hex(3)}`);
  }
  return out;
}
