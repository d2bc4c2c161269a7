// `skyref mcp`: an MCP server over stdio on the dataset of the data directory, built first when
// there is none, as `serve` does. stdout carries the protocol; everything for the operator goes to
// stderr.
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { Config } from '../config.js';
import { datasetFileExists } from '../dataset/dataset-file.js';
import { datasetPath } from '../dataset/dataset-paths.js';
import { serveDataset } from '../engine/served-dataset.js';
import { ServedDatasetHolder } from '../engine/served-dataset-holder.js';
import { buildDefaultDatasetFile } from '../ingest/default-dataset-file.js';
import { createMcpServer } from '../mcp/mcp-server.js';
import { loadDatasetFile } from '../model/dataset-loader.js';
import { expectOperands, readCommandLine } from './command-line.js';

export async function mcpCommand(config: Config, args: string[]): Promise<void> {
  expectOperands(['mcp'], readCommandLine(['mcp'], args), 0);
  const path = datasetPath(config.dataDir);
  if (!datasetFileExists(path)) {
    process.stderr.write(`No dataset at ${path}: building the default dataset (about 10 s)…\n`);
    await buildDefaultDatasetFile(path, config.extraLanguages, config.clock.now());
  }
  const datasets = new ServedDatasetHolder(serveDataset(loadDatasetFile(path)));
  const server = createMcpServer(datasets, () => config.clock.now());
  await server.connect(new StdioServerTransport());
  process.stderr.write(`skyref MCP server on stdio, dataset ${datasets.current.dataset.info.version}\n`);
}
