import http from 'node:http';

/** A GET whose body is counted as it travels (fetch would decompress it): for response sizes. */
export function rawGet(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/** How the server answers a client that accepts compression: the encoding and the bytes on the wire. */
export async function compressedSize(url: string, headers: Record<string, string> = {}) {
  const answer = await rawGet(url, { ...headers, 'accept-encoding': 'br, gzip' });
  if (answer.status !== 200) throw new Error(`GET ${url} answered ${answer.status}`);
  return { encoding: String(answer.headers['content-encoding'] ?? 'identity'), bytes: answer.bytes };
}
