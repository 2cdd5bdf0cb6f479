import { phraseScore, phraseStems, stems } from './text-match.js';
import { baseForms } from './understand/tokens.js';

/** Body areas the library's `stresses` name. */
export const AREAS = ['knee', 'lower_back', 'shoulder', 'elbow', 'wrist', 'hip', 'ankle', 'neck'] as const;
export type Area = (typeof AREAS)[number];

export const AREA_LABEL: Record<Area, string> = {
  knee: 'knees',
  lower_back: 'lower back',
  shoulder: 'shoulders',
  elbow: 'elbows',
  wrist: 'wrists',
  hip: 'hips',
  ankle: 'ankles',
  neck: 'neck',
};

const AREA_WORDS: readonly (readonly [phrase: string, area: Area])[] = [
  ['lower back', 'lower_back'],
  ['low back', 'lower_back'],
  ['knee', 'knee'],
  ['kneecap', 'knee'],
  ['patella', 'knee'],
  ['shoulder', 'shoulder'],
  ['rotator cuff', 'shoulder'],
  ['elbow', 'elbow'],
  ['wrist', 'wrist'],
  ['hip', 'hip'],
  ['groin', 'hip'],
  ['ankle', 'ankle'],
  ['achilles', 'ankle'],
  ['neck', 'neck'],
  ['spine', 'lower_back'],
  ['lumbar', 'lower_back'],
  ['back', 'lower_back'],
];

/** The body area a message names ("my lower back hurts", "bad for my knees"), if any. */
export function areaIn(message: string): Area | null {
  // "back squat" and "back day" name a lift or a session, not the lower back.
  const said = stems(message.replace(/\bback[\s-]+(squat|squats|day|off|extension|extensions)\b/gi, ''));
  const hit = AREA_WORDS.find(([phrase]) => phraseScore(said, phrase) >= 1);
  return hit ? hit[1] : null;
}

/**
 * What a coach knows about each classic lift beyond the library's cues: the movement pattern (for swaps), the areas
 * it loads, the habits that load each area more once it is pain-free again, and its usual tempo, rest and warm-up.
 */
export interface LiftFamily {
  key: string;
  /** "deadlifts": how a sentence names the family. */
  plural: string;
  /** "deadlifting", for "stop deadlifting for now". */
  doing: string;
  phrases: readonly string[];
  pattern: string;
  compound: boolean;
  checks: Partial<Record<Area, readonly string[]>>;
  tempo: string;
  warmUp: string;
  /** The library exercise the family's short name means ("squat" → Back Squat). */
  canonical: string;
  /** Depth, stance, grip and bar path: what people ask about the lift's technique. */
  form: readonly string[];
}

