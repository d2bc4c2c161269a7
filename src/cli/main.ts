// The skyref command line: one module per command; this one dispatches and turns errors into
// exit statuses.
import { ConfigError, readConfig } from '../config.js';
import { projectVersion } from '../install-paths.js';
import { ImportError, UsageError } from './cli-errors.js';

const USAGE = `usage: skyref <command>

  serve [--workers N]           start the API, one worker per core (builds the default dataset on first start)
  dataset info                  counts and sources of the served dataset
  dataset build                 rebuild the default dataset: reference data and the real network's schedule
  clients add ID [--secret S] [--rate-per-second N] [--rate-per-hour N]
                                register a client (or replace its secret); prints the secret once
  import seats FILE [--skip-bad] replace the seat figures of the aircraft in a CSV (docs/imports.md)
  import ssim FILE... [--skip-bad]
                                replace the schedules of the airlines in IATA SSIM files (docs/imports.md)
  import mct FILE [--skip-bad]  replace the minimum connecting times with a CSV table (docs/imports.md)
  import routes FILE [--skip-bad]
                                fly the network of an OpenTravelData route file instead (docs/imports.md)
  import optd DIR               replace the reference data with OpenTravelData files (docs/imports.md)
  import ourairports DIR        replace the reference data with OurAirports airports.csv/countries.csv
  clients list                  list clients
  clients disable ID            disable a client; its tokens stop working within 200 ms
  clients delete ID             remove a client; its tokens stop working within 200 ms
  clients export                every client as stored (secret hashes, epochs) as JSON on stdout
  clients import FILE           write back the clients of an export (their tokens keep working)
  export legs --from DATE --to DATE
                                the operating legs of those dates as CSV on stdout (docs/imports.md)
  export ssim                   the whole schedule as an IATA SSIM file on stdout (docs/imports.md)
  version                       the version of skyref and of the Node.js it runs on

Configuration is read from the environment (see README): HOST, PORT, SKYREF_DATA_DIR, ...`;

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  const config = readConfig();
  switch (command) {
    // Each command's modules are loaded when it runs: `serve` starts sooner without the imports'.
    case 'serve':
      return (await import('./serve-command.js')).serveCommand(config, rest);
    case 'dataset':
      return (await import('./dataset-command.js')).datasetCommand(config, rest);
    case 'clients':
      return (await import('./clients-command.js')).clientsCommand(config, rest);
    case 'import':
      return (await import('./import-command.js')).importCommand(config, rest);
    case 'export':
      return (await import('./export-command.js')).exportCommand(config, rest);
    case 'version':
      process.stdout.write(`skyref ${projectVersion()} (Node.js ${process.version})\n`);
      return;
    default:
      throw new UsageError(command ? `unknown command "${command}"` : 'no command given');
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof ImportError) {
    process.stderr.write(`skyref: ${error.message}\n`);
    process.exit(1);
  }
  if (error instanceof UsageError || error instanceof ConfigError) {
    process.stderr.write(`skyref: ${error.message}\n${error instanceof UsageError ? USAGE + '\n' : ''}`);
    process.exit(2);
  }
  process.stderr.write(`skyref: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
