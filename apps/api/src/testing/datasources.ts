import { getDatasource, registerDatasource, unregisterDatasource, type DatasourceMeta } from '../data/registry';

/**
 * Registers datasources a test file defines over its own tables and answers the function that puts
 * the registry back as it was (each name removed, or its earlier definition restored). Test files
 * share one module graph (vitest.config.ts: `isolate: false`), so a file that leaves a datasource
 * behind would have the next file ask it of a database without its table.
 */
export function registerFileDatasources(...metas: DatasourceMeta[]): () => void {
  const previous = metas.map((meta) => [meta.name, getDatasource(meta.name)] as const);
  for (const meta of metas) registerDatasource(meta);
  return () => {
    for (const [name, meta] of previous.reverse()) unregisterDatasource(name, meta);
  };
}
