import { describe, expect, it } from 'vitest';
import { type CookieJar, rememberedUser, rememberUser } from '../hooks/remember-user';

function jar() {
  const written: string[] = [];
  let cookie = '';
  const j: CookieJar = {
    read: () => cookie,
    write: (c) => {
      written.push(c);
      const [pair] = c.split(';');
      cookie = c.includes('Max-Age=0') ? '' : (pair ?? '');
    },
  };
  return { j, written };
}

describe('remember me', () => {
  it('keeps only the username for one day, SameSite=Lax', () => {
    const { j, written } = jar();
    rememberUser('player01', j);
    expect(written[0]).toBe('rememberUser=player01; Max-Age=86400; Path=/; SameSite=Lax');
    expect(rememberedUser(j)).toBe('player01');
  });

  it('forgets the username when unticked', () => {
    const { j, written } = jar();
    rememberUser('player01', j);
    rememberUser(null, j);
    expect(written[1]).toContain('Max-Age=0');
    expect(rememberedUser(j)).toBeNull();
  });
});
