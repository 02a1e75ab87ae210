// Whether a message holds a stack trace: a Python traceback, Java / .NET / Node frames, a Go goroutine dump.

// (and a Ruby backtrace's "app/jobs/x.rb:9:in `perform'", PHP's "#0 /srv/app/x.php(12): f()", Node's anonymous
// "    at async /app/node_modules/express/lib/router/layer.js:95:5")
const STACK_RE =
  /Traceback \(most recent call last\)|^\s*File "[^"]+", line \d+|^\s+at [\w$.<>]+\(|^goroutine \d+ \[|^\s*(?:from )?\S+\.rb:\d+:in [`'‘]|^#\d+ \S+\.php\(\d+\): |^\s+at (?:async )?\/\S+:\d+:\d+$/m;

export function hasStack(message: string): boolean {
  return STACK_RE.test(message.length > 4000 ? message.slice(0, 4000) : message);
}
