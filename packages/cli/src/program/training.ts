import { Option, type Command } from 'commander';
import { AUTO_EXERCISE, PERSONAL_BEST_UNITS, UPLOAD_EXERCISES } from '@spotter/core/constants';
import { examples, json, lazyAction, type CommandRunner } from './lazy-action.js';

/** dashboard, upload, scan, plans, pbs, media, chat: the signed-in user's training. */
export function addTrainingCommands(program: Command, runner: CommandRunner): void {
  program
    .command('dashboard')
    .description('your summary: greeting, stats, latest plan, personal bests, latest feedback')
    .addOption(json())
    .addHelpText('after', examples(['spotter dashboard', 'the summary'], ['spotter dashboard --json | jq .stats', 'the four stats']))
    .action(lazyAction(runner, () => import('../commands/dashboard.js')));

  program
    .command('upload')
    .description('upload exercise videos for AI form feedback (reps, faults, personal bests)')
    .argument('<files...>', 'video files')
    .addOption(
      new Option('-e, --exercise <exercise>', "what the videos show; 'auto' lets the coach recognise the lift in each video")
        .choices([...UPLOAD_EXERCISES, AUTO_EXERCISE])
        .makeOptionMandatory(),
    )
    .option('-c, --concurrency <n>', 'videos uploaded at once', '2')
    .option('--load-kg <kg>', 'the load of the sets, in kg (kept with each set; personal bests read it)')
    .option('--no-wait', "hand the videos to the server's job queue and print each job's id, without waiting (servers with SPOTTER_QUEUE=postgres)")
    .addOption(
      json(
        'print one JSON object per file as it finishes (NDJSON: file, ok, status, exercise, detected_exercise, reps, load_kg, is_new_pr, feedback, processed_url, error)',
      ),
    )
    .addHelpText(
      'after',
      `${examples(
        ['spotter upload squat.mp4 --exercise squat', 'one video'],
        ['spotter upload squat.mp4 --exercise squat --load-kg 100', 'a set at 100 kg'],
        ['spotter upload videos/*.mp4 --exercise auto', 'the coach recognises each lift'],
        ['spotter upload *.mp4 -e auto --json | jq -c "select(.ok|not)"', 'only the failures'],
        ['spotter upload squat.mp4 -e squat --no-wait', 'queue it; then spotter jobs <job id>'],
      )}
Each video ends with a status: ok (counted), not_visible, no_reps or exercise_mismatch (the video shows another
lift than the one chosen). Only ok counts: any other status is printed with the coach's reason and fails the file.
Exit code 0 when every video was counted, 1 when any failed (the others still run).
`,
    )
    .action(lazyAction(runner, () => import('../commands/upload.js')));

  program
    .command('import')
    .description('bring your history: import a CSV export of Strong, Hevy or FitNotes into your workout log')
    .argument('<file>', 'the CSV the app exported')
    .option('--dry-run', 'only say what would be imported (workouts, sets, exercises, skipped rows); store nothing')
    .addOption(new Option('--units <units>', 'the unit of loads when the file does not say (Strong\'s current export)').choices(['kg', 'lb']))
    .addOption(json('print the answer as JSON (format, layout, workouts, sets, duplicates, exercises, units, skipped…)'))
    .addHelpText(
      'after',
      `${examples(
        ['spotter import strong.csv --dry-run', 'what would come in, and which exercises are new'],
        ['spotter import strong.csv --units kg', 'import it; loads in kg'],
        ['spotter import hevy.csv --json | jq .sets', 'sets added'],
      )}
Importing the same file again adds nothing. Strong's current export has no unit column: the loads are read as kg or
lb from the plates they need when that is clear, else you are asked for --units (a dry run shows both readings).
Exit code 0 when imported (or previewed), 1 when the file was refused (with the line and reason).
`,
    )
    .action(lazyAction(runner, () => import('../commands/import.js')));

  program
    .command('jobs')
    .description('how an upload sent with --no-wait is doing: queued, running, done (with its analysis) or failed (with why)')
    .argument('<job-id>', 'the job id upload --no-wait printed')
    .addOption(json('print the job as JSON (job_id, status, attempts, created_at, result, reason)'))
    .addHelpText('after', examples(['spotter jobs 3f2c…', 'one job'], ['spotter jobs 3f2c… --json | jq .status', 'its status only']))
    .action(lazyAction(runner, () => import('../commands/jobs.js')));

  program
    .command('scan')
    .description('scan a photo of your equipment, confirm what you have and print the workout plan built from it')
    .argument('<image>', 'a photo (jpg, png, webp)')
    .option('--equipment <list>', 'confirm this equipment (comma-separated names from the equipment list) instead of being asked')
    .addOption(json())
    .addHelpText(
      'after',
      examples(
        ['spotter scan garage.jpg', 'what was recognised, apart from your profile; on a terminal, tick what you have'],
        ['spotter scan garage.jpg --equipment "barbell,bench,squat rack"', 'confirm directly: the plan uses exactly these'],
      ) +
        `On a terminal without --equipment you are asked (space ticks, Enter confirms). Without a terminal, or with --json
and no --equipment, the plan built from the scan as proposed is printed.
`,
    )
    .action(lazyAction(runner, () => import('../commands/scan.js')));

  const plans = program
    .command('plans')
    .description('print your latest workout plan')
    // Its own flags apply only before `new`; `plans new … --json` is new's.
    .enablePositionalOptions()
    .option('-a, --all', 'every plan, latest first')
    .addOption(json('print a JSON array of plans'))
    .addHelpText(
      'after',
      examples(['spotter plans', 'the latest plan'], ['spotter plans --all --json', 'every plan as JSON'], ['spotter plans new', 'a new plan from your profile']),
    )
    .action(lazyAction(runner, () => import('../commands/plans.js')));
  plans
    .command('new')
    .description('build a new workout plan from your profile (goal, days, timeline, equipment, injuries); no photo needed')
    .option('--equipment <list>', 'plan for this equipment instead of your profile\'s, comma-separated')
    .addOption(json('print the plan as JSON'))
    .addHelpText('after', examples(['spotter plans new', 'from your profile'], ['spotter plans new --equipment "dumbbells,bench"', 'for a hotel gym']))
    .action(lazyAction(runner, () => import('../commands/plans-new.js')));
  plans
    .command('export')
    .description('the latest plan (or --plan <id>) as a calendar of your training days (ics) or as Markdown (md)')
    .option('--format <format>', 'ics or md', 'md')
    .option('--plan <id>', 'a plan id from `spotter plans --all --json` (default: the latest)')
    .option('--start <date>', 'ics: week 1 starts on the Monday on or after this date (YYYY-MM-DD)')
    .option('-o, --output <file>', 'write the file here instead of stdout')
    .addHelpText(
      'after',
      examples(
        ['spotter plans export --format ics > plan.ics', 'sessions on your training days, for any calendar app'],
        ['spotter plans export --format md -o plan.md', 'the plan as Markdown'],
      ),
    )
    .action(lazyAction(runner, () => import('../commands/plans-export.js')));

  const pbs = program
    .command('pbs')
    .description('list your personal bests')
    // Its own --json applies only before `add`; `pbs add … --json` is add's.
    .enablePositionalOptions()
    .addOption(json('print a JSON array of personal bests'))
    .option('--wide', 'on a terminal, every cell whole (the table is fitted to its width otherwise)')
    .addHelpText('after', examples(['spotter pbs', 'all personal bests'], ['spotter pbs add squat 100 kg', 'log one by hand']))
    .action(lazyAction(runner, () => import('../commands/pbs.js')));
  pbs
    .command('add')
    .description('log a personal best (kept only when it beats your best)')
    .argument('<exercise>', 'e.g. squat, "bench press"')
    .argument('<value>', 'a number, e.g. 100 or 12.5')
    .argument('<unit>', `one of ${PERSONAL_BEST_UNITS.join(', ')}`)
    .option('--load-kg <kg>', 'for reps: the load they were done at ("5 reps @ 100 kg")')
    .option('--new', 'log a lift that is not one the coach counts nor one you have logged (never taken silently)')
    .addOption(json())
    .addHelpText('after', examples(['spotter pbs add squat 100 kg', 'a new best squat'], ['spotter pbs add "zercher squat" 80 kg --new', 'a lift of your own'], ['spotter pbs add pull_up 12 reps', 'most pull-ups'], ['spotter pbs add squat 5 reps --load-kg 100', '5 reps at 100 kg']))
    .action(lazyAction(runner, () => import('../commands/pbs-add.js')));

  program
    .command('history')
    .description('your training history: every counted set (reps, load, form), latest first, with sparklines of reps and load per exercise')
    .addOption(new Option('-e, --exercise <exercise>', 'only this lift').choices([...UPLOAD_EXERCISES]))
    .option('-n, --limit <n>', 'how many of the latest sets', '20')
    .option('-a, --all', 'every set')
    .addOption(json('print a JSON array of sets (id, exercise_name, reps, duration_sec, distance_m, load_kg, rpe, rir, set_type, note, performed_at, workout_id, source, client_id, coach_reps, media_id, faults, processed_url, rep_times)'))
    .option('--wide', 'on a terminal, every cell whole, each fault named, with the video link and the id (as piped output always has them)')
    .addHelpText(
      'after',
      examples(
        ['spotter history', 'the latest 20 sets and how each lift progresses'],
        ['spotter history --exercise squat --json', 'your squat sets as JSON'],
        ['spotter history -e squat --all --json | jq "[.[] | .load_kg]"', 'every squat load'],
      ),
    )
    .action(lazyAction(runner, () => import('../commands/history.js')));

  program
    .command('media')
    .description('your analysed videos: feedback and processed video links, latest first')
    .addOption(json('print a JSON array of media items (absolute processed_url)'))
    .addHelpText('after', examples(['spotter media', 'feedback per video'], ['spotter media --json | jq -r ".[0].processed_url"', 'the latest video link']))
    .action(lazyAction(runner, () => import('../commands/media.js')));

  program
    .command('chat')
    .description('ask the AI coach; no message on a terminal opens the chat screen')
    .argument('[message...]', "what to ask ('-' reads it from stdin)")
    .option('--voice', 'also have the reply spoken and print its link (waits for the voice; without it the command ends with the text)')
    .addOption(json())
    .addHelpText(
      'after',
      examples(
        ['spotter chat "How deep should I squat?"', 'one reply'],
        ['echo "Plan my week" | spotter chat -', 'the message from stdin'],
        ['spotter chat --voice "Cue my squat"', 'the reply spoken too: prints the voice link'],
        ['spotter chat', 'on a terminal: the chat screen'],
      ),
    )
    .action(lazyAction(runner, () => import('../commands/chat.js')));
}
