#!/usr/bin/env node
/**
 * Prints how the API's modules depend on each other: imports that cross from one module into another, the
 * pairs that import each other both ways, and the cycles between module folders (strongly connected groups of
 * more than one module). Reads dependency-cruiser's JSON from the repository root; with `--check` it fails
 * when there is any two-way pair or cycle.
 */
import { execFileSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const modulePath = /^packages\/api\/src\/modules\/([^/]+)\/(.+)$/;

const cruise = JSON.parse(
  execFileSync(join(root, 'node_modules/.bin/depcruise'), ['packages/api/src', '--output-type', 'json'], {
    cwd: root,
    maxBuffer: 256 * 1024 * 1024,
  }).toString(),
);

let crossImports = 0;
let throughFrontDoor = 0;
const edges = new Map();
for (const source of cruise.modules) {
  const from = modulePath.exec(source.source);
  if (!from) continue;
  for (const dependency of source.dependencies) {
    const to = modulePath.exec(dependency.resolved);
    if (!to || to[1] === from[1]) continue;
    crossImports += 1;
    if (to[2] === 'index.ts') throughFrontDoor += 1;
    if (!edges.has(from[1])) edges.set(from[1], new Set());
    edges.get(from[1]).add(to[1]);
  }
}

const twoWay = [];
for (const [from, targets] of edges) {
  for (const to of targets) if (from < to && edges.get(to)?.has(from)) twoWay.push(`${from}↔${to}`);
}

/** Tarjan's strongly connected components over the module graph. */
function cycles(graph) {
  let index = 0;
  const stack = [];
  const state = new Map();
  const groups = [];
  const visit = (node) => {
    state.set(node, { index, low: index, onStack: true });
    index += 1;
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!state.has(next)) {
        visit(next);
        state.get(node).low = Math.min(state.get(node).low, state.get(next).low);
      } else if (state.get(next).onStack) {
        state.get(node).low = Math.min(state.get(node).low, state.get(next).index);
      }
    }
    if (state.get(node).low === state.get(node).index) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        state.get(member).onStack = false;
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return groups;
}

const loops = cycles(edges);
console.log(`cross-module imports: ${crossImports} (${throughFrontDoor} through a front door)`);
console.log(`two-way module pairs: ${twoWay.length}${twoWay.length ? ` (${twoWay.sort().join(', ')})` : ''}`);
console.log(`module folder cycles: ${loops.length}`);
for (const group of loops) console.log(`  ${group.length} modules: ${group.join(', ')}`);
if (process.argv.includes('--check') && (twoWay.length > 0 || loops.length > 0)) {
  console.error(
    'API modules must not import each other both ways or in a cycle: the layers only import downwards.',
  );
  process.exit(1);
}
