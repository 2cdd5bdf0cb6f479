import { Option, type Command } from 'commander';
import { COACH_TONES, EXPERIENCE_LEVELS, GOALS, PASSWORD_MIN_LENGTH, PLAN_STYLES, SEXES, UNITS } from '@spotter/core/constants';
import { examples, json, lazyAction, type CommandRunner } from './lazy-action.js';
import { NUMBER_FLAG_HELP } from './profile-flags.js';

/** profile, profile set, export, password, account delete|key|devices|rename|revoke: your account and its data. */
export function addProfileCommands(program: Command, runner: CommandRunner): void {
  const profile = program
    .command('profile')
    .description('show your profile (what the coach and your plans are built from)')
    // Its own --json applies only before `set`; `profile set … --json` is set's.
    .enablePositionalOptions()
    .addOption(json())
    .addHelpText('after', examples(['spotter profile', 'every field'], ['spotter profile --json | jq .days_per_week', 'one field for scripts']))
    .action(lazyAction(runner, () => import('../commands/profile.js')));
  profile
    .command('set')
    .description('change profile fields (only the flags given); offers a new plan when the plan inputs change')
    .option('--first-name <name>', 'first name')
    .option('--email <email>', 'a new email (confirmed with your password, or your sign-in key when you have none)')
    .option('--password-stdin', 'with --email: read your password from stdin')
    .option('--key <key>', "with --email: your sign-in key ('-' reads it from stdin)")
    .option('--age <years>', NUMBER_FLAG_HELP.age)
    .option('--height-cm <cm>', NUMBER_FLAG_HELP.heightCm)
    .option('--weight-kg <kg>', NUMBER_FLAG_HELP.weightKg)
    .addOption(new Option('--sex <sex>', 'sex').choices(SEXES))
    .addOption(new Option('--experience <level>', 'how long you have trained (caps the plan\'s variants)').choices(EXPERIENCE_LEVELS))
    .addOption(new Option('--goal <goal>', 'primary goal').choices(GOALS))
    .option('--timeline-weeks <weeks>', NUMBER_FLAG_HELP.timelineWeeks)
    .option('--days-per-week <days>', NUMBER_FLAG_HELP.daysPerWeek)
    .option('--equipment <list>', 'the equipment you have, comma-separated (replaces the list; "" for none)')
    .option('--injuries <text>', 'injuries or limitations ("" clears them)')
    .addOption(new Option('--coach-tone <tone>', "the coach's tone").choices(COACH_TONES))
    .addOption(new Option('--plan-style <style>', 'the kind of plan you want').choices(PLAN_STYLES))
    .addOption(new Option('--units <units>', 'how loads are shown and typed (the log keeps kg)').choices(UNITS))
    .option('--new-plan', 'also build a new workout plan from the updated profile')
    .addOption(json('print { user, plan, new_plan_suggested }'))
    .addHelpText(
      'after',
      examples(
        ['spotter profile set --goal muscle --days-per-week 4 --timeline-weeks 8', 'a new goal and schedule'],
        ['spotter profile set --equipment "barbell,bench" --injuries "left knee" --new-plan', 'and a plan built for it'],
        ['spotter profile set --coach-tone calm --weight-kg 80', 'anything else'],
        ['spotter profile set --units lb', 'loads in pounds (spotter log, spotter workout)'],
        ['spotter profile set --email ada@new.example', 'on a terminal: asks for your password or key'],
      ),
    )
    .action(lazyAction(runner, () => import('../commands/profile-set.js')));

  program
    .command('export')
    .description('everything stored about you, as one JSON document on stdout; --format csv: your logged sets in Strong\'s columns')
    .addOption(new Option('--format <format>', 'json (everything) or csv (your sets, loads in kg, for Strong, Hevy and others)').choices(['json', 'csv']).default('json'))
    .option('-o, --output <file>', 'write the file here instead of stdout')
    .addHelpText(
      'after',
      examples(
        ['spotter export > me.json', 'keep a copy'],
        ['spotter export | jq ".plans | length"', 'how many plans'],
        ['spotter export --format csv -o sets.csv', 'your sets, for another app'],
      ),
    )
    .action(lazyAction(runner, () => import('../commands/export.js')));

  program
    .command('password')
    .description(`set a password (at least ${PASSWORD_MIN_LENGTH} characters), or change it, so you can sign in with your email`)
    .option('--password-stdin', 'read the new password from the first line of stdin, and the current one (or your sign-in key) from the second')
    .addHelpText(
      'after',
      examples(['spotter password', 'on a terminal: asks, unseen'], ['printf "%s\\n%s\\n" "$NEW" "$OLD" | spotter password --password-stdin', 'scripts']),
    )
    .action(lazyAction(runner, () => import('../commands/password.js')));

  const account = program
    .command('account')
    .description('your account: signed-in devices, a new sign-in key, deleting it')
    .addHelpText('after', examples(['spotter account devices', 'where you are signed in'], ['spotter account delete', 'delete everything']));
  account
    .command('delete')
    .description('delete your account and everything stored about it (asks first; confirmed with your password or sign-in key)')
    .option('--password-stdin', 'confirm with the password on the first line of stdin')
    .option('--key <key>', "confirm with your sign-in key ('-' reads it from stdin)")
    .option('-y, --yes', 'do not ask "are you sure?"')
    .addHelpText(
      'after',
      examples(
        ['spotter account delete', 'on a terminal: asks to confirm, then for your password or key'],
        ['echo "$PASSWORD" | spotter account delete --password-stdin --yes', 'scripts'],
        ['spotter export > me.json && spotter account delete', 'keep a copy first'],
      ),
    )
    .action(lazyAction(runner, () => import('../commands/account-delete.js')));
  account
    .command('key')
    .description('make a new sign-in key (the old one stops working at once)')
    .option('--password-stdin', 'confirm with your password (or your current sign-in key) on the first line of stdin')
    .addOption(json('print { sign_in_key }'))
    .addHelpText('after', examples(['spotter account key', 'a new key, shown once']))
    .action(lazyAction(runner, () => import('../commands/account-key.js')));
  account
    .command('devices')
    .description('the devices signed in to your account (this one marked)')
    .addOption(json('print a JSON array of { id, device, created_at, last_used_at, current }'))
    .option('--wide', 'on a terminal, whole ids and every cell whole (ids are shown by their first 8 characters otherwise)')
    .addHelpText('after', examples(['spotter account devices', 'a table'], ['spotter account devices --json | jq -r ".[].device"', 'their names'], ['spotter account rename 82974c91 "work laptop"', 'name one']))
    .action(lazyAction(runner, () => import('../commands/account-devices.js')));
  account
    .command('token')
    .description('make a token for an AI agent or a script: listed among your devices under --name, revoked like one')
    .requiredOption('--name <name>', 'the client it is for, as the device list shows it (e.g. "my agent")')
    .option('--password-stdin', 'confirm with your password (or sign-in key) on the first line of stdin')
    .addOption(json('print { token, device }'))
    .addHelpText(
      'after',
      examples(
        ['spotter account token --name "my agent"', 'asks for your password; the token on stdout, shown once'],
        ['pass show spotter | spotter account token --name ci --password-stdin', 'scripts'],
        ['spotter account revoke <id>', 'cut that agent off'],
      ),
    )
    .action(lazyAction(runner, () => import('../commands/account-token.js')));
  account
    .command('rename')
    .description('give a signed-in device a name of your own (the device list shows it)')
    .argument('<device-id>', 'an id from `spotter account devices`, or its first characters (e.g. 82974c91)')
    .argument('<name...>', 'the new name (words are joined with spaces)')
    .addOption(json('print the renamed device { id, device, created_at, last_used_at, current }'))
    .addHelpText('after', examples(['spotter account rename 82974c91 "work laptop"', 'rename that device']))
    .action(lazyAction(runner, () => import('../commands/account-rename.js')));
  account
    .command('revoke')
    .description('sign a device out (its token stops working), or every device with --all')
    .argument('[device-id]', 'an id from `spotter account devices`, or its first characters (e.g. 82974c91)')
    .option('--all', 'sign out everywhere, this machine included')
    .option('-y, --yes', 'with --all: do not ask first')
    .option('--password-stdin', 'with --all: confirm with your password (or your sign-in key) on the first line of stdin')
    .addHelpText('after', examples(['spotter account revoke 7c1e…', 'one device'], ['spotter account revoke --all', 'sign out everywhere']))
    .action(lazyAction(runner, () => import('../commands/account-revoke.js')));
}
