// How an app talks to this service: its URL, a first request with curl, the OpenAPI document,
// and the MCP server for agents. The key in the examples is a placeholder: real keys are shown
// once, when made.
import { ExternalLink } from 'lucide-react';
import { useStudio } from '../../studio-context.ts';
import { CopyCode } from './CopyCode.tsx';

const PLACEHOLDER = 'tmb_your_api_key';

export function ApiTab() {
  const connection = useStudio((s) => s.connection);
  const system = useStudio((s) => s.settings?.system);
  const base = system?.url ?? connection?.serviceUrl ?? location.origin;
  const curl = [
    `curl -s -X POST ${base}/api/v1/tools/generate-tts/execute \\`,
    `  -H "Authorization: Bearer ${PLACEHOLDER}" \\`,
    `  -H "Content-Type: application/json" \\`,
    `  -d '{"text": "Hello from my app.", "voiceId": "alpha-cherry"}'`,
  ].join('\n');
  const wait = [
    `curl -s -X POST ${base}/api/v1/tools/wait-for-task/execute \\`,
    `  -H "Authorization: Bearer ${PLACEHOLDER}" \\`,
    `  -H "Content-Type: application/json" \\`,
    `  -d '{"taskId": "<taskId from the answer above>"}'`,
  ].join('\n');
  const mcpHttp = JSON.stringify(
    { mcpServers: { timbre: { type: 'http', url: `${base}/mcp`, headers: { Authorization: `Bearer ${PLACEHOLDER}` } } } },
    null,
    2,
  );
  const mcpStdio = `TIMBRE_URL=${base} TIMBRE_API_KEY=${PLACEHOLDER} npm run -s mcp`;
  return (
    <div className="dev-api">
      <section aria-labelledby="api-url-heading" className="dev-card">
        <h3 id="api-url-heading">Service</h3>
        <dl className="facts">
          <dt>URL</dt>
          <dd>
            <code data-testid="api-base">{base}</code>
          </dd>
          <dt>OpenAPI</dt>
          <dd>
            <a href={`${base}/api/v1/openapi.json`} target="_blank" rel="noreferrer" data-testid="openapi-link">
              /api/v1/openapi.json <ExternalLink size={13} aria-label="opens in a new window" />
            </a>
          </dd>
          <dt>Auth</dt>
          <dd>
            <code>Authorization: Bearer tmb_…</code>, a key from the Keys tab
          </dd>
        </dl>
      </section>
      <section aria-labelledby="api-curl-heading" className="dev-card">
        <h3 id="api-curl-heading">Make speech with curl</h3>
        <p className="muted">Every tool answers at once with a task id; wait for it, then fetch its asset.</p>
        <CopyCode code={curl} what="curl example" />
        <CopyCode code={wait} what="wait example" />
      </section>
      <section aria-labelledby="api-mcp-heading" className="dev-card">
        <h3 id="api-mcp-heading">MCP for agents</h3>
        <p className="muted">Every tool is also an MCP tool. Over streamable HTTP:</p>
        <CopyCode code={mcpHttp} what="MCP configuration" />
        <p className="muted">Or over stdio, from the repository:</p>
        <CopyCode code={mcpStdio} what="MCP command" testId="mcp-command" />
      </section>
    </div>
  );
}
