import type { Command } from '@commander-js/extra-typings';
import { MESSAGES } from '@spotter/core/constants';
import { validateChatMessage } from '@spotter/core/rules';
import { chatReplyNote } from '@spotter/core/view-models';
import type { CliContext } from '../context.js';
import { printableUrl } from '../output/links.js';
import { UsageError } from '../errors.js';
import { createStreamWrapper } from '../output/stream-wrap.js';
import { widthOf, wrap } from '../output/table.js';
import { defineCommand, examples, json, type InputOf } from '../command.js';
import { askCoach } from '../services/chat.js';

const declare = (command: Command) =>
  command
    .description('ask the AI coach; no message on a terminal opens the chat screen')
    .argument('[message...]', "what to ask ('-' reads it from stdin)")
    .option(
      '--voice',
      'also have the reply spoken and print its link (waits for the voice; without it the command ends with the text)',
    )
    .addOption(json())
    .addHelpText(
      'after',
      examples(
        ['spotter chat "How deep should I squat?"', 'one reply'],
        ['echo "Plan my week" | spotter chat -', 'the message from stdin'],
        ['spotter chat --voice "Cue my squat"', 'the reply spoken too: prints the voice link'],
        ['spotter chat', 'on a terminal: the chat screen'],
      ),
    );

async function run(
  ctx: CliContext,
  { args: [words], options, usage }: InputOf<typeof declare>,
): Promise<number | void> {
  if (words.length === 0) {
    if (ctx.interactive && !options.json) return ctx.openTui('chat');
    throw new UsageError("Missing the message: pass it as an argument, or '-' to read it from stdin", usage);
  }
  const text = words.length === 1 && words[0] === '-' ? await ctx.readStdin() : words.join(' ');
  const checked = validateChatMessage(text);
  if (checked === null) throw new UsageError('The message is blank: there is nothing to send', usage);
  if (!checked.ok) throw new UsageError(Object.values(checked.errors).join('; '), usage);

  const [api, user, absoluteUrl] = await Promise.all([ctx.api(), ctx.requireUser(), ctx.absoluteUrls()]);
  if (!options.json && ctx.out.stderr.isTTY) ctx.out.message(ctx.out.errColors.dim(MESSAGES.coachThinking));
  // The reply's words print as the coach produces them, wrapped as the whole would be; --json waits for the end.
  const reply = options.json ? null : createStreamWrapper((text) => void ctx.out.stdout.write(text), widthOf(ctx.out));
  let answer;
  try {
    answer = await askCoach({
      api,
      userId: user.id,
      message: checked.value,
      absoluteUrl,
      onText: reply ? (text) => reply.push(text) : undefined,
      signal: ctx.signal,
      voice: options.voice === true,
    });
  } catch (err) {
    reply?.cut(); // Ctrl-C or a dropped stream mid-reply: the shell's prompt starts on a line of its own
    throw err;
  }
  if (!reply) return ctx.out.json(answer);
  // A reply that came whole (no pieces) prints now.
  if (!reply.end()) ctx.out.result(wrap(answer.reply, widthOf(ctx.out)));
  const { cyan, dim } = ctx.out.colors;
  const lines: string[] = [];
  if (answer.voice_url) lines.push(`${dim('voice:')} ${cyan(printableUrl(ctx.out, answer.voice_url))}`);
  if (answer.avatar_video_url) lines.push(`${dim('video:')} ${cyan(printableUrl(ctx.out, answer.avatar_video_url))}`);
  if (lines.length) ctx.out.result(lines.join('\n'));
  if (answer.voice_generated) ctx.out.message(ctx.out.errColors.green(MESSAGES.voiceGenerated));
  const note = chatReplyNote(answer);
  if (note) ctx.out.message(ctx.out.errColors.yellow(note));
}

export default defineCommand({ declare, run });
