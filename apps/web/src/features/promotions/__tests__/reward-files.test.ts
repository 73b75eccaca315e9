import { describe, expect, it } from 'vitest';
import { fileProblem } from '../reward-files';

describe('reward pictures before upload', () => {
  it('accepts up to three jpg, jpeg or png files of at most 5 MB', () => {
    expect(
      fileProblem([
        { name: 'a.JPG', size: 10 },
        { name: 'b.jpeg', size: 5_242_880 },
        { name: 'c.png', size: 1 },
      ]),
    ).toBeNull();
  });
  it('names the first rule broken', () => {
    expect(fileProblem([{ name: 'a.gif', size: 1 }])).toBe('type');
    expect(fileProblem([{ name: 'a.png', size: 5_242_881 }])).toBe('size');
    expect(fileProblem(Array.from({ length: 4 }, (_, i) => ({ name: `${i}.png`, size: 1 })))).toBe('count');
  });
});
