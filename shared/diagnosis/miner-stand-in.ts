// Temporary stand-in for shared/diagnosis/templates (owned elsewhere): masks variables, one
// cluster per masked text. Same API, deleted once the real miner is committed.
const MASK_RE =
  /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b|\b\d{1,3}(?:\.\d{1,3}){3}(?::\d+)?\b|\b0x[0-9a-fA-F]+\b|\b(?=[0-9a-fA-F]*\d)(?=[0-9a-fA-F]*[a-fA-F])[0-9a-fA-F]{6,}\b|[A-Za-z_-]*\d[\w.:-]*/g;

export function maskMessage(message: string): string {
  return message.replace(MASK_RE, "<*>");
}

export class TemplateMiner {
  private readonly ids = new Map<string, string>();
  private readonly templates: Array<{ template: string; count: number }> = [];
  private readonly max: number;

  constructor(opts?: { maxClusters?: number }) {
    this.max = opts?.maxClusters ?? 5000;
  }

  add(message: string): string {
    const masked = maskMessage(message.length > 2000 ? message.slice(0, 2000) : message);
    let id = this.ids.get(masked);
    if (id === undefined) {
      if (this.templates.length >= this.max) {
        id = "T0";
      } else {
        id = `T${this.templates.length + 1}`;
        this.ids.set(masked, id);
        this.templates.push({ template: masked, count: 0 });
      }
    }
    const idx = Number(id.slice(1)) - 1;
    if (idx >= 0) this.templates[idx].count++;
    return id;
  }

  template(id: string): string {
    const idx = Number(id.slice(1)) - 1;
    return idx >= 0 ? (this.templates[idx]?.template ?? "") : "<*>";
  }

  clusters(): Array<{ templateId: string; template: string; count: number }> {
    return this.templates.map((t, i) => ({ templateId: `T${i + 1}`, template: t.template, count: t.count }));
  }
}
