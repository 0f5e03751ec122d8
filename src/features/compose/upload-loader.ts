/**
 * Uploads in progress (shown in the compose box with a bar and a Cancel each). The upload code
 * itself is a chunk of its own, loaded on the first file.
 */
import { createStore } from 'zustand/vanilla';
import type { AppServices } from '../common/app-context';

export interface Upload {
  id: number;
  name: string;
  loaded: number;
  total: number;
  cancel(): void;
}

export const uploadStore = createStore<{ uploads: Upload[] }>(() => ({ uploads: [] }));

/** Uploads files into the compose box (opening it if needed), each linked where the cursor was. */
export async function uploadFiles(app: AppServices, files: readonly File[]): Promise<void> {
  const { uploadAll } = await import('./uploads');
  await uploadAll(app, files);
}
