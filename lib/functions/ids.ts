/** "projects.create" → "ProjectsCreate": a route or worker id as a CloudFormation-safe construct id. */
export function constructIdOf(id: string): string {
  const parts = id.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const pascal = parts.map((p) => p[0].toUpperCase() + p.slice(1)).join("");
  if (!/^[A-Za-z][A-Za-z0-9]*$/.test(pascal)) throw new Error(`Cannot derive a construct id from "${id}"`);
  return pascal;
}

/** Throws on two entries mapping to the same construct id (e.g. "a.b" and "a-b"). */
export function assertUniqueIds(ids: string[], what: string): void {
  const seen = new Map<string, string>();
  for (const id of ids) {
    const cid = constructIdOf(id);
    const other = seen.get(cid);
    if (other !== undefined) throw new Error(`${what} "${id}" and "${other}" collide as construct id ${cid}`);
    seen.set(cid, id);
  }
}
