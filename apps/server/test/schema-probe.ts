/**
 * What a route's zod schemas say about its fields, for the route-registry property test: their
 * shapes (zod 4 keeps them on `_zod.def`), a valid sample for each, and the bad values each kind
 * of field must refuse.
 */
import fc from 'fast-check';
import { z } from 'zod';

/** Where a field travels. */
export type Location = 'params' | 'query' | 'body';
/** A request's input by where it travels. */
export type Inputs = Record<Location, Record<string, unknown>>;

export type Kind = 'number' | 'text' | 'choice' | 'list' | 'object' | 'flag' | 'other';

// --- the schemas' shapes (zod 4 keeps them on `_zod.def`) ---

export interface Def {
  type: string;
  shape?: Record<string, z.core.$ZodType>;
  in?: z.core.$ZodType;
  out?: z.core.$ZodType;
  innerType?: z.core.$ZodType;
  element?: z.core.$ZodType;
  options?: z.core.$ZodType[];
  left?: z.core.$ZodType;
  right?: z.core.$ZodType;
}
export const defOf = (schema: z.core.$ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The object schemas a schema parses with (through preprocess, refinements, unions). */
export function objectsOf(schema: z.core.$ZodType): z.core.$ZodType[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return [schema];
    case 'pipe':
      return [...(def.out ? objectsOf(def.out) : []), ...(def.in ? objectsOf(def.in) : [])];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
      return def.innerType ? objectsOf(def.innerType) : [];
    case 'union':
      return (def.options ?? []).flatMap(objectsOf);
    case 'intersection':
      return [...(def.left ? objectsOf(def.left) : []), ...(def.right ? objectsOf(def.right) : [])];
    default:
      return [];
  }
}

/** The element schemas of the lists a schema parses with. */
export function elementsOf(schema: z.core.$ZodType): z.core.$ZodType[] {
  const def = defOf(schema);
  if (def.type === 'array') return def.element ? [def.element] : [];
  if (def.type === 'pipe')
    return [...(def.out ? elementsOf(def.out) : []), ...(def.in ? elementsOf(def.in) : [])];
  return def.innerType ? elementsOf(def.innerType) : [];
}

/** Fields inside a field: an object's keys, or the keys of a list's first object. */
export function nestedOf(schema: z.core.$ZodType): { path: (string | number)[]; schema: z.core.$ZodType }[] {
  const inObject = objectsOf(schema).flatMap((o) =>
    Object.entries(defOf(o).shape ?? {}).map(([key, field]) => ({ path: [key], schema: field })),
  );
  const inList = elementsOf(schema)
    .flatMap(objectsOf)
    .flatMap((o) =>
      Object.entries(defOf(o).shape ?? {}).map(([key, field]) => ({ path: [0, key], schema: field })),
    );
  return [...inObject, ...inList];
}

/** A valid object (or list of one) for a field made of nested fields, when one can be built. */
export function nestedSample(schema: z.core.$ZodType): unknown {
  const nested = nestedOf(schema);
  if (nested.length === 0) return undefined;
  const object: Record<string, unknown> = {};
  for (const { path, schema: field } of nested) {
    const value = validSample(field);
    if (value !== undefined) object[String(path.at(-1))] = value;
  }
  return [object, [object]].find((candidate) => z.safeParse(schema, candidate).success);
}

export function withValue(
  baseline: Inputs,
  location: Location,
  path: (string | number)[],
  value: unknown,
): Inputs {
  const input = structuredClone(baseline);
  let target: Record<string | number, unknown> = input[location];
  for (const key of path.slice(0, -1)) {
    const next = target[key];
    target[key] = next !== null && typeof next === 'object' ? next : typeof key === 'number' ? [] : {};
    target = target[key] as Record<string | number, unknown>;
  }
  target[path.at(-1) as string | number] = value;
  return input;
}

