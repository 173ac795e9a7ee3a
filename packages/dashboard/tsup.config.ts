import { defineConfig } from 'tsup';
import { preset } from '../../scripts/tsup.preset';

export default defineConfig(preset({ index: 'src/index.ts', testing: 'src/testing/index.ts' }, { css: true }));
