// The client side of the notification-socket bench, in a process of its own (so the server's memory is the
// server's): opens the sockets it is given, notes when each notification arrives, reports on request.
// Driven over IPC by bench/notification-sockets.ts; never run alone.
import WebSocket from 'ws';

export type ClientCommand =
  | {
      type: 'open';
      baseUrl: string;
      peers: { userId: number; token: string }[];
      concurrency: number;
    }
  | { type: 'report' }
  | { type: 'close' };

export type ClientReport =
  | { type: 'opened'; opened: number; failed: number; ms: number }
  /** [notification_id, arrival time in ms since the epoch (performance.timeOrigin + now)] */
  | { type: 'arrivals'; arrivals: [number, number][] };

const sockets: WebSocket[] = [];
let arrivals: [number, number][] = [];
const send = (report: ClientReport) => process.send!(report);
const now = () => performance.timeOrigin + performance.now();

/** Resolves once the socket's first message (the window) came: then it is subscribed on the server. */
function openOne(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url);
    let ready = false;
    socket.on('message', (data: Buffer) => {
      const at = now(); // before parsing: the parse is the client's cost, not the server's
      const message = JSON.parse(data.toString('utf8')) as {
        type: string;
        notification?: { notification_id: number };
      };
      if (message.type === 'notification')
        arrivals.push([message.notification!.notification_id, at]);
      else if (message.type === 'init' && !ready) {
        ready = true;
        sockets.push(socket);
        resolve(true);
      }
    });
    socket.on('error', () => resolve(false));
    socket.on('close', () => resolve(false));
  });
}

async function openAll(command: Extract<ClientCommand, { type: 'open' }>) {
  const started = performance.now();
  let next = 0;
  let failed = 0;
  const worker = async () => {
    while (next < command.peers.length) {
      const { userId, token } = command.peers[next++]!;
      const url = `${command.baseUrl}/ws/notifications/${userId}/?token=${token}`;
      if (!(await openOne(url))) failed++;
    }
  };
  await Promise.all(Array.from({ length: command.concurrency }, worker));
  send({ type: 'opened', opened: sockets.length, failed, ms: performance.now() - started });
}

process.on('message', (command: ClientCommand) => {
  if (command.type === 'open') void openAll(command);
  else if (command.type === 'report') {
    send({ type: 'arrivals', arrivals });
    arrivals = [];
  } else {
    for (const socket of sockets) socket.terminate();
    process.disconnect();
  }
});
