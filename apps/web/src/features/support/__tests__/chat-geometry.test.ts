import { describe, expect, it } from 'vitest';
import { badgeText, clampWindowPosition, clampWindowSize, initialWindow, snapToCorner, textOn } from '../components/chat-geometry';

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };
const button = { width: 56, height: 56 };

describe('chat button and window geometry (spec 001 §9)', () => {
  it('snaps to the nearest corner, 16 px from the side and 72 px from the top or bottom', () => {
    expect(snapToCorner({ x: 10, y: 10 }, button, desktop)).toEqual({ x: 16, y: 72 });
    expect(snapToCorner({ x: 1000, y: 30 }, button, desktop)).toEqual({ x: 1280 - 16 - 56, y: 72 });
    expect(snapToCorner({ x: 100, y: 700 }, button, desktop)).toEqual({ x: 16, y: 800 - 72 - 56 });
    expect(snapToCorner({ x: 300, y: 500 }, button, phone)).toEqual({ x: 390 - 16 - 56, y: 844 - 72 - 56 });
    // the centre decides: a button whose centre is just right of the middle goes right
    expect(snapToCorner({ x: 640 - 27, y: 0 }, button, desktop).x).toBe(1280 - 16 - 56);
  });

  it('keeps the window 200–480 wide and at least 280 high, inside the screen', () => {
    expect(clampWindowSize({ width: 100, height: 100 }, desktop)).toEqual({ width: 200, height: 280 });
    expect(clampWindowSize({ width: 900, height: 5000 }, desktop)).toEqual({ width: 480, height: 800 });
    expect(clampWindowSize({ width: 450, height: 300 }, phone)).toEqual({ width: 390, height: 300 });
    expect(clampWindowPosition({ x: 2000, y: -50 }, { width: 360, height: 520 }, desktop)).toEqual({ x: 920, y: 0 });
    const first = initialWindow(phone);
    expect(first.width).toBeLessThanOrEqual(390);
    expect(first.x + first.width).toBeLessThanOrEqual(390);
  });

  it('shows the count up to 99 and dots above', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('...');
  });

  it('picks black or white header text by contrast', () => {
    expect(textOn('#f5c542')).toBe('#000');
    expect(textOn('#123')).toBe('#fff');
    expect(textOn('#ffffff')).toBe('#000');
    expect(textOn('#1864ab')).toBe('#fff');
  });
});
