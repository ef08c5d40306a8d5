/**
 * `text` on one line, cut to at most `max` characters at a word when it can be, with an ellipsis when
 * cut: how a notification or a dialog quotes a request ("Seu pedido "Post de clareamento…"").
 */
export function quote(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
