/**
 * Exact dice distributions. A Dist is a finite map from integer outcomes to
 * integer weights (the number of equally likely die faces or face
 * combinations that give that outcome). Nothing is sampled: every operation
 * enumerates outcomes, so "value + 1d6 against value + 1d6" has total weight 36.
 */
import { count, modifier } from './guard.ts';
import { Fraction } from './fraction.ts';

export class Dist {
  /** outcome -> weight; weights are positive integers. */
  readonly weights: ReadonlyMap<number, bigint>;
  readonly total: bigint;

  constructor(weights: Iterable<[number, bigint | number]>) {
    const m = new Map<number, bigint>();
    for (const [v, w] of weights) {
      const bw = BigInt(w);
      if (bw < 0n) throw new RangeError('negative weight');
      if (bw === 0n) continue;
      m.set(v, (m.get(v) ?? 0n) + bw);
    }
    this.weights = new Map([...m.entries()].sort((a, b) => a[0] - b[0]));
    let t = 0n;
    for (const w of m.values()) t += w;
    if (t === 0n) throw new RangeError('empty distribution');
    this.total = t;
  }

  /** A constant: one outcome with certainty. */
  static constant(v: number): Dist {
    return new Dist([[v, 1n]]);
  }

  /** One fair die with faces from..to (1d6 = die(6), a 0-9 d10 = die(9, 0)). */
  static die(sides: number, from = 1): Dist {
    count('sides', sides, { min: 1 });
    modifier('lowest face', from);
    return new Dist(Array.from({ length: sides }, (_, i) => [from + i, 1n] as [number, bigint]));
  }

  /** Sum of two independent distributions (convolution). */
  plus(o: Dist | number): Dist {
    const other = typeof o === 'number' ? Dist.constant(o) : o;
    const out: [number, bigint][] = [];
    for (const [a, wa] of this.weights) for (const [b, wb] of other.weights) out.push([a + b, wa * wb]);
    return new Dist(out);
  }

  /** Difference of two independent distributions: this - other. */
  minus(o: Dist | number): Dist {
    const other = typeof o === 'number' ? Dist.constant(o) : o;
    return this.plus(other.map((v) => -v));
  }

  /** Sum of n independent copies (2d6 = Dist.die(6).times(2)). */
  times(n: number): Dist {
    if (!Number.isInteger(n) || n < 1) throw new RangeError('times needs a positive integer');
    let d: Dist = this;
    for (let i = 1; i < n; i++) d = d.plus(this);
    return d;
  }

  /** Relabel each outcome; weights of outcomes that collide are added. */
  map(f: (v: number) => number): Dist {
    return new Dist([...this.weights].map(([v, w]) => [f(v), w] as [number, bigint]));
  }

  /** Weight of the outcomes satisfying pred. */
  count(pred: (v: number) => boolean): bigint {
    let c = 0n;
    for (const [v, w] of this.weights) if (pred(v)) c += w;
    return c;
  }

  prob(pred: (v: number) => boolean): Fraction {
    return new Fraction(this.count(pred), this.total);
  }
  exactly(v: number): Fraction {
    return this.prob((x) => x === v);
  }
  atLeast(v: number): Fraction {
    return this.prob((x) => x >= v);
  }
  atMost(v: number): Fraction {
    return this.prob((x) => x <= v);
  }

  /** Expected value, exact. */
  mean(): Fraction {
    let s = 0n;
    for (const [v, w] of this.weights) s += BigInt(v) * w;
    return new Fraction(s, this.total);
  }

  min(): number {
    return Math.min(...this.weights.keys());
  }
  max(): number {
    return Math.max(...this.weights.keys());
  }

  /** Rows for display: value, weight, exactly / at least / at most. */
  table(): { value: number; weight: bigint; exactly: Fraction; atLeast: Fraction; atMost: Fraction }[] {
    const rows = [];
    let below = 0n;
    for (const [v, w] of this.weights) {
      rows.push({
        value: v,
        weight: w,
        exactly: new Fraction(w, this.total),
        atMost: new Fraction(below + w, this.total),
        atLeast: new Fraction(this.total - below, this.total),
      });
      below += w;
    }
    return rows;
  }
}

export const d6 = Dist.die(6);
export const d10 = Dist.die(10);

/**
 * "Fixed value + 1d6 against fixed value + 1d6": the distribution of
 * D = (attack + dA) - (target + dT). With M = attack - target this is M plus
 * a triangular -5..+5, weights 1,2,...,6,...,2,1 out of 36.
 */
export function opposedD6(attack: number, target: number): Dist {
  modifier('attack', attack);
  modifier('target', target);
  return d6.plus(attack).minus(d6.plus(target));
}

/**
 * Group a distribution into named outcomes. Each outcome of `d` is mapped to
 * a key by `classify`; the result keeps the weights and the shared total so
 * counts can be shown as "7/36".
 */
export function classify<K extends string>(
  d: Dist,
  classify: (v: number) => K,
): Map<K, { weight: bigint; prob: Fraction; values: number[] }> {
  const out = new Map<K, { weight: bigint; prob: Fraction; values: number[] }>();
  for (const [v, w] of d.weights) {
    const k = classify(v);
    const cur = out.get(k) ?? { weight: 0n, prob: Fraction.ZERO, values: [] };
    cur.weight += w;
    cur.values.push(v);
    out.set(k, cur);
  }
  for (const cur of out.values()) cur.prob = new Fraction(cur.weight, d.total);
  return out;
}
