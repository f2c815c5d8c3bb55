import { describe, expect, it } from 'vitest';
import { HotSeat, sideName } from '../../../src/ui/boards/bloody-beach/hot-seat.ts';

describe('hot-seat play on one tablet', () => {
  it("shows a side's display only after the hand-over screen, and says so when it changes", () => {
    let changes = 0;
    const seat = new HotSeat(() => changes++);
    expect(seat.viewer).toBe('us');
    expect(seat.ask('us')).toBe(false);
    expect(seat.ask('german')).toBe(true);
    expect(seat.viewer).toBe('us');
    expect(seat.waiting).toBe('german');
    expect(seat.reveal()).toBe(true);
    expect(seat.viewer).toBe('german');
    expect(seat.waiting).toBeUndefined();
    expect(seat.reveal()).toBe(false);
    expect(changes).toBe(2);
  });

  it('a cancelled hand-over keeps the display as it was; asking again for the shown side puts the screen up again once one waits', () => {
    const seat = new HotSeat(() => undefined);
    seat.ask('german');
    seat.cancel();
    expect(seat.viewer).toBe('us');
    expect(seat.waiting).toBeUndefined();
    seat.ask('german');
    expect(seat.ask('us')).toBe(true);
    expect(seat.waiting).toBe('us');
    expect(sideName('us')).toBe('US');
    expect(sideName('german')).toBe('German');
  });
});
