import net from "node:net";

export type RawAnswer = { status: number; head: string; body: string };

/**
 * Sends bytes exactly as given over a new TCP connection and reads the answer until the server
 * closes it (send `Connection: close` or speak HTTP/1.0): for requests fetch() refuses to make (no Host, HTTP/1.0, TRACE, broken headers).
 */
export function rawRequest(baseUrl: string, request: string, timeoutMs = 10_000) {
  const { hostname, port } = new URL(baseUrl);
  return new Promise<RawAnswer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(Number(port), hostname, () => socket.write(request));
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const split = text.indexOf("\r\n\r\n");
      const head = split === -1 ? text : text.slice(0, split);
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
      resolve({ status, head, body: split === -1 ? "" : text.slice(split + 4) });
    });
  });
}

/** A request line and headers, joined with CRLF and ending the header block. */
export function rawLines(...lines: string[]): string {
  return `${lines.join("\r\n")}\r\n\r\n`;
}
