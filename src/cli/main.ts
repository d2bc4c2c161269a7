// The skyref command line: one module per command; this one dispatches and turns errors into
// exit statuses.
import { ConfigError, readConfig } from '../config.js';
import { projectVersion } from '../install-paths.js';
import { ImportError, RefusedError, UsageError } from './cli-errors.js';

const USAGE = `usage: skyref <command>

  serve [--workers N]           start the API, one worker per core (builds the default dataset on first start)
  dataset info                  counts and sources of the served dataset
  dataset build                 rebuild the default dataset: reference data and the real network's schedule
  clients add ID [--secret S] [--rate-per-second N] [--rate-per-hour N] [--sandbox [--faults SPEC]]
                                register a client (or replace its secret); prints the secret once;
                                --sandbox: its flight status is simulated, SPEC its injected faults
                                (docs/testing-apps.md)
  clients list                  list clients
  clients disable ID            disable a client; its tokens stop working within 200 ms
  clients delete ID             remove a client; its tokens stop working within 200 ms
  clients export [--output FILE] every client as stored (secret hashes, epochs, versions) and the
                                deleted ones as JSON, on stdout or in FILE (mode 0600); whoever holds
                                it can restore revoked tokens: keep it as the state database
  clients import FILE [--restore-deleted]
                                write back the clients of an export (their tokens keep working), each
                                only where newer than the stored state: a client disabled, given a new
                                secret or deleted since stays so, and is named; --restore-deleted
                                brings back clients deleted since, with their old tokens
  sandbox scenario FLIGHT DATE --delay MIN | --cancel | --divert AIRPORT | --clear
                                fix what a flight does on a local date for sandbox clients, or
                                let the simulation draw it again (docs/testing-apps.md)
  sandbox scenarios             list the scenarios set
  import seats FILE [--skip-bad] replace the seat figures of the aircraft in a CSV (docs/imports.md)
  import ssim FILE... [--skip-bad]
                                replace the schedules of the airlines in IATA SSIM files (docs/imports.md)
  import mct FILE [--skip-bad]  replace the minimum connecting times with a CSV table (docs/imports.md)
  import routes FILE [--skip-bad]
                                fly the network of an OpenTravelData route file instead (docs/imports.md)
  import optd DIR               replace the reference data with OpenTravelData files (docs/imports.md)
  import ourairports DIR        replace the reference data with OurAirports airports.csv/countries.csv
  export legs --from DATE --to DATE
                                the operating legs of those dates as CSV on stdout (docs/imports.md)
  export ssim                   the whole schedule as an IATA SSIM file on stdout (docs/imports.md)
  mcp                           an MCP server over stdio on the dataset, for agents (README, Agents)
  version                       the version of skyref and of the Node.js it runs on

Every command takes --help (or -h, or "skyref help COMMAND").
Configuration is read from the environment (see README): HOST, PORT, SKYREF_DATA_DIR, ...`;

const COMMANDS = ['serve', 'dataset', 'clients', 'sandbox', 'import', 'export', 'mcp', 'version'];
/** Asks for help anywhere on the line; `help` only as the first word (a secret may be "help"). */
const HELP = new Set(['--help', '-h']);

/** The entries of USAGE for a command (and subcommand, when it has entries of its own); all of it otherwise. */
function usageOf(words: readonly string[]): string {
  const [header, ...rest] = USAGE.split('\n\n');
  const entries: string[] = [];
  for (const line of rest[0]!.split('\n')) {
    if (/^ {2}\S/.test(line)) entries.push(line);
    else entries[entries.length - 1] += `\n${line}`;
  }
  for (const depth of [2, 1]) {
    if (words.length < depth) continue;
    const prefix = words.slice(0, depth).join(' ');
    const matching = entries.filter((e) => e.slice(2).startsWith(`${prefix} `) || e.slice(2).trimEnd() === prefix);
    if (matching.length > 0) return `usage: skyref ${prefix} …\n\n${matching.join('\n')}`;
  }
  return [header, ...rest].join('\n\n');
}

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  // Help comes before the configuration is read: a newcomer's environment may not be set yet.
  if (command === 'help' || argv.some((a) => HELP.has(a))) {
    const words = (command === 'help' ? rest : argv).filter((a) => !HELP.has(a) && !a.startsWith('-'));
    if (words[0] !== undefined && !COMMANDS.includes(words[0])) throw new UsageError(`unknown command "${words[0]}"`);
    process.stdout.write(usageOf(words) + '\n');
    return;
  }
  const config = readConfig();
  switch (command) {
    // Each command's modules are loaded when it runs: `serve` starts sooner without the imports'.
    case 'serve':
      return (await import('./serve-command.js')).serveCommand(config, rest);
    case 'dataset':
      return (await import('./dataset-command.js')).datasetCommand(config, rest);
    case 'clients':
      return (await import('./clients-command.js')).clientsCommand(config, rest);
    case 'sandbox':
      return (await import('./sandbox-command.js')).sandboxCommand(config, rest);
    case 'import':
      return (await import('./import-command.js')).importCommand(config, rest);
    case 'export':
      return (await import('./export-command.js')).exportCommand(config, rest);
    case 'mcp':
      return (await import('./mcp-command.js')).mcpCommand(config, rest);
    case 'version':
      if (rest.length > 0) throw new UsageError('version takes no arguments');
      process.stdout.write(`skyref ${projectVersion()} (Node.js ${process.version})\n`);
      return;
    default:
      throw new UsageError(command ? `unknown command "${command}"` : 'no command given');
  }
}

/** A reader that went away (`skyref export ssim | head`): the output is no longer wanted, as for any Unix tool. */
const isClosedPipe = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code === 'EPIPE';
process.stdout.on('error', (error) => {
  if (isClosedPipe(error)) process.exit(0);
  throw error;
});

main(process.argv.slice(2)).catch((error: unknown) => {
  if (isClosedPipe(error)) process.exit(0);
  if (error instanceof ImportError || error instanceof RefusedError) {
    process.stderr.write(`skyref: ${error.message}\n`);
    process.exit(1);
  }
  // What node:util's parseArgs refuses (an unknown option, an option without its value) is a usage
  // error like any other: exit 2 with the command's usage, not Node's error and exit 1.
  const parseError = typeof (error as NodeJS.ErrnoException | undefined)?.code === 'string' && (error as NodeJS.ErrnoException).code!.startsWith('ERR_PARSE_ARGS_');
  if (error instanceof UsageError || error instanceof ConfigError || parseError) {
    const words = process.argv.slice(2).filter((a) => !a.startsWith('-'));
    process.stderr.write(`skyref: ${(error as Error).message}\n${error instanceof ConfigError ? '' : usageOf(COMMANDS.includes(words[0] ?? '') ? words.slice(0, 1) : []) + '\n'}`);
    process.exit(2);
  }
  process.stderr.write(`skyref: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
