import { Option, type Command } from 'commander';
import { REVIEW_STATUSES } from '@spotter/core/constants';
import { examples, lazyAction, type CommandRunner } from './lazy-action.js';

const adminToken = () => new Option('--admin-token <token>', "the server's admin token (default: SPOTTER_ADMIN_TOKEN)");

/** admin contributions|review|approve|reject: the review queue of community contributions. */
export function addAdminCommands(program: Command, runner: CommandRunner): void {
  const admin = program
    .command('admin')
    .description("review community contributions (needs the server's SPOTTER_ADMIN_TOKEN)")
    .addHelpText(
      'after',
      `${examples(['spotter admin review', 'walk the pending queue on a terminal'], ['spotter admin contributions --json', 'the queue for scripts'])}
Only approved contributions are shown to others and used by the coach. A server without SPOTTER_ADMIN_TOKEN has no admin API.
`,
    );
  admin
    .command('contributions')
    .description('list contributions by review status (pending first of all)')
    .addOption(new Option('--status <status>', 'which ones').choices(REVIEW_STATUSES).default('pending'))
    .addOption(adminToken())
    .option('--json', 'print a JSON array of contributions with review_status and contributor')
    .option('--wide', 'on a terminal, every cell whole (the table is fitted to its width otherwise)')
    .addHelpText(
      'after',
      examples(['spotter admin contributions', 'the pending queue'], ['spotter admin contributions --status rejected --json', 'what was turned down']),
    )
    .action(lazyAction(runner, () => import('../commands/admin-contributions.js')));
  admin
    .command('review')
    .description('walk the pending queue: approve, reject with a reason, skip, or quit')
    .addOption(adminToken())
    .addHelpText('after', examples(['SPOTTER_ADMIN_TOKEN=… spotter admin review', 'one contribution at a time']))
    .action(lazyAction(runner, () => import('../commands/admin-review.js')));
  admin
    .command('approve')
    .description('approve one contribution: it joins the public library')
    .argument('<id>', 'the contribution id')
    .addOption(adminToken())
    .option('--json', 'print the contribution as JSON')
    .addHelpText('after', examples(['spotter admin approve 42', 'approve it']))
    .action(lazyAction(runner, () => import('../commands/admin-decide.js')));
  admin
    .command('reject')
    .description('reject one contribution, with the reason its contributor is told')
    .argument('<id>', 'the contribution id')
    .option('--reason <text>', 'why (required)')
    .addOption(adminToken())
    .option('--json', 'print the contribution as JSON')
    .addHelpText('after', examples(['spotter admin reject 42 --reason "Already in the library as Goblet Squat"', 'reject it']))
    .action(lazyAction(runner, () => import('../commands/admin-decide.js')));
}
