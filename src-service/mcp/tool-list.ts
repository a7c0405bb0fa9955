import type { Tool as McpTool } from '@modelcontextprotocol/sdk/types.js';
import type { Tool } from '../tools/tool.ts';
import { WAIT_MAX_SECONDS } from '../tools/task-tools.ts';

/** Default and ceiling of `waitTimeoutSeconds`, the MCP-only wait of generation tools. */
export const MCP_WAIT = { default: 60, max: WAIT_MAX_SECONDS } as const;

/** The properties MCP adds to every generation tool; stripped before the executor sees the input. */
const WAIT_PROPERTIES = {
  wait: {
    type: 'boolean',
    default: false,
    description:
      'MCP only: after the acknowledgement, wait for the task to end (with progress notifications) and return the task record instead.',
  },
  waitTimeoutSeconds: {
    type: 'integer',
    minimum: 1,
    maximum: MCP_WAIT.max,
    default: MCP_WAIT.default,
    description: `MCP only, with wait: seconds to wait, 1 to ${MCP_WAIT.max} (default ${MCP_WAIT.default}); the task record is returned as it stands then.`,
  },
} as const;

/**
 * tools/list from the registry, read live on every call: the same names, the same JSON
 * Schema (TypeBox schemas are JSON Schema; the clone drops TypeBox's symbol keys) and the
 * same descriptions as the HTTP API and OpenAPI, so there is one definition of each tool.
 */
export function listMcpTools(tools: Iterable<Tool>): McpTool[] {
  return [...tools].map((tool) => {
    const schema = JSON.parse(JSON.stringify(tool.input)) as McpTool['inputSchema'];
    if (tool.kind === 'generation') schema.properties = { ...schema.properties, ...WAIT_PROPERTIES };
    const wait = tool.kind === 'generation' ? ' Over MCP, wait: true also waits for the result in the same call.' : '';
    return { name: tool.name, description: tool.description + wait, inputSchema: schema };
  });
}
