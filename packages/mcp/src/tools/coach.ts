import { ChatReplySchema, ChatRequestSchema } from '@spotter/core/schemas';
import { defineTool } from '../tool-kit.js';

export const askCoach = defineTool({
  name: 'ask_coach',
  title: "Ask Spotter's coach",
  description: [
    "Sends a message to Spotter's coach and answers with its reply (text). The coach knows the user's profile, plan,",
    'recent sets, personal bests and latest form feedback, and keeps the conversation (follow-ups work). Use it for',
    "coaching questions where the user's own data matters: today's workout, technique, pain, deloads, swaps.",
    'Example: {"message": "How should I warm up for today\'s squats?"}.',
  ].join(' '),
  input: ChatRequestSchema.pick({ message: true }),
  output: ChatReplySchema.pick({ response_script: true }),
  readOnly: false,
  async run(input, { client }) {
    // Text only: an agent cannot play the coach's voice, so the server is not asked to make it.
    const reply = await client.chat({ message: input.message, voice: false });
    return { data: { response_script: reply.response_script }, text: reply.response_script };
  },
});
