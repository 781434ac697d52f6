/**
 * The business modules under `modules/<name>/` depend on each other without a loop. A loop makes
 * every module in it a part of every other (none can be read, tested or changed alone), so the
 * graph of imports is read from the sources, files collapsed to their module, and any loop is
 * named with the imports that make it. Test files stand above the graph (an API test starts the
 * whole app), so their imports are left out; fixtures count as code. That db/ and http/ stay below
 * the modules is layers.test.ts's rule.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Relative specifiers of static imports, `export … from` and dynamic imports, type-only included. */
export function specifiersOf(text: string): string[] {
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm;
  return [...text.matchAll(pattern)].map((match) => match[1] as string);
}

/** The module a file belongs to (`modules/<name>`), or undefined outside the modules. */
export function moduleOf(path: string): string | undefined {
  const parts = relative(src, path).split(/[\\/]/);
  return parts[0] === 'modules' && parts.length > 2 ? `modules/${parts[1]}` : undefined;
}

/** module → modules it imports, each with one file-to-file import that makes the edge. */
function moduleGraph(files: string[]): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of files) {
    const from = moduleOf(file);
    if (!from) continue;
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    for (const spec of specifiersOf(readFileSync(file, 'utf8'))) {
      const target = resolve(dirname(file), spec);
      const to = moduleOf(target);
      if (to && to !== from && !edges.has(to))
        edges.set(to, `${relative(src, file)} → ${relative(src, target)}`);
    }
  }
  return graph;
}

/** Strongly connected groups of more than one unit (Tarjan), each as a sorted list. */
export function loops(graph: Map<string, Iterable<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node) as number, low.get(to) as number));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node) as number, index.get(to) as number));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** One cycle through the group, each step with the import that makes it. */
function cycleIn(group: string[], graph: Map<string, Map<string, string>>): string[] {
  const members = new Set(group);
  const start = group[0] as string;
  // Breadth-first from start back to start inside the group gives a shortest cycle.
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift() as string;
    for (const to of graph.get(node)?.keys() ?? []) {
      if (!members.has(to) || cameFrom.has(to)) continue;
      cameFrom.set(to, node);
      if (to === start) queue.length = 0;
      else queue.push(to);
    }
  }
  const steps: string[] = [];
  let node = start;
  do {
    const previous = cameFrom.get(node) as string;
    steps.unshift(`${previous} → ${node}   (${graph.get(previous)?.get(node)})`);
    node = previous;
  } while (node !== start);
  return steps;
}

const files = sourceFiles(src).filter((file) => !file.endsWith('.test.ts'));
const graph = moduleGraph(files);

describe('server import graph', () => {
  it('reads the sources it guards', () => {
    expect(files.length).toBeGreaterThan(150);
    expect(graph.size).toBeGreaterThan(30);
    expect(graph.get('modules/order')?.has('modules/checkout')).toBe(true);
    expect(graph.get('modules/checkout')?.has('modules/cart')).toBe(true);
  });

  it('has no import loop between modules', () => {
    const targets = new Map([...graph].map(([unit, edges]) => [unit, [...edges.keys()]] as const));
    const found = loops(targets).map((group) =>
      [`loop of ${group.join(', ')}:`, ...cycleIn(group, graph)].join('\n  '),
    );
    expect(found, found.join('\n\n')).toEqual([]);
  });

  // The reader and the loop finder must catch the forms they were written for, or the tests above prove nothing.
  it.each([
    ["import { a } from '../order/order.ts';", '../order/order.ts'],
    ["import type { A } from './a.ts';", './a.ts'],
    ["export { a } from '../../db/client.ts';", '../../db/client.ts'],
    ["export * from './b.ts';", './b.ts'],
    ["const m = await import('../jobs/jobs.repository.ts');", '../jobs/jobs.repository.ts'],
    ["import {\n  a,\n  b,\n} from '../cart/cart.ts';", '../cart/cart.ts'],
    ["import './side-effect.ts';", './side-effect.ts'],
  ])('reads the specifier of %j', (text, spec) => {
    expect(specifiersOf(text)).toEqual([spec]);
  });

  it('ignores package imports', () => {
    expect(specifiersOf("import { z } from 'zod';\nimport { x } from '@mall/shared/order';")).toEqual([]);
  });

  it('finds loops and only loops', () => {
    const sample = new Map<string, string[]>([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['d']],
    ]);
    expect(loops(sample)).toEqual([['a', 'b', 'c']]);
    expect(
      loops(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });
});
