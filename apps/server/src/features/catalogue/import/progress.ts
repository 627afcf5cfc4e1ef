// Importers report progress through a callback; the commands draw it with cli-progress.

export interface ImportProgressEvent {
  /** What is being done: 'parse', 'schemes', 'navs', 'copy', 'merge', 'derived', … */
  phase: string;
  done: number;
  total: number;
  /** What `done` and `total` count. */
  unit: 'rows' | 'bytes' | 'schemes' | 'steps';
}

export type ImportProgress = (event: ImportProgressEvent) => void;

export interface ImportOptions {
  onProgress?: ImportProgress;
}
