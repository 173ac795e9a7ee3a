import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Each package README's example is a source file of the package (`src/examples/readme.example.ts(x)`,
 * compiled by the typecheck and linted as host code), quoted verbatim after a
 * `<!-- example: src/examples/... -->` marker: a README example that stops compiling fails CI.
 */
const EXAMPLES = [
  ['core', 'src/examples/readme.example.ts'],
  ['ui', 'src/examples/readme.example.tsx'],
  ['dashboard', 'src/examples/readme.example.tsx'],
  ['forecasts', 'src/examples/readme.example.tsx'],
  ['adjustments', 'src/examples/readme.example.tsx'],
  ['pricing', 'src/examples/readme.example.tsx'],
] as const;

describe('package READMEs quote their compiled example', () => {
  it.each(EXAMPLES)('@loadline/%s', (pkg, file) => {
    const readme = readFileSync(`packages/${pkg}/README.md`, 'utf8');
    const source = readFileSync(`packages/${pkg}/${file}`, 'utf8');
    const lang = file.endsWith('.tsx') ? 'tsx' : 'ts';
    expect(readme).toContain(`<!-- example: ${file} -->\n\`\`\`${lang}\n${source}\`\`\``);
  });
});
