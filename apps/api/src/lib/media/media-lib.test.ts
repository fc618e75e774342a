import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBlockedAddress } from './address-policy';
import { DownloadError, downloadMedia } from './download';
import { sniffMedia } from './sniff';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Array(24).fill(0)]);

describe('address policy', () => {
  it.each([
    ['127.0.0.1', true],
    ['10.1.2.3', true],
    ['172.20.0.1', true],
    ['192.168.0.10', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['0.0.0.0', true],
    ['::1', true],
    ['fe80::1', true],
    ['fd00::1', true],
    ['::ffff:127.0.0.1', true],
    ['not-an-ip', true],
    ['8.8.8.8', false],
    ['157.240.22.35', false],
    ['2a03:2880:f12f:83:face:b00c::25de', false],
  ])('%s blocked = %s', (ip, expected) => {
    expect(isBlockedAddress(ip)).toBe(expected);
  });
});

describe('magic bytes', () => {
  it('recognises images and videos, not HTML', () => {
    expect(sniffMedia(PNG)?.contentType).toBe('image/png');
    expect(sniffMedia(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))?.ext).toBe('jpg');
    expect(sniffMedia(Buffer.from('\0\0\0\x18ftypmp42', 'latin1'))?.kind).toBe('video');
    expect(sniffMedia(Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1'))?.ext).toBe('webp');
    expect(sniffMedia(Buffer.from('<!doctype html><html>'))).toBeNull();
  });
});

describe('downloadMedia', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/img.png') return res.end(PNG);
      if (req.url === '/to-img') return res.writeHead(302, { location: '/img.png' }).end();
      if (req.url === '/to-ftp') return res.writeHead(302, { location: 'ftp://example.com/x' }).end();
      if (req.url === '/to-metadata')
        return res.writeHead(302, { location: 'http://169.254.169.254/x' }).end();
      res.writeHead(404).end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const opts = { maxBytes: 1024, timeoutMs: 5000, allowPrivate: false };

  it('refuses loopback addresses, literal or after DNS resolution', async () => {
    await expect(downloadMedia(`${base}/img.png`, opts)).rejects.toMatchObject({ reason: 'blocked' });
    const port = (server.address() as AddressInfo).port;
    await expect(downloadMedia(`http://localhost:${port}/img.png`, opts)).rejects.toMatchObject({
      reason: 'blocked',
    });
  });

  it('follows redirects only to allowed places', async () => {
    const allowed = { ...opts, allowPrivate: true };
    const file = await downloadMedia(`${base}/to-img`, allowed);
    expect(file.contentType).toBe('image/png');
    await expect(downloadMedia(`${base}/to-ftp`, allowed)).rejects.toBeInstanceOf(DownloadError);
    await expect(downloadMedia('file:///etc/passwd', allowed)).rejects.toMatchObject({ reason: 'bad_url' });
  });

  it('re-checks every redirect hop against the address policy', async () => {
    // Loopback allowed (to reach the test server), link-local still refused: the hop is judged.
    const isBlocked = (ip: string) => ip.startsWith('169.254.');
    await expect(downloadMedia(`${base}/to-metadata`, { ...opts, isBlocked })).rejects.toMatchObject({
      reason: 'blocked',
    });
    await expect(downloadMedia(`${base}/to-img`, { ...opts, isBlocked })).resolves.toMatchObject({
      ext: 'png',
    });
  });
});
