import { describe, expect, it } from 'vitest';
import { validateFeedback } from '../components/feedback-form';

const file = (name: string, size = 1000) => ({ name, size }) as File;
const base = { content: 'The deposit has not arrived after an hour.', type: '1', captcha: 'K7PQ', file: null };

describe('feedback form (spec 000 §5)', () => {
  it('accepts a complete form', () => {
    expect(validateFeedback(base)).toEqual({});
  });

  it('requires the description and the captcha', () => {
    expect(validateFeedback({ ...base, content: '   ', captcha: '' })).toEqual({ content: 'error.required', captcha: 'error.required' });
  });

  it.each(['shot.jpg', 'shot.JPEG', 'shot.png'])('accepts %s', (name) => {
    expect(validateFeedback({ ...base, file: file(name) }).file).toBeUndefined();
  });

  it.each(['shot.gif', 'shot.webp', 'shot', 'shot.png.exe'])('refuses %s by its extension (the server checks the content)', (name) => {
    expect(validateFeedback({ ...base, file: file(name) }).file).toBe('error.imageType');
  });

  it('refuses images over 3 MB before sending', () => {
    expect(validateFeedback({ ...base, file: file('big.png', 3 * 1024 * 1024 + 1) }).file).toBe('error.imageTooLarge');
  });
});
