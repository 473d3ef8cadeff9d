/** The messages of one field, referenced by its control's aria-describedby and read out politely. */
export function FieldErrors({ id, errors }: { id: string; errors: readonly string[] }) {
  return (
    <div id={id} className="jf-errors" aria-live="polite">
      {errors.map((message) => (
        <p key={message} className="jf-error">
          {message}
        </p>
      ))}
    </div>
  );
}
