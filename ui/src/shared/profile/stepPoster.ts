import { pb } from '@/shared/pb';

/** What a profile route takes: JSON fields, or a multipart body with files. */
export type StepBody = Record<string, unknown> | FormData;

/**
 * The save of the wizard steps and editor sections of a profile under
 * `base`: a POST of the body to `${base}/${step}`, answered with the whole
 * profile (T).
 */
export function stepPoster<T>(base: string) {
  return (step: string, body: StepBody): Promise<T> =>
    pb.send<T>(`${base}/${step}`, { method: 'POST', body });
}
