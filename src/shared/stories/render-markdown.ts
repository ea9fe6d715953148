import MarkdownIt from 'markdown-it';

/**
 * The one Markdown renderer of stories, in the browser (preview, story page) and in tests.
 * Raw HTML is off, so `<script>` and every other tag are shown as text; markdown-it's own link
 * check drops `javascript:`, `vbscript:`, `file:` and non-image `data:` targets (the link stays as
 * text). Links may only go to http(s) and mailto, and open with rel="noopener nofollow".
 */
const SAFE_LINK = /^(https?:|mailto:)/i;

const md = new MarkdownIt({ html: false, linkify: true, typographer: true, breaks: false });
const defaultValidate = md.validateLink.bind(md);
// Relative links and anchors are not allowed either: a story is read on other pages (shares).
md.validateLink = (url) => defaultValidate(url) && SAFE_LINK.test(url.trim());
// Images in the text come from the story's photos, not from other sites: no tracking pixels.
md.disable(['image']);

md.renderer.rules.link_open = (tokens, idx, options, _env, self) => {
  const token = tokens[idx];
  token.attrSet('rel', 'noopener nofollow');
  token.attrSet('target', '_blank');
  return self.renderToken(tokens, idx, options);
};

export function renderMarkdown(source: string): string {
  return md.render(source);
}

/** The text of a story without its Markdown, for card excerpts. */
export function markdownExcerpt(source: string, maxLength = 220): string {
  const plain = source
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/[*_`~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= maxLength) return plain;
  const cut = plain.slice(0, maxLength);
  const space = cut.lastIndexOf(' ');
  return `${(space > maxLength * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
