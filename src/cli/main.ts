// The skyref command line: one module per command; this one dispatches and turns errors into
// exit statuses.
import { readConfig } from '../config.js';
import { projectVersion } from '../install-paths.js';
import { exitStatusOf, UsageError } from './cli-errors.js';
import { expectOperands, readCommandLine } from './command-line.js';
import { COMMANDS, commandHelp, commandsNamed, overview, shortUsage } from './command-table.js';

/** Asks for help anywhere on the line; `help` only as the first word (a secret may be "help"). */
const HELP = new Set(['--help', '-h']);

/** The command words of a command line (`clients add`), as far as the command table knows them. */
function commandWords(argv: readonly string[]): string[] {
  const words = argv.filter((a) => !a.startsWith('-')).slice(0, 2);
  if (!COMMANDS.includes(words[0] ?? '')) return [];
  return commandsNamed(words).some((c) => c.words[1] === words[1]) ? words : words.slice(0, 1);
}

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  // Help comes before the configuration is read: a newcomer's environment may not be set yet.
  if (command === 'help' || argv.some((a) => HELP.has(a))) {
    const line = command === 'help' ? rest : argv;
    const named = line.find((a) => !a.startsWith('-'));
    if (named !== undefined && !COMMANDS.includes(named)) throw new UsageError(`unknown command "${named}"`);
    const words = commandWords(line);
    process.stdout.write((words.length === 0 ? overview() : commandHelp(words)) + '\n');
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
    case 'alerts':
      return (await import('./alerts-command.js')).alertsCommand(config, rest);
    case 'import':
      return (await import('./import-command.js')).importCommand(config, rest);
    case 'export':
      return (await import('./export-command.js')).exportCommand(config, rest);
    case 'mcp':
      return (await import('./mcp-command.js')).mcpCommand(config, rest);
    case 'version':
      expectOperands(['version'], readCommandLine(['version'], rest), 0);
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
  // A usage error shows the usage of the command given (command-line.ts words parseArgs' refusals as such).
  const words = commandWords(process.argv.slice(2));
  const usage = error instanceof UsageError ? `${words.length === 0 ? overview() : shortUsage(words)}\n` : '';
  process.stderr.write(`skyref: ${error instanceof Error ? error.message : String(error)}\n${usage}`);
  process.exit(exitStatusOf(error));
});
