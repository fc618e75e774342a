import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { graphqlAnswer } from '../../test/ad-fixtures';

/** A certificate for www.facebook.com made for this run only (Chromium is told to accept it). */
const selfSigned = () => {
  const dir = mkdtempSync(join(tmpdir(), 'sniperads-cert-'));
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=www.facebook.com',
      '-addext',
      'subjectAltName=DNS:www.facebook.com',
    ],
    { stdio: 'ignore' },
  );
  const pair = { key: readFileSync(key), cert: readFileSync(cert) };
  rmSync(dir, { recursive: true, force: true });
  return pair;
};

const escapeScript = (json: string) => json.replace(/</g, '\\u003c');

/**
 * Like the real Ad Library page: the first results come embedded in the HTML (a data-sjs JSON
 * block), the next ones from a POST to /api/graphql/ answered with `for (;;);` + JSON. The page's
 * own script renders cards from that data; the extension must read the JSON, not the cards.
 */
const page = (embedded: unknown[], headScript: string) => `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>Biblioteca de Anúncios</title>
${headScript ? `<script>${headScript}</script>` : ''}
<style>div, section, button { all: unset; display: block; } .card { border: 1px solid #ccc; }</style></head>
<body>
<h1>Biblioteca de Anúncios</h1>
<div id="results"></div>
<script type="application/json" data-sjs>${escapeScript(
  JSON.stringify({
    require: [['ScheduledServerJS', 'handle', null, [{ __bbox: { result: graphqlAnswer(embedded) } }]]],
  }),
)}</script>
<script>
  // Like the site's cards: the id label in an element of its own (both wordings the site uses),
  // then the page name and the ad's body text.
  let n = 0;
  const render = (ads) => {
    for (const ad of ads) {
      const card = document.createElement('div');
      card.className = 'card';
      const label = document.createElement('span');
      label.className = 'library-id';
      label.textContent = (n++ % 2 ? 'Identificação da biblioteca: ' : 'ID da biblioteca: ') + ad.ad_archive_id;
      const page = document.createElement('div');
      page.textContent = ad.page_name;
      const body = document.createElement('div');
      body.className = 'ad-body';
      // The site reads its own newer item shape too (an item whose snapshot was renamed).
      body.textContent = (ad.snapshot ?? ad.snapshot_v2).body.text;
      card.append(label, page, body);
      document.getElementById('results').append(card);
    }
  };
  const firstBlock = JSON.parse(document.querySelector('script[data-sjs]').textContent);
  render(firstBlock.require[0][3][0].__bbox.result.data.ad_library_main.search_results_connection.edges
    .flatMap((e) => e.node.collated_results));
  const show = (text) => {
    const json = JSON.parse(text.replace('for (;;);', ''));
    render(json.data.ad_library_main.search_results_connection.edges.flatMap((e) => e.node.collated_results));
  };
  // The site loads more results both ways; the extension must see both.
  fetch('/api/graphql/', { method: 'POST', body: 'doc_id=1&variables={}' })
    .then((r) => r.text())
    .then(show);
  const xhr = new XMLHttpRequest();
  xhr.open('POST', '/api/graphql/');
  xhr.onload = () => show(xhr.responseText);
  xhr.send('doc_id=2&variables={}');
</script>
</body></html>`;

export const startFakeFacebook = async (
  embedded: unknown[],
  graphql: { fetch: unknown[]; xhr: unknown[] },
  image: Buffer,
  /** A script of the page's own, run first in <head> (an attacker's, in the attack journey). */
  headScript = '',
) => {
  const graphqlCalls: string[] = [];
  const server = createServer(selfSigned(), (req, res) => {
    const url = new URL(req.url ?? '/', 'https://www.facebook.com');
    if (url.pathname.startsWith('/ads/library')) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(embedded, headScript));
    } else if (url.pathname === '/api/graphql/' && req.method === 'POST') {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        graphqlCalls.push(body);
        const ads = body.includes('doc_id=2') ? graphql.xhr : graphql.fetch;
        res
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          .end(`for (;;);${JSON.stringify(graphqlAnswer(ads))}`);
      });
    } else if (url.pathname.startsWith('/img/')) {
      res.writeHead(200, { 'content-type': 'image/png' }).end(image);
    } else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    graphqlCalls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
