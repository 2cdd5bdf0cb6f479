import { fixture, haveFixtures } from '@spotter/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCliServer, type CliServer } from '../__tests__/cli-server.js';
import { signUpArgs } from '../testing/sign-up.js';

const image = fixture('images/dumbbells.jpg');
const haveImage = haveFixtures;
if (!haveImage) console.warn(`Skipping the equipment scan test: ${image} is not here`);

describe('read commands, human and --json (the real binary against a real server)', () => {
  let cli: CliServer;
  beforeAll(async () => {
    cli = await startCliServer();
    const signUp = await cli.spotter([
      ...signUpArgs('reader@example.com'),
      '--goal',
      'weight_loss',
      '--days-per-week',
      '4',
    ]);
    expect(signUp.code).toBe(0);
    expect((await cli.spotter(['pbs', 'add', 'back squat', '100', 'kg', '--new'])).code).toBe(0);
  });
  afterAll(() => cli?.stop());

  it('Given a new user with one personal best, When dashboard runs, Then greeting, stats, plan, bests and coach show', async () => {
    // The first dashboard after sign-up says Welcome; every one after, Welcome back.
    const human = await cli.spotter(['dashboard']);
    const json = await cli.spotter(['dashboard', '--json']);
    expect(human.code).toBe(0);
    expect(human.stdout).toMatch('Welcome, Ada!\nTraining for weight loss');
    expect((JSON.parse(json.stdout) as { greeting: { title: string } }).greeting.title).toBe('Welcome back, Ada!');
    expect(human.stdout).toMatch('Personal Bests: 1   Workout Plans: 1   Goal: weight loss   Weekly Goal: 4 days');
    expect(human.stdout).toMatch("Ada's weight-loss plan");
    expect(human.stdout).toMatch(/Back Squat\s+100 kg/);
    expect(human.stdout).toMatch("Hi Ada, I'm your Spotter coach.");
    const view = JSON.parse(json.stdout) as { stats: { value: string }[] } & Record<string, unknown>;
    expect(Object.keys(view)).toEqual([
      'user',
      'greeting',
      'stats',
      'latest_plan',
      'personal_bests',
      'personal_bests_empty',
      'latest_feedback',
    ]);
    expect(view.stats.map((s) => s.value)).toEqual(['1', '1', 'weight loss', '4 days']);
    expect(view.latest_plan).not.toBeNull();
    expect(view.personal_bests).toEqual([expect.objectContaining({ exercise: 'Back Squat', value: '100 kg' })]);
    expect(view.latest_feedback).toMatchObject({ source: 'welcome', video_url: null });
  });

  it('Given personal bests, When pbs and pbs add run, Then a table / JSON array, and only a better value is a new best', async () => {
    const worse = await cli.spotter(['pbs', 'add', 'back squat', '90', 'kg', '--json']);
    expect(JSON.parse(worse.stdout)).toMatchObject({
      is_new_pr: false,
      personal_best: { exercise_name: 'back squat', value: 100 },
    });
    const better = await cli.spotter(['pbs', 'add', 'back squat', '102.5', 'kg']);
    expect(better.stderr).toMatch('New Personal Best!');
    expect(better.stdout.trim()).toBe('Back Squat: 102.5 kg');
    const [human, json] = await Promise.all([cli.spotter(['pbs']), cli.spotter(['pbs', '--json'])]);
    expect(human.stdout.split('\n')[0]).toBe('Exercise\tBest\tDate');
    expect(human.stdout).toMatch('Back Squat\t102.5 kg\t');
    expect(JSON.parse(json.stdout)).toEqual([
      expect.objectContaining({ exercise_name: 'back squat', value: 102.5, unit: 'kg' }),
    ]);
    const bad = await cli.spotter(['pbs', 'add', 'squat', 'heavy', 'kg']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch("<value> must be a number greater than 0 (got 'heavy')");
    const stones = await cli.spotter(['pbs', 'add', 'squat', '14', 'stones']);
    expect(stones.code).toBe(2);
    expect(stones.stderr).toMatch("Unit must be one of kg, lb, reps, s, min, m, km (got 'stones')");
    expect(JSON.parse((await cli.spotter(['pbs', '--json'])).stdout)).toHaveLength(1); // nothing was sent
  });

  it('Given only the plan made at sign-up and no videos yet, When plans and media run, Then that plan shows, and media says none with an empty JSON array', async () => {
    const results = await Promise.all([
      cli.spotter(['plans']),
      cli.spotter(['plans', '--all', '--json']),
      cli.spotter(['media']),
      cli.spotter(['media', '--json']),
    ]);
    expect(results.map((r) => r.code)).toEqual([0, 0, 0, 0]);
    expect(results[0].stdout).toMatch("Ada's weight-loss plan");
    expect(JSON.parse(results[1].stdout)).toHaveLength(1);
    expect(results[2].stderr).toMatch('No analysed videos yet');
    expect(JSON.parse(results[3].stdout)).toEqual([]);
  });

  it('Given the library, When exercises runs with filters, Then rows match the filters in text and JSON', async () => {
    const [human, json, none] = await Promise.all([
      cli.spotter([
        'exercises',
        '--category',
        'strength',
        '--equipment',
        'dumbbells',
        '--difficulty',
        'beginner',
        '--limit',
        '3',
      ]),
      cli.spotter(['exercises', '--category', 'strength', '--equipment', 'dumbbells', '--json']),
      cli.spotter(['exercises', '--search', 'zzzz-nothing']),
    ]);
    const lines = human.stdout.trim().split('\n');
    expect(lines[0]).toBe('Name\tCategory\tDifficulty\tEquipment\tMuscles\tSource\tId'); // piped: every column --json has
    expect(lines).toHaveLength(4);
    for (const line of lines.slice(1)) expect(line.split('\t').slice(1, 3)).toEqual(['strength', 'beginner']);
    expect(human.stderr).toMatch(/3 of \d+ exercises shown/);
    const exercises = JSON.parse(json.stdout) as { category: string; equipment_tags: string[]; created_by: string }[];
    expect(exercises.length).toBeGreaterThan(3);
    expect(exercises.every((e) => e.category === 'strength' && e.equipment_tags.includes('dumbbells'))).toBe(true);
    expect(none.stdout).toBe('');
    expect(none.stderr).toMatch('No exercises found');
  });

  it("Given a plan, When plans runs, Then each day says its estimated length, the first main lift its warm-up sets, and how to open an exercise's card; exercises show prints that card", async () => {
    const plans = await cli.spotter(['plans']);
    expect(plans.code).toBe(0);
    expect(plans.stdout).toMatch(/Day 1: .* · about \d+ min \(estimate\)/);
    expect(plans.stdout).toMatch(/warm-up sets: /);
    const hint = /spotter exercises show "([^"]+)"/.exec(plans.stderr);
    expect(hint).not.toBeNull();
    const [card, json, lower, missing] = await Promise.all([
      cli.spotter(['exercises', 'show', hint![1]!]),
      cli.spotter(['exercises', 'show', hint![1]!, '--json']),
      cli.spotter(['exercises', 'show', hint![1]!.toLowerCase()]),
      cli.spotter(['exercises', 'show', 'zzzz nothing']),
    ]);
    expect(card.code).toBe(0);
    expect(card.stdout.split('\n')[0]).toBe(hint![1]);
    expect(card.stdout).toMatch(/Muscles {5}\S/);
    expect(card.stdout).toMatch(/Coaching cues\n {2}\S/);
    expect((JSON.parse(json.stdout) as { name: string }).name).toBe(hint![1]);
    expect(lower.stdout).toBe(card.stdout);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch('No exercise named "zzzz nothing" in the library');
  });

  it('Given the library, When exercises categories runs, Then categories with counts, equipment and levels', async () => {
    const [human, json] = await Promise.all([
      cli.spotter(['exercises', 'categories']),
      cli.spotter(['exercises', 'categories', '--json']),
    ]);
    expect(human.stdout).toMatch(/Categories\n {2}\w+ +\d+/);
    expect(human.stdout).toMatch('Difficulty levels\n  beginner, intermediate, advanced');
    const metadata = JSON.parse(json.stdout) as { categories: string[] };
    expect(Object.keys(metadata)).toEqual(['categories', 'equipment_options', 'difficulty_levels', 'category_counts']);
    expect(metadata.categories).toContain('strength');
  });

  it('Given a message, When chat runs, Then one reply on stdout, media links absolute; blank and missing messages are usage errors', async () => {
    const [human, json, fromStdin] = await Promise.all([
      cli.spotter(['chat', 'How', 'deep', 'should', 'I', 'squat?']),
      cli.spotter(['chat', 'What should I train today?', '--json']),
      cli.spotter(['chat', '-', '--json'], { stdin: 'Plan my week\n' }),
    ]);
    expect(human.code).toBe(0);
    expect(human.stdout.length).toBeGreaterThan(20);
    const answer = JSON.parse(json.stdout) as { voice_url: string | null };
    expect(Object.keys(answer)).toEqual([
      'reply',
      'avatar_video_url',
      'voice_url',
      'voice_generated',
      'voice_status',
      'enhanced',
    ]);
    if (answer.voice_url) expect(answer.voice_url).toMatch(`${cli.url}/api/media/`);
    expect((JSON.parse(fromStdin.stdout) as { reply: string }).reply.length).toBeGreaterThan(0);
    const [blank, missing] = await Promise.all([cli.spotter(['chat', '   ']), cli.spotter(['chat'])]);
    expect([blank.code, missing.code]).toEqual([2, 2]);
    expect(blank.stderr).toMatch('The message is blank');
    expect(missing.stderr).toMatch("Missing the message: pass it as an argument, or '-' to read it from stdin");
  });

  it.skipIf(!haveImage)(
    'Given a photo of equipment, When scan runs, Then the new plan prints and plans shows it',
    async () => {
      const scan = await cli.spotter(['scan', image]);
      expect(scan.code).toBe(0);
      expect(scan.stderr).toMatch('Equipment scanned! New workout plan generated');
      expect(scan.stdout).toMatch(/Recognised in your photo\n[\s\S]*From your profile\n/);
      expect(scan.stdout).toMatch(/Your plan\n.+plan/);
      const [plans, json] = await Promise.all([cli.spotter(['plans']), cli.spotter(['plans', '--json'])]);
      expect(plans.stdout).toMatch(/^Plan of \d{4}-\d\d-\d\d/);
      expect(JSON.parse(json.stdout)).toHaveLength(1);
      const missing = await cli.spotter(['scan', '/nonexistent/garage.jpg']);
      expect(missing.code).toBe(1);
      expect(missing.stderr).toMatch('No such image: /nonexistent/garage.jpg');
    },
  );
});
