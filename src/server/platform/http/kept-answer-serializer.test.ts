import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { keptAnswerSerializer } from './kept-answer-serializer';

const Schema = z.object({ title: z.string(), tags: z.array(z.string()) });
const serialize = () => keptAnswerSerializer({ schema: Schema, method: 'GET', url: '/x', httpStatus: '200' });

describe('kept answer serializer', () => {
  it('checks and encodes a frozen answer once, any other answer every time', () => {
    const send = serialize();
    let reads = 0;
    const answer = {
      get title() {
        reads++;
        return 'Natal';
      },
      tags: ['festa'],
    };
    send(answer);
    send(answer);
    expect(reads).toBe(2);
    Object.freeze(answer.tags);
    const kept = Object.freeze(answer);
    expect(send(kept)).toBe('{"title":"Natal","tags":["festa"]}');
    expect(send(kept)).toBe('{"title":"Natal","tags":["festa"]}');
    expect(reads).toBe(3);
  });

  it('refuses an answer its schema refuses, frozen or not', () => {
    const send = serialize();
    expect(() => send(Object.freeze({ title: 1, tags: [] }))).toThrow();
    expect(() => send({ title: 'Natal' })).toThrow();
  });
});
