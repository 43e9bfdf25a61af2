// Words for a device and its place (docs/decisions/034-sessions-on-the-server.md): from the user agent, and from the
// address alone, with no outside service.
import { describe, expect, it } from 'vitest';
import { describeDevice, describePlace } from './client-description.lib.ts';

describe('describeDevice', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
      'Chrome on Android phone',
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari on iPad',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
      'Microsoft Edge on Windows',
    ],
    ['', 'Unknown device'],
    ['   ', 'Unknown device'],
    ['curl/8.5.0', 'Unknown device'],
  ])('%s → %s', (userAgent, words) => {
    expect(describeDevice(userAgent)).toBe(words);
  });
});

describe('describePlace', () => {
  it.each([
    ['127.0.0.1', 'This computer (the same machine as the shop)'],
    ['::1', 'This computer (the same machine as the shop)'],
    ['::ffff:192.168.0.4', "A private network (a home, an office or the shop's own)"],
    ['10.1.2.3', "A private network (a home, an office or the shop's own)"],
    ['fd12:3456::1', "A private network (a home, an office or the shop's own)"],
    ['100.64.0.1', "A mobile or internet provider's shared address"],
    ['203.0.113.9', 'A test address (no real place)'],
    ['2001:db8::5', 'A test address (no real place)'],
    ['49.36.10.20', 'Somewhere on the internet (the shop tells no town from an address)'],
    ['2409:4040::1', 'Somewhere on the internet (the shop tells no town from an address)'],
    ['not an address', 'Unknown'],
  ])('%s → %s', (ip, words) => {
    expect(describePlace(ip)).toBe(words);
  });
});
