import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Lints code as if it lived at the given path of the workspace, with the project's own config.
const eslint = new ESLint({ cwd: process.cwd() });
async function messages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'loadline/import-direction').map((m) => m.message);
}

describe('loadline/import-direction', () => {
  it('rejects a sibling import between feature packages', async () => {
    const out = await messages('packages/dashboard/src/model/x.ts', "import { ForecastCard } from '@loadline/forecasts';\nexport const y = ForecastCard;\n");
    expect(out).toEqual([expect.stringContaining('siblings never import each other')]);
  });

  it('rejects ui importing a feature package and core importing ui', async () => {
    expect(await messages('packages/ui/src/a.ts', "export * from '@loadline/dashboard';\n")).toHaveLength(1);
    expect(await messages('packages/core/src/a.ts', "export { Button } from '@loadline/ui';\n")).toHaveLength(1);
  });

  it('rejects deep imports and relative paths leaving a package', async () => {
    expect(await messages('packages/forecasts/src/a.ts', "export * from '@loadline/core/src/units';\n")).toEqual([
      expect.stringContaining('Deep import'),
    ]);
    expect(await messages('packages/forecasts/src/a.ts', "export * from '../../ui/src/index';\n")).toEqual([
      expect.stringContaining('leaves forecasts'),
    ]);
  });

  it('keeps React out of core except under ./react', async () => {
    expect(await messages('packages/core/src/units/a.ts', "import { useState } from 'react';\nexport const u = useState;\n")).toHaveLength(1);
    expect(await messages('packages/core/src/index.ts', "export * from './react/index';\n")).toHaveLength(1);
    expect(await messages('packages/core/src/react/a.ts', "import { useState } from 'react';\nexport const u = useState;\n")).toEqual([]);
  });

  it('allows the documented direction', async () => {
    expect(await messages('packages/dashboard/src/a.ts', "export * from '@loadline/ui';\nexport * from '@loadline/core/react';\n")).toEqual([]);
    expect(await messages('apps/portal/src/a.ts', "export * from '@loadline/forecasts';\nexport * from '@loadline/dashboard';\n")).toEqual([]);
    expect(await messages('apps/api/src/a.ts', "export * from '@loadline/core';\n")).toEqual([]);
    expect(await messages('apps/api/src/b.ts', "export * from '@loadline/ui';\n")).toHaveLength(1);
  });

  it('keeps d3 in the chart scale and path modules', async () => {
    expect(await messages('packages/ui/src/charts/scales.ts', "export { scaleLinear } from 'd3-scale';\n")).toEqual([]);
    expect(await messages('packages/ui/src/charts/Line.tsx', "export { scaleLinear } from 'd3-scale';\n")).toHaveLength(1);
  });
});
