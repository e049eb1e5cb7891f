import { parseArgs, type ParseArgsConfig } from 'node:util';

const HELP = { help: { type: 'boolean', short: 'h' } } as const;

/** What `parseArgs` answers for these options (positionals allowed or not, the type is the same list). */
type CommandLine<Options extends NonNullable<ParseArgsConfig['options']>> = ReturnType<typeof parseArgs<{ options: Options & typeof HELP; allowPositionals: true }>>;

/**
 * A command's options and arguments as `parseArgs` reads them, with `-h`/`--help` added: help prints
 * the usage and exits 0; an unknown or malformed option says what is wrong, prints the usage and
 * exits 1. One reading for every command, so they all answer alike.
 */
export function readCommandLine<const Options extends NonNullable<ParseArgsConfig['options']>>(
  usage: string,
  options: Options,
  allowPositionals = false,
): CommandLine<Options> {
  let parsed;
  try {
    parsed = parseArgs({ options: { ...options, ...HELP }, allowPositionals }) as CommandLine<Options>;
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    process.exit(1);
  }
  if ((parsed.values as { help?: boolean }).help) {
    console.log(usage);
    process.exit(0);
  }
  return parsed;
}
