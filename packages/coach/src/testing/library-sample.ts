import type { CoachExercise } from '../chat/types.js';

/** A slice of the official library (same shape as the server sends) for tests and benchmarks. */
export const LIBRARY_SAMPLE: CoachExercise[] = [
  {
    name: 'Back Squat',
    category: 'strength',
    equipment_tags: ['barbell', 'squat rack'],
    muscle_groups: ['quadriceps', 'glutes', 'adductors', 'core'],
    difficulty_level: 'intermediate',
    primary_cues:
      'Brace your trunk before you unrack the bar.\nSit down between your heels with knees tracking over your toes.\nDrive up through the whole foot, chest and hips rising together.',
  },
  {
    name: 'Front Squat',
    category: 'strength',
    equipment_tags: ['barbell', 'squat rack'],
    muscle_groups: ['quadriceps', 'glutes', 'upper back', 'core'],
    difficulty_level: 'intermediate',
    primary_cues:
      'Rest the bar on your front delts with your elbows driven high and forward.\nKeep your torso tall so the bar stays over your midfoot.\nLead out of the bottom with your elbows so your upper back does not round.',
  },
  {
    name: 'Goblet Squat',
    category: 'strength',
    equipment_tags: ['dumbbells'],
    muscle_groups: ['quadriceps', 'glutes', 'adductors', 'core'],
    difficulty_level: 'beginner',
    primary_cues:
      'Hold one dumbbell upright against your chest by its top head.\nPush your knees out so your elbows fit inside them at the bottom.\nKeep your chest proud and stand up by pressing the floor away.',
  },
  {
    name: 'Bodyweight Squat',
    category: 'strength',
    equipment_tags: ['bodyweight'],
    muscle_groups: ['quadriceps', 'glutes', 'adductors'],
    difficulty_level: 'beginner',
    primary_cues:
      'Set your feet about shoulder width apart with toes turned slightly out.\nReach your arms forward as a counterbalance while your hips drop.\nKeep your heels down and squat as deep as you can while your back stays neutral.',
  },
  {
    name: 'Forward Lunge',
    category: 'strength',
    equipment_tags: ['bodyweight'],
    muscle_groups: ['quadriceps', 'glutes', 'adductors', 'hamstrings'],
    difficulty_level: 'beginner',
    primary_cues:
      'Step forward far enough that both knees can bend to roughly 90 degrees.\nLand heel first and keep the front knee in line with your middle toes.\nPush off the front foot firmly to return to standing tall.',
  },
  {
    name: 'Bulgarian Split Squat',
    category: 'strength',
    equipment_tags: ['dumbbells', 'bench'],
    muscle_groups: ['quadriceps', 'glutes', 'adductors', 'core'],
    difficulty_level: 'intermediate',
    primary_cues:
      'Rest the top of your back foot on the bench and stand far enough forward that the front shin stays near vertical at the bottom.\nLower straight down with most of your weight on the front leg.\nLet the dumbbells hang at your sides and keep your ribs stacked over your hips.',
  },
  {
    name: 'Conventional Deadlift',
    category: 'strength',
    equipment_tags: ['barbell'],
    muscle_groups: ['hamstrings', 'glutes', 'lower back', 'upper back', 'traps', 'forearms', 'quadriceps'],
    difficulty_level: 'intermediate',
    primary_cues:
      'Start with the bar over your midfoot and your shins touching it.\nPull the slack out of the bar and set your lats before it leaves the floor.\nPush the floor away and keep the bar dragging up your legs.\nFinish by squeezing your glutes without leaning back.',
  },
  {
    name: 'Barbell Romanian Deadlift',
    category: 'strength',
    equipment_tags: ['barbell'],
    muscle_groups: ['hamstrings', 'glutes', 'lower back', 'forearms'],
    difficulty_level: 'intermediate',
    primary_cues:
      'Start standing and push your hips back while keeping a soft bend in the knees.\nSlide the bar down your thighs, keeping it close the whole way.\nStop when your hamstrings are fully stretched or your back starts to round, then drive your hips forward.',
  },
  {
    name: 'Dumbbell Romanian Deadlift',
    category: 'strength',
    equipment_tags: ['dumbbells'],
    muscle_groups: ['hamstrings', 'glutes', 'lower back'],
    difficulty_level: 'beginner',
    primary_cues:
      'Hold the dumbbells in front of your thighs with palms facing you.\nHinge at the hips and let the weights travel down close to your legs.\nKeep your spine long and neck neutral, then stand up by squeezing your glutes.',
  },
  {
    name: 'Kettlebell Deadlift',
    category: 'strength',
    equipment_tags: ['kettlebells'],
    muscle_groups: ['glutes', 'hamstrings', 'quadriceps', 'lower back'],
    difficulty_level: 'beginner',
    primary_cues:
      'Set the bell between your feet, in line with your ankles.\nHinge down and grip the handle with a flat back and your shoulders slightly ahead of the bell.\nStand up by driving your feet into the floor and finish tall with your glutes tight.',
  },
  {
    name: 'Trap Bar Deadlift',
    category: 'strength',
    equipment_tags: ['trap bar'],
    muscle_groups: ['quadriceps', 'glutes', 'hamstrings', 'lower back', 'traps', 'forearms'],
    difficulty_level: 'beginner',
    primary_cues:
      'Stand in the center of the handle with your feet about hip width apart.\nSit your hips a little lower than for a barbell deadlift and brace hard.\nPush through the floor and stand straight up, locking hips and knees together.',
  },
  {
    name: 'Sumo Deadlift',
    category: 'powerlifting',
    equipment_tags: ['barbell'],
    muscle_groups: ['glutes', 'adductors', 'quadriceps', 'hamstrings', 'lower back', 'upper back'],
    difficulty_level: 'intermediate',
    primary_cues:
      'Take a wide stance with your toes turned out and grip the bar inside your knees.\nPush your knees out over your toes and bring your hips close to the bar.\nPull the slack out, then spread the floor apart with your feet as you stand.',
  },
  {
    name: 'Russian Kettlebell Swing',
    category: 'strength',
    equipment_tags: ['kettlebells'],
    muscle_groups: ['glutes', 'hamstrings', 'core', 'lower back', 'forearms'],
    difficulty_level: 'beginner',
    primary_cues:
      'Hike the bell back high between your thighs like a football snap.\nSnap your hips forward so the bell floats to chest height from hip power, not an arm lift.\nLet the bell fall and only hinge once your forearms meet your thighs.',
  },
  {
    name: 'Good Morning',
    category: 'strength',
    equipment_tags: ['barbell', 'squat rack'],
    muscle_groups: ['hamstrings', 'glutes', 'lower back'],
    difficulty_level: 'intermediate',
    primary_cues:
      'Carry the bar on your upper back as you would for a squat.\nUnlock your knees slightly and push your hips back until your hamstrings stop you or your torso nears parallel.\nKeep your spine rigid and return by driving your hips back under the bar.',
  },
  {
    name: 'Glute Bridge',
    category: 'strength',
    equipment_tags: ['bodyweight'],
    muscle_groups: ['glutes', 'hamstrings', 'core'],
    difficulty_level: 'beginner',
    primary_cues:
      'Lie on your back with knees bent and heels about a hand length from your glutes.\nBrace lightly, then press through your heels to lift your hips.\nSqueeze your glutes at the top so your body forms a straight line from knees to shoulders.',
  },
  {
    name: 'Barbell Bench Press',
    category: 'strength',
    equipment_tags: ['barbell', 'bench', 'squat rack'],
    muscle_groups: ['chest', 'front delts', 'triceps'],
    difficulty_level: 'intermediate',
    primary_cues:
      'Pin your shoulder blades back and down and keep your feet planted.\nLower the bar to your lower chest with your forearms vertical.\nPress up and slightly back toward your shoulders while your glutes stay on the bench.',
  },
  {
    name: 'Dumbbell Bench Press',
    category: 'strength',
    equipment_tags: ['dumbbells', 'bench'],
    muscle_groups: ['chest', 'front delts', 'triceps'],
    difficulty_level: 'beginner',
    primary_cues:
      'Kick the dumbbells up from your thighs as you lie back.\nLower with your elbows about 45 degrees from your torso until you feel a stretch in your chest.\nPress the weights up and slightly together without banging them at the top.',
  },
  {
    name: 'Push-Up',
    category: 'strength',
    equipment_tags: ['bodyweight'],
    muscle_groups: ['chest', 'front delts', 'triceps', 'core'],
    difficulty_level: 'beginner',
    primary_cues:
      'Place your hands just outside shoulder width and hold a rigid plank from head to heels.\nLower until your chest is a fist from the floor with elbows angled back, not flared wide.\nPress the floor away and finish with your shoulder blades spread.',
  },
  {
    name: 'Overhead Press',
    category: 'strength',
    equipment_tags: ['barbell', 'squat rack'],
    muscle_groups: ['front delts', 'side delts', 'triceps', 'upper back', 'core'],
    difficulty_level: 'intermediate',
    primary_cues:
      'Unrack with the bar on your front delts and your forearms vertical.\nSqueeze your glutes and brace so your lower back does not arch.\nPull your head back to clear the bar, then push your head through once it passes your forehead.\nLock out with the bar stacked over your midfoot.',
  },
  {
    name: 'Pull-Up',
    category: 'strength',
    equipment_tags: ['pull-up bar'],
    muscle_groups: ['lats', 'biceps', 'upper back', 'rhomboids', 'forearms', 'core'],
    difficulty_level: 'intermediate',
    primary_cues:
      'Hang with an overhand grip slightly wider than your shoulders.\nStart by pulling your shoulder blades down, then drive your elbows toward your hips.\nGet your chin over the bar and lower to full arm extension with control.',
  },
  {
    name: 'Chin-Up',
    category: 'strength',
    equipment_tags: ['pull-up bar'],
    muscle_groups: ['lats', 'biceps', 'upper back', 'forearms'],
    difficulty_level: 'intermediate',
    primary_cues:
      'Grip the bar with palms facing you, about shoulder width apart.\nPull your chest toward the bar while keeping your legs still.\nLower all the way down each rep instead of cutting the range short.',
  },
  {
    name: 'Barbell Bent-Over Row',
    category: 'strength',
    equipment_tags: ['barbell'],
    muscle_groups: ['upper back', 'lats', 'rhomboids', 'rear delts', 'biceps', 'lower back'],
    difficulty_level: 'intermediate',
    primary_cues:
      'Hinge until your torso is at about 45 degrees or lower, with your knees softly bent.\nPull the bar to your lower ribs by driving your elbows back.\nKeep your torso still instead of heaving the weight up with your hips.',
  },
  {
    name: 'One-Arm Dumbbell Row',
    category: 'strength',
    equipment_tags: ['dumbbells', 'bench'],
    muscle_groups: ['lats', 'upper back', 'rhomboids', 'biceps', 'rear delts'],
    difficulty_level: 'beginner',
    primary_cues:
      'Brace one hand and knee on the bench with your back flat.\nRow the dumbbell toward your hip rather than your armpit.\nLet your shoulder blade reach forward at the bottom before the next rep.',
  },
  {
    name: 'Plank',
    category: 'strength',
    equipment_tags: ['bodyweight'],
    muscle_groups: ['core', 'obliques', 'front delts', 'glutes'],
    difficulty_level: 'beginner',
    primary_cues:
      'Set your elbows under your shoulders and your body in one line.\nSqueeze your glutes and pull your ribs toward your hips.\nPush the floor away with your forearms so your upper back does not sag.',
  },
  {
    name: 'Chest-to-Bar Pull-Up',
    category: 'crossfit',
    equipment_tags: ['pull-up bar'],
    muscle_groups: ['lats', 'upper back', 'rhomboids', 'biceps', 'core'],
    difficulty_level: 'intermediate',
    primary_cues:
      'Use a strong kip and aim to touch the bar below your collarbone.\nDrive your elbows back behind your torso at the top.\nLean your head back slightly so your chest can reach the bar.',
  },
  {
    name: "Farmer's Carry",
    category: 'strength',
    equipment_tags: ['dumbbells'],
    muscle_groups: ['forearms', 'traps', 'core', 'upper back', 'glutes'],
    difficulty_level: 'beginner',
    primary_cues:
      'Pick up heavy dumbbells with a neutral spine, as if deadlifting them.\nWalk with short, quick steps, standing tall with your shoulders packed.\nGrip hard and keep the weights from swinging into your legs.',
  },
  {
    name: 'Jump Rope Basic Bounce',
    category: 'cardio',
    equipment_tags: ['jump rope'],
    muscle_groups: ['cardiovascular system', 'calves', 'forearms'],
    difficulty_level: 'beginner',
    primary_cues:
      'Hold the handles near your hips and turn the rope with your wrists.\nJump just high enough to clear the rope, landing softly on the balls of your feet.\nKeep your knees soft and your gaze forward.',
  },
  {
    name: 'Burpee',
    category: 'crossfit',
    equipment_tags: ['bodyweight'],
    muscle_groups: ['full body', 'chest', 'quadriceps', 'cardiovascular system'],
    difficulty_level: 'beginner',
    primary_cues:
      'Squat down and place your hands on the floor, then jump or step your feet back.\nLower your chest and thighs all the way to the floor.\nPush up, bring your feet to your hands, and finish with a small jump and a clap overhead.',
  },
  {
    name: 'Deep Squat Hold',
    category: 'flexibility',
    equipment_tags: ['bodyweight'],
    muscle_groups: ['adductors', 'glutes', 'calves', 'hip flexors'],
    difficulty_level: 'beginner',
    primary_cues:
      'Sink into a full squat with your heels flat and your feet turned slightly out.\nUse your elbows to gently push your knees apart.\nHold a doorframe or post for balance if needed, and keep breathing.',
  },
];
