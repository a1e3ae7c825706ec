import fc from 'fast-check';
import { globalRegistry, type z } from 'zod';

/**
 * fast-check arbitraries derived from the contract's zod schemas, for the shapes the contract
 * uses: objects, strings (lengths, e-mail, UUID, patterns), numbers (integers, bounds, coercion),
 * booleans, enums, literals, arrays, records, unions, optional / nullable / default, pipes and
 * transforms, and the examples a schema's metadata gives. `valid` aims at values the schema accepts (refinements it cannot see, such as
 * "the passwords match", may still fail: callers classify with safeParse); `invalid` breaks one
 * rule of a valid value at a time, or sends something of the wrong shape altogether.
 *
 * `wire: 'query'` generates what a query string or header can carry: strings, with numbers and
 * booleans written out, for schemas that coerce.
 */
export type Wire = 'json' | 'query';

type Def = {
  type: string;
  checks?: Array<{ _zod: { def: CheckDef } }>;
  format?: string;
  pattern?: RegExp;
  coerce?: boolean;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  innerType?: z.ZodType;
  defaultValue?: unknown;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  keyType?: z.ZodType;
  valueType?: z.ZodType;
};
type CheckDef = {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
};

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def) => (def.checks ?? []).map((c) => c._zod.def);

/** A part the definition's type always has (an optional's inner type, a pipe's two ends). */
function partOf<K extends keyof Def>(def: Def, key: K): NonNullable<Def[K]> {
  const part = def[key];
  if (part === undefined || part === null) throw new Error(`a zod ${def.type} without its ${key}`);
  return part;
}

/** Known ids of rows the test created: integers and UUIDs are drawn from them part of the time. */
export type Known = { ints: number[]; uuids: string[]; strings: string[] };

function stringBounds(def: Def) {
  let min = 0;
  let max = Number.POSITIVE_INFINITY;
  const patterns: RegExp[] = [];
  let format = def.format;
  if (def.pattern) patterns.push(def.pattern);
  for (const c of checksOf(def)) {
    if (c.check === 'min_length' || c.check === 'length_equals')
      min = Math.max(min, c.minimum ?? c.value ?? 0);
    if (c.check === 'max_length' || c.check === 'length_equals')
      max = Math.min(max, c.maximum ?? c.value ?? max);
    if (c.check === 'string_format') {
      format ??= c.format;
      if (c.pattern) patterns.push(c.pattern);
    }
  }
  return { min, max, patterns, format };
}

function numberBounds(def: Def) {
  // Unbounded, as far as the schema says: then as far as a JavaScript number stays exact.
  let min = -Number.MAX_SAFE_INTEGER;
  let max = Number.MAX_SAFE_INTEGER;
  let int = false;
  for (const c of checksOf(def)) {
    if (c.check === 'number_format' && /int/.test(c.format ?? '')) int = true;
    if (c.check === 'greater_than')
      min = Math.max(min, (c.value ?? min) + (c.inclusive ? 0 : int ? 1 : 1e-6));
    if (c.check === 'less_than') max = Math.min(max, (c.value ?? max) - (c.inclusive ? 0 : int ? 1 : 1e-6));
  }
  return { min, max, int };
}

function patternString(pattern: RegExp, min: number, max: number): fc.Arbitrary<string> {
  try {
    return fc.stringMatching(pattern).filter((s) => s.length >= min && s.length <= max);
  } catch {
    // Look-aheads and the like: a strong-password-shaped string, which most such patterns accept.
    return fc
      .string({ minLength: 4, maxLength: 20 })
      .map((s) =>
        `Aa1!${s.replace(/[^A-Za-z0-9]/g, 'x')}`.padEnd(Math.max(8, min), 'x').slice(0, Math.max(8, max)),
      );
  }
}

/** Addresses the contract's e-mail pattern accepts (fast-check's own allow more than it does). */
function emailAddress(max: number): fc.Arbitrary<string> {
  const word = (chars: string) => fc.string({ unit: fc.constantFrom(...chars), minLength: 1, maxLength: 12 });
  return fc
    .tuple(word('abcdefghijklmnopqrstuvwxyz0123456789_+-'), word('abcdefghijklmnopqrstuvwxyz0123456789'))
    .map(([local, host]) => `${local}@${host}.test`)
    .filter((e) => e.length <= Math.min(max, 254));
}

