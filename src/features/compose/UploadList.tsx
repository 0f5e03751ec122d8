import { useStore } from 'zustand';
import { uploadStore } from './upload-loader';

/** Each upload in progress: its name, a progress bar, and a Cancel. */
export function UploadList() {
  const uploads = useStore(uploadStore, (s) => s.uploads);
  if (uploads.length === 0) return null;
  return (
    <ul className="uploads" aria-label="Uploads">
      {uploads.map((u) => (
        <li key={u.id} className="upload">
          <span className="upload-name">{u.name}</span>
          <progress value={u.loaded} max={u.total || 1} aria-label={`Uploading ${u.name}`} />
          <button
            type="button"
            className="quiet"
            onClick={u.cancel}
            aria-label={`Cancel uploading ${u.name}`}
          >
            Cancel
          </button>
        </li>
      ))}
    </ul>
  );
}
