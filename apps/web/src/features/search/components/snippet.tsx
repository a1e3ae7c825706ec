import type { SnippetPart } from '@docket/contract';

/**
 * A document's words around what was searched for, the matched words marked. Every part is drawn
 * as text, so nothing a document holds is ever read as markup.
 */
export function Snippet({ parts }: { parts: SnippetPart[] }) {
  return (
    <span className="d-block small search-snippet">
      {parts.map((part, index) =>
        part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts are fixed for the answer, in order
          <mark key={index}>{part.text}</mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts are fixed for the answer, in order
          <span key={index}>{part.text}</span>
        ),
      )}
    </span>
  );
}
