import net from "node:net";

export type TcpProxy = {
  /** Where clients connect: 127.0.0.1 and this port. */
  port: number;
  /** How many client connections are open through the proxy now. */
  openConnections: () => number;
  /**
   * Cuts the line: open connections are dropped and new ones are refused (accepted and reset at
   * once, as a firewall that rejects would). "stall" instead accepts new connections and never
   * answers, like a network that swallows packets.
   */
  cut: (mode?: "refuse" | "stall") => void;
  /** Forwards new connections again. */
  restore: () => void;
  close: () => Promise<void>;
};

/** A TCP proxy on 127.0.0.1 in front of a server, which a test can cut and restore. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: "forward" | "refuse" | "stall" = "forward";
  const sockets = new Set<net.Socket>();
  const clients = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    // A reset on either side only ends that connection.
    socket.on("error", () => socket.destroy());
  };

  const server = net.createServer((client) => {
    track(client);
    clients.add(client);
    client.on("close", () => clients.delete(client));
    if (mode === "refuse") {
      client.resetAndDestroy();
      return;
    }
    if (mode === "stall") return;
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const { port } = server.address() as net.AddressInfo;

  const dropAll = () => {
    for (const socket of sockets) socket.resetAndDestroy();
  };
  return {
    port,
    openConnections: () => clients.size,
    cut: (how = "refuse") => {
      mode = how;
      dropAll();
    },
    restore: () => {
      mode = "forward";
      // Stalled connections never carried anything: end them so their clients retry.
      dropAll();
    },
    close: async () => {
      dropAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