function validString(def: Def, wire: Wire, known: Known): fc.Arbitrary<string> {
  const { min, max, patterns, format } = stringBounds(def);
  const cap = Math.min(max, Math.max(min + 40, 60));
  if (format === 'uuid' || format === 'guid')
    return known.uuids.length ? fc.oneof(fc.constantFrom(...known.uuids), fc.uuid()) : fc.uuid();
  if (format === 'email' && known.strings.some((k) => k.includes('@')))
    return fc.oneof(
      { arbitrary: emailAddress(max), weight: 3 },
      { arbitrary: fc.constantFrom(...known.strings.filter((k) => k.includes('@'))), weight: 1 },
    );
  if (format === 'email') return emailAddress(max);
  const dates = fc.date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true });
  if (format === 'date') return dates.map((d) => d.toISOString().slice(0, 10));
  if (format === 'datetime') return dates.map((d) => d.toISOString());
  const [pattern] = patterns;
  if (pattern) return patternString(pattern, min, max);
  const unit = wire === 'query' ? 'grapheme-ascii' : fc.constantFrom('grapheme', 'grapheme-ascii');
  const random =
    typeof unit === 'string'
      ? fc.string({ unit, minLength: min, maxLength: cap })
      : unit.chain((u) => fc.string({ unit: u, minLength: min, maxLength: cap }));
  // Strings that name real things (file keys, e-mail addresses) take requests past "not found".
  const fitting = known.strings.filter((k) => k.length >= min && k.length <= max);
  return fitting.length
    ? fc.oneof({ arbitrary: random, weight: 3 }, { arbitrary: fc.constantFrom(...fitting), weight: 1 })
    : random;
}

function validNumber(def: Def, known: Known): fc.Arbitrary<number> {
  const { min, max, int } = numberBounds(def);
  if (!int) return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  const lo = Math.ceil(min);
  const hi = Math.floor(max);
  const ids = known.ints.filter((n) => n >= lo && n <= hi);
  // fc.integer stays within 32 bits; beyond them (ids a column cannot hold) comes from maxSafeInteger.
  const INT32 = 2 ** 31;
  const inside = lo <= INT32 - 1 && hi >= -INT32;
  const small = inside ? fc.integer({ min: Math.max(lo, -INT32), max: Math.min(hi, INT32 - 1) }) : undefined;
  const large = fc.maxSafeInteger().filter((n) => n >= lo && n <= hi);
  const range = !small ? large : lo < -INT32 || hi > INT32 - 1 ? fc.oneof(small, large) : small;
  // Small numbers hit the rows that exist (ids, page numbers), so valid requests reach the services.
  return ids.length ? fc.oneof(fc.constantFrom(...ids), range) : range;
}

function onWire(arb: fc.Arbitrary<unknown>, wire: Wire): fc.Arbitrary<unknown> {
  return wire === 'query' ? arb.map((v) => (v === undefined || v === null ? v : String(v))) : arb;
}

/** Values the schema should accept. */
export function validArbitrary(schema: z.ZodType, wire: Wire, known: Known): fc.Arbitrary<unknown> {
  // A rule no generator can see into (a phone number read by its country's plan) names examples.
  const examples = globalRegistry.get(schema)?.examples;
  if (Array.isArray(examples) && examples.length > 0) return fc.constantFrom(...examples);
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return validString(def, wire, known);
    case 'number':
      return onWire(validNumber(def, known), def.coerce || wire === 'query' ? wire : 'json');
    case 'boolean':
      return onWire(fc.boolean(), wire);
    case 'enum':
      return onWire(fc.constantFrom(...Object.values(partOf(def, 'entries'))), wire);
    case 'literal':
      return onWire(fc.constantFrom(...partOf(def, 'values')), wire);
    case 'null':
      return fc.constant(null);
    case 'undefined':
      return fc.constant(undefined);
    case 'unknown':
    case 'any':
      return fc.jsonValue({ maxDepth: 2 });
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(validArbitrary(partOf(def, 'innerType'), wire, known), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(validArbitrary(partOf(def, 'innerType'), wire, known), { nil: null, freq: 4 });
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return validArbitrary(partOf(def, 'innerType'), wire, known);
    case 'array': {
      const { min, max } = stringBounds(def);
      const items = (from: number, to: number) =>
        fc.array(validArbitrary(partOf(def, 'element'), wire, known), {
          minLength: from,
          maxLength: Math.min(max, to),
        });
      if (min > 0 || max === 0) return items(min, min + 4);
      // Short lists, most of them not empty: each element may break a refinement this generator
      // cannot see, and a rule across lists (a case type needs a document in one of its two)
      // needs an element somewhere. Empty and longer lists are still sent.
      return fc.oneof(
        { arbitrary: fc.constant([]), weight: 1 },
        { arbitrary: items(1, 1), weight: 2 },
        { arbitrary: items(2, 4), weight: 1 },
      );
    }
    case 'object': {
      const shape = partOf(def, 'shape');
      const required = Object.entries(shape)
        .filter(([, field]) => !isOptional(field))
        .map(([key]) => key);
      return fc.record(
        Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, validArbitrary(v, wire, known)])),
        { requiredKeys: required },
      );
    }
    case 'record':
      return fc.dictionary(
        validString(defOf(partOf(def, 'keyType')), 'query', known),
        validArbitrary(partOf(def, 'valueType'), wire, known),
        { maxKeys: 4 },
      );
    case 'union':
      return fc.oneof(...partOf(def, 'options').map((o) => validArbitrary(o, wire, known)));
    case 'pipe': {
      const out = defOf(partOf(def, 'out'));
      // z.stringbool(): the words it understands.
      if (defOf(partOf(def, 'in')).type === 'string' && out.type === 'boolean')
        return fc.constantFrom('true', 'false', '1', '0', 'yes', 'no');
      // A transform after the input: generate the input; a check after it (email): the output.
      return validArbitrary(out.type === 'transform' ? partOf(def, 'in') : partOf(def, 'out'), wire, known);
    }
    default:
      return anyValue(wire);
  }
}

