// A shared, self-widening time axis: every histogram has BINS bins over the same span; when a
// timestamp falls outside, the span doubles (or shifts back) and all histograms are re-binned.
// Keeps per-template time series bounded whatever the window length.

export const BINS = 256;
const BASE_WIDTH_MS = 1000;

export class TimeAxis {
  origin = Number.NaN;
  width = BASE_WIDTH_MS;
  private readonly series = new Set<Uint32Array>();

  newSeries(): Uint32Array {
    const s = new Uint32Array(BINS);
    this.series.add(s);
    return s;
  }

  /** Bin index of `ts`, widening the axis first when needed. */
  bin(ts: number): number {
    if (Number.isNaN(this.origin)) this.origin = Math.floor(ts / this.width) * this.width;
    let i = Math.floor((ts - this.origin) / this.width);
    if (i < 0 || i >= BINS) {
      this.widen(ts);
      i = Math.floor((ts - this.origin) / this.width);
    }
    return i < 0 ? 0 : i >= BINS ? BINS - 1 : i;
  }

  binStart(i: number): number {
    return this.origin + i * this.width;
  }

  private widen(ts: number): void {
    const lo = Math.min(ts, this.origin);
    const hi = Math.max(ts, this.origin + BINS * this.width - 1);
    let width = this.width;
    let origin = Math.floor(lo / width) * width;
    while (hi - origin >= BINS * width) {
      width *= 2;
      origin = Math.floor(lo / width) * width;
    }
    if (width === this.width && origin === this.origin) return;
    for (const s of this.series) {
      const copy = s.slice();
      s.fill(0);
      for (let i = 0; i < BINS; i++) {
        if (copy[i] === 0) continue;
        const j = Math.floor((this.origin + i * this.width - origin) / width);
        s[j < 0 ? 0 : j >= BINS ? BINS - 1 : j] += copy[i];
      }
    }
    this.origin = origin;
    this.width = width;
  }
}