export function kindOf(schema: z.core.$ZodType): Kind {
  const def = defOf(schema);
  switch (def.type) {
    case 'number':
    case 'int':
    case 'bigint':
      return 'number';
    case 'string':
      return 'text';
    case 'enum':
    case 'literal':
      return 'choice';
    case 'array':
    case 'set':
    case 'tuple':
      return 'list';
    case 'object':
    case 'record':
      return 'object';
    case 'boolean':
      return 'flag';
    case 'pipe': {
      // preprocess(fn, schema) is pipe(transform, schema); schema.transform(fn) is pipe(schema, transform).
      const out = def.out ? kindOf(def.out) : 'other';
      return out !== 'other' ? out : def.in ? kindOf(def.in) : 'other';
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
      return def.innerType ? kindOf(def.innerType) : 'other';
    case 'union': {
      const kinds = new Set((def.options ?? []).map(kindOf));
      return kinds.size === 1 ? ([...kinds][0] ?? 'other') : 'other';
    }
    default:
      return 'other';
  }
}

export const CANDIDATES: unknown[] = [
  '1',
  1,
  '2',
  'JY12345678',
  '测试',
  '2031-12-31',
  '13800138000',
  'abcdefgh1234',
  ['1'],
  [1],
  '0',
  0,
  true,
];

/** A value the field accepts on its own, or undefined when it is optional (then left out). */
export function validSample(schema: z.core.$ZodType): unknown {
  if (z.safeParse(schema, undefined).success) return undefined;
  const def = defOf(schema);
  const choices = (schema as unknown as { options?: unknown[] }).options;
  for (const candidate of [...(def.type === 'enum' && choices ? choices : []), ...CANDIDATES]) {
    if (z.safeParse(schema, candidate).success) return candidate;
  }
  return undefined;
}

// --- bad values ---

export const FORBIDDEN = [
  '\u0000',
  '\u0001',
  '\u0008',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u202e',
  '\u2066',
  '\uffff',
  '\ud800',
  '\udfff',
];
export const OVERLONG = 'x'.repeat(20_000);

/** Text carrying a character no field may hold, anywhere in otherwise random text. */
export const forbiddenText = fc
  .tuple(
    fc.string({ unit: 'binary', maxLength: 12 }),
    fc.constantFrom(...FORBIDDEN),
    fc.string({ unit: 'binary', maxLength: 12 }),
  )
  .map(([before, bad, after]) => before + bad + after);

/** Whole numbers past an `integer` column, fractions, and what Number() makes of junk. */
export const badNumber = fc.oneof(
  fc.bigInt({ min: 2n ** 31n, max: 2n ** 64n }).map(String),
  fc.bigInt({ min: -(2n ** 64n), max: -(2n ** 31n) - 1n }).map(String),
  fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }),
  fc.double({ min: -1e6, max: 1e6, noNaN: true }).filter((d) => !Number.isInteger(d)),
  fc.constantFrom('NaN', 'Infinity', '-Infinity', '1e999', '1.5', 'abc', '１２'),
);

/** Where one value is expected: lists and objects (JSON bodies carry them; queries repeat keys). */
export const structural = fc.constantFrom<unknown>(
  ['1', '2'],
  [[['1']]],
  { a: { b: '1' } },
  { 0: '1', 1: '2' },
);

/** Values each field must refuse, whatever else the request says: so nothing may change. */
export function mustRefuse(kind: Kind): { fixed: unknown[]; random: fc.Arbitrary<unknown> } {
  const nul = ['阿莫\u0000西林', '\u0000', 'a\u001b[2J', 'gpj.\u202eexe', '\ud800', ['1', '\u0000']];
  switch (kind) {
    case 'number':
      return {
        fixed: [
          ...nul,
          '2147483648',
          2 ** 31,
          '9223372036854775808',
          2 ** 63,
          '-2147483649',
          'NaN',
          '1e999',
          1.5,
          ['1', '2'],
          { a: 1 },
        ],
        random: fc.oneof(forbiddenText, badNumber, structural),
      };
    case 'text':
      return {
        // Shaped like a date but naming no day PostgreSQL has: a date field must refuse them, a
        // text field takes them (and then must not fail on them).
        fixed: [
          ...nul,
          OVERLONG,
          ['a', 'b'],
          { a: 'b' },
          '2026-02-30',
          '0000-01-01',
          '0001-01-01',
          '9999-12-31',
        ],
        random: fc.oneof(forbiddenText, structural),
      };
    case 'choice':
      return {
        fixed: [...nul, 'no-such-option', '2147483648', 2 ** 63, ['1', '2'], { a: 1 }],
        random: fc.oneof(forbiddenText, badNumber, structural),
      };
    case 'list':
      return {
        fixed: [...nul, ['2147483648'], [2 ** 63], [{ a: { b: { c: '\u0000' } } }]],
        random: fc.oneof(
          forbiddenText,
          fc.array(fc.oneof(forbiddenText, badNumber), { minLength: 1, maxLength: 5 }),
        ),
      };
    default:
      return { fixed: [...nul, OVERLONG, 2 ** 63], random: fc.oneof(forbiddenText, structural) };
  }
}

/** Odd but legal text: emoji sequences, astral CJK, right-to-left script, combining marks, wide forms. */
export const oddText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '👨‍👩‍👧‍👦',
    '𠀀𪚥',
    'مرحبا',
    'e\u0301\u0301',
    'ＡＢＣ１２３',
    '\u3000',
    ' 1 ',
    '-0',
    '00001',
    '1e2',
  ),
);
