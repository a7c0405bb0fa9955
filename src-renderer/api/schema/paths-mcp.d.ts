// Generated from the service's /api/v1/openapi.json by scripts/generate-client.ts: do not edit.
// The test suite fails when it is stale; run `npm run generate:client` after changing a route or a tool.
import type { operations } from '../schema.d.ts';

export interface McpPaths {
    "/mcp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * MCP stream: not served (405)
         * @description This MCP endpoint is stateless: there is no standalone stream to open and no session to end. MCP asks for 405 here; the body is in the contract's error shape.
         */
        get: operations["mcpStream"];
        put?: never;
        /**
         * MCP over streamable HTTP
         * @description The Model Context Protocol, stateless: the same tools for agents, bound to the caller's API key. Send `Accept: application/json, text/event-stream`; a call answers a JSON-RPC message, as JSON or as a stream that also carries progress notifications.
         */
        post: operations["mcp"];
        /**
         * MCP session end: not served (405)
         * @description This MCP endpoint is stateless: there is no standalone stream to open and no session to end. MCP asks for 405 here; the body is in the contract's error shape.
         */
        delete: operations["mcpEndSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
