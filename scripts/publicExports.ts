import { readFileSync } from 'node:fs';
import ts from 'typescript';

/** A package entry: its import path and its source file. */
export interface PackageEntry {
  /** e.g. `@loadline/core/react`. */
  specifier: string;
  /** Path from the repository root, e.g. `packages/core/src/react/index.ts`. */
  source: string;
  /** Committed list of its exported names, e.g. `packages/core/etc/react.exports.txt`. */
  list: string;
}

/** Every public entry of the published packages (package.json `exports`, workers excepted). */
export const PACKAGE_ENTRIES: readonly PackageEntry[] = [
  ['core', '', 'src/index.ts'], ['core', 'react', 'src/react/index.ts'], ['core', 'testing', 'src/testing/index.ts'],
  ['ui', '', 'src/index.ts'], ['ui', 'charts', 'src/charts/index.ts'],
  ['dashboard', '', 'src/index.ts'], ['dashboard', 'testing', 'src/testing/index.ts'],
  ['forecasts', '', 'src/index.ts'], ['forecasts', 'element', 'src/element/index.ts'],
  ['adjustments', '', 'src/index.ts'],
  ['pricing', '', 'src/index.ts'],
].map(([pkg, sub, source]) => ({
  specifier: `@loadline/${pkg}${sub ? `/${sub}` : ''}`,
  source: `packages/${pkg}/${source}`,
  list: `packages/${pkg}/etc/${sub || 'index'}.exports.txt`,
}));

/**
 * The names an entry exports, one per line as `value name` or `type name` (a name that is both a
 * value and a type, as a class or a const with a type of the same name, is a value), sorted.
 * Read with the TypeScript compiler from the sources, with the repository's compiler options.
 */
export function exportedNames(entries: readonly PackageEntry[]): Map<string, string[]> {
  const config = ts.parseJsonConfigFileContent(JSON.parse(readFileSync('tsconfig.base.json', 'utf8')), ts.sys, process.cwd());
  const program = ts.createProgram(entries.map((e) => e.source), { ...config.options, noEmit: true, composite: false, declaration: false, emitDeclarationOnly: false, types: [] });
  const checker = program.getTypeChecker();
  const out = new Map<string, string[]>();
  for (const entry of entries) {
    const file = program.getSourceFile(entry.source);
    const module = file && checker.getSymbolAtLocation(file);
    if (!module) throw new Error(`${entry.source}: not a module`);
    const lines = checker.getExportsOfModule(module).map((symbol) => {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      return `${target.flags & ts.SymbolFlags.Value ? 'value' : 'type'} ${symbol.name}`;
    });
    out.set(entry.specifier, lines.sort());
  }
  return out;
}
