import { defineConfig } from 'tsup';
import { preset } from '../../scripts/tsup.preset';

export default defineConfig(preset({"index":"src/index.ts","importCsv.worker":"src/model/importCsv.worker.ts"}, { css: true }));
