// Whether a message holds a stack trace: a Python traceback, Java / .NET / Node frames, a Go goroutine dump.

// (and a Ruby backtrace's "app/jobs/x.rb:9:in `perform'", PHP's "#0 /srv/app/x.php(12): f()", Node's anonymous
// "    at async /app/node_modules/express/lib/router/layer.js:95:5", and its named ones, "    at buildPayload
// (/app/dist/payload.js:118:42)"), and native frames: V8's own on a fatal error
// (" 1: 0xb8d0a3 node::OOMErrorHandler(…)"), gdb's or a C++ crash handler's ("#0  0x00007f3a in raise () from …")
const STACK_RE =
  /Traceback \(most recent call last\)|^\s*\d+: 0x[0-9a-f]{4,} \S|^#\d+\s+0x[0-9a-f]{4,} in \S|^\s*File "[^"]+", line \d+|^\s+at [\w$.<>]+\(|^goroutine \d+ \[|^\s*(?:from )?\S+\.rb:\d+:in [`'‘]|^#\d+ \S+\.php\(\d+\): |^\s+at (?:async )?\/\S+:\d+:\d+$|^\s+at (?:async )?[\w$.<>[\] ]{1,200} \((?:file:\/\/)?(?:\/|[A-Za-z]:\\|node:)[^()\n]*:\d+:\d+\)$/m;

export function hasStack(message: string): boolean {
  return STACK_RE.test(message.length > 4000 ? message.slice(0, 4000) : message);
}
