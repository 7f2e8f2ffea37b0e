import net from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy.ts";

// The proxy the database-outage browser tests stand on: it must forward, refuse, stall and
// recover, or those tests prove nothing.
let echo: net.Server;
let proxy: TcpProxy;
beforeAll(async () => {
  echo = net.createServer((socket) => {
    socket.on("error", () => socket.destroy()); // the proxy resets its side when cut
    socket.pipe(socket);
  });
  await new Promise<void>((resolve) => echo.listen(0, "127.0.0.1", resolve));
  proxy = await startTcpProxy({
    host: "127.0.0.1",
    port: (echo.address() as net.AddressInfo).port,
  });
});
afterAll(async () => {
  await proxy.close();
  await new Promise((resolve) => echo.close(resolve));
});

/** Connects through the proxy, sends a line and reports what came back (or how it failed). */
function roundTrip(text: string, timeoutMs = 500): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(proxy.port, "127.0.0.1");
    let received = "";
    const finish = (result: string) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(timeoutMs, () => finish("timeout"));
    socket.on("connect", () => socket.write(text));
    socket.on("data", (chunk) => {
      received += chunk.toString();
      if (received === text) finish(`echo:${received}`);
    });
    socket.on("error", (error: NodeJS.ErrnoException) => finish(`error:${error.code}`));
    socket.on("close", () => finish(received ? `echo:${received}` : "closed"));
  });
}

test("forwards, refuses, stalls and recovers", async () => {
  expect(await roundTrip("hello")).toBe("echo:hello");

  // An open connection is dropped the moment the line is cut.
  const open = net.connect(proxy.port, "127.0.0.1");
  await new Promise((resolve) => open.once("connect", resolve));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(proxy.openConnections()).toBe(1);
  const dropped = new Promise<string>((resolve) => {
    open.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
    open.on("close", () => resolve("closed"));
  });
  proxy.cut();
  expect(await dropped).toBe("ECONNRESET");

  expect(await roundTrip("refused?")).toBe("error:ECONNRESET");
  proxy.cut("stall");
  expect(await roundTrip("stalled?")).toBe("timeout");

  proxy.restore();
  expect(await roundTrip("back")).toBe("echo:back");
});
