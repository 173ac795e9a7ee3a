import { defineConfig } from 'tsup';
import { preset } from '../../scripts/tsup.preset';

export default defineConfig(preset({"index":"src/index.ts","react":"src/react/index.ts","testing":"src/testing/index.ts"}));
