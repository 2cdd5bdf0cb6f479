import { z } from 'zod';
import { UserSchema, UserUpdateSchema } from '@spotter/core/schemas';
import { profileRows } from '@spotter/core/view-models';
import { defineTool } from '../tool-kit.js';

const profileText = (user: z.output<typeof UserSchema>) =>
  profileRows(user)
    .map((row) => `${row.label}: ${row.value}`)
    .join('\n');

export const getProfile = defineTool({
  name: 'get_profile',
  title: 'Get profile',
  description: [
    "The signed-in user's Spotter profile: name, age, height (cm), weight (kg), goal, training days per week, timeline,",
    'equipment, injuries, coach tone and plan style.',
    'Use it first when advice depends on who the user is (their goal, what equipment they have, an injury).',
    'Example: before suggesting a swap for squats, read equipment_list and injuries.',
  ].join(' '),
  input: z.object({}),
  output: UserSchema,
  readOnly: true,
  async run(_input, { client, userId }) {
    const user = await client.getUser(userId);
    return { data: user, text: profileText(user) };
  },
});

// The profile's fields as the API takes them (PATCH /users/{id}), less the email and the re-authentication secrets:
// changing the email needs the password or the sign-in key, which stay with the person (an agent never holds them).
const ProfileChangeSchema = z
  .object(UserUpdateSchema.shape)
  .omit({ email: true, current_password: true, current_sign_in_key: true, sign_in_key: true });

export const updateProfile = defineTool({
  name: 'update_profile',
  title: 'Update profile',
  description: [
    "Changes fields of the user's profile; only the fields sent change. Weight in kg, height in cm, timeline in weeks.",
    'Use it when the user tells you something that changed (a new goal, new equipment, an injury, more training days).',
    'Email and password cannot be changed here. After a change of goal, days, equipment or injuries, offer build_plan.',
    'Example: {"days_per_week": 4, "equipment_list": ["barbell", "bench", "squat rack"]}.',
  ].join(' '),
  input: ProfileChangeSchema,
  output: UserSchema,
  readOnly: false,
  async run(input, { client, userId }) {
    const user = await client.updateUser(userId, input);
    return { data: user, text: `Profile saved.\n${profileText(user)}` };
  },
});
