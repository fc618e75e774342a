type Json = Record<string, unknown>;

const esc = (value: unknown) => String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const schemaLine = (schema: Json | undefined, depth = 0): string => {
  if (!schema) return '';
  const props = schema.properties as Record<string, Json> | undefined;
  if (!props || depth > 2) return `<code>${esc(schema.type ?? 'object')}</code>`;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const rows = Object.entries(props)
    .map(
      ([name, p]) =>
        `<li><code>${esc(name)}</code>${required.has(name) ? ' *' : ''} <small>${esc(p.type ?? (p.enum ? 'enum' : ''))}${
          p.enum ? ` (${(p.enum as unknown[]).map(esc).join(' | ')})` : ''
        }</small>${p.properties ? schemaLine(p, depth + 1) : ''}</li>`,
    )
    .join('');
  return `<ul>${rows}</ul>`;
};

/** A readable, script-free reference (the CSP forbids inline scripts) built from the OpenAPI document. */
export const renderReferencePage = (doc: Json) => {
  const paths = doc.paths as Record<string, Record<string, Json>>;
  const sections = Object.entries(paths)
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => {
        const body = (op.requestBody as Json | undefined)?.content as Record<string, Json> | undefined;
        const bodySchema = body?.['application/json']?.schema as Json | undefined;
        const params = (op.parameters as Json[] | undefined) ?? [];
        const responses = Object.keys((op.responses as Json | undefined) ?? {}).join(', ');
        return `<section><h3><span class="m ${esc(method)}">${esc(method.toUpperCase())}</span> <code>${esc(path)}</code></h3>
<p>${esc(op.summary)}</p><p><b>Acesso:</b> ${esc(op['x-access'])}</p>
${params.length ? `<p><b>Parâmetros:</b> ${params.map((p) => `<code>${esc(p.name)}</code> (${esc(p.in)})`).join(', ')}</p>` : ''}
${bodySchema ? `<div><b>Corpo:</b>${schemaLine(bodySchema)}</div>` : ''}
<p><b>Respostas:</b> ${esc(responses)}</p></section>`;
      }),
    )
    .join('\n');
  const info = doc.info as Json;
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(info.title)} — referência</title><style>
body{font:15px/1.5 system-ui,sans-serif;max-width:960px;margin:0 auto;padding:24px;color:#1a1b1e}
section{border:1px solid #e5e7eb;border-radius:8px;padding:12px 16px;margin:12px 0}h3{margin:0 0 4px;font-size:16px}
.m{display:inline-block;min-width:64px;text-align:center;border-radius:4px;color:#fff;font-size:12px;padding:2px 6px}
.get{background:#2563eb}.post{background:#16a34a}.put{background:#d97706}.patch{background:#7c3aed}.delete{background:#dc2626}
code{background:#f3f4f6;padding:1px 4px;border-radius:4px}ul{margin:4px 0}</style></head><body>
<h1>${esc(info.title)} <small>v${esc(info.version)}</small></h1><p>${esc(info.description)}</p>
<p>Documento OpenAPI: <a href="/api/docs/openapi.json">/api/docs/openapi.json</a>. Envelope: sucesso
<code>{ success: true, data, message? }</code>; listas com <code>meta</code>; falha <code>{ success: false, message, code?, errors? }</code>.</p>
${sections}</body></html>`;
};
