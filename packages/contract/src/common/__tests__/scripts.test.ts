import { describe, expect, it } from 'vitest';
import { setNicknameSchema } from '../../profile/index.js';
import { isMixedScript } from '../scripts.js';

describe('mixed-script names (TR39 Highly Restrictive)', () => {
  it.each(['рlayer01', 'Αlpha', 'Ωmega1', 'pаypal', 'สมชายabc', 'abc١٢٣'])('refuses %j', (name) => {
    expect(isMixedScript(name)).toBe(true);
  });
  it.each([
    'player01',
    'рора',
    'ЖЖ01',
    '小明ABC',
    'たろうTaro',
    '김철수abc',
    'Lê Văn Tám',
    'สมชาย',
    '日本語ー',
    'a·b',
    'ＰＬＡＹＥＲ',
    '12345',
  ])('accepts %j', (name) => {
    expect(isMixedScript(name)).toBe(false);
  });
  it('the nickname schema refuses it with its own code', () => {
    expect(setNicknameSchema.safeParse({ nickname: 'Аlice' }).error?.issues[0]?.message).toBe('profile_nickname_mixed_script');
    expect(setNicknameSchema.parse({ nickname: 'Alice' }).nickname).toBe('Alice');
  });
});
