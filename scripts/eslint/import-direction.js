// @ts-check
/**
 * ESLint rule `loadline/import-direction`: enforces the import direction of ARCHITECTURE.md.
 *
 *   apps/portal ──▶ forecasts | adjustments | pricing | dashboard ──▶ ui ──▶ core
 *   apps/api ──▶ core
 *
 * - siblings never import each other;
 * - only through a package's `exports` (no `@loadline/x/src/...`, no relative path leaving the package);
 * - core is free of React outside its `./react` subpath;
 * - d3 only in ui/src/charts/scales.ts and ui/src/charts/paths.ts.
 */
import path from 'node:path';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

/** Which workspace packages each unit may import. */
export const ALLOWED = {
  core: [],
  ui: ['core'],
  dashboard: ['core', 'ui'],
  forecasts: ['core', 'ui'],
  adjustments: ['core', 'ui'],
  pricing: ['core', 'ui'],
  portal: ['core', 'ui', 'dashboard', 'forecasts', 'adjustments', 'pricing'],
  api: ['core'],
};

/** Public subpaths of each package (its `exports` keys). */
export const SUBPATHS = { core: ['', '/react', '/testing'], ui: ['', '/charts', '/style.css'], dashboard: ['', '/testing', '/style.css'] };

const REACT_MODULES = /^(react|react-dom|@tanstack\/react-query|@tanstack\/react-virtual|@floating-ui\/react)(\/|$)/;

/** @param {string} file absolute path */
function unitOf(file) {
  const rel = path.relative(ROOT, file).split(path.sep);
  if ((rel[0] === 'packages' || rel[0] === 'apps') && rel[1] && (rel[2] === 'src' || rel[2] === 'e2e')) {
    return { name: rel[1], root: path.join(ROOT, rel[0], rel[1]), inner: rel.slice(2).join('/') };
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const importDirection = {
  meta: {
    type: 'problem',
    docs: { description: 'Import direction between Loadline packages (ARCHITECTURE.md)' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const unit = unitOf(file);
    if (!unit) return {};
    const inCoreReact = unit.name === 'core' && /^src\/react\//.test(unit.inner);
    const isTest = /\.(test|stories)\.tsx?$/.test(file) || /^e2e\//.test(unit.inner);
    // README examples (`*.example.ts(x)`) are host code: they import their own package by name, as a host does.
    const isExample = /\.example\.tsx?$/.test(file);

    /** @param {import('estree').Node} node @param {string} spec */
    function check(node, spec) {
      if (spec.startsWith('.')) {
        const target = path.resolve(path.dirname(file), spec);
        if (!target.startsWith(unit.root + path.sep) && target !== unit.root) {
          context.report({ node, message: `Relative import '${spec}' leaves ${unit.name}: import the package through its exports instead.` });
          return;
        }
        if (unit.name === 'core' && !inCoreReact && !isTest) {
          const inner = path.relative(unit.root, target).split(path.sep).join('/');
          if (/^src\/react(\/|$)/.test(inner)) {
            context.report({ node, message: `core outside ./react must not import '${spec}': React stays in the ./react subpath.` });
          }
        }
        return;
      }
      const m = /^@loadline\/([^/]+)(\/.*)?$/.exec(spec);
      if (m) {
        const [, target, sub = ''] = m;
        if (target === unit.name && !isExample) {
          context.report({ node, message: `${unit.name} must not import itself by package name ('${spec}'): use a relative path.` });
          return;
        }
        if (target === unit.name) return;
        const allowed = /** @type {Record<string,string[]>} */ (ALLOWED)[unit.name] ?? [];
        if (!allowed.includes(target)) {
          context.report({ node, message: `${unit.name} must not import @loadline/${target}: siblings never import each other (allowed: ${allowed.join(', ') || 'none'}).` });
          return;
        }
        const subs = /** @type {Record<string,string[]>} */ (SUBPATHS)[target] ?? [''];
        if (!subs.includes(sub)) {
          context.report({ node, message: `Deep import '${spec}': import only through @loadline/${target}'s exports (${subs.map((s) => '@loadline/' + target + s).join(', ')}).` });
        }
        return;
      }
      if (unit.name === 'core' && !inCoreReact && !isTest && REACT_MODULES.test(spec)) {
        context.report({ node, message: `core must stay free of React outside its ./react subpath ('${spec}').` });
        return;
      }
      if (/^d3(-|$)/.test(spec)) {
        // The one exception: the dashboard's Meter Map projects counties with d3-geo in its lazily
        // loaded chunk (src/card/meterMap), so the geography never reaches an entry bundle.
        const okFile = (unit.name === 'ui' && /^src\/charts\/(scales|paths)\.ts$/.test(unit.inner))
          || (unit.name === 'dashboard' && spec === 'd3-geo' && /^src\/card\/meterMap\/[^/]+\.tsx?$/.test(unit.inner));
        if (!okFile && !isTest) {
          context.report({ node, message: `d3 ('${spec}') is imported in ui/src/charts/scales.ts and paths.ts only (d3-geo also in dashboard/src/card/meterMap).` });
        }
      }
    }

    return {
      ImportDeclaration(node) { check(node, String(node.source.value)); },
      ExportNamedDeclaration(node) { if (node.source) check(node, String(node.source.value)); },
      ExportAllDeclaration(node) { check(node, String(node.source.value)); },
      ImportExpression(node) {
        if (node.source.type === 'Literal' && typeof node.source.value === 'string') check(node, node.source.value);
      },
    };
  },
};

export default { rules: { 'import-direction': importDirection } };
