import { describe, expect, it } from 'vitest';
import { HotSeat } from '../../../src/ui/boards/bloody-beach/hot-seat.ts';

describe("a shared session's seat on the Bloody Beach board", () => {
  it('shows its side for good: no switch, no hand-over screen', () => {
    let changes = 0;
    const seat = new HotSeat(() => changes++);
    seat.fix('german');
    expect(seat.viewer).toBe('german');
    expect(seat.ask('us')).toBe(false);
    expect(seat.waiting).toBeUndefined();
    expect(seat.reveal()).toBe(false);
    expect(seat.viewer).toBe('german');
    expect(changes).toBe(1);
  });
});
