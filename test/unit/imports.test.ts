// No import circles in src/ (type-only and dynamic imports count too: a circle through a lazy chunk is
// still a circle to read). Walks the files itself: every relative import, resolved as esbuild does.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { expect, it } from 'vitest';

const src = resolve(__dirname, '../../src');
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });

function importsOf(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const found = [...code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.[^'"]+)['"]/gm)].map((match) => match[1]!);
  return found.flatMap((specifier) => {
    const base = resolve(dirname(file), specifier);
    const path = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
    return path && /\.tsx?$/.test(path) ? [path] : [];
  });
}

/** Every circle, each as the files along it (from its first file back to it). */
export function circles(all: string[]): string[][] {
  const graph = new Map(all.map((file) => [file, importsOf(file)]));
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string) => {
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'open') {
      found.push([...path.slice(path.indexOf(file)), file]);
      return;
    }
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file) ?? []) visit(next);
    path.pop();
    state.set(file, 'done');
  };
  for (const file of all) visit(file);
  return found;
}

it('has no import circles in src/', () => {
  const all = files(src);
  expect(all.length).toBeGreaterThan(30);
  // The walk finds what it is asked for: the old links/open.ts -> islands/lightbox/mount.tsx -> links/index.ts.
  expect(importsOf(join(src, 'islands/lightbox/opener.ts')).map((file) => relative(src, file))).toContain('links/resolve.ts');
  expect(circles(all).map((circle) => circle.map((file) => relative(src, file)).join(' -> '))).toEqual([]);
});
