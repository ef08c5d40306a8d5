import Bowser from 'bowser';
import { format, messages } from '../../../shared/messages/pt-BR';

/**
 * A pt-BR description of the device a session was started on, from its user agent: 'Chrome 120 em
 * Windows', 'Safari em iPhone' (a named device needs no browser version), 'Dispositivo desconhecido'.
 */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return messages.sessions.unknownDevice;
  const { browser, os, platform } = Bowser.parse(userAgent);
  if (!browser.name) return messages.sessions.unknownDevice;
  const major = browser.version?.split('.')[0];
  const model = platform.model;
  const name = !model && major ? `${browser.name} ${major}` : browser.name;
  const place = model ?? os.name;
  return place ? format(messages.sessions.deviceOn, { browser: name, os: place }) : name;
}
