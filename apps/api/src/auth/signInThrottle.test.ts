import { describe, expect, it } from 'vitest';
import { SignInThrottle } from './signInThrottle';

describe('SignInThrottle', () => {
  it('blocks an account after 10 failures in 15 minutes, and lets it in again after the window', () => {
    let t = 0;
    const throttle = new SignInThrottle(() => t);
    const keys = ['email:analyst@gulfcoast-power.test', 'ip:203.0.113.7'];
    for (let i = 0; i < 9; i++) throttle.fail(keys);
    expect(throttle.blocked(keys)).toBe(false);
    throttle.fail(keys);
    expect(throttle.blocked(keys)).toBe(true);
    expect(throttle.blocked(['email:forecaster@gulfcoast-power.test', 'ip:198.51.100.2'])).toBe(false);
    t += 15 * 60 * 1000 + 1;
    expect(throttle.blocked(keys)).toBe(false);
  });

  it('forgets an account\'s failures after a successful sign-in', () => {
    const throttle = new SignInThrottle(() => 0);
    for (let i = 0; i < 10; i++) throttle.fail(['email:a']);
    throttle.reset(['email:a']);
    expect(throttle.blocked(['email:a'])).toBe(false);
  });
});