export const LIFT_FAMILIES: readonly LiftFamily[] = [
  {
    key: 'deadlift',
    plural: 'deadlifts',
    doing: 'deadlifting',
    pattern: 'hinge',
    compound: true,
    phrases: ['deadlift', 'deadlifting', 'dead lift', 'rdl', 'romanian', 'hinge', 'good morning', 'trap bar'],
    checks: {
      lower_back: [
        'the bar drifting away from your legs',
        'your hips shooting up before the bar leaves the floor',
        'your back rounding as the set gets hard',
        'leaning back at lockout instead of finishing with your glutes',
      ],
      hip: [
        'starting with your hips too low, squatting the bar up',
        'a stance wider than hip width for conventional pulls',
      ],
      knee: ['your knees drifting forward into the bar on the way down'],
    },
    tempo:
      'Pull at a controlled but strong speed and lower under control in about 2 s; reset your brace on the floor before each rep (a 2-0-1-1 tempo).',
    warmUp:
      'Deadlift ramp: empty bar or a light pair x 8 hip hinges, then about 40% x 5, 60% x 3, 80% x 1-2 before your working sets.',
    canonical: 'Conventional Deadlift',
    form: [
      'Bar over midfoot, shins close, feet about hip width; grip just outside your legs.',
      'Hips start between your knees and shoulders: higher than a squat, lower than a Romanian deadlift.',
      'Brace, pull the slack out, then push the floor away with the bar dragging up your legs; lock out with your glutes, no lean back.',
      'Your back stays neutral the whole pull: stop the set when it starts to round.',
    ],
  },
  {
    key: 'squat',
    plural: 'squats',
    doing: 'squatting',
    pattern: 'squat',
    compound: true,
    phrases: ['squat', 'squatting', 'goblet', 'front squat', 'back squat'],
    checks: {
      knee: [
        'your knees caving inward as you stand up',
        'your heels lifting at the bottom',
        'dropping fast and bouncing out of the bottom',
      ],
      lower_back: [
        'your pelvis tucking under at the bottom ("butt wink") when you go deeper than your hips allow',
        'your chest dropping so your hips rise first',
      ],
      hip: ['a stance that is too narrow for your hips', 'going deeper than you can keep a neutral back'],
    },
    tempo:
      'Lower in about 3 s, pause for 1 s at the bottom without relaxing, and stand up with intent (a 3-1-1-0 tempo).',
    warmUp:
      'Squat ramp: 10 bodyweight squats, then light x 8, about 50% x 5, 70% x 3 and 85% x 1-2 before your working sets.',
    canonical: 'Back Squat',
    form: [
      'Depth: go as deep as you can while your heels stay down and your lower back stays neutral; for most people that is hip crease at or just below the top of the knee.',
      'Stance about shoulder width, toes turned out 15-30 degrees; knees travel in line with your toes, and going past them is fine.',
      'Brace before each rep and keep the bar over your midfoot the whole way down and up.',
    ],
  },
  {
    key: 'bench',
    plural: 'bench presses',
    doing: 'benching',
    pattern: 'push_horizontal',
    compound: true,
    phrases: ['bench', 'benching', 'bench press', 'chest press', 'floor press'],
    checks: {
      shoulder: [
        'your elbows flaring out to 90 degrees',
        'your shoulder blades coming off the bench',
        'touching the bar too high, near your neck',
      ],
      elbow: ['a grip so narrow your forearms are not vertical at the bottom', 'locking out with a snap'],
      wrist: ['your wrists bending back under the bar instead of stacking over your forearms'],
    },
    tempo: 'Lower in about 2-3 s, touch or pause for 1 s on your chest, then press (a 3-1-1-0 tempo).',
    warmUp:
      'Bench ramp: 15 band pull-aparts or light rows, then the bar or light dumbbells x 10, about 50% x 5, 70% x 3, 85% x 1.',
    canonical: 'Barbell Bench Press',
    form: [
      'Grip so your forearms are vertical at the bottom, usually a little wider than shoulder width.',
      'Shoulder blades pinned back and down, a modest arch, feet planted; glutes stay on the bench.',
      'Touch the lower chest with elbows about 45-70 degrees from your body, then press up and slightly back.',
    ],
  },
  {
    key: 'overhead_press',
    plural: 'overhead presses',
    doing: 'pressing overhead',
    pattern: 'push_vertical',
    compound: true,
    phrases: ['overhead press', 'ohp', 'shoulder press', 'military press', 'push press'],
    checks: {
      lower_back: ['leaning back and arching to finish the press', 'loose glutes: squeeze them so your ribs stay down'],
      shoulder: ['pressing the bar forward around your face instead of straight up', 'shrugging hard at the start'],
      wrist: ['the bar sitting in your fingers so your wrists bend back'],
    },
    tempo: 'Press up steadily and lower in about 2 s to your collarbones (a 2-0-1-0 tempo).',
    warmUp: 'Press ramp: 10 arm circles and band pull-aparts, then light x 8, about 50% x 5, 75% x 2.',
    canonical: 'Overhead Press',
    form: [
      'Grip just outside your shoulders, forearms vertical, bar resting on your front delts.',
      'Squeeze your glutes and brace so your ribs stay down; no leaning back.',
      'Move your head back to clear the bar, then push it through once the bar passes your forehead; lock out over midfoot.',
    ],
  },
  {
    key: 'row',
    plural: 'rows',
    doing: 'rowing',
    pattern: 'pull_horizontal',
    compound: true,
    phrases: ['row', 'rowing', 'bent over row', 'dumbbell row'],
    checks: {
      lower_back: [
        'heaving the weight with your hips instead of keeping your torso still',
        'standing more upright each rep as the set gets hard',
      ],
      shoulder: ['pulling toward your armpit with your shoulder rolling forward'],
      elbow: ['curling the weight with your arms instead of driving your elbows back'],
    },
    tempo: 'Pull in about 1 s, hold the top for 1 s, and lower in 2 s (a 2-0-1-1 tempo).',
    warmUp: 'Row ramp: 15 band pull-aparts, then light x 10 and about 60% x 5.',
    canonical: 'Barbell Bent-Over Row',
    form: [
      'Hinge to about 45 degrees or lower with soft knees and a neutral back.',
      'Pull to your lower ribs by driving your elbows back; the torso stays still.',
      'Lower under control until your arms are straight and your shoulder blades reach forward.',
    ],
  },
  {
    key: 'pull_up',
    plural: 'pull-ups',
    doing: 'doing pull-ups',
    pattern: 'pull_vertical',
    compound: true,
    phrases: ['pull up', 'pull ups', 'pullup', 'chin up', 'chin ups', 'chinup', 'lat pulldown', 'pulldown'],
    checks: {
      shoulder: ['dropping into the bottom with relaxed shoulders', 'kipping or jerking out of a dead hang'],
      elbow: ['a grip narrower than your shoulders on every set', 'adding reps faster than your elbows adapt'],
    },
    tempo: 'Pull up in about 1 s and lower in 3 s to a full hang with active shoulders (a 3-0-1-0 tempo).',
    warmUp: 'Pull-up ramp: 10 scapular pull-ups, then 1-2 easy sets of 3 reps (band-assisted if needed).',
    canonical: 'Pull-Up',
    form: [
      'Grip a little wider than your shoulders (palms toward you for chin-ups, shoulder width).',
      'Start each rep from a full hang by pulling your shoulder blades down, then drive your elbows to your hips.',
      'Chin over the bar, then lower all the way under control; no kipping while you build strength.',
    ],
  },
  {
    key: 'lunge',
    plural: 'lunges',
    doing: 'lunging',
    pattern: 'lunge',
    compound: true,
    phrases: ['lunge', 'lunging', 'split squat', 'step up', 'step ups', 'bulgarian'],
    checks: {
      knee: [
        'your front knee caving inward',
        'a step so short your front heel lifts',
        'pushing off the back foot instead of the front one',
      ],
      hip: ['a tightrope stance: keep your feet hip-width apart side to side'],
      lower_back: ['leaning back with your ribs flared'],
    },
    tempo: 'Lower in about 2 s, touch the back knee softly, and drive up through the front foot (a 2-0-1-0 tempo).',
    warmUp: 'Lunge ramp: 10 bodyweight lunges per side, then a light set of 6 per side.',
    canonical: 'Forward Lunge',
    form: [
      'Step long enough that both knees bend to about 90 degrees; feet stay hip-width apart side to side.',
      'Front knee tracks over your middle toes; a slight forward lean is fine.',
      'Drive up through the front foot, not the back one.',
    ],
  },
  {
    key: 'push_up',
    plural: 'push-ups',
    doing: 'doing push-ups',
    pattern: 'push_horizontal',
    compound: true,
    phrases: ['push up', 'push ups', 'pushup', 'press up', 'press ups'],
    checks: {
      shoulder: ['elbows flared straight out to the sides', 'your head dropping toward the floor first'],
      wrist: ['hands straight under your shoulders with your wrists bent flat: try fists, handles or an incline'],
      lower_back: ['your hips sagging: squeeze your glutes and brace'],
    },
    tempo: 'Lower in about 2 s, touch your chest a fist from the floor, and press up (a 2-0-1-0 tempo).',
    warmUp: 'Push-up ramp: 10 incline push-ups and 10 shoulder taps.',
    canonical: 'Push-Up',
    form: [
      'Hands just outside shoulder width, body one rigid line from head to heels.',
      'Lower until your chest is a fist from the floor, elbows about 45 degrees from your body.',
      'Too hard? Raise your hands on a bench (incline) rather than dropping to your knees with a sagging back.',
    ],
  },
  {
    key: 'hip_thrust',
    plural: 'hip thrusts',
    doing: 'thrusting',
    pattern: 'hinge',
    compound: false,
    phrases: ['hip thrust', 'glute bridge', 'bridge'],
    checks: {
      lower_back: ['arching your back at the top instead of finishing with your glutes: tuck your chin and ribs'],
      knee: ['feet too far forward or too close: shins vertical at the top'],
    },
    tempo: 'Drive up in about 1 s, squeeze for 2 s at the top, and lower in 2 s (a 2-0-1-2 tempo).',
    warmUp: 'Bridge ramp: 15 bodyweight glute bridges, then a light set of 10.',
    canonical: 'Barbell Hip Thrust',
    form: [
      'Upper back on a bench just below the shoulder blades, feet so your shins are vertical at the top.',
      'Tuck your chin and ribs; finish with your glutes, not by arching your lower back.',
      'Pause a second at the top.',
    ],
  },
  {
    key: 'swing',
    plural: 'kettlebell swings',
    doing: 'swinging',
    pattern: 'hinge',
    compound: true,
    phrases: ['swing', 'kettlebell swing'],
    checks: {
      lower_back: [
        'squatting the swing instead of hinging',
        'lifting the bell with your arms',
        'leaning back at the top',
      ],
      shoulder: ['swinging the bell overhead: chest height is enough'],
    },
    tempo:
      'Swings are ballistic: snap the hips, let the bell float, and hinge only when your forearms meet your thighs.',
    warmUp: 'Swing ramp: 10 hip hinges, 10 kettlebell deadlifts, then a light set of 10 swings.',
    canonical: 'Russian Kettlebell Swing',
    form: [
      'It is a hinge, not a squat: hips back, shins near vertical.',
      'Hike the bell back high between your thighs, then snap your hips so it floats to chest height.',
      'Arms are ropes: the hips lift the bell, not the shoulders.',
    ],
  },
];

/** The lift family a message (or an exercise name) is about, if any; the longest phrase wins ("split squat" is a lunge). */
export function liftIn(text: string): LiftFamily | null {
  // Base forms, so "squatting", "squats" and "the squat" all name the squat.
  const said = baseForms(text);
  let best: { family: LiftFamily; length: number } | null = null;
  for (const family of LIFT_FAMILIES) {
    for (const phrase of family.phrases) {
      const length = phraseStems(phrase).length;
      if (phraseScore(said, baseForms(phrase).join(' ')) >= 1 && (!best || length > best.length))
        best = { family, length };
    }
  }
  return best?.family ?? null;
}
