// The official Tasks client (@modelcontextprotocol/ext-tasks) calls explain_document as a task, on the
// official TypeScript client, the way its README shows: a task session from a connected Client, then
// callTool and settle. Run by tests/support/mcp_app_host.py (run_tasks_client) from .mcpapp/, where npm
// installed the packages: node ext_tasks_client.mjs URL ERA, the tool's arguments as JSON on stdin.
// Prints one JSON object: the era, every request sent (method, Mcp-Name header), and the settled outcome.
//
// 2026-07-28: the SDK's client cannot send the extension's task requests itself, so the package takes a
// raw dispatch from the host (README, "a 2026-07-28 Tasks server additionally requires rawDispatch and
// v2RequestFraming"). This one POSTs the framed request with the routing headers a Streamable HTTP
// client sends (SEP-2243) and the per-request headers the package asks for (the task's Mcp-Name).
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import {
  createTaskSessionFromClient,
  resultFromTaskOutcome,
  toolDeclarationFromMcpTool,
} from "@modelcontextprotocol/ext-tasks/client";

const [url, era] = process.argv.slice(2);
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const toolArguments = JSON.parse(Buffer.concat(chunks).toString("utf-8"));

const MODERN = "2026-07-28";
const info = { name: "klartext-tasks-test", version: "1.0.0" };
const capabilities = era === MODERN ? { extensions: { "io.modelcontextprotocol/tasks": {} } } : {};
const options = { capabilities };
if (era === MODERN) options.versionNegotiation = { mode: { pin: MODERN } };
else options.supportedProtocolVersions = [era];

const sent = [];
function record(body, headers) {
  try {
    const message = JSON.parse(body);
    sent.push({ method: message.method, mcpName: new Headers(headers).get("mcp-name") });
  } catch (e) {
    // not a JSON-RPC body
  }
}

const client = new Client(info, options);
await client.connect(
  new StreamableHTTPClientTransport(new URL(url), {
    fetch: (input, init) => {
      record(init.body, init.headers);
      return fetch(input, init);
    },
  }),
);

let nextId = 1;
async function rawDispatch(request, dispatch = {}) {
  const message = { jsonrpc: "2.0", id: `tasks-${nextId++}`, ...request };
  const headers = {
    "content-type": "application/json",
    accept: "application/json, text/event-stream",
    "MCP-Protocol-Version": MODERN,
    "Mcp-Method": message.method,
  };
  if (message.method === "tools/call") headers["Mcp-Name"] = message.params.name;
  Object.assign(headers, (dispatch.context && dispatch.context.headers) || {});
  const body = JSON.stringify(message);
  record(body, headers);
  const response = await fetch(url, { method: "POST", headers, body, signal: dispatch.signal });
  const answer = await response.json();
  return answer.error ? { kind: "error", error: answer.error } : { kind: "result", result: answer.result };
}

const sessionOptions = { endpointId: "klartext-test" };
if (era === MODERN) {
  Object.assign(sessionOptions, {
    rawDispatch,
    v2RequestFraming: { protocolVersion: MODERN, clientInfo: info, clientCapabilities: capabilities },
  });
}
const { tools } = await client.listTools();
const tool = tools.find((t) => t.name === "explain_document");
const session = createTaskSessionFromClient(client, sessionOptions);
let out;
try {
  const execution = await session.callTool("explain_document", toolArguments, {
    declaration: toolDeclarationFromMcpTool(tool),
    task: { preference: "require" },
  });
  const { outcome } = await execution.settle();
  out = { era: client.getProtocolEra(), sent, outcome: outcome.status, result: resultFromTaskOutcome(outcome) };
} catch (error) {
  out = { era: client.getProtocolEra(), sent, error: String((error && error.message) || error) };
} finally {
  await session.close();
  await client.close();
}
process.stdout.write(JSON.stringify(out));
