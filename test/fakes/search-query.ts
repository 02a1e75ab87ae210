// The boolean search syntax the Datadog, Elasticsearch (query_string) and Splunk fakes share, in the subset the
// connectors send and the tests use: terms, "phrases", field:value (field=value for SPL), field:(a OR b),
// parentheses, AND / OR / NOT / a leading "-", implicit AND between terms; `*` alone matches everything
// (field:* or field=* is left to the fake: the field is present).

export type QueryNode =
  | { kind: "term"; field?: string; value: string; phrase: boolean }
  | { kind: "not"; node: QueryNode }
  | { kind: "and" | "or"; nodes: QueryNode[] };

/** Whether a line holds `value` in `field` (or anywhere, without a field). */
export type TermMatcher = (field: string | undefined, value: string, phrase: boolean) => boolean;

export class QuerySyntaxError extends Error {}

type Token = { t: "(" | ")" } | { t: "word"; v: string } | { t: "phrase"; v: string };

function tokenize(q: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < q.length) {
    const c = q[i];
    if (/\s/.test(c)) i++;
    else if (c === "(" || c === ")") {
      out.push({ t: c });
      i++;
    } else if (c === '"') {
      let v = "";
      i++;
      while (i < q.length && q[i] !== '"') {
        if (q[i] === "\\" && i + 1 < q.length) i++;
        v += q[i++];
      }
      if (i >= q.length) throw new QuerySyntaxError("unterminated quoted string");
      i++;
      out.push({ t: "phrase", v });
    } else {
      let v = "";
      while (i < q.length && !/[\s()]/.test(q[i])) {
        // field:"a phrase" stays one word with the phrase as its value
        if (q[i] === '"') {
          const end = q.indexOf('"', i + 1);
          if (end < 0) throw new QuerySyntaxError("unterminated quoted string");
          v += q.slice(i, end + 1);
          i = end + 1;
        } else v += q[i++];
      }
      out.push({ t: "word", v });
    }
  }
  return out;
}

export function parseSearchQuery(query: string, separator: ":" | "=" = ":"): QueryNode {
  const tokens = tokenize(query);
  let pos = 0;
  const peek = () => tokens[pos];
  const isOp = (tok: Token | undefined, op: string) => tok?.t === "word" && tok.v === op;

  const term = (word: string, phrase: boolean, field: string | undefined): QueryNode => {
    if (!phrase) {
      const at = word.indexOf(separator);
      if (at > 0) {
        const f = word.slice(0, at);
        let v = word.slice(at + 1);
        if (v === "" && peek()?.t === "(") {
          pos++;
          const inner = or(f);
          if (peek()?.t !== ")") throw new QuerySyntaxError("missing )");
          pos++;
          return inner;
        }
        const quoted = v.startsWith('"') && v.endsWith('"') && v.length >= 2;
        if (quoted) v = v.slice(1, -1);
        return { kind: "term", field: f, value: v, phrase: quoted };
      }
    }
    return { kind: "term", field, value: word, phrase };
  };

  const unary = (field: string | undefined): QueryNode => {
    const tok = peek();
    if (!tok) throw new QuerySyntaxError("unexpected end of query");
    if (isOp(tok, "NOT")) {
      pos++;
      return { kind: "not", node: unary(field) };
    }
    pos++;
    if (tok.t === "(") {
      const inner = or(field);
      if (peek()?.t !== ")") throw new QuerySyntaxError("missing )");
      pos++;
      return inner;
    }
    if (tok.t === ")") throw new QuerySyntaxError("unexpected )");
    if (tok.t === "word" && tok.v.startsWith("-") && tok.v.length > 1) {
      return { kind: "not", node: term(tok.v.slice(1), false, field) };
    }
    return term((tok as { v: string }).v, tok.t === "phrase", field);
  };

  const and = (field: string | undefined): QueryNode => {
    const nodes = [unary(field)];
    for (;;) {
      const tok = peek();
      if (!tok || tok.t === ")" || isOp(tok, "OR")) break;
      if (isOp(tok, "AND")) pos++;
      nodes.push(unary(field));
    }
    return nodes.length === 1 ? nodes[0] : { kind: "and", nodes };
  };

  const or = (field: string | undefined): QueryNode => {
    const nodes = [and(field)];
    while (isOp(peek(), "OR")) {
      pos++;
      nodes.push(and(field));
    }
    return nodes.length === 1 ? nodes[0] : { kind: "or", nodes };
  };

  if (tokens.length === 0) return { kind: "term", value: "*", phrase: false };
  const node = or(undefined);
  if (pos < tokens.length) throw new QuerySyntaxError(`unexpected ${peek()?.t === ")" ? ")" : "token"}`);
  return node;
}

export function matchesQuery(node: QueryNode, match: TermMatcher): boolean {
  switch (node.kind) {
    case "term":
      return (
        (node.field === undefined && node.value === "*" && !node.phrase) || match(node.field, node.value, node.phrase)
      );
    case "not":
      return !matchesQuery(node.node, match);
    case "and":
      return node.nodes.every((n) => matchesQuery(n, match));
    case "or":
      return node.nodes.some((n) => matchesQuery(n, match));
  }
}
