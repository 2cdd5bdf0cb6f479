// Test support for driving Spotter's MCP server through the SDK's own client, whatever the transport (the
// "./testing" entry exists under the "source" condition only: tests run the sources, and nothing here ships).
export { callTool, callToolError, invalidInputSchemas, resourceText, type ToolCall } from './mcp-client.js';
export { analysedUpload, progressServer, type Stage } from './progress-server.js';
