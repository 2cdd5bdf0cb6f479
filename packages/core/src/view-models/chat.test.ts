import { describe, it, expect } from 'vitest';
import type { ChatMessage } from '../schemas/index.js';
import { chatBubble, chatReplyNote, chatReplyToasts, chatTextBlocks, outgoingMessage } from './chat.js';

describe('chat view models', () => {
  it('Given a coach message with media, When shown as a bubble, Then author, text and media URLs are kept', () => {
    const message: ChatMessage = {
      id: 'c1',
      type: 'avatar',
      content: 'Brace before you descend.',
      avatar_video_url: '/api/media/a.mp4',
      voice_url: '/api/media/a.wav',
      voice_generated: true,
      enhanced: false,
      timestamp: new Date(2025, 0, 1, 9, 5).toISOString(),
    };
    expect(chatBubble(message)).toEqual({
      id: 'c1',
      role: 'avatar',
      author: 'AI Coach',
      text: 'Brace before you descend.',
      blocks: [{ kind: 'paragraph', text: 'Brace before you descend.' }],
      videoUrl: '/api/media/a.mp4',
      voiceUrl: '/api/media/a.wav',
      time: '09:05',
    });
  });

  it('Given text typed by the user, When sent, Then an outgoing user message is shown at once', () => {
    const now = new Date(2025, 0, 1, 18, 30);
    const message = outgoingMessage('How deep should I squat?', now, 'local-1');
    expect(message).toMatchObject({
      id: 'local-1',
      type: 'user',
      content: 'How deep should I squat?',
      timestamp: now.toISOString(),
    });
    expect(chatBubble(message)).toMatchObject({ author: 'You', time: '18:30', videoUrl: null });
  });

  it('Given an unreadable timestamp, When shown, Then no time is printed', () => {
    expect(chatBubble({ ...outgoingMessage('hi', new Date(), 'x'), timestamp: 'soon' }).time).toBe('');
  });

  it('Given a reply, When toasts are chosen, Then only a generated voice earns one', () => {
    expect(chatReplyToasts({ voice_generated: true })).toEqual(['Voice generated for your AI coach response!']);
    expect(chatReplyToasts({ voice_generated: false })).toEqual([]);
  });

  it('says plainly when the voice was busy, and nothing when it was spoken or cannot be made', () => {
    expect(chatReplyNote({ voice_status: 'busy' })).toBe(
      'The coach’s voice is busy right now, so this reply is text only.',
    );
    expect(chatReplyNote({ voice_status: 'spoken' })).toBeNull();
    expect(chatReplyNote({ voice_status: 'unavailable' })).toBeNull();
  });

  it('Given a coach reply with "- " and "1. " lines, When split into blocks, Then paragraphs and lists come out in order', () => {
    const text =
      'Before training:\n\n- A banana\n- **Toast** with honey\n\nThen:\n1. Warm up\n2) Ramp up\n\nYou have got this.';
    expect(chatTextBlocks(text)).toEqual([
      { kind: 'paragraph', text: 'Before training:' },
      { kind: 'list', ordered: false, items: ['A banana', 'Toast with honey'] },
      { kind: 'paragraph', text: 'Then:' },
      { kind: 'list', ordered: true, items: ['Warm up', 'Ramp up'] },
      { kind: 'paragraph', text: 'You have got this.' },
    ]);
  });

  it("Given the user's own message with a dash, When shown, Then it stays their words, not a list", () => {
    const bubble = chatBubble(outgoingMessage('- is this a list?', new Date(), 'local-2'));
    expect(bubble.blocks).toEqual([{ kind: 'paragraph', text: '- is this a list?' }]);
  });
});
