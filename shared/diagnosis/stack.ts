// Whether a message holds a stack trace: a Python traceback, Java / .NET / Node frames, a Go goroutine dump.

const STACK_RE = /Traceback \(most recent call last\)|^\s*File "[^"]+", line \d+|^\s+at [\w$.<>]+\(|^goroutine \d+ \[/m;

export function hasStack(message: string): boolean {
  return STACK_RE.test(message.length > 4000 ? message.slice(0, 4000) : message);
}
