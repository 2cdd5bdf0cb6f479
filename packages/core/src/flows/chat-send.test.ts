import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors.js';
import { MESSAGES } from '../constants/index.js';
import type { ChatReply } from '../schemas/index.js';
import { sendChatMessage, type ChatSendEffects, type VoiceNotice } from './chat-send.js';

const now = new Date('2025-05-01T10:00:00.000Z');

const reply = (overrides: Partial<ChatReply> = {}): ChatReply => ({
  response_script: 'Keep your chest up.',
  avatar_video_url: null,
  voice_url: null,
  voice_generated: false,
  voice_status: 'unavailable',
  enhanced: true,
  message: {
    id: 'm2',
    type: 'avatar',
    content: 'Keep your chest up.',
    avatar_video_url: null,
    voice_url: null,
    voice_generated: false,
    enhanced: true,
    timestamp: now.toISOString(),
  },
  ...overrides,
});

/** Effects that write down, in order, what the screen was told to do; `send` is the given call. */
function screen(send: ChatSendEffects['send']) {
  const steps: string[] = [];
  const effects: ChatSendEffects = {
    send: (message, onDelta) => {
      steps.push(`send ${message}`);
      return send(message, onDelta);
    },
    setBusy: (busy) => steps.push(`busy ${busy}`),
    addMessage: (message) => steps.push(`message ${message.id} ${message.type} ${message.content}`),
    clearDraft: () => steps.push('draft cleared'),
    showStreaming: (text) => steps.push(`streaming ${text}`),
    notify: (notice) => steps.push(`notice ${notice.tone} ${notice.text}${notice.detail ? ` (${notice.detail})` : ''}`),
  };
  return { effects, steps };
}

describe('sendChatMessage', () => {
  it('Given a message, When sent and the reply streams, Then shown, draft cleared → busy → pieces → reply → not busy, in that order', async () => {
    const { effects, steps } = screen((_message, onDelta) => {
      onDelta('Keep your ');
      onDelta('chest up.');
      return Promise.resolve(reply());
    });
    const outcome = await sendChatMessage(
      { draft: '  How deep should I squat?  ', busy: false, localId: 'local-1', now },
      effects,
    );
    expect(outcome).toBe('sent');
    expect(steps).toEqual([
      'message local-1 user How deep should I squat?',
      'draft cleared',
      'busy true',
      'send How deep should I squat?',
      'streaming Keep your ',
      'streaming Keep your chest up.',
      'streaming null',
      'message m2 avatar Keep your chest up.',
      'busy false',
    ]);
  });

  it('Given a reply with a generated voice, or one whose voice was busy, When it arrives, Then a success toast or an info note says so', async () => {
    const voiced = screen(() => Promise.resolve(reply({ voice_generated: true, voice_status: 'spoken' })));
    await sendChatMessage({ draft: 'Hi', busy: false, localId: 'local-2', now }, voiced.effects);
    expect(voiced.steps).toContain(`notice success ${MESSAGES.voiceGenerated}`);
    const busyVoice = screen(() => Promise.resolve(reply({ voice_status: 'busy' })));
    await sendChatMessage({ draft: 'Hi', busy: false, localId: 'local-3', now }, busyVoice.effects);
    expect(busyVoice.steps).toContain(`notice info ${MESSAGES.voiceBusy}`);
  });

  it('Given a conversation that was told of the voice already, When more voiced or busy replies arrive, Then each voice notice is said once, not once per reply', async () => {
    const told = new Set<VoiceNotice>();
    const replies = [
      reply({ voice_generated: true, voice_status: 'spoken' }),
      reply({ voice_generated: true, voice_status: 'spoken' }),
      reply({ voice_status: 'busy' }),
      reply({ voice_status: 'busy' }),
    ];
    const notices: string[] = [];
    for (const [i, next] of replies.entries()) {
      const { effects, steps } = screen(() => Promise.resolve(next));
      await sendChatMessage(
        { draft: 'Hi', busy: false, localId: `local-v${i}`, now, voiceTold: told },
        { ...effects, toldVoice: (kind) => told.add(kind) },
      );
      notices.push(...steps.filter((step) => step.startsWith('notice')));
    }
    expect(notices).toEqual([`notice success ${MESSAGES.voiceGenerated}`, `notice info ${MESSAGES.voiceBusy}`]);
  });

  it("Given the call fails, When sent, Then an error notice says so with the server's words, the stream is cleared and the screen is not left busy", async () => {
    const { effects, steps } = screen(() => Promise.reject(new ApiError(503, 'The coach is not answering right now')));
    const outcome = await sendChatMessage({ draft: 'Hi', busy: false, localId: 'local-4', now }, effects);
    expect(outcome).toBe('failed');
    expect(steps.slice(-3)).toEqual([
      'streaming null',
      `notice error ${MESSAGES.chatFailed} (The coach is not answering right now)`,
      'busy false',
    ]);
  });

  it('Given a blank draft or a reply still coming, When sent, Then nothing happens', async () => {
    const { effects, steps } = screen(() => Promise.resolve(reply()));
    expect(await sendChatMessage({ draft: '   ', busy: false, localId: 'local-5', now }, effects)).toBe('ignored');
    expect(await sendChatMessage({ draft: 'Hi', busy: true, localId: 'local-6', now }, effects)).toBe('ignored');
    expect(steps).toEqual([]);
  });

  it('Given a message over the limit, When sent, Then an error notice says why and nothing is sent', async () => {
    const { effects, steps } = screen(() => Promise.resolve(reply()));
    const outcome = await sendChatMessage({ draft: 'x'.repeat(2001), busy: false, localId: 'local-7', now }, effects);
    expect(outcome).toBe('invalid');
    expect(steps).toEqual(['notice error Message is at most 2000 characters']);
  });
});
