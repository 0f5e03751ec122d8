/** The Drafts view. Drafts are kept by the compose box, which is not built yet: nothing to list. */
export function DraftsView() {
  return (
    <div className="empty-state">
      <p>No drafts.</p>
      <p>Messages you start writing and do not send will be kept here.</p>
    </div>
  );
}
