import { createServer as createHttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createServer as createTcpServer, type Server, type Socket } from "node:net";
import type { Kysely } from "kysely";
import sharp from "sharp";
import type { Database } from "#app/data/schema.ts";
import type { SnapshotInput } from "#app/model/catalogue/snapshot-schema.ts";
import { importSnapshot } from "#app/services/catalogue-import/snapshot-import.server.ts";
import { importOptions } from "./snapshot-files.ts";
import { snapshot } from "./snapshot-fixture.ts";

// Stand-ins for a CRM's file servers (third parties unreachable here), on the loopback address.

export interface LocalServer {
  /** `http://127.0.0.1:PORT` */
  base: string;
  close(): Promise<void>;
}

export interface Answer {
  status?: number;
  type?: string;
  body?: Buffer | string;
  location?: string;
}

/** An HTTP server answering each path in `answers`, 404 otherwise; `hosts` gets each request's Host. */
export function fileServer(
  answers: Record<string, Answer>,
  hosts: string[] = [],
): Promise<LocalServer> {
  const server = createHttpServer((req, res) => {
    hosts.push(req.headers.host ?? "");
    const answer = answers[req.url ?? ""];
    if (!answer) return void res.writeHead(404).end();
    res.writeHead(answer.status ?? 200, {
      ...(answer.type ? { "Content-Type": answer.type } : {}),
      ...(answer.location ? { Location: answer.location } : {}),
    });
    res.end(answer.body);
  });
  return listen(server);
}

/** A host that accepts connections and never answers. */
export function silentServer(): Promise<LocalServer> {
  return listen(createTcpServer(() => {}));
}

export function jpeg(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#88aacc" } })
    .jpeg()
    .toBuffer();
}

/** The fixture snapshot with property 101's photos and documents given as these URLs. */
export function withRemoteMedia(media: { photos: string[]; documents?: string[] }): SnapshotInput {
  return {
    ...snapshot,
    properties: snapshot.properties?.map((p) =>
      p.ID === 101
        ? {
            ...p,
            Pictures: media.photos.map((Url) => ({ Url })),
            Documents: (media.documents ?? []).map((Url) => ({ Url, Name: "Plan" })),
          }
        : p,
    ),
  };
}

/** Imports the fixture snapshot with property 101's photos and documents given as these URLs. */
export async function importRemoteMedia(
  db: Kysely<Database>,
  folder: string,
  media: { photos: string[]; documents?: string[] },
): Promise<void> {
  const result = await importSnapshot(db, withRemoteMedia(media), importOptions(folder));
  if (!result.ok) throw new Error(`import failed: ${JSON.stringify(result.issues)}`);
}

function listen(server: Server | ReturnType<typeof createHttpServer>): Promise<LocalServer> {
  const sockets = new Set<Socket>();
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        base: `http://127.0.0.1:${port}`,
        close: () => {
          for (const socket of sockets) socket.destroy();
          return new Promise((done) => server.close(() => done()));
        },
      });
    });
  });
}
