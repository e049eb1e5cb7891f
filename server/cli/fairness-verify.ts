/** npm run fairness:verify -- --server-seed <hex> --client-seed <text> --nonce <n> --game spin|scratch|flip|guess [--weights …]: recomputes a play independently. */
import { parseArgs } from 'node:util';
import { verifyOutcome, hexToBytes, type FairGame } from '#contract/games/fairness/algorithm';
import { nodeHmacSha256, sha256Hex } from '../modules/games';

const USAGE = `Usage: npm run fairness:verify -- --server-seed <64 hex chars> --client-seed <text> --nonce <n> --game spin|scratch|flip|guess [--weights w1,w2,…]

Recomputes a play's outcome from its revealed server seed and prints the seed's SHA-256, to compare
with the commitment shown before play. --weights (spin and scratch) are the weights of the prize
table of the play's settings version, in order, as /fairness lists them beside the play's proof.
See docs/fairness.md.`;

function parseOptions() {
  try {
    return parseArgs({
      options: { 'server-seed': { type: 'string' }, 'client-seed': { type: 'string' }, nonce: { type: 'string' }, game: { type: 'string' }, weights: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    }).values;
  } catch (error) {
    // An unknown or malformed option: say which, then how to call it — never a stack trace.
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(1);
  }
}

const values = parseOptions();
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const games: FairGame[] = ['spin', 'scratch', 'flip', 'guess'];
const serverSeedHex = values['server-seed'] ?? '';
const game = values.game as FairGame;
const nonce = Number(values.nonce);
const weights = values.weights ? values.weights.split(',').map(Number) : [];
if (!/^[0-9a-f]{64}$/i.test(serverSeedHex) || values['client-seed'] === undefined || !Number.isInteger(nonce) || nonce < 0 || !games.includes(game) || ((game === 'spin' || game === 'scratch') && (weights.length === 0 || weights.some((weight) => !Number.isInteger(weight) || weight <= 0)))) {
  console.error(USAGE);
  process.exit(1);
}
const outcome = await verifyOutcome(nodeHmacSha256, { serverSeedHex, clientSeed: values['client-seed'], nonce, game, weights });
console.log(JSON.stringify({ serverSeedHash: sha256Hex(hexToBytes(serverSeedHex)), outcome }, null, 2));
