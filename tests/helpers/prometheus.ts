/** One sample of a Prometheus text answer: `name{label="value",...} value`. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const SAMPLE = new RegExp(`^(${NAME})(?:\\{(.*)\\})? (\\S+)(?: -?\\d+)?$`);
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"(,|$)/gy;
const COMMENT = new RegExp(`^# (HELP|TYPE) (${NAME})(?: (.*))?$`);
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);
/** The samples a histogram or summary family adds beside its own name. */
const SUFFIXES = ['_bucket', '_sum', '_count'];

/** A value as Prometheus reads it (Go's ParseFloat): NaN and Inf in any case (prom-client writes `Nan`). */
function parseValue(text: string, line: string): number {
  const special = /^([+-]?)(inf|nan)$/i.exec(text);
  if (special) return special[2]!.toLowerCase() === 'nan' ? Number.NaN : Number(`${special[1]}Infinity`);
  const value = Number(text);
  if (text === '' || Number.isNaN(value)) throw new Error(`not a number in: ${line}`);
  return value;
}

function parseLabels(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  LABEL.lastIndex = 0;
  let read = 0;
  for (let match = LABEL.exec(text); match; match = LABEL.exec(text)) {
    labels[match[1]!] = match[2]!.replace(/\\n/g, '\n').replace(/\\(["\\])/g, '$1');
    read = LABEL.lastIndex;
    if (match[3] === '') break;
  }
  if (read !== text.length) throw new Error(`bad labels in: ${line}`);
  return labels;
}

/**
 * Parses Prometheus' text format (0.0.4) as strictly as a test needs: every line is a HELP, a TYPE
 * or a sample, every sample belongs to a family declared by TYPE, and values are numbers.
 */
export function parsePrometheusText(text: string): Sample[] {
  const families = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const comment = COMMENT.exec(line);
    if (comment) {
      if (comment[1] === 'TYPE' && !TYPES.has(comment[3] ?? '')) throw new Error(`bad type: ${line}`);
      if (comment[1] === 'TYPE') families.set(comment[2]!, comment[3]!);
      continue;
    }
    const sample = SAMPLE.exec(line);
    if (!sample) throw new Error(`not a Prometheus line: ${line}`);
    const name = sample[1]!;
    const family = [name, ...SUFFIXES.filter((s) => name.endsWith(s)).map((s) => name.slice(0, -s.length))];
    if (!family.some((candidate) => families.has(candidate))) throw new Error(`no TYPE for: ${line}`);
    samples.push({ name, labels: parseLabels(sample[2] ?? '', line), value: parseValue(sample[3]!, line) });
  }
  return samples;
}

/** The samples named `name` whose labels include `labels`. */
export function samplesOf(samples: Sample[], name: string, labels: Record<string, string> = {}): Sample[] {
  return samples.filter(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
}
