import { defineConfig } from 'tsup';
import { preset } from '../../scripts/tsup.preset';

export default defineConfig(preset({ index: 'src/index.ts', element: 'src/element/index.ts' }, { css: true }));
