import { describe, expect, it } from 'vitest';
import { extensionAccepts } from './server-address';

describe('addresses the extension accepts', () => {
  it('takes https anywhere and http only on this machine', () => {
    expect(extensionAccepts('https://ads.example.com.br')).toBe(true);
    expect(extensionAccepts('http://localhost:3000')).toBe(true);
    expect(extensionAccepts('http://127.0.0.1:3219')).toBe(true);
    expect(extensionAccepts('http://192.168.0.10:3000')).toBe(false);
    expect(extensionAccepts('http://ads.example.com.br')).toBe(false);
  });
});
