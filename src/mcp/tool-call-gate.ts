// The door every tool call of an MCP request passes at /mcp, between the transport and the server:
// the calls of a batch run one at a time, the event loop free for other requests between two of
// them (a batch of 100 searches held a worker for up to 2 s); each is checked against its tool's
// schema, strictly, and charged its own price against the client's limits before it runs. A call
// refused here is answered here: a tool that does not exist or arguments outside the schema as the
// JSON-RPC error MCP asks for, without repeating what was sent; a call over the client's limits or
// refused while the worker is late as a tool error with the API's message, which an agent reads
// (docs/security.md, "Every door metered"); so is a call whose only refused arguments are HTTP's
// query parameters (lang, a routes page), with the error HTTP answers for them, since an agent that
// reads HTTP's vocabulary should meet its errors too.
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { ApiError, type ErrorId } from '../api/errors.js';
import { HTTP_PARAMETER_ERRORS, TOOL_INPUTS, type ToolName } from './tools.js';

/** What the door asks of the service for a call: undefined to let it run, or the refusal's text. */
export type ToolCallAdmission = (name: ToolName, args: Record<string, unknown>) => string | undefined | Promise<string | undefined>;

/** JSON-RPC's "invalid params", which MCP uses for an unknown tool and for arguments its schema refuses. */
const INVALID_PARAMS = -32602;

/** Each tool's arguments as a strict schema (no argument beyond its own), by tool name. */
export type StrictToolInputs = ReadonlyMap<string, z.ZodTypeAny>;

/** The strict schemas, made once by whoever keeps the door (the /mcp route) and handed to it for every request. */
export function strictToolInputs(): StrictToolInputs {
  return new Map(Object.entries(TOOL_INPUTS).map(([name, shape]) => [name, z.object(shape).strict()]));
}

/** The names and kinds of a tool's arguments, for a message that names what is allowed rather than what was sent. */
function allowedArguments(name: string): string {
  return Object.keys(TOOL_INPUTS[name as ToolName]).join(', ');
}

/** HTTP's message when every argument `error` refuses is an HTTP query parameter of the tool (the first refused one's). */
function parameterRefusal(name: ToolName, error: z.ZodError): string | undefined {
  const errors: Readonly<Record<string, ErrorId | undefined>> = HTTP_PARAMETER_ERRORS[name] ?? {};
  const ids = error.issues.map((issue) => (issue.path.length === 1 ? errors[String(issue.path[0])] : undefined));
  if (ids.length === 0 || ids.some((id) => id === undefined)) return undefined;
  return new ApiError(ids[0]!).message;
}

interface ToolCall {
  id: string | number;
  name: unknown;
  args: unknown;
}

function toolCallOf(message: JSONRPCMessage): ToolCall | undefined {
  if (!('method' in message) || message.method !== 'tools/call' || !('id' in message)) return undefined;
  const params = (message.params ?? {}) as { name?: unknown; arguments?: unknown };
  return { id: message.id, name: params.name, args: params.arguments ?? {} };
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Puts the door in front of `transport`'s server: call once the server is connected to it. */
export function gateToolCalls(transport: Transport, inputs: StrictToolInputs, admit: ToolCallAdmission): void {
  const deliver = transport.onmessage;
  const send = transport.send.bind(transport);
  if (!deliver) throw new Error('gateToolCalls: connect the server to the transport first');
  /** Calls delivered to the server and not answered yet, by request id. */
  const answered = new Map<string | number, () => void>();
  // Once the transport closes, the calls still queued are dropped: the server may already answer
  // another request (http-endpoint.ts reuses it), and a call delivered now would be answered there.
  let closed = false;
  const onclose = transport.onclose;
  transport.onclose = () => {
    closed = true;
    for (const resolve of answered.values()) resolve();
    onclose?.();
  };
  transport.send = async (message, options) => {
    await send(message, options);
    if ('id' in message && !('method' in message)) answered.get(message.id!)?.();
  };
  const refuse = (id: string | number, error: { code: number; message: string } | { text: string }) =>
    send(
      'text' in error
        ? { jsonrpc: '2.0', id, result: { content: [{ type: 'text', text: error.text }], isError: true } }
        : { jsonrpc: '2.0', id, error },
    );

  const run = async (call: ToolCall, message: JSONRPCMessage, extra: Parameters<NonNullable<Transport['onmessage']>>[1]) => {
    await nextTurn();
    if (closed) return;
    const input = typeof call.name === 'string' ? inputs.get(call.name) : undefined;
    if (input === undefined) return refuse(call.id, { code: INVALID_PARAMS, message: 'Unknown tool: tools/list names the tools of this server.' });
    const parsed = input.safeParse(call.args);
    if (!parsed.success) {
      const text = parameterRefusal(call.name as ToolName, parsed.error);
      if (text !== undefined) return refuse(call.id, { text });
      return refuse(call.id, { code: INVALID_PARAMS, message: `Invalid arguments for this tool: its input schema allows ${allowedArguments(call.name as string)}, with the types and patterns tools/list gives.` });
    }
    const refusal = await admit(call.name as ToolName, parsed.data as Record<string, unknown>);
    if (closed) return;
    if (refusal !== undefined) return refuse(call.id, { text: refusal });
    const done = new Promise<void>((resolve) => answered.set(call.id, resolve));
    deliver(message, extra);
    await done;
    answered.delete(call.id);
  };

  let queue = Promise.resolve();
  transport.onmessage = (message, extra) => {
    const call = toolCallOf(message);
    if (call === undefined) return deliver(message, extra);
    // A refusal that cannot be sent (the client went away) is dropped: it must not end the process.
    queue = queue.then(() => run(call, message, extra)).catch(() => (closed ? undefined : refuse(call.id, { code: -32603, message: 'Internal error' }).catch(() => undefined)));
  };
}
