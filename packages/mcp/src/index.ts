export { createSpotterMcpServer, INSTRUCTIONS, TOOLS, type SpotterMcpOptions } from './spotter-mcp.js';
export { answerHttp, serveStdio } from './transports.js';
export { HISTORY_URI, PLAN_URI } from './resources.js';
export type { LocalFiles, SpotterTool, ToolContext } from './tool-kit.js';
