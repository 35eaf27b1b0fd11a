import { isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { Address6 } from 'ip-address';

/**
 * The key a per-client limit counts under: the IPv4 address, or the /64 network of an IPv6 one. One
 * subscriber is given a whole /64, so keyed by full address a single client could take a new key
 * for every request. The same rule @fastify/rate-limit applies to the API-wide limit.
 */
export function clientKey(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const address = new Address6(ip);
  if (address.is4()) return address.to4().correctForm();
  return `${new Address6(`${ip}/64`).startAddress().correctForm()}/64`;
}

export function requestClientKey(request: FastifyRequest): string {
  return clientKey(request.ip);
}
