import { Option, type Command } from 'commander';
import { EXPERIENCE_LEVELS, GOALS, SEXES, USER_DEFAULTS } from '@spotter/core/constants';
import { examples, json, lazyAction, type CommandRunner } from './lazy-action.js';
import { NUMBER_FLAG_HELP } from './profile-flags.js';

/** onboard, login, whoami, logout, users use, config. */
export function addAccountCommands(program: Command, runner: CommandRunner): void {
  program
    .command('onboard')
    .description('sign up and become the current user (on a terminal, missing fields open the form)')
    .option('--first-name <name>', 'first name (required)')
    .option('--email <email>', 'email address (required)')
    .option('--age <years>', `${NUMBER_FLAG_HELP.age} (required)`)
    .option('--height-cm <cm>', `${NUMBER_FLAG_HELP.heightCm} (required)`)
    .option('--weight-kg <kg>', `${NUMBER_FLAG_HELP.weightKg} (required)`)
    .addOption(new Option('--sex <sex>', 'sex').choices(SEXES))
    .addOption(new Option('--experience <level>', 'how long you have trained: beginner, intermediate or advanced').choices(EXPERIENCE_LEVELS))
    .addOption(new Option('--goal <goal>', 'primary goal').choices(GOALS).default('general'))
    .option('--timeline-weeks <weeks>', NUMBER_FLAG_HELP.timelineWeeks, String(USER_DEFAULTS.timeline_weeks))
    .option('--days-per-week <days>', NUMBER_FLAG_HELP.daysPerWeek, String(USER_DEFAULTS.days_per_week))
    .option('--equipment <list>', 'equipment you have, comma-separated (e.g. "barbell,pull-up bar")')
    .option('--injuries <text>', 'injuries or limitations the coach should know')
    .addOption(json())
    .addHelpText(
      'after',
      examples(
        ['spotter onboard --first-name Ada --email ada@example.com --age 34 --height-cm 170 --weight-kg 64', 'sign up'],
        ['spotter onboard ... --goal strength --days-per-week 4 --equipment barbell,bench', 'with a goal and equipment'],
        ['spotter onboard', 'on a terminal: the interactive form'],
      ),
    )
    .action(lazyAction(runner, () => import('../commands/onboard.js')));

  program
    .command('login')
    .description('sign in to your account on this machine (email and password, or your sign-in key)')
    .option('--email <email>', 'your email (the password is then asked for, unseen)')
    .option('--key <key>', "your sign-in key ('-' reads it from stdin)")
    .option('--password-stdin', 'with --email: the password on the first line of stdin (scripts, password managers)')
    .addOption(json())
    .addHelpText(
      'after',
      `${examples(
        ['spotter login', 'on a terminal: asks for email and password'],
        ['spotter login --key SPK-7F3QK-…', 'with your sign-in key'],
        ['pass show spotter | spotter login --key -', 'the key from stdin (scripts)'],
        ['pass show spotter-pw | spotter login --email ada@example.com --password-stdin', 'the password from stdin'],
      )}
Each sign-in is a device of its own ("spotter CLI on <hostname> (<user>)"): \`spotter account devices\` lists them.
`,
    )
    .action(lazyAction(runner, () => import('../commands/login.js')));

  program
    .command('whoami')
    .description('show the current user')
    .addOption(json())
    .addHelpText('after', examples(['spotter whoami', 'name, email and id'], ['spotter whoami --json | jq -r .id', 'the id for scripts']))
    .action(lazyAction(runner, () => import('../commands/whoami.js')));

  program
    .command('logout')
    .description("sign out on this machine: its token is revoked and the user forgotten here")
    .addHelpText('after', examples(['spotter logout', 'sign out'], ['spotter account revoke --all', 'sign out everywhere instead']))
    .action(lazyAction(runner, () => import('../commands/logout.js')));

  const users = program
    .command('users')
    .description('switch between users')
    .addHelpText('after', examples(['spotter users use <id>', 'make that user current (asks for the token, unseen)']));
  users
    .command('use')
    .description("make another user current (checked with the server); the token is asked for unseen, or read from stdin")
    .argument('<id>', 'the user id')
    .option('--token-stdin', "that user's token (from sign-up) on the first line of stdin")
    // Refused with a message: a token in argv lands in shell history and `ps`.
    .addOption(new Option('--token <token>').hideHelp())
    .addOption(json())
    .addHelpText('after', examples(['spotter users use 3f2c…', 'on a terminal: asks for the token'], ['pass show spotter-token | spotter users use 3f2c… --token-stdin', 'scripts']))
    .action(lazyAction(runner, () => import('../commands/users-use.js')));

  const config = program
    .command('config')
    .description('read and change the CLI config (apiUrl, currentUser)')
    .addHelpText(
      'after',
      examples(
        ['spotter config set apiUrl http://10.0.0.5:8787', 'use another server'],
        ['spotter config get apiUrl', 'print one value'],
        ['spotter config get --json', 'the whole config as JSON'],
        ['spotter config path', 'where the file lives (SPOTTER_CONFIG_DIR moves it)'],
      ),
    );
  config
    .command('get')
    .description('print a value, or the whole config')
    .argument('[key]', 'apiUrl, currentUser or token')
    .option('--show-token', "print this device's token in full (masked otherwise: spt_…9xQk)")
    .addOption(json())
    .addHelpText(
      'after',
      examples(
        ['spotter config get', 'the whole config, token masked'],
        ['spotter config get apiUrl', 'the server the CLI talks to'],
        ['spotter config get token --show-token', "this device's token, in full"],
      ),
    )
    .action(lazyAction(runner, () => import('../commands/config-get.js')));
  config
    .command('set')
    .description('set a value (apiUrl)')
    .argument('<key>', 'apiUrl')
    .argument('<value>', 'the new value')
    .addHelpText('after', examples(['spotter config set apiUrl http://10.0.0.5:8787', 'use another server']))
    .action(lazyAction(runner, () => import('../commands/config-set.js')));
  config
    .command('unset')
    .description('remove a value (apiUrl, currentUser)')
    .argument('<key>', 'apiUrl or currentUser')
    .addHelpText('after', examples(['spotter config unset apiUrl', 'back to the default server'], ['spotter config unset currentUser', 'same as logout']))
    .action(lazyAction(runner, () => import('../commands/config-unset.js')));
  config
    .command('path')
    .description('print the path of the config file')
    .addHelpText('after', examples(['spotter config path', 'e.g. ~/.config/spotter/config.json'], ['SPOTTER_CONFIG_DIR=/tmp/s spotter config path', '/tmp/s/config.json']))
    .action(lazyAction(runner, () => import('../commands/config-path.js')));
}
