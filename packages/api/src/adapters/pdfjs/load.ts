/**
 * pdfjs-dist 5's legacy build (pdfjs-dist 6 needs Node 22), loaded once with its worker in this process.
 *
 * The legacy build bundles core-js, which on Node 20 replaces built-ins it finds incomplete: `JSON.parse`
 * (by a parser written in JavaScript), `JSON.stringify`, `Array.prototype.push` and
 * `Function.prototype.toString`. Left in place they slow every request of the process several times over
 * from the first PDF read on, in JSON, in the database driver, everywhere. So every built-in the import
 * replaces is put back as it was; what the import only adds (`Promise.withResolvers`, iterator helpers, …)
 * stays, since pdfjs needs it. The worker module is loaded here too, inside the same guard: pdfjs then runs it
 * in-process from `globalThis.pdfjsWorker` instead of importing it (and its polyfills) at the first document.
 */

import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

const require = createRequire(import.meta.url);

/** A folder of the package (`standard_fonts`, `cmaps`, `wasm`) as the URL pdfjs reads it from, on disk. */
export const pdfjsFolder = (sub: string): string =>
  `${join(dirname(require.resolve('pdfjs-dist/package.json')), sub)}/`;

const builtIns = (): object[] => [
  globalThis,
  JSON,
  Object,
  Object.prototype,
  Function.prototype,
  Array,
  Array.prototype,
  String,
  String.prototype,
  Number,
  Math,
  Reflect,
  Symbol,
  Promise,
  Promise.prototype,
  Map.prototype,
  Set.prototype,
  WeakMap.prototype,
  RegExp.prototype,
  ArrayBuffer.prototype,
  Object.getPrototypeOf(Uint8Array.prototype) as object,
];

type Snapshot = Map<object, Map<PropertyKey, PropertyDescriptor>>;

function snapshot(targets: object[]): Snapshot {
  return new Map(
    targets.map((target) => [
      target,
      new Map(
        Reflect.ownKeys(target).map((key) => [key, Object.getOwnPropertyDescriptor(target, key) ?? {}]),
      ),
    ]),
  );
}

const same = (a: PropertyDescriptor, b: PropertyDescriptor | undefined) =>
  b !== undefined && Object.is(a.value, b.value) && a.get === b.get && a.set === b.set;

/** Puts back every property of `before` that changed since; returns the names of those it put back. */
export function restoreBuiltIns(before: Snapshot): string[] {
  const restored: string[] = [];
  for (const [target, properties] of before) {
    for (const [key, descriptor] of properties) {
      if (same(descriptor, Object.getOwnPropertyDescriptor(target, key))) continue;
      Object.defineProperty(target, key, descriptor);
      restored.push(String(key));
    }
  }
  return restored;
}

/** Runs `load` and then puts back every built-in it replaced. */
export async function withoutReplacedBuiltIns<T>(load: () => Promise<T>): Promise<T> {
  const before = snapshot(builtIns());
  try {
    return await load();
  } finally {
    restoreBuiltIns(before);
  }
}

let pdfjs: Promise<PdfJs> | null = null;

export function loadPdfJs(): Promise<PdfJs> {
  pdfjs ??= withoutReplacedBuiltIns(async () => {
    const library = await import('pdfjs-dist/legacy/build/pdf.mjs');
    // @ts-expect-error: the worker module has no types; importing it sets globalThis.pdfjsWorker.
    await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    return library;
  });
  return pdfjs;
}
