// A command's arguments read against its entry in the command table: its flags and no others, in
// the project's words (a usage error, exit 2, with that command's usage), not node:util's.
import { parseArgs } from 'node:util';
import { dayFromIso, isoDateFault } from '../domain/flight-dates.js';
import { UsageError } from './cli-errors.js';
import { COMMAND_TABLE, commandNamed, either, parseOptionsOf } from './command-table.js';

export interface CommandLine {
  values: Record<string, string | boolean | undefined>;
  positionals: string[];
}

/** `clients`' own word (add, list, …) from its arguments; a usage error naming the choices when there is none or another. */
export function subcommandOf(command: string, args: readonly string[]): string {
  const choices = COMMAND_TABLE.filter((c) => c.words[0] === command).map((c) => c.words[1]!);
  const [word] = args;
  if (word === undefined || word.startsWith('-')) throw new UsageError(`expected a ${command} command: ${either(choices)}`);
  if (!choices.includes(word)) throw new UsageError(`unknown ${command} command "${word}": expected ${either(choices)}`);
  return word;
}

/** The flags and the other arguments of the command `words` names, given `args` (what follows the words). */
export function readCommandLine(words: readonly string[], args: readonly string[]): CommandLine {
  const options = parseOptionsOf(words);
  const name = words.join(' ');
  // `--delay -15` (early) or `--rate-per-second -1`: a negative number is the flag's value, for the
  // command to accept or refuse, where parseArgs would take it for an option and refuse it as such.
  const joined: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const flag = /^--([^=]+)$/.exec(args[i]!)?.[1];
    const next = args[i + 1];
    if (flag !== undefined && options[flag]?.type === 'string' && next !== undefined && /^-\d/.test(next)) {
      joined.push(`--${flag}=${next}`);
      i++;
    } else joined.push(args[i]!);
  }
  try {
    const { values, positionals } = parseArgs({ args: joined, options, allowPositionals: true, strict: true });
    return { values, positionals };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const option = /'(-[^' ]+)/.exec((error as Error).message)?.[1] ?? '';
    const flag = commandNamed(words)?.flags.find((f) => `--${f.name}` === option.replace(/=.*/, ''));
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') throw new UsageError(`${name} has no option ${option}`);
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && flag?.value) throw new UsageError(`--${flag.name} needs a value: --${flag.name} ${flag.value}`);
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && flag) throw new UsageError(`--${flag.name} takes no value`);
    if (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS_')) throw new UsageError(`${name}: ${(error as Error).message}`);
    throw error;
  }
}

/** A flag's value, or undefined when it was not given. */
export const valueOf = (line: CommandLine, name: string): string | undefined => (typeof line.values[name] === 'string' ? (line.values[name] as string) : undefined);

/** Whether a switch was given. */
export const given = (line: CommandLine, name: string): boolean => line.values[name] === true;

/** A usage error unless the arguments other than flags are `min` to `max` in number. */
export function expectOperands(words: readonly string[], line: CommandLine, min: number, max = min): string[] {
  const n = line.positionals.length;
  if (n < min || n > max) {
    const what = max === 0 ? 'no arguments' : min === max ? `${min} argument${min === 1 ? '' : 's'}` : `${min} to ${max === Infinity ? 'any number of' : max} arguments`;
    throw new UsageError(`${words.join(' ')} takes ${what}, got ${n === 0 ? 'none' : `"${line.positionals.join(' ')}"`}`);
  }
  return line.positionals;
}

/** A usage error for a value that is not what `name` (a flag, or an argument's name) takes, naming the value. */
export const badValue = (name: string, expected: string, value: string): UsageError => new UsageError(`${name} must be ${expected}, got "${value}"`);

/** The epoch day of a `yyyy-MM-dd` value; a usage error naming it when it is written otherwise or the calendar has no such day. */
export function dateValue(name: string, value: string): number {
  const fault = isoDateFault(value);
  if (fault === 'no such date') throw new UsageError(`${name} ${value}: no such date`);
  if (fault !== undefined) throw badValue(name, 'a date yyyy-MM-dd', value);
  return dayFromIso(value)!;
}
