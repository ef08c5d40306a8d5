/** One run of a search snippet's text: the words found (`marked`) or the text around them. */
export interface SnippetPart {
  text: string;
  marked: boolean;
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};

/** The five entities the server escapes, undone in one pass (so '&amp;lt;' stays '&lt;'). */
export function unescapeHtml(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity] ?? entity);
}

/**
 * A search hit's snippet (AssetSchema `matches`: HTML-escaped text with the found words in
 * `<mark>…</mark>`) as plain text runs, to be rendered as React text and <mark> elements: never as
 * HTML. Every other '<' of the file's text arrives escaped, so the two literal tags are the only
 * markup; a tag left open or closed twice changes nothing but where the marks fall.
 */
export function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let marked = false;
  for (const piece of snippet.split(/(<mark>|<\/mark>)/)) {
    if (piece === '<mark>' || piece === '</mark>') {
      marked = piece === '<mark>';
      continue;
    }
    if (!piece) continue;
    const text = unescapeHtml(piece);
    const last = parts.at(-1);
    if (last && last.marked === marked) last.text += text;
    else parts.push({ text, marked });
  }
  return parts;
}

/**
 * The snippet from a few words before its first found word: on a narrow card two lines hold little,
 * and the found words are what the line is for.
 */
export function fromFirstMark(parts: SnippetPart[], wordsBefore = 3): SnippetPart[] {
  const [first, ...rest] = parts;
  if (!first || first.marked || rest.length === 0) return parts;
  const words = first.text.match(/\S+\s*/g) ?? [];
  if (words.length <= wordsBefore) return parts;
  return [{ text: words.slice(-wordsBefore).join(''), marked: false }, ...rest];
}
