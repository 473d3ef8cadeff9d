/** Error messages of one control, referenced by the control's aria-describedby and announced politely. */
export function FieldErrors({ id, messages }: { id: string; messages: readonly string[] }) {
  const unique = uniqueMessages(messages);
  return (
    <div id={id} className="cx-errors" aria-live="polite">
      {unique.map((message) => (
        <p key={message} className="cx-error">
          {message}
        </p>
      ))}
    </div>
  );
}

/** The messages once each, the first of any repeated (a field shows one message per fact). */
export function uniqueMessages(...lists: readonly (readonly string[] | undefined)[]): string[] {
  return [...new Set(lists.flatMap((list) => list ?? []).filter((m) => m.trim() !== ''))];
}

/** ids joined for aria-describedby, skipping the absent ones. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return list.length ? list.join(' ') : undefined;
}