function isOptional(schema: z.ZodType): boolean {
  const def = defOf(schema);
  if (def.type === 'optional' || def.type === 'default' || def.type === 'prefault') return true;
  if (def.type === 'pipe') return isOptional(partOf(def, 'in'));
  if (def.type === 'nullable' || def.type === 'readonly') return isOptional(partOf(def, 'innerType'));
  return false;
}

/** Anything at all: wrong types, odd strings, deep structures, prototype keys. */
export function anyValue(wire: Wire): fc.Arbitrary<unknown> {
  if (wire === 'query')
    return fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.integer().map(String),
      fc.constantFrom('-1', '0', '1e309', 'NaN', '%00', "' OR 1=1 --", '[]', '{}', 'null', 'true'),
    );
  return fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 30 }),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53, Number.MAX_VALUE, "'; drop table cases; --"),
    fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'a', 'id'), fc.jsonValue({ maxDepth: 1 })),
  );
}

/** Values that break the schema: one rule of a valid value broken, or the wrong shape entirely. */
export function invalidArbitrary(schema: z.ZodType, wire: Wire, known: Known): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const wrong = anyValue(wire);
  const fields = def.type === 'object' ? Object.entries(partOf(def, 'shape')) : [];
  if (fields.length > 0) {
    const broken = fc
      .tuple(validArbitrary(schema, wire, known), fc.constantFrom(...fields), fc.nat(4))
      .chain(([value, [key, field], how]) =>
        breakValue(field, wire, how).map((bad) => {
          const copy = { ...(value as Record<string, unknown>) };
          if (bad === REMOVE) delete copy[key];
          else copy[key] = bad;
          return copy;
        }),
      );
    return fc.oneof({ arbitrary: broken, weight: 4 }, { arbitrary: wrong, weight: 1 });
  }
  return fc.oneof(breakValue(schema, wire, 1), wrong);
}

const REMOVE = Symbol('remove');

/**
 * A value for one field that its schema refuses, by the way `how` picks among those that apply to
 * the field. Leaving out an optional field, or a string too short for a field without a minimum,
 * would be a valid request: only a field with no way to break it (an unbounded, optional string)
 * gets any value at all.
 */
function breakValue(schema: z.ZodType, wire: Wire, how: number): fc.Arbitrary<unknown> {
  let def = defOf(schema);
  let required = true;
  while (['optional', 'nullable', 'default', 'readonly', 'prefault'].includes(def.type)) {
    if (def.type !== 'nullable' && def.type !== 'readonly') required = false;
    def = defOf(partOf(def, 'innerType'));
  }
  if (def.type === 'pipe') def = defOf(partOf(def, 'in'));
  const ways: fc.Arbitrary<unknown>[] = required ? [fc.constant(REMOVE)] : [];
  if (def.type === 'string') {
    const { min, max } = stringBounds(def);
    if (Number.isFinite(max)) ways.push(fc.constant('x'.repeat(max + 1)));
    if (min > 0) ways.push(fc.constant(''));
    if (wire === 'json') ways.push(fc.integer());
  }
  if (def.type === 'number') {
    const { min, max, int } = numberBounds(def);
    const on = (n: number) => fc.constant(wire === 'query' ? String(n) : n);
    if (min > -Number.MAX_SAFE_INTEGER) ways.push(on(min - 1));
    if (max < Number.MAX_SAFE_INTEGER) ways.push(on(max + 1));
    if (int) ways.push(on(1.5));
    ways.push(fc.constant(wire === 'query' ? 'not-a-number' : 'x'));
  }
  if (def.type === 'enum' || def.type === 'literal')
    ways.push(fc.constant(wire === 'query' ? 'not-a-value' : 42));
  if (def.type === 'array') ways.push(fc.constant(wire === 'query' ? 'x' : 'not an array'));
  return ways[how % ways.length] ?? anyValue(wire);
}
