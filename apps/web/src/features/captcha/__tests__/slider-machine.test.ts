import { describe, expect, it } from 'vitest';
import { type SliderState, sliderReducer } from '../hooks/slider-machine';

describe('slider widget states (spec 000 §4)', () => {
  it('retries an init failure once by itself, then shows the error', () => {
    let s: SliderState = { status: 'loading', attempt: 0 };
    s = sliderReducer(s, { type: 'initFailed', message: null });
    expect(s).toEqual({ status: 'loading', attempt: 1 });
    s = sliderReducer(s, { type: 'initFailed', message: 'down' });
    expect(s).toEqual({ status: 'error', message: 'down', initFailed: true });
  });

  it('waiting → verifying → success; a second submit while verifying is ignored', () => {
    let s: SliderState = sliderReducer({ status: 'loading', attempt: 0 }, { type: 'loaded' });
    s = sliderReducer(s, { type: 'submit' });
    expect(sliderReducer(s, { type: 'submit' })).toBe(s);
    expect(sliderReducer(s, { type: 'passed' })).toEqual({ status: 'success' });
  });

  it('a refusal is the error state; retry starts over', () => {
    const s = sliderReducer({ status: 'verifying' }, { type: 'refused', message: 'Too fast' });
    expect(s).toEqual({ status: 'error', message: 'Too fast', initFailed: false });
    expect(sliderReducer(s, { type: 'retry' })).toEqual({ status: 'loading', attempt: 0 });
  });
});
